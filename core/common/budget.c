/* budget.c — search budgets and the monotonic clock they read. */
/* clock_gettime under -std=c11; a feature-test macro is the reserved name's intended use */
#define _POSIX_C_SOURCE 199309L /* NOLINT(bugprone-reserved-identifier) */
#include "budget.h"

#include <time.h>

int64_t pd_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void pd_budget_start(pd_budget *b, int64_t ms, int64_t nodes)
{
    b->ms = ms;
    b->nodes = nodes;
    b->used = 0;
    b->stopped = 0;
    b->start_ms = pd_now_ms();
}

int pd_budget_tick(pd_budget *b)
{
    if (b->stopped) return 1;
    b->used++;
    if (b->nodes > 0 && b->used >= b->nodes) b->stopped = 1;
    if (b->ms > 0 && (b->used & 1023) == 0 && pd_now_ms() - b->start_ms >= b->ms) b->stopped = 1;
    return b->stopped;
}

int64_t pd_budget_elapsed(const pd_budget *b)
{
    return pd_now_ms() - b->start_ms;
}
