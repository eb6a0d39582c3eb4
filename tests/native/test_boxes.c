/* test_boxes.c — rules of the edge game family: geometry counts and canonical order, the
 * Swedish border, extra moves, misère and multi-player results, errors, random playouts. */
#include <stdio.h>

#include "support.h"
#include "common/rng.h"
#include "boxes/boxes.h"

/* The `paperdots play` report after playing the space-separated tokens one by one, using only
 * the stable game interface (pd_game_new / pd_game_play / pd_game_report / pd_game_free). */
static char *report_after(const char *setup, const char *tokens)
{
    pd_error e;
    pd_game *g = pd_game_new(setup, &e);
    if (!g) fail_msg("%s: error %s: %s", setup, e.code, e.msg);
    char buf[512];
    snprintf(buf, sizeof buf, "%s", tokens);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "))
        if (pd_game_play(g, t, &e)) fail_msg("%s: move %s refused: %s", setup, t, e.msg);
    char *r = report_of(g);
    pd_game_free(g);
    return r;
}

static void report_is(const char *setup, const char *tokens, const char *want)
{
    char *r = report_after(setup, tokens);
    if (strcmp(r, want) != 0) fail_msg("%s after %s:\n%s\nwant:\n%s", setup, tokens, r, want);
    free(r);
}

static void info_is(const char *setup, int dots, int lines, int cells, int predrawn)
{
    pd_game *g = must_game(setup);
    boxes_pos *p = g->pos;
    assert_int_equal(p->g->ndots, dots);
    assert_int_equal(p->g->nlines, lines);
    assert_int_equal(p->g->ncells, cells);
    assert_int_equal(p->npredrawn, predrawn);
    pd_game_free(g);
}

static void test_counts(void **state)
{
    info_is("game=boxes", 25, 40, 16, 0);
    info_is("game=boxes&grid=hex", 48, 63, 16, 0);
    info_is("game=boxes&grid=tri", 16, 33, 18, 0);
    info_is("game=boxes&border=swedish", 25, 40, 16, 16);
    info_is("game=boxes&grid=hex&border=swedish", 48, 63, 16, 30);
    info_is("game=boxes&grid=tri&border=swedish", 16, 33, 18, 12);
    info_is("game=boxes&size=1x1", 4, 4, 1, 0);
    info_is("game=boxes&size=5x3", 24, 38, 15, 0);
    info_is("game=boxes&grid=tri&size=2x1", 6, 9, 4, 0);
}

/* Euler's formula for a connected planar graph: V - E + F = 2 (F counts the outer face). */
static void test_euler_all_sizes(void **state)
{
    const char *grids[] = {"square", "hex", "tri"};
    int sides[] = {4, 6, 3};
    for (int gi = 0; gi < 3; gi++)
        for (int w = 1; w <= 12; w++)
            for (int h = 1; h <= 12; h++) {
                char s[96];
                snprintf(s, sizeof s, "game=boxes&grid=%s&size=%dx%d", grids[gi], w, h);
                pd_game *g = must_game(s);
                boxes_pos *p = g->pos;
                const boxes_geom *geo = p->g;
                assert_int_equal(geo->ndots - geo->nlines + geo->ncells + 1, 2);
                assert_int_equal(geo->ncells, gi == 2 ? 2 * w * h : w * h);
                /* every cell has its sides, every line one or two cells */
                int border = 0;
                for (int l = 0; l < geo->nlines; l++) {
                    assert_true(geo->line_cell[l][0] >= 0);
                    if (geo->line_cell[l][1] < 0) border++;
                }
                assert_int_equal(geo->sides, sides[gi]);
                assert_int_equal(geo->nlines * 2 - border, geo->ncells * geo->sides);
                pd_game_free(g);
            }
}

static void test_canonical_order(void **state)
{
    const char *grids[] = {"square", "hex", "tri"};
    for (int gi = 0; gi < 3; gi++)
        for (int w = 1; w <= 7; w++)
            for (int h = 1; h <= 7; h++) {
                char s[96];
                snprintf(s, sizeof s, "game=boxes&grid=%s&size=%dx%d", grids[gi], w, h);
                pd_game *g = must_game(s);
                const boxes_geom *geo = ((boxes_pos *)g->pos)->g;
                for (int d = 1; d < geo->ndots; d++) {
                    int py = geo->dot_y[d - 1], px = geo->dot_x[d - 1];
                    assert_true(py < geo->dot_y[d] || (py == geo->dot_y[d] && px < geo->dot_x[d]));
                }
                for (int l = 1; l < geo->nlines; l++) {
                    int ay =
                        geo->dot_y[geo->line_dot[l - 1][0]] + geo->dot_y[geo->line_dot[l - 1][1]];
                    int ax =
                        geo->dot_x[geo->line_dot[l - 1][0]] + geo->dot_x[geo->line_dot[l - 1][1]];
                    int by = geo->dot_y[geo->line_dot[l][0]] + geo->dot_y[geo->line_dot[l][1]];
                    int bx = geo->dot_x[geo->line_dot[l][0]] + geo->dot_x[geo->line_dot[l][1]];
                    assert_true(ay < by || (ay == by && ax < bx));
                }
                for (int c = 1; c < geo->ncells; c++) {
                    int ay = 0, ax = 0, by = 0, bx = 0;
                    for (int i = 0; i < geo->sides; i++) {
                        ay += geo->dot_y[geo->cell_dot[c - 1][i]];
                        ax += geo->dot_x[geo->cell_dot[c - 1][i]];
                        by += geo->dot_y[geo->cell_dot[c][i]];
                        bx += geo->dot_x[geo->cell_dot[c][i]];
                    }
                    assert_true(ay < by || (ay == by && ax < bx));
                }
                pd_game_free(g);
            }
}

static void test_square_coordinates(void **state)
{
    pd_game *g = must_game("game=boxes&size=2x1");
    const boxes_geom *geo = ((boxes_pos *)g->pos)->g;
    /* dots (0,0) (2,0) (4,0) (0,2) (2,2) (4,2); line 0 is the top-left edge (0,0)-(2,0) */
    assert_int_equal(geo->dot_x[2], 4);
    assert_int_equal(geo->dot_y[3], 2);
    assert_int_equal(geo->line_dot[0][0], 0);
    assert_int_equal(geo->line_dot[0][1], 1);
    /* lines by midpoint: (1,0) (3,0) | (0,1) (2,1) (4,1) | (1,2) (3,2) */
    assert_int_equal(geo->nlines, 7);
    assert_int_equal(geo->line_dot[2][0], 0);
    assert_int_equal(geo->line_dot[2][1], 3);
    assert_int_equal(geo->line_dot[6][0], 4);
    assert_int_equal(geo->line_dot[6][1], 5);
    pd_game_free(g);
}

static void test_hex_corners(void **state)
{
    /* row 1 is shifted right: its first hexagon's top corner is at (2, 3) */
    pd_game *g = must_game("game=boxes&grid=hex&size=2x2");
    const boxes_geom *geo = ((boxes_pos *)g->pos)->g;
    int c = 2; /* cells by centroid: row 0 (two cells), then row 1 */
    int top = geo->cell_dot[c][0];
    assert_int_equal(geo->dot_x[top], 2);
    assert_int_equal(geo->dot_y[top], 3);
    pd_game_free(g);
}

static void test_swedish_moves(void **state)
{
    pd_game *g = must_game("game=boxes&border=swedish");
    char *l = legal_of(g);
    int n = 1;
    for (char *c = l; *c; c++) n += *c == ' ';
    assert_int_equal(n, 24);
    free(l);
    pd_game_free(g);
    g = must_game("game=boxes&size=1x1&border=swedish");
    l = legal_of(g);
    assert_string_equal(l, "3");
    free(l);
    pd_game_free(g);
    g = must_game("game=boxes&grid=hex&size=1x1&border=swedish");
    l = legal_of(g);
    assert_string_equal(l, "5");
    free(l);
    pd_game_free(g);
}

static void test_tri_swedish_first_move_scores(void **state)
{
    /* Corner triangles start with two sides drawn, so the first move can score. Derived from
     * the SPEC's geometry by hand: the Swedish tri 3x3 board pre-draws lines
     * 0 1 2 3 9 13 19 23 29 30 31 32; line 4 closes the top-left corner triangle (lines 0, 3,
     * 4) and line 28 the bottom-right one (28, 31, 32). Seat 1 scores and moves again. */
    const char *tri = "game=boxes&grid=tri&border=swedish";
    report_is(tri, "4", "to_move=1\nscores=1,0\nover=0\nwinner=\nmoves=4\n");
    report_is(tri, "28", "to_move=1\nscores=1,0\nover=0\nwinner=\nmoves=28\n");
    /* a first move next to it closes nothing and passes the turn */
    report_is(tri, "5", "to_move=2\nscores=0,0\nover=0\nwinner=\nmoves=5\n");
    /* after the free triangle the same seat takes the other corner too */
    report_is(tri, "4 28", "to_move=1\nscores=2,0\nover=0\nwinner=\nmoves=4.28\n");
}

static void test_double_close_keeps_turn(void **state)
{
    /* 3x1: lines 0 1 2 | 3 4 5 6 | 7 8 9; cell 0 = {0,3,4,7}, cell 1 = {1,4,5,8},
     * cell 2 = {2,5,6,9}. Seats alternate 0 3 7 1 8 5 without closing anything; then seat 1's
     * wall 4 closes cells 0 and 1 at once, scores two, and seat 1 moves again (cell 2 open). */
    report_is("game=boxes&size=3x1", "0 3 7 1 8 5",
              "to_move=1\nscores=0,0\nover=0\nwinner=\nmoves=0.3.7.1.8.5\n");
    report_is("game=boxes&size=3x1", "0 3 7 1 8 5 4",
              "to_move=1\nscores=2,0\nover=0\nwinner=\nmoves=0.3.7.1.8.5.4\n");
    /* 2x1: line 3 (2,1) is the middle wall. Draw the 6 outer lines, then the wall closes both
     * and ends the game */
    report_is("game=boxes&size=2x1", "0 1 2 4 5 6 3",
              "to_move=0\nscores=2,0\nover=1\nwinner=1\nmoves=0.1.2.4.5.6.3\n");
}

static void test_extra_move(void **state)
{
    /* 2x2: box 0 = {0,2,3,5}; after 0 2 3 (seats 1 2 1) seat 2 closes box 0 with line 5 and
     * moves again (without the extra move seat 1 would be next) */
    pd_game *g = must_game("game=boxes&size=2x2&moves=0.2.3");
    assert_int_equal(g->fam->to_move(g->pos), 2);
    pd_error e;
    assert_int_equal(pd_game_play(g, "5", &e), 0); /* seat 2 closes box 0 */
    double s[4];
    g->fam->scores(g->pos, s);
    assert_true(s[1] == 1.0);
    assert_int_equal(g->fam->to_move(g->pos), 2);
    pd_game_free(g);
}

static void test_misere_result(void **state)
{
    pd_game *g = must_game("game=boxes&size=2x1&misere=1&moves=0.1.2.4.5.6.3");
    char *r = report_of(g);
    assert_string_equal(r, "to_move=0\nscores=2,0\nover=1\nwinner=2\nmoves=0.1.2.4.5.6.3\n");
    free(r);
    pd_game_free(g);
}

static void test_three_and_four_players(void **state)
{
    /* 3 players on 1x1: moves rotate 1,2,3, the 4th line goes to seat 1 and closes the box */
    pd_game *g = must_game("game=boxes&size=1x1&players=3&moves=0.1.2");
    assert_int_equal(g->fam->to_move(g->pos), 1);
    pd_error e;
    assert_int_equal(pd_game_play(g, "3", &e), 0);
    char *r = report_of(g);
    assert_string_equal(r, "to_move=0\nscores=1,0,0\nover=1\nwinner=1\nmoves=0.1.2.3\n");
    free(r);
    pd_game_free(g);
    /* 4 players on 2x1 (cell 0 = {0,2,3,5}, cell 1 = {1,3,4,6}): seat 4 closes both by the
     * middle wall */
    g = must_game("game=boxes&size=2x1&players=4&moves=0.1.2.4.5.6");
    assert_int_equal(g->fam->to_move(g->pos), 3);
    assert_int_equal(pd_game_play(g, "3", &e), 0);
    r = report_of(g);
    assert_string_equal(r, "to_move=0\nscores=0,0,2,0\nover=1\nwinner=3\nmoves=0.1.2.4.5.6.3\n");
    free(r);
    pd_game_free(g);
    /* A real tie between two of four seats: seats 1 2 3 4 draw 5 0 6 2; seat 1 closes cell 0
     * with 3 and moves again with 4 (cell 1 now has 3 sides); seat 2 closes cell 1 with 1.
     * Seats 1 and 2 share the win; in misère seats 3 and 4 (no cells) share it. */
    report_is("game=boxes&size=2x1&players=4", "5 0 6 2 3 4 1",
              "to_move=0\nscores=1,1,0,0\nover=1\nwinner=1,2\nmoves=5.0.6.2.3.4.1\n");
    report_is("game=boxes&size=2x1&players=4&misere=1", "5 0 6 2 3 4 1",
              "to_move=0\nscores=1,1,0,0\nover=1\nwinner=3,4\nmoves=5.0.6.2.3.4.1\n");
    g = must_game("game=boxes&size=2x1&players=3&misere=1&moves=0.1.2.4.5.6.3");
    r = report_of(g);
    /* seat 1 took both: seats 2 and 3 share the misère win */
    assert_string_equal(r, "to_move=0\nscores=2,0,0\nover=1\nwinner=2,3\nmoves=0.1.2.4.5.6.3\n");
    free(r);
    pd_game_free(g);
}

static void test_draw(void **state)
{
    /* 2x1: seat 1 closes box 0 with line 5, gives box 1 away with line 4: one each */
    report_is("game=boxes&size=2x1", "0 1 2 3 5 4 6",
              "to_move=0\nscores=1,1\nover=1\nwinner=draw\nmoves=0.1.2.3.5.4.6\n");
    /* All four seats tie on 2x2 (boxes {0,2,3,5} {1,3,4,6} {5,7,8,10} {6,8,9,11}): seats 1-4
     * draw 2 5 10 11, seat 1 draws 3; seat 2 closes box 0 with 0 and goes on with 7; seat 3
     * closes box 2 with 8 and goes on with 9; seat 4 closes box 3 with 6 and goes on with 1;
     * seat 1 closes box 1 with the last line 4. One box each: a draw, in misère too. */
    const char *all = "2 5 10 11 3 0 7 8 9 6 1 4";
    report_is("game=boxes&size=2x2&players=4", all,
              "to_move=0\nscores=1,1,1,1\nover=1\nwinner=draw\nmoves=2.5.10.11.3.0.7.8.9.6.1.4\n");
    report_is("game=boxes&size=2x2&players=4&misere=1", all,
              "to_move=0\nscores=1,1,1,1\nover=1\nwinner=draw\nmoves=2.5.10.11.3.0.7.8.9.6.1.4\n");
}

static void test_canonical_form(void **state)
{
    pd_buf b = PD_BUF_INIT;
    pd_game *g = must_game("game=boxes&players=3&grid=tri");
    pd_game_canonical(g, &b);
    assert_string_equal(pd_buf_str(&b),
                        "game=boxes&grid=tri&size=3x3&border=open&misere=0&players=3");
    pd_game_free(g);
    pd_buf_clear(&b);
    g = must_game("game=boxes&size=12x1&misere=1&border=swedish&grid=hex");
    pd_game_canonical(g, &b);
    assert_string_equal(pd_buf_str(&b),
                        "game=boxes&grid=hex&size=12x1&border=swedish&misere=1&players=2");
    pd_game_free(g);
    pd_buf_free(&b);
}

static void test_setup_errors(void **state)
{
    struct {
        const char *setup, *code, *msg;
    } cases[] = {
        {"", "setup-empty", NULL},
        {"grid=hex&game=boxes", "game-missing", NULL},
        {"game=chess", "game-unknown", "game \"chess\" is not known (allowed: "},
        {"game=boxes&grid", "setup-syntax", NULL},
        {"game=boxes&&grid=hex", "setup-syntax", NULL},
        {"game=boxes&=hex", "setup-syntax", NULL},
        {"game=boxes&colour=red", "key-unknown", "key \"colour\" is not a setup key of game boxes"},
        {"game=boxes&start=cross", "key-unknown", NULL},
        {"game=boxes&grid=hex&grid=tri", "key-repeated", "key grid is given twice"},
        {"game=boxes&game=boxes", "key-repeated", NULL},
        {"game=boxes&grid=Hex", "value-bad",
         "grid \"Hex\" is not allowed (allowed: square, hex, tri)"},
        {"game=boxes&size=13x4", "size-range", "size 13x4 is out of range (1..12)"},
        {"game=boxes&size=0x4", "size-range", NULL},
        {"game=boxes&size=04x4", "size-syntax", NULL},
        {"game=boxes&size=4X4", "size-syntax", NULL},
        {"game=boxes&size=4x", "size-syntax", NULL},
        {"game=boxes&size=+4x4", "size-syntax", NULL},
        {"game=boxes&size=4x4x4", "size-syntax", NULL},
        {"game=boxes&border=icelandic", "value-bad", NULL},
        {"game=boxes&misere=2", "value-bad", NULL},
        {"game=boxes&players=5", "value-bad", NULL},
        {"game=boxes&players=1", "value-bad", NULL},
        {"game=boxes&grid=hex ", "setup-syntax", NULL},
        {"game=boxes&moves=1&grid=hex", "record-syntax", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pd_error e;
        const char *code = record_error(cases[i].setup, &e);
        if (strcmp(code, cases[i].code) != 0)
            fail_msg("%s: got %s (%s), want %s", cases[i].setup, code, e.msg, cases[i].code);
        if (cases[i].msg && strncmp(e.msg, cases[i].msg, strlen(cases[i].msg)) != 0)
            fail_msg("%s: message \"%s\"", cases[i].setup, e.msg);
    }
    pd_error e;
    record_error("game=boxes&size=13x4", &e);
    assert_int_equal(e.nparams, 4);
    assert_string_equal(e.pname[0], "key");
    assert_string_equal(e.pval[0], "size");
}

static void test_move_errors(void **state)
{
    struct {
        const char *record, *code, *msg;
    } cases[] = {
        {"game=boxes&moves=0.1.12.5.12", "line-drawn", "move 5 \"12\": line 12 is already drawn"},
        {"game=boxes&moves=0.1.40", "line-range", "move 3 \"40\": the board has lines 0..39"},
        {"game=boxes&moves=x", "line-syntax", "move 1 \"x\": "},
        {"game=boxes&moves=-1", "line-syntax", NULL},
        {"game=boxes&moves=01", "line-syntax", NULL},
        {"game=boxes&moves=1.", "move-syntax", "move 2 \"\": "},
        {"game=boxes&moves=.1", "move-syntax", NULL},
        {"game=boxes&moves=99999999999999", "line-syntax", NULL},
        {"game=boxes&border=swedish&moves=0", "line-drawn", NULL},
        {"game=boxes&size=1x1&moves=0.1.2.3.0", "game-over", "move 5 \"0\": the game is over"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pd_error e;
        const char *code = record_error(cases[i].record, &e);
        if (strcmp(code, cases[i].code) != 0)
            fail_msg("%s: got %s (%s), want %s", cases[i].record, code, e.msg, cases[i].code);
        if (cases[i].msg && strncmp(e.msg, cases[i].msg, strlen(cases[i].msg)) != 0)
            fail_msg("%s: message \"%s\"", cases[i].record, e.msg);
    }
}

static void test_failed_list_changes_nothing(void **state)
{
    pd_game *g = must_game("game=boxes&moves=0.1");
    char *before = report_of(g);
    pd_error e;
    assert_int_equal(pd_game_play_list(g, "2.3.3", &e), -1);
    assert_string_equal(e.code, "line-drawn");
    char *after = report_of(g);
    assert_string_equal(before, after);
    free(before);
    free(after);
    pd_game_free(g);
}

/* Random playouts on every grid and option: score conservation, undo restores exactly,
 * the record replays to the same state. */
static void test_random_playouts(void **state)
{
    const char *setups[] = {
        "game=boxes",
        "game=boxes&grid=hex&size=3x3",
        "game=boxes&grid=tri",
        "game=boxes&border=swedish&size=5x3",
        "game=boxes&grid=hex&border=swedish&players=3",
        "game=boxes&grid=tri&border=swedish&misere=1&players=4",
        "game=boxes&size=1x1",
        "game=boxes&size=12x12&grid=hex",
    };
    pd_rng r;
    pd_rng_seed(&r, 42);
    for (size_t si = 0; si < sizeof setups / sizeof setups[0]; si++) {
        for (int round = 0; round < 6; round++) {
            pd_game *g = must_game(setups[si]);
            boxes_pos *p = g->pos;
            char *states[BOXES_MAX_LINES + 1];
            int n = 0;
            states[n++] = state_of(g);
            while (play_nth(g, (uint32_t)pd_rng_next(&r))) {
                int scored = 0, open = 0;
                for (int s = 0; s < p->players; s++) scored += p->score[s];
                for (int c = 0; c < p->g->ncells; c++) open += p->cell_owner[c] == 0;
                assert_int_equal(scored + open, p->g->ncells);
                states[n++] = state_of(g);
            }
            assert_int_equal(p->nfree, 0);
            pd_result res;
            assert_int_equal(pd_game_result(g, &res), 0);
            assert_true(res.winners != 0);
            /* the record replays to the same final state */
            pd_buf rec = PD_BUF_INIT;
            pd_game_record(g, &rec);
            pd_game *h = must_game(pd_buf_str(&rec));
            char *hs = state_of(h);
            assert_string_equal(hs, states[n - 1]);
            free(hs);
            pd_game_free(h);
            pd_buf_free(&rec);
            /* undo walks back through every state exactly */
            for (int k = n - 2; k >= 0; k--) {
                assert_int_equal(pd_game_undo(g), 0);
                char *s = state_of(g);
                assert_string_equal(s, states[k]);
                free(s);
            }
            assert_int_equal(pd_game_undo(g), -1);
            for (int k = 0; k < n; k++) free(states[k]);
            pd_game_free(g);
        }
    }
}

/* Misère: level 1 never completes a cell while another line is free (the test judges that from
 * the board itself: a free line completes a cell when that cell has only this side left). */
static void test_level1_bot_misere(void **state)
{
    pd_bot_opts o = {1, 0, 1000, 1, NULL};
    pd_error e;
    int games = 0, forced = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        pd_game *g = must_game(seed % 2 ? "game=boxes&size=3x3&misere=1"
                                        : "game=boxes&grid=hex&size=3x2&misere=1");
        const boxes_pos *p = g->pos;
        while (!pd_game_over(g)) {
            int quiet = 0, move;
            for (int l = 0; l < p->g->nlines; l++) {
                if (boxes_is_drawn(p, l)) continue;
                int closes = 0;
                for (int s = 0; s < 2; s++) {
                    int c = p->g->line_cell[l][s];
                    if (c >= 0 && p->cell_sides[c] == p->g->sides - 1) closes = 1;
                }
                quiet += !closes;
            }
            o.seed = seed * 1000 + (uint64_t)g->nmoves;
            assert_int_equal(pd_game_bot(g, &o, &move, &e), 0);
            int before = p->score[0] + p->score[1];
            pd_buf tok = PD_BUF_INIT;
            g->fam->format_move(g->pos, move, &tok);
            assert_int_equal(pd_game_play(g, pd_buf_str(&tok), &e), 0);
            pd_buf_free(&tok);
            int took = p->score[0] + p->score[1] - before;
            if (quiet) assert_int_equal(took, 0);
            else forced++;
        }
        games++;
        pd_game_free(g);
    }
    assert_int_equal(games, 12);
    assert_true(forced > 0); /* games do reach the end, where every line takes a cell */
}

static void test_level1_bot(void **state)
{
    pd_bot_opts o = {1, 0, 1000, 7, NULL};
    int move;
    pd_error e;
    /* a free box: line 3 closes box 0 after 0, 1 ... on 1x1 */
    pd_game *g = must_game("game=boxes&size=2x2&moves=0.2.5");
    assert_int_equal(pd_game_bot(g, &o, &move, &e), 0);
    assert_int_equal(move, 3);
    pd_game_free(g);
    /* deterministic with the same seed, and always legal on every grid */
    const char *setups[] = {"game=boxes", "game=boxes&grid=hex&players=4",
                            "game=boxes&grid=tri&misere=1"};
    for (int i = 0; i < 3; i++) {
        g = must_game(setups[i]);
        while (!pd_game_over(g)) {
            int a, b;
            o.seed = (uint64_t)g->nmoves;
            assert_int_equal(pd_game_bot(g, &o, &a, &e), 0);
            assert_int_equal(pd_game_bot(g, &o, &b, &e), 0);
            assert_int_equal(a, b);
            pd_buf tok = PD_BUF_INIT;
            g->fam->format_move(g->pos, a, &tok);
            assert_int_equal(pd_game_play(g, pd_buf_str(&tok), &e), 0);
            pd_buf_free(&tok);
        }
        assert_int_equal(pd_game_bot(g, &o, &move, &e), -1);
        assert_string_equal(e.code, "game-over");
        pd_game_free(g);
    }
}

static void test_json(void **state)
{
    pd_game *g = must_game("game=boxes&size=1x1&border=swedish");
    char *geo = geometry_of(g);
    assert_string_equal(
        geo, "{\"family\":\"boxes\",\"seats\":2,\"teams\":[[1],[2]],"
             "\"moveTokens\":[\"0\",\"1\",\"2\",\"3\"],"
             "\"moveLabels\":[\"1,1\u2013"
             "2,1\",\"1,1\u2013"
             "1,2\",\"2,1\u2013"
             "2,2\","
             "\"1,2\u2013"
             "2,2\"],"
             "\"grid\":\"square\",\"w\":1,\"h\":1,"
             "\"scaleX\":1,\"scaleY\":1,\"dots\":[[0,0],[2,0],[0,2],[2,2]],"
             "\"lines\":[[0,1],[0,2],[1,3],[2,3]],\"cells\":[[0,1,3,2]],\"predrawn\":[0,1,2],"
             "\"book\":\"boxes-square-1x1\"}");
    free(geo);
    pd_error e;
    pd_game_play(g, "3", &e);
    char *s = state_of(g);
    assert_string_equal(s, "{\"family\":\"boxes\",\"seats\":2,\"teams\":[[1],[2]],\"toMove\":0,"
                           "\"over\":true,\"scores\":[1,0],\"result\":{\"winners\":[1],"
                           "\"draw\":false,\"how\":\"complete\",\"resigned\":0,\"margin\":1},"
                           "\"actions\":[],\"moveCount\":1,\"moves\":[\"3\"],\"movers\":[1],"
                           "\"captured\":[1],\"lastTurn\":[0],\"legal\":[],"
                           "\"record\":\"game=boxes&grid=square&size=1x1&border=swedish&misere=0"
                           "&players=2&moves=3\","
                           "\"lines\":[0,0,0,1],\"lineMove\":[-1,-1,-1,0],\"cells\":[1]}");
    free(s);
    pd_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_counts),
        cmocka_unit_test(test_euler_all_sizes),
        cmocka_unit_test(test_canonical_order),
        cmocka_unit_test(test_square_coordinates),
        cmocka_unit_test(test_hex_corners),
        cmocka_unit_test(test_swedish_moves),
        cmocka_unit_test(test_tri_swedish_first_move_scores),
        cmocka_unit_test(test_double_close_keeps_turn),
        cmocka_unit_test(test_extra_move),
        cmocka_unit_test(test_misere_result),
        cmocka_unit_test(test_three_and_four_players),
        cmocka_unit_test(test_draw),
        cmocka_unit_test(test_canonical_form),
        cmocka_unit_test(test_setup_errors),
        cmocka_unit_test(test_move_errors),
        cmocka_unit_test(test_failed_list_changes_nothing),
        cmocka_unit_test(test_random_playouts),
        cmocka_unit_test(test_level1_bot),
        cmocka_unit_test(test_level1_bot_misere),
        cmocka_unit_test(test_json),
    };
    return cmocka_run_group_tests_name("boxes", tests, NULL, NULL);
}
