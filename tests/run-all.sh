#!/usr/bin/env bash
# run-all.sh — `make test`: ESLint, native suites (plain, then ASan+UBSan), a short fuzz run,
# the WASM build, Vitest against the real WASM, the site build, browser tests. Ends with one line
# "N passed, N failed" summing every suite; exits non-zero if anything failed.
set -u
cd "$(dirname "$0")/.."
rm -rf build/counts; mkdir -p build/counts
status=0

# step NAME COMMAND...: run it; a step that fails without writing counts counts as one failure,
# and one that exits non-zero while reporting no failure gets one added.
step() {
  local name=$1; shift
  echo "==== $name"
  "$@"; local rc=$?
  if [ ! -f "build/counts/$name" ]; then
    if [ $rc -eq 0 ]; then echo "0 0" > "build/counts/$name"; else echo "0 1" > "build/counts/$name"; fi
  elif [ $rc -ne 0 ] && [ "$(cut -d' ' -f2 "build/counts/$name")" = "0" ]; then
    echo "$(cut -d' ' -f1 "build/counts/$name") 1" > "build/counts/$name"
  fi
  [ $rc -eq 0 ] || { echo "==== $name failed (status $rc)"; status=1; }
}

vitest_counts() {
  npx vitest run --reporter=default --reporter=json --outputFile=build/vitest.json; local rc=$?
  if [ -f build/vitest.json ]; then
    node -e 'const r=require("./build/vitest.json");console.log(r.numPassedTests+" "+(r.numFailedTests+(r.numRuntimeErrorSuites||0)))' > build/counts/web
  fi
  return $rc
}

# ESLint counts as one check: "1 0" when it reports no error (warnings allowed), else "0 1".
lint_counts() {
  npm run --silent lint; local rc=$?
  if [ $rc -eq 0 ]; then echo "1 0" > build/counts/lint; else echo "0 1" > build/counts/lint; fi
  return $rc
}

e2e_counts() {
  node tests/e2e/run.mjs | tee build/e2e.log; local rc=${PIPESTATUS[0]}
  sed -nE 's/^e2e: ([0-9]+) passed, ([0-9]+) failed$/\1 \2/p' build/e2e.log | tail -1 > build/counts/e2e
  [ -s build/counts/e2e ] || rm -f build/counts/e2e
  return $rc
}

step lint lint_counts
step native-plain make --no-print-directory test-native
step native-asan+ubsan make --no-print-directory test-native-san
step fuzz make --no-print-directory fuzz-short
step wasm make --no-print-directory wasm/dist/paperdots.wasm
rm -f build/vitest.json
step web vitest_counts
step site make --no-print-directory site
step e2e e2e_counts

passed=0; failed=0
for f in build/counts/*; do
  read -r p fl < "$f"
  passed=$((passed + p)); failed=$((failed + fl))
done
echo "suites: $(for f in build/counts/*; do printf '%s=%s ' "$(basename "$f")" "$(tr ' ' '/' < "$f")"; done)"
echo "$passed passed, $failed failed"
[ $status -eq 0 ] && [ $failed -eq 0 ]
