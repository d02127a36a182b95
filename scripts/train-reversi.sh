#!/usr/bin/env bash
# Remakes the shipped reversi weights. 8x8 in two generations: the first learns from games of
# the hand-set evaluation, the second from games of the first (about 5 + 8 minutes on two
# cores). 6x6 in one (about 5 minutes), 10x10 in one (about 50 minutes). Run from the repository root.
set -euo pipefail
cargo build --release --no-default-features
bin=${CARGO_TARGET_DIR:-target}/release/leapfrog
work=$(mktemp -d)
"$bin" train reversi --size 8 --seed 1 --games 40000 --per-phase 80000 --out "$work/gen1.bin"
"$bin" train reversi --size 8 --seed 2 --games 60000 --per-phase 120000 \
    --player "$work/gen1.bin" --out assets/reversi/weights-8.bin
"$bin" train reversi --size 6 --seed 1 --games 20000 --per-phase 40000 \
    --out assets/reversi/weights-6.bin
"$bin" train reversi --size 10 --seed 1 --games 30000 --per-phase 50000 \
    --out assets/reversi/weights-10.bin
rm -r "$work"
