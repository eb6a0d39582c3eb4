/* bot.c — boxes bots. Level 1 plays like a beginner who knows the basics: take a cell when one
 * is free, otherwise draw a line that gives nothing away, otherwise give away as little as it
 * can see — and now and then misjudges which give-away is smallest. */
#include <stdlib.h>

#include "boxes.h"
#include "common/rng.h"

/* Out of 100: how often level 1 gives away a random chain instead of the smallest. */
#define L1_MISJUDGE_PERCENT 25

/* Sides of cell c still undrawn. */
static int missing(const boxes_pos *p, int c) { return p->g->sides - p->cell_sides[c]; }

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

static int pick(pd_rng *r, const int *c, int n) { return c[pd_rng_below(r, (uint32_t)n)]; }

int boxes_bot(const void *pos, const pd_bot_opts *o, int *move, pd_error *err)
{
    boxes_pos *p = malloc(sizeof *p);
    if (!p) abort();
    *p = *(const boxes_pos *)pos;
    pd_rng rng;
    pd_rng_seed(&rng, o->seed);
    int cand[BOXES_MAX_LINES], n = 0;

    int cap = capturing_line(p);
    if (cap >= 0) {
        *move = cap;
        free(p);
        return 0;
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
    *move = pick(&rng, cand, n);
    free(p);
    return 0;
}
