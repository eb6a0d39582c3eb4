/* search.h — the boxes search engine, shared by the bots (bot.c), the solver (solver.c) and the
 * opening books (book.c): the search context (context.c), two-seat negamax (negamax.c), max-n
 * (maxn.c), and their parts: the transposition table (table.c), symmetry and keys
 * (symmetry.c, graphkey.c), move lists (moves.c), chains and loops (endgame.c). The rules
 * (rules.c) and the board (board.c) need only boxes.h. */
#ifndef PD_BOXES_SEARCH_H
#define PD_BOXES_SEARCH_H

#include "boxes.h"
#include "common/budget.h"
#include "common/hash.h"

/* Larger than any value (at most BOXES_MAX_CELLS = 288 cells). */
#define BOXES_INF 1000

/* ---- the search context (context.c: working position, budget, symmetric hash keys, its
 * transposition table), two-seat negamax that is exact without a depth limit and heuristic with
 * one (negamax.c), and max-n for three or four seats (maxn.c) ---- */

#define BOXES_MAX_SYM 8
/* Chains and loops: the endgame memo holds at most this many sub-multisets (small enough that
 * one evaluation stays far below the time between two budget checks). */
#define BOXES_DP_CAP (1 << 12)

/* Leaf evaluation of the depth-limited search. */
enum {
    BOXES_EVAL_MATERIAL, /* nothing beyond the cells already won on the way */
    BOXES_EVAL_PARITY    /* fill the safe lines, then value the chains and loops left */
};

/* A context's transposition table (table.c): allocated by the two-seat search that uses it,
 * freed with the context, so no search ever sees another's entries. */
typedef struct boxes_table {
    struct boxes_tt_entry *e; /* NULL until a search opens it */
    uint32_t mask;            /* the entries in use, less the bucket bits */
    int bits;                 /* 2^bits entries */
} boxes_table;

/* The table size (log2 of entries) for a search from a position with `free_lines` free lines:
 * `whole` (misère) asks for the full size whatever the position. The bots (exact = 0, also
 * level 4's exact search) get the small sizes; the solver (exact = 1) a larger default, or
 * `mib` MiB when mib > 0 (rounded down to a power of two). */
int boxes_tt_bits(int free_lines, int whole, int exact, int64_t mib);

/* A node's paths in the exact search's keys (graphkey.c): each free line's path, its place
 * on it (cells from the path's first end) and the cell on that side of it. */
#define BOXES_GLOOP (-2) /* a path's ends when it is a loop */
typedef struct boxes_gpath {
    int16_t e0, e1, k; /* ends (cells; -1 the ground; -2 both: a loop), cells */
} boxes_gpath;
typedef struct boxes_gview {
    int npath;
    int16_t *pid, *off, *side; /* by line (nlines each) */
    boxes_gpath *path;         /* at most nlines */
} boxes_gview;

typedef struct boxes_ctx {
    boxes_pos p;              /* working copy; p.g is borrowed, never freed */
    int sign;                 /* +1 normal play, -1 misère: cells count against */
    int exact;                /* 1: no depth limit, no heuristic anywhere */
    int eval;                 /* BOXES_EVAL_* for depth-limited searches */
    int aborted;              /* budget ran out: results are meaningless */
    int open;                 /* cells not yet closed */
    int proved_lo, proved_hi; /* exact search: the root's value is proved within
                                            these (negamax sign) by the table and the tests
                                            MTD(f) finished; ±open when nothing is */
    int ncap;                 /* cells one side short */
    int nodd;                 /* open cells not exactly two sides short */
    pd_budget budget;
    int nsym;
    int16_t perm[BOXES_MAX_SYM][BOXES_MAX_LINES]; /* line images under each symmetry */
    int16_t inv[BOXES_MAX_SYM][BOXES_MAX_LINES];
    uint64_t key[BOXES_MAX_SYM]; /* Zobrist key of the drawn set under each symmetry */
    /* Zobrist code of each line's image under each symmetry (0 for border sides: those count
     * per cell); symmetry innermost, so drawing a line reads one cache line for all its keys */
    uint64_t zob[BOXES_MAX_LINES][BOXES_MAX_SYM];
    /* Strings and coins: a cell's free border sides are parallel strings to the ground, so
     * the key counts them per cell rather than naming them. bzob[x][b][s] flips the key from
     * b to b + 1 border sides of cell x drawn, under symmetry s. */
    uint64_t bzob[BOXES_MAX_CELLS][6][BOXES_MAX_SYM];
    uint8_t nborder[BOXES_MAX_CELLS]; /* border sides drawn per cell */
    uint64_t salt;                    /* board, goal and mode, mixed into every key */
    uint64_t rng;                     /* root tie-break shuffle */
    int16_t dp[BOXES_DP_CAP];         /* chain-and-loop endgame memo (scratch) */
    boxes_table tt;                   /* two-seat search only; empty until it starts */
    int *mstack, msp;                 /* move lists of the nodes on the current path */
    uint64_t *kstack;                 /* exact mode (else NULL): the table keys of the
                                            moves' children, at each move's index in mstack */
    int16_t order[BOXES_MAX_LINES];   /* lines in the order move lists try them */
    int16_t orank[BOXES_MAX_LINES];   /* each line's place in order */
    uint64_t ofree[BOXES_WORDS];      /* the free lines, by their place in order (a move
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
    uint64_t glen[2][BOXES_MAX_CELLS + 1]; /* length codes: paths, loops */
    uint64_t *gpair;                       /* gz[x][s] * gz[y][s] at ((x * (ncells + 1) + y) *
                                            BOXES_MAX_SYM + s) */
    uint64_t *gpair0;                      /* glen[0][0] times those (a path of no cell), in the
                                            same block */
    uint64_t gdelta[BOXES_MAX_LINES][BOXES_MAX_SYM]; /* the change each line drawn made, by
                                                         its place in the history */
    boxes_gview *gviews; /* a view per count of free lines, built by the node
                                            searching there (its arrays: gvbuf, gvpath) */
    int16_t *gvbuf;
    boxes_gpath *gvpath;
    uint64_t *dstack; /* the key change of each listed child, beside the
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
    int known;       /* 1: solved; move is a best move, value exact */
    int move, value; /* value in the search's convention: sign·(own − opp) */
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
static inline int boxes_has_capture(const boxes_ctx *c)
{
    return c->ncap > 0;
}

/* ---- the transposition table (table.c) ---- */

typedef struct boxes_tt_entry {
    uint64_t key;
    int16_t lo, hi; /* the value lies in [lo, hi] */
    int16_t move;   /* best line, in the canonical orientation; -1 none */
    uint8_t depth;  /* exact mode: the work behind the entry (replacement priority, see
                           boxes_tt_work); else turns searched */
    uint8_t used;   /* 0: an empty slot */
} boxes_tt_entry;

/* Allocate an empty table of 2^bits entries (freeing what t held). Aborts on out-of-memory;
 * the try form returns -1 instead and leaves t empty (for sizes that may not fit: the solver's
 * table, whose size a caller may ask for). */
void boxes_tt_open(boxes_table *t, int bits);
int boxes_tt_try_open(boxes_table *t, int bits);
void boxes_tt_close(boxes_table *t);
/* Entries per bucket (one cache line). */
#define BOXES_TT_WAYS 4

/* The bucket of key (inline, like the probes and keys below: the search asks for them at
 * every node and for every child, and WebAssembly pays more than native code for a call). */
static inline boxes_tt_entry *boxes_tt_bucket(const boxes_table *t, uint64_t key)
{
    return &t->e[(uint32_t)key & t->mask];
}

/* Start loading key's bucket into the cache (a hint: probing many children one after another
 * then waits for memory once rather than once per child). WebAssembly has no prefetch (the
 * builtin compiles to nothing there). */
static inline void boxes_tt_prefetch(const boxes_table *t, uint64_t key)
{
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(boxes_tt_bucket(t, key));
#else
    (void)t;
    (void)key;
#endif
}

/* The entry stored under key, or NULL. */
static inline boxes_tt_entry *boxes_tt_probe(const boxes_table *t, uint64_t key)
{
    boxes_tt_entry *b = boxes_tt_bucket(t, key);
    for (int i = 0; i < BOXES_TT_WAYS; i++)
        if (b[i].used && b[i].key == key) return &b[i];
    return NULL;
}
/* Store bounds [lo, hi], the best move (canonical orientation) and the work behind them
 * (depth). Exact bounds (exact = 1) hold whatever the work behind them, so a new entry for a
 * stored key keeps the intersection of both; depth-limited ones only at the same depth. */
void boxes_tt_store(boxes_table *t, uint64_t key, int lo, int hi, int move, int depth, int exact);
/* Exact mode's depth for an entry whose search visited `nodes` nodes: its bit length, so the
 * replacement keeps the entries that cost the most to recompute (the free lines, used before,
 * rank a small subtree high in the tree above a huge one lower down). */
int boxes_tt_work(int64_t nodes);

/* ---- opening books (book.c): entries of a long solve, put in every solver table of their
 * board ---- */

/* Put the loaded books' entries for this board and goal (salt, nlines) in t; returns how
 * many. */
int boxes_book_fill(boxes_table *t, uint64_t salt, int nlines);
/* Changes whenever a book is loaded (a table filled before then wants filling again). */
uint32_t boxes_book_generation(void);
/* Append to out a book of t's entries (the file format is in book.c); returns how many. */
int boxes_book_write(const boxes_table *t, uint64_t salt, int nlines, pd_buf *out);

/* ---- symmetry and keys (symmetry.c) ---- */

/* Find the board's symmetries and set up the Zobrist codes and keys of the context's
 * position under each, and the salt (board, goal and mode). */
void boxes_sym_init(boxes_ctx *c, int exact, int eval);
/* The canonical key (smallest over the symmetries) and the symmetry that gives it. */
static inline uint64_t boxes_canon_key(const boxes_ctx *c, int *sym)
{
    int best = 0;
    for (int s = 1; s < c->nsym; s++)
        if (c->key[s] < c->key[best]) best = s;
    *sym = best;
    return c->key[best] ^ c->salt;
}

/* graphkey.c: the keys of the compressed graph, set from scratch; what drawing line changes
 * in them (before it is drawn). */
void boxes_gkey_init(boxes_ctx *c, int (*cell_image)(const boxes_ctx *, int, int));
void boxes_gkey_delta(boxes_ctx *c, int line, uint64_t *delta);
/* The keys computed from nothing (what the updates must keep them equal to). */
void boxes_gkey_scratch(const boxes_ctx *c, uint64_t *key);
/* A view of the position's paths, and from it what drawing a line changes in the keys. */
void boxes_gkey_view(const boxes_ctx *c, boxes_gview *v);
void boxes_gkey_view_delta(const boxes_ctx *c, const boxes_gview *v, int line, uint64_t *delta);
/* Normal play, nothing to capture: the change of the keys when line is drawn and the opponent
 * then takes the cells it must (as negamax does: captures that open nothing), and the number
 * of cells so taken (0: delta is the line's own change; -1: the same, the captures that
 * follow not worked out, which only a cell that loses two sides at once can cause). */
int boxes_gkey_view_taken(const boxes_ctx *c, const boxes_gview *v, int line, uint64_t *delta);
/* Either of the two (view_taken when forced, else view_delta), with the canonical key the
 * keys then have in *key (one pass over the symmetries for both). */
int boxes_gkey_view_child(const boxes_ctx *c, const boxes_gview *v, int line, int forced,
                          uint64_t *delta, uint64_t *key);
/* Draw a line whose change of the keys is already known (gkey mode). */
int boxes_play_known(boxes_ctx *c, int line, const uint64_t *delta);

/* The canonical key of the position after line is drawn (without drawing it): negamax.c. */
uint64_t boxes_child_key(boxes_ctx *c, int line);

/* ---- cells, lines and moves (moves.c) ---- */

/* Normal play: a line that captures a cell and opens nothing, or -1. */
int boxes_safe_capture(const boxes_ctx *c);

/* ---- chains and loops (endgame.c) ---- */

/* The chain or loop of two-sides-short cells through cell x: its length, *loop set for a
 * loop. Each when not NULL: marks its cells in seen, puts its smallest line in *name and, for a
 * chain, the cells past its two ends in ends (-1: the ground). */
int boxes_walk(const boxes_geom *g, const uint8_t *sides, const uint64_t *drawn, int x,
               uint8_t *seen, int *loop, int *ends, int *name);
/* The exact value of a simple loony endgame (normal play): returns 1 and sets *v, else 0. */
int boxes_loony_value(boxes_ctx *c, int *v);
/* An upper bound on the mover's value for a loony move l (normal play, no capture pending);
 * BOXES_INF when l is no loony move. */
int boxes_loony_bound(const boxes_ctx *c, int l);
/* The same bound read off a node's view of its paths (gkey). */
static inline int boxes_loony_bound_view(const boxes_gview *v, int l)
{
    const boxes_gpath *r = &v->path[v->pid[l]];
    if (r->e0 == BOXES_GLOOP) return r->k >= 4 ? -(r->k - 4) : BOXES_INF;
    return r->k >= 3 ? -(r->k - 2) : BOXES_INF;
}
/* The depth-limited search's value of a leaf (c->eval). */
int boxes_leaf_eval(boxes_ctx *c);

#endif
