/* rng.h — a portable seeded generator (splitmix64): the same sequence natively and in WASM. */
#ifndef PD_RNG_H
#define PD_RNG_H

#include <stdint.h>

typedef struct pd_rng {
    uint64_t s;
} pd_rng;

static inline void pd_rng_seed(pd_rng *r, uint64_t seed) { r->s = seed; }

static inline uint64_t pd_rng_next(pd_rng *r)
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Uniform in [0, n), n > 0. The tiny modulo bias is irrelevant for games. */
static inline uint32_t pd_rng_below(pd_rng *r, uint32_t n) { return (uint32_t)(pd_rng_next(r) % n); }

#endif
