/* main.c — `paperdots`, the reference command-line front end of the core (docs/spec.md §2).
 * Output is key=value lines on stdout; any error prints one `error: code: message` line on
 * stderr, nothing on stdout, and exits with status 2. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "game.h"
#include "match.h"

typedef struct {
    const char *name;
    int64_t *val;
    int64_t lo, hi;
    int seen;
    int flag; /* 1: takes no value, sets *val to 1 */
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

/* book's checkpoint: the book so far to --out; with --progress, a line saying so. */
typedef struct book_out {
    const char *path;
    int progress;
} book_out;

static void book_checkpoint(void *arg, const char *book, size_t len, int entries)
{
    const book_out *bo = arg;
    int bad = cli_write_all(bo->path, book, len);
    if (bo->progress || bad)
        fprintf(stderr, "%s: %d entries so far%s\n", bo->path, entries,
                bad ? " (cannot write it)" : "");
}

/* solve's value= line; unsolved, the bounds proved (lo= and hi=), when there are any. */
static void solve_value(pd_buf *out, const pd_solve_result *r)
{
    if (r->known) pd_buf_printf(out, "value=%d\n", r->value);
    else if (r->bounded) pd_buf_printf(out, "value=unknown\nlo=%d\nhi=%d\n", r->lo, r->hi);
    else pd_buf_put(out, "value=unknown\n");
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

int main(int argc, char **argv)
{
    if (argc < 2) return cli_usage_error("no command");
    const char *cmd = argv[1];
    if (strcmp(cmd, "help") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0)
        return cli_help(argc > 2 ? argv[2] : NULL);
    for (int i = 2; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) return cli_help(cmd);
    if (argc < 3) return cli_usage_error("no SETUP");
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
    opt solve_opts[] = {
        {"ms", &ms, 1, 3600000, 0, 0},           {"nodes", &nodes, 1, INT64_C(1) << 50, 0, 0},
        {"table-mb", &table_mib, 1, 4096, 0, 0}, {"moves", &per_move, 0, 1, 0, 1},
        {"progress", &progress, 0, 1, 0, 1},     {"depth", &depth, 1, 6, 0, 0}};
    opt match_opts[] = {{"a", &a, 1, 4, 0, 0},
                        {"b", &b, 1, 4, 0, 0},
                        {"games", &games, 1, 100000, 0, 0},
                        {"ms", &ms, 1, 3600000, 0, 0},
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
        cli_load_books(&argc, argv, &err)) {
        rc = cli_die(&err);
        goto done;
    }

    if (strcmp(cmd, "info") == 0 || strcmp(cmd, "play") == 0 || strcmp(cmd, "legal") == 0 ||
        strcmp(cmd, "structure") == 0) {
        if (strcmp(cmd, "info") == 0 && argc > 3) {
            rc = cli_usage_error("info takes only SETUP");
            goto done;
        }
        if (parse_args(argc, argv, 3, NULL, 0, moves, &nmoves, &err) ||
            !(g = load(argv[2], moves, nmoves, &err))) {
            rc = cli_die(&err);
            goto done;
        }
        if (cmd[0] == 'i') pd_game_info(g, &out);
        else if (cmd[0] == 'p') pd_game_report(g, &out);
        else if (cmd[0] == 's') {
            if (pd_game_structure(g, 0, &out, &err)) {
                rc = cli_die(&err);
                goto done;
            }
        } else {
            pd_buf_put(&out, "legal=");
            pd_game_legal(g, &out);
            pd_buf_putc(&out, '\n');
        }
    } else if (strcmp(cmd, "bot") == 0) {
        int move;
        if (parse_args(argc, argv, 3, bot_opts, 4, moves, &nmoves, &err) ||
            !(g = load(argv[2], moves, nmoves, &err))) {
            rc = cli_die(&err);
            goto done;
        }
        if (!bot_opts[1].seen && !bot_opts[2].seen) ms = 1000;
        pd_bot_opts o = {(int)level, ms, nodes, (uint64_t)seed, NULL};
        if (pd_game_bot(g, &o, &move, &err)) {
            rc = cli_die(&err);
            goto done;
        }
        pd_buf_put(&out, "move=");
        g->fam->format_move(g->pos, move, &out);
        pd_buf_putc(&out, '\n');
    } else if (strcmp(cmd, "solve") == 0) {
        pd_solve_result r = {0};
        if (parse_args(argc, argv, 3, solve_opts, 6, moves, &nmoves, &err) ||
            !(g = load(argv[2], moves, nmoves, &err))) {
            rc = cli_die(&err);
            goto done;
        }
        pd_solve_opts o = {.ms = ms,
                           .nodes = nodes,
                           .table_mib = table_mib,
                           .progress = progress ? solve_progress : NULL,
                           .depth = (int)depth};
        if (!per_move) {
            if (pd_game_solve(g, &o, &r, &err)) {
                rc = cli_die(&err);
                goto done;
            }
            solve_value(&out, &r);
        } else {
            /* value=, then one "<token>=<value>" per legal move (docs/spec.md §2) */
            pd_move_value *mv = malloc(sizeof *mv * (size_t)g->fam->max_legal(g->pos));
            int nmv;
            if (!mv) abort();
            if (pd_game_solve_moves(g, &o, &r, mv, &nmv, &err)) {
                free(mv);
                rc = cli_die(&err);
                goto done;
            }
            solve_value(&out, &r);
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
        if (cli_take_text(&argc, argv, "--out", &path, 1) != 1) {
            rc = cli_usage_error("book needs --out FILE (once)");
            goto done;
        }
        if (parse_args(argc, argv, 3, book_opts, 4, moves, &nmoves, &err) ||
            !(g = load(argv[2], moves, nmoves, &err))) {
            rc = cli_die(&err);
            goto done;
        }
        /* the book so far goes to FILE as the build goes (a stopped build keeps it: --book
         * FILE goes on from there), the whole one at the end */
        book_out bo = {path, (int)progress};
        pd_solve_opts o = {.table_mib = table_mib,
                           .progress = progress ? solve_progress : NULL,
                           .checkpoint = book_checkpoint,
                           .checkpoint_arg = &bo};
        pd_buf book = PD_BUF_INIT;
        int entries = pd_game_book_build(g, &o, (int)openings, (int)min_free, &book, &r, &err);
        size_t bytes = book.len;
        if (entries >= 0 && cli_write_all(path, book.s, book.len)) {
            pd_fail(&err, "file-write", "cannot write %s", path);
            pd_param(&err, "file", "%s", path);
        }
        pd_buf_free(&book);
        if (err.code[0]) {
            rc = cli_die(&err);
            goto done;
        }
        pd_buf_printf(&out, "entries=%d\nbytes=%zu\nvalue=%d\nnodes=%" PRId64 "\nms=%" PRId64 "\n",
                      entries, bytes, r.value, r.nodes, r.ms);
    } else if (strcmp(cmd, "sgf-export") == 0) {
        /* --pb NAME, --pw NAME, --dt DATE: the game information written as PB, PW and DT
         * (the format's options: lines pb=, pw=, dt=, a line break in a value a space) */
        pd_buf opts = PD_BUF_INIT;
        int bad = argc < 3 || (argc - 3) % 2;
        for (int i = 3; !bad && i < argc; i += 2) {
            const char *key = strcmp(argv[i], "--pb") == 0   ? "pb"
                              : strcmp(argv[i], "--pw") == 0 ? "pw"
                              : strcmp(argv[i], "--dt") == 0 ? "dt"
                                                             : NULL;
            if (!key) {
                bad = 1;
                break;
            }
            pd_buf_printf(&opts, "%s=", key);
            for (const char *c = argv[i + 1]; *c; c++) {
                char ch = *c; /* a name is one line of the options */
                if (ch == '\n' || ch == '\r') ch = ' ';
                pd_buf_putc(&opts, ch);
            }
            pd_buf_putc(&opts, '\n');
        }
        if (bad) {
            pd_buf_free(&opts);
            rc = cli_usage_error(
                "sgf-export takes one RECORD, then --pb NAME, --pw NAME, --dt DATE");
            goto done;
        }
        int failed =
            pd_record_export("sgf", argv[2], argc > 3 ? pd_buf_str(&opts) : NULL, &out, &err);
        pd_buf_free(&opts);
        if (failed) {
            rc = cli_die(&err);
            goto done;
        }
    } else if (strcmp(cmd, "rings") == 0) {
        if (argc != 4) {
            rc = cli_usage_error("rings takes one RECORD and one POINT");
            goto done;
        }
        if (!(g = pd_game_from_record(argv[2], &err))) {
            rc = cli_die(&err);
            goto done;
        }
        /* the family's choices for a move (Dots: the rings a dot closes) */
        if (pd_game_choices(g, argv[3], 0, &out, &err)) {
            rc = cli_die(&err);
            goto done;
        }
    } else if (strcmp(cmd, "sgf-import") == 0) {
        if (argc != 3) {
            rc = cli_usage_error("sgf-import takes one FILE (or - for standard input)");
            goto done;
        }
        pd_buf text = PD_BUF_INIT;
        if (cli_read_all(argv[2], &text, SGF_FILE_MAX, &err)) {
            pd_buf_free(&text);
            rc = cli_die(&err);
            goto done;
        }
        pd_buf_put(&out, "record=");
        int bad = pd_record_import("sgf", pd_buf_str(&text), text.len, &out, &err);
        pd_buf_free(&text);
        if (bad) {
            rc = cli_die(&err);
            goto done;
        }
        pd_buf_putc(&out, '\n');
    } else if (strcmp(cmd, "match") == 0) {
        /* --b-engine PATH is the one option with a text value: taken out before the others */
        const char *engine = NULL;
        for (int i = 3; i < argc; i++)
            if (strcmp(argv[i], "--b-engine") == 0) {
                if (i + 1 == argc) {
                    rc = cli_usage_error("--b-engine needs the PATH of a paperdots binary");
                    goto done;
                }
                engine = argv[i + 1];
                memmove(argv + i, argv + i + 2, sizeof *argv * (size_t)(argc - i - 2));
                argc -= 2;
                break;
            }
        if (parse_args(argc, argv, 3, match_opts, 8, moves, &nmoves, &err)) {
            rc = cli_die(&err);
            goto done;
        }
        if (nmoves) {
            rc = cli_usage_error("match takes SETUP and options only");
            goto done;
        }
        if (!match_opts[0].seen || !match_opts[1].seen) {
            rc = cli_usage_error("match needs --a and --b");
            goto done;
        }
        if (match_opts[3].seen && match_opts[4].seen) {
            rc = cli_usage_error("match takes --ms or --nodes, not both");
            goto done;
        }
        if (!match_opts[3].seen && !match_opts[4].seen) ms = 1000;
        pd_buf recs = PD_BUF_INIT;
        pd_match_opts mo = {(int)a,         (int)b,
                            (int)games,     ms,
                            nodes,          (uint64_t)seed,
                            (int)openings,  engine ? cli_external_bot : NULL,
                            (void *)engine, records ? &recs : NULL};
        pd_match_result mr;
        if (pd_match(argv[2], &mo, &mr, &err)) {
            pd_buf_free(&recs);
            rc = cli_die(&err);
            goto done;
        }
        pd_match_report(&mr, &out);
        pd_buf_put(&out, pd_buf_str(&recs)); /* --records 1: the games' record= lines */
        pd_buf_free(&recs);
    } else {
        rc = cli_usage_error("unknown command");
        goto done;
    }
    fputs(pd_buf_str(&out), stdout);
done:
    pd_game_free(g);
    pd_buf_free(&out);
    free(moves);
    return rc;
}
