/* solver_wide.h — the exact solver on 256-bit sets (solver_wide.c), for the bot's level 4. */
#ifndef PD_SHUTIN_SOLVER_WIDE_H
#define PD_SHUTIN_SOLVER_WIDE_H

#include "wide.h"

/* The exact solver from ply: 1 the side to move wins, 0 it loses, -1 out of budget; a winning
 * move in *win_move when it wins by a move it or the table found. */
int shutin_wide_solve(search *s, int ply, int *win_move);

#endif
