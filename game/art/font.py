"""The shipped tile-glyph fonts: which characters the art uses, and cached Pillow fonts by size."""

from __future__ import annotations

from functools import cache

from PIL import ImageFont

from game import assets

FONT_DIR = assets.TILE_FONT_DIR
# A bold serif CJK subset for the faces, and a bold sans subset for small Latin indices.
SERIF_FILE = FONT_DIR / "SparrowTileSerif.otf"
SANS_FILE = FONT_DIR / "SparrowTileSans.otf"

NUMERALS = "一二三四五六七八九十"
CJK_GLYPHS = NUMERALS + "萬東南西北中發零梅蘭菊竹春夏秋冬"
LATIN_GLYPHS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
# Every character each font must hold: the subset script and the tests both read these.
SERIF_GLYPHS = CJK_GLYPHS
SANS_GLYPHS = LATIN_GLYPHS

Font = ImageFont.FreeTypeFont


class MissingGlyph(ValueError):
    """The art asked for a character its font subset does not hold."""


@cache
def serif(px: int) -> Font:
    """The CJK face font at this pixel size."""
    return ImageFont.truetype(str(SERIF_FILE), max(1, px))


@cache
def sans(px: int) -> Font:
    """The Latin index font at this pixel size."""
    return ImageFont.truetype(str(SANS_FILE), max(1, px))


def check_text(text: str, allowed: str) -> str:
    """`text` itself, or MissingGlyph naming the characters not in the font's subset."""
    missing = sorted({ch for ch in text if ch not in allowed})
    if missing:
        raise MissingGlyph(f"characters {''.join(missing)!r} are not in the font subset")
    return text
