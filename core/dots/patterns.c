/* patterns.c — the learned move prior of Dots level 4 (patterns.h). The gammas come from
 * pattern_table.h, which `make patterns` writes (bench/patterns: the features of every
 * candidate in games of a stronger player, fitted by minorization-maximization). */
#include "patterns.h"

#include "pattern_table.h"
#include "tactics.h"

static const int group_start[DOTS_PAT_GROUPS] = {
    0,
    DOTS_PAT_SHAPE_N,
    DOTS_PAT_SHAPE_N + 6,
    DOTS_PAT_SHAPE_N + 6 + 5,
    DOTS_PAT_SHAPE_N + 6 + 5 + 4,
    DOTS_PAT_SHAPE_N + 6 + 5 + 4 + 5,
};

static int gain_bucket(double g)
{
    return g < 0 ? 5 : g < 1 ? 0 : g < 2 ? 1 : g < 3 ? 2 : g < 6 ? 3 : 4;
}

/* Chebyshev distance from c to d, as a bucket: 1, 2, 3, 4 or more, none (d < 0). */
static int distance_bucket(const dots_pos *p, int c, int d)
{
    if (d < 0) return 4;
    int dx = c % p->w - d % p->w, dy = c / p->w - d / p->w;
    dx = dx < 0 ? -dx : dx;
    dy = dy < 0 ? -dy : dy;
    int k = dx > dy ? dx : dy;
    return k <= 1 ? 0 : k >= 4 ? 3 : k - 1;
}

void dots_pattern_last(const dots_pos *p, int last[2])
{
    int t = dots_team(p->s.to_move);
    last[0] = last[1] = -1;
    /* among the last moves (offers and answers are moves too, with no point) */
    for (int k = p->nhist - 1, seen = 0; k >= 0 && seen < 8; k--, seen++) {
        int m = p->hist[k].move, own = dots_team(p->hist[k].before.to_move) == t;
        if (m >= 0 && last[own] < 0) last[own] = m & DOTS_POINT_MASK;
    }
}

void dots_pattern_features(dots_pos *p, int c, const int last[2], pd_budget *b,
                           int feat[DOTS_PAT_GROUPS])
{
    int seat = p->s.to_move, t = dots_team(seat), x = c % p->w, y = c / p->w;
    int side[2] = {0, 0}, corner[2] = {0, 0}, own = 0, oth = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int nx = x + dx, ny = y + dy;
            if ((!dx && !dy) || nx < 0 || ny < 0 || nx >= p->w || ny >= p->h) continue;
            int n = ny * p->w + nx, *count = dx && dy ? corner : side;
            if (dots_live(p, n, t)) count[0]++, own++;
            else if (dots_live(p, n, 3 - t)) count[1]++, oth++;
        }
    feat[DOTS_PAT_SHAPE] = ((side[0] * 5 + side[1]) * 5 + corner[0]) * 5 + corner[1];
    /* a capture needs two own dots beside the point; a loss at once (a dot put into a house),
     * two of the other colour's */
    feat[DOTS_PAT_CAPTURE] = own >= 2 || oth >= 2 ? gain_bucket(dots_gain(p, seat, c, b)) : 0;
    feat[DOTS_PAT_BLOCK] = oth >= 2 ? gain_bucket(dots_gain(p, dots_enemy_seat(p, seat), c, b)) : 0;
    if (feat[DOTS_PAT_BLOCK] == 5) feat[DOTS_PAT_BLOCK] = 0; /* the other colour's loss: none */
    int line = x;
    if (y < line) line = y;
    if (p->w - 1 - x < line) line = p->w - 1 - x;
    if (p->h - 1 - y < line) line = p->h - 1 - y;
    feat[DOTS_PAT_LINE] = line > 3 ? 3 : line;
    feat[DOTS_PAT_LAST] = distance_bucket(p, c, last[0]);
    feat[DOTS_PAT_OWN] = distance_bucket(p, c, last[1]);
    for (int g = 0; g < DOTS_PAT_GROUPS; g++) feat[g] += group_start[g];
}

double dots_pattern_gamma(const int feat[DOTS_PAT_GROUPS])
{
    double v = 1;
    for (int g = 0; g < DOTS_PAT_GROUPS; g++) v *= dots_pattern_gammas[feat[g]];
    return v;
}
