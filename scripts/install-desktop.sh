#!/usr/bin/env bash
# Installs Leapfrog for the current user and adds it to the desktop's application menu:
#   the binary      ~/.local/bin/leapfrog               (cargo install --path . --root ~/.local)
#   the menu entry  ~/.local/share/applications/leapfrog.desktop
#   the icon        ~/.local/share/icons/hicolor/256x256/apps/leapfrog.png
# The game's own files need no installing (levels and assets are compiled in); the player's
# levels, settings and saves live in ~/.local/share/leapfrog/.
# `--uninstall` removes the three again (not the player's files).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${PREFIX:-$HOME/.local}"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
entry="$data/applications/leapfrog.desktop"
icon="$data/icons/hicolor/256x256/apps/leapfrog.png"
binary="$prefix/bin/leapfrog"

refresh_menus() {
  command -v update-desktop-database >/dev/null && update-desktop-database -q "$data/applications" || true
  command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$entry" "$icon" "$binary"
  refresh_menus
  echo "removed $binary, $entry and $icon"
  exit 0
fi

bash scripts/deps.sh play
if [ "${LEAPFROG_SKIP_BUILD:-}" != 1 ]; then
  cargo install --locked --path . --root "$prefix"
fi
mkdir -p "$(dirname "$entry")" "$(dirname "$icon")"
"$binary" icon "$icon" --size 256 >/dev/null
sed "s|@EXEC@|$binary|" assets/desktop/leapfrog.desktop > "$entry"
chmod 644 "$entry"
refresh_menus
echo "installed $binary"
echo "menu entry $entry (Games > Leapfrog)"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on PATH; start it from the menu or as $binary" ;;
esac
