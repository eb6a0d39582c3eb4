/* tactics.c — board helpers, exact capture gains, the forcing-move reader (captures, threats
 * that must be answered, ladders chased along a wall) and the level-2 player. Every trial is
 * one dots_apply + dots_undo on the real rules, so the tactics are exact about captures. */
#include <stdlib.h>
#include <string.h>

#include "tactics.h"

int dots_touching(const dots_pos *p, int c, int t)
{
    int x = c % p->w, y = c / p->w, k = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int nx = x + dx, ny = y + dy;
            if ((dx || dy) && nx >= 0 && nx < p->w && ny >= 0 && ny < p->h)
                k += dots_live(p, ny * p->w + nx, t);
        }
    return k;
}

void dots_touching_both(const dots_pos *p, int c, int t, int *own, int *oth)
{
    int x = c % p->w, y = c / p->w, a = 0, b = 0;
    int x0 = x > 0 ? x - 1 : x, x1 = x < p->w - 1 ? x + 1 : x;
    int y0 = y > 0 ? y - 1 : y, y1 = y < p->h - 1 ? y + 1 : y;
    for (int ny = y0; ny <= y1; ny++)
        for (int nx = x0; nx <= x1; nx++) {
            int n = ny * p->w + nx, d = p->dot[n];
            if (n == c || !d) continue;
            if (d == t) a += p->owner[n] != 3 - t;
            else b += p->owner[n] != t;
        }
    *own = a;
    *oth = b;
}

int dots_near(const dots_pos *p, int c, int r)
{
    int x = c % p->w, y = c / p->w;
    for (int dy = -r; dy <= r; dy++)
        for (int dx = -r; dx <= r; dx++) {
            int nx = x + dx, ny = y + dy;
            if ((dx || dy) && nx >= 0 && nx < p->w && ny >= 0 && ny < p->h &&
                p->dot[ny * p->w + nx])
                return 1;
        }
    return 0;
}

int dots_point_move(const dots_pos *p, int c)
{
    if (p->polish && dots_touching(p, c, dots_team(p->s.to_move)) >= 2) return c | DOTS_CLOSE;
    return c;
}

static double diff(const dots_pos *p, int t)
{
    return dots_score(p, t) - dots_score(p, 3 - t);
}

double dots_gain(dots_pos *p, int seat, int c, pd_budget *b)
{
    int t = dots_team(seat), saved = p->s.to_move;
    double before = diff(p, t);
    p->s.to_move = seat;
    pd_budget_tick(b);
    dots_apply(p, p->polish ? c | DOTS_CLOSE : c);
    double after = diff(p, t);
    dots_undo(p);
    p->s.to_move = saved;
    return after - before;
}

int dots_enemy_seat(const dots_pos *p, int seat)
{
    int s = seat % p->players + 1;
    while (dots_team(s) == dots_team(seat)) s = s % p->players + 1;
    return s;
}

int dots_candidates(const dots_pos *p, int r, int *out)
{
    int k = 0, any = 0;
    for (int c = 0; c < p->n; c++) {
        if (p->dot[c]) any = 1;
        if (dots_free_point(p, c) && dots_near(p, c, r) && !dots_suicide(p, c)) out[k++] = c;
    }
    if (!any || k == 0) {
        /* Nothing on the field yet (or nothing free near it): the free point nearest the
         * centre, then every free point. */
        int cx = p->w / 2, cy = p->h / 2, best = -1, bd = 1 << 30;
        for (int c = 0; c < p->n; c++) {
            int dx = c % p->w - cx, dy = c / p->w - cy, d = dx * dx + dy * dy;
            if (dots_free_point(p, c) && !dots_suicide(p, c) && d < bd) bd = d, best = c;
        }
        if (best >= 0 && !any) {
            out[0] = best;
            return 1;
        }
        for (int c = 0; c < p->n; c++)
            if (dots_free_point(p, c) && !dots_suicide(p, c)) out[k++] = c;
    }
    return k;
}

/* ---- the forcing reader ---- */

#define READ_RADIUS 3   /* the window around the last moves where the reader looks */
#define THREAT_RADIUS 2 /* a threat's capture point lies this close to the threatening dot */
#define READ_MAX_POINTS ((2 * READ_RADIUS + 1) * (2 * READ_RADIUS + 1) * 2)

#define LADDER_MAX 24 /* forced plies a ladder may add beyond the depth */

typedef struct reader {
    dots_pos *p;
    pd_budget *b;
    int att;        /* the attacking colour */
    int ladder;     /* forced plies read beyond the depth so far on this line */
    int ladder_max; /* ... at most this many (0: no ladders, the forced reply costs depth) */
} reader;

/* 1 when points a and b touch (8-neighbours). */
static int touch(const dots_pos *p, int a, int b)
{
    int dx = a % p->w - b % p->w, dy = a / p->w - b / p->w;
    return a != b && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1;
}

/* The last two points played (either colour), newest first; returns how many. */
static int last_points(const dots_pos *p, int *out)
{
    int k = 0;
    for (int i = p->nhist - 1; i >= 0 && k < 2; i--)
        if (p->hist[i].move >= 0) out[k++] = p->hist[i].move & (DOTS_CLOSE - 1);
    return k;
}

/* Free points within radius r of the given centres, each once, in a fixed order. */
static int window(const dots_pos *p, const int *centre, int nc, int r, int *out)
{
    int k = 0;
    for (int i = 0; i < nc; i++) {
        int x0 = centre[i] % p->w, y0 = centre[i] / p->w;
        for (int y = y0 - r; y <= y0 + r; y++)
            for (int x = x0 - r; x <= x0 + r; x++) {
                if (x < 0 || y < 0 || x >= p->w || y >= p->h) continue;
                int c = y * p->w + x, dup = 0;
                if (!dots_free_point(p, c)) continue;
                for (int j = 0; j < k && !dup; j++) dup = out[j] == c;
                if (!dup) out[k++] = c;
            }
    }
    return k;
}

/* Capture points of colour t (as seat `seat`) among pts: writes them with their gains. */
static int captures(reader *R, int seat, const int *pts, int n, int *out, double *gain)
{
    int k = 0, t = dots_team(seat);
    for (int i = 0; i < n; i++) {
        if (dots_touching(R->p, pts[i], t) < 2) continue;
        double g = dots_gain(R->p, seat, pts[i], R->b);
        if (g > 0) {
            out[k] = pts[i];
            gain[k++] = g;
        }
    }
    return k;
}

static double read_node(reader *R, int depth, int *first);

/* 1 when `seat`'s dot on c would capture the dot on point d (a ladder chases one chain). */
static int takes(reader *R, int seat, int c, int d)
{
    dots_pos *p = R->p;
    int saved = p->s.to_move, t = p->dot[d];
    p->s.to_move = seat;
    pd_budget_tick(R->b);
    dots_apply(p, p->polish ? c | DOTS_CLOSE : c);
    int taken = t && !dots_live(p, d, t);
    dots_undo(p);
    p->s.to_move = saved;
    return taken;
}

/* Play move c for the side to move, read on, take it back. */
static double read_after(reader *R, int c, int depth)
{
    pd_budget_tick(R->b);
    dots_apply(R->p, R->p->polish ? c | DOTS_CLOSE : c);
    double v = read_node(R, depth, NULL);
    dots_undo(R->p);
    return v;
}

static double read_node(reader *R, int depth, int *first)
{
    dots_pos *p = R->p;
    double eval = diff(p, R->att);
    if (first) *first = -1;
    if (!p->s.to_move || R->b->stopped) return eval;
    int seat = p->s.to_move, centre[2], pts[READ_MAX_POINTS], cap[READ_MAX_POINTS];
    double g[READ_MAX_POINTS];
    int nc = last_points(p, centre);
    int n = window(p, centre, nc, READ_RADIUS, pts);
    if (dots_team(seat) == R->att) {
        double best = eval;
        int nk = captures(R, seat, pts, n, cap, g);
        for (int i = 0; i < nk && !R->b->stopped; i++) {
            double v = depth > 0 ? read_after(R, cap[i], depth - 1) : eval + g[i];
            if (v > best) {
                best = v;
                if (first) *first = cap[i];
            }
        }
        /* Threats need two plies of depth, or one inside a ladder (chasing dots only). */
        int chasing = depth < 2;
        if (depth < 1 || (chasing && (!R->ladder || !nc))) return best;
        /* Threats: a dot after which this colour can capture next to it. */
        for (int i = 0; i < n && !R->b->stopped; i++) {
            int c = pts[i];
            if (chasing && !touch(p, c, centre[0])) continue;
            if (dots_touching(p, c, R->att) < 1 || dots_touching(p, c, 3 - R->att) < 1) continue;
            int skip = 0;
            for (int j = 0; j < nk && !skip; j++) skip = cap[j] == c;
            if (skip) continue;
            pd_budget_tick(R->b);
            dots_apply(p, p->polish ? c | DOTS_CLOSE : c);
            double v = eval;
            if (p->s.to_move && dots_team(p->s.to_move) != R->att) {
                int near[READ_MAX_POINTS], tc[READ_MAX_POINTS];
                double tg[READ_MAX_POINTS];
                int nn = window(p, &c, 1, THREAT_RADIUS, near);
                int nt = captures(R, seat, near, nn, tc, tg);
                /* A ladder step: after a forced block, a dot that chases the block with
                 * one capture point again costs no depth, so a chase is read to its end. */
                int chase = nt == 1 && R->ladder && nc && touch(p, c, centre[0]) &&
                            R->ladder < R->ladder_max && takes(R, seat, tc[0], centre[0]);
                if (chase) {
                    R->ladder++;
                    v = read_node(R, depth, NULL);
                    R->ladder--;
                } else if (nt > 0) {
                    v = read_node(R, depth - 1, NULL);
                }
            }
            dots_undo(p);
            if (v > best) {
                best = v;
                if (first) *first = c;
            }
        }
        return best;
    }
    /* The defender: it must answer the attacker's capture points, by taking one of them or
     * by a capture of its own; with none, the position stands. */
    int aseat = dots_enemy_seat(p, seat);
    int nk = captures(R, aseat, pts, n, cap, g);
    if (nk == 0) return eval;
    double top = 0;
    for (int i = 0; i < nk; i++)
        if (g[i] > top) top = g[i];
    if (depth == 0) return eval + top;
    int own[READ_MAX_POINTS];
    double og[READ_MAX_POINTS];
    int no = captures(R, seat, pts, n, own, og);
    double worst = eval + top; /* the answer that does nothing lets the best capture happen */
    /* One answer only (a ladder's block): forced, so it costs no depth. */
    int forced = nk + no == 1 && R->ladder < R->ladder_max;
    if (forced) R->ladder++;
    for (int i = 0; i < nk + no && !R->b->stopped; i++) {
        int c = i < nk ? cap[i] : own[i - nk];
        double v = read_after(R, c, forced ? depth : depth - 1);
        if (v < worst) worst = v;
    }
    if (forced) R->ladder--;
    return worst;
}

double dots_read(dots_pos *p, int depth, int ladders, int *first, pd_budget *b)
{
    reader R = {p, b, dots_team(p->s.to_move), 0, ladders ? LADDER_MAX : 0};
    double base = diff(p, R.att);
    double v = read_node(&R, depth, first);
    if (v <= base) *first = -1;
    return v - base;
}

/* ---- level 2 ---- */

#define L2_CONTACT 0.3  /* bonus: a dot that touches both colours */
#define L2_NEAR_OWN 0.1 /* bonus per own dot touching */
#define L2_EDGE (-0.4)  /* the first line is seldom worth a dot early */

int dots_level2(dots_pos *p, pd_budget *b, pd_rng *r)
{
    int *cand = malloc(sizeof(int) * (size_t)p->n);
    int *threat = malloc(sizeof(int) * (size_t)p->n);
    if (!cand || !threat) abort();
    int seat = p->s.to_move, t = dots_team(seat), eseat = dots_enemy_seat(p, seat);
    int n = dots_candidates(p, 2, cand), nt = 0;
    /* The other colour's capture points now. */
    for (int i = 0; i < n && !b->stopped; i++)
        if (dots_touching(p, cand[i], 3 - t) >= 2 && dots_gain(p, eseat, cand[i], b) > 0)
            threat[nt++] = cand[i];
    int pick = -1, ties = 0;
    double best = -1e9;
    for (int i = 0; i < n; i++) {
        int c = cand[i];
        double v = 0;
        if (!b->stopped) {
            pd_budget_tick(b);
            double before = diff(p, t);
            dots_apply(p, p->polish ? c | DOTS_CLOSE : c);
            v = diff(p, t) - before;
            if (p->s.to_move && dots_team(p->s.to_move) != t) {
                /* The reply's best capture: the old threats still open and new points near c. */
                int s2 = p->s.to_move, near[32];
                double worst = 0;
                for (int j = 0; j < nt && !b->stopped; j++)
                    if (dots_free_point(p, threat[j])) {
                        double g = dots_gain(p, s2, threat[j], b);
                        if (g > worst) worst = g;
                    }
                int nn = window(p, &c, 1, 2, near);
                for (int j = 0; j < nn && !b->stopped; j++)
                    if (dots_touching(p, near[j], 3 - t) >= 2) {
                        double g = dots_gain(p, s2, near[j], b);
                        if (g > worst) worst = g;
                    }
                v -= worst;
            }
            dots_undo(p);
        }
        int x = c % p->w, y = c / p->w;
        int own = dots_touching(p, c, t), other = dots_touching(p, c, 3 - t);
        v += L2_NEAR_OWN * (own > 3 ? 3 : own) + (own && other ? L2_CONTACT : 0);
        if (x == 0 || y == 0 || x == p->w - 1 || y == p->h - 1) v += L2_EDGE;
        if (v > best + 1e-9) best = v, pick = c, ties = 1;
        else if (v > best - 1e-9 && pd_rng_below(r, (uint32_t)++ties) == 0) pick = c;
    }
    free(cand);
    free(threat);
    return pick;
}

/* Mark with `level` every dot of colour t live in `was` that is no longer live. */
static void mark_taken(const dots_pos *p, int t, const uint8_t *was, uint8_t *threat, uint8_t level)
{
    for (int c = 0; c < p->n; c++)
        if (was[c] && !dots_live(p, c, t) && (!threat[c] || threat[c] > level)) threat[c] = level;
}

/* Put a dot of seat's colour on c as if it were seat's turn (polish: closing at once). */
static void put_as(dots_pos *p, int seat, int c)
{
    p->s.to_move = seat;
    dots_apply(p, p->polish ? c | DOTS_CLOSE : c);
}

int dots_threats(const void *pos, int64_t nodes, uint8_t *threat)
{
    dots_pos *p = dots_clone(pos);
    uint8_t *was = calloc((size_t)p->n, 1);
    if (!was) abort();
    memset(threat, 0, (size_t)p->n);
    int64_t used = 0;
    int saved = p->s.to_move;
    for (int t = 1; t <= 2; t++) {
        int seat = 3 - t; /* seats 1 and 2 play colours 1 and 2 */
        for (int c = 0; c < p->n; c++) was[c] = (uint8_t)dots_live(p, c, t);
        for (int a = 0; a < p->n && (!nodes || used < nodes); a++) {
            if (!dots_free_point(p, a) || !dots_touching(p, a, seat) || !dots_touching(p, a, t))
                continue;
            used++;
            put_as(p, seat, a);
            mark_taken(p, t, was, threat, 1);
            /* A second dot within two points of the first. */
            int ax = a % p->w, ay = a / p->w;
            for (int dy = -2; dy <= 2 && (!nodes || used < nodes); dy++) {
                for (int dx = -2; dx <= 2; dx++) {
                    int x = ax + dx, y = ay + dy, b = y * p->w + x;
                    if (x < 0 || y < 0 || x >= p->w || y >= p->h || !dots_free_point(p, b))
                        continue;
                    if (dots_touching(p, b, seat) < 2) continue;
                    used++;
                    put_as(p, seat, b);
                    mark_taken(p, t, was, threat, 2);
                    dots_undo(p);
                }
            }
            dots_undo(p);
        }
    }
    p->s.to_move = saved;
    int k = 0;
    for (int c = 0; c < p->n; c++) k += threat[c] != 0;
    free(was);
    dots_destroy(p);
    return k;
}

/* ---- safety and double threats ---- */

#define ANSWER_RADIUS 2 /* answers to a double threat: this close to a closing point */

double dots_safety(dots_pos *p, int c, int depth, int ladders, pd_budget *b)
{
    int t = dots_team(p->s.to_move);
    double before = diff(p, t);
    pd_budget_tick(b);
    dots_apply(p, p->polish ? c | DOTS_CLOSE : c);
    double v = diff(p, t) - before;
    if (p->s.to_move && dots_team(p->s.to_move) != t) {
        int f;
        v -= dots_read(p, depth, ladders, &f, b);
    }
    dots_undo(p);
    return v;
}

/* The dots of the side to move that the other colour's move m (a point, "!" under polish
 * rules) would take: the cells the move changes (the undo log) that then hold a dot of the side
 * to move in the other's territory, at most DOTS_MAX_ANSWERS. */
static int taken_by(dots_pos *p, int m, int *took, pd_budget *b)
{
    int seat = p->s.to_move, t = dots_team(seat), n = 0;
    p->s.to_move = dots_enemy_seat(p, seat);
    pd_budget_tick(b);
    dots_apply(p, m);
    for (int k = p->hist[p->nhist - 1].log_start; k < p->nlog && n < DOTS_MAX_ANSWERS; k++) {
        int c = p->log[k].cell;
        if (p->dot[c] == t && p->owner[c] == 3 - t && p->log[k].owner != 3 - t) took[n++] = c;
    }
    dots_undo(p);
    p->s.to_move = seat;
    return n;
}

/* Add the free points within r of c (c too) to the list, each once. */
static void add_around(const dots_pos *p, int c, int r, uint8_t *seen, int *out, int *n, int cap)
{
    int x0 = c % p->w, y0 = c / p->w;
    for (int y = y0 - r; y <= y0 + r; y++)
        for (int x = x0 - r; x <= x0 + r; x++) {
            if (x < 0 || y < 0 || x >= p->w || y >= p->h) continue;
            int q = y * p->w + x;
            if (seen[q] || !dots_free_point(p, q) || *n >= cap) continue;
            seen[q] = 1;
            out[(*n)++] = q;
        }
}

int dots_double_answers(dots_pos *p, int depth, int ladders, int *out, double *value, int cap,
                        pd_budget *b)
{
    int seat = p->s.to_move, t = dots_team(seat);
    int cps[DOTS_MAX_ANSWERS];
    /* 1. The other colour's capture points now: a double threat needs two. */
    int ncp = dots_closing_points(p, cps, DOTS_MAX_ANSWERS, b);
    if (ncp < 2 || b->stopped) return 0;
    /* 2. The answers: within ANSWER_RADIUS of each capture point and next to the dots it would
     * take (a block, a connection, an escape), and this colour's own capture points (a
     * counter-capture). */
    uint8_t *seen = calloc((size_t)p->n, 1);
    int *cand = malloc(sizeof(int) * (size_t)p->n);
    if (!seen || !cand) abort();
    int nc = 0;
    for (int i = 0; i < ncp && !b->stopped; i++) {
        add_around(p, cps[i], ANSWER_RADIUS, seen, cand, &nc, p->n);
        int took[DOTS_MAX_ANSWERS];
        int ntook = taken_by(p, p->polish ? cps[i] | DOTS_CLOSE : cps[i], took, b);
        for (int k = 0; k < ntook; k++) add_around(p, took[k], 1, seen, cand, &nc, p->n);
    }
    for (int c = 0; c < p->n && !b->stopped; c++)
        if (!seen[c] && dots_free_point(p, c) && dots_touching(p, c, t) >= 2 &&
            dots_gain(p, seat, c, b) > 0)
            seen[c] = 1, cand[nc++] = c;
    /* 3. Each answer valued by the reader's reply after it; best first. */
    int k = 0;
    for (int i = 0; i < nc && !b->stopped; i++) {
        double v = dots_safety(p, cand[i], depth, ladders, b);
        if (b->stopped) break;
        int j = k < cap ? k++ : cap;
        while (j > 0 && value[j - 1] < v - 1e-9) {
            if (j < cap) out[j] = out[j - 1], value[j] = value[j - 1];
            j--;
        }
        if (j < cap) out[j] = cand[i], value[j] = v;
    }
    free(seen);
    free(cand);
    return k;
}

/* ---- the window of a double threat ---- */

int dots_closing_points(dots_pos *p, int *out, int cap, pd_budget *b)
{
    int t = dots_team(p->s.to_move), eseat = dots_enemy_seat(p, p->s.to_move), k = 0;
    pd_budget none;
    if (!b) pd_budget_start(b = &none, 0, 0);
    for (int c = 0; c < p->n && k < cap && !b->stopped; c++)
        if (dots_free_point(p, c) && dots_touching(p, c, 3 - t) >= 2 &&
            dots_gain(p, eseat, c, b) > 0)
            out[k++] = c;
    return k;
}

static void window_around(const dots_pos *p, int c, uint8_t *in)
{
    for (int dy = -DOTS_WINDOW_RADIUS; dy <= DOTS_WINDOW_RADIUS; dy++)
        for (int dx = -DOTS_WINDOW_RADIUS; dx <= DOTS_WINDOW_RADIUS; dx++) {
            int x = c % p->w + dx, y = c / p->w + dy;
            if (x >= 0 && y >= 0 && x < p->w && y < p->h) in[y * p->w + x] = 1;
        }
}

/* Mark around every dot of the side to move's colour that the other colour's dot on c takes. */
static void window_taken(dots_pos *p, int c, uint8_t *in)
{
    int seat = p->s.to_move, t = dots_team(seat);
    p->s.to_move = dots_enemy_seat(p, seat);
    dots_apply(p, c);
    for (int q = 0; q < p->n; q++)
        if (p->dot[q] == t && p->owner[q] == 3 - t) window_around(p, q, in);
    dots_undo(p);
    p->s.to_move = seat;
}

int dots_double_window(dots_pos *p, int threat, int *win, int cap)
{
    uint8_t *in = calloc((size_t)p->n, 1);
    int *cps = malloc(sizeof(int) * (size_t)p->n);
    if (!in || !cps) abort();
    int k = 0, seat = p->s.to_move;
    if (threat >= 0) {
        window_around(p, threat, in);
        p->s.to_move = dots_enemy_seat(p, seat);
        dots_apply(p, threat);
        p->s.to_move = seat; /* as if the other colour had moved: the side to move answers */
    }
    int ncp = dots_closing_points(p, cps, p->n, NULL);
    for (int i = 0; i < ncp; i++) {
        window_around(p, cps[i], in);
        window_taken(p, cps[i], in);
    }
    if (threat >= 0) dots_undo(p);
    p->s.to_move = seat;
    pd_budget b;
    pd_budget_start(&b, 0, 0);
    for (int c = 0; c < p->n; c++)
        if (dots_free_point(p, c) && dots_touching(p, c, dots_team(seat)) >= 2 &&
            dots_gain(p, seat, c, &b) > 0)
            in[c] = 1;
    for (int c = 0; c < p->n && k < cap; c++)
        if (in[c] && dots_free_point(p, c)) win[k++] = c;
    free(in);
    free(cps);
    return k;
}

/* ---- double-threat points: prevention ---- */

#define DOUBLE_RADIUS 4 /* a double threat's closing points lie this close to its point */
#define DOUBLE_FOLLOW 8 /* at most this many closing points read along the group beyond that */
#define FOLLOW_REACH 2  /* ... within this of the dots it takes (a ring's gap can lie two away) */

/* What `defender` loses when the other colour puts a dot on free point d now: 0 unless that dot
 * opens two closing points or more near it (more than there were before it), else the second
 * largest of their captures (the defender blocks the largest; the other falls). */
/* After the other colour's dot on d: the closing points near the dots (colour t) that its
 * closing point `first` would take, outside d's square (those inside were read), at most
 * DOUBLE_FOLLOW, into ext; their captures update the two largest (g1, g2). Returns how many. */
static int follow_group(dots_pos *p, int d, int first, int t, int eseat, int *ext, double *g1,
                        double *g2, pd_budget *b)
{
    int x0 = d % p->w, y0 = d / p->w, n = 0;
    int took[DOTS_MAX_ANSWERS], ntook = taken_by(p, first, took, b);
    for (int i = 0; i < ntook && n < DOUBLE_FOLLOW && !b->stopped; i++)
        for (int dy = -FOLLOW_REACH; dy <= FOLLOW_REACH; dy++)
            for (int dx = -FOLLOW_REACH; dx <= FOLLOW_REACH && n < DOUBLE_FOLLOW; dx++) {
                int x = took[i] % p->w + dx, y = took[i] / p->w + dy;
                if (x < 0 || y < 0 || x >= p->w || y >= p->h) continue;
                if (abs(x - x0) <= DOUBLE_RADIUS && abs(y - y0) <= DOUBLE_RADIUS) continue;
                int c = y * p->w + x, dup = 0;
                for (int j = 0; j < n; j++) dup |= ext[j] == c;
                if (dup || !dots_free_point(p, c) || dots_touching(p, c, 3 - t) < 2) continue;
                double g = dots_gain(p, eseat, c, b);
                if (g <= 0) continue;
                ext[n++] = c;
                if (g > *g1) *g2 = *g1, *g1 = g;
                else if (g > *g2) *g2 = g;
            }
    return n;
}

double dots_double_loss(dots_pos *p, int defender, int d, pd_budget *b)
{
    int t = dots_team(defender), eseat = dots_enemy_seat(p, defender), saved = p->s.to_move;
    int x0 = d % p->w, y0 = d / p->w, before = 0, after = 0;
    double g1 = 0, g2 = 0;
    for (int y = y0 - DOUBLE_RADIUS; y <= y0 + DOUBLE_RADIUS; y++)
        for (int x = x0 - DOUBLE_RADIUS; x <= x0 + DOUBLE_RADIUS; x++) {
            if (x < 0 || y < 0 || x >= p->w || y >= p->h) continue;
            int c = y * p->w + x;
            if (c != d && dots_free_point(p, c) && dots_touching(p, c, 3 - t) >= 2 &&
                dots_gain(p, eseat, c, b) > 0)
                before++;
        }
    p->s.to_move = eseat;
    pd_budget_tick(b);
    dots_apply(p, p->polish ? d | DOTS_CLOSE : d);
    int first = -1, ext[DOUBLE_FOLLOW], next = 0;
    if (p->s.to_move) {
        for (int y = y0 - DOUBLE_RADIUS; y <= y0 + DOUBLE_RADIUS && !b->stopped; y++)
            for (int x = x0 - DOUBLE_RADIUS; x <= x0 + DOUBLE_RADIUS; x++) {
                if (x < 0 || y < 0 || x >= p->w || y >= p->h) continue;
                int c = y * p->w + x;
                if (!dots_free_point(p, c) || dots_touching(p, c, 3 - t) < 2) continue;
                double g = dots_gain(p, eseat, c, b);
                if (g <= 0) continue;
                after++;
                first = c;
                if (g > g1) g2 = g1, g1 = g;
                else if (g > g2) g2 = g;
            }
        /* One closing point near d: the group it takes may have others farther along it (a
         * corridor of closing points, each taking the same dots): the free points within
         * FOLLOW_REACH of those dots, outside the square, are read too. */
        if (after == 1 && !b->stopped) next = follow_group(p, d, first, t, eseat, ext, &g1, &g2, b);
        after += next;
    }
    dots_undo(p);
    p->s.to_move = saved;
    /* the points followed count before d as well, where they were closing points already */
    for (int i = 0; i < next && !b->stopped; i++)
        if (dots_touching(p, ext[i], 3 - t) >= 2 && dots_gain(p, eseat, ext[i], b) > 0) before++;
    return after >= 2 && after > before ? g2 : 0;
}

int dots_double_points(dots_pos *p, int *out, double *loss, int cap, pd_budget *b)
{
    int seat = p->s.to_move, t = dots_team(seat), k = 0;
    for (int d = 0; d < p->n && !b->stopped; d++) {
        if (!dots_free_point(p, d) || !dots_touching(p, d, 3 - t) || !dots_touching(p, d, t))
            continue;
        double l = dots_double_loss(p, seat, d, b);
        if (l < 1 || b->stopped) continue;
        int j = k < cap ? k++ : cap;
        while (j > 0 && loss[j - 1] < l) {
            if (j < cap) out[j] = out[j - 1], loss[j] = loss[j - 1];
            j--;
        }
        if (j < cap) out[j] = d, loss[j] = l;
    }
    return b->stopped ? 0 : k;
}
