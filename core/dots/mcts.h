/* mcts.h — the Dots bot's Monte-Carlo tree search (mcts.c), levels 3 and 4; inside core/dots
 * only. */
#ifndef PD_DOTS_MCTS_H
#define PD_DOTS_MCTS_H

#include "common/budget.h"
#include "common/rng.h"
#include "dots.h"

/* Monte-Carlo tree search settings per level. */
typedef struct dots_mcts_cfg {
    int max_children;  /* the widest node: candidates kept by prior */
    int playout_plies; /* playout length past the tree */
    int read_depth;    /* the root's forcing reader */
    int ladders;       /* ... reads ladders to their end */
    int safety;        /* root moves checked against the reply's forced gain */
    int whole_budget;  /* the tree and the checks take turns until the budget is spent */
    int doubles;       /* double threats read before the tree: prevented and answered */
    int learned;       /* the prior is the learned one (patterns.h), not the hand-weighted one */
} dots_mcts_cfg;

/* Search and return a point for the side to move. With stats (an analysis; NULL in play) the
 * tree is grown even when the reader finds a forced win, and its root's most visited moves are
 * written there (the move returned is the same either way). */
int dots_mcts(dots_pos *p, const dots_mcts_cfg *cfg, pd_budget *b, pd_rng *r, dots_analysis *stats);
/* Playouts the last dots_mcts call ran (0 after a level-1 or level-2 move): read by the
 * benchmark (bench/kernel.c), never by the game. */
extern int64_t dots_mcts_playouts;

#endif
