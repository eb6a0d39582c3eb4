/* test_dots_bot.c — the Dots bots, levels 2-4 (core/dots/bot.c, tactics.c, mcts.c): whole
 * bot-vs-bot games on every variant with every move checked legal, determinism with nodes and
 * seed, the node budget, and tactics in positions built by moves (captures, blocks, grounding
 * when it wins, polish agreement). Level 1 is tested in test_dots.c. */
#include "support.h"
#include "dots/tactics.h"

#define MAX_POINTS (52 * 52)

static pd_game *game(const char *record)
{
    return must_game(record);
}

static int bot(const pd_game *g, int level, int64_t nodes, uint64_t seed, int64_t *used)
{
    pd_bot_opts o = {level, 0, nodes, seed, used};
    int m = -999;
    pd_error e;
    if (pd_game_bot(g, &o, &m, &e)) fail_msg("bot level %d failed: %s: %s", level, e.code, e.msg);
    return m;
}

/* The token the bot chooses. */
static char *bot_token(const pd_game *g, int level, int64_t nodes, uint64_t seed)
{
    return token_of(g, bot(g, level, nodes, seed, NULL));
}

/* A move is legal when it is a listed point (with or without `!`), or an action allowed now. */
static void assert_legal(const pd_game *g, int m)
{
    static int moves[MAX_POINTS];
    char *t = token_of(g, m);
    if (m >= 0) {
        int n = g->fam->legal(g->pos, moves, MAX_POINTS), found = 0;
        for (int i = 0; i < n && !found; i++) found = moves[i] == (m & 0xffff);
        if (!found) fail_msg("bot move %s is not a legal point", t);
    } else {
        const char *names[4];
        int n = g->fam->actions(g->pos, names, 4), found = 0;
        for (int i = 0; i < n && !found; i++) found = strcmp(names[i], t) == 0;
        if (!found) fail_msg("bot move %s is not an action allowed now", t);
    }
    free(t);
}

/* Bots of levels 2-4 (mixed by seat and move) play every variant to the end. */
static void test_games_every_variant(void **state)
{
    static const char *const setups[] = {
        "game=dots&size=8x8",
        "game=dots&size=8x7&rules=polish",
        "game=dots&size=8x8&houses=capture",
        "game=dots&size=8x8&extra=1",
        "game=dots&size=8x8&freeing=0",
        "game=dots&size=9x9&win=2",
        "game=dots&size=9x8&start=empty",
        "game=dots&size=10x10&start=cross4",
        "game=dots&size=10x10&start=cross4&players=4",
        "game=dots&size=8x8&players=4&extra=1",
        "game=dots&size=7x7&rules=polish&players=4&start=empty&extra=1&freeing=0",
        "game=dots&size=9x9&start=empty&place=0&first=1",
        "game=dots&size=8x8&ground=leader",
        "game=dots&size=8x8&extra=may",
        "game=dots&size=9x8&start=cross2&rules=polish",
        "game=dots&size=8x8&start=empty&place=0&first=2&extra=may&ground=leader&players=4",
    };
    const int nsetups = (int)(sizeof setups / sizeof setups[0]);
#ifdef PD_SANITIZED
    const int64_t nodes = 150;
#else
    const int64_t nodes = 600;
#endif
    for (int s = 0; s < nsetups; s++) {
        pd_game *g = game(setups[s]);
        int limit = 2 * 52 * 52;
        while (!pd_game_over(g) && limit--) {
            int level = 2 + (g->nmoves + s + pd_game_to_move(g)) % 3;
            int m = bot(g, level, nodes, (uint64_t)(s * 1000 + g->nmoves), NULL);
            assert_legal(g, m);
            char *t = token_of(g, m);
            play_ok(g, t);
            free(t);
        }
        assert_true(pd_game_over(g));
        pd_game_free(g);
    }
}

/* The same position, nodes and seed give the same move; the node budget holds. */
static void test_deterministic_and_budget(void **state)
{
    static const char *const records[] = {
        "game=dots&size=20x20",
        "game=dots&size=15x15&moves=7-9.10-7.7-7.10-9.6-8.11-8",
        "game=dots&size=12x11&rules=polish&moves=5-5.8-6.5-6.8-5",
        "game=dots&size=12x12&start=cross4&players=4&extra=1&moves=6-6.7-7.3-3",
        "game=dots&size=9x9&start=empty",
    };
    for (int r = 0; r < 5; r++) {
        pd_game *g = game(records[r]);
        for (int level = 2; level <= 4; level++)
            for (uint64_t seed = 1; seed <= 2; seed++) {
                int64_t used = -1;
                int m1 = bot(g, level, 3000, seed, &used), m2 = bot(g, level, 3000, seed, NULL);
                assert_int_equal(m1, m2);
                assert_legal(g, m1);
                assert_true(used >= 1 && used <= 3000);
            }
        pd_game_free(g);
    }
    /* A timed move (no node budget) is legal too. */
    pd_game *g = game("game=dots&size=20x20");
    pd_bot_opts o = {4, 30, 0, 1, NULL};
    int m;
    pd_error e;
    assert_int_equal(pd_game_bot(g, &o, &m, &e), 0);
    assert_legal(g, m);
    pd_game_free(g);
}

/* X can capture O's 3-3 with 3-2; every level takes it. With O to move one dot earlier, every
 * level blocks on 3-2. */
static void test_capture_and_block(void **state)
{
    pd_game *take = game("game=dots&size=9x9&start=empty&moves=2-3.3-3.3-4.8-8.4-3.8-7");
    pd_game *block = game("game=dots&size=9x9&start=empty&moves=2-3.3-3.3-4.8-8.4-3");
    for (int level = 2; level <= 4; level++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            char *t = bot_token(take, level, 20000, seed);
            assert_string_equal(t, "3-2");
            free(t);
            t = bot_token(block, level, 20000, seed);
            assert_string_equal(t, "3-2");
            free(t);
        }
    pd_game_free(take);
    pd_game_free(block);
    /* Polish: the capture is written with `!` (it closes now); a quiet move is not. */
    pd_game *pol =
        game("game=dots&size=9x9&start=empty&rules=polish&moves=2-3.3-3.3-4.8-8.4-3.8-7");
    char *t = bot_token(pol, 4, 20000, 1);
    assert_string_equal(t, "3-2!");
    free(t);
    pd_game_free(pol);
    pol = game("game=dots&size=9x9&rules=polish");
    t = bot_token(pol, 4, 3000, 1);
    assert_null(strchr(t, '!'));
    free(t);
    pd_game_free(pol);
}

/* A two-move surround threat: O's 4-5 and 6-5 each have two X dots beside them, and X on 5-5
 * would leave two capture points (4-4 and 6-4) that O cannot both block. Level 4, with X to
 * move, plays 5-5; with O to move, it takes 5-5 first. */
static void test_two_move_threat(void **state)
{
    const char *base = "game=dots&size=9x9&start=empty&moves=3-5.4-5.4-6.6-5.7-5.1-1.6-6";
    pd_buf b = PD_BUF_INIT;
    pd_buf_printf(&b, "%s.1-9", base);
    pd_game *x = game(pd_buf_str(&b)), *o = game(base);
    pd_buf_free(&b);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        char *t = bot_token(x, 4, 20000, seed);
        assert_string_equal(t, "5-5");
        free(t);
        t = bot_token(o, 4, 20000, seed);
        assert_string_equal(t, "5-5");
        free(t);
    }
    pd_game_free(x);
    pd_game_free(o);
}

/* A ladder along the bottom: X walls the first line from 3-1 to 8-1 and stands on 2-2 and
 * 3-3, so O's 3-2 falls to X 4-2. If O runs (4-2), X chases with 4-3, 5-3, ... and O's chain
 * grows by one dot a step. With X on 9-2 the chase ends in a capture of the whole chain, so
 * level 4 gives the one dot up; with 9-2 free O reaches the edge, so it runs. */
static void test_ladder(void **state)
{
    const char *wall =
        "game=dots&size=9x9&start=empty&moves=3-1.3-2.4-1.1-9.5-1.2-9.6-1.3-9.7-1.4-9"
        ".8-1.5-9.2-2.6-9";
    pd_buf b = PD_BUF_INIT;
    pd_buf_printf(&b, "%s.9-2.7-9.3-3", wall);
    pd_game *works = game(pd_buf_str(&b));
    pd_buf_free(&b);
    b = (pd_buf)PD_BUF_INIT;
    pd_buf_printf(&b, "%s.1-5.7-9.3-3", wall);
    pd_game *fails = game(pd_buf_str(&b));
    pd_buf_free(&b);
    /* The ladder does work: running loses the chain. */
    pd_game *run = pd_game_clone(works);
    pd_error e;
    assert_int_equal(pd_game_play_list(run, "4-2.4-3.5-2.5-3.6-2.6-3.7-2.7-3.8-2.8-3", &e), 0);
    expect_report(run,
                  "to_move=2\nscores=6,0\nover=0\nwinner=\nmoves=3-1.3-2.4-1.1-9.5-1.2-9.6-1.3-9"
                  ".7-1.4-9.8-1.5-9.2-2.6-9.9-2.7-9.3-3.4-2.4-3.5-2.5-3.6-2.6-3.7-2.7-3.8-2.8-3\n");
    pd_game_free(run);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        char *t = bot_token(works, 4, 100000, seed);
        assert_string_not_equal(t, "4-2");
        free(t);
        t = bot_token(fails, 4, 100000, seed);
        assert_string_equal(t, "4-2");
        free(t);
    }
    pd_game_free(works);
    pd_game_free(fails);
}

/* The reader's depth is what separates level 3 from level 4 (bot.c). In the two-move threat
 * position (X to move), one ply sees no forced gain, two plies find 5-5. In the ladder that
 * works (test_ladder), O's run 4-2 is answered by the chase 4-3: a reader with ladders follows
 * the forced blocks until O's dots fall; without ladders it sees nothing forced. */
static void test_reader_depth_and_ladders(void **state)
{
    pd_game *g = game("game=dots&size=9x9&start=empty&moves=3-5.4-5.4-6.6-5.7-5.1-1.6-6.1-9");
    dots_pos *p = g->pos;
    pd_budget b;
    int first;
    pd_budget_start(&b, 0, 100000);
    assert_true(dots_read(p, 1, 0, &first, &b) == 0.0);
    assert_int_equal(first, -1);
    pd_budget_start(&b, 0, 100000);
    assert_true(dots_read(p, 2, 0, &first, &b) >= 1.0);
    char *t = token_of(g, first);
    assert_string_equal(t, "5-5");
    free(t);
    pd_game_free(g);
    /* X to move after O ran to 4-2 along X's wall, with X on 9-2. */
    g = game("game=dots&size=9x9&start=empty&moves=3-1.3-2.4-1.1-9.5-1.2-9.6-1.3-9.7-1.4-9"
             ".8-1.5-9.2-2.6-9.9-2.7-9.3-3.4-2");
    p = g->pos;
    pd_budget_start(&b, 0, 200000);
    double chased = dots_read(p, 2, 1, &first, &b);
    assert_false(b.stopped);
    assert_true(chased >= 2.0); /* at least the two dots 3-2 and 4-2 */
    t = token_of(g, first);
    assert_string_equal(t, "4-3");
    free(t);
    pd_budget_start(&b, 0, 200000);
    assert_true(dots_read(p, 2, 0, &first, &b) == 0.0);
    assert_int_equal(first, -1);
    pd_game_free(g);
}

/* Russian rules: X has captured next to the corner with dots joined to the edge, leads 1-0,
 * and grounding keeps every X dot: levels 2-4 ground; level 1 never does. At the start of a
 * game grounding would give the centre dots away, so nobody grounds. */
static void test_grounds_when_it_wins(void **state)
{
    pd_game *g = game("game=dots&size=9x9&start=empty&moves=2-1.2-2.1-2.8-8.3-2.8-7.2-3.7-8");
    expect_report(
        g, "to_move=1\nscores=1,0\nover=0\nwinner=\nmoves=2-1.2-2.1-2.8-8.3-2.8-7.2-3.7-8\n");
    for (int level = 2; level <= 4; level++) {
        char *t = bot_token(g, level, 5000, 1);
        assert_string_equal(t, "ground");
        free(t);
    }
    char *t = bot_token(g, 1, 5000, 1);
    assert_string_not_equal(t, "ground");
    free(t);
    pd_game_free(g);
    g = game("game=dots&size=9x9");
    for (int level = 2; level <= 4; level++) {
        t = bot_token(g, level, 3000, 1);
        assert_string_not_equal(t, "ground");
        free(t);
    }
    pd_game_free(g);
}

/* Russian rules: X leads 5-0 on a 9x9 field, its five captures joined to the edge, but its four
 * centre dots are not: grounding still wins (5-4) but gives them back. Levels 2 and 3 ground as
 * soon as it wins; level 4 plays on, since playing on is expected to keep the whole lead (the
 * other side can force nothing against the centre block). */
static void test_ground_keeps_lead(void **state)
{
    pd_game *g =
        game("game=dots&size=9x9&start=empty&moves=1-2.2-2.3-2.4-9.2-1.5-9.2-3.6-9.1-5.2-5.3-5.7-9"
             ".2-4.8-9.2-6.9-9.4-2.5-2.6-2.4-8.5-1.5-8.5-3.6-8.7-2.8-2.9-2.7-8.8-1.8-8.8-3.9-8.1-8"
             ".2-8.3-8.9-4.2-7.9-5.2-9.9-6.5-5.9-7.5-6.8-4.6-5.8-5.6-6.8-6");
    pd_game *grounded = pd_game_clone(g);
    play_ok(grounded, "ground");
    char *r = report_of(grounded);
    assert_non_null(strstr(r, "scores=5,4\nover=1\nwinner=1\n"));
    free(r);
    pd_game_free(grounded);
    for (int level = 2; level <= 4; level++) {
        char *t = bot_token(g, level, 20000, 1);
        if (level < 4) assert_string_equal(t, "ground");
        else assert_string_not_equal(t, "ground");
        free(t);
    }
    pd_game_free(g);
}

/* Level 4 uses its whole budget (the tree had 70 % of it and the safety check ended
 * early, about 60 % in all): at a node budget, at least 95 % of the nodes are used. */
static void test_whole_budget(void **state)
{
    const char *records[] = {"game=dots&size=15x15",
                             "game=dots&size=15x15&moves=7-9.10-7.7-7.10-9.6-8.11-8",
                             "game=dots&size=20x20"};
    for (size_t i = 0; i < sizeof records / sizeof *records; i++) {
        pd_game *g = game(records[i]);
        int64_t used = 0;
        bot(g, 4, 20000, 1, &used);
        if (used < 19000)
            fail_msg("%s: level 4 used %lld of 20000 nodes", records[i], (long long)used);
        pd_game_free(g);
    }
}

/* Polish rules, every level: an offer is answered from the bot's judgement of the count. X
 * leads by one dot on an open 9x9 field: X accepts O's offer but does not offer itself (a
 * small lead on an open field decides nothing); O, behind with most of the field open,
 * declines X's offer. After the decline X moves (no offer may come before that move). */
static void test_polish_agree(void **state)
{
    const char *lead =
        "game=dots&size=9x9&start=empty&rules=polish&moves=2-1.2-2.1-2.8-8.3-2.8-7.2-3!";
    static const struct {
        const char *moves, *want; /* want NULL: a point */
    } cases[] = {
        {".agree", "agree"},          /* O offers while X leads: X accepts */
        {".7-7", NULL},               /* X to move, one dot ahead, the field open: no offer */
        {".7-7.agree", "decline"},    /* X offers while O is behind: O declines */
        {".7-7.agree.decline", NULL}, /* X moves after the decline, with no new offer */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pd_buf b = PD_BUF_INIT;
        pd_buf_printf(&b, "%s%s", lead, cases[i].moves);
        pd_game *g = game(pd_buf_str(&b));
        for (int level = 1; level <= 4; level++) {
            int m = bot(g, level, 3000, 1, NULL);
            assert_legal(g, m);
            char *t = token_of(g, m);
            if (cases[i].want) {
                if (strcmp(t, cases[i].want))
                    fail_msg("%s level %d: %s, want %s", cases[i].moves, level, t, cases[i].want);
            } else if (m < 0) {
                fail_msg("%s level %d: %s, want a point", cases[i].moves, level, t);
            }
            free(t);
        }
        pd_game_free(g);
        pd_buf_free(&b);
    }
}

/* Near the end of a full field the judgement is definite: O, behind with nothing to force,
 * takes the count rather than play on; X, to move and ahead there, offers the end. */
static void test_polish_agree_late(void **state)
{
    /* 5x5, X has captured O's 2-2; the free points left are few. */
    pd_game *g =
        game("game=dots&size=5x5&start=empty&rules=polish&moves=2-1.2-2.1-2.5-5.3-2.5-4.2-3!."
             "4-5.4-4.3-5.5-3.4-1.5-1.1-5.2-5.1-4");
    assert_false(pd_game_over(g));
    play_ok(g, "agree"); /* X offers: O answers */
    for (int level = 1; level <= 4; level++) {
        char *t = bot_token(g, level, 3000, 1);
        assert_string_equal(t, "agree");
        free(t);
    }
    pd_game_undo(g);
    for (int level = 1; level <= 4; level++) {
        char *t = bot_token(g, level, 3000, 1);
        assert_string_equal(t, "agree");
        free(t);
    }
    pd_game_free(g);
}

/* After its offer was declined the bot offers again only once a quarter of the points then free
 * are filled. 5x5, X ahead by O's captured 2-2: without the decline X offers at once and at every
 * later turn; with X's offer declined at 17 free points, X plays on at 15 and 13 free points and
 * offers again at 11 (at most 12.75 wanted). */
static void test_polish_reoffer(void **state)
{
    static const char *const later[] = {"", ".4-4.3-5", ".4-4.3-5.5-3.4-1",
                                        ".4-4.3-5.5-3.4-1.5-1.1-5"};
    for (size_t i = 0; i < sizeof later / sizeof later[0]; i++)
        for (int declined = 0; declined <= 1; declined++) {
            pd_buf b = PD_BUF_INIT;
            pd_buf_printf(&b,
                          "game=dots&size=5x5&start=empty&rules=polish&moves=2-1.2-2.1-2.5-5.3-2."
                          "5-4.2-3!.4-5%s%s",
                          declined ? ".agree.decline" : "", later[i]);
            pd_game *g = game(pd_buf_str(&b));
            /* an offer is wanted with no decline, and after one once 4 dots of 17 are added */
            int want = !declined || i == 3;
            for (int level = 1; level <= 4; level++) {
                char *t = bot_token(g, level, 3000, 1);
                if ((strcmp(t, "agree") == 0) != want)
                    fail_msg("%s level %d: %s, want %s", pd_buf_str(&b), level, t,
                             want ? "agree" : "a point");
                free(t);
            }
            pd_game_free(g);
            pd_buf_free(&b);
        }
}

/* The point index of "x-y" on a board w wide. */
static int point(int w, int x, int y)
{
    return (y - 1) * w + (x - 1);
}

/* The analysis (dots_analyse, the play page's Dots analysis): the move is level 4's with the
 * same budget and seed, the root moves come most visited first with playouts that fit the
 * budget, and a capture position names the capture with its proven gain. */
static void test_analyse(void **state)
{
    const char *records[] = {
        "game=dots&size=9x9&start=empty&moves=2-3.3-3.3-4.8-8.4-3.8-7",
        "game=dots&size=9x9&start=empty&moves=3-5.4-5.4-6.6-5.7-5.1-1.6-6", "game=dots&size=15x15",
        "game=dots&size=9x9&start=empty&rules=polish&moves=2-3.3-3.3-4.8-8.4-3.8-7"};
    for (size_t k = 0; k < sizeof records / sizeof *records; k++) {
        pd_game *g = game(records[k]);
        for (uint64_t seed = 1; seed <= 2; seed++) {
            pd_bot_opts o = {4, 0, 20000, seed, NULL};
            dots_analysis a;
            pd_error e;
            assert_int_equal(dots_analyse(g->pos, &o, &a, &e), 0);
            assert_int_equal(a.pick, bot(g, 4, 20000, seed, NULL));
            assert_true(a.nmoves > 0 && a.nmoves <= DOTS_ANALYSIS_MOVES);
            assert_true(a.nodes > 0 && a.nodes <= 20000 + 64);
            for (int i = 0; i < a.nmoves; i++) {
                assert_true(a.moves[i].visits > 0);
                if (i) assert_true(a.moves[i].visits <= a.moves[i - 1].visits);
                assert_true(a.moves[i].reward >= 0 && a.moves[i].reward <= 1);
                assert_true(dots_free_point(g->pos, a.moves[i].move));
            }
        }
        pd_game_free(g);
    }
    pd_game *take = game(records[0]);
    pd_bot_opts o = {4, 0, 20000, 1, NULL};
    dots_analysis a;
    pd_error e;
    assert_int_equal(dots_analyse(take->pos, &o, &a, &e), 0);
    assert_int_equal(a.pick, point(9, 3, 2));
    assert_true(a.forced_gain >= 1);
    pd_game_free(take);
}

/* Threatened dots (dots_threats): O's 3-3, with X on three sides, falls to one more X dot; O's
 * 4-5 and 6-5 fall to two (X 5-5, then 4-4 or 6-4); a dot alone in the corner to none; and a
 * budget of one trial finds less than a free hand. */
static void test_threats(void **state)
{
    uint8_t threat[MAX_POINTS];
    pd_game *one = game("game=dots&size=9x9&start=empty&moves=2-3.3-3.3-4.8-8.4-3.8-7");
    assert_true(dots_threats(one->pos, 0, threat) >= 1);
    assert_int_equal(threat[point(9, 3, 3)], 1);
    assert_int_equal(threat[point(9, 2, 3)], 0);
    pd_game_free(one);
    pd_game *two = game("game=dots&size=9x9&start=empty&moves=3-5.4-5.4-6.6-5.7-5.1-1.6-6");
    int all = dots_threats(two->pos, 0, threat);
    assert_int_equal(threat[point(9, 4, 5)], 2);
    assert_int_equal(threat[point(9, 6, 5)], 2);
    assert_int_equal(threat[point(9, 1, 1)], 0);
    assert_true(dots_threats(two->pos, 1, threat) < all);
    pd_game_free(two);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_games_every_variant),
        cmocka_unit_test(test_deterministic_and_budget),
        cmocka_unit_test(test_capture_and_block),
        cmocka_unit_test(test_two_move_threat),
        cmocka_unit_test(test_ladder),
        cmocka_unit_test(test_reader_depth_and_ladders),
        cmocka_unit_test(test_grounds_when_it_wins),
        cmocka_unit_test(test_ground_keeps_lead),
        cmocka_unit_test(test_whole_budget),
        cmocka_unit_test(test_polish_agree),
        cmocka_unit_test(test_analyse),
        cmocka_unit_test(test_threats),
        cmocka_unit_test(test_polish_agree_late),
        cmocka_unit_test(test_polish_reoffer),
    };
    return cmocka_run_group_tests_name("dots-bot", tests, NULL, NULL);
}
