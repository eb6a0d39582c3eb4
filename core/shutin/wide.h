/* wide.h — Shut In's search on 256-bit sets of cells (every board up to 16x16), shared by the
 * bot (bot.c) and the 256-bit exact solver (solver_wide.c): the sets, the search state and
 * what both search with (wide.c: a search's setup, the evaluation, move ordering and the race
 * model). Inline here: the sets' operations, the legal cells and placing a piece, the innermost
 * steps of both searches. */
#ifndef PD_SHUTIN_WIDE_H
#define PD_SHUTIN_WIDE_H

#include <stddef.h>
#include <stdint.h>

#include "common/budget.h"
#include "shutin.h"

#define TERRITORY_WEIGHT 16 /* evaluation: per cell a side reaches before the other */
#define MAX_PLY (SHUTIN_MAX_CELLS + 1)

/* ---- 256-bit sets of cells (index = row * w + col) ---- */
#define BB_WORDS (SHUTIN_MAX_CELLS / 64)

typedef struct bb {
    uint64_t w[BB_WORDS];
} bb;

static inline bb bb_and(bb a, bb b)
{
    for (int i = 0; i < BB_WORDS; i++) a.w[i] &= b.w[i];
    return a;
}

static inline bb bb_or(bb a, bb b)
{
    for (int i = 0; i < BB_WORDS; i++) a.w[i] |= b.w[i];
    return a;
}

static inline bb bb_andnot(bb a, bb b)
{
    for (int i = 0; i < BB_WORDS; i++) a.w[i] &= ~b.w[i];
    return a;
}

/* Move every cell k places up in index (0 < k < 64). */
static inline bb bb_shl(bb a, int k)
{
    bb r;
    for (int i = BB_WORDS - 1; i > 0; i--) r.w[i] = a.w[i] << k | a.w[i - 1] >> (64 - k);
    r.w[0] = a.w[0] << k;
    return r;
}

static inline bb bb_shr(bb a, int k)
{
    bb r;
    for (int i = 0; i < BB_WORDS - 1; i++) r.w[i] = a.w[i] >> k | a.w[i + 1] << (64 - k);
    r.w[BB_WORDS - 1] = a.w[BB_WORDS - 1] >> k;
    return r;
}

static inline int bb_any(bb a)
{
    uint64_t x = 0;
    for (int i = 0; i < BB_WORDS; i++) x |= a.w[i];
    return x != 0;
}

/* gcc and clang (also Emscripten's) provide these builtins; they compile to single
 * instructions where the target has them. */
static inline int bb_count(bb a)
{
    int n = 0;
    for (int i = 0; i < BB_WORDS; i++) n += __builtin_popcountll(a.w[i]);
    return n;
}

static inline int bb_has(const bb *a, int c)
{
    return (int)(a->w[c >> 6] >> (c & 63) & 1);
}
static inline void bb_set(bb *a, int c)
{
    a->w[c >> 6] |= 1ull << (c & 63);
}
static inline void bb_clear(bb *a, int c)
{
    a->w[c >> 6] &= ~(1ull << (c & 63));
}

/* Cells of a in ascending order: out gets them, the count is returned. */
static inline int bb_list(bb a, unsigned char *out)
{
    int n = 0;
    for (int i = 0; i < BB_WORDS; i++) {
        for (uint64_t x = a.w[i]; x; x &= x - 1)
            out[n++] = (unsigned char)(i * 64 + __builtin_ctzll(x));
    }
    return n;
}

static inline int bb_equal(bb a, bb b)
{
    uint64_t x = 0;
    for (int i = 0; i < BB_WORDS; i++) x |= a.w[i] ^ b.w[i];
    return x == 0;
}

/* ---- the search state ---- */

enum { TT_NONE, TT_EXACT, TT_LOWER, TT_UPPER, TT_SOLVED };

typedef struct tt_entry {
    uint64_t key;
    int32_t score; /* negamax score, or 1/0 (win/loss) for TT_SOLVED */
    int16_t depth;
    uint8_t move;
    uint8_t flag;
} tt_entry;

typedef struct search {
    int w, n, gravity;
    bb all, row0, not_first, not_last; /* board, bottom row, all but column a / the last */
    bb own[2], filled;                 /* filled: pieces of both seats and blocked cells */
    int cnt[2];                        /* pieces per seat */
    int side;                          /* 0: seat 1 to move, 1: seat 2 */
    uint64_t key, key_m;               /* key_m: the key of the left-right mirror image */
    uint64_t zob[2][SHUTIN_MAX_CELLS], zob_m[2][SHUTIN_MAX_CELLS], zob_side;
    unsigned char mirror[SHUTIN_MAX_CELLS]; /* cell -> its mirror image (column x <-> w-1-x) */
    int use_mirror;                         /* 1: the blocked cells are mirror-symmetric */
    int use_race;                           /* level 4: the race model judges leaves exactly */
    tt_entry *tt;
    size_t tt_mask;
    pd_budget budget;
    int aborted;
    int history[2][SHUTIN_MAX_CELLS];
    int killer[MAX_PLY][2];
    unsigned char moves[MAX_PLY][SHUTIN_MAX_CELLS]; /* move list of each ply (off the C stack) */
    int sort_key[SHUTIN_MAX_CELLS];                 /* scratch of shutin_wide_order */
} search;

/* Every cell next to a cell of a (8-neighbourhood), a included. */
static inline bb dilate(const search *s, bb a)
{
    bb v = bb_or(a, bb_or(bb_shl(a, s->w), bb_shr(a, s->w)));
    bb h = bb_or(v, bb_or(bb_shl(bb_and(v, s->not_last), 1), bb_shr(bb_and(v, s->not_first), 1)));
    return bb_and(h, s->all);
}

/* The cells where seat side+1 may place now: the rules of rules.c on whole sets. */
static inline bb legal_mask(const search *s, int side)
{
    bb m = bb_andnot(s->all, s->filled);
    if (s->cnt[side] < 2) return m; /* a free start's first two pieces go anywhere */
    if (s->gravity) m = bb_and(m, bb_or(s->row0, bb_shl(s->filled, s->w)));
    return bb_and(m, dilate(s, s->own[side]));
}

static inline void make(search *s, int c)
{
    bb_set(&s->own[s->side], c);
    bb_set(&s->filled, c);
    s->cnt[s->side]++;
    s->key ^= s->zob[s->side][c] ^ s->zob_side;
    s->key_m ^= s->zob_m[s->side][c] ^ s->zob_side;
    s->side ^= 1;
}

static inline void unmake(search *s, int c)
{
    s->side ^= 1;
    bb_clear(&s->own[s->side], c);
    bb_clear(&s->filled, c);
    s->cnt[s->side]--;
    s->key ^= s->zob[s->side][c] ^ s->zob_side;
    s->key_m ^= s->zob_m[s->side][c] ^ s->zob_side;
}

/* ---- wide.c ---- */

/* A search of p with a budget of ms and nodes (0: unlimited) and a table of 2^tt_bits entries
 * (heap, freed with shutin_wide_free). Aborts on out-of-memory. */
search *shutin_wide_new(const shutin_pos *p, int64_t ms, int64_t nodes, int tt_bits);
void shutin_wide_free(search *s);
/* The static evaluation, from the side to move's point of view (territory and mobility). */
int shutin_wide_evaluate(const search *s);
/* Fill s->moves[ply] with the cells of legal, best first; returns their count. */
int shutin_wide_order(search *s, bb legal, int tt_move, int ply);
/* Remember c, which refuted a node, for siblings (killers) and the whole search (history). */
void shutin_wide_reward(search *s, int c, int depth, int ply);
/* The race model: 1 the side to move wins, 0 it loses, -1 the race does not decide. */
int shutin_wide_race(const search *s);
/* The race model's reading of s (structure.c): per side k (0: seat 1) its region reg[k] (the
 * empty cells joined to its pieces through empty cells, gravity aside), its sure count (the cells
 * it can fill one after another in the part of its region the other can never reach) and its
 * most (every cell it could fill, the other's region standing as filled). */
void shutin_wide_race_read(const search *s, bb reg[2], int sure[2], int most[2]);

#endif
