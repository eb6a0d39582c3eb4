/* json.c — Shut In's fields of the geometry and state JSON (docs/state-json.md "## shutin"), for
 * the family's table in rules.c. */
#include <stdlib.h>
#include <string.h>

#include "common/fmt.h"
#include "shutin.h"

void shutin_geometry_fields(const void *pos, pd_buf *out)
{
    const shutin_pos *p = pos;
    pd_buf_printf(out, ",\"w\":%d,\"h\":%d,\"gravity\":%s,\"blocked\":[", p->w, p->h,
                  p->gravity ? "true" : "false");
    int first = 1;
    for (int c = 0; c < p->n; c++) {
        if (p->cell[c] != SHUTIN_BLOCKED) continue;
        pd_buf_printf(out, first ? "%d" : ",%d", c);
        first = 0;
    }
    pd_buf_putc(out, ']');
}

/* The empty cells seat could ever take, marked in area[]: those joined to its pieces through
 * empty cells (8-neighbourhood), gravity aside; every empty cell while the seat's free-start
 * waiver lasts. Returns their count. */
static int area_of(const shutin_pos *p, int seat, unsigned char *area)
{
    int stack[SHUTIN_MAX_CELLS], top = 0, count = 0;
    memset(area, 0, (size_t)p->n);
    for (int c = 0; c < p->n; c++) {
        if (p->cell[c] != SHUTIN_EMPTY) continue;
        if (p->free_start && p->pieces[seat] < 2) area[c] = 1, count++;
        else if (shutin_touches(p, c, seat)) area[c] = 1, count++, stack[top++] = c;
    }
    while (top > 0) {
        int c = stack[--top], col = c % p->w, row = c / p->w;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                int x = col + dx, y = row + dy, d = y * p->w + x;
                if (x < 0 || x >= p->w || y < 0 || y >= p->h || area[d] ||
                    p->cell[d] != SHUTIN_EMPTY)
                    continue;
                area[d] = 1;
                count++;
                stack[top++] = d;
            }
    }
    return count;
}

/* Per cell: 0 empty, 1 cross, 2 circle, -1 blocked. Then each seat's area (area_of) and the
 * empty cells in both: 0 means the two sides are apart, and the game is a race. */
void shutin_state_fields(const void *pos, pd_buf *out)
{
    const shutin_pos *p = pos;
    unsigned char a1[SHUTIN_MAX_CELLS], a2[SHUTIN_MAX_CELLS];
    pd_buf_put(out, ",\"cells\":[");
    for (int c = 0; c < p->n; c++) pd_buf_printf(out, c ? ",%d" : "%d", p->cell[c]);
    int n1 = area_of(p, 1, a1), n2 = area_of(p, 2, a2), shared = 0;
    for (int c = 0; c < p->n; c++) shared += a1[c] && a2[c];
    pd_buf_printf(out, "],\"areas\":[%d,%d],\"shared\":%d", n1, n2, shared);
}
