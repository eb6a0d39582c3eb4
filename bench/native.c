/* native.c — native side of `make bench`, run by bench/run.mjs:
 *   bench-native SETUP GAMES                       -> "moves ms" of random playouts
 *   bench-native botgame SETUP LEVEL MS MAXMOVES   -> one "ms nodes playouts" line per bot move */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/clock.h"

double pdb_playouts(const char *setup, int games, double seed);
int pdb_botgame(const char *setup, int level, double ms, double nodes, double seed, int max_moves);
double pdb_move_ms(int i);
double pdb_move_nodes(int i);
double pdb_move_sims(int i);

int main(int argc, char **argv)
{
    if (argc == 6 && strcmp(argv[1], "botgame") == 0) {
        int n = pdb_botgame(argv[2], atoi(argv[3]), atof(argv[4]), 0, 1, atoi(argv[5]));
        if (n < 0) return 2;
        for (int i = 0; i < n; i++) printf("%.0f %.0f %.0f\n", pdb_move_ms(i), pdb_move_nodes(i), pdb_move_sims(i));
        return 0;
    }
    if (argc != 3) {
        fprintf(stderr, "usage: bench-native SETUP GAMES | botgame SETUP LEVEL MS MAXMOVES\n");
        return 2;
    }
    int64_t t0 = pd_now_ms();
    double moves = pdb_playouts(argv[1], atoi(argv[2]), 1);
    int64_t t1 = pd_now_ms();
    if (moves < 0) return 2;
    printf("%.0f %lld\n", moves, (long long)(t1 - t0));
    return 0;
}
