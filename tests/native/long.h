/* long.h — the mark of a long test (a match, an exhaustive walk): `make test-long` runs it, while
 * `make test`, `make wasm` and `make run` (PD_TEST_QUICK=1) skip it.
 * Put PD_LONG_TEST(); first in the test's body (after cmocka.h). */
#ifndef PD_TEST_LONG_H
#define PD_TEST_LONG_H

#include <stdlib.h>

#define PD_LONG_TEST()                                                                             \
    do {                                                                                           \
        if (getenv("PD_TEST_QUICK")) skip();                                                       \
    } while (0)

/* PD_SAN_SPARSE: how much sparser a sweep over many positions samples them in the sanitizer
 * build (10) than in the plain one (1). Both builds run every test; the plain build checks the
 * whole sample, the sanitizer build the same code on a tenth of it (its memory checks make such a
 * sweep 6-10 times slower, and repeating one path a thousand times more finds no more). */
#if defined(__SANITIZE_ADDRESS__)
#define PD_SAN_SPARSE 10
#else
#define PD_SAN_SPARSE 1
#endif

#endif
