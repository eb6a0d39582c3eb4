/* bot.c — the Dots bots (docs/spec.md §3), levels 1 to 4.
 *
 * - Level 1 (a beginner): take the biggest capture there is, else block the point where the
 *   opponent would capture most with one move, else a random point next to the dots.
 * - Levels 2-4 share the end-game sense: under russian rules a bot grounds when grounding
 *   wins (its dots cut off from the edge count for the opponent, and it still leads), which
 *   saves its dots and ends the game. Levels 2 and 3 ground as soon as it wins; level 4 only
 *   when grounding keeps at least what playing on is expected to (ground_keeps_enough), so a
 *   big lead is not traded for a small certain one.
 * - Polish rules, every level: it writes `x-y!` whenever closing now captures something, new
 *   or pending, so no enclosure is left for the opponent to break, and plain `x-y` otherwise.
 *   It answers an offer to end from its own judgement of the count (count_is_enough below:
 *   accept when the count is at least as good for it as what it expects from playing on) and
 *   offers when the count puts it ahead by that same judgement and the game is decided (not a
 *   small lead on an open field, which a person declines), and after a declined offer only
 *   once a quarter of the free points have been filled; level 1 reads one ply like
 *   levels 2 and 3, level 4 two plies with ladders.
 * - Level 2: no tree. Every point near the dots is scored by what it captures, minus the
 *   best capture the reply then has (the opponent's open threats and new ones next to the
 *   dot), plus a little shape (tactics.c), on a quarter of the budget.
 * - Levels 3 and 4: Monte-Carlo tree search (mcts.c: PUCT with RAVE, pattern-biased local
 *   playouts) and the forcing reader (tactics.c). Both play a forced win of dots at once, give
 *   the reader's moves (their own and the opponent's) a large prior in the tree, and check the
 *   tree's most visited moves against what the reply can force after each. They differ by
 *   design in how far they read tactics:
 * - Level 3 reads one ply: captures, and the reply's capture after its top moves, but no
 *   threats and no ladders; a third of the budget.
 * - Level 4's tree takes its candidates by a learned prior (patterns.h: feature gammas fitted
 *   to oppai's moves, `make patterns`), level 3's by the hand-weighted one.
 * - Level 4 reads two plies plus ladders: a capture threat the other side must answer, double
 *   threats, and chases where every block is forced, read to their end; the whole budget.
 *   A move that walks into a ladder or a double threat is dropped. Before the tree, level 4
 *   finds the points where the other side's next dot would open two closing points at once
 *   (prevention: taking such a point is a candidate, and every candidate is charged with what a
 *   double threat it leaves open takes) and, when two closing points are open already, reads
 *   every local answer (blocks, connections, escapes, counter-captures); its tree and its
 *   checks share the whole budget (mcts.c).
 * The step was measured (20x20, node budgets): when level 3 had level 4's reader on a third
 * of the budget, level 4 scored only 67.5 % against it; with one ply and the reply check
 * (which keeps level 3 above level 2) level 4 scores 95 %: threats are what it wins with.
 * Deeper reading (4-6 plies) lost to this one in node-equal matches: it cost the tree too
 * many nodes for what it found. With --nodes and no --ms every level is deterministic (a node
 * is one apply of the rules), natively and in WASM.
 */
#include <stdlib.h>
#include <string.h>

#include "common/budget.h"
#include "common/rng.h"
#include "mcts.h"
#include "tactics.h"

/* When a caller sets no budget at all: tries of one move (a node is one apply and undo). */
#define DEFAULT_NODES 100000
#define DEFAULT_NODES_SEARCH 200000 /* levels 2-4 */

static const dots_mcts_cfg level_cfg[5] = {
    {0, 0, 0, 0, 0, 0, 0, 0},   {0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0},
    {16, 24, 1, 0, 1, 0, 0, 0}, /* level 3: one ply of reading, no threats, no ladders */
    {16, 24, 2, 1, 1, 1, 1, 1}, /* level 4 */
};
/* The share of the budget each level uses (percent). */
static const int level_pct[5] = {0, 100, 25, 33, 100};
/* A point can close a ring only when at least this many own live dots touch it (8-neighbours):
 * a ring through the new dot enters and leaves it. */
#define RING_NEIGHBOURS 2

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
static int take(pd_rng *r, int *ties)
{
    return pd_rng_below(r, (uint32_t)++ * ties) == 0;
}

static int level1(dots_pos *p, pd_budget *bp, pd_rng *rp)
{
    pd_budget b = *bp;
    pd_rng r = *rp;
    int seat = p->s.to_move, t = dots_team(seat), enemy = seat % p->players + 1;
    int pick = -1, ties = 0;
    double best = 0;

    /* 1. The biggest capture. */
    for (int c = 0; c < p->n && !b.stopped; c++) {
        if (!dots_free_point(p, c) || dots_touching(p, c, t) < RING_NEIGHBOURS) continue;
        if (pd_budget_tick(&b)) break;
        double g = gain_of(p, seat, c);
        if (g > best) best = g, pick = c, ties = 1;
        else if (g == best && pick >= 0 && take(&r, &ties)) pick = c;
    }
    /* 2. Block the opponent's biggest one-move capture by taking its point. */
    if (pick < 0) {
        for (int c = 0; c < p->n && !b.stopped; c++) {
            if (!dots_free_point(p, c) || dots_touching(p, c, 3 - t) < RING_NEIGHBOURS) continue;
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
            if (dots_free_point(p, c) && (pass || dots_near(p, c, 1)) && take(&r, &ties)) pick = c;
    }
    *bp = b;
    *rp = r;
    return pick;
}

/* Russian rules: 1 when grounding now ends the game with the side to move's colour ahead. */
static int ground_wins(dots_pos *p, pd_budget *b)
{
    if (p->polish || !dots_ground_allowed(p)) return 0;
    int t = dots_team(p->s.to_move);
    pd_budget_tick(b);
    dots_apply(p, DOTS_GROUND);
    int wins = dots_score(p, t) > dots_score(p, 3 - t);
    dots_undo(p);
    return wins;
}

/* Polish rules: the bot's judgement of the count (docs/spec.md §1.3: offers and their answers).
 * count: the count margin for the side to move's colour t if the game ended now. play_on: what
 * it expects from playing on instead, in the same units: the count margin, plus what t could
 * force with captures and threats, minus what the other colour could force (the forcing reader
 * on a copy with the pending enclosures committed, so nothing the count already holds is
 * counted twice). The count is at least as good as playing on when its outcome (win, draw,
 * loss) is better, or the outcomes are the same and its margin is not smaller; the outcome of
 * playing on is open (a draw) while its margin is small next to the free field. */
static const int judge_depth[5] = {0, 1, 1, 1, 2};
/* Playing on, a margin smaller than this share of the free points is not yet decided: the
 * outcome then counts as open (like a draw), so a bot behind on an open field plays on and a
 * bot ahead takes its count; as the field fills the judgement sharpens. */
#define OPEN_MARGIN_PER_FREE 0.05

static int sign(double v)
{
    return (v > 0) - (v < 0);
}

static int outcome(double margin, double open)
{
    return margin > open ? 1 : margin < -open ? -1 : 0;
}

static int count_is_enough(const dots_pos *p, int level, pd_budget *b, double *count, int *decided)
{
    int seat = p->s.to_move, t = dots_team(seat);
    double c[3];
    dots_polish_count(p, c);
    *count = c[t] - c[3 - t];
    dots_pos *q = dots_polish_committed(p);
    q->s.offer = 0;
    int first, depth = judge_depth[level], ladders = level == 4;
    q->s.to_move = seat;
    double own = dots_read(q, depth, ladders, &first, b);
    q->s.to_move = dots_enemy_seat(q, seat);
    double theirs = dots_read(q, depth, ladders, &first, b);
    dots_work_free(q);
    double play_on = *count + own - theirs;
    int now = sign(*count), later = outcome(play_on, OPEN_MARGIN_PER_FREE * p->s.nfree);
    *decided = later != 0;
    return now > later || (now == later && *count >= play_on);
}

/* An offer waits for the side to move: accept when the count is enough. */
static int answer_offer(const dots_pos *p, int level, pd_budget *b)
{
    double count;
    int decided;
    return count_is_enough(p, level, b, &count, &decided) ? DOTS_AGREE : DOTS_DECLINE;
}

/* Offer to end when the count favours the side to move, playing on promises no more, and the
 * game is decided: playing on's margin is beyond the open share of the free field, so a small
 * lead on a field still open is never offered as the end (a person would decline it). After
 * its colour's offer was declined, the bot offers again only once a quarter of the points then
 * free have been filled (REOFFER_FILLED): the other side has just said the count is not yet the
 * game, and asking again every turn would only nag. */
#define REOFFER_FILLED 0.25
static int offer_now(const dots_pos *p, int level, pd_budget *b)
{
    if (!p->polish || p->s.declined) return 0;
    int refused = p->s.refused[dots_team(p->s.to_move)];
    if (refused && p->s.nfree > (1 - REOFFER_FILLED) * refused) return 0;
    double count;
    int decided;
    return count_is_enough(p, level, b, &count, &decided) && count > 0 && decided;
}

/* first=R or suicide=0: the free point where the side to move may put its dot nearest to c
 * (Chebyshev distance, then index), so a search that ignores the rule still ends on a legal
 * dot; -1 when there is none (suicide=0 can forbid every free point: then the game is over). */
static int nearest_allowed(const dots_pos *p, int c)
{
    int best = -1, bd = 0;
    for (int q = 0; q < p->n; q++) {
        if (!dots_free_point(p, q) || !dots_may_place(p, q)) continue;
        int dx = q % p->w - c % p->w, dy = q / p->w - c / p->w;
        dx = dx < 0 ? -dx : dx;
        dy = dy < 0 ? -dy : dy;
        int d = dx > dy ? dx : dy;
        if (best < 0 || d < bd) best = q, bd = d;
    }
    return best;
}

/* Russian rules, level 4: grounding (which wins) keeps at least what playing on is expected to
 * keep. ground: the margin for the side to move's colour after grounding (its dots cut off from
 * the edge go to the other side); play_on: the margin now, plus what it can force with captures
 * and threats, minus what the other colour can force (the forcing reader, two plies and
 * ladders). Grounding's certain win beats playing on while playing on's outcome is still open
 * (its margin small next to the free field, OPEN_MARGIN_PER_FREE); when playing on wins too,
 * the larger margin decides, so a bot far ahead does not give back its unconnected dots. */
static int ground_keeps_enough(dots_pos *p, pd_budget *b)
{
    int seat = p->s.to_move, t = dots_team(seat);
    double now = dots_score(p, t) - dots_score(p, 3 - t);
    pd_budget_tick(b);
    dots_apply(p, DOTS_GROUND);
    double ground = dots_score(p, t) - dots_score(p, 3 - t);
    dots_undo(p);
    int first;
    double own = dots_read(p, judge_depth[4], 1, &first, b);
    p->s.to_move = dots_enemy_seat(p, seat);
    double theirs = dots_read(p, judge_depth[4], 1, &first, b);
    p->s.to_move = seat;
    double play_on = now + own - theirs;
    int later = outcome(play_on, OPEN_MARGIN_PER_FREE * p->s.nfree);
    return sign(ground) > later || (sign(ground) == later && ground >= play_on);
}

static int64_t part(int64_t v, int pct)
{
    return v ? (v * pct / 100 > 0 ? v * pct / 100 : 1) : 0;
}

/* The move of `level` for the position (p is the bot's own copy); stats: see dots_mcts. */
static int choose(dots_pos *p, int level, pd_budget *b, pd_rng *r, dots_analysis *stats)
{
    if (p->s.offer) return answer_offer(p, level, b);
    if (level >= 2 && ground_wins(p, b) && (level < 4 || ground_keeps_enough(p, b)))
        return DOTS_GROUND;
    if (offer_now(p, level, b)) return DOTS_AGREE;
    int pick = level == 1   ? level1(p, b, r)
               : level == 2 ? dots_level2(p, b, r)
                            : dots_mcts(p, &level_cfg[level], b, r, stats);
    if (pick < 0) {
        /* Nothing chosen in budget (cannot happen while points are free): the first. */
        int n = dots_candidates(p, 2, p->reg);
        pick = n ? p->reg[0] : 0;
    }
    if (!dots_may_place(p, pick)) pick = nearest_allowed(p, pick);
    if (p->polish) {
        /* Every level: x-y! when closing now captures (new or pending enclosures), else
         * x-y (a bare `!` that takes nothing is noise in the record). */
        int seat = p->s.to_move, t = dots_team(seat);
        double before = dots_score(p, t) - dots_score(p, 3 - t);
        dots_apply(p, pick | DOTS_CLOSE);
        double after = dots_score(p, t) - dots_score(p, 3 - t);
        dots_undo(p);
        if (after > before) pick |= DOTS_CLOSE;
    }
    return pick;
}

/* The budget of a level (a share of the caller's; defaults when the caller sets none). */
static void level_budget(pd_budget *b, const pd_bot_opts *o, int level)
{
    if (level == 1) {
        pd_budget_start(b, o->ms, o->ms || o->nodes ? o->nodes : DEFAULT_NODES);
    } else {
        int pct = level_pct[level];
        pd_budget_start(b, part(o->ms, pct),
                        o->ms || o->nodes ? part(o->nodes, pct) : part(DEFAULT_NODES_SEARCH, pct));
    }
}

/* ring=any: of the rings a chosen point can close, the bots take the one that captures the
 * most enemy dots, then the one that takes the most points (the shortest rings on a tie with
 * them); the ring is named in the caller's position, which formats the move. */
static int choose_ring(const void *pos, int move)
{
    const dots_pos *p = pos;
    if (!p->ring_any || move < 0) return move;
    dots_ring_cand *cand = malloc(sizeof *cand * DOTS_RING_CANDIDATES);
    if (!cand) abort();
    int n = dots_ring_candidates(p, move & DOTS_POINT_MASK, cand, DOTS_RING_CANDIDATES), best = 0;
    for (int i = 1; i < n; i++)
        if (cand[i].takes > cand[best].takes ||
            (cand[i].takes == cand[best].takes && cand[i].area > cand[best].area))
            best = i;
    if (n && cand[best].steps[0])
        move = (move & DOTS_POINT_MASK) | dots_ring_intern((dots_pos *)p, cand[best].steps)
                                              << DOTS_RING_SHIFT;
    free(cand);
    return move;
}

int dots_bot(const void *pos, const pd_bot_opts *o, int *move, pd_error *err)
{
    if (o->level < 1 || o->level > 4) {
        pd_fail(err, "bot-level", "bot level %d does not exist (levels are 1 to 4)", o->level);
        pd_param(err, "level", "%d", o->level);
        pd_param(err, "game", "dots");
        return -1;
    }
    dots_pos *p = dots_clone(pos);
    pd_budget b;
    level_budget(&b, o, o->level);
    pd_rng r;
    pd_rng_seed(&r, o->seed);
    dots_mcts_playouts = 0;
    *move = choose_ring(pos, choose(p, o->level, &b, &r, NULL));
    if (o->nodes_out) *o->nodes_out = b.used;
    dots_destroy(p);
    return 0;
}

int dots_analyse(const void *pos, const pd_bot_opts *o, dots_analysis *out, pd_error *err)
{
    (void)err;
    memset(out, 0, sizeof *out);
    dots_pos *p = dots_clone(pos);
    pd_budget b;
    level_budget(&b, o, 4);
    pd_rng r;
    pd_rng_seed(&r, o->seed);
    dots_mcts_playouts = 0;
    out->pick = choose_ring(pos, choose(p, 4, &b, &r, out));
    out->nodes = b.used;
    dots_destroy(p);
    return 0;
}
