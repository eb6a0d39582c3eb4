/* test_shutin_structure.c — a Shut In position read as the two sides' regions
 * (core/shutin/structure.c, the puzzles' themes): hand-made boards whose regions, sure counts,
 * mosts and next cells can be counted by eye. */
#include "support.h"

static char *structure_of(const char *record, int json)
{
    pd_game *g = must_game(record);
    pd_buf b = PD_BUF_INIT;
    pd_error e;
    assert_int_equal(pd_game_structure(g, json, &b, &e), 0);
    pd_game_free(g);
    return pd_buf_take(&b);
}

static void structure_is(const char *record, int json, const char *want)
{
    char *s = structure_of(record, json);
    assert_string_equal(s, want);
    free(s);
}

/* The start of a 4x4 board with gravity: both sides reach every empty cell, so nothing is sure
 * and each could fill all twelve. Next, only the second row stands on something: crosses (a1,
 * b1) could place on a2, b2, c2, circles (c1, d1) on b2, c2, d2. */
static void test_start_shared(void **state)
{
    (void)state;
    structure_is("game=shutin&size=4x4", 1,
                 "{\"apart\":false,\"regions\":[12,12],\"shared\":12,\"sure\":[0,0],"
                 "\"most\":[12,12],\"cells\":[0,0,0,0,3,3,3,3,3,3,3,3,3,3,3,3],"
                 "\"next\":[0,0,0,0,1,3,3,2,0,0,0,0,0,0,0,0]}");
}

/* Columns b and c blocked, no gravity: crosses (a2, a3) keep a1 and a4, circles (d2, d3) d1
 * and d4; the areas are apart and each side fills two, and could place on either next. */
static void test_apart(void **state)
{
    (void)state;
    const char *r = "game=shutin&size=4x4&gravity=0&blocked=b1.b2.b3.b4.c1.c2.c3.c4";
    structure_is(r, 1,
                 "{\"apart\":true,\"regions\":[2,2],\"shared\":0,\"sure\":[2,2],\"most\":[2,2],"
                 "\"cells\":[1,0,0,2,0,0,0,0,0,0,0,0,1,0,0,2],"
                 "\"next\":[1,0,0,2,0,0,0,0,0,0,0,0,1,0,0,2]}");
    structure_is(r, 0,
                 "apart=1\nregions=2,2\nshared=0\nsure=2,2\nmost=2,2\n"
                 "cells=1,0,0,2,0,0,0,0,0,0,0,0,1,0,0,2\n"
                 "next=1,0,0,2,0,0,0,0,0,0,0,0,1,0,0,2\n");
}

/* With gravity: crosses (a1, b1) reach column a only (b2..b4 and c2 blocked), circles (c1, d1)
 * reach c3, c4 (standing on the blocked c2) and column d; apart, and each can fill all it
 * reaches: 3 against 5. Next, gravity kept: crosses a2 only, circles d2 only (c3 stands on the
 * blocked c2 but touches no circle yet). */
static void test_gravity_counts(void **state)
{
    (void)state;
    structure_is("game=shutin&size=4x4&blocked=b2.b3.b4.c2", 1,
                 "{\"apart\":true,\"regions\":[3,5],\"shared\":0,\"sure\":[3,5],\"most\":[3,5],"
                 "\"cells\":[0,0,0,0,1,0,0,2,1,0,2,2,1,0,2,2],"
                 "\"next\":[0,0,0,0,1,0,0,2,0,0,0,0,0,0,0,0]}");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_start_shared),
        cmocka_unit_test(test_apart),
        cmocka_unit_test(test_gravity_counts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
