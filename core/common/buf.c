/* buf.c — growable string buffer. Allocation failure aborts: the core has no way to go on. */
#include "buf.h"

#include "fmt.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void reserve(pd_buf *b, size_t extra)
{
    /* a buffer without storage always allocates, whatever cap says */
    if (b->s && b->len + extra + 1 <= b->cap) return;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < b->len + extra + 1) cap *= 2;
    char *s = realloc(b->s, cap);
    if (!s) abort();
    b->s = s;
    b->cap = cap;
}

void pd_buf_putn(pd_buf *b, const char *s, size_t n)
{
    reserve(b, n);
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

void pd_buf_put(pd_buf *b, const char *s)
{
    pd_buf_putn(b, s, strlen(s));
}

void pd_buf_putc(pd_buf *b, char c)
{
    pd_buf_putn(b, &c, 1);
}

int pd_snprintf(char *s, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = pd_vsnprintf(s, n, fmt, ap);
    va_end(ap);
    return r;
}

void pd_buf_printf(pd_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = pd_vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    reserve(b, (size_t)n);
    va_start(ap, fmt);
    pd_vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

const char *pd_moves_key(const char *record)
{
    static const char key[] = "&moves=";
    for (const char *p = record; *p; p++)
        if (strncmp(p, key, sizeof key - 1) == 0) return p;
    return NULL;
}

void pd_buf_decimal(pd_buf *b, double v, int places)
{
    long scale = 1;
    for (int i = 0; i < places; i++) scale *= 10;
    double scaled = v * (double)scale;
    long n = (long)(scaled < 0 ? scaled - 0.5 : scaled + 0.5); /* rounded half away from zero */
    unsigned long mag = n < 0 ? 0UL - (unsigned long)n : (unsigned long)n;
    pd_buf_printf(b, "%s%lu", n < 0 ? "-" : "", mag / (unsigned long)scale);
    if (places > 0) pd_buf_printf(b, ".%0*lu", places, mag % (unsigned long)scale);
}

void pd_buf_json_str(pd_buf *b, const char *s)
{
    pd_buf_putc(b, '"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') {
            pd_buf_putc(b, '\\');
            pd_buf_putc(b, (char)*p);
        } else if (*p < 0x20) {
            pd_buf_printf(b, "\\u%04x", *p);
        } else {
            pd_buf_putc(b, (char)*p);
        }
    }
    pd_buf_putc(b, '"');
}

const char *pd_buf_str(const pd_buf *b)
{
    return b->s ? b->s : "";
}

void pd_buf_clear(pd_buf *b)
{
    b->len = 0;
    if (b->s) b->s[0] = 0;
}

void pd_buf_free(pd_buf *b)
{
    free(b->s);
    b->s = NULL;
    b->len = b->cap = 0;
}

char *pd_buf_take(pd_buf *b)
{
    if (!b->s) pd_buf_putn(b, "", 0);
    char *s = b->s;
    b->s = NULL;
    b->len = b->cap = 0;
    return s;
}
