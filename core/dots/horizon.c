/* horizon.c — Dots' exhaustive search to a horizon (`paperdots solve --depth N`, the article
 * puzzles): the best captured-dot margin the side to move can force within N plies (1..6), by
 * alpha-beta over EVERY legal point, so within the horizon nothing is left out (a capture far
 * from the other dots, a defence anywhere). That is why it only takes fields up to 20 x 20 (at most
 * DOTS_SEARCH_MAX_POINTS points): the cost grows as the number of points to the power
 * of the depth, cut by alpha-beta and by trying the moves that touch most dots first. Two
 * colours only. Under polish and zagram rules a point captures only as "x-y!", which commits every
 * enclosure of the mover that holds live enemy dots, its own dot's or not: the search tries each
 * point plain and, where that captures, with "!" (node_moves). A value is the change of
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

/* Polish: whether colour t holds an enclosure with live dots of the other colour in it, which
 * any "x-y!" of t's would capture now (off: p->n + 1 ints of scratch). */
static int pending(dots_pos *p, int t, int *off)
{
    int k = dots_enclosed_all(p, t, off);
    for (int i = 0; i < k; i++)
        if (dots_count_live(p, p->reg + off[i], off[i + 1] - off[i], 3 - t)) return 1;
    return 0;
}

/* Polish: whether "x-y!" on point c captures when nothing is pending: then only an area the new
 * dot closes can hold live enemy dots (any other was pending already), and such an area touches
 * c, so the regions next to c tell (a dot with two own dots touching it, placed plainly and
 * taken back: no flood of the whole field, which close_all makes). */
static int closes(dots_pos *p, int c, int t)
{
    if (dots_touching(p, c, t) < 2) return 0;
    dots_apply(p, c);
    dots_region r[4];
    int nr = dots_closed_regions(p, c, t, r), got = 0;
    for (int i = 0; i < nr && !got; i++)
        got = dots_count_live(p, p->reg + r[i].off, r[i].len, 3 - t);
    dots_undo(p);
    return got > 0;
}

/* The moves to try in p, in the window's order or index order: each of the window's free points
 * (or every legal point) and, under polish and zagram rules, that point with "!" wherever it
 * captures — with an enclosure pending, every point's; else only one that closes a ring. A "!"
 * that takes nothing is the plain point, left out. Returns how many (out holds 2 p->n). */
static int node_moves(const search_ctx *x, int *out)
{
    dots_pos *p = x->p;
    int n = 0, t = dots_team(p->s.to_move), pend = 0, k = x->win ? x->nw : p->n;
    if (p->polish) {
        int *off = malloc(sizeof *off * (size_t)(p->n + 1));
        if (!off) abort();
        pend = pending(p, t, off);
        free(off);
    }
    for (int i = 0; i < k; i++) {
        int c = x->win ? x->win[i] : i;
        if (!dots_free_point(p, c) || !dots_may_place(p, c)) continue;
        out[n++] = c;
        if (p->polish && (pend || closes(p, c, t))) out[n++] = c | DOTS_CLOSE;
    }
    return n;
}

/* The moves to try in p (node_moves), the ones that capture ("!") and then those touching most
 * dots first (captures and their defences are among those: alpha-beta cuts sooner when they come
 * first). Returns how many. */
static int ordered_points(const search_ctx *x, int *out)
{
    const dots_pos *p = x->p;
    int n = node_moves(x, out);
    int *key = malloc(sizeof *key * (size_t)(n ? n : 1));
    if (!key) abort();
    for (int i = 0; i < n; i++) {
        int c = out[i] & DOTS_POINT_MASK;
        key[i] = dots_touching(p, c, 1) + dots_touching(p, c, 2) + (out[i] & DOTS_CLOSE ? 9 : 0);
    }
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
    int *pts = malloc(sizeof *pts * 2 * (size_t)p->n);
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
    int *pts = malloc(sizeof *pts * 2 * (size_t)p->n);
    if (!pts) abort();
    /* the root moves in the window's order, or in legal order (index order, as the family's
     * legal() lists them; polish: each point's "!" after it) */
    k = node_moves(&x, pts);
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
