/* ttmem.h — memory for the solvers' transposition tables (boxes and Shut In share it). */
#ifndef PD_TTMEM_H
#define PD_TTMEM_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"

/* A zeroed block of `bytes` aligned to `align` (a power of two dividing bytes, e.g. one
 * bucket on a cache line), freed with pd_ttmem_free(m, bytes); NULL when it does not fit in
 * memory. On Linux it is mapped from the kernel, whose pages are zeroed when first touched
 * (not cleared again here); elsewhere (WebAssembly) it is cleared. From 64 MiB up (a solver's
 * big tables, never a bot's) it sits on 2 MiB boundaries and is offered huge pages on Linux:
 * every probe of a big table misses the cache, and with 4 KiB pages the TLB too (measured:
 * boxes 4x3, 1.5 M nodes, 2.1 s -> 1.4 s). */
void *pd_ttmem_alloc(size_t bytes, size_t align);
/* Free a block of pd_ttmem_alloc (bytes: the size it was asked for; NULL is ignored). */
void pd_ttmem_free(void *m, size_t bytes);

/* The error "solver-memory" (parameter mib) for a table of mib MiB that does not fit. Returns
 * -1. */
int pd_ttmem_fail(pd_error *err, int64_t mib);

#endif
