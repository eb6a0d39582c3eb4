/* wide.c — what the Shut In bot (bot.c) and the 256-bit solver (solver_wide.c) share, on
 * 256-bit sets (wide.h): a search's setup, the evaluation, move ordering and the race model. */
#include <stdlib.h>

#include "common/rng.h"
#include "wide.h"

/* ---- tuning ---- */
#define ZOBRIST_SEED 0x53687574496e2121ull /* fixed, so keys (and moves) never vary */
#define MOBILITY_WEIGHT 4   /* per legal move now */
#define CONTEST_BONUS (1 << 20) /* ordering: taking a cell the opponent could also play */
#define KILLER_BONUS (1 << 26)
#define TT_MOVE_BONUS (1 << 29)
#define HISTORY_LIMIT (1 << 19) /* history scores are halved beyond this, below the bonuses */

/* ---- the search state ---- */

search *shutin_wide_new(const shutin_pos *p, int64_t ms, int64_t nodes, int tt_bits)
{
    search *s = calloc(1, sizeof *s);
    if (!s) abort();
    s->tt_mask = ((size_t)1 << tt_bits) - 1;
    s->tt = calloc(s->tt_mask + 1, sizeof *s->tt);
    if (!s->tt) abort();
    s->w = p->w;
    s->n = p->n;
    s->gravity = p->gravity;
    pd_rng rng;
    pd_rng_seed(&rng, ZOBRIST_SEED);
    for (int k = 0; k < 2; k++)
        for (int c = 0; c < SHUTIN_MAX_CELLS; c++) s->zob[k][c] = pd_rng_next(&rng);
    s->zob_side = pd_rng_next(&rng);
    s->use_mirror = shutin_image_cells(p, 1, 0, s->mirror);
    for (int c = 0; c < p->n; c++)
        for (int k = 0; k < 2; k++) s->zob_m[k][c] = s->zob[k][s->mirror[c]];
    s->side = p->to_move - 1;
    if (s->side) {
        s->key ^= s->zob_side;
        s->key_m ^= s->zob_side;
    }
    for (int c = 0; c < p->n; c++) {
        bb_set(&s->all, c);
        if (c < p->w) bb_set(&s->row0, c);
        if (c % p->w) bb_set(&s->not_first, c);
        if (c % p->w != p->w - 1) bb_set(&s->not_last, c);
        if (p->cell[c] == SHUTIN_EMPTY) continue;
        bb_set(&s->filled, c);
        if (p->cell[c] == SHUTIN_BLOCKED) continue;
        int k = p->cell[c] - 1;
        bb_set(&s->own[k], c);
        s->cnt[k]++;
        s->key ^= s->zob[k][c];
        s->key_m ^= s->zob_m[k][c];
    }
    for (int i = 0; i < MAX_PLY; i++) s->killer[i][0] = s->killer[i][1] = -1;
    pd_budget_start(&s->budget, ms, nodes);
    return s;
}

void shutin_wide_free(search *s)
{
    free(s->tt);
    free(s);
}

/* ---- evaluation ---- */

/* Territory: both sides grow at once, one ring per step, over cells that would be
 * supported if everything reached so far were filled; a cell both reach in the same step
 * belongs to neither. Plus current mobility. From the side to move's point of view. */
int shutin_wide_evaluate(const search *s)
{
    bb reach[2] = {s->own[0], s->own[1]};
    bb taken = s->filled;
    int terr[2] = {0, 0};
    for (;;) {
        bb open = bb_andnot(s->all, taken);
        if (s->gravity) open = bb_and(open, bb_or(s->row0, bb_shl(taken, s->w)));
        bb a = bb_and(dilate(s, reach[0]), open);
        bb b = bb_and(dilate(s, reach[1]), open);
        bb both = bb_and(a, b);
        if (!bb_any(bb_or(a, b))) break;
        a = bb_andnot(a, both);
        b = bb_andnot(b, both);
        terr[0] += bb_count(a);
        terr[1] += bb_count(b);
        reach[0] = bb_or(reach[0], a);
        reach[1] = bb_or(reach[1], b);
        taken = bb_or(taken, bb_or(a, bb_or(b, both)));
    }
    int me = s->side, op = me ^ 1;
    int mob = bb_count(legal_mask(s, me)) - bb_count(legal_mask(s, op));
    return TERRITORY_WEIGHT * (terr[me] - terr[op]) + MOBILITY_WEIGHT * mob;
}

/* ---- move ordering ---- */

/* Fill s->moves[ply] with the cells of legal, best first: the table's move, killers,
 * cells the opponent could take too, then by history. Ties keep ascending cell order. */
int shutin_wide_order(search *s, bb legal, int tt_move, int ply)
{
    unsigned char *mv = s->moves[ply];
    int n = bb_list(legal, mv);
    bb contested = legal_mask(s, s->side ^ 1);
    for (int i = 0; i < n; i++) {
        int c = mv[i];
        int k = s->history[s->side][c];
        if (c == tt_move) k += TT_MOVE_BONUS;
        if (c == s->killer[ply][0]) k += KILLER_BONUS;
        else if (c == s->killer[ply][1]) k += KILLER_BONUS / 2;
        if (bb_has(&contested, c)) k += CONTEST_BONUS;
        s->sort_key[i] = k;
    }
    shutin_sort_moves(mv, s->sort_key, n);
    return n;
}

/* A move that refuted a node: remember it for siblings (killers) and the whole search. */
void shutin_wide_reward(search *s, int c, int depth, int ply)
{
    if (s->killer[ply][0] != c) {
        s->killer[ply][1] = s->killer[ply][0];
        s->killer[ply][0] = c;
    }
    int *h = &s->history[s->side][c];
    *h += depth * depth + 1;
    if (*h > HISTORY_LIMIT)
        for (int k = 0; k < 2; k++)
            for (int i = 0; i < s->n; i++) s->history[k][i] /= 2;
}

/* ---- the race model: exact once the two sides' areas are apart ---- */

/* Every empty cell seat side+1 could ever take: the empty cells joined to its pieces through
 * empty cells (8-neighbourhood), gravity aside. The opponent only ever places in its own. */
static bb region(const search *s, int side)
{
    bb empty = bb_andnot(s->all, s->filled);
    bb r = bb_and(dilate(s, s->own[side]), empty);
    for (;;) {
        bb next = bb_and(dilate(s, r), empty);
        if (bb_equal(next, r)) return r;
        r = next;
    }
}

/* How many cells of area seat side+1 takes one after another when nobody else places there,
 * with the cells of support standing as filled under gravity. Taking a cell never makes
 * another cell illegal, so the greedy closure is the largest such count. */
static int closure(const search *s, int side, bb area, bb support)
{
    bb own = s->own[side], under = bb_or(support, s->filled);
    area = bb_andnot(area, s->filled);
    int n = 0;
    for (;;) {
        bb m = area;
        if (s->gravity) m = bb_and(m, bb_or(s->row0, bb_shl(under, s->w)));
        m = bb_and(m, dilate(s, own));
        if (!bb_any(m)) return n;
        n += bb_count(m);
        own = bb_or(own, m);
        under = bb_or(under, m);
        area = bb_andnot(area, m);
    }
}

/* 1: the side to move wins, 0: it loses, -1: the race does not decide. Each side has a sure
 * count (moves in cells the opponent can never reach; the opponent's moves only add support)
 * and a most (every cell it could take, the opponent's area standing as filled). The side to
 * move wins when its sure count beats the opponent's most, and loses when the opponent's sure
 * count reaches its most. Once the areas are apart, sure = most and one of the two holds. */
int shutin_wide_race(const search *s)
{
    int me = s->side, op = me ^ 1;
    if (s->cnt[me] < 2 || s->cnt[op] < 2) return -1; /* a free start's waiver is still on */
    bb r_me = region(s, me), r_op = region(s, op), none = {{0}};
    int sure_me = closure(s, me, bb_andnot(r_me, r_op), none);
    int most_op = closure(s, op, r_op, r_me);
    if (sure_me > most_op) return 1;
    int sure_op = closure(s, op, bb_andnot(r_op, r_me), none);
    int most_me = closure(s, me, r_me, r_op);
    if (sure_op >= most_me) return 0;
    return -1;
}
