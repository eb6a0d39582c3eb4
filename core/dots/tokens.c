/* tokens.c — Dots move tokens (docs/spec.md §1.3): "x-y", polish "x-y!", a chosen ring "x-y:steps"
 * and the special tokens, read against the position (dots_parse_move) and written back
 * (dots_format_move); the family's parse_move and format_move. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dots.h"
#include "common/fmt.h"

#define COORD_CLAMP 100000 /* coordinates are read up to this, so long numbers cannot overflow */

/* Read "x-y", "x-y!" or "x-y:<steps>" (*ring points at the steps, else NULL): 0 ok, 1 bad
 * syntax, 2 off the field. */
static int read_point(const dots_pos *p, const char *s, int *c, int *close, const char **ring)
{
    int v[2] = {0, 0};
    for (int i = 0; i < 2; i++) {
        if (*s < '0' || *s > '9' || (*s == '0' && s[1] >= '0' && s[1] <= '9')) return 1;
        for (; *s >= '0' && *s <= '9'; s++)
            if (v[i] < COORD_CLAMP) v[i] = v[i] * 10 + (*s - '0');
        if (i == 0 && *s++ != '-') return 1;
    }
    *close = *s == '!';
    if (*close) s++;
    *ring = NULL;
    if (*s == ':' && !*close) *ring = ++s;
    else if (*close && (*s == ':' || (*s >= '1' && *s <= '9'))) *ring = s; /* its rings */
    else if (*s) return 1;
    if (v[0] < 1 || v[0] > p->w || v[1] < 1 || v[1] > p->h) return 2;
    *c = (v[1] - 1) * p->w + v[0] - 1;
    return 0;
}

int dots_parse_move(const void *pos, const char *tok, int *move, pd_error *err)
{
    const dots_pos *p = pos;
    if (strcmp(tok, "ground") == 0) {
        if (p->polish)
            return pd_fail(err, "ground-polish",
                           "ground is not a move under polish rules (agree is)");
        if (!dots_ground_allowed((dots_pos *)p))
            return pd_fail(err, "ground-leader",
                           "under ground=leader only a player who leads, with every dot joined to "
                           "the edge, may ground");
        *move = DOTS_GROUND;
        return 0;
    }
    if (strcmp(tok, "ground-waiting") == 0) {
        if (p->polish)
            return pd_fail(err, "ground-polish",
                           "ground-waiting is not a move under polish rules (agree is)");
        if (!dots_waiting_ground_allowed(p))
            return pd_fail(err, "ground-leader",
                           "under ground=leader only the side to move may ground, when it leads "
                           "with every dot joined to the edge (ground-waiting needs ground=any)");
        *move = DOTS_GROUND_WAITING;
        return 0;
    }
    if (strcmp(tok, "pass") == 0) {
        if (!p->extra_may || !p->s.extra_turn || p->s.offer)
            return pd_fail(
                err, "pass-extra",
                "pass gives up an extra move under extra=may, and this is no extra move");
        *move = DOTS_PASS;
        return 0;
    }
    int is_agree = strcmp(tok, "agree") == 0, is_decline = strcmp(tok, "decline") == 0;
    if ((is_agree || is_decline) && !p->polish)
        return pd_fail(err, is_agree ? "agree-russian" : "decline-russian",
                       "%s is a move of polish rules only (russian rules end with ground)", tok);
    if (p->s.offer) {
        /* An offer is answered at once; the old meaning of `agree` (an offer that used up the
         * turn and lapsed on any other move) cannot be replayed, so say so. */
        if (is_agree || is_decline) {
            *move = is_agree ? DOTS_AGREE : DOTS_DECLINE;
            return 0;
        }
        pd_fail(err, "offer-unanswered",
                "player %d offered to end the game; the answer is agree or decline "
                "(records written before offers were answered, where an offer lapsed on the next "
                "move, cannot be replayed)",
                p->s.offer);
        pd_param(err, "seat", "%d", p->s.offer);
        return -1;
    }
    if (is_decline)
        return pd_fail(err, "decline-no-offer",
                       "decline answers an offer to end, and none is made");
    if (is_agree) {
        if (p->s.declined)
            return pd_fail(err, "offer-declined",
                           "the offer to end was just declined: the player who made it moves "
                           "first, and from then on either side may offer again");
        *move = DOTS_AGREE;
        return 0;
    }
    int c, close;
    const char *ring;
    int r = read_point(p, tok, &c, &close, &ring);
    if (r == 1) {
        pd_fail(err, "point-syntax",
                "\"%s\" is not a point: write x-y (1-based, y from the bottom), e.g. 20-16%s", tok,
                p->polish ? ", x-y! to close, agree or resign" : ", ground or resign");
        return -1;
    }
    if (r == 2) {
        pd_fail(err, "point-range", "%s is off the field (x 1..%d, y 1..%d)", tok, p->w, p->h);
        pd_param(err, "point", "%s", tok);
        pd_param(err, "x", "1..%d", p->w);
        pd_param(err, "y", "1..%d", p->h);
        return -1;
    }
    if (close && !p->polish) {
        pd_fail(err, "close-russian", "%s: x-y! is a move of polish rules only", tok);
        pd_param(err, "point", "%s", tok);
        return -1;
    }
    if (p->dot[c]) {
        pd_fail(err, "point-occupied", "%s already holds a dot", tok);
        pd_param(err, "point", "%s", tok);
        return -1;
    }
    if (p->owner[c]) {
        pd_fail(err, "point-territory", "%s lies in captured territory, where nobody may play",
                tok);
        pd_param(err, "point", "%s", tok);
        return -1;
    }
    if (!dots_first_ok(p, c)) {
        pd_fail(err, "first-range",
                "%s: a player's first dot must lie within %d points of the centre %d-%d (first=%d)",
                tok, p->first_r, (p->w + 1) / 2, (p->h + 1) / 2, p->first_r);
        pd_param(err, "point", "%s", tok);
        pd_param(err, "first", "%d", p->first_r);
        return -1;
    }
    /* (a chosen ring takes something exactly when the plain move does: the same test) */
    if (dots_suicide(p, c)) {
        pd_fail(err, "point-suicide",
                "%s lies inside the other colour's house, where the dot would be captured at "
                "once, and suicide=0 forbids it",
                tok);
        pd_param(err, "point", "%s", tok);
        return -1;
    }
    if (ring && !close && !p->ring_any) {
        pd_fail(err, "ring-short",
                "a chosen ring (x-y:steps) is a move of ring=any only; ring=short always closes "
                "the shortest ring");
        pd_param(err, "point", "%.*s", (int)(ring - tok - 1), tok);
        return -1;
    }
    int rid = 0;
    if (ring && close) {
        int plain;
        if (strlen(ring) > DOTS_RING_MAX || dots_close_check(p, c, ring, &plain, err)) {
            if (strlen(ring) > DOTS_RING_MAX)
                pd_fail(err, "ring-syntax", "the rings of x-y! take at most %d characters",
                        DOTS_RING_MAX);
            pd_param(err, "point", "%.*s", (int)(ring - tok), tok);
            return -1;
        }
        if (!plain) rid = dots_ring_intern((dots_pos *)p, ring);
    } else if (ring) {
        uint8_t *inside = calloc((size_t)p->n, 1);
        if (!inside) abort();
        int plain, bad = dots_ring_judge(p, c, ring, inside, &plain, err);
        free(inside);
        if (bad) {
            pd_param(err, "point", "%.*s", (int)(ring - tok - 1), tok);
            return -1;
        }
        /* A ring that takes just what a shortest ring takes is that plain move. */
        if (!plain) rid = dots_ring_intern((dots_pos *)p, ring);
    }
    *move = c | (close ? DOTS_CLOSE : 0) | rid << DOTS_RING_SHIFT;
    return 0;
}

void dots_format_move(const void *pos, int move, pd_buf *out)
{
    const dots_pos *p = pos;
    if (move == DOTS_GROUND) pd_buf_put(out, "ground");
    else if (move == DOTS_GROUND_WAITING) pd_buf_put(out, "ground-waiting");
    else if (move == DOTS_AGREE) pd_buf_put(out, "agree");
    else if (move == DOTS_DECLINE) pd_buf_put(out, "decline");
    else if (move == DOTS_PASS) pd_buf_put(out, "pass");
    else {
        int c = move & DOTS_POINT_MASK, rid = move >> DOTS_RING_SHIFT;
        pd_buf_printf(out, "%d-%d%s", c % p->w + 1, c / p->w + 1, move & DOTS_CLOSE ? "!" : "");
        if (rid > 0 && rid <= p->nring)
            pd_buf_printf(out, move & DOTS_CLOSE ? "%s" : ":%s", p->ringtab[rid - 1]);
    }
}
