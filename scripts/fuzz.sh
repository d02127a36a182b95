#!/usr/bin/env bash
# The long fuzz run: FUZZ_INPUTS mutated inputs per target (default 10^6) through every
# reader of outside text (RON data files, PDN, FEN, move notation, the GTP, Hub, piskvork and
# Chinese checkers protocols), in a release build without the GUI. A failing input is saved
# under tests/fuzz/regressions/TARGET/ and replayed by every later run, CI's short one
# included. FUZZ_TARGETS=pdn,fen picks targets; FUZZ_SEED varies the inputs.
set -euo pipefail
cd "$(dirname "$0")/.."
export FUZZ_INPUTS="${FUZZ_INPUTS:-1000000}"
cargo test --release --no-default-features --test fuzz
