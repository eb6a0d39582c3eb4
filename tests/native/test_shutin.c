/* test_shutin.c — Shut In rules, setup strings, errors, undo and records, all through the
 * generic game API (core/game.h); the bot and the solver are in test_shutin_bot.c. */
#include <stdio.h>

#include "support.h"
#include "common/rng.h"

#define MAX_CELLS 256

static pd_game *game(const char *record)
{
    return must_game(record);
}

/* The error code of playing tok (must fail), with err filled. */
static void legal_is(const pd_game *g, const char *want)
{
    char *l = legal_of(g);
    assert_string_equal(l, want);
    free(l);
}

static char *canonical_of(const pd_game *g)
{
    pd_buf b = PD_BUF_INIT;
    pd_game_canonical(g, &b);
    return pd_buf_take(&b);
}

/* Cell values from the state JSON ("cells":[...]); returns the count. */
static int cells_of(const pd_game *g, int *out)
{
    char *s = state_of(g);
    const char *p = strstr(s, "\"cells\":[");
    assert_non_null(p);
    p += strlen("\"cells\":[");
    int n = 0;
    while (*p != ']') {
        char *end;
        out[n++] = (int)strtol(p, &end, 10);
        p = *end == ',' ? end + 1 : end;
    }
    free(s);
    return n;
}

static int cell_at(const pd_game *g, const char *tok, int w)
{
    int cells[MAX_CELLS];
    cells_of(g, cells);
    return cells[(atoi(tok + 1) - 1) * w + (tok[0] - 'a')];
}

static void setup_error_is(const char *setup, const char *code)
{
    pd_error e;
    const char *got = record_error(setup, &e);
    if (strcmp(got, code) != 0) fail_msg("%s: want %s, got \"%s\" (%s)", setup, code, got, e.msg);
}

/* ---- start positions ---- */

static void test_default_setup(void **state)
{
    pd_game *g = game("game=shutin");
    char *c = canonical_of(g);
    assert_string_equal(c, "game=shutin&size=8x8&gravity=1&start=fixed&blocked=none");
    free(c);
    expect_report(g, "to_move=1\nscores=2,2\nover=0\nwinner=\nmoves=\n");
    legal_is(g, "c1 a2 b2");
    pd_buf b = PD_BUF_INIT;
    pd_game_info(g, &b);
    assert_string_equal(pd_buf_str(&b),
                        "canonical=game=shutin&size=8x8&gravity=1&start=fixed&blocked=none\n"
                        "cells=64\nblocked=0\n");
    pd_buf_free(&b);
    pd_game_free(g);
}

static void test_gravity_start_sizes(void **state)
{
    static const char *const sizes[] = {"4x4", "5x7", "16x16", "11x4"};
    for (int i = 0; i < 4; i++) {
        char setup[64];
        snprintf(setup, sizeof setup, "game=shutin&size=%s", sizes[i]);
        pd_game *g = game(setup);
        int w = atoi(sizes[i]), cells[MAX_CELLS];
        int n = cells_of(g, cells);
        assert_int_equal(n, w * atoi(strchr(sizes[i], 'x') + 1));
        for (int c = 0; c < n; c++) {
            int want = c == 0 || c == 1 ? 1 : c == w - 2 || c == w - 1 ? 2 : 0;
            assert_int_equal(cells[c], want);
        }
        pd_game_free(g);
    }
}

static void test_no_gravity_start(void **state)
{
    /* 8 rows: a4 a5 and h4 h5; 7 rows: a3 a4 and the last column's 3 and 4. */
    pd_game *g = game("game=shutin&gravity=0");
    assert_int_equal(cell_at(g, "a4", 8), 1);
    assert_int_equal(cell_at(g, "a5", 8), 1);
    assert_int_equal(cell_at(g, "h4", 8), 2);
    assert_int_equal(cell_at(g, "h5", 8), 2);
    assert_int_equal(cell_at(g, "a1", 8), 0);
    legal_is(g, "a3 b3 b4 b5 a6 b6");
    pd_game_free(g);
    g = game("game=shutin&size=5x7&gravity=0");
    assert_int_equal(cell_at(g, "a3", 5), 1);
    assert_int_equal(cell_at(g, "a4", 5), 1);
    assert_int_equal(cell_at(g, "e3", 5), 2);
    assert_int_equal(cell_at(g, "e4", 5), 2);
    int cells[MAX_CELLS], pieces = 0;
    for (int c = 0, n = cells_of(g, cells); c < n; c++) pieces += cells[c] != 0;
    assert_int_equal(pieces, 4);
    pd_game_free(g);
    g = game("game=shutin&size=4x5&gravity=0");
    assert_int_equal(cell_at(g, "a2", 4), 1);
    assert_int_equal(cell_at(g, "a3", 4), 1);
    assert_int_equal(cell_at(g, "d2", 4), 2);
    assert_int_equal(cell_at(g, "d3", 4), 2);
    pd_game_free(g);
}

/* ---- rules ---- */

static void test_gravity(void **state)
{
    pd_error e;
    pd_game *g = game("game=shutin&blocked=d1");
    play_ok(g, "c1");                                           /* bottom row */
    assert_string_equal(play_err(g, "f3", &e), "cell-gravity"); /* in the air */
    play_ok(g, "f1");
    play_ok(g, "c2"); /* on the own piece c1 */
    play_ok(g, "f2");
    play_ok(g, "d2"); /* on the blocked d1 */
    play_ok(g, "e1");
    play_ok(g, "d3"); /* on d2 */
    play_ok(g, "e2"); /* circles on their own e1 */
    play_ok(g, "e3"); /* crosses on the circle e2 */
    assert_string_equal(play_err(g, "f4", &e), "cell-gravity");
    assert_string_equal(e.pname[0], "cell");
    assert_string_equal(e.pval[0], "f4");
    play_ok(g, "f3");
    pd_game_free(g);
    /* A blocked cell high up supports a piece over it. */
    g = game("game=shutin&blocked=c3");
    play_ok(g, "c1");
    play_ok(g, "g2");
    play_ok(g, "c2");
    play_ok(g, "h2");
    play_ok(g, "b2");
    play_ok(g, "g3");
    play_ok(g, "b3");
    play_ok(g, "g4");
    play_ok(g, "c4");
    pd_game_free(g);
}

static void test_touching(void **state)
{
    pd_error e;
    pd_game *g = game("game=shutin&gravity=0");
    assert_string_equal(play_err(g, "c4", &e), "cell-touch");
    assert_string_equal(play_err(g, "c6", &e), "cell-touch");
    play_ok(g, "b6"); /* diagonal to a5 */
    assert_string_equal(play_err(g, "f4", &e), "cell-touch");
    play_ok(g, "g3"); /* diagonal to h4 */
    play_ok(g, "c7"); /* diagonal to b6 */
    play_ok(g, "f2");
    /* Touching the other seat's pieces does not count. */
    assert_string_equal(play_err(g, "e1", &e), "cell-touch");
    assert_string_equal(play_err(g, "a8", &e), "cell-touch");
    play_ok(g, "d8");
    assert_string_equal(play_err(g, "c8", &e), "cell-touch");
    play_ok(g, "e1");
    pd_game_free(g);
}

static void test_free_start_waiver(void **state)
{
    pd_error e;
    /* With gravity: the first two pieces of each seat go on any empty cell, floating too. */
    pd_game *g = game("game=shutin&start=free&size=8x6");
    expect_report(g, "to_move=1\nscores=0,0\nover=0\nwinner=\nmoves=\n");
    legal_is(g, "a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2 d2 e2 f2 g2 h2 a3 b3 c3 d3 e3 f3 g3 h3 "
                "a4 b4 c4 d4 e4 f4 g4 h4 a5 b5 c5 d5 e5 f5 g5 h5 a6 b6 c6 d6 e6 f6 g6 h6");
    play_ok(g, "c4"); /* first cross floats */
    assert_string_equal(play_err(g, "c4", &e), "cell-occupied");
    play_ok(g, "h1");
    play_ok(g, "f6"); /* second cross: anywhere, floating */
    play_ok(g, "a6"); /* second circle: anywhere */
    /* Third cross: touching and gravity again. b3 touches c4 but floats; d5 touches c4 but
     * floats; c5 sits on the floating c4, so it stands. */
    assert_string_equal(play_err(g, "b3", &e), "cell-gravity");
    assert_string_equal(play_err(g, "d5", &e), "cell-gravity");
    assert_string_equal(play_err(g, "a1", &e), "cell-touch");
    legal_is(g, "c5");
    play_ok(g, "c5");
    /* Third circle: g1 and g2 touch h1, g2 floats; a6 has nothing that stands beside it. */
    assert_string_equal(play_err(g, "g2", &e), "cell-gravity");
    assert_string_equal(play_err(g, "b5", &e), "cell-gravity");
    legal_is(g, "g1 h2");
    play_ok(g, "h2");
    expect_report(g, "to_move=1\nscores=3,3\nover=0\nwinner=\nmoves=c4.h1.f6.a6.c5.h2\n");
    pd_game_free(g);

    /* One seat still in its waiver while the other is not: after a1, f6, b1 the circles'
     * second piece floats on d4, while the crosses' third must stand and touch. A floating
     * piece holds up what goes on it: d5 is the circles' only cell (the cells beside d4 and
     * f6 float). */
    g = game("game=shutin&start=free&size=6x6&moves=a1.f6.b1.d4");
    assert_string_equal(play_err(g, "b3", &e), "cell-gravity");
    assert_string_equal(play_err(g, "e1", &e), "cell-touch");
    legal_is(g, "c1 a2 b2");
    play_ok(g, "c1");
    legal_is(g, "d5");
    pd_game_free(g);

    /* Without gravity only the touching is waived, as before. */
    g = game("game=shutin&start=free&gravity=0&size=5x5");
    play_ok(g, "c3");
    play_ok(g, "e5");
    play_ok(g, "a1");
    play_ok(g, "a5");
    assert_string_equal(play_err(g, "e1", &e), "cell-touch");
    play_ok(g, "b2");
    expect_report(g, "to_move=2\nscores=3,2\nover=0\nwinner=\nmoves=c3.e5.a1.a5.b2\n");
    pd_game_free(g);
}

static void test_loss_when_stuck(void **state)
{
    /* Crosses fill column c, circles column d, then b2 takes the circles' last cell. */
    pd_game *g = game("game=shutin&size=4x4&moves=c2.d2.c3.d3.c4.d4");
    legal_is(g, "a2 b2");
    play_ok(g, "b2");
    expect_report(g, "to_move=0\nscores=6,5\nover=1\nwinner=1\nmoves=c2.d2.c3.d3.c4.d4.b2\n");
    legal_is(g, "");
    pd_error e;
    assert_string_equal(play_err(g, "a2", &e), "game-over");
    assert_int_equal(pd_game_undo(g), 0);
    expect_report(g, "to_move=1\nscores=5,5\nover=0\nwinner=\nmoves=c2.d2.c3.d3.c4.d4\n");
    pd_game_free(g);
    /* Shut in before the first move. */
    g = game("game=shutin&size=4x4&blocked=a2.b2.c2");
    expect_report(g, "to_move=0\nscores=2,2\nover=1\nwinner=2\nmoves=\n");
    pd_game_free(g);
    g = game("game=shutin&size=4x4&start=free&blocked=random-16-1");
    expect_report(g, "to_move=0\nscores=0,0\nover=1\nwinner=2\nmoves=\n");
    pd_game_free(g);
}

/* An independent model of the rules (docs/spec.md §1.4), for the random playouts: the board as the
 * state JSON shows it, judged without asking the engine. */
typedef struct model {
    int w, h, gravity, free_start;
    int cells[MAX_CELLS]; /* 0 empty, 1 or 2 a seat's piece, -1 blocked */
} model;

static int json_int(const char *json, const char *key)
{
    const char *p = strstr(json, key);
    assert_non_null(p);
    return atoi(p + strlen(key));
}

static void model_read(const pd_game *g, model *m)
{
    char *geo = geometry_of(g);
    m->w = json_int(geo, "\"w\":");
    m->h = json_int(geo, "\"h\":");
    m->gravity = strstr(geo, "\"gravity\":true") != NULL;
    free(geo);
    char *c = canonical_of(g);
    m->free_start = strstr(c, "&start=free") != NULL;
    free(c);
    assert_int_equal(cells_of(g, m->cells), m->w * m->h);
}

/* May seat put a piece on cell c (x from the left, y from the bottom, both from 0)? Empty;
 * with a free start each seat's first two pieces go anywhere (no gravity, no touching);
 * otherwise with gravity on the bottom row or on anything (piece or blocked cell), and
 * touching one of the seat's pieces in the 8 directions. */
static int model_allows(const model *m, int seat, int x, int y)
{
    int c = y * m->w + x, own = 0;
    if (m->cells[c] != 0) return 0;
    for (int i = 0; i < m->w * m->h; i++) own += m->cells[i] == seat;
    if (m->free_start && own < 2) return 1;
    if (m->gravity && y > 0 && m->cells[c - m->w] == 0) return 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int nx = x + dx, ny = y + dy;
            if ((dx || dy) && nx >= 0 && ny >= 0 && nx < m->w && ny < m->h &&
                m->cells[ny * m->w + nx] == seat)
                return 1;
        }
    return 0;
}

/* The model's legal cells for seat, written like `legal=` (row by row from the bottom). */
static char *model_legal(const model *m, int seat)
{
    pd_buf b = PD_BUF_INIT;
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++)
            if (model_allows(m, seat, x, y))
                pd_buf_printf(&b, "%s%c%d", b.len ? " " : "", 'a' + x, y + 1);
    return pd_buf_take(&b);
}

/* Random games to the end. The test keeps its own turn (seat 1 first, then alternating: there
 * is no pass) and its own list of legal cells; the engine's list must match it at every turn,
 * and the seat whose list was empty on its turn has lost: the game is over, nothing is legal,
 * and the other seat is the winner. */
static void test_playouts_end_right(void **state)
{
    static const char *const setups[] = {"game=shutin&size=4x4", "game=shutin&size=5x4&gravity=0",
                                         "game=shutin&size=6x5&start=free",
                                         "game=shutin&size=7x6&blocked=random-6-9"};
    pd_rng rng;
    pd_rng_seed(&rng, 42);
    for (int s = 0; s < 4; s++) {
        for (int k = 0; k < 30; k++) {
            pd_game *g = game(setups[s]);
            int seat = 1;
            for (;;) {
                model m;
                model_read(g, &m);
                char *want = model_legal(&m, seat), *got = legal_of(g);
                assert_string_equal(got, want);
                free(want);
                if (!*got) {
                    free(got);
                    break;
                }
                assert_int_equal(pd_game_to_move(g), seat);
                /* play a random token of the list */
                int n = 1;
                for (const char *p = got; *p; p++) n += *p == ' ';
                char *tok = got;
                for (uint32_t i = pd_rng_below(&rng, (uint32_t)n); i > 0; i--)
                    tok = strchr(tok, ' ') + 1;
                tok[strcspn(tok, " ")] = 0;
                play_ok(g, tok);
                free(got);
                seat = 3 - seat;
            }
            int winner = 3 - seat;
            assert_int_equal(pd_game_to_move(g), 0);
            assert_int_equal(pd_game_over(g), 1);
            pd_result res;
            assert_int_equal(pd_game_result(g, &res), 0);
            assert_int_equal(res.winners, 1u << (winner - 1));
            assert_string_equal(res.how, "no-move");
            char *r = report_of(g), line[32];
            snprintf(line, sizeof line, "over=1\nwinner=%d\n", winner);
            assert_non_null(strstr(r, line));
            free(r);
            pd_game_free(g);
        }
    }
}

/* ---- setups ---- */

static void test_canonical_forms(void **state)
{
    static const char *const pairs[][2] = {
        {"game=shutin&blocked=f5.c3&start=fixed&gravity=1&size=8x8",
         "game=shutin&size=8x8&gravity=1&start=fixed&blocked=c3.f5"},
        {"game=shutin&start=free&size=16x4",
         "game=shutin&size=16x4&gravity=1&start=free&blocked=none"},
        {"game=shutin&size=16x16&gravity=0&blocked=p16.a1.b16",
         "game=shutin&size=16x16&gravity=0&start=fixed&blocked=a1.b16.p16"},
        {"game=shutin&blocked=random-0-5",
         "game=shutin&size=8x8&gravity=1&start=fixed&blocked=none"},
        {"game=shutin&size=9x5&blocked=random-7-3",
         "game=shutin&size=9x5&gravity=1&start=fixed&blocked=c2.g2.c4.d4.e4.f4.g4"},
    };
    for (int i = 0; i < 5; i++) {
        pd_game *g = game(pairs[i][0]);
        char *c = canonical_of(g);
        assert_string_equal(c, pairs[i][1]);
        pd_game *again = game(c);
        char *c2 = canonical_of(again);
        assert_string_equal(c2, c);
        free(c);
        free(c2);
        pd_game_free(g);
        pd_game_free(again);
    }
    pd_game *g = game("game=shutin&size=5x6&blocked=c3.a2");
    pd_buf b = PD_BUF_INIT;
    pd_game_info(g, &b);
    assert_string_equal(pd_buf_str(&b),
                        "canonical=game=shutin&size=5x6&gravity=1&start=fixed&blocked=a2.c3\n"
                        "cells=30\nblocked=2\n");
    pd_buf_free(&b);
    pd_game_free(g);
}

/* Mirror of cell c on a w-wide board. */
static int mirror(int c, int w)
{
    return c - c % w + w - 1 - c % w;
}

static void test_random_blocked(void **state)
{
    static const char *const sizes[] = {"4x4", "5x4", "8x8", "9x7", "16x16", "7x16"};
    static const int counts[] = {0, 1, 2, 5, 8, 13};
    for (int si = 0; si < 6; si++) {
        for (int grav = 0; grav < 2; grav++) {
            for (int fr = 0; fr < 2; fr++) {
                for (int ci = 0; ci < 6; ci++) {
                    for (int seed = 1; seed <= 6; seed++) {
                        int w = atoi(sizes[si]), h = atoi(strchr(sizes[si], 'x') + 1);
                        int n = counts[ci];
                        char setup[160];
                        snprintf(setup, sizeof setup,
                                 "game=shutin&size=%s&gravity=%d&start=%s&blocked=random-%d-%d",
                                 sizes[si], grav, fr ? "free" : "fixed", n, seed);
                        if (n % 2 && w % 2 == 0) {
                            /* Too many for the free cells, or else only odd on an even width. */
                            int room = w * h - (fr ? 0 : 4);
                            setup_error_is(setup, n > room ? "blocked-count" : "blocked-odd");
                            continue;
                        }
                        pd_game *g = game(setup);
                        int cells[MAX_CELLS];
                        cells_of(g, cells);
                        int got = 0;
                        pd_buf want = PD_BUF_INIT;
                        for (int c = 0; c < w * h; c++) {
                            if (cells[c] != -1) continue;
                            got++;
                            assert_int_equal(cells[mirror(c, w)], -1);
                            pd_buf_printf(&want, "%s%c%d", got > 1 ? "." : "", 'a' + c % w,
                                          c / w + 1);
                        }
                        assert_int_equal(got, n);
                        double sc[2];
                        g->fam->scores(g->pos, sc);
                        assert_true(sc[0] == (fr ? 0 : 2) && sc[1] == (fr ? 0 : 2));
                        char *c1 = canonical_of(g);
                        const char *bl = strstr(c1, "blocked=") + strlen("blocked=");
                        assert_string_equal(bl, n ? pd_buf_str(&want) : "none");
                        /* Stable: the same setup again, and the canonical form reloaded. */
                        pd_game *g2 = game(setup), *g3 = game(c1);
                        char *c2 = canonical_of(g2), *c3 = canonical_of(g3);
                        assert_string_equal(c2, c1);
                        assert_string_equal(c3, c1);
                        free(c1);
                        free(c2);
                        free(c3);
                        pd_buf_free(&want);
                        pd_game_free(g);
                        pd_game_free(g2);
                        pd_game_free(g3);
                    }
                }
            }
        }
    }
    /* Different seeds give different boards. */
    pd_game *a = game("game=shutin&blocked=random-8-1"),
            *b = game("game=shutin&blocked=random-8-2");
    char *ca = canonical_of(a), *cb = canonical_of(b);
    assert_string_not_equal(ca, cb);
    free(ca);
    free(cb);
    pd_game_free(a);
    pd_game_free(b);
    /* All that fits: rows 2..4 of a 4x4 with a fixed gravity start; one more does not. */
    pd_game *full = game("game=shutin&size=4x4&blocked=random-12-5");
    char *cf = canonical_of(full);
    assert_string_equal(cf, "game=shutin&size=4x4&gravity=1&start=fixed&blocked="
                            "a2.b2.c2.d2.a3.b3.c3.d3.a4.b4.c4.d4");
    free(cf);
    expect_report(full, "to_move=0\nscores=2,2\nover=1\nwinner=2\nmoves=\n");
    pd_game_free(full);
    setup_error_is("game=shutin&size=4x4&blocked=random-14-5", "blocked-count");
    setup_error_is("game=shutin&size=5x5&blocked=random-22-5", "blocked-count");
    pd_game_free(game("game=shutin&size=5x5&blocked=random-21-5"));
    setup_error_is("game=shutin&blocked=random-99999999999-5", "blocked-count");
}

static void test_setup_errors(void **state)
{
    static const char *const cases[][2] = {
        {"game=shutin&size=8", "size-syntax"},
        {"game=shutin&size=08x8", "size-syntax"},
        {"game=shutin&size=8X8", "size-syntax"},
        {"game=shutin&size=3x8", "size-range"},
        {"game=shutin&size=8x17", "size-range"},
        {"game=shutin&gravity=2", "value-bad"},
        {"game=shutin&gravity=", "value-bad"},
        {"game=shutin&start=random", "value-bad"},
        {"game=shutin&blocked=", "blocked-syntax"},
        {"game=shutin&blocked=c", "blocked-syntax"},
        {"game=shutin&blocked=c3.", "blocked-syntax"},
        {"game=shutin&blocked=.c3", "blocked-syntax"},
        {"game=shutin&blocked=c3..d4", "blocked-syntax"},
        {"game=shutin&blocked=c03", "blocked-syntax"},
        {"game=shutin&blocked=C3", "blocked-syntax"},
        {"game=shutin&blocked=none.c3", "blocked-syntax"},
        {"game=shutin&blocked=random", "blocked-syntax"},
        {"game=shutin&blocked=random-", "blocked-syntax"},
        {"game=shutin&blocked=random-3", "blocked-syntax"},
        {"game=shutin&blocked=random-3-", "blocked-syntax"},
        {"game=shutin&blocked=random-03-1", "blocked-syntax"},
        {"game=shutin&blocked=random-3-x", "blocked-syntax"},
        {"game=shutin&blocked=random-3-1-2", "blocked-syntax"},
        {"game=shutin&blocked=random-2-99999999999999999999999", "blocked-syntax"},
        {"game=shutin&blocked=i1", "blocked-range"},
        {"game=shutin&blocked=a9", "blocked-range"},
        {"game=shutin&blocked=a0", "blocked-range"},
        {"game=shutin&blocked=a123456789", "blocked-range"},
        {"game=shutin&blocked=c3.d4.c3", "blocked-repeated"},
        {"game=shutin&blocked=b1", "blocked-start"},
        {"game=shutin&blocked=c2.h1", "blocked-start"},
        {"game=shutin&gravity=0&blocked=a5", "blocked-start"},
        {"game=shutin&size=8x7&gravity=0&blocked=h3", "blocked-start"},
        {"game=shutin&blocked=random-3-1", "blocked-odd"},
        {"game=shutin&size=4x4&blocked=random-13-1", "blocked-count"},
        {"game=shutin&players=2", "key-unknown"},
        {"game=shutin&size=4x4&size=5x5", "key-repeated"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        setup_error_is(cases[i][0], cases[i][1]);
    /* Free start has no start cells, so a1 may be blocked there. */
    pd_game_free(game("game=shutin&start=free&blocked=a1.h1"));

    pd_error e;
    assert_null(pd_game_new("game=shutin&blocked=c3.d4.c3", &e));
    assert_non_null(strstr(e.msg, "c3"));
    assert_non_null(strstr(e.msg, "blocked"));
    assert_string_equal(e.pname[0], "key");
    assert_string_equal(e.pval[0], "blocked");
    assert_null(pd_game_new("game=shutin&blocked=z1", &e));
    assert_string_equal(e.code, "blocked-range");
    assert_non_null(strstr(e.msg, "a..h"));
    assert_null(pd_game_new("game=shutin&gravity=yes", &e));
    assert_non_null(strstr(e.msg, "gravity"));
    assert_null(pd_game_new("game=shutin&size=4x4&blocked=random-13-1", &e));
    assert_non_null(strstr(e.msg, "12"));
}

static void test_move_errors(void **state)
{
    static const char *const cases[][2] = {
        {"A1", "cell-syntax"},   {"1a", "cell-syntax"},   {"a01", "cell-syntax"},
        {"a", "cell-syntax"},    {"a1x", "cell-syntax"},  {"aa1", "cell-syntax"},
        {"a-1", "cell-syntax"},  {"c 1", "cell-syntax"},  {"i1", "cell-range"},
        {"a9", "cell-range"},    {"a0", "cell-range"},    {"z99999999999", "cell-range"},
        {"a1", "cell-occupied"}, {"h1", "cell-occupied"}, {"d1", "cell-blocked"},
        {"c3", "cell-gravity"},  {"e1", "cell-touch"},
    };
    pd_game *g = game("game=shutin&blocked=d1");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pd_error e;
        const char *code = play_err(g, cases[i][0], &e);
        if (strcmp(code, cases[i][1]) != 0)
            fail_msg("%s: want %s got %s", cases[i][0], cases[i][1], code);
    }
    expect_report(g, "to_move=1\nscores=2,2\nover=0\nwinner=\nmoves=\n");
    pd_error e;
    play_err(g, "i1", &e);
    assert_string_equal(e.msg, "move 1 \"i1\": i1 is off the board (columns a..h, rows 1..8)");
    int seen = 0;
    for (int i = 0; i < e.nparams; i++) {
        if (strcmp(e.pname[i], "columns") == 0) seen += strcmp(e.pval[i], "a..h") == 0;
        if (strcmp(e.pname[i], "rows") == 0) seen += strcmp(e.pval[i], "1..8") == 0;
        if (strcmp(e.pname[i], "cell") == 0) seen += strcmp(e.pval[i], "i1") == 0;
    }
    assert_int_equal(seen, 3);
    play_ok(g, "c1");
    play_err(g, "c2", &e);
    assert_string_equal(e.code, "cell-touch");
    assert_non_null(strstr(e.msg, "move 2 \"c2\": c2 touches none of your pieces"));
    /* A failed move list changes nothing. */
    assert_int_equal(pd_game_play_list(g, "g2.c2.a5", &e), -1);
    assert_string_equal(e.code, "cell-gravity");
    assert_non_null(strstr(e.msg, "move 4 \"a5\""));
    expect_report(g, "to_move=2\nscores=3,2\nover=0\nwinner=\nmoves=c1\n");
    pd_game_free(g);
}

/* ---- JSON ---- */

static void test_json(void **state)
{
    pd_game *g = game("game=shutin&size=4x4&blocked=b3");
    char *geo = geometry_of(g);
    assert_string_equal(geo, "{\"family\":\"shutin\",\"seats\":2,\"teams\":[[1],[2]],"
                             "\"moveTokens\":[\"a1\",\"b1\",\"c1\",\"d1\",\"a2\",\"b2\",\"c2\","
                             "\"d2\",\"a3\",\"b3\",\"c3\",\"d3\",\"a4\",\"b4\",\"c4\",\"d4\"],"
                             "\"moveLabels\":[\"a1\",\"b1\",\"c1\",\"d1\",\"a2\",\"b2\",\"c2\","
                             "\"d2\",\"a3\",\"b3\",\"c3\",\"d3\",\"a4\",\"b4\",\"c4\",\"d4\"],"
                             "\"w\":4,\"h\":4,\"gravity\":true,\"blocked\":[9]}");
    free(geo);
    char *s = state_of(g);
    assert_string_equal(
        s, "{\"family\":\"shutin\",\"seats\":2,\"teams\":[[1],[2]],\"toMove\":1,"
           "\"over\":false,\"scores\":[2,2],\"result\":null,\"actions\":[\"resign\"],"
           "\"moveCount\":0,\"moves\":[],\"movers\":[],\"captured\":[],"
           "\"lastTurn\":[],\"legal\":[\"a2\",\"b2\",\"c2\"],"
           "\"record\":\"game=shutin&size=4x4&gravity=1&start=fixed&blocked=b3&moves=\","
           "\"cells\":[1,1,2,2,0,0,0,0,0,-1,0,0,0,0,0,0],"
           "\"areas\":[11,11],\"shared\":11}");
    free(s);
    play_ok(g, "c2");
    s = state_of(g);
    assert_non_null(strstr(s, "\"toMove\":2,\"over\":false,\"scores\":[3,2],\"result\":null,"));
    assert_non_null(strstr(s, "\"moves\":[\"c2\"],\"movers\":[1],\"captured\":[0],"
                              "\"lastTurn\":[0],\"legal\":[\"b2\",\"d2\"],"));
    assert_non_null(strstr(s, "\"cells\":[1,1,2,2,0,0,1,0,0,-1,0,0,0,0,0,0],"
                              "\"areas\":[10,10],\"shared\":10}"));
    free(s);
    pd_game_free(g);
    g = game("game=shutin&size=4x4&moves=c2.d2.c3.d3.c4.d4.b2");
    s = state_of(g);
    assert_non_null(
        strstr(s, "\"toMove\":0,\"over\":true,\"scores\":[6,5],\"result\":{\"winners\":[1],"
                  "\"draw\":false,\"how\":\"no-move\",\"resigned\":0,\"margin\":null},"
                  "\"actions\":[],\"moveCount\":7,"));
    assert_non_null(strstr(s, "\"movers\":[1,2,1,2,1,2,1]"));
    assert_non_null(strstr(s, "\"lastTurn\":[6],\"legal\":[],"));
    pd_game_free(g);
    free(s);
    /* Areas: walls on columns d (crosses) and e (circles) from bottom to top part the board,
     * 21 empty cells each and none shared once e8 is taken: a race. */
    g = game("game=shutin&size=8x8&moves=c1.f1.d1.e1.d2.e2.d3.e3.d4.e4.d5.e5.d6.e6.d7.e7.d8");
    s = state_of(g);
    /* e8 is still open: through it the crosses' d8 reaches the circles' side too. */
    assert_non_null(strstr(s, "\"areas\":[43,22],\"shared\":22}"));
    free(s);
    play_ok(g, "e8");
    s = state_of(g);
    assert_non_null(strstr(s, "\"areas\":[21,21],\"shared\":0}"));
    free(s);
    pd_game_free(g);
    /* While a free start's waiver lasts a seat reaches every empty cell; after it, its own. */
    g = game("game=shutin&size=4x4&start=free&moves=a1.d4.a2");
    s = state_of(g);
    assert_non_null(strstr(s, "\"areas\":[13,13],\"shared\":13}"));
    free(s);
    play_ok(g, "d3");
    s = state_of(g);
    assert_non_null(strstr(s, "\"areas\":[12,12],\"shared\":12}"));
    free(s);
    pd_game_free(g);
    g = game("game=shutin&size=16x16&gravity=0");
    geo = geometry_of(g);
    assert_non_null(strstr(geo, "\"w\":16,\"h\":16,\"gravity\":false,\"blocked\":[]}"));
    assert_non_null(strstr(geo, "\"p16\"]"));
    free(geo);
    pd_game_free(g);
}

/* ---- undo and records ---- */

typedef struct snapshot {
    char *report, *legal, *state;
} snapshot;

static snapshot snap(const pd_game *g)
{
    return (snapshot){report_of(g), legal_of(g), state_of(g)};
}

static void snap_same(const pd_game *g, snapshot s)
{
    snapshot t = snap(g);
    assert_string_equal(t.report, s.report);
    assert_string_equal(t.legal, s.legal);
    assert_string_equal(t.state, s.state);
    free(t.report);
    free(t.legal);
    free(t.state);
}

static void snap_free(snapshot s)
{
    free(s.report);
    free(s.legal);
    free(s.state);
}

static void test_undo_and_replay(void **state)
{
    static const char *const setups[] = {"game=shutin&size=4x4",
                                         "game=shutin",
                                         "game=shutin&gravity=0&size=9x6",
                                         "game=shutin&start=free&size=7x5&blocked=random-5-2",
                                         "game=shutin&size=16x16&gravity=0&start=free",
                                         "game=shutin&size=12x5&blocked=random-10-4"};
#ifdef PD_SANITIZED
    const int games = 3;
#else
    const int games = 25;
#endif
    pd_rng rng;
    pd_rng_seed(&rng, 7);
    for (int s = 0; s < 6; s++) {
        for (int k = 0; k < games; k++) {
            pd_game *g = game(setups[s]);
            snapshot start = snap(g);
            for (;;) {
                snapshot before = snap(g);
                uint32_t pick = (uint32_t)pd_rng_next(&rng);
                if (!play_nth(g, pick)) {
                    snap_free(before);
                    break;
                }
                assert_int_equal(pd_game_undo(g), 0);
                snap_same(g, before);
                snap_free(before);
                play_nth(g, pick);
            }
            /* Replaying the record gives the same state. */
            pd_buf rec = PD_BUF_INIT;
            pd_game_record(g, &rec);
            pd_game *r = game(pd_buf_str(&rec));
            snapshot end = snap(g);
            snap_same(r, end);
            pd_game *c = pd_game_clone(g);
            snap_same(c, end);
            snap_free(end);
            pd_buf_free(&rec);
            pd_game_free(r);
            pd_game_free(c);
            while (pd_game_undo(g) == 0) {}
            snap_same(g, start);
            assert_int_equal(g->fam->undo(g->pos), -1);
            snap_free(start);
            pd_game_free(g);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_default_setup),
        cmocka_unit_test(test_gravity_start_sizes),
        cmocka_unit_test(test_no_gravity_start),
        cmocka_unit_test(test_gravity),
        cmocka_unit_test(test_touching),
        cmocka_unit_test(test_free_start_waiver),
        cmocka_unit_test(test_loss_when_stuck),
        cmocka_unit_test(test_playouts_end_right),
        cmocka_unit_test(test_canonical_forms),
        cmocka_unit_test(test_random_blocked),
        cmocka_unit_test(test_setup_errors),
        cmocka_unit_test(test_move_errors),
        cmocka_unit_test(test_json),
        cmocka_unit_test(test_undo_and_replay),
    };
    return cmocka_run_group_tests_name("shutin", tests, NULL, NULL);
}
