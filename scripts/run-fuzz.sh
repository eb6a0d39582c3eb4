#!/usr/bin/env bash
# run-fuzz.sh LIMIT NAME:MAXLEN[:RUNS]... — a libFuzzer run of each target build/fuzz-NAME over
# its corpus (tests/fuzz/corpus for setup, tests/fuzz/corpus-NAME for the others), the targets
# side by side. LIMIT is SECONDS (each target runs that long: `make test`) or "runs" (each target
# runs its RUNS executions: `make fuzz`). One test per target in the summary (build/counts/fuzz):
# passed when the fuzzer found no crash. Ends with a table: executions, seconds, coverage (edges)
# and features per target, and the total of executions.
set -u
limit=$1; shift
mkdir -p build/counts

run_one() { # NAME MAXLEN OPTION: writes build/fuzz-NAME.log and build/fuzz-NAME.status
  local name=$1 maxlen=$2 opt=$3
  local seeds=tests/fuzz/corpus-$name work=build/fuzz-corpus-$name
  [ "$name" = setup ] && seeds=tests/fuzz/corpus && work=build/fuzz-corpus
  mkdir -p "$work"
  cp -n "$seeds"/* "$work"/ 2>/dev/null
  local t0=$SECONDS rc=0
  "build/fuzz-$name" "$opt" -max_len="$maxlen" -print_final_stats=1 -artifact_prefix="build/$name-" \
    "$work" > "build/fuzz-$name.log" 2>&1 || rc=$?
  echo "$rc $((SECONDS - t0))" > "build/fuzz-$name.status"
}

names=()
for spec in "$@"; do
  IFS=: read -r name maxlen runs <<< "$spec"
  if [ "$limit" = runs ]; then opt="-runs=${runs:?$name needs a number of runs}"; else opt="-max_total_time=$limit"; fi
  rm -f "build/fuzz-$name.status"
  run_one "$name" "$maxlen" "$opt" &
  names+=("$name")
done
wait

passed=0; failed=0; total=0; table=""
for name in "${names[@]}"; do
  log=build/fuzz-$name.log
  read -r rc secs < "build/fuzz-$name.status"
  if [ "$rc" -eq 0 ]; then
    passed=$((passed + 1)); verdict="no crash"
  elif grep -q 'libFuzzer: run interrupted' "$log" && ! ls build/"$name"-crash-* > /dev/null 2>&1; then
    failed=$((failed + 1)); verdict="interrupted before its runs, no crash"
  else
    tail -n 40 "$log"
    failed=$((failed + 1)); verdict="CRASH (see $log and the build/$name-crash-* input)"
  fi
  runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+)/\1/p' "$log" | tail -1)
  [ -n "$runs" ] || runs=$(grep -oE '#[0-9]+' "$log" | tail -1 | tr -d '#')
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+')
  ft=$(grep -oE 'ft: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+')
  total=$((total + ${runs:-0}))
  echo "fuzz $name: ${runs:-0} runs in ${secs}s, $verdict"
  table+=$(printf '%-8s %12s %8s %8s %8s  %s' "$name" "${runs:-0}" "$secs" "${cov:-?}" "${ft:-?}" "$verdict")$'\n'
done
printf '%-8s %12s %8s %8s %8s  %s\n' target execs seconds cov ft result
printf '%s' "$table"
printf '%-8s %12s\n' total "$total"
echo "$passed $failed" > build/counts/fuzz
[ "$failed" -eq 0 ]
