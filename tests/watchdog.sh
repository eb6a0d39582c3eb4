#!/usr/bin/env bash
# watchdog.sh CPU_LIMIT IDLE_LIMIT COMMAND... — runs COMMAND and stops it only when it hangs, not
# when the machine is slow or busy. Two signs of a hang, both measured on the command's whole
# process tree (itself and everything it started, Chromium included):
# - it has used more than CPU_LIMIT seconds of CPU (a loop that never ends). CPU time is what the
#   work costs, whatever else runs beside it; the limits in tests/run-all.sh are about four
#   times what each step uses;
# - it has used less than a tenth of a second of CPU in the last IDLE_LIMIT seconds (waiting for
#   something that never comes; a process that works gets far more, even on a crowded machine).
# Exits with the command's status, or 124 when it was stopped (like coreutils `timeout`). On
# exit, writes "WALL_SECONDS CPU_SECONDS" to $WATCHDOG_REPORT if that is set.
set -u
cpu_limit=$1 idle_limit=$2; shift 2
hz=$(getconf CLK_TCK)

"$@" &
root=$!
t0=$SECONDS

# CPU ticks of root's process tree: user + system time of every living descendant, plus that of
# the children they have already waited for (cutime, cstime). With "pids": the tree's process
# ids instead. cat, not awk, opens the files: a process that ends between the glob and the read
# only drops its own line (mawk would stop at the first missing file and say nothing).
tree() {
  cat /proc/[0-9]*/stat 2>/dev/null | awk -v root="$root" -v what="$1" '
    {
      pid = $1; line = $0; sub(/^.*\) /, "", line); split(line, f, " ")
      parent[pid] = f[2]; ticks[pid] = f[12] + f[13] + f[14] + f[15]; zombie[pid] = f[1] == "Z"
    }
    END {
      total = 0
      for (p in ticks) {
        q = p; n = 0
        while (q != "" && q != root && q + 0 > 1 && n++ < 64) q = parent[q]
        if (q == root) { total += ticks[p]; if (what == "pids" && !zombie[p]) print p }
      }
      if (what != "pids") print total
    }'
}

# Stops the whole tree (a browser that left the command's process group too): TERM, and KILL
# for what is still there 10 s later.
stop() {
  local why=$1; shift
  echo "watchdog: $why; stopping: $*" >&2
  local pids; pids=$(tree pids)
  # shellcheck disable=SC2086 # one argument per process id
  kill -TERM $pids "$root" 2>/dev/null
  for _ in $(seq 20); do
    sleep 0.5
    [ -n "$(tree pids)" ] || return 0
  done
  # shellcheck disable=SC2046
  kill -KILL $(tree pids) "$root" 2>/dev/null
}

used=0 idle_mark=0 idle_since=$SECONDS reason=""
while kill -0 "$root" 2>/dev/null; do
  # a short command ends the wait at once; a long one is looked at every second
  for _ in 1 2 3 4 5; do sleep 0.2; kill -0 "$root" 2>/dev/null || break 2; done
  now=$(tree ticks); now=${now:-0}
  [ "$now" -gt "$used" ] && used=$now
  if [ $((used / hz)) -gt "$cpu_limit" ]; then
    reason="more than ${cpu_limit}s of CPU"; break
  fi
  if [ $((used - idle_mark)) -ge $((hz / 10)) ]; then
    idle_mark=$used idle_since=$SECONDS
  elif [ $((SECONDS - idle_since)) -ge "$idle_limit" ]; then
    reason="no work for ${idle_limit}s"; break
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
