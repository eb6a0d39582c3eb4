/* test_boxes_bounds.c — what the boxes solver proves when its budget runs out: the bounds of
 * a position and of each line it could not solve (pd_solve_result and pd_move_value bounded, lo,
 * hi) always hold the exact value. */
#include "support.h"

#include "boxes/boxes.h"

/* An unsolved solve's bounds (the tests MTD(f) finished before the budget ran out) always hold
 * the exact value, in normal play and in misère (whose value counts the other way round), and so
 * do the bounds solve_moves gives the lines it could not solve (what the table proves of them);
 * some budgets leave bounds and no value, so the checks are not empty. Each budgeted solve gets a
 * new table (another size than the last), so nothing the exact solve proved answers it. */
static void check_bounds(const char *what, int64_t nodes, int known, int bounded, int lo, int hi,
                         int value)
{
    if (!known && bounded && (lo > value || hi < value || lo > hi))
        fail_msg("%s at %lld nodes: [%d, %d] does not hold %d", what, (long long)nodes, lo, hi,
                 value);
}

static void test_solve_bounds_hold(void **state)
{
    (void)state;
    const char *cases[][2] = {
        {"game=boxes&size=3x3", ""},  {"game=boxes&size=3x3&misere=1", ""},
        {"game=boxes&size=3x3", "0"}, {"game=boxes&size=3x3&misere=1", "0.5"},
        {"game=boxes&size=2x4", ""},  {"game=boxes&size=3x3", "0.5.12"},
    };
    int bounded = 0, lines = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pd_game *g = must_game(cases[i][0]);
        pd_error err;
        if (cases[i][1][0] && pd_game_play_list(g, cases[i][1], &err)) fail_msg("%s", err.msg);
        pd_solve_opts exact = {.table_mib = 4};
        pd_solve_result x, r;
        pd_move_value xm[BOXES_MAX_LINES], rm[BOXES_MAX_LINES];
        int nx, nr;
        assert_int_equal(pd_game_solve_moves(g, &exact, &x, xm, &nx, &err), 0);
        assert_true(x.known && x.bounded && x.lo == x.value && x.hi == x.value);
        /* budgets a quarter apart (under the sanitizers, 2.5 times apart: PD_SAN_SPARSE) */
        for (int64_t nodes = 500; nodes < x.nodes; nodes += nodes * PD_SAN_SPARSE / 4) {
            pd_solve_opts o = {.nodes = nodes, .table_mib = 1 + (nodes & 1)};
            assert_int_equal(pd_game_solve(g, &o, &r, &err), 0);
            check_bounds(cases[i][0], nodes, r.known, r.bounded, r.lo, r.hi, x.value);
            bounded += !r.known && r.bounded;
            o.table_mib = 2 - (nodes & 1);
            assert_int_equal(pd_game_solve_moves(g, &o, &r, rm, &nr, &err), 0);
            assert_int_equal(nr, nx);
            check_bounds(cases[i][0], nodes, r.known, r.bounded, r.lo, r.hi, x.value);
            for (int k = 0; k < nr; k++) {
                assert_true(xm[k].known);
                check_bounds(cases[i][0], nodes, rm[k].known, rm[k].bounded, rm[k].lo, rm[k].hi,
                             xm[k].value);
                lines += !rm[k].known && rm[k].bounded;
            }
        }
        pd_game_free(g);
    }
    print_message("bounds of %d unsolved solves and %d unsolved lines, every one holding the "
                  "value\n",
                  bounded, lines);
    assert_true(bounded > 0);
    assert_true(lines > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solve_bounds_hold),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
