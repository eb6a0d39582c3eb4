/* tactics.h — the Dots bot's board helpers and tactics (tactics.c): what a dot touches and
 * gains, the forcing-move reader, double threats, and level 2; inside core/dots only. */
#ifndef PD_DOTS_TACTICS_H
#define PD_DOTS_TACTICS_H

#include "common/budget.h"
#include "common/rng.h"
#include "dots.h"

/* Live dots of colour t among the 8 neighbours of c. */
int dots_touching(const dots_pos *p, int c, int t);
/* The same for both colours in one pass: *own of colour t, *oth of the other (the playout's
 * policy asks for both at every candidate point). */
void dots_touching_both(const dots_pos *p, int c, int t, int *own, int *oth);
/* 1 when a dot (live or not) lies within Chebyshev distance r of c (c itself excluded). */
int dots_near(const dots_pos *p, int c, int r);
/* The move that puts a dot on point c for the side to move: polish adds `!` when the move
 * can close a ring (two own dots touch it), so it captures whatever it encloses at once. */
int dots_point_move(const dots_pos *p, int c);
/* What `seat`'s dot on free point c gains for its colour (score change minus the other's),
 * as if it were that seat's turn; exact (one apply and undo, counted on b). */
double dots_gain(dots_pos *p, int seat, int c, pd_budget *b);
/* A seat of the colour that is not seat's (the next such seat in turn order). */
int dots_enemy_seat(const dots_pos *p, int seat);
/* Free points within Chebyshev distance r of some dot (the centre on an empty field),
 * in index order, without those suicide=0 forbids; returns how many (out holds p->n). */
int dots_candidates(const dots_pos *p, int r, int *out);

/* The forcing-move reader ("ladders"): the best score change the side to move can force
 * with captures and capture threats that the other side must answer, at most depth plies;
 * with `ladders` set, forced chases along a wall are read to their end beyond the depth.
 * Returns the gain (0 when nothing is forced) and its first move in *first (-1 none). */
double dots_read(dots_pos *p, int depth, int ladders, int *first, pd_budget *b);

/* The immediate gain of c for the side to move, minus what the other colour can then force
 * (dots_read at depth, after c): the safety check of a root move. */
double dots_safety(dots_pos *p, int c, int depth, int ladders, pd_budget *b);

/* Double threats: when the other colour has two or more capture points now, the side to move's
 * local answers (the capture points, the free points around them and around the dots they
 * would take, its own capture points), each valued by dots_safety, best first (equal values in
 * the order found). Returns how many (0 when there is no double threat, or nothing was read
 * within the budget; an answer cut short by the budget is left out); at most cap. */
#define DOTS_MAX_ANSWERS 64
int dots_double_answers(dots_pos *p, int depth, int ladders, int *out, double *value, int cap,
                        pd_budget *b);

/* Prevention: what `defender` loses when the other colour puts a dot on free point d now (0
 * unless it opens two closing points or more near d, more than before; else the second largest
 * of their captures, the one a single block leaves). dots_double_points: the other colour's
 * points with a loss of a dot or more against the side to move, largest loss first (equal ones
 * in index order), at most cap; 0 when the budget ran out before the scan ended. */
double dots_double_loss(dots_pos *p, int defender, int d, pd_budget *b);
int dots_double_points(dots_pos *p, int *out, double *loss, int cap, pd_budget *b);

/* The window of a double threat (the local fight it starts): the free points within
 * DOTS_WINDOW_RADIUS of the other colour's closing points against the side to move and of the
 * dots they would take; for a threat not yet played (threat >= 0, the other colour's point that
 * would open them), of that point too, the closing points read after it; and the side to move's
 * own capture points anywhere (a bigger capture elsewhere can be worth more). In index order, at
 * most cap. dots_closing_points: those closing points now (at most cap). The bot searches the
 * window exactly (dots_search_window); tests/native/test_dots_doubles.c proves the double-threat
 * suite's saving moves over the same window. */
#define DOTS_WINDOW_RADIUS 2
int dots_closing_points(dots_pos *p, int *out, int cap, pd_budget *b); /* b NULL: none */
int dots_double_window(dots_pos *p, int threat, int *win, int cap);

/* Level 2: captures, blocks and a 2-ply safety check, no tree. Returns a point. */
int dots_level2(dots_pos *p, pd_budget *b, pd_rng *r);

#endif
