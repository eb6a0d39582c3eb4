/* board.c — the Dots rules engine (docs/spec.md §1.3): a move and its undo, enclosures and captures
 * with an undo log, grounding, polish scoring, copies of a position. Below everything else in
 * the family (the bot and the family's table in rules.c use it; it calls neither; it judges
 * chosen rings through rings.c); where the spec leaves room, the choices made are listed in
 * docs/dots-rules.md ("Choices where the spec leaves room").
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

/* Change one cell's owner and area, keeping the counters and the undo log in step. */
static void set_cell(dots_pos *p, int c, int owner, int area)
{
    if (p->nlog == p->log_cap) p->log = dots_grow(p->log, &p->log_cap, sizeof *p->log);
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

/* The region becomes colour t's territory (one capture event). Returns the enemy dots it
 * captured: live ones only, so dots t had already captured are not counted again. */
static int capture(dots_pos *p, const int32_t *cells, int n, int t)
{
    int id = p->s.nevents++;
    if (id == p->ev_cap) p->ev = dots_grow(p->ev, &p->ev_cap, sizeof *p->ev);
    p->ev[id] = (dots_event){t, dots_lowest(cells, n)};
    int got = dots_count_live(p, cells, n, 3 - t);
    for (int i = 0; i < n; i++) set_cell(p, cells[i], t, id + 1);
    return got;
}

/* Live dots of colour t among the 8 neighbours of c (tactics.c has the same for the bots; the
 * rules keep their own so that they depend on nothing above them). */
static int touching_live(const dots_pos *p, int c, int t)
{
    int x = c % p->w, y = c / p->w, k = 0;
    for (int ny = y > 0 ? y - 1 : y; ny <= y + 1 && ny < p->h; ny++)
        for (int nx = x > 0 ? x - 1 : x; nx <= x + 1 && nx < p->w; nx++) {
            int n = ny * p->w + nx;
            k += n != c && dots_live(p, n, t);
        }
    return k;
}

/* Russian rules after colour t placed a dot on c: the regions it closes are taken smallest
 * first; with a chosen ring (steps, ring=any), the ring's interior first, as one capture, then
 * the regions outside it. Returns the enemy dots captured. */
static int enclose(dots_pos *p, int c, int t, const char *steps)
{
    /* A ring through the new dot passes two of its eight neighbours, both live dots of t: with
     * fewer, the dot closes nothing (the fill below is most of a playout's time otherwise). */
    if (!steps && touching_live(p, c, t) < 2) return 0;
    dots_region r[4];
    int nr = dots_closed_regions(p, c, t, r), mine = 0;
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
        if (dots_takes_region(p, &r[i], t)) mine += capture(p, cells, r[i].len, t);
    }
    free(inside);
    return mine;
}

/* Whether each of c's four lines meets a live dot of colour t before the field's edge: a point
 * that some ring of t encloses always does (a line crossing a ring of orthogonal and diagonal
 * steps meets one of its dots), so most points are cleared here without a fill. */
static int walled_by(const dots_pos *p, int c, int t)
{
    for (int d = 0; d < 4; d++) {
        int q = c;
        while (!dots_live(p, q, t)) {
            if (p->border[q]) return 0;
            q += dots_step(p, d);
        }
    }
    return 1;
}

/* The dot of colour 3-t on c fell into an area colour t encloses: that area becomes t's
 * territory. Returns the dots captured (0 when c is not enclosed by t). */
static int house_entry(dots_pos *p, int c, int t)
{
    if (!walled_by(p, c, t)) return 0;
    uint32_t g = dots_new_gen(p, 1);
    int len;
    if (dots_fill(p, c, t, g, g, p->reg, &len)) return 0;
    return capture(p, p->reg, len, t);
}

/* Polish x-y!: every area enclosed by t that holds live enemy dots, smallest first. */
static int close_all(dots_pos *p, int t)
{
    int *off = malloc(sizeof(int) * (size_t)(p->n + 1));
    dots_region *r = malloc(sizeof *r * (size_t)p->n);
    if (!off || !r) abort();
    int k = dots_enclosed_all(p, t, off), nr = 0;
    for (int i = 0; i < k; i++) {
        int len = off[i + 1] - off[i];
        if (dots_count_live(p, p->reg + off[i], len, 3 - t))
            r[nr++] = (dots_region){off[i], len, p->reg[off[i]]};
    }
    qsort(r, (size_t)nr, sizeof r[0], dots_cmp_region);
    /* capture() does not touch p->reg, so the regions stay valid while we go. */
    int got = 0;
    for (int i = 0; i < nr; i++) got += capture(p, p->reg + r[i].off, r[i].len, t);
    free(off);
    free(r);
    return got;
}

/* Polish x-y! with its rings named (spec, rings.c): each ring's interior in turn, one capture
 * each. Returns the dots captured, or -1 (err set) when a ring is refused; *nrings counts the
 * rings taken. */
static int close_named(dots_pos *p, int c, int t, const char *spec, int *nrings, pd_error *err)
{
    uint8_t *inside = calloc((size_t)p->n, 1);
    int32_t *cells = malloc(sizeof(int32_t) * (size_t)p->n);
    if (!inside || !cells) abort();
    int got = 0, rc = 0;
    *nrings = 0;
    while ((rc = dots_close_ring(p, c, spec, *nrings, inside, err)) == 0) {
        int k = 0;
        for (int i = 0; i < p->n; i++)
            if (inside[i]) {
                cells[k++] = i;
                inside[i] = 0;
            }
        got += capture(p, cells, k, t);
        ++*nrings;
    }
    free(inside);
    free(cells);
    return rc < 0 ? -1 : got;
}

int dots_close_check(const dots_pos *p, int c, const char *spec, int *plain, pd_error *err)
{
    dots_pos *q = dots_work_copy(p), *all = dots_work_copy(p);
    int t = dots_team(q->s.to_move), n;
    q->dot[c] = all->dot[c] = (uint8_t)t;
    dots_sync_free(q, c);
    dots_sync_free(all, c);
    int rc = close_named(q, c, t, spec, &n, err) < 0 ? -1 : 0;
    if (rc == 0 && n == 0)
        rc = pd_fail(err, "ring-syntax", "x-y! followed by rings names at least one ring");
    /* Rings that take just what x-y! takes without them are that plain move. */
    close_all(all, t);
    *plain = rc == 0 && memcmp(q->owner, all->owner, (size_t)p->n) == 0;
    dots_work_free(q);
    dots_work_free(all);
    return rc;
}

/* The dots colour t has captured, the count without territory and komi. */
static double captured_score(const dots_pos *p, int t)
{
    return p->freeing ? p->s.capt[t] : p->s.firstc[t];
}

/* komi=K adds K to the second colour's count, everywhere the count is judged. */
static double komi_of(const dots_pos *p, int t)
{
    return t == 2 ? 0.5 * p->komi : 0.0;
}

static double live_score(const dots_pos *p, int t)
{
    return captured_score(p, t) + komi_of(p, t);
}

/* Mark (with a new generation, returned) every point joined to the edge through colour t's
 * live dots and territory. */
static uint32_t mark_grounded(dots_pos *p, int t)
{
    uint32_t g = dots_new_gen(p, 1);
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
        const int exists[4] = {y<p->h - 1, x<p->w - 1, y> 0, x> 0};
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

/* Grounding by colour t: everything of t's not joined to the edge through its live dots and
 * its territory goes to the other colour, as if surrounded: t's live dots there count as
 * captured, and t's territory there changes hands, so the enemy dots t had captured in it are
 * freed (under freeing=1; playdots.ru scores grounding so). Returns the dots captured. */
static int ground(dots_pos *p, int t)
{
    uint32_t g = mark_grounded(p, t);
    int lost = 0;
    for (int c = 0; c < p->n; c++) {
        if (p->mark[c] == g) continue;
        if (dots_live(p, c, t)) {
            set_cell(p, c, 3 - t, p->area[c]);
            lost++;
        } else if (p->owner[c] == t) {
            set_cell(p, c, 3 - t, p->area[c]);
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

int dots_waiting_ground_allowed(const dots_pos *p)
{
    return !p->polish && !p->ground_leader && p->s.to_move && !p->s.offer;
}

int dots_waiting_seat(const dots_pos *p)
{
    int t = 3 - dots_team(p->s.to_move);
    for (int k = p->nhist - 1; k >= 0; k--)
        if (p->hist[k].before.to_move && dots_team(p->hist[k].before.to_move) == t)
            return p->hist[k].before.to_move;
    return t; /* nobody of that colour has moved yet: its first seat */
}

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

/* zagram.org's count of the free points (rules=zagram, docs/dots-rules.md): the field is filled
 * out, the side `next` first, one dot a turn and no passing. Each side plays the points that
 * belong to nobody first (one taken there is one the other cannot take), then the empty points
 * of its own areas; the side that runs out first must put its dots into the other's areas, where
 * each is captured. own[t]: the empty points of t's areas; neutral: the free points of neither.
 * Returns the dots each colour captures so, in got[1], got[2]. */
static void fill_out(int next, const int own[3], int neutral, int got[3])
{
    int first = neutral % 2 ? 3 - next : next; /* who moves once the neutral points are gone */
    int rest = own[1] + own[2];
    int moves[3];
    moves[first] = (rest + 1) / 2;
    moves[3 - first] = rest / 2;
    for (int t = 1; t <= 2; t++) {
        int forced = moves[t] - own[t];
        got[3 - t] = forced > 0 ? forced : 0;
    }
}

void dots_polish_count(const dots_pos *p, double out[3])
{
    dots_pos *q = dots_polish_committed(p);
    int *off = malloc(sizeof(int) * (size_t)(p->n + 1));
    uint8_t *inside = calloc((size_t)p->n, 1);
    if (!off || !inside) abort();
    int empty[3] = {0, 0, 0};
    for (int t = 1; t <= 2; t++) {
        /* Empty points of t's territory, and (below) of the areas t's live dots close. Under
         * rules=zagram only what the count commits counts, not the points that were territory
         * before it (zagram.org's count, docs/dots-rules.md). */
        for (int c = 0; c < q->n; c++)
            empty[t] += q->dot[c] == 0 && q->owner[c] == t && !(p->count_dots && p->owner[c]);
        int k = dots_enclosed_all(q, t, off);
        for (int i = 0; i < k; i++)
            for (int j = off[i]; j < off[i + 1]; j++) {
                int c = q->reg[j];
                if (q->dot[c] == 0 && q->owner[c] == 0) {
                    empty[t]++;
                    inside[c] = 1;
                }
            }
    }
    if (p->count_dots) {
        /* zagram: the free points are played out from here (fill_out), the side to move first;
         * after an agreement, the side that offered it, whose turn the offer did not use */
        int neutral = 0, got[3];
        for (int c = 0; c < q->n; c++) neutral += q->dot[c] == 0 && q->owner[c] == 0 && !inside[c];
        int next = p->s.offer ? p->s.offer : p->s.to_move ? p->s.to_move : 1;
        fill_out(dots_team(next), empty, neutral, got);
        for (int t = 1; t <= 2; t++) out[t] = captured_score(q, t) + got[t] + komi_of(p, t);
    } else {
        /* Polish rules: half a point per empty point of a colour's areas */
        for (int t = 1; t <= 2; t++) out[t] = captured_score(q, t) + 0.5 * empty[t] + komi_of(p, t);
    }
    free(inside);
    free(off);
    dots_work_free(q);
}

static void polish_final(dots_pos *p)
{
    dots_polish_count(p, p->s.final);
}

void dots_end_if_no_point(dots_pos *p)
{
    if (!p->s.to_move || !p->no_suicide || p->polish) return;
    for (int i = 0; i < DOTS_FREE_WORDS; i++)
        for (uint64_t x = p->freebits[i]; x; x &= x - 1)
            if (!dots_suicide(p, i * 64 + __builtin_ctzll(x))) return;
    p->s.end = DOTS_END_COMPLETE;
    p->s.to_move = 0;
    p->s.extra_turn = 0;
}

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
    dots_end_if_no_point(p);
}

int dots_suicide_trial(const dots_pos *p, int c)
{
    int t = dots_team(p->s.to_move);
    /* A point inside a house of colour 3-t meets a live dot of 3-t on each of its four lines
     * before the edge: most points are let through here. */
    if (!walled_by(p, c, 3 - t)) return 0;
    /* The rules decide: the move on a copy (suicide=1 there, so its own end test stays out),
     * and whether its dot ends in the other colour's territory. */
    dots_pos *q = dots_work_copy(p);
    q->no_suicide = 0;
    dots_apply(q, c);
    int lost = q->owner[c] == 3 - t;
    dots_work_free(q);
    return lost;
}

/* ---- moves ---- */

int dots_apply(dots_pos *p, int move)
{
    if (p->nhist == p->hist_cap) p->hist = dots_grow(p->hist, &p->hist_cap, sizeof *p->hist);
    p->hist[p->nhist++] = (dots_hist){move, p->nlog, p->s};
    int seat = p->s.to_move, t = dots_team(seat), got = 0, mine = 0;
    /* The polish ending: an offer costs no turn; the other side answers at once. */
    if (move == DOTS_AGREE) {
        if (p->s.offer) {
            /* counted while the offer stands: zagram's count fills the field from its offerer */
            polish_final(p);
            p->s.end = DOTS_END_AGREE;
            p->s.to_move = 0;
            p->s.offer = 0;
        } else {
            p->s.offer = seat;
            p->s.to_move = dots_answerer(seat, p->players);
        }
        return 0;
    }
    /* Any move but an answer opens offers again (a decline sets it below). */
    p->s.declined = 0;
    if (move == DOTS_PASS) { /* extra=may: the extra move given up */
        p->s.extra_turn = 0;
        p->s.to_move = seat % p->players + 1;
        return 0;
    }
    if (move == DOTS_DECLINE) {
        p->s.refused[dots_team(p->s.offer)] = p->s.nfree;
        p->s.to_move = p->s.offer;
        p->s.offer = 0;
        p->s.declined = 1;
        return 0;
    }
    if (move == DOTS_GROUND || move == DOTS_GROUND_WAITING) {
        got = ground(p, move == DOTS_GROUND ? t : 3 - t);
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
        int rid = move >> DOTS_RING_SHIFT, n;
        got = mine = rid ? close_named(p, c, t, p->ringtab[rid - 1], &n, NULL) : close_all(p, t);
        if (got < 0) got = mine = 0; /* parse judged the rings: cannot happen */
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
