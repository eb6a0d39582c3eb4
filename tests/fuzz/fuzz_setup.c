/* fuzz_setup.c — libFuzzer target: any bytes as a record (setup + moves), then every report,
 * JSON export, legal list, undo and a level-1 bot move must work without a crash. The corpus
 * (tests/fuzz/corpus) seeds every family: boxes, shutin and dots (seed*, dots*). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 2048) return 0;
    char *s = malloc(size + 1);
    memcpy(s, data, size);
    s[size] = 0;
    pd_error err;
    /* The input may hold an extra move list after a newline: played token by token. */
    char *nl = strchr(s, '\n');
    if (nl) *nl = 0;
    pd_game *g = pd_game_from_record(s, &err);
    if (g) {
        if (nl) {
            pd_game_play_list(g, nl + 1, &err);
            pd_game_play(g, nl + 1, &err);
        }
        pd_buf b = PD_BUF_INIT;
        pd_game_report(g, &b);
        pd_game_info(g, &b);
        pd_game_legal(g, &b);
        pd_game_record(g, &b);
        pd_game_geometry(g, &b);
        pd_game_state(g, &b);
        for (int k = 0; k <= g->nmoves; k++) pd_game_state_at(g, k, &b);
        if (!pd_game_over(g)) {
            /* Levels a family lacks must fail cleanly (dots has level 1 only). */
            pd_bot_opts strong = {4, 0, 50, 1, NULL};
            int unused;
            pd_game_bot(g, &strong, &unused, &err);
            pd_bot_opts o = {1, 0, 200, 1, NULL};
            int move;
            if (pd_game_bot(g, &o, &move, &err) == 0) {
                pd_buf_clear(&b);
                g->fam->format_move(g->pos, move, &b);
                if (pd_game_play(g, pd_buf_str(&b), &err)) abort(); /* a bot move must be legal */
            }
        }
        while (pd_game_undo(g) == 0) {}
        pd_buf_free(&b);
        pd_game_free(g);
    }
    free(s);
    return 0;
}
