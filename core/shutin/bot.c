/* bot.c — the Shut In bot (negamax alpha-beta, iterative deepening, transposition table,
 * mobility/territory evaluation) and the exact win/loss solver, on 256-bit bitboards. */
#include <stdlib.h>
#include <string.h>

#include "common/budget.h"
#include "common/rng.h"
#include "common/ttmem.h"
#include "shutin.h"

/* ---- tuning ---- */
#define TT_BITS 17                         /* 2^17 entries of 16 bytes: 2 MB per bot call */
#define SOLVE_TT_BITS 21                   /* the solver's table: 2^21 entries, 32 MB */
#define ZOBRIST_SEED 0x53687574496e2121ull /* fixed, so keys (and moves) never vary */
#define SCORE_WIN 1000000                  /* a win at ply p scores SCORE_WIN - p */
#define SCORE_MATE_ZONE (SCORE_WIN - 1000) /* beyond this a score is a proven result */
#define SCORE_INF (SCORE_WIN + 1)
#define TERRITORY_WEIGHT 16 /* per cell a side reaches before the other */
#define MOBILITY_WEIGHT 4   /* per legal move now */
#define CONTEST_BONUS (1 << 20) /* ordering: taking a cell the opponent could also play */
#define KILLER_BONUS (1 << 26)
#define TT_MOVE_BONUS (1 << 29)
#define HISTORY_LIMIT (1 << 19) /* history scores are halved beyond this, below the bonuses */
/* Levels 3 and 4 run the exact solver first from this many empty cells: [level][gravity], so
 * fewer without gravity, where the solver needs far more nodes. Level 4's search proves
 * parted areas itself (the race model at its leaves), so with gravity its solver, which takes
 * half the budget, waits for 28 empties, not 40 (over 60 games at 100 ms it scored 73 %
 * against level 3 with 28, 68 % with 40; measured with the 256-bit solver, which shared and
 * then cleared the search's table — up to 64 cells the solver is now solve64.c). */
static const int solve_empties[5][2] = {{0, 0}, {0, 0}, {0, 0}, {12, 24}, {22, 28}};
#define L4_SOLVE_SHARE_PCT 50  /* ... with this share of the budget */
#define L4_SOLVE_MIB 16        /* ... and, up to 64 cells (solve64.c), a table of this size */
#define DEFAULT_NODES 2000000  /* when a caller sets no budget at all */
#define SOLVE_SORT_PLIES 12    /* the solver orders by the opponent's replies this deep */
#define RACE_ORDER_SPAN (1 << 16) /* above any evaluate() difference, so replies come first */
/* Deepest iteration per level (plies); level 4 is bounded only by the empty cells and scores
 * a leaf whose areas are apart by the race model (exact) instead of the estimate. Levels 1 to
 * 3 play like people: any move whose score is this close to their best one (level 3 only among
 * near-equals; a cell of territory is a cell with or without gravity, so level 2's margin is
 * the same in both).
 * Level 3 looks three plies ahead, not four: evaluate() shares contested cells out evenly, so
 * it misjudges the side to move's tempo, and a horizon that ends with the bot to move (even
 * depth) wastes the deeper search. Over 200 games with gravity (100 openings, each from both
 * sides) against level 2 (then 2 plies, margin 4 cells) depth 4 won only 73.5 %, depth 6
 * 71.5 %, while depth 3 won 94 % and depth 5 92.5 %; that level 2 won only 73.5 % against
 * level 1, 88 % with a 2-cell margin. Levels 1 and 3 so end on their own move; level 2 sees
 * the reply. The aim: each level wins three games of four against the one below over varied
 * openings on 8x8 at the site's 1000 ms (bench/shutin.sh; test_levels_are_steps checks levels
 * 1-3 with node budgets). */
static const int level_depth[5] = {0, 1, 2, 3, SHUTIN_MAX_CELLS};
static const int level_margin[5][2] = {{0, 0},
                                       {3 * TERRITORY_WEIGHT, 5 * TERRITORY_WEIGHT},
                                       {2 * TERRITORY_WEIGHT, 2 * TERRITORY_WEIGHT},
                                       {TERRITORY_WEIGHT / 2, TERRITORY_WEIGHT / 2},
                                       {0, 0}}; /* [level][gravity] */

#define MAX_PLY (SHUTIN_MAX_CELLS + 1)

/* ---- 256-bit sets of cells (index = row * w + col) ---- */
#define BB_WORDS (SHUTIN_MAX_CELLS / 64)

typedef struct bb {
    uint64_t w[BB_WORDS];
} bb;

static bb bb_and(bb a, bb b)
{
    for (int i = 0; i < BB_WORDS; i++) a.w[i] &= b.w[i];
    return a;
}

static bb bb_or(bb a, bb b)
{
    for (int i = 0; i < BB_WORDS; i++) a.w[i] |= b.w[i];
    return a;
}

static bb bb_andnot(bb a, bb b)
{
    for (int i = 0; i < BB_WORDS; i++) a.w[i] &= ~b.w[i];
    return a;
}

/* Move every cell k places up in index (0 < k < 64). */
static bb bb_shl(bb a, int k)
{
    bb r;
    for (int i = BB_WORDS - 1; i > 0; i--) r.w[i] = a.w[i] << k | a.w[i - 1] >> (64 - k);
    r.w[0] = a.w[0] << k;
    return r;
}

static bb bb_shr(bb a, int k)
{
    bb r;
    for (int i = 0; i < BB_WORDS - 1; i++) r.w[i] = a.w[i] >> k | a.w[i + 1] << (64 - k);
    r.w[BB_WORDS - 1] = a.w[BB_WORDS - 1] >> k;
    return r;
}

static int bb_any(bb a)
{
    uint64_t x = 0;
    for (int i = 0; i < BB_WORDS; i++) x |= a.w[i];
    return x != 0;
}

/* gcc and clang (also Emscripten's) provide these builtins; they compile to single
 * instructions where the target has them. */
static int bb_count(bb a)
{
    int n = 0;
    for (int i = 0; i < BB_WORDS; i++) n += __builtin_popcountll(a.w[i]);
    return n;
}

static int bb_has(const bb *a, int c) { return (int)(a->w[c >> 6] >> (c & 63) & 1); }
static void bb_set(bb *a, int c) { a->w[c >> 6] |= 1ull << (c & 63); }
static void bb_clear(bb *a, int c) { a->w[c >> 6] &= ~(1ull << (c & 63)); }

/* Cells of a in ascending order: out gets them, the count is returned. */
static int bb_list(bb a, unsigned char *out)
{
    int n = 0;
    for (int i = 0; i < BB_WORDS; i++) {
        for (uint64_t x = a.w[i]; x; x &= x - 1) out[n++] = (unsigned char)(i * 64 + __builtin_ctzll(x));
    }
    return n;
}

/* ---- the search state ---- */

enum { TT_NONE, TT_EXACT, TT_LOWER, TT_UPPER, TT_SOLVED };

typedef struct tt_entry {
    uint64_t key;
    int32_t score;   /* negamax score, or 1/0 (win/loss) for TT_SOLVED */
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
    int sort_key[SHUTIN_MAX_CELLS];                 /* scratch of order_moves */
} search;

/* Every cell next to a cell of a (8-neighbourhood), a included. */
static bb dilate(const search *s, bb a)
{
    bb v = bb_or(a, bb_or(bb_shl(a, s->w), bb_shr(a, s->w)));
    bb h = bb_or(v, bb_or(bb_shl(bb_and(v, s->not_last), 1), bb_shr(bb_and(v, s->not_first), 1)));
    return bb_and(h, s->all);
}

/* The cells where seat side+1 may place now: the rules of shutin.c on whole sets. */
static bb legal_mask(const search *s, int side)
{
    bb m = bb_andnot(s->all, s->filled);
    if (s->cnt[side] < 2) return m; /* a free start's first two pieces go anywhere */
    if (s->gravity) m = bb_and(m, bb_or(s->row0, bb_shl(s->filled, s->w)));
    return bb_and(m, dilate(s, s->own[side]));
}

static search *search_new(const shutin_pos *p, int64_t ms, int64_t nodes, int tt_bits)
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

static void search_free(search *s)
{
    free(s->tt);
    free(s);
}

static void make(search *s, int c)
{
    bb_set(&s->own[s->side], c);
    bb_set(&s->filled, c);
    s->cnt[s->side]++;
    s->key ^= s->zob[s->side][c] ^ s->zob_side;
    s->key_m ^= s->zob_m[s->side][c] ^ s->zob_side;
    s->side ^= 1;
}

static void unmake(search *s, int c)
{
    s->side ^= 1;
    bb_clear(&s->own[s->side], c);
    bb_clear(&s->filled, c);
    s->cnt[s->side]--;
    s->key ^= s->zob[s->side][c] ^ s->zob_side;
    s->key_m ^= s->zob_m[s->side][c] ^ s->zob_side;
}

/* ---- evaluation ---- */

/* Territory: both sides grow at once, one ring per step, over cells that would be
 * supported if everything reached so far were filled; a cell both reach in the same step
 * belongs to neither. Plus current mobility. From the side to move's point of view. */
static int evaluate(const search *s)
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
static int order_moves(search *s, bb legal, int tt_move, int ply)
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
static void reward(search *s, int c, int depth, int ply)
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

/* ---- alpha-beta ---- */

static int race(const search *s);
/* A result the race model proves: beyond SCORE_MATE_ZONE, below any win the search sees. */
#define SCORE_RACE (SCORE_WIN - MAX_PLY)

static int to_tt(int v, int ply)
{
    return v > SCORE_MATE_ZONE ? v + ply : v < -SCORE_MATE_ZONE ? v - ply : v;
}

static int from_tt(int v, int ply)
{
    return v > SCORE_MATE_ZONE ? v - ply : v < -SCORE_MATE_ZONE ? v + ply : v;
}

/* Negamax with principal-variation windows. Returns 0 with s->aborted set when the budget
 * runs out; callers then discard everything of the unfinished iteration. */
static int negamax(search *s, int depth, int alpha, int beta, int ply)
{
    if (pd_budget_tick(&s->budget)) {
        s->aborted = 1;
        return 0;
    }
    bb legal = legal_mask(s, s->side);
    if (!bb_any(legal)) return -SCORE_WIN + ply;
    if (s->use_race && depth <= 0) {
        int r = race(s);
        if (r >= 0) return r ? SCORE_RACE - ply : -SCORE_RACE + ply;
    }
    if (depth <= 0) return evaluate(s);

    /* 1. Transposition table: a cutoff, or at least the best move to try first. */
    tt_entry *e = &s->tt[s->key & s->tt_mask];
    int tt_move = -1;
    if (e->key == s->key && e->flag != TT_NONE) {
        tt_move = e->move;
        int v = from_tt(e->score, ply);
        if (e->depth >= depth &&
            (e->flag == TT_EXACT || (e->flag == TT_LOWER && v >= beta) ||
             (e->flag == TT_UPPER && v <= alpha)))
            return v;
    }

    /* 2. Moves in order; the first with the full window, the rest with a null window and a
     *    re-search when one turns out better. */
    int n = order_moves(s, legal, tt_move, ply);
    const unsigned char *mv = s->moves[ply];
    int alpha0 = alpha, best = -SCORE_INF, best_move = mv[0];
    for (int i = 0; i < n; i++) {
        int v;
        make(s, mv[i]);
        if (i == 0) {
            v = -negamax(s, depth - 1, -beta, -alpha, ply + 1);
        } else {
            v = -negamax(s, depth - 1, -alpha - 1, -alpha, ply + 1);
            if (v > alpha && v < beta) v = -negamax(s, depth - 1, -beta, -alpha, ply + 1);
        }
        unmake(s, mv[i]);
        if (s->aborted) return 0;
        if (v > best) {
            best = v;
            best_move = mv[i];
        }
        if (v > alpha) alpha = v;
        if (alpha >= beta) {
            reward(s, mv[i], depth, ply);
            break;
        }
    }

    /* 3. Store the result with its bound type. */
    if (e->key != s->key || depth >= e->depth) {
        e->key = s->key;
        e->score = to_tt(best, ply);
        e->depth = (int16_t)depth;
        e->move = (uint8_t)best_move;
        e->flag = best <= alpha0 ? TT_UPPER : best >= beta ? TT_LOWER : TT_EXACT;
    }
    return best;
}

/* ---- exact solver ---- */

/* ---- the race model: exact once the two sides' areas are apart ---- */

static int bb_equal(bb a, bb b)
{
    uint64_t x = 0;
    for (int i = 0; i < BB_WORDS; i++) x |= a.w[i] ^ b.w[i];
    return x == 0;
}

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
static int race(const search *s)
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

/* The table slot of the position or its mirror image, whichever key is smaller; *flip says
 * the stored move is mirrored. */
static tt_entry *solve_slot(const search *s, uint64_t *key, int *flip)
{
    *flip = s->use_mirror && s->key_m < s->key;
    *key = *flip ? s->key_m : s->key;
    return &s->tt[*key & s->tt_mask];
}

/* Near the root, where a good order saves the most: moves that leave the opponent the fewest
 * replies, then by the race model's territory after the move (stable, so killers and history
 * still break ties). */
static void sort_by_race(search *s, unsigned char *mv, int n)
{
    for (int i = 0; i < n; i++) {
        make(s, mv[i]);
        s->sort_key[i] = -bb_count(legal_mask(s, s->side)) * RACE_ORDER_SPAN - evaluate(s);
        unmake(s, mv[i]);
    }
    shutin_sort_moves(mv, s->sort_key, n);
}

/* 1: the side to move wins, 0: it loses, -1: out of budget. *win_move gets a winning move
 * when it wins by a move found here or in the table (not when the race model decides). */
static int solve_node(search *s, int ply, int *win_move)
{
    if (pd_budget_tick(&s->budget)) {
        s->aborted = 1;
        return -1;
    }
    bb legal = legal_mask(s, s->side);
    if (!bb_any(legal)) return 0;
    uint64_t key;
    int flip;
    tt_entry *e = solve_slot(s, &key, &flip);
    if (e->key == key && e->flag == TT_SOLVED) {
        *win_move = flip ? s->mirror[e->move] : e->move;
        return e->score;
    }

    /* 1. A move that leaves the opponent without a legal move wins at once: the move must
     *    take the opponent's only cell and open no new cell (the one above it) for them. */
    bb theirs = legal_mask(s, s->side ^ 1);
    if (bb_count(theirs) == 1 && bb_any(bb_and(theirs, legal))) {
        unsigned char only;
        bb_list(theirs, &only);
        make(s, only);
        int stuck = !bb_any(legal_mask(s, s->side));
        unmake(s, only);
        if (stuck) {
            *win_move = only;
            return 1;
        }
    }

    /* 2. The race model, below the root (the root must name a move). */
    if (ply > 0) {
        int r = race(s);
        if (r >= 0) return r;
    }

    /* 3. Otherwise a win needs a move after which the opponent loses. */
    int n = order_moves(s, legal, -1, ply);
    const unsigned char *mv = s->moves[ply];
    if (ply < SOLVE_SORT_PLIES) sort_by_race(s, s->moves[ply], n);
    int result = 0, reply;
    for (int i = 0; i < n && !result; i++) {
        make(s, mv[i]);
        int r = solve_node(s, ply + 1, &reply);
        unmake(s, mv[i]);
        if (r < 0) return -1;
        if (r == 0) {
            result = 1;
            *win_move = mv[i];
            reward(s, mv[i], 1, ply);
        }
    }
    int best = result ? *win_move : mv[0];
    e->key = key;
    e->score = result;
    e->depth = 0;
    e->move = (uint8_t)(flip ? s->mirror[best] : best);
    e->flag = TT_SOLVED;
    return result;
}

int shutin_solve(const void *pos, const pd_solve_opts *o, pd_solve_result *r, pd_error *err)
{
    if (shutin_solve_flags(pos, o, 0, r, NULL) == 0) return 0;
    return pd_ttmem_fail(err, shutin_solve64_mib(pos, o->table_mib));
}

int shutin_solve_flags(const shutin_pos *p, const pd_solve_opts *o, int flags,
                       pd_solve_result *r, int *win_move)
{
    if (win_move) *win_move = -1;
    /* a finished game has no side to move: the searches index by it, so they never see one
     * (pd_game_solve refuses it with game-over before this; the bots' own calls can reach it) */
    if (p->to_move < 1 || p->to_move > 2) {
        memset(r, 0, sizeof *r);
        return -1;
    }
    if (p->n <= 64 && !(flags & SHUTIN_SOLVE_WIDE)) return shutin_solve64(p, o, flags, r, win_move);
    search *s = search_new(p, o->ms, o->nodes, SOLVE_TT_BITS);
    int move;
    int v = solve_node(s, 0, &move);
    r->known = v >= 0;
    r->value = v > 0 ? 1 : v == 0 ? -1 : 0;
    r->nodes = s->budget.used;
    r->ms = pd_budget_elapsed(&s->budget);
    search_free(s);
    return 0;
}

/* ---- the bot ---- */

typedef struct root_moves {
    int n;
    unsigned char mv[SHUTIN_MAX_CELLS];
    int score[SHUTIN_MAX_CELLS];
} root_moves;

/* Stable sort of the root moves by score, best first. */
static void sort_root(root_moves *rm) { shutin_sort_moves(rm->mv, rm->score, rm->n); }

/* Root moves in a seeded random order (so the seed breaks ties), then stably sorted by a
 * static look one move ahead; this order stands in for a search that cannot finish. */
static void root_init(search *s, root_moves *rm, pd_rng *rng)
{
    rm->n = bb_list(legal_mask(s, s->side), rm->mv);
    for (int i = rm->n - 1; i > 0; i--) {
        int j = (int)pd_rng_below(rng, (uint32_t)(i + 1));
        unsigned char t = rm->mv[i];
        rm->mv[i] = rm->mv[j];
        rm->mv[j] = t;
    }
    for (int i = 0; i < rm->n; i++) {
        make(s, rm->mv[i]);
        rm->score[i] = bb_any(legal_mask(s, s->side)) ? -evaluate(s) : SCORE_WIN - 1;
        unmake(s, rm->mv[i]);
    }
    sort_root(rm);
}

/* Iterative deepening up to max_depth plies. Every root move gets an exact score when
 * full_window is set (levels 1 to 3 need them to choose among near-best moves); otherwise the
 * later moves are only proven worse than the best. Leaves rm sorted by the last complete
 * iteration. */
static void deepen(search *s, root_moves *rm, int max_depth, int full_window)
{
    int empties = s->n - bb_count(s->filled);
    if (max_depth > empties) max_depth = empties;
    int score[SHUTIN_MAX_CELLS];
    for (int depth = 1; depth <= max_depth; depth++) {
        int alpha = -SCORE_INF;
        for (int i = 0; i < rm->n && !s->aborted; i++) {
            make(s, rm->mv[i]);
            if (i == 0 || full_window) {
                score[i] = -negamax(s, depth - 1, -SCORE_INF, SCORE_INF, 1);
            } else {
                score[i] = -negamax(s, depth - 1, -alpha - 1, -alpha, 1);
                if (score[i] > alpha) score[i] = -negamax(s, depth - 1, -SCORE_INF, -alpha, 1);
            }
            unmake(s, rm->mv[i]);
            if (score[i] > alpha) alpha = score[i];
        }
        if (s->aborted) return;
        memcpy(rm->score, score, sizeof(int) * (size_t)rm->n);
        sort_root(rm);
        /* A proven win, or every move proven lost: deeper iterations cannot change it. */
        if (rm->score[0] > SCORE_MATE_ZONE || rm->score[0] < -SCORE_MATE_ZONE) return;
    }
}

/* pct percent of a budget, never turning a set budget (> 0) into "unlimited" (0). */
static int64_t share(int64_t budget, int pct)
{
    int64_t part = budget * pct / 100;
    return budget > 0 && part < 1 ? 1 : part;
}

int shutin_bot(const void *pos, const pd_bot_opts *o, int *move, pd_error *err)
{
    (void)err;
    const shutin_pos *p = pos;
    int64_t ms = o->ms, nodes = o->nodes;
    if (ms <= 0 && nodes <= 0) nodes = DEFAULT_NODES;
    int level = o->level < 1 ? 1 : o->level > 4 ? 4 : o->level;
    pd_rng rng;
    pd_rng_seed(&rng, o->seed);
    search *s = search_new(p, ms, nodes, TT_BITS);
    root_moves *rm = malloc(sizeof *rm);
    if (!rm) abort();
    root_init(s, rm, &rng);
    *move = rm->mv[0];
    int64_t solve_nodes = 0;
    if (rm->n == 1) goto done;

    /* Levels 3 and 4 near the end: the exact solver first, with part of the budget. */
    if (s->n - bb_count(s->filled) <= solve_empties[level][p->gravity]) {
        int64_t solve_ms = share(ms, L4_SOLVE_SHARE_PCT), solve_budget = share(nodes, L4_SOLVE_SHARE_PCT);
        int win_move, r, wide = p->n > 64;
        int64_t spent; /* ms the solver took */
        if (!wide) {
            /* Up to 64 cells (every standard board): the one-word solver, in a table of its
             * own, so the search's table below stays as it is. */
            pd_solve_opts so = {.ms = solve_ms, .nodes = solve_budget, .table_mib = L4_SOLVE_MIB};
            pd_solve_result sr;
            /* 16 MiB that do not fit: as if out of budget (sr zeroed: unknown) */
            shutin_solve64(p, &so, 0, &sr, &win_move);
            r = sr.known ? sr.value > 0 : -1;
            solve_nodes = sr.nodes;
            spent = sr.ms;
        } else {
            pd_budget_start(&s->budget, solve_ms, solve_budget);
            r = solve_node(s, 0, &win_move);
            solve_nodes = s->budget.used;
            spent = pd_budget_elapsed(&s->budget);
        }
        if (r == 1) {
            *move = win_move;
            if (wide) solve_nodes = 0; /* already in the search's budget, counted at done */
            goto done;
        }
        int64_t ms_left = ms > 0 ? ms - spent : 0;
        int64_t nodes_left = nodes > 0 ? nodes - solve_nodes : 0;
        if (ms > 0 && ms_left < 1) ms_left = 1;
        if (nodes > 0 && nodes_left < 1) nodes_left = 1;
        pd_budget_start(&s->budget, share(ms_left, 100), share(nodes_left, 100));
        s->aborted = 0;
        if (wide) memset(s->tt, 0, (s->tt_mask + 1) * sizeof *s->tt);
    }

    int margin = level_margin[level][p->gravity];
    s->use_race = level == 4;
    deepen(s, rm, level_depth[level], margin > 0);
    *move = rm->mv[0];
    if (margin > 0) {
        int k = 1;
        while (k < rm->n && rm->score[k] >= rm->score[0] - margin) k++;
        *move = rm->mv[pd_rng_below(&rng, (uint32_t)k)];
    }
done:
    if (o->nodes_out) *o->nodes_out = solve_nodes + s->budget.used;
    free(rm);
    search_free(s);
    return 0;
}
