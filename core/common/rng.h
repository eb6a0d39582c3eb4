/* rng.h — a portable seeded generator (splitmix64): the same sequence natively and in WASM. */
#ifndef PD_RNG_H
#define PD_RNG_H

#include <stdint.h>

#include "hash.h"

typedef struct pd_rng {
    uint64_t s;
} pd_rng;

static inline void pd_rng_seed(pd_rng *r, uint64_t seed)
{
    r->s = seed;
}

static inline uint64_t pd_rng_next(pd_rng *r)
{
    return pd_mix64(r->s += PD_MIX64_GAMMA);
}

/* Uniform in [0, n), n > 0. The tiny modulo bias is irrelevant for games. */
static inline uint32_t pd_rng_below(pd_rng *r, uint32_t n)
{
    return (uint32_t)(pd_rng_next(r) % n);
}

#endif
