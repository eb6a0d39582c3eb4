/* registry.c — the list of game families. Adding a family is one line here, and its name in the
 * Makefile's FAMILIES and wasm/wasm-file.js FAMILY_WASM (its own WASM module for the site). */
#include <stdio.h>
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

const char *pd_family_names(void)
{
    static char names[64];
    if (!names[0]) {
        size_t at = 0;
        for (int i = 0; families[i].name && at < sizeof names; i++) {
            int n = pd_snprintf(names + at, sizeof names - at, "%s%s", i ? ", " : "",
                             families[i].name);
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
