/* test_boxes_table.c — the boxes search's transposition table: exact bounds for one key are
 * kept together whatever the work behind them, a full bucket gives up the entry that was
 * cheapest to compute, and the solver with a table far smaller than its search still agrees
 * with itself given a large one. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>

#include "boxes/search.h"
#include "game.h"

/* Keys that share a bucket: equal low bits, different high ones. */
static uint64_t same_bucket(int i) { return ((uint64_t)(i + 1) << 40) | 0x1234u; }

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
    for (int i = 0; i < 4; i++) boxes_tt_store(&t, same_bucket(i), 0, 0, -1, boxes_tt_work(work[i]), 1);
    for (int i = 0; i < 4; i++) assert_non_null(boxes_tt_probe(&t, same_bucket(i)));
    boxes_tt_store(&t, same_bucket(4), 0, 0, -1, boxes_tt_work(1 << 10), 1);
    assert_non_null(boxes_tt_probe(&t, same_bucket(4)));
    assert_null(boxes_tt_probe(&t, same_bucket(1)));     /* 3 nodes: the cheapest */
    assert_non_null(boxes_tt_probe(&t, same_bucket(0)));
    assert_non_null(boxes_tt_probe(&t, same_bucket(2)));
    assert_non_null(boxes_tt_probe(&t, same_bucket(3)));
    boxes_tt_close(&t);
}

static void test_work_rank_grows_with_nodes(void **state)
{
    (void)state;
    int prev = boxes_tt_work(0);
    assert_true(prev >= 1);     /* never 0: stored work is told apart from nothing */
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
    pd_solve_opts o = {0, 0, mib, NULL, NULL};
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
        print_message("%s %s: %d (%lld nodes in 1 MiB, %lld in 64 MiB)\n", cases[i][0],
                      cases[i][1], small, (long long)small_nodes, (long long)big_nodes);
        assert_int_equal(small, big);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_exact_bounds_intersect),
        cmocka_unit_test(test_full_bucket_drops_cheapest),
        cmocka_unit_test(test_work_rank_grows_with_nodes),
        cmocka_unit_test(test_small_table_same_values),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
