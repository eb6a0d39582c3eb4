#!/usr/bin/env bash
# run-all.sh — `make test`: the builds (native, WASM, site), then the browser tests beside
# ESLint, the C format check, the native suites (plain, then ASan+UBSan; the long exhaustive tests
# and clang-tidy are `make test-long`), a short fuzz run and Vitest against the real WASM. Ends with one line "N passed, N failed" summing every suite; exits non-zero if
# anything failed.
# Every step runs under scripts/watchdog.sh, which stops it only when it makes no progress: no
# output and no test finished for IDLE seconds. Each suite reports every test (or test file) as it
# finishes, so a slow or busy machine stretches a step but never stops it; there is no CPU or wall
# limit (a browser's CPU grows with the wall time of a healthy run). A stopped step counts as one
# more failure. The browser runner also gives each test a limit of its own (tests/e2e/run.mjs).
# The end prints each step's wall and CPU time.
set -u
cd "$(dirname "$0")/.."
# The suites below set PD_TEST_QUICK themselves (the long tests are `make test-long`).
unset PD_TEST_QUICK
rm -rf build/counts build/times; mkdir -p build/counts build/times
status=0
IDLE=${PD_TEST_IDLE:-600}
t_start=$SECONDS
# The machine's CPU seconds so far (user, nice, system, irq, softirq from /proc/stat, in 1/100 s):
# the steps' own CPU below misses the browsers' processes, which their runner does not wait for.
machine_cpu() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 }' /proc/stat; }
cpu_start=$(machine_cpu)

# step NAME COMMAND...: run it (a shell function or a program) under the watchdog;
# a step that fails without writing counts counts as one failure, one that exits non-zero while
# reporting no failure gets one added, and one that is stopped gets one added.
step() {
  local name=$1; shift
  echo "==== $name (stopped only if it makes no progress for ${IDLE}s)"
  local t0=$SECONDS
  # the native suites write each test's result to their own logs as it finishes
  WATCHDOG_WATCH="build/logs/native-plain build/logs/native-asan+ubsan" WATCHDOG_REPORT="build/times/$name" \
    bash scripts/watchdog.sh "$IDLE" bash -c '"$@"' step "$@"; local rc=$?
  local stopped=0
  [ $rc -eq 124 ] && stopped=1
  local p=0 f=0
  [ -f "build/counts/$name" ] && read -r p f < "build/counts/$name"
  if [ $stopped -eq 1 ]; then
    f=$((f + 1))
    echo "==== $name STOPPED as hung (counted as a failure)"
  elif [ $rc -ne 0 ] && [ "$f" -eq 0 ]; then
    f=1
  fi
  echo "$p $f" > "build/counts/$name"
  [ -f "build/times/$name" ] && echo "$(cat "build/times/$name") $rc" > "build/times/$name"
  if [ $rc -ne 0 ]; then
    [ $stopped -eq 1 ] || echo "==== $name failed (status $rc, $((SECONDS - t0))s)"
    status=1
  else
    echo "==== $name done in $((SECONDS - t0))s"
  fi
}

# Vitest 4's JSON has no count of files that failed to load (an import error, a throw at the top
# level, a failing hook): such a file has status "failed" and a message but no failed test.
# Count each one as a failure next to the failed tests.
vitest_counts() {
  rm -f build/vitest.json
  npx vitest run --reporter=default --reporter=json --outputFile=build/vitest.json; local rc=$?
  if [ -f build/vitest.json ]; then
    node -e '
      const r = require("./build/vitest.json");
      const broken = r.testResults.filter((f) => f.status === "failed" &&
        !f.assertionResults.some((a) => a.status === "failed"));
      for (const f of broken)
        console.error(`web: ${f.name} failed outside its tests: ${(f.message || "no message").split("\n")[0]}`);
      console.log(r.numPassedTests + " " + (r.numFailedTests + broken.length));
    ' > build/counts/web
  fi
  return $rc
}

# one_check NAME COMMAND...: a linter or a checker counts as one check: "1 0" when it reports no
# error (warnings allowed), else "0 1".
one_check() {
  local name=$1; shift
  "$@"; local rc=$?
  if [ $rc -eq 0 ]; then echo "1 0" > "build/counts/$name"; else echo "0 1" > "build/counts/$name"; fi
  return $rc
}

e2e_counts() {
  node tests/e2e/run.mjs | tee build/e2e.log; local rc=${PIPESTATUS[0]}
  e2e_count build/e2e.log > build/counts/e2e
  [ -s build/counts/e2e ] || rm -f build/counts/e2e
  return $rc
}

source scripts/e2e-count.sh
export -f one_check vitest_counts e2e_counts e2e_count

# together STEP-ARGS -- STEP-ARGS: two steps side by side (the machines have two cores and each of
# these is single-threaded), each one's output kept in build/logs and printed when both are done.
together() {
  local a=() b=() seen=0
  for x in "$@"; do
    if [ "$x" = -- ]; then seen=1; elif [ $seen -eq 0 ]; then a+=("$x"); else b+=("$x"); fi
  done
  mkdir -p build/logs
  step "${a[@]}" > "build/logs/${a[0]}.log" 2>&1 &
  local pa=$!
  step "${b[@]}" > "build/logs/${b[0]}.log" 2>&1 &
  local pb=$!
  wait $pa || status=1
  wait $pb || status=1
  cat "build/logs/${a[0]}.log" "build/logs/${b[0]}.log"
}

# The critical path first: the binaries, the WASM and the site that the browser tests need.
# (make is not run twice at once on the same targets: everything the later steps use is built here.)
step build make --no-print-directory build/paperdots build/paperdots-san $(make -s print-test-binaries) build/fuzz-setup build/fuzz-sgf build/fuzz-wasm
step wasm make --no-print-directory wasm/dist/paperdots.wasm wasm/dist/paperdots-boxes.wasm wasm/dist/paperdots-dots.wasm wasm/dist/paperdots-shutin.wasm
step site make --no-print-directory site
# The browser tests are the longest step: they run beside every other step from here, and their
# output is printed when they are done.
mkdir -p build/logs
step e2e e2e_counts > build/logs/e2e.log 2>&1 &
e2e_pid=$!
step lint one_check lint npm run --silent lint
# The core's files call each other in one direction only (no cycle in the file-level call graph).
step core-deps one_check core-deps bash scripts/check-core-deps.sh
# Every path the README, docs/ and the code's comments cite exists.
step docs one_check docs node scripts/check-docs.mjs
# The long exhaustive walks (PD_LONG_TEST) and clang-tidy are `make test-long` (scripts/run-long.sh,
# which CI runs after this): every suite runs here, plain and under the sanitizers, without them.
together lint-format one_check lint-format make --no-print-directory lint-format -- native-plain env PD_TEST_QUICK=1 make --no-print-directory test-native
together native-asan+ubsan env PD_TEST_QUICK=1 make --no-print-directory test-native-san -- fuzz make --no-print-directory fuzz-short
step web vitest_counts
wait $e2e_pid || status=1
cat build/logs/e2e.log

# Each step's time: wall (what the machine gave it) and CPU (what it cost).
echo "step times (wall s, CPU s):"
for f in build/times/*; do
  [ -f "$f" ] || continue
  read -r wall cpu rc < "$f"
  printf '  %-18s %5s %6s%s\n' "$(basename "$f")" "$wall" "$cpu" "$([ "${rc:-0}" = 0 ] || echo "  (status $rc)")"
done
wall=$((SECONDS - t_start))
echo "  all: $wall s wall, the machine's CPU $(( ($(machine_cpu) - cpu_start) / 100 )) s of $(( wall * $(nproc) )) s on $(nproc) cores"

passed=0; failed=0
for f in build/counts/*; do
  read -r p fl < "$f"
  passed=$((passed + p)); failed=$((failed + fl))
done
echo "suites: $(for f in build/counts/*; do printf '%s=%s ' "$(basename "$f")" "$(tr ' ' '/' < "$f")"; done)"
echo "$passed passed, $failed failed"
[ $status -eq 0 ] && [ $failed -eq 0 ]
