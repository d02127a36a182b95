#!/usr/bin/env python3
"""Remakes assets/fonts/NotoSansSC-web.otf, the font compiled into the browser build.

It is the desktop subset (assets/fonts/NotoSansSC-subset.otf, 3755 common Chinese characters)
cut down to every character that is not a Chinese ideograph plus the ideographs the game itself
writes: translations, level files and sources. The page fetches the full subset after the menu is
up, so text the player types still renders a moment later. tests/glyphs.rs checks both fonts.

Needs fontTools (pip install fonttools). Usage: python3 scripts/web-font.py
"""
import glob
import os

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FULL = os.path.join(ROOT, "assets/fonts/NotoSansSC-subset.otf")
WEB = os.path.join(ROOT, "assets/fonts/NotoSansSC-web.otf")
SOURCES = ["assets/i18n/**/*.ftl", "levels/**/*.ron", "src/**/*.rs"]


def is_ideograph(code):
    return 0x3400 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF


def main():
    available = set(TTFont(FULL).getBestCmap())
    wanted = {c for c in available if not is_ideograph(c)}
    for pattern in SOURCES:
        for path in glob.glob(os.path.join(ROOT, pattern), recursive=True):
            with open(path, encoding="utf-8") as f:
                wanted |= {ord(c) for c in f.read()} & available
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.desubroutinize = True
    font = TTFont(FULL)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(wanted))
    subsetter.subset(font)
    font.save(WEB)
    ideographs = sum(1 for c in wanted if is_ideograph(c))
    print(f"{WEB}: {len(wanted)} characters ({ideographs} ideographs), {os.path.getsize(WEB)} bytes")


if __name__ == "__main__":
    main()
