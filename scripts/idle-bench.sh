#!/usr/bin/env bash
# At rest, no work (a benchmark, not a test): the desktop app's CPU while nothing moves, on
# the menu, in a match waiting for the player (reversi after a few moves) and on a rules page,
# each in a real window under xvfb-run with Mesa's software renderer. The figure is the share
# of one core, from /proc/PID/stat (user + system ticks) over IDLE_SECONDS (30) after a
# warm-up of WARM_SECONDS (20: pipelines compile, the computer answers the warm-up moves).
# The binary needs the `dev` feature (it opens the scenes by LEAPFROG_SCREEN).
# Usage: scripts/idle-bench.sh [BINARY] [SCENE...]   (default: target/debug/leapfrog menu match jump-rules)
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-${CARGO_TARGET_DIR:-target}/debug/leapfrog}"
shift || true
scenes=("$@")
[ ${#scenes[@]} -eq 0 ] && scenes=(menu match jump-rules)
warm="${WARM_SECONDS:-20}"
seconds="${IDLE_SECONDS:-30}"
ticks_per_second=$(getconf CLK_TCK)

ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

for scene in "${scenes[@]}"; do
  LEAPFROG_SCREEN="$scene" xvfb-run -a -s "-screen 0 1280x800x24" "$binary" >/dev/null 2>&1 &
  runner=$!
  pid=""
  for _ in $(seq 100); do
    pid=$(pgrep -n -f "^$binary" || true)
    [ -n "$pid" ] && break
    sleep 0.1
  done
  if [ -z "$pid" ]; then
    echo "$scene: the app did not start" >&2
    kill "$runner" 2>/dev/null || true
    exit 1
  fi
  sleep "$warm"
  before=$(ticks "$pid")
  sleep "$seconds"
  after=$(ticks "$pid")
  kill "$pid" 2>/dev/null || true
  wait "$runner" 2>/dev/null || true
  awk -v scene="$scene" -v t=$((after - before)) -v s="$seconds" -v hz="$ticks_per_second" \
    'BEGIN { printf "%-12s %5.1f%% of a core (%d ticks in %d s)\n", scene, 100 * t / hz / s, t, s }'
done
