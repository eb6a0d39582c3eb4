/* test_boxes_solver.c — the boxes solver against published values and an independent
 * exhaustive retrograde analysis; the bots for legality, determinism and basic sense. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include "long.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boxes/boxes.h"
#include "common/budget.h"
#include "common/rng.h"
#include "game.h"

/* Boards up to this many free lines get the exhaustive check (2^N bytes of table). */
#define RETRO_MAX_FREE 24
/* The sanitizer build checks only small boards, to stay within a minute. */
#define RETRO_MAX_FREE_SAN 16
/* Misère has no capture pruning: its big boards are checked after a few random moves. */
#define RETRO_MISERE_START_MAX 20
/* Random playouts per board whose positions are compared with the table. */
#define RETRO_PLAYOUTS 3

static pd_game *new_game(const char *setup)
{
    pd_error err;
    pd_game *g = pd_game_new(setup, &err);
    if (!g) fail_msg("%s: %s", setup, err.msg);
    return g;
}

static void play(pd_game *g, int line)
{
    char tok[16];
    pd_error err;
    snprintf(tok, sizeof tok, "%d", line);
    if (pd_game_play(g, tok, &err)) fail_msg("move %s: %s", tok, err.msg);
}

static int solve(const pd_game *g, int *known)
{
    pd_solve_opts o = {0};
    pd_solve_result r;
    pd_error err;
    if (pd_game_solve(g, &o, &r, &err)) fail_msg("solve: %s", err.msg);
    *known = r.known;
    return r.value;
}

static int solve_value(const char *setup)
{
    pd_game *g = new_game(setup);
    int known, v = solve(g, &known);
    assert_true(known);
    pd_game_free(g);
    return v;
}

static const boxes_pos *bpos(const pd_game *g)
{
    return g->pos;
}

/* ---- published values ---- */

static void test_published_values(void **state)
{
    (void)state;
    assert_int_equal(solve_value("game=boxes&size=1x1"), -1);
    assert_int_equal(solve_value("game=boxes&size=2x2"), 2);
    assert_int_equal(solve_value("game=boxes&size=3x3"), -3);
}

/* ---- exhaustive retrograde analysis, written independently of the solver ---- */

typedef struct retro {
    int n;                  /* free lines at the start */
    int line[32];           /* their indices */
    int ncell[32];          /* cells each one bounds (open cells only) */
    uint32_t others[32][2]; /* per bounded cell: its other free lines, as a mask */
    int8_t *v;              /* value of every drawn subset, for the side to move */
} retro;

/* v[mask] = best over free lines of (cells closed ? ±closed + v[child] : −v[child]), with
 * cells counting +1 in normal play and −1 in misère, filled from the full board down: every
 * child has one more bit, so a larger index. The solver's misère value is −v. */
static void retro_build(retro *r, const pd_game *g)
{
    const boxes_pos *p = bpos(g);
    const boxes_geom *geo = p->g;
    int idx[BOXES_MAX_LINES];
    r->n = 0;
    for (int l = 0; l < geo->nlines; l++) {
        idx[l] = -1;
        if (!boxes_is_drawn(p, l)) {
            idx[l] = r->n;
            r->line[r->n++] = l;
        }
    }
    for (int i = 0; i < r->n; i++) {
        int l = r->line[i];
        r->ncell[i] = 0;
        for (int s = 0; s < 2; s++) {
            int c = geo->line_cell[l][s];
            if (c < 0) continue;
            uint32_t m = 0;
            for (int k = 0; k < geo->sides; k++) {
                int o = geo->cell_line[c][k];
                if (o != l && idx[o] >= 0) m |= 1u << idx[o];
            }
            r->others[i][r->ncell[i]++] = m;
        }
    }
    int sgn = p->misere ? -1 : 1;
    uint32_t full = r->n == 32 ? 0xFFFFFFFFu : (1u << r->n) - 1;
    r->v = malloc((size_t)full + 1);
    assert_non_null(r->v);
    r->v[full] = 0;
    for (uint32_t mask = full; mask-- > 0;) {
        int best = -1000;
        for (int i = 0; i < r->n; i++) {
            uint32_t b = 1u << i;
            if (mask & b) continue;
            int k = 0;
            for (int s = 0; s < r->ncell[i]; s++) k += (mask & r->others[i][s]) == r->others[i][s];
            int val = k ? sgn * k + r->v[mask | b] : -r->v[mask | b];
            if (val > best) best = val;
        }
        r->v[mask] = (int8_t)best;
    }
}

static int retro_value(const retro *r, const pd_game *g)
{
    uint32_t mask = 0;
    for (int i = 0; i < r->n; i++)
        if (boxes_is_drawn(bpos(g), r->line[i])) mask |= 1u << i;
    return bpos(g)->misere ? -r->v[mask] : r->v[mask];
}

static int checked_positions;

static void retro_check_board(const char *setup, int max_free)
{
    pd_game *g = new_game(setup);
    const boxes_pos *p = bpos(g);
    if (p->nfree > max_free || p->nfree == 0) {
        pd_game_free(g);
        return;
    }
    retro r;
    retro_build(&r, g);
    int known, v;
    if (!p->misere || p->nfree <= RETRO_MISERE_START_MAX) {
        v = solve(g, &known);
        assert_true(known);
        if (v != retro_value(&r, g))
            fail_msg("%s: solver %d, retrograde %d", setup, v, retro_value(&r, g));
        checked_positions++;
    }
    pd_rng rng;
    pd_rng_seed(&rng, 12345);
    for (int k = 0; k < RETRO_PLAYOUTS; k++) {
        pd_game *h = pd_game_clone(g);
        int step = 0;
        while (!pd_game_over(h)) {
            int free_lines[BOXES_MAX_LINES], n = 0;
            for (int i = 0; i < r.n; i++)
                if (!boxes_is_drawn(bpos(h), r.line[i])) free_lines[n++] = r.line[i];
            play(h, free_lines[pd_rng_below(&rng, (uint32_t)n)]);
            step++;
            if (pd_game_over(h) || step % 2 == k % 2) continue;
            if (bpos(h)->misere && bpos(h)->nfree > RETRO_MISERE_START_MAX) continue;
            v = solve(h, &known);
            assert_true(known);
            if (v != retro_value(&r, h)) {
                pd_buf b = PD_BUF_INIT;
                pd_game_record(h, &b);
                fail_msg("%s: solver %d, retrograde %d", pd_buf_str(&b), v, retro_value(&r, h));
            }
            checked_positions++;
        }
        pd_game_free(h);
    }
    free(r.v);
    pd_game_free(g);
}

static void test_retrograde_all_small_boards(void **state)
{
    (void)state;
    /* `make wasm` (and so `make run`) waits only for the quick tests; `make test` runs it all. */
    PD_LONG_TEST();
#ifndef PD_SANITIZED
    int max_free = RETRO_MAX_FREE;
#else
    int max_free = RETRO_MAX_FREE_SAN;
#endif
    static const char *const grids[] = {"square", "hex", "tri"};
    static const char *const borders[] = {"open", "swedish"};
    char setup[128];
    checked_positions = 0;
    for (int gr = 0; gr < 3; gr++)
        for (int w = 1; w <= 12; w++)
            for (int h = 1; h <= 12; h++)
                for (int b = 0; b < 2; b++)
                    for (int m = 0; m < 2; m++) {
                        snprintf(setup, sizeof setup,
                                 "game=boxes&grid=%s&size=%dx%d&border=%s&misere=%d", grids[gr], w,
                                 h, borders[b], m);
                        retro_check_board(setup, max_free);
                    }
    print_message("retrograde: %d positions agree\n", checked_positions);
    assert_true(checked_positions > 100);
}

/* ---- every move's value (solve --moves) and the table kept between solves ---- */

/* Check pd_game_solve_moves at h against the retrograde table and against solving each child:
 * the position's value, every legal line listed once in line order, each line's value counted
 * from before the move, and the best of them equal to the position's. */
static void check_move_values(const retro *r, const pd_game *h)
{
    const boxes_pos *p = bpos(h);
    pd_move_value mv[BOXES_MAX_LINES];
    pd_solve_opts o = {0};
    pd_solve_result res;
    pd_error err;
    int nmv, best = p->misere ? 1000 : -1000, legal = 0;
    if (pd_game_solve_moves(h, &o, &res, mv, &nmv, &err)) fail_msg("solve_moves: %s", err.msg);
    assert_true(res.known);
    assert_int_equal(res.value, retro_value(r, h));
    for (int l = 0; l < p->g->nlines; l++) legal += !boxes_is_drawn(p, l);
    assert_int_equal(nmv, legal);
    for (int i = 0; i < nmv; i++) {
        assert_true(i == 0 || mv[i].move > mv[i - 1].move);
        assert_true(mv[i].known);
        pd_game *c = pd_game_clone(h);
        int mover = pd_game_to_move(c), before = bpos(c)->score[mover - 1];
        play(c, mv[i].move);
        int k = bpos(c)->score[mover - 1] - before, want = k, known;
        if (!pd_game_over(c)) {
            int child = retro_value(r, c);
            assert_int_equal(solve(c, &known), child);
            assert_true(known);
            want = pd_game_to_move(c) == mover ? k + child : -child;
        }
        if (mv[i].value != want) fail_msg("line %d: %d, want %d", mv[i].move, mv[i].value, want);
        if (p->misere ? want < best : want > best) best = want;
        pd_game_free(c);
    }
    assert_int_equal(best, res.value);
}

static void test_solve_moves_agree_with_children(void **state)
{
    (void)state;
    static const char *const setups[] = {"game=boxes&size=2x2",
                                         "game=boxes&size=3x2",
                                         "game=boxes&size=2x2&misere=1",
                                         "game=boxes&grid=tri&size=2x2",
                                         "game=boxes&grid=hex&size=2x1&border=swedish",
                                         "game=boxes&size=3x3"};
    for (size_t i = 0; i < sizeof setups / sizeof *setups; i++) {
        pd_game *g = new_game(setups[i]);
        pd_rng rng;
        pd_rng_seed(&rng, 7 + i);
        /* the 3x3 board from 20 free lines, so its retrograde table stays small */
        while (bpos(g)->nfree > 20) {
            int l;
            do l = (int)pd_rng_below(&rng, (uint32_t)bpos(g)->g->nlines);
            while (boxes_is_drawn(bpos(g), l));
            play(g, l);
        }
        retro r;
        retro_build(&r, g);
        while (!pd_game_over(g)) {
            check_move_values(&r, g);
            int l;
            do l = (int)pd_rng_below(&rng, (uint32_t)bpos(g)->g->nlines);
            while (boxes_is_drawn(bpos(g), l));
            play(g, l);
        }
        free(r.v);
        pd_game_free(g);
    }
}

static int64_t solve_nodes(const pd_game *g, int64_t table_mib)
{
    pd_solve_opts o = {.table_mib = table_mib};
    pd_solve_result r;
    pd_error err;
    if (pd_game_solve(g, &o, &r, &err)) fail_msg("solve: %s", err.msg);
    assert_true(r.known);
    return r.nodes;
}

static void test_kept_table_makes_resolving_cheap(void **state)
{
    (void)state;
    pd_game *g = new_game("game=boxes&size=3x3");
    /* a table of another size starts empty: the full search */
    int64_t first = solve_nodes(g, 16);
    assert_true(first > 10000);
    /* the same position again: the root's value is in the table */
    assert_true(solve_nodes(g, 16) <= 1);
    /* after a move: much of what the child needs was proved on the way */
    play(g, 0);
    assert_true(solve_nodes(g, 16) * 4 < first);
    pd_game_undo(g);
    /* after every move's value: each child's is in the table */
    pd_move_value mv[BOXES_MAX_LINES];
    pd_solve_opts o = {.table_mib = 16};
    pd_solve_result r;
    pd_error err;
    int nmv;
    if (pd_game_solve_moves(g, &o, &r, mv, &nmv, &err)) fail_msg("solve_moves: %s", err.msg);
    for (int i = 0; i < nmv; i++) {
        pd_game *c = pd_game_clone(g);
        play(c, mv[i].move);
        assert_true(solve_nodes(c, 16) <= 1);
        pd_game_free(c);
    }
    /* asking for another size replaces the table, and the search starts over */
    assert_true(solve_nodes(g, 32) * 2 > first);
    pd_game_free(g);
}

/* ---- bots ---- */

static int bot_move(const pd_game *g, int level, int64_t ms, int64_t nodes, uint64_t seed)
{
    pd_bot_opts o = {.level = level, .ms = ms, .nodes = nodes, .seed = seed};
    pd_error err;
    int move = -1;
    if (pd_game_bot(g, &o, &move, &err)) fail_msg("bot: %s", err.msg);
    return move;
}

static void assert_legal(const pd_game *g, int move)
{
    const boxes_pos *p = bpos(g);
    assert_true(move >= 0 && move < p->g->nlines);
    assert_false(boxes_is_drawn(p, move));
}

static void test_every_level_legal_everywhere(void **state)
{
    PD_LONG_TEST();
    (void)state;
    static const char *const grids[] = {"square", "hex", "tri"};
    static const char *const sizes[] = {"1x1", "2x3", "5x5", "12x12"};
    char setup[160];
    for (int gr = 0; gr < 3; gr++)
        for (int s = 0; s < 4; s++)
            for (int pl = 2; pl <= 4; pl++)
                for (int m = 0; m < 2; m++)
                    for (int b = 0; b < 2; b++) {
                        snprintf(setup, sizeof setup,
                                 "game=boxes&grid=%s&size=%s&border=%s&misere=%d&players=%d",
                                 grids[gr], sizes[s], b ? "swedish" : "open", m, pl);
                        pd_game *g = new_game(setup);
                        for (int level = 1; level <= 4; level++) {
                            /* a few moves in, so levels meet captures and chains too */
                            for (int k = 0; k < 3 && !pd_game_over(g); k++) {
                                int mv = bot_move(g, level, 0, 300, (uint64_t)(k + 1));
                                assert_legal(g, mv);
                                play(g, mv);
                            }
                        }
                        pd_game_free(g);
                    }
}

static void test_bots_play_whole_games(void **state)
{
    (void)state;
    static const char *const setups[] = {
        "game=boxes&size=3x3", "game=boxes&grid=hex&size=2x2&misere=1",
        "game=boxes&grid=tri&size=3x3&players=3", "game=boxes&size=4x4&players=4&misere=1",
        "game=boxes&size=3x3&border=swedish"};
    for (size_t i = 0; i < sizeof setups / sizeof *setups; i++)
        for (int level = 1; level <= 4; level++) {
            pd_game *g = new_game(setups[i]);
            while (!pd_game_over(g)) {
                int mv = bot_move(g, level, 0, 2000, 3);
                assert_legal(g, mv);
                play(g, mv);
            }
            pd_game_free(g);
        }
}

static void test_bot_deterministic_with_nodes(void **state)
{
    (void)state;
    static const char *const setups[] = {"game=boxes&size=5x5", "game=boxes&grid=hex&size=4x4",
                                         "game=boxes&size=4x4&misere=1",
                                         "game=boxes&grid=tri&size=4x4&players=3"};
    for (size_t i = 0; i < sizeof setups / sizeof *setups; i++) {
        pd_game *g = new_game(setups[i]);
        pd_rng rng;
        pd_rng_seed(&rng, 99);
        for (int k = 0; k < 12; k++) {
            int n = bpos(g)->g->nlines, l;
            do l = (int)pd_rng_below(&rng, (uint32_t)n);
            while (boxes_is_drawn(bpos(g), l));
            play(g, l);
        }
        for (int level = 2; level <= 4; level++) {
            int a = bot_move(g, level, 0, 20000, 5);
            /* another search in between must not change the answer */
            (void)bot_move(g, 4, 0, 3000, 77);
            int b = bot_move(g, level, 0, 20000, 5);
            assert_int_equal(a, b);
        }
        pd_game_free(g);
    }
}

/* A position where a cell is one side short and taking it opens nothing: square 3x3 with the
 * top-left cell's top, left and bottom sides drawn (lines 0, 3, 7); its right side (4) is
 * free and the cell next to it has 3 free sides. */
static void test_takes_free_cell(void **state)
{
    (void)state;
    for (int level = 1; level <= 4; level++) {
        pd_game *g = new_game("game=boxes&size=3x3");
        play(g, 0);
        play(g, 3);
        play(g, 7);
        int mv = bot_move(g, level, 0, 5000, 1);
        assert_int_equal(mv, 4);
        pd_game_free(g);
    }
}

/* On boards the solver finishes, level 4 plays perfectly: every move it makes (against level 1)
 * keeps the solver's value — cells it wins on the way plus the value after equal the value
 * before. This covers keeping control by declining the last cells of a chain. */
static void test_level4_matches_solver_small(void **state)
{
    (void)state;
    static const char *const setups[] = {"game=boxes&size=2x3", "game=boxes&size=1x5",
                                         "game=boxes&grid=tri&size=2x2"};
    for (size_t i = 0; i < sizeof setups / sizeof *setups; i++) {
        pd_game *g = new_game(setups[i]);
        while (!pd_game_over(g)) {
            int known, before = solve(g, &known), seat = g->fam->to_move(g->pos);
            assert_true(known);
            if (seat == 1) {
                int mv = bot_move(g, 4, 0, 1000000, 1), after;
                const boxes_pos *p = bpos(g);
                int sc = p->score[0] - p->score[1];
                play(g, mv);
                int gain = (bpos(g)->score[0] - bpos(g)->score[1]) - sc;
                if (pd_game_over(g)) after = 0;
                else {
                    int v = solve(g, &known);
                    after = g->fam->to_move(g->pos) == seat ? v : -v;
                }
                assert_int_equal(gain + after, before);
            } else {
                play(g, bot_move(g, 1, 0, 1000, (uint64_t)g->nmoves));
            }
        }
        pd_game_free(g);
    }
}

#ifndef PD_SANITIZED
/* A wall-clock budget (not only nodes) on the largest boards still yields legal moves. How
 * close moves stay to the budget is measured by `make bench`, not asserted here: timings on a
 * shared machine are not a test. */
static void test_level4_ms_budget_on_large_boards(void **state)
{
    (void)state;
    static const char *const setups[] = {"game=boxes&size=6x6", "game=boxes&grid=hex&size=12x12",
                                         "game=boxes&grid=tri&size=12x12&players=4"};
    for (size_t i = 0; i < sizeof setups / sizeof *setups; i++) {
        pd_game *g = new_game(setups[i]);
        for (int k = 0; k < 3; k++) {
            int mv = bot_move(g, 4, 200, 0, 1);
            assert_legal(g, mv);
            play(g, mv);
        }
        pd_game_free(g);
    }
}
#endif

static void test_solve_budget_unknown(void **state)
{
    (void)state;
    pd_game *g = new_game("game=boxes&size=5x5");
    pd_solve_opts o = {.nodes = 1000};
    pd_solve_result r;
    pd_error err;
    assert_int_equal(pd_game_solve(g, &o, &r, &err), 0);
    assert_false(r.known);
    assert_true(r.nodes <= 1000);
    pd_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_published_values),
        cmocka_unit_test(test_retrograde_all_small_boards),
        cmocka_unit_test(test_every_level_legal_everywhere),
        cmocka_unit_test(test_bots_play_whole_games),
        cmocka_unit_test(test_bot_deterministic_with_nodes),
        cmocka_unit_test(test_takes_free_cell),
        cmocka_unit_test(test_level4_matches_solver_small),
        cmocka_unit_test(test_solve_budget_unknown),
        cmocka_unit_test(test_solve_moves_agree_with_children),
        cmocka_unit_test(test_kept_table_makes_resolving_cheap),
#ifndef PD_SANITIZED
        cmocka_unit_test(test_level4_ms_budget_on_large_boards),
#endif
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
