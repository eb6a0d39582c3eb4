/* extract.c — `make patterns`, step 1: the features of every candidate point (core/dots/
 * patterns.h) in games of a stronger player, for the fit (fit.mjs). Reads records, one a line
 * (a leading "name " is skipped), from stdin; for each position after the opening whose next
 * move is a dot on one of the tree's candidates (free points within two of a dot), writes one
 * line: the chosen candidate's index, then each candidate's features joined by commas, the
 * candidates separated by spaces. --skip N: the first N moves of a game are the opening (random
 * in the series, so not learned from). A line "seat=S record" learns only seat S's moves (the
 * stronger side of a game between two engines). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dots/dots.h"
#include "dots/patterns.h"
#include "dots/tactics.h"
#include "game.h"

static char line[1 << 20];

int main(int argc, char **argv)
{
    int skip = argc > 2 && strcmp(argv[1], "--skip") == 0 ? atoi(argv[2]) : 0;
    long positions = 0;
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = 0;
        int only = strncmp(line, "seat=", 5) == 0 ? atoi(line + 5) : 0;
        char *rec = strstr(line, "game=");
        char *mv = rec ? strstr(rec, "&moves=") : NULL;
        if (!mv) continue;
        *mv = 0;
        pd_error err;
        pd_game *g = pd_game_from_record(rec, &err);
        if (!g) {
            fprintf(stderr, "extract: %s\n", err.msg);
            return 1;
        }
        dots_pos *p = g->pos;
        int *cand = malloc(sizeof(int) * (size_t)p->n);
        if (!cand) abort();
        int k = 0;
        for (char *tok = strtok(mv + 7, "."); tok; tok = strtok(NULL, "."), k++) {
            int move;
            if (dots_parse_move(p, tok, &move, &err)) break;
            int c = move & DOTS_POINT_MASK;
            if (k >= skip && move >= 0 && p->s.to_move && (!only || p->s.to_move == only)) {
                int n = dots_candidates(p, 2, cand), chosen = -1;
                for (int i = 0; i < n; i++)
                    if (cand[i] == c) chosen = i;
                if (chosen >= 0 && n > 1) {
                    pd_budget b;
                    pd_budget_start(&b, 0, 0);
                    int last[2];
                    dots_pattern_last(p, last);
                    printf("%d", chosen);
                    for (int i = 0; i < n; i++) {
                        int f[DOTS_PAT_GROUPS];
                        dots_pattern_features(p, cand[i], last, &b, f);
                        for (int j = 0; j < DOTS_PAT_GROUPS; j++)
                            printf("%c%d", j ? ',' : ' ', f[j]);
                    }
                    printf("\n");
                    positions++;
                }
            }
            if (pd_game_play(g, tok, &err)) break;
        }
        free(cand);
        pd_game_free(g);
    }
    fprintf(stderr, "extract: %ld positions\n", positions);
    return 0;
}
