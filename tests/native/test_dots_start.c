/* test_dots_start.c — the start positions other Dots sites play: start=dots (any start dots,
 * keys dotsa, dotsb and turn), zagram's single cross (zcross) and the double cross of playdots,
 * notAgo and KataGoDots (dcross); their setup errors, their canonical form, their SGF both ways
 * (AB/AW, PL[W]) and a bot that plays them. */
#include <stdio.h>

#include "dots/dots.h"
#include "sgf_support.h"
#include "support.h"

#define REST                                                                                       \
    "&place=0&first=0&rules=russian&houses=keep&ring=short&extra=0&freeing=1&win=0&ground=any&"    \
    "players=2"

static char *canonical_of(const char *setup)
{
    pd_game *g = must_game(setup);
    pd_buf b = PD_BUF_INIT;
    pd_game_canonical(g, &b);
    pd_game_free(g);
    return pd_buf_take(&b);
}

static void setup_fails(const char *setup, const char *code, const char *key)
{
    pd_error e;
    pd_game *g = pd_game_new(setup, &e);
    if (g) fail_msg("%s was accepted", setup);
    if (strcmp(e.code, code) != 0) fail_msg("%s: %s (%s), want %s", setup, e.code, e.msg, code);
    int found = 0;
    for (int i = 0; i < e.nparams; i++)
        found |= strcmp(e.pname[i], "key") == 0 && strcmp(e.pval[i], key) == 0;
    if (!found) fail_msg("%s: %s does not name key %s (%s)", setup, code, key, e.msg);
}

/* The colour of the dot at x-y, 0 for none. */
static int dot_at(pd_game *g, int x, int y)
{
    const dots_pos *p = g->pos;
    return p->dot[(y - 1) * p->w + (x - 1)];
}

static void test_start_dots_setup(void **state)
{
    /* The lists come out row by row from the bottom, left to right, whatever their order. */
    char *c = canonical_of("game=dots&size=10x8&start=dots&dotsb=6-5.5-4&dotsa=5-5.6-4.5-3&turn=2");
    assert_string_equal(
        c, "game=dots&size=10x8&start=dots&dotsa=5-3.6-4.5-5&dotsb=5-4.6-5&turn=2" REST);
    free(c);
    /* One list may be missing; turn defaults to 1. */
    c = canonical_of("game=dots&size=15x15&start=dots&dotsa=8-8.1-1.15-15");
    assert_string_equal(c, "game=dots&size=15x15&start=dots&dotsa=1-1.8-8.15-15&turn=1" REST);
    free(c);
    pd_game *g = must_game("game=dots&size=10x8&start=dots&dotsa=5-3.6-4.5-5&dotsb=5-4.6-5&turn=2");
    assert_int_equal(pd_game_to_move(g), 2);
    assert_int_equal(dot_at(g, 5, 3), 1);
    assert_int_equal(dot_at(g, 6, 5), 2);
    assert_int_equal(dot_at(g, 1, 1), 0);
    pd_error e;
    assert_int_equal(pd_game_play(g, "5-3", &e), -1); /* a start dot's point is taken */
    play_ok(g, "4-4");
    assert_int_equal(pd_game_to_move(g), 1);
    pd_game_free(g);
    /* Errors: each names its key. */
    setup_fails("game=dots&start=dots", "dots-start-none", "dotsa");
    setup_fails("game=dots&start=dots&dotsa=", "dots-token", "dotsa");
    setup_fails("game=dots&start=dots&dotsa=1-1.", "dots-token", "dotsa");
    setup_fails("game=dots&start=dots&dotsa=1-1..2-2", "dots-token", "dotsa");
    setup_fails("game=dots&start=dots&dotsa=1-1.1-1", "dots-token", "dotsa");
    setup_fails("game=dots&start=dots&dotsa=1-1&dotsb=1-1", "dots-token", "dotsb");
    setup_fails("game=dots&start=dots&dotsa=40-1", "dots-token", "dotsa");
    setup_fails("game=dots&start=dots&dotsa=1-33", "dots-token", "dotsa");
    setup_fails("game=dots&start=dots&dotsb=0-1", "dots-token", "dotsb");
    setup_fails("game=dots&start=dots&dotsb=01-1", "dots-token", "dotsb");
    setup_fails("game=dots&start=dots&dotsb=1-1x", "dots-token", "dotsb");
    setup_fails("game=dots&start=dots&dotsa=1-1&turn=3", "value-bad", "turn");
    setup_fails("game=dots&start=cross&dotsa=1-1", "dots-start", "dotsa");
    setup_fails("game=dots&start=empty&dotsb=1-1", "dots-start", "dotsb");
    setup_fails("game=dots&start=zcross&turn=2", "dots-start", "turn");
    setup_fails("game=dots&start=dots&dotsa=1-1&first=3", "first-start", "first");
    /* At most DOTS_START_DOTS_MAX dots a list: 256 fit, 257 do not. */
    char setup[4096] = "game=dots&size=52x52&start=dots&dotsa=";
    for (int i = 0; i < 257; i++) {
        size_t n = strlen(setup);
        snprintf(setup + n, sizeof setup - n, "%s%d-%d", i ? "." : "", i % 52 + 1, i / 52 + 1);
        if (i == 255) {
            g = must_game(setup);
            pd_game_free(g);
        }
    }
    setup_fails(setup, "dots-token", "dotsa");
}

/* The named figures of the other sites, as their files write them on 39x32. */
static void test_named_figures(void **state)
{
    pd_game *g = must_game("game=dots&size=39x32&start=zcross");
    /* zagram: AB[sp][tq] AW[sq][tp] */
    assert_int_equal(dot_at(g, 19, 17), 1);
    assert_int_equal(dot_at(g, 20, 16), 1);
    assert_int_equal(dot_at(g, 19, 16), 2);
    assert_int_equal(dot_at(g, 20, 17), 2);
    assert_int_equal(((const dots_pos *)g->pos)->s.nfree, 39 * 32 - 4);
    pd_game_free(g);
    /* playdots / KataGoDots: AB[sp][tq][uq][vp] AW[sq][tp][up][vq] */
    g = must_game("game=dots&size=39x32&start=dcross");
    static const int black[][2] = {{19, 17}, {20, 16}, {21, 16}, {22, 17}};
    static const int white[][2] = {{19, 16}, {20, 17}, {21, 17}, {22, 16}};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(dot_at(g, black[i][0], black[i][1]), 1);
        assert_int_equal(dot_at(g, white[i][0], white[i][1]), 2);
    }
    assert_int_equal(((const dots_pos *)g->pos)->s.nfree, 39 * 32 - 8);
    pd_game_free(g);
    /* On 30x30 zagram's cross is the SPEC's: the SGF import names it cross. */
    pd_buf rec = PD_BUF_INIT;
    pd_error e;
    const char *z30 = "(;GM[40]SZ[30]AB[oo][pp]AW[op][po];B[aa])";
    assert_int_equal(dots_sgf_import(z30, strlen(z30), &rec, &e), 0);
    assert_non_null(strstr(pd_buf_str(&rec), "&start=cross&"));
    pd_buf_free(&rec);
    const char *z39 = "(;GM[40]SZ[39:32]AB[sp][tq]AW[sq][tp];B[aa])";
    assert_int_equal(dots_sgf_import(z39, strlen(z39), &rec, &e), 0);
    assert_non_null(strstr(pd_buf_str(&rec), "&start=zcross&"));
    pd_buf_free(&rec);
    const char *d39 = "(;GM[40]SZ[39:32]AB[sp][tq][uq][vp]AW[sq][tp][up][vq];B[aa])";
    assert_int_equal(dots_sgf_import(d39, strlen(d39), &rec, &e), 0);
    assert_non_null(strstr(pd_buf_str(&rec), "&start=dcross&"));
    pd_buf_free(&rec);
}

static void round_trip(const char *record)
{
    pd_buf sgf = PD_BUF_INIT, back = PD_BUF_INIT;
    pd_error e;
    if (dots_sgf_export(record, &sgf, &e)) fail_msg("%s: export: %s", record, e.msg);
    if (dots_sgf_import(pd_buf_str(&sgf), sgf.len, &back, &e))
        fail_msg("%s: import of\n%s: %s", record, pd_buf_str(&sgf), e.msg);
    assert_string_equal(pd_buf_str(&back), record);
    pd_buf_free(&sgf);
    pd_buf_free(&back);
}

static void test_start_dots_sgf(void **state)
{
    /* zagram's handicap: four black dots, White first (HA is ignored; the first move says who
     * moves first). */
    const char *ha =
        "(;FF[4]GM[40]CA[UTF-8]AP[zagram.org]SZ[15]HA[4]AB[ld][dl][ll][dd];W[hg];B[ih])";
    pd_buf rec = PD_BUF_INIT, sgf = PD_BUF_INIT;
    pd_error e;
    assert_int_equal(dots_sgf_import(ha, strlen(ha), &rec, &e), 0);
    assert_string_equal(pd_buf_str(&rec),
                        "game=dots&size=15x15&start=dots&dotsa=4-4.12-4.4-12.12-12"
                        "&turn=2" REST "&moves=8-9.9-8");
    /* Export writes the dots and PL[W]; without moves PL alone says who starts. */
    const char *none =
        "game=dots&size=15x15&start=dots&dotsa=4-4.12-4.4-12.12-12&turn=2" REST "&moves=";
    assert_int_equal(dots_sgf_export(none, &sgf, &e), 0);
    assert_non_null(strstr(pd_buf_str(&sgf), "PL[W]"));
    assert_non_null(strstr(pd_buf_str(&sgf), "AB[dl][ll][dd][ld]"));
    pd_buf_free(&sgf);
    round_trip(none);
    round_trip(pd_buf_str(&rec));
    round_trip("game=dots&size=39x32&start=zcross" REST "&moves=1-1.2-2");
    round_trip("game=dots&size=39x32&start=dcross" REST "&moves=1-1.2-2.ground");
    round_trip("game=dots&size=10x8&start=dots&dotsa=5-3.6-4.5-5&dotsb=5-4.6-5&turn=2" REST
               "&moves=4-4.resign");
    pd_buf_free(&rec);
    /* A cross with White first is a start of its own dots. */
    const char *wfirst = "(;GM[40]SZ[39:32]AB[tp][uq]AW[tq][up];W[aa];B[bb])";
    assert_int_equal(dots_sgf_import(wfirst, strlen(wfirst), &rec, &e), 0);
    assert_string_equal(pd_buf_str(&rec), "game=dots&size=39x32&start=dots&dotsa=21-16.20-17"
                                          "&dotsb=20-16.21-17&turn=2" REST "&moves=1-32.2-31");
    pd_buf_free(&rec);
    /* An empty field has Black first. */
    const char *empty_w = "(;GM[40]SZ[9];W[aa])";
    assert_int_equal(dots_sgf_import(empty_w, strlen(empty_w), &rec, &e), -1);
    assert_string_equal(e.code, "sgf-order");
    pd_buf_free(&rec);
}

/* The bots play a start=dots field with White first. */
static void test_bot_plays_start_dots(void **state)
{
    pd_game *g = must_game("game=dots&size=9x9&start=dots&dotsa=3-3.7-7.3-7.7-3&turn=2");
    pd_bot_opts o = {0};
    o.level = 2;
    o.nodes = 2000;
    o.seed = 1;
    for (int i = 0; i < 6 && !pd_game_over(g); i++) {
        int move;
        pd_error e;
        if (pd_game_bot(g, &o, &move, &e)) fail_msg("bot: %s", e.msg);
        char t[32];
        snprintf(t, sizeof t, "%d-%d", move % 9 + 1, move / 9 + 1);
        if (pd_game_play(g, t, &e)) fail_msg("bot move %s refused: %s", t, e.msg);
    }
    assert_int_equal(((const dots_pos *)g->pos)->s.nfree, 81 - 4 - 6);
    pd_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_start_dots_setup),
        cmocka_unit_test(test_named_figures),
        cmocka_unit_test(test_start_dots_sgf),
        cmocka_unit_test(test_bot_plays_start_dots),
    };
    return cmocka_run_group_tests_name("dots start positions", tests, NULL, NULL);
}
