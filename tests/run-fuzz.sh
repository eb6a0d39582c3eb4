#!/usr/bin/env bash
# run-fuzz.sh SECONDS NAME:MAXLEN... — a short libFuzzer run of each target build/fuzz-NAME
# over its corpus (tests/fuzz/corpus for setup, tests/fuzz/corpus-NAME for the others), SECONDS
# each. One test per target in the summary (build/counts/fuzz): passed when the fuzzer found
# no crash in the time given.
set -u
secs=$1; shift
mkdir -p build/counts
passed=0; failed=0
for spec in "$@"; do
  name=${spec%%:*}; maxlen=${spec#*:}
  bin=build/fuzz-$name
  seeds=tests/fuzz/corpus-$name; [ "$name" = setup ] && seeds=tests/fuzz/corpus
  work=build/fuzz-corpus-$name; [ "$name" = setup ] && work=build/fuzz-corpus
  log=build/fuzz-$name.log
  mkdir -p "$work"
  cp -n "$seeds"/* "$work"/ 2>/dev/null
  if "$bin" -max_total_time="$secs" -max_len="$maxlen" -artifact_prefix="build/$name-" "$work" > "$log" 2>&1; then
    tail -n 3 "$log"
    passed=$((passed + 1))
    echo "fuzz $name: $(grep -oE '#[0-9]+' "$log" | tail -1 | tr -d '#') runs in ${secs}s, no crash"
  else
    tail -n 40 "$log"
    failed=$((failed + 1))
    echo "fuzz $name: crash (see $log and the build/$name-crash-* input)"
  fi
done
echo "$passed $failed" > build/counts/fuzz
[ "$failed" -eq 0 ]
