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

#endif
