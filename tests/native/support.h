/* support.h — small helpers shared by the native cmocka suites. */
#ifndef PD_TEST_SUPPORT_H
#define PD_TEST_SUPPORT_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "game.h"
#include "long.h"

/* New game from a setup or record; fails the test on error. */
static inline pd_game *must_game(const char *record)
{
    pd_error e;
    pd_game *g = pd_game_from_record(record, &e);
    if (!g) fail_msg("%s: error %s: %s", record, e.code, e.msg);
    return g;
}

/* The error code a record produces ("" when it loads). */
static inline const char *record_error(const char *record, pd_error *e)
{
    pd_game *g = pd_game_from_record(record, e);
    if (g) {
        pd_game_free(g);
        return "";
    }
    return e->code;
}

static inline char *report_of(const pd_game *g)
{
    pd_buf b = PD_BUF_INIT;
    pd_game_report(g, &b);
    return pd_buf_take(&b);
}

static inline char *state_of(const pd_game *g)
{
    pd_buf b = PD_BUF_INIT;
    pd_game_state(g, &b);
    return pd_buf_take(&b);
}

static inline char *geometry_of(const pd_game *g)
{
    pd_buf b = PD_BUF_INIT;
    pd_game_geometry(g, &b);
    return pd_buf_take(&b);
}

/* Play one token that must be accepted. */
static inline void play_ok(pd_game *g, const char *tok)
{
    pd_error e;
    if (pd_game_play(g, tok, &e)) fail_msg("%s refused: %s: %s", tok, e.code, e.msg);
}

/* Move m of g's position as its token (the caller frees it). */
static inline char *token_of(const pd_game *g, int m)
{
    pd_buf b = PD_BUF_INIT;
    g->fam->format_move(g->pos, m, &b);
    return pd_buf_take(&b);
}

/* Ask the bot (o) for g's move and play it, which the rules must accept; returns the move. */
static inline int bot_plays(pd_game *g, const pd_bot_opts *o)
{
    int m = -1;
    pd_error e;
    if (pd_game_bot(g, o, &m, &e)) fail_msg("bot: %s: %s", e.code, e.msg);
    char *tok = token_of(g, m);
    play_ok(g, tok);
    free(tok);
    return m;
}

/* The error code of playing tok (must fail), with e filled. */
static inline const char *play_err(pd_game *g, const char *tok, pd_error *e)
{
    if (pd_game_play(g, tok, e) == 0) fail_msg("%s was accepted", tok);
    return e->code;
}

/* The value of the error's parameter `name`, or "" when it has none. */
static inline const char *err_param(const pd_error *e, const char *name)
{
    for (int i = 0; i < e->nparams; i++)
        if (strcmp(e->pname[i], name) == 0) return e->pval[i];
    return "";
}

/* The `paperdots play` report of g must be exactly want. */
static inline void expect_report(const pd_game *g, const char *want)
{
    char *r = report_of(g);
    assert_string_equal(r, want);
    free(r);
}

static inline char *legal_of(const pd_game *g)
{
    pd_buf b = PD_BUF_INIT;
    pd_game_legal(g, &b);
    return pd_buf_take(&b);
}

/* Play the n-th legal move (mod count); returns 0 when the game is over. */
static inline int play_nth(pd_game *g, uint32_t n)
{
    int cap = g->fam->max_legal(g->pos);
    int *m = malloc(sizeof(int) * (size_t)(cap + 1));
    int k = g->fam->legal(g->pos, m, cap);
    if (k == 0) {
        free(m);
        return 0;
    }
    pd_buf tok = PD_BUF_INIT;
    g->fam->format_move(g->pos, m[n % (uint32_t)k], &tok);
    pd_error e;
    if (pd_game_play(g, pd_buf_str(&tok), &e)) fail_msg("legal move refused: %s", e.msg);
    pd_buf_free(&tok);
    free(m);
    return 1;
}

/* +1 when the side to move wins with perfect play in a game of two seats where whoever cannot
 * move loses (Shut In): plain minimax over the family's own moves, nothing else — the reference
 * the solvers and bots are checked against. At most 256 legal moves. */
static inline int brute_win(const pd_family *f, void *pos)
{
    int m[256];
    int n = f->legal(pos, m, 256);
    for (int i = 0; i < n; i++) {
        f->apply(pos, m[i]);
        int v = -brute_win(f, pos);
        f->undo(pos);
        if (v > 0) return 1;
    }
    return -1;
}

#endif
