#!/usr/bin/env bash
# Builds the browser version into web/dist (serve it with any static file server) and prints the
# size of the .wasm the page loads, raw and brotli. Honours CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir="${CARGO_TARGET_DIR:-target}"
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
version=$(grep -A1 'name = "wasm-bindgen"$' Cargo.lock | sed -n 's/version = "\(.*\)"/\1/p')
if ! wasm-bindgen --version 2>/dev/null | grep -q "$version"; then
  cargo install wasm-bindgen-cli --version "$version"
fi
# Panic locations name their source files: dependencies' paths lose the registry's long prefix
# (a shorter string in the .wasm for each of about 900 files). Added to .cargo/config.toml's flags.
remaps=""
for index in "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*; do
  remaps="$remaps\"--remap-path-prefix=$index=crates\","
done
cargo build --profile web --target wasm32-unknown-unknown --bin leapfrog \
  --config "target.wasm32-unknown-unknown.rustflags=[$remaps]"
rm -rf web/dist && mkdir -p web/dist
wasm-bindgen --target web --no-typescript --out-dir web/dist \
  "$target_dir/wasm32-unknown-unknown/web/leapfrog.wasm"
wasm=web/dist/leapfrog_bg.wasm
# Symbols stay in the build for wasm-bindgen; the page gets none. wasm-opt then shrinks the
# code by about 13%. Version 108 (Debian 12) breaks the externref table wasm-bindgen sets up
# (seen here: "Table.set(): Argument 1 is invalid"), so an older system binaryen gives way to
# the npm build pinned in web/tools. WASM_OPT=skip leaves it out (a quicker build to try things).
python3 web/strip_names.py "$wasm"
wasm_opt=wasm-opt
binaryen=$(wasm-opt --version 2>/dev/null | sed -n 's/.*version \([0-9]*\).*/\1/p' || true)
if [ "${WASM_OPT:-}" != skip ] && [ "${binaryen:-0}" -lt 116 ] && command -v npm >/dev/null; then
  (cd web/tools && npm install --no-audit --no-fund --loglevel=error)
  wasm_opt=web/tools/node_modules/.bin/wasm-opt
  binaryen=$("$wasm_opt" --version | sed -n 's/.*version \([0-9]*\).*/\1/p')
fi
if [ "${WASM_OPT:-}" = skip ]; then
  echo "WASM_OPT=skip: the .wasm is not post-optimised"
elif [ "${binaryen:-0}" -ge 116 ]; then
  before=$(stat -c %s "$wasm")
  "$wasm_opt" -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue --enable-simd \
    "$wasm" -o "$wasm.opt"
  mv "$wasm.opt" "$wasm"
  echo "wasm-opt $binaryen -Oz: $before -> $(stat -c %s "$wasm") bytes"
else
  echo "no wasm-opt 116 or later (nor npm to fetch one): the .wasm is not post-optimised"
fi
cp web/index.html web/sw.js web/manifest.webmanifest web/dist/
# Levels, translations and a small font are compiled into the .wasm; the page fetches the full
# font and reversi's weights once the menu is up (src/app/page.rs).
cp assets/fonts/NotoSansSC-subset.otf assets/reversi/weights-*.bin web/dist/
# The service worker's cache name changes with every build so a new version replaces the old.
if [ -f web/dist/sw.js ]; then
  stamp=$(sha256sum "$wasm" | cut -c1-12)
  sed -i "s/__BUILD__/$stamp/" web/dist/sw.js
fi
raw=$(stat -c %s "$wasm")
if command -v brotli >/dev/null; then
  brotli -q 11 -k -f "$wasm" -o "$wasm.br"
  br=$(stat -c %s "$wasm.br")
  rm "$wasm.br"
  echo "wasm size: $raw bytes raw, $br bytes brotli"
  later=(web/dist/NotoSansSC-subset.otf web/dist/weights-*.bin)
  later_raw=$(cat "${later[@]}" | wc -c)
  later_br=0
  for f in "${later[@]}"; do later_br=$((later_br + $(brotli -q 11 -c "$f" | wc -c))); done
  echo "fetched after the menu is up (full font, reversi weights): $later_raw bytes raw, $later_br bytes brotli"
else
  echo "wasm size: $raw bytes raw (brotli not installed: apt-get install brotli)"
fi
echo "built web/dist; serve it with: python3 -m http.server 8080 --bind 127.0.0.1 --directory web/dist"
