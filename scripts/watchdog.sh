#!/usr/bin/env bash
# watchdog.sh IDLE_LIMIT COMMAND... — runs COMMAND and stops it only when it makes no progress:
# nothing written to its output, and no file changed under the paths in $WATCHDOG_WATCH (a
# space-separated list of files or folders, e.g. the per-suite logs of scripts/run-native.sh), for
# IDLE_LIMIT seconds. Every suite prints each test or file as it finishes, so a slow or busy
# machine only makes the gaps longer, never endless. There is no limit on CPU or wall time: on a
# crowded machine a browser's CPU grows with the wall time of a healthy run.
# Exits with the command's status, or 124 when it was stopped (like coreutils `timeout`). On
# exit, writes "WALL_SECONDS CPU_SECONDS" to $WATCHDOG_REPORT if that is set.
set -u
idle_limit=$1; shift

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out="$work/out"
stamp="$work/stamp"
: > "$out"; touch "$stamp"

# The command's output goes to the caller as it comes, and to $out, whose growth is progress.
"$@" > >(tee -a "$out") 2>&1 &
root=$!
t0=$SECONDS

# The process ids of root's tree (a browser that left the command's process group too).
tree_pids() {
  cat /proc/[0-9]*/stat 2>/dev/null | awk -v root="$root" '
    {
      pid = $1; line = $0; sub(/^.*\) /, "", line); split(line, f, " ")
      parent[pid] = f[2]; zombie[pid] = f[1] == "Z"
    }
    END {
      for (p in parent) {
        q = p; n = 0
        while (q != "" && q != root && q + 0 > 1 && n++ < 64) q = parent[q]
        if (q == root && !zombie[p]) print p
      }
    }'
}

# Stops the whole tree: TERM, and KILL for what is still there 10 s later.
stop() {
  echo "watchdog: $1; stopping: ${*:2}" >&2
  local pids; pids=$(tree_pids)
  # shellcheck disable=SC2086 # one argument per process id
  kill -TERM $pids "$root" 2>/dev/null
  for _ in $(seq 20); do
    sleep 0.5
    [ -n "$(tree_pids)" ] || return 0
  done
  # shellcheck disable=SC2046
  kill -KILL $(tree_pids) "$root" 2>/dev/null
}

# Progress since the last look: the output grew, or a watched file is newer than the stamp.
progressed() {
  local size; size=$(stat -c %s "$out" 2>/dev/null || echo 0)
  if [ "$size" != "${last_size:-}" ]; then last_size=$size; return 0; fi
  local p
  for p in ${WATCHDOG_WATCH:-}; do
    [ -e "$p" ] || continue
    if [ -n "$(find "$p" -newer "$stamp" -print -quit 2>/dev/null)" ]; then return 0; fi
  done
  return 1
}

idle_since=$SECONDS reason=""
while kill -0 "$root" 2>/dev/null; do
  # a short command ends the wait at once; a long one is looked at every two seconds
  for _ in $(seq 10); do sleep 0.2; kill -0 "$root" 2>/dev/null || break 2; done
  if progressed; then
    idle_since=$SECONDS; touch "$stamp"
  elif [ $((SECONDS - idle_since)) -ge "$idle_limit" ]; then
    reason="no output and no test finished for ${idle_limit}s"; break
  fi
done
rc=0
if [ -n "$reason" ]; then
  stop "$reason" "$@"
  wait "$root" 2>/dev/null
  rc=124
else
  wait "$root"; rc=$?
fi
# The CPU the command used in all: the children's line of `times` (every process the command ran
# has been waited for by now).
if [ -n "${WATCHDOG_REPORT:-}" ]; then
  times > "$WATCHDOG_REPORT.times"  # not in $(…): a subshell's `times` has no children
  cpu=$(tail -1 "$WATCHDOG_REPORT.times" | awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); s += a[1] * 60 + a[2] } printf "%.0f", s }')
  rm -f "$WATCHDOG_REPORT.times"
  echo "$((SECONDS - t0)) $cpu" > "$WATCHDOG_REPORT"
fi
exit $rc
