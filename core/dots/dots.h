/* dots.h — the Dots position (docs/spec.md §1.3), shared by the rules engine (board.c, the chosen
 * rings in rings.c, both on position.c), the family's setup and tokens (rules.c) and JSON
 * (json.c) and the bot (bot.c). Only rules.c's pd_dots_family leaves this folder. Calls go
 * one way (scripts/check-core-deps.sh): from rules.c's table down to the
 * bot (bot.c -> mcts.c -> tactics.c), and from all of them down to board.c, which calls none
 * of them. */
#ifndef PD_DOTS_H
#define PD_DOTS_H

#include <stddef.h>
#include <stdint.h>

#include "family.h"

#define DOTS_MIN_SIDE 3
#define DOTS_MAX_SIDE 52
#define DOTS_MAX_POINTS (DOTS_MAX_SIDE * DOTS_MAX_SIDE)
#define DOTS_FREE_WORDS ((DOTS_MAX_POINTS + 63) / 64)

/* Move ints (core/game.h): a point index 0 .. W·H-1 (index = (y-1)·W + (x-1), y from the
 * bottom), that index plus DOTS_CLOSE for polish "x-y!", or one of the special codes. */
#define DOTS_CLOSE (1 << 16)
#define DOTS_GROUND (-2)
#define DOTS_AGREE (-3)   /* polish: an offer to end, or (answering one) its acceptance */
#define DOTS_DECLINE (-4) /* polish: the answer that refuses an offer; the offerer then moves */
#define DOTS_PASS (-5)    /* extra=may: give up the extra move a capture gave */
#define DOTS_GROUND_WAITING (-6) /* ground=any: the side not to move grounds (playdots' files) */
/* ring=any: a point move whose bits from DOTS_RING_SHIFT up hold 1 + the index of its chosen
 * ring in the position's ring table (dots_pos.ringtab), 0 for the shortest rings. */
#define DOTS_RING_SHIFT 17
#define DOTS_POINT_MASK (DOTS_CLOSE - 1)
#define DOTS_RING_MAX 240      /* steps of a chosen ring ("x-y:" and one digit per step) */
#define DOTS_RING_CANDIDATES 8 /* the most candidates dots_ring_candidates lists */

/* How the family's game ended (pd_result.how). */
enum { DOTS_END_NONE, DOTS_END_COMPLETE, DOTS_END_GROUND, DOTS_END_AGREE, DOTS_END_LEAD };

/* Everything one move can change besides the cells: saved whole before every move, so undo
 * restores it by copy. Index 1 and 2 of the arrays are the two colours (teams). */
typedef struct dots_scalars {
    int to_move;     /* seat 1..players; 0 when over */
    int end;         /* DOTS_END_* */
    int offer;       /* polish: the seat whose `agree` offer waits for an answer, 0 none */
    int declined;    /* polish: an offer was just declined; its maker moves before any new offer */
    int refused[3];  /* polish: free points left when this colour's last offer was declined, 0 none
                      * (the bots let a quarter of them fill before they offer again) */
    int extra_turn;  /* the seat to move is on an extra move (extra=1 or may) */
    unsigned placed; /* bit s-1: seat s has put a dot (first=R) */
    int last;        /* point of the most recent dot, -1 before the first */
    int nevents;     /* capture events so far (dots_pos.ev) */
    int nfree;       /* legal points left: no dot, nobody's territory */
    int capt[3];     /* enemy dots lying in this colour's territory now (freeing=1 score) */
    int firstc[3];   /* enemy dots this colour captured first (freeing=0 score) */
    double final[3]; /* polish scoring at agree / complete; used when end is one of those */
} dots_scalars;

/* One changed cell in the undo log: its values before the change. */
typedef struct dots_cellrec {
    int32_t cell, area;
    uint8_t owner, first;
} dots_cellrec;

typedef struct dots_hist {
    int move;
    int log_start;
    dots_scalars before;
} dots_hist;

/* A capture event: a region that became `team`'s territory in one go. Its cells carry
 * area = event index + 1 until a later capture takes them; `start` is its lowest point. */
typedef struct dots_event {
    int team, start;
} dots_event;

typedef struct dots_pos {
    int w, h, n;
    int start;    /* DOTS_START_EMPTY .. DOTS_START_DOTS (start.h) */
    int turn;     /* the seat that moves first: 1, or 2 under start=dots with turn=2 */
    int place;    /* random4: the seed of the crosses' places, 1..999999; 0 otherwise */
    int ring_any; /* ring=any: the mover may name the ring that closes an area */
    int polish, houses_capture, extra, freeing, win, players;
    int count_dots;    /* rules=zagram (polish too): the count is captured dots, no territory */
    int extra_may;     /* extra=may: the extra move may be given up with `pass` */
    int first_r;       /* first=R: a seat's first dot within R of the centre, 0 off */
    int ground_leader; /* ground=leader: only a leader with every dot joined to the edge */
    int komi;          /* komi=K: half points added to the second colour's count (2K), signed */
    int no_suicide;    /* suicide=0: no dot where the rules would capture it at once (a house) */
    dots_scalars s;
    uint8_t dot[DOTS_MAX_POINTS];    /* 0 empty, else the colour (team 1 or 2) of the dot */
    uint8_t owner[DOTS_MAX_POINTS];  /* 0, or the colour whose territory holds the point */
    uint8_t first[DOTS_MAX_POINTS];  /* the colour that first captured the dot here, 0 none */
    int32_t area[DOTS_MAX_POINTS];   /* 1 + the event that last took the point, 0 none */
    uint8_t border[DOTS_MAX_POINTS]; /* 1 on the field's edge */
    uint8_t sdot[DOTS_MAX_POINTS];   /* the start dots: 0, or the colour of the dot put there */
    /* Bit c set when point c is free (no dot, no territory): legal() walks set bits only. */
    uint64_t freebits[DOTS_FREE_WORDS];
    /* growable, deep-copied by clone */
    dots_hist *hist;
    int nhist, hist_cap;
    dots_cellrec *log;
    int nlog, log_cap;
    dots_event *ev;
    int ev_cap;
    /* ring=any: the chosen rings named so far, as step strings (see dots_ring_judge); a move
     * refers to one by index. A cache of names, not position: undo keeps it, clone copies it,
     * work copies start without it. */
    char **ringtab;
    int nring, ring_cap;
    /* scratch for flood fills: not part of the position */
    uint32_t gen;
    uint32_t mark[DOTS_MAX_POINTS];
    int32_t stack[DOTS_MAX_POINTS];
    int32_t reg[DOTS_MAX_POINTS];
} dots_pos;

static inline int dots_team(int seat)
{
    return (seat - 1) % 2 + 1;
}

/* The seat that answers an offer made by `seat`: the next seat in turn order, which is always
 * on the other team (odd seats are team 1, even seats team 2). */
static inline int dots_answerer(int seat, int players)
{
    return seat % players + 1;
}

/* A live dot of colour t: its dot is t and it lies in no enemy territory. */
static inline int dots_live(const dots_pos *p, int c, int t)
{
    return p->dot[c] == t && p->owner[c] != 3 - t;
}

static inline int dots_free_point(const dots_pos *p, int c)
{
    return p->dot[c] == 0 && p->owner[c] == 0;
}

/* Directions: 0 up (+W), 1 right, 2 down, 3 left; left of d is (d+3)%4. */
static inline int dots_step(const dots_pos *p, int d)
{
    return d == 0 ? p->w : d == 1 ? 1 : d == 2 ? -p->w : -1;
}

/* Keep point c's bit in freebits in step with its dot and owner. */
static inline void dots_sync_free(dots_pos *p, int c)
{
    uint64_t bit = (uint64_t)1 << (c & 63);
    if (dots_free_point(p, c)) p->freebits[c >> 6] |= bit;
    else p->freebits[c >> 6] &= ~bit;
}

/* The live dots of colour t among cells[0..n). */
static inline int dots_count_live(const dots_pos *p, const int32_t *cells, int n, int t)
{
    int k = 0;
    for (int i = 0; i < n; i++) k += dots_live(p, cells[i], t);
    return k;
}

/* The score of colour t as the report prints it (live, or the polish end scoring), komi
 * included: every judgement of the count (the end, win=N, ground=leader, the result, the bots)
 * reads it or board.c's live score, which holds komi too. */
double dots_score(const dots_pos *p, int t);
/* komi=K (komi.c): K is a real in halves ("0.5", "-1", "2"), |K| <= DOTS_KOMI_MAX; *half = 2K.
 * 0 on success; -1 when it is no such number, -2 when it is not a multiple of 1/2, -3 out of
 * range. The text is n bytes, no NUL needed. */
#define DOTS_KOMI_MAX DOTS_MAX_POINTS
int dots_komi_read(const char *text, size_t n, int *half);
/* komi's value in its canonical form ("0.5", "-1", "2") into out (at least 16 bytes). */
void dots_komi_write(int half, char *out, size_t cap);
/* The setup's komi=v into p->komi (after p->win is set): 0, or -1 with value-bad (key, value,
 * allowed) or komi-win (key, value, win: |K| >= N with win=N). */
int dots_komi_setup(dots_pos *p, const char *v, pd_error *err);
/* first=R: 1 when point c is a legal place for the side to move's dot as far as the first-dot
 * rule goes (always 1 once that seat has a dot, or with first=0; position.c). */
int dots_first_ok(const dots_pos *p, int c);
/* suicide=0 (KataGoDots' sui0): 1 when a dot of the side to move on free point c would be
 * captured at once — it falls into a house of the other colour and its own rings take nothing —
 * so the rules forbid it; always 0 under suicide=1 and Polish or zagram rules (board.c). The
 * trial runs on a work copy: p's scratch (reg, marks) is left as it was. */
int dots_suicide_trial(const dots_pos *p, int c);
static inline int dots_suicide(const dots_pos *p, int c)
{
    return p->no_suicide && !p->polish && dots_suicide_trial(p, c);
}
/* suicide=0: when the side to move has no free point it may put a dot on (every one left lies
 * in houses of the other colour), the field is as full as it can get and the game ends as a
 * complete one; called after each move (board.c) and at the start (rules.c). The search ends at
 * the first allowed point; a point with an open line to the edge passes at once. */
void dots_end_if_no_point(dots_pos *p);
/* A point the side to move may put its dot on, free point c given: dots_first_ok and not
 * dots_suicide (what legal() lists and every bot's move keeps to). */
static inline int dots_may_place(const dots_pos *p, int c)
{
    return dots_first_ok(p, c) && !dots_suicide(p, c);
}
/* Grounding allowed for the side to move now: always under ground=any; under ground=leader only
 * when its colour leads and every one of its live dots is joined to the edge (board.c). */
int dots_ground_allowed(dots_pos *p);
/* "ground-waiting": the colour not to move grounds now, between the other's moves (the online
 * sites let a player ground while the opponent thinks; playdots.ru's files record it). Allowed
 * under russian rules with ground=any; dots_waiting_seat is the seat that makes it: the last
 * seat of that colour that moved (its first seat before any has). board.c */
int dots_waiting_ground_allowed(const dots_pos *p);
int dots_waiting_seat(const dots_pos *p);

/* The start dots (start.c): lay a named figure of start.h on a new field; read the start=dots
 * list of key dotsa (color 1) or dotsb (color 2), tokens x-y joined by '.', onto it (-1 with
 * dots-token: not a point on the field, given twice, in both lists, empty, or more than
 * DOTS_START_DOTS_MAX); write a colour's start dots row by row from the bottom, left to right. */
void dots_start_lay(dots_pos *p, int start);
int dots_start_dots_read(dots_pos *p, const char *key, const char *val, int color, pd_error *err);
void dots_start_dots_write(const dots_pos *p, int color, pd_buf *out);

/* Polish count as if the game ended now (docs/spec.md §1.3): out[1], out[2] per colour (board.c). */
void dots_polish_count(const dots_pos *p, double out[3]);
/* A scratch copy (dots_work_free) with every pending polish enclosure committed the way the
 * count commits them (largest first): play on from it to see what goes beyond the count. */
dots_pos *dots_polish_committed(const dots_pos *p);
/* Apply a move that is legal for the side to move (board.c); returns the dots it captured,
 * for either side. dots_undo takes the last move back (-1 when there is none). */
int dots_apply(dots_pos *p, int move);
int dots_undo(dots_pos *p);

/* Every area enclosed by colour t's live dots: regions in p->reg, region i at
 * reg[off[i]] .. reg[off[i+1]), each starting at its lowest point. Returns the count (position.c). */
int dots_enclosed_all(dots_pos *p, int t, int *off);

/* A deep copy of a position (the family's clone: history, undo log and events too), freed with
 * dots_destroy; a scratch copy for fills and trial captures, without the history, which its
 * callers never read, freed with dots_work_free (position.c). */
void *dots_clone(const void *pos);
void dots_destroy(void *pos);
dots_pos *dots_work_copy(const dots_pos *p);
void dots_work_free(dots_pos *q);

/* The outer ring of capture event e as the board stands now: its wall points (the capturer's
 * dots around the region) in order, at most cap of them; returns how many (0 when a later
 * capture took the region). For SGF export, right after the move that made the event. */
int dots_event_ring(const dots_pos *p, int e, int32_t *ring, int cap);

/* ---- the position's lowest layer (position.c), below the rules engine and the rings ---- */

/* A closed region: cells p->reg[off .. off+len), low its lowest point. */
typedef struct dots_region {
    int off, len, low;
} dots_region;

/* Grow an array to twice its capacity (256 at first) of elements of size bytes; aborts when
 * memory runs out. */
void *dots_grow(void *a, int *cap, size_t size);
/* Reserve k flood-fill generations of p->mark; returns the first (marks below it are stale). */
uint32_t dots_new_gen(dots_pos *p, int k);
/* Flood-fill from seed over the points that are not live dots of colour t (position.c says
 * how); 1 when it meets the edge or an earlier fill of the batch [base, gen), else 0 with the
 * region in out[0..*n). */
int dots_fill(dots_pos *p, int seed, int t, uint32_t base, uint32_t gen, int32_t *out, int *n);
/* The lowest point of cells[0..n). */
int dots_lowest(const int32_t *cells, int n);
/* qsort order of dots_region: smaller first, equal sizes by their lowest point. */
int dots_cmp_region(const void *a, const void *b);
/* The regions a dot of colour t on c (placed already) closes, in p->reg, sorted smallest
 * first; returns how many (at most 4). */
int dots_closed_regions(dots_pos *p, int c, int t, dots_region *r);
/* 1 when closed region r becomes territory (a live enemy dot in it, or houses=capture). */
int dots_takes_region(const dots_pos *p, const dots_region *r, int t);

/* ---- chosen rings (ring=any; rings.c) ----
 * A chosen ring is written after its point as ':' and one digit per step, the directions of a
 * numeric keypad (8 up, 2 down, 4 left, 6 right, 7 9 1 3 the diagonals), walking from the new
 * dot around the ring and back to it: "5-5:6874" is not a ring, "5-4:9713" around 5-5 is. */

/* Judge the ring `steps` (NUL-terminated) for a dot of the side to move on free point c
 * (before or after it is placed). 0 when it is a ring the move may choose; then inside[] (n
 * bytes, zeroed by the caller) marks its interior, and *plain is 1 when the ring takes exactly
 * one of the areas the shortest rings take (the move is then the plain x-y). -1 with err set:
 * ring-syntax, ring-not-ring (leaves the field, crosses or touches itself, does not come back,
 * under 4 dots), ring-dot (param at: a point that is no live dot of the mover), ring-nothing (encloses
 * none of the areas this dot closes). */
int dots_ring_judge(const dots_pos *p, int c, const char *steps, uint8_t *inside, int *plain,
                    pd_error *err);
/* The points of the walk `steps` from c into pts (the first is c, the closing step not
 * repeated); returns how many, or -1 (ring-syntax, ring-not-ring; err may be NULL). seen is
 * n zeroed bytes of scratch, left zeroed (rings.c). */
int dots_ring_walk(const dots_pos *p, int c, const char *steps, int32_t *pts, uint8_t *seen,
                   pd_error *err);
/* Mark in inside[] the points strictly inside the polygon pts[0..n) (even-odd rule along each
 * row: a row y meets an edge from y to y+1 at that edge's end on row y); on is n zeroed bytes
 * of scratch. Returns how many (rings.c). */
int dots_ring_inside(const dots_pos *p, const int32_t *pts, int n, uint8_t *inside, uint8_t *on);
/* Polish and zagram rules: ring i (0-based) of the closing spec after "x-y!" (closing.c: ":steps"
 * or "a-b:steps", joined by '!') for a dot of the side to move on c, judged on p as it stands
 * (the dot placed, the spec's earlier rings taken): a walk of the mover's dots that lie in no
 * enclosure, around at least one live enemy dot. 0 with its interior marked in inside[]
 * (zeroed by the caller), 1 when the spec has no ring i, -1 with err set (ring-syntax,
 * ring-not-ring, ring-dot, ring-nothing). */
int dots_close_ring(const dots_pos *p, int c, const char *spec, int i, uint8_t *inside,
                    pd_error *err);
/* Judge a whole closing spec on a scratch copy of p for the side to move's dot on c (board.c):
 * 0, or -1 with err set as dots_close_ring. *plain is 1
 * when the rings take just what the plain x-y! takes (every enclosure with enemy dots). */
int dots_close_check(const dots_pos *p, int c, const char *spec, int *plain, pd_error *err);
/* The ring table index + 1 of steps (added when new): the bits a move carries (position.c,
 * with the copies that carry the table). */
int dots_ring_intern(dots_pos *p, const char *steps);

/* One way to close the areas a dot closes: steps "" for the shortest rings (the plain x-y),
 * else a chosen ring. takes: enemy dots the move captures; area: points that become the
 * mover's territory (dots included), listed in cells; ring: the chosen ring's points from the
 * new dot (npts of them; none for ""). */
typedef struct dots_ring_cand {
    char steps[DOTS_RING_MAX + 1];
    int takes, area, npts;
    int32_t ring[DOTS_RING_MAX + 1];
    int32_t cells[DOTS_MAX_POINTS]; /* the points that become territory, area of them */
} dots_ring_cand;

/* The candidates for a dot of the side to move on point c (ring=any, russian rules): the
 * shortest rings first when the dot closes anything, then chosen rings that take other points,
 * by area (smallest first), at most cap; found by a bounded search (docs/dots-rules.md "The chosen ring"). 0 when the dot
 * closes nothing or c is no legal point. */
int dots_ring_candidates(const dots_pos *p, int c, dots_ring_cand *out, int cap);

/* The family's parse_move and format_move (tokens.c): a token judged against the position
 * (syntax, range, legality; a chosen ring by dots_ring_judge) into a move, and back. */
int dots_parse_move(const void *pos, const char *tok, int *move, pd_error *err);
void dots_format_move(const void *pos, int move, pd_buf *out);

/* The family's fields of the geometry and state JSON (json.c; pd_family.geometry_fields and
 * state_fields). */
void dots_geometry_fields(const void *pos, pd_buf *out);
void dots_state_fields(const void *pos, pd_buf *out);

/* The family's choices and analyse hooks (json.c; pd_family.choices, .analyse). */
int dots_choices(const void *pos, const char *tok, int json, pd_buf *out, pd_error *err);
int dots_analysis_json(const void *pos, const pd_bot_opts *o, int64_t extra_nodes, pd_buf *out,
                       pd_error *err);

extern const pd_family pd_dots_family;

/* The bot, levels 1-4 (bot.c, with tactics.c and mcts.c behind tactics.h and mcts.h). */
int dots_bot(const void *pos, const pd_bot_opts *o, int *move, pd_error *err);

/* ---- the search to a horizon (horizon.c): `solve --depth N`, the article puzzles ---- */
#define DOTS_SEARCH_MAX_DEPTH 6
/* It tries every legal point, so its cost grows as the points to the power of the depth: on a
 * 20 x 20 field a 3-ply proof of every move takes about 2 s natively, docs/puzzles.md. */
#define DOTS_SEARCH_MAX_POINTS 400

/* 0 when p can be searched to depth plies; else -1 with err set (value-bad for the depth,
 * solve-field for a field over DOTS_SEARCH_MAX_POINTS, solve-seats for more than two players). */
int dots_search_check(const dots_pos *p, int depth, pd_error *err);
/* Every legal point's value (in legal order, *nmv of them; polish and zagram rules: each point's
 * "x-y!" too, after it, where it captures, so mv holds 2 p->n) and the position's (r): the best
 * change of the mover's margin (its colour's score minus the other's) that the mover can force
 * within depth plies, counted from before the move, exact (alpha-beta over every legal point).
 * Within the budget (ms, nodes; 0 none): a point not finished has known 0, and r->known is 0. */
int dots_search_moves(const dots_pos *p, int depth, int64_t ms, int64_t nodes, pd_solve_result *r,
                      pd_move_value *mv, int *nmv);
/* The same search over the free points of a window (win, nw) only, at any field size: both sides
 * play only there, so it is exact over the window alone (the caller says why that is enough).
 * mv: the window's free points in its order, each with its value (polish and zagram rules: each
 * followed by its "!" where that captures, so mv holds 2 nw). win NULL: every legal point. */
int dots_search_window(const dots_pos *p, const int *win, int nw, int depth, int64_t ms,
                       int64_t nodes, pd_solve_result *r, pd_move_value *mv, int *nmv);

/* ---- the analysis: the level-4 bot's judgement of a position, for the play page ---- */
#define DOTS_ANALYSIS_MOVES 5 /* the root moves an analysis reports */

/* One move of the tree's root. lead: the mean, over the playouts through the move, of the
 * mover's colour's score minus the other's where the playout stopped (playouts run a few dozen
 * moves past the tree, not to the end); reward: the mean of what the tree maximises (that lead
 * squashed to 0..1, 1 for a game won). */
typedef struct dots_move_stat {
    int move;   /* a point index */
    int visits; /* playouts through the move */
    double lead, reward;
} dots_move_stat;

typedef struct dots_analysis {
    int pick;           /* the move level 4 plays here (a move int, DOTS_CLOSE and the special
                         * codes included) */
    double forced_gain; /* > 0: the forcing reader's proven gain of dots behind pick */
    int nmoves;         /* entries of moves, most visited first */
    dots_move_stat moves[DOTS_ANALYSIS_MOVES];
    int64_t nodes; /* the budget used (one apply of the rules each) */
} dots_analysis;

/* Level 4's search on the position with stats kept (bot.c): the same move dots_bot plays with
 * the same budget and seed, and the tree's best root moves. The game is not over. */
int dots_analyse(const void *pos, const pd_bot_opts *o, dots_analysis *out, pd_error *err);

/* Threatened dots (tactics.c): threat[c] = 1 when the live dot on c can be surrounded by one
 * more dot of the other colour, 2 when by two (both within two points of the dot), 0
 * otherwise, for both colours at once and whoever is to move; each trial is one apply, at most
 * `nodes` of them (0: no limit). Returns how many dots are threatened. */
int dots_threats(const void *pos, int64_t nodes, uint8_t *threat);

#endif
