/* rules.c — Dots (docs/spec.md §1.3): setup, teams, reports and the pd_family table; its tokens are
 * tokens.c, its JSON fields (docs/state-json.md "## dots") and its hooks' JSON json.c, its SGF
 * import and export sgf_game.c; the rules engine (a move and its undo, enclosures and
 * captures, grounding, polish scoring) is board.c, below the bot and this file. Where the
 * spec leaves room, the choices made: docs/dots-rules.md ("Choices where the spec leaves room").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dots.h"
#include "sgf.h"
#include "start.h"
#include "common/fmt.h"

static const char *const dots_keys[] = {
    "size", "start", "dotsa",   "dotsb",   "turn", "place", "first",  "rules",   "houses",
    "ring", "extra", "freeing", "suicide", "komi", "win",   "ground", "players", NULL};
static const char *const start_values[] = {DOTS_START_NAMES, NULL};
/* The starts the setup form offers (the schema): the others come from imported records. dots:
 * the players' own start dots (dotsa, dotsb) and who moves first (turn). */
static const char *const start_offered[] = {"empty",   "cross", "cross4", "cross2",
                                            "random4", "dots",  NULL};
static const char *const turn_values[] = {"1", "2", NULL};
static const char *const ring_values[] = {"short", "any", NULL};
static const char *const rules_values[] = {"russian", "polish", "zagram", NULL}; /* dots-rules.md */
static const char *const rules_offered[] = {"russian", "polish", "zagram", NULL};
static const char *const houses_values[] = {"keep", "capture", NULL};
static const char *const extra_values[] = {"0", "1", "may", NULL};
static const char *const ground_values[] = {"any", "leader", NULL};
static const char *const freeing_values[] = {"1", "0", NULL};
static const char *const players_values[] = {"2", "4", "6", NULL};
static const char *const size_presets[] = {"15x15", "20x20", "30x30", "39x32", NULL};

#define DEFAULT_W 39
#define DEFAULT_H 32
#define DEFAULT_START 1 /* cross */
#define PLACE_MAX DOTS_PLACE_MAX
#define START_RANDOM4 DOTS_START_RANDOM4
#define WIN_MAX DOTS_MAX_POINTS
#define FIRST_MAX DOTS_MAX_SIDE /* first=R beyond the largest field changes nothing */

/* ---- setup ---- */

/* dotsa, dotsb or turn given with a start other than dots. */
static int dots_start_error(pd_error *err, const char *key, const char *val, int start)
{
    pd_fail(err, "dots-start",
            "%s=%s goes with start=dots, which lists its start dots (start is %s)", key, val,
            start_values[start]);
    pd_param(err, "key", "%s", key);
    pd_param(err, "value", "%s", val);
    pd_param(err, "start", "%s", start_values[start]);
    return -1;
}

static void *dots_create(const pd_kv *kv, int nkv, pd_error *err)
{
    dots_pos *p = calloc(1, sizeof *p);
    if (!p) abort();
    int start = DEFAULT_START, rules = 0, houses = 0, extra = 0, freeing = 0, players = 0, gr = 0;
    int ring = 0, turn = 0, suicide = 0;
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
    if ((v = pd_kv_get(kv, nkv, "turn")) && pd_parse_choice("turn", v, turn_values, &turn, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "ring")) && pd_parse_choice("ring", v, ring_values, &ring, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "first")) &&
        pd_parse_int("first", v, 0, FIRST_MAX, &p->first_r, err))
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
    if ((v = pd_kv_get(kv, nkv, "suicide")) &&
        pd_parse_choice("suicide", v, freeing_values, &suicide, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "win")) && pd_parse_int("win", v, 0, WIN_MAX, &p->win, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "komi")) && dots_komi_setup(p, v, err)) goto fail;
    if ((v = pd_kv_get(kv, nkv, "players")) &&
        pd_parse_choice("players", v, players_values, &players, err))
        goto fail;
    int min_side = dots_start_min_side(start);
    if (p->w < min_side || p->h < min_side) {
        pd_fail(err, "start-size", "start %s needs a field of at least %dx%d (size is %dx%d)",
                start_values[start], min_side, min_side, p->w, p->h);
        pd_param(err, "key", "start");
        pd_param(err, "value", "%s", start_values[start]);
        pd_param(err, "min", "%d", min_side);
        goto fail;
    }
    if ((start == START_RANDOM4) != (p->place != 0)) {
        if (p->place)
            pd_fail(err, "place-start", "place=%d is the seed of start random4 (start is %s)",
                    p->place, start_values[start]);
        else
            pd_fail(err, "place-missing",
                    "start random4 needs place=N (1..%d), the seed of the crosses' places",
                    PLACE_MAX);
        pd_param(err, "key", "place");
        pd_param(err, "value", "%d", p->place);
        pd_param(err, "start", "%s", start_values[start]);
        goto fail;
    }
    if (ring == 1 && rules >= 1) {
        pd_fail(err, "rules-ring",
                "ring=any chooses the ring a dot closes at once; %s rules close with x-y! instead",
                rules_values[rules]);
        pd_param(err, "key", "ring");
        pd_param(err, "value", "any");
        pd_param(err, "rules", "%s", rules_values[rules]);
        goto fail;
    }
    if (p->first_r && start != 0) {
        pd_fail(
            err, "first-start",
            "first=%d limits the first dots of an empty start; start %s places its dots already",
            p->first_r, start_values[start]);
        pd_param(err, "key", "first");
        pd_param(err, "value", "%d", p->first_r);
        pd_param(err, "start", "%s", start_values[start]);
        goto fail;
    }
    if (rules >= 1 && gr == 1) {
        pd_fail(err, "rules-ground", "ground=leader is a rule of grounding, and %s rules have none",
                rules_values[rules]);
        pd_param(err, "key", "ground");
        pd_param(err, "value", "leader");
        pd_param(err, "rules", "%s", rules_values[rules]);
        goto fail;
    }
    if (rules >= 1 && houses == 1) {
        pd_fail(err, "rules-houses",
                "rules %s needs houses keep: its enclosures are closed by x-y!, never at once",
                rules_values[rules]);
        pd_param(err, "key", "houses");
        pd_param(err, "value", "capture");
        pd_param(err, "rules", "%s", rules_values[rules]);
        goto fail;
    }
    if (rules >= 1 && suicide == 1) {
        pd_fail(err, "rules-suicide",
                "suicide=0 forbids a dot that would be captured at once, and under %s rules no "
                "dot is captured until a closing move",
                rules_values[rules]);
        pd_param(err, "key", "suicide");
        pd_param(err, "value", "0");
        pd_param(err, "rules", "%s", rules_values[rules]);
        goto fail;
    }
    p->start = start;
    p->polish = rules >= 1;
    p->no_suicide = suicide == 1;
    p->count_dots = rules == 2;
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
    p->turn = turn + 1;
    p->s.to_move = p->turn;
    p->s.last = -1;
    dots_start_lay(p, start);
    static const char *const lists[] = {"dotsa", "dotsb", "turn"};
    for (int i = 0; i < 3; i++)
        if (start != DOTS_START_DOTS && (v = pd_kv_get(kv, nkv, lists[i]))) {
            dots_start_error(err, lists[i], v, start);
            goto fail;
        }
    if (start == DOTS_START_DOTS) {
        const char *d1 = pd_kv_get(kv, nkv, "dotsa"), *d2 = pd_kv_get(kv, nkv, "dotsb");
        if ((d1 && dots_start_dots_read(p, "dotsa", d1, 1, err)) ||
            (d2 && dots_start_dots_read(p, "dotsb", d2, 2, err)))
            goto fail;
        if (!d1 && !d2) {
            pd_fail(err, "dots-start-none",
                    "start=dots lists its start dots in dotsa and dotsb, and both are missing");
            pd_param(err, "key", "dotsa");
            goto fail;
        }
    }
    dots_end_if_no_point(p); /* suicide=0: start dots can leave the first mover no point */
    return p;
fail:
    free(p);
    return NULL;
}

static void dots_canonical(const void *pos, pd_buf *out)
{
    const dots_pos *p = pos;
    pd_buf_printf(out, "game=dots&size=%dx%d&start=%s", p->w, p->h, start_values[p->start]);
    /* start=dots only: its lists (each when it holds a dot) and the first mover */
    for (int c = 1; p->start == DOTS_START_DOTS && c <= 2; c++) {
        int held = 0;
        for (int i = 0; i < p->n && !held; i++) held = p->sdot[i] == c;
        if (!held) continue;
        pd_buf_printf(out, "&dots%c=", "ab"[c - 1]);
        dots_start_dots_write(p, c, out);
    }
    if (p->start == DOTS_START_DOTS) pd_buf_printf(out, "&turn=%d", p->turn);
    pd_buf_printf(out, "&place=%d&first=%d&rules=%s&houses=%s&ring=%s&extra=%s&freeing=%d",
                  p->place, p->first_r, rules_values[p->polish + p->count_dots],
                  houses_values[p->houses_capture], ring_values[p->ring_any],
                  extra_values[p->extra_may ? 2 : p->extra], p->freeing);
    if (p->no_suicide) pd_buf_put(out, "&suicide=0"); /* only when set: older records stay */
    char komi[16];
    dots_komi_write(p->komi, komi, sizeof komi);
    if (p->komi) pd_buf_printf(out, "&komi=%s", komi); /* only when set: older records stay */
    pd_buf_printf(out, "&win=%d&ground=%s&players=%d", p->win, ground_values[p->ground_leader],
                  p->players);
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
    pd_schema_choice(out, 0, "start", start_offered, DEFAULT_START);
    /* start=dots only: x-y points joined by '.', each colour's (docs/state-json.md "points") */
    pd_schema_key(out, 0, "dotsa", "points", "");
    pd_buf_putc(out, '}');
    pd_schema_key(out, 0, "dotsb", "points", "");
    pd_buf_putc(out, '}');
    pd_schema_choice(out, 0, "turn", turn_values, 0);
    pd_schema_key(out, 0, "place", "int", "0");
    pd_buf_printf(out, ",\"min\":0,\"max\":%d}", PLACE_MAX);
    pd_schema_key(out, 0, "first", "int", "0");
    pd_buf_printf(out, ",\"min\":0,\"max\":%d}", FIRST_MAX);
    pd_schema_choice(out, 0, "rules", rules_offered, 0);
    pd_schema_choice(out, 0, "houses", houses_values, 0);
    pd_schema_choice(out, 0, "ring", ring_values, 0);
    pd_schema_choice(out, 0, "extra", extra_values, 0);
    pd_schema_choice(out, 0, "freeing", freeing_values, 0);
    pd_schema_choice(out, 0, "suicide", freeing_values, 0);
    pd_schema_key(out, 0, "komi", "half", "0");
    pd_buf_printf(out, ",\"min\":%d,\"max\":%d}", -DOTS_KOMI_MAX, DOTS_KOMI_MAX);
    pd_schema_key(out, 0, "win", "int", "0");
    pd_buf_printf(out, ",\"min\":0,\"max\":%d}", WIN_MAX);
    pd_schema_choice(out, 0, "ground", ground_values, 0);
    pd_schema_choice(out, 0, "players", players_values, 0);
    pd_buf_putc(out, ']');
}

/* ---- the family table's play functions ---- */

static int dots_seats(const void *pos)
{
    return ((const dots_pos *)pos)->players;
}

static int dots_teams(const void *pos, int *team_of)
{
    const dots_pos *p = pos;
    for (int s = 0; s < p->players; s++) team_of[s] = s % 2;
    return 2;
}

static int dots_to_move(const void *pos)
{
    return ((const dots_pos *)pos)->s.to_move;
}

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

static int dots_board_moves(const void *pos)
{
    return ((const dots_pos *)pos)->n;
}

static int dots_mover(const void *pos, int move)
{
    const dots_pos *p = pos;
    return move == DOTS_GROUND_WAITING ? dots_waiting_seat(p) : p->s.to_move;
}

static int fam_apply(void *pos, int move)
{
    return dots_apply(pos, move);
}
static int fam_undo(void *pos)
{
    return dots_undo(pos);
}

static int dots_legal(const void *pos, int *moves, int cap)
{
    const dots_pos *p = pos;
    int k = 0;
    if (!p->s.to_move || p->s.offer) return 0; /* an offer waits for agree or decline */
    for (int i = 0; i < DOTS_FREE_WORDS; i++)
        for (uint64_t x = p->freebits[i]; x && k < cap; x &= x - 1) {
            int c = i * 64 + __builtin_ctzll(x);
            if (dots_may_place(p, c)) moves[k++] = c;
        }
    return k;
}

/* legal() lists points only; the horizon search lists each point's "x-y!" too under polish and
 * zagram rules (dots_search_moves), and solve_moves' callers size its list by this. */
static int dots_max_legal(const void *pos)
{
    const dots_pos *p = pos;
    return p->polish ? 2 * p->n : p->n;
}

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
    if (p->s.offer) { /* the answer: accept or decline */
        names[0] = "agree";
        names[1] = "decline";
        return 2;
    }
    int k = 0;
    if (!p->s.declined) names[k++] = "agree"; /* the offerer moves after a decline */
    if (p->extra_may && p->s.extra_turn) names[k++] = "pass";
    return k;
}

/* Dots has no exact solver to the end of the game: `solve` searches to the horizon that
 * o->depth names (horizon.c), and refuses without one. */
static int dots_solve_moves(const void *pos, const pd_solve_opts *o, pd_solve_result *r,
                            pd_move_value *mv, int *nmv, pd_error *err)
{
    const dots_pos *p = pos;
    *nmv = 0;
    if (!o->depth)
        return pd_fail(err, "solve-depth",
                       "Dots is searched to a horizon: give a depth of 1..%d plies (--depth)",
                       DOTS_SEARCH_MAX_DEPTH);
    if (dots_search_check(p, o->depth, err)) return -1;
    return dots_search_moves(p, o->depth, o->ms, o->nodes, r, mv, nmv);
}

static int dots_solve(const void *pos, const pd_solve_opts *o, pd_solve_result *r, pd_error *err)
{
    const dots_pos *p = pos;
    pd_move_value *mv = malloc(sizeof *mv * (size_t)dots_max_legal(p));
    int nmv;
    if (!mv) abort();
    int rc = dots_solve_moves(pos, o, r, mv, &nmv, err);
    free(mv);
    return rc;
}

/* Record formats of the import and export hooks (sgf_game.c). */
static const char *const dots_formats[] = {"sgf", "sgf-times", NULL};

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
    .mover = dots_mover,
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
    .choices = dots_choices,
    .formats = dots_formats,
    .import = dots_record_import,
    .export = dots_record_export,
    .analyse = dots_analysis_json,
};
