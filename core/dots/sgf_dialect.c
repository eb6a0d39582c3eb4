/* sgf_dialect.c — the other Dots programs' ways of writing a game, turned into the neutral form
 * after reading (sgf.h dots_sgf_dialect; docs/sgf.md "What the online sites write"):
 * - DotsGame's move B[resign] / W[resign] becomes RE (that colour lost by resigning);
 * - notAgo's RE[B+G] / RE[W+G] (a game ended by grounding, not written as a move) becomes the
 *   grounding move of the side to move;
 * - playdots.ru writes its start crosses as the first moves, out of turn: they become AB/AW;
 * - zagram.org's RU[Punish=0,Holes=1,AddTurn=0,MustSurr=…] flags: the values Paperdots plays
 *   are taken (InstantWin=N as win=N; a STOP under Stop=1 as a grounding; MustSurr=0 with
 *   MinArea=0 as rules=zagram, its rings as closures, a counted RE as an agreed end), any other
 *   is refused with sgf-rules naming the flag;
 * - the Kropki program's RU[2] (rings after the dots, closing by choice) as rules=zagram. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/fmt.h"
#include "dots/sgf.h"
#include "start.h"

/* ---- B[resign] / W[resign] ---- */

static int read_resign(dots_sgf *s, pd_error *err)
{
    if (!s->resign_node) return 0;
    for (int k = 0; k < s->nmoves; k++) {
        const dots_sgf_move *m = &s->moves[k];
        if (m->node <= s->resign_node) continue;
        pd_fail(err, "sgf-order", "%c in node %d comes after the resignation in node %d",
                dots_sgf_color_letter(m->color), m->node, s->resign_node);
        pd_param(err, "node", "%d", m->node);
        pd_param(err, "color", "%c", dots_sgf_color_letter(m->color));
        pd_param(err, "expected", "end");
        return -1;
    }
    pd_snprintf(s->result, sizeof s->result, "%c+R", s->resign_color == DOTS_SGF_BLACK ? 'W' : 'B');
    return 0;
}

/* ---- RE[X+G]: a grounding that is not in the moves ---- */

static int same_word(const char *a, const char *word)
{
    size_t n = strlen(a);
    if (n != 1 && n != strlen(word)) return 0;
    for (size_t i = 0; i < n; i++)
        if ((a[i] | 0x20) != word[i]) return 0;
    return 1;
}

/* RE[B+G], RE[w+Ground]…: the side to move after the last move grounded (colours alternate
 * from the first mover: PL, else the first move's, Black on a field without start dots); the
 * rules then find who wins. */
static void ground_from_result(dots_sgf *s)
{
    const char *re = s->result;
    char winner = (char)(re[0] | 0x20);
    if ((winner != 'b' && winner != 'w') || re[1] != '+' || !same_word(re + 2, "ground")) return;
    if (s->nmoves && s->moves[s->nmoves - 1].kind == DOTS_SGF_GROUND) return;
    if (s->nmoves >= DOTS_SGF_MAX_MOVES) return;
    int first = s->turn ? s->turn : s->nmoves ? s->moves[0].color : DOTS_SGF_BLACK;
    if (!s->nadd[0] && !s->nadd[1]) first = DOTS_SGF_BLACK;
    int color = s->nmoves % 2 ? 3 - first : first;
    int node = s->nmoves ? s->moves[s->nmoves - 1].node + 1 : 1;
    dots_sgf_add_move(s, color, DOTS_SGF_GROUND, (dots_sgf_point){0, 0}, node);
}

/* ---- start dots written as the first moves ---- */

typedef struct figure {
    dots_sgf_point pt[16];
    int color[16];
    int n;
} figure;

static void put_fig(void *ctx, int x, int y, int color)
{
    figure *f = ctx;
    if (f->n < 16) {
        f->pt[f->n] = (dots_sgf_point){x, y};
        f->color[f->n++] = color;
    }
}

/* Whether the first n moves are exactly figure f's dots, each in its colour. */
static int moves_make(const dots_sgf *s, const figure *f)
{
    for (int k = 0; k < f->n; k++) {
        const dots_sgf_move *m = &s->moves[k];
        int found = 0;
        for (int i = 0; i < f->n && !found; i++)
            found = f->pt[i].x == m->at.x && f->pt[i].y == m->at.y &&
                    (f->color[i] == 1 ? DOTS_SGF_BLACK : DOTS_SGF_WHITE) == m->color;
        if (!found || m->kind != DOTS_SGF_DOT || m->close) return 0;
    }
    return 1;
}

/* playdots.ru writes its crosses as moves (the double cross B W B W W B W B): when a file with
 * no AB/AW opens with moves out of turn that are exactly a named figure's dots, they are that
 * start. In turn they are ordinary moves: an opening that makes a cross stays as played. */
static void start_from_moves(dots_sgf *s)
{
    if (s->nadd[0] || s->nadd[1] || s->keys[0]) return;
    static const int figures[] = {DOTS_START_CROSS, DOTS_START_ZCROSS, DOTS_START_CROSS2,
                                  DOTS_START_DCROSS, DOTS_START_CROSS4};
    for (size_t i = 0; i < sizeof figures / sizeof figures[0]; i++) {
        int st = figures[i];
        if (s->w < dots_start_min_side(st) || s->h < dots_start_min_side(st)) continue;
        figure f = {.n = 0};
        dots_start_figure(st, s->w, s->h, 0, put_fig, &f);
        if (s->nmoves < f.n || !moves_make(s, &f)) continue;
        int out_of_turn = 0;
        for (int k = 0; k < f.n; k++)
            out_of_turn |= s->moves[k].color != (k % 2 ? DOTS_SGF_WHITE : DOTS_SGF_BLACK);
        for (int r = 0; r < s->nrings; r++) out_of_turn &= s->rings[r].move >= f.n;
        if (!out_of_turn) continue;
        for (int k = 0; k < f.n; k++)
            dots_sgf_add_start(s, s->moves[k].color == DOTS_SGF_BLACK ? 0 : 1, s->moves[k].at.x,
                               s->moves[k].at.y);
        memmove(s->moves, s->moves + f.n, sizeof *s->moves * (size_t)(s->nmoves - f.n));
        s->nmoves -= f.n;
        for (int r = 0; r < s->nrings; r++) s->rings[r].move -= f.n;
        return;
    }
}

/* ---- zagram.org's rule flags ---- */

/* Each flag, the value Paperdots plays (-1: any number, taken as win=N; -2: 0 or 1, MustSurr and
 * MinArea, judged together below), and what another value means (zagram.org's rule pages;
 * docs/sgf.md). */
static const struct {
    const char *name;
    int plays;
    const char *other;
} flags[] = {
    {"Punish", 0, "a rule of zagram's other variants that Paperdots does not know"},
    {"Holes", 1, "a rule of zagram's other variants that Paperdots does not know"},
    {"AddTurn", 0, "gives a player an additional move (zagram's AddTurn rule)"},
    {"MustSurr", -2, "is neither 0 (closing by choice) nor 1 (closing at once)"},
    {"MinArea", -2, "is neither 0 (any ring) nor 1 (the smallest ring)"},
    {"Pass", 0, "lets a player pass"},
    {"Stop", 0, "is a Stop rule Paperdots does not know"}, /* Stop=1: stop_as_grounding */
    {"LastSafe", 0, "a rule of zagram's other variants that Paperdots does not know"},
    {"ScoreTerr", 0, "scores territory as well as captured dots"},
    {"InstantWin", -1, ""},
};

static int rules_error(pd_error *err, const char *flag, const char *value, const char *why)
{
    pd_fail(err, "sgf-rules", "this zagram game uses %s=%s, which %s; Paperdots does not play it",
            flag, value, why);
    pd_param(err, "flag", "%s", flag);
    pd_param(err, "value", "%s", value);
    return -1;
}

/* Stop=1 only changes a game once a player stops: the other then moves several times running.
 * The first move that repeats its colour, or 0 when the colours alternate to the end. */
static int stop_used(const dots_sgf *s)
{
    for (int k = 1; k < s->nmoves; k++)
        if (s->moves[k].color == s->moves[k - 1].color) return k;
    return 0;
}

/* zagram's STOP under Stop=1 ends the game as a grounding does: the stopping player puts no more
 * dots, and the other puts as many as they like round the stopper's dots that are cut off from
 * the edge (the public refiners of Dots files read it so). When every move from the first
 * repeated colour on is that colour's dot, the stop is a grounding by the other colour right
 * there, and those extra dots are dropped: the grounding takes what they surround. 0 when
 * converted, -1 when the stop is written otherwise. */
static int stop_as_grounding(dots_sgf *s)
{
    int k = stop_used(s), color = s->moves[k].color;
    for (int i = k; i < s->nmoves; i++)
        if (s->moves[i].color != color || s->moves[i].kind != DOTS_SGF_DOT) return -1;
    int node = s->moves[k].node;
    s->nmoves = k;
    while (s->nrings && s->rings[s->nrings - 1].move >= k) {
        s->npts = s->rings[s->nrings - 1].first;
        s->nrings--;
    }
    dots_sgf_add_move(s, 3 - color, DOTS_SGF_GROUND, (dots_sgf_point){0, 0}, node);
    return 0;
}

/* RE as a counted result: "B+12", "W+3", "0" or "Draw" (any case); not R, T or G. */
static int counted_result(const char *re)
{
    if (strcmp(re, "0") == 0 || same_word(re, "draw")) return 1;
    if ((re[0] | 0x20) != 'b' && (re[0] | 0x20) != 'w') return 0;
    if (re[1] != '+' || re[2] < '0' || re[2] > '9') return 0;
    return 1;
}

/* zagram's territory rules (MustSurr=0, MinArea=0, ScoreTerr=0) are rules=zagram: a move that
 * closes writes its rings after the dot, so a move with rings is x-y! closing those rings
 * (sgf_game.c names them). A game that ends with a counted RE ended by "end the game" (both
 * agree), where zagram closes what is left and writes those closures as TB/TW: the record ends
 * with agree by the side to move and agree by the other, whose count commits the same
 * closures (docs/dots-rules.md "zagram's territory rules"). */
static void territory_rules(dots_sgf *s)
{
    s->polish = 2;
    for (int r = 0; r < s->nrings; r++) s->moves[s->rings[r].move].close = 1;
    if (!counted_result(s->result) || s->nmoves + 2 > DOTS_SGF_MAX_MOVES) return;
    const dots_sgf_move *last = s->nmoves ? &s->moves[s->nmoves - 1] : NULL;
    if (last && last->kind != DOTS_SGF_DOT) return;
    int first = s->turn ? s->turn : last ? s->moves[0].color : DOTS_SGF_BLACK;
    int color = last ? 3 - last->color : first, node = last ? last->node + 1 : 1;
    dots_sgf_add_move(s, color, DOTS_SGF_AGREE, (dots_sgf_point){0, 0}, node);
    dots_sgf_add_move(s, 3 - color, DOTS_SGF_AGREE, (dots_sgf_point){0, 0}, node + 1);
    s->agreed_end = 1;
}

static int read_zagram_rules(dots_sgf *s, pd_error *err)
{
    if (!strchr(s->ru, '=')) return 0; /* "russian", "polish", notAgo's words: Russian rules */
    int win = 0, must = 1, minarea = 1, stop = 0;
    for (const char *p = s->ru; *p;) {
        const char *comma = strchr(p, ',');
        size_t n = comma ? (size_t)(comma - p) : strlen(p);
        const char *eq = memchr(p, '=', n);
        char name[32], value[32];
        pd_snprintf(name, sizeof name, "%.*s", (int)(eq ? eq - p : (long)n), p);
        pd_snprintf(value, sizeof value, "%.*s", (int)(eq ? n - (size_t)(eq - p) - 1 : 0),
                    eq ? eq + 1 : "");
        int known = -1;
        for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
            if (strcmp(name, flags[i].name) == 0) known = (int)i;
        char *end;
        long v = strtol(value, &end, 10);
        int number = value[0] >= '0' && value[0] <= '9' && !*end && v <= 1000000;
        if (known < 0)
            return rules_error(err, name, value,
                               "is a rule flag Paperdots does not know (RU names zagram's flags)");
        if (!number) return rules_error(err, name, value, "is not a number");
        if (flags[known].plays == -1) {
            win = (int)v;
        } else if (flags[known].plays == -2) {
            if (v > 1) return rules_error(err, name, value, flags[known].other);
            *(name[1] == 'u' ? &must : &minarea) = (int)v;
        } else if (strcmp(name, "Stop") == 0 && v == 1) {
            stop = 1;
        } else if (v != flags[known].plays) {
            return rules_error(err, name, value, flags[known].other);
        }
        p += comma ? n + 1 : n;
    }
    if (minarea != must)
        return rules_error(err, "MinArea", minarea ? "1" : "0",
                           must ? "lets a ring enclose more than the smallest area while surrounds "
                                  "close at once (MustSurr=1)"
                                : "asks for the smallest ring while surrounds close by choice "
                                  "(MustSurr=0)");
    if (stop && !must)
        return rules_error(err, "Stop", "1",
                           "lets a player stop under zagram's territory rules (MustSurr=0)");
    if (stop && stop_used(s) && stop_as_grounding(s))
        return rules_error(err, "Stop", "1",
                           "lets a player stop, after which the other puts dots several "
                           "times running, and here the game goes on after that");
    if (!must) territory_rules(s);
    if (win && !strstr(s->keys, "win=")) {
        size_t n = strlen(s->keys);
        pd_snprintf(s->keys + n, sizeof s->keys - n, "%swin=%d", n ? "&" : "", win);
    }
    return 0;
}

/* ---- the Kropki program's RU[2] ---- */

/* The Kropki program (AP[Kropki:0084.12]) writes its rules as a number. Its RU[2] files write
 * each ring after the dot that closes it and go on with dots placed inside enclosures nobody
 * closed, which only closing by choice allows: they are zagram's territory rules, rules=zagram.
 * Another number names rules not known here: sgf-rules with flag RU. 1 when read, 0 when the
 * file is not the Kropki program's numbered rules, -1 on error. */
static int read_kropki_rules(dots_sgf *s, pd_error *err)
{
    if (strncmp(s->ap, "Kropki", 6) != 0 || !s->ru[0] ||
        strspn(s->ru, "0123456789") != strlen(s->ru))
        return 0;
    if (strcmp(s->ru, "2") != 0) {
        pd_fail(err, "sgf-rules",
                "this game of the Kropki program uses its rules RU[%s], which Paperdots does not "
                "know (its RU[2] is closing by choice)",
                s->ru);
        pd_param(err, "flag", "RU");
        pd_param(err, "value", "%s", s->ru);
        return -1;
    }
    territory_rules(s);
    return 1;
}

int dots_sgf_dialect(dots_sgf *s, pd_error *err)
{
    if (read_resign(s, err)) return -1;
    start_from_moves(s);
    ground_from_result(s);
    if (dots_sgf_katago(s, err) < 0) return -1; /* KM, and KataGoDots' RU */
    int kropki = read_kropki_rules(s, err);
    if (kropki) return kropki < 0 ? -1 : 0;
    return read_zagram_rules(s, err);
}
