/* symmetry.c — board symmetries and Zobrist keys: mirror images share one table entry. */
#include <string.h>

#include "search.h"

/* Coordinates fit in 0..37 (hex rows reach y = 3·12+1); a 64x64 lookup is enough. */
#define COORD_MAX 64
/* Seeds the Zobrist codes: any constant, fixed so keys are the same on every platform. */
#define ZOBRIST_SEED ((uint64_t)0x5EED * 131)

/* Every axis-aligned reflection (and for square boards with W == H the diagonal ones) that maps
 * the board's lines onto lines is a symmetry; the value depends only on geometry and drawn set,
 * so positions that are images of each other share one table entry. */
static void find_symmetries(boxes_ctx *c)
{
    const boxes_geom *g = c->p.g;
    int16_t at[COORD_MAX][COORD_MAX];
    int16_t dl[BOXES_MAX_DOTS][6];
    uint8_t ndl[BOXES_MAX_DOTS];
    int minx = 1 << 20, maxx = -1, miny = 1 << 20, maxy = -1;
    memset(at, -1, sizeof at);
    memset(ndl, 0, sizeof ndl);
    for (int d = 0; d < g->ndots; d++) {
        at[g->dot_y[d]][g->dot_x[d]] = (int16_t)d;
        if (g->dot_x[d] < minx) minx = g->dot_x[d];
        if (g->dot_x[d] > maxx) maxx = g->dot_x[d];
        if (g->dot_y[d] < miny) miny = g->dot_y[d];
        if (g->dot_y[d] > maxy) maxy = g->dot_y[d];
    }
    for (int l = 0; l < g->nlines; l++)
        for (int e = 0; e < 2; e++) {
            int d = g->line_dot[l][e];
            dl[d][ndl[d]++] = (int16_t)l;
        }
    c->nsym = 0;
    int transpose_ok = g->grid == BOXES_GRID_SQUARE && g->w == g->h;
    for (int t = 0; t < 8; t++) {
        if ((t & 4) && !transpose_ok) continue;
        int16_t img[BOXES_MAX_DOTS];
        int ok = 1;
        for (int d = 0; d < g->ndots && ok; d++) {
            int x = g->dot_x[d], y = g->dot_y[d];
            if (t & 4) {
                int s = x;
                x = y;
                y = s;
            }
            if (t & 1) x = minx + maxx - x;
            if (t & 2) y = miny + maxy - y;
            ok = x >= 0 && y >= 0 && x < COORD_MAX && y < COORD_MAX && at[y][x] >= 0;
            if (ok) img[d] = at[y][x];
        }
        for (int l = 0; l < g->nlines && ok; l++) {
            int a = img[g->line_dot[l][0]], b = img[g->line_dot[l][1]], found = -1;
            for (int i = 0; i < ndl[a]; i++) {
                int m = dl[a][i];
                if ((g->line_dot[m][0] == a && g->line_dot[m][1] == b) ||
                    (g->line_dot[m][0] == b && g->line_dot[m][1] == a))
                    found = m;
            }
            ok = found >= 0;
            if (ok) c->perm[c->nsym][l] = (int16_t)found;
        }
        if (!ok) continue;
        for (int l = 0; l < g->nlines; l++) c->inv[c->nsym][c->perm[c->nsym][l]] = (int16_t)l;
        c->nsym++;
    }
}

/* The image of cell x under symmetry s: the cell bounded by the images of its sides. */
static int cell_image(const boxes_ctx *c, int s, int x)
{
    const boxes_geom *g = c->p.g;
    int l0 = c->perm[s][g->cell_line[x][0]];
    for (int k = 0; k < 2; k++) {
        int y = g->line_cell[l0][k], all = y >= 0;
        for (int i = 1; i < g->sides && all; i++) {
            int li = c->perm[s][g->cell_line[x][i]];
            all = g->line_cell[li][0] == y || g->line_cell[li][1] == y;
        }
        if (all) return y;
    }
    return x;   /* not reached: a symmetry maps cells onto cells */
}

/* The code of cell x (an image) with b border sides drawn; 0 for none. */
static uint64_t border_code(int x, int b)
{
    return b ? boxes_mix64(ZOBRIST_SEED + BOXES_MAX_LINES + (uint64_t)x * 8 + (uint64_t)b) : 0;
}

void boxes_sym_init(boxes_ctx *c, int exact, int eval)
{
    const boxes_geom *g = c->p.g;
    find_symmetries(c);
    for (int s = 0; s < c->nsym; s++)
        for (int l = 0; l < g->nlines; l++)
            c->zob[l][s] = boxes_border_cell(g, l) >= 0
                               ? 0
                               : boxes_mix64(ZOBRIST_SEED + (uint64_t)c->perm[s][l]);
    for (int s = 0; s < c->nsym; s++)
        for (int x = 0; x < g->ncells; x++) {
            int y = cell_image(c, s, x);
            for (int b = 0; b < 6; b++) c->bzob[x][b][s] = border_code(y, b) ^ border_code(y, b + 1);
        }
    memset(c->nborder, 0, sizeof c->nborder);
    for (int l = 0; l < g->nlines; l++) {
        int x = boxes_border_cell(g, l);
        if (x >= 0 && boxes_is_drawn(&c->p, l)) c->nborder[x]++;
    }
    for (int s = 0; s < c->nsym; s++) {
        c->key[s] = 0;
        for (int l = 0; l < g->nlines; l++)
            if (boxes_is_drawn(&c->p, l)) c->key[s] ^= c->zob[l][s];
        for (int x = 0; x < g->ncells; x++) c->key[s] ^= border_code(cell_image(c, s, x), c->nborder[x]);
    }
    c->salt = boxes_mix64(((uint64_t)g->grid << 40) ^ ((uint64_t)g->w << 32) ^
                          ((uint64_t)g->h << 24) ^ ((uint64_t)c->p.misere << 16) ^
                          ((uint64_t)exact << 8) ^ (uint64_t)eval);
}

/* ---- the strings-and-coins key (exact mode) ---- */

/* The code of an isolated component: a chain of n coins whose both end strings reach the
 * ground (loop = 0), or a loop of n coins (loop = 1). Codes are added, so two components of
 * one kind count twice. */
static uint64_t component_code(int loop, int n)
{
    return boxes_mix64(ZOBRIST_SEED ^ ((uint64_t)0xC4A1 << 24) ^ ((uint64_t)loop << 16) ^ (uint64_t)n);
}

/* The position seen with line `extra` drawn as well (-1: none): a line's state, and a cell's
 * free sides. */
static int drawn_with(const boxes_ctx *c, int extra, int l)
{
    return l == extra || boxes_bit(c->p.drawn, l);
}

static int missing_with(const boxes_ctx *c, int extra, int x)
{
    const boxes_geom *g = c->p.g;
    int m = boxes_missing(c, x);
    if (extra >= 0 && (g->line_cell[extra][0] == x || g->line_cell[extra][1] == x)) m--;
    return m;
}

/* A free side of cell x other than `skip`, with `extra` drawn. */
static int other_free_with(const boxes_ctx *c, int extra, int x, int skip)
{
    const boxes_geom *g = c->p.g;
    for (int i = 0; i < g->sides; i++) {
        int l = g->cell_line[x][i];
        if (l != skip && !drawn_with(c, extra, l)) return l;
    }
    return -1;
}

/* If the component of coins two strings short through cell x (with `extra` drawn) touches
 * nothing but the ground, xor its cut into k[] (each of its free lines as if drawn: a line
 * between two of its coins once, a border side through the cell's border count), set its
 * cells' bits in iso (when not NULL: flips them) and return its code; else 0. Marks the cells it walked
 * in seen (when not NULL): all of an isolated component's, at least x's of another. */
static uint64_t component_cut(const boxes_ctx *c, int extra, int x, uint8_t *seen, uint64_t *k,
                              uint64_t *iso)
{
    const boxes_geom *g = c->p.g;
    int16_t cells[BOXES_MAX_CELLS];
    int n = 0, ground = 0, loop = 0, end[2], ne = 0;
    cells[n++] = (int16_t)x;
    if (seen) seen[x] = 1;
    for (int i = 0; i < g->sides && ne < 2; i++) {
        int l = g->cell_line[x][i];
        if (!drawn_with(c, extra, l)) end[ne++] = l;
    }
    for (int dir = 0; dir < ne && !loop; dir++) {
        int l = end[dir], y = boxes_across(g, l, x);
        while (y >= 0 && missing_with(c, extra, y) == 2) {
            if (y == x) {
                loop = 1;
                break;
            }
            cells[n++] = (int16_t)y;
            if (seen) seen[y] = 1;
            l = other_free_with(c, extra, y, l);
            y = boxes_across(g, l, y);
        }
        /* an end on a coin: not isolated (the node's own scan walks on, marking every cell
         * seen, so that no component is walked twice) */
        if (y >= 0 && !loop && !seen) return 0;
        ground += y < 0;
    }
    if (!loop && ground < 2) return 0;
    for (int i = 0; i < n; i++) {
        int y = cells[i], b = c->nborder[y];
        if (iso) iso[y >> 6] ^= 1ull << (y & 63);
        if (extra >= 0 && boxes_border_cell(g, extra) == y) b++;
        for (int j = 0; j < g->sides; j++) {
            int l = g->cell_line[y][j];
            if (drawn_with(c, extra, l)) continue;
            if (boxes_border_cell(g, l) == y) {
                for (int s = 0; s < c->nsym; s++) k[s] ^= c->bzob[y][b][s];
                b++;
            } else if (g->line_cell[l][0] == y) {
                for (int s = 0; s < c->nsym; s++) k[s] ^= c->zob[l][s];
            }
        }
    }
    return component_code(loop, n);
}

void boxes_sc_node(const boxes_ctx *c, boxes_sc_parts *parts)
{
    const boxes_geom *g = c->p.g;
    uint8_t seen[BOXES_MAX_CELLS];
    memcpy(parts->cut, c->key, sizeof parts->cut);
    parts->h = 0;
    memset(parts->iso, 0, sizeof parts->iso);
    memset(seen, 0, (size_t)g->ncells);
    for (int x = 0; x < g->ncells; x++)
        if (!seen[x] && boxes_missing(c, x) == 2)
            parts->h += component_cut(c, -1, x, seen, parts->cut, parts->iso);
}

uint64_t boxes_sc_key(const boxes_ctx *c, const boxes_sc_parts *parts, int *sym)
{
    int best = 0;
    for (int s = 1; s < c->nsym; s++)
        if (parts->cut[s] < parts->cut[best]) best = s;
    *sym = best;
    return (parts->cut[best] ^ c->salt) + parts->h;
}

/* Only components through the line's cells change: the node's isolated ones there are put
 * back (their cut undone, their codes taken off, their cells' bits cleared), the child's
 * added. out->iso only when iso is set. */
static void child_parts(const boxes_ctx *c, const boxes_sc_parts *parts, int line,
                        boxes_sc_parts *out, int iso)
{
    const boxes_geom *g = c->p.g;
    uint64_t *k = out->cut, *bits = iso ? out->iso : NULL;
    int x = boxes_border_cell(g, line);
    const uint64_t *z = x >= 0 ? c->bzob[x][c->nborder[x]] : c->zob[line];
    for (int s = 0; s < c->nsym; s++) k[s] = parts->cut[s] ^ z[s];
    if (iso) memcpy(out->iso, parts->iso, sizeof out->iso);
    uint64_t h = parts->h;
    int a = g->line_cell[line][0], b = g->line_cell[line][1];
    /* the node's isolated ones (a free line between two coins two strings short joins them
     * in one component, taken once) */
    int ia = a >= 0 && ((parts->iso[a >> 6] >> (a & 63)) & 1);
    int ib = b >= 0 && ((parts->iso[b >> 6] >> (b & 63)) & 1);
    if (ia) h -= component_cut(c, -1, a, NULL, k, bits);
    if (ib && !ia) h -= component_cut(c, -1, b, NULL, k, bits);
    /* the child's: a and b may still meet along another way round, so once too (their cells
     * were in no isolated component of the node: each ended on a or b) */
    uint8_t seen[BOXES_MAX_CELLS];
    int na = a >= 0 && missing_with(c, line, a) == 2, nb = b >= 0 && missing_with(c, line, b) == 2;
    if (na && nb) memset(seen, 0, (size_t)g->ncells);
    if (na) h += component_cut(c, line, a, nb ? seen : NULL, k, bits);
    if (nb && !(na && seen[b])) h += component_cut(c, line, b, NULL, k, bits);
    out->h = h;
}

void boxes_sc_child(const boxes_ctx *c, const boxes_sc_parts *parts, int line, boxes_sc_parts *out)
{
    child_parts(c, parts, line, out, 1);
}

uint64_t boxes_sc_child_key(const boxes_ctx *c, const boxes_sc_parts *parts, int line)
{
    boxes_sc_parts out;
    int sym;
    child_parts(c, parts, line, &out, 0);
    return boxes_sc_key(c, &out, &sym);
}
