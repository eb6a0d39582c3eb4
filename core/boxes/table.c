/* table.c — the transposition table of one two-seat search, owned by its context. */
/* Bounds and best move per canonical key, in buckets, sized by the position searched. */
#include <stdint.h>
#include <stdlib.h>

#include "common/ttmem.h"
#include "search.h"

/* Entries of 16 bytes in buckets of TT_WAYS (one cache line). The bots' sizes depend only on
 * the position, never on the platform, so node-limited searches behave identically natively
 * and in WASM: a normal-play search from a position with f free lines gets
 * 2^(f - TT_FREE_MARGIN) entries, between 2^TT_MIN_BITS and 2^TT_BITS (32 MiB): small searches
 * then allocate and touch a little memory instead of 32 MiB, which costs more than the search
 * itself on the smallest boards. (Misère prunes far less and gets the whole size.) One table
 * lives at a time per context, and a bot move frees each context before making the next. The
 * exact solver sizes its own table (boxes_tt_bits) and keeps it between calls (solver.c). */
#define TT_BITS 21
#define TT_MIN_BITS 16
#define TT_FREE_MARGIN 7
#define TT_WAYS BOXES_TT_WAYS
#define TT_BUCKET_BYTES (TT_WAYS * sizeof(boxes_tt_entry))
/* The solver's default: 2^(f - SOLVE_FREE_MARGIN) entries, at least 2^TT_MIN_BITS (1 MiB), at
 * most 2^SOLVE_BITS (128 MiB, well inside the WASM module's 2 GiB); a caller may ask for any
 * size in MiB up to 2^SOLVE_MAX_BITS entries (4 GiB), and learns when it does not fit (the
 * solver's error "solver-memory"). The margin is what the nodes need: on square boards a
 * position with f free lines takes about 2^(0.72 f - 3) nodes, and a table of more than twice
 * the nodes saves nothing (3x3, 24 lines: 22.4 k nodes with 1 MiB as with 8 MiB; 4x3, 31
 * lines: 831 k nodes with 64 MiB, 860 k with 16 MiB, 990 k with 8 MiB; a 4x3 position with 28
 * free lines: 615 k with 128 MiB, 622 k with 16 MiB, 664 k with 8 MiB). A margin of 5 gave
 * small positions 8 to 25 times their nodes, which they paid for in pages cleared (3x3: 8 MiB,
 * a quarter of its time). A margin of 8 gave 4x3 128 MiB, whose clearing cost 0.12-0.31 s of
 * system time under load for 830.9 k nodes (64 MiB: 831.2 k nodes, half the clearing); four
 * 4x3 positions with 28 free lines took 0.2-1.5 % more nodes with 8 MiB than with 16 MiB
 * (4 MiB: 2-10 % more), so 9. */
#define SOLVE_BITS 23
#define SOLVE_FREE_MARGIN 9
#define SOLVE_MAX_BITS 28
/* Stored "depth" is capped (exact entries: boxes_tt_work, the root's own entry the cap). */
#define TT_DEPTH_CAP 254

int boxes_tt_bits(int free_lines, int whole, int exact, int64_t mib)
{
    if (exact && mib > 0) {
        if (mib > (int64_t)1 << 30) mib = (int64_t)1 << 30; /* mib << 20 stays in range */
        int bits = TT_MIN_BITS;
        while (bits < SOLVE_MAX_BITS && ((int64_t)16 << (bits + 1)) <= mib << 20) bits++;
        return bits;
    }
    int cap = exact && !whole ? SOLVE_BITS : TT_BITS;
    int bits = whole ? cap : free_lines - (exact ? SOLVE_FREE_MARGIN : TT_FREE_MARGIN);
    return bits < TT_MIN_BITS ? TT_MIN_BITS : bits > cap ? cap : bits;
}

int boxes_tt_try_open(boxes_table *t, int bits)
{
    boxes_tt_close(t);
    /* 2^bits entries of 16 bytes: past what size_t counts (4 GiB in WebAssembly), no table */
    if ((uint64_t)1 << bits > SIZE_MAX / sizeof *t->e) return -1;
    size_t bytes = ((size_t)1 << bits) * sizeof *t->e;
    /* buckets on cache lines: a bucket across two lines costs two misses a probe */
    t->e = pd_ttmem_alloc(bytes, TT_BUCKET_BYTES);
    if (!t->e) return -1;
    t->mask = ((uint32_t)1 << bits) - TT_WAYS;
    t->bits = bits;
    return 0;
}

void boxes_tt_open(boxes_table *t, int bits)
{
    if (boxes_tt_try_open(t, bits)) abort();
}

void boxes_tt_close(boxes_table *t)
{
    if (t->e) pd_ttmem_free(t->e, ((size_t)1 << t->bits) * sizeof *t->e);
    t->e = NULL;
    t->mask = 0;
    t->bits = 0;
}

/* The position's own entry if present (it keeps the intersection of its old and new bounds
 * when stored at the same depth: both hold), else an empty one, else the one with the least
 * depth — the cheapest to recompute. */
int boxes_tt_work(int64_t nodes)
{
    int bits = 1;
    while (nodes > 0 && bits < TT_DEPTH_CAP) {
        nodes >>= 1;
        bits++;
    }
    return bits;
}

void boxes_tt_store(boxes_table *t, uint64_t key, int lo, int hi, int move, int depth, int exact)
{
    boxes_tt_entry *b = boxes_tt_bucket(t, key), *e = NULL;
    depth = depth < 0 ? 0 : depth > TT_DEPTH_CAP ? TT_DEPTH_CAP : depth;
    for (int i = 0; i < TT_WAYS && !e; i++)
        if (b[i].used && b[i].key == key) e = &b[i];
    if (e && (exact || e->depth == depth)) {
        if (e->lo > lo) lo = e->lo;
        if (e->hi < hi) hi = e->hi;
        if (exact && e->depth > depth) depth = e->depth;
    }
    for (int i = 0; i < TT_WAYS && !e; i++)
        if (!b[i].used) e = &b[i];
    if (!e) {
        e = &b[0];
        for (int i = 1; i < TT_WAYS; i++)
            if (b[i].depth < e->depth) e = &b[i];
    }
    e->key = key;
    e->lo = (int16_t)lo;
    e->hi = (int16_t)hi;
    e->move = (int16_t)move;
    e->depth = (uint8_t)depth;
    e->used = 1;
}
