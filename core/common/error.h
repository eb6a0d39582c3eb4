/* error.h — errors with a stable code, named parameters (for translation) and an English
 * message. The site translates by code and parameters; the CLI prints code and message. */
#ifndef PD_ERROR_H
#define PD_ERROR_H

#define PD_ERR_MAX_PARAMS 6

typedef struct pd_error {
    char code[32]; /* e.g. "size-range"; "" when no error */
    char msg[320]; /* English, e.g. "size 13x4 is out of range (1..12)" */
    int nparams;
    char pname[PD_ERR_MAX_PARAMS][16];
    char pval[PD_ERR_MAX_PARAMS][96];
} pd_error;

/* Set code and message (printf-style); clears the parameters. Returns -1 so callers can
 * `return pd_fail(...)`. err may be NULL. */
int pd_fail(pd_error *err, const char *code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Add (or replace) a named parameter; the value is printf-formatted and truncated to fit. */
void pd_param(pd_error *err, const char *name, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Put "prefix" in front of the message (used for `move N "tok": `). */
void pd_error_prefix(pd_error *err, const char *prefix);
void pd_error_clear(pd_error *err);

#endif
