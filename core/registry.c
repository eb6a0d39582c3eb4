/* registry.c — the list of game families, the setup string whose game= picks one of them
 * (the family's own keys are its create's to judge, with the value parsers of setup.c), the
 * games made from a setup string or record, and the family of a record format.
 * Adding a family: docs/adding-a-family.md (one line here is one of its steps). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "common/fmt.h"

/* Weak: the site's per-family WASM modules (Makefile: paperdots-<family>.wasm) link one family
 * only; an absent family's address is then null. Every module still knows every family's name,
 * so a setup naming another game is refused with the full list (the page asks that family's
 * module instead: wasm/engines.js). */
extern const pd_family pd_boxes_family __attribute__((weak));
extern const pd_family pd_dots_family __attribute__((weak));
extern const pd_family pd_shutin_family __attribute__((weak));

static const struct {
    const char *name;
    const pd_family *family;
} families[] = {
    {"boxes", &pd_boxes_family},
    {"dots", &pd_dots_family},
    {"shutin", &pd_shutin_family},
    {NULL, NULL},
};

const pd_family *pd_family_find(const char *name)
{
    for (int i = 0; families[i].name; i++)
        if (strcmp(families[i].name, name) == 0) return families[i].family;
    return NULL;
}

int pd_book_load(const unsigned char *data, size_t len, pd_error *err)
{
    int tried = 0;
    for (int i = 0; families[i].name; i++) {
        const pd_family *f = families[i].family;
        if (!f || !f->book_load) continue;
        tried = 1;
        if (f->book_load(data, len, err) == 0) return 0;
    }
    return tried ? -1 : pd_fail(err, "book-format", "no game here takes an opening book");
}

const pd_family *pd_family_of_format(const char *format)
{
    for (int i = 0; families[i].name; i++) {
        const pd_family *f = families[i].family;
        if (!f || !f->formats) continue;
        for (int k = 0; f->formats[k]; k++)
            if (strcmp(f->formats[k], format) == 0) return f;
    }
    return NULL;
}

const char *pd_family_names(void)
{
    static char names[64];
    if (!names[0]) {
        size_t at = 0;
        for (int i = 0; families[i].name && at < sizeof names; i++) {
            int n =
                pd_snprintf(names + at, sizeof names - at, "%s%s", i ? ", " : "", families[i].name);
            if (n < 0) break;
            at += (size_t)n;
        }
    }
    return names;
}

void pd_setup_schema(pd_buf *out)
{
    pd_buf_put(out, "{\"families\":[");
    int n = 0;
    for (int i = 0; families[i].name; i++) {
        if (!families[i].family) continue;
        pd_buf_put(out, n++ ? ",{\"name\":" : "{\"name\":");
        pd_buf_json_str(out, families[i].name);
        pd_buf_put(out, ",\"keys\":");
        families[i].family->schema(out);
        pd_buf_putc(out, '}');
    }
    pd_buf_put(out, "]}");
}

/* ---- the setup string (docs/spec.md §1.1): game= picks the family, the other keys are its own ---- */

#define SETUP_MAX_LEN 4096

/* C11 has no strndup. */
static char *copy_n(const char *s, size_t n)
{
    char *c = malloc(n + 1);
    if (!c) abort();
    memcpy(c, s, n);
    c[n] = 0;
    return c;
}

/* Split "k=v&k=v" in place into kv pairs (text is modified). */
static int split_pairs(char *text, pd_kv *kv, int cap, int *n, pd_error *err)
{
    *n = 0;
    char *p = text;
    for (;;) {
        char *amp = strchr(p, '&');
        if (amp) *amp = 0;
        char *eq = strchr(p, '=');
        if (!eq || eq == p) {
            pd_fail(err, "setup-syntax", "\"%s\" is not a key=value pair", p);
            pd_param(err, "pair", "%s", p);
            return -1;
        }
        if (*n == cap) return pd_fail(err, "setup-syntax", "too many key=value pairs");
        *eq = 0;
        kv[*n].key = p;
        kv[*n].val = eq + 1;
        (*n)++;
        if (!amp) return 0;
        p = amp + 1;
    }
}

static void key_list(const pd_family *f, char *out, size_t cap)
{
    out[0] = 0;
    for (int i = 0; f->keys[i]; i++) {
        size_t n = strlen(out);
        pd_snprintf(out + n, cap - n, "%s%s", i ? ", " : "", f->keys[i]);
    }
}

void *pd_setup_parse(const char *setup, const pd_family **famp, pd_error *err)
{
    if (!setup || !*setup) {
        pd_fail(err, "setup-empty", "the setup is empty: it must start with game=");
        return NULL;
    }
    if (strlen(setup) > SETUP_MAX_LEN) {
        pd_fail(err, "setup-long", "the setup is longer than %d characters", SETUP_MAX_LEN);
        return NULL;
    }
    for (const char *c = setup; *c; c++) {
        if (*c < 0x21 || *c > 0x7e) {
            pd_fail(err, "setup-syntax", "the setup may only hold printable ASCII without spaces");
            return NULL;
        }
    }
    char *text = copy_n(setup, strlen(setup));
    pd_kv kv[PD_MAX_KEYS + 1];
    int n;
    void *pos = NULL;
    if (split_pairs(text, kv, PD_MAX_KEYS + 1, &n, err)) goto out;
    if (strcmp(kv[0].key, "game") != 0) {
        pd_fail(err, "game-missing", "the setup must start with game= (one of: %s)",
                pd_family_names());
        pd_param(err, "allowed", "%s", pd_family_names());
        goto out;
    }
    const pd_family *f = pd_family_find(kv[0].val);
    if (!f) {
        pd_fail(err, "game-unknown", "game \"%s\" is not known (allowed: %s)", kv[0].val,
                pd_family_names());
        pd_param(err, "key", "game");
        pd_param(err, "value", "%s", kv[0].val);
        pd_param(err, "allowed", "%s", pd_family_names());
        goto out;
    }
    for (int i = 1; i < n; i++) {
        int known = 0;
        for (int k = 0; f->keys[k]; k++)
            if (strcmp(f->keys[k], kv[i].key) == 0) known = 1;
        for (int j = 0; j < i; j++) {
            if (strcmp(kv[j].key, kv[i].key) == 0) {
                pd_fail(err, "key-repeated", "key %s is given twice", kv[i].key);
                pd_param(err, "key", "%s", kv[i].key);
                goto out;
            }
        }
        if (!known) {
            char list[200];
            key_list(f, list, sizeof list);
            pd_fail(err, "key-unknown", "key \"%s\" is not a setup key of game %s (allowed: %s)",
                    kv[i].key, f->name, list);
            pd_param(err, "key", "%s", kv[i].key);
            pd_param(err, "game", "%s", f->name);
            pd_param(err, "allowed", "%s", list);
            goto out;
        }
    }
    pos = f->create(kv + 1, n - 1, err);
    *famp = f;
out:
    free(text);
    return pos;
}

/* ---- a game from a setup string or a record ---- */

pd_game *pd_game_new(const char *setup, pd_error *err)
{
    const pd_family *f = NULL;
    void *pos = pd_setup_parse(setup, &f, err);
    return pos ? pd_game_wrap(f, pos) : NULL;
}

pd_game *pd_game_from_record(const char *record, pd_error *err)
{
    if (!record) return pd_game_new(NULL, err);
    const char *m = pd_moves_key(record);
    if (!m) return pd_game_new(record, err);
    if (strchr(m + 7, '&')) {
        pd_fail(err, "record-syntax", "moves= must be the last key of a record");
        return NULL;
    }
    pd_buf setup = PD_BUF_INIT;
    pd_buf_putn(&setup, record, (size_t)(m - record));
    pd_game *g = pd_game_new(pd_buf_str(&setup), err);
    pd_buf_free(&setup);
    if (g && pd_game_play_list(g, m + 7, err)) {
        pd_game_free(g);
        return NULL;
    }
    return g;
}

/* ---- record formats: the hooks of the family that knows one (pd_family.formats) ---- */

static const pd_family *format_family(const char *format, int export, pd_error *err)
{
    const pd_family *f = pd_family_of_format(format);
    if (!f || !(export ? f->export != NULL : f->import != NULL)) {
        pd_fail(err, "format-unsupported", "no game %s %s files", export ? "exports" : "imports",
                format);
        pd_param(err, "format", "%s", format);
        return NULL;
    }
    return f;
}

int pd_record_import(const char *format, const char *text, size_t len, pd_buf *out, pd_error *err)
{
    const pd_family *f = format_family(format, 0, err);
    return f ? f->import(format, text, len, pd_game_from_record, out, err) : -1;
}

int pd_record_export(const char *format, const char *record, const char *opts, pd_buf *out,
                     pd_error *err)
{
    const pd_family *f = format_family(format, 1, err);
    return f ? f->export(format, record, opts, pd_game_from_record, out, err) : -1;
}
