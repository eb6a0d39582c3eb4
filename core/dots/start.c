/* start.c — the start dots of a Dots game (docs/dots-rules.md "Start figures"): the named
 * figures laid out on the field, and start=dots, whose dots the keys dotsa and dotsb list and
 * whose first mover the key turn names. */
#include <string.h>

#include "dots.h"
#include "start.h"
#include "common/fmt.h"

static void put_on(void *ctx, int x, int y, int color)
{
    dots_pos *p = ctx;
    int c = (y - 1) * p->w + (x - 1);
    p->dot[c] = (uint8_t)color;
    p->sdot[c] = (uint8_t)color;
    p->s.nfree--;
    dots_sync_free(p, c);
}

void dots_start_lay(dots_pos *p, int start)
{
    dots_start_figure(start, p->w, p->h, p->place, put_on, p);
}

static int empty_error(pd_error *err, const char *key)
{
    pd_fail(err, "dots-token",
            "%s: the list of start dots is empty or ends with '.' (write x-y.x-y)", key);
    pd_param(err, "key", "%s", key);
    pd_param(err, "token", "%s", "");
    return -1;
}

static int token_error(pd_error *err, const char *key, const char *token, const char *why)
{
    pd_fail(err, "dots-token", "%s: start dot \"%s\" %s", key, token, why);
    pd_param(err, "key", "%s", key);
    pd_param(err, "token", "%s", token);
    return -1;
}

/* A decimal 1..max with no sign or leading zero at *s; advances *s. -1 when it is none. */
static int number(const char **s, int max)
{
    const char *c = *s;
    if (*c < '1' || *c > '9') return -1;
    int v = 0;
    while (*c >= '0' && *c <= '9') {
        v = v * 10 + (*c++ - '0');
        if (v > max) return -1;
    }
    *s = c;
    return v;
}

int dots_start_dots_read(dots_pos *p, const char *key, const char *val, int color, pd_error *err)
{
    int count = 0;
    for (const char *s = val; *s;) {
        const char *end = strchr(s, '.');
        size_t n = end ? (size_t)(end - s) : strlen(s);
        char tok[24];
        pd_snprintf(tok, sizeof tok, "%.*s", (int)(n < 20 ? n : 20), s);
        const char *c = s;
        int x = number(&c, p->w), y = -1;
        if (x > 0 && *c == '-') {
            c++;
            y = number(&c, p->h);
        }
        if (x < 0 || y < 0 || c != s + n)
            return token_error(err, key, tok, "is not a point x-y on the field");
        int at = (y - 1) * p->w + (x - 1);
        if (p->sdot[at])
            return token_error(err, key, tok,
                               p->sdot[at] == color ? "is given twice"
                                                    : "is in both dotsa and dotsb");
        if (++count > DOTS_START_DOTS_MAX) {
            pd_fail(err, "dots-token", "%s: more than %d start dots", key, DOTS_START_DOTS_MAX);
            pd_param(err, "key", "%s", key);
            pd_param(err, "token", "%s", tok);
            return -1;
        }
        put_on(p, x, y, color);
        if (!end) break;
        s = end + 1;
        if (!*s) return empty_error(err, key);
    }
    if (!count) return empty_error(err, key);
    return 0;
}

void dots_start_dots_write(const dots_pos *p, int color, pd_buf *out)
{
    int k = 0;
    for (int c = 0; c < p->n; c++)
        if (p->sdot[c] == color)
            pd_buf_printf(out, "%s%d-%d", k++ ? "." : "", c % p->w + 1, c / p->w + 1);
}
