/* test_dots_suicide.c — suicide=0 (docs/dots-rules.md "Suicide", KataGoDots' sui0): a dot may not
 * go where the rules would capture it at once — into a house of the other colour, unless its own
 * rings take something there; the game ends when the side to move has no other point; the setup
 * key, its errors and its SGF both ways; every bot keeps to it. Positions drawn by hand first. */
#include <stdio.h>

#include "dots/dots.h"
#include "sgf_support.h"
#include "support.h"

#define REST_A "&place=0&first=0&rules=russian&houses=keep&ring=short&extra=0&freeing=1"
#define REST_B "&win=0&ground=any&players=2"
/* 7x7: Black's diamond 4-3 3-4 5-4 4-5 closes a house round the empty 4-4 (White plays on the
 * left edge meanwhile); White to move. */
#define HOUSE "4-3.1-1.3-4.1-2.5-4.1-3.4-5"
/* 7x7: the same diamond, White's 5-3 6-4 5-5 round Black's 5-4 from outside: White's 4-4, in the
 * house, closes the ring 4-4 5-3 6-4 5-5 round 5-4 and takes it. */
#define CROSSING "4-3.5-3.3-4.6-4.5-4.5-5.4-5"
/* 5x5: Black's start dots on the whole edge but 1-1; every inner point is in Black's house. */
#define EDGE_BUT_CORNER "2-1.3-1.4-1.5-1.1-2.5-2.1-3.5-3.1-4.5-4.1-5.2-5.3-5.4-5.5-5"

static void canonical_is(const char *setup, const char *want)
{
    pd_game *g = must_game(setup);
    pd_buf b = PD_BUF_INIT;
    pd_game_record(g, &b);
    if (strcmp(pd_buf_str(&b), want) != 0)
        fail_msg("%s\ngives\n%s\nwant\n%s", setup, pd_buf_str(&b), want);
    pd_buf_free(&b);
    pd_game_free(g);
}

static int nlegal(const pd_game *g, const char *tok)
{
    pd_buf b = PD_BUF_INIT;
    pd_game_legal(g, &b);
    int n = 0, has = 0;
    const char *s = pd_buf_str(&b);
    for (const char *q = s; *q;) {
        const char *sp = strchr(q, ' ');
        size_t len = sp ? (size_t)(sp - q) : strlen(q);
        if (len) n++;
        if (tok && len == strlen(tok) && strncmp(q, tok, len) == 0) has = 1;
        q += sp ? len + 1 : len;
    }
    pd_buf_free(&b);
    return tok && !has ? -n : n;
}

static void test_setup(void **state)
{
    (void)state;
    canonical_is("game=dots&size=7x7&start=empty&suicide=0",
                 "game=dots&size=7x7&start=empty" REST_A "&suicide=0" REST_B "&moves=");
    /* the default is not written: records without the key keep their form */
    canonical_is("game=dots&size=7x7&start=empty&suicide=1",
                 "game=dots&size=7x7&start=empty" REST_A REST_B "&moves=");
    canonical_is("game=dots&size=7x7&start=empty&komi=0.5&suicide=0",
                 "game=dots&size=7x7&start=empty" REST_A "&suicide=0&komi=0.5" REST_B "&moves=");
    pd_error e;
    assert_string_equal(record_error("game=dots&suicide=2", &e), "value-bad");
    assert_string_equal(err_param(&e, "key"), "suicide");
    assert_string_equal(record_error("game=dots&rules=polish&suicide=0", &e), "rules-suicide");
    assert_string_equal(err_param(&e, "rules"), "polish");
    assert_string_equal(record_error("game=dots&rules=zagram&suicide=0", &e), "rules-suicide");
    pd_game_free(must_game("game=dots&rules=polish&suicide=1"));
}

static void test_house_point_forbidden(void **state)
{
    (void)state;
    pd_game *g = must_game("game=dots&size=7x7&start=empty&suicide=0&moves=" HOUSE);
    pd_error e;
    assert_string_equal(play_err(g, "4-4", &e), "point-suicide");
    assert_string_equal(err_param(&e, "point"), "4-4");
    /* 49 points, 7 dots, and the house's point is no legal move */
    assert_int_equal(nlegal(g, NULL), 41);
    assert_true(nlegal(g, "4-4") < 0);
    /* Black, whose house it is, may play there */
    play_ok(g, "7-7");
    assert_true(nlegal(g, "4-4") > 0);
    play_ok(g, "4-4");
    pd_game_free(g);
    /* under suicide=1 (the default) White's dot goes in and is captured at once */
    g = must_game("game=dots&size=7x7&start=empty&moves=" HOUSE);
    assert_int_equal(nlegal(g, NULL), 42);
    play_ok(g, "4-4");
    assert_true(dots_score(g->pos, 1) == 1 && dots_score(g->pos, 2) == 0);
    pd_game_free(g);
    /* a chosen ring (ring=any) into the house is the same move: refused first for the point */
    g = must_game("game=dots&size=7x7&start=empty&ring=any&suicide=0&moves=" HOUSE);
    assert_string_equal(play_err(g, "4-4:3971", &e), "point-suicide");
    pd_game_free(g);
}

static void test_capture_from_inside(void **state)
{
    (void)state;
    pd_game *g = must_game("game=dots&size=7x7&start=empty&suicide=0&moves=" CROSSING);
    assert_true(nlegal(g, "4-4") > 0);
    play_ok(g, "4-4");
    assert_true(dots_score(g->pos, 1) == 0 && dots_score(g->pos, 2) == 1);
    pd_game_free(g);
}

static void test_no_point_left_ends(void **state)
{
    (void)state;
    const dots_pos *p;
    /* Black closes the edge: White's only points are in Black's house; the game is over */
    pd_game *g = must_game("game=dots&size=5x5&start=dots&dotsa=" EDGE_BUT_CORNER
                           "&turn=1&suicide=0&moves=1-1");
    p = g->pos;
    assert_true(pd_game_over(g));
    assert_int_equal(p->s.end, DOTS_END_COMPLETE);
    assert_int_equal(nlegal(g, NULL), 0);
    pd_result r = {0};
    pd_game_result(g, &r);
    assert_int_equal(r.winners, 3); /* 0 - 0: a draw */
    assert_int_equal(pd_game_undo(g), 0);
    assert_false(pd_game_over(g));
    pd_game_free(g);
    /* under suicide=1 White plays on, into the house */
    g = must_game("game=dots&size=5x5&start=dots&dotsa=" EDGE_BUT_CORNER "&turn=1&moves=1-1");
    assert_false(pd_game_over(g));
    assert_int_equal(nlegal(g, NULL), 9);
    pd_game_free(g);
    /* start dots that leave the first mover nothing: over before the first move */
    g = must_game("game=dots&size=5x5&start=dots&dotsa=1-1." EDGE_BUT_CORNER
                  "&dotsb=3-3&turn=2&suicide=0");
    assert_true(pd_game_over(g));
    pd_game_free(g);
}

/* White's one legal point is the corner: every level plays it (under suicide=1 it may not). */
static void test_bots_keep_to_it(void **state)
{
    (void)state;
    pd_game *g = must_game("game=dots&size=5x5&start=dots&dotsa=" EDGE_BUT_CORNER
                           "&dotsb=3-3&turn=2&suicide=0");
    for (int level = 1; level <= 4; level++) {
        pd_bot_opts o = {level, 0, 2000, 1, NULL};
        int m = -1;
        pd_error e;
        if (pd_game_bot(g, &o, &m, &e)) fail_msg("bot: %s", e.msg);
        char *tok = token_of(g, m);
        if (strcmp(tok, "1-1") != 0)
            fail_msg("level %d plays %s, the only legal point is 1-1", level, tok);
        free(tok);
    }
    pd_game_free(g);
}

/* Bot games under suicide=0 run to their end, every move one the rules take. */
static void test_bot_games_to_the_end(void **state)
{
    (void)state;
    for (int k = 0; k < 2; k++) {
        pd_game *g = must_game(k ? "game=dots&size=8x8&start=cross&suicide=0&houses=capture"
                                 : "game=dots&size=8x8&start=cross&suicide=0");
        for (int i = 0; i < 200 && !pd_game_over(g); i++) {
            pd_bot_opts o = {1 + (i + k) % 4, 0, 300, (uint64_t)i, NULL};
            bot_plays(g, &o);
        }
        assert_true(pd_game_over(g));
        pd_game_free(g);
    }
}

static void test_sgf_both_ways(void **state)
{
    (void)state;
    const char *rec = "game=dots&size=7x7&start=empty" REST_A "&suicide=0" REST_B "&moves=" HOUSE;
    pd_buf sgf = PD_BUF_INIT, back = PD_BUF_INIT;
    pd_error e;
    assert_int_equal(dots_sgf_export(rec, &sgf, &e), 0);
    assert_non_null(strstr(pd_buf_str(&sgf), "PDS[suicide=0]"));
    assert_int_equal(dots_sgf_import(pd_buf_str(&sgf), sgf.len, &back, &e), 0);
    assert_string_equal(pd_buf_str(&back), rec);
    pd_buf_free(&sgf);
    pd_buf_free(&back);
    /* a file whose moves put a dot into a house under sui0 is refused with that move */
    const char *bad = "(;FF[4]AP[katago]GM[40]SZ[7]RU[dotsCaptureEmptyBase0sui0];B[dc];W[aa];B[cd]"
                      ";W[ab];B[ed];W[ac];B[de];W[dd])";
    pd_buf r = PD_BUF_INIT;
    assert_int_not_equal(dots_sgf_import(bad, strlen(bad), &r, &e), 0);
    if (!strstr(e.msg, "suicide=0")) fail_msg("%s: %s", e.code, e.msg);
    pd_buf_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),
        cmocka_unit_test(test_house_point_forbidden),
        cmocka_unit_test(test_capture_from_inside),
        cmocka_unit_test(test_no_point_left_ends),
        cmocka_unit_test(test_bots_keep_to_it),
        cmocka_unit_test(test_bot_games_to_the_end),
        cmocka_unit_test(test_sgf_both_ways),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
