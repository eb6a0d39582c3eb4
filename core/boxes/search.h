/* search.h — what the boxes search files share among themselves (not the bots, not rules). */
/* Its users: context.c, table.c, symmetry.c, graphkey.c, moves.c, endgame.c, search.c. The
 * bots, the solver and search_maxn.c need only boxes.h. */
#ifndef PD_BOXES_SEARCH_H
#define PD_BOXES_SEARCH_H

#include "boxes.h"
#include "common/hash.h"

/* Larger than any value (at most BOXES_MAX_CELLS = 288 cells). */
#define BOXES_INF 1000

/* ---- cells and lines (inline: the innermost loops of move generation and the endgame) ---- */

static inline int boxes_bit(const uint64_t *drawn, int l)
{
    return (int)((drawn[l >> 6] >> (l & 63)) & 1);
}

/* A free side of cell x other than `skip`, or -1. */
static inline int boxes_other_free(const boxes_geom *g, const uint64_t *drawn, int x, int skip)
{
    for (int i = 0; i < g->sides; i++) {
        int l = g->cell_line[x][i];
        if (l != skip && !boxes_bit(drawn, l)) return l;
    }
    return -1;
}

/* The cell on the other side of `line` from cell x (-1: the ground). */
static inline int boxes_across(const boxes_geom *g, int line, int x)
{
    return g->line_cell[line][0] == x ? g->line_cell[line][1] : g->line_cell[line][0];
}

/* The cell a border side bounds, or -1 when line has a cell on both sides (or none). */
static inline int boxes_border_cell(const boxes_geom *g, int line)
{
    int a = g->line_cell[line][0], b = g->line_cell[line][1];
    return (a < 0) == (b < 0) ? -1 : a < 0 ? b : a;
}

/* ---- the transposition table (table.c) ---- */

typedef struct boxes_tt_entry {
    uint64_t key;
    int16_t lo, hi;     /* the value lies in [lo, hi] */
    int16_t move;       /* best line, in the canonical orientation; -1 none */
    uint8_t depth;      /* exact mode: the work behind the entry (replacement priority, see
                           boxes_tt_work); else turns searched */
    uint8_t used;       /* 0: an empty slot */
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

/* gkey mode: the canonical key once the keys change by d. */
static inline uint64_t boxes_key_after(const boxes_ctx *c, const uint64_t *d)
{
    uint64_t best = c->key[0] + d[0];
    for (int s = 1; s < c->nsym; s++) {
        uint64_t k = c->key[s] + d[s];
        if (k < best) best = k;
    }
    return best ^ c->salt;
}

/* The canonical key of the position after line is drawn (without drawing it). */
static inline uint64_t boxes_child_key(boxes_ctx *c, int line)
{
    if (c->gkey) {
        uint64_t d[BOXES_MAX_SYM];
        boxes_gkey_delta(c, line, d);
        return boxes_key_after(c, d);
    }
    int x = boxes_border_cell(c->p.g, line);
    const uint64_t *z = x >= 0 ? c->bzob[x][c->nborder[x]] : c->zob[line];
    uint64_t best = c->key[0] ^ z[0];
    for (int s = 1; s < c->nsym; s++) {
        uint64_t k = c->key[s] ^ z[s];
        if (k < best) best = k;
    }
    return best ^ c->salt;
}

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
