/* help.c — what `paperdots` says: each command's synopsis and output (docs/spec.md §2), and its
 * error lines. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

int cli_die(const pd_error *e)
{
    fprintf(stderr, "error: %s: %s\n", e->code, e->msg);
    return 2;
}

int cli_usage_error(const char *what)
{
    pd_error e;
    pd_fail(&e, "usage",
            "%s (usage: paperdots info|play|legal|structure|bot|solve|match|book SETUP ... | "
            "rings RECORD POINT | sgf-export RECORD [--pb NAME] [--pw NAME] [--dt DATE] | "
            "sgf-import FILE|-; "
            "paperdots help)",
            what);
    return cli_die(&e);
}

/* `paperdots help [COMMAND]`: each command's synopsis and what it prints (docs/spec.md §2). */
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
    {"structure", "SETUP [MOVE...]",
     "Boxes: the position as chains and loops, what the puzzles' themes are read from:\n"
     "capturable= (cells one side short), double_crosses= (free lines between two of them),\n"
     "safe= (lines leaving every cell they bound two sides free or more), safe_run= (how many\n"
     "of them can be drawn one after another, in line order), chains= and loops= (lengths of\n"
     "the runs of cells two sides short, longest first), end_chains= and end_loops= (the same\n"
     "once the safe run is drawn) and cells= (per cell its chain's length, minus its loop's,\n"
     "or 0).\n"
     "Shut In: the two sides' regions as the solver's race model reads them: apart= (0|1: no\n"
     "empty cell in both regions), regions= and shared= (empty cells in each, in both), sure=\n"
     "and most= (per seat the cells it can surely fill, the most it could), cells= (per cell 1\n"
     "in seat 1's region, 2 in seat 2's, 3 in both, else 0) and next= (per cell which seats\n"
     "could place there now, were it their turn: 1, 2, 3 both, else 0).\n"},
    {"bot", "SETUP [MOVE...] [--level 1..4] [--ms T] [--nodes N] [--seed S] [--book FILE]",
     "move= the bot's move. --level (default 4), --ms its time in milliseconds (default 1000),\n"
     "--nodes a node budget (with --nodes alone the move is the same on every run, natively and\n"
     "in WASM), --seed (default 1). It stops at whichever budget runs out first.\n"},
    {"solve",
     "SETUP [MOVE...] [--nodes N] [--ms T] [--table-mb M] [--moves] [--progress] [--depth D]",
     "The exact value with perfect play, two seats only:\n"
     "boxes: the side to move's future cells minus the other side's (normal play: the mover\n"
     "maximises; misere: minimises); shutin: +1 or -1 for the side to move. value=unknown when\n"
     "the budget runs out, then lo= and hi= when the search or a book proved bounds on it "
     "(boxes).\n"
     "Then nodes= and ms=. --moves adds one <token>=<value> line per legal\n"
     "move, counted from before the move; --table-mb caps the transposition table (MiB);\n"
     "--progress prints each step of the search on stderr.\n"
     "dots: no solver to the end; --depth D (1..6, required) searches every legal point D plies\n"
     "deep (fields of at most 400 points, two players): value= is the best change of the\n"
     "mover's score minus the other colour's within those plies, exact to that horizon; under\n"
     "polish and zagram rules each point plain and, where that captures, as x-y! too.\n"},
    {"book",
     "SETUP [MOVE...] --out FILE [--openings K] [--min-free F] [--table-mb M] [--progress] "
     "[--book FILE]",
     "Boxes, two seats: an opening book for the bots' solver. Solves the position (and with\n"
     "--openings K every position 1..K lines on) in one table, walks the proof of each one's\n"
     "value in it as soon as it is solved, and writes to FILE the positions those proofs need\n"
     "with at least F lines free (default: ten fewer than the position has); prints entries=,\n"
     "bytes=, value=, nodes= and ms=. FILE holds the book so far while the build runs (after the\n"
     "position's walk, then every 10 s at most; --progress says each time), so a long build that\n"
     "is stopped goes on with --book FILE: what that book proved is not solved again. bot, solve\n"
     "and match read books with --book FILE (any number of times).\n"},
    {"match",
     "SETUP --a L --b L [--games N] [--ms T | --nodes N] [--seed S] [--openings K] "
     "[--records 1] [--b-engine PATH]",
     "Bot level a against level b, two seats: a_wins= b_wins= draws= points_a= (win 1, draw\n"
     "1/2, as a share) margin= (a's mean score minus b's). a takes seat 1 in odd games; game k\n"
     "uses seed S+k. --openings K: K openings of a few random moves, each played twice with\n"
     "the seats swapped; --records 1 adds each game's record= line; --b-engine plays seat b with\n"
     "another paperdots binary (run as PATH bot ... for every move).\n"},
    {"sgf-export", "RECORD [--pb NAME] [--pw NAME] [--dt DATE]",
     "The SGF text (GM[40]) of a Dots record. --pb and --pw write the players' names (PB, PW:\n"
     "seat 1, Black, and seat 2, White), --dt the date the game was played (DT, YYYY-MM-DD).\n"},
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

int cli_help(const char *cmd)
{
    for (int i = 0; cmd && i < NCOMMANDS; i++)
        if (strcmp(commands[i].name, cmd) == 0) {
            printf("usage: paperdots %s %s\n\n%s", commands[i].name, commands[i].synopsis,
                   commands[i].text);
            return 0;
        }
    if (cmd) return cli_usage_error("help: unknown command");
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
