/* negamax.c — two-seat negamax: the exact solver and the bots' depth-limited search. */
/* The solver runs MTD(f) without a depth limit, the bots deepen one turn at a time; both try
 * the table's move first, look children up in the table before searching them, take forced
 * captures in a row and bound loony moves without searching them. In normal play the exact
 * search keys positions by their strings-and-coins graph (graphkey.c) and reads each node's
 * paths from one view of them. */
#include <stddef.h>
#include <string.h>

#include "search.h"

/* gkey mode: the canonical key once the keys change by d. */
static uint64_t boxes_key_after(const boxes_ctx *c, const uint64_t *d)
{
    uint64_t best = c->key[0] + d[0];
    for (int s = 1; s < c->nsym; s++) {
        uint64_t k = c->key[s] + d[s];
        if (k < best) best = k;
    }
    return best ^ c->salt;
}

/* The canonical key of the position after line is drawn (without drawing it). */
uint64_t boxes_child_key(boxes_ctx *c, int line)
{
    if (c->gkey) {
        uint64_t d[BOXES_MAX_SYM];
        boxes_gkey_delta(c, line, d);
        return boxes_key_after(c, d);
    }
    int x = boxes_border_cell(c->p.g, line);
    const uint64_t *z = x >= 0 ? c->bzob[x][c->nborder[x]] : c->zob[line];
    uint64_t best = c->key[0] ^ z[0];
    for (int s = 1; s < c->nsym; s++) {
        uint64_t k = c->key[s] ^ z[s];
        if (k < best) best = k;
    }
    return best ^ c->salt;
}

/* Bounds on a move's value from the table, packed in one int of the move stack (lo and hi
 * offset by BOXES_INF to fit BOUND_BITS bits each), or none. */
#define BOUND_BITS 12
#define BOUND_NONE (-1)
#define BOUND_PACK(lo, hi) ((((lo) + BOXES_INF) << BOUND_BITS) | ((hi) + BOXES_INF))
#define BOUND_LO(t) (((t) >> BOUND_BITS) - BOXES_INF)
#define BOUND_HI(t) (((t) & ((1 << BOUND_BITS) - 1)) - BOXES_INF)
/* Children whose keys are made (and buckets fetched) ahead of the one looked up. At a node
 * that the table cuts, the cutting child came at 5.7 of 11 on average (4x4, 34 free lines):
 * making every key first spent a fifth of them after the cut (measured: 5 % of the time). */
#define ETC_LAG 3

/* What the table says about line m for the side to move, from the entry of the position it
 * leads to, keyed by `key`: its bounds, packed (BOUND_PACK), or BOUND_NONE when there is no
 * entry. A closing line keeps the turn, so its cells add to the child's value; any other line
 * passes it, so the child's value is negated, and when the opponent then takes `taken` cells
 * by force, key is the position after those captures (the opponent's turn again). */
static int child_told(const boxes_ctx *c, int m, uint64_t key, int taken)
{
    const boxes_geom *g = c->p.g;
    boxes_tt_entry *e = boxes_tt_probe(&c->tt, key);
    if (!e) return BOUND_NONE;
    /* key is the position once the opponent has taken its `taken` cells, its turn again */
    if (taken) return BOUND_PACK(-taken - e->hi, -taken - e->lo);
    int k = 0;
    for (int s = 0; s < 2; s++) {
        int x = g->line_cell[m][s];
        k += x >= 0 && boxes_missing(c, x) == 1;
    }
    if (k) return BOUND_PACK(c->sign * k + e->lo, c->sign * k + e->hi);
    return BOUND_PACK(-e->hi, -e->lo);
}

/* Exact mode: the table key of line m's child, and in *taken the cells the opponent then
 * takes by force; with a view, m's change of the keys goes to d (for playing m). A sacrifice
 * whose cells are then taken by force is keyed as it is after those captures, since negamax
 * takes them before its node looks the table up or stores anything (keyed before them, 46 %
 * of a 4x4 solve's nodes were children the table answered only once searched). */
static uint64_t child_key(boxes_ctx *c, const boxes_gview *view, int m, int cap, uint64_t *d,
                          int *taken)
{
    *taken = 0;
    if (!view) return boxes_child_key(c, m); /* misère: line keys, nothing forced */
    uint64_t key;
    *taken = boxes_gkey_view_child(c, view, m, !cap, d, &key);
    if (*taken < 0) *taken = 0; /* d is m's own change */
    /* d went on through the captures: m's own change waits until m is played (try_move), as
     * a change of 0 (a real one of 0 would only be computed again) */
    if (*taken) d[0] = 0;
    return key;
}

static int node(boxes_ctx *c, int alpha, int beta, int depth);
static int negamax(boxes_ctx *c, int alpha, int beta, int depth);

/* Search line m at a node (alpha = *a, fail-soft best so far *best): a closing move keeps the
 * turn (same side, window shifted by its cells). `told` is what the table says about m
 * (BOUND_*). Returns 1 when the node is done: a cut, or the budget ran out. */
static int try_move(boxes_ctx *c, int m, int cap, int depth, int beta, int *best, int *bestmove,
                    int *a, int told, uint64_t *delta, const boxes_gview *view)
{
    if (!cap && c->sign > 0) {
        /* a loony move that cannot beat alpha needs no search */
        int ub = view ? boxes_loony_bound_view(view, m) : boxes_loony_bound(c, m);
        if (ub <= *a) {
            if (ub > *best) *best = ub;
            return 0;
        }
    }
    int v, lo = 0, hi = 0;
    if (told >= 0) {
        lo = BOUND_LO(told);
        hi = BOUND_HI(told);
    }
    if (told >= 0 && (lo == hi || hi <= *a || lo >= beta)) {
        /* the child's stored bounds answer as its own search would: exact, or fails low
         * (it bounds this move from above), or cuts */
        v = hi <= *a ? hi : lo;
    } else {
        if (delta && delta[0] == 0) boxes_gkey_view_delta(c, view, m, delta);
        int k = boxes_play_known(c, m, delta);
        if (k) v = c->sign * k + negamax(c, *a - c->sign * k, beta - c->sign * k, depth);
        else v = -negamax(c, -beta, -*a, depth - 1);
        boxes_unplay(c);
        if (c->aborted) return 1;
    }
    if (v > *best) {
        *best = v;
        *bestmove = m;
    }
    if (*best > *a) *a = *best;
    return *a >= beta;
}

/* The search of a node's moves with window (alpha, beta), fail-soft: returns the best value
 * found and sets *bestmove. */
static int search_moves(boxes_ctx *c, int alpha, int beta, int depth, int cap, int ttmove,
                        int *bestmove)
{
    /* 1. Exact mode: the table's move first, before the list is even made, since it usually
     *    cuts. It may be an equivalent of a listed line (another border side of the cell, or
     *    another line of the chain, seen through a symmetry) rather than the line itself:
     *    still a legal move, so its value still bounds the node's from below. */
    int best = -BOXES_INF, a = alpha;
    *bestmove = ttmove;
    /* gkey: the node's paths, which give every child's key change without walking */
    boxes_gview *view = NULL;
    if (c->gkey) {
        view = &c->gviews[c->p.nfree];
        boxes_gkey_view(c, view);
    }
    if (c->exact && ttmove >= 0 && !boxes_is_drawn(&c->p, ttmove)) {
        uint64_t d[BOXES_MAX_SYM];
        int taken;
        uint64_t key = child_key(c, view, ttmove, cap, d, &taken);
        int told = child_told(c, ttmove, key, taken);
        if (try_move(c, ttmove, cap, depth, beta, &best, bestmove, &a, told, view ? d : NULL, view))
            return best;
    }

    /* 2. The other moves; in the heuristic search the table's move goes first instead. Exact
     *    mode looks every child up in the table first (enhanced transposition cutoff): one
     *    that already proves a cut ends the node unsearched, and the bounds of the others,
     *    kept after the list, spare the searches they answer. */
    int nsafe, *moves = c->mstack + c->msp, *told = moves;
    uint64_t *deltas = NULL;
    int n = view ? boxes_moves_view(c, view, moves, &nsafe)
                 : boxes_moves(c, moves, !c->exact && c->sign > 0, &nsafe);
    c->msp += n;
    for (int i = 1; i < n && ttmove >= 0; i++)
        if (moves[i] == ttmove) {
            moves[i] = moves[0];
            moves[0] = ttmove;
            break;
        }
    if (best == -BOXES_INF) *bestmove = moves[0];
    int first = c->exact && ttmove >= 0 && moves[0] == ttmove;
    if (c->exact) {
        told = moves + n;
        c->msp += n;
        /* the probes miss the cache far more often than not: each child's bucket is asked for
         * ETC_LAG children before it is read (the keys, computed once, wait in the key stack
         * beside the move list), and a cut stops before the later children's keys are made */
        uint64_t *keys = c->kstack + (moves - c->mstack);
        /* the children's key changes, kept for playing them */
        if (view) deltas = c->dstack + (moves - c->mstack) * BOXES_MAX_SYM;
        int *taken = told; /* each move's cells taken by force, until its bounds come */
        for (int i = first, j = first; j < n; i++) {
            if (i < n) {
                keys[i] =
                    child_key(c, view, moves[i], cap,
                              deltas ? deltas + (ptrdiff_t)i * BOXES_MAX_SYM : NULL, &taken[i]);
                boxes_tt_prefetch(&c->tt, keys[i]);
                if (i - j < ETC_LAG) continue;
            }
            told[j] = child_told(c, moves[j], keys[j], taken[j]);
            if (told[j] >= 0 && BOUND_LO(told[j]) >= beta) {
                *bestmove = moves[j];
                return BOUND_LO(told[j]);
            }
            j++;
        }
    }
    if (c->exact && c->sign < 0) {
        /* misère (measured): children already in the table first, their subtrees being
         * stored; in normal play that order costs more nodes than it saves (misère keeps the
         * line keys, so there are no key changes to move along: deltas is NULL) */
        int j = first;
        for (int i = first; i < n; i++)
            if (told[i] >= 0) {
                int m = moves[i], t = told[i];
                memmove(moves + j + 1, moves + j, sizeof *moves * (size_t)(i - j));
                memmove(told + j + 1, told + j, sizeof *told * (size_t)(i - j));
                moves[j] = m;
                told[j++] = t;
            }
    }
    for (int i = first; i < n; i++)
        if (try_move(c, moves[i], cap, depth, beta, &best, bestmove, &a,
                     c->exact ? told[i] : BOUND_NONE,
                     deltas ? deltas + (ptrdiff_t)i * BOXES_MAX_SYM : NULL, view))
            break;
    return best;
}

/* One node: the budget, then the captures that open nothing, which are forced (normal play)
 * and so are taken in a row here rather than as nodes and table entries of their own. */
static int negamax(boxes_ctx *c, int alpha, int beta, int depth)
{
    if (pd_budget_tick(&c->budget)) {
        c->aborted = 1;
        return 0;
    }
    int got = 0, taken = 0, l;
    if (c->sign > 0)
        while ((l = boxes_safe_capture(c)) >= 0) {
            got += boxes_play(c, l);
            taken++;
        }
    int v = got + node(c, alpha - got, beta - got, depth);
    while (taken--) boxes_unplay(c);
    return c->aborted ? 0 : v;
}

static int node(boxes_ctx *c, int alpha, int beta, int depth)
{
    int64_t used = c->budget.used;
    /* 1. The end of the game, and windows the open cells cannot reach. */
    if (c->p.nfree == 0) return 0;
    int r = c->open;
    if (alpha >= r) return r;
    if (beta <= -r) return -r;

    /* 2. Transposition table: an exact entry is the answer whatever the window; a bound
     *    answers only when it already cuts. */
    int sym, ttmove = -1;
    uint64_t key = boxes_canon_key(c, &sym);
    boxes_tt_entry *e = boxes_tt_probe(&c->tt, key);
    if (e && (c->exact || e->depth >= depth)) {
        if (e->lo == e->hi) return e->lo;
        if (e->lo >= beta) return e->lo;
        if (e->hi <= alpha) return e->hi;
    }
    if (e && e->move >= 0) ttmove = c->inv[sym][e->move];
    if (ttmove >= 0 && boxes_is_drawn(&c->p, ttmove) && boxes_border_cell(c->p.g, ttmove) >= 0) {
        /* the stored border side stands for any free one of its cell */
        int x = boxes_border_cell(c->p.g, ttmove);
        for (int i = 0; i < c->p.g->sides; i++) {
            int l = c->p.g->cell_line[x][i];
            if (!boxes_is_drawn(&c->p, l) && boxes_border_cell(c->p.g, l) == x) ttmove = l;
        }
    }

    /* 3. Leaves: the loony endgame is exact (normal play); past the horizon, evaluate. */
    int cap = boxes_has_capture(c), v;
    if (!cap && c->sign > 0 && boxes_loony_value(c, &v)) return v;
    if (!c->exact && depth <= 0 && (!cap || c->sign < 0)) return boxes_leaf_eval(c);

    /* 4. The moves (their lists live on the move stack until the node is done). */
    int msp = c->msp, bestmove;
    int best = search_moves(c, alpha, beta, depth, cap, ttmove, &bestmove);
    c->msp = msp;
    if (c->aborted) return 0;

    /* 5. Store what was proved: a lower bound on a cut, an upper bound on a fail-low (exact
     *    mode: rounded inwards to the parity every true value here has, that of r). */
    if (c->exact && best >= beta) best += (best - r) & 1;
    else if (c->exact && best <= alpha) best -= (best - r) & 1;
    int lo = best >= beta ? best : best <= alpha ? -r : best;
    int hi = best <= alpha ? best : best >= beta ? r : best;
    boxes_tt_store(&c->tt, key, lo, hi, c->perm[sym][bestmove],
                   c->exact ? boxes_tt_work(c->budget.used - used) : depth, c->exact);
    return best;
}

/* Exact mode: what a root move's fail-soft value v in window (alpha, beta) proves about it
 * (at most v on a fail-low, at least v on a cut, v itself between), kept in the caller's
 * root_lo/root_hi by narrowing. */
static void note_root(boxes_ctx *c, int m, int v, int alpha, int beta)
{
    if (!c->exact) return;
    int lo = v <= alpha ? -BOXES_INF : v, hi = v >= beta ? BOXES_INF : v;
    if (lo > c->root_lo[m]) c->root_lo[m] = (int16_t)lo;
    if (hi < c->root_hi[m]) c->root_hi[m] = (int16_t)hi;
}

/* One root pass over moves[0..n) with window (alpha, beta), fail-soft; a move that beats
 * alpha goes to the front. */
static int root_pass(boxes_ctx *c, int *moves, int n, int depth, int alpha, int beta)
{
    int best = -BOXES_INF, bi = -1, a = alpha, cap = boxes_has_capture(c);
    for (int i = 0; i < n && a < beta; i++) {
        if (!cap && c->sign > 0) {
            int ub = boxes_loony_bound(c, moves[i]);
            if (ub <= a) {
                if (ub > best) best = ub;
                if (c->root_lo) note_root(c, moves[i], ub, BOXES_INF, BOXES_INF);
                continue;
            }
        }
        int k = boxes_play(c, moves[i]), v, ma = a;
        if (k) v = c->sign * k + negamax(c, a - c->sign * k, beta - c->sign * k, depth);
        else v = -negamax(c, -beta, -a, depth - 1);
        boxes_unplay(c);
        if (c->aborted) return best;
        if (c->root_lo) note_root(c, moves[i], v, ma, beta);
        if (v > best) best = v;
        if (v > a) {
            a = v;
            bi = i;
        }
    }
    if (bi > 0) {
        int m = moves[bi];
        memmove(moves + 1, moves, sizeof *moves * (size_t)bi);
        moves[0] = m;
    }
    return best;
}

/* The exact value by MTD(f): null-window tests that close in on it, each one cheap because the
 * table keeps the bounds proved by the previous ones. Own plus opponent's future cells is the
 * open count r, so the value has the parity of r and the tests step by two. */
static int mtdf(boxes_ctx *c, int *moves, int n)
{
    int r = c->open, lo = -r, hi = r, f = r % 2, sym;
    /* a table kept from earlier searches may already bound the root, or know it */
    uint64_t key = boxes_canon_key(c, &sym);
    boxes_tt_entry *e = boxes_tt_probe(&c->tt, key);
    if (e) {
        lo = e->lo > lo ? e->lo : lo;
        hi = e->hi < hi ? e->hi : hi;
        f = lo > f ? lo : hi < f ? hi : f;
        for (int i = 1; i < n && e->move >= 0; i++)
            if (moves[i] == c->inv[sym][e->move]) {
                moves[i] = moves[0];
                moves[0] = c->inv[sym][e->move];
            }
    }
    c->proved_lo = lo;
    c->proved_hi = hi;
    int passes = 0, cut = 0;
    if (e && lo > -r && lo < hi) {
        /* the table (an opening book, or an earlier move's search) already proves the root
         * worth lo: first find the move that keeps it (cheap: the children are there too), so
         * a bot whose budget runs out on the harder tests above lo still has it (root_lo) */
        passes++;
        int v = root_pass(c, moves, n, 0, lo - 1, lo);
        cut = v >= lo;
    }
    while (lo < hi && !c->aborted) {
        passes++;
        int gamma = f <= lo ? lo + 2 : f; /* test "value >= gamma" */
        int v = root_pass(c, moves, n, 0, gamma - 1, gamma);
        cut |= v >= gamma;
        /* a bound of the wrong parity rounds inwards (bounds like ±r or a loony bound) */
        if (v >= gamma) lo = v + ((v - r) & 1);
        else hi = v - ((v - r) & 1);
        if (lo > hi) lo = hi;
        f = v >= gamma ? lo : hi;
        if (!c->aborted) { /* (an aborted test proves nothing) */
            c->proved_lo = lo;
            c->proved_hi = hi;
        }
        if (c->progress && !c->aborted) {
            /* misère: the caller counts cells the other way round */
            int a = c->sign > 0 ? lo : -hi, b = c->sign > 0 ? hi : -lo;
            c->progress(c->progress_arg, a, b, c->budget.used, pd_budget_elapsed(&c->budget));
        }
    }
    /* The move in front reaches lo when the last pass that raised lo put it there. When the
     * table gave lo instead, its move may be another position's (graph keys: one entry for
     * every position with the same graph), so one more pass finds a move that reaches lo
     * (cheap: the children are in the table). Any move reaches -r. */
    if (!cut && lo > -r && !c->aborted) {
        passes++;
        root_pass(c, moves, n, 0, lo - 1, lo);
    }
    if (passes && !c->aborted)
        boxes_tt_store(&c->tt, key, lo, lo, c->perm[sym][moves[0]], boxes_tt_work(INT64_MAX), 1);
    return lo;
}

int boxes_search_root(boxes_ctx *c, int max_depth, int *move, int *value)
{
    int moves[BOXES_MAX_LINES], nsafe;
    int n = boxes_moves(c, moves, !c->exact && c->sign > 0, &nsafe);
    /* 1. Safe lines are tried in a seeded order, so bots vary from game to game. */
    boxes_shuffle(c, moves, nsafe);
    *move = moves[0];
    *value = 0;
    if (n == 1 && !c->exact) return 0;
    /* 2. An empty table of its own, sized by the position (misère prunes less: all of it),
     *    unless the caller lent one. */
    if (!c->tt.e) boxes_tt_open(&c->tt, boxes_tt_bits(c->p.nfree, c->sign < 0, 0, 0));
    /* 3. Exact: MTD(f) to the end. Heuristic: deepen one turn at a time, best move first,
     *    keeping the last completed pass when the budget runs out. */
    if (c->exact) {
        int v = mtdf(c, moves, n);
        if (c->aborted) return -1;
        *move = moves[0];
        *value = v;
        return 0;
    }
    int done = 0;
    for (int d = 1; d <= max_depth && d <= c->p.nfree; d++) {
        int v = root_pass(c, moves, n, d, -BOXES_INF, BOXES_INF);
        if (c->aborted) break;
        *move = moves[0];
        *value = v;
        done = 1;
    }
    return done ? 0 : -1;
}
