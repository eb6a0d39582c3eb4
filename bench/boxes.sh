#!/usr/bin/env bash
# boxes.sh — Dots and Boxes benchmark rows (markdown, `| what | value |`): exact-solver times and
# node counts, and bot-versus-bot matches. `bench/boxes.sh long` adds the big boards (4x4, 5x4
# from the empty board, with a node cap) and matches at 100 ms a move. Uses build/paperdots.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=build/paperdots
[ -x "$bin" ] || make --no-print-directory cli >/dev/null

# Node caps: a row reads `unsolved` when the solver runs out.
SHORT_CAP=200000000
LONG_CAP=500000000
MATCH_NODES=20000
MATCH_GAMES=20

field() { sed -n "s/^$1=//p"; }

solve_row() { # label setup cap
  local out
  out=$("$bin" solve "$2" --nodes "$3")
  local v n ms
  v=$(field value <<<"$out"); n=$(field nodes <<<"$out"); ms=$(field ms <<<"$out")
  if [ "$v" = unknown ]; then
    echo "| solve $1 | unsolved after $n nodes, $ms ms |"
  else
    echo "| solve $1 | value $v, $n nodes, $ms ms |"
  fi
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
  solve_row "square 4x4" "game=boxes&size=4x4" "$LONG_CAP"
  solve_row "square 4x5 (5 columns x 4 rows)" "game=boxes&size=5x4" "$LONG_CAP"
  for size in 4x4 5x5; do
    for pair in "4 3" "3 2" "2 1"; do
      # shellcheck disable=SC2086
      match_row "game=boxes&size=$size" "$size" $pair --ms 100
    done
  done
  exit 0
fi
solve_row "square 3x3" "game=boxes&size=3x3" "$SHORT_CAP"
solve_row "square 4x3" "game=boxes&size=4x3" "$SHORT_CAP"
solve_row "square 4x4 swedish" "game=boxes&size=4x4&border=swedish" "$SHORT_CAP"
solve_row "hex 3x2" "game=boxes&grid=hex&size=3x2" "$SHORT_CAP"
solve_row "tri 3x2" "game=boxes&grid=tri&size=3x2" "$SHORT_CAP"
for size in 4x4 5x5; do
  for pair in "4 3" "3 2" "2 1"; do
    # shellcheck disable=SC2086
    match_row "game=boxes&size=$size" "$size" $pair --nodes "$MATCH_NODES"
  done
done
