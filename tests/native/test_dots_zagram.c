/* test_dots_zagram.c — rules=zagram, zagram.org's territory rules (RU MustSurr=0, MinArea=0,
 * ScoreTerr=0; docs/dots-rules.md "zagram's territory rules"): polish closing by choice, the
 * rings an x-y! names (":steps" from the dot, "a-b:steps" from another point, joined by '!'),
 * zagram's count, its SGF both ways, and the bots playing it to the end.
 * The field below was drawn and counted by hand before running (y from the bottom):
 *   Black's hexagon 3-4 4-4 5-3 4-2 3-2 2-3 round White's 3-3 and the empty 4-3, closed later by
 *   9-9 with the ring from 3-4 (steps 631479: 4-4 5-3 4-2 3-2 2-3 back to 3-4), not through
 *   9-9; White's hexagon 6-6 7-6 8-5 7-4 6-4 5-5 round Black's 6-5 and the empty 7-5, never
 *   closed; Black's diamond 2-8 3-7 2-6 1-7 round the empty 2-7.
 * At the agreement the count commits White's hexagon (Black's 6-5 captured, 7-5 new territory):
 *   zagram: Black 1 (3-3), White 1 (6-5); the free points are filled out and each side has one
 *   empty point of its own (2-7, 7-5) to fill, so nobody must play into the other's: a draw.
 *   4-3, territory since Black's closure, is no free point and does not count.
 *   polish: Black 1 + 1/2 (4-3) + 1/2 (2-7) = 2; White 1 + 1/2 (7-5) = 1.5. */
#include <stdio.h>

#include "dots/dots.h"
#include "sgf_support.h"
#include "support.h"

#define SETUP "game=dots&size=9x9&start=empty&rules=zagram"
#define OPENING "3-4.3-3.4-4.6-6.5-3.7-6.4-2.8-5.3-2.7-4.2-3.6-4.6-5.5-5."
#define ENDING ".1-1.2-8.1-2.3-7.1-3.2-6.1-4.1-7"
#define MOVES OPENING "9-9!3-4:631479" ENDING
/* the game as a file gives it: the record of every import below, before its own ending */
#define IMPORTED                                                                                   \
    "game=dots&size=9x9&start=empty&place=0&first=0&rules=zagram&houses=keep&ring=short&extra=0"   \
    "&freeing=1&win=0&ground=any&players=2&moves=" OPENING "9-9!" ENDING

static void test_setup(void **state)
{
    pd_game *g = must_game(SETUP);
    pd_buf b = PD_BUF_INIT;
    pd_game_canonical(g, &b);
    assert_string_equal(pd_buf_str(&b),
                        "game=dots&size=9x9&start=empty&place=0&first=0&rules=zagram"
                        "&houses=keep&ring=short&extra=0&freeing=1&win=0&ground=any"
                        "&players=2");
    pd_buf_free(&b);
    pd_game_free(g);
    static const char *const bad[][2] = {{SETUP "&ring=any", "rules-ring"},
                                         {SETUP "&houses=capture", "rules-houses"},
                                         {SETUP "&ground=leader", "rules-ground"}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        pd_error e;
        assert_string_equal(record_error(bad[i][0], &e), bad[i][1]);
        assert_string_equal(err_param(&e, "rules"), "zagram");
    }
    /* zagram is no move of russian rules: ground is, agree is not */
    g = must_game(SETUP);
    pd_error e;
    assert_string_equal(play_err(g, "ground", &e), "ground-polish");
    pd_game_free(g);
}

static void test_count(void **state)
{
    pd_game *g = must_game(SETUP "&moves=" MOVES);
    /* during play: the named ring took White's 3-3 only (White's hexagon is still open) */
    assert_true(dots_score(g->pos, 1) == 1 && dots_score(g->pos, 2) == 0);
    play_ok(g, "agree");
    play_ok(g, "agree");
    assert_true(pd_game_over(g));
    assert_true(dots_score(g->pos, 1) == 1 && dots_score(g->pos, 2) == 1);
    pd_game_free(g);
    /* The same game under polish rules counts every empty point of territory. */
    g = must_game("game=dots&size=9x9&start=empty&rules=polish&moves=" MOVES ".agree.agree");
    assert_true(dots_score(g->pos, 1) == 2 && dots_score(g->pos, 2) == 1.5);
    pd_game_free(g);
}

/* zagram's count fills the free points out (docs/dots-rules.md): one dot a turn from the side to
 * move, each side taking the points of nobody's area first, then its own areas' empty points;
 * the side left without either puts its dots into the other's areas, each one captured. Black's
 * diamond 2-8 3-7 2-6 1-7 round the empty 2-7, White's dots on the right edge. */
static void test_fill_out(void **state)
{
    (void)state;
    static const struct {
        const char *size, *more;
        double black;
    } cases[] = {
        /* 8x9: 63 free points of nobody's and 2-7, Black to move offers. The 63 leave White
         * first on the rest: White has no point of its own and must play 2-7, captured. */
        {"8x9", "", 1},
        /* one move later (Black's 5-5 in nobody's area, White offers): the same fill */
        {"8x9", ".5-5", 1},
        /* Black fills 2-7 itself: no area left, nothing to give */
        {"8x9", ".2-7", 0},
        /* 9x9: 72 of nobody's, so Black is first on the rest and fills 2-7 itself */
        {"9x9", "", 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char rec[200];
        snprintf(
            rec, sizeof rec,
            "game=dots&size=%s&start=empty&rules=zagram&moves=2-8.8-9.3-7.8-8.2-6.8-7.1-7.8-6%s"
            ".agree.agree",
            cases[i].size, cases[i].more);
        pd_game *g = must_game(rec);
        assert_true(pd_game_over(g));
        if (dots_score(g->pos, 1) != cases[i].black || dots_score(g->pos, 2) != 0)
            fail_msg("%s: %g-%g, want %g-0", rec, dots_score(g->pos, 1), dots_score(g->pos, 2),
                     cases[i].black);
        pd_game_free(g);
    }
}

/* The rings an x-y! names, and what the rules refuse. */
static void test_named_rings(void **state)
{
    const char *before = SETUP "&moves=3-4.3-3.4-4.6-6.5-3.7-6.4-2.8-5.3-2.7-4.2-3.6-4.6-5.5-5";
    pd_game *g = must_game(before);
    pd_error e;
    assert_string_equal(play_err(g, "9-9!3-4:63147", &e), "ring-not-ring");
    assert_string_equal(play_err(g, "9-9!3-4", &e), "ring-syntax");
    assert_string_equal(play_err(g, "9-9!!", &e), "point-syntax");
    /* White's 6-6 is no dot of Black's */
    assert_string_equal(play_err(g, "5-6!3-4:631479!6-6:631479", &e), "ring-dot");
    assert_string_equal(err_param(&e, "at"), "6-6");
    pd_game_free(g);
    /* A ring round no enemy dot closes nothing. */
    g = must_game(SETUP "&moves=2-8.5-5.3-7.5-6.2-6.5-7");
    assert_string_equal(play_err(g, "1-7!:9317", &e), "ring-nothing");
    pd_game_free(g);
    /* Through the new dot: 2-3 closes the hexagon as it is placed. The rings take just what
     * x-y! takes, so the record writes x-y!. */
    g = must_game(SETUP "&moves=3-4.3-3.4-4.9-9.5-3.9-8.4-2.9-7.3-2.9-6");
    play_ok(g, "2-3!:963147");
    pd_buf b = PD_BUF_INIT;
    pd_game_move_list(g, &b);
    assert_non_null(strstr(pd_buf_str(&b), ".2-3!"));
    assert_null(strstr(pd_buf_str(&b), ":"));
    pd_buf_free(&b);
    assert_true(dots_score(g->pos, 1) == 1);
    pd_game_free(g);
    /* Two rings in one move, one of them away from the dot: each is one capture. */
    g = must_game(SETUP
                  "&moves=3-4.3-3.4-4.9-1.5-3.9-2.4-2.9-3.3-2.9-4.2-3.2-8.2-9.9-5.1-8.9-6.2-7."
                  "9-7");
    play_ok(g, "3-8!:7139!3-4:631479");
    assert_true(dots_score(g->pos, 1) == 2);
    pd_game_free(g);
    /* Russian rules have no x-y!, with or without rings. */
    g = must_game("game=dots&size=9x9&start=empty&moves=3-4.3-3.4-4");
    assert_string_equal(play_err(g, "5-3!:1", &e), "close-russian");
    pd_game_free(g);
}

/* zagram's files: the ring written after the dot is the closure, RE's count ends the game by
 * agreement, and export writes zagram's flags, read back as the same record. */
#define RU_TERR                                                                                    \
    "RU[Punish=0,Holes=1,AddTurn=0,MustSurr=0,MinArea=0,Pass=0,Stop=0,LastSafe=0,ScoreTerr=0,"     \
    "InstantWin=0]"
static void test_sgf(void **state)
{
    /* the game above as zagram writes it: 9-9 (ia) with the ring from 3-4 (cf). That ring takes
     * just what x-y! takes here, so the record says 9-9!. */
    const char *sgf =
        "(;FF[4]GM[40]CA[UTF-8]AP[zagram.org]SZ[9]" RU_TERR "RE[0];B[cf];W[cg];B[df];W[fd];B[eg];"
        "W[gd];B[dh];W[he];B[ch];W[gf];B[bg];W[ff];B[fe];W[ee];B[ia.cfdfegdhchbgcf];W[ai];B[bb];"
        "W[ah];B[cc];W[ag];B[bd];W[af];B[ac]TB[.bbccbdacbb]TW[.eefdgdhegfffee])";
    pd_buf rec = PD_BUF_INIT, back = PD_BUF_INIT, again = PD_BUF_INIT;
    pd_error e;
    if (dots_sgf_import(sgf, strlen(sgf), &rec, &e)) fail_msg("%s: %s", e.code, e.msg);
    assert_string_equal(pd_buf_str(&rec), IMPORTED ".agree.agree");
    assert_int_equal(dots_sgf_export(pd_buf_str(&rec), &back, &e), 0);
    assert_non_null(strstr(pd_buf_str(&back), RU_TERR));
    assert_non_null(strstr(pd_buf_str(&back), ";B[ia.bgcfdfegdhchbg]PDC[]"));
    assert_int_equal(dots_sgf_import(pd_buf_str(&back), strlen(pd_buf_str(&back)), &again, &e), 0);
    assert_string_equal(pd_buf_str(&again), pd_buf_str(&rec));
    pd_buf_free(&rec);
    pd_buf_free(&back);
    pd_buf_free(&again);
    /* A move that names fewer rings than its plain x-y! would take keeps its names in the record
     * (Black's hexagon round 3-3 is closed, its diamond round 7-7 stays open), and the export of
     * such a record, which every imported zagram game with one has, reads back the same. */
    const char *named = "game=dots&size=9x9&start=empty&place=0&first=0&rules=zagram&houses=keep"
                        "&ring=short&extra=0&freeing=1&win=0&ground=any&players=2&moves=3-4.3-3.4-"
                        "4.7-7.5-3.1-1.4-2.1-2.3-2.1-3.2-3.1-4.7-8.1-5.8-7.1-6.7-6.1-7.6-7.1-8.9-9!"
                        "3-4:631479";
    pd_game *g = must_game(named);
    assert_true(dots_score(g->pos, 1) == 1);
    pd_game_free(g);
    pd_buf out = PD_BUF_INIT, in = PD_BUF_INIT;
    if (dots_sgf_export(named, &out, &e)) fail_msg("%s: %s", e.code, e.msg);
    assert_non_null(strstr(pd_buf_str(&out), ";B[ia.cfdfegdhchbgcf]"));
    assert_int_equal(dots_sgf_import(pd_buf_str(&out), strlen(pd_buf_str(&out)), &in, &e), 0);
    assert_string_equal(pd_buf_str(&in), named);
    pd_buf_free(&out);
    pd_buf_free(&in);
    /* a record the engine refuses is not exported: the engine's reason, naming the move */
    static const char *const refused[][2] = {
        {"9-9?", "point-syntax"}, {"9-9-1", "point-syntax"}, {"9-9:5", "ring-short"}};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        char r[128];
        snprintf(r, sizeof r, "game=dots&size=9x9&start=empty&moves=1-1.%s", refused[i][0]);
        pd_buf none = PD_BUF_INIT;
        assert_int_equal(dots_sgf_export(r, &none, &e), -1);
        assert_string_equal(e.code, refused[i][1]);
        assert_non_null(strstr(e.msg, refused[i][0]));
        pd_buf_free(&none);
    }
    /* MustSurr=0 asks for MinArea=0, and has no Stop. */
    static const char *const bad[][3] = {
        {"(;GM[40]SZ[9]RU[MustSurr=0,MinArea=1])", "MinArea", "1"},
        {"(;GM[40]SZ[9]RU[MustSurr=0,MinArea=0,Stop=1])", "Stop", "1"},
        {"(;GM[40]SZ[9]RU[MustSurr=0,MinArea=0,ScoreTerr=1])", "ScoreTerr", "1"}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        pd_buf r = PD_BUF_INIT;
        assert_int_equal(dots_sgf_import(bad[i][0], strlen(bad[i][0]), &r, &e), -1);
        assert_string_equal(e.code, "sgf-rules");
        assert_string_equal(err_param(&e, "flag"), bad[i][1]);
        assert_string_equal(err_param(&e, "value"), bad[i][2]);
        pd_buf_free(&r);
    }
}

/* The Kropki program's files (AP[Kropki:0084.12], RU[2], a node per line): the same rings after
 * the dots, and dots put inside enclosures nobody closed, here Black's 7-5 inside White's open
 * hexagon, which Russian rules would have closed on 5-5. They are rules=zagram; read without the
 * program's name, RU[2] is Russian and that dot lies in captured territory. Other numbers are
 * refused by name. */
#define KROPKI_MOVES                                                                               \
    ";B[cf];W[cg];B[df];W[fd];B[eg];W[gd];B[dh];W[he];B[ch];W[gf];B[bg]\n;W[ff];B[fe];W[ee];"      \
    "B[ia.cfdfegdhchbgcf];W[ai];B[bb];W[ah];B[cc];W[ag];B[bd];W[af];B[ac]\n;W[ii];B[ge])"
static void test_kropki_program(void **state)
{
    const char *sgf =
        "(;GM[40]FF[4]\nSZ[9]\nDT[2017-01-09]\nRU[2]AP[Kropki:0084.12]\n" KROPKI_MOVES;
    pd_buf rec = PD_BUF_INIT;
    pd_error e;
    if (dots_sgf_import(sgf, strlen(sgf), &rec, &e)) fail_msg("%s: %s", e.code, e.msg);
    assert_string_equal(pd_buf_str(&rec), IMPORTED ".9-1.7-5");
    pd_buf_free(&rec);
    const char *unnamed = "(;GM[40]FF[4]SZ[9]RU[2]" KROPKI_MOVES;
    pd_buf r = PD_BUF_INIT;
    assert_int_equal(dots_sgf_import(unnamed, strlen(unnamed), &r, &e), -1);
    assert_string_equal(e.code, "sgf-move");
    assert_non_null(strstr(e.msg, "7-5"));
    pd_buf_free(&r);
    const char *other = "(;GM[40]FF[4]SZ[9]RU[1]AP[Kropki:0084.12]" KROPKI_MOVES;
    assert_int_equal(dots_sgf_import(other, strlen(other), &r, &e), -1);
    assert_string_equal(e.code, "sgf-rules");
    assert_string_equal(err_param(&e, "flag"), "RU");
    assert_string_equal(err_param(&e, "value"), "1");
    pd_buf_free(&r);
}

/* Paperdots' own polish export reads back as written: a plain x-y! whose area holds one of the
 * mover's dots (4-4, an island the flood leaves out and the ring's interior takes in) is written
 * as its outline and read as the plain x-y!, not as the ring it writes. */
static void test_polish_export_reads_back(void **state)
{
    const char *rec = "game=dots&size=7x7&start=empty&place=0&first=0&rules=polish&houses=keep"
                      "&ring=short&extra=0&freeing=1&win=0&ground=any&players=2&moves=4-4.3-3.2-3."
                      "7-7.2-4.7-6.2-5.7-5.3-6.7-4.4-6.7-3.5-6.7-2.6-5.7-1.6-4.6-7.6-3.5-7.5-2.4-7."
                      "4-2.3-7.3-2!";
    pd_buf sgf = PD_BUF_INIT, back = PD_BUF_INIT;
    pd_error e;
    assert_int_equal(dots_sgf_export(rec, &sgf, &e), 0);
    if (dots_sgf_import(pd_buf_str(&sgf), strlen(pd_buf_str(&sgf)), &back, &e))
        fail_msg("%s: %s", e.code, e.msg);
    assert_string_equal(pd_buf_str(&back), rec);
    pd_buf_free(&sgf);
    pd_buf_free(&back);
}

/* The bots play rules=zagram through the family interface, to the end of a game. */
static void test_bots_play_it(void **state)
{
    for (int level = 1; level <= 4; level += 3) {
        pd_game *g = must_game("game=dots&size=7x7&start=cross&rules=zagram");
        for (int k = 0; k < 200 && !pd_game_over(g); k++) {
            pd_bot_opts o = {level, 0, 400, (uint64_t)k, NULL};
            bot_plays(g, &o);
        }
        assert_true(pd_game_over(g));
        pd_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),
        cmocka_unit_test(test_count),
        cmocka_unit_test(test_fill_out),
        cmocka_unit_test(test_named_rings),
        cmocka_unit_test(test_sgf),
        cmocka_unit_test(test_kropki_program),
        cmocka_unit_test(test_polish_export_reads_back),
        cmocka_unit_test(test_bots_play_it),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
