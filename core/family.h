/* family.h — the one interface every game family (boxes, dots, shutin) implements, with the
 * requests and answers it exchanges, the registry of families, and the helpers the families'
 * setup code shares (value parsers, schema writers). A family includes this file; front ends
 * include game.h (the game object), which includes it.
 *
 * Conventions
 * - Setup strings, move tokens and records are short printable ASCII (docs/spec.md §1.1).
 * - A move is an int whose meaning belongs to the family (boxes: line index; shutin: cell
 *   index; dots: point index plus flag bits and special codes). Only the family turns tokens
 *   into moves (parse_move) and back (format_move); everything above it passes ints around.
 *   `resign` and `flag` (the side to move ran out of time on the game clock) are the tokens
 *   every family shares: game_object.c handles them, the family never sees them, and the family's
 *   position does not change (game_object.c keeps which seat lost that way, and how).
 * - Every failure fills a pd_error: a stable code (e.g. "size-range"), named parameters for
 *   translation, and an English message. Functions that can fail return 0 on success and -1
 *   on failure.
 * - Positions are plain heap objects owned by the caller of create/clone and freed with
 *   destroy. A position holds everything Undo must restore (its own history of moves).
 *
 * Geometry and state JSON (exported to the site through wasm/exports.c) are documented in
 * docs/state-json.md.
 */
#ifndef PD_FAMILY_H
#define PD_FAMILY_H

#include <stddef.h>
#include <stdint.h>
#include "common/buf.h"
#include "common/error.h"

#define PD_MAX_SEATS 6
#define PD_MAX_KEYS 24 /* a family's setup keys besides game (dots has 17) */

/* One key=value pair of a setup string; both point into pd_setup.text. */
typedef struct pd_kv {
    const char *key;
    const char *val;
} pd_kv;

/* Bot request. A budget of 0 means "not set"; at least one of ms and nodes must be set. */
typedef struct pd_bot_opts {
    int level;     /* 1 (beginner) .. 4 (strongest) */
    int64_t ms;    /* wall-clock budget, 0 = none */
    int64_t nodes; /* node budget, 0 = none; with ms == 0 the move is deterministic */
    uint64_t seed;
    int64_t *nodes_out; /* optional: where the bot writes how many nodes it searched */
} pd_bot_opts;

/* Exact-solver request and answer (two seats only). */
typedef struct pd_solve_opts {
    int64_t ms;
    int64_t nodes;
    int64_t table_mib; /* the solver's table size in MiB (0: its own choice); families that keep
                          a table between calls (boxes) keep it while this stays the same */
    /* Optional (NULL: none): told after each step of a long solve that the value lies in
     * [lo, hi] (boxes: after each null-window pass), with the nodes and ms so far. */
    void (*progress)(void *arg, int lo, int hi, int64_t nodes, int64_t ms);
    void *progress_arg;
    /* Dots: the horizon in plies (1..6) of its search (core/dots/horizon.c), which it needs;
     * the families that solve to the end refuse any but 0. */
    int depth;
    /* Optional (book builds; NULL: none): told the book so far (its bytes and entries) after
     * each position it adds, so a build of hours that is stopped keeps what it proved. */
    void (*checkpoint)(void *arg, const char *book, size_t len, int entries);
    void *checkpoint_arg;
} pd_solve_opts;

typedef struct pd_solve_result {
    int known; /* 0: out of budget, value unknown */
    int value; /* boxes: future cells of side to move minus opponent's; shutin: +1/-1;
                          dots: the change of the mover's margin within the horizon */
    int64_t nodes;
    int64_t ms;
    /* bounded: the value is proved to lie in [lo, hi] (same convention as value). A solved
     * position has lo = hi = value; out of budget, the bounds the search (and a loaded book)
     * proved, when the family keeps them (boxes); 0 otherwise. */
    int bounded;
    int lo, hi;
} pd_solve_result;

/* One legal move's exact value, in the convention of pd_solve_result.value counted from before
 * the move (boxes: the mover's future cells minus the others', cells the move closes included),
 * so the best moves are those whose value equals the position's. */
typedef struct pd_move_value {
    int move;
    int known; /* 0: the budget ran out first */
    int value;
    int bounded; /* as pd_solve_result's: value proved within [lo, hi] (known: = value) */
    int lo, hi;
} pd_move_value;

/* How a finished game ended, and who won (filled by the family's `result` and by game_object.c). */
typedef struct pd_result {
    unsigned winners; /* bit (s-1) for every winning seat s; every seat set = draw */
    /* "complete" (board full), "no-move" (side to move stuck), "resign", "flag" (lost on
     * time); dots also "ground",
     * "agree" (polish), "lead" (win=N reached) */
    const char *how;
    int has_margin; /* 1 when one seat won on points: margin is its lead */
    double margin;  /* winner's score minus the best other score (misère: the reverse) */
} pd_result;

struct pd_game; /* the game object (game.h), which record import and export build */

/* Makes a game from a setup string or a record ("setup&moves=list"); NULL + err on error. A
 * front end hands pd_game_from_record (game.h) to a family's import and export hooks, which
 * replay games through it, so that a family never calls up into the registry. */
typedef struct pd_game *(*pd_game_maker)(const char *record, pd_error *err);

/* A game family: everything static in its folder, exported only through this table. */
typedef struct pd_family {
    const char *name;        /* value of game= */
    const char *const *keys; /* setup keys in canonical order, NULL-terminated */
    /* The setup schema: a JSON array, one object per key in canonical order, with the allowed
     * values, ranges, defaults and menu presets (docs/state-json.md "Setup schema"). */
    void (*schema)(pd_buf *out);

    /* Build the start position from the setup keys (game= already removed; every key is one
     * of `keys`, none repeated). Returns NULL and fills err on a bad value. */
    void *(*create)(const pd_kv *kv, int nkv, pd_error *err);
    void *(*clone)(const void *pos);
    void (*destroy)(void *pos);

    /* The canonical setup string, "game=...&key=value..." with every key. */
    void (*canonical)(const void *pos, pd_buf *out);
    /* The family's lines of `paperdots info` after canonical=, each "key=value\n". */
    void (*info)(const void *pos, pd_buf *out);

    int (*seats)(const void *pos); /* number of seats, 2..6 */
    /* Teams: team_of[s-1] = 0-based team of seat s; returns the number of teams. NULL: every
     * seat is its own team. Scores are per team. */
    int (*teams)(const void *pos, int *team_of);
    int (*to_move)(const void *pos); /* 1..seats; 0 when the game is over */
    /* Optional (NULL: the seat to move makes every move). The seat that makes `move`, a move
     * parse_move produced for this position (dots: "ground-waiting" is the waiting side's). */
    int (*mover)(const void *pos, int move);
    /* Scores, one per team (boxes: cells; shutin: pieces placed). Returns how many values
     * were written (<= PD_MAX_SEATS). */
    int (*scores)(const void *pos, double *out);
    /* The result. Called only when the game is over (to_move 0) or a seat resigned or lost on
     * time (resigned = that seat, 1-based; the family picks the winners among the others). */
    void (*result)(const void *pos, int resigned, pd_result *r);

    /* Token -> move, judged against the current position (syntax, range, legality).
     * Errors carry the family's code and a message without the "move N" prefix. */
    int (*parse_move)(const void *pos, const char *tok, int *move, pd_error *err);
    void (*format_move)(const void *pos, int move, pd_buf *out);
    /* Board moves are the ints 0 .. board_moves-1 (lines, cells, points); label_move writes
     * the words a person reads for one (boxes "1,1–2,1", shutin "c3"), UTF-8. */
    int (*board_moves)(const void *pos);
    void (*label_move)(const void *pos, int move, pd_buf *out);
    /* Apply a move that parse_move or legal produced for this very position. Returns what
     * the move captured or closed (boxes: cells closed; shutin: 0). */
    int (*apply)(void *pos, int move);
    /* Take back the last applied move. Returns -1 when there is none. */
    int (*undo)(void *pos);
    /* Legal moves in canonical order, at most cap; returns the count (0 when over).
     * Special tokens (resign, …) are not listed: they are `actions`. */
    int (*legal)(const void *pos, int *moves, int cap);
    int (*max_legal)(const void *pos); /* an upper bound for legal()'s count */
    /* Optional (NULL: none). The family's special tokens allowed now besides `resign` (dots:
     * "ground", or "agree" under polish rules), at most cap names; returns the count. Called
     * only while the game is not over. */
    int (*actions)(const void *pos, const char **names, int cap);

    /* The family's own fields of the geometry and state JSON: each writes ",\"key\":value"
     * pairs that game_json.c appends to the shared header (docs/state-json.md). */
    void (*geometry_fields)(const void *pos, pd_buf *out);
    void (*state_fields)(const void *pos, pd_buf *out);

    /* Choose a move for the side to move (the game is not over). */
    int (*bot)(const void *pos, const pd_bot_opts *o, int *move, pd_error *err);
    /* Exact solver; NULL when the family has none. */
    int (*solve)(const void *pos, const pd_solve_opts *o, pd_solve_result *r, pd_error *err);
    /* Optional: the position's value (r) and every legal move's (mv, in legal()'s order, at most
     * max_legal() of them; *nmv the count), the budget shared by all. NULL: none. */
    int (*solve_moves)(const void *pos, const pd_solve_opts *o, pd_solve_result *r,
                       pd_move_value *mv, int *nmv, pd_error *err);
    /* The deepest horizon (plies) of a family that solves to a horizon (pd_solve_opts.depth,
     * which it then needs); 0: the family solves to the end and refuses a depth. */
    int solve_depth_max;
    /* Optional (NULL: none): opening books of the exact solver. book_build solves the position
     * and, with openings = k, every position 1..k moves on, and appends to out a book of the
     * positions the proofs of their values need (boxes: those with at least min_free lines
     * free), returning its entries (and telling o->checkpoint the book so far, when set);
     * book_load takes a book
     * in for every later solve and bot move on its board (the process's or module's; a new book
     * for the same board replaces the old), refusing anything that is not one (err). */
    int (*book_build)(const void *pos, const pd_solve_opts *o, int openings, int min_free,
                      pd_buf *out, pd_solve_result *r, pd_error *err);
    int (*book_load)(const unsigned char *data, size_t len, pd_error *err);

    /* Optional hooks for the front ends (the CLI, the WASM exports), which name no family:
     * each is NULL when the family has none, and a front end then fails with the stable code
     * "<hook>-unsupported" (choices-unsupported, format-unsupported, analyse-unsupported).
     * Output is text or JSON appended to out; -1 with err on failure. */
    /* Optional (NULL: none): the ways to play token tok (a move of the side to move, the game
     * not over), for a player to choose among (dots: the rings a dot closes under ring=any,
     * shortest first, then chosen rings by area). json 1: one JSON object (dots:
     * {"rings":[{"move","takes","area","ring":[…],"cells":[…]},…]}, point indices as in the
     * state JSON); json 0: one line per way, "<token> key=value…" (what `paperdots rings`
     * prints). A token that is no move of the kind that has choices fails (dots: point-syntax). */
    int (*choices)(const void *pos, const char *tok, int json, pd_buf *out, pd_error *err);
    /* Record formats (file formats of whole games) import and export know, by name,
     * NULL-terminated; NULL: none. The registry picks the family of a format by this list
     * (pd_family_of_format). Dots: "sgf" (GM[40]), and for import "sgf-times". */
    const char *const *formats;
    /* Optional (NULL: none): read len bytes of text in record format `format` and append what
     * it holds: "sgf", the game's record, every move judged by the rules on a game that make
     * builds; dots "sgf-times", the game clock's times of the file and the game information
     * the record has no place for (the players' names, the date) as JSON
     * {"tm":ms|null,"ot":text|null,"left":[ms|null,…],"pb":text|null,"pw":text|null,
     * "dt":text|null}. */
    int (*import)(const char *format, const char *text, size_t len, pd_game_maker make, pd_buf *out,
                  pd_error *err);
    /* Optional (NULL: none): write the game of `record` (built with make) in record format
     * `format`; opts: the format's options, NULL for none (dots "sgf": the game clock's times
     * as lines tm=, ot=, left= in ms, written as TM, OT and BL / WL, and the lines pb=, pw=,
     * dt=, the players' names and the date, written as PB, PW and DT). A record of another
     * family fails (dots: sgf-game). */
    int (*export)(const char *format, const char *record, const char *opts, pd_game_maker make,
                  pd_buf *out, pd_error *err);
    /* Optional (NULL: none): the family's bot's judgement of the position (the game not over),
     * as one JSON object; o: the bot's budget and seed (its level is set by the caller);
     * extra_nodes: a budget for the family's further findings, 0 for none (dots: the
     * threatened dots). Dots: {"pick","forced","nodes","moves":[…],"threats":[…]}
     * (core/dots/json.c). */
    int (*analyse)(const void *pos, const pd_bot_opts *o, int64_t extra_nodes, pd_buf *out,
                   pd_error *err);
    /* Optional (NULL: none): the position read as the family's structures, for the puzzles'
     * themes (docs/puzzles.md). Boxes: the cells one side short (capturable), the double
     * crosses (free lines between two of them), the safe lines (every cell they bound has three
     * or more sides free), how many safe lines can be drawn one after another (safe run, in line
     * order), the chains and loops of cells two sides short (lengths, longest first) now and
     * once the safe run is drawn, and each cell's component (its chain's length, minus its
     * loop's, 0 for other cells). json 1: {"capturable","doubleCrosses","safe","safeRun",
     * "chains","loops","endChains","endLoops","cells"}; json 0: one key=value line each
     * (capturable, double_crosses, safe, safe_run, chains, loops, end_chains, end_loops, cells;
     * lists comma-joined). Shut In: the two sides' regions as the race model reads them
     * (core/shutin/shutin.h shutin_structure). */
    int (*structure)(const void *pos, int json, pd_buf *out, pd_error *err);
} pd_family;

/* ---- registry (core/registry.c) ---- */
const pd_family *pd_family_find(const char *name);
/* Take in a book file made by a family's book_build (whichever family's it is); -1 with err
 * (the last family's refusal) when none takes it. */
int pd_book_load(const unsigned char *data, size_t len, pd_error *err);
/* The family whose `formats` lists record format `format` (the first such); NULL: none. */
const pd_family *pd_family_of_format(const char *format);
/* Comma-separated family names, for error messages. */
const char *pd_family_names(void);
/* {"families":[{"name":"boxes","keys":[...schema...]},...]} for every family. */
void pd_setup_schema(pd_buf *out);

/* Parse a setup string (docs/spec.md §1.1) into its family's start position: the
 * family in *famp, the position (the caller destroys it) returned; NULL + err on error. */
void *pd_setup_parse(const char *setup, const pd_family **famp, pd_error *err);

/* ---- helpers shared by the families' setup parsers (core/setup.c) ---- */
/* Find key in kv; NULL when absent. */
const char *pd_kv_get(const pd_kv *kv, int nkv, const char *key);
/* Parse "WxH" (no sign, no leading zeros) within [lo, hi] for both. */
int pd_parse_size(const char *key, const char *val, int lo, int hi, int *w, int *h, pd_error *err);
/* Parse one of a fixed list of words; returns its index. allowed is NULL-terminated. */
int pd_parse_choice(const char *key, const char *val, const char *const *allowed, int *out,
                    pd_error *err);
/* Parse a decimal int (no sign, no leading zeros) within [lo, hi]. */
int pd_parse_int(const char *key, const char *val, int lo, int hi, int *out, pd_error *err);

/* Writers for a family's setup schema: pd_schema_key opens one key's object
 * ({"key","type","default"}; first = no leading comma) for the caller to add fields and close
 * with '}'; pd_schema_list adds "name":[strings]; pd_schema_choice writes a whole choice key. */
void pd_schema_key(pd_buf *out, int first, const char *key, const char *type, const char *def);
void pd_schema_list(pd_buf *out, const char *name, const char *const *list);
void pd_schema_choice(pd_buf *out, int first, const char *key, const char *const *values, int def);

#endif
