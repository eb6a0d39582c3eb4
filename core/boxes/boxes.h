/* boxes.h — the edge game family's board and position, shared by the board's primitives
 * (board.c), the rules (boxes.c), the bots (bot.c), the solver (solver.c) and their search (the
 * files search.h lists). Only boxes.c's pd_boxes_family leaves this folder. Calls go one way
 * (tests/check-core-deps.sh): from boxes.c's table down to the bots, the solver, the searches
 * and their parts, and from every one of them down to board.c, which calls none of them. */
#ifndef PD_BOXES_H
#define PD_BOXES_H

#include <stdint.h>

#include "common/budget.h"
#include "game.h"

#define BOXES_MAX_LINES 512
#define BOXES_MAX_CELLS 288
#define BOXES_MAX_DOTS 400
#define BOXES_WORDS (BOXES_MAX_LINES / 64)

enum { BOXES_GRID_SQUARE, BOXES_GRID_HEX, BOXES_GRID_TRI };

/* Immutable geometry, shared by every position of one board (reference-counted). */
typedef struct boxes_geom {
    int refs;
    int grid, w, h;
    int ndots, nlines, ncells;
    int sides;                                  /* sides per cell: 4, 6 or 3 */
    int16_t dot_x[BOXES_MAX_DOTS], dot_y[BOXES_MAX_DOTS];
    int16_t line_dot[BOXES_MAX_LINES][2];
    int16_t line_cell[BOXES_MAX_LINES][2];      /* -1 where the line bounds no cell */
    int16_t cell_dot[BOXES_MAX_CELLS][6];       /* corners in drawing order */
    int16_t cell_line[BOXES_MAX_CELLS][6];      /* sides */
} boxes_geom;

typedef struct boxes_pos {
    boxes_geom *g;
    int swedish, misere, players;
    int to_move;                                /* 1..players, 0 when over */
    int score[PD_MAX_SEATS];
    int nfree;                                  /* undrawn lines */
    int npredrawn;
    uint64_t drawn[BOXES_WORDS];
    int8_t line_owner[BOXES_MAX_LINES];         /* -1 free, 0 pre-drawn, seat */
    uint8_t cell_sides[BOXES_MAX_CELLS];        /* sides drawn */
    int8_t cell_owner[BOXES_MAX_CELLS];         /* 0 open, seat */
    int nhist;
    int16_t hist_line[BOXES_MAX_LINES];
    uint8_t hist_seat[BOXES_MAX_LINES];         /* seat 1..4 that drew each line */
} boxes_pos;

static inline int boxes_is_drawn(const boxes_pos *p, int line)
{
    return (int)((p->drawn[line >> 6] >> (line & 63)) & 1);
}

/* board.c: draw a free line for the side to move; returns the cells it closed (0..2). */
int boxes_apply(boxes_pos *p, int line);
void boxes_undo(boxes_pos *p);

/* The bots, levels 1..4 (bot.c). */
int boxes_bot(const void *pos, const pd_bot_opts *o, int *move, pd_error *err);
/* The exact solver, two seats (solver.c). */
int boxes_solve(const void *pos, const pd_solve_opts *o, pd_solve_result *r, pd_error *err);
/* The position's value and every legal line's, in line order, sharing the solver's table. */
int boxes_solve_moves(const void *pos, const pd_solve_opts *o, pd_solve_result *r,
                      pd_move_value *mv, int *nmv, pd_error *err);
/* Opening books (pd_family.book_build, book_load): solve the position and, with openings = k,
 * every position 1..k lines on, in the solver's table, each walked as soon as it is solved;
 * write every position with at least min_free free lines (0: ten fewer than the position has)
 * that the table holds and the walks reach through such positions (solver.c; returns the
 * entries written, -1 with err; the book so far goes to o->checkpoint as the build goes);
 * take a book in for every later solve on its board (book.c). */
int boxes_book_build(const void *pos, const pd_solve_opts *o, int openings, int min_free,
                     pd_buf *out, pd_solve_result *r, pd_error *err);
int boxes_book_load(const unsigned char *data, size_t len, pd_error *err);

/* ---- the search engine, shared by the bots and the solver: a search context (context.c:
 * working position, budget, symmetric hash keys, its transposition table), two-seat negamax
 * that is exact without a depth limit and heuristic with one (search.c), and max-n for three
 * or four seats (search_maxn.c) ---- */

#define BOXES_MAX_SYM 8
/* Chains and loops: the endgame memo holds at most this many sub-multisets (small enough that
 * one evaluation stays far below the time between two budget checks). */
#define BOXES_DP_CAP (1 << 12)

/* Leaf evaluation of the depth-limited search. */
enum {
    BOXES_EVAL_MATERIAL,   /* nothing beyond the cells already won on the way */
    BOXES_EVAL_PARITY      /* fill the safe lines, then value the chains and loops left */
};

/* A context's transposition table (table.c): allocated by the two-seat search that uses it,
 * freed with the context, so no search ever sees another's entries. */
typedef struct boxes_table {
    struct boxes_tt_entry *e;            /* NULL until a search opens it */
    uint32_t mask;                       /* the entries in use, less the bucket bits */
    int bits;                            /* 2^bits entries */
} boxes_table;

/* The table size (log2 of entries) for a search from a position with `free_lines` free lines:
 * `whole` (misère) asks for the full size whatever the position. The bots (exact = 0, also
 * level 4's exact search) get the small sizes; the solver (exact = 1) a larger default, or
 * `mib` MiB when mib > 0 (rounded down to a power of two). */
int boxes_tt_bits(int free_lines, int whole, int exact, int64_t mib);

/* A node's paths in the exact search's keys (graphkey.c): each free line's path, its place
 * on it (cells from the path's first end) and the cell on that side of it. */
#define BOXES_GLOOP (-2)                 /* a path's ends when it is a loop */
typedef struct boxes_gpath {
    int16_t e0, e1, k;                   /* ends (cells; -1 the ground; -2 both: a loop), cells */
} boxes_gpath;
typedef struct boxes_gview {
    int npath;
    int16_t *pid, *off, *side;           /* by line (nlines each) */
    boxes_gpath *path;                   /* at most nlines */
} boxes_gview;

typedef struct boxes_ctx {
    boxes_pos p;                         /* working copy; p.g is borrowed, never freed */
    int sign;                            /* +1 normal play, -1 misère: cells count against */
    int exact;                           /* 1: no depth limit, no heuristic anywhere */
    int eval;                            /* BOXES_EVAL_* for depth-limited searches */
    int aborted;                         /* budget ran out: results are meaningless */
    int open;                            /* cells not yet closed */
    int proved_lo, proved_hi;            /* exact search: the root's value is proved within
                                            these (negamax sign) by the table and the tests
                                            MTD(f) finished; ±open when nothing is */
    int ncap;                            /* cells one side short */
    int nodd;                            /* open cells not exactly two sides short */
    pd_budget budget;
    int nsym;
    int16_t perm[BOXES_MAX_SYM][BOXES_MAX_LINES];   /* line images under each symmetry */
    int16_t inv[BOXES_MAX_SYM][BOXES_MAX_LINES];
    uint64_t key[BOXES_MAX_SYM];            /* Zobrist key of the drawn set under each symmetry */
    /* Zobrist code of each line's image under each symmetry (0 for border sides: those count
     * per cell); symmetry innermost, so drawing a line reads one cache line for all its keys */
    uint64_t zob[BOXES_MAX_LINES][BOXES_MAX_SYM];
    /* Strings and coins: a cell's free border sides are parallel strings to the ground, so
     * the key counts them per cell rather than naming them. bzob[x][b][s] flips the key from
     * b to b + 1 border sides of cell x drawn, under symmetry s. */
    uint64_t bzob[BOXES_MAX_CELLS][6][BOXES_MAX_SYM];
    uint8_t nborder[BOXES_MAX_CELLS];    /* border sides drawn per cell */
    uint64_t salt;                       /* board, goal and mode, mixed into every key */
    uint64_t rng;                        /* root tie-break shuffle */
    int16_t dp[BOXES_DP_CAP];               /* chain-and-loop endgame memo (scratch) */
    boxes_table tt;                      /* two-seat search only; empty until it starts */
    int *mstack, msp;                    /* move lists of the nodes on the current path */
    uint64_t *kstack;                    /* exact mode (else NULL): the table keys of the
                                            moves' children, at each move's index in mstack */
    int16_t order[BOXES_MAX_LINES];      /* lines in the order move lists try them */
    int16_t orank[BOXES_MAX_LINES];      /* each line's place in order */
    uint64_t ofree[BOXES_WORDS];         /* the free lines, by their place in order (a move
                                            list visits free lines only, without a branch
                                            per drawn line) */
    /* exact mode, optional: told the root's bounds (caller's convention) after each pass */
    void (*progress)(void *arg, int lo, int hi, int64_t nodes, int64_t ms);
    void *progress_arg;
    /* exact mode, optional (NULL: not kept): what the root passes proved about each root
     * move, by line, in the search's convention (sign·(own − opponent's)); a move never
     * searched to the end keeps [-BOXES_INF, BOXES_INF]. The caller sets both, sized
     * BOXES_MAX_LINES. */
    int16_t *root_lo, *root_hi;
    /* Exact mode (gkey = 1): key[] holds the keys of the compressed strings-and-coins graph
     * instead (graphkey.c), kept in step by adding each drawn line's change. */
    int gkey;
    /* node codes by image, symmetry innermost: the cells, the ground, then a row of ones (a
     * loop's code, the same under every symmetry, is its length's alone) */
    uint64_t gz[BOXES_MAX_CELLS + 2][BOXES_MAX_SYM];
    uint64_t glen[2][BOXES_MAX_CELLS + 1];            /* length codes: paths, loops */
    uint64_t *gpair;                     /* gz[x][s] * gz[y][s] at ((x * (ncells + 1) + y) *
                                            BOXES_MAX_SYM + s) */
    uint64_t *gpair0;                    /* glen[0][0] times those (a path of no cell), in the
                                            same block */
    uint64_t gdelta[BOXES_MAX_LINES][BOXES_MAX_SYM];  /* the change each line drawn made, by
                                                         its place in the history */
    boxes_gview *gviews;                 /* a view per count of free lines, built by the node
                                            searching there (its arrays: gvbuf, gvpath) */
    int16_t *gvbuf;
    boxes_gpath *gvpath;
    uint64_t *dstack;                    /* the key change of each listed child, beside the
                                            move stack (BOXES_MAX_SYM per move) */
} boxes_ctx;

/* A new context for pos (heap, freed with boxes_ctx_free). The budget starts now. `exact`
 * selects the exact solver's mode; `seed` orders equal root moves. Aborts on out-of-memory. */
boxes_ctx *boxes_ctx_new(const boxes_pos *pos, int exact, int eval, int64_t ms, int64_t nodes,
                         uint64_t seed);

void boxes_ctx_free(boxes_ctx *c);

/* Draw / take back a line, keeping keys and counts in step. play returns cells closed. */
int boxes_play(boxes_ctx *c, int line);
void boxes_unplay(boxes_ctx *c);

/* Two seats: the best root move and its value for the side to move (normal: own future cells
 * minus the opponent's; misère: the negation). Exact mode searches to the end; otherwise
 * iterative deepening up to max_depth turns. A context whose table is already open (the
 * solver's, kept between calls) searches with it, and exact mode then also stores the root's
 * value there; otherwise it opens an empty one sized by boxes_tt_bits. Returns 0 when a complete result was found
 * (for depth-limited mode: at least depth 1), -1 when the budget ran out first; *move is
 * always a legal line. */
int boxes_search_root(boxes_ctx *c, int max_depth, int *move, int *value);

/* What the exact solver found out about a two-seat position within a budget (level 4). */
typedef struct boxes_root_result {
    int known;                           /* 1: solved; move is a best move, value exact */
    int move, value;                     /* value in the search's convention: sign·(own − opp) */
    int64_t nodes;
    /* unsolved or not, the bounds the passes proved on each root move it tried, by line
     * (-BOXES_INF / BOXES_INF where nothing was proved; lines the solver does not list —
     * a second border side of a cell, a second line into a chain — are left unbounded) */
    int16_t lo[BOXES_MAX_LINES], hi[BOXES_MAX_LINES];
} boxes_root_result;

/* Solve p (two seats) within the budget: with a clock budget (ms > 0) in the exact solver's
 * table, kept between calls, moves and games (solver.c); with a node budget alone in a fresh
 * table, so that the answer depends on the position only. Returns r->known. */
int boxes_solve_root(const boxes_pos *p, int64_t ms, int64_t nodes, uint64_t seed,
                     boxes_root_result *r);

/* Level 4's choice when the solver did not finish: the root move with the best lower bound
 * the solver proved (ties: the better upper bound), unless the search's move h is proven as
 * good or nothing was proven; then h. */
int boxes_pick_proven(const boxes_pos *p, const boxes_root_result *r, int h);

/* Three or four seats (also usable with two): max-n, each seat maximises its own cells
 * (misère: minimises). Iterative deepening up to max_depth turns; *move is always legal. */
void boxes_maxn_root(boxes_ctx *c, int max_depth, int *move);

/* Shuffle moves[0..n) with the context's seeded generator (tie-breaks between equal moves). */
void boxes_shuffle(boxes_ctx *c, int *moves, int n);

/* Shared by both searches: capturable-cell analysis and move lists (moves.c). Free sides of
 * a cell (inline: play and unplay, the innermost operations of the search, ask it). */
static inline int boxes_missing(const boxes_ctx *c, int cell)
{
    return c->p.g->sides - c->p.cell_sides[cell];
}
/* Lines worth trying, best first: captures pruned as in the solver (normal play), and when
 * `safe_only` and a safe line exists, only safe lines. Returns the count; the first *nsafe
 * are the safe lines (those that leave no cell one side short). */
int boxes_moves(boxes_ctx *c, int *moves, int safe_only, int *nsafe);
/* The same, reading chains and loops off the node's view of its paths (exact mode, gkey). */
int boxes_moves_view(boxes_ctx *c, const boxes_gview *v, int *moves, int *nsafe);
/* 1 when some cell is one side short. */
static inline int boxes_has_capture(const boxes_ctx *c) { return c->ncap > 0; }

#endif
