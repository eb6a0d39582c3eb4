/* load.h — the load run's invariants, natively (tests/load/load.c runs 10,000 games per family;
 * tests/native/test_load.c a few dozen). Random games through the core's game interface, each
 * move either a random legal move or a bot's; for every game:
 *  - every bot move is legal (the core accepts it);
 *  - no score is negative and the scores together never exceed what the board holds (cells for
 *    boxes, free cells for Shut In, points for Dots — the core's own `info` numbers);
 *  - the record replays, in a fresh game, to exactly the live state (the state JSON);
 *  - undo back to the start gives exactly the start's state.
 * The same run through the WebAssembly module is tests/load/load-wasm.mjs. */
#ifndef PD_LOAD_H
#define PD_LOAD_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

/* Each family's boards for the run: the games of a family rotate through them. */
static const char *const LOAD_BOXES[] = {
    "game=boxes&size=3x3",
    "game=boxes&grid=hex&size=2x2",
    "game=boxes&grid=tri&size=3x3",
    "game=boxes&size=3x3&border=swedish",
    "game=boxes&size=3x2&misere=1",
    "game=boxes&size=3x3&players=3",
    "game=boxes&grid=tri&size=2x2&border=swedish&players=4&misere=1",
    NULL,
};
static const char *const LOAD_SHUTIN[] = {
    "game=shutin&size=5x5",
    "game=shutin&size=6x6&gravity=0&start=free",
    "game=shutin&size=6x6&blocked=random-6-17",
    NULL,
};
static const char *const LOAD_DOTS[] = {
    "game=dots&size=8x8&start=empty",
    "game=dots&size=10x10",
    "game=dots&size=9x9&players=4",
    NULL,
};

typedef struct load_family {
    const char *name;
    const char *const *setups;
    int max_level; /* the family's strongest bot level */
} load_family;

static const load_family LOAD_FAMILIES[] = {
    {"boxes", LOAD_BOXES, 4},
    {"shutin", LOAD_SHUTIN, 4},
    {"dots", LOAD_DOTS, 1},
};
#define LOAD_NFAMILIES 3

typedef struct load_totals {
    long games, moves, bot_moves, undos;
} load_totals;

static uint64_t load_rng(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static char *load_text(const pd_game *g, void (*write)(const pd_game *, pd_buf *))
{
    pd_buf b = PD_BUF_INIT;
    write(g, &b);
    return pd_buf_take(&b);
}

/* The number after "key=" in the core's info text, or -1. */
static long load_info_num(const char *info, const char *key)
{
    size_t n = strlen(key);
    for (const char *p = info; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
        if (strncmp(p, key, n) == 0 && p[n] == '=') return strtol(p + n + 1, NULL, 10);
    return -1;
}

/* What the board can hold: boxes' cells, Shut In's free cells, Dots' points. */
static long load_capacity(const pd_game *g)
{
    char *info = load_text(g, pd_game_info);
    long cap = load_info_num(info, "cells");
    if (cap < 0) cap = load_info_num(info, "points");
    long blocked = load_info_num(info, "blocked");
    if (blocked > 0) cap -= blocked;
    free(info);
    return cap;
}

static int load_fail(char *why, size_t n, const char *record, const char *what)
{
    snprintf(why, n, "%s (record %s)", what, record);
    return 1;
}

/* One random game of `setup`; 0 when every invariant held, else 1 with `why` filled in. */
static int load_game(const load_family *f, const char *setup, uint64_t *rng, load_totals *t,
                     char *why, size_t nwhy)
{
    pd_error err;
    pd_game *g = pd_game_from_record(setup, &err);
    if (!g) return load_fail(why, nwhy, setup, err.msg);
    pd_game *start = pd_game_clone(g);
    char *start_state = load_text(start, pd_game_state);
    long cap = load_capacity(g);
    int bad = 0;
    pd_buf b = PD_BUF_INIT;
    int guard = 0;
    while (!bad && !pd_game_over(g) && guard++ < 4000) {
        int move;
        if (load_rng(rng) % 5 == 0) {
            pd_bot_opts o = {1 + (int)(load_rng(rng) % (uint64_t)f->max_level), 0, 200,
                             load_rng(rng), NULL};
            if (pd_game_bot(g, &o, &move, &err)) {
                bad =
                    load_fail(why, nwhy, setup, "the bot found no move in a game that is not over");
                break;
            }
            pd_buf_clear(&b);
            g->fam->format_move(g->pos, move, &b);
            if (pd_game_play(g, pd_buf_str(&b), &err)) {
                bad = load_fail(why, nwhy, setup, "a bot move was refused");
                break;
            }
            t->bot_moves++;
        } else {
            pd_buf_clear(&b);
            pd_game_legal(g, &b);
            const char *l = pd_buf_str(&b);
            int n = 0;
            for (const char *c = l; *c; c++) n += *c == ' ';
            if (!*l) {
                bad = load_fail(why, nwhy, setup, "no legal move in a game that is not over");
                break;
            }
            int pick = (int)(load_rng(rng) % (uint64_t)(n + 1));
            const char *c = l;
            for (int k = 0; k < pick; k++) c = strchr(c, ' ') + 1;
            char tok[64];
            size_t len = strcspn(c, " ");
            if (len >= sizeof tok) len = sizeof tok - 1;
            memcpy(tok, c, len);
            tok[len] = 0;
            if (pd_game_play(g, tok, &err)) {
                bad = load_fail(why, nwhy, setup, "a move from the legal list was refused");
                break;
            }
        }
        t->moves++;
        double s[PD_MAX_SEATS];
        int ns = g->fam->scores(g->pos, s);
        double sum = 0;
        for (int k = 0; k < ns; k++) {
            if (s[k] < 0) bad = 1;
            sum += s[k];
        }
        if (bad || sum > (double)cap) {
            char *rec = load_text(g, pd_game_record);
            bad = load_fail(why, nwhy, rec, "the scores exceed what the board holds");
            free(rec);
        }
    }
    if (!bad) {
        char *rec = load_text(g, pd_game_record);
        char *live = load_text(g, pd_game_state);
        pd_game *r = pd_game_from_record(rec, &err);
        char *replayed = r ? load_text(r, pd_game_state) : NULL;
        if (!replayed || strcmp(live, replayed) != 0)
            bad = load_fail(why, nwhy, rec, "the record does not replay to the live state");
        while (!bad && pd_game_undo(g) == 0) t->undos++;
        char *back = load_text(g, pd_game_state);
        if (!bad && strcmp(back, start_state) != 0)
            bad = load_fail(why, nwhy, rec, "undo to the start does not restore the start");
        free(back);
        free(replayed);
        if (r) pd_game_free(r);
        free(live);
        free(rec);
    }
    pd_buf_free(&b);
    free(start_state);
    pd_game_free(start);
    pd_game_free(g);
    t->games++;
    return bad;
}

/* `games` games of family f from `seed`; 0 when all held, else 1 with `why`. */
static int load_family_run(const load_family *f, long games, uint64_t seed, load_totals *t,
                           char *why, size_t nwhy)
{
    uint64_t rng = seed * 2654435761u + 1;
    int nsetups = 0;
    while (f->setups[nsetups]) nsetups++;
    for (long i = 0; i < games; i++)
        if (load_game(f, f->setups[i % nsetups], &rng, t, why, nwhy)) return 1;
    return 0;
}

#endif
