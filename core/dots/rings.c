/* rings.c — the chosen rings of ring=any (docs/dots-rules.md "The chosen ring"): a ring's walk judged
 * against the board (dots_ring_judge), its steps kept in the position's ring table
 * (dots_ring_intern), and the candidates a player may choose among for a dot
 * (dots_ring_candidates). Built on the closed regions of position.c; the rules engine
 * (board.c) calls it only through dots_ring_judge when a move names its ring. */
#include <stdlib.h>
#include <string.h>

#include "dots.h"

/* ---- chosen rings (ring=any) ----
 * A ring is judged on a scratch copy with the new dot placed: its walk (on the field, back to
 * the dot, no point twice, no two diagonal steps crossing, at least 4 dots), its dots (live,
 * the mover's), its interior (points strictly inside the polygon, by the even-odd rule on each
 * row), and what it encloses (at least one area the dot closes and takes). */

static const char ring_digits[] = "12346789";
static const int ring_dx[] = {-1, 0, 1, -1, 1, -1, 0, 1};
static const int ring_dy[] = {-1, -1, -1, 0, 0, 1, 1, 1};

static int ring_fail(pd_error *err, const char *code, const char *msg)
{
    if (err) pd_fail(err, code, "%s", msg);
    return -1;
}

int dots_ring_walk(const dots_pos *p, int c, const char *steps, int32_t *pts, uint8_t *seen,
                   pd_error *err)
{
    int len = (int)strlen(steps);
    if (len == 0 || len > DOTS_RING_MAX || strspn(steps, ring_digits) != (size_t)len)
        return ring_fail(err, "ring-syntax",
                         "a chosen ring is ':' and one step per dot, each a digit 1-4 or 6-9 "
                         "(the directions of a numeric keypad: 8 up, 6 right, 2 down, 4 left)");
    int x = c % p->w, y = c / p->w, n = 0, rc = 0;
    pts[n++] = c;
    seen[c] = 1;
    for (int i = 0; i < len && rc == 0; i++) {
        int d = (int)(strchr(ring_digits, steps[i]) - ring_digits);
        x += ring_dx[d];
        y += ring_dy[d];
        if (x < 0 || y < 0 || x >= p->w || y >= p->h) {
            rc = ring_fail(err, "ring-not-ring", "the ring leaves the field");
            break;
        }
        int q = y * p->w + x;
        if (q == c) {
            if (i != len - 1)
                rc = ring_fail(err, "ring-not-ring",
                               "the ring comes back to its dot before its last step");
            break;
        }
        if (i == len - 1) {
            rc = ring_fail(err, "ring-not-ring", "the ring does not come back to its dot");
            break;
        }
        if (seen[q]) {
            rc = ring_fail(err, "ring-not-ring", "the ring passes a point twice");
            break;
        }
        seen[q] = 1;
        pts[n++] = q;
    }
    for (int i = 0; i < n; i++) seen[pts[i]] = 0;
    if (rc) return -1;
    if (n < 4) return ring_fail(err, "ring-not-ring", "a ring needs at least 4 dots");
    /* Two diagonal steps across the same unit square cross each other: mark each square
     * (by its lower-left point) with bit 1 for a '/' step, 2 for a '\\' step. */
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < n; i++) {
            int a = pts[i], b = pts[(i + 1) % n];
            int ax = a % p->w, ay = a / p->w, bx = b % p->w, by = b / p->w;
            if (ax == bx || ay == by) continue;
            int sq = (ay < by ? ay : by) * p->w + (ax < bx ? ax : bx);
            int bit = (bx - ax) * (by - ay) > 0 ? 1 : 2;
            if (pass == 1) {
                seen[sq] = 0;
                continue;
            }
            if (seen[sq] & (3 - bit)) rc = -1;
            seen[sq] |= (uint8_t)bit;
        }
    if (rc) return ring_fail(err, "ring-not-ring", "the ring crosses itself");
    return n;
}

int dots_ring_inside(const dots_pos *p, const int32_t *pts, int n, uint8_t *inside, uint8_t *on)
{
    int x0 = p->w, x1 = 0, y0 = p->h, y1 = 0, k = 0;
    for (int i = 0; i < n; i++) {
        int x = pts[i] % p->w, y = pts[i] / p->w;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
        on[pts[i]] = 1;
    }
    for (int y = y0 + 1; y < y1; y++)
        for (int x = x0 + 1; x < x1; x++) {
            int c = y * p->w + x, cross = 0;
            if (on[c]) continue;
            for (int i = 0; i < n; i++) {
                int a = pts[i], b = pts[(i + 1) % n], ay = a / p->w, by = b / p->w;
                if (ay == by || (ay != y && by != y)) continue;
                int v = ay == y ? a : b, other = ay == y ? by : ay;
                if (other == y + 1 && v % p->w > x) cross ^= 1;
            }
            if (cross) {
                inside[c] = 1;
                k++;
            }
        }
    for (int i = 0; i < n; i++) on[pts[i]] = 0;
    return k;
}

/* The judge on scratch q (the dot of colour t on c placed, r[0..nr) its closed regions in
 * q->reg): dots, interior, what it takes. */
static int ring_judge_on(dots_pos *q, int c, int t, const int32_t *pts, int n, const dots_region *r,
                         int nr, uint8_t *inside, uint8_t *scratch, int *plain, pd_error *err)
{
    for (int i = 1; i < n; i++)
        if (!dots_live(q, pts[i], t)) {
            if (err) {
                pd_fail(err, "ring-dot", "the ring's point %d-%d holds no live dot of the mover",
                        pts[i] % q->w + 1, pts[i] / q->w + 1);
                pd_param(err, "at", "%d-%d", pts[i] % q->w + 1, pts[i] / q->w + 1);
            }
            return -1;
        }
    int k = 0, taken = 0;
    dots_ring_inside(q, pts, n, inside, scratch);
    for (int i = 0; i < q->n; i++) k += inside[i] && !dots_live(q, i, t);
    *plain = 0;
    for (int i = 0; i < nr; i++) {
        const int32_t *cells = q->reg + r[i].off;
        if (!inside[cells[0]] || !dots_takes_region(q, &r[i], t)) continue;
        taken++;
        /* It takes just this region (the mover's own dots aside): the shortest ring. */
        if (r[i].len == k) *plain = 1;
    }
    if (!taken) {
        for (int i = 0; i < q->n; i++) inside[i] = 0;
        return ring_fail(err, "ring-nothing",
                         "the ring encloses none of the areas this dot closes and takes");
    }
    return 0;
}

/* A scratch copy with the dot of the side to move on c; its closed regions in r. */
static dots_pos *ring_scratch(const dots_pos *p, int c, dots_region *r, int *nr)
{
    dots_pos *q = dots_work_copy(p);
    int t = dots_team(q->s.to_move);
    if (!q->dot[c]) {
        q->dot[c] = (uint8_t)t;
        dots_sync_free(q, c);
    }
    *nr = dots_closed_regions(q, c, t, r);
    return q;
}

int dots_ring_judge(const dots_pos *p, int c, const char *steps, uint8_t *inside, int *plain,
                    pd_error *err)
{
    dots_region r[4];
    int nr, rc = -1;
    dots_pos *q = ring_scratch(p, c, r, &nr);
    int32_t *pts = malloc(sizeof(int32_t) * (DOTS_RING_MAX + 1));
    uint8_t *scratch = calloc((size_t)p->n, 1);
    if (!pts || !scratch) abort();
    int n = dots_ring_walk(q, c, steps, pts, scratch, err);
    if (n > 0)
        rc = ring_judge_on(q, c, dots_team(q->s.to_move), pts, n, r, nr, inside, scratch, plain,
                           err);
    free(pts);
    free(scratch);
    dots_work_free(q);
    return rc;
}

/* ---- the candidates: a search for rings through the new dot ---- */

#define RING_SEARCH_STEPS 20000 /* dots the search may step onto, for one listing */
#define RING_SEARCH_LEN 60      /* the longest ring the search follows */

typedef struct ring_search {
    dots_pos *q;
    int c, t, nr, budget, ncand, cap;
    dots_region r[4];
    int32_t pts[RING_SEARCH_LEN + 1];
    char steps[RING_SEARCH_LEN + 2];
    uint8_t *onpath, *inside, *scratch;
    uint32_t sig[DOTS_RING_CANDIDATES * 4];
    dots_ring_cand *out;
} ring_search;

/* The points the move takes with the interior inside[] (or the shortest rings when NULL): the
 * interior, and the regions outside it that are taken as usual. */
static void ring_fill_cand(ring_search *S, const uint8_t *inside, dots_ring_cand *cd)
{
    dots_pos *q = S->q;
    cd->takes = cd->area = 0;
    if (inside)
        for (int i = 0; i < q->n; i++)
            if (inside[i]) {
                cd->cells[cd->area++] = i;
                cd->takes += dots_live(q, i, 3 - S->t);
            }
    for (int i = 0; i < S->nr; i++) {
        const int32_t *cells = q->reg + S->r[i].off;
        if ((inside && inside[cells[0]]) || !dots_takes_region(q, &S->r[i], S->t)) continue;
        for (int j = 0; j < S->r[i].len; j++) cd->cells[cd->area++] = cells[j];
        cd->takes += dots_count_live(q, cells, S->r[i].len, 3 - S->t);
    }
}

/* The points a candidate takes, the mover's own dots aside (two rings that differ only in
 * which of them they pass are one choice). */
static uint32_t cells_sig(const ring_search *S, const dots_ring_cand *cd)
{
    uint32_t h = 2166136261u;
    for (int i = 0; i < cd->area; i++)
        if (!dots_live(S->q, cd->cells[i], S->t)) h = (h ^ (uint32_t)cd->cells[i]) * 16777619u;
    return h;
}

static void ring_found(ring_search *S, int n)
{
    if (S->pts[1] > S->pts[n - 1]) return; /* each ring is met in both directions: keep one */
    int32_t *walk = malloc(sizeof(int32_t) * (DOTS_RING_MAX + 1));
    if (!walk) abort();
    int plain, ok = dots_ring_walk(S->q, S->c, S->steps, walk, S->scratch, NULL) == n &&
                    ring_judge_on(S->q, S->c, S->t, walk, n, S->r, S->nr, S->inside, S->scratch,
                                  &plain, NULL) == 0;
    free(walk);
    if (!ok || S->ncand >= S->cap) {
        for (int i = 0; i < S->q->n; i++) S->inside[i] = 0;
        return;
    }
    dots_ring_cand *cd = &S->out[S->ncand];
    if (!plain) {
        ring_fill_cand(S, S->inside, cd);
        uint32_t sig = cells_sig(S, cd);
        int dup = 0;
        for (int i = 0; i < S->ncand; i++) dup |= S->sig[i] == sig;
        if (!dup) {
            memcpy(cd->steps, S->steps, (size_t)n + 1);
            cd->npts = n;
            memcpy(cd->ring, S->pts, sizeof(int32_t) * (size_t)n);
            S->sig[S->ncand++] = sig;
        }
    }
    for (int i = 0; i < S->q->n; i++) S->inside[i] = 0;
}

static void ring_dfs(ring_search *S, int depth)
{
    int a = S->pts[depth], ax = a % S->q->w, ay = a / S->q->w;
    for (int d = 0; d < 8 && S->budget > 0; d++) {
        int x = ax + ring_dx[d], y = ay + ring_dy[d];
        if (x < 0 || y < 0 || x >= S->q->w || y >= S->q->h) continue;
        int b = y * S->q->w + x;
        S->steps[depth] = ring_digits[d];
        if (b == S->c && depth >= 3) {
            S->steps[depth + 1] = 0;
            ring_found(S, depth + 1);
            continue;
        }
        if (S->onpath[b] || !dots_live(S->q, b, S->t) || depth + 1 >= RING_SEARCH_LEN) continue;
        S->budget--;
        S->onpath[b] = 1;
        S->pts[depth + 1] = b;
        ring_dfs(S, depth + 1);
        S->onpath[b] = 0;
    }
}

static int cmp_cand(const void *a, const void *b)
{
    const dots_ring_cand *x = a, *y = b;
    if (x->area != y->area) return x->area < y->area ? -1 : 1;
    return strcmp(x->steps, y->steps);
}

int dots_ring_candidates(const dots_pos *p, int c, dots_ring_cand *out, int cap)
{
    if (!p->ring_any || p->polish || !p->s.to_move || p->s.offer || c < 0 || c >= p->n ||
        !dots_free_point(p, c) || !dots_first_ok(p, c) || cap < 1)
        return 0;
    ring_search *S = calloc(1, sizeof *S);
    if (!S) abort();
    S->q = ring_scratch(p, c, S->r, &S->nr);
    S->c = c;
    S->t = dots_team(p->s.to_move);
    S->out = out;
    S->cap = cap > DOTS_RING_CANDIDATES ? DOTS_RING_CANDIDATES : cap;
    int any = 0;
    for (int i = 0; i < S->nr; i++) any |= dots_takes_region(S->q, &S->r[i], S->t);
    if (any) {
        out[0].steps[0] = 0;
        out[0].npts = 0;
        ring_fill_cand(S, NULL, &out[0]);
        S->sig[0] = cells_sig(S, &out[0]);
        S->ncand = 1;
        S->onpath = calloc((size_t)p->n, 1);
        S->inside = calloc((size_t)p->n, 1);
        S->scratch = calloc((size_t)p->n, 1);
        if (!S->onpath || !S->inside || !S->scratch) abort();
        S->budget = RING_SEARCH_STEPS;
        S->pts[0] = c;
        S->onpath[c] = 1;
        ring_dfs(S, 0);
        qsort(out + 1, (size_t)(S->ncand - 1), sizeof *out, cmp_cand);
        free(S->onpath);
        free(S->inside);
        free(S->scratch);
    }
    int n = S->ncand;
    dots_work_free(S->q);
    free(S);
    return n;
}
