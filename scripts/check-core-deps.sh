#!/usr/bin/env bash
# check-core-deps.sh — the core's files call each other in one direction only: compiles every
# core/*.c and core/*/*.c, and the front ends cli/*.c and wasm/*.c, to an object in a temporary
# directory, draws an edge A -> B for each symbol A uses that B defines (nm: undefined in A,
# defined in B; weak references too, such as the registry's families), and fails (exit 1)
# printing a cycle when the graph has one. Then scripts/check-front-ends.sh: the front ends name
# no game family, in their source or by an edge into a family's folder.
# Last, scripts/check-includes.mjs: a header named after one .c file is that file's alone.
# Usage: bash scripts/check-core-deps.sh   (CC, default cc; runs from any directory)
set -euo pipefail
cd "$(dirname "$0")/.."
CC=${CC:-cc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

files=()
for f in core/*.c core/*/*.c cli/*.c wasm/*.c; do files+=("$f"); done
for f in "${files[@]}"; do
  o="$tmp/$(echo "$f" | tr / _).o"
  # -O0 -fno-inline keeps the calls as written (an inlined call would hide an edge or, with
  # LTO-like folding, none would appear); the headers' static inline functions live in each
  # user's object and give no edge, as they should (they belong to the header).
  "$CC" -std=c11 -Icore -O0 -fno-inline -c "$f" -o "$o"
  # file<TAB>D<TAB>symbol for definitions, file<TAB>U<TAB>symbol for uses
  nm -P "$o" | awk -v f="$f" '
    $2 ~ /^[TDBRCGSVW]$/ { print f "\tD\t" $1 }
    $2 ~ /^[Uvw]$/ { print f "\tU\t" $1 }' >> "$tmp/syms"
done

# edges "user definer symbol", one per pair of files (the first symbol found names it)
awk -F'\t' '
  $2 == "D" { def[$3] = $1 }
  $2 == "U" { use[++n] = $1 "\t" $3 }
  END {
    for (i = 1; i <= n; i++) {
      split(use[i], u, "\t")
      d = def[u[2]]
      if (d == "" || d == u[1]) continue
      if (!((u[1] SUBSEP d) in seen)) { seen[u[1], d] = 1; print u[1], d, u[2] }
    }
  }' "$tmp/syms" | sort > "$tmp/edges"

# depth-first search; a grey node reached again closes a cycle, printed with the symbol of
# each step
awk -v nfiles="${#files[@]}" '
  { out[$1] = out[$1] " " $2; sym[$1, $2] = $3; node[$1] = 1; node[$2] = 1 }
  function visit(v,    k, n, i, w, c, j) {
    colour[v] = 1; stack[++depth] = v
    n = split(out[v], k, " ")
    for (i = 1; i <= n; i++) {
      w = k[i]
      if (colour[w] == 1) {
        for (j = depth; stack[j] != w; j--) ;
        c = ""
        for (; j <= depth; j++)
          c = c stack[j] " -> (" sym[stack[j], j < depth ? stack[j + 1] : w] ") "
        print "core call graph: cycle: " c w
        found = 1
        return 1
      }
      if (colour[w] == 0 && visit(w)) return 1
    }
    colour[v] = 2; depth--
    return 0
  }
  END {
    for (v in node) if (colour[v] == 0 && visit(v)) exit 1
    print "core call graph: " nfiles " files, no cycles"
  }' "$tmp/edges"

bash scripts/check-front-ends.sh "$tmp/edges"

# Headers: one named after a .c declares only that file's functions, and includes go one way.
node scripts/check-includes.mjs
