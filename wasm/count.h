/* count.h — a budget, seed or size from a JS number, for the WASM exports (exports.c): NaN
 * and negatives are 0 (unset), and anything past 2^53 is 2^53 (casting a double past int64's
 * range to an integer is undefined). */
#ifndef PDW_COUNT_H
#define PDW_COUNT_H

#include <stdint.h>

static inline int64_t count_of(double x)
{
    const double most = 9007199254740992.0;
    return !(x > 0) ? 0 : x > most ? (int64_t)most : (int64_t)x;
}

#endif
