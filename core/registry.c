/* registry.c — the list of game families. Adding a family is one line here. */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "common/fmt.h"

extern const pd_family pd_boxes_family;
extern const pd_family pd_dots_family;
extern const pd_family pd_shutin_family;

static const pd_family *const families[] = {
    &pd_boxes_family,
    &pd_dots_family,
    &pd_shutin_family,
    NULL,
};

const pd_family *pd_family_find(const char *name)
{
    for (int i = 0; families[i]; i++)
        if (strcmp(families[i]->name, name) == 0) return families[i];
    return NULL;
}

const char *pd_family_names(void)
{
    static char names[64];
    if (!names[0]) {
        size_t at = 0;
        for (int i = 0; families[i] && at < sizeof names; i++) {
            int n = pd_snprintf(names + at, sizeof names - at, "%s%s", i ? ", " : "",
                             families[i]->name);
            if (n < 0) break;
            at += (size_t)n;
        }
    }
    return names;
}

void pd_setup_schema(pd_buf *out)
{
    pd_buf_put(out, "{\"families\":[");
    for (int i = 0; families[i]; i++) {
        pd_buf_put(out, i ? ",{\"name\":" : "{\"name\":");
        pd_buf_json_str(out, families[i]->name);
        pd_buf_put(out, ",\"keys\":");
        families[i]->schema(out);
        pd_buf_putc(out, '}');
    }
    pd_buf_put(out, "]}");
}
