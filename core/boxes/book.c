/* book.c — opening books of the exact solver: what a long solve proved about the positions
 * near the start of a board, kept so that a one-second move can read it instead of proving it
 * again. A book is the solver's own table entries (key, bounds, best move, work) for one board
 * and goal, for the positions near its roots (solver.c's boxes_book_build); the solver puts a book's entries
 * in every table it opens for that board (solver.c), where they answer as the entries its own
 * passes store would, and outlast cheaper ones (a bucket keeps the entries with the most work).
 * The keys are the graph keys of the exact search (graphkey.c), which do not depend on the
 * platform, so a book built natively serves the WASM module too.
 *
 * The file (little-endian):
 *   "PDBXBK1\n"            8 bytes, the format
 *   salt                   u64, the board and goal (symmetry.c's salt of the exact search)
 *   lines                  u32, the board's line count (a stored move must be below it)
 *   count                  u32, entries
 *   count entries of 16 bytes: key u64, lo i16, hi i16, move i16 (-1: none), work u8, 0 u8
 * A file that is not exactly this (length, format, a bound out of range, lo above hi, a move
 * past the board's lines) is refused whole. */
#include <stdlib.h>
#include <string.h>

#include "search.h"

#define BOOK_MAGIC "PDBXBK1\n"
#define BOOK_HEADER 24
#define BOOK_ENTRY 16
/* Books kept at once (one per board and goal; a new one for a board replaces its old one). */
#define BOOK_SLOTS 8

typedef struct book {
    uint64_t salt;
    uint32_t lines, count;
    boxes_tt_entry *e;
} book;

static book books[BOOK_SLOTS];
/* Changes whenever a book is loaded: a table filled before then is filled again. */
static uint32_t generation;

static uint64_t get_u(const unsigned char *s, int bytes)
{
    uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; i--) v = v << 8 | s[i];
    return v;
}

static void put_u(pd_buf *out, uint64_t v, int bytes)
{
    char s[8];
    for (int i = 0; i < bytes; i++) s[i] = (char)(v >> (8 * i) & 0xff);
    pd_buf_putn(out, s, (size_t)bytes);
}

int boxes_book_load(const unsigned char *data, size_t len, pd_error *err)
{
    if (len < BOOK_HEADER || memcmp(data, BOOK_MAGIC, 8) != 0)
        return pd_fail(err, "book-format", "this is not a boxes opening book (format PDBXBK1)");
    uint64_t salt = get_u(data + 8, 8);
    uint32_t lines = (uint32_t)get_u(data + 16, 4), count = (uint32_t)get_u(data + 20, 4);
    if (lines == 0 || lines > BOXES_MAX_LINES)
        return pd_fail(err, "book-format", "the book's board has %u lines (1 to %d)", lines,
                       BOXES_MAX_LINES);
    if ((len - BOOK_HEADER) % BOOK_ENTRY || (len - BOOK_HEADER) / BOOK_ENTRY != count)
        return pd_fail(err, "book-format", "the book says %u entries but holds %u bytes of them",
                       count, (unsigned)(len - BOOK_HEADER));
    boxes_tt_entry *e = malloc(sizeof *e * (count ? count : 1));
    if (!e) return pd_fail(err, "book-memory", "no memory for a book of %u entries", count);
    for (uint32_t i = 0; i < count; i++) {
        const unsigned char *s = data + BOOK_HEADER + (size_t)i * BOOK_ENTRY;
        int lo = (int16_t)get_u(s + 8, 2), hi = (int16_t)get_u(s + 10, 2);
        int move = (int16_t)get_u(s + 12, 2);
        if (lo < -BOXES_INF || hi > BOXES_INF || lo > hi || move < -1 || move >= (int)lines ||
            s[15] != 0) {
            free(e);
            return pd_fail(err, "book-format", "entry %u of the book is damaged", i + 1);
        }
        e[i] = (boxes_tt_entry){get_u(s, 8), (int16_t)lo, (int16_t)hi, (int16_t)move, s[14], 1};
    }
    /* the board's slot, else a free one, else the first */
    int k = 0;
    while (k < BOOK_SLOTS && books[k].e && books[k].salt != salt) k++;
    if (k == BOOK_SLOTS) k = 0;
    free(books[k].e);
    books[k] = (book){salt, lines, count, e};
    generation++;
    return 0;
}

uint32_t boxes_book_generation(void)
{
    return generation;
}

int boxes_book_fill(boxes_table *t, uint64_t salt, int nlines)
{
    int n = 0;
    for (int k = 0; k < BOOK_SLOTS; k++) {
        const book *b = &books[k];
        if (!b->e || b->salt != salt || (int)b->lines != nlines) continue;
        for (uint32_t i = 0; i < b->count; i++) {
            const boxes_tt_entry *e = &b->e[i];
            boxes_tt_store(t, e->key, e->lo, e->hi, e->move, e->depth, 1);
        }
        n += (int)b->count;
    }
    return n;
}

int boxes_book_write(const boxes_table *t, uint64_t salt, int nlines, pd_buf *out)
{
    uint32_t count = 0;
    size_t size = t->e ? (size_t)t->mask + BOXES_TT_WAYS : 0;
    for (size_t i = 0; i < size; i++) count += t->e[i].used;
    pd_buf_putn(out, BOOK_MAGIC, 8);
    put_u(out, salt, 8);
    put_u(out, (uint64_t)nlines, 4);
    put_u(out, count, 4);
    for (size_t i = 0; i < size; i++) {
        const boxes_tt_entry *e = &t->e[i];
        if (!e->used) continue;
        put_u(out, e->key, 8);
        put_u(out, (uint64_t)(uint16_t)e->lo, 2);
        put_u(out, (uint64_t)(uint16_t)e->hi, 2);
        put_u(out, (uint64_t)(uint16_t)e->move, 2);
        put_u(out, e->depth, 1);
        put_u(out, 0, 1);
    }
    return (int)count;
}
