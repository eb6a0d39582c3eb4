/* moves.c — the searches' move lists and forced captures. */
/* Captures pruned, one line per chain or loop, sacrifices ordered by the chain they open,
 * shortest first. */
#include <string.h>

#include "search.h"

/* Sacrifices are ordered by the chain they open, bucketed up to this length. */
#define ORDER_BUCKETS 16

/* Cells the opponent could take along the chain that drawing `line` into cell x opens. */
static int chain_from(const boxes_ctx *c, int x, int line)
{
    const boxes_geom *g = c->p.g;
    int n = 0, start = x;
    while (x >= 0 && boxes_missing(c, x) == 2 && n < ORDER_BUCKETS) {
        n++;
        line = boxes_other_free(g, c->p.drawn, x, line);
        x = boxes_across(g, line, x);
        if (x == start) break;
    }
    return n;
}

/* Cell y exists and has exactly two free sides. */
static int two_short(const boxes_ctx *c, int y)
{
    return y >= 0 && boxes_missing(c, y) == 2;
}

/* The chain of cells two sides short through cell x has both ends on the ground (it touches
 * nothing else: as strings and coins, a component of its own). */
static int grounded_chain(const boxes_ctx *c, int x)
{
    const boxes_geom *g = c->p.g;
    int first = boxes_other_free(g, c->p.drawn, x, -1);
    for (int dir = 0; dir < 2; dir++) {
        int l = dir ? boxes_other_free(g, c->p.drawn, x, first) : first, y = boxes_across(g, l, x);
        while (two_short(c, y) && y != x) {
            l = boxes_other_free(g, c->p.drawn, y, l);
            y = boxes_across(g, l, y);
        }
        if (y >= 0) return 0;
    }
    return 1;
}

/* A capture that opens nothing: the cell across is ground, has three or more free sides, or
 * is closed by the same line. */
int boxes_safe_capture(const boxes_ctx *c)
{
    const boxes_geom *g = c->p.g;
    if (!c->ncap) return -1;
    for (int x = 0; x < g->ncells; x++) {
        if (boxes_missing(c, x) != 1) continue;
        int l = boxes_other_free(g, c->p.drawn, x, -1), d = boxes_across(g, l, x);
        if (d < 0 || boxes_missing(c, d) != 2) return l;
    }
    return -1;
}

/* The move list; chains and loops are walked on the board, or read off the view v. */
static int list_moves(boxes_ctx *c, const boxes_gview *v, int *moves, int safe_only, int *nsafe)
{
    const boxes_geom *g = c->p.g;
    int n = 0;
    *nsafe = 0;
    /* 1. Captures, normal play: a capture that opens nothing (the cell across is ground, has
     *    three or more free sides, or is closed by the same line) is always right. Otherwise
     *    every capture leads into a chain or loop: take one more in any of them, or decline
     *    the last two (four) of one by drawing the far side of the next cell — which must be
     *    the last thing done, so every chain's capture stays on the list. */
    if (c->sign > 0 && c->ncap) {
        int ncap = 0;
        for (int x = 0; x < g->ncells; x++) {
            if (boxes_missing(c, x) != 1) continue;
            int l = boxes_other_free(g, c->p.drawn, x, -1), d = boxes_across(g, l, x);
            if (d < 0 || boxes_missing(c, d) != 2) {
                moves[0] = l;
                return 1;
            }
            int dup = 0;
            for (int i = 0; i < n; i++) dup |= moves[i] == l;
            if (!dup) moves[n++] = l;
            ncap++;
        }
        if (ncap) {
            for (int x = 0; x < g->ncells; x++) {
                if (boxes_missing(c, x) != 1) continue;
                int l = boxes_other_free(g, c->p.drawn, x, -1), d = boxes_across(g, l, x);
                int m = boxes_other_free(g, c->p.drawn, d, l), e = boxes_across(g, m, d), dup = 0;
                /* declining makes sense only with the last two cells of a chain (the cell past
                 * d is no chain cell) or the last four of a loop (past it a cell to capture) */
                if (e >= 0 && boxes_missing(c, e) == 2) {
                    int f = boxes_across(g, boxes_other_free(g, c->p.drawn, e, m), e);
                    if (f < 0 || boxes_missing(c, f) != 1) continue;
                }
                for (int i = 0; i < n; i++) dup |= moves[i] == m;
                if (!dup) moves[n++] = m;
            }
            return n;
        }
    }
    /* 2. Otherwise: safe lines first, then captures (misère only), then sacrifices by the
     *    length of the chain they open, shortest first (a stable counting sort of the lines
     *    that are not safe; safe lines go straight to the list). */
    int16_t line[BOXES_MAX_LINES], rank[BOXES_MAX_LINES];
    int count[ORDER_BUCKETS + 3] = {0}, nl = 0;
    uint8_t seen[BOXES_MAX_CELLS], border[BOXES_MAX_CELLS], pseen[BOXES_MAX_LINES];
    /* exact mode: lengths of the components of their own listed so far (bit n-1; loops,
     * chains) */
    uint64_t listed[2] = {0, 0};
    memset(border, 0, (size_t)g->ncells);
    if (v) memset(pseen, 0, (size_t)v->npath);
    else memset(seen, 0, (size_t)g->ncells);
    for (int w = 0; w * 64 < g->nlines; w++)
        for (uint64_t bits = c->ofree[w]; bits; bits &= bits - 1) {
            int l = c->order[w * 64 + __builtin_ctzll(bits)];
            /* Free border sides of one cell are interchangeable (as strings and coins, each joins
             * the cell to the ground): only the first is tried, which also keeps the positions
             * reached to one per count of drawn border sides. */
            if (g->line_cell[l][1] < 0) {
                if (border[g->line_cell[l][0]]) continue;
                border[g->line_cell[l][0]] = 1;
            }
            int give = 0, cap = 0, x2 = -1;
            for (int s = 0; s < 2; s++) {
                int x = g->line_cell[l][s];
                if (x < 0) continue;
                int m = boxes_missing(c, x);
                cap |= m == 1;
                x2 = m == 2 ? x : x2;
            }
            /* Normal play (nothing to capture here, section 1 took that case): every line of one
             * chain or loop leads to the same lines drawn and the same choices for the opponent
             * (take all, or decline the last two or four), except that a 2-chain is best opened in
             * the middle, which denies the decline. So one line per component: the middle of a
             * 2-chain, else the first, ranked by what it gives: the whole chain, or (as seen from
             * both its cells) twice the loop. A line joining two cells two sides short joins them
             * in one component, so x2 stands for either. */
            if (c->sign > 0 && x2 >= 0) {
                int loop, len, grounded;
                if (v) {
                    /* the chain or loop through x2 is the path of l */
                    const boxes_gpath *r = &v->path[v->pid[l]];
                    if (pseen[v->pid[l]]) continue;
                    pseen[v->pid[l]] = 1;
                    loop = r->e0 == BOXES_GLOOP;
                    len = r->k;
                    grounded = r->e0 == -1 && r->e1 == -1;
                } else {
                    if (seen[x2]) continue;
                    len = boxes_walk(g, c->p.cell_sides, c->p.drawn, x2, seen, &loop, NULL, NULL);
                    grounded = c->exact && len <= 64 && !loop && grounded_chain(c, x2);
                }
                /* Exact mode: a loop, or a chain with both ends on the ground, is a component of
                 * its own; opening one of two such components of the same kind and length leads
                 * to isomorphic graphs, which have one value: only the first is tried. */
                if (c->exact && len <= 64 && (loop || grounded)) {
                    uint64_t bit = 1ull << (len - 1);
                    if (listed[loop] & bit) continue;
                    listed[loop] |= bit;
                }
                if (len == 2 && !loop && !two_short(c, boxes_across(g, l, x2))) {
                    int a = boxes_other_free(g, c->p.drawn, x2, -1);
                    int mid = two_short(c, boxes_across(g, a, x2))
                                  ? a
                                  : boxes_other_free(g, c->p.drawn, x2, a);
                    line[nl] = (int16_t)mid;
                    rank[nl++] = 3;
                    count[3]++;
                    continue;
                }
                give = loop ? 2 * len : len;
            }
            for (int s = 0; s < 2 && x2 >= 0 && c->sign < 0; s++) {
                int x = g->line_cell[l][s];
                if (x >= 0 && boxes_missing(c, x) == 2) give += chain_from(c, x, l);
            }
            /* rank 0: safe, 1: capture, 2..: sacrifice of give cells */
            int k = cap ? 1 : give == 0 ? 0 : 1 + (give > ORDER_BUCKETS ? ORDER_BUCKETS : give);
            if (k == 0) {
                moves[n++] = l;
                continue;
            }
            line[nl] = (int16_t)l;
            rank[nl++] = (int16_t)k;
            count[k]++;
        }
    *nsafe = n;
    if ((safe_only && n > 0) || nl == 0) return n;
    /* count[k] becomes where rank k starts */
    for (int k = 1, at = n; k <= ORDER_BUCKETS + 1; k++) {
        int cnt = count[k];
        count[k] = at;
        at += cnt;
    }
    for (int i = 0; i < nl; i++) moves[count[rank[i]]++] = line[i];
    return n + nl;
}

int boxes_moves(boxes_ctx *c, int *moves, int safe_only, int *nsafe)
{
    return list_moves(c, NULL, moves, safe_only, nsafe);
}

int boxes_moves_view(boxes_ctx *c, const boxes_gview *v, int *moves, int *nsafe)
{
    return list_moves(c, v, moves, 0, nsafe);
}
