#!/usr/bin/env python3
"""Drops the symbol-name and producers sections from a .wasm (what `wasm-opt --strip-debug`
does), so that the page loads no names whether or not wasm-opt runs after it.
Usage: strip_names.py FILE.wasm (rewritten in place)."""
import sys


def leb(data, i):
    value = shift = 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


path = sys.argv[1]
data = open(path, "rb").read()
if data[:4] != b"\0asm":
    sys.exit(f"{path}: not a wasm module")
kept = [data[:8]]
i = 8
while i < len(data):
    start = i
    section = data[i]
    size, body = leb(data, i + 1)
    i = body + size
    if section == 0:
        name_len, name_at = leb(data, body)
        name = data[name_at:name_at + name_len]
        if name in (b"name", b"producers") or name.startswith(b".debug"):
            continue
    kept.append(data[start:i])
open(path, "wb").write(b"".join(kept))
