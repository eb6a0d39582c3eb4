/* search.h — the boxes search engine shared by the solver (solver.c) and the bots (bot.c):
 * a search context (working position, budget, symmetric hash keys), two-seat negamax that is
 * exact without a depth limit and heuristic with one, and max-n for three or four seats. */
#ifndef PD_BOXES_SEARCH_H
#define PD_BOXES_SEARCH_H

#include <stdint.h>

#include "boxes.h"
#include "common/clock.h"

#define BX_MAX_SYM 8

/* Leaf evaluation of the depth-limited search. */
enum {
    BX_EVAL_MATERIAL,   /* nothing beyond the cells already won on the way */
    BX_EVAL_PARITY      /* fill the safe lines, then value the chains and loops left */
};

typedef struct bx_ctx {
    boxes_pos p;                         /* working copy; p.g is borrowed, never freed */
    int sign;                            /* +1 normal play, -1 misère: cells count against */
    int exact;                           /* 1: no depth limit, no heuristic anywhere */
    int eval;                            /* BX_EVAL_* for depth-limited searches */
    int aborted;                         /* budget ran out: results are meaningless */
    int open;                            /* cells not yet closed */
    pd_budget budget;
    int nsym;
    int16_t perm[BX_MAX_SYM][BOXES_MAX_LINES];   /* line images under each symmetry */
    int16_t inv[BX_MAX_SYM][BOXES_MAX_LINES];
    uint64_t key[BX_MAX_SYM];            /* Zobrist key of the drawn set under each symmetry */
    uint64_t zob[BOXES_MAX_LINES];
    uint64_t salt;                       /* board, goal and mode, so tables never mix games */
    uint64_t rng;                        /* root tie-break shuffle */
    int16_t dp[1 << 16];                 /* chain-and-loop endgame memo (scratch) */
    int *mstack, msp;                    /* move lists of the nodes on the current path */
} bx_ctx;

/* A new context for pos (heap, freed with bx_ctx_free). The budget starts now. `exact` selects the
 * exact solver's mode; `seed` orders equal root moves. Aborts on out-of-memory. */
bx_ctx *bx_ctx_new(const boxes_pos *pos, int exact, int eval, int64_t ms, int64_t nodes,
                   uint64_t seed);

void bx_ctx_free(bx_ctx *c);

/* Draw / take back a line, keeping keys and counts in step. play returns cells closed. */
int bx_play(bx_ctx *c, int line);
void bx_unplay(bx_ctx *c);

/* Two seats: the best root move and its value for the side to move (normal: own future cells
 * minus the opponent's; misère: the negation). Exact mode searches to the end; otherwise
 * iterative deepening up to max_depth turns. Returns 0 when a complete result was found
 * (for depth-limited mode: at least depth 1), -1 when the budget ran out first; *move is
 * always a legal line. */
int bx_search_root(bx_ctx *c, int max_depth, int *move, int *value);

/* Three or four seats (also usable with two): max-n, each seat maximises its own cells
 * (misère: minimises). Iterative deepening up to max_depth turns; *move is always legal. */
void bx_maxn_root(bx_ctx *c, int max_depth, int *move);

/* Shared by both searches: capturable-cell analysis and move lists (search.c). */
int bx_missing(const bx_ctx *c, int cell);
/* Lines worth trying, best first: captures pruned as in the solver (normal play), and when
 * `safe_only` and a safe line exists, only safe lines. Returns the count; the first *nsafe
 * are the safe lines (those that leave no cell one side short). */
int bx_moves(bx_ctx *c, int *moves, int safe_only, int *nsafe);
/* 1 when some cell is one side short. */
int bx_has_capture(const bx_ctx *c);

#endif
