/* komi.c — the value of the setup key komi=K (docs/dots-rules.md): K points added to the second
 * colour's count, a real in halves. Read by the setup (rules.c) and by SGF's KM (sgf_katago.c);
 * kept in half points (dots_pos.komi) so the engine counts it exactly. */
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
