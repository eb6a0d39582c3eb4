/* structure.c — a Shut In position read as the two sides' regions (pd_family.structure): what
 * the puzzles' themes are detected from (docs/puzzles.md). The reading is the solver's race
 * model (race.h, through wide.c): each side's region, the cells it can surely fill and the most
 * it could fill, so a puzzle's "race" and "cut-off" are judged as the solver judges a race; and
 * the cells each side could place on next, by the rules (the "shared-first" and "step" themes). */
#include "shutin.h"
#include "wide.h"

int shutin_structure(const void *pos, int json, pd_buf *out, pd_error *err)
{
    (void)err;
    const shutin_pos *p = pos;
    search *s = shutin_wide_new(p, 0, 0, 0);
    bb reg[2];
    int sure[2], most[2], size[2];
    shutin_wide_race_read(s, reg, sure, most);
    shutin_wide_free(s);
    size[0] = bb_count(reg[0]);
    size[1] = bb_count(reg[1]);
    int shared = bb_count(bb_and(reg[0], reg[1]));
    if (json)
        pd_buf_printf(out,
                      "{\"apart\":%s,\"regions\":[%d,%d],\"shared\":%d,\"sure\":[%d,%d],"
                      "\"most\":[%d,%d],\"cells\":[",
                      shared ? "false" : "true", size[0], size[1], shared, sure[0], sure[1],
                      most[0], most[1]);
    else
        pd_buf_printf(out,
                      "apart=%d\nregions=%d,%d\nshared=%d\nsure=%d,%d\nmost=%d,%d\ncells=", !shared,
                      size[0], size[1], shared, sure[0], sure[1], most[0], most[1]);
    for (int c = 0; c < p->n; c++)
        pd_buf_printf(out, "%s%d", c ? "," : "", bb_has(&reg[0], c) + 2 * bb_has(&reg[1], c));
    pd_buf_put(out, json ? "],\"next\":[" : "\nnext=");
    for (int c = 0; c < p->n; c++)
        pd_buf_printf(out, "%s%d", c ? "," : "",
                      !shutin_why_illegal(p, 1, c) + 2 * !shutin_why_illegal(p, 2, c));
    pd_buf_put(out, json ? "]}" : "\n");
    return 0;
}
