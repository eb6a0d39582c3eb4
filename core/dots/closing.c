/* closing.c — the rings a polish or zagram x-y! names (docs/dots-rules.md "Closing by named
 * rings"): "x-y!" followed by ":steps" (a walk from the new dot) or "a-b:steps" (a walk from the
 * point a-b), joined by '!'. zagram.org closes any ring of the mover's, not only one through
 * the new dot. Each ring is judged on the position as it stands; the rules engine (board.c)
 * takes its interior. Built on the ring walks of rings.c. */
#include <stdlib.h>
#include <string.h>

#include "dots.h"

static int close_fail(pd_error *err, const char *code, const char *msg)
{
    if (err) pd_fail(err, code, "%s", msg);
    return -1;
}

/* The start point and steps of ring i of spec (steps copied into out, cap bytes); -1 when spec
 * has fewer rings, -2 on bad syntax. */
static int spec_ring(const dots_pos *p, int c, const char *spec, int i, char *out, size_t cap)
{
    for (; i > 0 && spec; i--) {
        spec = strchr(spec, '!');
        if (spec) spec++;
    }
    if (!spec || !*spec) return -1;
    const char *colon = strchr(spec, ':'), *end = strchr(spec, '!');
    if (!end) end = spec + strlen(spec);
    if (!colon || colon > end || (size_t)(end - colon) > cap) return -2;
    int start = c;
    if (colon != spec) {
        int x = 0, y = 0, *v = &x;
        for (const char *q = spec; q < colon; q++) {
            if (*q == '-' && v == &x && q > spec) v = &y;
            else if (*q >= '0' && *q <= '9' && *v < 1000) *v = *v * 10 + (*q - '0');
            else return -2;
        }
        if (v != &y || x < 1 || y < 1 || x > p->w || y > p->h) return -2;
        start = (y - 1) * p->w + x - 1;
    }
    memcpy(out, colon + 1, (size_t)(end - colon - 1));
    out[end - colon - 1] = 0;
    return start;
}

int dots_close_ring(const dots_pos *p, int c, const char *spec, int i, uint8_t *inside,
                    pd_error *err)
{
    char steps[DOTS_RING_MAX + 2];
    int start = spec_ring(p, c, spec, i, steps, sizeof steps);
    if (start == -1) return 1;
    if (start < 0)
        return close_fail(err, "ring-syntax",
                          "x-y! names its rings as :steps (from the new dot) or a-b:steps (from "
                          "the point a-b), joined by '!'");
    int t = dots_team(p->s.to_move);
    int32_t *pts = malloc(sizeof(int32_t) * (DOTS_RING_MAX + 1));
    uint8_t *scratch = calloc((size_t)p->n, 1);
    if (!pts || !scratch) abort();
    int n = dots_ring_walk(p, start, steps, pts, scratch, err), rc = n > 0 ? 0 : -1, bad = -1;
    for (int k = 0; k < n && bad < 0; k++)
        if (!dots_live(p, pts[k], t) || p->owner[pts[k]]) bad = pts[k];
    if (bad >= 0) {
        if (err) {
            pd_fail(err, "ring-dot",
                    "the ring's point %d-%d holds no dot of the mover outside every enclosure",
                    bad % p->w + 1, bad / p->w + 1);
            pd_param(err, "at", "%d-%d", bad % p->w + 1, bad / p->w + 1);
        }
        rc = -1;
    }
    if (rc == 0) {
        int enemy = 0;
        dots_ring_inside(p, pts, n, inside, scratch);
        for (int k = 0; k < p->n; k++) enemy += inside[k] && dots_live(p, k, 3 - t);
        if (!enemy) {
            memset(inside, 0, (size_t)p->n);
            rc = close_fail(err, "ring-nothing",
                            "the ring encloses no enemy dot that is not captured already");
        }
    }
    free(pts);
    free(scratch);
    return rc;
}
