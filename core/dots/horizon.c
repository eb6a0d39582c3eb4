/* horizon.c — Dots' exhaustive search to a horizon (`paperdots solve --depth N`, the article
 * puzzles): the best captured-dot margin the side to move can force within N plies (1..6), by
 * alpha-beta over EVERY legal point, so within the horizon nothing is left out (a capture far
 * from the other dots, a defence anywhere). That is why it only takes fields up to 20 x 20 (at most
 * DOTS_SEARCH_MAX_POINTS points): the cost grows as the number of points to the power
 * of the depth, cut by alpha-beta and by trying the moves that touch most dots first. Two
 * colours only; polish (whose points capture only with "!") is refused. A value is the change of
 * (the mover's score minus the other colour's) from the position to the horizon (or the end of
 * the game, if it comes first), so 0 means nothing changes hands within N plies.
 * dots_search_window searches a caller's window of points instead (any field size): exact over
 * that window only, for a caller that says why the window holds every move that matters
 * (tests/native/test_dots_doubles.c: the points around a double threat). */
#include <math.h>
#include <stdlib.h>

#include "tactics.h"

/* Beyond any margin (a field holds at most 52 x 52 dots); fail-soft alpha-beta keeps every
 * value exact within the horizon (checked against plain minimax in test_dots_search.c). */
#define SEARCH_INF 1000000

typedef struct search_ctx {
    dots_pos *p;
    const int *win; /* the points searched (NULL: every legal point) */
    int nw;
    pd_budget budget;
} search_ctx;

static int margin(const dots_pos *p, int t)
{
    return (int)lround(dots_score(p, t) - dots_score(p, 3 - t));
}

/* The points to try in p (the window's free ones, or every legal point), the ones touching most
 * dots first (captures and their defences are among those: alpha-beta cuts sooner when they come
 * first). Returns how many. */
static int ordered_points(const search_ctx *x, int *out)
{
    const dots_pos *p = x->p;
    int n = 0;
    if (x->win) {
        for (int i = 0; i < x->nw; i++)
            if (dots_free_point(p, x->win[i]) && dots_may_place(p, x->win[i])) out[n++] = x->win[i];
    } else {
        for (int c = 0; c < p->n; c++)
            if (dots_free_point(p, c) && dots_may_place(p, c)) out[n++] = c;
    }
    int *key = malloc(sizeof *key * (size_t)(n ? n : 1));
    if (!key) abort();
    for (int i = 0; i < n; i++) key[i] = dots_touching(p, out[i], 1) + dots_touching(p, out[i], 2);
    for (int i = 1; i < n; i++) { /* insertion sort, stable: equal keys stay in their order */
        int c = out[i], k = key[i], j = i - 1;
        for (; j >= 0 && key[j] < k; j--) {
            out[j + 1] = out[j];
            key[j + 1] = key[j];
        }
        out[j + 1] = c;
        key[j + 1] = k;
    }
    free(key);
    return n;
}

/* Negamax: the margin of colour `me` (the colour to move here) at the horizon, depth plies on.
 * Sets ctx->budget.stopped when the budget ran out (the value is then meaningless). */
static int search(search_ctx *x, int depth, int alpha, int beta)
{
    dots_pos *p = x->p;
    int me = dots_team(p->s.to_move); /* the callers never enter an ended game */
    if (depth == 0) return margin(p, me);
    int *pts = malloc(sizeof *pts * (size_t)p->n);
    if (!pts) abort();
    int n = ordered_points(x, pts), best = -SEARCH_INF;
    for (int i = 0; i < n; i++) {
        if (pd_budget_tick(&x->budget)) break;
        dots_apply(p, pts[i]);
        int v;
        if (!p->s.to_move) v = margin(p, me); /* the game ended: count it as it stands */
        else if (dots_team(p->s.to_move) == me)
            v = search(x, depth - 1, alpha, beta); /* extra move */
        else v = -search(x, depth - 1, -beta, -alpha);
        dots_undo(p);
        if (x->budget.stopped) break;
        if (v > best) best = v;
        if (best > alpha) alpha = best;
        if (alpha >= beta) break;
    }
    free(pts);
    return n ? best : margin(p, me);
}

int dots_search_check(const dots_pos *p, int depth, pd_error *err)
{
    if (depth < 1 || depth > DOTS_SEARCH_MAX_DEPTH) {
        pd_fail(err, "value-bad", "depth %d is not allowed (allowed: 1..%d plies)", depth,
                DOTS_SEARCH_MAX_DEPTH);
        pd_param(err, "key", "depth");
        return -1;
    }
    if (p->n > DOTS_SEARCH_MAX_POINTS)
        return pd_fail(err, "solve-field",
                       "the search looks at every point: at most %d points (this field has %d)",
                       DOTS_SEARCH_MAX_POINTS, p->n);
    if (p->polish)
        return pd_fail(err, "solve-unsupported", "the search does not play polish rules");
    if (p->players != 2) return pd_fail(err, "solve-seats", "the solver needs exactly two seats");
    return 0;
}

int dots_search_moves(const dots_pos *p, int depth, int64_t ms, int64_t nodes, pd_solve_result *r,
                      pd_move_value *mv, int *nmv)
{
    return dots_search_window(p, NULL, 0, depth, ms, nodes, r, mv, nmv);
}

int dots_search_window(const dots_pos *p0, const int *win, int nw, int depth, int64_t ms,
                       int64_t nodes, pd_solve_result *r, pd_move_value *mv, int *nmv)
{
    search_ctx x = {dots_work_copy(p0), win, nw, {0}};
    dots_pos *p = x.p;
    pd_budget_start(&x.budget, ms, nodes);
    int me = dots_team(p->s.to_move), before = margin(p, me), best = -SEARCH_INF, k = 0;
    int *pts = malloc(sizeof *pts * (size_t)p->n);
    if (!pts) abort();
    /* the root moves in the window's order, or in legal order (index order, as the family's
     * legal() lists them) */
    if (win) {
        for (int i = 0; i < nw; i++)
            if (dots_free_point(p, win[i]) && dots_may_place(p, win[i])) pts[k++] = win[i];
    } else {
        for (int c = 0; c < p->n; c++)
            if (dots_free_point(p, c) && dots_may_place(p, c)) pts[k++] = c;
    }
    r->known = 1;
    for (int i = 0; i < k; i++) {
        mv[i].move = pts[i];
        mv[i].known = 0;
        mv[i].value = 0;
        if (x.budget.stopped) continue;
        dots_apply(p, pts[i]);
        int v;
        if (!p->s.to_move) v = margin(p, me);
        else if (dots_team(p->s.to_move) == me) v = search(&x, depth - 1, -SEARCH_INF, SEARCH_INF);
        else v = -search(&x, depth - 1, -SEARCH_INF, SEARCH_INF);
        dots_undo(p);
        if (x.budget.stopped) continue;
        mv[i].known = 1;
        mv[i].value = v - before;
        if (mv[i].value > best) best = mv[i].value;
    }
    for (int i = 0; i < k; i++)
        if (!mv[i].known) r->known = 0;
    r->value = r->known && k ? best : 0;
    r->nodes = x.budget.used;
    r->ms = pd_budget_elapsed(&x.budget);
    *nmv = k;
    free(pts);
    dots_work_free(p);
    return 0;
}
