/* test_dots_doubles.c — Dots double threats (issue 42): positions where the last move opened two
 * closing points at once against the side to move (bench/data/dots-doubles.jsonl, mined from
 * games against oppai). For each position the test proves, by a short exhaustive search, which
 * moves save the most (the file's "saving" list must be exactly that set, and blocking one of the
 * closing points, the wrong one, must save less), and level 4 must choose a saving move (at a node budget, so
 * the choice is the same on every machine). `make strength` tracks the same positions at a time
 * budget (the dots-doubles row).
 *
 * The proof: every move of the side to move within two points of the closing points and of the
 * dots they would take, then three more plies (reply, answer, reply) over the same window, by
 * alpha-beta on the score difference; a move's value is the side to move's score change.
 *
 * Run with `--mine FILE` (lines "name record", as bench/strength.mjs --records writes them) it
 * walks every position of every game instead and prints, as lines of that file, the positions
 * where the last move made a double threat and the proof's saving moves (at most MAX_SAVING) save
 * more than the wrong block. */
#include <stdio.h>

#include "support.h"
#include "common/clock.h"
#include "dots/ai.h"

#define DOUBLES_FILE "bench/data/dots-doubles.jsonl"
#define PROOF_PLIES 3     /* after the first move */
#define RADIUS 2          /* the window around the closing points and the dots they take */
#define MAX_SAVING 3      /* a position with more saving moves tests little */
#define MAX_WIN 96
#define MIN_POSITIONS 8

static double diff(const dots_pos *p, int t) { return dots_score(p, t) - dots_score(p, 3 - t); }

/* The closing points of the other colour against the side to move (where its dot captures). */
static int closing_points(dots_pos *p, int *out)
{
    int t = dots_team(p->s.to_move), eseat = dots_enemy_seat(p, p->s.to_move), k = 0;
    pd_budget b;
    pd_budget_start(&b, 0, 0);
    for (int c = 0; c < p->n && k < MAX_WIN; c++)
        if (dots_free_point(p, c) && dots_touching(p, c, 3 - t) >= 2 && dots_gain(p, eseat, c, &b) > 0)
            out[k++] = c;
    return k;
}

static void mark_around(const dots_pos *p, int c, uint8_t *in)
{
    for (int dy = -RADIUS; dy <= RADIUS; dy++)
        for (int dx = -RADIUS; dx <= RADIUS; dx++) {
            int x = c % p->w + dx, y = c / p->w + dy;
            if (x >= 0 && y >= 0 && x < p->w && y < p->h) in[y * p->w + x] = 1;
        }
}

/* The window: free points within RADIUS of a closing point or of a dot one would take. */
static int window_of(dots_pos *p, const int *cps, int ncp, int *win)
{
    uint8_t *in = calloc((size_t)p->n, 1);
    int seat = p->s.to_move, t = dots_team(seat), eseat = dots_enemy_seat(p, seat), k = 0;
    for (int i = 0; i < ncp; i++) {
        mark_around(p, cps[i], in);
        p->s.to_move = eseat;
        dots_apply(p, cps[i]);
        for (int c = 0; c < p->n; c++)
            if (p->dot[c] == t && p->owner[c] == 3 - t) mark_around(p, c, in);
        dots_undo(p);
        p->s.to_move = seat;
    }
    for (int c = 0; c < p->n && k < MAX_WIN; c++)
        if (in[c] && dots_free_point(p, c)) win[k++] = c;
    free(in);
    return k;
}

/* Negamax with alpha-beta over the window: the best score difference for colour me, the
 * colour to move here (the game may be over: then the difference as it stands). */
static double search(dots_pos *p, const int *win, int nw, int depth, double alpha, double beta, int me)
{
    if (depth == 0 || !p->s.to_move) return diff(p, me);
    double best = -1e9;
    int any = 0;
    for (int i = 0; i < nw; i++) {
        if (!dots_free_point(p, win[i])) continue;
        any = 1;
        dots_apply(p, win[i]);
        /* an extra move keeps the same colour to move */
        double v = p->s.to_move && dots_team(p->s.to_move) == me
                       ? search(p, win, nw, depth - 1, alpha, beta, me)
                       : -search(p, win, nw, depth - 1, -beta, -alpha, 3 - me);
        dots_undo(p);
        if (v > best) best = v;
        if (best > alpha) alpha = best;
        if (alpha >= beta) break;
    }
    return any ? best : diff(p, me);
}

/* The value (score change for the side to move) of every window move. */
static void prove(dots_pos *p, const int *win, int nw, double *value)
{
    int t = dots_team(p->s.to_move);
    double before = diff(p, t);
    for (int i = 0; i < nw; i++) {
        dots_apply(p, win[i]);
        double v = p->s.to_move && dots_team(p->s.to_move) == t
                       ? search(p, win, nw, PROOF_PLIES, -1e9, 1e9, t)
                       : -search(p, win, nw, PROOF_PLIES, -1e9, 1e9, 3 - t);
        dots_undo(p);
        value[i] = v - before;
    }
}

typedef struct proof {
    int ncp, nw, nsave;
    int cps[MAX_WIN], win[MAX_WIN], save[MAX_WIN];
    double value[MAX_WIN], best, worst_block;
} proof;

/* Proves the position; returns 1 when it is a double threat where the choice matters: the best
 * answer saves more than blocking one of the closing points (the one that loses most). */
static int proved(pd_game *g, proof *pr)
{
    dots_pos *p = g->pos;
    pr->ncp = closing_points(p, pr->cps);
    pr->nsave = 0;
    if (pr->ncp < 2) return 0;
    pr->nw = window_of(p, pr->cps, pr->ncp, pr->win);
    prove(p, pr->win, pr->nw, pr->value);
    pr->best = -1e9;
    pr->worst_block = 1e9;
    for (int i = 0; i < pr->nw; i++) {
        if (pr->value[i] > pr->best) pr->best = pr->value[i];
        for (int j = 0; j < pr->ncp; j++)
            if (pr->win[i] == pr->cps[j] && pr->value[i] < pr->worst_block) pr->worst_block = pr->value[i];
    }
    for (int i = 0; i < pr->nw; i++)
        if (pr->value[i] == pr->best) pr->save[pr->nsave++] = pr->win[i];
    return pr->best > pr->worst_block;
}

static char *token(const pd_game *g, int m)
{
    pd_buf b = PD_BUF_INIT;
    g->fam->format_move(g->pos, m, &b);
    return pd_buf_take(&b);
}

/* ---- the file: one JSON object a line, {"name": …, "record": …, "saving": "x-y x-y"} ---- */

typedef struct position {
    char name[64], record[8192], saving[256];
} position;

static int field(const char *line, const char *key, char *out, size_t cap)
{
    char pat[32];
    snprintf(pat, sizeof pat, "\"%s\": \"", key);
    const char *s = strstr(line, pat);
    if (!s) return 0;
    s += strlen(pat);
    const char *e = strchr(s, '"');
    if (!e || (size_t)(e - s) >= cap) return 0;
    memcpy(out, s, (size_t)(e - s));
    out[e - s] = 0;
    return 1;
}

static position *load(int *n)
{
    FILE *fp = fopen(DOUBLES_FILE, "r");
    if (!fp) fail_msg("cannot open %s", DOUBLES_FILE);
    static char line[16384];
    position *ps = NULL;
    int k = 0;
    if (!fgets(line, sizeof line, fp)) fail_msg("%s is empty", DOUBLES_FILE); /* the header */
    while (fgets(line, sizeof line, fp)) {
        ps = realloc(ps, sizeof *ps * (size_t)(k + 1));
        if (!field(line, "name", ps[k].name, sizeof ps[k].name) ||
            !field(line, "record", ps[k].record, sizeof ps[k].record) ||
            !field(line, "saving", ps[k].saving, sizeof ps[k].saving))
            fail_msg("%s: line %d lacks name, record or saving", DOUBLES_FILE, k + 2);
        k++;
    }
    fclose(fp);
    *n = k;
    return ps;
}

/* The saving moves, as the file writes them. */
static void saving_text(const pd_game *g, const proof *pr, char *out, size_t cap)
{
    out[0] = 0;
    for (int i = 0; i < pr->nsave; i++) {
        char *t = token(g, pr->save[i]);
        if (i) strncat(out, " ", cap - strlen(out) - 1);
        strncat(out, t, cap - strlen(out) - 1);
        free(t);
    }
}

/* Every position: a double threat, the proof gives exactly the listed saving moves (at most
 * MAX_SAVING), and they save more than blocking the wrong closing point. */
static void test_proofs(void **state)
{
    int n;
    position *ps = load(&n);
    for (int i = 0; i < n; i++) {
        pd_game *g = must_game(ps[i].record);
        proof pr;
        if (!proved(g, &pr)) fail_msg("%s: no double threat whose best answer beats a block", ps[i].name);
        char got[256];
        saving_text(g, &pr, got, sizeof got);
        if (strcmp(got, ps[i].saving) != 0)
            fail_msg("%s: the proof's saving moves are \"%s\", the file has \"%s\"", ps[i].name, got, ps[i].saving);
        assert_true(pr.nsave <= MAX_SAVING);
        pd_game_free(g);
    }
    free(ps);
    assert_true(n >= MIN_POSITIONS);
}

/* Level 4 finds a saving move in every position (20000 nodes a move). */
static void test_level4_saves(void **state)
{
    int n;
    position *ps = load(&n);
    for (int i = 0; i < n; i++) {
        pd_game *g = must_game(ps[i].record);
        pd_bot_opts o = {4, 0, 20000, 1, NULL};
        int m;
        pd_error e;
        if (pd_game_bot(g, &o, &m, &e)) fail_msg("%s: %s", ps[i].name, e.msg);
        char *t = token(g, m);
        char padded[300];
        snprintf(padded, sizeof padded, " %s ", ps[i].saving);
        char want[32];
        snprintf(want, sizeof want, " %s ", t);
        if (!strstr(padded, want)) fail_msg("%s: level 4 played %s, saving: %s", ps[i].name, t, ps[i].saving);
        free(t);
        pd_game_free(g);
    }
    free(ps);
}

/* The answers level 4 reads before its tree: the saving move is among them, valued best. */
static void test_answers(void **state)
{
    int n;
    position *ps = load(&n);
    for (int i = 0; i < n; i++) {
        pd_game *g = must_game(ps[i].record);
        pd_game *copy = pd_game_clone(g);
        dots_pos *p = copy->pos;
        int ans[DOTS_MAX_ANSWERS];
        double val[DOTS_MAX_ANSWERS];
        pd_budget b;
        pd_budget_start(&b, 0, 0);
        int na = dots_double_answers(p, 2, 1, ans, val, DOTS_MAX_ANSWERS, &b);
        if (na < 2) fail_msg("%s: %d answers read", ps[i].name, na);
        char *t = token(g, ans[0]);
        char padded[300], want[32];
        snprintf(padded, sizeof padded, " %s ", ps[i].saving);
        snprintf(want, sizeof want, " %s ", t);
        if (!strstr(padded, want)) fail_msg("%s: the best answer read is %s, saving: %s", ps[i].name, t, ps[i].saving);
        free(t);
        pd_game_free(copy);
        pd_game_free(g);
    }
    free(ps);
}

/* --mine FILE: print the positions of FILE's games that make good tests. */
static int mine(const char *path)
{
    FILE *fp = fopen(path, "r");
    if (!fp) {
        fprintf(stderr, "cannot open %s\n", path);
        return 2;
    }
    static char line[16384];
    int game = 0;
    while (fgets(line, sizeof line, fp)) {
        game++;
        char *sp = strchr(line, ' '), *nl = strchr(line, '\n');
        if (!sp) continue;
        if (nl) *nl = 0;
        *sp = 0;
        const char *record = sp + 1, *moves = strstr(record, "&moves=");
        if (!moves) continue;
        char setup[256];
        snprintf(setup, sizeof setup, "%.*s", (int)(moves - record), record);
        pd_error e;
        pd_game *g = pd_game_from_record(setup, &e);
        char list[8192];
        snprintf(list, sizeof list, "%s", moves + 7);
        int before = 0, k = 0;
        for (char *tok = list, *next; tok && *tok && g && !pd_game_over(g); tok = next) {
            next = strchr(tok, '.');
            if (next) *next++ = 0;
            if (pd_game_play(g, tok, &e)) break;
            k++;
            proof pr;
            int now = closing_points(g->pos, pr.cps);
            /* the last move opened the second closing point (or more) */
            if (getenv("PD_MINE_DEBUG") && now >= 2) {
                int ok = proved(g, &pr);
                fprintf(stderr, "%s g%d m%d: %d closing points (before %d): proved %d best %.1f worst block %.1f, %d saving, window %d\n", line, game, k, now, before, ok, pr.best, pr.worst_block, pr.nsave, pr.nw);
            }
            if (k > 4 && now >= 2 && before < 2 && proved(g, &pr) && pr.nsave <= MAX_SAVING) {
                char sv[256];
                saving_text(g, &pr, sv, sizeof sv);
                pd_buf rec = PD_BUF_INIT;
                pd_game_record(g, &rec);
                printf("{\"name\": \"%s-g%d-m%d\", \"record\": \"%s\", \"saving\": \"%s\", \"gain\": %.1f}\n", line, game, k,
                       pd_buf_str(&rec), sv, pr.best - pr.worst_block);
                fflush(stdout);
                pd_buf_free(&rec);
            }
            before = now;
        }
        if (g) pd_game_free(g);
    }
    fclose(fp);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--mine") == 0) return mine(argv[2]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_proofs),
        cmocka_unit_test(test_answers),
        cmocka_unit_test(test_level4_saves),
    };
    return cmocka_run_group_tests_name("dots-doubles", tests, NULL, NULL);
}
