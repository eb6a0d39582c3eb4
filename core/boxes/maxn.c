/* maxn.c — max-n search for three or four seats: every seat picks the line that is
 * best for its own cells (most in normal play, fewest in misère), with no two-seat
 * zero-sum shortcut (no alpha-beta, no "my gain is your loss"). */
#include <string.h>

#include "search.h"

/* Cells each seat gains below this node, given `depth` more turns; a closing move keeps the
 * turn and costs no depth. Past the horizon nothing more is counted. */
static void maxn(boxes_ctx *c, int depth, int *gain)
{
    memset(gain, 0, sizeof *gain * PD_MAX_SEATS);
    /* 1. Budget, end of game, horizon (misère stops even with a capture pending: taking is
     *    optional there, so chasing captures would not end the search). */
    if (pd_budget_tick(&c->budget)) {
        c->aborted = 1;
        return;
    }
    if (c->p.nfree == 0) return;
    if (depth <= 0 && (c->sign < 0 || !boxes_has_capture(c))) return;

    /* 2. Moves: pruned captures, safe lines while there are any (normal play). */
    int *moves = c->mstack + c->msp, nsafe;
    int n = boxes_moves(c, moves, c->sign > 0, &nsafe);
    c->msp += n;

    /* 3. The mover keeps the child that is best for its own seat; ties keep the first. */
    int mover = c->p.to_move - 1, best = 0, have = 0;
    for (int i = 0; i < n; i++) {
        int child[PD_MAX_SEATS];
        int k = boxes_play(c, moves[i]);
        maxn(c, k ? depth : depth - 1, child);
        boxes_unplay(c);
        if (c->aborted) break;
        child[mover] += k;
        int score = c->sign * child[mover];
        if (!have || score > best) {
            best = score;
            have = 1;
            memcpy(gain, child, sizeof child);
        }
    }
    c->msp -= n;
}

void boxes_maxn_root(boxes_ctx *c, int max_depth, int *move)
{
    int moves[BOXES_MAX_LINES], nsafe;
    int n = boxes_moves(c, moves, c->sign > 0, &nsafe);
    /* 1. Safe lines in a seeded order, so equal choices vary between games. */
    boxes_shuffle(c, moves, nsafe);
    *move = moves[0];
    if (n == 1) return;
    /* 2. Deepen one turn at a time; the last completed depth decides. */
    int mover = c->p.to_move - 1;
    for (int d = 1; d <= max_depth && d <= c->p.nfree; d++) {
        int best = 0, bi = 0;
        for (int i = 0; i < n && !c->aborted; i++) {
            int child[PD_MAX_SEATS];
            int k = boxes_play(c, moves[i]);
            maxn(c, k ? d : d - 1, child);
            boxes_unplay(c);
            int score = c->sign * (child[mover] + k);
            if (i == 0 || score > best) {
                best = score;
                bi = i;
            }
        }
        if (c->aborted) break;
        int m = moves[bi];
        memmove(moves + 1, moves, sizeof *moves * (size_t)bi);
        moves[0] = m;
        *move = m;
    }
}
