/* test_boxes_level4.c — boxes level 4 (two seats): it plays the solver's move when the solver
 * finishes, it keeps the solver's table across moves under a clock budget, the bounds the
 * solver's root passes prove on each move hold, and the choice it makes from them when the
 * solver does not finish. Every expected value comes from the exact solver, never typed in. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boxes/search.h"
#include "game.h"

/* The search's "no bound" (BOXES_INF in boxes/search.h, which is the search's own header). */
#define NO_BOUND 1000

static pd_game *new_game(const char *setup, const char *moves)
{
    pd_error err;
    pd_game *g = pd_game_new(setup, &err);
    if (!g) fail_msg("%s: %s", setup, err.msg);
    if (moves && pd_game_play_list(g, moves, &err)) fail_msg("%s: %s", moves, err.msg);
    return g;
}

static const boxes_pos *bpos(const pd_game *g)
{
    return g->pos;
}

/* Every legal move's exact value for the side to move (own minus opponent's future cells,
 * counted from before the move) by line, and the position's value. */
static int exact_values(const pd_game *g, int *by_line)
{
    pd_move_value mv[BOXES_MAX_LINES];
    pd_solve_opts o = {0};
    pd_solve_result r;
    pd_error err;
    int n;
    if (pd_game_solve_moves(g, &o, &r, mv, &n, &err)) fail_msg("solve_moves: %s", err.msg);
    assert_true(r.known);
    for (int i = 0; i < n; i++) {
        assert_true(mv[i].known);
        by_line[mv[i].move] = mv[i].value;
    }
    return r.value;
}

static int bot_move(const pd_game *g, int64_t ms, int64_t nodes, int64_t *used)
{
    pd_bot_opts o = {.level = 4, .ms = ms, .nodes = nodes, .seed = 1, .nodes_out = used};
    pd_error err;
    int move = -1;
    if (pd_game_bot(g, &o, &move, &err)) fail_msg("bot: %s", err.msg);
    return move;
}

/* Middle-game positions from games level 4 lost (the critical suite, make strength) where one
 * move decides: the moves from the empty board. The solver finishes each within the budget. */
static const char *const decided[][2] = {
    {"game=boxes&size=4x4", "7.21.25.6.12.14.38.20.39.28.29.24"},
    {"game=boxes&size=5x5", "35.26.21.33.38.14.41.13.45.51.58.57.4.34.22.53.30.18.12.31.3.54.10"},
    {"game=boxes&size=5x5", "32.33.23.48.43.8.11.34.14.31.17.39.20.51.53.36.57.28.29.56.24.13.47"},
};
#define DECIDED_NODES 3000000

static void test_plays_proven_best_when_solver_finishes(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof decided / sizeof *decided; i++) {
        pd_game *g = new_game(decided[i][0], decided[i][1]);
        int values[BOXES_MAX_LINES];
        int best = exact_values(g, values);
        int64_t used = 0;
        int mv = bot_move(g, 0, DECIDED_NODES, &used);
        assert_false(boxes_is_drawn(bpos(g), mv));
        assert_true(used <= DECIDED_NODES);
        /* a best move, by the solver's value of every move */
        assert_int_equal(values[mv], best);
        pd_game_free(g);
    }
}

/* Under a clock budget the solver searches in its kept table: asking again costs nothing, and
 * the position two moves on costs far less than the first search did. */
static void test_kept_table_across_moves(void **state)
{
    (void)state;
    pd_game *g = new_game("game=boxes&size=4x3", "0.9.17.22.30.5");
    int64_t first = 0, again = 0, later = 0;
    /* a budget the solver never needs here: the searches finish */
    int mv = bot_move(g, 600000, 0, &first);
    assert_true(first > 10000);
    assert_int_equal(bot_move(g, 600000, 0, &again), mv);
    assert_true(again <= 1);
    char tok[16];
    pd_error err;
    snprintf(tok, sizeof tok, "%d", mv);
    if (pd_game_play(g, tok, &err)) fail_msg("%s", err.msg);
    /* the opponent's best reply, then level 4 again */
    int values[BOXES_MAX_LINES], best = exact_values(g, values), reply = -1;
    for (int l = 0; l < bpos(g)->g->nlines && reply < 0; l++)
        if (!boxes_is_drawn(bpos(g), l) && values[l] == best) reply = l;
    snprintf(tok, sizeof tok, "%d", reply);
    if (pd_game_play(g, tok, &err)) fail_msg("%s", err.msg);
    (void)bot_move(g, 600000, 0, &later);
    assert_true(later * 4 < first);
    pd_game_free(g);
}

/* The bounds the root passes prove on each move contain its exact value: checked with budgets
 * too small to finish (normal play and misère), and some bounds must have been proven. */
static void test_root_bounds_hold(void **state)
{
    (void)state;
    static const char *const setups[] = {"game=boxes&size=3x3", "game=boxes&size=3x3&misere=1",
                                         "game=boxes&grid=hex&size=2x2"};
    static const char *const moves[] = {"0.5.13.19", "4.9.14", "0.7.15"};
    static const int64_t budgets[] = {300, 3000, 30000, 300000};
    for (size_t i = 0; i < sizeof setups / sizeof *setups; i++) {
        pd_game *g = new_game(setups[i], moves[i]);
        const boxes_pos *p = bpos(g);
        int sign = p->misere ? -1 : 1, values[BOXES_MAX_LINES];
        (void)exact_values(g, values);
        int proven = 0;
        for (size_t b = 0; b < sizeof budgets / sizeof *budgets; b++) {
            boxes_root_result *r = malloc(sizeof *r);
            if (!r) abort();
            boxes_solve_root(p, 0, budgets[b], 1, r);
            for (int l = 0; l < p->g->nlines; l++) {
                if (boxes_is_drawn(p, l)) continue;
                int v = sign * values[l]; /* the search's convention */
                assert_true(r->lo[l] <= v);
                assert_true(v <= r->hi[l]);
                proven += r->lo[l] > -NO_BOUND || r->hi[l] < NO_BOUND;
            }
            if (r->known) assert_int_equal(sign * values[r->move], r->value);
            free(r);
        }
        if (!proven) fail_msg("%s %s: nothing proven", setups[i], moves[i]);
        pd_game_free(g);
    }
}

/* The choice without a finished solve, on bounds laid out by hand. */
static void test_pick_proven(void **state)
{
    (void)state;
    pd_game *g = new_game("game=boxes&size=2x2", NULL);
    const boxes_pos *p = bpos(g);
    boxes_root_result *r = calloc(1, sizeof *r);
    if (!r) abort();
    for (int l = 0; l < BOXES_MAX_LINES; l++) {
        r->lo[l] = -NO_BOUND;
        r->hi[l] = NO_BOUND;
    }
    /* nothing proven: the search's move */
    assert_int_equal(boxes_pick_proven(p, r, 5), 5);
    /* line 2 is proven at least 1, the search's move not: line 2 */
    r->lo[2] = 1;
    r->hi[2] = 3;
    assert_int_equal(boxes_pick_proven(p, r, 5), 2);
    /* line 7 proven as good: the search's move 7 stays */
    r->lo[7] = 1;
    assert_int_equal(boxes_pick_proven(p, r, 7), 7);
    /* a better lower bound wins; on equal lower bounds, the higher upper bound */
    r->lo[9] = 3;
    r->hi[9] = 3;
    r->lo[4] = 3;
    r->hi[4] = 5;
    assert_int_equal(boxes_pick_proven(p, r, 7), 4);
    free(r);
    pd_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kept_table_across_moves),
        cmocka_unit_test(test_plays_proven_best_when_solver_finishes),
        cmocka_unit_test(test_root_bounds_hold),
        cmocka_unit_test(test_pick_proven),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
