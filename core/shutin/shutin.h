/* shutin.h — the Shut In position, shared by the rules (rules.c), the bot (bot.c), the exact
 * solvers (solver_wide.c on 256-bit sets, solver.c and pn.c on one word), what the bot and the
 * 256-bit solver share (wide.c, wide.h) and what all of them share below (symmetry.c). Calls go
 * one way (scripts/check-core-deps.sh): rules.c -> bot.c -> solver_wide.c -> wide.c, solver.c ->
 * pn.c, and every one of them down to symmetry.c, which calls none of them. */
#ifndef PD_SHUTIN_H
#define PD_SHUTIN_H

#include "family.h"

#define SHUTIN_MIN_SIDE 4
#define SHUTIN_MAX_SIDE 16
#define SHUTIN_MAX_CELLS (SHUTIN_MAX_SIDE * SHUTIN_MAX_SIDE)

/* Values of shutin_pos.cell: seats are 1 and 2, so a cell's value is its owner. */
#define SHUTIN_EMPTY 0
#define SHUTIN_BLOCKED (-1)

/* Everything Undo must restore lives here; the struct has no pointers, so clone is memcpy.
 * Cell index = row * w + col, row 0 at the bottom (docs/state-json.md). */
typedef struct shutin_pos {
    int w, h, n;
    int gravity;    /* 1: a piece needs the bottom row or something under it */
    int free_start; /* 1: no start pieces, the first two of each seat go anywhere */
    int nblocked;
    int to_move;   /* 1 or 2; 0 once the seat to move had no legal move */
    int loser;     /* the seat that was stuck, when over; 0 otherwise */
    int pieces[3]; /* pieces on the board, per seat (index 1 and 2) */
    int nhist;     /* moves applied; seat 1 made the even-numbered ones */
    signed char cell[SHUTIN_MAX_CELLS];
    unsigned char hist[SHUTIN_MAX_CELLS];
} shutin_pos;

/* The bot (bot.c) and the exact solver (solver_wide.c), reached only through
 * pd_shutin_family. */
int shutin_bot(const void *pos, const pd_bot_opts *o, int *move, pd_error *err);
int shutin_solve(const void *pos, const pd_solve_opts *o, pd_solve_result *r, pd_error *err);
/* The two sides' regions as the race model reads them (pd_family.structure; structure.c).
 * json 1: {"apart","regions":[seat 1, seat 2],"shared","sure":[..],"most":[..],"cells":[..]}:
 * whether no empty cell is in both regions, each region's empty cells (joined to the seat's
 * pieces through empty cells, gravity aside), the cells in both, the cells each seat can surely
 * fill (in the part of its region the other never reaches, one after another, gravity kept), the
 * most it could fill (the other's region standing as filled), and per cell 0 in no region, 1 in
 * seat 1's, 2 in seat 2's, 3 in both; "next" per cell: which seats could place there now, were
 * it their turn (1 seat 1, 2 seat 2, 3 both, 0 neither: the rules' legality, gravity kept).
 * json 0: one key=value line each, lists comma-joined. */
int shutin_structure(const void *pos, int json, pd_buf *out, pd_error *err);

/* The exact solver with parts switched off (tests compare values with and without each).
 * Boards of at most 64 cells use the one-word solver (solver.c) unless SHUTIN_SOLVE_WIDE
 * asks for the 256-bit one of solver_wide.c, the only one for bigger boards. win_move (may be NULL)
 * gets a winning move of the one-word solver when the side to move wins, else -1. Both return
 * 0, or -1 (r zeroed: unknown) when the one-word solver's table does not fit in memory. */
#define SHUTIN_SOLVE_DEFAULT_MIB 32 /* the one-word solver's biggest default table */
#define SHUTIN_SOLVE_NO_RACE 1      /* no race model below the root */
#define SHUTIN_SOLVE_NO_ETC 2       /* no enhanced transposition cutoffs */
/* positions and their mirror images stored apart (left-right; in the one-word solver also
 * up-down, without gravity) */
#define SHUTIN_SOLVE_NO_MIRROR 4
#define SHUTIN_SOLVE_NO_ORDER 8 /* moves in cell order */
#define SHUTIN_SOLVE_WIDE 16    /* the 256-bit solver (ignores the other flags) */
/* the table keyed by the whole board, not by the empty cells and the cells each side touches
 * (solver.c) */
#define SHUTIN_SOLVE_FULL_KEY 32
#define SHUTIN_SOLVE_PN 64 /* proof-number search instead of alpha-beta (pn.c) */
int shutin_solve_flags(const shutin_pos *p, const pd_solve_opts *o, int flags, pd_solve_result *r,
                       int *win_move);
int shutin_solve64(const shutin_pos *p, const pd_solve_opts *o, int flags, pd_solve_result *r,
                   int *win_move);
/* The one-word solver's table in MiB: `asked` when set (> 0), else sized by p's empty cells,
 * at most SHUTIN_SOLVE_DEFAULT_MIB. */
int64_t shutin_solve64_mib(const shutin_pos *p, int64_t asked);

/* 1 when cell c touches one of seat's pieces, diagonals included (the rules and the JSON). */
static inline int shutin_touches(const shutin_pos *p, int c, int seat)
{
    int col = c % p->w, row = c / p->w;
    for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) {
            int x = col + dx, y = row + dy;
            if ((dx || dy) && x >= 0 && x < p->w && y >= 0 && y < p->h &&
                p->cell[y * p->w + x] == seat)
                return 1;
        }
    }
    return 0;
}

/* The rule that fails for seat placing on cell c, as an error code; NULL when the move is legal
 * (rules.c judges moves with it; structure.c reads which cells each seat could place on next). */
static inline const char *shutin_why_illegal(const shutin_pos *p, int seat, int c)
{
    if (p->cell[c] == SHUTIN_BLOCKED) return "cell-blocked";
    if (p->cell[c] != SHUTIN_EMPTY) return "cell-occupied";
    if (p->pieces[seat] < 2) return NULL; /* a free start's first two pieces go anywhere */
    if (p->gravity && c >= p->w && p->cell[c - p->w] == SHUTIN_EMPTY) return "cell-gravity";
    if (!shutin_touches(p, c, seat)) return "cell-touch";
    return NULL;
}

/* The family's fields of the geometry and state JSON (json.c). */
void shutin_geometry_fields(const void *pos, pd_buf *out);
void shutin_state_fields(const void *pos, pd_buf *out);

/* Sort mv[0..n) by key, highest first; stable, so equal keys keep their order (symmetry.c; the
 * search and the 64-bit solver order their moves with it). */
void shutin_sort_moves(unsigned char *mv, int *key, int n);

/* img[c] = cell c reflected left to right (flip_x) and/or top to bottom (flip_y) (symmetry.c).
 * Returns 1 when the blocked cells are their own image, so the reflection keeps the board (with
 * gravity only the left-right one keeps the rules too: then a position and its image share one
 * value). */
int shutin_image_cells(const shutin_pos *p, int flip_x, int flip_y, unsigned char *img);

#endif
