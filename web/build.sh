#!/usr/bin/env bash
# Builds the browser version into web/dist (serve it with any static file server).
set -euo pipefail
cd "$(dirname "$0")/.."
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
version=$(grep -A1 'name = "wasm-bindgen"$' Cargo.lock | sed -n 's/version = "\(.*\)"/\1/p')
if ! wasm-bindgen --version 2>/dev/null | grep -q "$version"; then
  cargo install wasm-bindgen-cli --version "$version"
fi
cargo build --profile web --target wasm32-unknown-unknown --bin leapfrog
rm -rf web/dist && mkdir -p web/dist
wasm-bindgen --target web --no-typescript --out-dir web/dist \
  target/wasm32-unknown-unknown/web/leapfrog.wasm
cp web/index.html web/dist/
mkdir -p web/dist/levels && cp -r levels/* web/dist/levels/
echo "built web/dist; serve it with: python3 -m http.server 8080 --bind 127.0.0.1 --directory web/dist"
