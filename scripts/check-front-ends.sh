#!/usr/bin/env bash
# check-front-ends.sh — the front ends (cli/, wasm/*.c) name no game family: they reach a
# family only through the family interface (core/family.h, its optional hooks) and the game
# object (core/game.h). Fails (exit 1) listing each line of cli/ or wasm/ C code that names a
# family's table (pd_boxes_family, pd_dots_family, pd_shutin_family), one of its identifiers
# (boxes_…, dots_…, shutin_…) or includes one of its headers (boxes/…, dots/…, shutin/…).
# With an edges file ("user definer symbol" lines of scripts/check-core-deps.sh), it also fails
# on a link-time edge from a front end into a family's folder.
# Usage: bash scripts/check-front-ends.sh [EDGES]   (scripts/check-core-deps.sh runs it)
set -euo pipefail
cd "$(dirname "$0")/.."
families='boxes|dots|shutin'
bad=0
if grep -nE "\\bpd_($families)_family\\b|\\b($families)_[A-Za-z0-9_]+|#[[:space:]]*include[[:space:]]*[\"<]([./]*core/)?($families)/" \
    cli/*.c cli/*.h wasm/*.c wasm/*.h; then
  echo "front ends: the lines above name a game family (use the hooks of core/family.h)"
  bad=1
fi
if [ $# -ge 1 ]; then
  if grep -E "^(cli|wasm)/[^ ]+ core/($families)/" "$1"; then
    echo "front ends: the calls above go from a front end into a family's folder"
    bad=1
  fi
fi
[ "$bad" = 0 ] || exit 1
echo "front ends: no family named in cli/ or wasm/"
