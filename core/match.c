/* match.c — bot-versus-bot matches with alternating first seat and per-game seeds. */
#include "match.h"

#include <stdlib.h>
#include <string.h>

#include "common/rng.h"

int pd_match_opening(pd_game *g, uint64_t seed, int i, pd_error *err)
{
    pd_rng rng;
    pd_rng_seed(&rng, seed * UINT64_C(0x9e3779b97f4a7c15) + (uint64_t)i + 1u);
    int cap = g->fam->max_legal(g->pos);
    int *moves = malloc(sizeof(int) * (size_t)cap);
    if (!moves) abort();
    int bad = 0;
    for (int k = 0; k < PD_MATCH_OPENING_PLIES && !bad && !pd_game_over(g); k++) {
        int n = g->fam->legal(g->pos, moves, cap);
        pd_buf tok = PD_BUF_INIT;
        g->fam->format_move(g->pos, moves[pd_rng_below(&rng, (uint32_t)n)], &tok);
        bad = pd_game_play(g, pd_buf_str(&tok), err);
        pd_buf_free(&tok);
    }
    free(moves);
    return bad;
}

int pd_match(const char *setup, const pd_match_opts *o, pd_match_result *r, pd_error *err)
{
    memset(r, 0, sizeof *r);
    pd_game *start = pd_game_new(setup, err);
    if (!start) return -1;
    if (start->fam->seats(start->pos) != 2) {
        pd_game_free(start);
        return pd_fail(err, "match-seats", "a match needs exactly two seats");
    }
    for (int k = 1; k <= o->games; k++) {
        pd_game *g = pd_game_clone(start);
        int a_seat = (k % 2) ? 1 : 2;
        if (o->openings > 0 && pd_match_opening(g, o->seed, (k - 1) / 2 % o->openings, err)) {
            pd_game_free(g);
            pd_game_free(start);
            return -1;
        }
        pd_bot_opts bo = {0, o->ms, o->nodes, o->seed + (uint64_t)k, NULL};
        while (!pd_game_over(g)) {
            int seat = pd_game_to_move(g), move;
            bo.level = seat == a_seat ? o->level_a : o->level_b;
            bo.seed = o->seed + (uint64_t)k + (uint64_t)g->nmoves * 7919u;
            pd_buf tok = PD_BUF_INIT;
            int external = seat != a_seat && o->engine_b;
            if (external ? o->engine_b(o->engine_b_arg, g, &bo, &move, err)
                         : pd_game_bot(g, &bo, &move, err)) {
                pd_game_free(g);
                pd_game_free(start);
                return -1;
            }
            g->fam->format_move(g->pos, move, &tok);
            int bad = pd_game_play(g, pd_buf_str(&tok), err);
            pd_buf_free(&tok);
            if (bad) {
                pd_game_free(g);
                pd_game_free(start);
                return -1;
            }
        }
        if (o->records) {
            pd_buf_put(o->records, "record=");
            pd_game_record(g, o->records);
            pd_buf_putc(o->records, '\n');
        }
        double s[PD_MAX_SEATS];
        g->fam->scores(g->pos, s);
        pd_result res;
        pd_game_result(g, &res);
        unsigned w = res.winners;
        unsigned abit = 1u << (a_seat - 1), bbit = 1u << (2 - a_seat);
        if ((w & abit) && (w & bbit)) r->draws++;
        else if (w & abit) r->a_wins++;
        else r->b_wins++;
        r->margin_sum += s[a_seat - 1] - s[2 - a_seat];
        r->games++;
        pd_game_free(g);
    }
    pd_game_free(start);
    return 0;
}

void pd_match_report(const pd_match_result *r, pd_buf *out)
{
    double pts = r->games ? (r->a_wins + 0.5 * r->draws) / r->games : 0;
    double margin = r->games ? r->margin_sum / r->games : 0;
    pd_buf_printf(out, "a_wins=%d\nb_wins=%d\ndraws=%d\npoints_a=", r->a_wins, r->b_wins, r->draws);
    pd_buf_decimal(out, pts, 3);
    pd_buf_put(out, "\nmargin=");
    pd_buf_decimal(out, margin, 2);
    pd_buf_putc(out, '\n');
}
