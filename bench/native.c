/* native.c — native side of `make bench`, run by bench/run.mjs:
 *   bench-native SETUP GAMES                       -> "moves ms" of random playouts
 *   bench-native botgame SETUP LEVEL MS MAXMOVES   -> one "ms nodes playouts" line per bot move
 *   bench-native shutin-solve SETUP MOVES FLAGS MIB NODES
 *                                                  -> "value nodes ms": the Shut In exact solver
 *      with parts switched off (FLAGS: SHUTIN_SOLVE_* of core/shutin/shutin.h, e.g. 32 the table
 *      keyed by the whole board, 4 no mirror, 64 proof-number search), after MOVES (tokens
 *      joined by '.', or "-" for none), with a MIB table and a NODES budget: a second route
 *      for checking solved boards.
 *   bench-native shutin-proofs SETUP GAMES BOTNODES CAP LO HI
 *                                                  -> "empties positions proven median p90":
 *      how many nodes the one-word solver (16 MiB table, level 4's) needs to prove positions of
 *      real level-4 games: GAMES games of level 4 against itself (BOTNODES a move, match
 *      openings from seed 1), every position with LO..HI empty cells solved with a CAP budget;
 *      an unproven position counts as more than CAP (median or p90 printed as ">CAP"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/budget.h"
#include "game.h"
#include "match.h"
#include "shutin/shutin.h"

double pdb_playouts(const char *setup, int games, double seed);
int pdb_botgame(const char *setup, int level, double ms, double nodes, double seed, int max_moves);
double pdb_move_ms(int i);
double pdb_move_nodes(int i);
double pdb_move_sims(int i);
const char *pdb_move_token(int i);

static int shutin_solve_cmd(char **argv)
{
    pd_error err;
    pd_game *g = pd_game_new(argv[2], &err);
    if (!g || strcmp(g->fam->name, "shutin") != 0 ||
        (strcmp(argv[3], "-") != 0 && pd_game_play_list(g, argv[3], &err)) || pd_game_over(g)) {
        fprintf(stderr, "shutin-solve: %s\n",
                g ? "a Shut In game not over after the moves" : err.msg);
        if (g) pd_game_free(g);
        return 2;
    }
    pd_solve_opts o = {.nodes = atoll(argv[6]), .table_mib = atoll(argv[5])};
    pd_solve_result r;
    shutin_solve_flags(g->pos, &o, atoi(argv[4]), &r, NULL);
    if (r.known) printf("%d", r.value);
    else printf("unknown");
    printf(" %lld %lld\n", (long long)r.nodes, (long long)r.ms);
    pd_game_free(g);
    return 0;
}

static int cmp_i64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

static void print_quantile(const int64_t *v, int n, int pct, int64_t cap)
{
    int64_t x = v[(n - 1) * pct / 100];
    if (x > cap) printf(" >%lld", (long long)cap);
    else printf(" %lld", (long long)x);
}

#define PROOF_GAMES_MAX 200
static int shutin_proofs_cmd(char **argv)
{
    int games = atoi(argv[3]), lo = atoi(argv[6]), hi = atoi(argv[7]);
    int64_t bot_nodes = atoll(argv[4]), cap = atoll(argv[5]);
    if (games < 1 || games > PROOF_GAMES_MAX || lo < 0 || hi < lo || hi > 64) {
        fprintf(stderr, "shutin-proofs: GAMES 1..%d, 0 <= LO <= HI <= 64\n", PROOF_GAMES_MAX);
        return 2;
    }
    static int64_t nodes[65][PROOF_GAMES_MAX * 2];
    int count[65] = {0}, proven[65] = {0};
    for (int k = 0; k < games; k++) {
        pd_error err;
        pd_game *g = pd_game_new(argv[2], &err);
        if (!g || strcmp(g->fam->name, "shutin") != 0 || pd_match_opening(g, 1, k / 2, &err)) {
            fprintf(stderr, "shutin-proofs: %s\n", g ? err.msg : "not a Shut In setup");
            if (g) pd_game_free(g);
            return 2;
        }
        const shutin_pos *p = g->pos;
        while (!pd_game_over(g)) {
            int e = p->n - p->pieces[1] - p->pieces[2] - p->nblocked;
            if (e >= lo && e <= hi && count[e] < PROOF_GAMES_MAX * 2) {
                pd_solve_opts so = {.nodes = cap, .table_mib = 16};
                pd_solve_result r;
                shutin_solve_flags(p, &so, 0, &r, NULL);
                nodes[e][count[e]++] = r.known ? r.nodes : cap + 1;
                proven[e] += r.known;
            }
            pd_bot_opts bo = {4, 0, bot_nodes, (uint64_t)k + 1, NULL};
            int move;
            pd_buf tok = PD_BUF_INIT;
            if (pd_game_bot(g, &bo, &move, &err)) return 2;
            g->fam->format_move(g->pos, move, &tok);
            int rc = pd_game_play(g, pd_buf_str(&tok), &err);
            pd_buf_free(&tok);
            if (rc) return 2;
        }
        pd_game_free(g);
    }
    for (int e = hi; e >= lo; e--) {
        if (!count[e]) continue;
        qsort(nodes[e], (size_t)count[e], sizeof nodes[e][0], cmp_i64);
        printf("%d %d %d", e, count[e], proven[e]);
        print_quantile(nodes[e], count[e], 50, cap);
        print_quantile(nodes[e], count[e], 90, cap);
        printf("\n");
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 8 && strcmp(argv[1], "shutin-proofs") == 0) return shutin_proofs_cmd(argv);
    if (argc == 7 && strcmp(argv[1], "shutin-solve") == 0) return shutin_solve_cmd(argv);
    if (argc == 6 && strcmp(argv[1], "botgame") == 0) {
        int n = pdb_botgame(argv[2], atoi(argv[3]), atof(argv[4]), 0, 1, atoi(argv[5]));
        if (n < 0) return 2;
        for (int i = 0; i < n; i++)
            printf("%.0f %.0f %.0f %s\n", pdb_move_ms(i), pdb_move_nodes(i), pdb_move_sims(i),
                   pdb_move_token(i));
        return 0;
    }
    if (argc != 3) {
        fprintf(stderr,
                "usage: bench-native SETUP GAMES | botgame SETUP LEVEL MS MAXMOVES | shutin-solve "
                "SETUP MOVES FLAGS MIB NODES | shutin-proofs SETUP GAMES BOTNODES CAP LO HI\n");
        return 2;
    }
    int64_t t0 = pd_now_ms();
    double moves = pdb_playouts(argv[1], atoi(argv[2]), 1);
    int64_t t1 = pd_now_ms();
    if (moves < 0) return 2;
    printf("%.0f %lld\n", moves, (long long)(t1 - t0));
    return 0;
}
