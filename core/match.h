/* match.h — bot-versus-bot matches (`paperdots match`, bench rows). Two seats only. */
#ifndef PD_MATCH_H
#define PD_MATCH_H

#include "game.h"

typedef struct pd_match_opts {
    int level_a, level_b, games;
    int64_t ms, nodes; /* per move; exactly one is set */
    uint64_t seed;     /* game k (1-based) uses seed + k */
    int openings;      /* 0: every game from SETUP; N: game k starts with opening
                                (k-1)/2 % N, OPENING_PLIES random legal moves from the seed */
    /* Optional: seat b's moves come from this engine instead of pd_game_bot (another build of
     * paperdots, say: `paperdots match --b-engine PATH`). It gets the game so far and b's bot
     * options and sets *move; 0, or -1 with err set. */
    int (*engine_b)(void *arg, const pd_game *g, const pd_bot_opts *o, int *move, pd_error *err);
    void *engine_b_arg;
    /* Optional (NULL: none): each game's record appended as a line "record=setup&moves=list",
     * in the order played (a holds seat 1 in odd-numbered games). */
    pd_buf *records;
} pd_match_opts;

#define PD_MATCH_OPENING_PLIES 2

typedef struct pd_match_result {
    int games, a_wins, b_wins, draws;
    double margin_sum; /* sum over games of a's score minus b's */
} pd_match_result;

/* a takes seat 1 in odd-numbered games, so each opening is played once from each side. */
int pd_match(const char *setup, const pd_match_opts *o, pd_match_result *r, pd_error *err);
/* Plays opening number i on g: PD_MATCH_OPENING_PLIES legal moves drawn from the seed, the
 * same for both games that play it (fewer if the game ends). 0, or -1 with err set. */
int pd_match_opening(pd_game *g, uint64_t seed, int i, pd_error *err);
/* a_wins, b_wins, draws, points_a (share 0..1), margin (mean, 2 decimals). */
void pd_match_report(const pd_match_result *r, pd_buf *out);

#endif
