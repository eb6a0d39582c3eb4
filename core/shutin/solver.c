/* solver.c — the Shut In exact solver for boards of at most 64 cells (every standard size,
 * 8x8 included): one 64-bit word per set of cells (s64.h), a bucketed transposition table sized
 * by the caller, the board's mirror images, the race model at every node, enhanced
 * transposition cutoffs and ordering by the opponent's replies. Bigger boards use the 256-bit
 * solver of solver_wide.c.
 *
 * The search is plain win/loss negamax: a node is won when some move leads to a lost node.
 * Flags (SHUTIN_SOLVE_NO_*) switch single parts off, so tests can check that every part leaves
 * the value alone; SHUTIN_SOLVE_PN answers by proof-number search instead (pn.c), a second
 * route for the big boards. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "common/rng.h"
#include "common/ttmem.h"
#include "s64.h"

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
#define S64_ETC_EMPTIES 10       /* enhanced transposition cutoffs from this many empty cells */
#define S64_TERRITORY_EMPTIES 14 /* ordering by territory from this many empty cells */

/* Territory for ordering: both sides grow at once, one ring per step, over cells that would
 * be supported if everything reached so far were filled; a cell both reach in the same step
 * belongs to neither. Plus mobility. From the side to move's point of view (wide.c's weights). */
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
    if (nb * bucket > SIZE_MAX ||
        !(s->tt = pd_ttmem_alloc((size_t)(nb * bucket), (size_t)bucket))) {
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
    s->pt = (struct pn_entry *)(void *)s->tt; /* (the same bucket size: 4 entries of 16 bytes) */
    int v = flags & SHUTIN_SOLVE_PN ? shutin_pn_solve(s, &mv) : solve(s, 0, &mv);
    r->known = v >= 0;
    r->value = v > 0 ? 1 : v == 0 ? -1 : 0;
    r->nodes = s->budget.used;
    r->ms = pd_budget_elapsed(&s->budget);
    if (win_move) *win_move = v > 0 ? mv : -1;
    pd_ttmem_free(s->tt, (size_t)(nb * bucket));
    free(s);
    return 0;
}
