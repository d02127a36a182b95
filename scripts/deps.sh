#!/usr/bin/env bash
# Installs the system packages Leapfrog needs on Debian/Ubuntu, only those missing.
# Usage: scripts/deps.sh [play|test]
set -euo pipefail
# ALSA headers for the desktop build's sound output.
want=(pkg-config libasound2-dev)
# A Vulkan driver to draw with: where none is installed (no GPU driver, a fresh machine), Mesa's,
# which draws in software when there is no GPU (llvmpipe), with the Vulkan loader it brings.
has_vulkan_driver() {
  compgen -G "/usr/share/vulkan/icd.d/*.json" >/dev/null ||
    compgen -G "/etc/vulkan/icd.d/*.json" >/dev/null ||
    compgen -G "/usr/local/share/vulkan/icd.d/*.json" >/dev/null
}
has_vulkan_driver || want+=(mesa-vulkan-drivers)
if [ "${1:-play}" = test ]; then
  # A real window for the screenshot test: a virtual X server and Mesa's software renderers.
  want+=(xvfb xauth mesa-vulkan-drivers libgl1-mesa-dri libxkbcommon-x11-0 libxcursor1 libxrandr2 libxi6)
  # The web build and its browser test: wasm-opt (used when 116 or later) and brotli, Chromium
  # driven by playwright-core from npm, a static file server from Python.
  want+=(binaryen brotli chromium python3)
  # Node may come from elsewhere (NodeSource's nodejs carries its own npm and conflicts with
  # Debian's npm): the Debian packages only when the commands are missing.
  command -v node >/dev/null || want+=(nodejs)
  command -v npm >/dev/null || want+=(npm)
fi
missing=()
for p in "${want[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ] && command -v apt-get >/dev/null; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
