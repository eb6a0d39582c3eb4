/* exports_dots.c — the Dots family's part of the C ABI (exports.c has the contract): SGF import
 * and export, and the analysis (the level-4 bot's best moves with their statistics, and the
 * threatened dots). Linked only into modules that hold the Dots family (the whole module and
 * paperdots-dots.wasm), so a module without Dots carries no SGF code. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "dots/dots.h"
#include "dots/sgf.h"
#include "game.h"
#include "count.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define EXPORT
#endif

extern pd_error pdw_last_error;

/* Dots SGF: import text (UTF-8, NUL-terminated) as the canonical record, or export a record as
 * SGF text with the rings each move closed. NULL with the error set (sgf-…, or the record's). */
EXPORT char *pdw_sgf_import(const char *text)
{
    pd_buf b = PD_BUF_INIT;
    if (dots_sgf_import(text, strlen(text), &b, &pdw_last_error)) {
        pd_buf_free(&b);
        return NULL;
    }
    return pd_buf_take(&b);
}

EXPORT char *pdw_sgf_export(const char *record)
{
    pd_buf b = PD_BUF_INIT;
    if (dots_sgf_export(record, &b, &pdw_last_error)) {
        pd_buf_free(&b);
        return NULL;
    }
    return pd_buf_take(&b);
}

/* The same with the game clock: `timing` is dots_sgf_time_read's text (tm=, ot=, left=; the
 * site's clock in ms), written as TM, OT and BL / WL. */
EXPORT char *pdw_sgf_export_timed(const char *record, const char *timing)
{
    char ot[48];
    /* at most one time per move of the largest board */
    int *left = malloc(sizeof(int) * (DOTS_SGF_MAX_MOVES + 1));
    if (!left) abort();
    dots_sgf_time tm;
    dots_sgf_time_read(timing, &tm, ot, sizeof ot, left, DOTS_SGF_MAX_MOVES + 1);
    pd_buf b = PD_BUF_INIT;
    int rc = dots_sgf_export_timed(record, &tm, &b, &pdw_last_error);
    free(left);
    if (rc) {
        pd_buf_free(&b);
        return NULL;
    }
    return pd_buf_take(&b);
}

/* The times an SGF file gives, as JSON: {"tm":ms|null,"ot":text|null,"left":[ms|null,…]}, one
 * per move of the file. NULL with the error set when the file does not parse. */
EXPORT char *pdw_sgf_times(const char *text)
{
    pd_buf b = PD_BUF_INIT;
    if (dots_sgf_time_json(text, strlen(text), &b, &pdw_last_error)) {
        pd_buf_free(&b);
        return NULL;
    }
    return pd_buf_take(&b);
}


/* The level-4 bot's judgement of a Dots position, as JSON:
 *   {"pick":"tok","forced":gain,"nodes":n,
 *    "moves":[{"point":"x-y","visits":n,"lead":d,"reward":r},…] (most visited first),
 *    "threats":[{"point":"x-y","colour":1|2,"moves":1|2},…]}
 * (dots_analyse and dots_threats in core/dots/dots.h: lead is the mover's colour's mean score
 * lead where its playouts stopped, reward the tree's 0..1 value; a threatened dot of `colour`
 * can be surrounded by that many more dots of the other colour). threat_nodes bounds the
 * threat trials (0: none). NULL with the error set: not Dots, or the game is over. */
EXPORT char *pdw_dots_analyse(const pd_game *g, double ms, double nodes, double seed, double threat_nodes)
{
    if (g->fam != &pd_dots_family) {
        pd_fail(&pdw_last_error, "analyse-unsupported", "game %s has no Dots analysis", g->fam->name);
        pd_param(&pdw_last_error, "game", "%s", g->fam->name);
        return NULL;
    }
    if (pd_game_over(g)) {
        pd_fail(&pdw_last_error, "game-over", "the game is over: nothing to analyse");
        return NULL;
    }
    pd_bot_opts o = {4, count_of(ms), count_of(nodes), (uint64_t)count_of(seed), NULL};
    dots_analysis a;
    if (dots_analyse(g->pos, &o, &a, &pdw_last_error)) return NULL;
    const dots_pos *p = g->pos;
    uint8_t *threat = malloc((size_t)p->n);
    if (!threat) abort();
    dots_threats(g->pos, count_of(threat_nodes), threat);
    pd_buf b = PD_BUF_INIT;
    pd_buf_put(&b, "{\"pick\":\"");
    g->fam->format_move(g->pos, a.pick, &b);
    pd_buf_put(&b, "\",\"forced\":");
    pd_buf_decimal(&b, a.forced_gain, 2);
    pd_buf_printf(&b, ",\"nodes\":%" PRId64 ",\"moves\":[", a.nodes);
    for (int i = 0; i < a.nmoves; i++) {
        pd_buf_put(&b, i ? ",{\"point\":\"" : "{\"point\":\"");
        g->fam->format_move(g->pos, a.moves[i].move, &b);
        /* (numbers with a fraction in integer arithmetic: the core's printf has no %f, fmt.h) */
        pd_buf_printf(&b, "\",\"visits\":%d,\"lead\":", a.moves[i].visits);
        pd_buf_decimal(&b, a.moves[i].lead, 3);
        pd_buf_put(&b, ",\"reward\":");
        pd_buf_decimal(&b, a.moves[i].reward, 4);
        pd_buf_putc(&b, '}');
    }
    pd_buf_put(&b, "],\"threats\":[");
    int first = 1;
    for (int c = 0; c < p->n; c++) {
        if (!threat[c]) continue;
        pd_buf_put(&b, first ? "{\"point\":\"" : ",{\"point\":\"");
        g->fam->format_move(g->pos, c, &b);
        pd_buf_printf(&b, "\",\"colour\":%d,\"moves\":%d}", p->dot[c], threat[c]);
        first = 0;
    }
    pd_buf_put(&b, "]}");
    free(threat);
    return pd_buf_take(&b);
}

/* ring=any: the ways a dot of the side to move on `point` ("x-y") closes what it closes
 * (dots_ring_candidates in core/dots/dots.h), as JSON:
 *   {"rings":[{"move":"x-y[:steps]","takes":n,"area":n,"ring":[i,…],"cells":[i,…]},…]}
 * the shortest rings first (move "x-y", ring []), then chosen rings by area; ring and cells are
 * point indices as in the state JSON. An empty list when the dot closes nothing or the setup is
 * ring=short. NULL with the error set: not Dots, the game is over, or not a legal point. */
EXPORT char *pdw_dots_rings(const pd_game *g, const char *point)
{
    if (g->fam != &pd_dots_family) {
        pd_fail(&pdw_last_error, "rings-game", "game %s has no rings to choose", g->fam->name);
        pd_param(&pdw_last_error, "game", "%s", g->fam->name);
        return NULL;
    }
    if (pd_game_over(g)) {
        pd_fail(&pdw_last_error, "game-over", "the game is over");
        return NULL;
    }
    int move;
    if (g->fam->parse_move(g->pos, point, &move, &pdw_last_error)) return NULL;
    if (move < 0) {
        pd_fail(&pdw_last_error, "point-syntax", "rings need a point x-y");
        return NULL;
    }
    dots_ring_cand *cand = malloc(sizeof *cand * DOTS_RING_CANDIDATES);
    if (!cand) abort();
    int c = move & DOTS_POINT_MASK, n = dots_ring_candidates(g->pos, c, cand, DOTS_RING_CANDIDATES);
    pd_buf b = PD_BUF_INIT;
    pd_buf_put(&b, "{\"rings\":[");
    for (int i = 0; i < n; i++) {
        pd_buf_put(&b, i ? ",{\"move\":\"" : "{\"move\":\"");
        g->fam->format_move(g->pos, c, &b);
        if (cand[i].steps[0]) pd_buf_printf(&b, ":%s", cand[i].steps);
        pd_buf_printf(&b, "\",\"takes\":%d,\"area\":%d,\"ring\":[", cand[i].takes, cand[i].area);
        for (int j = 0; j < cand[i].npts; j++) pd_buf_printf(&b, j ? ",%d" : "%d", cand[i].ring[j]);
        pd_buf_put(&b, "],\"cells\":[");
        for (int j = 0; j < cand[i].area; j++) pd_buf_printf(&b, j ? ",%d" : "%d", cand[i].cells[j]);
        pd_buf_put(&b, "]}");
    }
    pd_buf_put(&b, "]}");
    free(cand);
    return pd_buf_take(&b);
}
