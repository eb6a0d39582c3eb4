/* patterns.h — the learned move prior of Dots level 4 (docs/bots.md "The learned prior"); inside
 * core/dots only.
 *
 * Every candidate point is described by one feature of each group below, seen from the side to
 * move: the shape of its eight neighbours, what it captures, what it blocks, its line, and its
 * distance to the last dots of each colour. Each feature has a weight (gamma) fitted to the moves
 * of a stronger player (Bradley-Terry by minorization-maximization: bench/patterns, `make
 * patterns`); a point's prior is the product of its features' gammas, and the probability of a
 * move among the candidates is its product over their sum. */
#ifndef PD_DOTS_PATTERNS_H
#define PD_DOTS_PATTERNS_H

#include "common/budget.h"
#include "dots.h"

/* The groups, and where each group's features start in the table. */
enum {
    DOTS_PAT_SHAPE,   /* live own/enemy dots among the 4 side and the 4 corner neighbours: 5^4 */
    DOTS_PAT_CAPTURE, /* what the dot captures: 0, 1, 2, 3-5, 6 or more, lost at once */
    DOTS_PAT_BLOCK,   /* what the other colour would capture on the point: 0, 1, 2, 3-5, 6+ */
    DOTS_PAT_LINE,    /* the line from the edge: 1st, 2nd, 3rd, further */
    DOTS_PAT_LAST,    /* distance to the other colour's last dot: 1, 2, 3, 4+, none */
    DOTS_PAT_OWN,     /* distance to own last dot: 1, 2, 3, 4+, none */
    DOTS_PAT_GROUPS
};
#define DOTS_PAT_SHAPE_N 625
#define DOTS_PAT_FEATURES (DOTS_PAT_SHAPE_N + 6 + 5 + 4 + 5 + 5)

/* The last dots of the game so far, for the side to move: last[0] the other colour's, last[1]
 * its own (-1 none). The same for every candidate of a position: found once. */
void dots_pattern_last(const dots_pos *p, int last[2]);
/* The features of point c for the side to move (one index per group, into the table of
 * DOTS_PAT_FEATURES); the capture and block gains are exact (an apply and undo, on the budget). */
void dots_pattern_features(dots_pos *p, int c, const int last[2], pd_budget *b,
                           int feat[DOTS_PAT_GROUPS]);
/* The prior of a point with these features: the product of their fitted gammas. */
double dots_pattern_gamma(const int feat[DOTS_PAT_GROUPS]);

#endif
