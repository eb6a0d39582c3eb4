/* sgf_rings.c — a move's rings in a Dots SGF file and the token that plays them: under ring=any
 * the first ring as the chosen ring (x-y:steps), under polish and zagram rules the rings an
 * x-y! names (x-y!:steps!a-b:steps, docs/dots-rules.md "Closing by named rings"), or the plain
 * x-y! when its captures' outlines are the rings written (Paperdots' own export). */
#include <stdlib.h>
#include <string.h>

#include "common/fmt.h"
#include "dots.h"
#include "game.h"
#include "sgf.h"

/* The steps of the ring pt[0..len) walked from its point at (the keypad digits of
 * docs/dots-rules.md), appended at tok[*n] (cap bytes); 0 when two points are not neighbours. */
static int ring_steps(const dots_sgf_point *pt, int len, int at, char *tok, size_t *n, size_t cap)
{
    for (int i = 0; i < len; i++) {
        dots_sgf_point a = pt[(at + i) % len], b = pt[(at + i + 1) % len];
        int dx = b.x - a.x, dy = b.y - a.y;
        if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == 0) || *n + 2 >= cap)
            return 0;
        tok[(*n)++] = "123456789"[(dy + 1) * 3 + dx + 1];
    }
    tok[*n] = 0;
    return 1;
}

/* The token that names move k's rings: under ring=any its first ring as the chosen ring
 * ("x-y:steps", turned to start at the dot); under polish and zagram rules (close) every ring
 * it closes ("x-y!" then ":steps" from the dot or "a-b:steps" from the ring's first point for
 * a ring that does not pass the dot, joined by '!'). 0 when a ring cannot be named so. */
int dots_sgf_ring_token(const dots_sgf *s, int k, const char *plain, char *tok, size_t cap)
{
    const dots_sgf_move *m = &s->moves[k];
    size_t n = (size_t)pd_snprintf(tok, cap, "%s", plain);
    int found = 0;
    for (int r = 0; r < s->nrings; r++) {
        const dots_sgf_ring *g = &s->rings[r];
        if (g->move != k) continue;
        if (m->kind != DOTS_SGF_DOT || g->len < 4 || g->len > DOTS_RING_MAX) return 0;
        const dots_sgf_point *pt = s->pts + g->first;
        int at = -1;
        for (int i = 0; i < g->len; i++)
            if (pt[i].x == m->at.x && pt[i].y == m->at.y) at = i;
        if (at < 0 && !m->close) return 0;
        if (n + 16 >= cap) return 0;
        if (found && m->close) tok[n++] = '!';
        if (at < 0) n += (size_t)pd_snprintf(tok + n, cap - n, "%d-%d", pt[0].x, pt[0].y);
        tok[n++] = ':';
        if (!ring_steps(pt, g->len, at < 0 ? 0 : at, tok, &n, cap)) return 0;
        found = 1;
        if (!m->close) break; /* ring=any names one ring */
    }
    return found;
}

/* Under polish and zagram rules: play move k's plain x-y! (tok) and keep it when the rings it
 * makes are the rings the file writes (as point sets), as Paperdots' export writes them; else
 * take it back. 1 when kept. */
int dots_sgf_plain_as_written(pd_game *g, const dots_sgf *s, int k, const char *tok)
{
    const dots_pos *p = g->pos;
    int before = p->s.nevents, nfile = 0, same = 1;
    pd_error why;
    if (pd_game_play(g, tok, &why)) return 0;
    int32_t *ring = malloc(sizeof *ring * (size_t)(4 * p->n + 8));
    uint8_t *mark = calloc((size_t)p->n, 1);
    if (!ring || !mark) abort();
    for (int r = 0; r < s->nrings; r++) {
        if (s->rings[r].move != k) continue;
        const dots_sgf_ring *fr = &s->rings[r];
        int e = before + nfile++,
            n = e < p->s.nevents ? dots_event_ring(p, e, ring, 4 * p->n + 8) : 0;
        for (int i = 0; i < n; i++) mark[ring[i]] = 1;
        int hit = 0;
        for (int i = 0; i < fr->len; i++) {
            dots_sgf_point q = s->pts[fr->first + i];
            hit += mark[(q.y - 1) * p->w + q.x - 1] == 1;
            mark[(q.y - 1) * p->w + q.x - 1] = 2;
        }
        same &= hit == n && n == fr->len;
        memset(mark, 0, (size_t)p->n);
    }
    same &= nfile == p->s.nevents - before;
    free(ring);
    free(mark);
    if (!same) pd_game_undo(g);
    return same;
}
