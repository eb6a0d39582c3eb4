/* kernel.c — the benchmark kernel, compiled both natively (bench/native.c) and to a bench-only
 * WebAssembly module, so `make bench` compares the same code: random playouts that list legal
 * moves, apply one, and finally undo every move back to the start. */
#include <stdio.h>
#include <stdlib.h>

#include "common/budget.h"
#include "common/rng.h"
#include "dots/mcts.h"
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

#define BOTGAME_MAX_MOVES 1024
static double move_ms[BOTGAME_MAX_MOVES], move_nodes[BOTGAME_MAX_MOVES],
    move_sims[BOTGAME_MAX_MOVES];
static char move_token[BOTGAME_MAX_MOVES][24];

/* Bots of `level` play `setup` against themselves for at most max_moves moves, each with the
 * given budget; per-move wall time (ms), nodes and (Dots levels 3-4) tree-search playouts
 * are read back with pdb_move_ms/nodes/sims, each move's token with pdb_move_token.
 * Returns the number of moves played, or -1 on a bad setup. */
EXPORT int pdb_botgame(const char *setup, int level, double ms, double nodes, double seed,
                       int max_moves)
{
    pd_error err;
    pd_game *g = pd_game_new(setup, &err);
    if (!g) return -1;
    if (max_moves > BOTGAME_MAX_MOVES) max_moves = BOTGAME_MAX_MOVES;
    int n = 0;
    while (n < max_moves && !pd_game_over(g)) {
        int64_t used = -1;
        pd_bot_opts o = {level, (int64_t)ms, (int64_t)nodes, (uint64_t)seed + (uint64_t)n, &used};
        int move;
        int64_t t0 = pd_now_ms();
        dots_mcts_playouts = 0;
        if (pd_game_bot(g, &o, &move, &err)) break;
        move_ms[n] = (double)(pd_now_ms() - t0);
        move_sims[n] = (double)dots_mcts_playouts;
        move_nodes[n] = (double)used;
        pd_buf tok = PD_BUF_INIT;
        g->fam->format_move(g->pos, move, &tok);
        snprintf(move_token[n], sizeof move_token[n], "%s", pd_buf_str(&tok));
        pd_buf_free(&tok);
        g->fam->apply(g->pos, move);
        n++;
    }
    pd_game_free(g);
    return n;
}

EXPORT double pdb_move_ms(int i)
{
    return move_ms[i];
}
EXPORT double pdb_move_nodes(int i)
{
    return move_nodes[i];
}
EXPORT double pdb_move_sims(int i)
{
    return move_sims[i];
}
/* The move's token (so the same positions can be given to another engine). */
EXPORT const char *pdb_move_token(int i)
{
    return move_token[i];
}
