#!/usr/bin/env bash
# The whole test suite: format, lints, every test (including a screenshot under Xvfb), the
# headless build without the GUI, and a type check of the browser build.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { echo "== $* ($(( $(date +%s) - start )) s)"; }

step "system packages"
bash scripts/deps.sh test
step "toolchain components"
rustup component add rustfmt clippy >/dev/null 2>&1 || true
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true

step "cargo fmt --check"
cargo fmt --all -- --check
step "cargo clippy --all-targets --features dev -- -D warnings"
cargo clippy --all-targets --features dev -- -D warnings
step "cargo test --features dev (the dev feature adds the scripted screenshots)"
cargo test --features dev
step "headless build without the GUI"
cargo build --no-default-features --bin leapfrog
step "cargo check --target wasm32-unknown-unknown"
cargo check --target wasm32-unknown-unknown
step "done"
