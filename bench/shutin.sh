#!/usr/bin/env bash
# shutin.sh [long] — Shut In benchmark rows (markdown): the exact solver from the fixed start
# (value for the crosses, who move first: 1 they win, -1 the circles win, unknown = out of budget)
# and bot-versus-bot matches between neighbouring levels on 8x8, with and without gravity, over
# varied openings (--openings: each random two-ply opening is played once from each side).
# `long` adds the bigger boards (each with a node budget) and matches at the site's 1000 ms.
# Uses build/paperdots.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=build/paperdots
[ -x "$bin" ] || make --no-print-directory cli >/dev/null
long=${1:-}

MATCH_GAMES=20
MATCH_OPENINGS=10
field() { sed -n "s/^$1=//p"; }

solve_row() { # size gravity nodes [table MiB]
  local out table=()
  [ -n "${4:-}" ] && table=(--table-mb "$4")
  out=$("$bin" solve "game=shutin&size=$1&gravity=$2" --nodes "$3" "${table[@]}")
  echo "| solve shutin $1 gravity=$2 (fixed start; --nodes $3${4:+ --table-mb $4}) | value $(field value <<<"$out") for the first player, $(field nodes <<<"$out") nodes, $(field ms <<<"$out") ms |"
}

match_row() { # setup a b ms
  local t0 t1 out
  t0=$(date +%s)
  out=$("$bin" match "$1" --a "$2" --b "$3" --games "$MATCH_GAMES" --openings "$MATCH_OPENINGS" --ms "$4")
  t1=$(date +%s)
  echo "| match $1 (8x8) level $2 vs $3 (--ms $4, $MATCH_GAMES games, --openings $MATCH_OPENINGS) | points $(field points_a <<<"$out"), wins $(field a_wins <<<"$out")-$(field b_wins <<<"$out")-$(field draws <<<"$out"), $((t1 - t0)) s |"
}

echo "| what | value |"
echo "|---|---|"
for size in 4x4 5x5 6x5 6x6; do solve_row "$size" 1 100000000 512; done
# 6x4 without gravity: an even height, where the fixed start is its own up-down image
for size in 4x4 5x5 6x4; do solve_row "$size" 0 100000000 512; done
# The second route: the proof-number search (build/bench-native, flags 64) on the same board.
pn_row() { # size gravity nodes MiB
  local out
  out=$(build/bench-native shutin-solve "game=shutin&size=$1&gravity=$2" - 64 "$4" "$3")
  set -- "$@" $out
  echo "| proof-number search shutin $1 gravity=$2 (--nodes $3, $4 MiB) | value $5 for the first player, $6 nodes, $7 ms |"
}
[ -x build/bench-native ] || make --no-print-directory build/bench-native >/dev/null
pn_row 7x7 1 100000000 512
if [ "$long" = long ]; then
  # The solves of 10 s and more (make bench stays under five minutes)
  solve_row 7x7 1 100000000 512
  for size in 6x5 5x6; do solve_row "$size" 0 100000000 512; done
  # The bigger boards with a 1.5 GiB table, 2 GiB for 6x6 without gravity and 4 GiB for 8x8
  # with gravity (the one-word solver of core/shutin/solver.c; 6x6 without gravity took 261 M
  # nodes, 3 min idle; 8x8 with gravity 941 M nodes, 13 min).
  solve_row 8x6 1 1000000000 1536
  pn_row 8x6 1 1000000000 1536
  solve_row 6x6 0 1000000000 2048
  for size in 7x7 8x6; do solve_row "$size" 0 1000000000 1536; done
  solve_row 8x8 1 2000000000 4096
  solve_row 8x8 0 1000000000 1536
fi
# Matches: levels 3-2 and 2-1 in make bench; level 4 (whose games last) and the 1 s budget in
# make bench-long.
pairs="3:2 2:1" budgets=100
[ "$long" = long ] && pairs="4:3 3:2 2:1" budgets="100 1000"
for ms in $budgets; do
  for setup in "game=shutin" "game=shutin&gravity=0"; do
    for pair in $pairs; do
      match_row "$setup" "${pair%:*}" "${pair#*:}" "$ms"
    done
  done
done
