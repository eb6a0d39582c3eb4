/* test_game.c — the family-independent game layer: the shared `resign` and `flag` tokens, results, the
 * state header game_json.c writes for every family, the position after k moves, and the setup schema. */
#include <stdio.h>

#include "common/buf.h"
#include "common/rng.h"
#include "match.h"
#include "support.h"

static const char *const every_family[] = {
    "game=boxes",
    "game=boxes&grid=hex&size=3x3",
    "game=boxes&grid=tri&size=3x3&border=swedish",
    "game=boxes&size=3x3&misere=1&players=4",
    "game=shutin",
    "game=shutin&size=5x4&gravity=0&start=free",
    NULL,
};

static void contains(const char *s, const char *part)
{
    if (!strstr(s, part)) fail_msg("\"%s\" not found in %s", part, s);
}

/* Resigning at the start ends the game in every family: the other seats win, no move or bot
 * call is accepted afterwards, and the record keeps the token. */
static void test_resign_every_family(void **state)
{
    for (int i = 0; every_family[i]; i++) {
        pd_game *g = must_game(every_family[i]);
        int seats = g->fam->seats(g->pos);
        play_ok(g, "resign");
        assert_true(pd_game_over(g));
        assert_int_equal(pd_game_to_move(g), 0);
        pd_result r;
        assert_int_equal(pd_game_result(g, &r), 0);
        assert_string_equal(r.how, "resign");
        assert_int_equal(r.has_margin, 0);
        /* seat 1 resigned: it is not among the winners, and every other seat tied at 0 wins */
        assert_int_equal(r.winners, ((1u << seats) - 1) & ~1u);
        char *l = legal_of(g);
        assert_string_equal(l, "");
        free(l);
        pd_error e;
        assert_int_equal(pd_game_play(g, "resign", &e), -1);
        assert_string_equal(e.code, "game-over");
        int move;
        pd_bot_opts o = {1, 0, 100, 1, NULL};
        assert_int_equal(pd_game_bot(g, &o, &move, &e), -1);
        assert_string_equal(e.code, "game-over");
        pd_buf rec = PD_BUF_INIT;
        pd_game_record(g, &rec);
        assert_non_null(strstr(pd_buf_str(&rec), "&moves=resign"));
        pd_buf_free(&rec);
        char *s = state_of(g);
        contains(s, "\"actions\":[]");
        contains(s, "\"how\":\"resign\",\"resigned\":1,\"margin\":null}");
        free(s);
        pd_game_free(g);
    }
}

/* Among the other seats the best score wins, ties shared; misère counts the fewest cells. */
static void test_resign_winners(void **state)
{
    static const char *const cases[][2] = {
        {"game=boxes&size=2x2&players=3&moves=0.2.3.5.resign",
         "to_move=0\nscores=1,0,0\nover=1\nwinner=2,3\nmoves=0.2.3.5.resign\n"},
        {"game=boxes&size=2x2&players=3&moves=0.2.3.5.1.4.6.resign",
         "to_move=0\nscores=1,0,1\nover=1\nwinner=1\nmoves=0.2.3.5.1.4.6.resign\n"},
        {"game=boxes&size=2x2&misere=1&players=4&moves=0.2.3.5.resign",
         "to_move=0\nscores=0,0,0,1\nover=1\nwinner=1,2,3\nmoves=0.2.3.5.resign\n"},
        {"game=boxes&size=2x2&misere=1&players=4&moves=0.2.3.5.1.resign",
         "to_move=0\nscores=0,0,0,1\nover=1\nwinner=2,3\nmoves=0.2.3.5.1.resign\n"},
        /* Shut In: the other seat wins whoever is ahead on pieces. */
        {"game=shutin&size=4x4&moves=c2.resign",
         "to_move=0\nscores=3,2\nover=1\nwinner=1\nmoves=c2.resign\n"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pd_game *g = must_game(cases[i][0]);
        expect_report(g, cases[i][1]);
        pd_game_free(g);
    }
}

/* Undo takes a resignation back; a record with one replays to the same game. */
static void test_resign_undo_and_replay(void **state)
{
    pd_game *g = must_game("game=boxes&size=2x2&moves=0.2");
    char *before = state_of(g);
    play_ok(g, "resign");
    pd_buf rec = PD_BUF_INIT;
    pd_game_record(g, &rec);
    pd_game *h = must_game(pd_buf_str(&rec));
    char *a = state_of(g), *b = state_of(h);
    assert_string_equal(a, b);
    free(a);
    free(b);
    assert_int_equal(pd_game_undo(g), 0);
    assert_false(pd_game_over(g));
    char *after = state_of(g);
    assert_string_equal(after, before);
    free(after);
    free(before);
    play_ok(g, "4");
    pd_buf_free(&rec);
    pd_game_free(g);
    pd_game_free(h);
    pd_error e;
    assert_null(pd_game_from_record("game=boxes&size=2x2&moves=0.resign.1", &e));
    assert_string_equal(e.code, "game-over");
    assert_null(pd_game_from_record("game=boxes&size=2x2&moves=resigned", &e));
    assert_string_equal(e.code, "line-syntax");
}

/* `flag` (the side to move ran out of time) in every family, Dots and teams included: the game
 * ends as a loss for the side to move exactly like a resignation, but the result says "flag";
 * the record keeps the token, replays to the same state and undo takes it back. */
static void test_flag_every_family(void **state)
{
    static const char *const families[] = {
        "game=boxes",
        "game=boxes&grid=hex&size=3x3",
        "game=boxes&grid=tri&size=3x3&border=swedish",
        "game=boxes&size=3x3&misere=1&players=4",
        "game=shutin",
        "game=shutin&size=5x4&gravity=0&start=free",
        "game=dots&size=15x15",
        "game=dots&size=15x15&rules=polish",
        "game=dots&size=15x15&players=4",
        NULL,
    };
    for (int i = 0; families[i]; i++) {
        pd_game *g = must_game(families[i]);
        int seats = g->fam->seats(g->pos);
        char *before = state_of(g);
        play_ok(g, "flag");
        assert_true(pd_game_over(g));
        pd_result r;
        assert_int_equal(pd_game_result(g, &r), 0);
        assert_string_equal(r.how, "flag");
        assert_int_equal(r.has_margin, 0);
        assert_int_equal(r.winners & 1u, 0); /* seat 1 ran out of time: it never wins */
        assert_true(r.winners != 0);
        if (g->fam->teams == NULL || seats == 2)
            assert_int_equal(r.winners, ((1u << seats) - 1) & ~1u);
        char *s = state_of(g);
        contains(s, "\"actions\":[]");
        contains(s, "\"how\":\"flag\",\"resigned\":1,\"margin\":null}");
        contains(s, "\"moves\":[\"flag\"]");
        pd_error e;
        assert_int_equal(pd_game_play(g, "flag", &e), -1);
        assert_string_equal(e.code, "game-over");
        pd_buf rec = PD_BUF_INIT;
        pd_game_record(g, &rec);
        assert_non_null(strstr(pd_buf_str(&rec), "&moves=flag"));
        pd_game *h = must_game(pd_buf_str(&rec));
        char *t = state_of(h);
        assert_string_equal(s, t);
        free(t);
        pd_game_free(h);
        pd_buf_free(&rec);
        free(s);
        assert_int_equal(pd_game_undo(g), 0);
        char *after = state_of(g);
        assert_string_equal(after, before);
        free(after);
        free(before);
        /* after undo a resignation is a resignation again, not a loss on time */
        play_ok(g, "resign");
        assert_int_equal(pd_game_result(g, &r), 0);
        assert_string_equal(r.how, "resign");
        pd_game_free(g);
    }
}

/* Who wins when a seat runs out of time mid-game: the same seats as after a resignation (the
 * other side whatever the score; among several others the best score), only `how` differs. */
static void test_flag_winners(void **state)
{
    static const char *const cases[][2] = {
        {"game=boxes&size=2x2&players=3&moves=0.2.3.5.1.4.6.flag",
         "to_move=0\nscores=1,0,1\nover=1\nwinner=1\nmoves=0.2.3.5.1.4.6.flag\n"},
        {"game=shutin&size=4x4&moves=c2.flag",
         "to_move=0\nscores=3,2\nover=1\nwinner=1\nmoves=c2.flag\n"},
        {"game=dots&size=7x7&start=empty&moves=3-3.3-4.4-4.4-5.5-3.5-4.4-2.4-3.flag",
         "to_move=0\nscores=0,1\nover=1\nwinner=2\nmoves=3-3.3-4.4-4.4-5.5-3.5-4.4-2.4-3.flag\n"},
        /* teams: seat 2 (team B) runs out; seats 1 and 3 (team A) win */
        {"game=dots&size=15x15&players=4&moves=2-2.flag",
         "to_move=0\nscores=0,0\nover=1\nwinner=1,3\nmoves=2-2.flag\n"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pd_game *g = must_game(cases[i][0]);
        expect_report(g, cases[i][1]);
        pd_result r;
        assert_int_equal(pd_game_result(g, &r), 0);
        assert_string_equal(r.how, "flag");
        pd_game_free(g);
    }
    pd_error e;
    assert_null(pd_game_from_record("game=shutin&moves=flag.c2", &e));
    assert_string_equal(e.code, "game-over");
    assert_null(pd_game_from_record("game=boxes&size=2x2&moves=flags", &e));
    assert_string_equal(e.code, "line-syntax");
}

/* The margin: the winner's lead over the best other seat (misère: the reverse); none when
 * the win is shared. */
static void test_result_margin(void **state)
{
    /* 2x2: seat 1 draws the last border line and has to open the loop: seat 2 takes all four. */
    pd_game *g = must_game("game=boxes&size=2x2&moves=0.1.10.11.2.4.7.9.3.5.6.8");
    pd_result r;
    assert_int_equal(pd_game_result(g, &r), 0);
    char *rep = report_of(g);
    double s[PD_MAX_SEATS];
    g->fam->scores(g->pos, s);
    int w = r.winners == 1u ? 0 : 1;
    assert_true(r.winners == 1u || r.winners == 2u);
    assert_int_equal(r.has_margin, 1);
    assert_true(r.margin == s[w] - s[1 - w]);
    assert_string_equal(r.how, "complete");
    free(rep);
    pd_game_free(g);
    g = must_game("game=boxes&size=2x2&misere=1&moves=0.1.10.11.2.4.7.9.3.5.6.8");
    assert_int_equal(pd_game_result(g, &r), 0);
    g->fam->scores(g->pos, s);
    w = r.winners == 1u ? 0 : 1;
    assert_true(s[w] < s[1 - w]);
    assert_true(r.margin == s[1 - w] - s[w]);
    pd_game_free(g);
    /* a draw: 2-2 */
    g = must_game("game=boxes&size=2x2&moves=5.8.2.1.3.0.10.6.7.9.11.4");
    g->fam->scores(g->pos, s);
    assert_true(s[0] == 2 && s[1] == 2);
    assert_int_equal(pd_game_result(g, &r), 0);
    assert_int_equal(r.winners, 3u);
    assert_int_equal(r.has_margin, 0);
    char *st = state_of(g);
    contains(st, "\"winners\":[1,2],\"draw\":true,\"how\":\"complete\"");
    free(st);
    pd_game_free(g);
}

/* For random games of every family: the state after k moves equals the state of the record
 * cut after k moves; the moves each seat made add up to its score where moves capture (boxes). */
static void test_state_at_and_captured(void **state)
{
    pd_rng rng;
    pd_rng_seed(&rng, 7);
    for (int i = 0; every_family[i]; i++) {
        pd_game *g = must_game(every_family[i]);
        for (int n = 0; n < 40 && play_nth(g, (uint32_t)pd_rng_next(&rng)); n++) {}
        int total[PD_MAX_SEATS] = {0};
        for (int k = 0; k < g->nmoves; k++) total[g->movers[k] - 1] += g->captured[k];
        if (strncmp(every_family[i], "game=boxes", 10) == 0) {
            double s[PD_MAX_SEATS];
            int ns = g->fam->scores(g->pos, s);
            for (int t = 0; t < ns; t++) assert_true(s[t] == total[t]);
        }
        for (int k = 0; k <= g->nmoves; k++) {
            pd_buf at = PD_BUF_INIT, rec = PD_BUF_INIT;
            assert_int_equal(pd_game_state_at(g, k, &at), 0);
            pd_game *h = must_game(every_family[i]);
            for (int j = 0; j < k; j++) {
                pd_buf_clear(&rec);
                g->fam->format_move(g->pos, g->moves[j], &rec);
                play_ok(h, pd_buf_str(&rec));
            }
            char *want = state_of(h);
            assert_string_equal(pd_buf_str(&at), want);
            free(want);
            pd_game_free(h);
            pd_buf_free(&at);
            pd_buf_free(&rec);
        }
        pd_buf none = PD_BUF_INIT;
        assert_int_equal(pd_game_state_at(g, g->nmoves + 1, &none), -1);
        assert_int_equal(pd_game_state_at(g, -1, &none), -1);
        pd_buf_free(&none);
        pd_game_free(g);
    }
}

/* The schema lists every family with its keys in canonical order, each once. */
static void test_schema(void **state)
{
    pd_buf b = PD_BUF_INIT;
    pd_setup_schema(&b);
    const char *s = pd_buf_str(&b);
    const char *names[] = {"boxes", "shutin", "dots", NULL};
    for (int i = 0; names[i]; i++) {
        const pd_family *f = pd_family_find(names[i]);
        char want[64];
        snprintf(want, sizeof want, "{\"name\":\"%s\",\"keys\":[", names[i]);
        const char *at = strstr(s, want);
        assert_non_null(at);
        int nkeys = 0;
        while (f->keys[nkeys]) nkeys++;
        /* a setup with every key and game= parses (registry.c splits PD_MAX_KEYS + 1 pairs) */
        assert_true(nkeys <= PD_MAX_KEYS);
        for (int k = 0; f->keys[k]; k++) {
            snprintf(want, sizeof want, "{\"key\":\"%s\"", f->keys[k]);
            const char *next = strstr(at, want);
            if (!next) fail_msg("%s: key %s missing or out of order", names[i], f->keys[k]);
            at = next + 1;
        }
    }
    contains(s, "{\"key\":\"size\",\"type\":\"size\",\"default\":\"4x4\",\"min\":1,\"max\":12,");
    contains(s, "\"defaults\":{\"square\":\"4x4\",\"hex\":\"4x4\",\"tri\":\"3x3\"}");
    contains(s, "{\"key\":\"size\",\"type\":\"size\",\"default\":\"8x8\",\"min\":4,\"max\":16,");
    /* dots' komi, in halves, either way up to the field's points (dots_komi_setup's range) */
    contains(s,
             "{\"key\":\"komi\",\"type\":\"half\",\"default\":\"0\",\"min\":-2704,\"max\":2704}");
    /* dots' own start dots: lists of points and the first mover, with start=dots offered */
    contains(s, "{\"key\":\"dotsa\",\"type\":\"points\",\"default\":\"\"}");
    contains(s,
             "{\"key\":\"turn\",\"type\":\"choice\",\"default\":\"1\",\"values\":[\"1\",\"2\"]}");
    contains(s, "\"random4\",\"dots\"]");
    /* every default is accepted by the family's own parser */
    pd_error e;
    pd_game *g = pd_game_new("game=boxes&grid=square&size=4x4&border=open&misere=0&players=2", &e);
    assert_non_null(g);
    pd_game_free(g);
    pd_buf_free(&b);
}

/* The registry names each family once, with the family's own name: every name in the list
 * (which a refused setup quotes) finds the family of that name. */
static void test_registry_names(void **state)
{
    (void)state;
    char names[64];
    snprintf(names, sizeof names, "%s", pd_family_names());
    assert_string_equal(names, "boxes, dots, shutin");
    for (char *tok = strtok(names, ", "); tok; tok = strtok(NULL, ", ")) {
        const pd_family *f = pd_family_find(tok);
        assert_non_null(f);
        assert_string_equal(f->name, tok);
    }
    assert_null(pd_family_find("chess"));
}

/* Numbers with a fraction are written in integer arithmetic (the WASM printf has no %f):
 * rounded half away from zero, no sign on a value that rounds to zero. */
static void test_buf_decimal(void **state)
{
    (void)state;
    static const struct {
        double v;
        int places;
        const char *want;
    } cases[] = {{2.5, 1, "2.5"},    {-0.125, 3, "-0.125"}, {0.0, 2, "0.00"},   {3.0, 0, "3"},
                 {-2.5, 0, "-3"},    {0.675, 3, "0.675"},   {12.04, 1, "12.0"}, {-0.04, 1, "0.0"},
                 {1.999, 2, "2.00"}, {0.5, 3, "0.500"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pd_buf b = PD_BUF_INIT;
        pd_buf_decimal(&b, cases[i].v, cases[i].places);
        assert_string_equal(pd_buf_str(&b), cases[i].want);
        pd_buf_free(&b);
    }
}

/* A match's records (pd_match_opts.records): a "record=" line per game, in order, each a
 * finished game whose result, with seat a in seat 1 of odd-numbered games, gives back the
 * match's count. */
static void test_match_records(void **state)
{
    (void)state;
    const char *setups[] = {"game=boxes&size=2x2", "game=shutin&size=4x4", NULL};
    for (int s = 0; setups[s]; s++) {
        pd_buf recs = PD_BUF_INIT;
        pd_match_opts o = {2, 1, 6, 0, 2000, 5, 3, NULL, NULL, &recs};
        pd_match_result r;
        pd_error e;
        assert_int_equal(pd_match(setups[s], &o, &r, &e), 0);
        int k = 0, a_wins = 0, b_wins = 0, draws = 0;
        for (char *line = (char *)pd_buf_str(&recs), *end; *line; line = end + 1) {
            end = strchr(line, '\n');
            assert_non_null(end);
            *end = 0;
            assert_int_equal(strncmp(line, "record=", 7), 0);
            pd_game *g = pd_game_from_record(line + 7, &e);
            assert_non_null(g);
            assert_true(pd_game_over(g));
            pd_result res;
            pd_game_result(g, &res);
            k++;
            unsigned abit = 1u << (k % 2 ? 0 : 1), bbit = 1u << (k % 2 ? 1 : 0);
            if ((res.winners & abit) && (res.winners & bbit)) draws++;
            else if (res.winners & abit) a_wins++;
            else b_wins++;
            pd_game_free(g);
        }
        assert_int_equal(k, 6);
        assert_int_equal(a_wins, r.a_wins);
        assert_int_equal(b_wins, r.b_wins);
        assert_int_equal(draws, r.draws);
        pd_buf_free(&recs);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_resign_every_family),    cmocka_unit_test(test_resign_winners),
        cmocka_unit_test(test_resign_undo_and_replay), cmocka_unit_test(test_flag_every_family),
        cmocka_unit_test(test_flag_winners),           cmocka_unit_test(test_result_margin),
        cmocka_unit_test(test_state_at_and_captured),  cmocka_unit_test(test_schema),
        cmocka_unit_test(test_registry_names),         cmocka_unit_test(test_buf_decimal),
        cmocka_unit_test(test_match_records),
    };
    return cmocka_run_group_tests_name("game", tests, NULL, NULL);
}
