/* sgf_form.c — the neutral form of a Dots SGF game (dots_sgf, sgf.h): its storage, shared by the
 * reader (sgf_read.c), the record converters (sgf_record.c) and the writer (sgf_write.c). */
#include "dots/sgf.h"

#include <stdlib.h>
#include <string.h>

/* ---- storage ---- */

void *dots_sgf_grow(void *p, int *cap, int need, size_t elem)
{
    if (need <= *cap) return p;
    int n = *cap ? *cap : 8;
    while (n < need) n *= 2;
    void *q = realloc(p, (size_t)n * elem);
    if (!q) abort();
    *cap = n;
    return q;
}

void dots_sgf_init(dots_sgf *s)
{
    memset(s, 0, sizeof *s);
}

void dots_sgf_free(dots_sgf *s)
{
    free(s->add[0]);
    free(s->add[1]);
    free(s->moves);
    free(s->rings);
    free(s->pts);
    dots_sgf_init(s);
}

void dots_sgf_add_start(dots_sgf *s, int c, int x, int y)
{
    s->add[c] = dots_sgf_grow(s->add[c], &s->capadd[c], s->nadd[c] + 1, sizeof(dots_sgf_point));
    s->add[c][s->nadd[c]++] = (dots_sgf_point){x, y};
}

void dots_sgf_add_move(dots_sgf *s, int color, int kind, dots_sgf_point at, int node)
{
    s->moves = dots_sgf_grow(s->moves, &s->capmoves, s->nmoves + 1, sizeof *s->moves);
    s->moves[s->nmoves++] = (dots_sgf_move){color, kind, at, node, 0, 0, 0, 0, 0};
}

void dots_sgf_add_ring_point(dots_sgf *s, dots_sgf_point p)
{
    s->pts = dots_sgf_grow(s->pts, &s->cappts, s->npts + 1, sizeof *s->pts);
    s->pts[s->npts++] = p;
}

void dots_sgf_open_ring(dots_sgf *s, int move)
{
    s->rings = dots_sgf_grow(s->rings, &s->caprings, s->nrings + 1, sizeof *s->rings);
    s->rings[s->nrings++] = (dots_sgf_ring){move, s->npts, 0};
}

/* Copy n bytes of untrusted text for a message: non-printable bytes become '?'. */
void dots_sgf_shown(const char *p, size_t n, char *out, size_t cap)
{
    size_t k = 0;
    for (size_t i = 0; i < n && k + 1 < cap; i++) {
        /* The analyzer loses the NUL that build() writes after its memcpy and thinks p[i] may be
         * uninitialised; every caller passes n <= the length of initialised text. */
        char c = p[i];                      // NOLINT(clang-analyzer-core.uninitialized.Assign)
        if (c < 0x20 || c >= 0x7f) c = '?'; /* bytes >= 0x80 are negative chars here too */
        out[k++] = c;
    }
    if (n > k && cap > 4 && k + 1 >= cap) memcpy(out + cap - 4, "...", 3);
    out[k] = 0;
}

void dots_sgf_shown_trim(const char *p, size_t n, char *out, size_t cap)
{
    dots_sgf_shown(p, n, out, cap);
    size_t k = strlen(out);
    while (k > 0 && dots_sgf_is_ws(out[k - 1])) out[--k] = 0; /* cut, then trimmed */
}

/* The length of the UTF-8 sequence at p (at most n bytes there), or 0 when it is none: no
 * overlong forms, no surrogates, nothing past U+10FFFF. */
static size_t utf8_len(const unsigned char *p, size_t n)
{
    unsigned char c = p[0];
    size_t len = c < 0x80                 ? 1
                 : c >= 0xc2 && c <= 0xdf ? 2
                 : c >= 0xe0 && c <= 0xef ? 3
                 : c >= 0xf0 && c <= 0xf4 ? 4
                                          : 0;
    if (len == 0 || len > n) return 0;
    for (size_t i = 1; i < len; i++)
        if ((p[i] & 0xc0) != 0x80) return 0;
    if (len == 3 && ((c == 0xe0 && p[1] < 0xa0) || (c == 0xed && p[1] > 0x9f))) return 0;
    if (len == 4 && ((c == 0xf0 && p[1] < 0x90) || (c == 0xf4 && p[1] > 0x8f))) return 0;
    return len;
}

void dots_sgf_text(const char *p, size_t n, char *out, size_t cap)
{
    const unsigned char *u = (const unsigned char *)p;
    size_t k = 0;
    if (!cap) return;
    for (size_t i = 0; i < n;) {
        size_t len = utf8_len(u + i, n - i);
        /* a control character (C0, DEL, C1) is a space; a byte that is not UTF-8 a '?' */
        int control =
            len == 1 ? u[i] < 0x20 || u[i] == 0x7f : len == 2 && u[i] == 0xc2 && u[i + 1] < 0xa0;
        size_t put = len ? len : 1;
        if (k + (control || !len ? 1 : put) >= cap) break;
        if (control) out[k++] = ' ';
        else if (!len) out[k++] = '?';
        else {
            memcpy(out + k, p + i, put);
            k += put;
        }
        i += put;
    }
    while (k > 0 && out[k - 1] == ' ') k--;
    size_t a = 0;
    while (a < k && out[a] == ' ') a++;
    memmove(out, out + a, k - a);
    out[k - a] = 0;
}
