# shellcheck shell=bash
# e2e-count.sh — sourced by run-all.sh (make test) and run-long.sh (make test-long).
# e2e_count LOG: "PASSED FAILED" from the browser runner's last line in LOG ("e2e: N passed, M
# failed"); nothing when the runner never got there (it was stopped or could not start).
e2e_count() {
  sed -nE 's/^e2e: ([0-9]+) passed, ([0-9]+) failed$/\1 \2/p' "$1" | tail -1
}
