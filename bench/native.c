/* native.c — native side of `make bench`: times the kernel on one setup and prints
 * "moves ms" for bench/run.mjs to tabulate. */
#include <stdio.h>
#include <stdlib.h>

#include "common/clock.h"

double pdb_playouts(const char *setup, int games, double seed);

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: bench-native SETUP GAMES\n");
        return 2;
    }
    int64_t t0 = pd_now_ms();
    double moves = pdb_playouts(argv[1], atoi(argv[2]), 1);
    int64_t t1 = pd_now_ms();
    if (moves < 0) return 2;
    printf("%.0f %lld\n", moves, (long long)(t1 - t0));
    return 0;
}
