/* test_dots_sgf.c — the GM[40] SGF layer: coordinates, start detection, files in the style of
 * the online Dots sites, every error code with its parameters, and export/import round trips. */
#include <stdio.h>

#include "sgf_support.h"
#include "support.h"
#include "common/rng.h"
#include "dots/sgf.h"

#define REST                                                                                       \
    "&place=0&first=0&rules=russian&houses=keep&ring=short&extra=0&freeing=1&win=0&ground=any&"    \
    "players=2&moves="
#define SETUP(size, start) "game=dots&size=" size "&start=" start REST
/* A setup with other rules: rules, then the remaining keys in canonical order. */
#define SETUP_KEYS(size, start, rules, keys)                                                       \
    "game=dots&size=" size "&start=" start "&place=0&first=0&rules=" rules "&" keys "&moves="

/* ---- helpers ---- */

/* The record an SGF text imports as; NULL (and *e filled) on error. */
static char *import(const char *sgf, pd_error *e)
{
    dots_sgf s;
    dots_sgf_init(&s);
    pd_buf rec = PD_BUF_INIT;
    char *out = NULL;
    if (dots_sgf_parse(sgf, strlen(sgf), &s, e) == 0 && dots_sgf_to_record(&s, &rec, e) == 0)
        out = pd_buf_take(&rec);
    pd_buf_free(&rec);
    dots_sgf_free(&s);
    return out;
}

static void imports_as(const char *sgf, const char *want)
{
    pd_error e;
    char *got = import(sgf, &e);
    if (!got) fail_msg("%s\nrefused: %s: %s", sgf, e.code, e.msg);
    if (strcmp(got, want) != 0) fail_msg("%s\nimports as\n%s\nwant\n%s", sgf, got, want);
    free(got);
}

/* Check the code and up to three name=value params ("" ends the list). */
static void error_is(const pd_error *e, const char *code, const char *n1, const char *v1,
                     const char *n2, const char *v2, const char *n3, const char *v3)
{
    if (strcmp(e->code, code) != 0) fail_msg("code %s (%s), want %s", e->code, e->msg, code);
    const char *n[3] = {n1, n2, n3}, *v[3] = {v1, v2, v3};
    for (int i = 0; i < 3 && n[i] && *n[i]; i++) {
        const char *got = err_param(e, n[i]);
        if (!got || strcmp(got, v[i]) != 0)
            fail_msg("%s: param %s = %s, want %s (%s)", code, n[i], got ? got : "(none)", v[i],
                     e->msg);
    }
}

static void import_fails(const char *sgf, const char *code, const char *n1, const char *v1,
                         const char *n2, const char *v2, const char *n3, const char *v3)
{
    pd_error e;
    char *got = import(sgf, &e);
    if (got) fail_msg("%s\nimported as %s, want error %s", sgf, got, code);
    error_is(&e, code, n1, v1, n2, v2, n3, v3);
}

static char *export(const char *record, dots_sgf_rings_fn fn, void *ctx, pd_error *e)
{
    pd_buf out = PD_BUF_INIT;
    if (dots_sgf_from_record(record, fn, ctx, &out, e)) {
        if (out.len) fail_msg("export wrote %s before failing", pd_buf_str(&out));
        pd_buf_free(&out);
        return NULL;
    }
    return pd_buf_take(&out);
}

static void export_fails(const char *record, const char *code, const char *n1, const char *v1,
                         const char *n2, const char *v2)
{
    pd_error e;
    char *got = export(record, NULL, NULL, &e);
    if (got) fail_msg("%s\nexported as %s, want error %s", record, got, code);
    error_is(&e, code, n1, v1, n2, v2, "", "");
}

/* Export then import must give the record back. */
static void round_trips(const char *record)
{
    pd_error e;
    char *sgf = export(record, NULL, NULL, &e);
    if (!sgf) fail_msg("%s\nexport refused: %s: %s", record, e.code, e.msg);
    imports_as(sgf, record);
    free(sgf);
}

/* Start dots that are no named figure import as start=dots, and the rules take them (the
 * canonical record lists them row by row). */
static void imports_as_start_dots(const char *sgf)
{
    pd_error e;
    char *got = import(sgf, &e);
    if (!got) fail_msg("%s\nrefused: %s: %s", sgf, e.code, e.msg);
    if (!strstr(got, "&start=dots&dots")) fail_msg("%s\nimports as %s, want start=dots", sgf, got);
    free(got);
    pd_buf rec = PD_BUF_INIT;
    if (dots_sgf_import(sgf, strlen(sgf), &rec, &e))
        fail_msg("%s\nthe rules refuse it: %s: %s", sgf, e.code, e.msg);
    round_trips(pd_buf_str(&rec));
    pd_buf_free(&rec);
}

/* ---- coordinates ---- */

/* SGF letters count from the top-left, a-z then A-Z; Paperdots y counts from the bottom. */
static void test_coordinate_table(void **state)
{
    static const struct {
        const char *sz;
        int h;
        const char *sgf, *tok;
    } t[] = {
        {"39:32", 32, "aa", "1-32"},  {"39:32", 32, "Ma", "39-32"}, {"39:32", 32, "aF", "1-1"},
        {"39:32", 32, "MF", "39-1"},  {"39:32", 32, "zz", "26-7"},  {"39:32", 32, "Az", "27-7"},
        {"39:32", 32, "tp", "20-17"}, {"5", 5, "aa", "1-5"},        {"5", 5, "ea", "5-5"},
        {"5", 5, "ae", "1-1"},        {"5", 5, "ee", "5-1"},        {"5", 5, "cc", "3-3"},
        {"52", 52, "ZZ", "52-1"},     {"52", 52, "aZ", "1-1"},      {"52", 52, "Za", "52-52"},
        {"5:52", 52, "eZ", "5-1"},    {"52:5", 5, "Za", "52-5"},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        char sgf[80], want[200], size[8];
        snprintf(sgf, sizeof sgf, "(;GM[40]FF[4]SZ[%s];B[%s])", t[i].sz, t[i].sgf);
        snprintf(size, sizeof size, "%s", t[i].sz);
        char *colon = strchr(size, ':');
        if (colon) *colon = 'x';
        else snprintf(size, sizeof size, "%sx%s", t[i].sz, t[i].sz);
        snprintf(want, sizeof want, "game=dots&size=%s&start=empty" REST "%s", size, t[i].tok);
        imports_as(sgf, want);
        /* and back: the export writes the same two letters */
        pd_error e;
        char *out = export(want, NULL, NULL, &e);
        if (!out) fail_msg("%s: %s", want, e.msg);
        char node[16];
        snprintf(node, sizeof node, ";B[%s]", t[i].sgf);
        if (!strstr(out, node)) fail_msg("%s exported as %s, want %s", want, out, node);
        free(out);
    }
}

/* ---- start detection ---- */

/* The SPEC's cross (§1.3), computed here from its words: a cross with lower-left point
 * (x, y) has seat 1 at x-(y+1), (x+1)-y and seat 2 at x-y, (x+1)-(y+1). */
static void sgf_letters(int x, int y, int h, char out[3])
{
    const char *l = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    out[0] = l[x - 1];
    out[1] = l[h - y];
    out[2] = 0;
}

static void spec_cross(int x, int y, int h, char *ab, char *aw)
{
    char p[3];
    /* written in a scrambled order: detection must not depend on it */
    sgf_letters(x + 1, y, h, p);
    strcat(ab, "[");
    strcat(ab, p);
    strcat(ab, "]");
    sgf_letters(x, y + 1, h, p);
    strcat(ab, "[");
    strcat(ab, p);
    strcat(ab, "]");
    sgf_letters(x + 1, y + 1, h, p);
    strcat(aw, "[");
    strcat(aw, p);
    strcat(aw, "]");
    sgf_letters(x, y, h, p);
    strcat(aw, "[");
    strcat(aw, p);
    strcat(aw, "]");
}

static void test_start_detection(void **state)
{
    static const int sizes[][2] = {{5, 5},   {6, 5},   {9, 12},  {10, 10}, {11, 17}, {15, 15},
                                   {20, 20}, {30, 30}, {39, 32}, {52, 52}, {52, 10}, {10, 52}};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        int w = sizes[i][0], h = sizes[i][1];
        int cx = (w + 1) / 2, cy = h / 2, a = w / 5, b = h / 5;
        for (int four = 0; four < 2; four++) {
            char ab[200] = "", aw[200] = "", sgf[600], want[200];
            if (four) {
                spec_cross(cx + a, cy + b, h, ab, aw);
                spec_cross(cx - a, cy - b, h, ab, aw);
                spec_cross(cx - a, cy + b, h, ab, aw);
                spec_cross(cx + a, cy - b, h, ab, aw);
            } else {
                spec_cross(cx, cy, h, ab, aw);
            }
            snprintf(sgf, sizeof sgf, "(;FF[4]GM[40]SZ[%d:%d]AW%sAB%s)", w, h, aw, ab);
            snprintf(want, sizeof want, "game=dots&size=%dx%d&start=%s" REST, w, h,
                     four ? "cross4" : "cross");
            if (four && (w < 10 || h < 10)) {
                /* cross4 needs 10x10: on smaller boards these dots are start=dots */
                imports_as_start_dots(sgf);
            } else {
                imports_as(sgf, want);
                round_trips(want);
            }
            /* the colours swapped are no named figure: start=dots */
            snprintf(sgf, sizeof sgf, "(;FF[4]GM[40]SZ[%d:%d]AW%sAB%s)", w, h, ab, aw);
            imports_as_start_dots(sgf);
        }
    }
    /* The SPEC's own example: on 39x32 the first player has 20-17 and 21-16. */
    imports_as("(;GM[40]SZ[39:32]AB[tp][uq]AW[tq][up])", SETUP("39x32", "cross"));
    /* One dot more, one less, one moved: start=dots, exactly those dots. */
    imports_as(
        "(;GM[40]SZ[39:32]AB[tp][uq][aa]AW[tq][up])",
        "game=dots&size=39x32&start=dots&dotsa=20-17.21-16.1-32&dotsb=20-16.21-17&turn=1" REST);
    imports_as_start_dots("(;GM[40]SZ[39:32]AB[tp]AW[tq][up])");
    imports_as_start_dots("(;GM[40]SZ[39:32]AB[tp][ur]AW[tq][up])");
    /* A dot given twice is no start: the rules refuse the setup. */
    pd_error e;
    pd_buf rec = PD_BUF_INIT;
    const char *twice = "(;GM[40]SZ[39:32]AB[tp][tp]AW[tq][up])";
    assert_int_equal(dots_sgf_import(twice, strlen(twice), &rec, &e), -1);
    error_is(&e, "sgf-unsupported", "what", "setup", "", "", "", "");
    assert_non_null(strstr(e.msg, "given twice"));
    pd_buf_free(&rec);
    /* zagram's random start crosses (four crosses anywhere) */
    imports_as_start_dots(
        "(;GM[40]SZ[39:32]AB[lk][ml][yq][zr][qw][rx][js][kt]AW[ll][mk][yr][zq][qx][rw][jt][ks])");
    /* FF[4] rectangles in AB/AW: a 2x2 block is not a cross, but the list is read */
    imports_as("(;GM[40]SZ[39:32]AB[tp:uq])",
               "game=dots&size=39x32&start=dots&dotsa=20-17.21-17.20-16.21-16&turn=1" REST);
    imports_as("(;GM[40]SZ[39:32]AB[uq][tp:tp]AW[tq:tq][up])", SETUP("39x32", "cross"));
}

/* ---- files in the style of the sites ---- */

/* zagram.org: one line, RU of its own, start crosses in AB/AW, time left after every move,
 * rings closed by repeating the first point, RE[W+R] after White's move: Black resigned. */
static void test_zagram_style(void **state)
{
    imports_as("(;FF[4]GM[40]CA[UTF-8]AP[zagram.org]SZ[39:32]RU[Punish=0,Holes=1,AddTurn=0,"
               "MustSurr=1,MinArea=1,Pass=0,Stop=1,LastSafe=0,ScoreTerr=0,InstantWin=0]"
               "AB[tp][uq]AW[tq][up]PB[Митрандир]PW[Роман]TM[600]OT[0+30]BL[615]WL[612]"
               "DT[2021-01-18]RE[W+R];B[sq]BL[630];W[vp]WL[630];B[tr.tpuqtrsqtp]BL[628.5];"
               "W[vq]WL[630];B[ss]BL[611];W[wr]WL[630])",
               SETUP("39x32", "cross") "19-16.22-17.20-15.22-16.19-14.23-15.resign");
    /* the ring is kept (open) in the structure */
    dots_sgf s;
    dots_sgf_init(&s);
    pd_error e;
    const char *t = "(;GM[40]SZ[39:32]AB[tp][uq]AW[tq][up];B[sq];W[vp];B[tr.tpuqtrsqtp])";
    assert_int_equal(dots_sgf_parse(t, strlen(t), &s, &e), 0);
    assert_int_equal(s.nrings, 1);
    assert_int_equal(s.rings[0].move, 2);
    assert_int_equal(s.rings[0].len, 4);
    assert_int_equal(s.pts[s.rings[0].first].x, 20);
    assert_int_equal(s.pts[s.rings[0].first].y, 17);
    assert_int_equal(s.pts[s.rings[0].first + 3].x, 19);
    assert_int_equal(s.pts[s.rings[0].first + 3].y, 16);
    dots_sgf_free(&s);
}

/* playdots.ru: one root property a line, Russian names, a game comment, ratings with commas,
 * the moves on one line; the game ends with Black grounding (B[]); RE[B+1] is a score. */
static void test_playdots_style(void **state)
{
    imports_as("(;CA[UTF-8]AP[Спортивные Точки (playdots.ru)]GM[40]FF[4]SZ[39:32]RU[russian]\n"
               "PB[Синий игрок]\nPW[Красный игрок]\nBR[Grandmaster, 2022]\nWR[Master, 1823]\n"
               "DT[2016-03-13 01:14:30]\nEV[rating]\nSO[https://playdots.ru/game-info/?id=1]\n"
               "TM[240]\nOT[20 sec / move]\nRE[B+1]\n"
               "C[without territory, with landing, single crossing in the center]\n"
               "AB[tp][uq]\nAW[tq][up]\n"
               ";B[sr];W[vo];B[ts];W[wp];B[rq];W[vr]\n;B[])\n",
               SETUP("39x32", "cross") "19-15.22-18.20-14.23-17.18-16.22-15.ground");
}

/* kropki.dl.pl: SZ[N] for a square board, no start dots, names with escaped brackets and
 * backslashes, a ring on White's move; RE[W+R] after Black's move: White was to move, so the
 * resignation is not Black's turn and is not in the record. */
static void test_kropki_style(void **state)
{
    imports_as("(;FF[4]GM[40]CA[UTF-8]\nSZ[20]\nPB[nick\\]with\\:odd\\\\chars]BR[1200]\n"
               "PW[czerwony]WR[1532]\nDT[2008-12-24]\nAP[kropki.dl.pl:0001]\nRE[W+R]\n"
               ";B[ee];W[ed];B[jj];W[fe];B[jk];W[ef];B[jl];W[de.edfeefdeed];B[jm])",
               SETUP("20x20", "empty") "5-16.5-17.10-11.6-16.10-10.5-15.10-9.4-16.10-8");
}

/* KataGo's Dots fork: SZ[12], the same cross as the SPEC's, KM (komi=K), its own RU, a comment
 * on every move, RE with half points. */
static void test_katago_style(void **state)
{
    imports_as("(;FF[4]AP[katago]GM[40]SZ[12]PB[dotsgame-s1]PW[dotsgame-s2]KM[0.5]"
               "RU[dotsCaptureEmptyBase0startPosIsRandom0sui1]RE[W+0.5]AB[ff][gg]AW[gf][fg]"
               "C[startTurnIdx=0,initTurnNum=4];B[fe]C[0.87 0.13 0.00 1.0 v=165];W[eg]C[0.85];"
               "B[ef]C[0.88];W[hf]C[0.86];B[hg];W[ee];B[dd])",
               SETUP_KEYS("12x12", "cross", "russian",
                          "houses=keep&ring=short&extra=0&freeing=1&komi=0.5&win=0&ground=any&"
                          "players=2") "6-8.5-6.5-7.8-7.8-6.5-8.4-9");
}

/* Variations, comments with escapes and soft line breaks, an FF[3]-style long property name,
 * empty nodes and a second game tree: only the first tree's main line counts. */
static void test_main_line_only(void **state)
{
    imports_as("\xEF\xBB\xBF\n  (;FF[4]GaMe[40]SZ[15]C[a comment \\] with a bracket and a \\\n"
               "soft break]PL[B]\n;B[hh]C[main](;W[ii];C[no move here];B[jj]N[x](;W[kk])"
               "(;W[ll];B[mm]))(;W[aa];B[bb]))\n(;FF[4]GM[40]SZ[9];B[aa])\n",
               SETUP("15x15", "empty") "8-8.9-7.10-6.11-5");
    /* a resignation by the side to move after the last move is the record's last token */
    imports_as("(;GM[40]SZ[9]RE[w+resign];B[aa];W[bb])", SETUP("9x9", "empty") "1-9.2-8.resign");
    imports_as("(;GM[40]SZ[9]RE[ W+R ])", SETUP("9x9", "empty") "resign");
    /* FF[4] soft line breaks (a backslash before a line break) vanish */
    imports_as("(;GM[40]SZ[9]RE[W+\\\r\nR])", SETUP("9x9", "empty") "resign");
    imports_as("(;GM[40]SZ[9];B[a\\\nb])", SETUP("9x9", "empty") "1-8");
    /* RE after a grounding, by time, by score or a draw: nothing to add */
    imports_as("(;GM[40]SZ[9]RE[W+R];B[aa];W[])", SETUP("9x9", "empty") "1-9.ground");
    imports_as("(;GM[40]SZ[9]RE[W+T];B[aa])", SETUP("9x9", "empty") "1-9");
    /* a loss on time (FF[4] "T") by the side to move: the record ends with flag */
    imports_as("(;GM[40]SZ[9]RE[B+T];B[aa])", SETUP("9x9", "empty") "1-9.flag");
    imports_as("(;GM[40]SZ[9]RE[w+time];B[aa];W[bb])", SETUP("9x9", "empty") "1-9.2-8.flag");
    imports_as("(;GM[40]SZ[9]RE[W+Tx];B[aa];W[bb])", SETUP("9x9", "empty") "1-9.2-8");
    imports_as("(;GM[40]SZ[9]RE[0];B[aa])", SETUP("9x9", "empty") "1-9");
    imports_as("(;GM[40]SZ[9]RE[W+Rx];B[aa])", SETUP("9x9", "empty") "1-9");
    /* RE keeps printable ASCII only, cut to fit: it writes back as it was read */
    dots_sgf s;
    dots_sgf_init(&s);
    pd_error e;
    const char *t = "(;GM[40]SZ[9]RE[ W+\n\x01R  ])";
    assert_int_equal(dots_sgf_parse(t, strlen(t), &s, &e), 0);
    assert_string_equal(s.result, "W+??R");
    t = "(;GM[40]SZ[9]RE[0123456789012345678901234567890123456789])";
    assert_int_equal(dots_sgf_parse(t, strlen(t), &s, &e), 0);
    assert_string_equal(s.result, "0123456789012345678901234567...");
    dots_sgf_free(&s);
    /* a move in the root node and a ring left open are read too */
    imports_as("(;GM[40]SZ[9]B[ee.dfefed])", SETUP("9x9", "empty") "5-5");
    /* values of GM and SZ may carry spaces; SZ[n:n] is accepted */
    imports_as("(;GM[ 40 ]SZ[ 7:7 ])", SETUP("7x7", "empty"));
}

/* ---- errors ---- */

static void test_syntax_errors(void **state)
{
    import_fails("", "sgf-syntax", "offset", "0", "line", "1", "col", "1");
    import_fails("  \n", "sgf-syntax", "offset", "3", "line", "2", "col", "1");
    import_fails("GM[40]", "sgf-syntax", "expected", "'('", "offset", "0", "", "");
    import_fails("()", "sgf-syntax", "expected", "';'", "offset", "1", "", "");
    import_fails("(;GM[40]SZ[9]", "sgf-syntax", "expected", "')'", "offset", "13", "", "");
    import_fails("(;GM[40]SZ[9]B[aa", "sgf-syntax", "expected", "']'", "offset", "17", "", "");
    import_fails("(;GM[40]SZ[9]B[aa\\]", "sgf-syntax", "expected", "']'", "", "", "", "");
    import_fails("(;GM[40]\nSZ[9]\n;B[aa]!)", "sgf-syntax", "line", "3", "col", "7", "offset",
                 "21");
    import_fails("(;GM[40]SZ[9]B)", "sgf-syntax", "expected", "'[' (a property value)", "", "", "",
                 "");
    import_fails("(;GM[40]SZ[9]b[aa])", "sgf-syntax", "expected", "a property name in capitals", "",
                 "", "", "");
    import_fails("(;GM[40]SZ[9](;B[aa]);W[bb])", "sgf-syntax", "expected", "'(' or ')'", "", "", "",
                 "");
    import_fails("(;GM[40]SZ[9])x", "sgf-syntax", "expected", "'(' or the end", "offset", "14", "",
                 "");
    import_fails("(;GM[40]SZ[9]((;B[aa])))", "sgf-syntax", "expected", "';'", "", "", "", "");
    /* a bad variation is still a syntax error, though it is skipped */
    import_fails("(;GM[40]SZ[9](;B[aa])(;W[bb]C[x))", "sgf-syntax", "expected", "']'", "", "", "",
                 "");
}

static void test_game_and_size_errors(void **state)
{
    import_fails("(;GM[1]SZ[19];B[aa])", "sgf-game", "value", "1", "", "", "", "");
    import_fails("(;SZ[19];B[aa])", "sgf-game", "value", "1", "", "", "", "");
    import_fails("(;GM[40x]SZ[19])", "sgf-game", "value", "40x", "", "", "", "");
    import_fails("(;GM[40])", "sgf-size", "value", "", "min", "3", "max", "52");
    import_fails("(;GM[40]SZ[2])", "sgf-size", "value", "2", "min", "3", "max", "52");
    import_fails("(;GM[40]SZ[53:10])", "sgf-size", "value", "53:10", "", "", "", "");
    import_fails("(;GM[40]SZ[10:2])", "sgf-size", "value", "10:2", "", "", "", "");
    import_fails("(;GM[40]SZ[abc])", "sgf-size", "value", "abc", "", "", "", "");
    import_fails("(;GM[40]SZ[10:])", "sgf-size", "value", "10:", "", "", "", "");
    import_fails("(;GM[40]SZ[:10])", "sgf-size", "value", ":10", "", "", "", "");
    import_fails("(;GM[40]SZ[1000])", "sgf-size", "value", "1000", "", "", "", "");
    import_fails("(;GM[40]SZ[-9])", "sgf-size", "value", "-9", "", "", "", "");
    /* GM and SZ count in the root only */
    import_fails("(;FF[4];GM[40]SZ[9])", "sgf-game", "value", "1", "", "", "", "");
    /* the smallest field, 3x3 (oppai writes such test positions), and 4x3 open */
    static const char *const small[][2] = {
        {"(;GM[40]FF[4]SZ[3];B[bb];W[ab])", "size=3x3&start=empty"},
        {"(;GM[40]FF[4]SZ[4:3];B[bb];W[ab])", "size=4x3&start=empty"}};
    for (size_t i = 0; i < sizeof small / sizeof small[0]; i++) {
        pd_buf rec = PD_BUF_INIT;
        pd_error e;
        if (dots_sgf_import(small[i][0], strlen(small[i][0]), &rec, &e))
            fail_msg("%s: %s", e.code, e.msg);
        assert_non_null(strstr(pd_buf_str(&rec), small[i][1]));
        assert_non_null(strstr(pd_buf_str(&rec), "&moves=2-2.1-2"));
        pd_buf_free(&rec);
    }
}

static void test_point_errors(void **state)
{
    import_fails("(;GM[40]SZ[9];B[a!])", "sgf-point", "prop", "B", "node", "1", "value", "a!");
    import_fails("(;GM[40]SZ[9];B[aa];W[aj])", "sgf-point", "prop", "W", "node", "2", "value",
                 "aj");
    import_fails("(;GM[40]SZ[9];B[ja])", "sgf-point", "prop", "B", "node", "1", "value", "ja");
    import_fails("(;GM[40]SZ[9:12];B[am])", "sgf-point", "value", "am", "", "", "", "");
    import_fails("(;GM[40]SZ[9];B[a])", "sgf-point", "prop", "B", "value", "a", "", "");
    import_fails("(;GM[40]SZ[9];B[aab])", "sgf-point", "value", "aab", "", "", "", "");
    import_fails("(;GM[40]SZ[9];B[aa.bbc])", "sgf-point", "value", "aa.bbc", "", "", "", "");
    import_fails("(;GM[40]SZ[9];B[aa.])", "sgf-point", "value", "aa.", "", "", "", "");
    import_fails("(;GM[40]SZ[9];B[aa..bb])", "sgf-point", "value", "aa..bb", "", "", "", "");
    import_fails("(;GM[40]SZ[9];B[aa.bbzz])", "sgf-point", "value", "zz", "", "", "", "");
    import_fails("(;GM[40]SZ[9]AB[zz])", "sgf-point", "prop", "AB", "node", "0", "value", "zz");
    import_fails("(;GM[40]SZ[9]AW[aa:b])", "sgf-point", "prop", "AW", "value", "aa:b", "", "");
    import_fails("(;GM[40]SZ[9]AW[aa:zz])", "sgf-point", "value", "zz", "", "", "", "");
    import_fails("(;GM[40]SZ[9];B[ a])", "sgf-point", "value", " a", "", "", "", "");
    /* bytes that are not printable never reach a message */
    import_fails("(;GM[40]SZ[9];B[a\x01])", "sgf-point", "value", "a?", "", "", "", "");
}

static void test_unsupported(void **state)
{
    import_fails("(;GM[40]SZ[9];B[aa]AB[bb])", "sgf-unsupported", "what", "setup-node", "node", "1",
                 "prop", "AB");
    import_fails("(;GM[40]SZ[9]AE[aa])", "sgf-unsupported", "what", "AE", "node", "0", "", "");
    /* Paperdots' own setup keys: only ones it has, each once, with values it takes */
    import_fails("(;GM[40]SZ[9]PDS[extra=2])", "sgf-unsupported", "what", "setup", "key", "extra",
                 "", "");
    import_fails("(;GM[40]SZ[9]PDS[colour=red])", "sgf-unsupported", "what", "setup", "", "", "",
                 "");
    import_fails("(;GM[40]SZ[9]PDS[win=3&win=4])", "sgf-unsupported", "what", "setup", "", "", "",
                 "");
    imports_as("(;GM[40]SZ[9]RU[polish]PDS[players=4&first=2])",
               "game=dots&size=9x9&start=empty&place=0&first=2&rules=polish&houses=keep&ring=short&"
               "extra=0&freeing=1&win=0"
               "&ground=any&players=4&moves=");
    /* several points in a node: only the last node may hold them (playdots' grounding) */
    import_fails("(;GM[40]SZ[9];B[aa];W[bb][cc];B[dd])", "sgf-unsupported", "what", "move-values",
                 "node", "2", "prop", "W");
    /* White's points right after Black's move: Black grounded while White was to move */
    imports_as(
        "(;GM[40]SZ[9];B[aa];W[bb][cc])",
        "game=dots&size=9x9&start=empty&place=0&first=0&rules=russian&houses=keep&ring=short&"
        "extra=0&freeing=1&win=0&ground=any&players=2&moves=1-9.ground-waiting");
    import_fails("(;GM[40]SZ[9];B[aa]W[bb])", "sgf-unsupported", "what", "moves-in-node", "node",
                 "1", "prop", "W");
    import_fails("(;GM[40]SZ[9];B[aa]B[bb])", "sgf-unsupported", "what", "moves-in-node", "", "",
                 "", "");
    import_fails("(;GM[40]SZ[9];B[aa];W[.aabbaa])", "sgf-unsupported", "what", "ring-without-dot",
                 "node", "2", "", "");
    /* a rectangle bigger than the board's point count of start dots stops at once */
    import_fails("(;GM[40]SZ[9]AB[aa:ii][aa:ii])", "sgf-unsupported", "what", "start", "", "", "",
                 "");
    /* more moves than the largest board has points */
    pd_buf b = PD_BUF_INIT;
    pd_buf_put(&b, "(;GM[40]SZ[52]");
    for (int k = 0; k <= DOTS_SGF_MAX_MOVES; k++) pd_buf_put(&b, k % 2 ? ";W[aa]" : ";B[aa]");
    pd_buf_put(&b, ")");
    char node[8];
    snprintf(node, sizeof node, "%d", DOTS_SGF_MAX_MOVES + 1);
    import_fails(pd_buf_str(&b), "sgf-unsupported", "what", "moves", "node", node, "", "");
    pd_buf_free(&b);
}

static void test_order(void **state)
{
    import_fails("(;GM[40]SZ[9];B[aa];B[bb])", "sgf-order", "node", "2", "color", "B", "expected",
                 "W");
    import_fails("(;GM[40]SZ[9];W[aa])", "sgf-order", "node", "1", "color", "W", "expected", "B");
    import_fails("(;GM[40]SZ[9];B[aa];C[x];W[bb];W[cc])", "sgf-order", "node", "4", "color", "W",
                 "expected", "B");
    import_fails("(;GM[40]SZ[9];B[];W[bb])", "sgf-order", "node", "2", "color", "W", "expected",
                 "end");
    /* node numbers count nodes without moves too, and the main line only */
    import_fails("(;GM[40]SZ[9](;B[aa];;B[bb])(;W[cc]))", "sgf-order", "node", "3", "", "", "", "");
}

/* A failed parse leaves the structure empty; a failed to_record leaves the buffer alone. */
static void test_errors_leave_nothing(void **state)
{
    dots_sgf s;
    dots_sgf_init(&s);
    pd_error e;
    const char *good = "(;GM[40]SZ[9];B[aa.bbccbb])", *bad = "(;GM[40]SZ[9];B[aa];W[zz])";
    assert_int_equal(dots_sgf_parse(good, strlen(good), &s, &e), 0);
    assert_int_equal(s.nmoves, 1);
    assert_int_equal(dots_sgf_parse(bad, strlen(bad), &s, &e), -1);
    assert_int_equal(s.nmoves, 0);
    assert_int_equal(s.nrings, 0);
    assert_int_equal(s.npts, 0);
    const char *order = "(;GM[40]SZ[9];W[aa])";
    assert_int_equal(dots_sgf_parse(order, strlen(order), &s, &e), 0);
    pd_buf rec = PD_BUF_INIT;
    pd_buf_put(&rec, "x");
    assert_int_equal(dots_sgf_to_record(&s, &rec, &e), -1);
    assert_string_equal(pd_buf_str(&rec), "x");
    pd_buf_free(&rec);
    dots_sgf_free(&s);
    /* parse reads len bytes only: the text need not end in NUL */
    char cut[] = "(;GM[40]SZ[9];B[aa])garbage";
    assert_int_equal(dots_sgf_parse(cut, 20, &s, &e), 0);
    assert_int_equal(s.nmoves, 1);
    dots_sgf_free(&s);
}

/* ---- export ---- */

static int one_ring(void *ctx, dots_sgf *s, int k, pd_error *err)
{
    (void)ctx;
    if (k != 10) return 0;
    dots_sgf_point ring[] = {{2, 1}, {1, 2}, {2, 3}, {3, 2}};
    return dots_sgf_add_ring(s, k, ring, 4, err);
}

/* The exact text: root on one line (SZ[W:H] for a rectangle), ten moves a line, a ring closed
 * by its first point, the resignation as RE. */
static void test_export_layout(void **state)
{
    const char *rec = SETUP("10x8", "cross") "1-1.10-8.2-2.9-7.3-3.8-6.4-4.7-5.1-8.10-1.2-1.resign";
    pd_error e;
    char *sgf = export(rec, one_ring, NULL, &e);
    if (!sgf) fail_msg("%s", e.msg);
    assert_string_equal(sgf, "(;FF[4]GM[40]CA[UTF-8]AP[Paperdots]SZ[10:8]RU[russian]AB[ed][fe]"
                             "AW[ee][fd]RE[B+R]\n;B[ah];W[ja];B[bg];W[ib];B[cf];W[hc];B[de];"
                             "W[gd];B[aa];W[jh]\n;B[bh.bhagbfcgbh])\n");
    imports_as(sgf, rec);
    free(sgf);
    sgf = export(SETUP("15x15", "empty"), NULL, NULL, &e);
    assert_string_equal(sgf, "(;FF[4]GM[40]CA[UTF-8]AP[Paperdots]SZ[15]RU[russian])\n");
    free(sgf);
    sgf = export(SETUP("9x9", "empty") "ground", NULL, NULL, &e);
    assert_string_equal(sgf, "(;FF[4]GM[40]CA[UTF-8]AP[Paperdots]SZ[9]RU[russian]\n;B[])\n");
    free(sgf);
    /* keys in any order, defaults for the missing ones (start=cross) */
    sgf = export("game=dots&players=2&size=5x5&moves=1-1", NULL, NULL, &e);
    assert_string_equal(sgf, "(;FF[4]GM[40]CA[UTF-8]AP[Paperdots]SZ[5]RU[russian]AB[cc][dd]"
                             "AW[cd][dc]\n;B[ae])\n");
    free(sgf);
    sgf = export("game=dots", NULL, NULL, &e);
    assert_non_null(sgf);
    assert_non_null(strstr(sgf, "SZ[39:32]RU[russian]AB[tp][uq]AW[tq][up])"));
    free(sgf);
}

static void test_export_round_trips(void **state)
{
    round_trips(SETUP("39x32", "cross"));
    round_trips(SETUP("39x32", "cross") "1-1");
    round_trips(SETUP("39x32", "cross4") "1-1.39-32.ground");
    round_trips(SETUP("5x5", "empty") "resign");
    round_trips(SETUP("5x5", "cross") "1-1.resign");
    round_trips(SETUP("52x52", "empty") "52-52.1-1.52-1.1-52.26-27.27-26.resign");
    round_trips(SETUP("20x20", "cross4") "ground");
    round_trips(SETUP("5x5", "cross2") "1-1");
    round_trips(SETUP("39x32", "cross2") "1-1.resign");
    round_trips(SETUP("5x5", "empty") "flag");
    round_trips(SETUP("15x15", "cross") "1-1.flag");
    round_trips(SETUP("15x15", "cross") "1-1.2-2.flag");
    imports_as("(;GM[40]SZ[39:32]AB[sp][tq][up][vq]AW[sq][tp][uq][vp])", SETUP("39x32", "cross2"));
}

static void test_export_errors(void **state)
{
    export_fails("game=boxes&size=3x3", "sgf-game", "value", "boxes", "", "");
    export_fails("size=9x9&game=dots", "sgf-record", "key", "size", "", "");
    export_fails("", "sgf-record", "key", "", "", "");
    /* every rule set exports (Paperdots' own properties, sgf.h) and imports back */
    round_trips(SETUP_KEYS(
        "9x9", "empty", "polish",
        "houses=keep&ring=short&extra=0&freeing=1&win=0&ground=any&players=2") "1-1!.agree.decline."
                                                                               "2-2");
    round_trips(SETUP_KEYS(
        "9x9", "cross", "russian",
        "houses=capture&ring=short&extra=1&freeing=0&win=3&ground=any&players=4") "1-1.ground");
    export_fails("game=dots&rules=klingon", "value-bad", "key", "rules", "value", "klingon");
    export_fails("game=dots&size=2x2", "size-range", "key", "size", "value", "2x2");
    export_fails("game=dots&size=9by9", "size-syntax", "key", "size", "", "");
    export_fails("game=dots&size=9x9&start=cross4", "sgf-record", "key", "start", "", "");
    export_fails("game=dots&colour=red", "sgf-record", "key", "colour", "", "");
    export_fails("game=dots&size=9x9&size=9x9", "sgf-record", "key", "size", "", "");
    export_fails("game=dots&size", "sgf-record", "key", "size", "", "");
    export_fails("game=dots&moves=1-1&size=9x9", "sgf-record", "key", "moves", "", "");
    export_fails(SETUP("9x9", "empty") "1-1.10-1", "sgf-record", "move", "2", "token", "10-1");
    export_fails(SETUP("9x9", "empty") "1-1.1-0", "sgf-record", "move", "2", "token", "1-0");
    export_fails(SETUP("9x9", "empty") "01-1", "sgf-record", "move", "1", "token", "01-1");
    export_fails(SETUP("9x9", "empty") "1-1!!", "sgf-record", "move", "1", "token", "1-1!!");
    /* the rings an x-y! names: their form is checked here, whether they are rings by the engine */
    static const char *const bad_named[] = {"1-1!:5",   "1-1!:",       "1-1!:12!",   "1-1!3-3",
                                            "1-1!3-3:", "1-1!10-1:12", "1-1!:12!!:3"};
    for (size_t i = 0; i < sizeof bad_named / sizeof bad_named[0]; i++) {
        char r[160];
        snprintf(r, sizeof r, "%s%s", SETUP("9x9", "empty"), bad_named[i]);
        export_fails(r, "sgf-record", "move", "1", "token", bad_named[i]);
    }
    pd_error named_err;
    char *named = export(SETUP("9x9", "empty") "1-1!:8426!3-4:631479", NULL, NULL, &named_err);
    if (!named) fail_msg("%s: %s", named_err.code, named_err.msg);
    free(named);
    export_fails(SETUP("9x9", "empty") "skip", "sgf-record", "token", "skip", "", "");
    export_fails(SETUP("9x9", "empty") "1-1.", "sgf-record", "move", "2", "token", "");
    export_fails(SETUP("9x9", "empty") "ground.1-1", "sgf-record", "move", "2", "token", "1-1");
    export_fails(SETUP("9x9", "empty") "resign.resign", "sgf-record", "move", "2", "token",
                 "resign");
    export_fails(SETUP("9x9", "empty") "flag.1-1", "sgf-record", "move", "2", "token", "1-1");
}

static int bad_ring(void *ctx, dots_sgf *s, int k, pd_error *err)
{
    const int *which = ctx;
    dots_sgf_point p[2] = {{1, 1}, {9, 10}};
    if (k != 1) return 0;
    switch (*which) {
    case 0: return dots_sgf_add_ring(s, 5, p, 1, err); /* no such move */
    case 1: return dots_sgf_add_ring(s, 1, p, 0, err); /* empty ring */
    case 2: return dots_sgf_add_ring(s, 1, p, 2, err); /* 9-10 is off 9x9 */
    case 3: return dots_sgf_add_ring(s, 1, p, 1, err) ? -1 : dots_sgf_add_ring(s, 0, p, 1, err);
    default: return dots_sgf_add_ring(s, 2, p, 1, err); /* move 3 is a grounding */
    }
}

static void test_ring_errors(void **state)
{
    static const char *const want_move[] = {"6", "2", "2", "1", "3"};
    for (int which = 0; which < 5; which++) {
        pd_error e;
        char *sgf = export(SETUP("9x9", "empty") "1-1.2-2.ground", bad_ring, &which, &e);
        if (sgf) fail_msg("case %d exported %s", which, sgf);
        error_is(&e, "sgf-record", "move", want_move[which], "", "", "", "");
    }
}

/* ---- random round trips ---- */

typedef struct rings_ctx {
    pd_rng *rng;
    int w, h;
    int added;            /* rings added */
    dots_sgf_point first; /* the first point of the first ring */
} rings_ctx;

static int random_rings(void *ctx, dots_sgf *s, int k, pd_error *err)
{
    rings_ctx *c = ctx;
    if (s->moves[k].kind != DOTS_SGF_DOT) return 0;
    int n = pd_rng_below(c->rng, 8) == 0 ? (int)pd_rng_below(c->rng, 3) + 1 : 0;
    for (int r = 0; r < n; r++) {
        dots_sgf_point p[12];
        int len = (int)pd_rng_below(c->rng, 12) + 1;
        for (int i = 0; i < len; i++) {
            p[i].x = (int)pd_rng_below(c->rng, (uint32_t)c->w) + 1;
            p[i].y = (int)pd_rng_below(c->rng, (uint32_t)c->h) + 1;
        }
        if (len > 1 && p[len - 1].x == p[0].x && p[len - 1].y == p[0].y) len--; /* keep it open */
        if (!c->added) c->first = p[0];
        c->added++;
        if (dots_sgf_add_ring(s, k, p, len, err)) return -1;
    }
    return 0;
}

static void test_random_round_trips(void **state)
{
    pd_rng rng;
    pd_rng_seed(&rng, 20240601);
    int rounds = getenv("PD_TEST_QUICK") ? 60 : 400;
    for (int round = 0; round < rounds; round++) {
        int w = (int)pd_rng_below(&rng, 48) + 5, h = (int)pd_rng_below(&rng, 48) + 5;
        int start = (int)pd_rng_below(&rng, (w >= 10 && h >= 10) ? 3 : 2);
        static const char *const names[] = {"empty", "cross", "cross4"};
        /* every point but the start dots, shuffled */
        char *taken = calloc((size_t)(w * h), 1);
        int cx = (w + 1) / 2, cy = h / 2, a = w / 5, b = h / 5;
        int corners[4][2] = {{cx, cy}, {cx, cy}, {cx, cy}, {cx, cy}};
        if (start == 2) {
            int c4[4][2] = {{cx - a, cy - b}, {cx + a, cy - b}, {cx - a, cy + b}, {cx + a, cy + b}};
            memcpy(corners, c4, sizeof c4);
        }
        for (int i = 0; start && i < 4; i++)
            for (int d = 0; d < 4; d++)
                taken[(corners[i][1] - 1 + d / 2) * w + corners[i][0] - 1 + d % 2] = 1;
        int *free_pts = malloc(sizeof(int) * (size_t)(w * h)), nfree = 0;
        for (int p = 0; p < w * h; p++)
            if (!taken[p]) free_pts[nfree++] = p;
        for (int i = nfree - 1; i > 0; i--) {
            int j = (int)pd_rng_below(&rng, (uint32_t)(i + 1)), t = free_pts[i];
            free_pts[i] = free_pts[j];
            free_pts[j] = t;
        }
        int n = (int)pd_rng_below(&rng, 4) == 0
                    ? nfree
                    : (int)pd_rng_below(&rng, (uint32_t)(nfree < 120 ? nfree + 1 : 121));
        pd_buf rec = PD_BUF_INIT;
        pd_buf_printf(&rec, "game=dots&size=%dx%d&start=%s" REST, w, h, names[start]);
        for (int k = 0; k < n; k++)
            pd_buf_printf(&rec, "%s%d-%d", k ? "." : "", free_pts[k] % w + 1, free_pts[k] / w + 1);
        uint32_t end = pd_rng_below(&rng, 3);
        if (end) pd_buf_printf(&rec, "%s%s", n ? "." : "", end == 1 ? "ground" : "resign");

        rings_ctx ctx = {&rng, w, h, 0, {0, 0}};
        pd_error e;
        char *sgf = export(pd_buf_str(&rec), random_rings, &ctx, &e);
        if (!sgf) fail_msg("%s\nexport refused: %s", pd_buf_str(&rec), e.msg);
        imports_as(sgf, pd_buf_str(&rec));
        /* the rings come back as they went: same count, same first point, same text */
        dots_sgf s;
        dots_sgf_init(&s);
        assert_int_equal(dots_sgf_parse(sgf, strlen(sgf), &s, &e), 0);
        assert_int_equal(s.nrings, ctx.added);
        if (ctx.added) {
            assert_int_equal(s.pts[0].x, ctx.first.x);
            assert_int_equal(s.pts[0].y, ctx.first.y);
        }
        pd_buf again = PD_BUF_INIT;
        dots_sgf_write(&s, &again);
        assert_string_equal(pd_buf_str(&again), sgf);
        pd_buf_free(&again);
        dots_sgf_free(&s);
        free(sgf);
        pd_buf_free(&rec);
        free(free_pts);
        free(taken);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_coordinate_table),     cmocka_unit_test(test_start_detection),
        cmocka_unit_test(test_zagram_style),         cmocka_unit_test(test_playdots_style),
        cmocka_unit_test(test_kropki_style),         cmocka_unit_test(test_katago_style),
        cmocka_unit_test(test_main_line_only),       cmocka_unit_test(test_syntax_errors),
        cmocka_unit_test(test_game_and_size_errors), cmocka_unit_test(test_point_errors),
        cmocka_unit_test(test_unsupported),          cmocka_unit_test(test_order),
        cmocka_unit_test(test_errors_leave_nothing), cmocka_unit_test(test_export_layout),
        cmocka_unit_test(test_export_round_trips),   cmocka_unit_test(test_export_errors),
        cmocka_unit_test(test_ring_errors),          cmocka_unit_test(test_random_round_trips),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
