#!/usr/bin/env bash
# shutin.sh — Shut In benchmark rows (markdown): exact-solver results on small boards and
# bot-versus-bot matches between levels on 8x8, with and without gravity. Uses build/paperdots.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=build/paperdots
[ -x "$bin" ] || make --no-print-directory cli >/dev/null

MATCH_NODES=50000
MATCH_GAMES=20
field() { sed -n "s/^$1=//p"; }

echo "| what | value |"
echo "|---|---|"
for size in 4x4 5x5 6x5 6x6; do
  out=$("$bin" solve "game=shutin&size=$size" --nodes 50000000)
  echo "| solve shutin $size (gravity, fixed start) | value $(field value <<<"$out") for the first player, $(field nodes <<<"$out") nodes, $(field ms <<<"$out") ms |"
done
for setup in "game=shutin" "game=shutin&gravity=0"; do
  for pair in "4 3" "3 2" "2 1" "4 1"; do
    set -- $pair
    t0=$(date +%s)
    out=$("$bin" match "$setup" --a "$1" --b "$2" --games "$MATCH_GAMES" --nodes "$MATCH_NODES")
    t1=$(date +%s)
    echo "| match $setup (8x8) level $1 vs $2 (--nodes $MATCH_NODES, $MATCH_GAMES games) | points $(field points_a <<<"$out"), wins $(field a_wins <<<"$out")-$(field b_wins <<<"$out")-$(field draws <<<"$out"), margin $(field margin <<<"$out") pieces, $((t1 - t0)) s |"
  done
done
