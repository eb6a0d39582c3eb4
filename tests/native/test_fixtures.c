/* test_fixtures.c — replays every record in the tests/fixtures files and compares the exact
 * `play` report (or error code). The WASM suite (tests/wasm) checks the same files. */
#include <dirent.h>
#include <stdio.h>

#include "support.h"

#ifndef FIXTURE_DIR
#define FIXTURE_DIR "tests/fixtures"
#endif

typedef struct {
    char file[256];
    int line;
    char record[4096];
    char expect[1024]; /* report lines, or "error=<code>\n" */
} fixture;

static fixture *fixtures;
static int nfixtures, cap;

static void push(const fixture *f)
{
    if (nfixtures == cap) {
        cap = cap ? 2 * cap : 64;
        fixtures = realloc(fixtures, sizeof *fixtures * (size_t)cap);
    }
    fixtures[nfixtures++] = *f;
}

static void load_file(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", FIXTURE_DIR, name);
    FILE *fp = fopen(path, "r");
    if (!fp) fail_msg("cannot open %s", path);
    char line[4200];
    fixture f;
    int in = 0, n = 0;
    while (fgets(line, sizeof line, fp)) {
        n++;
        line[strcspn(line, "\r\n")] = 0;
        if (line[0] == '#') continue;
        if (!line[0]) {
            if (in) push(&f);
            in = 0;
            continue;
        }
        if (!in) {
            memset(&f, 0, sizeof f);
            snprintf(f.file, sizeof f.file, "%s", name);
            f.line = n;
            if (strncmp(line, "record=", 7) != 0)
                fail_msg("%s:%d: block must start with record=", name, n);
            size_t len = strlen(line + 7);
            if (len >= sizeof f.record) fail_msg("%s:%d: record too long", name, n);
            memcpy(f.record, line + 7, len + 1);
            in = 1;
        } else {
            size_t k = strlen(f.expect), len = strlen(line);
            if (k + len + 2 > sizeof f.expect) fail_msg("%s:%d: expected report too long", name, n);
            memcpy(f.expect + k, line, len);
            memcpy(f.expect + k + len, "\n", 2);
        }
    }
    if (in) push(&f);
    fclose(fp);
}

static void test_all_fixtures(void **state)
{
    DIR *d = opendir(FIXTURE_DIR);
    assert_non_null(d);
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n > 4 && strcmp(e->d_name + n - 4, ".txt") == 0) load_file(e->d_name);
    }
    closedir(d);
    assert_true(nfixtures >= 10);
    int bad = 0;
    for (int i = 0; i < nfixtures; i++) {
        const fixture *f = &fixtures[i];
        pd_error err;
        pd_game *g = pd_game_from_record(f->record, &err);
        char got[1200];
        if (g) {
            char *r = report_of(g);
            snprintf(got, sizeof got, "%s", r);
            free(r);
            pd_game_free(g);
        } else {
            snprintf(got, sizeof got, "error=%s\n", err.code);
        }
        if (strcmp(got, f->expect) != 0) {
            print_error("%s:%d: %s\n--- want\n%s--- got\n%s", f->file, f->line, f->record,
                        f->expect, got);
            bad++;
        }
    }
    print_message("%d fixture records checked\n", nfixtures);
    free(fixtures);
    assert_int_equal(bad, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_all_fixtures)};
    return cmocka_run_group_tests_name("fixtures", tests, NULL, NULL);
}
