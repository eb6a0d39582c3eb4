/* line_buffered.c — linked into every native test program: stdout is line-buffered even into a
 * file, so each test's result reaches scripts/run-native.sh's log as it finishes (the watchdog of
 * `make test` takes a growing log as progress). */
#include <stdio.h>

__attribute__((constructor)) static void pd_test_line_buffered(void)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
}
