#!/usr/bin/env bash
# run-fuzz.sh BINARY SECONDS — a short libFuzzer run over the setup/record parser; one test in
# the summary: passed when the fuzzer found no crash in the time given.
set -u
bin=$1; secs=$2
mkdir -p build/counts build/fuzz-corpus
cp -n tests/fuzz/corpus/* build/fuzz-corpus/ 2>/dev/null
if "$bin" -max_total_time="$secs" -max_len=512 -artifact_prefix=build/ build/fuzz-corpus > build/fuzz.log 2>&1; then
  tail -n 3 build/fuzz.log
  echo "1 0" > build/counts/fuzz
  echo "fuzz: $(grep -oE '#[0-9]+' build/fuzz.log | tail -1 | tr -d '#') runs in ${secs}s, no crash"
else
  tail -n 40 build/fuzz.log
  echo "0 1" > build/counts/fuzz
  echo "fuzz: crash (see build/fuzz.log and the build/crash-* input)"
  exit 1
fi
