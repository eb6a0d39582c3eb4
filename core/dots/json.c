/* json.c — the Dots family's fields of the geometry and state JSON (docs/state-json.md
 * "## dots"), with the ring tracer that draws each capture's outline as a player would; and
 * the JSON of the family's choices and analyse hooks (the rings of a dot, the bot's judgement). */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "dots.h"

/* ---- JSON (docs/state-json.md "## dots") ---- */

void dots_geometry_fields(const void *pos, pd_buf *out)
{
    const dots_pos *p = pos;
    pd_buf_printf(out, ",\"w\":%d,\"h\":%d", p->w, p->h);
}

/* Scratch for tracing outlines: membership, visited (cell, direction) states, one ring. */
typedef struct tracer {
    uint8_t *in, *vis;
    int32_t *ring;
} tracer;

/* Push a wall point onto the ring, dropping repeats and spikes (A, B, A -> A): a dot that
 * pokes into the region, or a dangling spur, is not part of the ring a player draws. */
static void ring_push(int32_t *ring, int *len, int w)
{
    if (*len && ring[*len - 1] == w) return;
    if (*len >= 2 && ring[*len - 2] == w) {
        (*len)--;
        return;
    }
    ring[(*len)++] = w;
}

/* Trace the ring that starts at side d0 of region cell c0 (whose neighbour that way is outside):
 * walk along the region's edge keeping the outside on one hand until back at the start. The
 * ring's wall points end up in t->ring[*first .. returned length). */
static int trace_ring(const dots_pos *p, tracer *t, int c0, int d0, int *first)
{
    int c = c0, d = d0, len = 0;
    do {
        t->vis[c] = (uint8_t)(t->vis[c] | 1 << d);
        ring_push(t->ring, &len, c + dots_step(p, (d + 3) % 4));
        int ahead = c + dots_step(p, d);
        if (!t->in[ahead]) {
            d = (d + 1) % 4;
        } else {
            int corner = ahead + dots_step(p, (d + 3) % 4);
            if (t->in[corner]) {
                c = corner;
                d = (d + 3) % 4;
            } else {
                c = ahead;
            }
        }
    } while (c != c0 || d != d0);
    int s = 0;
    /* Where the walk closes, drop a repeated start point or a spike across the seam. */
    for (;;) {
        int repeat = len - s >= 2 && t->ring[len - 1] == t->ring[s];
        int spike_end = len - s >= 3 && t->ring[len - 2] == t->ring[s];
        if (repeat || spike_end) len--;
        else if (len - s >= 3 && t->ring[len - 1] == t->ring[s + 1]) s++;
        else break;
    }
    *first = s;
    return len;
}

/* The outlines of one region (every cell in `cells` has in[] set; none on the edge): first
 * the outer ring, clockwise from the left neighbour of the region's lowest point, then the
 * rings of its holes. Each ring lists the wall points (dots around the region) in order. */
static void put_rings(pd_buf *out, const dots_pos *p, tracer *t, const int32_t *cells, int n)
{
    pd_buf_put(out, ",\"rings\":[");
    int nrings = 0;
    for (int i = 0; i < n; i++) {
        int c0 = cells[i];
        for (int d0 = 0; d0 < 4; d0++) {
            if (t->in[c0 + dots_step(p, (d0 + 3) % 4)] || (t->vis[c0] >> d0 & 1)) continue;
            int s, len = trace_ring(p, t, c0, d0, &s);
            pd_buf_put(out, nrings++ ? ",[" : "[");
            for (int j = s; j < len; j++) pd_buf_printf(out, j > s ? ",%d" : "%d", t->ring[j]);
            pd_buf_putc(out, ']');
        }
    }
    pd_buf_putc(out, ']');
    for (int i = 0; i < n; i++) t->in[cells[i]] = t->vis[cells[i]] = 0;
}

int dots_event_ring(const dots_pos *p, int e, int32_t *ring, int cap)
{
    if (e < 0 || e >= p->s.nevents || p->area[p->ev[e].start] != e + 1) return 0;
    tracer t;
    t.in = calloc((size_t)p->n, 1);
    t.vis = calloc((size_t)p->n, 1);
    t.ring = malloc(sizeof(int32_t) * (size_t)(4 * p->n + 8));
    if (!t.in || !t.vis || !t.ring) abort();
    for (int c = p->ev[e].start; c < p->n; c++)
        if (p->area[c] == e + 1) t.in[c] = 1;
    /* The region's lowest point is ev.start; its side facing down is outside (nothing of the
     * region is lower), so the ring traced from there is the outer one. */
    int c0 = p->ev[e].start, d0 = 0, len = 0, s = 0;
    while (d0 < 4 && t.in[c0 + dots_step(p, (d0 + 3) % 4)]) d0++;
    if (d0 < 4) len = trace_ring(p, &t, c0, d0, &s);
    int n = len - s < cap ? len - s : cap;
    memcpy(ring, t.ring + s, sizeof(int32_t) * (size_t)(n > 0 ? n : 0));
    free(t.in);
    free(t.vis);
    free(t.ring);
    return n > 0 ? n : 0;
}

void dots_state_fields(const void *pos, pd_buf *out)
{
    const dots_pos *p = pos;
    pd_buf_put(out, ",\"points\":[");
    for (int c = 0; c < p->n; c++) {
        int d = p->dot[c], v = !d ? 0 : dots_live(p, c, d) ? d : -d;
        pd_buf_printf(out, c ? ",%d" : "%d", v);
    }
    pd_buf_put(out, "],\"owner\":[");
    for (int c = 0; c < p->n; c++) pd_buf_printf(out, c ? ",%d" : "%d", p->owner[c]);
    pd_buf_printf(out, "],\"last\":%d,\"agreeOffered\":%s,\"offerBy\":%d,\"declined\":%s",
                  p->s.last, p->s.offer ? "true" : "false", p->s.offer,
                  p->s.declined ? "true" : "false");
    char komi[16];
    dots_komi_write(p->komi, komi, sizeof komi);
    pd_buf_printf(out, ",\"komi\":%s", komi);

    /* The fills below need scratch; the position itself stays untouched. */
    dots_pos *q = dots_work_copy(p);
    tracer t;
    t.in = calloc((size_t)p->n, 1);
    t.vis = calloc((size_t)p->n, 1);
    t.ring = malloc(sizeof(int32_t) * (size_t)(4 * p->n + 8));
    int *off = malloc(sizeof(int) * (size_t)(p->n + 1));
    if (!t.in || !t.vis || !t.ring || !off) abort();

    pd_buf_put(out, ",\"territory\":[");
    int first = 1;
    for (int e = 0; e < p->s.nevents; e++) {
        if (p->area[p->ev[e].start] != e + 1) continue; /* taken by a later capture */
        int n = 0;
        for (int c = p->ev[e].start; c < p->n; c++)
            if (p->area[c] == e + 1) {
                t.in[c] = 1;
                q->reg[n++] = c;
            }
        pd_buf_printf(out, "%s{\"team\":%d", first ? "" : ",", p->ev[e].team);
        put_rings(out, p, &t, q->reg, n);
        pd_buf_putc(out, '}');
        first = 0;
    }
    pd_buf_put(out, "],\"houses\":[");
    first = 1;
    for (int team = 1; team <= 2; team++) {
        int k = dots_enclosed_all(q, team, off);
        for (int i = 0; i < k; i++) {
            const int32_t *cells = q->reg + off[i];
            int n = off[i + 1] - off[i], own = 0;
            for (int j = 0; j < n; j++) own += p->owner[cells[j]] == team;
            if (own == n) continue; /* wholly its territory: drawn there */
            for (int j = 0; j < n; j++) t.in[cells[j]] = 1;
            pd_buf_printf(out, "%s{\"team\":%d,\"pending\":%s", first ? "" : ",", team,
                          dots_count_live(p, cells, n, 3 - team) ? "true" : "false");
            put_rings(out, p, &t, cells, n);
            pd_buf_putc(out, '}');
            first = 0;
        }
    }
    pd_buf_putc(out, ']');
    free(off);
    free(t.in);
    free(t.vis);
    free(t.ring);
    dots_work_free(q);
}

/* ---- the hooks (pd_family.choices, .analyse) ---- */

int dots_choices(const void *pos, const char *tok, int json, pd_buf *out, pd_error *err)
{
    int move;
    if (dots_parse_move(pos, tok, &move, err)) return -1;
    if (move < 0) {
        if (json) return pd_fail(err, "point-syntax", "rings need a point x-y");
        return pd_fail(err, "point-syntax", "%s is not a point x-y", tok);
    }
    dots_ring_cand *cand = malloc(sizeof *cand * DOTS_RING_CANDIDATES);
    if (!cand) abort();
    int c = move & DOTS_POINT_MASK, n = dots_ring_candidates(pos, c, cand, DOTS_RING_CANDIDATES);
    if (!json) {
        for (int i = 0; i < n; i++)
            pd_buf_printf(out, "%s%s%s takes=%d area=%d\n", tok, cand[i].steps[0] ? ":" : "",
                          cand[i].steps, cand[i].takes, cand[i].area);
        free(cand);
        return 0;
    }
    pd_buf_put(out, "{\"rings\":[");
    for (int i = 0; i < n; i++) {
        pd_buf_put(out, i ? ",{\"move\":\"" : "{\"move\":\"");
        dots_format_move(pos, c, out);
        if (cand[i].steps[0]) pd_buf_printf(out, ":%s", cand[i].steps);
        pd_buf_printf(out, "\",\"takes\":%d,\"area\":%d,\"ring\":[", cand[i].takes, cand[i].area);
        for (int j = 0; j < cand[i].npts; j++)
            pd_buf_printf(out, j ? ",%d" : "%d", cand[i].ring[j]);
        pd_buf_put(out, "],\"cells\":[");
        for (int j = 0; j < cand[i].area; j++)
            pd_buf_printf(out, j ? ",%d" : "%d", cand[i].cells[j]);
        pd_buf_put(out, "]}");
    }
    pd_buf_put(out, "]}");
    free(cand);
    return 0;
}

/* {"pick":"tok","forced":gain,"nodes":n,
 *  "moves":[{"point":"x-y","visits":n,"lead":d,"reward":r},…] (most visited first),
 *  "threats":[{"point":"x-y","colour":1|2,"moves":1|2},…]}
 * (dots_analyse and dots_threats in dots.h: lead is the mover's colour's mean score lead where
 * its playouts stopped, reward the tree's 0..1 value; a threatened dot of `colour` can be
 * surrounded by that many more dots of the other colour). extra_nodes bounds the threat
 * trials (0: none). */
int dots_analysis_json(const void *pos, const pd_bot_opts *o, int64_t extra_nodes, pd_buf *out,
                       pd_error *err)
{
    dots_analysis a;
    if (dots_analyse(pos, o, &a, err)) return -1;
    const dots_pos *p = pos;
    uint8_t *threat = malloc((size_t)p->n);
    if (!threat) abort();
    dots_threats(pos, extra_nodes, threat);
    pd_buf_put(out, "{\"pick\":\"");
    dots_format_move(pos, a.pick, out);
    pd_buf_put(out, "\",\"forced\":");
    pd_buf_decimal(out, a.forced_gain, 2);
    pd_buf_printf(out, ",\"nodes\":%" PRId64 ",\"moves\":[", a.nodes);
    for (int i = 0; i < a.nmoves; i++) {
        pd_buf_put(out, i ? ",{\"point\":\"" : "{\"point\":\"");
        dots_format_move(pos, a.moves[i].move, out);
        /* (numbers with a fraction in integer arithmetic: the core's printf has no %f, fmt.h) */
        pd_buf_printf(out, "\",\"visits\":%d,\"lead\":", a.moves[i].visits);
        pd_buf_decimal(out, a.moves[i].lead, 3);
        pd_buf_put(out, ",\"reward\":");
        pd_buf_decimal(out, a.moves[i].reward, 4);
        pd_buf_putc(out, '}');
    }
    pd_buf_put(out, "],\"threats\":[");
    int first = 1;
    for (int c = 0; c < p->n; c++) {
        if (!threat[c]) continue;
        pd_buf_put(out, first ? "{\"point\":\"" : ",{\"point\":\"");
        dots_format_move(pos, c, out);
        pd_buf_printf(out, "\",\"colour\":%d,\"moves\":%d}", p->dot[c], threat[c]);
        first = 0;
    }
    pd_buf_put(out, "]}");
    free(threat);
    return 0;
}
