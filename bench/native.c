/* native.c — native side of `make bench`, run by bench/run.mjs:
 *   bench-native SETUP GAMES                       -> "moves ms" of random playouts
 *   bench-native botgame SETUP LEVEL MS MAXMOVES   -> one "ms nodes playouts" line per bot move
 *   bench-native shutin-solve SETUP MOVES FLAGS MIB NODES
 *                                                  -> "value nodes ms": the Shut In exact solver
 *      with parts switched off (FLAGS: SHUTIN_SOLVE_* of core/shutin/shutin.h, e.g. 32 the table
 *      keyed by the whole board, 4 no mirror), after MOVES (tokens joined by '.', or "-" for
 *      none), with a MIB table and a NODES budget: a second route for checking solved boards. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/clock.h"
#include "game.h"
#include "shutin/shutin.h"

double pdb_playouts(const char *setup, int games, double seed);
int pdb_botgame(const char *setup, int level, double ms, double nodes, double seed, int max_moves);
double pdb_move_ms(int i);
double pdb_move_nodes(int i);
double pdb_move_sims(int i);

static int shutin_solve_cmd(char **argv)
{
    pd_error err;
    pd_game *g = pd_game_new(argv[2], &err);
    if (!g || strcmp(g->fam->name, "shutin") != 0 ||
        (strcmp(argv[3], "-") != 0 && pd_game_play_list(g, argv[3], &err)) || pd_game_over(g)) {
        fprintf(stderr, "shutin-solve: %s\n", g ? "a Shut In game not over after the moves" : err.msg);
        if (g) pd_game_free(g);
        return 2;
    }
    pd_solve_opts o = {0, atoll(argv[6]), atoll(argv[5]), NULL, NULL};
    pd_solve_result r;
    shutin_solve_flags(g->pos, &o, atoi(argv[4]), &r, NULL);
    if (r.known) printf("%d", r.value);
    else printf("unknown");
    printf(" %lld %lld\n", (long long)r.nodes, (long long)r.ms);
    pd_game_free(g);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 7 && strcmp(argv[1], "shutin-solve") == 0) return shutin_solve_cmd(argv);
    if (argc == 6 && strcmp(argv[1], "botgame") == 0) {
        int n = pdb_botgame(argv[2], atoi(argv[3]), atof(argv[4]), 0, 1, atoi(argv[5]));
        if (n < 0) return 2;
        for (int i = 0; i < n; i++) printf("%.0f %.0f %.0f\n", pdb_move_ms(i), pdb_move_nodes(i), pdb_move_sims(i));
        return 0;
    }
    if (argc != 3) {
        fprintf(stderr, "usage: bench-native SETUP GAMES | botgame SETUP LEVEL MS MAXMOVES | shutin-solve SETUP MOVES FLAGS MIB NODES\n");
        return 2;
    }
    int64_t t0 = pd_now_ms();
    double moves = pdb_playouts(argv[1], atoi(argv[2]), 1);
    int64_t t1 = pd_now_ms();
    if (moves < 0) return 2;
    printf("%.0f %lld\n", moves, (long long)(t1 - t0));
    return 0;
}
