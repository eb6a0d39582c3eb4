/* game_json.c — what the game object writes: move lists and records, the `paperdots play`
 * report (docs/spec.md §2), and the geometry and state JSON every family shares (docs/state-json.md). */
#include <stdlib.h>

#include "game.h"
#include "common/fmt.h"

#define PD_MAX_ACTIONS 4 /* a family's special tokens besides resign */

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

void pd_game_legal(const pd_game *g, pd_buf *out)
{
    legal_tokens(g, out, 0);
}

/* ---- the geometry and state JSON: the header every family shares (docs/state-json.md) ---- */

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
