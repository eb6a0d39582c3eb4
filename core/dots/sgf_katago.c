/* sgf_katago.c — KataGoDots' way of writing a Dots game (sgf.h dots_sgf_katago; docs/sgf.md
 * "What the other programs write"), read from its SGF writer and rules (KvanTTT/KataGoDots,
 * branch dots-game: cpp/dataio/sgf.cpp, cpp/game/rules.cpp) and its self-play files:
 * - KM[K]: komi, K points for White (the second colour) at the count, a real in halves
 *   (0.5, -0.5, 1, -0): Paperdots' komi=K.
 * - RU: "Dots" (its default rules), or its rules string, flags run together without separators:
 *   dotsCaptureEmptyBase0/1 (1: an area closed without enemy dots becomes territory at once,
 *   Paperdots' houses=capture), startPosIsRandom0/1 (the start dots are in AB/AW either way),
 *   sui0/1 (sui1: a dot placed inside the other colour's empty base is captured there, as in
 *   Paperdots by default; sui0 forbids that move: Paperdots' suicide=0) and komiK. */
#include <string.h>

#include "common/fmt.h"
#include "dots/dots.h"
#include "dots/sgf.h"

static int rules_error(pd_error *err, const char *flag, const char *value, const char *why)
{
    pd_fail(err, "sgf-rules",
            "this KataGoDots game uses %s%s, which %s; Paperdots does not play it", flag, value,
            why);
    pd_param(err, "flag", "%s", flag);
    pd_param(err, "value", "%s", value);
    return -1;
}

static int komi_error(pd_error *err, const char *prop, const char *text, int why)
{
    pd_fail(err, "sgf-komi", "%s[%s]: komi is a number of points in halves within -%d..%d (%s)",
            prop, text, DOTS_KOMI_MAX, DOTS_KOMI_MAX,
            why == -1   ? "this is no number"
            : why == -2 ? "this is not a multiple of 1/2"
                        : "this is out of range");
    pd_param(err, "prop", "%s", prop);
    pd_param(err, "value", "%s", text);
    return -1;
}

/* The start of *p, when it begins with word (moving *p past it). */
static int take(const char **p, const char *word)
{
    size_t n = strlen(word);
    if (strncmp(*p, word, n) != 0) return 0;
    *p += n;
    return 1;
}

/* A flag's value 0 or 1 at *p (moved past it), else -1. */
static int bit(const char **p)
{
    if (**p != '0' && **p != '1') return -1;
    return *(*p)++ - '0';
}

static int ci_equal(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if ((*a | 0x20) != (*b | 0x20)) return 0;
    return !*a && !*b;
}

/* RU in KataGoDots' grammar: 1 read, 0 not its grammar, -1 with err set. *komi_ru gets a komi
 * the string names (1 when it does). */
static int read_ru(dots_sgf *s, int *komi, int *has_komi, pd_error *err)
{
    const char *p = s->ru;
    while (dots_sgf_is_ws(*p)) p++;
    if (ci_equal(p, "dots")) return 1;
    if (strncmp(p, "dotsCaptureEmptyBase", 20) != 0 && strncmp(p, "sui", 3) != 0 &&
        strncmp(p, "startPosIsRandom", 16) != 0)
        return 0;
    while (*p) {
        int v;
        const char *at = p;
        if (take(&p, "dotsCaptureEmptyBase")) {
            if ((v = bit(&p)) < 0)
                return rules_error(err, "dotsCaptureEmptyBase", p, "is no 0 or 1");
            if (v && !strstr(s->keys, "houses=")) {
                size_t n = strlen(s->keys);
                pd_snprintf(s->keys + n, sizeof s->keys - n, "%shouses=capture", n ? "&" : "");
            }
        } else if (take(&p, "startPosIsRandom")) {
            if (bit(&p) < 0) return rules_error(err, "startPosIsRandom", p, "is no 0 or 1");
        } else if (take(&p, "sui")) {
            if ((v = bit(&p)) < 0) return rules_error(err, "sui", p, "is no 0 or 1");
            if (v == 0 && !strstr(s->keys, "suicide=")) {
                size_t n = strlen(s->keys);
                pd_snprintf(s->keys + n, sizeof s->keys - n, "%ssuicide=0", n ? "&" : "");
            }
        } else if (take(&p, "komi")) {
            const char *end = p;
            while (*end && !dots_sgf_is_ws(*end) && !(*end >= 'a' && *end <= 'z') &&
                   !(*end >= 'A' && *end <= 'Z'))
                end++;
            char text[24];
            pd_snprintf(text, sizeof text, "%.*s", (int)(end - p), p);
            int why = dots_komi_read(p, (size_t)(end - p), komi);
            if (why) return komi_error(err, "RU komi", text, why);
            *has_komi = 1;
            p = end;
        } else {
            char flag[32];
            pd_snprintf(flag, sizeof flag, "%s", at);
            return rules_error(err, flag, "", "is not a rule of KataGoDots' Dots");
        }
        while (dots_sgf_is_ws(*p)) p++;
    }
    return 1;
}

int dots_sgf_katago(dots_sgf *s, pd_error *err)
{
    int komi = 0, has_komi = 0;
    int rc = read_ru(s, &komi, &has_komi, err);
    if (rc < 0) return -1;
    if (s->km[0]) {
        const char *t = s->km;
        while (dots_sgf_is_ws(*t)) t++;
        int why = dots_komi_read(t, strlen(t), &komi);
        if (why) return komi_error(err, "KM", s->km, why);
        has_komi = 1;
    }
    if (has_komi) s->komi = komi;
    return rc;
}
