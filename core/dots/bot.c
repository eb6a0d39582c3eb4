/* bot.c — the Dots bot, level 1 (a beginner): take the biggest capture there is, else block
 * the point where the opponent would capture most with one move, else play a random point next
 * to the dots already on the field. Levels 2–4 (Monte-Carlo tree search, SPEC §3) are not
 * written yet and say so with the error `bot-level`. */
#include <stdlib.h>

#include "common/clock.h"
#include "common/rng.h"
#include "dots.h"

/* When a caller sets no budget at all: tries of one move (a node is one apply and undo). */
#define DEFAULT_NODES 100000
/* A point can close a ring only when at least this many own live dots touch it (8-neighbours):
 * a ring through the new dot enters and leaves it. */
#define RING_NEIGHBOURS 2

/* Live dots of colour t among the 8 neighbours of c. */
static int touching(const dots_pos *p, int c, int t)
{
    int x = c % p->w, y = c / p->w, k = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int nx = x + dx, ny = y + dy;
            if ((dx || dy) && nx >= 0 && nx < p->w && ny >= 0 && ny < p->h)
                k += dots_live(p, ny * p->w + nx, t);
        }
    return k;
}

/* Any dot (live or not) among the 8 neighbours of c. */
static int near_dots(const dots_pos *p, int c)
{
    int x = c % p->w, y = c / p->w;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int nx = x + dx, ny = y + dy;
            if ((dx || dy) && nx >= 0 && nx < p->w && ny >= 0 && ny < p->h &&
                p->dot[ny * p->w + nx])
                return 1;
        }
    return 0;
}

/* What seat's move on c gains for its colour: its score change minus the other's. */
static double gain_of(dots_pos *p, int seat, int c)
{
    int t = dots_team(seat), saved = p->s.to_move;
    double before = dots_score(p, t) - dots_score(p, 3 - t);
    p->s.to_move = seat;
    dots_apply(p, p->polish ? c | DOTS_CLOSE : c);
    double after = dots_score(p, t) - dots_score(p, 3 - t);
    dots_undo(p);
    p->s.to_move = saved;
    return after - before;
}

/* Reservoir choice among equal candidates: the k-th equal one replaces the pick with
 * probability 1/k, so the choice depends only on the seed and the position. */
static int take(pd_rng *r, int *ties) { return pd_rng_below(r, (uint32_t)++*ties) == 0; }

int dots_bot(const void *pos, const pd_bot_opts *o, int *move, pd_error *err)
{
    if (o->level != 1) {
        pd_fail(err, "bot-level", "bot level %d is not yet available for dots (only level 1 is)",
                o->level);
        pd_param(err, "level", "%d", o->level);
        pd_param(err, "game", "dots");
        return -1;
    }
    dots_pos *p = pd_dots_family.clone(pos);
    pd_budget b;
    pd_budget_start(&b, o->ms, o->ms || o->nodes ? o->nodes : DEFAULT_NODES);
    pd_rng r;
    pd_rng_seed(&r, o->seed);
    int seat = p->s.to_move, t = dots_team(seat), enemy = seat % p->players + 1;
    int pick = -1, ties = 0;
    double best = 0;

    /* 1. The biggest capture. */
    for (int c = 0; c < p->n && !b.stopped; c++) {
        if (!dots_free_point(p, c) || touching(p, c, t) < RING_NEIGHBOURS) continue;
        if (pd_budget_tick(&b)) break;
        double g = gain_of(p, seat, c);
        if (g > best) best = g, pick = c, ties = 1;
        else if (g == best && pick >= 0 && take(&r, &ties)) pick = c;
    }
    /* 2. Block the opponent's biggest one-move capture by taking its point. */
    if (pick < 0) {
        for (int c = 0; c < p->n && !b.stopped; c++) {
            if (!dots_free_point(p, c) || touching(p, c, 3 - t) < RING_NEIGHBOURS) continue;
            if (pd_budget_tick(&b)) break;
            double g = gain_of(p, enemy, c);
            if (g > best) best = g, pick = c, ties = 1;
            else if (g == best && pick >= 0 && take(&r, &ties)) pick = c;
        }
    }
    /* 3. A random free point next to the action, else any free point. */
    for (int pass = 0; pass < 2 && pick < 0; pass++) {
        ties = 0;
        for (int c = 0; c < p->n; c++)
            if (dots_free_point(p, c) && (pass || near_dots(p, c)) && take(&r, &ties)) pick = c;
    }
    if (o->nodes_out) *o->nodes_out = b.used;
    *move = pick;
    if (p->polish) *move |= DOTS_CLOSE;
    pd_dots_family.destroy(p);
    return 0;
}
