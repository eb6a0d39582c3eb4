/* game.c — the family-independent game object: setup parsing (SPEC §1.1), records,
 * move lists with all-or-nothing semantics, and the reports the CLI and WASM print. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "common/fmt.h"

#define SETUP_MAX_LEN 4096
#define TOKEN_MAX_LEN 256  /* a Dots chosen ring: "52-52:" and up to 240 steps */
#define PD_MAX_ACTIONS 4   /* a family's special tokens besides resign */

/* C11 has no strndup. */
static char *copy_n(const char *s, size_t n)
{
    char *c = malloc(n + 1);
    if (!c) abort();
    memcpy(c, s, n);
    c[n] = 0;
    return c;
}

/* Split "k=v&k=v" in place into kv pairs (text is modified). */
static int split_pairs(char *text, pd_kv *kv, int cap, int *n, pd_error *err)
{
    *n = 0;
    char *p = text;
    for (;;) {
        char *amp = strchr(p, '&');
        if (amp) *amp = 0;
        char *eq = strchr(p, '=');
        if (!eq || eq == p) {
            pd_fail(err, "setup-syntax", "\"%s\" is not a key=value pair", p);
            pd_param(err, "pair", "%s", p);
            return -1;
        }
        if (*n == cap) return pd_fail(err, "setup-syntax", "too many key=value pairs");
        *eq = 0;
        kv[*n].key = p;
        kv[*n].val = eq + 1;
        (*n)++;
        if (!amp) return 0;
        p = amp + 1;
    }
}

static void key_list(const pd_family *f, char *out, size_t cap)
{
    out[0] = 0;
    for (int i = 0; f->keys[i]; i++) {
        size_t n = strlen(out);
        pd_snprintf(out + n, cap - n, "%s%s", i ? ", " : "", f->keys[i]);
    }
}

static void *parse_setup(const char *setup, const pd_family **famp, pd_error *err)
{
    if (!setup || !*setup) {
        pd_fail(err, "setup-empty", "the setup is empty: it must start with game=");
        return NULL;
    }
    if (strlen(setup) > SETUP_MAX_LEN) {
        pd_fail(err, "setup-long", "the setup is longer than %d characters", SETUP_MAX_LEN);
        return NULL;
    }
    for (const char *c = setup; *c; c++) {
        if (*c < 0x21 || *c > 0x7e) {
            pd_fail(err, "setup-syntax", "the setup may only hold printable ASCII without spaces");
            return NULL;
        }
    }
    char *text = copy_n(setup, strlen(setup));
    pd_kv kv[PD_MAX_KEYS + 1];
    int n;
    void *pos = NULL;
    if (split_pairs(text, kv, PD_MAX_KEYS + 1, &n, err)) goto out;
    if (strcmp(kv[0].key, "game") != 0) {
        pd_fail(err, "game-missing", "the setup must start with game= (one of: %s)",
                pd_family_names());
        pd_param(err, "allowed", "%s", pd_family_names());
        goto out;
    }
    const pd_family *f = pd_family_find(kv[0].val);
    if (!f) {
        pd_fail(err, "game-unknown", "game \"%s\" is not known (allowed: %s)", kv[0].val,
                pd_family_names());
        pd_param(err, "key", "game");
        pd_param(err, "value", "%s", kv[0].val);
        pd_param(err, "allowed", "%s", pd_family_names());
        goto out;
    }
    for (int i = 1; i < n; i++) {
        int known = 0;
        for (int k = 0; f->keys[k]; k++)
            if (strcmp(f->keys[k], kv[i].key) == 0) known = 1;
        for (int j = 0; j < i; j++) {
            if (strcmp(kv[j].key, kv[i].key) == 0) {
                pd_fail(err, "key-repeated", "key %s is given twice", kv[i].key);
                pd_param(err, "key", "%s", kv[i].key);
                goto out;
            }
        }
        if (!known) {
            char list[200];
            key_list(f, list, sizeof list);
            pd_fail(err, "key-unknown", "key \"%s\" is not a setup key of game %s (allowed: %s)",
                    kv[i].key, f->name, list);
            pd_param(err, "key", "%s", kv[i].key);
            pd_param(err, "game", "%s", f->name);
            pd_param(err, "allowed", "%s", list);
            goto out;
        }
    }
    pos = f->create(kv + 1, n - 1, err);
    *famp = f;
out:
    free(text);
    return pos;
}

static pd_game *game_wrap(const pd_family *f, void *pos)
{
    pd_game *g = calloc(1, sizeof *g);
    if (!g) abort();
    g->fam = f;
    g->pos = pos;
    return g;
}

pd_game *pd_game_new(const char *setup, pd_error *err)
{
    const pd_family *f = NULL;
    void *pos = parse_setup(setup, &f, err);
    return pos ? game_wrap(f, pos) : NULL;
}

pd_game *pd_game_from_record(const char *record, pd_error *err)
{
    if (!record) return pd_game_new(NULL, err);
    const char *m = pd_moves_key(record);
    if (!m) return pd_game_new(record, err);
    if (strchr(m + 7, '&')) {
        pd_fail(err, "record-syntax", "moves= must be the last key of a record");
        return NULL;
    }
    char *setup = copy_n(record, (size_t)(m - record));
    pd_game *g = pd_game_new(setup, err);
    free(setup);
    if (g && pd_game_play_list(g, m + 7, err)) {
        pd_game_free(g);
        return NULL;
    }
    return g;
}

void pd_game_free(pd_game *g)
{
    if (!g) return;
    g->fam->destroy(g->pos);
    free(g->moves);
    free(g->movers);
    free(g->captured);
    free(g);
}

static int *copy_ints(const int *a, int n)
{
    int *c = malloc(sizeof(int) * (size_t)n);
    if (!c) abort();
    memcpy(c, a, sizeof(int) * (size_t)n);
    return c;
}

pd_game *pd_game_clone(const pd_game *g)
{
    pd_game *c = game_wrap(g->fam, g->fam->clone(g->pos));
    if (g->nmoves) {
        c->moves = copy_ints(g->moves, g->nmoves);
        c->movers = copy_ints(g->movers, g->nmoves);
        c->captured = copy_ints(g->captured, g->nmoves);
        c->nmoves = c->cap = g->nmoves;
    }
    c->resigned = g->resigned;
    c->flagged = g->flagged;
    return c;
}

int pd_game_to_move(const pd_game *g) { return g->resigned ? 0 : g->fam->to_move(g->pos); }

int pd_game_over(const pd_game *g) { return pd_game_to_move(g) == 0; }

int pd_game_result(const pd_game *g, pd_result *r)
{
    if (!pd_game_over(g)) return -1;
    memset(r, 0, sizeof *r);
    g->fam->result(g->pos, g->resigned, r);
    if (g->resigned) {
        r->how = g->flagged ? "flag" : "resign";
        r->has_margin = 0;
        r->margin = 0;
    }
    return 0;
}

static void move_error(pd_error *err, int number, const char *tok)
{
    char prefix[TOKEN_MAX_LEN + 48];
    pd_snprintf(prefix, sizeof prefix, "move %d \"%s\": ", number, tok);
    pd_error_prefix(err, prefix);
    pd_param(err, "move", "%d", number);
    pd_param(err, "token", "%s", tok);
}

static int *grow(int *a, int cap)
{
    int *m = realloc(a, sizeof(int) * (size_t)cap);
    if (!m) abort();
    return m;
}

static void push_move(pd_game *g, int move, int seat, int captured)
{
    if (g->nmoves == g->cap) {
        g->cap = g->cap ? 2 * g->cap : 64;
        g->moves = grow(g->moves, g->cap);
        g->movers = grow(g->movers, g->cap);
        g->captured = grow(g->captured, g->cap);
    }
    g->moves[g->nmoves] = move;
    g->movers[g->nmoves] = seat;
    g->captured[g->nmoves] = captured;
    g->nmoves++;
}

int pd_game_play(pd_game *g, const char *tok, pd_error *err)
{
    int number = g->nmoves + 1;
    char shown[TOKEN_MAX_LEN + 4];
    pd_snprintf(shown, sizeof shown, "%.*s%s", TOKEN_MAX_LEN, tok,
             strlen(tok) > TOKEN_MAX_LEN ? "..." : "");
    int move;
    if (pd_game_over(g)) {
        pd_fail(err, "game-over", "the game is over");
    } else if (!*tok || strlen(tok) > TOKEN_MAX_LEN) {
        pd_fail(err, "move-syntax", "not a move token");
    } else if (strcmp(tok, "resign") == 0 || strcmp(tok, "flag") == 0) {
        /* Either ends the game as a loss for the side to move (SPEC §1.1, §1.3). */
        int seat = pd_game_to_move(g);
        g->flagged = tok[0] == 'f';
        push_move(g, g->flagged ? PD_MOVE_FLAG : PD_MOVE_RESIGN, seat, 0);
        g->resigned = seat;
        return 0;
    } else if (g->fam->parse_move(g->pos, tok, &move, err) == 0) {
        int seat = pd_game_to_move(g);
        push_move(g, move, seat, g->fam->apply(g->pos, move));
        return 0;
    }
    move_error(err, number, shown);
    return -1;
}

int pd_game_play_list(pd_game *g, const char *list, pd_error *err)
{
    if (!list || !*list) return 0;
    int applied = 0;
    const char *p = list;
    char tok[TOKEN_MAX_LEN + 2];
    for (;;) {
        const char *dot = strchr(p, '.');
        size_t n = dot ? (size_t)(dot - p) : strlen(p);
        size_t k = n > TOKEN_MAX_LEN + 1 ? TOKEN_MAX_LEN + 1 : n;
        memcpy(tok, p, k);
        tok[k] = 0;
        if (pd_game_play(g, tok, err)) {
            while (applied--) pd_game_undo(g);
            return -1;
        }
        applied++;
        if (!dot) return 0;
        p = dot + 1;
    }
}

int pd_game_undo(pd_game *g)
{
    if (g->nmoves == 0) return -1;
    int last = g->moves[g->nmoves - 1];
    if (last == PD_MOVE_RESIGN || last == PD_MOVE_FLAG) g->resigned = g->flagged = 0;
    else if (g->fam->undo(g->pos)) return -1;
    g->nmoves--;
    return 0;
}

void pd_game_canonical(const pd_game *g, pd_buf *out) { g->fam->canonical(g->pos, out); }

/* Tokens of every family are position-free, so any move formats against the current position. */
static void format_token(const pd_game *g, int move, pd_buf *out)
{
    if (move == PD_MOVE_RESIGN) pd_buf_put(out, "resign");
    else if (move == PD_MOVE_FLAG) pd_buf_put(out, "flag");
    else g->fam->format_move(g->pos, move, out);
}

void pd_game_move_list(const pd_game *g, pd_buf *out)
{
    for (int i = 0; i < g->nmoves; i++) {
        if (i) pd_buf_putc(out, '.');
        format_token(g, g->moves[i], out);
    }
}

void pd_game_record(const pd_game *g, pd_buf *out)
{
    pd_game_canonical(g, out);
    pd_buf_put(out, "&moves=");
    pd_game_move_list(g, out);
}

static void put_number(pd_buf *out, double v)
{
    long iv = (long)v;
    pd_buf_decimal(out, v, (double)iv == v ? 0 : 1);
}

void pd_format_scores(const pd_game *g, pd_buf *out)
{
    double s[PD_MAX_SEATS];
    int n = g->fam->scores(g->pos, s);
    for (int i = 0; i < n; i++) {
        if (i) pd_buf_putc(out, ',');
        put_number(out, s[i]);
    }
}

static int is_draw(const pd_game *g, unsigned winners)
{
    return winners == (1u << g->fam->seats(g->pos)) - 1;
}

/* "1,3": the seats set in mask, ascending, with a separator. */
static void put_seats(pd_buf *out, unsigned mask, int seats)
{
    int first = 1;
    for (int s = 0; s < seats; s++) {
        if (!(mask & (1u << s))) continue;
        pd_buf_printf(out, first ? "%d" : ",%d", s + 1);
        first = 0;
    }
}

void pd_format_winner(const pd_game *g, pd_buf *out)
{
    pd_result r;
    if (pd_game_result(g, &r)) return;
    if (is_draw(g, r.winners)) pd_buf_put(out, "draw");
    else put_seats(out, r.winners, g->fam->seats(g->pos));
}

void pd_game_report(const pd_game *g, pd_buf *out)
{
    pd_buf_printf(out, "to_move=%d\nscores=", pd_game_to_move(g));
    pd_format_scores(g, out);
    pd_buf_printf(out, "\nover=%d\nwinner=", pd_game_over(g));
    pd_format_winner(g, out);
    pd_buf_put(out, "\nmoves=");
    pd_game_move_list(g, out);
    pd_buf_putc(out, '\n');
}

void pd_game_info(const pd_game *g, pd_buf *out)
{
    pd_buf_put(out, "canonical=");
    pd_game_canonical(g, out);
    pd_buf_putc(out, '\n');
    g->fam->info(g->pos, out);
}

/* The legal tokens, each written by put(out, token) with sep between them. */
static void legal_tokens(const pd_game *g, pd_buf *out, int json)
{
    if (pd_game_over(g)) return;
    int cap = g->fam->max_legal(g->pos);
    int *m = malloc(sizeof(int) * (size_t)(cap > 0 ? cap : 1));
    if (!m) abort();
    int n = g->fam->legal(g->pos, m, cap);
    pd_buf tok = PD_BUF_INIT;
    for (int i = 0; i < n; i++) {
        if (i) pd_buf_putc(out, json ? ',' : ' ');
        pd_buf_clear(&tok);
        g->fam->format_move(g->pos, m[i], &tok);
        if (json) pd_buf_json_str(out, pd_buf_str(&tok));
        else pd_buf_put(out, pd_buf_str(&tok));
    }
    pd_buf_free(&tok);
    free(m);
}

void pd_game_legal(const pd_game *g, pd_buf *out) { legal_tokens(g, out, 0); }

/* ---- the geometry and state JSON: the header every family shares (core/GEOMETRY.md) ---- */

static void put_int_array(pd_buf *out, const char *key, const int *a, int n)
{
    pd_buf_printf(out, ",\"%s\":[", key);
    for (int i = 0; i < n; i++) pd_buf_printf(out, i ? ",%d" : "%d", a[i]);
    pd_buf_putc(out, ']');
}

/* "family", "seats" and "teams" (a list of seat lists; scores are per team). */
static void put_table(const pd_game *g, pd_buf *out)
{
    int seats = g->fam->seats(g->pos), team_of[PD_MAX_SEATS], nteams = seats;
    if (g->fam->teams) nteams = g->fam->teams(g->pos, team_of);
    else
        for (int s = 0; s < seats; s++) team_of[s] = s;
    pd_buf_put(out, "{\"family\":");
    pd_buf_json_str(out, g->fam->name);
    pd_buf_printf(out, ",\"seats\":%d,\"teams\":[", seats);
    for (int t = 0; t < nteams; t++) {
        unsigned mask = 0;
        for (int s = 0; s < seats; s++)
            if (team_of[s] == t) mask |= 1u << s;
        pd_buf_put(out, t ? ",[" : "[");
        put_seats(out, mask, seats);
        pd_buf_putc(out, ']');
    }
    pd_buf_putc(out, ']');
}

void pd_game_geometry(const pd_game *g, pd_buf *out)
{
    put_table(g, out);
    int n = g->fam->board_moves(g->pos);
    pd_buf tok = PD_BUF_INIT;
    for (int pass = 0; pass < 2; pass++) {
        pd_buf_put(out, pass ? ",\"moveLabels\":[" : ",\"moveTokens\":[");
        for (int m = 0; m < n; m++) {
            pd_buf_clear(&tok);
            if (pass) g->fam->label_move(g->pos, m, &tok);
            else g->fam->format_move(g->pos, m, &tok);
            if (m) pd_buf_putc(out, ',');
            pd_buf_json_str(out, pd_buf_str(&tok));
        }
        pd_buf_putc(out, ']');
    }
    pd_buf_free(&tok);
    g->fam->geometry_fields(g->pos, out);
    pd_buf_putc(out, '}');
}

static void put_result(const pd_game *g, pd_buf *out)
{
    pd_result r;
    if (pd_game_result(g, &r)) {
        pd_buf_put(out, ",\"result\":null");
        return;
    }
    pd_buf_put(out, ",\"result\":{\"winners\":[");
    put_seats(out, r.winners, g->fam->seats(g->pos));
    pd_buf_printf(out, "],\"draw\":%s,\"how\":", is_draw(g, r.winners) ? "true" : "false");
    pd_buf_json_str(out, r.how);
    pd_buf_printf(out, ",\"resigned\":%d,\"margin\":", g->resigned);
    if (r.has_margin) put_number(out, r.margin);
    else pd_buf_put(out, "null");
    pd_buf_putc(out, '}');
}

void pd_game_state(const pd_game *g, pd_buf *out)
{
    int over = pd_game_over(g);
    put_table(g, out);
    pd_buf_printf(out, ",\"toMove\":%d,\"over\":%s,\"scores\":[", pd_game_to_move(g),
                  over ? "true" : "false");
    pd_format_scores(g, out);
    pd_buf_putc(out, ']');
    put_result(g, out);
    /* Special tokens allowed now: resign, then the family's own (dots: ground or agree). */
    pd_buf_put(out, over ? ",\"actions\":[" : ",\"actions\":[\"resign\"");
    if (!over && g->fam->actions) {
        const char *names[PD_MAX_ACTIONS];
        int n = g->fam->actions(g->pos, names, PD_MAX_ACTIONS);
        for (int i = 0; i < n; i++) {
            pd_buf_putc(out, ',');
            pd_buf_json_str(out, names[i]);
        }
    }
    pd_buf_putc(out, ']');
    pd_buf_printf(out, ",\"moveCount\":%d,\"moves\":[", g->nmoves);
    pd_buf tok = PD_BUF_INIT;
    for (int i = 0; i < g->nmoves; i++) {
        pd_buf_clear(&tok);
        format_token(g, g->moves[i], &tok);
        if (i) pd_buf_putc(out, ',');
        pd_buf_json_str(out, pd_buf_str(&tok));
    }
    pd_buf_free(&tok);
    pd_buf_putc(out, ']');
    put_int_array(out, "movers", g->movers, g->nmoves);
    put_int_array(out, "captured", g->captured, g->nmoves);
    /* The last turn: the last maximal run of moves by one seat. */
    int start = g->nmoves;
    while (start > 0 && g->movers[start - 1] == g->movers[g->nmoves - 1]) start--;
    pd_buf_put(out, ",\"lastTurn\":[");
    for (int i = start; i < g->nmoves; i++) pd_buf_printf(out, i > start ? ",%d" : "%d", i);
    pd_buf_put(out, "],\"legal\":[");
    legal_tokens(g, out, 1);
    pd_buf_put(out, "],\"record\":");
    pd_buf rec = PD_BUF_INIT;
    pd_game_record(g, &rec);
    pd_buf_json_str(out, pd_buf_str(&rec));
    pd_buf_free(&rec);
    g->fam->state_fields(g->pos, out);
    pd_buf_putc(out, '}');
}

int pd_game_state_at(const pd_game *g, int k, pd_buf *out)
{
    if (k < 0 || k > g->nmoves) return -1;
    if (k == g->nmoves) {
        pd_game_state(g, out);
        return 0;
    }
    pd_game *c = pd_game_clone(g);
    while (c->nmoves > k) pd_game_undo(c);
    pd_game_state(c, out);
    pd_game_free(c);
    return 0;
}

int pd_game_bot(const pd_game *g, const pd_bot_opts *o, int *move, pd_error *err)
{
    if (pd_game_over(g)) return pd_fail(err, "game-over", "the game is over: no move to find");
    if (o->level < 1 || o->level > 4) {
        pd_fail(err, "value-bad", "level %d is not allowed (allowed: 1..4)", o->level);
        pd_param(err, "key", "level");
        return -1;
    }
    return g->fam->bot(g->pos, o, move, err);
}

/* What solve and solve_moves refuse alike. */
static int solve_check(const pd_game *g, const pd_solve_opts *o, int has, const char *what, pd_error *err)
{
    if (!has) {
        pd_fail(err, "solve-unsupported", "game %s has no %s", g->fam->name, what);
        pd_param(err, "game", "%s", g->fam->name);
        return -1;
    }
    if (g->fam->seats(g->pos) != 2)
        return pd_fail(err, "solve-seats", "the solver needs exactly two seats");
    if (pd_game_over(g)) return pd_fail(err, "game-over", "the game is over: nothing to solve");
    if (o->depth && !g->fam->solve_depth_max) {
        pd_fail(err, "value-bad", "game %s is solved to the end: no depth", g->fam->name);
        pd_param(err, "key", "depth");
        return -1;
    }
    return 0;
}

/* A solved value is its own bounds (the families fill bounds only for what they could not solve). */
static void solved_bounds(pd_solve_result *r)
{
    if (!r->known) return;
    r->bounded = 1;
    r->lo = r->hi = r->value;
}

int pd_game_solve(const pd_game *g, const pd_solve_opts *o, pd_solve_result *r, pd_error *err)
{
    if (solve_check(g, o, g->fam->solve != NULL, "exact solver", err)) return -1;
    r->bounded = 0;
    if (g->fam->solve(g->pos, o, r, err)) return -1;
    solved_bounds(r);
    return 0;
}

int pd_game_book_build(const pd_game *g, const pd_solve_opts *o, int openings, int min_free,
                       pd_buf *out, pd_solve_result *r, pd_error *err)
{
    if (solve_check(g, o, g->fam->book_build != NULL, "opening book", err)) return -1;
    return g->fam->book_build(g->pos, o, openings, min_free, out, r, err);
}

int pd_game_solve_moves(const pd_game *g, const pd_solve_opts *o, pd_solve_result *r,
                        pd_move_value *mv, int *nmv, pd_error *err)
{
    *nmv = 0;
    if (solve_check(g, o, g->fam->solve_moves != NULL, "exact solver for single moves", err))
        return -1;
    r->bounded = 0;
    memset(mv, 0, sizeof *mv * (size_t)g->fam->max_legal(g->pos));
    if (g->fam->solve_moves(g->pos, o, r, mv, nmv, err)) return -1;
    solved_bounds(r);
    for (int i = 0; i < *nmv; i++)
        if (mv[i].known) {
            mv[i].bounded = 1;
            mv[i].lo = mv[i].hi = mv[i].value;
        }
    return 0;
}
