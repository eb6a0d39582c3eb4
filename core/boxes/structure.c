/* structure.c — a position read as chains and loops (pd_family.structure): what the puzzles'
 * themes are detected from (docs/puzzles.md). The chains are walked as the solver's endgame
 * walks them (boxes_walk, core/boxes/endgame.c), and the safe lines run out as its parity leaf
 * draws them. */
#include <string.h>

#include "search.h"

/* The chains and loops of cells two sides short, longest first, and each such cell's
 * component (its chain's length, or minus its loop's length; 0 for other cells). */
typedef struct {
    int nchains, nloops;
    int chains[BOXES_MAX_CELLS], loops[BOXES_MAX_CELLS];
    int comp[BOXES_MAX_CELLS];
} components;

static void sort_desc(int *v, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && v[j - 1] < v[j]; j--) {
            int t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
}

static void read_components(const boxes_geom *g, const uint8_t *sides, const uint64_t *drawn,
                            components *out)
{
    uint8_t seen[BOXES_MAX_CELLS];
    memset(seen, 0, (size_t)g->ncells);
    memset(out->comp, 0, sizeof out->comp);
    out->nchains = out->nloops = 0;
    for (int x = 0; x < g->ncells; x++) {
        if (g->sides - sides[x] != 2 || seen[x]) continue;
        uint8_t mine[BOXES_MAX_CELLS];
        memset(mine, 0, (size_t)g->ncells);
        int loop, n = boxes_walk(g, sides, drawn, x, mine, &loop, NULL, NULL);
        for (int y = 0; y < g->ncells; y++)
            if (mine[y]) {
                seen[y] = 1;
                out->comp[y] = loop ? -n : n;
            }
        if (loop) out->loops[out->nloops++] = n;
        else out->chains[out->nchains++] = n;
    }
    sort_desc(out->chains, out->nchains);
    sort_desc(out->loops, out->nloops);
}

static void put_list(pd_buf *out, int json, const char *key, const int *v, int n)
{
    pd_buf_printf(out, json ? ",\"%s\":[" : "%s=", key);
    for (int i = 0; i < n; i++) pd_buf_printf(out, "%s%d", i ? "," : "", v[i]);
    pd_buf_put(out, json ? "]" : "\n");
}

int boxes_structure(const void *pos, int json, pd_buf *out, pd_error *err)
{
    (void)err;
    const boxes_pos *p = pos;
    const boxes_geom *g = p->g;
    int capturable = 0, crosses = 0, safe = 0, run = 0;
    for (int x = 0; x < g->ncells; x++)
        if (g->sides - p->cell_sides[x] == 1) capturable++;
    uint8_t sides[BOXES_MAX_CELLS];
    uint64_t drawn[BOXES_WORDS];
    memcpy(sides, p->cell_sides, (size_t)g->ncells);
    memcpy(drawn, p->drawn, sizeof drawn);
    for (int l = 0; l < g->nlines; l++) {
        if (boxes_line_in(p->drawn, l)) continue;
        int a = g->line_cell[l][0], b = g->line_cell[l][1];
        int ma = a >= 0 ? g->sides - p->cell_sides[a] : 9,
            mb = b >= 0 ? g->sides - p->cell_sides[b] : 9;
        if (ma >= 3 && mb >= 3) safe++;
        if (ma == 1 && mb == 1) crosses++;
        /* the safe run: drawn greedily in line order, each line checked against those before */
        if ((a >= 0 && g->sides - sides[a] <= 2) || (b >= 0 && g->sides - sides[b] <= 2)) continue;
        drawn[l >> 6] |= 1ull << (l & 63);
        if (a >= 0) sides[a]++;
        if (b >= 0) sides[b]++;
        run++;
    }
    components now, end;
    read_components(g, p->cell_sides, p->drawn, &now);
    read_components(g, sides, drawn, &end);
    if (json)
        pd_buf_printf(out, "{\"capturable\":%d,\"doubleCrosses\":%d,\"safe\":%d,\"safeRun\":%d",
                      capturable, crosses, safe, run);
    else
        pd_buf_printf(out, "capturable=%d\ndouble_crosses=%d\nsafe=%d\nsafe_run=%d\n", capturable,
                      crosses, safe, run);
    put_list(out, json, "chains", now.chains, now.nchains);
    put_list(out, json, "loops", now.loops, now.nloops);
    put_list(out, json, json ? "endChains" : "end_chains", end.chains, end.nchains);
    put_list(out, json, json ? "endLoops" : "end_loops", end.loops, end.nloops);
    put_list(out, json, "cells", now.comp, g->ncells);
    if (json) pd_buf_putc(out, '}');
    return 0;
}
