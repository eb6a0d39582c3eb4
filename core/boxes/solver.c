/* solver.c — the exact two-seat boxes solver behind `paperdots solve` (SPEC §2): the side to
 * move's future cells minus the opponent's under perfect play, maximised in normal play and
 * minimised in misère. The search itself is search.c's negamax in exact mode. */
#include "boxes.h"

int boxes_solve(const void *pos, const pd_solve_opts *o, pd_solve_result *r, pd_error *err)
{
    const boxes_pos *p = pos;
    boxes_ctx *c = boxes_ctx_new(p, 1, BOXES_EVAL_MATERIAL, o->ms, o->nodes, 0);
    int move, value;
    r->known = boxes_search_root(c, 0, &move, &value) == 0;
    /* negamax maximises sign·(own − opponent's); misère reports own − opponent's, minimised */
    r->value = r->known ? c->sign * value : 0;
    r->nodes = c->budget.used;
    r->ms = pd_budget_elapsed(&c->budget);
    boxes_ctx_free(c);
    return 0;
}
