/* s64.h — Shut In's one-word search, for boards of at most 64 cells: its state (one 64-bit word
 * per set of cells), shared by the alpha-beta solver (solver.c) and the proof-number search
 * (pn.c). Inline here, so that each search keeps them in its innermost loop: the sets' steps,
 * placing a piece, the race model (race.h) and the table's keys. */
#ifndef PD_SHUTIN_S64_H
#define PD_SHUTIN_S64_H

#include <stddef.h>
#include <stdint.h>

#include "common/budget.h"
#include "common/hash.h"
#include "shutin.h"

#define S64_BUCKET 4 /* entries per bucket: 4 x 16 bytes, one cache line */
#define S64_MAX_PLY 66
/* Symmetries of the board kept in the key: the identity, the left-right mirror and, without
 * gravity, the up-down one and both together (each where the blocked cells allow it). */
#define S64_MAX_SYM 4

typedef uint64_t u64;

/* One solved position: its key, the result for the side to move, the best move found (a
 * winning move when won) and log2 of the nodes its proof took (what the replacement keeps). */
typedef struct s64_entry {
    u64 key;
    uint8_t move;
    uint8_t result; /* 1 won, 0 lost; an entry with key 0 is empty */
    uint8_t work;
    uint8_t used;
    uint32_t pad;
} s64_entry;

typedef struct s64 {
    int w, n, gravity, flags;
    u64 all, row0, not_first, not_last;
    u64 own[2], filled;
    int cnt[2];
    int side;
    u64 key;
    u64 zob[2][64], zob_side;
    /* The board's symmetries in use (the identity first): each cell's image and back, and the
     * position's sets as seen through each, kept up to date by make(). */
    int nsym;
    unsigned char img[S64_MAX_SYM][64], inv[S64_MAX_SYM][64];
    u64 own_s[S64_MAX_SYM][2], filled_s[S64_MAX_SYM];
    s64_entry *tt;
    size_t nbuckets;     /* a power of two */
    struct pn_entry *pt; /* the proof-number search's table instead (SHUTIN_SOLVE_PN) */
    pd_budget budget;
    int aborted;
    int history[2][64];
    unsigned char moves[S64_MAX_PLY][64];
    u64 child_keys[S64_MAX_PLY][64];
    int keys[S64_MAX_PLY][64];
    uint32_t pn[S64_MAX_PLY][64], dn[S64_MAX_PLY][64];
} s64;

/* Bits set. Without a popcount instruction in the target (x86-64's baseline has none) the
 * builtin is a call into libgcc, which cost 4 % of a solve; the bit-parallel sum is inline. */
static inline int pop(u64 a)
{
#if defined(__POPCNT__) || defined(__wasm__)
    return __builtin_popcountll(a);
#else
    a -= (a >> 1) & 0x5555555555555555ull;
    a = (a & 0x3333333333333333ull) + ((a >> 2) & 0x3333333333333333ull);
    a = (a + (a >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (int)((a * 0x0101010101010101ull) >> 56);
#endif
}

static inline u64 dilate(const s64 *s, u64 a)
{
    u64 v = a | a << s->w | a >> s->w;
    return (v | (v & s->not_last) << 1 | (v & s->not_first) >> 1) & s->all;
}

static inline u64 legal_mask(const s64 *s, int side)
{
    u64 m = s->all & ~s->filled;
    if (s->cnt[side] < 2) return m; /* a free start's first two pieces go anywhere */
    if (s->gravity) m &= s->row0 | s->filled << s->w;
    return m & dilate(s, s->own[side]);
}

static inline void make(s64 *s, int c)
{
    u64 b = 1ull << c;
    s->own[s->side] |= b;
    s->filled |= b;
    s->cnt[s->side]++;
    s->key ^= s->zob[s->side][c] ^ s->zob_side;
    for (int t = 1, ns = s->nsym, q = s->side; t < ns; t++) {
        u64 bt = 1ull << s->img[t][c];
        s->own_s[t][q] |= bt;
        s->filled_s[t] |= bt;
    }
    s->side ^= 1;
}

static inline void unmake(s64 *s, int c)
{
    u64 b = 1ull << c;
    s->side ^= 1;
    s->own[s->side] &= ~b;
    s->filled &= ~b;
    s->cnt[s->side]--;
    s->key ^= s->zob[s->side][c] ^ s->zob_side;
    for (int t = 1, ns = s->nsym, q = s->side; t < ns; t++) {
        u64 bt = 1ull << s->img[t][c];
        s->own_s[t][q] &= ~bt;
        s->filled_s[t] &= ~bt;
    }
}

/* ---- the race model (race.h, on one word) ---- */

#define RACE_SET u64
#define RACE_STATE s64
#define SET_AND(a, b) ((a) & (b))
#define SET_OR(a, b) ((a) | (b))
#define SET_ANDNOT(a, b) ((a) & ~(b))
#define SET_SHL(a, k) ((a) << (k))
#define SET_ANY(a) ((a) != 0)
#define SET_EQUAL(a, b) ((a) == (b))
#define SET_COUNT(a) pop(a)
#define SET_EMPTY ((u64)0)
#include "race.h"

/* ---- the table's keys ---- */

/* The key of a position's future. Which moves are legal, now and later, depends only on the
 * empty cells (gravity reads the filled ones as their complement) and on which empty cells touch
 * each side's pieces (a new piece only adds its own neighbours); which earlier cells hold whose
 * pieces does not matter once they touch no empty cell. So positions alike in these are one game,
 * with one value and the same winning moves, and share one entry: near the end there are far
 * fewer such games than boards. The side to move and, in a free start, how many first pieces
 * each side has placed follow from the number of empty cells within one search (one table per
 * search), so they are not keyed. Mixed by splitmix64's finaliser: a 64-bit hash, as the Zobrist
 * keys are. */
static inline u64 future_key(const s64 *s, u64 filled, const u64 *own)
{
    u64 empty = s->all & ~filled;
    u64 k = pd_mix64(empty ^ 0x5368757449e4b3a1ull);
    k = pd_mix64(k ^ (empty & dilate(s, own[0])));
    return pd_mix64(k + (empty & dilate(s, own[1])));
}

/* The whole-board (Zobrist) key of the pieces own, the side to move included: s->key as it
 * would be for a symmetry's image (SHUTIN_SOLVE_FULL_KEY only, so it is counted afresh). */
static inline u64 zobrist(const s64 *s, const u64 *own)
{
    u64 k = s->side ? s->zob_side : 0;
    for (int q = 0; q < 2; q++)
        for (u64 x = own[q]; x; x &= x - 1) k ^= s->zob[q][__builtin_ctzll(x)];
    return k;
}

/* The smallest key of the position's images under the symmetries (never 0: 0 marks an empty
 * entry); *sym says which, so moves are stored as their images under it. SHUTIN_SOLVE_FULL_KEY
 * keys the whole board instead (Zobrist), a second route for checking. */
static inline u64 canon_key(const s64 *s, int *sym)
{
    int full = s->flags & SHUTIN_SOLVE_FULL_KEY;
    u64 k = full ? s->key : future_key(s, s->filled, s->own);
    *sym = 0;
    for (int t = 1; t < s->nsym; t++) {
        u64 kt = full ? zobrist(s, s->own_s[t]) : future_key(s, s->filled_s[t], s->own_s[t]);
        if (kt < k) {
            k = kt;
            *sym = t;
        }
    }
    return k ? k : 1;
}

/* The proof-number search (pn.c) of shutin_solve64 with SHUTIN_SOLVE_PN, in s->pt: 1 won, 0
 * lost, -1 out of budget; a winning move in *win_move. */
int shutin_pn_solve(s64 *s, int *win_move);

#endif
