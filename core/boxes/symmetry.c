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
    return x; /* not reached: a symmetry maps cells onto cells */
}

/* The code of cell x (an image) with b border sides drawn; 0 for none. */
static uint64_t border_code(int x, int b)
{
    return b ? pd_mix64(ZOBRIST_SEED + BOXES_MAX_LINES + (uint64_t)x * 8 + (uint64_t)b +
                        PD_MIX64_GAMMA)
             : 0;
}

void boxes_sym_init(boxes_ctx *c, int exact, int eval)
{
    const boxes_geom *g = c->p.g;
    find_symmetries(c);
    for (int s = 0; s < c->nsym; s++)
        for (int l = 0; l < g->nlines; l++)
            c->zob[l][s] = boxes_border_cell(g, l) >= 0
                               ? 0
                               : pd_mix64(ZOBRIST_SEED + (uint64_t)c->perm[s][l] + PD_MIX64_GAMMA);
    for (int s = 0; s < c->nsym; s++)
        for (int x = 0; x < g->ncells; x++) {
            int y = cell_image(c, s, x);
            for (int b = 0; b < 6; b++)
                c->bzob[x][b][s] = border_code(y, b) ^ border_code(y, b + 1);
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
        for (int x = 0; x < g->ncells; x++)
            c->key[s] ^= border_code(cell_image(c, s, x), c->nborder[x]);
    }
    /* the exact search keys the compressed graph instead (its salt tells the kinds apart) */
    if (c->gkey) boxes_gkey_init(c, cell_image);
    c->salt =
        pd_mix64((((uint64_t)g->grid << 40) ^ ((uint64_t)g->w << 32) ^ ((uint64_t)g->h << 24) ^
                  ((uint64_t)c->p.misere << 16) ^ ((uint64_t)exact << 8) ^ (uint64_t)eval) +
                 PD_MIX64_GAMMA);
}
