/* test_dots_sgf_game.c — SGF of whole Dots games: export with the rules' rings, import judged
 * by the rules. Random games of many sizes round-trip (export → import → the same record), every
 * ring is a closed chain of the capturer's dots around the region the move took, and a file
 * with an illegal move is refused with the rules' reason. */
#include <stdio.h>

#include "common/rng.h"
#include "dots/dots.h"
#include "sgf_support.h"
#include "support.h"

#define GAMES_PER_SIZE 3

/* Random legal moves until the board is full or `limit` moves; sometimes ends with ground or
 * resign (SGF export takes both as the last move). */
static pd_game *random_game(int w, int h, pd_rng *rng, int limit)
{
    char setup[96];
    snprintf(setup, sizeof setup, "game=dots&size=%dx%d&start=%s", w, h,
             pd_rng_below(rng, 2) ? "cross" : "empty");
    pd_game *g = must_game(setup);
    for (int i = 0; i < limit && play_nth(g, (uint32_t)pd_rng_next(rng)); i++) {}
    if (!pd_game_over(g)) {
        uint32_t end = pd_rng_below(rng, 3);
        pd_error e;
        if (end == 1 && pd_game_play(g, "ground", &e)) fail_msg("ground refused: %s", e.msg);
        if (end == 2 && pd_game_play(g, "resign", &e)) fail_msg("resign refused: %s", e.msg);
    }
    return g;
}

static int neighbours8(dots_sgf_point a, dots_sgf_point b)
{
    int dx = a.x - b.x, dy = a.y - b.y;
    return (dx || dy) && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1;
}

/* Every ring of move k: at least 3 points, consecutive points (and last to first) touch
 * orthogonally or diagonally, and each point holds a dot after move k. */
static void check_rings(const dots_sgf *s, pd_game *replay, int k)
{
    const dots_pos *p = replay->pos;
    for (int r = 0; r < s->nrings; r++) {
        if (s->rings[r].move != k) continue;
        const dots_sgf_point *pt = s->pts + s->rings[r].first;
        int n = s->rings[r].len;
        assert_true(n >= 4);
        for (int i = 0; i < n; i++) {
            assert_true(neighbours8(pt[i], pt[(i + 1) % n]));
            int c = (pt[i].y - 1) * p->w + (pt[i].x - 1);
            assert_true(p->dot[c] != 0);
        }
    }
}

static int rings_of(const dots_sgf *s, int k)
{
    int n = 0;
    for (int r = 0; r < s->nrings; r++) n += s->rings[r].move == k;
    return n;
}

/* Every width 3..52 (DOTS_MIN_SIDE..DOTS_MAX_SIDE) with a random height, and the sport's sizes,
 * GAMES_PER_SIZE games each. */
static void test_random_games_round_trip(void **state)
{
    static const int sport[][2] = {{15, 15}, {20, 20}, {30, 30}, {39, 32}};
    enum { WIDTHS = DOTS_MAX_SIDE - DOTS_MIN_SIDE + 1, NSIZES = WIDTHS + 4 };
    pd_rng rng;
    pd_rng_seed(&rng, 11);
    int games = 0, with_rings = 0;
    for (int z = 0; z < NSIZES; z++) {
        for (int i = 0; i < GAMES_PER_SIZE; i++) {
            int w = z < WIDTHS ? DOTS_MIN_SIDE + z : sport[z - WIDTHS][0];
            int h =
                z < WIDTHS ? DOTS_MIN_SIDE + (int)pd_rng_below(&rng, WIDTHS) : sport[z - WIDTHS][1];
            pd_game *g = random_game(w, h, &rng, w * h > 600 ? 400 : w * h);
            pd_buf rec = PD_BUF_INIT, sgf = PD_BUF_INIT, back = PD_BUF_INIT;
            pd_game_record(g, &rec);
            pd_error e;
            if (dots_sgf_export(pd_buf_str(&rec), &sgf, &e))
                fail_msg("export: %s: %s", e.code, e.msg);
            if (dots_sgf_import(pd_buf_str(&sgf), sgf.len, &back, &e))
                fail_msg("import: %s: %s\n%s", e.code, e.msg, pd_buf_str(&sgf));
            assert_string_equal(pd_buf_str(&back), pd_buf_str(&rec));

            /* Rings: a move that made a capture region writes its ring, and no other move does. */
            dots_sgf s;
            dots_sgf_init(&s);
            assert_int_equal(dots_sgf_parse(pd_buf_str(&sgf), sgf.len, &s, &e), 0);
            char setup[160];
            snprintf(setup, sizeof setup, "%.*s",
                     (int)(strstr(pd_buf_str(&rec), "&moves=") - pd_buf_str(&rec)),
                     pd_buf_str(&rec));
            pd_game *replay = must_game(setup);
            for (int k = 0; k < s.nmoves; k++) {
                int before = ((const dots_pos *)replay->pos)->s.nevents;
                pd_buf tok = PD_BUF_INIT;
                g->fam->format_move(g->pos, g->moves[k], &tok);
                if (pd_game_play(replay, pd_buf_str(&tok), &e)) fail_msg("replay: %s", e.msg);
                pd_buf_free(&tok);
                int made = ((const dots_pos *)replay->pos)->s.nevents - before;
                assert_int_equal(rings_of(&s, k), made);
                with_rings += made > 0;
                check_rings(&s, replay, k);
            }
            pd_game_free(replay);
            dots_sgf_free(&s);
            pd_buf_free(&rec);
            pd_buf_free(&sgf);
            pd_buf_free(&back);
            pd_game_free(g);
            games++;
        }
    }
    assert_int_equal(games, NSIZES * GAMES_PER_SIZE);
    assert_true(with_rings > 10); /* random games do capture: the ring checks ran */
}

/* A hand-made game: Black's diamond takes nothing, White's diamond around Black's 4-4 captures
 * it on White's fourth move; the ring is written after that move, clockwise from the left. */
static void test_capture_ring(void **state)
{
    pd_buf sgf = PD_BUF_INIT;
    pd_error e;
    assert_int_equal(
        dots_sgf_export("game=dots&size=7x7&start=empty&moves=3-3.3-4.4-4.4-5.5-3.5-4.4-2.4-3",
                        &sgf, &e),
        0);
    assert_non_null(strstr(pd_buf_str(&sgf), ";W[de.cddceddecd])"));
    pd_buf_free(&sgf);
}

static void test_import_judged_by_rules(void **state)
{
    pd_buf rec = PD_BUF_INIT;
    pd_error e;
    const char *twice = "(;FF[4]GM[40]SZ[7];B[cc];W[cc])";
    assert_int_equal(dots_sgf_import(twice, strlen(twice), &rec, &e), -1);
    assert_string_equal(e.code, "sgf-move");
    assert_string_equal(err_param(&e, "move"), "2");
    assert_string_equal(err_param(&e, "token"), "3-5");
    assert_string_equal(pd_buf_str(&rec), "");
    const char *bad = "(;FF[4]GM[1]SZ[7];B[cc])";
    assert_int_equal(dots_sgf_import(bad, strlen(bad), &rec, &e), -1);
    assert_string_equal(e.code, "sgf-game");
    assert_int_equal(dots_sgf_export("game=boxes&moves=0", &rec, &e), -1);
    assert_string_equal(e.code, "sgf-game");
    assert_int_equal(dots_sgf_export("game=dots&size=7x7&moves=1-1.1-1", &rec, &e), -1);
    assert_string_equal(e.code, "point-occupied");
    pd_buf_free(&rec);
}

/* Export then import through the engine gives the record back. */
static void engine_round_trips(const char *record)
{
    pd_buf sgf = PD_BUF_INIT, back = PD_BUF_INIT, canon = PD_BUF_INIT;
    pd_error e;
    pd_game *g = must_game(record);
    pd_game_record(g, &canon);
    if (dots_sgf_export(record, &sgf, &e)) fail_msg("%s\nexport: %s: %s", record, e.code, e.msg);
    if (dots_sgf_import(pd_buf_str(&sgf), sgf.len, &back, &e))
        fail_msg("%s\nimport: %s: %s\n%s", record, e.code, e.msg, pd_buf_str(&sgf));
    if (strcmp(pd_buf_str(&back), pd_buf_str(&canon)))
        fail_msg("%s\nexported as\n%s\nimports as\n%s", pd_buf_str(&canon), pd_buf_str(&sgf),
                 pd_buf_str(&back));
    pd_game_free(g);
    pd_buf_free(&sgf);
    pd_buf_free(&back);
    pd_buf_free(&canon);
}

/* Every rule set exports (docs/spec.md §1.3): polish pending surrounds and x-y!, an offer with either
 * answer, grounding, teams, extra moves, houses=capture, freeing=0, win=N. The exact text
 * shows Paperdots' own properties (sgf.h): RU[polish], PDS, PDC, PDA, PDD. */
static void test_every_rule_set(void **state)
{
    const char *polish = "game=dots&size=7x7&start=empty&place=0&first=0&rules=polish&moves=2-3.3-"
                         "3.3-4.1-6.4-4.2-7.5-3.3-6."
                         "4-2.2-5.3-2.1-1.7-1!.agree.decline.6-6.resign";
    pd_buf sgf = PD_BUF_INIT;
    pd_error e;
    assert_int_equal(dots_sgf_export(polish, &sgf, &e), 0);
    assert_string_equal(
        pd_buf_str(&sgf),
        "(;FF[4]GM[40]CA[UTF-8]AP[Paperdots]SZ[7]RU[polish]RE[W+R]\n;B[be];W[ce];B[cd];W[ab];"
        "B[dd];W[ba];B[ee];W[cb];B[df];W[bc]\n;B[cf];W[ag];B[gg.becdddeedfcfbe]PDC[];PDA[W];"
        "PDD[B];W[fb])\n");
    pd_buf_free(&sgf);
    engine_round_trips(polish);
    engine_round_trips(
        "game=dots&size=15x15&start=cross&place=0&first=0&rules=polish&moves=4-5.5-5");
    engine_round_trips("game=dots&size=9x9&start=empty&place=0&first=0&rules=polish&extra=1&"
                       "players=4&win=7&moves=2-3.3-3."
                       "3-4.1-6.4-4.2-7.5-3.3-6.agree.decline.4-2.2-5.3-2!.1-1.resign");
    engine_round_trips(
        "game=dots&size=9x9&start=empty&houses=capture&freeing=0&moves=2-2.5-5.3-1.5-6."
        "4-2.5-7.3-3.ground");
    engine_round_trips(
        "game=dots&size=8x8&start=cross&rules=polish&players=4&extra=1&moves=1-1.agree.agree");
    /* a loss on time: RE[B+T] / RE[W+T] by the colour that ran out, teams included */
    engine_round_trips("game=dots&size=9x9&start=empty&first=0&players=4&moves=2-3.3-3.flag");
    assert_int_equal(dots_sgf_export("game=dots&size=9x9&start=empty&moves=2-3.flag", &sgf, &e), 0);
    assert_non_null(strstr(pd_buf_str(&sgf), "RE[B+T]"));
    pd_buf_clear(&sgf);
    assert_int_equal(dots_sgf_export("game=dots&size=9x9&start=empty&moves=flag", &sgf, &e), 0);
    assert_non_null(strstr(pd_buf_str(&sgf), "RE[W+T]"));
    pd_buf_free(&sgf);
    /* the new keys: extra=may with pass (PDP), ground=leader, first=R */
    engine_round_trips("game=dots&size=7x7&start=empty&place=0&first=3&extra=may&ground=leader&"
                       "moves=2-3.3-3.3-4.7-7."
                       "4-3.7-6.3-2.pass.7-5.1-3.7-4.ground");
    pd_buf text = PD_BUF_INIT;
    assert_int_equal(
        dots_sgf_export(
            "game=dots&size=7x7&start=empty&extra=may&ground=leader&first=3&moves=2-3.3-3."
            "3-4.7-7.4-3.7-6.3-2.pass",
            &text, &e),
        0);
    assert_non_null(strstr(pd_buf_str(&text), "PDS[first=3&extra=may&ground=leader]"));
    assert_non_null(strstr(pd_buf_str(&text), ";B[cf.becddecfbe];PDP[B])"));
    pd_buf_free(&text);
}

/* Random games of every rule set round-trip too (tokens chosen among what the state allows). */
static void test_random_rule_sets(void **state)
{
    static const char *const setups[] = {
        "game=dots&size=8x8&rules=polish",
        "game=dots&size=9x7&start=empty&place=0&first=0&rules=polish&players=4",
        "game=dots&size=8x8&extra=1",
        "game=dots&size=8x9&rules=polish&extra=1",
        "game=dots&size=7x7&houses=capture&freeing=0&win=3",
        "game=dots&size=10x10&players=4",
        "game=dots&size=8x8&rules=zagram",
        "game=dots&size=9x8&start=empty&place=0&first=0&rules=zagram&win=4",
    };
    pd_rng rng;
    pd_rng_seed(&rng, 5);
    for (size_t i = 0; i < sizeof setups / sizeof setups[0]; i++) {
        for (int n = 0; n < 4; n++) {
            pd_game *g = must_game(setups[i]);
            pd_error e;
            while (!pd_game_over(g)) {
                const char *names[4];
                int na = g->fam->actions(g->pos, names, 4);
                uint32_t roll = pd_rng_below(&rng, 100);
                if (na == 2 || (na == 1 && roll < 3)) {
                    if (pd_game_play(g, na == 2 && roll < 50 ? names[1] : names[0], &e))
                        fail_msg("%s", e.msg);
                    continue;
                }
                int cap = g->fam->max_legal(g->pos), *m = malloc(sizeof(int) * (size_t)cap);
                int k = g->fam->legal(g->pos, m, cap);
                assert_true(k > 0);
                pd_buf tok = PD_BUF_INIT;
                g->fam->format_move(g->pos, m[pd_rng_below(&rng, (uint32_t)k)], &tok);
                if ((strstr(setups[i], "polish") || strstr(setups[i], "zagram")) && roll < 30)
                    pd_buf_putc(&tok, '!');
                if (pd_game_play(g, pd_buf_str(&tok), &e)) fail_msg("%s", e.msg);
                pd_buf_free(&tok);
                free(m);
            }
            pd_buf rec = PD_BUF_INIT;
            pd_game_record(g, &rec);
            engine_round_trips(pd_buf_str(&rec));
            pd_buf_free(&rec);
            pd_game_free(g);
        }
    }
}

/* Whose turn an answer or a dot is, the engine says: a colour out of turn is sgf-order. */
static void test_import_colours_by_rules(void **state)
{
    pd_buf rec = PD_BUF_INIT;
    pd_error e;
    const char *early = "(;GM[40]SZ[9]RU[polish];B[aa];PDA[B])";
    assert_int_equal(dots_sgf_import(early, strlen(early), &rec, &e), -1);
    assert_string_equal(e.code, "sgf-order");
    assert_string_equal(err_param(&e, "expected"), "W");
    const char *pass = "(;GM[40]SZ[9]RU[polish];PDA[B];B[aa])"; /* an offer is answered at once */
    assert_int_equal(dots_sgf_import(pass, strlen(pass), &rec, &e), -1);
    assert_string_equal(e.code, "sgf-order");
    const char *russian = "(;GM[40]SZ[9];PDA[B];PDA[W])";
    assert_int_equal(dots_sgf_import(russian, strlen(russian), &rec, &e), -1);
    assert_string_equal(e.code, "sgf-move");
    assert_string_equal(err_param(&e, "reason"), "agree-russian");
    const char *keys = "(;GM[40]SZ[9]PDS[extra=2])";
    assert_int_equal(dots_sgf_import(keys, strlen(keys), &rec, &e), -1);
    assert_string_equal(e.code, "sgf-unsupported");
    const char *lone = "(;GM[40]SZ[9]RU[polish];PDC[];B[aa])";
    assert_int_equal(dots_sgf_import(lone, strlen(lone), &rec, &e), -1);
    assert_string_equal(e.code, "sgf-unsupported");
    const char *bang = "(;GM[40]SZ[9]RU[Polish];B[aa]PDC[];PDA[W];PDD[B];W[bb])";
    assert_int_equal(dots_sgf_import(bang, strlen(bang), &rec, &e), 0);
    assert_string_equal(
        pd_buf_str(&rec),
        "game=dots&size=9x9&start=empty&place=0&first=0&rules=polish&houses=keep&ring=short&extra=0"
        "&freeing=1&win=0&ground=any&players=2&moves=1-9!.agree.decline.2-8");
    pd_buf_free(&rec);
}

/* The game clock's times (FF[4] TM, OT, BL / WL): written from the clock text the site hands
 * over, read back beside the record; a loss on time is RE[..+T] and the record's flag. */
static void test_clock_times(void **state)
{
    const char *rec = "game=dots&size=9x9&start=empty&moves=2-3.3-3.4-4.ground";
    char ot[48];
    int left[8];
    dots_sgf_time tm;
    dots_sgf_time_read("tm=0\nleft=19500,-,12340,bad\not=20 s per move\nxx=1", &tm, ot, sizeof ot,
                       left, 8);
    assert_int_equal(tm.has_tm, 1);
    assert_int_equal(tm.tm, 0);
    assert_string_equal(tm.ot, "20 s per move");
    assert_int_equal(tm.nleft, 4);
    assert_int_equal(left[0], 195);
    assert_int_equal(left[1], -1);
    assert_int_equal(left[2], 123);
    assert_int_equal(left[3], -1);
    pd_buf sgf = PD_BUF_INIT, back = PD_BUF_INIT, json = PD_BUF_INIT;
    pd_error e;
    assert_int_equal(dots_sgf_export_timed(rec, &tm, &sgf, &e), 0);
    assert_string_equal(
        pd_buf_str(&sgf),
        "(;FF[4]GM[40]CA[UTF-8]AP[Paperdots]SZ[9]RU[russian]TM[0]OT[20 s per move]\n"
        ";B[bg]BL[19.5];W[cg];B[df]BL[12.3];W[])\n");
    /* the record comes back unchanged; the times come back as JSON (ms) */
    assert_int_equal(dots_sgf_import(pd_buf_str(&sgf), sgf.len, &back, &e), 0);
    assert_non_null(strstr(pd_buf_str(&back), "&moves=2-3.3-3.4-4.ground"));
    assert_int_equal(dots_sgf_time_json(pd_buf_str(&sgf), sgf.len, &json, &e), 0);
    assert_string_equal(pd_buf_str(&json),
                        "{\"tm\":0,\"ot\":\"20 s per move\",\"left\":[19500,null,12300,null],"
                        "\"pb\":null,\"pw\":null,\"dt\":null}");
    /* total + bonus and a loss on time */
    pd_buf_clear(&sgf);
    pd_buf_clear(&json);
    dots_sgf_time_read("tm=300000\not=5 min + 5 s\nleft=290000,301500", &tm, ot, sizeof ot, left,
                       8);
    assert_int_equal(
        dots_sgf_export_timed("game=dots&size=9x9&start=empty&moves=2-3.3-3.flag", &tm, &sgf, &e),
        0);
    assert_string_equal(
        pd_buf_str(&sgf),
        "(;FF[4]GM[40]CA[UTF-8]AP[Paperdots]SZ[9]RU[russian]RE[W+T]TM[300]OT[5 min + 5 s]\n"
        ";B[bg]BL[290];W[cg]WL[301.5])\n");
    pd_buf_clear(&back);
    assert_int_equal(dots_sgf_import(pd_buf_str(&sgf), sgf.len, &back, &e), 0);
    assert_non_null(strstr(pd_buf_str(&back), "&moves=2-3.3-3.flag"));
    /* the sites' files: times on the moves of their colour only, reals rounded to tenths */
    const char *theirs =
        "(;GM[40]SZ[9]TM[600.04]OT[ 3 moves / 30 s ]RE[B+T];B[aa]BL[599.95];W[bb]BL[1]WL[-3];"
        "B[cc]WL[5];W[dd]WL[x];B[ee]C[no time])";
    assert_int_equal(dots_sgf_time_json(theirs, strlen(theirs), &json, &e), 0);
    assert_string_equal(
        pd_buf_str(&json),
        "{\"tm\":600000,\"ot\":\"3 moves / 30 s\",\"left\":[600000,null,null,null,null],"
        "\"pb\":null,\"pw\":null,\"dt\":null}");
    pd_buf_clear(&back);
    assert_int_equal(dots_sgf_import(theirs, strlen(theirs), &back, &e), 0);
    assert_non_null(strstr(pd_buf_str(&back), "&moves=1-9.2-8.3-7.4-6.5-5.flag"));
    pd_buf_clear(&json);
    assert_int_equal(dots_sgf_time_json("(;GM[1])", 8, &json, &e), -1);
    assert_string_equal(e.code, "sgf-game");
    pd_buf_free(&sgf);
    pd_buf_free(&back);
    pd_buf_free(&json);
}

/* The game information beside the record: the players' names (PB, PW) and the date (DT),
 * written from the lines pb=, pw=, dt= the site (or the CLI's --pb, --pw, --dt) hands over and
 * read back as the reader keeps them. */
static void test_names_and_date(void **state)
{
    (void)state;
    char texts[256];
    int left[4];
    dots_sgf_time tm;
    dots_sgf_time_read(
        "pb=Ann \xc3\x98stergaard\npw=Bot, level 2\ndt=2026-12-01\ntm=0\not=10 s per move", &tm,
        texts, sizeof texts, left, 4);
    assert_string_equal(tm.pb, "Ann \xc3\x98stergaard");
    assert_string_equal(tm.pw, "Bot, level 2");
    assert_string_equal(tm.dt, "2026-12-01");
    assert_string_equal(tm.ot, "10 s per move");
    pd_buf sgf = PD_BUF_INIT, back = PD_BUF_INIT, json = PD_BUF_INIT;
    pd_error e;
    assert_int_equal(
        dots_sgf_export_timed("game=dots&size=9x9&start=empty&moves=2-3.flag", &tm, &sgf, &e), 0);
    assert_string_equal(pd_buf_str(&sgf),
                        "(;FF[4]GM[40]CA[UTF-8]AP[Paperdots]SZ[9]RU[russian]PB[Ann "
                        "\xc3\x98stergaard]PW[Bot, level 2]DT[2026-12-01]RE[B+T]TM[0]OT[10 s per "
                        "move]\n;B[bg])\n");
    /* the record does not change; the names and the date come back beside it */
    assert_int_equal(dots_sgf_import(pd_buf_str(&sgf), sgf.len, &back, &e), 0);
    assert_non_null(strstr(pd_buf_str(&back), "&moves=2-3.flag"));
    assert_int_equal(dots_sgf_time_json(pd_buf_str(&sgf), sgf.len, &json, &e), 0);
    assert_string_equal(pd_buf_str(&json),
                        "{\"tm\":0,\"ot\":\"10 s per move\",\"left\":[null],\"pb\":\"Ann "
                        "\xc3\x98stergaard\",\"pw\":\"Bot, level 2\",\"dt\":\"2026-12-01\"}");
    /* names are written escaped; a line break or tab is a space, a byte that is not UTF-8 '?' */
    pd_buf_clear(&sgf);
    dots_sgf_time_read("pb= A]b\\c\tx \npw=\xff\xc3z\xe2\x82", &tm, texts, sizeof texts, left, 4);
    assert_int_equal(dots_sgf_export_timed("game=dots&size=9x9&start=empty&moves=", &tm, &sgf, &e),
                     0);
    assert_string_equal(
        pd_buf_str(&sgf),
        "(;FF[4]GM[40]CA[UTF-8]AP[Paperdots]SZ[9]RU[russian]PB[A\\]b\\\\c x]PW[??z??])\n");
    pd_buf_clear(&json);
    assert_int_equal(dots_sgf_time_json(pd_buf_str(&sgf), sgf.len, &json, &e), 0);
    assert_string_equal(
        pd_buf_str(&json),
        "{\"tm\":null,\"ot\":null,\"left\":[],\"pb\":\"A]b\\\\c x\",\"pw\":\"??z??\","
        "\"dt\":null}");
    /* other programs' files: the root's first PB / PW, trimmed; a long name is cut at the end of
     * a character (127 bytes at most); DT as written */
    char theirs[400];
    char name[200] = "";
    for (int i = 0; i < 50; i++) strcat(name, "\xd0\xaf");  /* 50 two-byte letters, 100 bytes */
    strcat(name, "abcdefghijklmnopqrstuvwxyz\xe2\x82\xac"); /* to byte 126, then 3 more */
    snprintf(theirs, sizeof theirs,
             "(;GM[40]SZ[9]PB[  Kasia\n ]PW[%s]PB[Other]DT[2019-03-04,05];B[aa]PB[late])", name);
    pd_buf_clear(&json);
    assert_int_equal(dots_sgf_time_json(theirs, strlen(theirs), &json, &e), 0);
    char want[400];
    snprintf(want, sizeof want,
             "{\"tm\":null,\"ot\":null,\"left\":[null],\"pb\":\"Kasia\",\"pw\":\"%.126s\","
             "\"dt\":\"2019-03-04,05\"}",
             name);
    assert_string_equal(pd_buf_str(&json), want);
    pd_buf_free(&sgf);
    pd_buf_free(&back);
    pd_buf_free(&json);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_rule_set),
        cmocka_unit_test(test_random_rule_sets),
        cmocka_unit_test(test_import_colours_by_rules),
        cmocka_unit_test(test_clock_times),
        cmocka_unit_test(test_names_and_date),
        cmocka_unit_test(test_random_games_round_trip),
        cmocka_unit_test(test_capture_ring),
        cmocka_unit_test(test_import_judged_by_rules),
    };
    return cmocka_run_group_tests_name("dots sgf games", tests, NULL, NULL);
}
