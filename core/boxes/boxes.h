/* boxes.h — the edge game family's board and position, shared by the board's primitives
 * (board.c), the rules (rules.c), the bots (bot.c), the solver (solver.c) and their search (the
 * files search.h lists). Only rules.c's pd_boxes_family leaves this folder. Calls go one way
 * (scripts/check-core-deps.sh): from rules.c's table down to the bots, the solver, the searches
 * and their parts, and from every one of them down to board.c, which calls none of them. */
#ifndef PD_BOXES_H
#define PD_BOXES_H

#include <stdint.h>

#include "family.h"

#define BOXES_MAX_LINES 512
#define BOXES_MAX_CELLS 288
#define BOXES_MAX_DOTS 400
#define BOXES_WORDS (BOXES_MAX_LINES / 64)

enum { BOXES_GRID_SQUARE, BOXES_GRID_HEX, BOXES_GRID_TRI };

/* Immutable geometry, shared by every position of one board (reference-counted). */
typedef struct boxes_geom {
    int refs;
    int grid, w, h;
    int ndots, nlines, ncells;
    int sides; /* sides per cell: 4, 6 or 3 */
    int16_t dot_x[BOXES_MAX_DOTS], dot_y[BOXES_MAX_DOTS];
    int16_t line_dot[BOXES_MAX_LINES][2];
    int16_t line_cell[BOXES_MAX_LINES][2]; /* -1 where the line bounds no cell */
    int16_t cell_dot[BOXES_MAX_CELLS][6];  /* corners in drawing order */
    int16_t cell_line[BOXES_MAX_CELLS][6]; /* sides */
} boxes_geom;

typedef struct boxes_pos {
    boxes_geom *g;
    int swedish, misere, players;
    int to_move; /* 1..players, 0 when over */
    int score[PD_MAX_SEATS];
    int nfree; /* undrawn lines */
    int npredrawn;
    uint64_t drawn[BOXES_WORDS];
    int8_t line_owner[BOXES_MAX_LINES];  /* -1 free, 0 pre-drawn, seat */
    uint8_t cell_sides[BOXES_MAX_CELLS]; /* sides drawn */
    int8_t cell_owner[BOXES_MAX_CELLS];  /* 0 open, seat */
    int nhist;
    int16_t hist_line[BOXES_MAX_LINES];
    uint8_t hist_seat[BOXES_MAX_LINES]; /* seat 1..4 that drew each line */
} boxes_pos;

/* ---- lines and cells (inline: the innermost loops of the search's move generation and
 * endgame ask them) ---- */

/* Whether line is in a set of lines such as boxes_pos.drawn (the endgame's evaluation draws
 * lines in a copy of it). */
static inline int boxes_line_in(const uint64_t *set, int line)
{
    return (int)((set[line >> 6] >> (line & 63)) & 1);
}

static inline int boxes_is_drawn(const boxes_pos *p, int line)
{
    return boxes_line_in(p->drawn, line);
}

/* A free side of cell x other than `skip`, or -1. */
static inline int boxes_other_free(const boxes_geom *g, const uint64_t *drawn, int x, int skip)
{
    for (int i = 0; i < g->sides; i++) {
        int l = g->cell_line[x][i];
        if (l != skip && !boxes_line_in(drawn, l)) return l;
    }
    return -1;
}

/* The cell on the other side of `line` from cell x (-1: the ground). */
static inline int boxes_across(const boxes_geom *g, int line, int x)
{
    return g->line_cell[line][0] == x ? g->line_cell[line][1] : g->line_cell[line][0];
}

/* The cell a border side bounds, or -1 when line has a cell on both sides (or none). */
static inline int boxes_border_cell(const boxes_geom *g, int line)
{
    int a = g->line_cell[line][0], b = g->line_cell[line][1];
    return (a < 0) == (b < 0) ? -1 : a < 0 ? b : a;
}

/* board.c: draw a free line for the side to move; returns the cells it closed (0..2). */
int boxes_apply(boxes_pos *p, int line);
void boxes_undo(boxes_pos *p);

/* The position as chains and loops (pd_family.structure; structure.c). */
int boxes_structure(const void *pos, int json, pd_buf *out, pd_error *err);
/* The bots, levels 1..4 (bot.c). */
int boxes_bot(const void *pos, const pd_bot_opts *o, int *move, pd_error *err);
/* The exact solver, two seats (solver.c). */
int boxes_solve(const void *pos, const pd_solve_opts *o, pd_solve_result *r, pd_error *err);
/* The position's value and every legal line's, in line order, sharing the solver's table. */
int boxes_solve_moves(const void *pos, const pd_solve_opts *o, pd_solve_result *r,
                      pd_move_value *mv, int *nmv, pd_error *err);
/* Opening books (pd_family.book_build, book_load): solve the position and, with openings = k,
 * every position 1..k lines on, in the solver's table, each walked as soon as it is solved;
 * write every position with at least min_free free lines (0: ten fewer than the position has)
 * that the table holds and the walks reach through such positions (solver.c; returns the
 * entries written, -1 with err; the book so far goes to o->checkpoint as the build goes);
 * take a book in for every later solve on its board (book.c). */
int boxes_book_build(const void *pos, const pd_solve_opts *o, int openings, int min_free,
                     pd_buf *out, pd_solve_result *r, pd_error *err);
int boxes_book_load(const unsigned char *data, size_t len, pd_error *err);

#endif
