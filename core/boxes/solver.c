/* solver.c — the exact two-seat boxes solver behind `paperdots solve` (docs/spec.md §2): the side to
 * move's future cells minus the opponent's under perfect play, maximised in normal play and
 * minimised in misère. The search itself is negamax.c's negamax in exact mode.
 *
 * The solver keeps its transposition table between calls (one per process or WASM module):
 * values depend only on the board and the lines drawn, so what one solve proved answers the
 * next one on the same board, and re-solving after a move, or solving each move's position
 * (solve_moves), is nearly free. A search that runs out of budget stores nothing it has not
 * proved, so the table stays sound. The table is replaced when the board, the goal (misère)
 * or the requested size changes. */
#include <stdlib.h>

#include "common/ttmem.h"
#include "search.h"

static struct {
    boxes_table t;
    uint64_t salt;     /* board and goal of the entries */
    uint32_t book_gen; /* the books' generation when the table was last filled from them */
} kept;

/* A budgeted search has no use for many more entries than the nodes it may visit (the clock:
 * at most NODES_PER_MS nodes a millisecond), and the table is allocated and cleared up front.
 * Level 4 sizes for what it usually visits (BOT_NODES_PER_MS): clearing a larger table costs
 * a bigger share of a one-second move than the entries it would add save (a kept table that
 * is larger already stays). */
#define NODES_PER_MS 4000
#define BOT_NODES_PER_MS 2000
#define MIN_BITS 16

/* Lend the kept table to c, replacing it when the board, the goal or the size asked differs
 * (a default size keeps a larger table that is already there). Returns -1 with err set when
 * the new table does not fit in memory (a WebAssembly module's memory has a ceiling); the old
 * one is gone then, and the next call tries again. */
static int lend_table(boxes_ctx *c, const pd_solve_opts *o, int64_t per_ms, pd_error *err)
{
    int64_t mib = o->table_mib;
    int bits = boxes_tt_bits(c->p.nfree, c->sign < 0, 1, mib);
    if (mib <= 0 && (o->nodes > 0 || o->ms > 0)) {
        int64_t most = o->nodes > 0 ? o->nodes : INT64_MAX;
        if (o->ms > 0 && o->ms < most / per_ms) most = o->ms * per_ms;
        int need = MIN_BITS;
        while (need < bits && ((int64_t)1 << need) < most) need++;
        bits = need;
    }
    int fits =
        kept.t.e && kept.salt == c->salt && (mib > 0 ? kept.t.bits == bits : kept.t.bits >= bits);
    if (!fits) {
        if (boxes_tt_try_open(&kept.t, bits)) return pd_ttmem_fail(err, (int64_t)16 << bits >> 20);
        kept.salt = c->salt;
    }
    /* a new table, or books loaded since: the board's book entries go in first */
    if (!fits || kept.book_gen != boxes_book_generation()) {
        boxes_book_fill(&kept.t, c->salt, c->p.g->nlines);
        kept.book_gen = boxes_book_generation();
    }
    c->tt = kept.t;
    return 0;
}

/* Take the forced captures (normal play); returns their value for the side to move and the
 * count in *taken. */
static int take_forced(boxes_ctx *c, int *taken)
{
    int got = 0, l;
    *taken = 0;
    if (c->sign > 0)
        while ((l = boxes_safe_capture(c)) >= 0) {
            got += boxes_play(c, l);
            ++*taken;
        }
    return got;
}

/* The table's bounds on the value of the position (after its forced captures, which count) for
 * its side to move; 0 when the table has none (a finished game is worth 0 exactly). */
static int bounds_here(boxes_ctx *c, int *lo, int *hi)
{
    int taken, sym;
    int got = take_forced(c, &taken), found = 1;
    if (c->p.nfree == 0) {
        *lo = *hi = got;
    } else {
        const boxes_tt_entry *e = boxes_tt_probe(&kept.t, boxes_canon_key(c, &sym));
        found = e != NULL;
        if (e) {
            *lo = got + e->lo;
            *hi = got + e->hi;
        }
    }
    while (taken--) boxes_unplay(c);
    return found;
}

/* Line m's bounds for the side to move, from the table (its cells, then the child's bounds,
 * negated when the turn passes); 0 when unknown. *closed: the cells m closes. */
static int child_bounds(boxes_ctx *c, int m, int *lo, int *hi, int *closed)
{
    int k = c->sign * boxes_play(c, m), clo, chi, found = bounds_here(c, &clo, &chi);
    if (found) {
        *lo = k ? k + clo : -chi;
        *hi = k ? k + chi : -clo;
    }
    boxes_unplay(c);
    *closed = k;
    return found;
}

/* Negamax bounds [lo, hi] of a position of c's (or of a line from it) as the solver reports
 * values (misère: counted the other way round), kept within what the open cells allow; *bounded
 * 0 when they say nothing. */
static void reported_bounds(const boxes_ctx *c, int lo, int hi, int *bounded, int *rlo, int *rhi)
{
    lo = lo > -c->open ? lo : -c->open;
    hi = hi < c->open ? hi : c->open;
    *bounded = lo > -c->open || hi < c->open;
    *rlo = c->sign > 0 ? lo : -hi;
    *rhi = c->sign > 0 ? hi : -lo;
}

/* Solve p in the kept table. Returns 1 with *value (own − opponent's future cells) when
 * solved within the budget, 0 when not, -1 with err set when the table does not fit; adds
 * the nodes searched to *nodes. Unsolved, with `bounds` given: what the search proved of the
 * value (from the table, books included, and the tests it finished) in bounds->bounded, lo, hi. */
static int solve_in_table(const boxes_pos *p, int64_t ms, int64_t budget, const pd_solve_opts *o,
                          int *value, int64_t *nodes, pd_solve_result *bounds, pd_error *err)
{
    boxes_ctx *c = boxes_ctx_new(p, 1, BOXES_EVAL_MATERIAL, ms, budget, 0);
    if (lend_table(c, o, NODES_PER_MS, err)) {
        boxes_ctx_free(c);
        return -1;
    }
    c->progress = o->progress;
    c->progress_arg = o->progress_arg;
    int move, v, known = boxes_search_root(c, 0, &move, &v) == 0;
    /* bounds that meet are the value, though the move that keeps it was not found in time (a
     * book proves a position whose children it does not hold) */
    if (!known && c->proved_lo == c->proved_hi) {
        known = 1;
        v = c->proved_lo;
    }
    /* negamax maximises sign·(own − opponent's); misère reports own − opponent's, minimised */
    *value = known ? c->sign * v : 0;
    *nodes += c->budget.used;
    if (!known && bounds)
        reported_bounds(c, c->proved_lo, c->proved_hi, &bounds->bounded, &bounds->lo, &bounds->hi);
    c->tt.e = NULL; /* the table stays with the solver */
    boxes_ctx_free(c);
    return known;
}

int boxes_solve_root(const boxes_pos *p, int64_t ms, int64_t nodes, uint64_t seed,
                     boxes_root_result *r)
{
    pd_solve_opts o = {.ms = ms, .nodes = nodes};
    boxes_ctx *c = boxes_ctx_new(p, 1, BOXES_EVAL_MATERIAL, ms, nodes, seed);
    /* a clock budget searches in the kept table; a node budget alone promises the same move
     * for the same position whatever came before (replays, tests), so it gets a table of its
     * own, sized for those nodes (and so does a clock budget when the kept table finds no
     * room: sized for the nodes of its time) */
    int kept_table = (ms > 0 || nodes <= 0) && lend_table(c, &o, BOT_NODES_PER_MS, NULL) == 0;
    if (!kept_table) {
        int64_t most = nodes > 0                           ? nodes
                       : ms < INT64_MAX / BOT_NODES_PER_MS ? ms * BOT_NODES_PER_MS
                                                           : INT64_MAX;
        int bits = MIN_BITS, cap = boxes_tt_bits(p->nfree, p->misere, 1, 0);
        while (bits < cap && ((int64_t)1 << bits) < most) bits++;
        /* smaller until one fits (a table of 2^MIN_BITS entries, 1 MiB, any search needs) */
        while (bits > MIN_BITS && boxes_tt_try_open(&c->tt, bits)) bits--;
        if (!c->tt.e) boxes_tt_open(&c->tt, bits);
        boxes_book_fill(&c->tt, c->salt, p->g->nlines);
    }
    for (int l = 0; l < BOXES_MAX_LINES; l++) {
        r->lo[l] = -BOXES_INF;
        r->hi[l] = BOXES_INF;
    }
    c->root_lo = r->lo;
    c->root_hi = r->hi;
    int move, v;
    r->known = boxes_search_root(c, 0, &move, &v) == 0;
    r->move = move;
    r->value = r->known ? v : 0;
    r->nodes = c->budget.used;
    if (kept_table) c->tt.e = NULL; /* the table stays with the solver */
    boxes_ctx_free(c);
    return r->known;
}

/* Solve p in the kept table into r (known, value, nodes); 0, or -1 with err when the table does
 * not fit. */
static int solve_into(const boxes_pos *p, const pd_solve_opts *o, pd_solve_result *r, pd_error *err)
{
    r->nodes = 0;
    int solved = solve_in_table(p, o->ms, o->nodes, o, &r->value, &r->nodes, r, err);
    if (solved < 0) return -1;
    r->known = solved;
    return 0;
}

int boxes_solve(const void *pos, const pd_solve_opts *o, pd_solve_result *r, pd_error *err)
{
    pd_budget clock;
    pd_budget_start(&clock, 0, 0);
    if (solve_into(pos, o, r, err)) return -1;
    r->ms = pd_budget_elapsed(&clock);
    return 0;
}

/* What is left of a budget (0 = none set); 1 when a set budget is spent. */
static int64_t rest(int64_t budget, int64_t used, int *spent)
{
    if (budget <= 0) return 0;
    if (used >= budget) {
        *spent = 1;
        return 1;
    }
    return budget - used;
}

int boxes_solve_moves(const void *pos, const pd_solve_opts *o, pd_solve_result *r,
                      pd_move_value *mv, int *nmv, pd_error *err)
{
    const boxes_pos *p = pos;
    pd_budget clock;
    pd_budget_start(&clock, 0, 0);
    /* 1. The position itself: its search fills the table with most of what the moves need. */
    if (solve_into(p, o, r, err)) return -1;
    /* 2. Each legal line: the value of the position it leads to, seen from the mover (a line
     *    that closes cells keeps the turn and adds them; any other passes it). */
    pd_solve_opts quiet = *o; /* progress is the position's, not each move's */
    quiet.progress = NULL;
    boxes_pos *q = malloc(sizeof *q);
    if (!q) abort();
    int n = 0;
    for (int l = 0; l < p->g->nlines; l++) {
        if (boxes_is_drawn(p, l)) continue;
        int spent = 0, v = 0;
        int64_t ms = rest(o->ms, pd_budget_elapsed(&clock), &spent);
        int64_t budget = rest(o->nodes, r->nodes, &spent);
        *q = *p;
        int k = boxes_apply(q, l), known = !spent;
        /* (the table is the position's, already there: no -1 here) */
        if (known && q->to_move != 0)
            known = solve_in_table(q, ms, budget, &quiet, &v, &r->nodes, NULL, err) == 1;
        mv[n].move = l;
        mv[n].known = known;
        mv[n].value = known ? (k ? k + v : -v) : 0;
        n++;
    }
    free(q);
    *nmv = n;
    /* 3. A line left unsolved still has what the table proves of it (a book's entries, the
     *    position's finished tests), in the position's convention (misère: counted the other
     *    way round), within what the open cells allow. */
    boxes_ctx *c = boxes_ctx_new(p, 1, BOXES_EVAL_MATERIAL, 0, 0, 0);
    for (int i = 0; i < n; i++) {
        int lo, hi, k;
        if (!mv[i].known && child_bounds(c, mv[i].move, &lo, &hi, &k))
            reported_bounds(c, lo, hi, &mv[i].bounded, &mv[i].lo, &mv[i].hi);
    }
    boxes_ctx_free(c);
    r->ms = pd_budget_elapsed(&clock);
    return 0;
}

/* The book's walk: the proof, in the kept table, of a position's bounds. A lower bound needs
 * one move that reaches it (the book's owner plays it); an upper bound needs every move bounded
 * (each answer the other side may choose). So the walk copies a position's entry to `book`, and
 * for its lower bound follows the first move whose child proves it, for its upper bound every
 * move, each child then needing the bound that proves its parent's (a move that closes cells
 * keeps the turn: the same bound; any other passes it: the other). Forced captures are taken
 * first, as the search takes them. Positions with fewer than min_free free lines, or without an
 * entry (the search answers those itself: endgames it values exactly, windows it cut), end the
 * walk. `seen` remembers which bounds of which positions were walked. */
enum { NEED_LO = 1, NEED_HI = 2 };

typedef struct book_walk {
    boxes_table book, seen;
    int min_free;
    pd_budget clock;  /* since the build began */
    int64_t saved_ms; /* when the last checkpoint was made */
} book_walk;

static void walk(boxes_ctx *c, book_walk *w, int need);

/* Line m's bounds for the side to move (its cells, then the child's value, negated when the
 * turn passes); 0 when unknown. Walks the child with the bound it must prove when `then` is
 * set (then = NEED_LO: what proves m's lower bound). */
static int line_bounds(boxes_ctx *c, book_walk *w, int m, int *lo, int *hi, int then)
{
    int k, found = child_bounds(c, m, lo, hi, &k);
    if (then) {
        boxes_play(c, m);
        walk(c, w, k ? then : NEED_LO + NEED_HI - then);
        boxes_unplay(c);
    }
    return found;
}

static void walk(boxes_ctx *c, book_walk *w, int need)
{
    int taken, sym;
    take_forced(c, &taken);
    uint64_t key = boxes_canon_key(c, &sym);
    const boxes_tt_entry *e =
        c->p.nfree >= w->min_free && c->p.nfree ? boxes_tt_probe(&kept.t, key) : NULL;
    /* the bounds not walked yet at this position */
    const boxes_tt_entry *was = e ? boxes_tt_probe(&w->seen, key) : NULL;
    need &= ~(was ? was->move : 0);
    if (e && need) {
        boxes_tt_store(&w->book, key, e->lo, e->hi, e->move, e->depth, 1);
        boxes_tt_store(&w->seen, key, 0, 0, need | (was ? was->move : 0), 0, 1);
        int r = c->open;
        for (int l = 0; l < c->p.g->nlines && (need & NEED_LO) && e->lo > -r; l++) {
            int lo, hi;
            if (!boxes_is_drawn(&c->p, l) && line_bounds(c, w, l, &lo, &hi, 0) && lo >= e->lo) {
                line_bounds(c, w, l, &lo, &hi, NEED_LO);
                break;
            }
        }
        for (int l = 0; l < c->p.g->nlines && (need & NEED_HI) && e->hi < r; l++) {
            int lo, hi;
            if (!boxes_is_drawn(&c->p, l)) line_bounds(c, w, l, &lo, &hi, NEED_HI);
        }
    }
    while (taken--) boxes_unplay(c);
}

/* The book so far to the caller (pd_solve_opts.checkpoint), when it asked: after the root's
 * walk, then at most once every CHECKPOINT_MS (writing it is a pass over the whole book table,
 * so a build of many quick positions would spend its time there). */
#define CHECKPOINT_MS 10000

static void checkpoint(const boxes_ctx *c, book_walk *w, const pd_solve_opts *o, int now)
{
    int64_t ms = pd_budget_elapsed(&w->clock);
    if (!o->checkpoint || (!now && ms - w->saved_ms < CHECKPOINT_MS)) return;
    w->saved_ms = ms;
    pd_buf b = PD_BUF_INIT;
    int n = boxes_book_write(&w->book, c->salt, c->p.g->nlines, &b);
    o->checkpoint(o->checkpoint_arg, b.s, b.len, n);
    pd_buf_free(&b);
}

/* Every position `left` more lines on from c's (each line sequence in line order): solved in
 * the kept table (a position met before is answered by its root entry), then the proof of both
 * its bounds walked into the book at once, while the table still holds it (later solves may
 * replace its entries), so a game that leaves the root's proof in its first lines still finds
 * the proof of where it went. After a new position the book so far may go to the caller's
 * checkpoint. Returns -1 when the table does not fit, else 0; adds nodes to *nodes. */
static int build_openings(boxes_ctx *c, book_walk *w, int left, const pd_solve_opts *o,
                          int64_t *nodes, pd_error *err)
{
    if (c->p.to_move == 0) return 0;
    for (int l = 0; l < c->p.g->nlines; l++) {
        if (boxes_is_drawn(&c->p, l)) continue;
        boxes_play(c, l);
        int bad;
        if (left > 1) {
            bad = build_openings(c, w, left - 1, o, nodes, err);
        } else {
            int v;
            int64_t before = *nodes;
            bad = solve_in_table(&c->p, o->ms, o->nodes, o, &v, nodes, NULL, err) < 0;
            if (!bad) walk(c, w, NEED_LO + NEED_HI);
            if (!bad && *nodes > before) checkpoint(c, w, o, 0);
        }
        boxes_unplay(c);
        if (bad) return -1;
    }
    return 0;
}

/* The walk's tables: room for at most this many entries (2^BOOK_BITS; 256 MiB each), and never
 * more than the solver's table holds. A table that fills drops entries (holes in the proof,
 * never wrong bounds): 4x4 with two-line openings walks millions of positions. */
#define BOOK_BITS 24

int boxes_book_build(const void *pos, const pd_solve_opts *o, int openings, int min_free,
                     pd_buf *out, pd_solve_result *r, pd_error *err)
{
    const boxes_pos *p = pos; /* two seats: pd_game_book_build checks */
    pd_budget clock;
    pd_budget_start(&clock, 0, 0);
    if (solve_into(p, o, r, err)) return -1;
    /* a context of the solver's kind (its salt and keys), walking the kept table */
    boxes_ctx *c = boxes_ctx_new(p, 1, BOXES_EVAL_MATERIAL, 0, 0, 0);
    book_walk *w = calloc(1, sizeof *w);
    if (!w) abort();
    int bits = kept.t.bits < BOOK_BITS ? kept.t.bits : BOOK_BITS;
    boxes_tt_open(&w->book, bits);
    boxes_tt_open(&w->seen, bits);
    w->min_free = min_free > 0 ? min_free : p->nfree > 10 ? p->nfree - 10 : 1;
    w->clock = clock;
    walk(c, w, NEED_LO + NEED_HI);
    checkpoint(c, w, o, 1);
    int n = 0;
    for (int k = 1; k <= openings && n >= 0; k++)
        if (build_openings(c, w, k, o, &r->nodes, err)) n = -1;
    if (n >= 0) n = boxes_book_write(&w->book, c->salt, p->g->nlines, out);
    boxes_tt_close(&w->book);
    boxes_tt_close(&w->seen);
    free(w);
    boxes_ctx_free(c);
    r->ms = pd_budget_elapsed(&clock);
    return n;
}
