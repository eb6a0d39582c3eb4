/* wide.c — what the Shut In bot (bot.c) and the 256-bit solver (solver_wide.c) share, on
 * 256-bit sets (wide.h): a search's setup, the evaluation, move ordering and the race model. */
#include <stdlib.h>

#include "common/rng.h"
#include "wide.h"

/* ---- tuning ---- */
#define ZOBRIST_SEED 0x53687574496e2121ull /* fixed, so keys (and moves) never vary */
#define MOBILITY_WEIGHT 4                  /* per legal move now */
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

/* ---- the race model (race.h, on 256-bit sets) ---- */

#define RACE_SET bb
#define RACE_STATE search
#define SET_AND(a, b) bb_and(a, b)
#define SET_OR(a, b) bb_or(a, b)
#define SET_ANDNOT(a, b) bb_andnot(a, b)
#define SET_SHL(a, k) bb_shl(a, k)
#define SET_ANY(a) bb_any(a)
#define SET_EQUAL(a, b) bb_equal(a, b)
#define SET_COUNT(a) bb_count(a)
#define SET_EMPTY ((bb){{0}})
#include "race.h"

int shutin_wide_race(const search *s)
{
    return race(s);
}

void shutin_wide_race_read(const search *s, bb reg[2], int sure[2], int most[2])
{
    for (int k = 0; k < 2; k++) reg[k] = region(s, k);
    for (int k = 0; k < 2; k++) {
        sure[k] = closure(s, k, bb_andnot(reg[k], reg[k ^ 1]), (bb){{0}});
        most[k] = closure(s, k, reg[k], reg[k ^ 1]);
    }
}
