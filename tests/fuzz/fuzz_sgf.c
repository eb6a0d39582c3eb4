/* fuzz_sgf.c — libFuzzer target for the Dots SGF layer: any bytes as an SGF file, as a record
 * to export and as the clock text of a timed export. Besides "never crash", it checks the round trips: whatever imports must
 * export and import to the same record, and writing a parsed file is a fixed point. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../native/sgf_support.h"

/* SGF text -> record; NULL when refused. */
static char *import(const char *text, size_t len, dots_sgf *s)
{
    pd_error err;
    pd_buf rec = PD_BUF_INIT;
    if (dots_sgf_parse(text, len, s, &err) || dots_sgf_to_record(s, &rec, &err)) {
        pd_buf_free(&rec);
        return NULL;
    }
    return pd_buf_take(&rec);
}

/* The parsed file written out and read again must write the same text. */
static void check_write(const dots_sgf *s)
{
    pd_buf a = PD_BUF_INIT, b = PD_BUF_INIT;
    dots_sgf t;
    dots_sgf_init(&t);
    pd_error err;
    dots_sgf_write(s, &a);
    if (dots_sgf_parse(a.s, a.len, &t, &err)) abort();
    dots_sgf_write(&t, &b);
    if (strcmp(pd_buf_str(&a), pd_buf_str(&b)) != 0) abort();
    dots_sgf_free(&t);
    pd_buf_free(&a);
    pd_buf_free(&b);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 8192) return 0;
    const char *text = (const char *)data;
    dots_sgf s;
    dots_sgf_init(&s);
    pd_error err;
    /* 1. as an SGF file (no NUL terminator: parse must stay inside size bytes) */
    char *rec = import(text, size, &s);
    if (dots_sgf_parse(text, size, &s, &err) == 0) check_write(&s);
    if (rec) {
        pd_buf sgf = PD_BUF_INIT;
        if (dots_sgf_from_record(rec, NULL, NULL, &sgf, &err)) abort();
        char *back = import(sgf.s, sgf.len, &s);
        if (!back || strcmp(back, rec) != 0) abort();
        free(back);
        pd_buf_free(&sgf);
        free(rec);
    }
    /* 2. as a record to export: what exports must import to an export of the same text */
    char *str = malloc(size + 1);
    if (!str) abort();
    memcpy(str, data, size);
    str[size] = 0;
    pd_buf sgf = PD_BUF_INIT;
    if (dots_sgf_from_record(str, NULL, NULL, &sgf, &err) == 0) {
        char *canon = import(sgf.s, sgf.len, &s);
        if (!canon) abort();
        pd_buf again = PD_BUF_INIT;
        if (dots_sgf_from_record(canon, NULL, NULL, &again, &err)) abort();
        if (strcmp(pd_buf_str(&sgf), pd_buf_str(&again)) != 0) abort();
        pd_buf_free(&again);
        free(canon);
    }
    pd_buf_free(&sgf);
    /* 3. whole games, judged by the rules: what imports exports (with rings) and imports back;
     * its times (TM, OT, BL / WL), names (PB, PW) and date (DT) exported again read back the
     * same */
    pd_buf game = PD_BUF_INIT;
    if (dots_sgf_import(text, size, &game, &err) == 0) {
        pd_buf out = PD_BUF_INIT, back = PD_BUF_INIT, times = PD_BUF_INIT, again = PD_BUF_INIT;
        dots_sgf f;
        dots_sgf_init(&f);
        if (dots_sgf_parse(text, size, &f, &err)) abort();
        int *left = malloc(sizeof(int) * (size_t)(f.nmoves + 1));
        if (!left) abort();
        for (int k = 0; k < f.nmoves; k++) left[k] = f.moves[k].has_left ? f.moves[k].left : -1;
        dots_sgf_time tm = {f.has_tm, f.tm, f.ot, left, f.nmoves, f.pb, f.pw, f.dt};
        if (dots_sgf_export_timed(pd_buf_str(&game), &tm, &out, &err)) abort();
        if (dots_sgf_import(pd_buf_str(&out), out.len, &back, &err)) abort();
        if (strcmp(pd_buf_str(&back), pd_buf_str(&game)) != 0) abort();
        if (dots_sgf_time_json(text, size, &times, &err)) abort();
        if (dots_sgf_time_json(pd_buf_str(&out), out.len, &again, &err)) abort();
        if (strcmp(pd_buf_str(&times), pd_buf_str(&again)) != 0) abort();
        free(left);
        dots_sgf_free(&f);
        pd_buf_free(&out);
        pd_buf_free(&back);
        pd_buf_free(&times);
        pd_buf_free(&again);
    }
    pd_buf_free(&game);
    pd_buf ignored = PD_BUF_INIT;
    dots_sgf_export(str, &ignored, &err);
    /* 4. the input as the clock and game information text of an export (tm=, ot=, left=,
     * pb=, pw=, dt=) */
    char ot[48];
    int lefts[64];
    dots_sgf_time tm;
    dots_sgf_time_read(str, &tm, ot, sizeof ot, lefts, 64);
    pd_buf_clear(&ignored);
    dots_sgf_export_timed("game=dots&size=9x9&start=empty&moves=2-3.3-3.4-4.5-5.flag", &tm,
                          &ignored, &err);
    pd_buf_free(&ignored);
    free(str);
    dots_sgf_free(&s);
    return 0;
}
