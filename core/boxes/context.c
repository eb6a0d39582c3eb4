/* context.c — the search context that negamax and max-n share. */
/* A working copy of the position with its counts, symmetric keys and free lines in move-list
 * order kept in step as lines are drawn and taken back (the exact search's keys by
 * graphkey.c), the budget, the move stack,
 * the root shuffle, and the owner of the transposition table. */
#include <stdlib.h>
#include <string.h>

#include "search.h"

/* Add (d = +1) or remove (d = -1) cell x's share of the counts of cells one side short and of
 * open cells not exactly two sides short. */
static void count_cell(boxes_ctx *c, int x, int d)
{
    int m = boxes_missing(c, x);
    c->ncap += d * (m == 1);
    c->nodd += d * (m == 1 || m >= 3);
}

/* Exact mode lists lines centre first (the middle of the board decides the most; Barker and
 * Korf's ordering), ties in line order; the heuristic search keeps plain line order. The exact
 * search visits fewer nodes so than with the other static orders tried (edge first, Manhattan
 * or Chebyshev distance) or with the listed lines re-sorted at each node (safe lines at random,
 * by the parity evaluation of each child, by the free sides of a line's cells, by a history of
 * the lines that cut, all lines by the children's table bounds); other tie-breaks changed single
 * positions but not the total over random 4x4 positions. */
static void line_order(boxes_ctx *c)
{
    const boxes_geom *g = c->p.g;
    int64_t sx = 0, sy = 0, dist[BOXES_MAX_LINES];
    for (int d = 0; d < g->ndots; d++) {
        sx += g->dot_x[d];
        sy += g->dot_y[d];
    }
    for (int l = 0; l < g->nlines; l++) {
        /* twice the midpoint times ndots, against twice the centroid times ndots */
        int64_t mx =
            (int64_t)(g->dot_x[g->line_dot[l][0]] + g->dot_x[g->line_dot[l][1]]) * g->ndots;
        int64_t my =
            (int64_t)(g->dot_y[g->line_dot[l][0]] + g->dot_y[g->line_dot[l][1]]) * g->ndots;
        int64_t dx = mx - 2 * sx, dy = my - 2 * sy;
        dist[l] = c->exact ? dx * dx + dy * dy : 0;
        /* insertion sort, stable */
        int i = l;
        while (i > 0 && dist[c->order[i - 1]] > dist[l]) {
            c->order[i] = c->order[i - 1];
            i--;
        }
        c->order[i] = (int16_t)l;
    }
    memset(c->ofree, 0, sizeof c->ofree);
    for (int i = 0; i < g->nlines; i++) {
        int l = c->order[i];
        c->orank[l] = (int16_t)i;
        if (!boxes_is_drawn(&c->p, l)) c->ofree[i >> 6] |= 1ull << (i & 63);
    }
}

boxes_ctx *boxes_ctx_new(const boxes_pos *pos, int exact, int eval, int64_t ms, int64_t nodes,
                         uint64_t seed)
{
    boxes_ctx *c = malloc(sizeof *c);
    if (!c) abort();
    c->p = *pos;
    const boxes_geom *g = c->p.g;
    c->sign = pos->misere ? -1 : 1;
    c->exact = exact;
    c->eval = eval;
    c->aborted = 0;
    c->open = g->ncells;
    for (int s = 0; s < pos->players; s++) c->open -= pos->score[s];
    c->proved_lo = -c->open;
    c->proved_hi = c->open;
    c->ncap = c->nodd = 0;
    for (int x = 0; x < g->ncells; x++) count_cell(c, x, 1);
    /* The exact search keys the compressed graph (graphkey.c) in normal play: it halves the
     * nodes on square boards and saves time (4x4 with 34 free lines: 7.0 s -> 5.6 s). On
     * hexagons and triangles it first cost more than it saved (hex 4x4 Swedish 19.4 s ->
     * 21.4 s); since a sacrifice's child is looked up after its forced captures it saves a
     * third of the nodes there at equal time or less (hex 4x4 Swedish 24.0 M -> 14.9 M nodes,
     * 18.8 s both; triangles 3x3 1.30 M -> 0.81 M, 0.89 s -> 0.76 s). In misère (no forced
     * captures) its keys still cost more than they save (3x3: 0.16 s -> 0.24 s). */
    c->gkey = exact && !pos->misere;
    c->gpair = NULL;
    boxes_sym_init(c, exact, eval);
    line_order(c);
    c->progress = NULL;
    c->progress_arg = NULL;
    c->root_lo = c->root_hi = NULL;
    c->rng = pd_mix64(seed + PD_MIX64_GAMMA);
    /* every node on a path keeps its move list (exact mode: and the table's bounds for each
     * move): at most nlines nodes, a node with f free lines using at most 2f entries, so
     * (nlines + 1)^2 is enough; on the heap because the WASM stack is small */
    c->msp = 0;
    size_t stack = (size_t)(g->nlines + 1) * (size_t)(g->nlines + 1);
    c->mstack = malloc(sizeof *c->mstack * stack);
    c->kstack = exact ? malloc(sizeof *c->kstack * stack) : NULL; /* exact mode only */
    c->dstack = c->gkey ? malloc(sizeof *c->dstack * stack * BOXES_MAX_SYM) : NULL;
    c->gviews = NULL;
    c->gvbuf = NULL;
    c->gvpath = NULL;
    if (c->gkey) {
        /* a view for each count of lines drawn: 3 arrays by line and the paths (3 each) */
        size_t nl = (size_t)g->nlines, plies = nl + 1;
        c->gviews = malloc(sizeof *c->gviews * plies);
        c->gvbuf = malloc(sizeof *c->gvbuf * plies * nl * 3);
        c->gvpath = malloc(sizeof *c->gvpath * plies * nl);
        if (!c->gviews || !c->gvbuf || !c->gvpath) abort();
        for (size_t i = 0; i < plies; i++) {
            int16_t *b = c->gvbuf + i * nl * 3;
            c->gviews[i] = (boxes_gview){0, b, b + nl, b + 2 * nl, c->gvpath + i * nl};
        }
    }
    if (!c->mstack || (exact && !c->kstack) || (c->gkey && !c->dstack)) abort();
    c->tt.e = NULL;
    c->tt.mask = 0;
    pd_budget_start(&c->budget, ms, nodes);
    return c;
}

void boxes_ctx_free(boxes_ctx *c)
{
    if (!c) return;
    boxes_tt_close(&c->tt);
    free(c->mstack);
    free(c->kstack);
    free(c->dstack);
    free(c->gviews);
    free(c->gvbuf);
    free(c->gvpath);
    free(c->gpair);
    free(c);
}

void boxes_shuffle(boxes_ctx *c, int *moves, int n)
{
    for (int i = n - 1; i > 0; i--) {
        c->rng = pd_mix64(c->rng + PD_MIX64_GAMMA);
        int j = (int)(c->rng % (uint64_t)(i + 1)), t = moves[i];
        moves[i] = moves[j];
        moves[j] = t;
    }
}

/* Change in the counts of cells one side short and of open cells not exactly two sides short
 * when one side of a cell with m free sides is drawn (count_cell's difference, tabulated:
 * play and unplay are the innermost operations of the search). */
static const int8_t d_cap[7] = {0, -1, 1, 0, 0, 0, 0};
static const int8_t d_odd[7] = {0, -1, 1, -1, 0, 0, 0};

int boxes_play(boxes_ctx *c, int line)
{
    return boxes_play_known(c, line, NULL);
}

int boxes_play_known(boxes_ctx *c, int line, const uint64_t *delta)
{
    const boxes_geom *g = c->p.g;
    for (int s = 0; s < 2; s++) {
        int x = g->line_cell[line][s];
        if (x < 0) continue;
        int m = boxes_missing(c, x);
        c->ncap += d_cap[m];
        c->nodd += d_odd[m];
    }
    uint64_t *d = c->gdelta[c->p.nhist];
    if (c->gkey && delta) memcpy(d, delta, sizeof *d * (size_t)c->nsym);
    else if (c->gkey) boxes_gkey_delta(c, line, d);
    int k = boxes_apply(&c->p, line), r = c->orank[line];
    c->ofree[r >> 6] &= ~(1ull << (r & 63));
    int x = boxes_border_cell(g, line);
    if (c->gkey) {
        if (x >= 0) c->nborder[x]++;
        for (int s = 0; s < c->nsym; s++) c->key[s] += d[s];
    } else if (x >= 0) {
        int b = c->nborder[x]++;
        for (int s = 0; s < c->nsym; s++) c->key[s] ^= c->bzob[x][b][s];
    } else {
        for (int s = 0; s < c->nsym; s++) c->key[s] ^= c->zob[line][s];
    }
    c->open -= k;
    return k;
}

void boxes_unplay(boxes_ctx *c)
{
    const boxes_geom *g = c->p.g;
    int line = c->p.hist_line[c->p.nhist - 1], r = c->orank[line];
    c->ofree[r >> 6] |= 1ull << (r & 63);
    for (int s = 0; s < 2; s++) {
        int x = g->line_cell[line][s];
        if (x < 0) continue;
        int m = boxes_missing(c, x) + 1; /* free sides before the line was drawn */
        if (m == 1) c->open++;
        c->ncap -= d_cap[m];
        c->nodd -= d_odd[m];
    }
    int x = boxes_border_cell(g, line);
    if (c->gkey) {
        const uint64_t *d = c->gdelta[c->p.nhist - 1];
        if (x >= 0) c->nborder[x]--;
        for (int s = 0; s < c->nsym; s++) c->key[s] -= d[s];
    } else if (x >= 0) {
        int b = --c->nborder[x];
        for (int s = 0; s < c->nsym; s++) c->key[s] ^= c->bzob[x][b][s];
    } else {
        for (int s = 0; s < c->nsym; s++) c->key[s] ^= c->zob[line][s];
    }
    boxes_undo(&c->p);
}
