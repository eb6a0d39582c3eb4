/* buf.h — a growable NUL-terminated string buffer (the core's only string builder). */
#ifndef PD_BUF_H
#define PD_BUF_H

#include <stddef.h>

typedef struct pd_buf {
    char *s; /* always NUL-terminated once anything was appended; NULL before */
    size_t len, cap;
} pd_buf;

#define PD_BUF_INIT                                                                                \
    {                                                                                              \
        0, 0, 0                                                                                    \
    }

void pd_buf_put(pd_buf *b, const char *s);
void pd_buf_putn(pd_buf *b, const char *s, size_t n);
void pd_buf_putc(pd_buf *b, char c);
void pd_buf_printf(pd_buf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* The first "&moves=" in a record (NULL when none): the one place the core looks for a substring,
 * without strstr, whose two-way search costs 1.4 KB of WASM. */
const char *pd_moves_key(const char *record);
/* Append v rounded to `places` decimals ("2.5", "-0.125"), in integer arithmetic (see fmt.h). */
void pd_buf_decimal(pd_buf *b, double v, int places);
/* Append s as a JSON string literal, quotes included. */
void pd_buf_json_str(pd_buf *b, const char *s);
/* The text so far ("" when empty); stays owned by b. */
const char *pd_buf_str(const pd_buf *b);
void pd_buf_clear(pd_buf *b);
void pd_buf_free(pd_buf *b);
/* Hand the string to the caller (free() it); b is left empty. Never NULL. */
char *pd_buf_take(pd_buf *b);

#endif
