/* io.c — what `paperdots` reads, writes and runs besides the core: files (SGF, opening books),
 * text options, and another paperdots build as match's seat b. */
/* fork, execv, pipe and waitpid for `match --b-engine` */
#define _POSIX_C_SOURCE 200809L /* NOLINT(bugprone-reserved-identifier) */
#include <inttypes.h>
#include <sys/wait.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Read a whole file ("-" = standard input) into *text, at most max bytes. */
int cli_read_all(const char *path, pd_buf *text, size_t max, pd_error *err)
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

/* Write bytes to path whole or not at all (path.part, then renamed over path). */
int cli_write_all(const char *path, const char *bytes, size_t len)
{
    size_t n = strlen(path) + sizeof ".part";
    char *tmp = malloc(n);
    if (!tmp) abort();
    snprintf(tmp, n, "%s.part", path);
    FILE *f = fopen(tmp, "wb");
    int bad = !f || fwrite(bytes, 1, len, f) != len;
    if (f && fclose(f)) bad = 1;
    if (!bad && rename(tmp, path)) bad = 1;
    if (bad) remove(tmp);
    free(tmp);
    return bad ? -1 : 0;
}

/* match --b-engine PATH: seat b's move from another paperdots build, `PATH bot SETUP MOVES
 * --level L --ms M|--nodes N --seed S` run as a child process (no shell), its `move=TOKEN`
 * line parsed in the game's position. A new process per move: that engine keeps nothing
 * between moves. */
int cli_external_bot(void *arg, const pd_game *g, const pd_bot_opts *o, int *move, pd_error *err)
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
int cli_take_text(int *argc, char **argv, const char *name, const char **vals, int cap)
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

/* --book FILE (bot, solve, match, book): take each book in before anything is searched (at most
 * MAX_BOOKS). */
#define MAX_BOOKS 8
int cli_load_books(int *argc, char **argv, pd_error *err)
{
    const char *paths[MAX_BOOKS];
    int n = cli_take_text(argc, argv, "--book", paths, MAX_BOOKS);
    if (n < 0) return pd_fail(err, "usage", "--book needs a FILE (at most %d books)", MAX_BOOKS);
    for (int i = 0; i < n; i++) {
        pd_buf data = PD_BUF_INIT;
        int bad = cli_read_all(paths[i], &data, BOOK_FILE_MAX, err) ||
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
