/* sgf.h — Dots (GM[40]) SGF files to and from Paperdots records, without the rules engine.
 *
 * The dialect (read from the files of zagram.org, playdots.ru, kropki.dl.pl and the "SGF for
 * Kropki" note of eidokropki.reaktywni.pl; docs/spec.md §1.3):
 * - One game tree `(;root;move;move…)`. The root holds FF[4]GM[40]CA[UTF-8]AP[…]SZ[W:H] (SZ[n]
 *   for a square board, as FF[4] asks), RU, the start dots in AB/AW, and game info (PB, PW, DT,
 *   RE, TM…). Every later node holds one move: B[..] (seat 1) or W[..] (seat 2), colours
 *   alternating, Black first.
 * - A point is two letters, column then row, counted from the TOP-left: a–z = 1..26,
 *   A–Z = 27..52. Paperdots counts rows from the bottom: y_sgf (0-based) = H − y.
 * - A move that closes rings writes them after the dot, each ring as '.' and its border points
 *   in order, the first point repeated at the end: W[ce.cecfdgefdece]; several rings are several
 *   '.' groups: W[gg.cfdgefdecf.ggghhiihjgifhfgg]. Rings are what the engine reports; the record
 *   does not need them (the rules find every capture again), so import keeps them only in this
 *   structure and export writes what the engine hands over.
 *   A ring goes on the move that closed it, whoever owns it: readers take a ring's colour
 *   from its dots (the Kropki note says so), so a house captured on the enemy's move is
 *   written on that move.
 * - B[] / W[] (an empty move) is grounding (SPEC): the `ground` token.
 * - Every Paperdots rule set (the sites have no properties for these; Paperdots' own, written
 *   and read only by Paperdots, docs/sgf.md): RU[polish] for rules=polish (RU[russian]
 *   otherwise); PDS[key=value&…] in the root for the other setup keys that differ from their
 *   defaults, in canonical order; PDC[] on a move node
 *   for polish `x-y!` (its rings follow the dot as usual); a node with PDA[B] or PDA[W] (and no
 *   B/W) for `agree` by that colour — an offer, or the acceptance right after one; PDD[B] /
 *   PDD[W] for `decline`; PDP[B] / PDP[W] for `pass` (an extra move given up, extra=may).
 *   PDS keys: place, first, houses, ring, extra, freeing, win, ground, players.
 *   A chosen ring (`x-y:steps`, ring=any) is written as the move's first ring, from the dot in
 *   the steps' order; import reads a move's first ring as its chosen ring (sgf_game.c). B and W are the two colours (teams); with offers, extra moves or
 *   teams the colours need not alternate, and the rules engine judges whose turn each is.
 * - RE[B+R] / RE[W+R] (also "+Resign", any case) is a resignation: when the loser is the side to
 *   move after the last move, the record ends with `resign`. RE[B+T] / RE[W+T] (also "+Time")
 *   is a loss on time (FF[4]'s "T"): the record then ends with `flag` the same way.
 *
 * Choices where the SPEC is silent (tested in tests/native/test_dots_sgf.c):
 * - Only the main line of the FIRST game tree is read (the first child at every fork);
 *   variations and further game trees are checked for syntax and otherwise skipped.
 * - A UTF-8 byte-order mark and whitespace may come before the first '('; after the last ')'
 *   only whitespace. Property identifiers may hold FF[3]-style lowercase letters, which are
 *   dropped (FF[4] §2.2). Values of GM, SZ, RE are trimmed of surrounding whitespace; points
 *   are not.
 * - GM missing means Go (FF[4] default) and is an error; FF, CA, AP, HA, ranks,
 *   comments, markup and TB/TW territory are ignored; KM is komi (sgf_katago.c).
 * - Times (FF[4]) are kept beside the record, which has no place for them: TM (main time, in
 *   the root), OT (the overtime text, root, printable ASCII, at most 47 bytes) and BL / WL (the
 *   time Black / White had left after the move in that node; a BL on a White move, or a time on
 *   a node without a move, is ignored). Times are reals ("630", "628.5") kept in tenths of a
 *   second; a time that is no such number, negative, or over 10^7 seconds is ignored. Paperdots
 *   writes a per-move clock as TM[0]OT[20 s per move] and total + bonus as TM[300]OT[5 min +
 *   5 s] (dots_sgf_export_timed); a loss on time is RE[B+T] / RE[W+T].
 *   The players' names (PB, PW) and the date (DT) are kept beside the record too, as game
 *   information (the core's games hold no names: they live in the site's seats): PB / PW as
 *   UTF-8 (dots_sgf_text: a control character becomes a space, a byte that is not UTF-8 '?'),
 *   trimmed, at most 127 bytes; DT as printable ASCII (other bytes '?'), trimmed, at most 31
 *   bytes. Only the root's are read. Export writes them when it is given them (the site: the
 *   seats' names and the day the game was played; the CLI: --pb, --pw, --dt).
 *   RE is kept as printable ASCII (other bytes become '?'), trimmed, at most 31 bytes.
 * - AB/AW hold single points or FF[4] rectangles ("aa:bb"). When they are exactly the dots of a
 *   named figure (cross, cross4, cross2, zcross, dcross; start.h) the start is that figure; with
 *   PDS place=N they must be random4's dots for that seed (else sgf-unsupported, what=start);
 *   any other dots are start=dots (dotsa from AB, dotsb from AW), judged by the rules. The colour
 *   that moves first is PL, else the first move's; White first makes the start start=dots with
 *   turn=2 (zagram's HA[4]). AB/AW after the root and AE anywhere are sgf-unsupported.
 * - A ring may be written closed (first point repeated, as the sites do) or open; it is stored
 *   open. A ring needs at least one point; rings are not checked for shape.
 * - Not representable, so sgf-unsupported: a move with several values (but playdots' last node
 *   of several points is a grounding by the other colour, sgf_read.c; ground-turn when that
 *   colour is not to move), two moves in one node, a ring without a dot (W[.cecf…], "just a
 *   stop" in some rulesets), more moves than points. The other programs' dialects (start crosses
 *   written as moves, W[resign], RE[X+G], zagram's RU flags): sgf_dialect.c and docs/sgf.md.
 * - Grounding ends the game: a move after B[]/W[] is sgf-order (expected "end").
 * - Export writes every record import gives back: any setup of the keys above, tokens x-y,
 *   x-y!, agree, decline, ground, resign and flag (the last three only at the end). Export followed by
 *   import returns the same record (in canonical form: every key, in order).
 * - RU "polish" (any case) is rules=polish; zagram's flags are read by sgf_dialect.c (sgf-rules
 *   for a value Paperdots does not play; MustSurr=0,MinArea=0 is rules=zagram, whose closing
 *   moves are the rings written after the dot, and a counted RE ends it by agreement); other
 *   values import as russian. Under polish and zagram rules a closing move's rings are the rings
 *   its x-y! names (sgf_game.c); export writes rules=zagram as zagram's own RU flags. GM, SZ, RU or PL
 *   twice in the root is sgf-repeated.
 * - Export layout: the root on one line — FF GM CA AP SZ RU KM PDS AB AW PL PB PW DT RE TM OT — then the move
 *   nodes (each move's BL or WL after it), ten to a line, then ")" and a newline. A resignation is written as RE[W+R] / RE[B+R] only, a
 *   loss on time as RE[W+T] / RE[B+T].
 *
 * Errors (pd_error code, named parameters):
 *   sgf-syntax       offset (byte, 0-based), line, col (1-based), expected
 *   sgf-game         value                       GM is not 40 (missing: value "1");
 *                                                export: a game other than dots
 *   sgf-size         value, min, max             SZ missing, malformed or out of 5..52
 *   sgf-point        prop, node, value           bad letters, off the board, odd ring
 *   sgf-unsupported  what (start, setup-node, AE, move-values, moves-in-node,
 *                    ring-without-dot, moves, grounding-points; export: setup), node + prop
 *                    (in a node; grounding-points: node, taken, closed), key + value (export)
 *   sgf-order        node, color, expected       a colour out of turn, a move after grounding
 *   sgf-rules        flag, value                 a zagram RU flag value Paperdots does not play;
 *                                                KataGoDots' sui0 or a flag it does not know
 *   sgf-komi         prop, value                 KM (or RU's komiK) not a real in halves within
 *                                                ±DOTS_KOMI_MAX
 *   sgf-repeated     prop, node                  GM, SZ, RU or PL twice in the root
 *   sgf-record       move + token, or key        a bad record or ring handed to export (a
 *                                                bad value gets the setup codes size-syntax,
 *                                                size-range, value-bad)
 * node is the 0-based index of the node along the main line (the root is node 0).
 */
#ifndef PD_DOTS_SGF_H
#define PD_DOTS_SGF_H

#include <stddef.h>

#include "common/buf.h"
#include "common/error.h"
#include "game.h"

#define DOTS_SGF_MIN_SIZE 3 /* DOTS_MIN_SIDE (dots.h) */
#define DOTS_SGF_MAX_SIZE 52
/* No legal game has more moves than points (plus a final grounding). */
#define DOTS_SGF_MAX_MOVES (DOTS_SGF_MAX_SIZE * DOTS_SGF_MAX_SIZE + 1)

enum { DOTS_SGF_BLACK = 1, DOTS_SGF_WHITE = 2 }; /* seat 1 = B, seat 2 = W */
enum {
    DOTS_SGF_DOT = 0,
    DOTS_SGF_GROUND = 1,
    DOTS_SGF_AGREE = 2,
    DOTS_SGF_DECLINE = 3,
    DOTS_SGF_PASS = 4
};

/* A point in Paperdots' notation: x 1..W from the left, y 1..H from the bottom. */
typedef struct dots_sgf_point {
    int x, y;
} dots_sgf_point;

typedef struct dots_sgf_move {
    int color;         /* DOTS_SGF_BLACK or DOTS_SGF_WHITE */
    int kind;          /* DOTS_SGF_DOT, _GROUND, _AGREE (offer or acceptance), _DECLINE, _PASS */
    dots_sgf_point at; /* the dot (DOTS_SGF_DOT only) */
    int node;          /* node index in the file (0 for exports) */
    int close;         /* polish `x-y!` (PDC[] on the node) */
    int has_left;      /* 1 when BL / WL gave the mover's time left after this move */
    int left;          /* that time, tenths of a second */
    int points;        /* a grounding read from playdots' final node of several points: their
                          count (the node's colour is the other one, whose dots they are) */
    int first;         /* and where they are in pts: pts[first .. first+points-1] */
} dots_sgf_move;

/* One ring after a move's dot: pts[first .. first+len-1] of the owning dots_sgf, open (the
 * first point is not repeated). Rings are kept in the order of their moves. */
typedef struct dots_sgf_ring {
    int move; /* index into moves */
    int first, len;
} dots_sgf_ring;

/* The neutral form of one game. Initialise with dots_sgf_init, release with dots_sgf_free. */
typedef struct dots_sgf {
    int w, h;
    dots_sgf_point *add[2]; /* start dots: add[0] from AB (Black), add[1] from AW (White) */
    int nadd[2], capadd[2];
    dots_sgf_move *moves;
    int nmoves, capmoves;
    dots_sgf_ring *rings;
    int nrings, caprings;
    dots_sgf_point *pts; /* the points of every ring */
    int npts, cappts;
    char result[32]; /* RE, trimmed and cut to fit; "" when absent */
    int polish;      /* 1 RU[polish], 2 rules=zagram (MustSurr=0: sgf_dialect.c) */
    int place;       /* random4's seed (PDS place=N), 0 for the other starts */
    int turn;        /* PL (the colour to move first): DOTS_SGF_BLACK / _WHITE, 0 absent */
    int agreed_end;  /* the dialect ended a zagram territory game by agreement (sgf_dialect.c):
                        the last two moves are its agree; dropped when the board is full */
    int resign_node; /* the node of a move B[resign] / W[resign] (DotsGame), 0 none */
    int resign_color;
    char ru[128];   /* RU as written (printable, cut to fit): the sites' rule strings */
    char ap[48];    /* AP, the writing program, trimmed (printable, cut to fit); "" absent */
    char km[24];    /* KM as written, trimmed (printable, cut to fit); "" when absent */
    int komi;       /* komi=K in half points (2K): KM read by sgf_katago.c, or the record's */
    char keys[128]; /* PDS: the setup keys besides size, start and rules that differ
                                from their defaults ("houses=capture&extra=1"), "" none */
    int has_tm;     /* 1 when TM gave the main time */
    int tm;         /* TM, tenths of a second */
    char ot[48];    /* OT, trimmed and cut to fit; "" when absent */
    char pb[128];   /* PB, Black's (seat 1's) name as UTF-8 (dots_sgf_text); "" when absent */
    char pw[128];   /* PW, White's (seat 2's) name, the same way */
    char dt[32];    /* DT, the date(s) of the game, printable ASCII, trimmed; "" when absent */
} dots_sgf;

/* What an export writes beside the record (sgf_game.c dots_sgf_export_with): the game clock,
 * and the game information the record has no place for, the players' names and the date. */
typedef struct dots_sgf_time {
    int has_tm;
    int tm;          /* main time, tenths of a second */
    const char *ot;  /* overtime text, NULL or "" for none */
    const int *left; /* per move of the record: the mover's time left after it, tenths;
                                -1 unknown. NULL: none known */
    int nleft;
    const char *pb, *pw; /* PB / PW, the players' names (UTF-8), NULL or "" for none */
    const char *dt;      /* DT, the date played ("2026-12-01"), NULL or "" for none */
} dots_sgf_time;

void dots_sgf_init(dots_sgf *s);
/* Free what s holds and leave it initialised (empty). */
void dots_sgf_free(dots_sgf *s);

/* ---- shared by the SGF files: the storage (sgf_form.c) and one letter ---- */
/* p grown to hold at least need elements of elem bytes (capacity in *cap, doubling from 8);
 * aborts when memory runs out. */
void *dots_sgf_grow(void *p, int *cap, int need, size_t elem);
/* Append a start dot of colour index c (0 black, 1 white), a move, a point of the last ring
 * opened, or a new ring after move `move`; each grows its array (aborts when memory runs out). */
void dots_sgf_add_start(dots_sgf *s, int c, int x, int y);
void dots_sgf_add_move(dots_sgf *s, int color, int kind, dots_sgf_point at, int node);
void dots_sgf_add_ring_point(dots_sgf *s, dots_sgf_point p);
void dots_sgf_open_ring(dots_sgf *s, int move);
/* Copy n bytes of untrusted text for a message: non-printable bytes become '?'. */
void dots_sgf_shown(const char *p, size_t n, char *out, size_t cap);
/* The same, then trimmed of white space at the end (a value cut to fit is trimmed after). */
void dots_sgf_shown_trim(const char *p, size_t n, char *out, size_t cap);
/* Copy n bytes of a SimpleText value meant for people (a player's name) as UTF-8: valid UTF-8
 * is kept, a control character (a line break, a tab) becomes a space, any byte that is not
 * UTF-8 becomes '?'; trimmed of spaces, and cut at the end of a character to fit cap. Copying
 * the result again gives it unchanged. */
void dots_sgf_text(const char *p, size_t n, char *out, size_t cap);
/* White space between SGF tokens (and trimmed off values). */
static inline int dots_sgf_is_ws(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
/* 'B' for DOTS_SGF_BLACK, 'W' for DOTS_SGF_WHITE. */
static inline char dots_sgf_color_letter(int color)
{
    return color == DOTS_SGF_BLACK ? 'B' : 'W';
}

/* ---- reading (sgf_read.c), the record (sgf_record.c), writing (sgf_write.c) ---- */

/* Read SGF text (len bytes, no NUL needed) into *out, which must be initialised; it is cleared
 * first. 0 on success; -1 with err filled (sgf-syntax, sgf-game, sgf-size, sgf-point,
 * sgf-unsupported) and *out left empty. Never reads past len; memory stays proportional to len. */
int dots_sgf_parse(const char *text, size_t len, dots_sgf *out, pd_error *err);

/* The other programs' ways of writing a game, turned into this form after reading
 * (sgf_dialect.c): a move B[resign] / W[resign] becomes RE; start dots written as the first
 * moves, out of turn (playdots.ru), become AB/AW; zagram.org's RU flags are checked (sgf-rules
 * for a flag value Paperdots does not play), InstantWin=N becomes win=N, and MustSurr=0 with
 * MinArea=0 rules=zagram (closing moves, an agreed end). -1 with err set. */
int dots_sgf_dialect(dots_sgf *s, pd_error *err);
/* KataGoDots' way (sgf_katago.c, called by dots_sgf_dialect): KM (a real in halves) becomes
 * s->komi (sgf-komi when it is no such number or out of range); an RU in KataGoDots' grammar
 * ("Dots", or dotsCaptureEmptyBase0/1, startPosIsRandom0/1, sui0/1, komiK run together) is
 * read: dotsCaptureEmptyBase1 is houses=capture, sui0 is sgf-rules (Paperdots does not play
 * it). 1 when RU was KataGoDots', 0 when not, -1 with err set. */
int dots_sgf_katago(dots_sgf *s, pd_error *err);

/* Append Paperdots' one-line record (canonical setup with every key, "&moves=", tokens joined
 * by '.') to *record. -1 on sgf-unsupported (start) or sgf-order; *record is then unchanged.
 * Rings are not part of the record. Whether the moves are legal is the rules engine's call:
 * play the record (pd_game_from_record) to find out. */
int dots_sgf_to_record(const dots_sgf *s, pd_buf *record, pd_error *err);

/* The colour that resigned or lost on time by RE (B+R, B+T: White), 0 when RE says neither. */
int dots_sgf_resigned(const dots_sgf *s);
/* 1 when RE says the loser ran out of time (B+T / W+T), else 0. */
int dots_sgf_flagged(const dots_sgf *s);

/* Append the SGF text of *s to *out (the layout in the header comment). */
void dots_sgf_write(const dots_sgf *s, pd_buf *out);

/* Add a ring of n >= 1 points (open: do not repeat the first point) to move `move` of *s.
 * Rings must be added in the order of their moves. -1 (sgf-record) when the move index is out
 * of range or goes back, the move is a grounding, n < 1, or a point is off the board. */
int dots_sgf_add_ring(dots_sgf *s, int move, const dots_sgf_point *pts, int n, pd_error *err);

/* Called once per move k (0-based) of the record by dots_sgf_from_record, to add the rings the
 * engine reports for that move with dots_sgf_add_ring(s, k, …). Returns 0, or -1 with err set. */
typedef int (*dots_sgf_rings_fn)(void *ctx, dots_sgf *s, int k, pd_error *err);

/* Export: turn a dots record ("game=dots&…&moves=…", keys in any order, defaults for missing
 * ones) into SGF text appended to *sgf. rings may be NULL (no rings written). -1 with err set
 * (sgf-game, sgf-record, sgf-unsupported, size-syntax, size-range, or the callback's error);
 * *sgf is then unchanged. */
int dots_sgf_from_record(const char *record, dots_sgf_rings_fn rings, void *ctx, pd_buf *sgf,
                         pd_error *err);
/* The same with the game clock's times (TM, OT, BL / WL) written too; time may be NULL. */
int dots_sgf_from_record_timed(const char *record, dots_sgf_rings_fn rings, void *ctx,
                               const dots_sgf_time *time, pd_buf *sgf, pd_error *err);

/* ---- whole games (sgf_game.c): the rules judge and report ----
 * The games are made by `make` (family.h pd_game_maker: a front end passes
 * pd_game_from_record), so that the family's import and export hooks (pd_family.import,
 * .export) never call up into the registry. */

/* Export a dots record as SGF with the rings each move closed (the engine's capture outlines).
 * The record is played first: any record error, or sgf-game for another family. The game
 * clock's times, the names and the date are written too when time is not NULL. */
int dots_sgf_export_with(pd_game_maker make, const char *record, const dots_sgf_time *time,
                         pd_buf *sgf, pd_error *err);
/* The clock, names and date of an export as text, one "key=value" a line (what the WASM
 * export takes): tm=<ms>, ot=<text>, pb=<name>, pw=<name>, dt=<date> (a text to the end of its
 * line), left=<ms or ->,… one per move. Unknown keys and bad numbers are ignored. The strings
 * of *time point into buf (cap bytes, shared by them in the order they come; a text that no
 * longer fits is cut), ints into left_buf (cap_left). */
void dots_sgf_time_read(const char *text, dots_sgf_time *time, char *buf, size_t cap, int *left_buf,
                        int cap_left);
/* The times, names and date of SGF text as JSON, {"tm":ms|null,"ot":"…"|null,
 * "left":[ms|null,…] (one per move of the file),"pb":"…"|null,"pw":"…"|null,"dt":"…"|null},
 * appended to *out; -1 with err set when the file does not parse. */
int dots_sgf_time_json(const char *text, size_t len, pd_buf *out, pd_error *err);
/* Import SGF text as the canonical record (appended to *record), every move judged by the
 * rules: the SGF layer's errors, or sgf-move (params move, token, reason = the engine's code). */
int dots_sgf_import_with(pd_game_maker make, const char *text, size_t len, pd_buf *record,
                         pd_error *err);

/* Import's reading of a move's rings (sgf_rings.c). The token that names move k's rings, from
 * its plain token (written to tok, cap bytes): under ring=any its first ring as the chosen ring
 * ("x-y:steps", turned to start at the dot); for a closing move (close) every ring it closes
 * ("x-y!" then ":steps" for a ring through the dot, "a-b:steps" from the ring's first point
 * for one elsewhere, joined by '!'). 0 when a ring cannot be named so. */
int dots_sgf_ring_token(const dots_sgf *s, int k, const char *plain, char *tok, size_t cap);
/* Play move k's plain x-y! (tok) on g and keep it when the rings its captures make are the rings
 * the file writes for it (as point sets, as Paperdots' export writes them); else take it back.
 * 1 when kept. */
int dots_sgf_plain_as_written(pd_game *g, const dots_sgf *s, int k, const char *tok);

/* The family's record hooks (pd_family.import and .export, formats "sgf" and "sgf-times"). */
int dots_record_import(const char *format, const char *text, size_t len, pd_game_maker make,
                       pd_buf *out, pd_error *err);
int dots_record_export(const char *format, const char *record, const char *opts, pd_game_maker make,
                       pd_buf *out, pd_error *err);

#endif
