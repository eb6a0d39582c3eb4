/* setup.c — value parsers shared by the families' setup code (docs/spec.md §1.1 value grammar). */
#include <stdio.h>
#include <string.h>

#include "family.h"
#include "common/fmt.h"

const char *pd_kv_get(const pd_kv *kv, int nkv, const char *key)
{
    for (int i = 0; i < nkv; i++)
        if (strcmp(kv[i].key, key) == 0) return kv[i].val;
    return NULL;
}

/* Read an unsigned decimal with no sign and no leading zero; advance *p. -1 on bad syntax. */
static int read_uint(const char **p, int *out)
{
    const char *s = *p;
    if (*s < '0' || *s > '9') return -1;
    if (*s == '0' && s[1] >= '0' && s[1] <= '9') return -1;
    long v = 0;
    while (*s >= '0' && *s <= '9') {
        v = v * 10 + (*s - '0');
        if (v > 1000000) return -1;
        s++;
    }
    *out = (int)v;
    *p = s;
    return 0;
}

int pd_parse_size(const char *key, const char *val, int lo, int hi, int *w, int *h, pd_error *err)
{
    const char *p = val;
    int a, b;
    if (read_uint(&p, &a) || *p++ != 'x' || read_uint(&p, &b) || *p) {
        pd_fail(err, "size-syntax", "%s \"%s\" is not a size: write columns x rows, e.g. 4x4", key,
                val);
        pd_param(err, "key", "%s", key);
        pd_param(err, "value", "%s", val);
        return -1;
    }
    if (a < lo || a > hi || b < lo || b > hi) {
        pd_fail(err, "size-range", "%s %s is out of range (%d..%d)", key, val, lo, hi);
        pd_param(err, "key", "%s", key);
        pd_param(err, "value", "%s", val);
        pd_param(err, "min", "%d", lo);
        pd_param(err, "max", "%d", hi);
        return -1;
    }
    *w = a;
    *h = b;
    return 0;
}

int pd_parse_choice(const char *key, const char *val, const char *const *allowed, int *out,
                    pd_error *err)
{
    char list[200] = "";
    for (int i = 0; allowed[i]; i++) {
        if (strcmp(val, allowed[i]) == 0) {
            *out = i;
            return 0;
        }
        size_t n = strlen(list);
        pd_snprintf(list + n, sizeof list - n, "%s%s", i ? ", " : "", allowed[i]);
    }
    pd_fail(err, "value-bad", "%s \"%s\" is not allowed (allowed: %s)", key, val, list);
    pd_param(err, "key", "%s", key);
    pd_param(err, "value", "%s", val);
    pd_param(err, "allowed", "%s", list);
    return -1;
}

int pd_parse_int(const char *key, const char *val, int lo, int hi, int *out, pd_error *err)
{
    const char *p = val;
    int v;
    if (read_uint(&p, &v) || *p || v < lo || v > hi) {
        pd_fail(err, "value-bad", "%s \"%s\" is not allowed (allowed: %d..%d)", key, val, lo, hi);
        pd_param(err, "key", "%s", key);
        pd_param(err, "value", "%s", val);
        pd_param(err, "allowed", "%d..%d", lo, hi);
        return -1;
    }
    *out = v;
    return 0;
}

/* ---- the setup schema (docs/state-json.md "Setup schema") ---- */

void pd_schema_key(pd_buf *out, int first, const char *key, const char *type, const char *def)
{
    pd_buf_put(out, first ? "{\"key\":" : ",{\"key\":");
    pd_buf_json_str(out, key);
    pd_buf_put(out, ",\"type\":");
    pd_buf_json_str(out, type);
    pd_buf_put(out, ",\"default\":");
    pd_buf_json_str(out, def);
}

void pd_schema_list(pd_buf *out, const char *name, const char *const *list)
{
    pd_buf_put(out, ",");
    pd_buf_json_str(out, name);
    pd_buf_put(out, ":[");
    for (int i = 0; list[i]; i++) {
        if (i) pd_buf_putc(out, ',');
        pd_buf_json_str(out, list[i]);
    }
    pd_buf_putc(out, ']');
}

void pd_schema_choice(pd_buf *out, int first, const char *key, const char *const *values, int def)
{
    pd_schema_key(out, first, key, "choice", values[def]);
    pd_schema_list(out, "values", values);
    pd_buf_putc(out, '}');
}
