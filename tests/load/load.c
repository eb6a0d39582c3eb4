/* load.c — `make load`: 10,000 random games per family natively (tests/load/load.h says what
 * each game checks). Usage: build/load [GAMES_PER_FAMILY] [SEED]. Prints one line per family
 * and exits 1 at the first broken invariant, naming the record. */
#include <time.h>

#include "load.h"

int main(int argc, char **argv)
{
    long games = argc > 1 ? strtol(argv[1], NULL, 10) : 10000;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    int failed = 0;
    for (int i = 0; i < LOAD_NFAMILIES; i++) {
        load_totals t = {0};
        char why[4096];
        clock_t c0 = clock();
        int bad =
            load_family_run(&LOAD_FAMILIES[i], games, seed + (uint64_t)i, &t, why, sizeof why);
        double secs = (double)(clock() - c0) / CLOCKS_PER_SEC;
        printf("load native %-7s %6ld games %8ld moves %7ld bot moves %8ld undos %6.1fs  %s\n",
               LOAD_FAMILIES[i].name, t.games, t.moves, t.bot_moves, t.undos, secs,
               bad ? "FAILED" : "ok");
        if (bad) {
            printf("  %s\n", why);
            failed = 1;
        }
    }
    return failed;
}
