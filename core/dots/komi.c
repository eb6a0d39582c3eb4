/* komi.c — the value of the setup key komi=K (docs/dots-rules.md): K points added to the second
 * colour's count, a real in halves. Read by the setup (rules.c) and by SGF's KM (sgf_katago.c);
 * kept in half points (dots_pos.komi) so the engine counts it exactly. */
#include <string.h>

#include "dots.h"
#include "common/fmt.h"

int dots_komi_read(const char *text, size_t n, int *half)
{
    size_t i = 0;
    int neg = 0, whole = 0, digits = 0, frac = 0;
    if (i < n && (text[i] == '-' || text[i] == '+')) neg = text[i++] == '-';
    for (; i < n && text[i] >= '0' && text[i] <= '9'; i++, digits++)
        if (whole <= DOTS_KOMI_MAX) whole = whole * 10 + (text[i] - '0');
    if (!digits) return -1;
    if (i < n && text[i] == '.') {
        i++;
        int first = 1, bad = 0;
        for (; i < n && text[i] >= '0' && text[i] <= '9'; i++) {
            if (first) frac = text[i] == '5';
            bad |= first ? text[i] != '0' && text[i] != '5' : text[i] != '0';
            first = 0;
        }
        if (i < n) return -1;
        if (bad) return -2;
    }
    if (i < n) return -1;
    if (whole > DOTS_KOMI_MAX || (whole == DOTS_KOMI_MAX && frac)) return -3;
    *half = (neg ? -1 : 1) * (2 * whole + frac);
    return 0;
}

void dots_komi_write(int half, char *out, size_t cap)
{
    int a = half < 0 ? -half : half;
    pd_snprintf(out, cap, "%s%d%s", half < 0 ? "-" : "", a / 2, a % 2 ? ".5" : "");
}

/* The setup key (rules.c), after win=N is read: K in halves within DOTS_KOMI_MAX (komi-value), and below N
 * (komi-win: the lead win=N asks for would be there before the first move). */
int dots_komi_setup(dots_pos *p, const char *v, pd_error *err)
{
    if (dots_komi_read(v, strlen(v), &p->komi)) {
        pd_fail(err, "komi-value",
                "komi \"%s\" is not allowed (allowed: points in halves, -%d..%d: 0.5, -1, 2)", v,
                DOTS_KOMI_MAX, DOTS_KOMI_MAX);
        pd_param(err, "key", "komi");
        pd_param(err, "value", "%s", v);
        pd_param(err, "min", "-%d", DOTS_KOMI_MAX);
        pd_param(err, "max", "%d", DOTS_KOMI_MAX);
        return -1;
    }
    if (p->win && (p->komi >= 2 * p->win || -p->komi >= 2 * p->win)) {
        pd_fail(err, "komi-win",
                "komi=%s gives a lead of win=%d or more before the first move: komi must be "
                "smaller than win",
                v, p->win);
        pd_param(err, "key", "komi");
        pd_param(err, "value", "%s", v);
        pd_param(err, "win", "%d", p->win);
        return -1;
    }
    return 0;
}
