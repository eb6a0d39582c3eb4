/* error.c — filling pd_error. */
#include "error.h"

#include "fmt.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void pd_error_clear(pd_error *err)
{
    if (err) memset(err, 0, sizeof *err);
}

int pd_fail(pd_error *err, const char *code, const char *fmt, ...)
{
    if (!err) return -1;
    pd_error_clear(err);
    pd_snprintf(err->code, sizeof err->code, "%s", code);
    va_list ap;
    va_start(ap, fmt);
    pd_vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    return -1;
}

void pd_param(pd_error *err, const char *name, const char *fmt, ...)
{
    if (!err) return;
    int i;
    for (i = 0; i < err->nparams; i++)
        if (strcmp(err->pname[i], name) == 0) break;
    if (i == err->nparams) {
        if (err->nparams == PD_ERR_MAX_PARAMS) return;
        err->nparams++;
    }
    pd_snprintf(err->pname[i], sizeof err->pname[i], "%s", name);
    va_list ap;
    va_start(ap, fmt);
    pd_vsnprintf(err->pval[i], sizeof err->pval[i], fmt, ap);
    va_end(ap);
}

void pd_error_prefix(pd_error *err, const char *prefix)
{
    if (!err) return;
    char tmp[sizeof err->msg];
    pd_snprintf(tmp, sizeof tmp, "%s%s", prefix, err->msg);
    memcpy(err->msg, tmp, sizeof tmp);
}
