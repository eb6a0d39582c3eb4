/* kernel.c — the benchmark kernel, compiled both natively (bench/native.c) and to a bench-only
 * WebAssembly module, so `make bench` compares the same code: random playouts that list legal
 * moves, apply one, and finally undo every move back to the start. */
#include <stdlib.h>

#include "common/rng.h"
#include "game.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define EXPORT
#endif

/* Play `games` random games from `setup`; returns the number of moves applied (and undone),
 * or -1 when the setup is bad. */
EXPORT double pdb_playouts(const char *setup, int games, double seed)
{
    pd_error err;
    pd_game *g = pd_game_new(setup, &err);
    if (!g) return -1;
    const pd_family *f = g->fam;
    int cap = f->max_legal(g->pos);
    int *moves = malloc(sizeof(int) * (size_t)(cap + 1));
    pd_rng r;
    pd_rng_seed(&r, (uint64_t)seed);
    double total = 0;
    for (int k = 0; k < games; k++) {
        int depth = 0, n;
        while ((n = f->legal(g->pos, moves, cap)) > 0) {
            f->apply(g->pos, moves[pd_rng_below(&r, (uint32_t)n)]);
            depth++;
        }
        total += depth;
        while (depth--) f->undo(g->pos);
    }
    free(moves);
    pd_game_free(g);
    return total;
}
