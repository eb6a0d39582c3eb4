/* search.c — the two-seat boxes search: symmetric Zobrist keys, a bounded transposition table
 * (with the children's entries looked up before searching them), capture pruning, chains and
 * loops as objects with an exact loony-endgame value, and one negamax that is the exact solver
 * without a depth limit and the bots' search with one. */
#include "boxes.h"

#include <stdlib.h>
#include <string.h>

/* Transposition table: 2^TT_BITS entries of 16 bytes (32 MB) in buckets of TT_WAYS (one
 * cache line). The same size natively and in WASM, so node-limited searches behave
 * identically on both. A normal-play search from a position with f free lines uses only the
 * first 2^(f - TT_FREE_MARGIN) entries (at least 2^TT_MIN_BITS): a small search then touches
 * a few pages of memory instead of faulting in all 32 MB, which costs more than the search
 * itself on the smallest boards. (Misère prunes far less and keeps the whole table.) */
#define TT_BITS 21
#define TT_MIN_BITS 16
#define TT_FREE_MARGIN 7
#define TT_WAYS 4
/* Stored "depth" for exact entries is the number of free lines (a work estimate), capped. */
#define TT_DEPTH_CAP 254
/* Sacrifices are ordered by the chain they open, bucketed up to this length. */
#define ORDER_BUCKETS 16
/* Larger than any value (at most 288 cells). */
#define INF 1000
/* Chains and loops: the endgame memo's size (boxes.h). */
#define DP_CAP BOXES_DP_CAP
#define DP_UNSET INT16_MIN
/* Component lists are bounded by the cell count. */
#define MAX_TYPES 64

typedef struct tt_entry {
    uint64_t key;
    int16_t lo, hi;     /* the value lies in [lo, hi] */
    int16_t move;       /* best line, in the canonical orientation; -1 none */
    uint8_t depth;      /* exact mode: free lines (replacement priority); else turns searched */
    uint8_t gen;        /* search generation; any other value means empty */
} tt_entry;

static tt_entry *tt;
static uint8_t tt_gen;
static uint32_t tt_mask;    /* the entries in use, less the bucket bits */

/* A new generation per search, using the first 2^bits entries: entries of older searches read
 * as empty, so a search never depends on what ran before it in the same process (determinism
 * across calls). */
static void tt_new_search(int bits)
{
    size_t n = (size_t)1 << TT_BITS;
    bits = bits < TT_MIN_BITS ? TT_MIN_BITS : bits > TT_BITS ? TT_BITS : bits;
    tt_mask = ((uint32_t)1 << bits) - TT_WAYS;
    if (!tt) {
        tt = calloc(n, sizeof *tt);
        if (!tt) abort();
    }
    if (++tt_gen == 0) {
        memset(tt, 0, n * sizeof *tt);
        tt_gen = 1;
    }
}

static uint64_t mix64(uint64_t z)
{
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* ---- symmetry ---- */

/* Coordinates fit in 0..37 (hex rows reach y = 3·12+1); a 64x64 lookup is enough. */
#define COORD_MAX 64

/* Every axis-aligned reflection (and for square boards with W == H the diagonal ones) that maps
 * the board's lines onto lines is a symmetry; the value depends only on geometry and drawn set,
 * so positions that are images of each other share one table entry. */
static void find_symmetries(boxes_ctx *c)
{
    const boxes_geom *g = c->p.g;
    int16_t at[COORD_MAX][COORD_MAX];
    int16_t dl[BOXES_MAX_DOTS][6];
    uint8_t ndl[BOXES_MAX_DOTS];
    int minx = 1 << 20, maxx = -1, miny = 1 << 20, maxy = -1;
    memset(at, -1, sizeof at);
    memset(ndl, 0, sizeof ndl);
    for (int d = 0; d < g->ndots; d++) {
        at[g->dot_y[d]][g->dot_x[d]] = (int16_t)d;
        if (g->dot_x[d] < minx) minx = g->dot_x[d];
        if (g->dot_x[d] > maxx) maxx = g->dot_x[d];
        if (g->dot_y[d] < miny) miny = g->dot_y[d];
        if (g->dot_y[d] > maxy) maxy = g->dot_y[d];
    }
    for (int l = 0; l < g->nlines; l++)
        for (int e = 0; e < 2; e++) {
            int d = g->line_dot[l][e];
            dl[d][ndl[d]++] = (int16_t)l;
        }
    c->nsym = 0;
    int transpose_ok = g->grid == BOXES_GRID_SQUARE && g->w == g->h;
    for (int t = 0; t < 8; t++) {
        if ((t & 4) && !transpose_ok) continue;
        int16_t img[BOXES_MAX_DOTS];
        int ok = 1;
        for (int d = 0; d < g->ndots && ok; d++) {
            int x = g->dot_x[d], y = g->dot_y[d];
            if (t & 4) {
                int s = x;
                x = y;
                y = s;
            }
            if (t & 1) x = minx + maxx - x;
            if (t & 2) y = miny + maxy - y;
            ok = x >= 0 && y >= 0 && x < COORD_MAX && y < COORD_MAX && at[y][x] >= 0;
            if (ok) img[d] = at[y][x];
        }
        for (int l = 0; l < g->nlines && ok; l++) {
            int a = img[g->line_dot[l][0]], b = img[g->line_dot[l][1]], found = -1;
            for (int i = 0; i < ndl[a]; i++) {
                int m = dl[a][i];
                if ((g->line_dot[m][0] == a && g->line_dot[m][1] == b) ||
                    (g->line_dot[m][0] == b && g->line_dot[m][1] == a))
                    found = m;
            }
            ok = found >= 0;
            if (ok) c->perm[c->nsym][l] = (int16_t)found;
        }
        if (!ok) continue;
        for (int l = 0; l < g->nlines; l++) c->inv[c->nsym][c->perm[c->nsym][l]] = (int16_t)l;
        c->nsym++;
    }
}

int boxes_missing(const boxes_ctx *c, int cell) { return c->p.g->sides - c->p.cell_sides[cell]; }

/* Add (d = +1) or remove (d = -1) cell x's share of the counts of cells one side short and of
 * open cells not exactly two sides short. */
static void count_cell(boxes_ctx *c, int x, int d)
{
    int m = boxes_missing(c, x);
    c->ncap += d * (m == 1);
    c->nodd += d * (m == 1 || m >= 3);
}

boxes_ctx *boxes_ctx_new(const boxes_pos *pos, int exact, int eval, int64_t ms, int64_t nodes,
                   uint64_t seed)
{
    boxes_ctx *c = malloc(sizeof *c);
    if (!c) abort();
    c->p = *pos;
    const boxes_geom *g = c->p.g;
    c->sign = pos->misere ? -1 : 1;
    c->exact = exact;
    c->eval = eval;
    c->aborted = 0;
    c->open = g->ncells;
    for (int s = 0; s < pos->players; s++) c->open -= pos->score[s];
    c->ncap = c->nodd = 0;
    for (int x = 0; x < g->ncells; x++) count_cell(c, x, 1);
    find_symmetries(c);
    for (int s = 0; s < c->nsym; s++)
        for (int l = 0; l < g->nlines; l++)
            c->zob[s][l] = mix64(0x5EEDull * 131 + (uint64_t)c->perm[s][l]);
    for (int s = 0; s < c->nsym; s++) {
        c->key[s] = 0;
        for (int l = 0; l < g->nlines; l++)
            if (boxes_is_drawn(&c->p, l)) c->key[s] ^= c->zob[s][l];
    }
    c->salt = mix64(((uint64_t)g->grid << 40) ^ ((uint64_t)g->w << 32) ^ ((uint64_t)g->h << 24) ^
                    ((uint64_t)pos->misere << 16) ^ ((uint64_t)exact << 8) ^ (uint64_t)eval);
    c->rng = mix64(seed);
    /* every node on a path keeps its move list (exact mode: and the table's bounds for each
     * move): at most nlines nodes, a node with f free lines using at most 2f entries, so
     * (nlines + 1)^2 is enough; on the heap because the WASM stack is small */
    c->msp = 0;
    c->mstack = malloc(sizeof *c->mstack * (size_t)(g->nlines + 1) * (size_t)(g->nlines + 1));
    if (!c->mstack) abort();
    tt_new_search(c->sign > 0 ? c->p.nfree - TT_FREE_MARGIN : TT_BITS);
    pd_budget_start(&c->budget, ms, nodes);
    return c;
}

void boxes_ctx_free(boxes_ctx *c)
{
    if (!c) return;
    free(c->mstack);
    free(c);
}

void boxes_shuffle(boxes_ctx *c, int *moves, int n)
{
    for (int i = n - 1; i > 0; i--) {
        c->rng = mix64(c->rng);
        int j = (int)(c->rng % (uint64_t)(i + 1)), t = moves[i];
        moves[i] = moves[j];
        moves[j] = t;
    }
}

/* Change in the counts of cells one side short and of open cells not exactly two sides short
 * when one side of a cell with m free sides is drawn (count_cell's difference, tabulated:
 * play and unplay are the innermost operations of the search). */
static const int8_t d_cap[7] = {0, -1, 1, 0, 0, 0, 0};
static const int8_t d_odd[7] = {0, -1, 1, -1, 0, 0, 0};

int boxes_play(boxes_ctx *c, int line)
{
    const boxes_geom *g = c->p.g;
    for (int s = 0; s < 2; s++) {
        int x = g->line_cell[line][s];
        if (x < 0) continue;
        int m = boxes_missing(c, x);
        c->ncap += d_cap[m];
        c->nodd += d_odd[m];
    }
    int k = boxes_apply(&c->p, line);
    for (int s = 0; s < c->nsym; s++) c->key[s] ^= c->zob[s][line];
    c->open -= k;
    return k;
}

void boxes_unplay(boxes_ctx *c)
{
    const boxes_geom *g = c->p.g;
    int line = c->p.hist_line[c->p.nhist - 1];
    for (int s = 0; s < 2; s++) {
        int x = g->line_cell[line][s];
        if (x < 0) continue;
        int m = boxes_missing(c, x) + 1;     /* free sides before the line was drawn */
        if (m == 1) c->open++;
        c->ncap -= d_cap[m];
        c->nodd -= d_odd[m];
    }
    for (int s = 0; s < c->nsym; s++) c->key[s] ^= c->zob[s][line];
    boxes_undo(&c->p);
}

/* The canonical key (smallest over the symmetries) and the symmetry that gives it. */
static uint64_t canon_key(const boxes_ctx *c, int *sym)
{
    int best = 0;
    for (int s = 1; s < c->nsym; s++)
        if (c->key[s] < c->key[best]) best = s;
    *sym = best;
    return c->key[best] ^ c->salt;
}

/* The canonical key of the position after line is drawn (without drawing it). */
static uint64_t child_key(const boxes_ctx *c, int line)
{
    uint64_t best = c->key[0] ^ c->zob[0][line];
    for (int s = 1; s < c->nsym; s++) {
        uint64_t k = c->key[s] ^ c->zob[s][line];
        if (k < best) best = k;
    }
    return best ^ c->salt;
}

static tt_entry *tt_bucket(uint64_t key)
{
    return &tt[(uint32_t)key & tt_mask];
}

static tt_entry *tt_probe(uint64_t key)
{
    tt_entry *b = tt_bucket(key);
    for (int i = 0; i < TT_WAYS; i++)
        if (b[i].gen == tt_gen && b[i].key == key) return &b[i];
    return NULL;
}

/* The position's own entry if present (it keeps the intersection of its old and new bounds
 * when stored at the same depth: both hold), else an empty one, else the one with the least
 * depth — the cheapest to recompute. */
static void tt_store(uint64_t key, int lo, int hi, int move, int depth)
{
    tt_entry *b = tt_bucket(key), *e = NULL;
    depth = depth < 0 ? 0 : depth > TT_DEPTH_CAP ? TT_DEPTH_CAP : depth;
    for (int i = 0; i < TT_WAYS && !e; i++)
        if (b[i].gen == tt_gen && b[i].key == key) e = &b[i];
    if (e && e->depth == depth) {
        if (e->lo > lo) lo = e->lo;
        if (e->hi < hi) hi = e->hi;
    }
    for (int i = 0; i < TT_WAYS && !e; i++)
        if (b[i].gen != tt_gen) e = &b[i];
    if (!e) {
        e = &b[0];
        for (int i = 1; i < TT_WAYS; i++)
            if (b[i].depth < e->depth) e = &b[i];
    }
    e->key = key;
    e->lo = (int16_t)lo;
    e->hi = (int16_t)hi;
    e->move = (int16_t)move;
    e->depth = (uint8_t)depth;
    e->gen = tt_gen;
}

/* ---- cells, lines and moves ---- */

int boxes_has_capture(const boxes_ctx *c) { return c->ncap > 0; }

/* A free side of cell x other than `not`, or -1. */
static int other_free(const boxes_geom *g, const uint64_t *drawn, int x, int not)
{
    for (int i = 0; i < g->sides; i++) {
        int l = g->cell_line[x][i];
        if (l != not && !((drawn[l >> 6] >> (l & 63)) & 1)) return l;
    }
    return -1;
}

static int across(const boxes_geom *g, int line, int x)
{
    return g->line_cell[line][0] == x ? g->line_cell[line][1] : g->line_cell[line][0];
}

/* Cells the opponent could take along the chain that drawing `line` into cell x opens. */
static int chain_from(const boxes_ctx *c, int x, int line)
{
    const boxes_geom *g = c->p.g;
    int n = 0, start = x;
    while (x >= 0 && boxes_missing(c, x) == 2 && n < ORDER_BUCKETS) {
        n++;
        line = other_free(g, c->p.drawn, x, line);
        x = across(g, line, x);
        if (x == start) break;
    }
    return n;
}

static int walk(const boxes_geom *g, const uint8_t *sides, const uint64_t *drawn, int x,
                uint8_t *seen, int *loop);

/* Cell y exists and has exactly two free sides. */
static int two_short(const boxes_ctx *c, int y) { return y >= 0 && boxes_missing(c, y) == 2; }

/* Normal play: a line that captures a cell and opens nothing (the cell across is ground, has
 * three or more free sides, or is closed by the same line), or -1. */
static int safe_capture(const boxes_ctx *c)
{
    const boxes_geom *g = c->p.g;
    if (!c->ncap) return -1;
    for (int x = 0; x < g->ncells; x++) {
        if (boxes_missing(c, x) != 1) continue;
        int l = other_free(g, c->p.drawn, x, -1), d = across(g, l, x);
        if (d < 0 || boxes_missing(c, d) != 2) return l;
    }
    return -1;
}

int boxes_moves(boxes_ctx *c, int *moves, int safe_only, int *nsafe)
{
    const boxes_geom *g = c->p.g;
    int n = 0;
    *nsafe = 0;
    /* 1. Captures, normal play: a capture that opens nothing (the cell across is ground, has
     *    three or more free sides, or is closed by the same line) is always right. Otherwise
     *    every capture leads into a chain or loop: take one more in any of them, or decline
     *    the last two (four) of one by drawing the far side of the next cell — which must be
     *    the last thing done, so every chain's capture stays on the list. */
    if (c->sign > 0 && c->ncap) {
        int ncap = 0;
        for (int x = 0; x < g->ncells; x++) {
            if (boxes_missing(c, x) != 1) continue;
            int l = other_free(g, c->p.drawn, x, -1), d = across(g, l, x);
            if (d < 0 || boxes_missing(c, d) != 2) {
                moves[0] = l;
                return 1;
            }
            int dup = 0;
            for (int i = 0; i < n; i++) dup |= moves[i] == l;
            if (!dup) moves[n++] = l;
            ncap++;
        }
        if (ncap) {
            for (int x = 0; x < g->ncells; x++) {
                if (boxes_missing(c, x) != 1) continue;
                int l = other_free(g, c->p.drawn, x, -1), d = across(g, l, x);
                int m = other_free(g, c->p.drawn, d, l), e = across(g, m, d), dup = 0;
                /* declining makes sense only with the last two cells of a chain (the cell past
                 * d is no chain cell) or the last four of a loop (past it a cell to capture) */
                if (e >= 0 && boxes_missing(c, e) == 2) {
                    int f = across(g, other_free(g, c->p.drawn, e, m), e);
                    if (f < 0 || boxes_missing(c, f) != 1) continue;
                }
                for (int i = 0; i < n; i++) dup |= moves[i] == m;
                if (!dup) moves[n++] = m;
            }
            return n;
        }
    }
    /* 2. Otherwise: safe lines first, then captures (misère only), then sacrifices by the
     *    length of the chain they open, shortest first (a stable counting sort of the lines
     *    that are not safe; safe lines go straight to the list). */
    int16_t line[BOXES_MAX_LINES], rank[BOXES_MAX_LINES];
    int count[ORDER_BUCKETS + 3] = {0}, nl = 0;
    uint8_t seen[BOXES_MAX_CELLS], border[BOXES_MAX_CELLS];
    memset(seen, 0, (size_t)g->ncells);
    memset(border, 0, (size_t)g->ncells);
    for (int l = 0; l < g->nlines; l++) {
        if (boxes_is_drawn(&c->p, l)) continue;
        /* Free border sides of one cell are interchangeable (as strings and coins, each joins
         * the cell to the ground): only the first is tried, which also keeps the positions
         * reached to one per count of drawn border sides. */
        if (g->line_cell[l][1] < 0) {
            if (border[g->line_cell[l][0]]) continue;
            border[g->line_cell[l][0]] = 1;
        }
        int give = 0, cap = 0, x2 = -1;
        for (int s = 0; s < 2; s++) {
            int x = g->line_cell[l][s];
            if (x < 0) continue;
            int m = boxes_missing(c, x);
            if (m == 1) cap = 1;
            else if (m == 2) x2 = x;
        }
        /* Normal play (nothing to capture here, section 1 took that case): every line of one
         * chain or loop leads to the same lines drawn and the same choices for the opponent
         * (take all, or decline the last two or four), except that a 2-chain is best opened in
         * the middle, which denies the decline. So one line per component: the middle of a
         * 2-chain, else the first, ranked by what it gives: the whole chain, or (as seen from
         * both its cells) twice the loop. A line joining two cells two sides short joins them
         * in one component, so x2 stands for either. */
        if (c->sign > 0 && x2 >= 0) {
            if (seen[x2]) continue;
            int loop, len = walk(g, c->p.cell_sides, c->p.drawn, x2, seen, &loop);
            if (len == 2 && !loop && !two_short(c, across(g, l, x2))) {
                int a = other_free(g, c->p.drawn, x2, -1);
                int mid = two_short(c, across(g, a, x2)) ? a : other_free(g, c->p.drawn, x2, a);
                line[nl] = (int16_t)mid;
                rank[nl++] = 3;
                count[3]++;
                continue;
            }
            give = loop ? 2 * len : len;
        }
        for (int s = 0; s < 2 && x2 >= 0 && c->sign < 0; s++) {
            int x = g->line_cell[l][s];
            if (x >= 0 && boxes_missing(c, x) == 2) give += chain_from(c, x, l);
        }
        /* rank 0: safe, 1: capture, 2..: sacrifice of give cells */
        int k = cap ? 1 : give == 0 ? 0 : 1 + (give > ORDER_BUCKETS ? ORDER_BUCKETS : give);
        if (k == 0) {
            moves[n++] = l;
            continue;
        }
        line[nl] = (int16_t)l;
        rank[nl++] = (int16_t)k;
        count[k]++;
    }
    *nsafe = n;
    if ((safe_only && n > 0) || nl == 0) return n;
    /* count[k] becomes where rank k starts */
    for (int k = 1, at = n; k <= ORDER_BUCKETS + 1; k++) {
        int cnt = count[k];
        count[k] = at;
        at += cnt;
    }
    for (int i = 0; i < nl; i++) moves[count[rank[i]]++] = line[i];
    return n + nl;
}

/* ---- chains and loops ---- */

/* Value for the side to move of a multiset of components that it must open one by one
 * (normal play). Opening a chain of n ≥ 3 lets the opponent take all (n + rest) or all but two
 * (n - 4 - rest); a loop of n ≥ 4: all, or all but four (n - 8 - rest); a 1- or 2-chain is
 * simply taken (a 2-chain is opened in the middle). Memoised over the mixed-radix index. */
static int dp_value(boxes_ctx *c, int nt, const int *len, const int *loop, const int *cnt,
                    const int *radix, int idx)
{
    if (idx == 0) return 0;
    if (c->dp[idx] != DP_UNSET) return c->dp[idx];
    int best = -INF;
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

/* The chain or loop of two-sides-short cells through cell x: its length, *loop set for a loop. */
static int walk(const boxes_geom *g, const uint8_t *sides, const uint64_t *drawn, int x,
                uint8_t *seen, int *loop)
{
    int n = 1;
    *loop = 0;
    if (seen) seen[x] = 1;
    int end[2], ne = 0;
    for (int i = 0; i < g->sides && ne < 2; i++) {
        int l = g->cell_line[x][i];
        if (!((drawn[l >> 6] >> (l & 63)) & 1)) end[ne++] = l;
    }
    for (int dir = 0; dir < 2 && !*loop; dir++) {
        int l = end[dir], y = across(g, l, x);
        while (y >= 0 && g->sides - sides[y] == 2) {
            if (y == x) {
                *loop = 1;
                break;
            }
            if (seen) seen[y] = 1;
            n++;
            l = other_free(g, drawn, y, l);
            y = across(g, l, y);
        }
    }
    return n;
}

/* Split the cells two sides short into chains and loops; cells with three or more free sides
 * act as ground (so the split is exact only when there are none). Returns the number of
 * distinct (length, loop) types, or -1 when there are too many. */
static int components(const boxes_geom *g, const uint8_t *sides, const uint64_t *drawn,
                      int *len, int *loop, int *cnt)
{
    uint8_t seen[BOXES_MAX_CELLS];
    int nt = 0;
    memset(seen, 0, (size_t)g->ncells);
    for (int x = 0; x < g->ncells; x++) {
        if (g->sides - sides[x] != 2 || seen[x]) continue;
        int lp, n = walk(g, sides, drawn, x, seen, &lp);
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
        if ((int64_t)size * (cnt[i] + 1) > DP_CAP) {
            *ok = 0;
            break;
        }
        size *= cnt[i] + 1;
    }
    if (!*ok) {
        int total = 0, cost = 0, shorts = 0;
        for (int i = 0; i < nt; i++) {
            total += len[i] * cnt[i];
            if (loop[i]) cost += 8 * cnt[i];
            else if (len[i] >= 3) cost += 4 * cnt[i];
            else shorts += cnt[i];
        }
        int cv = total - cost + 4;
        return shorts % 2 ? cv : -cv;
    }
    for (int i = 0; i < size; i++) c->dp[i] = DP_UNSET;
    return dp_value(c, nt, len, loop, cnt, radix, size - 1);
}

/* The exact value of a simple loony endgame (no captures pending, every open cell exactly two
 * sides short, every loop at least four long): returns 1 and sets *v, else 0. Normal play. */
static int loony_value(boxes_ctx *c, int *v)
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
        if ((drawn[l >> 6] >> (l & 63)) & 1) continue;
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

/* An upper bound on the mover's value for a loony move (normal play, no capture pending): a
 * line into a chain of n ≥ 3 or a loop of n ≥ 4 lets the opponent choose between taking all
 * (n + rest) and declining the last two or four (n − 4 − rest, n − 8 − rest) with the same
 * rest, so the opponent gets at least n − 2 (loop: n − 4). INF when l is no loony move. */
static int loony_bound(const boxes_ctx *c, int l)
{
    const boxes_geom *g = c->p.g;
    for (int s = 0; s < 2; s++) {
        int x = g->line_cell[l][s], loop;
        if (x < 0 || boxes_missing(c, x) != 2) continue;
        int n = walk(g, c->p.cell_sides, c->p.drawn, x, NULL, &loop);
        if (loop && n >= 4) return -(n - 4);
        if (!loop && n >= 3) return -(n - 2);
        return INF;
    }
    return INF;
}

static int leaf_eval(boxes_ctx *c)
{
    if (c->eval == BOXES_EVAL_PARITY && c->sign > 0) return parity_eval(c);
    return 0;
}

/* ---- negamax ---- */

/* Bounds [*lo, *hi] on the value of line m for the side to move, from the table entry of the
 * position it leads to (before any forced captures that follow): 0 when there is none. A
 * closing line keeps the turn, so its cells add to the child's value; any other line passes
 * it, so the child's value is negated. */
static int child_bounds(const boxes_ctx *c, int m, int *lo, int *hi)
{
    const boxes_geom *g = c->p.g;
    tt_entry *e = tt_probe(child_key(c, m));
    if (!e) return 0;
    int k = 0;
    for (int s = 0; s < 2; s++) {
        int x = g->line_cell[m][s];
        k += x >= 0 && boxes_missing(c, x) == 1;
    }
    if (k) {
        *lo = c->sign * k + e->lo;
        *hi = c->sign * k + e->hi;
    } else {
        *lo = -e->hi;
        *hi = -e->lo;
    }
    return 1;
}

static int node(boxes_ctx *c, int alpha, int beta, int depth);
static int negamax(boxes_ctx *c, int alpha, int beta, int depth);

/* Bounds on a move's value from the table, packed in one int of the move stack: none, or
 * yet to be looked up. */
#define BOUND_NONE (-1)
#define BOUND_ASK (-2)
#define BOUND_PACK(lo, hi) ((((lo) + INF) << 12) | ((hi) + INF))

/* Search line m at a node (alpha = *a, fail-soft best so far *best): a closing move keeps the
 * turn (same side, window shifted by its cells). `told` is what the table says about m
 * (BOUND_*). Returns 1 when the node is done: a cut, or the budget ran out. */
static int try_move(boxes_ctx *c, int m, int cap, int depth, int beta, int *best, int *bestmove,
                    int *a, int told)
{
    if (!cap && c->sign > 0) {
        /* a loony move that cannot beat alpha needs no search */
        int ub = loony_bound(c, m);
        if (ub <= *a) {
            if (ub > *best) *best = ub;
            return 0;
        }
    }
    int v, lo = 0, hi = 0;
    if (told == BOUND_ASK) told = child_bounds(c, m, &lo, &hi) ? BOUND_PACK(lo, hi) : BOUND_NONE;
    if (told >= 0) {
        lo = (told >> 12) - INF;
        hi = (told & 4095) - INF;
    }
    if (told >= 0 && (lo == hi || hi <= *a || lo >= beta)) {
        /* the child's stored bounds answer as its own search would: exact, or fails low
         * (it bounds this move from above), or cuts */
        v = hi <= *a ? hi : lo;
    } else {
        int k = boxes_play(c, m);
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
    int best = -INF, a = alpha;
    *bestmove = ttmove;
    if (c->exact && ttmove >= 0 && !boxes_is_drawn(&c->p, ttmove) &&
        try_move(c, ttmove, cap, depth, beta, &best, bestmove, &a, BOUND_ASK))
        return best;

    /* 2. The other moves; in the heuristic search the table's move goes first instead. Exact
     *    mode looks every child up in the table first (enhanced transposition cutoff): one
     *    that already proves a cut ends the node unsearched, and the bounds of the others,
     *    kept after the list, spare the searches they answer. */
    int nsafe, *moves = c->mstack + c->msp, *told = moves;
    int n = boxes_moves(c, moves, !c->exact && c->sign > 0, &nsafe);
    c->msp += n;
    for (int i = 1; i < n && ttmove >= 0; i++)
        if (moves[i] == ttmove) {
            moves[i] = moves[0];
            moves[0] = ttmove;
            break;
        }
    if (best == -INF) *bestmove = moves[0];
    int first = c->exact && ttmove >= 0 && moves[0] == ttmove;
    if (c->exact) {
        told = moves + n;
        c->msp += n;
        for (int i = first; i < n; i++) {
            int lo, hi;
            told[i] = child_bounds(c, moves[i], &lo, &hi) ? BOUND_PACK(lo, hi) : BOUND_NONE;
            if (told[i] >= 0 && lo >= beta) {
                *bestmove = moves[i];
                return lo;
            }
        }
    }
    if (c->exact && c->sign < 0) {
        /* misère (measured): children already in the table first, their subtrees being
         * stored; in normal play that order costs more nodes than it saves */
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
                     c->exact ? told[i] : BOUND_NONE))
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
        while ((l = safe_capture(c)) >= 0) {
            got += boxes_play(c, l);
            taken++;
        }
    int v = got + node(c, alpha - got, beta - got, depth);
    while (taken--) boxes_unplay(c);
    return c->aborted ? 0 : v;
}

static int node(boxes_ctx *c, int alpha, int beta, int depth)
{
    /* 1. The end of the game, and windows the open cells cannot reach. */
    if (c->p.nfree == 0) return 0;
    int r = c->open;
    if (alpha >= r) return r;
    if (beta <= -r) return -r;

    /* 2. Transposition table: an exact entry is the answer whatever the window; a bound
     *    answers only when it already cuts. */
    int sym, ttmove = -1;
    uint64_t key = canon_key(c, &sym);
    tt_entry *e = tt_probe(key);
    if (e && (c->exact || e->depth >= depth)) {
        if (e->lo == e->hi) return e->lo;
        if (e->lo >= beta) return e->lo;
        if (e->hi <= alpha) return e->hi;
    }
    if (e && e->move >= 0) ttmove = c->inv[sym][e->move];

    /* 3. Leaves: the loony endgame is exact (normal play); past the horizon, evaluate. */
    int cap = boxes_has_capture(c), v;
    if (!cap && c->sign > 0 && loony_value(c, &v)) return v;
    if (!c->exact && depth <= 0 && (!cap || c->sign < 0)) return leaf_eval(c);

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
    tt_store(key, lo, hi, c->perm[sym][bestmove], c->exact ? c->p.nfree : depth);
    return best;
}

/* One root pass over moves[0..n) with window (alpha, beta), fail-soft; a move that beats
 * alpha goes to the front. */
static int root_pass(boxes_ctx *c, int *moves, int n, int depth, int alpha, int beta)
{
    int best = -INF, bi = -1, a = alpha, cap = boxes_has_capture(c);
    for (int i = 0; i < n && a < beta; i++) {
        if (!cap && c->sign > 0) {
            int ub = loony_bound(c, moves[i]);
            if (ub <= a) {
                if (ub > best) best = ub;
                continue;
            }
        }
        int k = boxes_play(c, moves[i]), v;
        if (k) v = c->sign * k + negamax(c, a - c->sign * k, beta - c->sign * k, depth);
        else v = -negamax(c, -beta, -a, depth - 1);
        boxes_unplay(c);
        if (c->aborted) return best;
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
    int r = c->open, lo = -r, hi = r, f = r % 2;
    while (lo < hi && !c->aborted) {
        int gamma = f <= lo ? lo + 2 : f;   /* test "value >= gamma" */
        int v = root_pass(c, moves, n, 0, gamma - 1, gamma);
        /* a bound of the wrong parity rounds inwards (bounds like ±r or a loony bound) */
        if (v >= gamma) lo = v + ((v - r) & 1);
        else hi = v - ((v - r) & 1);
        if (lo > hi) lo = hi;
        f = v >= gamma ? lo : hi;
    }
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
    /* 2. Exact: MTD(f) to the end. Heuristic: deepen one turn at a time, best move first,
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
        int v = root_pass(c, moves, n, d, -INF, INF);
        if (c->aborted) break;
        *move = moves[0];
        *value = v;
        done = 1;
    }
    return done ? 0 : -1;
}
