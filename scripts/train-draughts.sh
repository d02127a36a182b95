#!/usr/bin/env bash
# Remakes international draughts' shipped weights. Each generation learns from self-play games
# played and labelled (depth 6) by the one before it: two trainings side by side, one core
# each (5,000 games each take about 25 minutes on this two-core machine), then one fit at
# ridge 64 on the positions of every generation so far. The first generation (8,000 games of
# the hand-set evaluation, ridge 16) is taken from the commit that shipped it. The second
# generation has the basic features; the third adds the mobility features (`--features
# mobility`); the fourth, 6,000 games a core, adds the free men (`--features runaway`). The
# fifth learns from the fourth's games alone: 10,000 played and labelled as before
# and 6,400 played six plies deep and labelled eight deep (about 50 minutes on two cores).
# The sixth, shipped, learns from the fifth's games alone: 12,000 played six deep and
# labelled eight deep (three runs of 4,000 side by side; each took about 35 minutes with a core
# of its own), fitted as blended phases (`--blend`). Run from the repository root.
set -euo pipefail
cargo build --release --no-default-features
bin=${CARGO_TARGET_DIR:-target}/release/leapfrog
work=$(mktemp -d)
git show efc4b69:assets/draughts/weights-international.bin > "$work/gen1.bin"
samples=()

# generation PLAYER FIRST_SEED GAMES FEATURES OUT [DEPTH PLAY_DEPTH]: RUNS (2 unless set) x
# GAMES games played side by side by PLAYER (PLAY_DEPTH deep, 3 unless given; labels DEPTH
# deep, 6 unless given), then OUT fitted with FEATURES (and FIT_FLAGS) on them and on every
# position in `samples` before.
generation() {
    local player=$1 seed=$2 games=$3 features=$4 out=$5 depth=${6:-6} play=${7:-3}
    for s in $(seq "$seed" $((seed + ${RUNS:-2} - 1))); do
        "$bin" train draughts --variant draughts-international --games "$games" \
            --depth "$depth" --play-depth "$play" \
            --threads 1 --seed "$s" --player "$player" --samples "$work/s$s.lfds" \
            --out "$work/w$s.bin" > "$work/log$s.txt" &
        samples+=(--samples "$work/s$s.lfds")
    done
    wait
    # shellcheck disable=SC2086 # FIT_FLAGS is a list of flags
    "$bin" train draughts --variant draughts-international --ridge 64 --features "$features" \
        ${FIT_FLAGS:-} "${samples[@]}" --out "$out"
}

generation "$work/gen1.bin" 11 5000 basic "$work/gen2.bin"
generation "$work/gen2.bin" 13 5000 mobility "$work/gen3.bin"
generation "$work/gen3.bin" 15 6000 runaway "$work/gen4.bin"
samples=()
generation "$work/gen4.bin" 21 5000 runaway "$work/gen5-shallow.bin"
generation "$work/gen4.bin" 31 3200 runaway "$work/gen5.bin" 8 6
samples=()
RUNS=3 FIT_FLAGS=--blend generation "$work/gen5.bin" 41 4000 runaway "$work/gen6.bin" 8 6
cp "$work/gen6.bin" assets/draughts/weights-international.bin
rm -r "$work"
