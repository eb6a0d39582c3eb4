/* hash.h — splitmix64's mixing function, written once: the generator of rng.h, the boxes
 * search's Zobrist codes, salt and root shuffle, and Shut In's table keys. */
#ifndef PD_HASH_H
#define PD_HASH_H

#include <stdint.h>

/* splitmix64's step between two states (2^64 over the golden ratio). */
#define PD_MIX64_GAMMA UINT64_C(0x9E3779B97F4A7C15)

/* splitmix64's finaliser: a bijection of 64-bit words in which every input bit changes about
 * half of the output bits. splitmix64's output for state s is pd_mix64(s). */
static inline uint64_t pd_mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

#endif
