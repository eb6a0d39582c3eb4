/* solver_wide.c — the Shut In exact win/loss solver on 256-bit sets (wide.h), for boards of
 * more than 64 cells (or SHUTIN_SOLVE_WIDE), and the solver's entry points, which give boards
 * of at most 64 cells to the one-word solver (solver.c). */
#include <string.h>

#include "common/ttmem.h"
#include "solver_wide.h"

/* ---- tuning ---- */
#define SOLVE_TT_BITS 21          /* the solver's table: 2^21 entries, 32 MB */
#define SOLVE_SORT_PLIES 12       /* the solver orders by the opponent's replies this deep */
#define RACE_ORDER_SPAN (1 << 16) /* above any evaluation difference, so replies come first */

/* ---- exact solver ---- */

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
        s->sort_key[i] =
            -bb_count(legal_mask(s, s->side)) * RACE_ORDER_SPAN - shutin_wide_evaluate(s);
        unmake(s, mv[i]);
    }
    shutin_sort_moves(mv, s->sort_key, n);
}

/* 1: the side to move wins, 0: it loses, -1: out of budget. *win_move gets a winning move
 * when it wins by a move found here or in the table (not when the race model decides). */
int shutin_wide_solve(search *s, int ply, int *win_move)
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
        int r = shutin_wide_race(s);
        if (r >= 0) return r;
    }

    /* 3. Otherwise a win needs a move after which the opponent loses. */
    int n = shutin_wide_order(s, legal, -1, ply);
    const unsigned char *mv = s->moves[ply];
    if (ply < SOLVE_SORT_PLIES) sort_by_race(s, s->moves[ply], n);
    int result = 0, reply;
    for (int i = 0; i < n && !result; i++) {
        make(s, mv[i]);
        int r = shutin_wide_solve(s, ply + 1, &reply);
        unmake(s, mv[i]);
        if (r < 0) return -1;
        if (r == 0) {
            result = 1;
            *win_move = mv[i];
            shutin_wide_reward(s, mv[i], 1, ply);
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

int shutin_solve_flags(const shutin_pos *p, const pd_solve_opts *o, int flags, pd_solve_result *r,
                       int *win_move)
{
    if (win_move) *win_move = -1;
    /* a finished game has no side to move: the searches index by it, so they never see one
     * (pd_game_solve refuses it with game-over before this; the bots' own calls can reach it) */
    if (p->to_move < 1 || p->to_move > 2) {
        memset(r, 0, sizeof *r);
        return -1;
    }
    if (p->n <= 64 && !(flags & SHUTIN_SOLVE_WIDE)) return shutin_solve64(p, o, flags, r, win_move);
    search *s = shutin_wide_new(p, o->ms, o->nodes, SOLVE_TT_BITS);
    int move;
    int v = shutin_wide_solve(s, 0, &move);
    r->known = v >= 0;
    r->value = v > 0 ? 1 : v == 0 ? -1 : 0;
    r->nodes = s->budget.used;
    r->ms = pd_budget_elapsed(&s->budget);
    shutin_wide_free(s);
    return 0;
}
