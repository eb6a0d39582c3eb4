/* game.h — the family-independent game object the CLI, the WASM exports and the tests use: a
 * position of one family (family.h) plus its record, the shared tokens `resign` and `flag`,
 * reports and the geometry and state JSON (docs/state-json.md).
 */
#ifndef PD_GAME_H
#define PD_GAME_H

#include "family.h"

/* The move codes of the `resign` and `flag` tokens, common to every family (never passed to a
 * family). Both end the game as a loss for the side to move; they differ only in result.how. */
#define PD_MOVE_RESIGN (-1000000)
#define PD_MOVE_FLAG (-1000001)

typedef struct pd_game {
    const pd_family *fam;
    void *pos;
    int *moves;    /* moves applied, in order (PD_MOVE_RESIGN / PD_MOVE_FLAG included) */
    int *movers;   /* the seat that made each move */
    int *captured; /* what each move captured or closed (the family's apply) */
    int nmoves, cap;
    int resigned; /* the seat that resigned or lost on time, 0 while nobody has */
    int flagged;  /* 1 when that seat lost on time (`flag`), 0 for `resign` */
} pd_game;

/* A game at the start position pos of family f, which it takes over (core/game_object.c). */
pd_game *pd_game_wrap(const pd_family *f, void *pos);
/* Parse a setup string (docs/spec.md §1.1) into a new game at its start (core/registry.c, which finds
 * the family of its game=, as for pd_game_from_record). NULL + err on error.
 * A trailing "&moves=LIST" is not accepted here: see pd_game_from_record. */
pd_game *pd_game_new(const char *setup, pd_error *err);
/* "<setup>&moves=<list>" (moves may be empty or missing). */
pd_game *pd_game_from_record(const char *record, pd_error *err);
void pd_game_free(pd_game *g);
pd_game *pd_game_clone(const pd_game *g);

/* Apply one token. On error the game is unchanged and err says "move N "tok": ...",
 * where N is the 1-based number the move would have had. */
int pd_game_play(pd_game *g, const char *tok, pd_error *err);
/* Apply a '.'-joined move list, all or nothing. */
int pd_game_play_list(pd_game *g, const char *list, pd_error *err);
int pd_game_undo(pd_game *g);
int pd_game_over(const pd_game *g);
/* Seat to move, 0 when over (also after a resignation). */
int pd_game_to_move(const pd_game *g);
/* The result once the game is over; 0 then, -1 while it is still going on. */
int pd_game_result(const pd_game *g, pd_result *r);

void pd_game_canonical(const pd_game *g, pd_buf *out);

/* ---- what the game writes (core/game_json.c) ---- */
void pd_game_move_list(const pd_game *g, pd_buf *out); /* tokens joined by '.' */
void pd_game_record(const pd_game *g, pd_buf *out);    /* canonical&moves=list */
/* The `paperdots play` report (docs/spec.md §2), lines "key=value\n":
 * to_move, scores (comma-separated), over, winner, moves (the applied move list). */
void pd_game_report(const pd_game *g, pd_buf *out);
void pd_game_info(const pd_game *g, pd_buf *out);
void pd_game_legal(const pd_game *g, pd_buf *out); /* tokens, space-separated */
/* The geometry and state JSON of docs/state-json.md: a shared header, then the family's fields. */
void pd_game_geometry(const pd_game *g, pd_buf *out);
void pd_game_state(const pd_game *g, pd_buf *out);
/* The state after the first k moves (0 <= k <= nmoves) without touching g. -1 if k is out of range. */
int pd_game_state_at(const pd_game *g, int k, pd_buf *out);
/* Format scores the way the report does ("3,1" or "2.5,4"). */
void pd_format_scores(const pd_game *g, pd_buf *out);
void pd_format_winner(const pd_game *g, pd_buf *out);

/* ---- the bot and the solvers, checked once for every family (core/game_object.c) ---- */
int pd_game_bot(const pd_game *g, const pd_bot_opts *o, int *move, pd_error *err);
int pd_game_solve(const pd_game *g, const pd_solve_opts *o, pd_solve_result *r, pd_error *err);
/* The position's value and each legal move's (mv holds at least max_legal entries). */
int pd_game_solve_moves(const pd_game *g, const pd_solve_opts *o, pd_solve_result *r,
                        pd_move_value *mv, int *nmv, pd_error *err);

/* An opening book of the position (pd_family.book_build), two seats. */
int pd_game_book_build(const pd_game *g, const pd_solve_opts *o, int openings, int min_free,
                       pd_buf *out, pd_solve_result *r, pd_error *err);

/* ---- the families' optional hooks, for the front ends (core/game_object.c, core/registry.c) ---- */
/* The ways to play token tok now (pd_family.choices; json 1: JSON, 0: lines). -1 with err:
 * choices-unsupported (the family has none), game-over, or the family's refusal. */
int pd_game_choices(const pd_game *g, const char *tok, int json, pd_buf *out, pd_error *err);
/* The position read as the family's structures (pd_family.structure; json 1: JSON, 0: lines).
 * -1 with err: structure-unsupported (the family has none). */
int pd_game_structure(const pd_game *g, int json, pd_buf *out, pd_error *err);
/* The family's bot's judgement of the position as JSON (pd_family.analyse; o's level is the
 * caller's). -1 with err: analyse-unsupported (the family has none), game-over, or the family's. */
int pd_game_analyse(const pd_game *g, const pd_bot_opts *o, int64_t extra_nodes, pd_buf *out,
                    pd_error *err);
/* Import len bytes of text in record format `format` (pd_family.import of the family that
 * lists it; games made with pd_game_from_record), appending what it holds to out: for "sgf"
 * the record. -1 with err: format-unsupported (no family imports it), or the family's. */
int pd_record_import(const char *format, const char *text, size_t len, pd_buf *out, pd_error *err);
/* Export record in format `format` with its options opts (NULL: none; pd_family.export),
 * appended to out. -1 with err: format-unsupported (no family exports it), or the family's. */
int pd_record_export(const char *format, const char *record, const char *opts, pd_buf *out,
                     pd_error *err);

#endif
