/* sgf_record.c — the neutral form of an SGF game to a Paperdots record and back: the start
 * figures recognised and laid out, the setup keys carried in RU and PDS (sgf.h). */
#include "dots/sgf.h"
#include "common/fmt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dots.h"
#include "start.h"

#include "family.h"

static const char *const start_names[] = {DOTS_START_NAMES, NULL};
/* The rules by dots_sgf.polish: 0 russian, 1 polish, 2 zagram (zagram.org's MustSurr=0). */
static const char *const rules_names[] = {"russian", "polish", "zagram", NULL};

static void put_dot(void *ctx, int x, int y, int color)
{
    dots_sgf_add_start(ctx, color - 1, x, y);
}

/* The dots of a named figure (start.h) as AB/AW. */
static void put_start(dots_sgf *s, int start)
{
    dots_start_figure(start, s->w, s->h, s->place, put_dot, s);
}

/* ---- to the record ---- */

static int same_set(const dots_sgf_point *a, int na, const dots_sgf_point *b, int nb)
{
    if (na != nb) return 0;
    for (int i = 0; i < nb; i++) {
        int found = 0;
        for (int j = 0; j < na && !found; j++) found = a[j].x == b[i].x && a[j].y == b[i].y;
        if (!found) return 0;
    }
    return 1;
}

/* The start the AB/AW dots make: a named figure when they are exactly its dots, else start=dots
 * (any other dots); with place=N in PDS only random4 with that seed. */
static int detect_start(const dots_sgf *s, int place, int *start)
{
    if (s->nadd[0] == 0 && s->nadd[1] == 0 && !place) {
        *start = DOTS_START_EMPTY;
        return 0;
    }
    for (int st = DOTS_START_CROSS; st < DOTS_START_DOTS; st++) {
        if (s->w < dots_start_min_side(st) || s->h < dots_start_min_side(st)) continue;
        if ((st == DOTS_START_RANDOM4) != (place > 0)) continue;
        dots_sgf want;
        dots_sgf_init(&want);
        want.w = s->w;
        want.h = s->h;
        want.place = place;
        put_start(&want, st);
        int ok = same_set(s->add[0], s->nadd[0], want.add[0], want.nadd[0]) &&
                 same_set(s->add[1], s->nadd[1], want.add[1], want.nadd[1]);
        dots_sgf_free(&want);
        if (ok) {
            *start = st;
            return 0;
        }
    }
    *start = DOTS_START_DOTS;
    return place ? -1 : 0;
}

/* Whether the text after "+" in RE says how: "R"/"Resign" or "T"/"Time" (any case). */
static int word_is(const char *how, const char *word)
{
    size_t n = strlen(how);
    if (n != 1 && n != strlen(word)) return 0;
    for (size_t i = 0; i < n; i++)
        if ((how[i] | 0x20) != word[i]) return 0;
    return 1;
}

/* RE[B+R], RE[w+resign], RE[W+T], RE[B+Time]…: the colour that lost that way, or 0; *time is
 * set to 1 when it lost on time (FF[4]: "T" = time). */
static int lost_by(const char *re, int *time)
{
    char winner = re[0];
    *time = 0;
    if ((winner != 'B' && winner != 'b' && winner != 'W' && winner != 'w') || re[1] != '+')
        return 0;
    if (word_is(re + 2, "time")) *time = 1;
    else if (!word_is(re + 2, "resign")) return 0;
    return (winner | 0x20) == 'b' ? DOTS_SGF_WHITE : DOTS_SGF_BLACK;
}

static int setup_key(dots_sgf *s, const char *key, const char *val, int *start, pd_error *err);

int dots_sgf_resigned(const dots_sgf *s)
{
    int time;
    return lost_by(s->result, &time);
}

int dots_sgf_flagged(const dots_sgf *s)
{
    int time;
    return lost_by(s->result, &time) ? time : 0;
}

int dots_sgf_to_record(const dots_sgf *s, pd_buf *record, pd_error *err)
{
    int start;
    /* Colours alternate in a plain file; with offers, extra moves or teams (Paperdots' own
     * properties) the rules engine judges each colour (dots_sgf_import). */
    int plain = !s->keys[0];
    for (int k = 0; k < s->nmoves; k++) plain &= s->moves[k].kind <= DOTS_SGF_GROUND;
    /* The colour that moves first: PL, else the first move's. White first needs start dots
     * (start=dots with turn=2): on an empty field Black moves first. */
    int first = s->turn ? s->turn : s->nmoves ? s->moves[0].color : DOTS_SGF_BLACK;
    if (!s->nadd[0] && !s->nadd[1]) first = DOTS_SGF_BLACK;
    for (int k = 0; k < s->nmoves; k++) {
        const dots_sgf_move *m = &s->moves[k];
        int want = k % 2 ? 3 - first : first;
        int over = k > 0 && s->moves[k - 1].kind == DOTS_SGF_GROUND;
        /* A grounding by the colour that has just moved is made while the other is to move
         * (ground-waiting: playdots' node of points after the grounder's own move, or B[] after
         * B's dot); the engine judges it when the record is played (dots_sgf_import). */
        int waiting = k > 0 && m->kind == DOTS_SGF_GROUND;
        if (over || (plain && m->color != want && !waiting)) {
            if (over)
                pd_fail(err, "sgf-order", "%c in node %d comes after the game ended by grounding",
                        dots_sgf_color_letter(m->color), m->node);
            else
                pd_fail(err, "sgf-order",
                        "%c in node %d: it is %c's turn (colours alternate, Black first on a "
                        "field without start dots)",
                        dots_sgf_color_letter(m->color), m->node, dots_sgf_color_letter(want));
            pd_param(err, "node", "%d", m->node);
            pd_param(err, "color", "%c", dots_sgf_color_letter(m->color));
            pd_param(err, "expected", "%s", over ? "end" : want == DOTS_SGF_BLACK ? "B" : "W");
            return -1;
        }
    }
    /* Every key in canonical order: PDS's value where it gives one, else the default. The
     * engine judges the values when the record is played (dots_sgf_import). */
    static const char *const pds_keys[] = {"place",   "first",   "houses", "ring",
                                           "extra",   "freeing", "win",    "ground",
                                           "players", "suicide", NULL};
    static const char *const pds_defaults[] = {"0", "0", "keep", "short", "0",
                                               "1", "0", "any",  "2",     "1"};
    char vals[10][24];
    int nfound = 0, seen_once[10] = {0};
    for (int i = 0; pds_keys[i]; i++) {
        pd_snprintf(vals[i], sizeof vals[i], "%s", pds_defaults[i]);
        size_t kl = strlen(pds_keys[i]);
        for (const char *q = s->keys; *q;) {
            const char *amp = strchr(q, '&');
            size_t n = amp ? (size_t)(amp - q) : strlen(q);
            if (n > kl && strncmp(q, pds_keys[i], kl) == 0 && q[kl] == '=') {
                pd_snprintf(vals[i], sizeof vals[i], "%.*s", (int)(n - kl - 1), q + kl + 1);
                nfound += seen_once[i] ? 100 : 1; /* a key given twice never matches npairs */
                seen_once[i] = 1;
            }
            q += amp ? n + 1 : n;
        }
    }
    int npairs = 0;
    for (const char *q = s->keys; *q; q++) npairs += q == s->keys || q[-1] == '&';
    if (nfound != npairs) {
        char v[100];
        dots_sgf_shown(s->keys, strlen(s->keys), v, sizeof v);
        pd_fail(err, "sgf-unsupported",
                "PDS[%s]: Paperdots' setup keys are place, first, houses, ring, extra, freeing, "
                "suicide, win, ground and players, each once as key=value",
                v);
        pd_param(err, "what", "setup");
        pd_param(err, "value", "%s", v);
        return -1;
    }
    /* Each value must be one Paperdots takes (the same checks as export's), so whatever
     * imports also exports. */
    for (int i = 0; pds_keys[i]; i++) {
        dots_sgf tmp;
        dots_sgf_init(&tmp);
        pd_error why;
        int dummy = 0;
        if (setup_key(&tmp, pds_keys[i], vals[i], &dummy, &why)) {
            pd_fail(err, "sgf-unsupported", "PDS: %s", why.msg);
            pd_param(err, "what", "setup");
            pd_param(err, "key", "%s", pds_keys[i]);
            return -1;
        }
    }
    if (detect_start(s, atoi(vals[0]), &start)) {
        pd_fail(err, "sgf-unsupported",
                "the start dots (AB/AW) are not start random4's dots for PDS place=%s on %dx%d",
                vals[0], s->w, s->h);
        pd_param(err, "what", "start");
        return -1;
    }
    int time;
    int loser = lost_by(s->result, &time);
    /* Who is to move after the last move: the other colour in a plain file; otherwise the
     * record says `resign` (`flag` for a loss on time) whenever RE names one and the game did
     * not end by grounding, and the engine checks that it is that colour's turn. */
    int to_move = !plain ? loser : s->nmoves % 2 ? 3 - first : first;
    int grounded = s->nmoves && s->moves[s->nmoves - 1].kind == DOTS_SGF_GROUND;
    if (s->resign_node && (loser != to_move || grounded)) { /* B[resign] out of turn */
        pd_fail(err, "sgf-order", "%c[resign] in node %d: it is %c's turn",
                dots_sgf_color_letter(s->resign_color), s->resign_node,
                dots_sgf_color_letter(3 - s->resign_color));
        pd_param(err, "node", "%d", s->resign_node);
        pd_param(err, "color", "%c", dots_sgf_color_letter(s->resign_color));
        pd_param(err, "expected", "%s", grounded ? "end" : s->resign_color == 1 ? "W" : "B");
        return -1;
    }
    /* White first is a start of its own dots (start=dots&turn=2), whatever figure they make. */
    if (first == DOTS_SGF_WHITE) start = DOTS_START_DOTS;
    pd_buf_printf(record, "game=dots&size=%dx%d&start=%s", s->w, s->h, start_names[start]);
    for (int c = 0; start == DOTS_START_DOTS && c < 2; c++) {
        for (int i = 0; i < s->nadd[c]; i++)
            pd_buf_printf(record, "%s%d-%d",
                          i   ? "."
                          : c ? "&dotsb="
                              : "&dotsa=",
                          s->add[c][i].x, s->add[c][i].y);
    }
    if (start == DOTS_START_DOTS) pd_buf_printf(record, "&turn=%d", first);
    char komi[16] = ""; /* komi=K between freeing and win, only when set (KM) */
    if (s->komi) {
        memcpy(komi, "&komi=", 7);
        dots_komi_write(s->komi, komi + 6, sizeof komi - 6);
    }
    /* suicide=0 after freeing, only when set (as the engine's canonical record has it) */
    pd_buf_printf(record,
                  "&place=%s&first=%s&rules=%s&houses=%s"
                  "&ring=%s&extra=%s&freeing=%s%s%s&win=%s&ground=%s&players=%s&moves=",
                  vals[0], vals[1], rules_names[s->polish], vals[2], vals[3], vals[4], vals[5],
                  strcmp(vals[9], "0") == 0 ? "&suicide=0" : "", komi, vals[6], vals[7], vals[8]);
    for (int k = 0; k < s->nmoves; k++) {
        const dots_sgf_move *m = &s->moves[k];
        static const char *const special[] = {"", "ground", "agree", "decline", "pass"};
        if (k) pd_buf_putc(record, '.');
        /* in a plain file a grounding by the colour that has just moved is ground-waiting */
        if (plain && k && m->kind == DOTS_SGF_GROUND && m->color != (k % 2 ? 3 - first : first))
            pd_buf_put(record, "ground-waiting");
        else if (m->kind != DOTS_SGF_DOT) pd_buf_put(record, special[m->kind]);
        else pd_buf_printf(record, "%d-%d%s", m->at.x, m->at.y, m->close ? "!" : "");
    }
    if (loser && loser == to_move && !grounded)
        pd_buf_printf(record, "%s%s", s->nmoves ? "." : "", time ? "flag" : "resign");
    return 0;
}

/* ---- from a record ---- */

static int record_error(pd_error *err, const char *what, const char *pname, const char *pval)
{
    char v[100];
    dots_sgf_shown(pval, strlen(pval), v, sizeof v);
    pd_fail(err, "sgf-record", "not a dots record to export: %s \"%s\"", what, v);
    pd_param(err, pname, "%s", v);
    return -1;
}

int dots_sgf_add_ring(dots_sgf *s, int move, const dots_sgf_point *pts, int n, pd_error *err)
{
    const char *bad = NULL;
    if (move < 0 || move >= s->nmoves) bad = "there is no such move";
    else if (s->nrings && s->rings[s->nrings - 1].move > move)
        bad = "rings must be added in the order of their moves";
    else if (s->moves[move].kind != DOTS_SGF_DOT) bad = "a grounding has no ring";
    else if (n < 1) bad = "a ring needs at least one point";
    for (int i = 0; !bad && i < n; i++)
        if (pts[i].x < 1 || pts[i].x > s->w || pts[i].y < 1 || pts[i].y > s->h)
            bad = "a ring point is off the board";
    if (bad) {
        pd_fail(err, "sgf-record", "ring for move %d: %s", move + 1, bad);
        pd_param(err, "move", "%d", move + 1);
        return -1;
    }
    dots_sgf_open_ring(s, move);
    for (int i = 0; i < n; i++) dots_sgf_add_ring_point(s, pts[i]);
    s->rings[s->nrings - 1].len = n;
    return 0;
}

/* A decimal 1..max with no sign or leading zero; advance *p. */
static int coord(const char **p, int max, int *out);

/* dotsa / dotsb of start=dots: x-y tokens joined by '.' become AB (c 0) or AW (c 1). The size
 * comes first in a canonical record; in another order the rules judge the points on play. */
static int start_dots(dots_sgf *s, int c, const char *key, const char *val, pd_error *err)
{
    for (const char *p = val; *p;) {
        dots_sgf_point at;
        if (s->nadd[c] >= DOTS_START_DOTS_MAX || coord(&p, DOTS_SGF_MAX_SIZE, &at.x) ||
            *p++ != '-' || coord(&p, DOTS_SGF_MAX_SIZE, &at.y) || (*p && *p != '.') ||
            at.x > s->w || at.y > s->h)
            return record_error(err, "not a list of start dots x-y on the field: key", "key", key);
        dots_sgf_add_start(s, c, at.x, at.y);
        if (*p) p++;
    }
    return 0;
}

/* One setup key=value of a dots record: size and start go to the board, rules to RU, and
 * any other key that differs from its default to PDS (sgf.h). */
static int setup_key(dots_sgf *s, const char *key, const char *val, int *start, pd_error *err)
{
    static const char *const houses[] = {"keep", "capture", NULL};
    static const char *const extras[] = {"0", "1", "may", NULL};
    static const char *const grounds[] = {"any", "leader", NULL};
    static const char *const bit10[] = {"1", "0", NULL};
    static const char *const players[] = {"2", "4", "6", NULL};
    static const char *const rings[] = {"short", "any", NULL};
    int v = 0;
    if (strcmp(key, "size") == 0)
        return pd_parse_size(key, val, DOTS_SGF_MIN_SIZE, DOTS_SGF_MAX_SIZE, &s->w, &s->h, err);
    if (strcmp(key, "start") == 0) return pd_parse_choice(key, val, start_names, start, err);
    if (strcmp(key, "turn") == 0) {
        static const char *const turns[] = {"1", "2", NULL};
        if (pd_parse_choice(key, val, turns, &v, err)) return -1;
        s->turn = v + 1;
        return 0;
    }
    if (strcmp(key, "dotsa") == 0 || strcmp(key, "dotsb") == 0)
        return start_dots(s, key[4] - 'a', key, val, err);
    if (strcmp(key, "rules") == 0) {
        if (pd_parse_choice(key, val, rules_names, &v, err)) return -1;
        s->polish = v;
        return 0;
    }
    if (strcmp(key, "komi") == 0) { /* written as KM, not in PDS */
        if (dots_komi_read(val, strlen(val), &s->komi) == 0) return 0;
        return record_error(err, "komi is points in halves (0.5, -1, 2): key", "key", key);
    }
    if (strcmp(key, "place") == 0) {
        if (pd_parse_int(key, val, 0, DOTS_PLACE_MAX, &v, err)) return -1;
        s->place = v;
    } else if (strcmp(key, "ring") == 0) {
        if (pd_parse_choice(key, val, rings, &v, err)) return -1;
    } else if (strcmp(key, "first") == 0) {
        if (pd_parse_int(key, val, 0, DOTS_SGF_MAX_SIZE, &v, err)) return -1;
    } else if (strcmp(key, "houses") == 0) {
        if (pd_parse_choice(key, val, houses, &v, err)) return -1;
    } else if (strcmp(key, "ground") == 0) {
        if (pd_parse_choice(key, val, grounds, &v, err)) return -1;
    } else if (strcmp(key, "extra") == 0) {
        if (pd_parse_choice(key, val, extras, &v, err)) return -1;
    } else if (strcmp(key, "freeing") == 0 || strcmp(key, "suicide") == 0) {
        if (pd_parse_choice(key, val, bit10, &v, err)) return -1;
    } else if (strcmp(key, "win") == 0) {
        if (pd_parse_int(key, val, 0, 1000000, &v, err)) return -1;
    } else if (strcmp(key, "players") == 0) {
        if (pd_parse_choice(key, val, players, &v, err)) return -1;
    } else {
        return record_error(err, "unknown key", "key", key);
    }
    if (v == 0) return 0; /* index 0 / value 0 is the default: nothing to write */
    /* PDS lists the keys in canonical order, whatever the record's order. */
    static const char *const order[] = {"place",   "first",   "houses", "ring",   "extra",
                                        "freeing", "suicide", "win",    "ground", "players"};
    char keys[sizeof s->keys] = "";
    int added = 0;
    for (int i = 0; i < 10; i++) {
        size_t kl = strlen(order[i]), n = strlen(keys);
        if (strcmp(order[i], key) == 0) {
            pd_snprintf(keys + n, sizeof keys - n, "%s%s=%s", n ? "&" : "", key, val);
            added = 1;
            continue;
        }
        for (const char *q = s->keys; *q;) {
            const char *amp = strchr(q, '&');
            size_t m = amp ? (size_t)(amp - q) : strlen(q);
            if (m > kl && strncmp(q, order[i], kl) == 0 && q[kl] == '=')
                pd_snprintf(keys + n, sizeof keys - n, "%s%.*s", n ? "&" : "", (int)m, q);
            q += amp ? m + 1 : m;
        }
    }
    if (!added) return record_error(err, "unknown key", "key", key);
    memcpy(s->keys, keys, sizeof keys);
    return 0;
}

static int coord(const char **p, int max, int *out)
{
    const char *c = *p;
    if (*c < '1' || *c > '9') return -1;
    int v = 0;
    while (*c >= '0' && *c <= '9') {
        v = v * 10 + (*c - '0');
        if (v > max) return -1;
        c++;
    }
    *out = v;
    *p = c;
    return 0;
}

/* The rings an x-y! may name, from c (after the '!') to stop: none, or rings joined by '!', each
 * an optional start point a-b and ':' with keypad steps (docs/dots-rules.md "Closing by named
 * rings"). Only their form: whether they are rings is the engine's to judge. */
static int named_rings_form(const char *c, const char *stop, int w, int h)
{
    if (c == stop) return 1;
    for (;;) {
        int x, y;
        if (*c != ':' && (coord(&c, w, &x) || c >= stop || *c++ != '-' || coord(&c, h, &y)))
            return 0;
        if (c >= stop || *c++ != ':') return 0;
        size_t steps = strspn(c, "12346789");
        if (!steps || c + steps > stop) return 0;
        c += steps;
        if (c == stop) return 1;
        if (*c++ != '!' || c == stop) return 0;
    }
}

static int record_moves(dots_sgf *s, const char *list, pd_error *err)
{
    if (!*list) return 0;
    const char *p = list;
    for (int k = 0;; k++) {
        const char *end = strchr(p, '.');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        char tok[24];
        dots_sgf_shown(p, n < sizeof tok - 1 ? n : sizeof tok - 1, tok, sizeof tok);
        int first = s->turn ? s->turn : DOTS_SGF_BLACK;
        int color = k % 2 ? 3 - first : first;
        const char *why = NULL;
        if (s->nmoves && s->moves[s->nmoves - 1].kind == DOTS_SGF_GROUND) why = "after ground";
        if (s->result[0]) why = "after resign or flag";
        if (k >= DOTS_SGF_MAX_MOVES) why = "beyond the largest board's points";
        if (!why && n == 6 && memcmp(p, "ground", 6) == 0) {
            dots_sgf_add_move(s, color, DOTS_SGF_GROUND, (dots_sgf_point){0, 0}, 0);
        } else if (!why && n == 14 && memcmp(p, "ground-waiting", 14) == 0) {
            /* the colour not to move grounds (the export takes each colour from the engine) */
            dots_sgf_add_move(s, 3 - color, DOTS_SGF_GROUND, (dots_sgf_point){0, 0}, 0);
        } else if (!why && n == 5 && memcmp(p, "agree", 5) == 0) {
            dots_sgf_add_move(s, color, DOTS_SGF_AGREE, (dots_sgf_point){0, 0}, 0);
        } else if (!why && n == 7 && memcmp(p, "decline", 7) == 0) {
            dots_sgf_add_move(s, color, DOTS_SGF_DECLINE, (dots_sgf_point){0, 0}, 0);
        } else if (!why && n == 4 && memcmp(p, "pass", 4) == 0) {
            dots_sgf_add_move(s, color, DOTS_SGF_PASS, (dots_sgf_point){0, 0}, 0);
        } else if (!why && n == 6 && memcmp(p, "resign", 6) == 0) {
            pd_snprintf(s->result, sizeof s->result, "%c+R", color == DOTS_SGF_BLACK ? 'W' : 'B');
        } else if (!why && n == 4 && memcmp(p, "flag", 4) == 0) {
            pd_snprintf(s->result, sizeof s->result, "%c+T", color == DOTS_SGF_BLACK ? 'W' : 'B');
        } else if (!why) {
            const char *c = p, *stop = p + n;
            dots_sgf_point at;
            int bang = 0;
            int ok = !coord(&c, s->w, &at.x) && c < stop && *c++ == '-' && !coord(&c, s->h, &at.y);
            /* After the point: nothing; x-y:<steps> (a chosen ring, ring=any); or x-y! with the
             * rings it may name (x-y!:steps, x-y!a-b:steps, joined by '!'). The rings are the
             * engine's to judge when the move is played, and to report for the file. */
            if (ok && c < stop) {
                if (*c == '!') ok = bang = named_rings_form(c + 1, stop, s->w, s->h);
                else
                    ok = *c == ':' && stop - c >= 2 &&
                         strspn(c + 1, "12346789") >= (size_t)(stop - c - 1);
            }
            if (!ok) {
                why = "not a point x-y (or x-y!) on the board, agree, decline, ground, "
                      "ground-waiting, resign or flag";
            } else {
                dots_sgf_add_move(s, color, DOTS_SGF_DOT, at, 0);
                s->moves[s->nmoves - 1].close = bang;
            }
        }
        if (why) {
            pd_fail(err, "sgf-record", "move %d \"%s\": %s", k + 1, tok, why);
            pd_param(err, "move", "%d", k + 1);
            pd_param(err, "token", "%s", tok);
            return -1;
        }
        if (!end) return 0;
        p = end + 1;
    }
}

static int build(const char *record, dots_sgf *s, pd_error *err)
{
    const char *m = pd_moves_key(record);
    size_t setup_len = m ? (size_t)(m - record) : strlen(record);
    if (m && strchr(m + 7, '&'))
        return record_error(err, "moves= must be the last key", "key", "moves");
    char *setup = malloc(setup_len + 1);
    if (!setup) abort();
    memcpy(setup, record, setup_len);
    setup[setup_len] = 0;
    int rc = 0, start = DOTS_START_CROSS;
    char seen[PD_MAX_KEYS][10]; /* every key of a record once: PD_MAX_KEYS bounds them */
    int nseen = 0;
    s->w = 39;
    s->h = 32;
    char *p = setup;
    for (int i = 0; rc == 0; i++) {
        char *amp = strchr(p, '&');
        if (amp) *amp = 0;
        char *eq = strchr(p, '=');
        if (!eq) {
            rc = record_error(err, "not a key=value pair", "key", p);
            break;
        }
        *eq = 0;
        const char *key = p, *val = eq + 1;
        if (i == 0) {
            if (strcmp(key, "game") != 0) {
                rc = record_error(err, "a record starts with game=", "key", key);
            } else if (strcmp(val, "dots") != 0) {
                char v[100];
                dots_sgf_shown(val, strlen(val), v, sizeof v);
                rc = pd_fail(err, "sgf-game", "game %s has no SGF export (GM[40] is Dots)", v);
                pd_param(err, "value", "%s", v);
            }
        } else {
            for (int j = 0; j < nseen && rc == 0; j++)
                if (strcmp(seen[j], key) == 0)
                    rc = record_error(err, "key given twice", "key", key);
            if (rc == 0) rc = setup_key(s, key, val, &start, err);
            if (rc == 0)
                pd_snprintf(seen[nseen++], sizeof seen[0], "%s", key); /* known keys are short */
        }
        if (!amp) break;
        p = amp + 1;
    }
    free(setup);
    if (rc == 0 && (s->w < dots_start_min_side(start) || s->h < dots_start_min_side(start)))
        rc = record_error(err,
                          "cross4 and random4 need a board of at least 10x10, cross2 and dcross "
                          "one of 4x4: start",
                          "key", "start");
    if (rc == 0 && (start == DOTS_START_RANDOM4) != (s->place > 0))
        rc = record_error(err, "place=N (1..999999) goes with start random4 only", "key", "place");
    if (rc == 0 && (start == DOTS_START_DOTS) != (s->nadd[0] + s->nadd[1] > 0))
        rc = record_error(err, "dotsa and dotsb list the dots of start dots, and only of it: key",
                          "key", "start");
    if (rc == 0 && start != DOTS_START_DOTS && s->turn)
        rc = record_error(err, "turn goes with start dots only: key", "key", "turn");
    for (int c = 0; rc == 0 && c < 2; c++) /* the size may have come after the lists */
        for (int i = 0; rc == 0 && i < s->nadd[c]; i++)
            if (s->add[c][i].x > s->w || s->add[c][i].y > s->h)
                rc = record_error(err, "a start dot is off the field: key", "key",
                                  c ? "dotsb" : "dotsa");
    if (rc == 0 && start != DOTS_START_DOTS) put_start(s, start);
    if (rc == 0 && m) rc = record_moves(s, m + 7, err);
    return rc;
}

int dots_sgf_from_record(const char *record, dots_sgf_rings_fn rings, void *ctx, pd_buf *sgf,
                         pd_error *err)
{
    return dots_sgf_from_record_timed(record, rings, ctx, NULL, sgf, err);
}

int dots_sgf_from_record_timed(const char *record, dots_sgf_rings_fn rings, void *ctx,
                               const dots_sgf_time *time, pd_buf *sgf, pd_error *err)
{
    dots_sgf s;
    dots_sgf_init(&s);
    int rc = build(record ? record : "", &s, err);
    for (int k = 0; rc == 0 && rings && k < s.nmoves; k++) rc = rings(ctx, &s, k, err);
    if (rc == 0 && time) {
        s.has_tm = time->has_tm && time->tm >= 0;
        s.tm = s.has_tm ? time->tm : 0;
        if (time->ot) {
            dots_sgf_shown(time->ot, strlen(time->ot), s.ot, sizeof s.ot);
            size_t n = strlen(s.ot);
            while (n > 0 && dots_sgf_is_ws(s.ot[n - 1])) s.ot[--n] = 0;
        }
        /* the names and the date as the reader keeps them, so they read back unchanged */
        if (time->pb) dots_sgf_text(time->pb, strlen(time->pb), s.pb, sizeof s.pb);
        if (time->pw) dots_sgf_text(time->pw, strlen(time->pw), s.pw, sizeof s.pw);
        if (time->dt) {
            size_t a = 0, n = strlen(time->dt);
            while (a < n && dots_sgf_is_ws(time->dt[a])) a++;
            dots_sgf_shown(time->dt + a, n - a, s.dt, sizeof s.dt);
            n = strlen(s.dt);
            while (n > 0 && dots_sgf_is_ws(s.dt[n - 1])) s.dt[--n] = 0;
        }
        /* a time for each move of the file (a trailing resign or flag is RE, not a move) */
        for (int k = 0; time->left && k < s.nmoves && k < time->nleft; k++) {
            if (time->left[k] < 0 || s.moves[k].kind > DOTS_SGF_GROUND) continue;
            s.moves[k].has_left = 1;
            s.moves[k].left = time->left[k] > 100000000 ? 100000000 : time->left[k];
        }
    }
    if (rc == 0) dots_sgf_write(&s, sgf);
    dots_sgf_free(&s);
    return rc;
}
