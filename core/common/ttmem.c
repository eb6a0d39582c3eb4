/* ttmem.c — memory for the solvers' transposition tables. */
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
/* mmap and madvise under -std=c11; a feature-test macro is the reserved name's intended use */
#define _DEFAULT_SOURCE /* NOLINT(bugprone-reserved-identifier) */
#include <sys/mman.h>
#define TTMEM_MMAP 1
#else
#define TTMEM_MMAP 0
#endif
#include "ttmem.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define HUGE_BYTES ((size_t)2 << 20)
#define HUGE_MIN ((size_t)8 << 20)

#if TTMEM_MMAP
/* Pages straight from the kernel, which zeroes them: nothing clears them twice (malloc'd
 * memory needed a memset over pages the kernel had just zeroed). A table below HUGE_MIN is
 * populated in the one call: left to fault in one 4 KiB page at a time, each page faulted
 * twice, a probe's read mapping the shared zero page and the first store copying it (Shut In
 * 6x5, 32 MiB: 15,418 page faults and 40 ms against 93 and 19 ms populated; with the memset
 * 8,285 and 36 ms). A bigger table is mapped 2 MiB further, trimmed to a 2 MiB boundary where
 * huge pages can back it, and faults in a huge page at a time, only where a search reaches:
 * from 8 MiB on, since the TLB misses of 4 KiB pages cost more than the huge pages' faults
 * (boxes 4x3 from the start with 32 MiB, 829 k nodes: 0.94-1.05 s of user time in 4 KiB
 * pages populated at load 3, 0.79-0.84 s in huge pages at load 17). A huge page's fault may
 * wait for the kernel to compact memory on a busy machine (Shut In 6x5 with 32 MiB, 32 k
 * nodes: 0.00-0.12 s of system time against 0.02 s populated; level 4's 16 MiB moves: no
 * difference). */
void *pd_ttmem_alloc(size_t bytes, size_t align)
{
    size_t lead = bytes >= HUGE_MIN ? HUGE_BYTES : 0;
    if (bytes > SIZE_MAX - lead) return NULL;
    int populate = lead ? 0 : MAP_POPULATE;
    char *m = mmap(NULL, bytes + lead, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | populate, -1, 0);
    if (m == MAP_FAILED) return NULL;
    if (lead) {
        size_t skip = (HUGE_BYTES - (uintptr_t)m % HUGE_BYTES) % HUGE_BYTES;
        if (skip) munmap(m, skip);
        if (lead - skip) munmap(m + skip + bytes, lead - skip);
        m += skip;
        madvise(m, bytes, MADV_HUGEPAGE); /* a hint: without it, plain pages */
    }
    (void)align; /* pages are aligned far beyond any bucket */
    return m;
}

void pd_ttmem_free(void *m, size_t bytes)
{
    if (m) munmap(m, bytes);
}
#else
/* WebAssembly and the rest: the allocator's memory, cleared here (a module's memory has no
 * lazily zeroed pages to save). */
void *pd_ttmem_alloc(size_t bytes, size_t align)
{
    void *m = aligned_alloc(align, bytes);
    if (!m) return NULL;
    memset(m, 0, bytes);
    return m;
}

void pd_ttmem_free(void *m, size_t bytes)
{
    (void)bytes;
    free(m);
}
#endif

int pd_ttmem_fail(pd_error *err, int64_t mib)
{
    pd_fail(err, "solver-memory",
            "the solver's table of %lld MiB does not fit in the memory available", (long long)mib);
    pd_param(err, "mib", "%lld", (long long)mib);
    return -1;
}
