/* test_load.c — a short load run (tests/load/load.h): random games of every family with bot
 * moves; replay equals live, undo restores the start, bot moves are legal, scores fit the board.
 * `make load` runs the same games by the ten thousand. */
#include "support.h"

#include "../load/load.h"

static void run_family(int i, long games)
{
    load_totals t = {0};
    char why[4096];
    if (load_family_run(&LOAD_FAMILIES[i], games, 7 + (uint64_t)i, &t, why, sizeof why))
        fail_msg("%s: %s", LOAD_FAMILIES[i].name, why);
    assert_int_equal(t.games, games);
    assert_true(t.bot_moves > 0);
}

static void load_boxes(void **state)
{
    (void)state;
    run_family(0, 60);
}
static void load_shutin(void **state)
{
    (void)state;
    run_family(1, 30);
}
static void load_dots(void **state)
{
    (void)state;
    run_family(2, 12);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(load_boxes),
        cmocka_unit_test(load_shutin),
        cmocka_unit_test(load_dots),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
