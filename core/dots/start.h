/* start.h — where start=random4 puts its four crosses (docs/dots-rules.md "Start figures"), shared by the
 * rules (rules.c) and the SGF layer (sgf_record.c), which writes and recognises the start dots. */
#ifndef PD_DOTS_START_H
#define PD_DOTS_START_H

#include <stdint.h>

#define DOTS_PLACE_MAX 999999 /* place=N: the seed, 1..999999 */

/* xorshift32 (Marsaglia's 13, 17, 5): the next state, which is also the number drawn. */
static inline uint32_t dots_xorshift32(uint32_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 17;
    *x ^= *x << 5;
    return *x;
}

/* The lower-left points (1-based, y from the bottom) of random4's crosses on a W×H field
 * (W, H >= 10) for seed place: the state starts at place·2654435761 mod 2^32; one cross per
 * quarter, in the order lower-left, lower-right, upper-left, upper-right; for each, x is drawn
 * first, then y, each as lo + (draw mod (hi − lo + 1)) with, for a side of n points and
 * m = ⌊n/2⌋, the range 3 .. m−2 in the lower/left half and m+1 .. n−3 in the upper/right.
 * The ranges keep every cross two points off the edge and two crosses at least one empty line
 * apart, so they never touch. */
static inline void dots_random4(int w, int h, int place, int xs[4], int ys[4])
{
    uint32_t state = (uint32_t)place * 2654435761u;
    int mx = w / 2, my = h / 2;
    const int xr[2][2] = {{3, mx - 2}, {mx + 1, w - 3}}, yr[2][2] = {{3, my - 2}, {my + 1, h - 3}};
    for (int q = 0; q < 4; q++) {
        const int *X = xr[q % 2], *Y = yr[q / 2];
        xs[q] = X[0] + (int)(dots_xorshift32(&state) % (uint32_t)(X[1] - X[0] + 1));
        ys[q] = Y[0] + (int)(dots_xorshift32(&state) % (uint32_t)(Y[1] - Y[0] + 1));
    }
}

#endif
