#!/usr/bin/env bash
# run-native.sh MODE BINARY... — runs cmocka suites, prints their output, and writes the summed
# counts to build/counts/native-MODE ("passed failed"). A suite that dies without a summary
# counts as one failure.
set -u
mode=$1; shift
mkdir -p build/counts
passed=0; failed=0; skipped=0
for bin in "$@"; do
  out=$("$bin" 2>&1); rc=$?
  printf '%s\n' "$out" | grep -vE '^\[ (RUN|      OK) ' 
  p=$(printf '%s\n' "$out" | sed -nE 's/^\[  PASSED  \] ([0-9]+) test.*/\1/p' | tail -1)
  f=$(printf '%s\n' "$out" | sed -nE 's/^\[  FAILED  \] ([0-9]+) test.*/\1/p' | tail -1)
  k=$(printf '%s\n' "$out" | sed -nE 's/^\[  SKIPPED \] ([0-9]+) test.*/\1/p' | tail -1)
  skipped=$((skipped + ${k:-0}))
  if [ -z "$p$f" ]; then echo "$bin ($mode): died with status $rc and no summary"; failed=$((failed + 1)); continue; fi
  passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0}))
  if [ "$rc" -ne 0 ] && [ "${f:-0}" -eq 0 ]; then failed=$((failed + 1)); fi
done
echo "$passed $failed" > "build/counts/native-$mode"
note=""
[ "$skipped" -gt 0 ] && note=", $skipped skipped${PD_TEST_QUICK:+ (PD_TEST_QUICK is set)}"
echo "native ($mode): $passed passed, $failed failed$note"
[ "$failed" -eq 0 ]
