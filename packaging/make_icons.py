"""Make the app icons from the game's own tile art: the tile back's sparrow.

    python packaging/make_icons.py      # from the repository root, in the game's environment

Writes game/icons/sparrow-mahjong-N.png (N = 16 ... 512: the window icon and the Linux menu's
hicolor icons, shipped in the package), packaging/icons/sparrow-mahjong.ico (Windows) and
packaging/icons/sparrow-mahjong.icns (macOS). From 48 px up the icon is the whole tile back;
below, a whole tile is too small to read, so it is the back's sparrow medallion on a tile body.
The output is deterministic: run it again after the back's art changes and commit the files.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game import assets  # noqa: E402
from game.art import faces  # noqa: E402

SMALL = 32  # this size and below: the medallion alone
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
OUT = ROOT / "packaging" / "icons"


def back(height: int) -> Image.Image:
    """The tile back `height` pixels tall, drawn as the game draws it (supersampled, reduced)."""
    width = round(height / faces.ASPECT)
    scale = max(2, min(8, -(-512 // width)))
    return faces._blank(width, scale, True).reduce(scale).convert("RGBA")


def whole_tile(size: int) -> Image.Image:
    tile = back(round(size * 0.96))
    canvas = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    canvas.alpha_composite(tile, ((size - tile.width) // 2, (size - tile.height) // 2))
    return canvas


def medallion(size: int) -> Image.Image:
    """The sparrow in its ring, cut from a large back, on a small tile body."""
    big = back(1024)
    depth = round(big.height * 0.08)  # the body's thickness below the face (faces._blank)
    cx, cy, r = big.width / 2, (big.height - depth) / 2, big.width * 0.27
    crop = big.crop((round(cx - r), round(cy - r), round(cx + r), round(cy + r)))
    n, radius = crop.width, crop.width * 0.16
    body = Image.new("RGBA", (n, round(n * 1.08)), (0, 0, 0, 0))
    draw = ImageDraw.Draw(body)
    draw.rounded_rectangle((0, 0, n - 1, body.height - 1), radius, fill=faces.BODY_DARK)
    mask = Image.new("L", crop.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, n - 1, n - 1), radius, fill=255)
    body.paste(crop, (0, 0), mask)
    small = body.resize((round(size / 1.08), size), Image.LANCZOS)
    canvas = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    canvas.alpha_composite(small, ((size - small.width) // 2, 0))
    return canvas


def icon(size: int) -> Image.Image:
    return medallion(size) if size <= SMALL else whole_tile(size)


def main() -> int:
    assets.ICON_DIR.mkdir(parents=True, exist_ok=True)
    OUT.mkdir(parents=True, exist_ok=True)
    images = {size: icon(size) for size in sorted({*assets.ICON_SIZES, *ICO_SIZES})}
    for size in assets.ICON_SIZES:
        images[size].save(assets.icon_png(size), optimize=True)
    largest = images[max(ICO_SIZES)]
    largest.save(OUT / "sparrow-mahjong.ico", sizes=[(s, s) for s in ICO_SIZES],
                 append_images=[images[s] for s in ICO_SIZES])
    images[512].save(OUT / "sparrow-mahjong.icns",
                     append_images=[images[s] for s in (16, 32, 64, 128, 256)])
    for path in sorted([*assets.ICON_DIR.glob("*.png"), *OUT.iterdir()]):
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
