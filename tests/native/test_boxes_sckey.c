/* test_boxes_sckey.c — the exact solver's strings-and-coins key (symmetry.c): a chain whose
 * both ends reach the ground, or a loop, counts by its kind and length wherever it lies, so
 * positions that differ only in where such a component lies share a key, while a different
 * length, a loop instead of a chain, or a chain that ends anywhere but the ground do not; the
 * key of a child computed before the line is drawn (and the parts the search hands down to
 * it) agrees with the one computed after, along random games on every grid, and mirror
 * images share a key. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "boxes/search.h"
#include "game.h"

static uint64_t next_rand(uint64_t *r)
{
    *r = *r * 6364136223846793005ull + 1442695040888963407ull;
    return *r >> 33;
}

static uint64_t sc_key(const boxes_ctx *c)
{
    boxes_sc_parts parts;
    int sym;
    boxes_sc_node(c, &parts);
    return boxes_sc_key(c, &parts, &sym);
}

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

static void test_isolated_components_by_kind_and_length(void **state)
{
    (void)state;
    pd_error err;
    pd_game *game = pd_game_new("game=boxes&size=4x4", &err);
    assert_non_null(game);
    const boxes_geom *g = ((const boxes_pos *)game->pos)->g;
    /* the rest, in the top left: a cell three strings short (two to the ground, one to its
     * right-hand neighbour), that neighbour with one more to the ground; nothing else fixes
     * the board, so no symmetry maps one of the positions below onto another */
    int c00 = cell_at(g, 0, 0), c10 = cell_at(g, 1, 0);
    int rest[4] = {border_side(g, c00, -1, 0), border_side(g, c00, 0, -1),
                   line_between(g, c00, c10), border_side(g, c10, 0, -1)};
    int f[64], k;
    /* A: a 2-chain along the bottom left; B: a bent 2-chain in the bottom right corner */
    memcpy(f, rest, sizeof rest);
    int a_cells[2] = {cell_at(g, 0, 3), cell_at(g, 1, 3)};
    k = add_chain(g, f, 4, a_cells, 2, -1, 0, 0, 1);
    boxes_ctx *a = with_free(game, f, k);
    int b_cells[2] = {cell_at(g, 3, 3), cell_at(g, 3, 2)};
    k = add_chain(g, f, 4, b_cells, 2, 0, 1, 1, 0);
    boxes_ctx *b = with_free(game, f, k);
    /* C: a 3-chain along the bottom */
    int c_cells[3] = {cell_at(g, 0, 3), cell_at(g, 1, 3), cell_at(g, 2, 3)};
    k = add_chain(g, f, 4, c_cells, 3, -1, 0, 0, 1);
    boxes_ctx *c3 = with_free(game, f, k);
    /* D: A's chain, its second cell's end drawn and a string to a third cell that keeps two
     * more to the ground: no longer isolated, a different graph */
    int d3 = cell_at(g, 2, 3);
    k = 4;
    f[k++] = border_side(g, a_cells[0], -1, 0);
    f[k++] = line_between(g, a_cells[0], a_cells[1]);
    f[k++] = line_between(g, a_cells[1], d3);
    f[k++] = border_side(g, d3, 0, 1);
    f[k++] = line_between(g, d3, cell_at(g, 3, 3));
    f[k++] = border_side(g, cell_at(g, 3, 3), 1, 0);
    f[k++] = border_side(g, cell_at(g, 3, 3), 0, 1);
    boxes_ctx *d = with_free(game, f, k);
    /* G: D with the string from the chain to that third cell cut and the chain's end on the
     * ground instead: the third cell one string fewer, so not D's graph, although cutting
     * the chain out of D as if it were isolated would leave exactly G's rest */
    f[6] = border_side(g, a_cells[1], 0, 1);
    boxes_ctx *g2 = with_free(game, f, k);
    /* E, F: a loop of four (a 2x2 block's inner lines) and a 4-chain, both in the bottom */
    int e_cells[4] = {cell_at(g, 0, 2), cell_at(g, 1, 2), cell_at(g, 1, 3), cell_at(g, 0, 3)};
    k = 4;
    for (int i = 0; i < 4; i++) f[k++] = line_between(g, e_cells[i], e_cells[(i + 1) % 4]);
    boxes_ctx *e = with_free(game, f, k);
    int f_cells[4] = {cell_at(g, 0, 3), cell_at(g, 1, 3), cell_at(g, 2, 3), cell_at(g, 3, 3)};
    k = add_chain(g, f, 4, f_cells, 4, -1, 0, 1, 0);
    boxes_ctx *f4 = with_free(game, f, k);

    /* A and B differ as drawn lines, not as graphs */
    int sa, sb;
    assert_true(boxes_canon_key(a, &sa) != boxes_canon_key(b, &sb));
    assert_true(sc_key(a) == sc_key(b));
    assert_int_equal(a->p.nfree, b->p.nfree);
    /* a longer chain, a chain tied to the rest of the board, a loop against a chain */
    assert_true(sc_key(c3) != sc_key(a));
    assert_true(sc_key(d) != sc_key(a));
    assert_true(sc_key(d) != sc_key(g2));
    assert_true(sc_key(e) != sc_key(f4));
    boxes_ctx *all[] = {a, b, c3, d, g2, e, f4};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) boxes_ctx_free(all[i]);
    pd_game_free(game);
}

/* The key of each child computed before the line is drawn equals the key after, along random
 * games on every grid and border, normal and misère; mirror images share a key. */
static void test_child_keys_agree(void **state)
{
    (void)state;
    static const char *const boards[] = {
        "game=boxes&size=4x4", "game=boxes&size=5x3", "game=boxes&size=3x3&border=swedish",
        "game=boxes&size=3x3&misere=1", "game=boxes&grid=hex&size=3x3",
        "game=boxes&grid=hex&size=3x3&border=swedish", "game=boxes&grid=tri&size=3x3",
    };
    uint64_t rnd = 11;
    for (size_t bi = 0; bi < sizeof boards / sizeof boards[0]; bi++) {
        pd_error err;
        pd_game *game = pd_game_new(boards[bi], &err);
        if (!game) fail_msg("%s: %s", boards[bi], err.msg);
        const boxes_pos *start = game->pos;
        for (int round = 0; round < 6; round++) {
            boxes_ctx *c = boxes_ctx_new(start, 1, BOXES_EVAL_MATERIAL, 0, 0, 1);
            int played = 0;
            while (c->p.nfree > 0) {
                boxes_sc_parts parts;
                boxes_sc_node(c, &parts);
                for (int l = 0; l < c->p.g->nlines; l++) {
                    if (boxes_is_drawn(&c->p, l)) continue;
                    uint64_t child = boxes_sc_child_key(c, &parts, l);
                    boxes_sc_parts given, fresh;
                    boxes_sc_child(c, &parts, l, &given);
                    boxes_play(c, l);
                    if (sc_key(c) != child) fail_msg("%s: child key of line %d", boards[bi], l);
                    /* the parts the search hands down equal the child's own */
                    boxes_sc_node(c, &fresh);
                    for (int s = 0; s < c->nsym; s++) assert_true(given.cut[s] == fresh.cut[s]);
                    assert_true(given.h == fresh.h);
                    assert_memory_equal(given.iso, fresh.iso, sizeof given.iso);
                    boxes_unplay(c);
                }
                int free_lines[BOXES_MAX_LINES], n = 0;
                for (int l = 0; l < c->p.g->nlines; l++)
                    if (!boxes_is_drawn(&c->p, l)) free_lines[n++] = l;
                boxes_play(c, free_lines[next_rand(&rnd) % (uint64_t)n]);
                played++;
                for (int s = 1; s < c->nsym && played % 4 == 0; s++) {
                    boxes_ctx *m = boxes_ctx_new(start, 1, BOXES_EVAL_MATERIAL, 0, 0, 1);
                    for (int h = 0; h < c->p.nhist; h++) boxes_play(m, c->perm[s][c->p.hist_line[h]]);
                    assert_true(sc_key(m) == sc_key(c));
                    boxes_ctx_free(m);
                }
            }
            boxes_ctx_free(c);
        }
        pd_game_free(game);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_isolated_components_by_kind_and_length),
        cmocka_unit_test(test_child_keys_agree),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
