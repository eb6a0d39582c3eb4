/* test_boxes_prune.c — the exact solver's move list (moves.c) tries one of several components
 * of their own (loops, chains with both ends on the ground) of the same kind and length, since
 * opening either gives isomorphic graphs; components of another length or kind, or a chain
 * tied to the rest of the board, keep their own line; the bots' lists are unchanged. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "boxes/search.h"
#include "game.h"

/* The smallest dot coordinates of cell x's corners. */
static void cell_corner(const boxes_geom *g, int x, int *minx, int *miny)
{
    *minx = *miny = 1 << 20;
    for (int i = 0; i < g->sides; i++)
        for (int e = 0; e < 2; e++) {
            int d = g->line_dot[g->cell_line[x][i]][e];
            if (g->dot_x[d] < *minx) *minx = g->dot_x[d];
            if (g->dot_y[d] < *miny) *miny = g->dot_y[d];
        }
}

/* The cell at column col, row row of a square board (rows from the top). */
static int cell_at(const boxes_geom *g, int col, int row)
{
    int ox = 1 << 20, oy = 1 << 20, unit = 0;
    for (int d = 0; d < g->ndots; d++) {
        if (g->dot_x[d] < ox) ox = g->dot_x[d];
        if (g->dot_y[d] < oy) oy = g->dot_y[d];
    }
    int l0 = g->cell_line[0][0];
    unit = abs(g->dot_x[g->line_dot[l0][0]] - g->dot_x[g->line_dot[l0][1]]) +
           abs(g->dot_y[g->line_dot[l0][0]] - g->dot_y[g->line_dot[l0][1]]);
    for (int x = 0; x < g->ncells; x++) {
        int minx, miny;
        cell_corner(g, x, &minx, &miny);
        if (minx == ox + col * unit && miny == oy + row * unit) return x;
    }
    fail_msg("no cell at %d,%d", col, row);
    return -1;
}

/* The line between cells a and b. */
static int line_between(const boxes_geom *g, int a, int b)
{
    for (int i = 0; i < g->sides; i++) {
        int l = g->cell_line[a][i];
        if (g->line_cell[l][0] == b || g->line_cell[l][1] == b) return l;
    }
    fail_msg("cells %d and %d are not neighbours", a, b);
    return -1;
}

/* Cell a's side on the ground facing (dx, dy). */
static int border_side(const boxes_geom *g, int a, int dx, int dy)
{
    int minx = 1 << 20, miny = 1 << 20, maxx = -1, maxy = -1;
    for (int i = 0; i < g->sides; i++)
        for (int e = 0; e < 2; e++) {
            int d = g->line_dot[g->cell_line[a][i]][e];
            if (g->dot_x[d] < minx) minx = g->dot_x[d];
            if (g->dot_y[d] < miny) miny = g->dot_y[d];
            if (g->dot_x[d] > maxx) maxx = g->dot_x[d];
            if (g->dot_y[d] > maxy) maxy = g->dot_y[d];
        }
    for (int i = 0; i < g->sides; i++) {
        int l = g->cell_line[a][i], d0 = g->line_dot[l][0], d1 = g->line_dot[l][1];
        if (boxes_border_cell(g, l) != a) continue;
        int y = g->dot_y[d0], x = g->dot_x[d0];
        if (g->dot_y[d1] == y && dx == 0 && y == (dy < 0 ? miny : maxy)) return l;
        if (g->dot_x[d1] == x && dy == 0 && x == (dx < 0 ? minx : maxx)) return l;
    }
    fail_msg("cell %d has no border side facing %d,%d", a, dx, dy);
    return -1;
}

/* A 4x4 position in which exactly the lines free[0..n) are free. */
static boxes_ctx *with_free(const pd_game *game, const int *free_lines, int n)
{
    const boxes_pos *start = game->pos;
    boxes_ctx *c = boxes_ctx_new(start, 1, BOXES_EVAL_MATERIAL, 0, 0, 1);
    for (int l = 0; l < start->g->nlines; l++) {
        int keep = 0;
        for (int i = 0; i < n; i++) keep |= free_lines[i] == l;
        if (!keep) boxes_play(c, l);
    }
    return c;
}

/* Add the free lines of a chain through cells[0..n) (in order, neighbours) whose ends are
 * cell 0's side facing (dx0, dy0) and the last cell's facing (dx1, dy1), both on the ground. */
static int add_chain(const boxes_geom *g, int *free_lines, int k, const int *cells, int n, int dx0,
                     int dy0, int dx1, int dy1)
{
    free_lines[k++] = border_side(g, cells[0], dx0, dy0);
    for (int i = 0; i + 1 < n; i++) free_lines[k++] = line_between(g, cells[i], cells[i + 1]);
    free_lines[k++] = border_side(g, cells[n - 1], dx1, dy1);
    return k;
}

/* How many of the listed moves are free lines of the cells cells[0..n). */
static int listed_in(const boxes_ctx *c, const int *moves, int nm, const int *cells, int n)
{
    const boxes_geom *g = c->p.g;
    int k = 0;
    for (int i = 0; i < nm; i++)
        for (int j = 0; j < n; j++) {
            int x = cells[j];
            if (g->line_cell[moves[i]][0] == x || g->line_cell[moves[i]][1] == x) {
                k++;
                break;
            }
        }
    return k;
}

static void test_one_of_equal_components(void **state)
{
    (void)state;
    pd_error err;
    pd_game *game = pd_game_new("game=boxes&size=4x4", &err);
    assert_non_null(game);
    const boxes_geom *g = ((const boxes_pos *)game->pos)->g;
    /* the rest, top left: a cell three strings short and its neighbour, one more to the ground */
    int c00 = cell_at(g, 0, 0), c10 = cell_at(g, 1, 0);
    int f[64], k = 0;
    f[k++] = border_side(g, c00, -1, 0);
    f[k++] = border_side(g, c00, 0, -1);
    f[k++] = line_between(g, c00, c10);
    f[k++] = border_side(g, c10, 0, -1);
    /* two 2-chains with both ends on the ground (bottom left; bent, bottom right), and a
     * bent 3-chain in the top right */
    int a[2] = {cell_at(g, 0, 3), cell_at(g, 1, 3)}, b[2] = {cell_at(g, 3, 3), cell_at(g, 3, 2)};
    int t[3] = {cell_at(g, 2, 0), cell_at(g, 3, 0), cell_at(g, 3, 1)};
    k = add_chain(g, f, k, a, 2, -1, 0, 0, 1);
    k = add_chain(g, f, k, b, 2, 0, 1, 1, 0);
    k = add_chain(g, f, k, t, 3, 0, -1, 1, 0);
    /* and a 2-chain from the ground on the left up to the rest's corner cell: not a
     * component of its own */
    int d[2] = {cell_at(g, 0, 2), cell_at(g, 0, 1)};
    f[k++] = border_side(g, d[0], -1, 0);
    f[k++] = line_between(g, d[0], d[1]);
    f[k++] = line_between(g, d[1], c00);
    boxes_ctx *c = with_free(game, f, k);
    int moves[BOXES_MAX_LINES], nsafe;
    int n = boxes_moves(c, moves, 0, &nsafe);
    /* one of the two equal 2-chains, the 3-chain, the tied 2-chain */
    assert_int_equal(listed_in(c, moves, n, a, 2) + listed_in(c, moves, n, b, 2), 1);
    assert_int_equal(listed_in(c, moves, n, t, 3), 1);
    assert_int_equal(listed_in(c, moves, n, d, 2), 1);
    /* the bots' search lists both */
    boxes_ctx *h = boxes_ctx_new(&c->p, 0, BOXES_EVAL_PARITY, 0, 0, 1);
    n = boxes_moves(h, moves, 0, &nsafe);
    assert_int_equal(listed_in(h, moves, n, a, 2) + listed_in(h, moves, n, b, 2), 2);
    boxes_ctx_free(h);
    boxes_ctx_free(c);
    pd_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_of_equal_components),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
