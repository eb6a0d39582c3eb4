/* exports.c — the whole C ABI of the WebAssembly module: strings in, strings out.
 *
 * Memory contract: every `char *` this file returns was malloc'd here and must be released
 * with pdw_free(ptr) — the one call for every returned buffer. Strings passed in are
 * NUL-terminated UTF-8 written by the caller into memory from pdw_alloc(), and stay the
 * caller's. Games are handles from pdw_new(), released with pdw_game_free().
 *
 * Errors: a call that fails returns NULL (or -1) and leaves the error in a slot read with
 * pdw_error(): JSON {"code":"line-drawn","message":"...","params":{"line":"12",...}}.
 * Budgets and seeds are doubles so that JS numbers cross without BigInt (exact to 2^53).
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "count.h"
#include "game.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define EXPORT
#endif

#ifndef PD_VERSION
#define PD_VERSION "dev"
#endif

/* The last error. */
pd_error pdw_last_error;

static char *take(pd_buf *b)
{
    return pd_buf_take(b);
}

EXPORT void *pdw_alloc(int size)
{
    return malloc(size > 0 ? (size_t)size : 1);
}
EXPORT void pdw_free(void *p)
{
    free(p);
}

EXPORT const char *pdw_version(void)
{
    return PD_VERSION;
}

/* The last error as JSON (owned by the caller: pdw_free). */
EXPORT char *pdw_error(void)
{
    pd_buf b = PD_BUF_INIT;
    pd_buf_put(&b, "{\"code\":");
    pd_buf_json_str(&b, pdw_last_error.code);
    pd_buf_put(&b, ",\"message\":");
    pd_buf_json_str(&b, pdw_last_error.msg);
    pd_buf_put(&b, ",\"params\":{");
    for (int i = 0; i < pdw_last_error.nparams; i++) {
        if (i) pd_buf_putc(&b, ',');
        pd_buf_json_str(&b, pdw_last_error.pname[i]);
        pd_buf_putc(&b, ':');
        pd_buf_json_str(&b, pdw_last_error.pval[i]);
    }
    pd_buf_put(&b, "}}");
    return take(&b);
}

/* A game from a setup string or a record ("setup&moves=..."); NULL on error. */
EXPORT pd_game *pdw_new(const char *record)
{
    return pd_game_from_record(record, &pdw_last_error);
}
EXPORT void pdw_game_free(pd_game *g)
{
    pd_game_free(g);
}

/* Run one of the core's text writers into a fresh buffer and hand the string over. */
static char *emit(const pd_game *g, void (*write)(const pd_game *, pd_buf *))
{
    pd_buf b = PD_BUF_INIT;
    write(g, &b);
    return take(&b);
}

/* Apply one move token (a board move or `resign`) and return the new state JSON — one round
 * trip per move; NULL with the error set when the token is refused (the game is unchanged). */
EXPORT char *pdw_play(pd_game *g, const char *tok)
{
    if (pd_game_play(g, tok, &pdw_last_error)) return NULL;
    return emit(g, pd_game_state);
}

/* Take back the last move (a resignation too) and return the new state; NULL when there is
 * no move to take back. */
EXPORT char *pdw_undo(pd_game *g)
{
    if (pd_game_undo(g)) {
        pd_fail(&pdw_last_error, "undo-none", "there is no move to take back");
        return NULL;
    }
    return emit(g, pd_game_state);
}

/* The state after the first k moves, the game itself unchanged; NULL when k is out of range. */
EXPORT char *pdw_state_at(const pd_game *g, int k)
{
    pd_buf b = PD_BUF_INIT;
    if (pd_game_state_at(g, k, &b)) {
        pd_buf_free(&b);
        pd_fail(&pdw_last_error, "view-range", "the game has no position after %d moves", k);
        return NULL;
    }
    return take(&b);
}

/* Every family's setup keys with allowed values, ranges, defaults and presets. */
EXPORT char *pdw_schema(void)
{
    pd_buf b = PD_BUF_INIT;
    pd_setup_schema(&b);
    return take(&b);
}

EXPORT char *pdw_legal(const pd_game *g)
{
    return emit(g, pd_game_legal);
}
EXPORT char *pdw_report(const pd_game *g)
{
    return emit(g, pd_game_report);
}
EXPORT char *pdw_info(const pd_game *g)
{
    return emit(g, pd_game_info);
}
EXPORT char *pdw_record(const pd_game *g)
{
    return emit(g, pd_game_record);
}
EXPORT char *pdw_canonical(const pd_game *g)
{
    return emit(g, pd_game_canonical);
}
EXPORT char *pdw_geometry(const pd_game *g)
{
    return emit(g, pd_game_geometry);
}
EXPORT char *pdw_state(const pd_game *g)
{
    return emit(g, pd_game_state);
}

/* Take in an opening book (pd_book_load): 0, or -1 with the error set. */
EXPORT int pdw_book_load(const unsigned char *data, int len)
{
    return pd_book_load(data, len > 0 ? (size_t)len : 0, &pdw_last_error);
}

/* A bot move token for the side to move, or NULL with the error set. ms/nodes 0 = unset. */
EXPORT char *pdw_bot(const pd_game *g, int level, double ms, double nodes, double seed)
{
    pd_bot_opts o = {level, count_of(ms), count_of(nodes), (uint64_t)count_of(seed), NULL};
    int move;
    if (pd_game_bot(g, &o, &move, &pdw_last_error)) return NULL;
    pd_buf b = PD_BUF_INIT;
    g->fam->format_move(g->pos, move, &b);
    return take(&b);
}

/* A solve result's fields, as an unclosed JSON object: known, value, lo and hi (the value's
 * proved bounds; null when nothing is proved), nodes, ms. */
static void solve_head(pd_buf *b, const pd_solve_result *r)
{
    pd_buf_printf(b, "{\"known\":%s,\"value\":%d,", r->known ? "true" : "false", r->value);
    if (r->bounded) pd_buf_printf(b, "\"lo\":%d,\"hi\":%d,", r->lo, r->hi);
    else pd_buf_put(b, "\"lo\":null,\"hi\":null,");
    pd_buf_printf(b, "\"nodes\":%" PRId64 ",\"ms\":%" PRId64, r->nodes, r->ms);
}

/* Exact value as JSON {"known":bool,"value":n,"lo":n|null,"hi":n|null,"nodes":n,"ms":n}, or
 * NULL with the error set.
 * table_mib 0: the solver's own table size (the table is kept between calls). depth: Dots'
 * horizon in plies (core/dots/horizon.c), 0 for the families that solve to the end. */
EXPORT char *pdw_solve(const pd_game *g, double ms, double nodes, double table_mib, int depth)
{
    pd_solve_opts o = {.ms = count_of(ms),
                       .nodes = count_of(nodes),
                       .table_mib = count_of(table_mib),
                       .depth = depth};
    pd_solve_result r = {0};
    if (pd_game_solve(g, &o, &r, &pdw_last_error)) return NULL;
    pd_buf b = PD_BUF_INIT;
    solve_head(&b, &r);
    pd_buf_put(&b, "}");
    return take(&b);
}

/* The position's exact value and every legal move's, as JSON {"known":bool,"value":n,
 * "lo":…,"hi":…,"nodes":n,"ms":n,"moves":[{"move":"token","known":bool,"value":n,"lo":…,
 * "hi":…},…]} (unknown values are 0; lo/hi the proved bounds, null when none), or NULL with
 * the error set. The budget covers the whole call; depth as for pdw_solve. */
EXPORT char *pdw_solve_moves(const pd_game *g, double ms, double nodes, double table_mib, int depth)
{
    pd_solve_opts o = {.ms = count_of(ms),
                       .nodes = count_of(nodes),
                       .table_mib = count_of(table_mib),
                       .depth = depth};
    pd_solve_result r = {0};
    pd_move_value *mv = malloc(sizeof *mv * (size_t)g->fam->max_legal(g->pos));
    int nmv;
    if (!mv) abort();
    if (pd_game_solve_moves(g, &o, &r, mv, &nmv, &pdw_last_error)) {
        free(mv);
        return NULL;
    }
    pd_buf b = PD_BUF_INIT;
    solve_head(&b, &r);
    pd_buf_put(&b, ",\"moves\":[");
    for (int i = 0; i < nmv; i++) {
        pd_buf_put(&b, i ? ",{\"move\":\"" : "{\"move\":\"");
        g->fam->format_move(g->pos, mv[i].move, &b);
        pd_buf_printf(&b, "\",\"known\":%s,\"value\":%d,", mv[i].known ? "true" : "false",
                      mv[i].value);
        if (mv[i].bounded) pd_buf_printf(&b, "\"lo\":%d,\"hi\":%d}", mv[i].lo, mv[i].hi);
        else pd_buf_put(&b, "\"lo\":null,\"hi\":null}");
    }
    pd_buf_put(&b, "]}");
    free(mv);
    return take(&b);
}

/* ---- the families' optional hooks (family.h): no family is named here ---- */

/* Hand over b when rc is 0; else free it and return NULL (the error is set). */
static char *take_if(int rc, pd_buf *b)
{
    if (rc == 0) return take(b);
    pd_buf_free(b);
    return NULL;
}

/* The ways to play token tok now, as the family's JSON (pd_family.choices; Dots: the rings a
 * dot on point tok closes, {"rings":[{"move":"x-y[:steps]","takes":n,"area":n,"ring":[i,…],
 * "cells":[i,…]},…]}, the shortest rings first). NULL with the error set: choices-unsupported,
 * game-over, or the family's refusal of tok. */
EXPORT char *pdw_choices(const pd_game *g, const char *tok)
{
    pd_buf b = PD_BUF_INIT;
    return take_if(pd_game_choices(g, tok, 1, &b, &pdw_last_error), &b);
}

/* The position read as the family's structures, as JSON (pd_family.structure; boxes: the
 * chains and loops, docs/puzzles.md). NULL with the error set: structure-unsupported. */
EXPORT char *pdw_structure(const pd_game *g)
{
    pd_buf b = PD_BUF_INIT;
    return take_if(pd_game_structure(g, 1, &b, &pdw_last_error), &b);
}

/* Import text in record format `format` (pd_record_import: "sgf" gives the canonical record,
 * every move judged by the rules; Dots also reads "sgf-times", the clock's times, the players'
 * names and the date as JSON).
 * NULL with the error set: format-unsupported (no family of this module reads it), or the
 * format's (sgf-…, or the record's). */
EXPORT char *pdw_import(const char *format, const char *text)
{
    pd_buf b = PD_BUF_INIT;
    return take_if(pd_record_import(format, text, strlen(text), &b, &pdw_last_error), &b);
}

/* Export a record in record format `format` (pd_record_export: "sgf", with the rings each move
 * closed); opts NULL for none, or the format's options (sgf: the game clock as lines tm=, ot=,
 * left= in ms, written as TM, OT and BL / WL; the names and date as pb=, pw=, dt=, written as
 * PB, PW and DT). NULL with the error set. */
EXPORT char *pdw_export(const char *format, const char *record, const char *opts)
{
    pd_buf b = PD_BUF_INIT;
    return take_if(pd_record_export(format, record, opts, &b, &pdw_last_error), &b);
}

/* The strongest bot's judgement of the position as the family's JSON (pd_family.analyse;
 * Dots: {"pick","forced","nodes","moves":[…],"threats":[…]}, core/dots/json.c);
 * extra_nodes bounds the family's further findings (Dots: the threat trials; 0: none). NULL
 * with the error set: analyse-unsupported, game-over, or the family's. */
EXPORT char *pdw_analyse(const pd_game *g, double ms, double nodes, double seed, double extra_nodes)
{
    pd_bot_opts o = {4, count_of(ms), count_of(nodes), (uint64_t)count_of(seed), NULL};
    pd_buf b = PD_BUF_INIT;
    return take_if(pd_game_analyse(g, &o, count_of(extra_nodes), &b, &pdw_last_error), &b);
}
