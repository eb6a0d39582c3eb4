/* table.c — the transposition table of one two-seat search, owned by its context. */
/* Bounds and best move per canonical key, in buckets, sized by the position searched. */
#include <stdlib.h>

#include "search.h"

/* At most 2^TT_BITS entries of 16 bytes (32 MiB) in buckets of TT_WAYS (one cache line). The
 * sizes depend only on the position, never on the platform, so node-limited searches behave
 * identically natively and in WASM. A normal-play search from a position with f free lines
 * gets 2^(f - TT_FREE_MARGIN) entries (at least 2^TT_MIN_BITS): small searches then allocate
 * and touch a little memory instead of 32 MiB, which costs more than the search itself on the
 * smallest boards. (Misère prunes far less and gets the whole size.) One table lives at a
 * time per context, and a bot move frees each context before making the next. */
#define TT_BITS 24
#define TT_MIN_BITS 16
#define TT_FREE_MARGIN 5
#define TT_WAYS 4
/* Stored "depth" for exact entries is the number of free lines (a work estimate), capped. */
#define TT_DEPTH_CAP 254

void boxes_tt_open(boxes_table *t, int free_lines, int whole)
{
    int bits = whole ? TT_BITS : free_lines - TT_FREE_MARGIN;
    bits = bits < TT_MIN_BITS ? TT_MIN_BITS : bits > TT_BITS ? TT_BITS : bits;
    boxes_tt_close(t);
    t->e = calloc((size_t)1 << bits, sizeof *t->e);
    if (!t->e) abort();
    t->mask = ((uint32_t)1 << bits) - TT_WAYS;
}

void boxes_tt_close(boxes_table *t)
{
    free(t->e);
    t->e = NULL;
    t->mask = 0;
}

static boxes_tt_entry *bucket(const boxes_table *t, uint64_t key)
{
    return &t->e[(uint32_t)key & t->mask];
}

boxes_tt_entry *boxes_tt_probe(const boxes_table *t, uint64_t key)
{
    boxes_tt_entry *b = bucket(t, key);
    for (int i = 0; i < TT_WAYS; i++)
        if (b[i].used && b[i].key == key) return &b[i];
    return NULL;
}

/* The position's own entry if present (it keeps the intersection of its old and new bounds
 * when stored at the same depth: both hold), else an empty one, else the one with the least
 * depth — the cheapest to recompute. */
void boxes_tt_store(boxes_table *t, uint64_t key, int lo, int hi, int move, int depth)
{
    boxes_tt_entry *b = bucket(t, key), *e = NULL;
    depth = depth < 0 ? 0 : depth > TT_DEPTH_CAP ? TT_DEPTH_CAP : depth;
    for (int i = 0; i < TT_WAYS && !e; i++)
        if (b[i].used && b[i].key == key) e = &b[i];
    if (e && e->depth == depth) {
        if (e->lo > lo) lo = e->lo;
        if (e->hi < hi) hi = e->hi;
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
