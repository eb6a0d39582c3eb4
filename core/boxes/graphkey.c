/* graphkey.c — the exact search's keys: the position as strings and coins, chains compressed. */
/* Two positions whose strings-and-coins graphs are the same once each chain of cells two sides
 * short is reduced to its length have the same value (normal play and misère alike): the
 * value depends on the graph only, and the coins of a chain are interchangeable. So the exact
 * search keys a position by its compressed graph. Its nodes are the open cells that are not
 * two sides short (named by cell) and the ground; every path of two-short cells between two
 * nodes is an edge labelled with its length, a cycle of two-short cells a loop of its length.
 * The key is the sum of one code per edge and loop (a multiset), under each board symmetry.
 * Drawing a line changes only the paths through its cells, so play updates the sums by what
 * those paths were and become (walking them), and a node's children get theirs from a view of
 * all its paths, built once per node, without walking. */
#include <stdlib.h>
#include <string.h>

#include "search.h"

/* Distinct paths touching the two cells of a line: each cell has at most 6 free sides. */
#define MAX_NEAR 12
/* Paths a child's update handles at once: the two pieces of the line's path and two more
 * paths at each of its ends. */
#define MAX_LOCAL 8
#define GK_SEED ((uint64_t)0x6B6579)
#define LOOP BOXES_GLOOP
/* The node pairs' codes are tabulated up to this size (boards of up to 89 cells). */
#define GPAIR_MAX_BYTES ((size_t)512 << 10)
/* Codes in one change: the paths near a line before and after it is drawn (2 MAX_NEAR), or
 * the line's path, its pieces and the paths at its ends (MAX_LOCAL and more). */
#define MAX_TERMS (2 * MAX_NEAR)

/* ---- codes ---- */

/* A path's code is the product of its end nodes' codes and its length's (all odd, so the
 * images under the symmetries cost a multiplication each); a loop's code is its length's
 * alone, the same under every symmetry. Tabulated in the context (boxes_gkey_init). A change
 * of the keys is gathered as a list of signed codes and summed under the symmetries once,
 * each symmetry's sum in a register (summed path by path, it went through memory once per
 * path and symmetry: a fifth of a 3x3 solve's instructions). */
typedef struct gterms {
    int n, np, nm;
    /* paths of no cell (a line between two nodes, the commonest): their codes premultiplied
     * (gpair0), added (p) or taken away (m) without a multiplication */
    const uint64_t *p[MAX_TERMS], *m[MAX_TERMS];
    uint64_t z[MAX_TERMS];                  /* sign times the length's code */
    const uint64_t *q[MAX_TERMS];           /* the product of the end nodes' codes, by symmetry */
    uint64_t own[MAX_TERMS][BOXES_MAX_SYM]; /* those products on a board without gpair */
} gterms;

/* Add sign (1 or -1, modulo 2^64) times the code of the path from x to y with k cells (-1:
 * the ground; x == LOOP: a loop of k cells) to t. */
static inline void add_path(const boxes_ctx *c, gterms *t, int x, int y, int k, uint64_t sign)
{
    int ground = c->p.g->ncells, i;
    if (k == 0 && x != LOOP && c->gpair) {
        x = x < 0 ? ground : x;
        y = y < 0 ? ground : y;
        const uint64_t *row =
            c->gpair0 + ((size_t)x * (size_t)(ground + 1) + (size_t)y) * BOXES_MAX_SYM;
        if (sign == 1) t->p[t->np++] = row;
        else t->m[t->nm++] = row;
        return;
    }
    i = t->n++;
    if (x == LOOP) {
        t->z[i] = sign * c->glen[1][k];
        t->q[i] = c->gz[ground + 1];
        return;
    }
    t->z[i] = sign * c->glen[0][k];
    x = x < 0 ? ground : x;
    y = y < 0 ? ground : y;
    if (c->gpair) {
        t->q[i] = c->gpair + ((size_t)x * (size_t)(ground + 1) + (size_t)y) * BOXES_MAX_SYM;
        return;
    }
    for (int s = 0; s < c->nsym; s++) t->own[i][s] = c->gz[x][s] * c->gz[y][s];
    t->q[i] = t->own[i];
}

/* The sum of t's codes under the first n symmetries (n a constant once inlined: each
 * symmetry's sum then stays in a register); returns the canonical key once the keys change
 * by that sum. */
static inline uint64_t sum_n(const boxes_ctx *c, const gterms *t, uint64_t *sum, int n)
{
    uint64_t acc[BOXES_MAX_SYM] = {0};
    for (int i = 0; i < t->np; i++) {
        const uint64_t *q = t->p[i];
#pragma GCC unroll 8
        for (int s = 0; s < n; s++) acc[s] += q[s];
    }
    for (int i = 0; i < t->nm; i++) {
        const uint64_t *q = t->m[i];
#pragma GCC unroll 8
        for (int s = 0; s < n; s++) acc[s] -= q[s];
    }
    for (int i = 0; i < t->n; i++) {
        const uint64_t z = t->z[i], *q = t->q[i];
#pragma GCC unroll 8
        for (int s = 0; s < n; s++) acc[s] += z * q[s];
    }
    uint64_t best = UINT64_MAX;
#pragma GCC unroll 8
    for (int s = 0; s < n; s++) {
        sum[s] = acc[s];
        uint64_t k = c->key[s] + acc[s];
        best = k < best ? k : best;
    }
    return best ^ c->salt;
}

/* The sum of t's codes under every symmetry, and the canonical key after it. */
static uint64_t sum_terms(const boxes_ctx *c, const gterms *t, uint64_t *sum)
{
    switch (c->nsym) {
    case 8: return sum_n(c, t, sum, 8);
    case 4: return sum_n(c, t, sum, 4);
    case 2: return sum_n(c, t, sum, 2);
    default: return sum_n(c, t, sum, c->nsym);
    }
}

/* ---- walking the paths (play, and setting the keys up) ---- */

/* Walk from node x (a cell, or -1 for the ground) out along its free line l, through cells
 * two sides short, to the node at the far end (*end, -1: the ground); *k counts the cells
 * passed. Returns the path's name: its smallest line. */
static int walk(const boxes_ctx *c, int x, int l, int *end, int *k)
{
    const boxes_geom *g = c->p.g;
    int n = 0, name = l, y = boxes_across(g, l, x);
    while (y >= 0 && boxes_missing(c, y) == 2) {
        l = boxes_other_free(g, c->p.drawn, y, l);
        if (l < name) name = l;
        n++;
        y = boxes_across(g, l, y);
    }
    *end = y;
    *k = n;
    return name;
}

/* The path through cell x, two sides short: both ways out to a node, or round to x (a loop:
 * *x0 = LOOP). Returns its name and sets its ends and length. */
static int through(const boxes_ctx *c, int x, int *x0, int *x1, int *k)
{
    int loop, ends[2], name;
    *k = boxes_walk(c->p.g, c->p.cell_sides, c->p.drawn, x, NULL, &loop, ends, &name);
    *x0 = loop ? LOOP : ends[0];
    *x1 = loop ? LOOP : ends[1];
    return name;
}

/* Add sign times the codes of the distinct paths that touch cell a or cell b (-1: none). */
static void paths_near(const boxes_ctx *c, int a, int b, gterms *sum, uint64_t sign)
{
    const boxes_geom *g = c->p.g;
    int names[MAX_NEAR], nn = 0, cells[2] = {a, b};
    for (int i = 0; i < 2; i++) {
        int x = cells[i], m, x0, x1, k, name, seen = 0;
        if (x < 0 || (m = boxes_missing(c, x)) == 0) continue;
        if (m == 2) {
            name = through(c, x, &x0, &x1, &k);
            for (int j = 0; j < nn; j++) seen |= names[j] == name;
            if (seen) continue;
            names[nn++] = name;
            add_path(c, sum, x0, x1, k, sign);
            continue;
        }
        for (int j = 0; j < g->sides; j++) {
            int l = g->cell_line[x][j];
            if (boxes_is_drawn(&c->p, l)) continue;
            name = walk(c, x, l, &x1, &k);
            seen = 0;
            for (int t = 0; t < nn; t++) seen |= names[t] == name;
            if (seen) continue;
            names[nn++] = name;
            add_path(c, sum, x, x1, k, sign);
        }
    }
}

void boxes_gkey_delta(boxes_ctx *c, int line, uint64_t *delta)
{
    const boxes_geom *g = c->p.g;
    int a = g->line_cell[line][0], b = g->line_cell[line][1];
    gterms t;
    t.n = t.np = t.nm = 0;
    paths_near(c, a, b, &t, (uint64_t)-1);
    /* draw the line in the bits the walks read, and take it back */
    c->p.drawn[line >> 6] ^= 1ull << (line & 63);
    if (a >= 0) c->p.cell_sides[a]++;
    if (b >= 0) c->p.cell_sides[b]++;
    paths_near(c, a, b, &t, 1);
    c->p.drawn[line >> 6] ^= 1ull << (line & 63);
    if (a >= 0) c->p.cell_sides[a]--;
    if (b >= 0) c->p.cell_sides[b]--;
    sum_terms(c, &t, delta);
}

void boxes_gkey_init(boxes_ctx *c, int (*cell_image)(const boxes_ctx *, int, int))
{
    const boxes_geom *g = c->p.g;
    for (int k = 0; k <= g->ncells; k++)
        for (int loop = 0; loop < 2; loop++)
            c->glen[loop][k] =
                pd_mix64(GK_SEED * 2 + (uint64_t)(2 * k + loop) + PD_MIX64_GAMMA) | 1;
    for (int s = 0; s < c->nsym; s++) {
        for (int x = 0; x < g->ncells; x++)
            c->gz[x][s] = pd_mix64(GK_SEED + (uint64_t)cell_image(c, s, x) + PD_MIX64_GAMMA) | 1;
        c->gz[g->ncells][s] = pd_mix64(GK_SEED + (uint64_t)g->ncells + PD_MIX64_GAMMA) | 1;
        c->gz[g->ncells + 1][s] = 1;
    }
    /* the products of two nodes' codes, tabulated unless the board is big (it then has too
     * many free lines for the exact search to finish anyway) */
    size_t nn = (size_t)g->ncells + 1, bytes = nn * nn * BOXES_MAX_SYM * sizeof *c->gpair;
    free(c->gpair);
    c->gpair = bytes <= GPAIR_MAX_BYTES ? malloc(2 * bytes) : NULL;
    if (bytes <= GPAIR_MAX_BYTES && !c->gpair) abort();
    c->gpair0 = c->gpair ? c->gpair + nn * nn * BOXES_MAX_SYM : NULL;
    for (size_t x = 0; c->gpair && x < nn; x++)
        for (size_t y = 0; y < nn; y++)
            for (int s = 0; s < c->nsym; s++) {
                size_t at = (x * nn + y) * BOXES_MAX_SYM + (size_t)s;
                c->gpair[at] = c->gz[x][s] * c->gz[y][s];
                c->gpair0[at] = c->glen[0][0] * c->gpair[at];
            }
    boxes_gkey_scratch(c, c->key);
}

void boxes_gkey_scratch(const boxes_ctx *c, uint64_t *key)
{
    const boxes_geom *g = c->p.g;
    gterms t;
    for (int s = 0; s < c->nsym; s++) key[s] = 0;
    /* every path once: at its smallest line */
    for (int l = 0; l < g->nlines; l++) {
        if (boxes_is_drawn(&c->p, l)) continue;
        int x = g->line_cell[l][0] >= 0 ? g->line_cell[l][0] : g->line_cell[l][1];
        int x0 = x, x1, k;
        int name = boxes_missing(c, x) == 2 ? through(c, x, &x0, &x1, &k) : walk(c, x, l, &x1, &k);
        if (name != l) continue;
        t.n = t.np = t.nm = 0;
        add_path(c, &t, x0, x1, k, 1);
        uint64_t d[BOXES_MAX_SYM];
        sum_terms(c, &t, d);
        for (int s = 0; s < c->nsym; s++) key[s] += d[s];
    }
}

/* ---- a node's view of its paths, and its children's keys from it ---- */

/* Trace the path that leaves node x (-1: the ground) by line l, numbering its lines from x's
 * end. Returns its number of lines. (Inline: most paths are a single line between two nodes,
 * and a call cost more than tracing one.) */
static inline int trace(const boxes_ctx *c, boxes_gview *v, int x, int l)
{
    const boxes_geom *g = c->p.g;
    int p = v->npath++, i = 0, cur = x, m = l;
    boxes_gpath *r = &v->path[p];
    r->e0 = (int16_t)x;
    for (;;) {
        v->pid[m] = (int16_t)p;
        v->off[m] = (int16_t)i;
        v->side[m] = (int16_t)cur;
        int y = boxes_across(g, m, cur);
        if (y < 0 || boxes_missing(c, y) != 2) {
            r->e1 = (int16_t)y;
            r->k = (int16_t)i;
            return i + 1;
        }
        i++;
        cur = y;
        m = boxes_other_free(g, c->p.drawn, y, m);
    }
}

/* Trace the loop through line l (every cell two sides short): start at a cell of l and go
 * round. Returns its number of lines. */
static int trace_loop(const boxes_ctx *c, boxes_gview *v, int l)
{
    const boxes_geom *g = c->p.g;
    int p = v->npath++, i = 0, cur = g->line_cell[l][0], m = l;
    boxes_gpath *r = &v->path[p];
    do {
        v->pid[m] = (int16_t)p;
        v->side[m] = (int16_t)cur;
        cur = boxes_across(g, m, cur);
        m = boxes_other_free(g, c->p.drawn, cur, m);
        i++;
    } while (m != l);
    r->e0 = r->e1 = LOOP;
    r->k = (int16_t)i;
    return i;
}

void boxes_gkey_view(const boxes_ctx *c, boxes_gview *v)
{
    const boxes_geom *g = c->p.g;
    int left = c->p.nfree;
    v->npath = 0;
    for (int l = 0; l < g->nlines; l++) v->pid[l] = -1;
    /* every free line not yet on a path and with a node (or the ground) on a side starts a
     * path there: one line between two nodes, or a chain from its end; a line between two
     * cells two sides short is in the middle of a chain or a loop. The free lines come from
     * the bitset, not a branch per line drawn. Then the loops. */
    for (int w = 0; w * 64 < g->nlines; w++) {
        uint64_t bits = ~c->p.drawn[w];
        if (w * 64 + 64 > g->nlines) bits &= (1ull << (g->nlines - w * 64)) - 1;
        for (; bits; bits &= bits - 1) {
            int l = w * 64 + __builtin_ctzll(bits);
            if (v->pid[l] >= 0) continue;
            int x0 = g->line_cell[l][0], x1 = g->line_cell[l][1];
            if (x0 < 0 || boxes_missing(c, x0) != 2) left -= trace(c, v, x0, l);
            else if (x1 < 0 || boxes_missing(c, x1) != 2) left -= trace(c, v, x1, l);
        }
    }
    for (int l = 0; l < g->nlines && left > 0; l++)
        if (!boxes_is_drawn(&c->p, l) && v->pid[l] < 0) left -= trace_loop(c, v, l);
}

/* Cells ends[0] and ends[1] (-1: none, or the ground) each lose one free side, a line of
 * path p (now gone, with `line`): an end left two sides short joins its two remaining paths
 * into one (or closes the one path with both ends at it into a loop). loc holds the new
 * paths so far; all of them are then added to delta. */
static void join_ends(const boxes_ctx *c, const boxes_gview *v, int p, const int *ends,
                      boxes_gpath *loc, int nloc, gterms *delta)
{
    const boxes_geom *g = c->p.g;
    int moved[MAX_LOCAL], nmoved = 0;
    for (int e = 0; e < 2; e++) {
        int x = ends[e];
        if (x < 0 || boxes_missing(c, x) != 3) continue;
        /* the paths of x's other free sides (drawn lines have no path, and `line` is on p),
         * gathered without a branch per side: which sides are free is anybody's guess */
        int qs[6], nq = 0;
        for (int j = 0; j < g->sides; j++) {
            int q = v->pid[g->cell_line[x][j]];
            qs[nq] = q;
            nq += q >= 0 && q != p;
        }
        for (int u = 0; u < nq; u++) {
            int q = qs[u], seen = 0;
            for (int t = 0; t < nmoved; t++) seen |= moved[t] == q;
            if (seen) continue;
            moved[nmoved++] = q;
            add_path(c, delta, v->path[q].e0, v->path[q].e1, v->path[q].k, (uint64_t)-1);
            loc[nloc++] = v->path[q];
        }
        int r1 = -1, r2 = -1;
        for (int t = 0; t < nloc; t++) {
            if (loc[t].e0 == LOOP) continue;
            if (loc[t].e0 == x && loc[t].e1 == x) r1 = r2 = t;
            else if (loc[t].e0 == x || loc[t].e1 == x) {
                if (r1 < 0) r1 = t;
                else r2 = t;
            }
        }
        if (r1 < 0) continue; /* not reached: x keeps two path ends */
        if (r1 == r2) {
            /* both ends on one path: x closes it into a loop */
            loc[r1] = (boxes_gpath){LOOP, LOOP, (int16_t)(loc[r1].k + 1)};
            continue;
        }
        if (r2 < 0) continue; /* not reached */
        int o1 = loc[r1].e0 == x ? loc[r1].e1 : loc[r1].e0;
        int o2 = loc[r2].e0 == x ? loc[r2].e1 : loc[r2].e0;
        loc[r1] = (boxes_gpath){(int16_t)o1, (int16_t)o2, (int16_t)(loc[r1].k + loc[r2].k + 1)};
        loc[r2] = loc[--nloc];
    }
    for (int t = 0; t < nloc; t++) add_path(c, delta, loc[t].e0, loc[t].e1, loc[t].k, 1);
}

/* The change of the keys when line is drawn, and with `forced`, also the captures that
 * follow by force: a piece of one cell left between the line and a node (or the ground) is
 * taken at once, its last line drawn toward that node, while a longer piece waits, its cell
 * by the line a node now (one short). So the line's path goes, the pieces that stay come, and
 * an end node that loses a side and is left two short joins its two remaining paths into
 * one. Returns the cells taken by force (0 without `forced`, or when there is a loop; -1 with
 * the line's own change when the captures are not worked out here). */
static int line_change(const boxes_ctx *c, const boxes_gview *v, int line, int forced,
                       uint64_t *delta, uint64_t *key)
{
    const boxes_geom *g = c->p.g;
    int p = v->pid[line], a = v->side[line], b = boxes_across(g, line, a);
    const boxes_gpath *r = &v->path[p];
    gterms t;
    t.n = t.np = t.nm = 0;
    if (r->e0 == LOOP) {
        /* the loop opens into a path between the line's cells, which are now one short (no
         * capture is forced: past each of them lies another cell of the loop, two short) */
        add_path(c, &t, LOOP, LOOP, r->k, (uint64_t)-1);
        add_path(c, &t, a, b, r->k - 2, 1);
        *key = sum_terms(c, &t, delta);
        return 0;
    }
    int i = v->off[line], k = r->k;
    /* i cells lie between e0 and the line, k - i between the line and e1 */
    int t0 = forced && i == 1, t1 = forced && k - i == 1, uncovered = 0;
    /* a node that loses two sides (a path of one or two cells from a cell back to itself, as
     * three hexagons around a corner make) may be left one short, and more captures follow:
     * the line's own change then, and -1 */
    if (t0 + t1 && (i == 0 || t0) && (k - i == 0 || t1) && r->e0 == r->e1 && r->e0 >= 0) {
        t0 = t1 = 0;
        uncovered = 1;
    }
    int lose0 = i == 0 || t0, lose1 = k - i == 0 || t1;
    add_path(c, &t, r->e0, r->e1, k, (uint64_t)-1);
    boxes_gpath loc[MAX_LOCAL];
    int nloc = 0;
    if (i >= 1 && !t0) loc[nloc++] = (boxes_gpath){r->e0, (int16_t)a, (int16_t)(i - 1)};
    if (k - i >= 1 && !t1) loc[nloc++] = (boxes_gpath){(int16_t)b, r->e1, (int16_t)(k - i - 1)};
    int ends[2] = {lose0 ? r->e0 : -1, lose1 ? r->e1 : -1};
    join_ends(c, v, p, ends, loc, nloc, &t);
    *key = sum_terms(c, &t, delta);
    return uncovered ? -1 : t0 + t1;
}

void boxes_gkey_view_delta(const boxes_ctx *c, const boxes_gview *v, int line, uint64_t *delta)
{
    uint64_t key;
    line_change(c, v, line, 0, delta, &key);
}

int boxes_gkey_view_taken(const boxes_ctx *c, const boxes_gview *v, int line, uint64_t *delta)
{
    uint64_t key;
    return line_change(c, v, line, 1, delta, &key);
}

int boxes_gkey_view_child(const boxes_ctx *c, const boxes_gview *v, int line, int forced,
                          uint64_t *delta, uint64_t *key)
{
    return line_change(c, v, line, forced, delta, key);
}
