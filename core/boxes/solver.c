/* solver.c — the exact two-seat boxes solver behind `paperdots solve` (SPEC §2): the side to
 * move's future cells minus the opponent's under perfect play, maximised in normal play and
 * minimised in misère. The search itself is search.c's negamax in exact mode.
 *
 * The solver keeps its transposition table between calls (one per process or WASM module):
 * values depend only on the board and the lines drawn, so what one solve proved answers the
 * next one on the same board, and re-solving after a move, or solving each move's position
 * (solve_moves), is nearly free. A search that runs out of budget stores nothing it has not
 * proved, so the table stays sound. The table is replaced when the board, the goal (misère)
 * or the requested size changes. */
#include <stdlib.h>

#include "common/table.h"
#include "search.h"

static struct {
    boxes_table t;
    uint64_t salt;      /* board and goal of the entries */
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
    int fits = kept.t.e && kept.salt == c->salt &&
               (mib > 0 ? kept.t.bits == bits : kept.t.bits >= bits);
    if (!fits) {
        if (boxes_tt_try_open(&kept.t, bits)) return pd_fail_table(err, (int64_t)16 << bits >> 20);
        kept.salt = c->salt;
    }
    c->tt = kept.t;
    return 0;
}

/* Solve p in the kept table. Returns 1 with *value (own − opponent's future cells) when
 * solved within the budget, 0 when not, -1 with err set when the table does not fit; adds
 * the nodes searched to *nodes. */
static int solve_in_table(const boxes_pos *p, int64_t ms, int64_t budget, const pd_solve_opts *o,
                          int *value, int64_t *nodes, pd_error *err)
{
    boxes_ctx *c = boxes_ctx_new(p, 1, BOXES_EVAL_MATERIAL, ms, budget, 0);
    if (lend_table(c, o, NODES_PER_MS, err)) {
        boxes_ctx_free(c);
        return -1;
    }
    c->progress = o->progress;
    c->progress_arg = o->progress_arg;
    int move, v, known = boxes_search_root(c, 0, &move, &v) == 0;
    /* negamax maximises sign·(own − opponent's); misère reports own − opponent's, minimised */
    *value = known ? c->sign * v : 0;
    *nodes += c->budget.used;
    c->tt.e = NULL;     /* the table stays with the solver */
    boxes_ctx_free(c);
    return known;
}

int boxes_solve_root(const boxes_pos *p, int64_t ms, int64_t nodes, uint64_t seed,
                     boxes_root_result *r)
{
    pd_solve_opts o = {ms, nodes, 0, NULL, NULL, 0};
    boxes_ctx *c = boxes_ctx_new(p, 1, BOXES_EVAL_MATERIAL, ms, nodes, seed);
    /* a clock budget searches in the kept table; a node budget alone promises the same move
     * for the same position whatever came before (replays, tests), so it gets a table of its
     * own, sized for those nodes (and so does a clock budget when the kept table finds no
     * room: sized for the nodes of its time) */
    int kept_table = (ms > 0 || nodes <= 0) && lend_table(c, &o, BOT_NODES_PER_MS, NULL) == 0;
    if (!kept_table) {
        int64_t most = nodes > 0                              ? nodes
                       : ms < INT64_MAX / BOT_NODES_PER_MS ? ms * BOT_NODES_PER_MS
                                                           : INT64_MAX;
        int bits = MIN_BITS, cap = boxes_tt_bits(p->nfree, p->misere, 1, 0);
        while (bits < cap && ((int64_t)1 << bits) < most) bits++;
        /* smaller until one fits (a table of 2^MIN_BITS entries, 1 MiB, any search needs) */
        while (bits > MIN_BITS && boxes_tt_try_open(&c->tt, bits)) bits--;
        if (!c->tt.e) boxes_tt_open(&c->tt, bits);
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
    if (kept_table) c->tt.e = NULL;     /* the table stays with the solver */
    boxes_ctx_free(c);
    return r->known;
}

int boxes_solve(const void *pos, const pd_solve_opts *o, pd_solve_result *r, pd_error *err)
{
    pd_budget clock;
    pd_budget_start(&clock, 0, 0);
    r->nodes = 0;
    int solved = solve_in_table(pos, o->ms, o->nodes, o, &r->value, &r->nodes, err);
    if (solved < 0) return -1;
    r->known = solved;
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
    r->nodes = 0;
    /* 1. The position itself: its search fills the table with most of what the moves need. */
    int solved = solve_in_table(p, o->ms, o->nodes, o, &r->value, &r->nodes, err);
    if (solved < 0) return -1;
    r->known = solved;
    /* 2. Each legal line: the value of the position it leads to, seen from the mover (a line
     *    that closes cells keeps the turn and adds them; any other passes it). */
    pd_solve_opts quiet = *o;     /* progress is the position's, not each move's */
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
            known = solve_in_table(q, ms, budget, &quiet, &v, &r->nodes, err) == 1;
        mv[n].move = l;
        mv[n].known = known;
        mv[n].value = known ? (k ? k + v : -v) : 0;
        n++;
    }
    free(q);
    *nmv = n;
    r->ms = pd_budget_elapsed(&clock);
    return 0;
}
