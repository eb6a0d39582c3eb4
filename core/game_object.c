/* game_object.c — the family-independent game object: a position and its record, moves and move lists
 * with all-or-nothing semantics, and the bot and solver requests checked once for every family.
 * A game is made from a setup string or record in registry.c (which finds its family), its
 * reports and JSON written in game_json.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "common/fmt.h"

#define TOKEN_MAX_LEN 256 /* a Dots chosen ring: "52-52:" and up to 240 steps */

pd_game *pd_game_wrap(const pd_family *f, void *pos)
{
    pd_game *g = calloc(1, sizeof *g);
    if (!g) abort();
    g->fam = f;
    g->pos = pos;
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
    pd_game *c = pd_game_wrap(g->fam, g->fam->clone(g->pos));
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

int pd_game_to_move(const pd_game *g)
{
    return g->resigned ? 0 : g->fam->to_move(g->pos);
}

int pd_game_over(const pd_game *g)
{
    return pd_game_to_move(g) == 0;
}

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
        /* Either ends the game as a loss for the side to move (docs/spec.md §1.1, §1.3). */
        int seat = pd_game_to_move(g);
        g->flagged = tok[0] == 'f';
        push_move(g, g->flagged ? PD_MOVE_FLAG : PD_MOVE_RESIGN, seat, 0);
        g->resigned = seat;
        return 0;
    } else if (g->fam->parse_move(g->pos, tok, &move, err) == 0) {
        int seat = g->fam->mover ? g->fam->mover(g->pos, move) : pd_game_to_move(g);
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

void pd_game_canonical(const pd_game *g, pd_buf *out)
{
    g->fam->canonical(g->pos, out);
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
static int solve_check(const pd_game *g, const pd_solve_opts *o, int has, const char *what,
                       pd_error *err)
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

/* ---- the families' optional hooks (pd_family.choices, .structure, .analyse) ---- */

int pd_game_choices(const pd_game *g, const char *tok, int json, pd_buf *out, pd_error *err)
{
    if (!g->fam->choices) {
        pd_fail(err, "choices-unsupported", "game %s has no choices for a move", g->fam->name);
        pd_param(err, "game", "%s", g->fam->name);
        return -1;
    }
    if (pd_game_over(g)) return pd_fail(err, "game-over", "the game is over");
    return g->fam->choices(g->pos, tok, json, out, err);
}

int pd_game_structure(const pd_game *g, int json, pd_buf *out, pd_error *err)
{
    if (!g->fam->structure) {
        pd_fail(err, "structure-unsupported", "game %s has no structure to read", g->fam->name);
        pd_param(err, "game", "%s", g->fam->name);
        return -1;
    }
    return g->fam->structure(g->pos, json, out, err);
}

int pd_game_analyse(const pd_game *g, const pd_bot_opts *o, int64_t extra_nodes, pd_buf *out,
                    pd_error *err)
{
    if (!g->fam->analyse) {
        pd_fail(err, "analyse-unsupported", "game %s has no analysis", g->fam->name);
        pd_param(err, "game", "%s", g->fam->name);
        return -1;
    }
    if (pd_game_over(g)) return pd_fail(err, "game-over", "the game is over: nothing to analyse");
    return g->fam->analyse(g->pos, o, extra_nodes, out, err);
}
