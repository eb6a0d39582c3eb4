/* board.c — the Dots rules engine (SPEC §1.3): a move and its undo, enclosures and captures
 * with an undo log, grounding, polish scoring, copies of a position. Below everything else in
 * the family (the bot and the family's table in dots.c use it; it calls neither); where the
 * spec leaves room, the choices made are listed at the top of dots.c.
 *
 * Model. Colours are teams: colour 1 = seat 1 (and 3), colour 2 = seat 2 (and 4). Per point
 * we keep the colour of its dot and the colour whose territory holds it; a dot is live unless
 * it lies in enemy territory. A move changes cells only inside the regions it encloses, and
 * every changed cell goes to an undo log, so neither a move nor its undo rebuilds the board.
 * The flood fills stop at the first edge point they meet and try the nearest edge first.
 */
#include <stdlib.h>
#include <string.h>

#include "dots.h"

/* ---- the undo log and the counters ---- */

static void *grow(void *a, int *cap, size_t size)
{
    *cap = *cap ? 2 * *cap : 256;
    void *m = realloc(a, size * (size_t)*cap);
    if (!m) abort();
    return m;
}


/* Change one cell's owner and area, keeping the counters and the undo log in step. */
static void set_cell(dots_pos *p, int c, int owner, int area)
{
    if (p->nlog == p->log_cap) p->log = grow(p->log, &p->log_cap, sizeof *p->log);
    p->log[p->nlog++] = (dots_cellrec){c, p->area[c], p->owner[c], p->first[c]};
    int d = p->dot[c], o = p->owner[c];
    if (d) {
        if (o && o != d) p->s.capt[o]--;
        if (owner && owner != d) {
            p->s.capt[owner]++;
            if (!p->first[c]) {
                p->first[c] = (uint8_t)owner;
                p->s.firstc[owner]++;
            }
        }
    } else if (!o && owner) {
        p->s.nfree--;
    }
    p->owner[c] = (uint8_t)owner;
    p->area[c] = area;
    dots_sync_free(p, c);
}

/* ---- flood fills ---- */

/* Reserve k fill generations; returns the first. Marks below it are stale. */
static uint32_t new_gen(dots_pos *p, int k)
{
    if (p->gen > UINT32_MAX / 2) {
        memset(p->mark, 0, sizeof p->mark);
        p->gen = 0;
    }
    uint32_t g = p->gen + 1;
    p->gen += (uint32_t)k + 1;
    return g;
}

/* Flood-fill (4-connected) from seed over the points that are not live dots of colour t,
 * marking them with gen. Returns 1 as soon as it meets the field's edge or a point that an
 * earlier fill of the same batch (mark in [base, gen)) marked — that fill met the edge, or
 * seed would lie in its region. Otherwise returns 0 with the region in out[0..*n), seed
 * first. Points not on the edge have all four neighbours, so no bounds checks are needed. */
static int fill(dots_pos *p, int seed, int t, uint32_t base, uint32_t gen, int32_t *out, int *n)
{
    p->mark[seed] = gen;
    if (p->border[seed]) return 1;
    int sp = 0, k = 0;
    p->stack[sp++] = seed;
    while (sp) {
        int c = p->stack[--sp];
        out[k++] = c;
        /* Push the direction of the nearest edge last, so it is tried first. */
        int x = c % p->w, y = c / p->w;
        int near = x < p->w - 1 - x ? 3 : 1;
        int dist = near == 3 ? x : p->w - 1 - x;
        if (y < dist) near = 2, dist = y;
        if (p->h - 1 - y < dist) near = 0;
        for (int i = 1; i <= 4; i++) {
            int nb = c + dots_step(p, (near + i) % 4);
            if (p->mark[nb] == gen || dots_live(p, nb, t)) continue;
            if (p->mark[nb] >= base || p->border[nb]) return 1;
            p->mark[nb] = gen;
            p->stack[sp++] = nb;
        }
    }
    *n = k;
    return 0;
}

/* Every area enclosed by colour t's live dots: regions in p->reg, region i at
 * reg[off[i]] .. reg[off[i+1]), each starting at its lowest point. Returns the count. */
int dots_enclosed_all(dots_pos *p, int t, int *off)
{
    uint32_t base = new_gen(p, p->n), g = base;
    int used = 0, k = 0;
    off[0] = 0;
    for (int c = 0; c < p->n; c++) {
        if (dots_live(p, c, t) || p->mark[c] >= base) continue;
        int len;
        if (fill(p, c, t, base, g++, p->reg + used, &len)) continue;
        used += len;
        off[++k] = used;
    }
    return k;
}

static int lowest(const int32_t *cells, int n)
{
    int m = cells[0];
    for (int i = 1; i < n; i++)
        if (cells[i] < m) m = cells[i];
    return m;
}

/* The region becomes colour t's territory (one capture event). Returns the enemy dots it
 * captured: live ones only, so dots t had already captured are not counted again. */
static int capture(dots_pos *p, const int32_t *cells, int n, int t)
{
    int id = p->s.nevents++;
    if (id == p->ev_cap) p->ev = grow(p->ev, &p->ev_cap, sizeof *p->ev);
    p->ev[id] = (dots_event){t, lowest(cells, n)};
    int got = dots_count_live(p, cells, n, 3 - t);
    for (int i = 0; i < n; i++) set_cell(p, cells[i], t, id + 1);
    return got;
}

typedef struct region {
    int off, len, low;
} region;

static int cmp_region(const void *a, const void *b)
{
    const region *r = a, *s = b;
    if (r->len != s->len) return r->len < s->len ? -1 : 1;
    return (r->low > s->low) - (r->low < s->low);
}

/* The regions a dot of colour t on c (placed already) closes: the fills from its neighbours
 * that meet no edge, in p->reg, sorted smallest first. Returns how many (at most 4). */
static int closed_regions(dots_pos *p, int c, int t, region *r)
{
    uint32_t base = new_gen(p, 4);
    int nr = 0, used = 0, x = c % p->w, y = c / p->w;
    const int exists[4] = {y < p->h - 1, x < p->w - 1, y > 0, x > 0};
    for (int d = 0; d < 4; d++) {
        if (!exists[d]) continue;
        int nb = c + dots_step(p, d), len;
        if (dots_live(p, nb, t) || p->mark[nb] >= base) continue;
        if (fill(p, nb, t, base, base + (uint32_t)d, p->reg + used, &len)) continue;
        r[nr++] = (region){used, len, lowest(p->reg + used, len)};
        used += len;
    }
    qsort(r, (size_t)nr, sizeof r[0], cmp_region);
    return nr;
}

/* A closed region is taken (becomes territory) when it holds a live enemy dot, or always
 * under houses=capture; otherwise it is a house. */
static int takes_region(const dots_pos *p, const region *r, int t)
{
    return p->houses_capture || dots_count_live(p, p->reg + r->off, r->len, 3 - t) > 0;
}

/* Russian rules after colour t placed a dot on c: the regions it closes are taken smallest
 * first; with a chosen ring (steps, ring=any), the ring's interior first, as one capture, then
 * the regions outside it. Returns the enemy dots captured. */
static int enclose(dots_pos *p, int c, int t, const char *steps)
{
    region r[4];
    int nr = closed_regions(p, c, t, r), mine = 0;
    uint8_t *inside = NULL;
    if (steps) {
        int plain;
        inside = calloc((size_t)p->n, 1);
        int32_t *cells = malloc(sizeof(int32_t) * (size_t)p->n);
        if (!inside || !cells) abort();
        int k = 0;
        if (dots_ring_judge(p, c, steps, inside, &plain, NULL) == 0)
            for (int i = 0; i < p->n; i++)
                if (inside[i]) cells[k++] = i;
        if (k) mine += capture(p, cells, k, t);
        free(cells);
    }
    for (int i = 0; i < nr; i++) {
        const int32_t *cells = p->reg + r[i].off;
        if (inside && inside[cells[0]]) continue;
        if (takes_region(p, &r[i], t)) mine += capture(p, cells, r[i].len, t);
    }
    free(inside);
    return mine;
}

/* The dot of colour 3-t on c fell into an area colour t encloses: that area becomes t's
 * territory. Returns the dots captured (0 when c is not enclosed by t). */
static int house_entry(dots_pos *p, int c, int t)
{
    uint32_t g = new_gen(p, 1);
    int len;
    if (fill(p, c, t, g, g, p->reg, &len)) return 0;
    return capture(p, p->reg, len, t);
}

/* Polish x-y!: every area enclosed by t that holds live enemy dots, smallest first. */
static int close_all(dots_pos *p, int t)
{
    int *off = malloc(sizeof(int) * (size_t)(p->n + 1));
    region *r = malloc(sizeof *r * (size_t)p->n);
    if (!off || !r) abort();
    int k = dots_enclosed_all(p, t, off), nr = 0;
    for (int i = 0; i < k; i++) {
        int len = off[i + 1] - off[i];
        if (dots_count_live(p, p->reg + off[i], len, 3 - t))
            r[nr++] = (region){off[i], len, p->reg[off[i]]};
    }
    qsort(r, (size_t)nr, sizeof r[0], cmp_region);
    /* capture() does not touch p->reg, so the regions stay valid while we go. */
    int got = 0;
    for (int i = 0; i < nr; i++) got += capture(p, p->reg + r[i].off, r[i].len, t);
    free(off);
    free(r);
    return got;
}

static double live_score(const dots_pos *p, int t) { return p->freeing ? p->s.capt[t] : p->s.firstc[t]; }

/* Mark (with a new generation, returned) every point joined to the edge through colour t's
 * live dots and territory. */
static uint32_t mark_grounded(dots_pos *p, int t)
{
    uint32_t g = new_gen(p, 1);
    int sp = 0;
#define GROUNDED(c) (dots_live(p, (c), t) || p->owner[c] == t)
    for (int c = 0; c < p->n; c++) {
        if (p->border[c] && GROUNDED(c)) {
            p->mark[c] = g;
            p->stack[sp++] = c;
        }
    }
    while (sp) {
        int c = p->stack[--sp], x = c % p->w, y = c / p->w;
        const int exists[4] = {y < p->h - 1, x < p->w - 1, y > 0, x > 0};
        for (int d = 0; d < 4; d++) {
            int nb = c + dots_step(p, d);
            if (!exists[d] || p->mark[nb] == g || !GROUNDED(nb)) continue;
            p->mark[nb] = g;
            p->stack[sp++] = nb;
        }
    }
#undef GROUNDED
    return g;
}

/* Grounding by colour t: its live dots not joined to the edge through its live dots and its
 * territory count as captured by the other colour. Returns how many. */
static int ground(dots_pos *p, int t)
{
    uint32_t g = mark_grounded(p, t);
    int lost = 0;
    for (int c = 0; c < p->n; c++) {
        if (dots_live(p, c, t) && p->mark[c] != g) {
            set_cell(p, c, 3 - t, p->area[c]);
            lost++;
        }
    }
    return lost;
}

int dots_ground_allowed(dots_pos *p)
{
    if (p->polish || !p->s.to_move) return 0;
    if (!p->ground_leader) return 1;
    int t = dots_team(p->s.to_move);
    if (live_score(p, t) <= live_score(p, 3 - t)) return 0;
    uint32_t g = mark_grounded(p, t);
    for (int c = 0; c < p->n; c++)
        if (dots_live(p, c, t) && p->mark[c] != g) return 0;
    return 1;
}

int dots_first_ok(const dots_pos *p, int c)
{
    int seat = p->s.to_move;
    if (!p->first_r || !seat || (p->s.placed >> (seat - 1) & 1)) return 1;
    int cx = (p->w + 1) / 2 - 1, cy = (p->h + 1) / 2 - 1, dx = c % p->w - cx, dy = c / p->w - cy;
    if (dx < 0) dx = -dx;
    if (dy < 0) dy = -dy;
    return (dx > dy ? dx : dy) <= p->first_r;
}

/* ---- copies ---- */

void *dots_clone(const void *pos)
{
    const dots_pos *p = pos;
    dots_pos *c = malloc(sizeof *c);
    if (!c) abort();
    memcpy(c, p, sizeof *c);
    c->hist = malloc(sizeof *c->hist * (size_t)(p->hist_cap ? p->hist_cap : 1));
    c->log = malloc(sizeof *c->log * (size_t)(p->log_cap ? p->log_cap : 1));
    c->ev = malloc(sizeof *c->ev * (size_t)(p->ev_cap ? p->ev_cap : 1));
    if (!c->hist || !c->log || !c->ev) abort();
    if (p->nhist) memcpy(c->hist, p->hist, sizeof *c->hist * (size_t)p->nhist);
    if (p->nlog) memcpy(c->log, p->log, sizeof *c->log * (size_t)p->nlog);
    if (p->s.nevents) memcpy(c->ev, p->ev, sizeof *c->ev * (size_t)p->s.nevents);
    c->ringtab = NULL;
    c->nring = c->ring_cap = 0;
    for (int i = 0; i < p->nring; i++) dots_ring_intern(c, p->ringtab[i]);
    return c;
}

void dots_destroy(void *pos)
{
    dots_pos *p = pos;
    if (!p) return;
    free(p->hist);
    free(p->log);
    free(p->ev);
    for (int i = 0; i < p->nring; i++) free(p->ringtab[i]);
    free(p->ringtab);
    free(p);
}

/* A scratch copy for fills and trial captures: the board without the history, which the
 * callers never read (its undo log and events start empty). */
dots_pos *dots_work_copy(const dots_pos *p)
{
    dots_pos *q = malloc(sizeof *q);
    if (!q) abort();
    memcpy(q, p, sizeof *q);
    q->hist = NULL;
    q->log = NULL;
    q->ev = NULL;
    q->ringtab = NULL;
    q->nring = q->ring_cap = 0;
    q->nhist = q->hist_cap = q->nlog = q->log_cap = q->ev_cap = 0;
    q->s.nevents = 0;
    return q;
}

void dots_work_free(dots_pos *q) { dots_destroy(q); }
/* ---- scores and the end ---- */


double dots_score(const dots_pos *p, int t)
{
    if (p->polish && (p->s.end == DOTS_END_AGREE || p->s.end == DOTS_END_COMPLETE))
        return p->s.final[t];
    return live_score(p, t);
}

/* Polish scoring (see the header): on a scratch copy, commit pending enclosures largest
 * first until none is left, then add half a point per empty point in closed areas. */
dots_pos *dots_polish_committed(const dots_pos *p)
{
    dots_pos *q = dots_work_copy(p);
    int *off = malloc(sizeof(int) * (size_t)(p->n + 1));
    int32_t *best = malloc(sizeof(int32_t) * (size_t)p->n);
    if (!off || !best) abort();
    for (;;) {
        int best_t = 0, best_off = 0, best_len = 0;
        for (int t = 1; t <= 2; t++) {
            int k = dots_enclosed_all(q, t, off);
            for (int i = 0; i < k; i++) {
                int len = off[i + 1] - off[i];
                if (len > best_len && dots_count_live(q, q->reg + off[i], len, 3 - t)) {
                    best_t = t;
                    best_off = off[i];
                    best_len = len;
                }
            }
            /* Keep the region: the other colour's scan reuses q->reg. */
            if (best_t == t) memcpy(best, q->reg + best_off, sizeof(int32_t) * (size_t)best_len);
        }
        if (!best_t) break;
        capture(q, best, best_len, best_t);
    }
    free(off);
    free(best);
    return q;
}

void dots_polish_count(const dots_pos *p, double out[3])
{
    dots_pos *q = dots_polish_committed(p);
    int *off = malloc(sizeof(int) * (size_t)(p->n + 1));
    if (!off) abort();
    for (int t = 1; t <= 2; t++) {
        int half = 0;
        for (int c = 0; c < q->n; c++) half += q->dot[c] == 0 && q->owner[c] == t;
        int k = dots_enclosed_all(q, t, off);
        for (int i = 0; i < k; i++)
            for (int j = off[i]; j < off[i + 1]; j++) {
                int c = q->reg[j];
                half += q->dot[c] == 0 && q->owner[c] == 0;
            }
        out[t] = live_score(q, t) + 0.5 * half;
    }
    free(off);
    dots_work_free(q);
}

static void polish_final(dots_pos *p) { dots_polish_count(p, p->s.final); }

/* After a move: the end by lead or full board, else whose turn it is. */
static void settle(dots_pos *p, int seat, int captured_enemy)
{
    double lead = live_score(p, 1) - live_score(p, 2);
    if (p->win && (lead >= p->win || -lead >= p->win)) {
        p->s.end = DOTS_END_LEAD;
    } else if (p->s.nfree == 0) {
        p->s.end = DOTS_END_COMPLETE;
        if (p->polish) polish_final(p);
    }
    p->s.extra_turn = 0;
    if (p->s.end) p->s.to_move = 0;
    else if (p->extra && captured_enemy) p->s.extra_turn = 1;
    else p->s.to_move = seat % p->players + 1;
}

/* ---- moves ---- */

int dots_apply(dots_pos *p, int move)
{
    if (p->nhist == p->hist_cap) p->hist = grow(p->hist, &p->hist_cap, sizeof *p->hist);
    p->hist[p->nhist++] = (dots_hist){move, p->nlog, p->s};
    int seat = p->s.to_move, t = dots_team(seat), got = 0, mine = 0;
    /* The polish ending: an offer costs no turn; the other side answers at once. */
    if (move == DOTS_AGREE) {
        if (p->s.offer) {
            p->s.end = DOTS_END_AGREE;
            p->s.to_move = 0;
            p->s.offer = 0;
            polish_final(p);
        } else {
            p->s.offer = seat;
            p->s.to_move = dots_answerer(seat, p->players);
        }
        return 0;
    }
    if (move == DOTS_PASS) {  /* extra=may: the extra move given up */
        p->s.extra_turn = 0;
        p->s.to_move = seat % p->players + 1;
        return 0;
    }
    if (move == DOTS_DECLINE) {
        p->s.to_move = p->s.offer;
        p->s.offer = 0;
        p->s.declined = 1;
        return 0;
    }
    if (move == DOTS_GROUND) {
        got = ground(p, t);
        p->s.end = DOTS_END_GROUND;
        p->s.to_move = 0;
        /* A lead reached by grounding still ends as "ground": the game is over either way. */
        return got;
    }
    int c = move & DOTS_POINT_MASK;
    p->s.placed |= 1u << (seat - 1);
    p->dot[c] = (uint8_t)t;
    p->s.nfree--;
    p->s.last = c;
    dots_sync_free(p, c);
    if (!p->polish) {
        int rid = move >> DOTS_RING_SHIFT;
        mine = enclose(p, c, t, rid ? p->ringtab[rid - 1] : NULL);
        got = mine ? mine : house_entry(p, c, 3 - t);
    } else if (move & DOTS_CLOSE) {
        got = mine = close_all(p, t);
    }
    settle(p, seat, mine);
    return got;
}

int dots_undo(dots_pos *p)
{
    if (p->nhist == 0) return -1;
    const dots_hist *h = &p->hist[--p->nhist];
    while (p->nlog > h->log_start) {
        const dots_cellrec *r = &p->log[--p->nlog];
        p->area[r->cell] = r->area;
        p->owner[r->cell] = r->owner;
        p->first[r->cell] = r->first;
        dots_sync_free(p, r->cell);
    }
    if (h->move >= 0) {
        int c = h->move & DOTS_POINT_MASK;
        p->dot[c] = 0;
        dots_sync_free(p, c);
    }
    p->s = h->before;
    return 0;
}

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

/* The points of the walk `steps` from c into pts (the first is c, the closing step not
 * repeated); returns how many, or -1 (ring-syntax, ring-not-ring). */
static int ring_walk(const dots_pos *p, int c, const char *steps, int32_t *pts, uint8_t *seen,
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
            if (i != len - 1) rc = ring_fail(err, "ring-not-ring", "the ring comes back to its dot before its last step");
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

/* Mark the points strictly inside the polygon pts[0..n) (even-odd rule along each row: a row
 * y meets an edge from y to y+1 at that edge's end on row y). Returns how many. */
static int ring_inside(const dots_pos *p, const int32_t *pts, int n, uint8_t *inside, uint8_t *on)
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
static int ring_judge_on(dots_pos *q, int c, int t, const int32_t *pts, int n, const region *r,
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
    ring_inside(q, pts, n, inside, scratch);
    for (int i = 0; i < q->n; i++) k += inside[i] && !dots_live(q, i, t);
    *plain = 0;
    for (int i = 0; i < nr; i++) {
        const int32_t *cells = q->reg + r[i].off;
        if (!inside[cells[0]] || !takes_region(q, &r[i], t)) continue;
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
static dots_pos *ring_scratch(const dots_pos *p, int c, region *r, int *nr)
{
    dots_pos *q = dots_work_copy(p);
    int t = dots_team(q->s.to_move);
    if (!q->dot[c]) {
        q->dot[c] = (uint8_t)t;
        dots_sync_free(q, c);
    }
    *nr = closed_regions(q, c, t, r);
    return q;
}

int dots_ring_judge(const dots_pos *p, int c, const char *steps, uint8_t *inside, int *plain,
                    pd_error *err)
{
    region r[4];
    int nr, rc = -1;
    dots_pos *q = ring_scratch(p, c, r, &nr);
    int32_t *pts = malloc(sizeof(int32_t) * (DOTS_RING_MAX + 1));
    uint8_t *scratch = calloc((size_t)p->n, 1);
    if (!pts || !scratch) abort();
    int n = ring_walk(q, c, steps, pts, scratch, err);
    if (n > 0)
        rc = ring_judge_on(q, c, dots_team(q->s.to_move), pts, n, r, nr, inside, scratch, plain, err);
    free(pts);
    free(scratch);
    dots_work_free(q);
    return rc;
}

int dots_ring_intern(dots_pos *p, const char *steps)
{
    for (int i = 0; i < p->nring; i++)
        if (strcmp(p->ringtab[i], steps) == 0) return i + 1;
    if (p->nring == p->ring_cap) p->ringtab = grow(p->ringtab, &p->ring_cap, sizeof *p->ringtab);
    size_t len = strlen(steps) + 1;
    char *copy = malloc(len);
    if (!copy) abort();
    memcpy(copy, steps, len);
    p->ringtab[p->nring++] = copy;
    return p->nring;
}

/* ---- the candidates: a search for rings through the new dot ---- */

#define RING_SEARCH_STEPS 20000  /* dots the search may step onto, for one listing */
#define RING_SEARCH_LEN 60       /* the longest ring the search follows */

typedef struct ring_search {
    dots_pos *q;
    int c, t, nr, budget, ncand, cap;
    region r[4];
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
        if ((inside && inside[cells[0]]) || !takes_region(q, &S->r[i], S->t)) continue;
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
    if (S->pts[1] > S->pts[n - 1]) return;  /* each ring is met in both directions: keep one */
    int32_t *walk = malloc(sizeof(int32_t) * (DOTS_RING_MAX + 1));
    if (!walk) abort();
    int plain, ok = ring_walk(S->q, S->c, S->steps, walk, S->scratch, NULL) == n &&
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
    for (int i = 0; i < S->nr; i++) any |= takes_region(S->q, &S->r[i], S->t);
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
