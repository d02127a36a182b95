#!/usr/bin/env bash
# Remakes freestyle gomoku's shipped weights (assets/gomoku/weights-freestyle.bin): 3,000
# games of self-play by the hand-set evaluation's search (15x15, 3,000 nodes and at most 8
# plies a move, random openings from seed 1,000,000), both cores, then the logistic fit at
# the default ridge and epochs. The games took about 16 minutes on this two-core machine (980 s in all).
# The other rule sets have no shipped weights yet and keep the hand-set evaluation.
# Run from the repository root.
set -euo pipefail
cargo build --release --no-default-features
bin=${CARGO_TARGET_DIR:-target}/release/leapfrog
work=$(mktemp -d)
"$bin" train gomoku --rule freestyle --games 3000 --nodes 3000 --threads 2 \
    --games-file "$work/games.txt" --out "$work/gen1.bin"
cp "$work/gen1.bin" assets/gomoku/weights-freestyle.bin
rm -r "$work"
