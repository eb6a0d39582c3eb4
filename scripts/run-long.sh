#!/usr/bin/env bash
# run-long.sh — `make test-long`: the slow checks `make test` leaves out so that it stays a
# developer's loop of under ten minutes; CI (.ci/run) runs them after it. The native suites in the
# plain build with their long tests (PD_LONG_TEST: matches and exhaustive walks), clang-tidy over
# the core and the CLI (as one check), the re-proof of every shipped Dots and Shut In puzzle
# and the WASM bots' moves with a second seed (one check: PD_LONG_TEST=1 in
# tests/wasm/puzzles-dots.test.js, puzzles-shutin.test.js and bots.test.js; make test re-proves
# every 10th puzzle and uses one seed), and the long tier of the browser tests (PD_E2E_TIER=long: the
# checks of make test swept over the other languages, families and positions, and the
# screenshots), each counted. Each runs under scripts/watchdog.sh (stopped only when it makes no
# progress for PD_TEST_IDLE seconds). Ends with "N passed, N failed".
set -u
cd "$(dirname "$0")/.."
unset PD_TEST_QUICK
IDLE=${PD_TEST_IDLE:-600}
mkdir -p build/counts
make --no-print-directory build/paperdots $(make -s print-test-binaries) || exit 1
WATCHDOG_WATCH="build/logs/native-plain" bash scripts/watchdog.sh "$IDLE" make --no-print-directory test-native
native=$?
p=0 f=0
[ -f build/counts/native-plain ] && read -r p f < build/counts/native-plain
[ $native -ne 0 ] && [ "$f" -eq 0 ] && f=1
bash scripts/watchdog.sh "$IDLE" make --no-print-directory tidy
if [ $? -eq 0 ]; then p=$((p + 1)); else f=$((f + 1)); fi
# Every shipped Dots and Shut In puzzle proved again (make test re-proves every 10th: docs/puzzles.md),
# and the WASM bots against the native ones with a second seed (make test: one).
make --no-print-directory wasm/dist/paperdots.wasm &&
  PD_LONG_TEST=1 bash scripts/watchdog.sh "$IDLE" npx vitest run tests/wasm/puzzles-dots.test.js tests/wasm/puzzles-shutin.test.js tests/wasm/bots.test.js
if [ $? -eq 0 ]; then p=$((p + 1)); else f=$((f + 1)); fi
# The browser tests' long tier, against the site as built now.
make --no-print-directory site || f=$((f + 1))
PD_E2E_TIER=long bash scripts/watchdog.sh "$IDLE" node tests/e2e/run.mjs | tee build/e2e-long.log
e2e=${PIPESTATUS[0]}
source scripts/e2e-count.sh
read -r ep ef < <(e2e_count build/e2e-long.log)
p=$((p + ${ep:-0})); f=$((f + ${ef:-0}))
[ "$e2e" -ne 0 ] && [ "${ef:-0}" -eq 0 ] && f=$((f + 1))
echo "$p passed, $f failed"
[ "$f" -eq 0 ]
