/* bot.c — the Shut In bot and its levels: negamax alpha-beta with iterative deepening and a
 * transposition table on 256-bit sets, with wide.c's evaluation, move ordering and race model.
 * Near the end levels 3 and 4 ask the exact solver first (solver.c; solver_wide.c past 64
 * cells). */
#include <stdlib.h>
#include <string.h>

#include "common/budget.h"
#include "common/rng.h"
#include "solver_wide.h"

/* ---- tuning ---- */
#define TT_BITS 17                         /* 2^17 entries of 16 bytes: 2 MB per bot call */
#define SCORE_WIN 1000000                  /* a win at ply p scores SCORE_WIN - p */
#define SCORE_MATE_ZONE (SCORE_WIN - 1000) /* beyond this a score is a proven result */
#define SCORE_INF (SCORE_WIN + 1)
/* Levels 3 and 4 run the exact solver first from this many empty cells: [level][gravity], so
 * fewer without gravity, where the solver needs far more nodes. Level 4's search proves
 * parted areas itself (the race model at its leaves), so with gravity its solver, which takes
 * half the budget, waits for 28 empties, not 40 (over 60 games at 100 ms it scored 73 %
 * against level 3 with 28, 68 % with 40; measured with the 256-bit solver, which shared and
 * then cleared the search's table — up to 64 cells the solver is now solver.c's). */
static const int solve_empties[5][2] = {{0, 0}, {0, 0}, {0, 0}, {12, 24}, {22, 28}};
#define L4_SOLVE_SHARE_PCT 50 /* ... with this share of the budget */
#define L4_SOLVE_MIB 16       /* ... and, up to 64 cells (solver.c), a table of this size */
#define DEFAULT_NODES 2000000 /* when a caller sets no budget at all */
/* Deepest iteration per level (plies); level 4 is bounded only by the empty cells and scores
 * a leaf whose areas are apart by the race model (exact) instead of the estimate. Levels 1 to
 * 3 play like people: any move whose score is this close to their best one (level 3 only among
 * near-equals; a cell of territory is a cell with or without gravity, so level 2's margin is
 * the same in both).
 * Level 3 looks three plies ahead, not four: the evaluation shares contested cells out evenly, so
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

/* ---- alpha-beta ---- */

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
        int r = shutin_wide_race(s);
        if (r >= 0) return r ? SCORE_RACE - ply : -SCORE_RACE + ply;
    }
    if (depth <= 0) return shutin_wide_evaluate(s);

    /* 1. Transposition table: a cutoff, or at least the best move to try first. */
    tt_entry *e = &s->tt[s->key & s->tt_mask];
    int tt_move = -1;
    if (e->key == s->key && e->flag != TT_NONE) {
        tt_move = e->move;
        int v = from_tt(e->score, ply);
        if (e->depth >= depth && (e->flag == TT_EXACT || (e->flag == TT_LOWER && v >= beta) ||
                                  (e->flag == TT_UPPER && v <= alpha)))
            return v;
    }

    /* 2. Moves in order; the first with the full window, the rest with a null window and a
     *    re-search when one turns out better. */
    int n = shutin_wide_order(s, legal, tt_move, ply);
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
            shutin_wide_reward(s, mv[i], depth, ply);
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

/* ---- the bot ---- */

typedef struct root_moves {
    int n;
    unsigned char mv[SHUTIN_MAX_CELLS];
    int score[SHUTIN_MAX_CELLS];
} root_moves;

/* Stable sort of the root moves by score, best first. */
static void sort_root(root_moves *rm)
{
    shutin_sort_moves(rm->mv, rm->score, rm->n);
}

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
        rm->score[i] = bb_any(legal_mask(s, s->side)) ? -shutin_wide_evaluate(s) : SCORE_WIN - 1;
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
    search *s = shutin_wide_new(p, ms, nodes, TT_BITS);
    root_moves *rm = malloc(sizeof *rm);
    if (!rm) abort();
    root_init(s, rm, &rng);
    *move = rm->mv[0];
    int64_t solve_nodes = 0;
    if (rm->n == 1) goto done;

    /* Levels 3 and 4 near the end: the exact solver first, with part of the budget. */
    if (s->n - bb_count(s->filled) <= solve_empties[level][p->gravity]) {
        int64_t solve_ms = share(ms, L4_SOLVE_SHARE_PCT),
                solve_budget = share(nodes, L4_SOLVE_SHARE_PCT);
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
            r = shutin_wide_solve(s, 0, &win_move);
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
    shutin_wide_free(s);
    return 0;
}
