#!/usr/bin/env bash
# The long property run: SOAK_MOVES random moves per game family (default 10^6), every move
# checked (changes, take-back, hashes), in a release build without the GUI. Prints moves per
# second per family. CI runs the short version (tests/properties.rs, 32 sequences a variant).
set -euo pipefail
cd "$(dirname "$0")/.."
export SOAK_MOVES="${SOAK_MOVES:-1000000}"
cargo test --release --no-default-features --test properties -- --ignored --nocapture soak_random_moves
