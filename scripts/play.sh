#!/usr/bin/env bash
# Builds and starts Leapfrog (installing the few system packages it needs when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh play
exec cargo run --release --features hot_reload -- "$@"
