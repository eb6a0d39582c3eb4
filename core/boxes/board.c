/* board.c — the boxes board's primitives: drawing a line and taking it back. Below everything
 * else in the family: the rules' table (rules.c), the bots, the solver and their search all
 * draw lines with these, and they call nothing of the family's. */
#include "boxes.h"

int boxes_apply(boxes_pos *p, int line)
{
    const boxes_geom *g = p->g;
    int seat = p->to_move, closed = 0;
    p->drawn[line >> 6] |= 1ull << (line & 63);
    p->line_owner[line] = (int8_t)seat;
    for (int s = 0; s < 2; s++) {
        int c = g->line_cell[line][s];
        if (c < 0) continue;
        if (++p->cell_sides[c] == g->sides) {
            p->cell_owner[c] = (int8_t)seat;
            p->score[seat - 1]++;
            closed++;
        }
    }
    p->hist_line[p->nhist] = (int16_t)line;
    p->hist_seat[p->nhist] = (uint8_t)seat;
    p->nhist++;
    p->nfree--;
    if (p->nfree == 0) p->to_move = 0;
    else if (!closed) p->to_move = seat % p->players + 1;
    return closed;
}

void boxes_undo(boxes_pos *p)
{
    const boxes_geom *g = p->g;
    p->nhist--;
    int line = p->hist_line[p->nhist], seat = p->hist_seat[p->nhist];
    for (int s = 0; s < 2; s++) {
        int c = g->line_cell[line][s];
        if (c < 0) continue;
        if (p->cell_sides[c]-- == g->sides) {
            p->cell_owner[c] = 0;
            p->score[seat - 1]--;
        }
    }
    p->drawn[line >> 6] &= ~(1ull << (line & 63));
    p->line_owner[line] = -1;
    p->nfree++;
    p->to_move = seat;
}
