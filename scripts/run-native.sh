#!/usr/bin/env bash
# run-native.sh MODE BINARY... — runs cmocka suites side by side (PD_JOBS at a time, default one
# per core), prints each one's output and time as it ends, and writes the summed counts to
# build/counts/native-MODE ("passed failed"). A suite that dies without a summary counts as one
# failure.
set -u
mode=$1; shift
jobs=${PD_JOBS:-$(nproc 2>/dev/null || echo 2)}
out_dir=build/logs/native-$mode
rm -rf "$out_dir"; mkdir -p "$out_dir" build/counts
t_all=$SECONDS

# One suite: its output to $out_dir/NAME.out, then "rc seconds" to $out_dir/NAME.rc.
run_one() {
  local bin=$1 name t0=$SECONDS
  name=$(basename "$bin")
  "$bin" > "$out_dir/$name.out" 2>&1
  echo "$? $((SECONDS - t0))" > "$out_dir/$name.rc"
}

passed=0; failed=0; skipped=0
# Report a finished suite and add its counts.
report() {
  local bin=$1 name rc secs out p f k
  name=$(basename "$bin")
  read -r rc secs < "$out_dir/$name.rc"
  out=$(cat "$out_dir/$name.out")
  printf '%s\n' "$out" | grep -vE '^\[ (RUN|      OK) '
  p=$(printf '%s\n' "$out" | sed -nE 's/^\[  PASSED  \] ([0-9]+) test.*/\1/p' | tail -1)
  f=$(printf '%s\n' "$out" | sed -nE 's/^\[  FAILED  \] ([0-9]+) test.*/\1/p' | tail -1)
  k=$(printf '%s\n' "$out" | sed -nE 's/^\[  SKIPPED \] ([0-9]+) test.*/\1/p' | tail -1)
  skipped=$((skipped + ${k:-0}))
  if [ -z "$p$f" ]; then
    echo "$bin ($mode): died with status $rc and no summary"; failed=$((failed + 1))
  else
    passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0}))
    if [ "$rc" -ne 0 ] && [ "${f:-0}" -eq 0 ]; then failed=$((failed + 1)); fi
  fi
  echo "---- $name ($mode): ${secs}s"
}

# The longest suites start first (they are listed by their last run's time, if any), so the
# last one to finish is a short one.
order=$(for bin in "$@"; do
  t=0; [ -f "build/logs/time-$mode-$(basename "$bin")" ] && t=$(cat "build/logs/time-$mode-$(basename "$bin")")
  echo "$t $bin"
done | sort -rn | cut -d' ' -f2)

declare -A running=()
for bin in $order; do
  while [ ${#running[@]} -ge "$jobs" ]; do
    wait -n 2>/dev/null
    for b in "${!running[@]}"; do
      if [ -f "$out_dir/$(basename "$b").rc" ]; then report "$b"; unset "running[$b]"; fi
    done
  done
  run_one "$bin" &
  running[$bin]=1
done
wait
for b in "${!running[@]}"; do report "$b"; done
# Each suite's time, for the next run's order.
for bin in "$@"; do
  name=$(basename "$bin")
  [ -f "$out_dir/$name.rc" ] && cut -d' ' -f2 "$out_dir/$name.rc" > "build/logs/time-$mode-$name"
done

echo "$passed $failed" > "build/counts/native-$mode"
note=""
[ "$skipped" -gt 0 ] && note=", $skipped skipped${PD_TEST_QUICK:+ (PD_TEST_QUICK is set: the long tests are left to make test-long)}"
echo "native ($mode): $passed passed, $failed failed$note in $((SECONDS - t_all))s"
[ "$failed" -eq 0 ]
