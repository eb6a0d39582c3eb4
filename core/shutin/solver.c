/* solve64.c — the Shut In exact solver for boards of at most 64 cells (every standard size,
 * 8x8 included): one 64-bit word per set of cells, a bucketed transposition table sized by the
 * caller, the board's mirror images, the race model at every node, enhanced transposition
 * cutoffs and ordering by the opponent's replies. Bigger boards use the 256-bit solver in bot.c.
 *
 * The search is plain win/loss negamax: a node is won when some move leads to a lost node.
 * Flags (SHUTIN_SOLVE_NO_*) switch single parts off, so tests can check that every part leaves
 * the value alone; SHUTIN_SOLVE_PN answers by proof-number search instead, a second route for
 * the big boards. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "common/budget.h"
#include "common/hash.h"
#include "common/rng.h"
#include "common/ttmem.h"
#include "shutin.h"

#define S64_ZOBRIST_SEED 0x5368757436342121ull
#define S64_DEFAULT_MIB SHUTIN_SOLVE_DEFAULT_MIB
/* The table when the caller sets none: 2^(e - S64_EMPTY_MARGIN) entries for e empty cells,
 * from S64_MIN_MIB to S64_DEFAULT_MIB. The nodes grow with the empty cells, by about 2^(e/2)
 * with gravity and 2^(0.85 e) without (5x5, 21 empty: 4.6 k and 46.6 k; 6x6 with gravity, 32
 * empty: 137 k), and a small search paid for the whole default table in pages cleared (5x5:
 * 8,285 page faults and 26 ms for 4,587 nodes that 1 MiB holds as well). Boards of 26 or more
 * empty cells keep the default, and every board's nodes stay as they were (6x4 without
 * gravity, 20 empty, 4 MiB: 55,904). */
#define S64_EMPTY_MARGIN 2
#define S64_MIN_MIB 1
#define S64_MAX_MIB ((int64_t)1 << 20) /* sizes past this (1 TiB) count as this */
#define S64_BUCKET 4         /* entries per bucket: 4 x 16 bytes, one cache line */
#define S64_ETC_EMPTIES 10   /* enhanced transposition cutoffs from this many empty cells */
#define S64_TERRITORY_EMPTIES 14 /* ordering by territory from this many empty cells */
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
    size_t nbuckets; /* a power of two */
    struct pn_entry *pt;  /* the proof-number search's table instead (SHUTIN_SOLVE_PN) */
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

static u64 dilate(const s64 *s, u64 a)
{
    u64 v = a | a << s->w | a >> s->w;
    return (v | (v & s->not_last) << 1 | (v & s->not_first) >> 1) & s->all;
}

static u64 legal_mask(const s64 *s, int side)
{
    u64 m = s->all & ~s->filled;
    if (s->cnt[side] < 2) return m; /* a free start's first two pieces go anywhere */
    if (s->gravity) m &= s->row0 | s->filled << s->w;
    return m & dilate(s, s->own[side]);
}

static void make(s64 *s, int c)
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

static void unmake(s64 *s, int c)
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

/* ---- the race model (the same rules as bot.c's, on one word) ---- */

/* Every empty cell seat side+1 could ever take: empty cells joined to its pieces through empty
 * cells (8-neighbourhood), gravity aside. */
static u64 region(const s64 *s, int side)
{
    u64 empty = s->all & ~s->filled;
    u64 r = dilate(s, s->own[side]) & empty;
    for (;;) {
        u64 next = dilate(s, r) & empty;
        if (next == r) return r;
        r = next;
    }
}

/* How many cells of area seat side+1 can take one after another with nobody else placing
 * there, the cells of support standing as filled. Placing never makes another cell illegal,
 * so the greedy closure is the most. */
static int closure(const s64 *s, int side, u64 area, u64 support)
{
    u64 own = s->own[side], under = support | s->filled;
    area &= ~s->filled;
    int n = 0;
    for (;;) {
        u64 m = area;
        if (s->gravity) m &= s->row0 | under << s->w;
        m &= dilate(s, own);
        if (!m) return n;
        n += pop(m);
        own |= m;
        under |= m;
        area &= ~m;
    }
}

/* 1: the side to move wins, 0: it loses, -1: undecided. Sure counts (cells only this side can
 * reach) against most counts (everything it could take, the other's area as support). */
static int race(const s64 *s)
{
    int me = s->side, op = me ^ 1;
    if (s->cnt[me] < 2 || s->cnt[op] < 2) return -1;
    u64 r_me = region(s, me), r_op = region(s, op);
    int sure_me = closure(s, me, r_me & ~r_op, 0);
    int most_op = closure(s, op, r_op, r_me);
    if (sure_me > most_op) return 1;
    int sure_op = closure(s, op, r_op & ~r_me, 0);
    int most_me = closure(s, me, r_me, r_op);
    if (sure_op >= most_me) return 0;
    return -1;
}

/* Territory for ordering: both sides grow at once, one ring per step, over cells that would
 * be supported if everything reached so far were filled; a cell both reach in the same step
 * belongs to neither. Plus mobility. From the side to move's point of view (bot.c's weights). */
static int territory(const s64 *s)
{
    u64 reach[2] = {s->own[0], s->own[1]}, taken = s->filled;
    int terr[2] = {0, 0};
    for (;;) {
        u64 open = s->all & ~taken;
        if (s->gravity) open &= s->row0 | taken << s->w;
        u64 a = dilate(s, reach[0]) & open, b = dilate(s, reach[1]) & open, both = a & b;
        if (!(a | b)) break;
        a &= ~both;
        b &= ~both;
        terr[0] += pop(a);
        terr[1] += pop(b);
        reach[0] |= a;
        reach[1] |= b;
        taken |= a | b | both;
    }
    int me = s->side, op = me ^ 1;
    int mob = pop(legal_mask(s, me)) - pop(legal_mask(s, op));
    return 16 * (terr[me] - terr[op]) + 4 * mob;
}

/* ---- the table ---- */

/* The key of a position's future. Which moves are legal, now and later, depends only on the
 * empty cells (gravity reads the filled ones as their complement) and on which empty cells touch
 * each side's pieces (a new piece only adds its own neighbours); which earlier cells hold whose
 * pieces does not matter once they touch no empty cell. So positions alike in these are one game,
 * with one value and the same winning moves, and share one entry: near the end there are far
 * fewer such games than boards. The side to move and, in a free start, how many first pieces
 * each side has placed follow from the number of empty cells within one search (one table per
 * search), so they are not keyed. Mixed by splitmix64's finaliser: a 64-bit hash, as the Zobrist
 * keys are. */
static u64 future_key(const s64 *s, u64 filled, const u64 *own)
{
    u64 empty = s->all & ~filled;
    u64 k = pd_mix64(empty ^ 0x5368757449e4b3a1ull);
    k = pd_mix64(k ^ (empty & dilate(s, own[0])));
    return pd_mix64(k + (empty & dilate(s, own[1])));
}

/* The whole-board (Zobrist) key of the pieces own, the side to move included: s->key as it
 * would be for a symmetry's image (SHUTIN_SOLVE_FULL_KEY only, so it is counted afresh). */
static u64 zobrist(const s64 *s, const u64 *own)
{
    u64 k = s->side ? s->zob_side : 0;
    for (int q = 0; q < 2; q++)
        for (u64 x = own[q]; x; x &= x - 1) k ^= s->zob[q][__builtin_ctzll(x)];
    return k;
}

/* The smallest key of the position's images under the symmetries (never 0: 0 marks an empty
 * entry); *sym says which, so moves are stored as their images under it. SHUTIN_SOLVE_FULL_KEY
 * keys the whole board instead (Zobrist), a second route for checking. */
static u64 canon_key(const s64 *s, int *sym)
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

static s64_entry *bucket(const s64 *s, u64 key)
{
    return s->tt + (key & (s->nbuckets - 1)) * S64_BUCKET;
}

/* Start loading key's bucket (a hint; WebAssembly has no prefetch and compiles it to nothing). */
static void prefetch(const s64 *s, u64 key)
{
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(bucket(s, key));
#else
    (void)s;
    (void)key;
#endif
}

static s64_entry *probe(const s64 *s, u64 key)
{
    s64_entry *b = bucket(s, key);
    for (int i = 0; i < S64_BUCKET; i++)
        if (b[i].key == key) return &b[i];
    return NULL;
}

/* Keep the result in the key's bucket: in its own entry, an empty one, or else over the entry
 * whose proof took the least work. */
static void store(s64 *s, u64 key, int result, int move, int64_t nodes)
{
    s64_entry *b = bucket(s, key), *victim = &b[0];
    for (int i = 0; i < S64_BUCKET; i++) {
        if (b[i].key == key || b[i].key == 0) {
            victim = &b[i];
            break;
        }
        if (b[i].work < victim->work) victim = &b[i];
    }
    int work = 0;
    while (work < 63 && (INT64_C(1) << (work + 1)) <= nodes) work++;
    victim->key = key;
    victim->result = (uint8_t)result;
    victim->move = (uint8_t)move;
    victim->work = (uint8_t)work;
}

/* ---- the search ---- */

#define ORDER_REPLY_WEIGHT (1 << 20) /* fewer replies for the opponent first */
#define HISTORY_CAP (1 << 19)

/* 1: the side to move wins, 0: it loses, -1: out of budget. */
static int solve(s64 *s, int ply, int *win_move)
{
    if (pd_budget_tick(&s->budget)) {
        s->aborted = 1;
        return -1;
    }
    u64 legal = legal_mask(s, s->side);
    if (!legal) return 0;
    int sym;
    u64 key = canon_key(s, &sym);
    const s64_entry *e = probe(s, key);
    if (e) {
        *win_move = s->inv[sym][e->move];
        return e->result;
    }
    int64_t start = s->budget.used;

    /* A move that takes the opponent's only cell and opens none for them wins at once. */
    u64 theirs = legal_mask(s, s->side ^ 1);
    if (theirs && !(theirs & (theirs - 1)) && (theirs & legal)) {
        int only = __builtin_ctzll(theirs);
        make(s, only);
        int stuck = !legal_mask(s, s->side);
        unmake(s, only);
        if (stuck) {
            *win_move = only;
            return 1;
        }
    }
    if (ply > 0 && !(s->flags & SHUTIN_SOLVE_NO_RACE)) {
        int r = race(s);
        if (r >= 0) return r;
    }

    /* Moves with their order keys; a child the table already holds as lost wins here. The
     * children's buckets are fetched first and read after, so their cache misses overlap. */
    unsigned char *mv = s->moves[ply];
    int *k = s->keys[ply];
    u64 *ck = s->child_keys[ply];
    int n = 0;
    int empties = s->n - pop(s->filled);
    int etc = !(s->flags & SHUTIN_SOLVE_NO_ETC) && empties >= S64_ETC_EMPTIES;
    int deep = empties >= S64_TERRITORY_EMPTIES; /* far from the end: order by territory too */
    for (u64 x = legal; x; x &= x - 1) {
        int c = __builtin_ctzll(x);
        make(s, c);
        if (etc) {
            int f;
            ck[n] = canon_key(s, &f);
            prefetch(s, ck[n]);
        }
        int replies = pop(legal_mask(s, s->side));
        int terr = deep ? territory(s) : 0; /* the opponent's view after the move */
        unmake(s, c);
        mv[n] = (unsigned char)c;
        k[n++] = -replies * ORDER_REPLY_WEIGHT + (deep ? -terr * 64 : s->history[s->side][c]);
    }
    for (int i = 0; etc && i < n; i++) {
        const s64_entry *ce = probe(s, ck[i]);
        if (ce && ce->result == 0) {
            *win_move = mv[i];
            store(s, key, 1, s->img[sym][mv[i]], s->budget.used - start);
            return 1;
        }
    }
    if (!(s->flags & SHUTIN_SOLVE_NO_ORDER)) shutin_sort_moves(mv, k, n);

    int result = 0, best = mv[0], reply;
    for (int i = 0; i < n; i++) {
        make(s, mv[i]);
        int r = solve(s, ply + 1, &reply);
        unmake(s, mv[i]);
        if (r < 0) return -1;
        if (r == 0) {
            result = 1;
            best = mv[i];
            int *h = &s->history[s->side][best];
            *h += 1 + (s->n - pop(s->filled));
            if (*h > HISTORY_CAP)
                for (int q = 0; q < 2; q++)
                    for (int c = 0; c < 64; c++) s->history[q][c] /= 2;
            break;
        }
    }
    *win_move = best;
    store(s, key, result, s->img[sym][best], s->budget.used - start);
    return result;
}

/* ---- depth-first proof-number search (SHUTIN_SOLVE_PN) ----
 *
 * A second, independent search for the same question (df-pn, Nagai 2002, with the 1 + 1/4
 * threshold of Pawlewicz and Lew): every node keeps a proof number (the fewest leaves still to
 * prove that the side to move wins) and a disproof number (the fewest to prove it loses); the
 * search always expands the most proving node, so it follows narrow wins where alpha-beta would
 * refute every sibling first. Same moves, race model and keys as solve() (of the flags, the
 * race model's and the keys' apply); its own table holds the numbers of unfinished nodes too.
 * Shut In only adds pieces, so positions never repeat and the usual cycle troubles of
 * proof-number search cannot arise. Measured (README): 7x7 with gravity 4.4 times fewer nodes
 * than alpha-beta, 8x6 2.9 times more, boards without gravity 3.5-14 times more. */

#define PN_INF ((uint32_t)((1u << 28) - 1))

typedef struct pn_entry {
    u64 key;
    u64 data; /* proof number (28 bits), disproof number (28 bits), log2 of the work (8 bits) */
} pn_entry;

static int pn_read(const s64 *s, u64 key, uint32_t *pn, uint32_t *dn)
{
    const pn_entry *b = s->pt + (key & (s->nbuckets - 1)) * S64_BUCKET;
    for (int i = 0; i < S64_BUCKET; i++)
        if (b[i].key == key) {
            *pn = (uint32_t)(b[i].data & PN_INF);
            *dn = (uint32_t)(b[i].data >> 28 & PN_INF);
            return 1;
        }
    *pn = *dn = 1;
    return 0;
}

static void pn_write(s64 *s, u64 key, uint32_t pn, uint32_t dn, int64_t nodes)
{
    pn_entry *b = s->pt + (key & (s->nbuckets - 1)) * S64_BUCKET, *victim = &b[0];
    for (int i = 0; i < S64_BUCKET; i++) {
        if (b[i].key == key || b[i].key == 0) {
            victim = &b[i];
            break;
        }
        if ((b[i].data >> 56) < (victim->data >> 56)) victim = &b[i];
    }
    u64 work = 0;
    while (work < 63 && (INT64_C(1) << (work + 1)) <= nodes) work++;
    victim->key = key;
    victim->data = (u64)pn | (u64)dn << 28 | work << 56;
}

static uint32_t pn_add(uint32_t a, uint32_t b) { return a + b >= PN_INF ? PN_INF : a + b; }

/* Expand the position until its proof number reaches thpn or its disproof number thdn, or it
 * is proven either way; *pn and *dn get its numbers (side to move's view). */
static void mid(s64 *s, int ply, uint32_t thpn, uint32_t thdn, uint32_t *pn, uint32_t *dn)
{
    if (pd_budget_tick(&s->budget)) {
        s->aborted = 1;
        return;
    }
    u64 legal = legal_mask(s, s->side);
    if (!legal) {
        *pn = PN_INF;
        *dn = 0;
        return;
    }
    if (ply > 0 && !(s->flags & SHUTIN_SOLVE_NO_RACE)) {
        int r = race(s);
        if (r >= 0) {
            *pn = r ? 0 : PN_INF;
            *dn = r ? PN_INF : 0;
            return;
        }
    }
    int sym;
    u64 key = canon_key(s, &sym);
    int64_t start = s->budget.used;
    unsigned char *mv = s->moves[ply];
    uint32_t *cp = s->pn[ply], *cd = s->dn[ply];
    int *k = s->keys[ply], n = 0;
    /* the children, ordered as solve() orders them (fewest replies first); a child whose side
     * to move has no move at all wins here at once */
    for (u64 x = legal; x; x &= x - 1) {
        int c = __builtin_ctzll(x);
        make(s, c);
        int replies = pop(legal_mask(s, s->side)), f;
        u64 ck = canon_key(s, &f);
        unmake(s, c);
        if (!replies) {
            mv[0] = (unsigned char)c;   /* (for pn_solve's winning move) */
            cd[0] = 0;
            *pn = 0;
            *dn = PN_INF;
            pn_write(s, key, 0, PN_INF, s->budget.used - start);
            return;
        }
        mv[n] = (unsigned char)c;
        k[n++] = -replies;
        s->child_keys[ply][c] = ck;
    }
    shutin_sort_moves(mv, k, n);
    for (int i = 0; i < n; i++)
        if (!pn_read(s, s->child_keys[ply][mv[i]], &cp[i], &cd[i])) cd[i] = (uint32_t)-k[i];
    for (;;) {
        /* the side to move wins when some child loses: the proof number is the least child
         * disproof number, the disproof number the sum of the children's proof numbers */
        uint32_t p = PN_INF, d = 0, second = PN_INF;
        int best = 0;
        for (int i = 0; i < n; i++) {
            d = pn_add(d, cp[i]);
            if (cd[i] < p) {
                second = p;
                p = cd[i];
                best = i;
            } else if (cd[i] < second)
                second = cd[i];
        }
        *pn = p;
        *dn = d;
        if (p == 0 || d == 0 || p >= thpn || d >= thdn || s->aborted) break;
        /* the child's thresholds: its disproof number may grow until this node's proof number
         * would pass the second best (by a quarter, so siblings swap less often), its proof
         * number until this node's disproof number reaches thdn */
        uint32_t grow = second + second / 4 + 1;
        uint32_t cthdn = thpn < grow ? thpn : grow;
        uint32_t cthpn = thdn - d + cp[best];
        make(s, mv[best]);
        mid(s, ply + 1, cthpn, cthdn, &cp[best], &cd[best]);
        unmake(s, mv[best]);
    }
    if (!s->aborted) pn_write(s, key, *pn, *dn, s->budget.used - start);
}

/* The proof-number route of shutin_solve64: 1 won, 0 lost, -1 out of budget (or numbers past
 * PN_INF: a sum that saturates never proves anything, only a 0 does); a winning move (a child
 * proven lost) in *win_move. */
static int pn_solve(s64 *s, int *win_move)
{
    uint32_t pn = 1, dn = 1;
    mid(s, 0, PN_INF, PN_INF, &pn, &dn);
    if (s->aborted || (pn != 0 && dn != 0)) return -1;
    int n = pop(legal_mask(s, s->side));
    for (int i = 0; pn == 0 && i < n; i++)
        if (s->dn[0][i] == 0) {
            *win_move = s->moves[0][i];
            break;
        }
    return pn == 0;
}

/* The symmetries under which a position and its images share one value and one entry: the
 * identity, then (unless SHUTIN_SOLVE_NO_MIRROR) the left-right mirror, and without gravity
 * (which only pulls down) the up-down mirror and both at once, each where the blocked cells
 * are their own image. The up-down ones only when the position searched is its own up-down
 * image, as the fixed start is on an even height: then every position the search reaches has
 * its image in the search too (6x4 without gravity: 1.8 times fewer nodes). Otherwise images
 * meet seldom, and computing their keys costs more than they save (6x5: 12 % fewer nodes,
 * 10 % more time). Fills img and inv; sets nsym. */
static void find_symmetries(s64 *s, const shutin_pos *p)
{
    int kinds = s->flags & SHUTIN_SOLVE_NO_MIRROR ? 1 : 2;
    if (kinds == 2 && !p->gravity) {
        unsigned char up[64];
        shutin_image_cells(p, 0, 1, up);
        int own_image = 1;
        for (int c = 0; c < p->n; c++) own_image &= p->cell[c] == p->cell[up[c]];
        if (own_image) kinds = 4;
    }
    s->nsym = 0;
    for (int t = 0; t < kinds; t++) {
        unsigned char *img = s->img[s->nsym];
        if (!shutin_image_cells(p, t & 1, t >> 1, img)) continue;
        for (int c = 0; c < p->n; c++) s->inv[s->nsym][img[c]] = (unsigned char)c;
        s->nsym++;
    }
}

int64_t shutin_solve64_mib(const shutin_pos *p, int64_t asked)
{
    if (asked > 0) return asked;
    int empty = 0;
    for (int c = 0; c < p->n; c++) empty += p->cell[c] == SHUTIN_EMPTY;
    int64_t mib = S64_MIN_MIB;
    /* 2^(empty - margin) entries of 16 bytes, in MiB: 2^(empty - margin - 16) */
    for (int k = empty - S64_EMPTY_MARGIN - 16; k > 0 && mib < S64_DEFAULT_MIB; k--) mib *= 2;
    return mib;
}

int shutin_solve64(const shutin_pos *p, const pd_solve_opts *o, int flags, pd_solve_result *r,
                   int *win_move)
{
    s64 *s = calloc(1, sizeof *s);
    if (!s) abort();
    /* the biggest power of two of buckets within the size asked for, counted in 64 bits (a
     * 32-bit size_t, as in WebAssembly, wraps at 4 GiB); one that does not fit is an error */
    int64_t mib = shutin_solve64_mib(p, o->table_mib);
    uint64_t want = (uint64_t)(mib < S64_MAX_MIB ? mib : S64_MAX_MIB) << 20, nb = 1;
    uint64_t bucket = S64_BUCKET * sizeof(s64_entry);
    while (nb * 2 * bucket <= want) nb *= 2;
    if (nb * bucket > SIZE_MAX || !(s->tt = pd_ttmem_alloc((size_t)(nb * bucket), (size_t)bucket))) {
        free(s);
        memset(r, 0, sizeof *r);
        if (win_move) *win_move = -1;
        return -1;
    }
    s->nbuckets = (size_t)nb;
    s->w = p->w;
    s->n = p->n;
    s->gravity = p->gravity;
    s->flags = flags;
    pd_rng rng;
    pd_rng_seed(&rng, S64_ZOBRIST_SEED);
    for (int q = 0; q < 2; q++)
        for (int c = 0; c < 64; c++) s->zob[q][c] = pd_rng_next(&rng);
    s->zob_side = pd_rng_next(&rng);
    find_symmetries(s, p);
    s->side = p->to_move - 1;
    if (s->side) s->key = s->zob_side;
    for (int c = 0; c < p->n; c++) {
        u64 b = 1ull << c;
        s->all |= b;
        if (c < p->w) s->row0 |= b;
        if (c % p->w) s->not_first |= b;
        if (c % p->w != p->w - 1) s->not_last |= b;
        if (p->cell[c] == SHUTIN_EMPTY) continue;
        s->filled |= b;
        for (int t = 1; t < s->nsym; t++) s->filled_s[t] |= 1ull << s->img[t][c];
        if (p->cell[c] == SHUTIN_BLOCKED) continue;
        int q = p->cell[c] - 1;
        s->own[q] |= b;
        s->cnt[q]++;
        s->key ^= s->zob[q][c];
        for (int t = 1; t < s->nsym; t++) s->own_s[t][q] |= 1ull << s->img[t][c];
    }
    pd_budget_start(&s->budget, o->ms, o->nodes);
    int mv = -1;
    s->pt = (pn_entry *)(void *)s->tt;  /* (the same bucket size: 4 entries of 16 bytes) */
    int v = flags & SHUTIN_SOLVE_PN ? pn_solve(s, &mv) : solve(s, 0, &mv);
    r->known = v >= 0;
    r->value = v > 0 ? 1 : v == 0 ? -1 : 0;
    r->nodes = s->budget.used;
    r->ms = pd_budget_elapsed(&s->budget);
    if (win_move) *win_move = v > 0 ? mv : -1;
    pd_ttmem_free(s->tt, (size_t)(nb * bucket));
    free(s);
    return 0;
}
