/* dots.c — Dots (SPEC §1.3): setup, tokens, teams, reports, JSON (core/GEOMETRY.md
 * "## dots") and the pd_family table; the rules engine (a move and its undo, enclosures and
 * captures, grounding, polish scoring) is board.c, below the bot and this file.
 *
 * Choices where the spec leaves room (each tested in tests/native/test_dots.c):
 * - Several regions closed by one move are processed smallest first; equal sizes by their
 *   lowest point. They are disjoint, so the order decides only the order of the territory
 *   list.
 * - A house is any area enclosed by a colour's live dots that is not wholly its territory: an
 *   enclosure can only appear on its owner's move, when it either captures or is a house, so
 *   the rules never need a stored list. "The whole house" an enemy dot falls into is the area
 *   around that dot bounded by the owner's live dots (a smaller own house nested inside stays
 *   a house). It becomes territory like a surround: every live enemy dot in it is captured
 *   (the new dot, and any that lived there since an earlier surround made inside the house).
 * - A move that only closes empty rings of its own (or, with houses=capture, turns them into
 *   territory) inside an enemy house does not count as a surround: its dot is captured.
 * - Freed dots that close a ring by becoming live again close nothing on that move: only the
 *   placed dot's neighbours are filled (SPEC). Such a ring acts as a house from then on.
 * - `ground` is allowed for the side to move at any time, also when all of its dots are
 *   grounded already (then nothing changes but the game ends and is scored). It affects only
 *   the grounding team's dots (team-mates share chains, so one seat grounds its team); the
 *   opponent's dots stay as they are and its territory stays its own.
 * - A resignation loses for the resigning seat's whole team; the other team wins.
 * - Ties are draws (every seat a winner) with no margin.
 * - `win=N` compares the two teams' live scores after every move, grounding and agreement
 *   included; a lead reached on the move that also fills the board ends the game as "lead".
 *   N ranges over 0..W·H of the largest field (a larger lead cannot happen).
 * - `extra=1`: a move that captures at least one enemy dot gives the same seat another move;
 *   a polish `x-y!` that captures counts too. Territory from an empty region (houses=capture)
 *   does not.
 * - Polish: plain `x-y` never captures, also not an enemy dot placed inside a closed area
 *   (that one is pending until the owner plays `x-y!`). `x-y!` may capture nothing. `agree`
 *   by the side to move is an offer that costs no turn: the next seat in turn order (always
 *   the other team) must answer `agree` (the game ends, counted) or `decline` (the offerer
 *   moves); nothing else is legal meanwhile but `resign`. After a decline `agree` is refused
 *   for the rest of the game. Records of the old meaning (an offer that used the turn and
 *   lapsed on the next move) stop with the error offer-unanswered; `agree.agree` meant the
 *   same then and now. An offer may come with an extra move pending (extra=1). Scoring at
 *   `agree` and when the board is full: pending enclosures are committed (largest first, so an
 *   outer enclosure takes what is inside it; equal sizes by colour then lowest point), then each
 *   colour has its captured dots plus 1/2 per empty point in its territory or in an area
 *   closed by its live dots. A game ended by `win` keeps the live scores.
 * - ring=any (README "The chosen ring"): `x-y:steps` names the ring; it must pass through the
 *   new dot and enclose an area the dot closes and takes. Its whole interior becomes one
 *   capture (taken first), the other areas the dot closes are taken as usual; a ring that
 *   takes exactly what one shortest ring takes is the plain move and is written `x-y`. The
 *   steps are kept in the position's ring table, the move int holds their index.
 * - players=6: seats 1, 3, 5 against 2, 4, 6, moving in seat order, as players=4.
 * - Per-move "captured" (apply's return): dots captured on that move by either side (a dot
 *   placed into an enemy house counts; grounding counts the grounded dots; freed dots do not).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dots.h"
#include "start.h"
#include "common/fmt.h"

static const char *const dots_keys[] = {"size",    "start", "place",  "first",   "rules", "houses",
                                        "ring",    "extra", "freeing", "win",   "ground", "players",
                                        NULL};
static const char *const start_values[] = {"empty", "cross", "cross4", "cross2", "random4", NULL};
static const char *const ring_values[] = {"short", "any", NULL};
static const char *const rules_values[] = {"russian", "polish", NULL};
static const char *const houses_values[] = {"keep", "capture", NULL};
static const char *const extra_values[] = {"0", "1", "may", NULL};
static const char *const ground_values[] = {"any", "leader", NULL};
static const char *const freeing_values[] = {"1", "0", NULL};
static const char *const players_values[] = {"2", "4", "6", NULL};
static const char *const size_presets[] = {"15x15", "20x20", "30x30", "39x32", NULL};

#define DEFAULT_W 39
#define DEFAULT_H 32
#define DEFAULT_START 1        /* cross */
#define CROSS4_MIN_SIDE 10     /* cross4 and random4 */
#define PLACE_MAX DOTS_PLACE_MAX
#define START_RANDOM4 4
#define WIN_MAX DOTS_MAX_POINTS
#define FIRST_MAX DOTS_MAX_SIDE  /* first=R beyond the largest field changes nothing */
#define COORD_CLAMP 100000     /* coordinates are read up to this, so long numbers cannot overflow */

/* ---- setup ---- */

static void put_dot(dots_pos *p, int x, int y, int t)
{
    int c = (y - 1) * p->w + (x - 1);
    p->dot[c] = (uint8_t)t;
    p->s.nfree--;
    dots_sync_free(p, c);
}

/* One start cross with lower-left point (x, y): colour 1 on x-(y+1) and (x+1)-y. */
static void put_cross(dots_pos *p, int x, int y)
{
    put_dot(p, x, y + 1, 1);
    put_dot(p, x + 1, y, 1);
    put_dot(p, x, y, 2);
    put_dot(p, x + 1, y + 1, 2);
}

static void put_random4(dots_pos *p)
{
    int xs[4], ys[4];
    dots_random4(p->w, p->h, p->place, xs, ys);
    for (int q = 0; q < 4; q++) put_cross(p, xs[q], ys[q]);
}

static void *dots_create(const pd_kv *kv, int nkv, pd_error *err)
{
    dots_pos *p = calloc(1, sizeof *p);
    if (!p) abort();
    int start = DEFAULT_START, rules = 0, houses = 0, extra = 0, freeing = 0, players = 0, gr = 0;
    int ring = 0;
    p->w = DEFAULT_W;
    p->h = DEFAULT_H;
    const char *v;
    if ((v = pd_kv_get(kv, nkv, "size")) &&
        pd_parse_size("size", v, DOTS_MIN_SIDE, DOTS_MAX_SIDE, &p->w, &p->h, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "start")) && pd_parse_choice("start", v, start_values, &start, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "place")) && pd_parse_int("place", v, 0, PLACE_MAX, &p->place, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "ring")) && pd_parse_choice("ring", v, ring_values, &ring, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "first")) && pd_parse_int("first", v, 0, FIRST_MAX, &p->first_r, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "rules")) && pd_parse_choice("rules", v, rules_values, &rules, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "ground")) && pd_parse_choice("ground", v, ground_values, &gr, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "houses")) &&
        pd_parse_choice("houses", v, houses_values, &houses, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "extra")) && pd_parse_choice("extra", v, extra_values, &extra, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "freeing")) &&
        pd_parse_choice("freeing", v, freeing_values, &freeing, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "win")) && pd_parse_int("win", v, 0, WIN_MAX, &p->win, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "players")) &&
        pd_parse_choice("players", v, players_values, &players, err))
        goto fail;
    if ((start == 2 || start == START_RANDOM4) &&
        (p->w < CROSS4_MIN_SIDE || p->h < CROSS4_MIN_SIDE)) {
        pd_fail(err, "start-size", "start %s needs a field of at least %dx%d (size is %dx%d)",
                start_values[start], CROSS4_MIN_SIDE, CROSS4_MIN_SIDE, p->w, p->h);
        pd_param(err, "key", "start");
        pd_param(err, "value", "%s", start_values[start]);
        pd_param(err, "min", "%d", CROSS4_MIN_SIDE);
        goto fail;
    }
    if ((start == START_RANDOM4) != (p->place != 0)) {
        if (p->place)
            pd_fail(err, "place-start", "place=%d is the seed of start random4 (start is %s)",
                    p->place, start_values[start]);
        else
            pd_fail(err, "place-missing",
                    "start random4 needs place=N (1..%d), the seed of the crosses' places", PLACE_MAX);
        pd_param(err, "key", "place");
        pd_param(err, "value", "%d", p->place);
        pd_param(err, "start", "%s", start_values[start]);
        goto fail;
    }
    if (ring == 1 && rules == 1) {
        pd_fail(err, "rules-ring",
                "ring=any chooses the ring a dot closes at once; polish rules close with x-y! instead");
        pd_param(err, "key", "ring");
        pd_param(err, "value", "any");
        pd_param(err, "rules", "polish");
        goto fail;
    }
    if (p->first_r && start != 0) {
        pd_fail(err, "first-start",
                "first=%d limits the first dots of an empty start; start %s places its dots already",
                p->first_r, start_values[start]);
        pd_param(err, "key", "first");
        pd_param(err, "value", "%d", p->first_r);
        pd_param(err, "start", "%s", start_values[start]);
        goto fail;
    }
    if (rules == 1 && gr == 1) {
        pd_fail(err, "rules-ground", "ground=leader is a rule of grounding, and polish rules have none");
        pd_param(err, "key", "ground");
        pd_param(err, "value", "leader");
        pd_param(err, "rules", "polish");
        goto fail;
    }
    if (rules == 1 && houses == 1) {
        pd_fail(err, "rules-houses",
                "rules polish needs houses keep: polish enclosures are closed by x-y!, never at once");
        pd_param(err, "key", "houses");
        pd_param(err, "value", "capture");
        pd_param(err, "rules", "polish");
        goto fail;
    }
    p->start = start;
    p->polish = rules == 1;
    p->houses_capture = houses == 1;
    p->extra = extra != 0;
    p->extra_may = extra == 2;
    p->ground_leader = gr == 1;
    p->freeing = freeing == 0;
    p->players = 2 + 2 * players;
    p->ring_any = ring == 1;
    p->n = p->w * p->h;
    for (int c = 0; c < p->n; c++) {
        int x = c % p->w, y = c / p->w;
        p->border[c] = x == 0 || y == 0 || x == p->w - 1 || y == p->h - 1;
    }
    p->s.nfree = p->n;
    for (int c = 0; c < p->n; c++) dots_sync_free(p, c);
    p->s.to_move = 1;
    p->s.last = -1;
    int cx = (p->w + 1) / 2, cy = p->h / 2;
    if (start == 1) put_cross(p, cx, cy);
    if (start == 3) {  /* cross2: two crosses side by side, lower-left points (cx-1, cy), (cx+1, cy) */
        put_cross(p, cx - 1, cy);
        put_cross(p, cx + 1, cy);
    }
    if (start == 2) {
        int a = p->w / 5, b = p->h / 5;
        put_cross(p, cx - a, cy - b);
        put_cross(p, cx + a, cy - b);
        put_cross(p, cx - a, cy + b);
        put_cross(p, cx + a, cy + b);
    }
    if (start == START_RANDOM4) put_random4(p);
    return p;
fail:
    free(p);
    return NULL;
}

static void dots_canonical(const void *pos, pd_buf *out)
{
    const dots_pos *p = pos;
    pd_buf_printf(out, "game=dots&size=%dx%d&start=%s&place=%d&first=%d&rules=%s&houses=%s&ring=%s"
                       "&extra=%s&freeing=%d&win=%d&ground=%s&players=%d",
                  p->w, p->h, start_values[p->start], p->place, p->first_r, rules_values[p->polish],
                  houses_values[p->houses_capture], ring_values[p->ring_any],
                  extra_values[p->extra_may ? 2 : p->extra],
                  p->freeing, p->win, ground_values[p->ground_leader], p->players);
}

static void dots_info(const void *pos, pd_buf *out)
{
    pd_buf_printf(out, "points=%d\n", ((const dots_pos *)pos)->n);
}

static void dots_schema(pd_buf *out)
{
    char def[16];
    pd_snprintf(def, sizeof def, "%dx%d", DEFAULT_W, DEFAULT_H);
    pd_buf_putc(out, '[');
    pd_schema_key(out, 1, "size", "size", def);
    pd_buf_printf(out, ",\"min\":%d,\"max\":%d", DOTS_MIN_SIDE, DOTS_MAX_SIDE);
    pd_schema_list(out, "presets", size_presets);
    pd_buf_putc(out, '}');
    pd_schema_choice(out, 0, "start", start_values, DEFAULT_START);
    pd_schema_key(out, 0, "place", "int", "0");
    pd_buf_printf(out, ",\"min\":0,\"max\":%d}", PLACE_MAX);
    pd_schema_key(out, 0, "first", "int", "0");
    pd_buf_printf(out, ",\"min\":0,\"max\":%d}", FIRST_MAX);
    pd_schema_choice(out, 0, "rules", rules_values, 0);
    pd_schema_choice(out, 0, "houses", houses_values, 0);
    pd_schema_choice(out, 0, "ring", ring_values, 0);
    pd_schema_choice(out, 0, "extra", extra_values, 0);
    pd_schema_choice(out, 0, "freeing", freeing_values, 0);
    pd_schema_key(out, 0, "win", "int", "0");
    pd_buf_printf(out, ",\"min\":0,\"max\":%d}", WIN_MAX);
    pd_schema_choice(out, 0, "ground", ground_values, 0);
    pd_schema_choice(out, 0, "players", players_values, 0);
    pd_buf_putc(out, ']');
}

/* ---- the family table's play functions ---- */

static int dots_seats(const void *pos) { return ((const dots_pos *)pos)->players; }

static int dots_teams(const void *pos, int *team_of)
{
    const dots_pos *p = pos;
    for (int s = 0; s < p->players; s++) team_of[s] = s % 2;
    return 2;
}

static int dots_to_move(const void *pos) { return ((const dots_pos *)pos)->s.to_move; }

static int dots_scores(const void *pos, double *out)
{
    out[0] = dots_score(pos, 1);
    out[1] = dots_score(pos, 2);
    return 2;
}

static unsigned team_seats(const dots_pos *p, int t)
{
    unsigned m = 0;
    for (int s = 1; s <= p->players; s++)
        if (dots_team(s) == t) m |= 1u << (s - 1);
    return m;
}

static void dots_result(const void *pos, int resigned, pd_result *r)
{
    const dots_pos *p = pos;
    static const char *const how[] = {"complete", "complete", "ground", "agree", "lead"};
    r->how = how[p->s.end];
    if (resigned) {
        r->winners = team_seats(p, 3 - dots_team(resigned));
        return;
    }
    double a = dots_score(p, 1), b = dots_score(p, 2);
    if (a == b) {
        r->winners = team_seats(p, 1) | team_seats(p, 2);
        return;
    }
    r->winners = team_seats(p, a > b ? 1 : 2);
    r->has_margin = 1;
    r->margin = a > b ? a - b : b - a;
}

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
    else if (*s) return 1;
    if (v[0] < 1 || v[0] > p->w || v[1] < 1 || v[1] > p->h) return 2;
    *c = (v[1] - 1) * p->w + v[0] - 1;
    return 0;
}

static int dots_parse_move(const void *pos, const char *tok, int *move, pd_error *err)
{
    const dots_pos *p = pos;
    if (strcmp(tok, "ground") == 0) {
        if (p->polish)
            return pd_fail(err, "ground-polish", "ground is not a move under polish rules (agree is)");
        if (!dots_ground_allowed((dots_pos *)p))
            return pd_fail(err, "ground-leader",
                           "under ground=leader only a player who leads, with every dot joined to "
                           "the edge, may ground");
        *move = DOTS_GROUND;
        return 0;
    }
    if (strcmp(tok, "pass") == 0) {
        if (!p->extra_may || !p->s.extra_turn || p->s.offer)
            return pd_fail(err, "pass-extra",
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
        return pd_fail(err, "decline-no-offer", "decline answers an offer to end, and none is made");
    if (is_agree) {
        if (p->s.declined)
            return pd_fail(err, "offer-declined",
                           "an offer to end was declined earlier: the game is played until the "
                           "field is full (or a resignation)");
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
    if (ring && !p->ring_any) {
        pd_fail(err, "ring-short",
                "a chosen ring (x-y:steps) is a move of ring=any only; ring=short always closes "
                "the shortest ring");
        pd_param(err, "point", "%.*s", (int)(ring - tok - 1), tok);
        return -1;
    }
    int rid = 0;
    if (ring) {
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

static void dots_format_move(const void *pos, int move, pd_buf *out)
{
    const dots_pos *p = pos;
    if (move == DOTS_GROUND) pd_buf_put(out, "ground");
    else if (move == DOTS_AGREE) pd_buf_put(out, "agree");
    else if (move == DOTS_DECLINE) pd_buf_put(out, "decline");
    else if (move == DOTS_PASS) pd_buf_put(out, "pass");
    else {
        int c = move & DOTS_POINT_MASK, rid = move >> DOTS_RING_SHIFT;
        pd_buf_printf(out, "%d-%d%s", c % p->w + 1, c / p->w + 1, move & DOTS_CLOSE ? "!" : "");
        if (rid > 0 && rid <= p->nring) pd_buf_printf(out, ":%s", p->ringtab[rid - 1]);
    }
}

static int dots_board_moves(const void *pos) { return ((const dots_pos *)pos)->n; }

static int fam_apply(void *pos, int move) { return dots_apply(pos, move); }
static int fam_undo(void *pos) { return dots_undo(pos); }

static int dots_legal(const void *pos, int *moves, int cap)
{
    const dots_pos *p = pos;
    int k = 0;
    if (!p->s.to_move || p->s.offer) return 0;  /* an offer waits for agree or decline */
    for (int i = 0; i < DOTS_FREE_WORDS; i++)
        for (uint64_t x = p->freebits[i]; x && k < cap; x &= x - 1) {
            int c = i * 64 + __builtin_ctzll(x);
            if (dots_first_ok(p, c)) moves[k++] = c;
        }
    return k;
}

static int dots_max_legal(const void *pos) { return ((const dots_pos *)pos)->n; }

static int dots_actions(const void *pos, const char **names, int cap)
{
    const dots_pos *p = pos;
    if (!p->s.to_move || cap < 2) return 0;
    if (!p->polish) {
        int k = 0;
        if (dots_ground_allowed((dots_pos *)p)) names[k++] = "ground";
        if (p->extra_may && p->s.extra_turn) names[k++] = "pass";
        return k;
    }
    if (p->s.offer) {  /* the answer: accept or decline */
        names[0] = "agree";
        names[1] = "decline";
        return 2;
    }
    int k = 0;
    if (!p->s.declined) names[k++] = "agree";  /* no offer after a decline */
    if (p->extra_may && p->s.extra_turn) names[k++] = "pass";
    return k;
}

/* ---- JSON (core/GEOMETRY.md "## dots") ---- */

static void dots_geometry_fields(const void *pos, pd_buf *out)
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

static void dots_state_fields(const void *pos, pd_buf *out)
{
    const dots_pos *p = pos;
    pd_buf_put(out, ",\"points\":[");
    for (int c = 0; c < p->n; c++) {
        int d = p->dot[c], v = !d ? 0 : dots_live(p, c, d) ? d : -d;
        pd_buf_printf(out, c ? ",%d" : "%d", v);
    }
    pd_buf_put(out, "],\"owner\":[");
    for (int c = 0; c < p->n; c++) pd_buf_printf(out, c ? ",%d" : "%d", p->owner[c]);
    pd_buf_printf(out, "],\"last\":%d,\"agreeOffered\":%s,\"offerBy\":%d,\"declined\":%s", p->s.last,
                  p->s.offer ? "true" : "false", p->s.offer, p->s.declined ? "true" : "false");

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
        if (p->area[p->ev[e].start] != e + 1) continue;  /* taken by a later capture */
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
            if (own == n) continue;  /* wholly its territory: drawn there */
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

/* Dots has no exact solver to the end of the game: `solve` searches to the horizon that
 * o->depth names (search.c), and refuses without one. */
static int dots_solve_moves(const void *pos, const pd_solve_opts *o, pd_solve_result *r,
                            pd_move_value *mv, int *nmv, pd_error *err)
{
    const dots_pos *p = pos;
    *nmv = 0;
    if (!o->depth)
        return pd_fail(err, "solve-depth", "Dots is searched to a horizon: give a depth of 1..%d plies (--depth)",
                       DOTS_SEARCH_MAX_DEPTH);
    if (dots_search_check(p, o->depth, err)) return -1;
    return dots_search_moves(p, o->depth, o->ms, o->nodes, r, mv, nmv);
}

static int dots_solve(const void *pos, const pd_solve_opts *o, pd_solve_result *r, pd_error *err)
{
    const dots_pos *p = pos;
    pd_move_value *mv = malloc(sizeof *mv * (size_t)p->n);
    int nmv;
    if (!mv) abort();
    int rc = dots_solve_moves(pos, o, r, mv, &nmv, err);
    free(mv);
    return rc;
}

const pd_family pd_dots_family = {
    .name = "dots",
    .keys = dots_keys,
    .schema = dots_schema,
    .create = dots_create,
    .clone = dots_clone,
    .destroy = dots_destroy,
    .canonical = dots_canonical,
    .info = dots_info,
    .seats = dots_seats,
    .teams = dots_teams,
    .to_move = dots_to_move,
    .scores = dots_scores,
    .result = dots_result,
    .parse_move = dots_parse_move,
    .format_move = dots_format_move,
    .board_moves = dots_board_moves,
    .label_move = dots_format_move,
    .apply = fam_apply,
    .undo = fam_undo,
    .legal = dots_legal,
    .max_legal = dots_max_legal,
    .actions = dots_actions,
    .geometry_fields = dots_geometry_fields,
    .state_fields = dots_state_fields,
    .bot = dots_bot,
    .solve = dots_solve,
    .solve_moves = dots_solve_moves,
    .solve_depth_max = DOTS_SEARCH_MAX_DEPTH,
};
