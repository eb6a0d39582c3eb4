/* test_dots_variants.c — the seed's variants built last: the chosen ring (ring=any), six players
 * in two teams of three (players=6) and crosses at seeded places (start=random4, place=N), each
 * through the generic game API, SGF, the candidate list and the bots.
 * Pictures are drawn top row first (y = H), as in test_dots.c:
 *   .  free point   X O  live dot of colour 1 / 2   x o  captured dot   + -  empty territory of 1 / 2
 * Expected fields were worked out by hand from the rules in docs/dots-rules.md before running; the random4
 * places from the steps in docs/dots-rules.md with an independent script. */
#include <stdio.h>

#include "common/rng.h"
#include "dots/dots.h"
#include "sgf_support.h"
#include "support.h"

/* The board as a picture (see the top of the file), read from the position itself. */
static char *picture_of(const pd_game *g)
{
    const dots_pos *p = g->pos;
    char *pic = malloc((size_t)(p->h * (p->w + 1) + 1));
    int k = 0;
    for (int y = p->h - 1; y >= 0; y--) {
        for (int x = 0; x < p->w; x++) {
            int c = y * p->w + x, d = p->dot[c];
            pic[k++] = d                  ? (dots_live(p, c, d) ? "XO"[d - 1] : "xo"[d - 1])
                       : p->owner[c] == 1 ? '+'
                       : p->owner[c] == 2 ? '-'
                                          : '.';
        }
        pic[k++] = '\n';
    }
    pic[k] = 0;
    return pic;
}

static void picture_is(const pd_game *g, const char *want)
{
    char *pic = picture_of(g);
    if (strcmp(pic, want) != 0) fail_msg("picture\n%swant\n%s", pic, want);
    free(pic);
}

static void refused(pd_game *g, const char *tok, const char *code)
{
    pd_error e;
    if (pd_game_play(g, tok, &e) == 0) fail_msg("%s was accepted, want %s", tok, code);
    if (strcmp(e.code, code) != 0) fail_msg("%s: %s (%s), want %s", tok, e.code, e.msg, code);
}

static int last_captured(const pd_game *g)
{
    return g->captured[g->nmoves - 1];
}

static void scores_are(const pd_game *g, const char *want)
{
    pd_buf b = PD_BUF_INIT;
    pd_format_scores(g, &b);
    assert_string_equal(pd_buf_str(&b), want);
    pd_buf_free(&b);
}

static char *record_of(const pd_game *g)
{
    pd_buf b = PD_BUF_INIT;
    pd_game_record(g, &b);
    return pd_buf_take(&b);
}

static char *last_token(const pd_game *g)
{
    pd_buf b = PD_BUF_INIT;
    pd_game_move_list(g, &b);
    const char *all = pd_buf_str(&b), *dot = strrchr(all, '.');
    const char *last = dot ? dot + 1 : all;
    char *t = malloc(strlen(last) + 1);
    memcpy(t, last, strlen(last) + 1);
    pd_buf_free(&b);
    return t;
}

/* Export → import gives the record back. */
static void sgf_round_trip(const pd_game *g)
{
    char *rec = record_of(g);
    pd_buf sgf = PD_BUF_INIT, back = PD_BUF_INIT;
    pd_error e;
    if (dots_sgf_export(rec, &sgf, &e)) fail_msg("export %s: %s: %s", rec, e.code, e.msg);
    if (dots_sgf_import(pd_buf_str(&sgf), strlen(pd_buf_str(&sgf)), &back, &e))
        fail_msg("import %s: %s: %s", pd_buf_str(&sgf), e.code, e.msg);
    if (strcmp(pd_buf_str(&back), rec) != 0)
        fail_msg("round trip\n%s\n%s\ngave\n%s", rec, pd_buf_str(&sgf), pd_buf_str(&back));
    pd_buf_free(&sgf);
    pd_buf_free(&back);
    free(rec);
}

/* ---- ring=any ---- */

/* X: 3-4 4-5 5-4 5-2 6-3, O: 4-4; X's 4-3 closes. The shortest ring (4-3 5-4 4-5 3-4) takes
 * 4-4; the ring by 5-2 and 6-3 takes 5-3 too. */
#define RING7                                                                                      \
    "game=dots&size=7x7&start=empty&ring=any&moves=3-4.4-4.4-5.1-1.5-4.1-2.5-2.1-3.6-3.1-4"

/* The game's record replays to the same state, and its SGF export imports back to it. */
static void replays_same(const pd_game *g)
{
    char *rec = record_of(g);
    pd_game *r = must_game(rec);
    char *a = state_of(g), *b = state_of(r);
    assert_string_equal(a, b);
    free(a);
    free(b);
    free(rec);
    pd_game_free(r);
    sgf_round_trip(g);
}

static void test_chosen_ring(void **state)
{
    pd_game *g = must_game(RING7);
    play_ok(g, "4-3:397713");
    expect_report(g, "to_move=2\nscores=1,0\nover=0\nwinner=\n"
                     "moves=3-4.4-4.4-5.1-1.5-4.1-2.5-2.1-3.6-3.1-4.4-3:397713\n");
    picture_is(g, ".......\n"
                  ".......\n"
                  "...X...\n"
                  "O.XoX..\n"
                  "O..X+X.\n"
                  "O...X..\n"
                  "O......\n");
    /* Nobody may play in the longer ring's extra point. */
    refused(g, "5-3", "point-territory");
    /* Undo gives the position back; the record replays to the same state. */
    char *after = state_of(g);
    assert_int_equal(pd_game_undo(g), 0);
    picture_is(g, ".......\n"
                  ".......\n"
                  "...X...\n"
                  "O.XOX..\n"
                  "O....X.\n"
                  "O...X..\n"
                  "O......\n");
    play_ok(g, "4-3:397713");
    char *again = state_of(g), *rec = record_of(g);
    assert_string_equal(again, after);
    pd_game *r = must_game(rec);
    char *replayed = state_of(r);
    assert_string_equal(replayed, after);
    sgf_round_trip(g);
    free(after);
    free(again);
    free(rec);
    free(replayed);
    pd_game_free(r);
    /* The plain point closes the shortest ring, as under ring=short. */
    pd_game_free(g);
    g = must_game(RING7);
    play_ok(g, "4-3");
    picture_is(g, ".......\n"
                  ".......\n"
                  "...X...\n"
                  "O.XoX..\n"
                  "O..X.X.\n"
                  "O...X..\n"
                  "O......\n");
    pd_game_free(g);
    /* A ring that takes what the shortest ring takes is the plain move: written x-y. */
    g = must_game(RING7);
    play_ok(g, "4-3:9713");
    char *tok = last_token(g);
    assert_string_equal(tok, "4-3");
    free(tok);
    pd_game_free(g);
}

/* X captured O's 3-3 first (an older base: 3-2 2-3 3-4 4-3); then 5-4 closes 5-3. The chosen
 * ring 5-4 6-3 5-2 4-1 3-2 2-3 3-4 4-5 goes round both bases: one territory, the older base's
 * captured dot stays counted once, the house 4-2 and the point 4-4 become territory. */
#define OLDER                                                                                      \
    "game=dots&size=9x9&start=empty&ring=any&moves=3-2.3-3.2-3.5-3.3-4.9-9.4-3.9-8.5-2.9-7.6-3.9-" \
    "6.4-1.9-5.4-5.9-4"

static void test_ring_round_older_base(void **state)
{
    pd_game *g = must_game(OLDER);
    scores_are(g, "1,0");
    play_ok(g, "5-4:31177993");
    assert_int_equal(last_captured(g), 1);
    expect_report(
        g, "to_move=2\nscores=2,0\nover=0\nwinner=\n"
           "moves=3-2.3-3.2-3.5-3.3-4.9-9.4-3.9-8.5-2.9-7.6-3.9-6.4-1.9-5.4-5.9-4.5-4:31177993\n");
    picture_is(g, "........O\n"
                  "........O\n"
                  "........O\n"
                  "........O\n"
                  "...X....O\n"
                  "..X+X...O\n"
                  ".XoXoX...\n"
                  "..X+X....\n"
                  "...X.....\n");
    /* One territory now: the new ring's (the older base lies inside it). */
    char *s = state_of(g);
    const char *terr = strstr(s, "\"territory\":[");
    assert_non_null(terr);
    int n = 0;
    for (const char *q = terr; *q && strncmp(q, "],\"houses\"", 10) != 0; q++)
        n += strncmp(q, "{\"team\"", 7) == 0;
    assert_int_equal(n, 1);
    free(s);
    sgf_round_trip(g);
    /* The shortest ring instead: two territories, the house stays a house. */
    pd_game_free(g);
    g = must_game(OLDER);
    play_ok(g, "5-4");
    picture_is(g, "........O\n"
                  "........O\n"
                  "........O\n"
                  "........O\n"
                  "...X....O\n"
                  "..X.X...O\n"
                  ".XoXoX...\n"
                  "..X.X....\n"
                  "...X.....\n");
    pd_game_free(g);
}

static void test_ring_refused(void **state)
{
    pd_game *g = must_game(RING7);
    refused(g, "4-3:", "ring-syntax");
    refused(g, "4-3:3975", "ring-syntax");
    refused(g, "4-3!:3977", "close-russian");    /* polish x-y! naming its ring */
    refused(g, "4-3:222888", "ring-not-ring");   /* leaves the field */
    refused(g, "4-3:3977", "ring-not-ring");     /* does not come back */
    refused(g, "4-3:6644", "ring-not-ring");     /* passes 5-3 twice */
    refused(g, "4-3:64", "ring-not-ring");       /* two dots */
    refused(g, "4-3:39771344", "ring-not-ring"); /* back at its dot before the end */
    refused(g, "4-3:9272", "ring-not-ring");     /* 4-3 5-4 crosses 5-3 4-4 */
    refused(g, "4-3:1397", "ring-dot");          /* 3-2 holds no dot of X */
    pd_error e;
    assert_int_equal(pd_game_play(g, "4-3:1397", &e), -1);
    assert_string_equal(err_param(&e, "at"), "3-2");
    pd_game_free(g);
    /* A ring of X's dots that encloses nothing this dot closes. */
    g = must_game("game=dots&size=9x9&start=empty&ring=any&moves=2-2.9-9.3-3.9-8.2-4.9-7");
    refused(g, "1-3:9317", "ring-nothing");
    pd_game_free(g);
    /* ring=short refuses a chosen ring; polish rules refuse ring=any. */
    g = must_game("game=dots&size=7x7&start=empty&moves=3-4.4-4.4-5.1-1.5-4.1-2.5-2.1-3.6-3.1-4");
    refused(g, "4-3:397713", "ring-short");
    pd_game_free(g);
    assert_string_equal(record_error("game=dots&rules=polish&ring=any", &e), "rules-ring");
    assert_string_equal(record_error("game=dots&ring=long", &e), "value-bad");
}

static void test_ring_candidates(void **state)
{
    dots_ring_cand *c = malloc(sizeof *c * DOTS_RING_CANDIDATES);
    pd_game *g = must_game(RING7);
    const dots_pos *p = g->pos;
    int n = dots_ring_candidates(p, 2 * 7 + 3, c, DOTS_RING_CANDIDATES); /* 4-3 */
    assert_int_equal(n, 2);
    assert_string_equal(c[0].steps, "");
    assert_int_equal(c[0].takes, 1);
    assert_int_equal(c[0].area, 1);
    assert_string_equal(c[1].steps, "397713");
    assert_int_equal(c[1].takes, 1);
    assert_int_equal(c[1].area, 2);
    assert_int_equal(c[1].npts, 6);
    /* A point that closes nothing has no candidates; nor has one under ring=short. */
    assert_int_equal(dots_ring_candidates(p, 0, c, DOTS_RING_CANDIDATES), 0);
    /* The bots take the ring that captures most, then takes most. */
    pd_bot_opts o = {1, 0, 2000, 1, NULL};
    int m;
    pd_error e;
    assert_int_equal(pd_game_bot(g, &o, &m, &e), 0);
    pd_buf b = PD_BUF_INIT;
    g->fam->format_move(g->pos, m, &b);
    assert_string_equal(pd_buf_str(&b), "4-3:397713");
    pd_buf_free(&b);
    pd_game_free(g);
    g = must_game(OLDER);
    n = dots_ring_candidates(g->pos, 3 * 9 + 4, c, DOTS_RING_CANDIDATES); /* 5-4 */
    assert_true(n >= 2);
    int found = 0;
    for (int i = 1; i < n; i++)
        found |= c[i].area == 5 && c[i].takes == 1 && strcmp(c[i].steps, "31177993") == 0;
    if (!found) fail_msg("no candidate round the older base among %d", n);
    for (int i = 2; i < n; i++) assert_true(c[i].area >= c[i - 1].area);
    pd_game_free(g);
    g = must_game("game=dots&size=7x7&start=empty&moves=3-4.4-4.4-5.1-1.5-4.1-2.5-2.1-3.6-3.1-4");
    assert_int_equal(dots_ring_candidates(g->pos, 2 * 7 + 3, c, DOTS_RING_CANDIDATES), 0);
    pd_game_free(g);
    free(c);
}

/* An SGF from a site writes the ring from any of its points, either way round: import turns it
 * to start at the dot. A ring that is no chosen ring (the shortest) imports as the plain move. */
static void test_ring_sgf_import(void **state)
{
    /* 7x7: y_sgf = 7 - y; 4-3 is "de", ring 6-3 5-4 4-5 3-4 4-3 5-2 (from 6-3, reversed). */
    const char *sgf =
        "(;GM[40]SZ[7]PDS[ring=any];B[cd];W[dd];B[dc];W[ag];B[ed];W[af];B[ef];W[ae];B[fe];W[ad];"
        "B[de.feefdecddcedfe])";
    pd_buf rec = PD_BUF_INIT;
    pd_error e;
    if (dots_sgf_import(sgf, strlen(sgf), &rec, &e)) fail_msg("%s: %s", e.code, e.msg);
    assert_non_null(strstr(pd_buf_str(&rec), "&ring=any&"));
    assert_non_null(strstr(pd_buf_str(&rec), ".4-3:"));
    pd_game *g = must_game(pd_buf_str(&rec));
    picture_is(g, ".......\n"
                  ".......\n"
                  "...X...\n"
                  "O.XoX..\n"
                  "O..X+X.\n"
                  "O...X..\n"
                  "O......\n");
    pd_game_free(g);
    pd_buf_free(&rec);
    const char *shortest =
        "(;GM[40]SZ[7]PDS[ring=any];B[cd];W[dd];B[dc];W[ag];B[ed];W[af];B[ef];W[ae];B[fe];W[ad];"
        "B[de.deeddccdde])";
    if (dots_sgf_import(shortest, strlen(shortest), &rec, &e)) fail_msg("%s: %s", e.code, e.msg);
    assert_non_null(strstr(pd_buf_str(&rec), "1-4.4-3"));
    assert_null(strstr(pd_buf_str(&rec), "4-3:"));
    pd_buf_free(&rec);
}

/* Random games under ring=any where every dot with several candidates closes a random one:
 * each move undone and redone gives the same states, the record replays, SGF round-trips. */
static void test_random_chosen_rings(void **state)
{
    pd_rng rng;
    pd_rng_seed(&rng, 37);
    dots_ring_cand *cand = malloc(sizeof *cand * DOTS_RING_CANDIDATES);
    int chosen = 0;
    for (int k = 0; k < 6; k++) {
        pd_game *g =
            must_game(k % 2 ? "game=dots&size=9x9&start=empty&ring=any"
                            : "game=dots&size=12x11&start=random4&place=5&ring=any&houses=capture");
        while (!pd_game_over(g)) {
            int moves[2704], n = g->fam->legal(g->pos, moves, 2704);
            int c = moves[pd_rng_below(&rng, (uint32_t)n)];
            int nc = dots_ring_candidates(g->pos, c, cand, DOTS_RING_CANDIDATES);
            pd_buf tok = PD_BUF_INIT;
            g->fam->format_move(g->pos, c, &tok);
            if (nc > 1) {
                int pick = (int)pd_rng_below(&rng, (uint32_t)nc);
                if (cand[pick].steps[0]) pd_buf_printf(&tok, ":%s", cand[pick].steps);
                chosen += pick > 0;
            }
            char *before = state_of(g);
            play_ok(g, pd_buf_str(&tok));
            if (nc > 1) assert_int_equal(g->captured[g->nmoves - 1] >= 0, 1);
            char *after = state_of(g);
            assert_int_equal(pd_game_undo(g), 0);
            char *back = state_of(g);
            assert_string_equal(back, before);
            play_ok(g, pd_buf_str(&tok));
            char *again = state_of(g);
            assert_string_equal(again, after);
            free(before);
            free(after);
            free(back);
            free(again);
            pd_buf_free(&tok);
        }
        replays_same(g);
        pd_game_free(g);
    }
    free(cand);
    if (chosen == 0) fail_msg("no random game chose a longer ring");
}

/* ---- start=random4 ---- */

static void test_random4(void **state)
{
    /* docs/dots-rules.md's rule by hand for 12x10, place=77: lower-left points 4-3, 9-3, 3-6, 8-6. */
    pd_game *g = must_game("game=dots&size=12x10&start=random4&place=77");
    picture_is(g, "............\n"
                  "............\n"
                  "............\n"
                  "..XO...XO...\n"
                  "..OX...OX...\n"
                  "............\n"
                  "...XO...XO..\n"
                  "...OX...OX..\n"
                  "............\n"
                  "............\n");
    pd_buf b = PD_BUF_INIT;
    pd_game_canonical(g, &b);
    assert_string_equal(pd_buf_str(&b),
                        "game=dots&size=12x10&start=random4&place=77&first=0&rules=russian"
                        "&houses=keep&ring=short&extra=0&freeing=1&win=0&ground=any&players=2");
    pd_buf_free(&b);
    play_ok(g, "1-1");
    sgf_round_trip(g);
    pd_game_free(g);
    /* Every seed gives four crosses, one per quarter, none touching another. */
    for (int place = 1; place <= 999999; place += 997) {
        char setup[96];
        snprintf(setup, sizeof setup, "game=dots&size=%dx%d&start=random4&place=%d",
                 10 + place % 43, 10 + place / 7 % 43, place);
        g = must_game(setup);
        const dots_pos *p = g->pos;
        int dots = 0;
        for (int c = 0; c < p->n; c++) {
            if (!p->dot[c]) continue;
            dots++;
            assert_false(p->border[c]);
            assert_true(c % p->w >= 2 && c / p->w >= 2 && c % p->w <= p->w - 3 &&
                        c / p->w <= p->h - 3);
            /* a dot's 8 neighbours hold only dots of its own 2x2 block */
            int n8 = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) n8 += (dx || dy) && p->dot[c + dy * p->w + dx];
            assert_int_equal(n8, 3);
        }
        assert_int_equal(dots, 16);
        pd_game_free(g);
    }
    pd_error e;
    assert_string_equal(record_error("game=dots&start=random4", &e), "place-missing");
    assert_string_equal(record_error("game=dots&start=cross&place=5", &e), "place-start");
    assert_string_equal(record_error("game=dots&size=9x12&start=random4&place=5", &e),
                        "start-size");
    assert_string_equal(record_error("game=dots&start=random4&place=1000000", &e), "value-bad");
    /* Another seed, another field; the same seed, the same field. */
    pd_game *a = must_game("game=dots&size=20x20&start=random4&place=1");
    pd_game *a2 = must_game("game=dots&size=20x20&start=random4&place=1");
    pd_game *c = must_game("game=dots&size=20x20&start=random4&place=2");
    char *sa = state_of(a), *sa2 = state_of(a2), *sc = state_of(c);
    assert_string_equal(sa, sa2);
    assert_string_not_equal(sa, sc);
    free(sa);
    free(sa2);
    free(sc);
    pd_game_free(a);
    pd_game_free(a2);
    pd_game_free(c);
    /* SGF: the dots need PDS place=N to be read as random4; without it they are start=dots. */
    const char *bare = "(;GM[40]SZ[12:10]AB[df][ee][ih][jg]AW[de][ef][ig][jh])";
    pd_buf rec = PD_BUF_INIT;
    assert_int_equal(dots_sgf_import(bare, strlen(bare), &rec, &e), 0);
    assert_non_null(strstr(pd_buf_str(&rec),
                           "&start=dots&dotsa=9-3.10-4.4-5.5-6&dotsb=10-3.9-4.5-5.4-6&turn=1&"));
    pd_buf_free(&rec);
}

/* ---- players=6 ---- */

static void test_six_players(void **state)
{
    pd_game *g = must_game("game=dots&size=7x7&start=empty&players=6");
    char *geo = geometry_of(g);
    assert_non_null(strstr(geo, "\"seats\":6,\"teams\":[[1,3,5],[2,4,6]]"));
    free(geo);
    /* Seats 1, 3, 5 (X) close one ring round seat 2's 3-3: 2-3 (1), 3-4 (3), 4-3 (5), 3-2 (1). */
    const char *toks[] = {"2-3", "3-3", "3-4", "7-7", "4-3", "7-6", "3-2"};
    for (int i = 0; i < 7; i++) {
        assert_int_equal(pd_game_to_move(g), i % 6 + 1);
        play_ok(g, toks[i]);
    }
    assert_int_equal(last_captured(g), 1);
    expect_report(g, "to_move=2\nscores=1,0\nover=0\nwinner=\nmoves=2-3.3-3.3-4.7-7.4-3.7-6.3-2\n");
    sgf_round_trip(g);
    play_ok(g, "resign"); /* seat 2 resigns for team B */
    expect_report(
        g,
        "to_move=0\nscores=1,0\nover=1\nwinner=1,3,5\nmoves=2-3.3-3.3-4.7-7.4-3.7-6.3-2.resign\n");
    pd_game_free(g);
    pd_error e;
    assert_string_equal(record_error("game=dots&players=3", &e), "value-bad");
}

/* ---- the bots, every variant: each seat a bot of some level, to the end, every move legal ---- */

static int bots_play(const char *setup, int max_moves, uint64_t seed)
{
    pd_game *g = must_game(setup);
    int rings = 0;
    for (int k = 0; k < max_moves && !pd_game_over(g); k++) {
        pd_bot_opts o = {1 + (pd_game_to_move(g) + k) % 4, 0, 600, seed + (uint64_t)k, NULL};
        int m;
        pd_error e;
        if (pd_game_bot(g, &o, &m, &e)) fail_msg("%s: bot: %s", setup, e.msg);
        pd_buf b = PD_BUF_INIT;
        g->fam->format_move(g->pos, m, &b);
        rings += strchr(pd_buf_str(&b), ':') != NULL;
        /* the token the bot gives is one the rules take on their own (a fresh parse) */
        if (pd_game_play(g, pd_buf_str(&b), &e))
            fail_msg("%s: bot move %s refused: %s", setup, pd_buf_str(&b), e.msg);
        pd_buf_free(&b);
    }
    replays_same(g);
    pd_game_free(g);
    return rings;
}

static void test_bots_every_variant(void **state)
{
    /* bots name longer rings where the field has room for them (houses=capture takes every
     * closed area at once, so there are seldom two ways to close one) */
    assert_true(bots_play("game=dots&size=12x12&start=random4&place=4242&ring=any", 400, 1) > 0);
    bots_play("game=dots&size=10x10&start=empty&ring=any&houses=capture&extra=1", 400, 7);
    bots_play("game=dots&size=9x9&start=cross&players=6", 200, 3);
    bots_play("game=dots&size=11x10&start=random4&place=31&players=6&ring=any", 300, 5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_chosen_ring),
        cmocka_unit_test(test_ring_round_older_base),
        cmocka_unit_test(test_ring_refused),
        cmocka_unit_test(test_ring_candidates),
        cmocka_unit_test(test_ring_sgf_import),
        cmocka_unit_test(test_random_chosen_rings),
        cmocka_unit_test(test_random4),
        cmocka_unit_test(test_six_players),
        cmocka_unit_test(test_bots_every_variant),
    };
    return cmocka_run_group_tests_name("dots variants", tests, NULL, NULL);
}
