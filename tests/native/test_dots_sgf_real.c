/* test_dots_sgf_real.c — the Dots SGF files other programs and sites wrote
 * (tests/fixtures/sgf-real, sources in its SOURCES.md). Each file is listed in expect.tsv as
 * `open`, `differs` or `refuse <code> [word]`. An open file must import, reproduce the result
 * its RE states (a score margin, a resignation, a loss on time, a grounding win or a draw) and
 * come back as the same record after export and import. A `differs` file imports but does not
 * yet give its stated result: the test fails once it does, so the list is kept true. A refused file must give that error code, and
 * its message must name the word (the flag or property the import cannot play). Every .sgf in
 * the folder must be listed, so no file is skipped by accident. */
#include <dirent.h>
#include <stdio.h>

#include "dots/dots.h"
#include "sgf_support.h"
#include "support.h"

#define DIR_REAL "tests/fixtures/sgf-real"
#define MAX_FILES 256

typedef struct entry {
    char path[128];
    char outcome[16];
    char code[48];
    char word[64];
    int seen;
} entry;

static entry entries[MAX_FILES];
static int nentries;

static void load_expect(void)
{
    FILE *fp = fopen(DIR_REAL "/expect.tsv", "r");
    if (!fp) fail_msg("cannot open %s/expect.tsv", DIR_REAL);
    char line[512];
    while (fgets(line, sizeof line, fp)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        if (nentries == MAX_FILES) fail_msg("more than %d files in expect.tsv", MAX_FILES);
        entry *e = &entries[nentries++];
        memset(e, 0, sizeof *e);
        if (sscanf(line, "%127s %15s %47s %63s", e->path, e->outcome, e->code, e->word) < 2)
            fail_msg("bad expect.tsv line: %s", line);
    }
    fclose(fp);
}

static char *slurp(const char *path, size_t *len)
{
    FILE *fp = fopen(path, "rb");
    if (!fp) fail_msg("cannot open %s", path);
    fseek(fp, 0, SEEK_END);
    long n = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    char *t = malloc((size_t)n + 1);
    assert_non_null(t);
    assert_int_equal(fread(t, 1, (size_t)n, fp), (size_t)n);
    t[n] = 0;
    fclose(fp);
    *len = (size_t)n;
    return t;
}

/* Whether the game g (imported from a file whose RE is re) ends as RE says. 1 yes, 0 no, -1 RE
 * states no result ("", "?", "Void"). */
static int result_matches(pd_game *g, const char *re, char *why, size_t cap)
{
    pd_result r = {0};
    pd_game_result(g, &r);
    double s[2] = {dots_score(g->pos, 1), dots_score(g->pos, 2)};
    if (!re[0] || strcmp(re, "?") == 0 || strcmp(re, "Void") == 0) return -1;
    if (strcmp(re, "0") == 0 || strcmp(re, "Draw") == 0 || strcmp(re, "D") == 0) {
        snprintf(why, cap, "scores %g-%g, want a draw", s[0], s[1]);
        return s[0] == s[1];
    }
    if ((re[0] != 'B' && re[0] != 'W') || re[1] != '+') {
        snprintf(why, cap, "RE[%s] is no result this test knows", re);
        return 0;
    }
    int team = re[0] == 'B' ? 1 : 2;
    const char *how = re + 2;
    if ((how[0] >= '0' && how[0] <= '9')) {
        double margin = atof(how), got = s[team - 1] - s[2 - team];
        snprintf(why, cap, "scores %g-%g, want %s", s[0], s[1], re);
        return got == margin;
    }
    unsigned want = team == 1 ? 1u : 2u; /* seat bits of a two-player game */
    const char *end = how[0] == 'R' || how[0] == 'r'   ? "resign"
                      : how[0] == 'T' || how[0] == 't' ? "flag"
                      : how[0] == 'G' || how[0] == 'g' ? "ground"
                                                       : "";
    snprintf(why, cap, "over=%d how=%s winners=%u, want %s", pd_game_over(g), r.how ? r.how : "-",
             r.winners, re);
    return pd_game_over(g) && r.how && strcmp(r.how, end) == 0 && r.winners == want;
}

static void check_open(const entry *e, const char *text, size_t len, int *bad, int *reproduced,
                       int differs)
{
    pd_buf rec = PD_BUF_INIT, sgf = PD_BUF_INIT, again = PD_BUF_INIT;
    pd_error err;
    if (dots_sgf_import(text, len, &rec, &err)) {
        print_error("%s: refused (%s: %s)\n", e->path, err.code, err.msg);
        (*bad)++;
        goto out;
    }
    dots_sgf s;
    dots_sgf_init(&s);
    assert_int_equal(dots_sgf_parse(text, len, &s, &err), 0);
    pd_game *g = pd_game_from_record(pd_buf_str(&rec), &err);
    if (!g) fail_msg("%s: the imported record does not play: %s", e->path, err.msg);
    char why[160] = "";
    int ok = result_matches(g, s.result, why, sizeof why);
    if (!differs && ok == 0) {
        print_error("%s: result not reproduced: %s\n", e->path, why);
        (*bad)++;
    }
    if (differs && ok != 0) {
        print_error("%s: listed as differs, but its result is %s (%s)\n", e->path,
                    ok == 1 ? "reproduced" : "not stated", why);
        (*bad)++;
    }
    *reproduced += ok == 1;
    pd_game_free(g);
    dots_sgf_free(&s);
    if (dots_sgf_export(pd_buf_str(&rec), &sgf, &err)) {
        print_error("%s: export failed: %s\n", e->path, err.msg);
        (*bad)++;
    } else if (dots_sgf_import(pd_buf_str(&sgf), sgf.len, &again, &err)) {
        print_error("%s: the export does not import: %s\n", e->path, err.msg);
        (*bad)++;
    } else if (strcmp(pd_buf_str(&again), pd_buf_str(&rec)) != 0) {
        print_error("%s: export + import changed the record\n%s\n%s\n", e->path, pd_buf_str(&rec),
                    pd_buf_str(&again));
        (*bad)++;
    }
out:
    pd_buf_free(&rec);
    pd_buf_free(&sgf);
    pd_buf_free(&again);
}

static void check_refused(const entry *e, const char *text, size_t len, int *bad)
{
    pd_buf rec = PD_BUF_INIT;
    pd_error err;
    if (dots_sgf_import(text, len, &rec, &err) == 0) {
        print_error("%s: opened, but expect.tsv says %s\n", e->path, e->code);
        (*bad)++;
    } else if (strcmp(err.code, e->code) != 0 || (e->word[0] && !strstr(err.msg, e->word))) {
        print_error("%s: refused with %s (%s), want %s naming \"%s\"\n", e->path, err.code, err.msg,
                    e->code, e->word);
        (*bad)++;
    }
    pd_buf_free(&rec);
}

static void list_folder(const char *sub)
{
    char dir[600];
    snprintf(dir, sizeof dir, "%s/%s", DIR_REAL, sub);
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *f;
    while ((f = readdir(d))) {
        size_t n = strlen(f->d_name);
        if (n < 5 || strcmp(f->d_name + n - 4, ".sgf") != 0) continue;
        char path[600];
        snprintf(path, sizeof path, "%s/%s", sub, f->d_name);
        int found = 0;
        for (int i = 0; i < nentries; i++)
            if (strcmp(entries[i].path, path) == 0) found = entries[i].seen = 1;
        if (!found) fail_msg("%s/%s is not listed in expect.tsv", DIR_REAL, path);
    }
    closedir(d);
}

static void test_real_files(void **state)
{
    (void)state;
    load_expect();
    DIR *d = opendir(DIR_REAL);
    assert_non_null(d);
    struct dirent *f;
    while ((f = readdir(d)))
        if (f->d_name[0] != '.' && !strchr(f->d_name, '.')) list_folder(f->d_name);
    closedir(d);
    int bad = 0, opened = 0, reproduced = 0;
    for (int i = 0; i < nentries; i++) {
        const entry *e = &entries[i];
        if (!e->seen) fail_msg("expect.tsv lists %s, which is not in the folder", e->path);
        char path[300];
        snprintf(path, sizeof path, "%s/%s", DIR_REAL, e->path);
        size_t len;
        char *text = slurp(path, &len);
        if (strcmp(e->outcome, "open") == 0 || strcmp(e->outcome, "differs") == 0) {
            check_open(e, text, len, &bad, &reproduced, e->outcome[0] == 'd');
            opened++;
        } else if (strcmp(e->outcome, "refuse") == 0 && e->code[0]) {
            check_refused(e, text, len, &bad);
        } else {
            fail_msg("%s: outcome is open, differs or refuse <code> [word]", e->path);
        }
        free(text);
    }
    print_message("%d files: %d open (%d stated results reproduced), %d refused\n", nentries,
                  opened, reproduced, nentries - opened);
    assert_int_equal(bad, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_real_files)};
    return cmocka_run_group_tests_name("dots sgf real files", tests, NULL, NULL);
}
