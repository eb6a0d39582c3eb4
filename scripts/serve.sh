#!/usr/bin/env bash
# serve.sh — `make run`: native tests, the WASM build and the site build, then serve
# site/dist on http://127.0.0.1:8080 (PORT overrides) until interrupted.
set -eu
cd "$(dirname "$0")/.."
make --no-print-directory wasm
make --no-print-directory site
exec node tests/e2e/server.mjs site/dist "${PORT:-8080}"
