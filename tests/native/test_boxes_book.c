/* test_boxes_book.c — opening books of the boxes solver (core/boxes/book.c, solver.c): a book
 * built from a board's start answers the solver at once there, lets level 4 keep the exact
 * value on a budget that is too small without it, bounds the positions it cannot answer
 * exactly, and anything that is not a book is refused whole, leaving the book already loaded
 * in place. */
#include "support.h"

#define BOARD "game=boxes&size=3x3"
/* A node budget with which level 4 misses a best move somewhere in the first two plies of 3x3
 * without a book (checked below, so the test with the book means something). */
#define TINY_NODES 300

/* The start's book, and one that also walks every position two lines on (--openings 2). */
static pd_buf built = PD_BUF_INIT, built2 = PD_BUF_INIT;

static int build_one(pd_buf *out, int openings)
{
    pd_game *g = must_game(BOARD);
    pd_solve_opts o = {.table_mib = 64};
    pd_solve_result r = {0};
    pd_error e;
    int n = pd_game_book_build(g, &o, openings, 16, out, &r, &e);
    pd_game_free(g);
    if (n <= 0 || !r.known) fail_msg("book of %s: %d entries, known %d", BOARD, n, r.known);
    return n;
}

static int build(void **state)
{
    (void)state;
    int n = build_one(&built, 0), n2 = build_one(&built2, 2);
    print_message("3x3 books to 16 free lines: %d entries from the start, %d with the openings\n",
                  n, n2);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    pd_buf_free(&built);
    pd_buf_free(&built2);
    return 0;
}

static void load_ok(const unsigned char *data, size_t len)
{
    pd_error e;
    if (pd_book_load(data, len, &e)) fail_msg("book refused: %s: %s", e.code, e.msg);
}

/* An empty book for the built book's board (its header, no entries): loading it replaces the
 * built one, as if there were none. */
static void unload(void)
{
    unsigned char head[24];
    memcpy(head, built.s, 24);
    memset(head + 20, 0, 4);
    load_ok(head, sizeof head);
}

/* Solve the start with a budget of a hundred nodes (3x3 takes 22 k) in a new table (each call asks for a table size
 * other than the last, so nothing kept from before answers). */
static int solve_start_at_once(int *value)
{
    static int mib = 1;
    mib = mib == 1 ? 2 : 1;
    pd_game *g = must_game(BOARD);
    pd_solve_opts o = {.nodes = 100, .table_mib = mib};
    pd_solve_result r = {0};
    pd_error e;
    if (pd_game_solve(g, &o, &r, &e)) fail_msg("solve: %s", e.msg);
    pd_game_free(g);
    *value = r.value;
    return r.known;
}

static void test_book_answers_the_start(void **state)
{
    (void)state;
    int v;
    unload();
    assert_false(solve_start_at_once(&v));
    load_ok((const unsigned char *)built.s, built.len);
    assert_true(solve_start_at_once(&v));
    /* 3x3: the first player loses by 3 with perfect play */
    assert_int_equal(v, -3);
}

static void play_line(pd_game *g, int line)
{
    pd_buf tok = PD_BUF_INIT;
    g->fam->format_move(g->pos, line, &tok);
    play_ok(g, pd_buf_str(&tok));
    pd_buf_free(&tok);
}

/* 1 when level 4 at TINY_NODES loses value in g (its move checked against the solver's value
 * of every move). */
static int miss_here(const pd_game *g)
{
    pd_error e;
    pd_bot_opts bo = {4, 0, TINY_NODES, 1, NULL};
    int move;
    if (pd_game_bot(g, &bo, &move, &e)) fail_msg("bot: %s", e.msg);
    pd_solve_opts so = {0};
    pd_solve_result r;
    pd_move_value mv[64];
    int nmv, n = 0;
    if (pd_game_solve_moves(g, &so, &r, mv, &nmv, &e)) fail_msg("solve: %s", e.msg);
    for (int i = 0; i < nmv; i++)
        if (mv[i].move == move && mv[i].value != r.value) n++;
    return n;
}

/* Level 4 at TINY_NODES at the start (seat 1) and after each first move (seat 2): how many of
 * its moves lose value. */
static int misses(void)
{
    pd_game *start = must_game(BOARD);
    int first[64], nfirst = start->fam->legal(start->pos, first, 64), n = miss_here(start);
    for (int k = 0; k < nfirst; k++) {
        pd_game *g = pd_game_clone(start);
        play_line(g, first[k]);
        n += miss_here(g);
        pd_game_free(g);
    }
    pd_game_free(start);
    return n;
}

/* The same after every two-line opening whose first line is one of the board's first six (the
 * first player to move again): how many moves lose value. */
static int misses_after_openings(void)
{
    pd_game *start = must_game(BOARD);
    int first[64], n = 0;
    start->fam->legal(start->pos, first, 64);
    for (int i = 0; i < 6; i++) {
        pd_game *g1 = pd_game_clone(start);
        play_line(g1, first[i]);
        int second[64], nsecond = g1->fam->legal(g1->pos, second, 64);
        for (int j = 0; j < nsecond; j++) {
            pd_game *g = pd_game_clone(g1);
            play_line(g, second[j]);
            n += miss_here(g);
            pd_game_free(g);
        }
        pd_game_free(g1);
    }
    pd_game_free(start);
    return n;
}

static void test_level4_keeps_the_value_with_a_book(void **state)
{
    (void)state;
    unload();
    int without = misses();
    load_ok((const unsigned char *)built.s, built.len);
    int with = misses();
    print_message("level 4 at %d nodes, first two plies of 3x3: %d moves lose value without "
                  "the book, %d with it\n",
                  TINY_NODES, without, with);
    assert_true(without > 0);
    assert_int_equal(with, 0);
}

/* The start's book covers the start's proof only: after two-line openings level 4 still loses
 * value somewhere; the book that also walks every position two lines on covers them all. */
static void test_openings_book_covers_the_openings(void **state)
{
    (void)state;
    load_ok((const unsigned char *)built.s, built.len);
    int root = misses_after_openings();
    load_ok((const unsigned char *)built2.s, built2.len);
    int openings = misses_after_openings();
    print_message("level 4 at %d nodes after 138 two-line openings of 3x3: %d moves lose value "
                  "with the start's book, %d with the openings' book\n",
                  TINY_NODES, root, openings);
    assert_true(root > 0);
    assert_int_equal(openings, 0);
}

/* After each first move on 3x3, a solve of a hundred nodes in a new table: how many end
 * unsolved with bounds, each checked to say the second player wins by at least 3 (the start is
 * -3 for the first player, so every first move is worth at least 3 to the reply). */
static int bounded_replies(void)
{
    static int mib = 1;
    int n = 0;
    pd_game *start = must_game(BOARD);
    int first[64], nfirst = start->fam->legal(start->pos, first, 64);
    for (int k = 0; k < nfirst; k++) {
        pd_game *g = pd_game_clone(start);
        play_line(g, first[k]);
        mib = mib == 1 ? 2 : 1;
        pd_solve_opts o = {.nodes = 100, .table_mib = mib};
        pd_solve_result r = {0};
        pd_error e;
        if (pd_game_solve(g, &o, &r, &e)) fail_msg("solve: %s", e.msg);
        if (r.known) assert_true(r.value >= 3);
        else if (r.bounded) {
            if (r.lo < 3 || r.hi < r.lo) fail_msg("after move %d: [%d, %d]", first[k], r.lo, r.hi);
            n++;
        }
        pd_game_free(g);
    }
    pd_game_free(start);
    return n;
}

static void test_book_bounds_unsolved_replies(void **state)
{
    (void)state;
    unload();
    int without = bounded_replies();
    load_ok((const unsigned char *)built.s, built.len);
    int with = bounded_replies();
    print_message("3x3, the 24 first moves at 100 nodes: %d unsolved replies bounded without the "
                  "book, %d with it\n",
                  without, with);
    assert_true(with > without);
}

/* Each damaged copy is refused with book-format, and the book loaded before still answers. */
static void test_damaged_books_are_refused(void **state)
{
    (void)state;
    load_ok((const unsigned char *)built.s, built.len);
    size_t len = built.len;
    unsigned char *copy = malloc(len + 16);
    assert_non_null(copy);
    struct {
        const char *what;
        size_t at; /* byte to change (len: none) */
        unsigned char to;
        long dlen; /* bytes added (negative: cut) */
    } cases[] = {
        {"magic", 0, 'X', 0},
        {"format version", 6, '2', 0},
        {"no board", 16, 0, 0}, /* lines = 0 (its low byte; 3x3 has 24) */
        {"cut entry", 0, 0, -1},
        {"extra byte", 0, 0, 1},
        {"header only, half", 0, 0, -(long)len + 12},
        {"lo above hi", 24 + 8, 100, 0}, /* entry 1: lo = 100 > hi */
        {"move past the lines", 24 + 12, 24, 0},
        {"padding", 24 + 15, 1, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        memcpy(copy, built.s, len);
        size_t n = (size_t)((long)len + cases[i].dlen);
        if (cases[i].dlen > 0) memset(copy + len, 0, (size_t)cases[i].dlen);
        if (cases[i].dlen == 0) copy[cases[i].at] = cases[i].to;
        if (strcmp(cases[i].what, "move past the lines") == 0) copy[24 + 13] = 0;
        if (strcmp(cases[i].what, "lo above hi") == 0) {
            copy[24 + 9] = 0;
            copy[24 + 10] = 0; /* hi = 0 */
            copy[24 + 11] = 0;
        }
        pd_error e;
        if (pd_book_load(copy, n, &e) == 0) fail_msg("%s: accepted", cases[i].what);
        assert_string_equal(e.code, "book-format");
        int v;
        assert_true(solve_start_at_once(&v));
    }
    pd_error e;
    assert_int_equal(pd_book_load((const unsigned char *)"", 0, &e), -1);
    free(copy);
}

/* A book names its board: another board's searches never read it. */
static void test_other_boards_ignore_it(void **state)
{
    (void)state;
    load_ok((const unsigned char *)built.s, built.len);
    pd_game *g = must_game("game=boxes&size=3x3&misere=1");
    pd_solve_opts o = {.nodes = 1, .table_mib = 1};
    pd_solve_result r = {0};
    pd_error e;
    if (pd_game_solve(g, &o, &r, &e)) fail_msg("solve: %s", e.msg);
    assert_false(r.known);
    pd_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_book_answers_the_start),
        cmocka_unit_test(test_level4_keeps_the_value_with_a_book),
        cmocka_unit_test(test_book_bounds_unsolved_replies),
        cmocka_unit_test(test_openings_book_covers_the_openings),
        cmocka_unit_test(test_damaged_books_are_refused),
        cmocka_unit_test(test_other_boards_ignore_it),
    };
    return cmocka_run_group_tests(tests, build, teardown);
}
