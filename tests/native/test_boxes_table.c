/* test_boxes_table.c — the boxes search's transposition table: exact bounds for one key are
 * kept together whatever the work behind them, a full bucket gives up the entry that was
 * cheapest to compute, and the solver with a table far smaller than its search still agrees
 * with itself given a large one; its buckets lie on cache lines; the symmetric keys the search
 * keeps in step as lines are drawn agree with keys computed afresh. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include "long.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boxes/search.h"
#include "game.h"

/* Keys that share a bucket: equal low bits, different high ones. */
static uint64_t same_bucket(int i)
{
    return ((uint64_t)(i + 1) << 40) | 0x1234u;
}

static void test_exact_bounds_intersect(void **state)
{
    (void)state;
    boxes_table t = {0};
    boxes_tt_open(&t, 16);
    uint64_t k = same_bucket(0);
    /* two searches of one position proved [-4, 10] and [-10, 2] with different work */
    boxes_tt_store(&t, k, -4, 10, 3, boxes_tt_work(5000), 1);
    boxes_tt_store(&t, k, -10, 2, 3, boxes_tt_work(20), 1);
    boxes_tt_entry *e = boxes_tt_probe(&t, k);
    assert_non_null(e);
    assert_int_equal(e->lo, -4);
    assert_int_equal(e->hi, 2);
    /* the costlier work stays the entry's priority */
    assert_int_equal(e->depth, boxes_tt_work(5000));
    /* depth-limited bounds from another depth do not hold together: the newer replaces */
    boxes_tt_store(&t, k, -10, 2, 3, 4, 0);
    e = boxes_tt_probe(&t, k);
    assert_int_equal(e->lo, -10);
    assert_int_equal(e->hi, 2);
    boxes_tt_close(&t);
}

static void test_full_bucket_drops_cheapest(void **state)
{
    (void)state;
    boxes_table t = {0};
    boxes_tt_open(&t, 16);
    static const int64_t work[4] = {1 << 20, 3, 1 << 12, 1 << 8};
    for (int i = 0; i < 4; i++)
        boxes_tt_store(&t, same_bucket(i), 0, 0, -1, boxes_tt_work(work[i]), 1);
    for (int i = 0; i < 4; i++) assert_non_null(boxes_tt_probe(&t, same_bucket(i)));
    boxes_tt_store(&t, same_bucket(4), 0, 0, -1, boxes_tt_work(1 << 10), 1);
    assert_non_null(boxes_tt_probe(&t, same_bucket(4)));
    assert_null(boxes_tt_probe(&t, same_bucket(1))); /* 3 nodes: the cheapest */
    assert_non_null(boxes_tt_probe(&t, same_bucket(0)));
    assert_non_null(boxes_tt_probe(&t, same_bucket(2)));
    assert_non_null(boxes_tt_probe(&t, same_bucket(3)));
    boxes_tt_close(&t);
}

static void test_work_rank_grows_with_nodes(void **state)
{
    (void)state;
    int prev = boxes_tt_work(0);
    assert_true(prev >= 1); /* never 0: stored work is told apart from nothing */
    for (int64_t n = 1; n < ((int64_t)1 << 40); n *= 2) {
        int w = boxes_tt_work(n);
        assert_true(w > prev);
        prev = w;
    }
    assert_true(boxes_tt_work(INT64_MAX) <= 254);
}

static int solve_with(const char *setup, const char *moves, int64_t mib, int64_t *nodes)
{
    pd_error err;
    pd_game *g = pd_game_new(setup, &err);
    if (!g) fail_msg("%s: %s", setup, err.msg);
    if (pd_game_play_list(g, moves, &err)) fail_msg("%s: %s", moves, err.msg);
    pd_solve_opts o = {.table_mib = mib};
    pd_solve_result r;
    if (pd_game_solve(g, &o, &r, &err)) fail_msg("solve: %s", err.msg);
    assert_true(r.known);
    *nodes = r.nodes;
    pd_game_free(g);
    return r.value;
}

/* The smallest table (1 MiB, 2^16 entries) against a search of many more nodes: entries are
 * replaced all the time, and bounds merged, yet the value is the one a roomy table gives. */
static void test_small_table_same_values(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"game=boxes&size=4x3", "0.5.17.30.12"},
        {"game=boxes&size=4x3", "3.22.9.14"},
        {"game=boxes&size=4x3&misere=1", "0.5.17.30.12.20.8.1.26.14.3.22"},
        {"game=boxes&grid=hex&size=3x2", "0"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int64_t small_nodes, big_nodes;
        int small = solve_with(cases[i][0], cases[i][1], 1, &small_nodes);
        int big = solve_with(cases[i][0], cases[i][1], 64, &big_nodes);
        print_message("%s %s: %d (%lld nodes in 1 MiB, %lld in 64 MiB)\n", cases[i][0], cases[i][1],
                      small, (long long)small_nodes, (long long)big_nodes);
        assert_int_equal(small, big);
    }
}

/* Every bucket on one cache line (a bucket across two costs two misses a probe). */
static void test_buckets_on_cache_lines(void **state)
{
    (void)state;
    for (int bits = 16; bits <= 20; bits += 2) {
        boxes_table t = {0};
        boxes_tt_open(&t, bits);
        assert_int_equal((uintptr_t)t.e % (BOXES_TT_WAYS * sizeof(boxes_tt_entry)), 0);
        boxes_tt_close(&t);
    }
}

static uint64_t next_rand(uint64_t *r)
{
    *r = *r * 6364136223846793005ull + 1442695040888963407ull;
    return *r >> 33;
}

/* A context on c's current position built from scratch has the same key under each symmetry. */
static void assert_keys_fresh(const boxes_ctx *c)
{
    boxes_ctx *f = boxes_ctx_new(&c->p, 1, BOXES_EVAL_MATERIAL, 0, 0, 1);
    assert_int_equal(f->nsym, c->nsym);
    for (int s = 0; s < c->nsym; s++) assert_true(f->key[s] == c->key[s]);
    boxes_ctx_free(f);
}

/* Line i from c's position (no capture pending, view v): the cells the opponent then takes by
 * force (as negamax takes them) are those the view's sacrifice says, and the keys after those
 * captures are the keys now plus its change (unless the view says it did not work them out).
 * Returns the cells so taken. */
static int check_taken(boxes_ctx *c, const boxes_gview *v, int i)
{
    uint64_t after[BOXES_MAX_SYM], now[BOXES_MAX_SYM];
    int said = boxes_gkey_view_taken(c, v, i, after), got = 0, plays = 1, l;
    if (said < 0) return 0; /* not worked out by the view: the search keys the child as is */
    memcpy(now, c->key, sizeof now);
    boxes_play(c, i);
    while ((l = boxes_safe_capture(c)) >= 0) {
        got += boxes_play(c, l);
        plays++;
    }
    if (said != got) fail_msg("line %d: the view says %d cells taken, the board %d", i, said, got);
    for (int s = 0; got && s < c->nsym; s++)
        if (c->key[s] != now[s] + after[s]) fail_msg("line %d: keys after the captures differ", i);
    while (plays--) boxes_unplay(c);
    return got;
}

/* The keys the search keeps in step (boxes_play / boxes_unplay), the key of a child before it
 * is drawn (boxes_child_key) and those of a context built afresh agree along random games on
 * every grid, the start's key comes back when every line is taken back, and the mirror image
 * of a position (lines drawn under a board symmetry) has the same canonical key; with graph
 * keys (normal play), so do the keys after the captures a sacrifice forces (check_taken). */
static void test_keys_agree(void **state)
{
    (void)state;
    static const char *const boards[] = {
        "game=boxes&size=4x4",
        "game=boxes&size=4x3",
        "game=boxes&size=3x3&border=swedish",
        "game=boxes&grid=hex&size=3x3",
        "game=boxes&grid=tri&size=3x3",
        "game=boxes&grid=hex&size=2x2&border=swedish",
        "game=boxes&size=3x3&misere=1",
    };
    uint64_t rnd = 7;
    int viewed_positions = 0, taken = 0;
    for (size_t b = 0; b < sizeof boards / sizeof boards[0]; b++) {
        pd_error err;
        pd_game *g = pd_game_new(boards[b], &err);
        if (!g) fail_msg("%s: %s", boards[b], err.msg);
        const boxes_pos *start = g->pos;
        for (int game = 0; game < 3; game++) {
            boxes_ctx *c = boxes_ctx_new(start, 1, BOXES_EVAL_MATERIAL, 0, 0, 1);
            int sym0;
            uint64_t key0 = boxes_canon_key(c, &sym0);
            int played = 0;
            while (c->p.nfree > 0) {
                int free_lines[BOXES_MAX_LINES], n = 0;
                for (int l = 0; l < c->p.g->nlines; l++)
                    if (!boxes_is_drawn(&c->p, l)) free_lines[n++] = l;
                /* graph keys: the node's view of its paths gives each child the same key
                 * change as walking the board does, and playing with it keeps the keys in
                 * step */
                boxes_gview *view = c->gkey ? &c->gviews[c->p.nfree] : NULL;
                if (view) {
                    boxes_gkey_view(c, view);
                    viewed_positions++;
                }
                for (int i = 0; i < n; i++) {
                    int sym;
                    uint64_t child = boxes_child_key(c, free_lines[i]), walked[BOXES_MAX_SYM],
                             viewed[BOXES_MAX_SYM];
                    if (view) {
                        boxes_gkey_delta(c, free_lines[i], walked);
                        boxes_gkey_view_delta(c, view, free_lines[i], viewed);
                        for (int s = 0; s < c->nsym; s++) assert_true(viewed[s] == walked[s]);
                        if (!c->ncap) taken += check_taken(c, view, free_lines[i]) > 0;
                    }
                    boxes_play_known(c, free_lines[i], view ? viewed : NULL);
                    assert_true(boxes_canon_key(c, &sym) == child);
                    boxes_unplay(c);
                }
                boxes_play(c, free_lines[next_rand(&rnd) % (uint64_t)n]);
                played++;
                if (played % 3 == 0) assert_keys_fresh(c);
                if (c->nsym > 1 && played % 5 == 0) {
                    /* the same lines drawn in their images under each symmetry */
                    for (int s = 1; s < c->nsym; s++) {
                        boxes_ctx *m = boxes_ctx_new(start, 1, BOXES_EVAL_MATERIAL, 0, 0, 1);
                        for (int h = 0; h < c->p.nhist; h++)
                            boxes_play(m, c->perm[s][c->p.hist_line[h]]);
                        int s1, s2;
                        assert_true(boxes_canon_key(m, &s1) == boxes_canon_key(c, &s2));
                        boxes_ctx_free(m);
                    }
                }
            }
            while (played--) boxes_unplay(c);
            int sym;
            assert_true(boxes_canon_key(c, &sym) == key0);
            boxes_ctx_free(c);
        }
        pd_game_free(g);
    }
    /* graph keys in normal play (all but the misère board) */
    assert_true(viewed_positions > 100);
    assert_true(taken > 100);
}

/* The square cell in column cx, row cy (by its corners' coordinates). */
static int square_cell(const boxes_geom *g, int cx, int cy)
{
    int step = 0;
    for (int i = 0; i < 4; i++) {
        int d = g->dot_x[g->cell_dot[0][i]] - g->dot_x[g->cell_dot[0][0]];
        if (d > step) step = d;
    }
    for (int x = 0; x < g->ncells; x++) {
        int mx = 1 << 20, my = 1 << 20;
        for (int i = 0; i < 4; i++) {
            int d = g->cell_dot[x][i];
            if (g->dot_x[d] < mx) mx = g->dot_x[d];
            if (g->dot_y[d] < my) my = g->dot_y[d];
        }
        if (mx == cx * step && my == cy * step) return x;
    }
    fail_msg("no cell at %d,%d", cx, cy);
    return -1;
}

/* A context on the 4x4 board with every line drawn but those between two of the cells given
 * (columns and rows, -1 ending the list) and, when ends is set, the outer sides of the first
 * and last cell that lie on the border. */
static boxes_ctx *only_between(const pd_game *g, const int *cols_rows, int ends)
{
    const boxes_pos *start = g->pos;
    const boxes_geom *geo = start->g;
    int in[BOXES_MAX_CELLS] = {0}, n = 0, first = -1, last = -1;
    for (; cols_rows[2 * n] >= 0; n++) {
        last = square_cell(geo, cols_rows[2 * n], cols_rows[2 * n + 1]);
        if (first < 0) first = last;
        in[last] = 1;
    }
    boxes_ctx *c = boxes_ctx_new(start, 1, BOXES_EVAL_MATERIAL, 0, 0, 1);
    for (int l = 0; l < geo->nlines; l++) {
        int a = geo->line_cell[l][0], b = geo->line_cell[l][1];
        int inner = a >= 0 && b >= 0 && in[a] && in[b];
        int end = ends && (a < 0 || b < 0) && (a == first || b == first || a == last || b == last);
        if (!inner && !end) boxes_play(c, l);
    }
    return c;
}

/* Strings and coins: the key names the compressed graph, not where it lies on the board. A
 * loop of four cells in the centre and one in a corner (no symmetry maps one onto the other)
 * share a key; a chain of four between the two sides of the board and a loop of eight each
 * have another. */
static void test_keys_name_the_graph(void **state)
{
    (void)state;
    pd_error err;
    pd_game *g = pd_game_new("game=boxes&size=4x4", &err);
    assert_non_null(g);
    static const int centre[] = {1, 1, 2, 1, 1, 2, 2, 2, -1};
    static const int corner[] = {0, 0, 1, 0, 0, 1, 1, 1, -1};
    static const int row[] = {0, 1, 1, 1, 2, 1, 3, 1, -1};
    static const int ring[] = {0, 0, 1, 0, 2, 0, 2, 1, 2, 2, 1, 2, 0, 2, 0, 1, -1};
    boxes_ctx *a = only_between(g, centre, 0), *b = only_between(g, corner, 0);
    boxes_ctx *r = only_between(g, row, 1), *o = only_between(g, ring, 0);
    assert_int_equal(a->p.nfree, 4);
    assert_int_equal(b->p.nfree, 4);
    assert_int_equal(r->p.nfree, 5);
    assert_int_equal(o->p.nfree, 8);
    int sa, sb, sr, so;
    uint64_t ka = boxes_canon_key(a, &sa), kb = boxes_canon_key(b, &sb);
    uint64_t kr = boxes_canon_key(r, &sr);
    assert_true(ka == kb);
    assert_true(ka != kr);
    assert_true(ka != boxes_canon_key(o, &so)); /* a loop of eight is not one of four */
    /* ...which the lines drawn do tell apart, even up to symmetry */
    int same_lines = 0;
    for (int s = 0; s < a->nsym; s++) {
        int all = 1;
        for (int l = 0; l < a->p.g->nlines; l++)
            all &= boxes_is_drawn(&a->p, l) == boxes_is_drawn(&b->p, a->perm[s][l]);
        same_lines |= all;
    }
    assert_false(same_lines);
    boxes_ctx_free(a);
    boxes_ctx_free(b);
    boxes_ctx_free(r);
    boxes_ctx_free(o);
    pd_game_free(g);
}

/* ---- every position of a small board (3x2: 17 lines, 2^17 positions; hex 2x2: 19) ---- */

static const uint64_t *sort_keys;
static int by_key(const void *a, const void *b)
{
    uint64_t x = sort_keys[*(const uint32_t *)a], y = sort_keys[*(const uint32_t *)b];
    return x < y ? -1 : x > y;
}

typedef struct small_board {
    const boxes_pos *start;
    int nl;
    uint32_t cell_mask[BOXES_MAX_CELLS];
    int8_t *value; /* by mask of lines drawn: the side to move's future cells minus the other's */
    uint64_t *key; /* by mask: canonical graph key */
    long checked;
    long taken; /* sacrifices whose cells are taken by force, checked */
} small_board;

/* The value of line l drawn from mask m, for the side to move, from the values of the masks. */
static int line_value(const small_board *b, uint32_t m, int l)
{
    uint32_t m2 = m | 1u << l;
    int k = 0;
    for (int s = 0; s < 2; s++) {
        int x = b->start->g->line_cell[l][s];
        k += x >= 0 && (m2 & b->cell_mask[x]) == b->cell_mask[x];
    }
    return k ? k + b->value[m2] : -b->value[m2];
}

/* Draw or skip each line in turn; at each complete choice, check every free line's key change
 * by the view against the walk, and the keys against keys from nothing. */
static void visit_all(small_board *b, boxes_ctx *c, int l, uint32_t m)
{
    if (l < b->nl) {
        visit_all(b, c, l + 1, m);
        boxes_play(c, l);
        visit_all(b, c, l + 1, m | 1u << l);
        boxes_unplay(c);
        return;
    }
    int sym;
    uint64_t fresh[BOXES_MAX_SYM], walked[BOXES_MAX_SYM], viewed[BOXES_MAX_SYM];
    b->key[m] = boxes_canon_key(c, &sym);
    boxes_gkey_scratch(c, fresh);
    for (int s = 0; s < c->nsym; s++) assert_true(fresh[s] == c->key[s]);
    boxes_gview *v = &c->gviews[c->p.nfree];
    boxes_gkey_view(c, v);
    for (int i = 0; i < b->nl; i++) {
        if (m >> i & 1) continue;
        boxes_gkey_delta(c, i, walked);
        boxes_gkey_view_delta(c, v, i, viewed);
        for (int s = 0; s < c->nsym; s++)
            if (viewed[s] != walked[s]) fail_msg("mask %x line %d: view and walk differ", m, i);
        b->checked++;
        if (!c->ncap) b->taken += check_taken(c, v, i) > 0;
    }
}

static void small_board_open(small_board *b, pd_game **g, const char *setup)
{
    pd_error err;
    *g = pd_game_new(setup, &err);
    if (!*g) fail_msg("%s: %s", setup, err.msg);
    b->start = (*g)->pos;
    const boxes_geom *geo = b->start->g;
    b->nl = geo->nlines;
    assert_true(b->nl <= 20);
    for (int x = 0; x < geo->ncells; x++) {
        b->cell_mask[x] = 0;
        for (int j = 0; j < geo->sides; j++) b->cell_mask[x] |= 1u << geo->cell_line[x][j];
    }
    uint32_t n = 1u << b->nl;
    b->value = malloc(n);
    b->key = malloc(sizeof *b->key * n);
    assert_non_null(b->value);
    assert_non_null(b->key);
    /* retrograde: a full board is worth 0; every other mask is its best line */
    b->value[n - 1] = 0;
    for (uint32_t m = n - 1; m-- > 0;) {
        int best = -1000;
        for (int l = 0; l < b->nl; l++)
            if (!(m >> l & 1)) {
                int v = line_value(b, m, l);
                if (v > best) best = v;
            }
        b->value[m] = (int8_t)best;
    }
    b->checked = b->taken = 0;
    boxes_ctx *c = boxes_ctx_new(b->start, 1, BOXES_EVAL_MATERIAL, 0, 0, 1);
    assert_true(c->gkey);
    visit_all(b, c, 0, 0);
    boxes_ctx_free(c);
}

static void small_board_close(small_board *b, pd_game *g)
{
    free(b->value);
    free(b->key);
    pd_game_free(g);
}

/* On every position of 3x2 and of hexagons 2x2, the children's key changes read off the view
 * equal those walked on the board (loops opened, paths closed into loops, both ends of a line
 * joined...), the kept keys equal keys computed from nothing, and where nothing is to be
 * captured, the cells a sacrifice gives away by force and the keys after them are those the
 * view says. */
static void test_graph_keys_every_position(void **state)
{
    PD_LONG_TEST();
    (void)state;
    small_board b;
    pd_game *g;
    small_board_open(&b, &g, "game=boxes&size=3x2");
    print_message("3x2: %ld line changes checked, %ld forced sacrifices\n", b.checked, b.taken);
    assert_true(b.checked > 1000000);
    assert_true(b.taken > 10000);
    small_board_close(&b, g);
    /* hexagons: three cells around a corner make paths from a cell back to itself */
    small_board_open(&b, &g, "game=boxes&grid=hex&size=2x2");
    print_message("hex 2x2: %ld line changes checked, %ld forced sacrifices\n", b.checked, b.taken);
    assert_true(b.checked > 4000000);
    assert_true(b.taken > 100000);
    small_board_close(&b, g);
}

/* A position's best move, from a table that already knows its value from another position with
 * the same graph (the solver's table is kept between solves): the move returned reaches the
 * value. Every such pair of positions on 3x2, solved one after the other in one table. */
static void test_shared_entry_gives_a_best_move(void **state)
{
    (void)state;
    small_board b;
    pd_game *g;
    small_board_open(&b, &g, "game=boxes&size=3x2");
    uint32_t n = 1u << b.nl;
    /* the masks in key order: neighbours with one key share a table entry */
    uint32_t *order = malloc(sizeof *order * n);
    assert_non_null(order);
    for (uint32_t m = 0; m < n; m++) order[m] = m;
    sort_keys = b.key;
    qsort(order, n, sizeof *order, by_key);
    long pairs = 0;
    for (uint32_t i = 1; i < n; i++) {
        uint32_t p = order[i - 1], q = order[i];
        /* every fifth pair (about 24,000 of them; a tenth of those under the sanitizers) */
        if (b.key[p] != b.key[q] || __builtin_popcount(q) >= b.nl || i % (5 * PD_SAN_SPARSE))
            continue;
        boxes_ctx *cp = boxes_ctx_new(b.start, 1, BOXES_EVAL_MATERIAL, 0, 0, 1);
        boxes_ctx *cq = boxes_ctx_new(b.start, 1, BOXES_EVAL_MATERIAL, 0, 0, 1);
        for (int l = 0; l < b.nl; l++) {
            if (p >> l & 1) boxes_play(cp, l);
            if (q >> l & 1) boxes_play(cq, l);
        }
        boxes_tt_open(&cp->tt, 12);
        int move, value;
        assert_int_equal(boxes_search_root(cp, 0, &move, &value), 0);
        cq->tt = cp->tt;
        cp->tt.e = NULL;
        assert_int_equal(boxes_search_root(cq, 0, &move, &value), 0);
        assert_int_equal(value, b.value[q]);
        assert_false(q >> move & 1);
        if (line_value(&b, q, move) != value)
            fail_msg("mask %x after %x: move %d is worth %d, the value is %d", q, p, move,
                     line_value(&b, q, move), value);
        pairs++;
        boxes_ctx_free(cp);
        boxes_ctx_free(cq);
    }
    print_message("3x2: %ld pairs sharing an entry\n", pairs);
    assert_true(pairs > 10000 / PD_SAN_SPARSE);
    free(order);
    small_board_close(&b, g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_exact_bounds_intersect),
        cmocka_unit_test(test_full_bucket_drops_cheapest),
        cmocka_unit_test(test_work_rank_grows_with_nodes),
        cmocka_unit_test(test_small_table_same_values),
        cmocka_unit_test(test_buckets_on_cache_lines),
        cmocka_unit_test(test_keys_name_the_graph),
        cmocka_unit_test(test_keys_agree),
        cmocka_unit_test(test_graph_keys_every_position),
        cmocka_unit_test(test_shared_entry_gives_a_best_move),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
