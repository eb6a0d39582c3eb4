/* table.c — memory for the solvers' transposition tables. */
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
/* madvise under -std=c11; a feature-test macro is the reserved name's intended use */
#define _DEFAULT_SOURCE /* NOLINT(bugprone-reserved-identifier) */
#include <sys/mman.h>
#define TABLE_HUGE 1
#else
#define TABLE_HUGE 0
#endif
#include "table.h"

#include <stdlib.h>
#include <string.h>

#define HUGE_BYTES ((size_t)2 << 20)
#define HUGE_MIN ((size_t)64 << 20)

void *pd_table_alloc(size_t bytes, size_t align)
{
    void *m = NULL;
#if TABLE_HUGE
    if (bytes >= HUGE_MIN) {
        if (posix_memalign(&m, HUGE_BYTES, bytes)) return NULL;
        madvise(m, bytes, MADV_HUGEPAGE);    /* a hint: without it, plain pages */
    }
#endif
    if (!m) m = aligned_alloc(align, bytes);
    if (!m) return NULL;
    memset(m, 0, bytes);
    return m;
}

int pd_fail_table(pd_error *err, int64_t mib)
{
    pd_fail(err, "solver-memory",
            "the solver's table of %lld MiB does not fit in the memory available", (long long)mib);
    pd_param(err, "mib", "%lld", (long long)mib);
    return -1;
}
