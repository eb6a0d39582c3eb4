/* pn.c — depth-first proof-number search (SHUTIN_SOLVE_PN of shutin_solve64, solver.c) on the
 * one-word state (s64.h).
 *
 * A second, independent search for the same question (df-pn, Nagai 2002, with the 1 + 1/4
 * threshold of Pawlewicz and Lew): every node keeps a proof number (the fewest leaves still to
 * prove that the side to move wins) and a disproof number (the fewest to prove it loses); the
 * search always expands the most proving node, so it follows narrow wins where alpha-beta would
 * refute every sibling first. Same moves, race model and keys as solver.c's solve() (of the
 * flags, the race model's and the keys' apply); its own table holds the numbers of unfinished
 * nodes too.
 * Shut In only adds pieces, so positions never repeat and the usual cycle troubles of
 * proof-number search cannot arise. It visits fewer nodes than alpha-beta where the win is
 * narrow (7x7 with gravity) and more where every move must be refuted (8x6, boards without
 * gravity): the numbers are in docs/log/. */
#include <stdint.h>

#include "s64.h"

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

static uint32_t pn_add(uint32_t a, uint32_t b)
{
    return a + b >= PN_INF ? PN_INF : a + b;
}

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
    /* the children, ordered as solver.c's solve() orders them (fewest replies first); a child
     * whose side to move has no move at all wins here at once */
    for (u64 x = legal; x; x &= x - 1) {
        int c = __builtin_ctzll(x);
        make(s, c);
        int replies = pop(legal_mask(s, s->side)), f;
        u64 ck = canon_key(s, &f);
        unmake(s, c);
        if (!replies) {
            mv[0] = (unsigned char)c; /* (for shutin_pn_solve's winning move) */
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
            } else if (cd[i] < second) second = cd[i];
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
int shutin_pn_solve(s64 *s, int *win_move)
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
