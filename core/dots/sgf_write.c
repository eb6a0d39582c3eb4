/* sgf_write.c — writes the neutral form of a game as a GM[40] SGF file (dialect: sgf.h). */
#include "dots/sgf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MOVES_PER_LINE 10 /* export: move nodes per line */

/* ---- writing ---- */

/* A time in tenths as an FF[4] real: "630", "628.5". */
static void put_time(pd_buf *out, const char *id, int tenths)
{
    if (tenths % 10) pd_buf_printf(out, "%s[%d.%d]", id, tenths / 10, tenths % 10);
    else pd_buf_printf(out, "%s[%d]", id, tenths / 10);
}

static void put_text(pd_buf *out, const char *id, const char *text)
{
    pd_buf_put(out, id);
    pd_buf_putc(out, '[');
    for (const char *c = text; *c; c++) {
        if (*c == ']' || *c == '\\') pd_buf_putc(out, '\\');
        pd_buf_putc(out, *c);
    }
    pd_buf_putc(out, ']');
}

static void put_point(pd_buf *out, const dots_sgf *s, dots_sgf_point p)
{
    static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    pd_buf_putc(out, letters[p.x - 1]);
    pd_buf_putc(out, letters[s->h - p.y]);
}

void dots_sgf_write(const dots_sgf *s, pd_buf *out)
{
    pd_buf_put(out, "(;FF[4]GM[40]CA[UTF-8]AP[Paperdots]");
    if (s->w == s->h) pd_buf_printf(out, "SZ[%d]", s->w);
    else pd_buf_printf(out, "SZ[%d:%d]", s->w, s->h);
    if (s->polish == 2) { /* rules=zagram: zagram.org's own flags, its territory rules */
        const char *win = strstr(s->keys, "win=");
        pd_buf_printf(out,
                      "RU[Punish=0,Holes=1,AddTurn=0,MustSurr=0,MinArea=0,Pass=0,Stop=0,LastSafe=0,"
                      "ScoreTerr=0,InstantWin=%d]",
                      win ? atoi(win + 4) : 0);
    } else {
        pd_buf_put(out, s->polish ? "RU[polish]" : "RU[russian]");
    }
    if (s->komi) { /* komi=K as KataGoDots writes it: KM, the points White gets */
        int a = s->komi < 0 ? -s->komi : s->komi;
        pd_buf_printf(out, "KM[%s%d%s]", s->komi < 0 ? "-" : "", a / 2, a % 2 ? ".5" : "");
    }
    if (s->keys[0]) {
        pd_buf_put(out, "PDS[");
        for (const char *c = s->keys; *c; c++) {
            if (*c == ']' || *c == '\\') pd_buf_putc(out, '\\');
            pd_buf_putc(out, *c);
        }
        pd_buf_putc(out, ']');
    }
    for (int c = 0; c < 2; c++) {
        if (!s->nadd[c]) continue;
        pd_buf_put(out, c ? "AW" : "AB");
        for (int i = 0; i < s->nadd[c]; i++) {
            pd_buf_putc(out, '[');
            put_point(out, s, s->add[c][i]);
            pd_buf_putc(out, ']');
        }
    }
    if (s->turn == DOTS_SGF_WHITE) pd_buf_put(out, "PL[W]"); /* White moves first (start=dots) */
    if (s->pb[0]) put_text(out, "PB", s->pb);
    if (s->pw[0]) put_text(out, "PW", s->pw);
    if (s->dt[0]) put_text(out, "DT", s->dt);
    if (s->result[0]) put_text(out, "RE", s->result);
    if (s->has_tm) put_time(out, "TM", s->tm);
    if (s->ot[0]) put_text(out, "OT", s->ot);
    int ring = 0;
    for (int k = 0; k < s->nmoves; k++) {
        const dots_sgf_move *m = &s->moves[k];
        if (k % MOVES_PER_LINE == 0) pd_buf_putc(out, '\n');
        if (m->kind >= DOTS_SGF_AGREE) {
            pd_buf_printf(out, ";PD%c[%c]", "ADP"[m->kind - DOTS_SGF_AGREE],
                          dots_sgf_color_letter(m->color));
            continue;
        }
        pd_buf_printf(out, ";%c[", dots_sgf_color_letter(m->color));
        if (m->kind == DOTS_SGF_DOT) put_point(out, s, m->at);
        for (; ring < s->nrings && s->rings[ring].move == k; ring++) {
            const dots_sgf_ring *g = &s->rings[ring];
            pd_buf_putc(out, '.');
            for (int i = 0; i < g->len; i++) put_point(out, s, s->pts[g->first + i]);
            put_point(out, s, s->pts[g->first]); /* closed, as the sites write it */
        }
        pd_buf_putc(out, ']');
        if (m->close) pd_buf_put(out, "PDC[]");
        if (m->has_left) put_time(out, m->color == DOTS_SGF_BLACK ? "BL" : "WL", m->left);
    }
    pd_buf_put(out, ")\n");
}
