/* endgame.c — chains and loops as objects: loony-endgame values, leaf evaluation, bounds. */
/* The exact value of a simple loony endgame, a controlled-value estimate when that is too
 * big, the parity leaf evaluation of the depth-limited search, and the bound that spares
 * searching a loony move. */
#include <string.h>

#include "search.h"

/* The endgame memo's size is BOXES_DP_CAP (boxes.h: the context holds the memo). */
#define DP_UNSET INT16_MIN
/* Component types (length, loop) told apart; more than this and the endgame is not valued. */
#define MAX_TYPES 64
/* The controlled-value estimate: what keeping control costs per long chain and per loop (the
 * last two or four cells given back), and what the controller gains on the last component. */
#define CV_CHAIN_COST 4
#define CV_LOOP_COST 8
#define CV_LAST_GAIN 4

/* Value for the side to move of a multiset of components that it must open one by one
 * (normal play). Opening a chain of n ≥ 3 lets the opponent take all (n + rest) or all but two
 * (n - 4 - rest); a loop of n ≥ 4: all, or all but four (n - 8 - rest); a 1- or 2-chain is
 * simply taken (a 2-chain is opened in the middle). Memoised over the mixed-radix index. */
static int dp_value(boxes_ctx *c, int nt, const int *len, const int *loop, const int *cnt,
                    const int *radix, int idx)
{
    if (idx == 0) return 0;
    if (c->dp[idx] != DP_UNSET) return c->dp[idx];
    int best = -BOXES_INF;
    for (int i = 0; i < nt; i++) {
        if ((idx / radix[i]) % (cnt[i] + 1) == 0) continue;
        int rest = dp_value(c, nt, len, loop, cnt, radix, idx - radix[i]), n = len[i];
        int opp = n + rest;
        if (loop[i] && n - 8 - rest > opp) opp = n - 8 - rest;
        if (!loop[i] && n >= 3 && n - 4 - rest > opp) opp = n - 4 - rest;
        if (-opp > best) best = -opp;
    }
    c->dp[idx] = (int16_t)best;
    return best;
}

int boxes_walk(const boxes_geom *g, const uint8_t *sides, const uint64_t *drawn, int x,
               uint8_t *seen, int *loop, int *ends, int *name)
{
    int n = 1, least = BOXES_MAX_LINES;
    *loop = 0;
    if (seen) seen[x] = 1;
    int end[2], ne = 0;
    for (int i = 0; i < g->sides && ne < 2; i++) {
        int l = g->cell_line[x][i];
        if (!boxes_line_in(drawn, l)) end[ne++] = l;
    }
    /* x is two sides short, so ne == 2: the bound only keeps a caller's mistake in range */
    for (int dir = 0; dir < ne && !*loop; dir++) {
        int l = end[dir], y = boxes_across(g, l, x);
        if (l < least) least = l;
        while (y >= 0 && g->sides - sides[y] == 2) {
            if (y == x) {
                *loop = 1;
                break;
            }
            if (seen) seen[y] = 1;
            n++;
            l = boxes_other_free(g, drawn, y, l);
            if (l < least) least = l;
            y = boxes_across(g, l, y);
        }
        if (ends) ends[dir] = y;
    }
    if (name) *name = least;
    return n;
}

/* Split the cells two sides short into chains and loops; cells with three or more free sides
 * act as ground (so the split is exact only when there are none). Returns the number of
 * distinct (length, loop) types, or -1 when there are too many. */
static int components(const boxes_geom *g, const uint8_t *sides, const uint64_t *drawn, int *len,
                      int *loop, int *cnt)
{
    uint8_t seen[BOXES_MAX_CELLS];
    int nt = 0;
    memset(seen, 0, (size_t)g->ncells);
    for (int x = 0; x < g->ncells; x++) {
        if (g->sides - sides[x] != 2 || seen[x]) continue;
        int lp, n = boxes_walk(g, sides, drawn, x, seen, &lp, NULL, NULL);
        int t;
        for (t = 0; t < nt; t++)
            if (len[t] == n && loop[t] == lp) break;
        if (t == nt) {
            if (nt == MAX_TYPES) return -1;
            len[nt] = n;
            loop[nt] = lp;
            cnt[nt++] = 0;
        }
        cnt[t]++;
    }
    return nt;
}

/* Value of the components for the side to move. When the memo would not fit, *ok = 0 and the
 * answer is a controlled-value estimate: whoever gets control keeps it to the last component,
 * and the short chains decide who that is. */
static int components_value(boxes_ctx *c, int nt, const int *len, const int *loop, const int *cnt,
                            int *ok)
{
    int radix[MAX_TYPES], size = 1;
    *ok = 1;
    for (int i = 0; i < nt; i++) {
        radix[i] = size;
        if ((int64_t)size * (cnt[i] + 1) > BOXES_DP_CAP) {
            *ok = 0;
            break;
        }
        size *= cnt[i] + 1;
    }
    if (!*ok) {
        int total = 0, cost = 0, shorts = 0;
        for (int i = 0; i < nt; i++) {
            total += len[i] * cnt[i];
            if (loop[i]) cost += CV_LOOP_COST * cnt[i];
            else if (len[i] >= 3) cost += CV_CHAIN_COST * cnt[i];
            else shorts += cnt[i];
        }
        int cv = total - cost + CV_LAST_GAIN;
        return shorts % 2 ? cv : -cv;
    }
    for (int i = 0; i < size; i++) c->dp[i] = DP_UNSET;
    return dp_value(c, nt, len, loop, cnt, radix, size - 1);
}

/* Exact only when no capture is pending, every open cell is exactly two sides short and every
 * loop is at least four long. */
int boxes_loony_value(boxes_ctx *c, int *v)
{
    const boxes_geom *g = c->p.g;
    if (c->nodd) return 0;
    int len[MAX_TYPES], loop[MAX_TYPES], cnt[MAX_TYPES], ok;
    int nt = components(g, c->p.cell_sides, c->p.drawn, len, loop, cnt);
    if (nt < 0) return 0;
    for (int i = 0; i < nt; i++)
        if (loop[i] && len[i] < 4) return 0;
    *v = components_value(c, nt, len, loop, cnt, &ok);
    return ok;
}

/* Heuristic leaf (normal play, no captures pending): draw safe lines in line order until none
 * is left, then value the chains and loops for whoever must open first — the long chain rule
 * in its plainest form, parity of the safe moves deciding who gets control. */
static int parity_eval(boxes_ctx *c)
{
    const boxes_geom *g = c->p.g;
    uint8_t sides[BOXES_MAX_CELLS];
    uint64_t drawn[BOXES_WORDS];
    memcpy(sides, c->p.cell_sides, (size_t)g->ncells);
    memcpy(drawn, c->p.drawn, sizeof drawn);
    int k = 0;
    for (int l = 0; l < g->nlines; l++) {
        if (boxes_line_in(drawn, l)) continue;
        int a = g->line_cell[l][0], b = g->line_cell[l][1];
        if ((a >= 0 && g->sides - sides[a] <= 2) || (b >= 0 && g->sides - sides[b] <= 2)) continue;
        drawn[l >> 6] |= 1ull << (l & 63);
        if (a >= 0) sides[a]++;
        if (b >= 0) sides[b]++;
        k++;
    }
    int len[MAX_TYPES], loop[MAX_TYPES], cnt[MAX_TYPES], ok;
    int nt = components(g, sides, drawn, len, loop, cnt);
    if (nt < 0) return 0;
    int v = components_value(c, nt, len, loop, cnt, &ok);
    if (v > c->open) v = c->open;
    if (v < -c->open) v = -c->open;
    return k % 2 ? -v : v;
}

/* A line into a chain of n ≥ 3 or a loop of n ≥ 4 lets the opponent choose between taking all
 * (n + rest) and declining the last two or four (n − 4 − rest, n − 8 − rest) with the same
 * rest, so the opponent gets at least n − 2 (loop: n − 4). */
int boxes_loony_bound(const boxes_ctx *c, int l)
{
    const boxes_geom *g = c->p.g;
    for (int s = 0; s < 2; s++) {
        int x = g->line_cell[l][s], loop;
        if (x < 0 || boxes_missing(c, x) != 2) continue;
        int n = boxes_walk(g, c->p.cell_sides, c->p.drawn, x, NULL, &loop, NULL, NULL);
        if (loop && n >= 4) return -(n - 4);
        if (!loop && n >= 3) return -(n - 2);
        return BOXES_INF;
    }
    return BOXES_INF;
}

int boxes_leaf_eval(boxes_ctx *c)
{
    if (c->eval == BOXES_EVAL_PARITY && c->sign > 0) return parity_eval(c);
    return 0;
}
