/* fmt.h — the core's printf: integers and strings only, never floating point.
 * In WASM the C library's full printf brings its floating-point formatter (about 5 KB of code);
 * musl-in-Emscripten has an integer-only printf (vsniprintf), which is what every core format needs.
 * A number with a fraction is written by pd_buf_decimal (buf.h) in integer arithmetic.
 * `make lint-c` rejects a floating-point conversion in a core format string. */
#ifndef PD_FMT_H
#define PD_FMT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#ifdef __EMSCRIPTEN__
int vsniprintf(char *restrict s, size_t n, const char *restrict fmt, va_list ap);
#define pd_vsnprintf vsniprintf
#else
#define pd_vsnprintf vsnprintf
#endif

/* snprintf through pd_vsnprintf. */
int pd_snprintf(char *s, size_t n, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

#endif
