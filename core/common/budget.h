/* budget.h — a search's time and node budget, and the monotonic millisecond clock it reads (a
 * WASI clock import in WASM). Not the game clock the site shows (site/src: clock/). */
#ifndef PD_BUDGET_H
#define PD_BUDGET_H

#include <stdint.h>

int64_t pd_now_ms(void);

/* A search budget: stops at whichever of ms and nodes runs out first (0 = unlimited). */
typedef struct pd_budget {
    int64_t start_ms, ms, nodes, used;
    int stopped;
} pd_budget;

void pd_budget_start(pd_budget *b, int64_t ms, int64_t nodes);
/* Count one node; returns 1 once the budget is exhausted (and stays so). The clock is read
 * every 1024 nodes only, so node-only budgets never touch it. */
int pd_budget_tick(pd_budget *b);
int64_t pd_budget_elapsed(const pd_budget *b);

#endif
