#!/usr/bin/env python3
"""Makes the Latin font subsets Tilewise bundles: NotoSans-Regular-subset.ttf and
NotoSans-Bold-subset.ttf, from the Debian packages fonts-noto-core (Noto Sans 2.004).

Noto Sans has no arrows, no minus sign and no ≤ ≥; those few glyphs are taken from other
Noto fonts of the same weight and the same 1000 units per em (in the same package): the
arrows from Noto Sans Symbols (they sit at the minus sign's height), the minus sign and ≤ ≥
from Noto Sans Mono; decomposed, and added to the subset under their code points, each with
its advance. Run from the repository root:

    apt-get install -y fonts-noto-core && pip install fonttools
    python3 assets/fonts/subset-latin.py

Each weight is first cut with the command below (printed as it runs), then those glyphs are
grafted on:

    pyftsubset NotoSans-Regular.ttf --unicodes=<LATIN> --layout-features=kern,liga,locl \
        --no-hinting --output-file=assets/fonts/NotoSans-Regular-subset.ttf

The test `every_message_is_set_in_the_bundled_fonts` (src/print/worksheet.rs) fails when a
message of assets/i18n/*.ftl or a bundled set holds a character the subsets lack: add it to
LATIN (or to GRAFTS) here and run this again.
"""

import os
import subprocess
import sys

from fontTools.pens.recordingPen import DecomposingRecordingPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont

NOTO = "/usr/share/fonts/truetype/noto"
OUT = "assets/fonts"

# Basic Latin, Latin-1, Latin Extended-A, Cyrillic, general punctuation (dashes, quotes,
# ellipsis, bullet, per mille, guillemets), the euro sign and the numero sign.
LATIN = "U+0020-007E,U+00A0-017F,U+0400-045F,U+2010-2027,U+2030-203A,U+20AC,U+2116"

# Glyphs Noto Sans lacks, by the font they are taken from: the arrows ← ↑ → ↓; the minus
# sign, ≤ and ≥.
GRAFTS = [
    ("NotoSansSymbols", [0x2190, 0x2191, 0x2192, 0x2193]),
    ("NotoSansMono", [0x2212, 0x2264, 0x2265]),
]


def graft(font: TTFont, donor: TTFont, codepoints: list[int]) -> None:
    """Adds the donor's glyphs for `codepoints` to `font`, decomposed, with their advances."""
    donor_cmap = donor.getBestCmap()
    donor_glyphs = donor.getGlyphSet()
    order = font.getGlyphOrder()
    glyf = font["glyf"]
    hmtx = font["hmtx"]
    added = {}
    for cp in codepoints:
        if cp in font.getBestCmap():
            continue
        source = donor_cmap.get(cp)
        if source is None:
            sys.exit(f"U+{cp:04X} is in neither Noto Sans nor Noto Sans Mono")
        recording = DecomposingRecordingPen(donor_glyphs)
        donor_glyphs[source].draw(recording)
        pen = TTGlyphPen(None)
        recording.replay(pen)
        name = f"uni{cp:04X}"
        glyph = pen.glyph()
        glyph.recalcBounds(glyf)
        glyf.glyphs[name] = glyph
        hmtx.metrics[name] = (donor["hmtx"].metrics[source][0], glyph.xMin)
        order.append(name)
        added[cp] = name
    font.setGlyphOrder(order)
    glyf.glyphOrder = order
    for table in font["cmap"].tables:
        if table.isUnicode():
            table.cmap.update(added)
    font["maxp"].numGlyphs = len(order)
    os2 = font["OS/2"]
    os2.usLastCharIndex = min(max([os2.usLastCharIndex, *added]), 0xFFFF)


def main() -> None:
    for weight in ("Regular", "Bold"):
        out = os.path.join(OUT, f"NotoSans-{weight}-subset.ttf")
        command = [
            "pyftsubset",
            os.path.join(NOTO, f"NotoSans-{weight}.ttf"),
            f"--unicodes={LATIN}",
            "--layout-features=kern,liga,locl",
            "--no-hinting",
            f"--output-file={out}",
        ]
        print(" ".join(command))
        subprocess.run(command, check=True)
        font = TTFont(out)
        for family, codepoints in GRAFTS:
            donor = TTFont(os.path.join(NOTO, f"{family}-{weight}.ttf"))
            graft(font, donor, codepoints)
        font.save(out)
        print(f"{out}: {os.path.getsize(out)} bytes, {len(font.getBestCmap())} characters")


if __name__ == "__main__":
    main()
