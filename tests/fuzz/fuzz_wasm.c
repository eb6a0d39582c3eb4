/* fuzz_wasm.c — libFuzzer target for the WebAssembly module's C ABI (wasm/exports.c, compiled
 * natively here): hostile strings, huge inputs and invalid UTF-8 through every pdw_* call, in any
 * order, the way a page could send them.
 *
 * Input: lines. The first line is a record for pdw_new (when the module refuses it, one of the
 * seed setups below is used, picked by the line's first byte, so the rest still runs). Every
 * further line is one call: its first byte chooses it, the rest is its argument:
 *   p TOKEN   pdw_play            u   pdw_undo            s N  pdw_state_at(N)
 *   b L N S   pdw_bot(level L, nodes N, seed S; 4 a run)
 *   v N D     pdw_solve(nodes N, depth D: any int, Dots needs 1..6, the others 0; once, near the end)
 *   i TEXT    pdw_import("sgf")   e TEXT pdw_export("sgf")  n TEXT pdw_new + free
 *   t TEXT    pdw_import("sgf-times")   T TEXT pdw_export("sgf") of the game's record, TEXT the clock
 *   r POINT   pdw_choices (each candidate's move must then play, on a copy)
 *   k EDITS   an opening book of the game (boxes, two seats, at most 12 free lines), its bytes
 *             changed by EDITS (pairs "at:value" in hex, at taken modulo the length), through
 *             pdw_book_load: refused with an error, or read by the later b and v calls
 *   K HEX     the bytes HEX through pdw_book_load
 *   S         pdw_schema and   anything else: every read-only writer (report, legal, state, ...,
 *             structure).
 * Besides "never crash", it checks the ABI's promises: a refused call leaves an error JSON with
 * a code, a refused move leaves the game unchanged, a bot move is legal, the record replays to
 * the live state, and undo back to the start gives the start's state. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../wasm/exports.c"

static const char *const SEEDS[] = {
    "game=boxes&size=2x2",
    "game=boxes&grid=hex&size=2x2",
    "game=boxes&grid=tri&size=3x3&border=swedish",
    "game=boxes&size=3x2&misere=1&players=3",
    "game=shutin&size=4x4",
    "game=shutin&size=5x5&gravity=0&start=free",
    "game=shutin&size=5x5&start=free",
    "game=dots&size=7x7&start=empty",
    "game=dots&size=8x8",
    "game=dots&size=9x9&start=empty&ring=any",
    "game=dots&size=11x10&start=random4&place=31&players=6&ring=any",
};
#define NSEEDS (sizeof SEEDS / sizeof SEEDS[0])

/* A refused call must leave a readable error: {"code":"<non-empty>",...}. */
static void check_error(void)
{
    char *e = pdw_error();
    if (strncmp(e, "{\"code\":\"", 9) != 0 || e[9] == '"') abort();
    pdw_free(e);
}

static int same(char *a, char *b)
{
    int r = a && b && strcmp(a, b) == 0;
    pdw_free(a);
    pdw_free(b);
    return r;
}

/* The record must replay, in a fresh game, to exactly the live state. */
static void check_replay(pd_game *g)
{
    char *rec = pdw_record(g);
    pd_game *r = pdw_new(rec);
    if (!r) abort();
    if (!same(pdw_state(r), pdw_state(g))) abort();
    pdw_game_free(r);
    pdw_free(rec);
}

/* How many moves are offered (the legal list is space-separated tokens). */
static int free_moves(const pd_game *g)
{
    char *l = pdw_legal(g);
    int n = l[0] != 0;
    for (const char *c = l; *c; c++) n += *c == ' ';
    pdw_free(l);
    return n;
}

static long num(const char *s, long lo, long hi)
{
    long v = strtol(s, NULL, 10);
    return v < lo ? lo : v > hi ? hi : v;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 65536) return 0;
    char *s = pdw_alloc((int)size + 1);
    memcpy(s, data, size);
    s[size] = 0;
    char *line = s, *next = strchr(line, '\n');
    if (next) *next++ = 0;
    pd_game *g = pdw_new(line);
    if (!g) {
        check_error();
        g = pdw_new(SEEDS[(unsigned char)line[0] % NSEEDS]);
        if (!g) abort();
    }
    char *canon = pdw_canonical(g);
    pd_game *start = pdw_new(canon);
    if (!start) abort();
    int calls = 0, bots = 0, solves = 0;
    while (next && calls++ < 64) {
        line = next;
        next = strchr(line, '\n');
        if (next) *next++ = 0;
        const char *arg = line[0] ? line + 1 : line;
        char *out = NULL;
        switch (line[0]) {
        case 'p': {
            char *before = pdw_record(g);
            out = pdw_play(g, arg);
            if (out) {
                pdw_free(before);
            } else {
                check_error();
                if (!same(before, pdw_record(g))) abort(); /* refused: unchanged */
            }
            break;
        }
        case 'u':
            out = pdw_undo(g);
            if (!out) check_error();
            break;
        case 's':
            out = pdw_state_at(g, (int)num(arg, -3, 100000));
            if (!out) check_error();
            break;
        case 'b': {
            if (bots++ >= 4) break; /* a bot call costs a search table: a few per input */
            long level = 0, nodes = 0, seed = 0;
            if (sscanf(arg, "%ld %ld %ld", &level, &nodes, &seed) < 1) level = 1;
            nodes = nodes < 1 ? 1 : nodes > 100 ? 100 : nodes;
            out = pdw_bot(g, (int)level, 0, (double)nodes, (double)(seed < 0 ? -seed : seed));
            if (out) {
                char *after = pdw_play(g, out); /* a bot move must be legal */
                if (!after) abort();
                pdw_free(after);
            } else {
                check_error();
            }
            break;
        }
        case 'v':
            /* The exact solver sizes its table for the whole game: only near the end, once. */
            if (solves++ || free_moves(g) > 10) break;
            {
                long nodes = 0, depth = 0;
                if (sscanf(arg, "%ld %ld", &nodes, &depth) < 1) nodes = 1;
                nodes = nodes < 1 ? 1 : nodes > 2000 ? 2000 : nodes;
                out = pdw_solve(g, 0, (double)nodes, 0,
                                (int)(depth < -9  ? -9
                                      : depth > 9 ? 9
                                                  : depth));
                if (!out) check_error();
                break;
            }
        case 'k':
        case 'K': {
            pd_buf book = PD_BUF_INIT;
            if (line[0] == 'k') {
                if (free_moves(g) > 12 || strcmp(g->fam->name, "boxes") != 0) break;
                pd_solve_opts o = {.table_mib = 1};
                pd_solve_result r;
                if (pd_game_book_build(g, &o, 0, 1, &book, &r, &pdw_last_error) < 0) {
                    check_error();
                    break;
                }
                unsigned at, value;
                for (const char *q = arg; book.len && sscanf(q, " %x:%x", &at, &value) == 2;) {
                    book.s[at % book.len] = (char)value;
                    q = strchr(q + 1, ' ');
                    if (!q) break;
                }
            } else {
                unsigned byte;
                for (const char *q = arg; sscanf(q, "%2x", &byte) == 1 && q[1]; q += 2)
                    pd_buf_putc(&book, (char)byte);
            }
            if (pdw_book_load((const unsigned char *)(book.s ? book.s : ""), (int)book.len))
                check_error();
            pd_buf_free(&book);
            break;
        }
        case 'i':
            out = pdw_import("sgf", arg);
            if (out) {
                pd_game *h = pdw_new(out); /* what imports is a record the module opens */
                if (!h) abort();
                pdw_game_free(h);
            } else {
                check_error();
            }
            break;
        case 'e':
            out = pdw_export("sgf", arg, NULL);
            if (!out) check_error();
            break;
        case 't':
            out = pdw_import("sgf-times", arg);
            if (!out) check_error();
            break;
        case 'T': {
            char *rec = pdw_record(g);
            out = pdw_export("sgf", rec, arg);
            free(rec);
            if (!out) check_error();
            break;
        }
        case 'r': {
            out = pdw_choices(g, arg);
            if (!out) {
                check_error();
                break;
            }
            /* every listed move plays (the ring is judged again by the rules) */
            for (const char *m = strstr(out, "\"move\":\""); m; m = strstr(m + 1, "\"move\":\"")) {
                char tok[300];
                const char *q = m + 8, *end = strchr(q, '"');
                size_t n = end ? (size_t)(end - q) : 0;
                if (!n || n >= sizeof tok) abort();
                memcpy(tok, q, n);
                tok[n] = 0;
                char *played = pdw_play(g, tok);
                if (!played) abort();
                pdw_free(played);
                char *u = pdw_undo(g);
                if (!u) abort();
                pdw_free(u);
            }
            break;
        }
        case 'n': {
            pd_game *h = pdw_new(arg);
            if (h) pdw_game_free(h);
            else check_error();
            break;
        }
        default: {
            char *(*const writers[])(const pd_game *) = {pdw_legal,  pdw_report,    pdw_info,
                                                         pdw_record, pdw_canonical, pdw_geometry,
                                                         pdw_state};
            for (size_t k = 0; k < sizeof writers / sizeof writers[0]; k++) pdw_free(writers[k](g));
            /* the chains and loops (boxes); refused with an error in the other families */
            char *st = pdw_structure(g);
            if (st) pdw_free(st);
            else check_error();
            if (line[0] == 'S') pdw_free(pdw_schema());
            break;
        }
        }
        pdw_free(out);
    }
    check_replay(g);
    /* Undo all the way back: the start's state again. */
    for (;;) {
        char *u = pdw_undo(g);
        if (!u) break;
        pdw_free(u);
    }
    if (!same(pdw_state(g), pdw_state(start))) abort();
    pdw_game_free(start);
    pdw_game_free(g);
    pdw_free(canon);
    pdw_free(s);
    return 0;
}
