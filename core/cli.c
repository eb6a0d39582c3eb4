/* cli.c — `paperdots`, the reference command-line front end of the core (SPEC §2).
 * Output is key=value lines on stdout; any error prints one `error: code: message` line on
 * stderr, nothing on stdout, and exits with status 2. */
/* fork, execv, pipe and waitpid for `match --b-engine` */
#define _POSIX_C_SOURCE 200809L /* NOLINT(bugprone-reserved-identifier) */
#include <inttypes.h>
#include <sys/wait.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dots/dots.h"
#include "dots/sgf.h"
#include "game.h"
#include "match.h"

#define SGF_FILE_MAX (4 << 20) /* the largest SGF file sgf-import reads: far above any real game */
#define BOOK_FILE_MAX (256 << 20) /* the largest opening book --book reads */

static int die(const pd_error *e)
{
    fprintf(stderr, "error: %s: %s\n", e->code, e->msg);
    return 2;
}

/* Read a whole file ("-" = standard input) into *text, at most max bytes. */
static int read_all(const char *path, pd_buf *text, size_t max, pd_error *err)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) {
        pd_fail(err, "file-read", "cannot open %s", path);
        pd_param(err, "file", "%s", path);
        return -1;
    }
    char chunk[4096];
    size_t n;
    int rc = 0;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (text->len + n > max) {
            rc = pd_fail(err, "file-long", "%s is longer than %zu bytes", path, max);
            pd_param(err, "file", "%s", path);
            break;
        }
        pd_buf_putn(text, chunk, n);
    }
    if (rc == 0 && ferror(f)) {
        rc = pd_fail(err, "file-read", "cannot read %s", path);
        pd_param(err, "file", "%s", path);
    }
    if (f != stdin) fclose(f);
    return rc;
}

static int usage_error(const char *what)
{
    pd_error e;
    pd_fail(&e, "usage", "%s (usage: paperdots info|play|legal|bot|solve|match SETUP ... | sgf-export RECORD | sgf-import FILE|-; paperdots help)", what);
    return die(&e);
}

/* `paperdots help [COMMAND]`: each command's synopsis and what it prints (SPEC §2). */
static const struct {
    const char *name, *synopsis, *text;
} commands[] = {
    {"info", "SETUP",
     "The board a setup string makes: canonical= (the setup in canonical form), then per family\n"
     "boxes: dots= lines= cells= predrawn= (and for two seats book=, the name of the opening book\n"
     "its board would use); dots: points=; shutin: cells= blocked=.\n"},
    {"play", "SETUP [MOVE...]",
     "Plays the moves (each argument may be a '.'-joined list) and prints to_move= (seat 1-6,\n"
     "0 when over), scores= (one per seat, or per team), over= (0|1), winner= (the best seats,\n"
     "or draw; empty while the game goes on) and moves= (the tokens applied).\n"},
    {"legal", "SETUP [MOVE...]",
     "legal= the moves allowed now, in canonical order (empty when the game is over).\n"},
    {"bot", "SETUP [MOVE...] [--level 1..4] [--ms T] [--nodes N] [--seed S] [--book FILE]",
     "move= the bot's move. --level (default 4), --ms its time in milliseconds (default 1000),\n"
     "--nodes a node budget (with --nodes alone the move is the same on every run, natively and\n"
     "in WASM), --seed (default 1). It stops at whichever budget runs out first.\n"},
    {"solve", "SETUP [MOVE...] [--nodes N] [--ms T] [--table-mb M] [--moves] [--progress] [--depth D]",
     "The exact value with perfect play, two seats only:\n"
     "boxes: the side to move's future cells minus the other side's (normal play: the mover\n"
     "maximises; misere: minimises); shutin: +1 or -1 for the side to move. value=unknown when\n"
     "the budget runs out. Then nodes= and ms=. --moves adds one <token>=<value> line per legal\n"
     "move, counted from before the move; --table-mb caps the transposition table (MiB);\n"
     "--progress prints each step of the search on stderr.\n"
     "dots: no solver to the end; --depth D (1..6, required) searches every legal point D plies\n"
     "deep (fields of at most 144 points, two players, not polish): value= is the best change\n"
     "of the mover's score minus the other colour's within those plies, exact to that horizon.\n"},
    {"book", "SETUP [MOVE...] --out FILE [--openings K] [--min-free F] [--table-mb M] [--progress]",
     "Boxes, two seats: an opening book for the bots' solver. Solves the position (and with\n"
     "--openings K every position K lines on) in one table, then writes to FILE what the table\n"
     "holds about the positions reached from it with at least F lines free (default: ten fewer\n"
     "than the position has) and prints entries=, bytes=, value=, nodes= and ms=. bot, solve\n"
     "and match read books with --book FILE (any number of times).\n"},
    {"match", "SETUP --a L --b L [--games N] [--ms T | --nodes N] [--seed S] [--openings K] "
              "[--records 1] [--b-engine PATH]",
     "Bot level a against level b, two seats: a_wins= b_wins= draws= points_a= (win 1, draw\n"
     "1/2, as a share) margin= (a's mean score minus b's). a takes seat 1 in odd games; game k\n"
     "uses seed S+k. --openings K: K openings of a few random moves, each played twice with\n"
     "the seats swapped; --records 1 adds each game's record= line; --b-engine plays seat b with\n"
     "another paperdots binary (run as PATH bot ... for every move).\n"},
    {"sgf-export", "RECORD", "The SGF text (GM[40]) of a Dots record.\n"},
    {"rings", "RECORD POINT",
     "Dots, ring=any: the ways a dot of the side to move on POINT (x-y) closes what it closes,\n"
     "one line each: the move's token (x-y for the shortest rings, x-y:steps for a chosen ring),\n"
     "then takes= (enemy dots captured) and area= (points that become territory). Nothing when\n"
     "the dot closes nothing.\n"},
    {"sgf-import", "FILE|-",
     "record= the one-line record of a Dots SGF file (- reads standard input); a file Paperdots\n"
     "cannot play is an error sgf-....\n"},
};
#define NCOMMANDS ((int)(sizeof commands / sizeof commands[0]))

static int help(const char *cmd)
{
    for (int i = 0; cmd && i < NCOMMANDS; i++)
        if (strcmp(commands[i].name, cmd) == 0) {
            printf("usage: paperdots %s %s\n\n%s", commands[i].name, commands[i].synopsis,
                   commands[i].text);
            return 0;
        }
    if (cmd) return usage_error("help: unknown command");
    puts("paperdots — the Paperdots engine: the rules, bots and solver of Dots and Boxes (and its\n"
         "variants), Dots and Shut In, one key=value per line on stdout. On any error: nothing on\n"
         "stdout, one line error: <code>: <message> on stderr, exit status 2.\n\n"
         "SETUP is a setup string such as game=boxes&size=3x3, game=dots&size=15x15&start=cross\n"
         "or game=shutin&gravity=0 (quote it in a shell); a MOVE is a token such as 12 (boxes),\n"
         "4-5 (dots) or c1 (shutin).\n\ncommands:");
    for (int i = 0; i < NCOMMANDS; i++)
        printf("  paperdots %s %s\n", commands[i].name, commands[i].synopsis);
    puts("\npaperdots help COMMAND (or paperdots COMMAND --help) says what one command prints.");
    return 0;
}

typedef struct {
    const char *name;
    int64_t *val;
    int64_t lo, hi;
    int seen;
    int flag;          /* 1: takes no value, sets *val to 1 */
} opt;

/* Parse "--name VALUE" options (and "--flag" ones) out of argv (from index `from`); everything else is a move.
 * Returns -1 on a bad option (err filled). */
static int parse_args(int argc, char **argv, int from, opt *opts, int nopts, char **moves,
                      int *nmoves, pd_error *err)
{
    *nmoves = 0;
    for (int i = from; i < argc; i++) {
        if (strncmp(argv[i], "--", 2) != 0) {
            moves[(*nmoves)++] = argv[i];
            continue;
        }
        int k;
        for (k = 0; k < nopts; k++)
            if (strcmp(argv[i] + 2, opts[k].name) == 0) break;
        if (k == nopts) {
            pd_fail(err, "usage", "unknown option %s", argv[i]);
            return -1;
        }
        if (opts[k].seen++) {
            pd_fail(err, "usage", "option %s is given twice", argv[i]);
            return -1;
        }
        if (opts[k].flag) {
            *opts[k].val = 1;
            continue;
        }
        if (i + 1 >= argc) {
            pd_fail(err, "usage", "option %s needs a value", argv[i]);
            return -1;
        }
        char *end;
        const char *v = argv[++i];
        long long x = strtoll(v, &end, 10);
        if (!*v || *end || x < opts[k].lo || x > opts[k].hi) {
            pd_fail(err, "usage", "--%s %s is out of range (%" PRId64 "..%" PRId64 ")",
                    opts[k].name, v, opts[k].lo, opts[k].hi);
            return -1;
        }
        *opts[k].val = x;
    }
    return 0;
}

/* solve --progress: one line on stderr per step of the search. */
static void solve_progress(void *arg, int lo, int hi, int64_t nodes, int64_t ms)
{
    (void)arg;
    fprintf(stderr, "progress: value in [%d, %d] after %" PRId64 " nodes, %" PRId64 " ms\n", lo, hi,
            nodes, ms);
}

/* The game after SETUP and the moves (each argument may itself be a '.'-joined list). */
static pd_game *load(const char *setup, char **moves, int nmoves, pd_error *err)
{
    pd_game *g = pd_game_new(setup, err);
    for (int i = 0; g && i < nmoves; i++) {
        if (pd_game_play_list(g, moves[i], err)) {
            pd_game_free(g);
            g = NULL;
        }
    }
    return g;
}

/* match --b-engine PATH: seat b's move from another paperdots build, `PATH bot SETUP MOVES
 * --level L --ms M|--nodes N --seed S` run as a child process (no shell), its `move=TOKEN`
 * line parsed in the game's position. A new process per move: that engine keeps nothing
 * between moves. */
static int external_bot(void *arg, const pd_game *g, const pd_bot_opts *o, int *move,
                        pd_error *err)
{
    const char *path = arg;
    pd_buf setup = PD_BUF_INIT, list = PD_BUF_INIT;
    pd_game_canonical(g, &setup);
    pd_game_move_list(g, &list);
    char level[24], budget[24], seed[24];
    snprintf(level, sizeof level, "%d", o->level);
    snprintf(budget, sizeof budget, "%" PRId64, o->nodes > 0 ? o->nodes : o->ms);
    snprintf(seed, sizeof seed, "%" PRIu64, o->seed % INT64_MAX);
    char *args[12];
    int n = 0;
    args[n++] = (char *)path;
    args[n++] = "bot";
    args[n++] = (char *)pd_buf_str(&setup);
    if (list.len) args[n++] = (char *)pd_buf_str(&list);
    args[n++] = "--level";
    args[n++] = level;
    args[n++] = o->nodes > 0 ? "--nodes" : "--ms";
    args[n++] = budget;
    args[n++] = "--seed";
    args[n++] = seed;
    args[n] = NULL;
    int fd[2], rc = -1;
    char out[256];
    size_t len = 0;
    if (pipe(fd) == 0) {
        pid_t pid = fork();
        if (pid == 0) {
            dup2(fd[1], 1);
            close(fd[0]);
            close(fd[1]);
            execv(path, args);
            _exit(127);
        }
        close(fd[1]);
        ssize_t k;
        while (pid > 0 && (k = read(fd[0], out + len, sizeof out - 1 - len)) > 0) len += (size_t)k;
        close(fd[0]);
        int status = 0;
        if (pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
            WEXITSTATUS(status) == 0)
            rc = 0;
    }
    out[len] = 0;
    char *tok = strncmp(out, "move=", 5) == 0 ? out + 5 : NULL;
    if (tok) tok[strcspn(tok, "\n")] = 0;
    if (rc || !tok) rc = pd_fail(err, "engine", "engine %s gave no move", path);
    else rc = g->fam->parse_move(g->pos, tok, move, err);
    pd_buf_free(&setup);
    pd_buf_free(&list);
    return rc;
}

/* Take every "--name VALUE" pair out of argv (options with a text value; the numeric ones are
 * parse_args'); vals gets the values, at most cap. Returns how many, -1 when one has no value. */
static int take_text(int *argc, char **argv, const char *name, const char **vals, int cap)
{
    int n = 0;
    for (int i = 3; i < *argc;) {
        if (strcmp(argv[i], name) != 0) {
            i++;
            continue;
        }
        if (i + 1 == *argc || n == cap) return -1;
        vals[n++] = argv[i + 1];
        memmove(argv + i, argv + i + 2, sizeof *argv * (size_t)(*argc - i - 2));
        *argc -= 2;
    }
    return n;
}

/* --book FILE (bot, solve, match, book): take each book in before anything is searched. */
#define MAX_BOOKS 8
static int load_books(int *argc, char **argv, pd_error *err)
{
    const char *paths[MAX_BOOKS];
    int n = take_text(argc, argv, "--book", paths, MAX_BOOKS);
    if (n < 0) return pd_fail(err, "usage", "--book needs a FILE (at most %d books)", MAX_BOOKS);
    for (int i = 0; i < n; i++) {
        pd_buf data = PD_BUF_INIT;
        int bad = read_all(paths[i], &data, BOOK_FILE_MAX, err) ||
                  pd_book_load((const unsigned char *)(data.s ? data.s : ""), data.len, err);
        pd_buf_free(&data);
        if (bad) {
            pd_param(err, "file", "%s", paths[i]);
            char where[300];
            snprintf(where, sizeof where, "%s: ", paths[i]);
            pd_error_prefix(err, where);
            return -1;
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) return usage_error("no command");
    const char *cmd = argv[1];
    if (strcmp(cmd, "help") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0)
        return help(argc > 2 ? argv[2] : NULL);
    for (int i = 2; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) return help(cmd);
    if (argc < 3) return usage_error("no SETUP");
    pd_error err;
    pd_error_clear(&err);
    pd_buf out = PD_BUF_INIT;
    int64_t level = 4, ms = 0, nodes = 0, seed = 1, a = 0, b = 0, games = 10, openings = 0;
    int64_t records = 0;
    opt bot_opts[] = {{"level", &level, 1, 4, 0, 0},
                      {"ms", &ms, 1, 3600000, 0, 0},
                      {"nodes", &nodes, 1, INT64_C(1) << 50, 0, 0},
                      {"seed", &seed, 0, INT64_MAX, 0, 0}};
    int64_t per_move = 0, table_mib = 0, progress = 0, depth = 0;
    opt solve_opts[] = {{"ms", &ms, 1, 3600000, 0, 0},
                        {"nodes", &nodes, 1, INT64_C(1) << 50, 0, 0},
                        {"table-mb", &table_mib, 1, 4096, 0, 0},
                        {"moves", &per_move, 0, 1, 0, 1},
                        {"progress", &progress, 0, 1, 0, 1},
                        {"depth", &depth, 1, 6, 0, 0}};
    opt match_opts[] = {{"a", &a, 1, 4, 0, 0},        {"b", &b, 1, 4, 0, 0},
                        {"games", &games, 1, 100000, 0, 0}, {"ms", &ms, 1, 3600000, 0, 0},
                        {"nodes", &nodes, 1, INT64_C(1) << 50, 0, 0},
                        {"seed", &seed, 0, INT64_MAX, 0, 0},
                        {"openings", &openings, 1, 100000, 0, 0},
                        {"records", &records, 0, 1, 0, 0}};
    int64_t min_free = 0;
    opt book_opts[] = {{"openings", &openings, 0, 4, 0, 0},
                       {"min-free", &min_free, 1, 512, 0, 0},
                       {"table-mb", &table_mib, 1, 4096, 0, 0},
                       {"progress", &progress, 0, 1, 0, 1}};
    char **moves = malloc(sizeof(char *) * (size_t)argc);
    int nmoves = 0, rc = 0;
    pd_game *g = NULL;
    if (!moves) abort();
    if ((strcmp(cmd, "bot") == 0 || strcmp(cmd, "solve") == 0 || strcmp(cmd, "match") == 0 ||
         strcmp(cmd, "book") == 0) &&
        load_books(&argc, argv, &err)) {
        rc = die(&err);
        goto done;
    }

    if (strcmp(cmd, "info") == 0 || strcmp(cmd, "play") == 0 || strcmp(cmd, "legal") == 0) {
        if (strcmp(cmd, "info") == 0 && argc > 3) {
            rc = usage_error("info takes only SETUP");
            goto done;
        }
        if (parse_args(argc, argv, 3, NULL, 0, moves, &nmoves, &err) ||
            !(g = load(argv[2], moves, nmoves, &err))) {
            rc = die(&err);
            goto done;
        }
        if (cmd[0] == 'i') pd_game_info(g, &out);
        else if (cmd[0] == 'p') pd_game_report(g, &out);
        else {
            pd_buf_put(&out, "legal=");
            pd_game_legal(g, &out);
            pd_buf_putc(&out, '\n');
        }
    } else if (strcmp(cmd, "bot") == 0) {
        int move;
        if (parse_args(argc, argv, 3, bot_opts, 4, moves, &nmoves, &err) ||
            !(g = load(argv[2], moves, nmoves, &err))) {
            rc = die(&err);
            goto done;
        }
        if (!bot_opts[1].seen && !bot_opts[2].seen) ms = 1000;
        pd_bot_opts o = {(int)level, ms, nodes, (uint64_t)seed, NULL};
        if (pd_game_bot(g, &o, &move, &err)) {
            rc = die(&err);
            goto done;
        }
        pd_buf_put(&out, "move=");
        g->fam->format_move(g->pos, move, &out);
        pd_buf_putc(&out, '\n');
    } else if (strcmp(cmd, "solve") == 0) {
        pd_solve_result r = {0};
        if (parse_args(argc, argv, 3, solve_opts, 6, moves, &nmoves, &err) ||
            !(g = load(argv[2], moves, nmoves, &err))) {
            rc = die(&err);
            goto done;
        }
        pd_solve_opts o = {ms, nodes, table_mib, progress ? solve_progress : NULL, NULL, (int)depth};
        if (!per_move) {
            if (pd_game_solve(g, &o, &r, &err)) {
                rc = die(&err);
                goto done;
            }
            if (r.known) pd_buf_printf(&out, "value=%d\n", r.value);
            else pd_buf_put(&out, "value=unknown\n");
        } else {
            /* value=, then one "<token>=<value>" per legal move (SPEC §2) */
            pd_move_value *mv = malloc(sizeof *mv * (size_t)g->fam->max_legal(g->pos));
            int nmv;
            if (!mv) abort();
            if (pd_game_solve_moves(g, &o, &r, mv, &nmv, &err)) {
                free(mv);
                rc = die(&err);
                goto done;
            }
            if (r.known) pd_buf_printf(&out, "value=%d\n", r.value);
            else pd_buf_put(&out, "value=unknown\n");
            for (int i = 0; i < nmv; i++) {
                g->fam->format_move(g->pos, mv[i].move, &out);
                if (mv[i].known) pd_buf_printf(&out, "=%d\n", mv[i].value);
                else pd_buf_put(&out, "=unknown\n");
            }
            free(mv);
        }
        pd_buf_printf(&out, "nodes=%" PRId64 "\nms=%" PRId64 "\n", r.nodes, r.ms);
    } else if (strcmp(cmd, "book") == 0) {
        const char *path;
        pd_solve_result r = {0};
        if (take_text(&argc, argv, "--out", &path, 1) != 1) {
            rc = usage_error("book needs --out FILE (once)");
            goto done;
        }
        if (parse_args(argc, argv, 3, book_opts, 4, moves, &nmoves, &err) ||
            !(g = load(argv[2], moves, nmoves, &err))) {
            rc = die(&err);
            goto done;
        }
        pd_solve_opts o = {0, 0, table_mib, progress ? solve_progress : NULL, NULL, 0};
        pd_buf book = PD_BUF_INIT;
        FILE *f = NULL;
        int entries = pd_game_book_build(g, &o, (int)openings, (int)min_free, &book, &r, &err);
        size_t bytes = book.len;
        if (entries >= 0 &&
            (!(f = fopen(path, "wb")) || fwrite(book.s, 1, book.len, f) != book.len)) {
            pd_fail(&err, "file-write", "cannot write %s", path);
            pd_param(&err, "file", "%s", path);
        }
        if (f && fclose(f)) pd_fail(&err, "file-write", "cannot write %s", path);
        pd_buf_free(&book);
        if (err.code[0]) {
            rc = die(&err);
            goto done;
        }
        pd_buf_printf(&out, "entries=%d\nbytes=%zu\nvalue=%d\nnodes=%" PRId64 "\nms=%" PRId64 "\n",
                      entries, bytes, r.value, r.nodes, r.ms);
    } else if (strcmp(cmd, "sgf-export") == 0) {
        if (argc != 3) {
            rc = usage_error("sgf-export takes one RECORD");
            goto done;
        }
        if (dots_sgf_export(argv[2], &out, &err)) {
            rc = die(&err);
            goto done;
        }
    } else if (strcmp(cmd, "rings") == 0) {
        int move;
        if (argc != 4) {
            rc = usage_error("rings takes one RECORD and one POINT");
            goto done;
        }
        if (!(g = pd_game_from_record(argv[2], &err))) {
            rc = die(&err);
            goto done;
        }
        if (g->fam != &pd_dots_family) {
            pd_fail(&err, "rings-game", "rings lists the rings of a Dots move (game is %s)", g->fam->name);
            rc = die(&err);
            goto done;
        }
        if (pd_game_over(g)) {
            pd_fail(&err, "game-over", "the game is over");
            rc = die(&err);
            goto done;
        }
        if (g->fam->parse_move(g->pos, argv[3], &move, &err) || move < 0) {
            if (move < 0) pd_fail(&err, "point-syntax", "%s is not a point x-y", argv[3]);
            rc = die(&err);
            goto done;
        }
        dots_ring_cand *cand = malloc(sizeof *cand * DOTS_RING_CANDIDATES);
        if (!cand) abort();
        int n = dots_ring_candidates(g->pos, move & DOTS_POINT_MASK, cand, DOTS_RING_CANDIDATES);
        for (int i = 0; i < n; i++)
            pd_buf_printf(&out, "%s%s%s takes=%d area=%d\n", argv[3], cand[i].steps[0] ? ":" : "",
                          cand[i].steps, cand[i].takes, cand[i].area);
        free(cand);
    } else if (strcmp(cmd, "sgf-import") == 0) {
        if (argc != 3) {
            rc = usage_error("sgf-import takes one FILE (or - for standard input)");
            goto done;
        }
        pd_buf text = PD_BUF_INIT;
        if (read_all(argv[2], &text, SGF_FILE_MAX, &err)) {
            pd_buf_free(&text);
            rc = die(&err);
            goto done;
        }
        pd_buf_put(&out, "record=");
        int bad = dots_sgf_import(pd_buf_str(&text), text.len, &out, &err);
        pd_buf_free(&text);
        if (bad) {
            rc = die(&err);
            goto done;
        }
        pd_buf_putc(&out, '\n');
    } else if (strcmp(cmd, "match") == 0) {
        /* --b-engine PATH is the one option with a text value: taken out before the others */
        const char *engine = NULL;
        for (int i = 3; i < argc; i++)
            if (strcmp(argv[i], "--b-engine") == 0) {
                if (i + 1 == argc) {
                    rc = usage_error("--b-engine needs the PATH of a paperdots binary");
                    goto done;
                }
                engine = argv[i + 1];
                memmove(argv + i, argv + i + 2, sizeof *argv * (size_t)(argc - i - 2));
                argc -= 2;
                break;
            }
        if (parse_args(argc, argv, 3, match_opts, 8, moves, &nmoves, &err)) {
            rc = die(&err);
            goto done;
        }
        if (nmoves) {
            rc = usage_error("match takes SETUP and options only");
            goto done;
        }
        if (!match_opts[0].seen || !match_opts[1].seen) {
            rc = usage_error("match needs --a and --b");
            goto done;
        }
        if (match_opts[3].seen && match_opts[4].seen) {
            rc = usage_error("match takes --ms or --nodes, not both");
            goto done;
        }
        if (!match_opts[3].seen && !match_opts[4].seen) ms = 1000;
        pd_buf recs = PD_BUF_INIT;
        pd_match_opts mo = {(int)a,         (int)b, (int)games, ms, nodes, (uint64_t)seed,
                            (int)openings, engine ? external_bot : NULL, (void *)engine,
                            records ? &recs : NULL};
        pd_match_result mr;
        if (pd_match(argv[2], &mo, &mr, &err)) {
            pd_buf_free(&recs);
            rc = die(&err);
            goto done;
        }
        pd_match_report(&mr, &out);
        pd_buf_put(&out, pd_buf_str(&recs));    /* --records 1: the games' record= lines */
        pd_buf_free(&recs);
    } else {
        rc = usage_error("unknown command");
        goto done;
    }
    fputs(pd_buf_str(&out), stdout);
done:
    pd_game_free(g);
    pd_buf_free(&out);
    free(moves);
    return rc;
}
