/* test_dots_search.c — Dots' search to a horizon (core/dots/horizon.c, `paperdots solve --depth`):
 * a capture in one, an escape whose obvious capture is proved worse, a capture in one that beats
 * the smaller capture, every value equal to a plain minimax without cut-offs (random positions on
 * small fields; under polish and zagram rules with each point's "x-y!" too), and the refusals (no depth, a depth out of 1..6, a field too large, a depth for a
 * family that solves to the end). */
#include <math.h>
#include <stdio.h>

#include "common/rng.h"
#include "dots/dots.h"
#include "support.h"

#define RANDOM_POSITIONS 40

static const char *SETUP10 = "game=dots&size=10x10&start=empty";

/* The value of every legal move (by token) and the position's, depth plies. */
typedef struct solved {
    pd_solve_result r;
    int n;
    pd_move_value mv[DOTS_SEARCH_MAX_POINTS];
} solved;

static void solve_depth(pd_game *g, int depth, solved *s)
{
    pd_error e;
    pd_solve_opts o = {.depth = depth};
    memset(s, 0, sizeof *s);
    if (pd_game_solve_moves(g, &o, &s->r, s->mv, &s->n, &e))
        fail_msg("solve refused: %s: %s", e.code, e.msg);
    assert_true(s->r.known);
}

/* The value of the move tok in s (fails when tok is not listed). */
static int value_of(pd_game *g, const solved *s, const char *tok)
{
    for (int i = 0; i < s->n; i++) {
        pd_buf b = PD_BUF_INIT;
        g->fam->format_move(g->pos, s->mv[i].move, &b);
        int same = strcmp(pd_buf_str(&b), tok) == 0;
        pd_buf_free(&b);
        if (same) return s->mv[i].value;
    }
    fail_msg("%s is not a legal move", tok);
    return 0;
}

/* How many moves have the best value. */
static int best_count(const solved *s)
{
    int k = 0;
    for (int i = 0; i < s->n; i++) k += s->mv[i].value == s->r.value;
    return k;
}

static pd_game *position(const char *moves)
{
    char rec[512];
    snprintf(rec, sizeof rec, "%s&moves=%s", SETUP10, moves);
    return must_game(rec);
}

static void test_capture_in_one(void **state)
{
    /* a blue dot on 5-5 with red on three sides: 5-6 takes it */
    pd_game *g = position("4-5.5-5.6-5.1-1.5-4.1-10");
    solved s;
    solve_depth(g, 1, &s);
    assert_int_equal(s.r.value, 1);
    assert_int_equal(value_of(g, &s, "5-6"), 1);
    assert_int_equal(best_count(&s), 1);
    assert_int_equal(value_of(g, &s, "9-9"), 0);
    /* two plies: blue cannot win the dot back, so the capture still counts one */
    solve_depth(g, 2, &s);
    assert_int_equal(value_of(g, &s, "5-6"), 1);
    /* any other move lets blue run: 5-6 for blue saves its dot */
    assert_int_equal(value_of(g, &s, "9-9"), 0);
    pd_game_free(g);
}

static void test_escape_beats_capture(void **state)
{
    /* red's pair 7-7 8-7 lacks only 8-6 to be surrounded; red can take the blue dot on 3-3
     * (3-4), but then blue takes two: the escape 8-6 is the only move that loses nothing */
    pd_game *g = position("7-7.6-7.8-7.9-7.2-3.7-8.4-3.8-8.3-2.7-6.5-9.3-3");
    solved s;
    solve_depth(g, 3, &s);
    assert_int_equal(s.r.value, 0);
    assert_int_equal(value_of(g, &s, "8-6"), 0);
    assert_int_equal(best_count(&s), 1);
    assert_int_equal(value_of(g, &s, "3-4"), -1);
    pd_game_free(g);
}

static void test_bigger_capture(void **state)
{
    /* red can take one blue dot (3-2) or two (7-5): the other is then saved */
    pd_game *g = position("6-7.6-6.7-7.7-6.5-6.3-3.8-6.9-9.6-5.9-1.2-3.1-9.3-4.1-1.4-3.8-5");
    solved s;
    solve_depth(g, 3, &s);
    assert_int_equal(s.r.value, 2);
    assert_int_equal(value_of(g, &s, "7-5"), 2);
    assert_int_equal(best_count(&s), 1);
    assert_int_equal(value_of(g, &s, "3-2"), 1);
    pd_game_free(g);
}

/* Plain negamax without cut-offs over every legal point: the mover's margin at the horizon.
 * Under polish and zagram rules each point plain and with "!" (a "!" that takes nothing is the
 * plain point's position again: the same value). */
static int margin(const dots_pos *p, int t)
{
    return (int)lround(dots_score(p, t) - dots_score(p, 3 - t));
}

static int brute(dots_pos *p, int depth)
{
    int me = dots_team(p->s.to_move), m[DOTS_SEARCH_MAX_POINTS];
    if (depth == 0) return margin(p, me);
    int n = pd_dots_family.legal(p, m, DOTS_SEARCH_MAX_POINTS), best = -1000000;
    for (int i = 0; i < (p->polish ? 2 : 1) * n; i++) {
        dots_apply(p, i < n ? m[i] : m[i - n] | DOTS_CLOSE);
        int v = !p->s.to_move                   ? margin(p, me)
                : dots_team(p->s.to_move) == me ? brute(p, depth - 1)
                                                : -brute(p, depth - 1);
        dots_undo(p);
        if (v > best) best = v;
    }
    return n ? best : margin(p, me);
}

/* Random positions of the two records (alternately), each solved to 2..(1 + depths) plies and
 * every listed move's value and the position's compared with brute(); counts the moves of
 * non-zero value and the "!" moves listed. Under polish and zagram rules the list must hold each
 * legal point and its "!" exactly where that captures. */
static void compare_with_brute(uint64_t seed, const char *even, const char *odd, int depths,
                               int *nonzero, int *listed_close)
{
    pd_rng rng;
    pd_rng_seed(&rng, seed);
    for (int k = 0; k < RANDOM_POSITIONS; k++) {
        pd_game *g = must_game(k % 2 ? odd : even);
        int plies = 10 + (int)pd_rng_below(&rng, 10);
        for (int i = 0; i < plies && !pd_game_over(g); i++)
            play_nth(g, (uint32_t)pd_rng_next(&rng));
        if (pd_game_over(g)) {
            pd_game_free(g);
            continue;
        }
        int depth = 2 + k % depths;
        solved s;
        solve_depth(g, depth, &s);
        dots_pos *p = g->pos;
        int me = dots_team(p->s.to_move), before = margin(p, me);
        if (p->polish) {
            int m[64], n = pd_dots_family.legal(p, m, 64), want = n;
            for (int i = 0; i < n; i++) {
                int got = dots_apply(p, m[i] | DOTS_CLOSE);
                dots_undo(p);
                want += got > 0;
            }
            assert_int_equal(s.n, want);
        }
        for (int i = 0; i < s.n; i++) {
            int got = dots_apply(p, s.mv[i].move);
            int v = !p->s.to_move                   ? margin(p, me)
                    : dots_team(p->s.to_move) == me ? brute(p, depth - 1)
                                                    : -brute(p, depth - 1);
            dots_undo(p);
            if (s.mv[i].move & DOTS_CLOSE) {
                assert_true(got > 0);
                ++*listed_close;
            }
            assert_int_equal(s.mv[i].value, v - before);
            *nonzero += s.mv[i].value != 0;
        }
        assert_int_equal(s.r.value, brute(p, depth) - before);
        pd_game_free(g);
    }
}

static void test_equals_plain_minimax(void **state)
{
    /* a crowded 5x5 or 6x5 field, where captures are near; 4 plies: the windows below the root's
     * children matter */
    int nonzero = 0, listed_close = 0;
    compare_with_brute(41, "game=dots&size=6x5&start=cross", "game=dots&size=5x5&start=empty", 3,
                       &nonzero, &listed_close);
    assert_true(nonzero > 0); /* the positions do have captures in them */
}

/* Polish: a point captures only as "x-y!", and "x-y!" commits every pending enclosure. */
static void test_polish_capture_by_choice(void **state)
{
    /* the capture in one above, under polish rules: 5-6 encloses the blue dot, only 5-6! takes it */
    pd_game *g =
        must_game("game=dots&size=10x10&start=empty&rules=polish&moves=4-5.5-5.6-5.1-1.5-4.1-10");
    solved s;
    solve_depth(g, 1, &s);
    assert_int_equal(s.r.value, 1);
    assert_int_equal(value_of(g, &s, "5-6!"), 1);
    assert_int_equal(value_of(g, &s, "5-6"), 0);
    assert_int_equal(best_count(&s), 1);
    /* three plies: the plain 5-6 leaves the dot enclosed, and any "!" two plies on takes it */
    solve_depth(g, 3, &s);
    assert_int_equal(value_of(g, &s, "5-6!"), 1);
    assert_int_equal(value_of(g, &s, "5-6"), 1);
    assert_int_equal(value_of(g, &s, "9-9"), 0); /* blue's 5-6 saves its dot */
    pd_game_free(g);
    /* pending: after the plain 5-6, any point's "!" captures; a "!" that takes nothing (none is
     * pending for blue) is not listed */
    g = must_game(
        "game=dots&size=10x10&start=empty&rules=polish&moves=4-5.5-5.6-5.1-1.5-4.1-10.5-6.2-10");
    solve_depth(g, 1, &s);
    assert_int_equal(value_of(g, &s, "9-9!"), 1);
    assert_int_equal(value_of(g, &s, "9-9"), 0);
    assert_int_equal(s.n, 2 * pd_dots_family.legal(g->pos, (int[100]){0}, 100));
    pd_game_free(g);
}

static void test_polish_equals_plain_minimax(void **state)
{
    int captures = 0, listed_close = 0;
    compare_with_brute(43, "game=dots&size=6x5&start=cross&rules=zagram",
                       "game=dots&size=5x5&start=empty&rules=polish", 2, &captures, &listed_close);
    assert_true(captures > 0 && listed_close > 0); /* the positions do have captures in them */
}

static void expect_refusal(const char *record, int depth, const char *code)
{
    pd_game *g = must_game(record);
    pd_error e;
    pd_solve_opts o = {.depth = depth};
    pd_solve_result r;
    pd_move_value mv[4096];
    int n;
    assert_int_equal(pd_game_solve_moves(g, &o, &r, mv, &n, &e), -1);
    assert_string_equal(e.code, code);
    assert_int_equal(pd_game_solve(g, &o, &r, &e), -1);
    assert_string_equal(e.code, code);
    pd_game_free(g);
}

static void test_refusals(void **state)
{
    expect_refusal(SETUP10, 0, "solve-depth");
    expect_refusal(SETUP10, 7, "value-bad");
    expect_refusal(SETUP10, -1, "value-bad");
    expect_refusal("game=dots&size=21x20", 2, "solve-field");
    expect_refusal("game=dots&size=8x8&players=4", 2, "solve-seats");
    expect_refusal("game=boxes&size=2x2", 2, "value-bad");
    expect_refusal("game=shutin", 1, "value-bad");
    /* a node budget that runs out: the values are not known */
    pd_game *g = position("4-5.5-5.6-5.1-1.5-4.1-10");
    pd_solve_opts o = {.nodes = 50, .depth = 3};
    pd_solve_result r;
    pd_move_value mv[100];
    int n;
    pd_error e;
    assert_int_equal(pd_game_solve_moves(g, &o, &r, mv, &n, &e), 0);
    assert_false(r.known);
    assert_false(mv[n - 1].known);
    pd_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_capture_in_one),
        cmocka_unit_test(test_escape_beats_capture),
        cmocka_unit_test(test_bigger_capture),
        cmocka_unit_test(test_equals_plain_minimax),
        cmocka_unit_test(test_polish_capture_by_choice),
        cmocka_unit_test(test_polish_equals_plain_minimax),
        cmocka_unit_test(test_refusals),
    };
    return cmocka_run_group_tests_name("dots search", tests, NULL, NULL);
}
