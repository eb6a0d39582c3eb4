/* rules.c — Shut In rules (docs/spec.md §1.4): setup, move tokens, legality, reports and the
 * family's table; its JSON fields are json.c.
 *
 * Choices where the spec leaves room, written down here and tested in test_shutin.c:
 * - Scores in the play report are the pieces each seat has on the board, start pieces
 *   included (a fixed start shows 2,2 before the first move).
 * - The waiver of a free start (no touching, no gravity: docs/spec.md §1.4, after the seed's "can be
 *   placed anywhere") holds while the mover has fewer than two pieces on the board; a fixed
 *   start gives both seats two pieces, so the waiver never applies there. A floating first
 *   piece supports what is put on top of it, like any piece.
 * - The game ends the moment the seat to move has no legal move, also before move 1 (a
 *   blocked list can shut a seat in from the start): to_move=0 and the other seat wins.
 * - random-N-SEED: N = 0 is allowed and means no blocked cells (canonical "none").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/budget.h"
#include "common/rng.h"
#include "common/fmt.h"
#include "common/ttmem.h"
#include "shutin.h"

static const char *const shutin_keys[] = {"size", "gravity", "start", "blocked", NULL};
static const char *const gravity_values[] = {"1", "0", NULL};
static const char *const start_values[] = {"fixed", "free", NULL};

#define DEFAULT_SIDE 8
static const char *const size_presets[] = {"6x6", "7x7", "8x8", "10x10", "8x6", NULL};
#define ROW_DIGITS_CLAMP 1000 /* rows are read up to this, so absurd numbers cannot overflow */
#define CELL_TOKEN_MAX 8      /* "p16" and room to spare */

/* ---- cells and tokens ---- */

static void cell_token(const shutin_pos *p, int c, char out[CELL_TOKEN_MAX])
{
    int col = c % p->w, row = c / p->w + 1;
    out[0] = (char)('a' + col);
    out[1] = (char)('0' + (row >= 10 ? row / 10 : row));
    out[2] = (char)(row >= 10 ? '0' + row % 10 : 0);
    out[3] = 0;
}

/* Read the cell token s[0..len): 0 ok, 1 bad syntax, 2 off the board. A token is a lowercase
 * column letter and a row number without leading zeros; "a0" is well formed but off the board. */
static int read_cell(const shutin_pos *p, const char *s, size_t len, int *cell)
{
    if (len < 2 || s[0] < 'a' || s[0] > 'z') return 1;
    if (s[1] == '0' && len > 2) return 1;
    int row = 0;
    for (size_t i = 1; i < len; i++) {
        if (s[i] < '0' || s[i] > '9') return 1;
        if (row < ROW_DIGITS_CLAMP) row = row * 10 + (s[i] - '0');
    }
    int col = s[0] - 'a';
    if (col >= p->w || row < 1 || row > p->h) return 2;
    *cell = (row - 1) * p->w + col;
    return 0;
}

/* ---- legality ---- */

static int count_legal(const shutin_pos *p, int seat, int *moves, int cap)
{
    int k = 0;
    for (int c = 0; c < p->n && k < cap; c++)
        if (!shutin_why_illegal(p, seat, c)) moves[k++] = c;
    return k;
}

/* Whose turn it is after nhist moves, and whether that seat is shut in. */
static void settle(shutin_pos *p)
{
    int seat = 1 + p->nhist % 2;
    int any;
    p->to_move = seat;
    p->loser = 0;
    if (count_legal(p, seat, &any, 1) == 0) {
        p->to_move = 0;
        p->loser = seat;
    }
}

/* ---- setup ---- */

/* The parameters of an error about one cell of a blocked list. */
static int blocked_params(pd_error *err, const char *item, const char *val)
{
    pd_param(err, "key", "blocked");
    pd_param(err, "value", "%s", val);
    pd_param(err, "cell", "%s", item);
    return -1;
}

/* Read a decimal without sign or leading zeros; 0 on success and *p advanced. */
static int read_u64(const char **s, uint64_t *out)
{
    const char *q = *s;
    if (*q < '0' || *q > '9' || (*q == '0' && q[1] >= '0' && q[1] <= '9')) return -1;
    uint64_t v = 0;
    for (; *q >= '0' && *q <= '9'; q++) {
        uint64_t d = (uint64_t)(*q - '0');
        if (v > (UINT64_MAX - d) / 10) return -1;
        v = v * 10 + d;
    }
    *out = v;
    *s = q;
    return 0;
}

/* Can r more cells be made from `pairs` mirrored pairs and `singles` middle-column cells? */
static int can_fill(uint64_t r, int pairs, int singles)
{
    return r <= 2 * (uint64_t)pairs + (uint64_t)singles && (r % 2 == 0 || singles > 0);
}

/* random-N-SEED: shuffle the mirror units (a cell and its mirror image; one cell on the
 * middle column of an odd width) with the seeded generator, then take units in that order
 * while the rest can still be completed to exactly N cells. */
static int place_random(shutin_pos *p, const char *val, pd_error *err)
{
    const char *s = val + strlen("random-");
    uint64_t count, seed;
    if (read_u64(&s, &count) || *s++ != '-' || read_u64(&s, &seed) || *s) {
        pd_fail(err, "blocked-syntax",
                "blocked \"%s\" is not random-N-SEED (N cells, SEED a number), e.g. random-6-1",
                val);
        pd_param(err, "key", "blocked");
        pd_param(err, "value", "%s", val);
        return -1;
    }
    int unit[SHUTIN_MAX_CELLS], nunit = 0, pairs = 0, singles = 0;
    for (int y = 0; y < p->h; y++) {
        for (int x = 0; x < (p->w + 1) / 2; x++) {
            int a = y * p->w + x, b = y * p->w + p->w - 1 - x;
            if (p->cell[a] != SHUTIN_EMPTY || p->cell[b] != SHUTIN_EMPTY) continue;
            unit[nunit++] = a;
            if (a == b) singles++;
            else pairs++;
        }
    }
    if (count <= 2 * (uint64_t)pairs + (uint64_t)singles && !can_fill(count, pairs, singles)) {
        /* Fits, but an even width has no middle column for the odd cell: its own code, so a
         * form can say exactly what to change. */
        pd_fail(err, "blocked-odd",
                "blocked %s: an even width has no middle column, so mirrored cells come in "
                "pairs and the count must be even",
                val);
        pd_param(err, "key", "blocked");
        pd_param(err, "value", "%s", val);
        pd_param(err, "count", "%llu", (unsigned long long)count);
        pd_param(err, "width", "%d", p->w);
        return -1;
    }
    if (!can_fill(count, pairs, singles)) {
        pd_fail(err, "blocked-count",
                "blocked %s: %llu mirrored cells do not fit on this board (at most %d)", val,
                (unsigned long long)count, 2 * pairs + singles);
        pd_param(err, "key", "blocked");
        pd_param(err, "value", "%s", val);
        pd_param(err, "count", "%llu", (unsigned long long)count);
        pd_param(err, "max", "%d", 2 * pairs + singles);
        return -1;
    }
    pd_rng rng;
    pd_rng_seed(&rng, seed);
    for (int i = nunit - 1; i > 0; i--) {
        int j = (int)pd_rng_below(&rng, (uint32_t)(i + 1));
        int t = unit[i];
        unit[i] = unit[j];
        unit[j] = t;
    }
    uint64_t left = count;
    for (int i = 0; i < nunit && left > 0; i++) {
        int a = unit[i], b = a - a % p->w + p->w - 1 - a % p->w;
        int size = a == b ? 1 : 2;
        if (a == b) singles--;
        else pairs--;
        if ((uint64_t)size > left || !can_fill(left - (uint64_t)size, pairs, singles)) continue;
        p->cell[a] = p->cell[b] = SHUTIN_BLOCKED;
        p->nblocked += size;
        left -= (uint64_t)size;
    }
    return 0;
}

static int parse_blocked(shutin_pos *p, const char *val, pd_error *err)
{
    if (strcmp(val, "none") == 0) return 0;
    if (strncmp(val, "random-", strlen("random-")) == 0) return place_random(p, val, err);
    const char *s = val;
    for (;;) {
        const char *dot = strchr(s, '.');
        size_t len = dot ? (size_t)(dot - s) : strlen(s);
        char item[CELL_TOKEN_MAX * 4];
        pd_snprintf(item, sizeof item, "%.*s", (int)(len < sizeof item - 1 ? len : sizeof item - 1),
                    s);
        int c;
        int r = read_cell(p, s, len, &c);
        if (r == 1) {
            pd_fail(err, "blocked-syntax",
                    "blocked: \"%s\" is not a cell (in \"%s\"); write none, cells joined by "
                    "dots like c3.f5, or random-N-SEED",
                    item, val);
            return blocked_params(err, item, val);
        }
        if (r == 2) {
            pd_fail(err, "blocked-range",
                    "blocked: %s is off the board (in \"%s\"; columns a..%c, rows 1..%d)", item,
                    val, 'a' + p->w - 1, p->h);
            pd_param(err, "columns", "a..%c", 'a' + p->w - 1);
            pd_param(err, "rows", "1..%d", p->h);
            return blocked_params(err, item, val);
        }
        if (p->cell[c] == SHUTIN_BLOCKED) {
            pd_fail(err, "blocked-repeated", "blocked: %s is listed twice (in \"%s\")", item, val);
            return blocked_params(err, item, val);
        }
        if (p->cell[c] != SHUTIN_EMPTY) {
            pd_fail(err, "blocked-start", "blocked: %s holds a start piece (in \"%s\")", item, val);
            return blocked_params(err, item, val);
        }
        p->cell[c] = SHUTIN_BLOCKED;
        p->nblocked++;
        if (!dot) return 0;
        s = dot + 1;
    }
}

static void put_start(shutin_pos *p, int seat, int c)
{
    p->cell[c] = (signed char)seat;
    p->pieces[seat]++;
}

static void *shutin_create(const pd_kv *kv, int nkv, pd_error *err)
{
    shutin_pos *p = calloc(1, sizeof *p);
    if (!p) abort();
    p->w = p->h = DEFAULT_SIDE;
    int gravity = 0, start = 0;
    const char *v;
    if ((v = pd_kv_get(kv, nkv, "size")) &&
        pd_parse_size("size", v, SHUTIN_MIN_SIDE, SHUTIN_MAX_SIDE, &p->w, &p->h, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "gravity")) &&
        pd_parse_choice("gravity", v, gravity_values, &gravity, err))
        goto fail;
    if ((v = pd_kv_get(kv, nkv, "start")) && pd_parse_choice("start", v, start_values, &start, err))
        goto fail;
    p->n = p->w * p->h;
    p->gravity = gravity == 0;
    p->free_start = start == 1;
    if (!p->free_start) {
        /* Gravity: the two bottom corners' pairs. Without: the middle of the side columns,
         * rows H/2 and H/2+1 counted from 1 (a4, a5 on 8 rows; a3, a4 on 7). */
        int row = p->gravity ? 0 : p->h / 2 - 1;
        put_start(p, 1, row * p->w);
        put_start(p, 2, row * p->w + p->w - 1);
        if (p->gravity) {
            put_start(p, 1, 1);
            put_start(p, 2, p->w - 2);
        } else {
            put_start(p, 1, (row + 1) * p->w);
            put_start(p, 2, (row + 1) * p->w + p->w - 1);
        }
    }
    if ((v = pd_kv_get(kv, nkv, "blocked")) && parse_blocked(p, v, err)) goto fail;
    settle(p);
    return p;
fail:
    free(p);
    return NULL;
}

static void *shutin_clone(const void *pos)
{
    shutin_pos *c = malloc(sizeof *c);
    if (!c) abort();
    memcpy(c, pos, sizeof *c);
    return c;
}

static void shutin_destroy(void *pos)
{
    free(pos);
}

static void shutin_canonical(const void *pos, pd_buf *out)
{
    const shutin_pos *p = pos;
    pd_buf_printf(out, "game=shutin&size=%dx%d&gravity=%d&start=%s&blocked=", p->w, p->h,
                  p->gravity, p->free_start ? "free" : "fixed");
    if (!p->nblocked) {
        pd_buf_put(out, "none");
        return;
    }
    int first = 1;
    for (int c = 0; c < p->n; c++) {
        if (p->cell[c] != SHUTIN_BLOCKED) continue;
        char t[CELL_TOKEN_MAX];
        cell_token(p, c, t);
        if (!first) pd_buf_putc(out, '.');
        pd_buf_put(out, t);
        first = 0;
    }
}

static void shutin_info(const void *pos, pd_buf *out)
{
    const shutin_pos *p = pos;
    pd_buf_printf(out, "cells=%d\nblocked=%d\n", p->n, p->nblocked);
}

/* ---- play ---- */

static int shutin_seats(const void *pos)
{
    (void)pos;
    return 2;
}

static int shutin_to_move(const void *pos)
{
    return ((const shutin_pos *)pos)->to_move;
}

static int shutin_scores(const void *pos, double *out)
{
    const shutin_pos *p = pos;
    out[0] = p->pieces[1];
    out[1] = p->pieces[2];
    return 2;
}

/* The seat that was stuck loses; after a resignation the other seat wins. No margin. */
static void shutin_result(const void *pos, int resigned, pd_result *r)
{
    const shutin_pos *p = pos;
    int loser = resigned ? resigned : p->loser;
    r->winners = 1u << (2 - loser);
    r->how = "no-move";
}

static int shutin_parse_move(const void *pos, const char *tok, int *move, pd_error *err)
{
    const shutin_pos *p = pos;
    int c;
    int r = read_cell(p, tok, strlen(tok), &c);
    if (r == 1) {
        pd_fail(err, "cell-syntax",
                "\"%s\" is not a cell: write a column letter and a row number, e.g. a1", tok);
        return -1;
    }
    if (r == 2) {
        pd_fail(err, "cell-range", "%s is off the board (columns a..%c, rows 1..%d)", tok,
                'a' + p->w - 1, p->h);
        pd_param(err, "cell", "%s", tok);
        pd_param(err, "columns", "a..%c", 'a' + p->w - 1);
        pd_param(err, "rows", "1..%d", p->h);
        return -1;
    }
    const char *why = shutin_why_illegal(p, p->to_move, c);
    if (!why) {
        *move = c;
        return 0;
    }
    if (strcmp(why, "cell-blocked") == 0) pd_fail(err, why, "%s is blocked", tok);
    else if (strcmp(why, "cell-occupied") == 0) pd_fail(err, why, "%s already holds a piece", tok);
    else if (strcmp(why, "cell-gravity") == 0)
        pd_fail(err, why,
                "%s has nothing under it: with gravity a piece goes on the bottom row or on top "
                "of a piece or a blocked cell",
                tok);
    else pd_fail(err, why, "%s touches none of your pieces (not even diagonally)", tok);
    pd_param(err, "cell", "%s", tok);
    if (strcmp(why, "cell-touch") == 0) pd_param(err, "seat", "%d", p->to_move);
    return -1;
}

static void shutin_format_move(const void *pos, int move, pd_buf *out)
{
    char t[CELL_TOKEN_MAX];
    cell_token(pos, move, t);
    pd_buf_put(out, t);
}

static int shutin_apply(void *pos, int move)
{
    shutin_pos *p = pos;
    int seat = p->to_move;
    p->cell[move] = (signed char)seat;
    p->pieces[seat]++;
    p->hist[p->nhist++] = (unsigned char)move;
    settle(p);
    return 0;
}

static int shutin_undo(void *pos)
{
    shutin_pos *p = pos;
    if (p->nhist == 0) return -1;
    int c = p->hist[--p->nhist];
    p->pieces[p->cell[c]]--;
    p->cell[c] = SHUTIN_EMPTY;
    settle(p);
    return 0;
}

static int shutin_legal(const void *pos, int *moves, int cap)
{
    const shutin_pos *p = pos;
    return p->to_move ? count_legal(p, p->to_move, moves, cap) : 0;
}

static int shutin_max_legal(const void *pos)
{
    return ((const shutin_pos *)pos)->n;
}

static int shutin_board_moves(const void *pos)
{
    return ((const shutin_pos *)pos)->n;
}

static void shutin_schema(pd_buf *out)
{
    char def[16];
    pd_snprintf(def, sizeof def, "%dx%d", DEFAULT_SIDE, DEFAULT_SIDE);
    pd_buf_putc(out, '[');
    pd_schema_key(out, 1, "size", "size", def);
    pd_buf_printf(out, ",\"min\":%d,\"max\":%d", SHUTIN_MIN_SIDE, SHUTIN_MAX_SIDE);
    pd_schema_list(out, "presets", size_presets);
    pd_buf_putc(out, '}');
    pd_schema_choice(out, 0, "gravity", gravity_values, 0);
    pd_schema_choice(out, 0, "start", start_values, 0);
    /* none, a '.'-joined cell list, or random-N-SEED (N mirrored cells). */
    pd_schema_key(out, 0, "blocked", "blocked", "none");
    pd_buf_put(out, "}]");
}

/* ---- the exact value of every legal move ---- */

/* What is left of a budget (0: none set) after `used`; a set budget that is spent leaves 1
 * and sets *spent, so no later search runs on "unlimited". */
static int64_t budget_left(int64_t budget, int64_t used, int *spent)
{
    if (budget <= 0) return 0;
    if (used >= budget) {
        *spent = 1;
        return 1;
    }
    return budget - used;
}

/* Each legal cell's value for the side to move (+1: it wins, -1: it loses), from the exact
 * solver on the position the cell leads to, the budget shared by all in legal order; the
 * position's value is the best of them (known once one wins, or every one is known). A cell
 * that leaves the other side with no move wins at once. */
static int shutin_solve_moves(const void *pos, const pd_solve_opts *o, pd_solve_result *r,
                              pd_move_value *mv, int *nmv, pd_error *err)
{
    shutin_pos *q = malloc(sizeof *q);
    int *moves = malloc(sizeof(int) * (size_t)SHUTIN_MAX_CELLS);
    if (!q || !moves) abort();
    *q = *(const shutin_pos *)pos;
    pd_budget clock;
    pd_budget_start(&clock, 0, 0);
    int n = shutin_legal(q, moves, SHUTIN_MAX_CELLS), all_known = 1, wins = 0, failed = 0;
    pd_solve_opts child = *o;
    child.progress = NULL;
    r->nodes = 0;
    for (int i = 0; i < n; i++) {
        int spent = 0;
        child.ms = budget_left(o->ms, pd_budget_elapsed(&clock), &spent);
        child.nodes = budget_left(o->nodes, r->nodes, &spent);
        mv[i].move = moves[i];
        mv[i].known = 0;
        mv[i].value = 0;
        shutin_apply(q, moves[i]);
        if (q->to_move == 0) {
            mv[i].known = 1;
            mv[i].value = 1;
        } else if (!spent) {
            pd_solve_result cr;
            if (shutin_solve_flags(q, &child, 0, &cr, NULL)) failed = 1;
            r->nodes += cr.nodes;
            mv[i].known = cr.known;
            mv[i].value = cr.known ? -cr.value : 0;
        }
        shutin_undo(q);
        if (failed) break;
        all_known &= mv[i].known;
        wins |= mv[i].known && mv[i].value > 0;
    }
    free(moves);
    if (failed) {
        int64_t mib = shutin_solve64_mib(q, o->table_mib);
        free(q);
        return pd_ttmem_fail(err, mib);
    }
    free(q);
    *nmv = n;
    r->known = wins || all_known;
    r->value = r->known ? (wins ? 1 : -1) : 0;
    r->ms = pd_budget_elapsed(&clock);
    return 0;
}

const pd_family pd_shutin_family = {
    .name = "shutin",
    .keys = shutin_keys,
    .schema = shutin_schema,
    .create = shutin_create,
    .clone = shutin_clone,
    .destroy = shutin_destroy,
    .canonical = shutin_canonical,
    .info = shutin_info,
    .seats = shutin_seats,
    .to_move = shutin_to_move,
    .scores = shutin_scores,
    .result = shutin_result,
    .parse_move = shutin_parse_move,
    .format_move = shutin_format_move,
    .board_moves = shutin_board_moves,
    .label_move = shutin_format_move,
    .apply = shutin_apply,
    .undo = shutin_undo,
    .legal = shutin_legal,
    .max_legal = shutin_max_legal,
    .geometry_fields = shutin_geometry_fields,
    .state_fields = shutin_state_fields,
    .bot = shutin_bot,
    .solve = shutin_solve,
    .solve_moves = shutin_solve_moves,
    .structure = shutin_structure,
};
