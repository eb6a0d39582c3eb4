/* sgf_game.c — SGF import and export of whole Dots games: the SGF layer (sgf.c) joined to the
 * rules (dots.c), which judge every move of an imported file and report the rings an exported
 * move closed. What the CLI's sgf-import / sgf-export and the WASM's pdw_sgf_* call. */
#include <stdlib.h>
#include <string.h>

#include "dots.h"
#include "sgf.h"

/* The game replayed move by move while export asks for the rings of move k. */
typedef struct replay {
    pd_game *g;
    const char *moves;       /* the record's move list, '.'-separated; read front to back */
    int32_t *ring;
    dots_sgf_point *pts;
    int cap;
} replay;

static int next_token(replay *r, char *tok, size_t cap)
{
    const char *dot = strchr(r->moves, '.');
    size_t n = dot ? (size_t)(dot - r->moves) : strlen(r->moves);
    if (n == 0 || n >= cap) return -1;
    memcpy(tok, r->moves, n);
    tok[n] = 0;
    r->moves += dot ? n + 1 : n;
    return 0;
}

/* Play move k on the replay and hand the outer ring of every region it captured to the SGF. */
static int add_rings(void *ctx, dots_sgf *s, int k, pd_error *err)
{
    replay *r = ctx;
    char tok[64];
    if (next_token(r, tok, sizeof tok))
        return pd_fail(err, "sgf-record", "move %d is missing from the record", k + 1);
    int before = ((const dots_pos *)r->g->pos)->s.nevents;
    if (pd_game_play(r->g, tok, err)) return -1;
    const dots_pos *p = r->g->pos;
    for (int e = before; e < p->s.nevents; e++) {
        int n = dots_event_ring(p, e, r->ring, r->cap);
        for (int i = 0; i < n; i++) r->pts[i] = (dots_sgf_point){r->ring[i] % p->w + 1, r->ring[i] / p->w + 1};
        if (n && dots_sgf_add_ring(s, k, r->pts, n, err)) return -1;
    }
    return 0;
}

int dots_sgf_export(const char *record, pd_buf *sgf, pd_error *err)
{
    pd_game *full = pd_game_from_record(record, err);
    if (!full) return -1;
    if (strcmp(full->fam->name, "dots") != 0) {
        pd_fail(err, "sgf-game", "game %s has no SGF export (GM[40] is Dots)", full->fam->name);
        pd_param(err, "value", "%s", full->fam->name);
        pd_game_free(full);
        return -1;
    }
    pd_buf canon = PD_BUF_INIT, setup = PD_BUF_INIT;
    pd_game_record(full, &canon);
    pd_game_canonical(full, &setup);
    replay r = {pd_game_new(pd_buf_str(&setup), err), pd_moves_key(pd_buf_str(&canon)) + 7,
                NULL, NULL, 0};
    int rc = -1;
    if (r.g) {
        const dots_pos *p = r.g->pos;
        r.cap = 4 * p->n + 8;
        r.ring = malloc(sizeof *r.ring * (size_t)r.cap);
        r.pts = malloc(sizeof *r.pts * (size_t)r.cap);
        if (!r.ring || !r.pts) abort();
        rc = dots_sgf_from_record(pd_buf_str(&canon), add_rings, &r, sgf, err);
    }
    free(r.ring);
    free(r.pts);
    pd_game_free(r.g);
    pd_buf_free(&canon);
    pd_buf_free(&setup);
    pd_game_free(full);
    return rc;
}

int dots_sgf_import(const char *text, size_t len, pd_buf *record, pd_error *err)
{
    dots_sgf s;
    dots_sgf_init(&s);
    pd_buf rec = PD_BUF_INIT;
    int rc = dots_sgf_parse(text, len, &s, err);
    if (rc == 0) rc = dots_sgf_to_record(&s, &rec, err);
    pd_game *g = NULL;
    if (rc == 0) {
        pd_error why;
        g = pd_game_from_record(pd_buf_str(&rec), &why);
        if (!g) {
            /* The file is well-formed but a move breaks the rules: say so as an SGF error that
             * keeps the engine's reason (its code and the move). */
            const char *move = "", *token = "";
            for (int i = 0; i < why.nparams; i++) {
                if (strcmp(why.pname[i], "move") == 0) move = why.pval[i];
                if (strcmp(why.pname[i], "token") == 0) token = why.pval[i];
            }
            pd_error keep = why;
            pd_fail(err, "sgf-move", "the file's %s", keep.msg);
            pd_param(err, "move", "%s", move);
            pd_param(err, "token", "%s", token);
            pd_param(err, "reason", "%s", keep.code);
            rc = -1;
        }
    }
    if (rc == 0) pd_game_record(g, record);
    pd_game_free(g);
    pd_buf_free(&rec);
    dots_sgf_free(&s);
    return rc;
}
