#!/usr/bin/env bash
# Remakes international draughts' shipped weights. Each generation learns from self-play games
# played and labelled (depth 6) by the one before it: two trainings of 5,000 games side by
# side, one core each (about 32 minutes on this two-core machine), fitted together at ridge 64.
# The first generation (8,000 games of the hand-set evaluation, ridge 16) is taken from the
# commit that shipped it. Run from the repository root.
set -euo pipefail
cargo build --release --no-default-features
bin=${CARGO_TARGET_DIR:-target}/release/leapfrog
work=$(mktemp -d)
git show efc4b69:assets/draughts/weights-international.bin > "$work/gen1.bin"

# generation PLAYER FIRST_SEED OUT: 10,000 games played by PLAYER, fitted into OUT; the
# labelled positions stay in $work for the next generation's fit.
generation() {
    local player=$1 seed=$2 out=$3
    for s in "$seed" $((seed + 1)); do
        "$bin" train draughts --variant draughts-international --games 5000 --depth 6 \
            --threads 1 --seed "$s" --player "$player" --samples "$work/s$s.lfds" \
            --out "$work/w$s.bin" > "$work/log$s.txt" &
    done
    wait
    "$bin" train draughts --variant draughts-international --ridge 64 \
        --samples "$work/s$seed.lfds" --samples "$work/s$((seed + 1)).lfds" --out "$out"
}

generation "$work/gen1.bin" 11 "$work/gen2.bin"
cp "$work/gen2.bin" assets/draughts/weights-international.bin
rm -r "$work"
