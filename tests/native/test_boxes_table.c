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

/* The keys the search keeps in step (boxes_play / boxes_unplay), the key of a child before it
 * is drawn (boxes_child_key) and those of a context built afresh agree along random games on
 * every grid, the start's key comes back when every line is taken back, and the mirror image
 * of a position (lines drawn under a board symmetry) has the same canonical key. */
static void test_keys_agree(void **state)
{
    (void)state;
    static const char *const boards[] = {
        "game=boxes&size=4x4", "game=boxes&size=4x3", "game=boxes&size=3x3&border=swedish",
        "game=boxes&grid=hex&size=3x3", "game=boxes&grid=tri&size=3x3",
    };
    uint64_t rnd = 7;
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
                for (int i = 0; i < n; i++) {
                    int sym;
                    uint64_t child = boxes_child_key(c, free_lines[i]);
                    boxes_play(c, free_lines[i]);
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
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_exact_bounds_intersect),
        cmocka_unit_test(test_full_bucket_drops_cheapest),
        cmocka_unit_test(test_work_rank_grows_with_nodes),
        cmocka_unit_test(test_small_table_same_values),
        cmocka_unit_test(test_buckets_on_cache_lines),
        cmocka_unit_test(test_keys_agree),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
