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

/* Russian rules after colour t placed a dot on c: fill from each neighbour, process the
 * enclosed regions smallest first. Returns the enemy dots captured. */
static int enclose(dots_pos *p, int c, int t)
{
    uint32_t base = new_gen(p, 4);
    region r[4];
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
    int mine = 0;
    for (int i = 0; i < nr; i++) {
        const int32_t *cells = p->reg + r[i].off;
        if (dots_count_live(p, cells, r[i].len, 3 - t) || p->houses_capture)
            mine += capture(p, cells, r[i].len, t);
    }
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
    return c;
}

void dots_destroy(void *pos)
{
    dots_pos *p = pos;
    if (!p) return;
    free(p->hist);
    free(p->log);
    free(p->ev);
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
    int c = move & (DOTS_CLOSE - 1);
    p->s.placed |= 1u << (seat - 1);
    p->dot[c] = (uint8_t)t;
    p->s.nfree--;
    p->s.last = c;
    dots_sync_free(p, c);
    if (!p->polish) {
        mine = enclose(p, c, t);
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
        int c = h->move & (DOTS_CLOSE - 1);
        p->dot[c] = 0;
        dots_sync_free(p, c);
    }
    p->s = h->before;
    return 0;
}
