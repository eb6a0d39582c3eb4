/* cli.h — what the parts of `paperdots` (the files of cli/: the command-line front end, not
 * part of the core's library or the WASM modules) share: its messages, its files and other
 * engines. */
#ifndef PD_CLI_H
#define PD_CLI_H

#include <stddef.h>

#include "game.h"

#define SGF_FILE_MAX (4 << 20) /* the largest SGF file sgf-import reads: far above any real game */
#define BOOK_FILE_MAX (256 << 20) /* the largest opening book --book reads */

/* help.c: print an error (one `error: code: message` line on stderr) and return the exit
 * status 2; a usage error; `paperdots help [COMMAND]` (NULL: every command). */
int cli_die(const pd_error *e);
int cli_usage_error(const char *what);
int cli_help(const char *cmd);

/* io.c: read a whole file ("-" = standard input) into *text, at most max bytes; write len
 * bytes to a file whole or not at all (0, or -1 with nothing changed at path); take every
 * "NAME VALUE" pair out of argv from index 3 (options with a text value), at most cap, returning
 * how many (-1: one has no value, or too many); take each --book FILE in (pd_book_load);
 * seat b's move from another paperdots build (match --b-engine: arg is its path). */
int cli_read_all(const char *path, pd_buf *text, size_t max, pd_error *err);
int cli_write_all(const char *path, const char *bytes, size_t len);
int cli_take_text(int *argc, char **argv, const char *name, const char **vals, int cap);
int cli_load_books(int *argc, char **argv, pd_error *err);
int cli_external_bot(void *arg, const pd_game *g, const pd_bot_opts *o, int *move, pd_error *err);

#endif
