/* test_shutin_solver.c — the parts of the Shut In exact solver (core/shutin/solver.c): the
 * race model against plain minimax where the areas are apart, and the value with and without
 * each pruning (race model, enhanced transposition cutoffs, mirror, ordering, a tiny table that
 * must replace entries, the 256-bit solver, the proof-number search) on random positions; and
 * level 4 keeps every win the solver proves within its budget. */
#include <stdio.h>

#include "support.h"
#include "common/rng.h"
#include "shutin/shutin.h"

#define MAX_CELLS 256

static int solve(const pd_game *g, int flags, int64_t table_mib, int *win_move, int64_t *nodes)
{
    pd_solve_opts o = {.nodes = 50000000, .table_mib = table_mib ? table_mib : 4};
    pd_solve_result r;
    assert_int_equal(shutin_solve_flags(g->pos, &o, flags, &r, win_move), 0);
    assert_int_equal(r.known, 1);
    if (nodes) *nodes = r.nodes;
    return r.value;
}

/* Empty cells joined to seat's pieces through empty cells (8-neighbourhood), on the cell array:
 * written apart from the solver's bitboards. */
static void region_of(const shutin_pos *p, int seat, unsigned char *in)
{
    memset(in, 0, (size_t)p->n);
    int stack[MAX_CELLS], top = 0;
    for (int c = 0; c < p->n; c++)
        if (p->cell[c] == seat) stack[top++] = c;
    while (top) {
        int c = stack[--top], x = c % p->w, y = c / p->w;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int nx = x + dx, ny = y + dy;
                if (nx < 0 || ny < 0 || nx >= p->w || ny >= p->h) continue;
                int d = ny * p->w + nx;
                if (p->cell[d] != SHUTIN_EMPTY || in[d]) continue;
                in[d] = 1;
                stack[top++] = d;
            }
        }
    }
}

static int areas_apart(const shutin_pos *p)
{
    unsigned char a[MAX_CELLS], b[MAX_CELLS];
    region_of(p, 1, a);
    region_of(p, 2, b);
    for (int c = 0; c < p->n; c++)
        if (a[c] && b[c]) return 0;
    return 1;
}

/* Positions whose two areas are apart (each side's future cells out of the other's reach):
 * below the root the race model decides every node, and its value must be plain minimax's;
 * a winning move the solver names must leave the opponent lost. */
static void test_race_model_when_apart(void **state)
{
    static const char *const setups[] = {"game=shutin&size=5x5",
                                         "game=shutin&size=5x5&gravity=0",
                                         "game=shutin&size=6x4&gravity=0",
                                         "game=shutin&size=6x4&blocked=b2.e3",
                                         "game=shutin&size=5x5&gravity=0&blocked=c3",
                                         "game=shutin&size=5x5&start=free"};
#ifdef PD_SANITIZED
    const int walks = 6;
#else
    const int walks = 40;
#endif
    pd_rng rng;
    pd_rng_seed(&rng, 5);
    int apart = 0, wins = 0, losses = 0;
    for (int s = 0; s < 6; s++) {
        for (int k = 0; k < walks; k++) {
            pd_game *g = must_game(setups[s]);
            /* Random moves until the areas part (or the game ends). */
            const shutin_pos *p = g->pos;
            while (!pd_game_over(g) && (!areas_apart(p) || p->pieces[1] < 2 || p->pieces[2] < 2))
                play_nth(g, (uint32_t)pd_rng_next(&rng));
            if (pd_game_over(g)) {
                pd_game_free(g);
                continue;
            }
            apart++;
            int move;
            int v = solve(g, 0, 0, &move, NULL);
            assert_int_equal(v, brute_win(g->fam, g->pos));
            if (v > 0) {
                wins++;
                assert_true(move >= 0);
                g->fam->apply(g->pos, move);
                assert_int_equal(brute_win(g->fam, g->pos), -1);
                g->fam->undo(g->pos);
            } else {
                losses++;
            }
            pd_game_free(g);
        }
    }
    /* 78 of the 240 walks part natively (the free start's first pieces may float, and random
     * floating pieces seldom part the board): at least a quarter must. */
    assert_true(apart >= walks * 6 / 4);
    assert_true(wins > 0 && losses > 0);
}

/* The value with every part on equals the value with each part off (the table keyed by the
 * whole board among them), with all of them off, with a 1 MiB table (full, so entries are
 * replaced), from the 256-bit solver and from the proof-number search (whose winning move
 * must leave the opponent lost), on random 5x5 positions with and without gravity (and a free
 * start, a mirror-asymmetric board). */
static void test_parts_agree(void **state)
{
    PD_LONG_TEST();
    static const char *const setups[] = {
        "game=shutin&size=5x5", "game=shutin&size=5x5&gravity=0", "game=shutin&size=5x5&start=free",
        "game=shutin&size=5x5&blocked=b2.c4", "game=shutin&size=5x5&gravity=0&blocked=a1.d4"};
    static const int flags[] = {SHUTIN_SOLVE_NO_RACE,
                                SHUTIN_SOLVE_NO_ETC,
                                SHUTIN_SOLVE_NO_MIRROR,
                                SHUTIN_SOLVE_NO_ORDER,
                                SHUTIN_SOLVE_WIDE,
                                SHUTIN_SOLVE_FULL_KEY,
                                SHUTIN_SOLVE_NO_RACE | SHUTIN_SOLVE_NO_ETC |
                                    SHUTIN_SOLVE_NO_MIRROR | SHUTIN_SOLVE_NO_ORDER |
                                    SHUTIN_SOLVE_FULL_KEY,
                                SHUTIN_SOLVE_PN,
                                SHUTIN_SOLVE_PN | SHUTIN_SOLVE_NO_MIRROR,
                                SHUTIN_SOLVE_PN | SHUTIN_SOLVE_NO_RACE};
    const int nflags = (int)(sizeof flags / sizeof *flags);
#ifdef PD_SANITIZED
    const int walks = 2;
#else
    const int walks = 14;
#endif
    pd_rng rng;
    pd_rng_seed(&rng, 23);
    int wins = 0, losses = 0, etc_saved = 0, key_saved = 0;
    for (int s = 0; s < 5; s++) {
        for (int k = 0; k < walks; k++) {
            pd_game *g = must_game(setups[s]);
            /* Without gravity the plain search needs a few moves made first; so does a free
             * start, whose first four pieces may go on any cell. */
            const shutin_pos *sp = g->pos;
            int lo = !sp->gravity ? 4 : sp->free_start ? 2 : 0;
            int steps = k ? lo + (int)pd_rng_below(&rng, 6) : lo;
            for (int i = 0; i < steps && !pd_game_over(g); i++)
                play_nth(g, (uint32_t)pd_rng_next(&rng));
            if (pd_game_over(g)) {
                pd_game_free(g);
                continue;
            }
            int64_t n_all, n_no_etc = 0, n_full_key = 0;
            int v = solve(g, 0, 0, NULL, &n_all);
            for (int f = 0; f < nflags; f++) {
                int64_t used;
                assert_int_equal(solve(g, flags[f], 0, NULL, &used), v);
                if (flags[f] == SHUTIN_SOLVE_NO_ETC) n_no_etc = used;
                if (flags[f] == SHUTIN_SOLVE_FULL_KEY) n_full_key = used;
            }
            assert_int_equal(solve(g, 0, 1, NULL, NULL), v); /* 1 MiB: full */
            assert_int_equal(solve(g, SHUTIN_SOLVE_PN, 1, NULL, NULL), v);
            if (v > 0) {
                /* the proof-number search's winning move leaves the opponent lost */
                int win = -1;
                solve(g, SHUTIN_SOLVE_PN, 0, &win, NULL);
                assert_true(win >= 0);
                g->fam->apply(g->pos, win);
                /* A move that shuts the opponent in at once ends the game (nothing to solve:
                 * the free start's floating pieces can do that within four moves). */
                if (g->fam->to_move(g->pos) != 0) assert_int_equal(solve(g, 0, 0, NULL, NULL), -1);
                g->fam->undo(g->pos);
            }
            if (n_all < n_no_etc) etc_saved++;
            if (n_all < n_full_key) key_saved++;
            if (v > 0) wins++;
            else losses++;
            pd_game_free(g);
        }
    }
    assert_true(wins > 0 && losses > 0);
    assert_true(etc_saved > 0); /* the cutoffs do cut */
    /* Boards that differ only in cells touching no empty cell share entries: fewer nodes. */
    assert_true(key_saved > walks);
}

/* Without gravity a position that is its own up-down image (the fixed start on an even
 * height) is searched with the up-down mirrors too (solver.c find_symmetries). Such positions,
 * made by answering each pair of moves with its mirror image, get the value of the search
 * without mirrors, of the whole-board key, of the 256-bit solver and of the proof-number
 * search, on a board whose blocked cells allow the up-down mirror only (not the left-right one)
 * too; and at the fixed start of 6x4 the mirrors save nodes (measured: 55.9 k, against 104 k
 * without mirrors and 102 k with the left-right one alone). */
/* Cell c's up-down image, written here apart from the solver's own (shutin_image_cells). */
static int up_down(const shutin_pos *p, int c)
{
    return (p->h - 1 - c / p->w) * p->w + c % p->w;
}

static void test_up_down_mirror(void **state)
{
    PD_LONG_TEST();
    static const char *const setups[] = {"game=shutin&size=6x4&gravity=0",
                                         "game=shutin&size=5x4&gravity=0&blocked=a1.a4"};
    static const int flags[] = {SHUTIN_SOLVE_NO_MIRROR, SHUTIN_SOLVE_FULL_KEY, SHUTIN_SOLVE_WIDE,
                                SHUTIN_SOLVE_PN, SHUTIN_SOLVE_PN | SHUTIN_SOLVE_FULL_KEY};
#ifdef PD_SANITIZED
    const int walks = 3;
#else
    const int walks = 12;
#endif
    pd_rng rng;
    pd_rng_seed(&rng, 41);
    int checked = 0, wins = 0;
    for (int s = 0; s < 2; s++) {
        for (int k = 0; k < walks; k++) {
            pd_game *g = must_game(setups[s]);
            shutin_pos *p = g->pos;
            int rounds = k ? 1 + (int)pd_rng_below(&rng, 2) : 0, played = 0;
            for (int r = 0; r < rounds; r++) {
                /* crosses c, circles d, then each of their images, all four legal */
                int m[4], done = 0, ok = 1;
                for (int i = 0; i < 4 && ok; i++) {
                    int legal[256], n = g->fam->legal(p, legal, 256), want = -1;
                    if (i < 2 && n) want = legal[pd_rng_below(&rng, (uint32_t)n)];
                    if (i >= 2) {
                        int c = m[i - 2];
                        for (int j = 0; j < n; j++)
                            if (legal[j] == up_down(p, c)) want = legal[j];
                    }
                    ok = want >= 0;
                    if (ok) {
                        g->fam->apply(p, want);
                        m[done++] = want;
                    }
                }
                if (!ok) {
                    while (done--) g->fam->undo(p);
                    break;
                }
                played += 4;
            }
            for (int c = 0; c < p->n; c++) assert_int_equal(p->cell[c], p->cell[up_down(p, c)]);
            if (!g->fam->legal(p, (int[256]){0}, 256)) {
                pd_game_free(g);
                continue;
            }
            int64_t n_all, n_plain;
            int v = solve(g, 0, 0, NULL, &n_all);
            for (int f = 0; f < (int)(sizeof flags / sizeof *flags); f++)
                assert_int_equal(solve(g, flags[f], 0, NULL, NULL), v);
            solve(g, SHUTIN_SOLVE_NO_MIRROR, 0, NULL, &n_plain);
            if (s == 0 && played == 0) assert_true(n_all * 4 < n_plain * 3);
            checked++;
            wins += v > 0;
            pd_game_free(g);
        }
    }
    assert_true(checked >= walks);
    assert_true(wins > 0 && wins < checked);
}

/* The small standard boards, proved by both solvers (they share only the rules) and by the
 * proof-number search: 5x5 (both rules) is a win for the crosses, 6x5 and 6x6 with gravity a
 * loss. 6x6 takes seconds, so the sanitized build stops at 5x5. */
static void test_small_boards(void **state)
{
    PD_LONG_TEST();
    static const char *const setups[] = {"game=shutin&size=5x5", "game=shutin&size=5x5&gravity=0",
                                         "game=shutin&size=6x5", "game=shutin&size=6x6"};
    static const int want[] = {1, 1, -1, -1};
#ifdef PD_SANITIZED
    int nboards = 2;
#else
    int nboards = 4;
#endif
    for (int b = 0; b < nboards; b++) {
        pd_game *g = must_game(setups[b]);
        assert_int_equal(solve(g, 0, 0, NULL, NULL), want[b]);
        assert_int_equal(solve(g, SHUTIN_SOLVE_WIDE, 0, NULL, NULL), want[b]);
        assert_int_equal(solve(g, SHUTIN_SOLVE_PN, 0, NULL, NULL), want[b]);
        pd_game_free(g);
    }
}

/* The promise: level 4 never loses a position the solver proves won for it once the
 * solver can see the end within its budget. Random walks on 8x8 (with and without gravity) to
 * where level 4 runs its solver (at most 28 / 22 empty cells, bot.c); where the one-word solver
 * with level 4's share of the nodes (half) and table (16 MiB) proves a win for the side to
 * move, level 4 plays that side against level 4: after each of the winner's moves the exact
 * solver must find the opponent lost, and the winner must win the game. */
static void test_level4_keeps_proven_wins(void **state)
{
    PD_LONG_TEST();
    static const char *const setups[] = {"game=shutin", "game=shutin&gravity=0"};
    static const int empties[] = {28, 22};
    const int64_t bot_nodes = 400000;
#ifdef PD_SANITIZED
    const int walks = 2;
#else
    const int walks = 10;
#endif
    pd_rng rng;
    pd_rng_seed(&rng, 41);
    int proven = 0, level4_moves = 0;
    for (int s = 0; s < 2; s++) {
        for (int k = 0; k < walks; k++) {
            pd_game *g = must_game(setups[s]);
            const shutin_pos *p = g->pos;
            while (!pd_game_over(g) &&
                   p->n - p->pieces[1] - p->pieces[2] - p->nblocked > empties[s])
                play_nth(g, (uint32_t)pd_rng_next(&rng));
            if (pd_game_over(g)) {
                pd_game_free(g);
                continue;
            }
            /* A side proven lost: a random move, and the other side may be proven won. */
            pd_solve_opts so = {.nodes = bot_nodes / 2, .table_mib = 16};
            pd_solve_result sr = {0};
            for (int tries = 0; tries < 4 && !pd_game_over(g); tries++) {
                assert_int_equal(shutin_solve_flags(p, &so, 0, &sr, NULL), 0);
                if (!sr.known || sr.value > 0) break;
                play_nth(g, (uint32_t)pd_rng_next(&rng));
            }
            if (pd_game_over(g) || !sr.known || sr.value < 0) {
                pd_game_free(g);
                continue;
            }
            proven++;
            int seat = p->to_move;
            while (!pd_game_over(g)) {
                /* The loser resists as level 4 does, with the same budget. */
                pd_bot_opts bo = {4, 0, bot_nodes, (uint64_t)k + 1, NULL};
                int move;
                pd_error err;
                assert_int_equal(pd_game_bot(g, &bo, &move, &err), 0);
                pd_buf tok = PD_BUF_INIT;
                g->fam->format_move(g->pos, move, &tok);
                if (pd_game_play(g, pd_buf_str(&tok), &err))
                    fail_msg("level 4 move refused: %s", err.msg);
                pd_buf_free(&tok);
                if (p->to_move == seat || pd_game_over(g)) continue; /* the loser moved */
                level4_moves++;
                assert_int_equal(solve(g, 0, 16, NULL, NULL), -1);
            }
            assert_int_equal(p->loser, 3 - seat);
            pd_game_free(g);
        }
    }
    assert_true(proven >= walks / 2);
    printf("level 4 kept %d proven wins over %d moves\n", proven, level4_moves);
}

/* solve_moves (the analysis' per-cell values): on random positions of small boards, every legal
 * cell's value is minus plain minimax's on the position it leads to, and the position's value
 * is the best of them and the solver's own; a budget too small leaves moves unknown, never
 * wrong. */
static void test_solve_moves(void **state)
{
    (void)state;
    PD_LONG_TEST();
    const char *setups[] = {"game=shutin&size=4x4", "game=shutin&size=5x4&gravity=0",
                            "game=shutin&size=5x5",
                            /* The free start two plies in: plain minimax from the empty board
                             * would branch over every cell four times. */
                            "game=shutin&size=4x5&start=free&moves=b3.c4"};
    pd_rng rng;
    pd_rng_seed(&rng, 40);
    int checked = 0;
    for (size_t k = 0; k < sizeof setups / sizeof *setups; k++) {
        for (int walk = 0; walk < 6; walk++) {
            pd_game *g = must_game(setups[k]);
            int plies = (int)pd_rng_below(&rng, 6);
            for (int i = 0; i < plies && !pd_game_over(g); i++)
                play_nth(g, (uint32_t)pd_rng_next(&rng));
            if (pd_game_over(g)) {
                pd_game_free(g);
                continue;
            }
            pd_solve_opts o = {.table_mib = 4};
            pd_solve_result r;
            pd_move_value mv[MAX_CELLS];
            int n, legal[MAX_CELLS];
            pd_error err;
            assert_int_equal(pd_game_solve_moves(g, &o, &r, mv, &n, &err), 0);
            assert_int_equal(n, g->fam->legal(g->pos, legal, MAX_CELLS));
            assert_int_equal(r.known, 1);
            int best = -1;
            for (int i = 0; i < n; i++) {
                assert_int_equal(mv[i].move, legal[i]);
                assert_int_equal(mv[i].known, 1);
                void *child = g->fam->clone(g->pos);
                g->fam->apply(child, legal[i]);
                int want = -brute_win(g->fam, child);
                g->fam->destroy(child);
                assert_int_equal(mv[i].value, want);
                if (mv[i].value > best) best = mv[i].value;
                checked++;
            }
            assert_int_equal(r.value, best);
            assert_int_equal(r.value, solve(g, 0, 4, NULL, NULL));
            /* Ten nodes cannot prove every cell: some stay unknown, and the known ones agree. */
            pd_solve_opts tiny = {.nodes = 10, .table_mib = 4};
            pd_solve_result tr;
            pd_move_value tv[MAX_CELLS];
            int tn;
            assert_int_equal(pd_game_solve_moves(g, &tiny, &tr, tv, &tn, &err), 0);
            assert_int_equal(tn, n);
            for (int i = 0; i < n; i++)
                if (tv[i].known) assert_int_equal(tv[i].value, mv[i].value);
            if (tr.known) assert_int_equal(tr.value, r.value);
            pd_game_free(g);
        }
    }
    assert_true(checked > 50);
}

/* A finished game has no side to move: the solver answers "not known" for it (both the 64-cell
 * and the wide search), never a search indexed by seat 0. */
static void test_finished_game(void **state)
{
    (void)state;
    pd_game *g = must_game("game=shutin&size=4x4");
    while (!pd_game_over(g)) {
        pd_buf legal = PD_BUF_INIT;
        pd_game_legal(g, &legal);
        char tok[16] = {0};
        sscanf(pd_buf_str(&legal), "%15s", tok);
        pd_buf_free(&legal);
        play_ok(g, tok);
    }
    pd_solve_opts o = {.nodes = 100000, .table_mib = 4};
    const int flags[] = {0, SHUTIN_SOLVE_WIDE, SHUTIN_SOLVE_PN};
    for (int i = 0; i < 3; i++) {
        pd_solve_result r;
        int win_move = 7;
        assert_int_equal(shutin_solve_flags(g->pos, &o, flags[i], &r, &win_move), -1);
        assert_int_equal(r.known, 0);
        assert_int_equal(win_move, -1);
    }
    pd_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_race_model_when_apart),
        cmocka_unit_test(test_parts_agree),
        cmocka_unit_test(test_up_down_mirror),
        cmocka_unit_test(test_small_boards),
        cmocka_unit_test(test_level4_keeps_proven_wins),
        cmocka_unit_test(test_solve_moves),
        cmocka_unit_test(test_finished_game),
    };
    return cmocka_run_group_tests_name("shutin-solver", tests, NULL, NULL);
}
