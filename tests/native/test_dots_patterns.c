/* test_dots_patterns.c — the features of Dots level 4's learned prior (core/dots/patterns.c):
 * each group read on positions built by moves, and a point's prior as the product of its
 * features' gammas in the fitted table. */
#include <math.h>

#include "support.h"
#include "dots/patterns.h"

/* The features of point x-y in the position of record, as offsets inside each group. */
static void features(const char *record, int x, int y, int out[DOTS_PAT_GROUPS])
{
    static const int size[DOTS_PAT_GROUPS] = {DOTS_PAT_SHAPE_N, 6, 5, 4, 5, 5};
    pd_game *g = must_game(record);
    dots_pos *p = g->pos;
    pd_budget b;
    pd_budget_start(&b, 0, 0);
    int last[2], f[DOTS_PAT_GROUPS];
    dots_pattern_last(p, last);
    dots_pattern_features(p, (y - 1) * p->w + (x - 1), last, &b, f);
    for (int i = 0, start = 0; i < DOTS_PAT_GROUPS; start += size[i++]) {
        if (f[i] < start || f[i] >= start + size[i])
            fail_msg("group %d: feature %d outside %d..%d", i, f[i], start, start + size[i] - 1);
        out[i] = f[i] - start;
    }
    pd_game_free(g);
}

/* X (to move) has 2-3 3-4 4-3 round O's 3-3: 3-2 captures it; O's last dot is 3-3 itself. */
#define CLOSE "game=dots&size=9x9&start=empty&moves=2-3.3-3.3-4.8-8.4-3.8-7"

static void test_shape_and_gains(void **state)
{
    int f[DOTS_PAT_GROUPS];
    features(CLOSE, 3, 2, f);
    /* 3-2's sides: 3-3 (O) and 2-2, 4-2, 3-1 empty; corners 2-3 and 4-3 (X) */
    assert_int_equal(f[DOTS_PAT_SHAPE], ((0 * 5 + 1) * 5 + 2) * 5 + 0);
    assert_int_equal(f[DOTS_PAT_CAPTURE], 1); /* one dot */
    assert_int_equal(f[DOTS_PAT_BLOCK], 0);
    assert_int_equal(f[DOTS_PAT_LINE], 1); /* the second line */
    assert_int_equal(f[DOTS_PAT_LAST], 3); /* O's last dot 8-7: 5 away */
    assert_int_equal(f[DOTS_PAT_OWN], 0);  /* X's last dot 4-3: next to it */
    /* O to move (after X's 7-7): 3-2 is where X would capture, so for O it blocks one dot */
    features(CLOSE ".7-7", 3, 2, f);
    assert_int_equal(f[DOTS_PAT_CAPTURE], 0);
    assert_int_equal(f[DOTS_PAT_BLOCK], 1);
    assert_int_equal(f[DOTS_PAT_SHAPE], ((1 * 5 + 0) * 5 + 0) * 5 + 2);
    assert_int_equal(f[DOTS_PAT_LAST], 3); /* X's last dot 7-7 */
    assert_int_equal(f[DOTS_PAT_OWN], 3);  /* O's last dot 8-7 */
}

/* A corner point on the first line, no dot yet of the side to move: distances "none". */
static void test_line_and_none(void **state)
{
    int f[DOTS_PAT_GROUPS];
    features("game=dots&size=9x9&start=empty&moves=5-5", 1, 1, f);
    assert_int_equal(f[DOTS_PAT_LINE], 0);
    assert_int_equal(f[DOTS_PAT_LAST], 3); /* X's 5-5 is 4 away */
    assert_int_equal(f[DOTS_PAT_OWN], 4);  /* O has no dot */
    assert_int_equal(f[DOTS_PAT_SHAPE], 0);
    features("game=dots&size=9x9&start=empty&moves=5-5", 4, 4, f);
    assert_int_equal(f[DOTS_PAT_LINE], 3);
    assert_int_equal(f[DOTS_PAT_LAST], 0);
    assert_int_equal(f[DOTS_PAT_SHAPE], 1); /* one enemy corner */
}

/* A dot that the rules would capture at once (into X's house, O to move) is "lost at once". */
static void test_lost_at_once(void **state)
{
    int f[DOTS_PAT_GROUPS];
    features("game=dots&size=9x9&start=empty&moves=2-3.8-8.3-4.8-7.4-3.8-6.3-2", 3, 3, f);
    assert_int_equal(f[DOTS_PAT_CAPTURE], 5);
}

/* The prior is the product of the table's gammas: every gamma is positive and finite, and
 * changing one group's feature changes the prior by the same factor whatever the others are. */
static void test_gamma_product(void **state)
{
    static const int start[DOTS_PAT_GROUPS] = {0,
                                               DOTS_PAT_SHAPE_N,
                                               DOTS_PAT_SHAPE_N + 6,
                                               DOTS_PAT_SHAPE_N + 11,
                                               DOTS_PAT_SHAPE_N + 15,
                                               DOTS_PAT_SHAPE_N + 20};
    int a[DOTS_PAT_GROUPS], b[DOTS_PAT_GROUPS];
    for (int g = 0; g < DOTS_PAT_GROUPS; g++) a[g] = start[g], b[g] = start[g] + 1;
    int end = DOTS_PAT_FEATURES;
    for (int g = DOTS_PAT_GROUPS - 1; g >= 0; end = start[g--])
        for (int i = start[g]; i < end; i++) {
            int x[DOTS_PAT_GROUPS], y[DOTS_PAT_GROUPS], x0[DOTS_PAT_GROUPS], y0[DOTS_PAT_GROUPS];
            memcpy(x, a, sizeof a);
            memcpy(y, b, sizeof b);
            memcpy(x0, a, sizeof a);
            memcpy(y0, b, sizeof b);
            x[g] = y[g] = i;
            x0[g] = y0[g] = start[g];
            double vx = dots_pattern_gamma(x), vy = dots_pattern_gamma(y);
            assert_true(vx > 0 && vx < 1e30 && vy > 0 && vy < 1e30);
            double ra = vx / dots_pattern_gamma(x0), rb = vy / dots_pattern_gamma(y0);
            assert_true(fabs(ra - rb) <= 1e-5 * ra);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shape_and_gains),
        cmocka_unit_test(test_line_and_none),
        cmocka_unit_test(test_lost_at_once),
        cmocka_unit_test(test_gamma_product),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
