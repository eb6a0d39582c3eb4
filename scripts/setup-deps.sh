#!/usr/bin/env bash
# setup-deps.sh [run|test|budgets] — installs what the build needs on a fresh Debian machine, only
# what is missing: the C toolchain and cmocka, Emscripten, node modules (npm ci); for `test` also
# clang with the libFuzzer runtime, clang-tidy and clang-format for `make lint-c`, and Chromium's
# headless shell for the browser tests; for `budgets` the desktop Chromium that `make budgets`
# measures.
set -eu
cd "$(dirname "$0")/.."
mode=${1:-test}
pkgs=()
command -v cc >/dev/null || pkgs+=(gcc libc6-dev)
command -v make >/dev/null || pkgs+=(make)
command -v git >/dev/null || pkgs+=(git)
[ -f /usr/include/cmocka.h ] || pkgs+=(libcmocka-dev)
command -v emcc >/dev/null || pkgs+=(emscripten)
command -v node >/dev/null || pkgs+=(nodejs)
command -v npm >/dev/null || pkgs+=(npm)
if [ "$mode" = test ]; then
  command -v clang >/dev/null || pkgs+=(clang)
  command -v clang-tidy >/dev/null || pkgs+=(clang-tidy)
  command -v clang-format >/dev/null || pkgs+=(clang-format)
  ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1 || pkgs+=(libclang-rt-14-dev)
  [ -x /usr/bin/chromium-headless-shell ] || pkgs+=(chromium-headless-shell)
fi
if [ "$mode" = budgets ]; then
  [ -x /usr/bin/chromium ] || pkgs+=(chromium)
fi
if [ ${#pkgs[@]} -gt 0 ]; then
  echo "installing: ${pkgs[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends "${pkgs[@]}"
fi
# npm ci when node_modules is missing or older than the lock file.
if [ -f package-lock.json ] && { [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; }; then
  npm ci --no-audit --no-fund
fi
