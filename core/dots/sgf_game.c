/* sgf_game.c — SGF import and export of whole Dots games: the SGF layer (sgf*.c) joined to the
 * rules (rules.c), which judge every move of an imported file and report the rings an exported
 * move closed; the family's import and export hooks (formats "sgf", "sgf-times": the file's
 * times, names and date). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/fmt.h"
#include "dots.h"
#include "sgf.h"
#include "game.h"

/* The game replayed move by move while export asks for the rings of move k. */
typedef struct replay {
    pd_game *g;
    const char *moves; /* the record's move list, '.'-separated; read front to back */
    int32_t *ring;
    dots_sgf_point *pts;
    int cap;
} replay;

static int next_token(replay *r, char *tok, size_t cap)
{
    const char *dot = strchr(r->moves, '.');
    size_t n = dot ? (size_t)(dot - r->moves) : strlen(r->moves);
    if (n == 0 || n >= cap) return -1;
    memcpy(tok, r->moves, n);
    tok[n] = 0;
    r->moves += dot ? n + 1 : n;
    return 0;
}

/* Play move k on the replay and hand the outer ring of every region it captured to the SGF. */
static int add_rings(void *ctx, dots_sgf *s, int k, pd_error *err)
{
    replay *r = ctx;
    char tok[DOTS_RING_MAX + 16];
    if (next_token(r, tok, sizeof tok))
        return pd_fail(err, "sgf-record", "move %d is missing from the record", k + 1);
    int before = ((const dots_pos *)r->g->pos)->s.nevents;
    if (pd_game_play(r->g, tok, err)) return -1;
    /* The colour is the engine's seat that made the move (teams, extra moves and answers to
     * offers break alternation; ground-waiting is the waiting colour's). */
    s->moves[k].color =
        dots_team(r->g->movers[r->g->nmoves - 1]) == 1 ? DOTS_SGF_BLACK : DOTS_SGF_WHITE;
    const dots_pos *p = r->g->pos;
    /* A resignation or a loss on time after this move: RE names the winner by the colour that
     * lost (R: resigned, T: time). */
    int flag = strcmp(r->moves, "flag") == 0;
    if (k == s->nmoves - 1 && (flag || strcmp(r->moves, "resign") == 0))
        pd_snprintf(s->result, sizeof s->result, "%c+%c",
                    dots_team(pd_game_to_move(r->g)) == 1 ? 'W' : 'B', flag ? 'T' : 'R');
    /* A chosen ring (x-y:steps) is the move's first capture, and the rings a polish x-y! names
     * (x-y!:steps!a-b:steps) its captures in order: write each ring as named, from its start
     * (the dot, or a-b). */
    const char *bang = strchr(tok, '!'), *steps = bang ? bang + 1 : strchr(tok, ':');
    while (steps && *steps) {
        int c = p->s.last, n = 0, x = c % p->w, y = c / p->w, ax, ay;
        if (*steps != ':' && sscanf(steps, "%d-%d", &ax, &ay) == 2) {
            x = ax - 1;
            y = ay - 1;
        }
        const char *q = strchr(steps, ':');
        for (q = q ? q + 1 : ""; *q && *q != '!'; q++) {
            r->pts[n++] = (dots_sgf_point){x + 1, y + 1};
            x += (*q == '3' || *q == '6' || *q == '9') - (*q == '1' || *q == '4' || *q == '7');
            y += (*q == '7' || *q == '8' || *q == '9') - (*q == '1' || *q == '2' || *q == '3');
        }
        if (dots_sgf_add_ring(s, k, r->pts, n, err)) return -1;
        before++;
        steps = *q ? q + 1 : NULL;
    }
    for (int e = before; e < p->s.nevents; e++) {
        int n = dots_event_ring(p, e, r->ring, r->cap);
        for (int i = 0; i < n; i++)
            r->pts[i] = (dots_sgf_point){r->ring[i] % p->w + 1, r->ring[i] / p->w + 1};
        if (n && dots_sgf_add_ring(s, k, r->pts, n, err)) return -1;
    }
    return 0;
}

int dots_sgf_export_with(pd_game_maker make, const char *record, const dots_sgf_time *time,
                         pd_buf *sgf, pd_error *err)
{
    pd_game *full = make(record, err);
    if (!full) return -1;
    if (strcmp(full->fam->name, "dots") != 0) {
        pd_fail(err, "sgf-game", "game %s has no SGF export (GM[40] is Dots)", full->fam->name);
        pd_param(err, "value", "%s", full->fam->name);
        pd_game_free(full);
        return -1;
    }
    pd_buf canon = PD_BUF_INIT, setup = PD_BUF_INIT;
    pd_game_record(full, &canon);
    pd_game_canonical(full, &setup);
    replay r = {make(pd_buf_str(&setup), err), pd_moves_key(pd_buf_str(&canon)) + 7, NULL, NULL, 0};
    int rc = -1;
    if (r.g) {
        const dots_pos *p = r.g->pos;
        r.cap = 4 * p->n + 8;
        r.ring = malloc(sizeof *r.ring * (size_t)r.cap);
        r.pts = malloc(sizeof *r.pts * (size_t)r.cap);
        if (!r.ring || !r.pts) abort();
        rc = dots_sgf_from_record_timed(pd_buf_str(&canon), add_rings, &r, time, sgf, err);
    }
    free(r.ring);
    free(r.pts);
    pd_game_free(r.g);
    pd_buf_free(&canon);
    pd_buf_free(&setup);
    pd_game_free(full);
    return rc;
}

/* The engine's error on a move of the file, as an SGF error that keeps its reason. */
static int move_error(const pd_error *why, pd_error *err)
{
    const char *move = "", *token = "";
    for (int i = 0; i < why->nparams; i++) {
        if (strcmp(why->pname[i], "move") == 0) move = why->pval[i];
        if (strcmp(why->pname[i], "token") == 0) token = why->pval[i];
    }
    pd_error keep = *why;
    pd_fail(err, "sgf-move", "the file's %s", keep.msg);
    pd_param(err, "move", "%s", move);
    pd_param(err, "token", "%s", token);
    pd_param(err, "reason", "%s", keep.code);
    return -1;
}

/* playdots' final node of points (sgf_read.c): put as dots of the node's colour on the field
 * before the grounding, they must close round exactly the grounding side's dots that the
 * grounding takes, else the node means something else and the file is sgf-unsupported
 * (what=grounding-points). Russian rules only (playdots' own; under Polish or zagram rules a
 * ring would wait to be closed, so the points are not read there). */
static int grounding_points_match(const pd_game *g, const dots_sgf *s, const dots_sgf_move *m,
                                  int waiting, pd_error *err)
{
    const dots_pos *p = g->pos;
    if (!m->points || p->polish || p->players != 2) return 0;
    int mine = 3 - m->color; /* the node's colour: seat = team with two players */
    dots_pos *ground = dots_work_copy(p), *closed = dots_work_copy(p);
    dots_apply(ground, waiting ? DOTS_GROUND_WAITING : DOTS_GROUND);
    int taken_point = 0, taken = 0, by_points = 0, differ = 0;
    for (int i = 0; i < m->points; i++) {
        dots_sgf_point at = s->pts[m->first + i];
        int c = (at.y - 1) * p->w + at.x - 1;
        if (closed->dot[c] || closed->owner[c]) {
            taken_point = 1;
            continue;
        }
        closed->s.to_move = mine;
        dots_apply(closed, c);
    }
    for (int c = 0; c < p->n; c++) {
        if (p->dot[c] != 3 - mine || p->owner[c] == mine) continue; /* its live dots */
        int a = ground->owner[c] == mine, b = closed->owner[c] == mine;
        taken += a;
        by_points += b;
        differ += a != b;
    }
    dots_work_free(ground);
    dots_work_free(closed);
    if (!taken_point && !differ) return 0;
    pd_fail(err, "sgf-unsupported",
            "node %d: its %d points do not close round just the %d dots the grounding takes "
            "(they close round %d%s)",
            m->node, m->points, taken, by_points, taken_point ? ", and some are not free" : "");
    pd_param(err, "what", "grounding-points");
    pd_param(err, "node", "%d", m->node);
    pd_param(err, "taken", "%d", taken);
    pd_param(err, "closed", "%d", by_points);
    return -1;
}

/* Play the record's moves one by one, each only on its colour's turn (the engine's, so teams,
 * extra moves and offers are judged by the rules); a trailing resign (or flag) only when it
 * is the losing colour's turn. */
static int replay_checked(pd_game *g, const dots_sgf *s, const char *list, pd_error *err)
{
    replay r = {g, list, NULL, NULL, 0};
    char tok[DOTS_RING_MAX + 16], chosen[DOTS_RING_MAX + 24];
    int ring_any = ((const dots_pos *)g->pos)->ring_any;
    for (int k = 0; k < s->nmoves; k++) {
        const dots_sgf_move *m = &s->moves[k];
        /* zagram's end by agreement after a move that filled the board: the game is over */
        if (s->agreed_end && m->kind == DOTS_SGF_AGREE && pd_game_over(g)) break;
        int want = dots_team(pd_game_to_move(g)) == 1 ? DOTS_SGF_BLACK : DOTS_SGF_WHITE;
        /* A grounding by the colour not to move: ground-waiting (dots-rules.md). */
        int waiting = m->kind == DOTS_SGF_GROUND && m->color != want && k > 0;
        if (!pd_game_over(g) && m->color != want && !waiting) {
            char c = m->color == DOTS_SGF_BLACK ? 'B' : 'W', w = want == DOTS_SGF_BLACK ? 'B' : 'W';
            pd_fail(err, "sgf-order", "%c in node %d: it is %c's turn", c, m->node, w);
            pd_param(err, "node", "%d", m->node);
            pd_param(err, "color", "%c", c);
            pd_param(err, "expected", "%c", w);
            return -1;
        }
        pd_error why;
        if (next_token(&r, tok, sizeof tok))
            return pd_fail(err, "sgf-record", "move %d is missing from the record", k + 1);
        if (waiting && !pd_game_over(g)) memcpy(tok, "ground-waiting", sizeof "ground-waiting");
        if (m->kind == DOTS_SGF_GROUND && !pd_game_over(g) &&
            grounding_points_match(g, s, m, waiting, err))
            return -1;
        /* Under ring=any a move's first ring may be the one its player chose; one the rules
         * do not take as a chosen ring is read as the shortest (the ring of a plain move).
         * Under polish and zagram rules a closing move closes the rings the file writes: the
         * plain x-y! when its rings are those, else x-y! naming them; when the rules refuse
         * them, it is read as x-y! (closing every enclosure with enemy dots). */
        if (m->close && dots_sgf_plain_as_written(g, s, k, tok)) continue;
        if ((ring_any || m->close) && dots_sgf_ring_token(s, k, tok, chosen, sizeof chosen) &&
            pd_game_play(g, chosen, &why) == 0)
            continue;
        if (pd_game_play(g, tok, &why)) return move_error(&why, err);
    }
    int loser = dots_sgf_resigned(s);
    if (*r.moves && loser && !pd_game_over(g) &&
        dots_team(pd_game_to_move(g)) == (loser == DOTS_SGF_BLACK ? 1 : 2)) {
        pd_error why;
        if (pd_game_play(g, dots_sgf_flagged(s) ? "flag" : "resign", &why))
            return move_error(&why, err);
    }
    return 0;
}

int dots_sgf_import_with(pd_game_maker make, const char *text, size_t len, pd_buf *record,
                         pd_error *err)
{
    dots_sgf s;
    dots_sgf_init(&s);
    pd_buf rec = PD_BUF_INIT;
    int rc = dots_sgf_parse(text, len, &s, err);
    if (rc == 0) rc = dots_sgf_to_record(&s, &rec, err);
    pd_game *g = NULL;
    if (rc == 0) {
        const char *all = pd_buf_str(&rec), *m = pd_moves_key(all);
        char *setup = malloc((size_t)(m - all) + 1);
        if (!setup) abort();
        memcpy(setup, all, (size_t)(m - all));
        setup[m - all] = 0;
        pd_error why;
        g = make(setup, &why);
        free(setup);
        if (!g) {
            pd_fail(err, "sgf-unsupported", "the file's setup (RU, PDS): %s", why.msg);
            pd_param(err, "what", "setup");
            rc = -1;
        } else {
            rc = replay_checked(g, &s, m + 7, err);
        }
    }
    if (rc == 0) pd_game_record(g, record);
    pd_game_free(g);
    pd_buf_free(&rec);
    dots_sgf_free(&s);
    return rc;
}

/* A count of ms ("12345"), as tenths; -1 for anything else ("-" is unknown). */
static int ms_tenths(const char *p, size_t n)
{
    if (n == 0 || n > 10) return -1;
    long long v = 0;
    for (size_t i = 0; i < n; i++) {
        if (p[i] < '0' || p[i] > '9') return -1;
        v = v * 10 + (p[i] - '0');
    }
    v /= 100;
    return v > 100000000 ? 100000000 : (int)v;
}

/* n bytes at p as a string in buf's free part (cut to what is left of it), or NULL when
 * nothing is left. */
static const char *keep_text(const char *p, size_t n, char *buf, size_t cap, size_t *used)
{
    if (*used >= cap) return NULL;
    char *to = buf + *used;
    size_t k = n < cap - *used - 1 ? n : cap - *used - 1;
    memcpy(to, p, k);
    to[k] = 0;
    *used += k + 1;
    return to;
}

void dots_sgf_time_read(const char *text, dots_sgf_time *time, char *buf, size_t cap, int *left_buf,
                        int cap_left)
{
    memset(time, 0, sizeof *time);
    size_t used = 0;
    for (const char *p = text ? text : ""; *p;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        /* the texts: ot, then the game information pb, pw and dt */
        static const char *const texts[] = {"ot=", "pb=", "pw=", "dt="};
        int which = -1;
        for (int i = 0; i < 4 && n >= 3; i++)
            if (strncmp(p, texts[i], 3) == 0) which = i;
        if (n > 3 && strncmp(p, "tm=", 3) == 0) {
            int t = ms_tenths(p + 3, n - 3);
            time->has_tm = t >= 0;
            time->tm = t >= 0 ? t : 0;
        } else if (which >= 0) {
            const char *v = keep_text(p + 3, n - 3, buf, cap, &used);
            if (which == 0) time->ot = v;
            else if (which == 1) time->pb = v;
            else if (which == 2) time->pw = v;
            else time->dt = v;
        } else if (n >= 5 && strncmp(p, "left=", 5) == 0) {
            time->left = left_buf;
            time->nleft = 0;
            for (const char *q = p + 5; q < p + n && time->nleft < cap_left;) {
                const char *comma = memchr(q, ',', (size_t)(p + n - q));
                size_t m = comma ? (size_t)(comma - q) : (size_t)(p + n - q);
                left_buf[time->nleft++] = ms_tenths(q, m);
                q += m + 1;
            }
        }
        p += nl ? n + 1 : n;
    }
}

int dots_sgf_time_json(const char *text, size_t len, pd_buf *out, pd_error *err)
{
    dots_sgf s;
    dots_sgf_init(&s);
    if (dots_sgf_parse(text, len, &s, err)) return -1;
    if (s.has_tm) pd_buf_printf(out, "{\"tm\":%lld,\"ot\":", (long long)s.tm * 100);
    else pd_buf_put(out, "{\"tm\":null,\"ot\":");
    if (s.ot[0]) pd_buf_json_str(out, s.ot);
    else pd_buf_put(out, "null");
    pd_buf_put(out, ",\"left\":[");
    for (int k = 0; k < s.nmoves; k++) {
        if (k) pd_buf_putc(out, ',');
        if (s.moves[k].has_left) pd_buf_printf(out, "%lld", (long long)s.moves[k].left * 100);
        else pd_buf_put(out, "null");
    }
    pd_buf_put(out, "]");
    const char *const info[][2] = {{"pb", s.pb}, {"pw", s.pw}, {"dt", s.dt}};
    for (int i = 0; i < 3; i++) {
        pd_buf_printf(out, ",\"%s\":", info[i][0]);
        if (info[i][1][0]) pd_buf_json_str(out, info[i][1]);
        else pd_buf_put(out, "null");
    }
    pd_buf_putc(out, '}');
    dots_sgf_free(&s);
    return 0;
}

/* ---- the family's hooks (pd_family.import, .export) ---- */

static int format_unsupported(const char *format, const char *what, pd_error *err)
{
    pd_fail(err, "format-unsupported", "game dots has no %s of %s files", what, format);
    pd_param(err, "format", "%s", format);
    return -1;
}

int dots_record_import(const char *format, const char *text, size_t len, pd_game_maker make,
                       pd_buf *out, pd_error *err)
{
    if (strcmp(format, "sgf") == 0) return dots_sgf_import_with(make, text, len, out, err);
    if (strcmp(format, "sgf-times") == 0) return dots_sgf_time_json(text, len, out, err);
    return format_unsupported(format, "import", err);
}

int dots_record_export(const char *format, const char *record, const char *opts, pd_game_maker make,
                       pd_buf *out, pd_error *err)
{
    if (strcmp(format, "sgf") != 0) return format_unsupported(format, "export", err);
    if (!opts) return dots_sgf_export_with(make, record, NULL, out, err);
    char texts[1024]; /* OT, PB, PW and DT: each is cut to fewer bytes when written */
    /* at most one time per move of the largest board */
    int *left = malloc(sizeof(int) * (DOTS_SGF_MAX_MOVES + 1));
    if (!left) abort();
    dots_sgf_time tm;
    dots_sgf_time_read(opts, &tm, texts, sizeof texts, left, DOTS_SGF_MAX_MOVES + 1);
    int rc = dots_sgf_export_with(make, record, &tm, out, err);
    free(left);
    return rc;
}
