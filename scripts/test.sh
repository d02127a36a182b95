#!/usr/bin/env bash
# The whole test suite: format, lints, every test (including a screenshot under Xvfb), the
# headless build without the GUI, and the browser build, opened and played in Chromium, alone
# and against a friend through the game server.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { echo "== $* ($(( $(date +%s) - start )) s)"; }

step "system packages"
bash scripts/deps.sh test
step "toolchain components"
rustup component add rustfmt clippy >/dev/null 2>&1 || true
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true

step "PostgreSQL for the server's shared-database test (scripts/postgres.sh)"
LEAPFROG_TEST_POSTGRES="$(bash scripts/postgres.sh)"
export LEAPFROG_TEST_POSTGRES
step "cargo fmt --check"
cargo fmt --all -- --check
step "cargo clippy --all-targets --features dev -- -D warnings"
cargo clippy --all-targets --features dev -- -D warnings
step "cargo test --features dev (the dev feature adds the scripted screenshots)"
cargo test --features dev
step "headless build without the GUI"
cargo build --no-default-features --bin leapfrog
step "web build (web/build.sh: the page, the .wasm and its size)"
bash web/build.sh
step "browser test (web/check/browser.mjs in Chromium under xvfb-run)"
(cd web/check && npm install --no-audit --no-fund --loglevel=error)
OUT_DIR="${OUT_DIR:-${CARGO_TARGET_DIR:-target}/web-check}" \
  xvfb-run -a -s "-screen 0 1400x900x24" node web/check/browser.mjs web/dist
step "online browser test (web/check/online.mjs: two pages play a friend through leapfrog serve --web)"
OUT_DIR="${OUT_DIR:-${CARGO_TARGET_DIR:-target}/web-check}" \
  LEAPFROG_BIN="${CARGO_TARGET_DIR:-target}/debug/leapfrog" \
  xvfb-run -a -s "-screen 0 1400x900x24" node web/check/online.mjs web/dist
step "done"
