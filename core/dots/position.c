/* position.c — the Dots position's lowest layer: copies of a position (with its table of
 * chosen rings), flood fills and the regions a dot closes, and where a first dot may go. The
 * rules engine (board.c) and the chosen rings (rings.c) both build on it; it calls neither. */
#include <stdlib.h>
#include <string.h>

#include "dots.h"

void *dots_grow(void *a, int *cap, size_t size)
{
    *cap = *cap ? 2 * *cap : 256;
    void *m = realloc(a, size * (size_t)*cap);
    if (!m) abort();
    return m;
}

/* ---- flood fills ---- */

/* Reserve k fill generations; returns the first. Marks below it are stale. */
uint32_t dots_new_gen(dots_pos *p, int k)
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
int dots_fill(dots_pos *p, int seed, int t, uint32_t base, uint32_t gen, int32_t *out, int *n)
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
    uint32_t base = dots_new_gen(p, p->n), g = base;
    int used = 0, k = 0;
    off[0] = 0;
    for (int c = 0; c < p->n; c++) {
        if (dots_live(p, c, t) || p->mark[c] >= base) continue;
        int len;
        if (dots_fill(p, c, t, base, g++, p->reg + used, &len)) continue;
        used += len;
        off[++k] = used;
    }
    return k;
}

int dots_lowest(const int32_t *cells, int n)
{
    int m = cells[0];
    for (int i = 1; i < n; i++)
        if (cells[i] < m) m = cells[i];
    return m;
}

int dots_cmp_region(const void *a, const void *b)
{
    const dots_region *r = a, *s = b;
    if (r->len != s->len) return r->len < s->len ? -1 : 1;
    return (r->low > s->low) - (r->low < s->low);
}

/* The regions a dot of colour t on c (placed already) closes: the fills from its neighbours
 * that meet no edge, in p->reg, sorted smallest first. Returns how many (at most 4). */
int dots_closed_regions(dots_pos *p, int c, int t, dots_region *r)
{
    uint32_t base = dots_new_gen(p, 4);
    int nr = 0, used = 0, x = c % p->w, y = c / p->w;
    const int exists[4] = {y<p->h - 1, x<p->w - 1, y> 0, x> 0};
    for (int d = 0; d < 4; d++) {
        if (!exists[d]) continue;
        int nb = c + dots_step(p, d), len;
        if (dots_live(p, nb, t) || p->mark[nb] >= base) continue;
        if (dots_fill(p, nb, t, base, base + (uint32_t)d, p->reg + used, &len)) continue;
        r[nr++] = (dots_region){used, len, dots_lowest(p->reg + used, len)};
        used += len;
    }
    qsort(r, (size_t)nr, sizeof r[0], dots_cmp_region);
    return nr;
}

/* A closed region is taken (becomes territory) when it holds a live enemy dot, or always
 * under houses=capture; otherwise it is a house. */
int dots_takes_region(const dots_pos *p, const dots_region *r, int t)
{
    return p->houses_capture || dots_count_live(p, p->reg + r->off, r->len, 3 - t) > 0;
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

void dots_work_free(dots_pos *q)
{
    dots_destroy(q);
}

int dots_ring_intern(dots_pos *p, const char *steps)
{
    for (int i = 0; i < p->nring; i++)
        if (strcmp(p->ringtab[i], steps) == 0) return i + 1;
    if (p->nring == p->ring_cap)
        p->ringtab = dots_grow(p->ringtab, &p->ring_cap, sizeof *p->ringtab);
    size_t len = strlen(steps) + 1;
    char *copy = malloc(len);
    if (!copy) abort();
    memcpy(copy, steps, len);
    p->ringtab[p->nring++] = copy;
    return p->nring;
}
