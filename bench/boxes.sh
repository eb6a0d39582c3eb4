#!/usr/bin/env bash
# boxes.sh — Dots and Boxes benchmark rows (markdown, `| what | value |`): exact-solver values,
# node counts, wall and CPU times, and bot-versus-bot matches. `bench/boxes.sh long` adds the
# 5x4 board (an hour at most, its progress on stderr) and matches at 100 ms a move. Uses
# build/paperdots.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=build/paperdots
[ -x "$bin" ] || make --no-print-directory cli >/dev/null

# Node caps: a row reads `unsolved` when the solver runs out. The long 5x4 row stops after an
# hour instead. The big boards get a 1 GiB table.
SHORT_CAP=200000000
BIG_CAP=2000000000
LONG_MS=3600000
BIG_TABLE_MB=1024
MATCH_NODES=20000
MATCH_GAMES=20

field() { sed -n "s/^$1=//p"; }

solve_row() { # label setup solve-options...
  local label=$1 setup=$2 out cpu tmp
  shift 2
  tmp=$(mktemp -d)
  # the solver's own stderr (--progress) goes straight through; `time` reports CPU seconds
  { TIMEFORMAT=%U; time "$bin" solve "$setup" "$@" >"$tmp/out" 2>&3; } 3>&2 2>"$tmp/cpu"
  cpu=$(tail -1 "$tmp/cpu"); out=$(cat "$tmp/out"); rm -rf "$tmp"
  local v n ms
  v=$(field value <<<"$out"); n=$(field nodes <<<"$out"); ms=$(field ms <<<"$out")
  if [ "$v" = unknown ]; then
    echo "| solve $label | unsolved after $n nodes, $ms ms (CPU ${cpu} s) |"
  else
    echo "| solve $label | value $v, $n nodes, $ms ms (CPU ${cpu} s) |"
  fi
}

wall_row() { # setup runs target-ms: the whole command's wall time as a user runs it
  # (process start, the default table, the search), median and fastest of `runs`, and the load
  # average, since on a shared machine wall time is mostly the other processes
  local setup=$1 runs=$2 target=$3 tmp t i times=() nodes
  tmp=$(mktemp)
  for ((i = 0; i < runs; i++)); do
    { TIMEFORMAT=%3R; time "$bin" solve "$setup" >"$tmp"; } 2>"$tmp.t"
    t=$(tail -1 "$tmp.t"); times+=("$(awk -v t="$t" 'BEGIN { printf "%d", t * 1000 + 0.5 }')")
  done
  nodes=$(field nodes <"$tmp"); rm -f "$tmp" "$tmp.t"
  mapfile -t times < <(printf '%s\n' "${times[@]}" | sort -n)
  echo "| wall \`paperdots solve '$setup'\` (target < $target ms) | median ${times[$((runs / 2))]} ms," \
    "fastest ${times[0]} ms of $runs; $nodes nodes; load $(cut -d' ' -f1 /proc/loadavg) |"
}

match_row() { # setup label a b budget-args...
  local setup=$1 label=$2 a=$3 b=$4; shift 4
  local out t0 t1
  t0=$(date +%s)
  out=$("$bin" match "$setup" --a "$a" --b "$b" --games "$MATCH_GAMES" "$@")
  t1=$(date +%s)
  local wins
  wins="$(field a_wins <<<"$out")-$(field b_wins <<<"$out")-$(field draws <<<"$out")"
  echo "| match $label level $a vs $b ($*) | points $(field points_a <<<"$out")," \
    "wins-losses-draws $wins, margin $(field margin <<<"$out"), $((t1 - t0)) s |"
}

echo "| what | value |"
echo "|---|---|"
if [ "${1:-}" = long ]; then
  # The solves of minutes each (make bench stays under five minutes)
  solve_row "square 4x4 (published 0)" "game=boxes&size=4x4" --nodes "$BIG_CAP" --table-mb "$BIG_TABLE_MB"
  solve_row "hex 4x4 swedish" "game=boxes&grid=hex&size=4x4&border=swedish" --nodes "$SHORT_CAP"
  solve_row "tri 4x4" "game=boxes&grid=tri&size=4x4" --nodes "$SHORT_CAP"
  solve_row "square 4x3 misère" "game=boxes&size=4x3&misere=1" --nodes "$SHORT_CAP"
  # progress lines ("value in [lo, hi] after …") go to stderr as the search narrows the value
  solve_row "square 4x5 (5 columns x 4 rows; published 0), at most an hour" "game=boxes&size=5x4" \
    --ms "$LONG_MS" --table-mb "$BIG_TABLE_MB" --progress
  for size in 4x4 5x5; do
    for pair in "4 3" "3 2" "2 1"; do
      # shellcheck disable=SC2086
      match_row "game=boxes&size=$size" "$size" $pair --ms 100
    done
  done
  exit 0
fi
# the issue's targets for the CLI as a user times it
wall_row "game=boxes&size=3x3" 9 20
wall_row "game=boxes&size=4x3" 5 1000
solve_row "square 3x3 (published -3)" "game=boxes&size=3x3" --nodes "$SHORT_CAP"
solve_row "square 4x3 (published 0)" "game=boxes&size=4x3" --nodes "$SHORT_CAP"
solve_row "square 4x4 swedish" "game=boxes&size=4x4&border=swedish" --nodes "$SHORT_CAP"
solve_row "hex 3x2" "game=boxes&grid=hex&size=3x2" --nodes "$SHORT_CAP"
solve_row "tri 3x2" "game=boxes&grid=tri&size=3x2" --nodes "$SHORT_CAP"
solve_row "square 3x3 misère" "game=boxes&size=3x3&misere=1" --nodes "$SHORT_CAP"
for size in 4x4 5x5; do
  for pair in "4 3" "3 2" "2 1"; do
    # shellcheck disable=SC2086
    match_row "game=boxes&size=$size" "$size" $pair --nodes "$MATCH_NODES"
  done
done
