/* boxes.h — the edge game family's board and position, shared by the rules (boxes.c), the
 * bots (bot.c) and the solver. Only boxes.c's pd_boxes_family leaves this folder. */
#ifndef PD_BOXES_H
#define PD_BOXES_H

#include <stdint.h>

#include "game.h"

#define BOXES_MAX_LINES 512
#define BOXES_MAX_CELLS 288
#define BOXES_MAX_DOTS 400
#define BOXES_WORDS (BOXES_MAX_LINES / 64)

enum { GRID_SQUARE, GRID_HEX, GRID_TRI };

/* Immutable geometry, shared by every position of one board (reference-counted). */
typedef struct boxes_geom {
    int refs;
    int grid, w, h;
    int ndots, nlines, ncells;
    int sides;                                  /* sides per cell: 4, 6 or 3 */
    int16_t dot_x[BOXES_MAX_DOTS], dot_y[BOXES_MAX_DOTS];
    int16_t line_dot[BOXES_MAX_LINES][2];
    int16_t line_cell[BOXES_MAX_LINES][2];      /* -1 where the line bounds no cell */
    int16_t cell_dot[BOXES_MAX_CELLS][6];       /* corners in drawing order */
    int16_t cell_line[BOXES_MAX_CELLS][6];      /* sides */
} boxes_geom;

typedef struct boxes_pos {
    boxes_geom *g;
    int swedish, misere, players;
    int to_move;                                /* 1..players, 0 when over */
    int score[PD_MAX_SEATS];
    int nfree;                                  /* undrawn lines */
    int npredrawn;
    uint64_t drawn[BOXES_WORDS];
    int8_t line_owner[BOXES_MAX_LINES];         /* -1 free, 0 pre-drawn, seat */
    uint8_t cell_sides[BOXES_MAX_CELLS];        /* sides drawn */
    int8_t cell_owner[BOXES_MAX_CELLS];         /* 0 open, seat */
    int nhist;
    int16_t hist_line[BOXES_MAX_LINES];
    int8_t hist_seat[BOXES_MAX_LINES];
} boxes_pos;

static inline int boxes_is_drawn(const boxes_pos *p, int line)
{
    return (int)((p->drawn[line >> 6] >> (line & 63)) & 1);
}

/* Draw a free line for the side to move; returns the number of cells it closed (0..2). */
int boxes_apply(boxes_pos *p, int line);
void boxes_undo(boxes_pos *p);

/* The bots, levels 1..4 (bot.c). */
int boxes_bot(const void *pos, const pd_bot_opts *o, int *move, pd_error *err);
/* The exact solver, two seats (solver.c). */
int boxes_solve(const void *pos, const pd_solve_opts *o, pd_solve_result *r, pd_error *err);

#endif
