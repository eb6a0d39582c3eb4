/* bot.c — boxes bots, levels 1–4. Level 1 plays like a beginner who knows the basics: take a
 * cell when one is free, otherwise draw a line that gives nothing away, otherwise give away as
 * little as it can see — and now and then misjudges which give-away is smallest. Level 2 looks
 * one turn ahead (and plays simple chain endgames of normal play exactly); level 3 searches a
 * few turns with the long chain rule as its judgement; level 4 (two seats) runs the exact
 * solver first, in the table the solver keeps between moves, and falls back on what its passes
 * proved and a search as deep as the rest of the budget allows. Three or four seats use
 * max-n at every level from 2 up. Every level plays the variant it is in: misère has its own
 * level-1 habits, and the searches count cells against their owner there. */
#include <stdlib.h>

#include "boxes.h"
#include "common/rng.h"
#include "search.h"

/* Out of 100: how often level 1 gives away a random chain instead of the smallest. */
#define L1_MISJUDGE_PERCENT 25
/* Turns searched by level 2 and (at most) level 3. */
#define L2_DEPTH 1
#define L3_DEPTH 3
/* Level 3 uses this fraction (1/N) of the budget. */
#define L3_BUDGET_DIV 4
/* Level 4 (two seats) gives the exact solver all but a 1/N share of the budget; what it
 * leaves, when it cannot finish, goes to the depth-limited search (measured on the critical
 * suite at 800 k nodes a move: 1/5 for the search, 39 of 45 best moves; 1/20, 42). */
#define L4_SEARCH_BUDGET_DIV 20
/* The table of level 4's search: entries for this many nodes a millisecond, at least 2^N. */
#define L4_NODES_PER_MS 2000
#define L4_MIN_BITS 16
/* Depth for "as deep as the budget allows". */
#define UNLIMITED_DEPTH 1000
/* When a caller sets no budget at all. */
#define DEFAULT_MS 1000

/* Sides of cell c still undrawn. */
static int missing(const boxes_pos *p, int c)
{
    return p->g->sides - p->cell_sides[c];
}

/* A free line that completes a cell, or -1. */
static int capturing_line(const boxes_pos *p)
{
    const boxes_geom *g = p->g;
    for (int c = 0; c < g->ncells; c++) {
        if (missing(p, c) != 1) continue;
        for (int i = 0; i < g->sides; i++)
            if (!boxes_is_drawn(p, g->cell_line[c][i])) return g->cell_line[c][i];
    }
    return -1;
}

/* A line is safe when it leaves no cell one side short. */
static int is_safe(const boxes_pos *p, int l)
{
    for (int s = 0; s < 2; s++) {
        int c = p->g->line_cell[l][s];
        if (c >= 0 && missing(p, c) == 2) return 0;
    }
    return 1;
}

/* Cells the opponent can take in a row after line l is drawn (greedy). */
static int giveaway(boxes_pos *p, int l)
{
    boxes_apply(p, l);
    int taken = 0, depth = 1, line;
    while (p->to_move && (line = capturing_line(p)) >= 0) {
        taken += boxes_apply(p, line);
        depth++;
    }
    while (depth--) boxes_undo(p);
    return taken;
}

static int pick(pd_rng *r, const int *c, int n)
{
    return c[pd_rng_below(r, (uint32_t)n)];
}

/* Cells that drawing free line l would complete. */
static int completes(const boxes_pos *p, int l)
{
    int k = 0;
    for (int s = 0; s < 2; s++) {
        int c = p->g->line_cell[l][s];
        if (c >= 0 && missing(p, c) == 1) k++;
    }
    return k;
}

/* Level 1 in misère, where every cell counts against its owner: a beginner who knows that much
 * never takes a cell while another line is free, likes to hand cells over (a line that leaves a
 * cell one side short), now and then misses that chance, and when every line takes a cell,
 * takes as few as it can. */
static void level1_misere(const boxes_pos *p, pd_rng *rng, int *move)
{
    int quiet[BOXES_MAX_LINES], offers[BOXES_MAX_LINES], least[BOXES_MAX_LINES];
    int nq = 0, no = 0, nl = 0, fewest = 3;
    for (int l = 0; l < p->g->nlines; l++) {
        if (boxes_is_drawn(p, l)) continue;
        int k = completes(p, l);
        if (k == 0) {
            quiet[nq++] = l;
            if (!is_safe(p, l)) offers[no++] = l;
            continue;
        }
        if (k < fewest) {
            fewest = k;
            nl = 0;
        }
        if (k == fewest) least[nl++] = l;
    }
    int misjudge = (int)pd_rng_below(rng, 100) < L1_MISJUDGE_PERCENT;
    if (no && !misjudge) *move = pick(rng, offers, no);
    else if (nq) *move = pick(rng, quiet, nq);
    else if (nl) *move = pick(rng, least, nl);
    else abort(); /* the game is not over (pd_family.bot's contract): some line is free */
}

static void level1(const void *pos, const pd_bot_opts *o, int *move)
{
    boxes_pos *p = malloc(sizeof *p);
    if (!p) abort();
    *p = *(const boxes_pos *)pos;
    pd_rng rng;
    pd_rng_seed(&rng, o->seed);
    int cand[BOXES_MAX_LINES], n = 0;
    if (p->misere) {
        level1_misere(p, &rng, move);
        free(p);
        return;
    }

    int cap = capturing_line(p);
    if (cap >= 0) {
        *move = cap;
        free(p);
        return;
    }
    for (int l = 0; l < p->g->nlines; l++)
        if (!boxes_is_drawn(p, l) && is_safe(p, l)) cand[n++] = l;
    if (n == 0) {
        int best = 1 << 30;
        int misjudge = (int)pd_rng_below(&rng, 100) < L1_MISJUDGE_PERCENT;
        for (int l = 0; l < p->g->nlines; l++) {
            if (boxes_is_drawn(p, l)) continue;
            int cost = misjudge ? 0 : giveaway(p, l);
            if (cost < best) {
                best = cost;
                n = 0;
            }
            if (cost == best) cand[n++] = l;
        }
    }
    /* the game is not over (pd_family.bot's contract): some line is free, so n > 0 */
    if (n == 0) abort();
    *move = pick(&rng, cand, n);
    free(p);
}

/* A 1/div share of a budget; a set budget never becomes 0, which would mean "unlimited". */
static int64_t share(int64_t budget, int div)
{
    return budget <= 0 ? 0 : budget / div > 0 ? budget / div : 1;
}

/* One search with the given budget: two seats negamax, more seats max-n. Adds the nodes it
 * searched to *used. */
static int searched(const boxes_pos *p, int eval, int depth, int64_t ms, int64_t nodes,
                    uint64_t seed, int64_t *used)
{
    boxes_ctx *c = boxes_ctx_new(p, 0, eval, ms, nodes, seed);
    int move, value;
    if (p->players == 2 && depth == UNLIMITED_DEPTH) {
        /* level 4's search gets what the solver leaves, a small share: a table for the nodes
         * it can visit (at most L4_NODES_PER_MS a millisecond), not one sized by the position,
         * whose clearing alone would take a good part of that share */
        int64_t most = nodes > 0 ? nodes : ms * L4_NODES_PER_MS;
        int bits = L4_MIN_BITS, cap = boxes_tt_bits(p->nfree, p->misere, 0, 0);
        while (bits < cap && ((int64_t)1 << bits) < most) bits++;
        boxes_tt_open(&c->tt, bits);
    }
    if (p->players == 2) boxes_search_root(c, depth, &move, &value);
    else boxes_maxn_root(c, depth, &move);
    *used += c->budget.used;
    boxes_ctx_free(c);
    return move;
}

/* Level 4, two seats: 1. the exact solver, with the table it keeps between moves and games,
 * on nearly all of the budget: what it proved at one move spares work at the next, so it
 * finishes from the middle game on; 2. when it does not finish, the depth-limited search on
 * the rest, and of the two the move with the better guarantee: the solver's passes prove
 * bounds on the root moves they try (MTD(f): the best move so far holds the root's lower
 * bound), and the search's move is played only when it is proven as good as the best of them
 * or nothing was proven (measured on the critical suite: keeping the search's move unless it
 * was proven worse chose a best move less often). */
static int level4_pair(const boxes_pos *p, int64_t ms, int64_t nodes, uint64_t seed, int64_t *used)
{
    pd_budget clock;
    pd_budget_start(&clock, 0, 0);
    boxes_root_result *r = malloc(sizeof *r);
    if (!r) abort();
    boxes_solve_root(p, share(ms, L4_SEARCH_BUDGET_DIV) * (L4_SEARCH_BUDGET_DIV - 1),
                     share(nodes, L4_SEARCH_BUDGET_DIV) * (L4_SEARCH_BUDGET_DIV - 1), seed, r);
    *used += r->nodes;
    if (r->known) {
        int m = r->move;
        free(r);
        return m;
    }
    int64_t used_ms = pd_budget_elapsed(&clock);
    if (ms > 0) ms = ms - used_ms > 1 ? ms - used_ms : 1;
    if (nodes > 0) nodes = nodes - r->nodes > 1 ? nodes - r->nodes : 1;
    int h = searched(p, BOXES_EVAL_PARITY, UNLIMITED_DEPTH, ms, nodes, seed, used);
    int m = boxes_pick_proven(p, r, h);
    free(r);
    return m;
}

int boxes_pick_proven(const boxes_pos *p, const boxes_root_result *r, int h)
{
    /* the best lower bound proved for any move, and the move with it (ties: higher upper) */
    int floor = -BOXES_INF, best = -1;
    for (int l = 0; l < p->g->nlines; l++) {
        if (boxes_is_drawn(p, l) || r->lo[l] == -BOXES_INF) continue;
        if (r->lo[l] > floor || (r->lo[l] == floor && r->hi[l] > r->hi[best])) {
            floor = r->lo[l];
            best = l;
        }
    }
    return best < 0 || r->lo[h] >= floor ? h : best;
}

static int level4(const boxes_pos *p, int64_t ms, int64_t nodes, uint64_t seed, int64_t *used)
{
    if (p->players == 2) return level4_pair(p, ms, nodes, seed, used);
    return searched(p, BOXES_EVAL_PARITY, UNLIMITED_DEPTH, ms, nodes, seed, used);
}

int boxes_bot(const void *pos, const pd_bot_opts *o, int *move, pd_error *err)
{
    const boxes_pos *p = pos;
    int64_t ms = o->ms, nodes = o->nodes, used = 0;
    if (ms <= 0 && nodes <= 0) ms = DEFAULT_MS;
    switch (o->level) {
    case 1: level1(pos, o, move); break;
    case 2: *move = searched(p, BOXES_EVAL_MATERIAL, L2_DEPTH, ms, nodes, o->seed, &used); break;
    case 3:
        *move = searched(p, BOXES_EVAL_PARITY, L3_DEPTH, share(ms, L3_BUDGET_DIV),
                         share(nodes, L3_BUDGET_DIV), o->seed, &used);
        break;
    default: *move = level4(p, ms, nodes, o->seed, &used); break;
    }
    if (o->nodes_out) *o->nodes_out = used;
    return 0;
}
