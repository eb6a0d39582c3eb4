/* test_dots_sgf_dialect.c — the other Dots programs' SGF dialects: playdots' start crosses
 * written as moves out of turn and its final node of several points (a grounding), DotsGame's
 * B[resign] / W[resign], notAgo's RE[X+G], RU[polish] in any case, GM and SZ given twice, and
 * zagram's RU flags (each value Paperdots does not play refused by name; InstantWin=N as win=N;
 * a STOP under Stop=1, with the other's dots after it, as a grounding). */
#include <stdio.h>

#include "dots/dots.h"
#include "sgf_support.h"
#include "support.h"

#define REST                                                                                       \
    "&place=0&first=0&rules=russian&houses=keep&ring=short&extra=0&freeing=1&win=0&ground=any&"    \
    "players=2"
#define ZAGRAM_STD                                                                                 \
    "Punish=0,Holes=1,AddTurn=0,MustSurr=1,MinArea=1,Pass=0,Stop=0,LastSafe=0,ScoreTerr=0,"        \
    "InstantWin=0"

static void imports_as(const char *sgf, const char *want)
{
    pd_buf rec = PD_BUF_INIT;
    pd_error e;
    if (dots_sgf_import(sgf, strlen(sgf), &rec, &e)) fail_msg("%s\nrefused: %s", sgf, e.msg);
    if (strcmp(pd_buf_str(&rec), want) != 0)
        fail_msg("%s\nimports as\n%s\nwant\n%s", sgf, pd_buf_str(&rec), want);
    pd_buf_free(&rec);
}

static pd_error import_error(const char *sgf, const char *code)
{
    pd_buf rec = PD_BUF_INIT;
    pd_error e;
    if (dots_sgf_import(sgf, strlen(sgf), &rec, &e) == 0)
        fail_msg("%s\nimports as %s, want %s", sgf, pd_buf_str(&rec), code);
    if (strcmp(e.code, code) != 0) fail_msg("%s\n%s (%s), want %s", sgf, e.code, e.msg, code);
    pd_buf_free(&rec);
    return e;
}

/* playdots writes its double cross as its first eight moves, B W B W W B W B. */
static void test_start_written_as_moves(void **state)
{
    imports_as("(;GM[40]SZ[39:32]RU[russian];B[sp];W[tp];B[tq];W[sq];W[up];B[vp];W[vq];B[uq];"
               "B[ur];W[wq])",
               "game=dots&size=39x32&start=dcross" REST "&moves=21-15.23-16");
    /* Out of turn and no figure: the order error stays. */
    pd_error e = import_error("(;GM[40]SZ[39:32];B[sp];W[tp];W[tq];B[sq];B[aa])", "sgf-order");
    assert_string_equal(err_param(&e, "node"), "3");
    /* In turn, a cross made by the first moves stays as played. */
    imports_as("(;GM[40]SZ[39:32];B[tp];W[tq];B[uq];W[up];B[aa])",
               "game=dots&size=39x32&start=empty" REST "&moves=20-17.20-16.21-16.21-17.1-32");
}

/* The last node of several points is a grounding by the colour that is not the node's. */
static void test_grounding_node(void **state)
{
    /* 9x9: Black rings White's 5-5 in the middle, White plays on the edge; then White's node
     * round Black's ring (5-3 6-4 7-5 6-6 5-7 4-6 3-5 4-4) says Black grounded: its four dots
     * go to White, 5-5 is freed. */
    const char *moves = ";B[ef];W[ee];B[de];W[aa];B[fe];W[ab];B[ed];W[ac]";
    char sgf[512];
    snprintf(sgf, sizeof sgf, "(;GM[40]SZ[9]RE[W+4]%s;W[eg][ff][ge][fd][ec][dd][ce][df])", moves);
    imports_as(sgf, "game=dots&size=9x9&start=empty" REST
                    "&moves=5-4.5-5.4-5.1-9.6-5.1-8.5-6.1-7.ground");
    pd_buf rec = PD_BUF_INIT;
    pd_error e;
    assert_int_equal(dots_sgf_import(sgf, strlen(sgf), &rec, &e), 0);
    pd_game *g = must_game(pd_buf_str(&rec));
    assert_true(pd_game_over(g));
    assert_true(dots_score(g->pos, 2) - dots_score(g->pos, 1) == 4);
    pd_game_free(g);
    /* A node of White's points right after Black's move: Black grounded while White was to
     * move (playdots 1213317 ends so), ground-waiting. Black's 4-6 joins its ring to nothing:
     * the ring's four dots and 4-6 go to White, 5-5 is freed (White 5); White's points close
     * round the five (5-3 6-4 7-5 6-6 5-7 4-7 3-6 3-5 4-4). Exported, it is Black's B[] after
     * its own dot, and reads back the same. */
    snprintf(sgf, sizeof sgf, "(;GM[40]SZ[9]RE[W+5]%s;B[dd];W[eg][ff][ge][fd][ec][dc][cd][ce][df])",
             moves);
    imports_as(sgf, "game=dots&size=9x9&start=empty" REST
                    "&moves=5-4.5-5.4-5.1-9.6-5.1-8.5-6.1-7.4-6.ground-waiting");
    rec.len = 0;
    assert_int_equal(dots_sgf_import(sgf, strlen(sgf), &rec, &e), 0);
    g = must_game(pd_buf_str(&rec));
    assert_true(dots_score(g->pos, 2) - dots_score(g->pos, 1) == 5);
    pd_game_free(g);
    pd_buf out = PD_BUF_INIT, back = PD_BUF_INIT;
    assert_int_equal(dots_sgf_export(pd_buf_str(&rec), &out, &e), 0);
    assert_non_null(strstr(pd_buf_str(&out), ";B[dd];B[])"));
    assert_int_equal(dots_sgf_import(pd_buf_str(&out), out.len, &back, &e), 0);
    assert_string_equal(pd_buf_str(&back), pd_buf_str(&rec));
    pd_buf_free(&out);
    pd_buf_free(&back);
    pd_buf_free(&rec);
    /* Its values must be points on the field. */
    snprintf(sgf, sizeof sgf, "(;GM[40]SZ[9]%s;W[aa][zz])", moves);
    import_error(sgf, "sgf-point");
    /* and close round just what the grounding takes: without 4-4 they close nothing; with a
     * dot of Black's among them (5-4), they are not all free points */
    snprintf(sgf, sizeof sgf, "(;GM[40]SZ[9]%s;W[eg][ff][ge][fd][ec][dd][ce])", moves);
    e = import_error(sgf, "sgf-unsupported");
    assert_string_equal(err_param(&e, "what"), "grounding-points");
    assert_string_equal(err_param(&e, "node"), "9");
    assert_string_equal(err_param(&e, "taken"), "4");
    assert_string_equal(err_param(&e, "closed"), "0");
    snprintf(sgf, sizeof sgf, "(;GM[40]SZ[9]%s;W[eg][ff][ge][fd][ec][dd][ce][df][ef])", moves);
    e = import_error(sgf, "sgf-unsupported");
    assert_string_equal(err_param(&e, "what"), "grounding-points");
}

static void test_resign_move_and_grounding_win(void **state)
{
    /* DotsGame: W[resign] on White's turn. */
    imports_as("(;GM[40]SZ[9];B[ee];W[resign])",
               "game=dots&size=9x9&start=empty" REST "&moves=5-5.resign");
    pd_error e = import_error("(;GM[40]SZ[9];B[ee];W[resign];B[aa])", "sgf-order");
    assert_string_equal(err_param(&e, "expected"), "end");
    /* out of turn: the resigning colour is not the one to move */
    e = import_error("(;GM[40]SZ[9];B[ee];B[resign])", "sgf-order");
    assert_string_equal(err_param(&e, "expected"), "W");
    /* notAgo: RE[B+G], the side to move grounded. */
    imports_as("(;GM[40]SZ[9]RE[B+G];B[ee];W[aa])",
               "game=dots&size=9x9&start=empty" REST "&moves=5-5.1-9.ground");
}

static void test_rules_and_repeats(void **state)
{
    imports_as("(;GM[40]SZ[9]RU[POLISH])", "game=dots&size=9x9&start=empty&place=0&first=0"
                                           "&rules=polish&houses=keep&ring=short&extra=0&freeing=1"
                                           "&win=0&ground=any&players=2&moves=");
    imports_as("(;GM[40]SZ[9]RU[Polish])", "game=dots&size=9x9&start=empty&place=0&first=0"
                                           "&rules=polish&houses=keep&ring=short&extra=0&freeing=1"
                                           "&win=0&ground=any&players=2&moves=");
    static const char *const twice[] = {"(;GM[40]GM[40]SZ[9])", "(;GM[40]SZ[9]SZ[9])",
                                        "(;GM[40]SZ[9][7])", "(;GM[40][1]SZ[9])",
                                        "(;GM[40]SZ[9]RU[russian]RU[polish])"};
    for (size_t i = 0; i < sizeof twice / sizeof twice[0]; i++) {
        pd_error e = import_error(twice[i], "sgf-repeated");
        assert_string_equal(err_param(&e, "node"), "0");
    }
}

/* zagram's flags: the standard set opens as Russian rules; every other value is named. */
static void test_zagram_flags(void **state)
{
    imports_as("(;GM[40]SZ[9]RU[" ZAGRAM_STD "];B[ee];W[ef])",
               "game=dots&size=9x9&start=empty" REST "&moves=5-5.5-4");
    imports_as("(;GM[40]SZ[9]RU[Punish=0,Holes=1,AddTurn=0,MustSurr=1,MinArea=1,Pass=0,Stop=0,"
               "LastSafe=0,ScoreTerr=0,InstantWin=15];B[ee])",
               "game=dots&size=9x9&start=empty&place=0&first=0&rules=russian&houses=keep&ring=short"
               "&extra=0&freeing=1&win=15&ground=any&players=2&moves=5-5");
    static const struct {
        const char *flag, *value;
    } bad[] = {{"MustSurr", "2"}, {"AddTurn", "1"},  {"ScoreTerr", "1"}, {"Pass", "1"},
               {"MinArea", "0"},  {"LastSafe", "1"}, {"Punish", "1"},    {"Holes", "0"}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char ru[200] = ZAGRAM_STD, sgf[300], from[32], to[32];
        snprintf(from, sizeof from, "%s=", bad[i].flag);
        char *at = strstr(ru, from);
        assert_non_null(at);
        snprintf(to, sizeof to, "%s=%s", bad[i].flag, bad[i].value);
        char rest[200];
        snprintf(rest, sizeof rest, "%s", at + strlen(from) + 1);
        snprintf(at, sizeof ru - (size_t)(at - ru), "%s%s", to, rest);
        snprintf(sgf, sizeof sgf, "(;GM[40]SZ[9]RU[%s];B[ee])", ru);
        pd_error e = import_error(sgf, "sgf-rules");
        assert_string_equal(err_param(&e, "flag"), bad[i].flag);
        assert_string_equal(err_param(&e, "value"), bad[i].value);
        assert_non_null(strstr(e.msg, to));
    }
    /* Stop=1 matters only once a player stops: the other then moves several times running. */
    const char *stop = "(;GM[40]SZ[9]RU[Punish=0,Holes=1,AddTurn=0,MustSurr=1,MinArea=1,Pass=0,"
                       "Stop=1,LastSafe=0,ScoreTerr=0,InstantWin=0]";
    char sgf[400];
    snprintf(sgf, sizeof sgf, "%s;B[ee];W[ef])", stop);
    imports_as(sgf, "game=dots&size=9x9&start=empty" REST "&moves=5-5.5-4");
    /* White stops after Black's 1-9; Black's dots from then on are dropped: White grounded. */
    snprintf(sgf, sizeof sgf, "%s;B[ee];W[ef];B[aa]C[W pressed STOP];B[bb];B[cc])", stop);
    imports_as(sgf, "game=dots&size=9x9&start=empty" REST "&moves=5-5.5-4.1-9.ground");
    /* A stop after which the game goes on is no grounding. */
    snprintf(sgf, sizeof sgf, "%s;B[ee];W[ef];B[aa];B[bb];W[cc])", stop);
    pd_error e = import_error(sgf, "sgf-rules");
    assert_string_equal(err_param(&e, "flag"), "Stop");
    assert_string_equal(err_param(&e, "value"), "1");
    /* An unknown flag is named too. */
    e = import_error("(;GM[40]SZ[9]RU[Foo=2])", "sgf-rules");
    assert_string_equal(err_param(&e, "flag"), "Foo");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_start_written_as_moves),
        cmocka_unit_test(test_grounding_node),
        cmocka_unit_test(test_resign_move_and_grounding_win),
        cmocka_unit_test(test_rules_and_repeats),
        cmocka_unit_test(test_zagram_flags),
    };
    return cmocka_run_group_tests_name("dots sgf dialects", tests, NULL, NULL);
}
