/* test_dots_komi.c — komi=K (docs/dots-rules.md "Komi"): K points in halves added to the second
 * colour's count wherever the count is judged (the scores, the result and its margin, win=N,
 * ground=leader, the Polish and zagram counts, the bots), its setup errors, and SGF's KM and
 * KataGoDots' RU string (docs/sgf.md). Expected scores were counted by hand before running. */
#include <stdio.h>

#include "dots/dots.h"
#include "sgf_support.h"
#include "support.h"

#define REST_A "&place=0&first=0&rules=russian&houses=keep&ring=short&extra=0&freeing=1"
#define REST_B "&win=0&ground=any&players=2"

static char *canonical_of(const char *setup)
{
    pd_game *g = must_game(setup);
    pd_buf b = PD_BUF_INIT;
    pd_game_record(g, &b);
    pd_game_free(g);
    return pd_buf_take(&b);
}

static void canonical_is(const char *setup, const char *want)
{
    char *got = canonical_of(setup);
    if (strcmp(got, want) != 0) fail_msg("%s\ngives\n%s\nwant\n%s", setup, got, want);
    free(got);
}

static void setup_refused(const char *setup, const char *code)
{
    pd_error e;
    const char *got = record_error(setup, &e);
    if (strcmp(got, code) != 0) fail_msg("%s: %s (%s), want %s", setup, got, e.msg, code);
}

/* Scores of the two colours and the result's winners / margin. */
static void result_is(const pd_game *g, double a, double b, unsigned winners, double margin)
{
    assert_true(pd_game_over(g));
    assert_true(dots_score(g->pos, 1) == a);
    assert_true(dots_score(g->pos, 2) == b);
    pd_result r = {0};
    pd_game_result(g, &r);
    assert_int_equal(r.winners, winners);
    assert_int_equal(r.has_margin, margin > 0);
    if (margin > 0) assert_true(r.margin == margin);
}

static void test_setup_values(void **state)
{
    (void)state;
    canonical_is("game=dots&size=7x7&start=empty&komi=0.50",
                 "game=dots&size=7x7&start=empty" REST_A "&komi=0.5" REST_B "&moves=");
    canonical_is("game=dots&size=7x7&start=empty&komi=-1.0",
                 "game=dots&size=7x7&start=empty" REST_A "&komi=-1" REST_B "&moves=");
    canonical_is("game=dots&size=7x7&start=empty&komi=+2",
                 "game=dots&size=7x7&start=empty" REST_A "&komi=2" REST_B "&moves=");
    /* 0 is the default and is not written: every record without komi keeps its form */
    canonical_is("game=dots&size=7x7&start=empty&komi=-0",
                 "game=dots&size=7x7&start=empty" REST_A REST_B "&moves=");
    canonical_is("game=dots&size=7x7&start=empty&komi=2704",
                 "game=dots&size=7x7&start=empty" REST_A "&komi=2704" REST_B "&moves=");
    static const char *const bad[] = {"0.25",  "x",      "",      "1e3",  ".5",
                                      "0.5.5", "2704.5", "-3000", "1.55", "99999999999"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char setup[80];
        snprintf(setup, sizeof setup, "game=dots&size=7x7&komi=%s", bad[i]);
        pd_error e;
        if (strcmp(record_error(setup, &e), "komi-value") != 0)
            fail_msg("%s: %s, want komi-value", setup, e.code);
        assert_string_equal(err_param(&e, "key"), "komi");
        assert_string_equal(err_param(&e, "value"), bad[i]);
    }
    /* win=N must be more than the lead komi gives before the first move */
    setup_refused("game=dots&size=7x7&komi=2&win=2", "komi-win");
    setup_refused("game=dots&size=7x7&win=2&komi=-2.5", "komi-win");
    canonical_is("game=dots&size=7x7&start=empty&komi=1.5&win=2",
                 "game=dots&size=7x7&start=empty" REST_A "&komi=1.5&win=2&ground=any&players=2"
                 "&moves=");
}

/* A game even on the board is a half-point win; the scores carry komi. */
static void test_count_and_result(void **state)
{
    (void)state;
    pd_game *g = must_game("game=dots&size=7x7&start=empty&komi=0.5");
    expect_report(g, "to_move=1\nscores=0,0.5\nover=0\nwinner=\nmoves=\n");
    play_ok(g, "ground"); /* Black has no dot: nothing changes hands */
    result_is(g, 0, 0.5, 2u, 0.5);
    pd_game_free(g);
    /* negative komi: White gives points */
    g = must_game("game=dots&size=7x7&start=empty&komi=-1.5&moves=4-4.ground");
    result_is(g, 0, -1.5, 1u, 1.5);
    pd_game_free(g);
    /* komi that makes a capture a draw: White's 3-4 captures Black's 3-3 (1), komi -1 */
    g = must_game("game=dots&size=7x7&start=empty&komi=-1&moves=3-3.2-3.7-7.4-3.7-6.3-2.7-5.3-4."
                  "ground");
    result_is(g, 0, 0, 3u, 0);
    pd_game_free(g);
}

/* win=N judges the lead with komi: White's one capture plus komi 1.5 is a lead of 2.5. */
static void test_win_lead(void **state)
{
    (void)state;
    const char *moves = "&moves=3-3.2-3.7-7.4-3.7-6.3-2.7-5.3-4";
    char rec[200];
    snprintf(rec, sizeof rec, "game=dots&size=7x7&start=empty&komi=1.5&win=2%s", moves);
    pd_game *g = must_game(rec);
    result_is(g, 0, 2.5, 2u, 2.5);
    pd_result r = {0};
    pd_game_result(g, &r);
    assert_string_equal(r.how, "lead");
    pd_game_free(g);
    snprintf(rec, sizeof rec, "game=dots&size=7x7&start=empty&komi=0.5&win=2%s", moves);
    g = must_game(rec); /* 1.5: the game goes on */
    assert_false(pd_game_over(g));
    pd_game_free(g);
    /* komi against the capturer: -1.5 leaves White's lead at -0.5 */
    snprintf(rec, sizeof rec, "game=dots&size=7x7&start=empty&komi=-1.5&win=2%s", moves);
    g = must_game(rec);
    assert_false(pd_game_over(g));
    assert_true(dots_score(g->pos, 2) == -0.5);
    pd_game_free(g);
}

/* ground=leader: the leader is judged with komi. */
static void test_ground_leader(void **state)
{
    (void)state;
    pd_error e;
    pd_game *g = must_game("game=dots&size=7x7&start=empty&ground=leader&komi=0.5&moves=4-4");
    play_ok(g, "ground"); /* White leads by komi; it has no dot to join to the edge */
    result_is(g, 0, 0.5, 2u, 0.5);
    pd_game_free(g);
    g = must_game("game=dots&size=7x7&start=empty&ground=leader&komi=0.5");
    assert_string_equal(play_err(g, "ground", &e), "ground-leader"); /* Black trails */
    pd_game_free(g);
    g = must_game("game=dots&size=7x7&start=empty&ground=leader&komi=-0.5");
    play_ok(g, "ground");
    result_is(g, 0, -0.5, 1u, 0.5);
    pd_game_free(g);
}

/* The Polish count and zagram's: komi after the count (zagram's is whole, so the half point
 * stays). */
static void test_polish_and_zagram(void **state)
{
    (void)state;
    pd_game *g =
        must_game("game=dots&size=7x7&start=empty&rules=polish&komi=0.5&moves=agree.agree");
    result_is(g, 0, 0.5, 2u, 0.5);
    pd_game_free(g);
    g = must_game("game=dots&size=7x7&start=empty&rules=zagram&komi=-0.5&moves=agree.agree");
    result_is(g, 0, -0.5, 1u, 0.5);
    pd_game_free(g);
}

/* The bots know komi: with it, grounding at once wins White the game, and levels 2..4 take it;
 * without it, or with komi against White, grounding is no win and none of them grounds. */
static void test_bots_ground_on_komi(void **state)
{
    (void)state;
    static const char *const komis[] = {"0.5", "0", "-0.5"};
    for (int k = 0; k < 3; k++)
        for (int level = 2; level <= 4; level++) {
            char rec[120];
            snprintf(rec, sizeof rec, "game=dots&size=7x7&start=empty&komi=%s&moves=4-4.1-1.4-5",
                     komis[k]);
            pd_game *g = must_game(rec);
            pd_bot_opts o = {level, 0, 3000, 1, NULL};
            int m = -999;
            pd_error e;
            if (pd_game_bot(g, &o, &m, &e)) fail_msg("bot: %s", e.msg);
            if ((m == DOTS_GROUND) != (k == 0))
                fail_msg("komi %s level %d: bot move %d", komis[k], level, m);
            pd_game_free(g);
        }
}

/* A bot game under komi runs to its end, and its result is a half-point count. */
static void test_bot_game_to_the_end(void **state)
{
    (void)state;
    pd_game *g = must_game("game=dots&size=8x8&start=cross&komi=0.5");
    for (int i = 0; i < 200 && !pd_game_over(g); i++) {
        pd_bot_opts o = {1 + i % 2, 0, 500, (uint64_t)i, NULL};
        bot_plays(g, &o);
    }
    assert_true(pd_game_over(g));
    pd_result r = {0};
    pd_game_result(g, &r);
    double d = dots_score(g->pos, 2) - dots_score(g->pos, 1);
    assert_true(d != 0); /* never a draw with a half point of komi */
    assert_int_equal(r.has_margin, 1);
    assert_true(r.margin == (d > 0 ? d : -d));
    pd_game_free(g);
}

static char *imported(const char *sgf, pd_error *e)
{
    pd_buf rec = PD_BUF_INIT;
    if (dots_sgf_import(sgf, strlen(sgf), &rec, e)) {
        pd_buf_free(&rec);
        return NULL;
    }
    return pd_buf_take(&rec);
}

/* The setup part of the record an SGF text imports as contains want. */
static void sgf_gives(const char *sgf, const char *want)
{
    pd_error e;
    char *r = imported(sgf, &e);
    if (!r) {
        fail_msg("%s\nrefused: %s: %s", sgf, e.code, e.msg);
        return;
    }
    if (!strstr(r, want)) fail_msg("%s\nimports as\n%s\nwant it to hold %s", sgf, r, want);
    free(r);
}

static void sgf_refused(const char *sgf, const char *code, const char *flag, const char *value)
{
    pd_error e;
    char *r = imported(sgf, &e);
    if (r) fail_msg("%s\nimported as %s, want %s", sgf, r, code);
    if (strcmp(e.code, code) != 0) fail_msg("%s\n%s (%s), want %s", sgf, e.code, e.msg, code);
    if (flag) assert_string_equal(err_param(&e, strcmp(code, "sgf-rules") ? "prop" : "flag"), flag);
    if (value) assert_string_equal(err_param(&e, "value"), value);
}

#define KG_ROOT "(;FF[4]AP[katago]GM[40]SZ[10]"
#define KG_CROSS "AB[ee][ff]AW[fe][ef]"

static void test_sgf_km(void **state)
{
    (void)state;
    sgf_gives(KG_ROOT "KM[0.5]" KG_CROSS ")", "&freeing=1&komi=0.5&win=0&");
    sgf_gives(KG_ROOT "KM[ 2 ]" KG_CROSS ")", "&komi=2&");
    sgf_gives(KG_ROOT "KM[-1.50]" KG_CROSS ")", "&komi=-1.5&");
    sgf_gives(KG_ROOT "KM[-0]" KG_CROSS ")", "&freeing=1&win=0&"); /* no komi */
    sgf_refused(KG_ROOT "KM[0.25]" KG_CROSS ")", "sgf-komi", "KM", "0.25");
    sgf_refused(KG_ROOT "KM[6.5x]" KG_CROSS ")", "sgf-komi", "KM", "6.5x");
    sgf_refused(KG_ROOT "KM[1e9]" KG_CROSS ")", "sgf-komi", "KM", "1e9");
    sgf_refused(KG_ROOT "KM[3000]" KG_CROSS ")", "sgf-komi", "KM", "3000");
    /* export writes KM after RU, and it reads back */
    pd_buf sgf = PD_BUF_INIT, back = PD_BUF_INIT;
    pd_error e;
    const char *rec = "game=dots&size=7x7&start=empty" REST_A "&komi=-1.5" REST_B "&moves=4-4";
    assert_int_equal(dots_sgf_export(rec, &sgf, &e), 0);
    assert_non_null(strstr(pd_buf_str(&sgf), "RU[russian]KM[-1.5]\n;B[dd])"));
    assert_int_equal(dots_sgf_import(pd_buf_str(&sgf), sgf.len, &back, &e), 0);
    assert_string_equal(pd_buf_str(&back), rec);
    pd_buf_free(&sgf);
    pd_buf_free(&back);
}

static void test_sgf_katago_rules(void **state)
{
    (void)state;
    sgf_gives(KG_ROOT "RU[Dots]" KG_CROSS ")", "&rules=russian&houses=keep&");
    sgf_gives(KG_ROOT "RU[dotsCaptureEmptyBase0sui1]" KG_CROSS ")", "&houses=keep&");
    sgf_gives(KG_ROOT "RU[dotsCaptureEmptyBase1sui1]" KG_CROSS ")", "&houses=capture&");
    sgf_gives(KG_ROOT "RU[sui1dotsCaptureEmptyBase1]" KG_CROSS ")", "&houses=capture&");
    sgf_gives(KG_ROOT "RU[dotsCaptureEmptyBase0startPosIsRandom1sui1]" KG_CROSS ")",
              "&houses=keep&");
    /* a komi in the rules string counts when KM is absent; KM wins over it */
    sgf_gives(KG_ROOT "RU[dotsCaptureEmptyBase0sui1komi1.5]" KG_CROSS ")", "&komi=1.5&");
    sgf_gives(KG_ROOT "KM[0.5]RU[dotsCaptureEmptyBase0sui1komi1.5]" KG_CROSS ")", "&komi=0.5&");
    /* sui0 is suicide=0 (test_dots_suicide.c), with either value of dotsCaptureEmptyBase */
    sgf_gives(KG_ROOT "RU[dotsCaptureEmptyBase0sui0]" KG_CROSS ")",
              "&houses=keep&ring=short&extra=0&freeing=1&suicide=0&win=0&");
    sgf_gives(KG_ROOT "RU[dotsCaptureEmptyBase1sui0]" KG_CROSS ")", "&houses=capture&");
    sgf_gives(KG_ROOT "RU[dotsCaptureEmptyBase1sui0]" KG_CROSS ")", "&suicide=0&");
    sgf_refused(KG_ROOT "RU[sui2]" KG_CROSS ")", "sgf-rules", "sui", "2");
    sgf_refused(KG_ROOT "RU[dotsCaptureEmptyBaseXsui1]" KG_CROSS ")", "sgf-rules",
                "dotsCaptureEmptyBase", "Xsui1");
    sgf_refused(KG_ROOT "RU[sui1koSIMPLE]" KG_CROSS ")", "sgf-rules", "koSIMPLE", "");
    sgf_refused(KG_ROOT "RU[sui1komi0.3]" KG_CROSS ")", "sgf-komi", "RU komi", "0.3");
    /* other programs' words stay Russian rules, zagram's flags stay zagram's */
    sgf_gives(KG_ROOT "RU[russian]" KG_CROSS ")", "&rules=russian&houses=keep&");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup_values),
        cmocka_unit_test(test_count_and_result),
        cmocka_unit_test(test_win_lead),
        cmocka_unit_test(test_ground_leader),
        cmocka_unit_test(test_polish_and_zagram),
        cmocka_unit_test(test_bots_ground_on_komi),
        cmocka_unit_test(test_bot_game_to_the_end),
        cmocka_unit_test(test_sgf_km),
        cmocka_unit_test(test_sgf_katago_rules),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
