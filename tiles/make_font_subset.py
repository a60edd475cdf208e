"""Cut the Noto CJK fonts down to the glyphs the tile art uses (dev tool; needs fontTools).

Usage: python tiles/make_font_subset.py [--serif TTC] [--sans TTC]

Writes game/art/fonts/SparrowTileSerif.otf and SparrowTileSans.otf plus OFL.txt. The glyph
lists come from game/art/font.py, so the art and the subset never disagree.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.art import font as tile_font  # noqa: E402

NOTO = Path("/usr/share/fonts/opentype/noto")
TC_INDEX = 3  # in the Debian .ttc files: 0 JP, 1 KR, 2 SC, 3 TC, 4 HK
COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")


def make(source: Path, index: int, text: str, family: str, out: Path) -> None:
    """Subset face `index` of collection `source` to `text`, renamed to `family`."""
    font = TTCollection(str(source)).fonts[index]
    upstream = font["name"].getDebugName(4)
    options = subset.Options()
    options.layout_features = []  # no shaping needed: one glyph per character
    options.hinting = False
    options.desubroutinize = True
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    # A modified OFL font carries a new name; the upstream name stays in the description.
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 3, 4, 6):
            value = {1: family, 3: f"{family} (subset of {upstream})", 4: family,
                     6: family.replace(" ", "")}[record.nameID]
            names.setName(value, record.nameID, record.platformID, record.platEncID,
                          record.langID)
    font.save(str(out))
    print(f"{out}: {out.stat().st_size} bytes, {len(text)} characters from {upstream}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--serif", type=Path, default=NOTO / "NotoSerifCJK-Bold.ttc")
    parser.add_argument("--sans", type=Path, default=NOTO / "NotoSansCJK-Bold.ttc")
    args = parser.parse_args()
    fonts = tile_font.FONT_DIR
    fonts.mkdir(parents=True, exist_ok=True)
    make(args.serif, TC_INDEX, tile_font.SERIF_GLYPHS, "Sparrow Tile Serif", tile_font.SERIF_FILE)
    make(args.sans, TC_INDEX, tile_font.SANS_GLYPHS, "Sparrow Tile Sans", tile_font.SANS_FILE)
    licence = ROOT / "tiles" / "OFL.txt"
    shutil.copyfile(licence, fonts / "OFL.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
