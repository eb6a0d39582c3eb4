/* start.h — the start figures (docs/dots-rules.md "Start figures"): where each named start puts
 * its dots, and where start=random4 puts its four crosses; shared by the rules (rules.c) and the
 * SGF layer (sgf_record.c), which writes and recognises the start dots. */
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

/* The starts, in the order of the `start` key's values (rules.c, sgf_record.c). */
enum {
    DOTS_START_EMPTY,
    DOTS_START_CROSS,
    DOTS_START_CROSS4,
    DOTS_START_CROSS2,
    DOTS_START_RANDOM4,
    DOTS_START_ZCROSS,
    DOTS_START_DCROSS,
    DOTS_START_DOTS,
    DOTS_NSTARTS
};
#define DOTS_START_NAMES "empty", "cross", "cross4", "cross2", "random4", "zcross", "dcross", "dots"
#define DOTS_CROSS4_MIN_SIDE 10 /* cross4 and random4 */
#define DOTS_CROSS2_MIN_SIDE 4  /* cross2 and dcross: two crosses side by side */

/* The smallest side a field must have for the named start's figures to fit apart: 0 for the
 * starts that fit any field Dots allows (empty, cross, zcross, dots). */
static inline int dots_start_min_side(int start)
{
    return start == DOTS_START_CROSS4 || start == DOTS_START_RANDOM4  ? DOTS_CROSS4_MIN_SIDE
           : start == DOTS_START_CROSS2 || start == DOTS_START_DCROSS ? DOTS_CROSS2_MIN_SIDE
                                                                      : 0;
}
#define DOTS_START_DOTS_MAX 256 /* start=dots: at most this many dots in dotsa, and in dotsb */

/* Receives one start dot: x 1..W, y 1..H from the bottom, colour 1 (first seat) or 2. */
typedef void (*dots_put_fn)(void *ctx, int x, int y, int color);

/* A cross with lower-left point (x, y): colour 1 on x-(y+1) and (x+1)-y, colour 2 on x-y and
 * (x+1)-(y+1); mirrored, the colours swap. */
static inline void dots_put_cross(dots_put_fn put, void *ctx, int x, int y, int mirrored)
{
    put(ctx, x, y + 1, 1 + mirrored);
    put(ctx, x + 1, y, 1 + mirrored);
    put(ctx, x, y, 2 - mirrored);
    put(ctx, x + 1, y + 1, 2 - mirrored);
}

/* The dots of a named figure (not empty or dots) on a W×H field; place is random4's seed. The
 * caller has checked the size (cross4 and random4 need DOTS_CROSS4_MIN_SIDE). */
static inline void dots_start_figure(int start, int w, int h, int place, dots_put_fn put, void *ctx)
{
    int cx = (w + 1) / 2, cy = h / 2;
    if (start == DOTS_START_CROSS) dots_put_cross(put, ctx, cx, cy, 0);
    if (start == DOTS_START_CROSS2) { /* two crosses side by side */
        dots_put_cross(put, ctx, cx - 1, cy, 0);
        dots_put_cross(put, ctx, cx + 1, cy, 0);
    }
    if (start == DOTS_START_CROSS4) {
        int a = w / 5, b = h / 5;
        dots_put_cross(put, ctx, cx - a, cy - b, 0);
        dots_put_cross(put, ctx, cx + a, cy - b, 0);
        dots_put_cross(put, ctx, cx - a, cy + b, 0);
        dots_put_cross(put, ctx, cx + a, cy + b, 0);
    }
    if (start == DOTS_START_RANDOM4) {
        int xs[4], ys[4];
        dots_random4(w, h, place, xs, ys);
        for (int q = 0; q < 4; q++) dots_put_cross(put, ctx, xs[q], ys[q], 0);
    }
    /* zagram.org's single cross: lower-left point (⌊W/2⌋, ⌊H/2⌋), one column left of `cross`
     * on odd widths (on 39x32 the first player holds 19-17 and 20-16). */
    if (start == DOTS_START_ZCROSS) dots_put_cross(put, ctx, w / 2, h / 2, 0);
    /* The double cross of playdots.ru, notAgo and KataGoDots: a cross at (⌈W/2⌉ − 1, ⌈H/2⌉) and a
     * mirrored one beside it at (⌈W/2⌉ + 1, ⌈H/2⌉), colours B W W B over W B B W (on 39x32 the
     * first player holds 19-17 20-16 21-16 22-17). */
    if (start == DOTS_START_DCROSS) {
        dots_put_cross(put, ctx, cx - 1, (h + 1) / 2, 0);
        dots_put_cross(put, ctx, cx + 1, (h + 1) / 2, 1);
    }
}

#endif
