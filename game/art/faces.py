"""Tile faces as Pillow images: every tile of every variant, the back, and the contact sheet."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from game.art import pips
from game.art.pips import BLUE, GREEN, INK, IVORY, RED, Box, fit_text
from game.core.model import tiles as core
from game.core.model.tiles import (
    EAST,
    FLOWER,
    HONOUR,
    HORIZONTAL,
    MAN,
    NORTH,
    PIN,
    SEASON,
    SOU,
    SOUTH,
    VERTICAL,
    WEST,
    WHITE,
    ZERO,
    Tile,
)

ART_VERSION = 1  # bump when any drawing changes, so disk caches are remade
ASPECT = 1.4  # sprite height / width, the body's thickness included
MIN_WIDTH, MAX_WIDTH = 16, 256
BACK = "back"
GREEN_DRAGON, RED_DRAGON = core.GREEN, core.RED
Face = Tile | str  # a tile, or BACK

FACE_EDGE = (206, 194, 160)
FACE_SHADE = (236, 229, 205)
BODY = (216, 134, 38)  # the back colour, also seen as the tile's thickness
BODY_DARK = (158, 88, 20)
PURPLE = (112, 44, 140)
HONOUR_GLYPHS = {EAST: "東", SOUTH: "南", WEST: "西", NORTH: "北"}
FLOWER_GLYPHS = "梅蘭菊竹"
SEASON_GLYPHS = "春夏秋冬"
FLOWER_COLOURS = ((196, 36, 84), PURPLE, (190, 120, 0), GREEN)
SEASON_COLOURS = (GREEN, RED, (176, 84, 20), BLUE)
MPSZ_HONOUR_INDEX = {ZERO: "Z", EAST: "E", SOUTH: "S", WEST: "W", NORTH: "N", WHITE: "Wh",
                     GREEN_DRAGON: "Gr", RED_DRAGON: "Rd", HORIZONTAL: "H", VERTICAL: "V"}
UZJE_SUIT_LETTER = {PIN: "t", SOU: "s", MAN: "m"}  # tongs, socks, mans


def sprite_size(width: int) -> tuple[int, int]:
    """Width and height of every sprite drawn `width` pixels wide."""
    return width, round(width * ASPECT)


def _scale(width: int) -> int:
    """Supersampling factor: faces are drawn large and reduced, for smooth edges."""
    return max(2, min(4, math.ceil(128 / width)))


def index_text(face: Face, style: str = "mpsz") -> str:
    """The colour-blind corner index: rank and suit letter (`5p`, `12s`, `E`, `3f`)."""
    if face == BACK:
        return ""
    assert isinstance(face, Tile)
    if style == core.UZJE.name:
        if face.is_number:  # digits, not Ùzje's x a-f: the index is for reading at a glance
            return f"{face.rank}{UZJE_SUIT_LETTER[face.suit]}"
        return core.UZJE.format_one(face)  # Z E S W N H V C F P, flowers h-k and o-r
    if face.suit == HONOUR:
        return MPSZ_HONOUR_INDEX[face.rank]
    return f"{face.rank}{face.suit}"


@cache
def _blank(width: int, scale: int, back: bool) -> Image.Image:
    """The tile body at `scale` times the size: a face (or back) on its thickness, no art."""
    w, h = sprite_size(width)
    big_w, big_h = w * scale, h * scale
    depth = max(2 * scale, round(big_h * 0.08))
    radius = big_w * 0.12
    # Drawn premultiplied ("RGBa"): every stroke is opaque, so the colours are the same, and
    # reducing needs no conversion of the large image (the costliest step otherwise).
    image = Image.new("RGBa", (big_w, big_h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, big_w - 1, big_h - 1), radius, fill=BODY_DARK)
    draw.rounded_rectangle((0, 0, big_w - 1, big_h - 1 - depth * 0.35), radius, fill=BODY)
    top = (0, 0, big_w - 1, big_h - 1 - depth)
    if back:
        _draw_back(draw, top, radius, scale)
        return image
    draw.rounded_rectangle(top, radius, fill=FACE_EDGE)
    edge = max(1, round(scale * 0.8))
    draw.rounded_rectangle((edge, edge, big_w - 1 - edge, big_h - 1 - depth - edge * 2),
                           radius * 0.9, fill=FACE_SHADE)
    draw.rounded_rectangle((edge, edge, big_w - 1 - edge * 2, big_h - 1 - depth - edge * 3),
                           radius * 0.85, fill=IVORY)
    return image


def _draw_back(draw: ImageDraw.ImageDraw, top: Box, radius: float, scale: int) -> None:
    """The back: the body colour, a light inner frame and a sparrow in a ring."""
    x0, y0, x1, y1 = top
    w = x1 - x0
    light = (244, 186, 96)
    draw.rounded_rectangle(top, radius, fill=BODY)
    inset = w * 0.1
    draw.rounded_rectangle((x0 + inset, y0 + inset, x1 - inset, y1 - inset), radius * 0.6,
                           outline=light, width=max(1, round(scale * 1.2)))
    cx, cy, r = (x0 + x1) / 2, (y0 + y1) / 2, w * 0.27
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=BODY_DARK)
    draw.ellipse((cx - r * 0.86, cy - r * 0.86, cx + r * 0.86, cy + r * 0.86), fill=light)

    def p(fx: float, fy: float) -> tuple[float, float]:
        return cx + fx * r, cy + fy * r

    # The sparrow, facing right: tail, body, head, beak, in the dark body colour.
    draw.polygon([p(-0.2, 0.1), p(-0.78, 0.42), p(-0.7, 0.6), p(-0.05, 0.35)], fill=BODY_DARK)
    draw.ellipse((*p(-0.42, -0.2), *p(0.38, 0.42)), fill=BODY_DARK)
    draw.ellipse((*p(0.12, -0.5), *p(0.54, -0.08)), fill=BODY_DARK)
    draw.polygon([p(0.5, -0.36), p(0.74, -0.26), p(0.5, -0.18)], fill=BODY_DARK)
    draw.ellipse((*p(0.33, -0.36), *p(0.43, -0.26)), fill=light)
    draw.line((*p(-0.02, 0.4), *p(-0.08, 0.66)), fill=BODY_DARK, width=max(1, round(r * 0.06)))
    draw.line((*p(0.14, 0.4), *p(0.16, 0.66)), fill=BODY_DARK, width=max(1, round(r * 0.06)))


def _art_box(width: int, scale: int, with_index: bool) -> Box:
    w, h = sprite_size(width)
    big_w, big_h = w * scale, h * scale
    depth = max(2 * scale, round(big_h * 0.08))
    face_h = big_h - depth
    top = face_h * (0.27 if with_index else 0.09)
    return big_w * 0.12, top, big_w * 0.88, face_h * 0.91


def render(face: Face, width: int, *, index: str | None = None) -> Image.Image:
    """The face (a Tile or BACK) as an RGBA image `sprite_size(width)`; `index` "mpsz" or
    "uzje" adds the colour-blind corner index (never on the back)."""
    if not MIN_WIDTH <= width <= MAX_WIDTH:
        raise ValueError(f"tile width {width} is outside {MIN_WIDTH}-{MAX_WIDTH} pixels")
    scale = _scale(width)
    is_back = face == BACK
    image = _blank(width, scale, is_back).copy()
    if not is_back:
        assert isinstance(face, Tile)
        draw = ImageDraw.Draw(image)
        box = _art_box(width, scale, index is not None)
        # Below 48 px glyph strokes thin out to grey: thicken them by a quarter pixel.
        token = pips.TEXT_STROKE.set(1 if width < 48 else 0)
        try:
            draw_art(draw, box, face)
            if index is not None:
                _draw_index(draw, width, scale, face, index)
        finally:
            pips.TEXT_STROKE.reset(token)
    return image.reduce(scale).convert("RGBA")


def draw_art(draw: ImageDraw.ImageDraw, box: Box, face: Tile) -> None:
    """The design of one tile inside the art box."""
    if face.suit == PIN:
        pips.draw_circles(draw, box, face.rank, face.red)
    elif face.suit == SOU:
        pips.draw_bamboo(draw, box, face.rank, face.red)
    elif face.suit == MAN:
        pips.draw_characters(draw, box, face.rank, face.red)
    elif face.suit == HONOUR:
        _draw_honour(draw, box, face.rank)
    elif face.suit in (FLOWER, SEASON):
        _draw_bonus(draw, box, face)
    else:
        raise ValueError(f"no art for {face!r}")
    if face.red:
        _red_mark(draw, box)


def _red_mark(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """A small red diamond in the top-right corner: a red five is marked by shape, too."""
    x0, y0, x1, y1 = box
    r = (x1 - x0) * 0.09
    cx, cy = x1 + r * 0.2, y0 - r * 0.1
    draw.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=RED,
                 outline=INK)


def _draw_honour(draw: ImageDraw.ImageDraw, box: Box, rank: int) -> None:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    pad = (x0 - w * 0.04, y0 + h * 0.08, x1 + w * 0.04, y1 - h * 0.08)
    if rank in HONOUR_GLYPHS:
        fit_text(draw, HONOUR_GLYPHS[rank], pad, INK)
    elif rank == RED_DRAGON:
        fit_text(draw, "中", pad, RED)
    elif rank == GREEN_DRAGON:
        fit_text(draw, "發", pad, GREEN)
    elif rank == WHITE:
        _white_dragon(draw, box)
    elif rank == ZERO:
        _zero(draw, box)
    elif rank in (HORIZONTAL, VERTICAL):
        _compressed_wind(draw, box, rank)
    else:
        raise ValueError(f"no honour of rank {rank}")


def _white_dragon(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """A blue double frame, as on Japanese sets: never mistaken for a blank face."""
    x0, y0, x1, y1 = box
    w = x1 - x0
    line = max(1, round(w * 0.07))
    draw.rectangle((x0 + w * 0.04, y0 + w * 0.02, x1 - w * 0.04, y1 - w * 0.02), outline=BLUE,
                   width=line)
    inner = w * 0.2
    draw.rectangle((x0 + inner, y0 + inner, x1 - inner, y1 - inner), outline=BLUE,
                   width=max(1, line // 2))


def _zero(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """Zero: 零 inside a purple ring (the 0 of every suit, an honour too)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    rx, ry = w * 0.52, h * 0.46
    draw.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), outline=PURPLE,
                 width=max(1, round(w * 0.06)))
    fit_text(draw, "零", (cx - rx * 0.72, cy - ry * 0.72, cx + rx * 0.72, cy + ry * 0.72),
             PURPLE)


def _arrow(
    draw: ImageDraw.ImageDraw, x0: float, y0: float, x1: float, y1: float, width: float,
    fill: tuple[int, int, int],
) -> None:
    """A double-headed arrow from (x0, y0) to (x1, y1)."""
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    head = min(width * 1.9, length * 0.24)
    draw.line((x0 + ux * head * 0.8, y0 + uy * head * 0.8, x1 - ux * head * 0.8,
               y1 - uy * head * 0.8), fill=fill, width=max(1, round(width)))
    for (tx, ty), sign in (((x0, y0), 1), ((x1, y1), -1)):
        bx, by = tx + ux * head * sign * 1.2, ty + uy * head * sign * 1.2
        draw.polygon([(tx, ty), (bx - uy * head, by + ux * head), (bx + uy * head, by - ux * head)],
                     fill=fill)


def _compressed_wind(draw: ImageDraw.ImageDraw, box: Box, rank: int) -> None:
    """Ùzje's H (East-West) and V (South-North): the two winds over a big ↔ or ↕ arrow."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    pair = "西東" if rank == HORIZONTAL else "北南"
    fit_text(draw, pair, (x0, y0, x1, y0 + h * 0.36), INK)
    cx, cy = (x0 + x1) / 2, y0 + h * 0.7
    thick = w * 0.12
    if rank == HORIZONTAL:
        _arrow(draw, x0, cy, x1, cy, thick, BLUE)
    else:
        _arrow(draw, cx, y0 + h * 0.4, cx, y1, thick * 0.85, BLUE)


def _draw_bonus(draw: ImageDraw.ImageDraw, box: Box, face: Tile) -> None:
    """Flowers (梅 蘭 菊 竹) number in a circle, seasons (春 夏 秋 冬) in a square."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    n = face.rank
    flower = face.suit == FLOWER
    glyph = (FLOWER_GLYPHS if flower else SEASON_GLYPHS)[n - 1]
    colour = (FLOWER_COLOURS if flower else SEASON_COLOURS)[n - 1]
    fit_text(draw, glyph, (x0, y0 + h * 0.3, x1, y1), colour)
    r = w * 0.22
    cx, cy = x1 - r, y0 + r
    if flower:
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=RED)
    else:
        draw.rectangle((cx - r, cy - r, cx + r, cy + r), fill=BLUE)
    fit_text(draw, str(n), (cx - r * 0.6, cy - r * 0.62, cx + r * 0.6, cy + r * 0.62), IVORY,
             sans=True)
    # A small sprig (flowers) or sun (seasons) on the left, balancing the number.
    sx, sy = x0 + w * 0.18, y0 + h * 0.12
    if flower:
        for k in range(5):
            a = math.tau * k / 5 - math.pi / 2
            pr = w * 0.07
            px, py = sx + math.cos(a) * pr * 1.3, sy + math.sin(a) * pr * 1.3
            draw.ellipse((px - pr, py - pr, px + pr, py + pr), fill=colour)
        draw.ellipse((sx - w * 0.05, sy - w * 0.05, sx + w * 0.05, sy + w * 0.05), fill=IVORY)
    else:
        for k in range(8):
            a = math.tau * k / 8
            draw.line((sx, sy, sx + math.cos(a) * w * 0.17, sy + math.sin(a) * w * 0.17),
                      fill=colour, width=max(1, round(w * 0.035)))
        draw.ellipse((sx - w * 0.09, sy - w * 0.09, sx + w * 0.09, sy + w * 0.09), fill=colour)


def _draw_index(
    draw: ImageDraw.ImageDraw, width: int, scale: int, face: Tile, style: str
) -> None:
    w, h = sprite_size(width)
    big_w = w * scale
    depth = max(2 * scale, round(h * scale * 0.08))
    face_h = h * scale - depth
    text = index_text(face, style)
    colour = INK
    if face.is_number:
        colour = {PIN: BLUE, SOU: GREEN, MAN: RED}[face.suit]
    box = (big_w * 0.06, face_h * 0.025, big_w * (0.76 if face.red else 0.94), face_h * 0.25)
    fit_text(draw, text, box, colour, sans=True)


# ---------------------------------------------------------------------------------------------
# Which faces exist


def _option_values(option: Any) -> list[Any]:
    if option.choices:
        return list(option.choices)
    if isinstance(option.default, bool):
        return [False, True]
    return [option.default]


def variant_faces(variant_id: str) -> list[Tile]:
    """Every tile face the variant can show under any of its options, in table order."""
    from game.core.variants import get_variant

    variant = get_variant(variant_id)
    seen: dict[Tile, None] = {}
    varied = [o for o in variant.options if o.name in variant.tile_options]
    names = [o.name for o in varied]
    for values in itertools.product(*(_option_values(o) for o in varied)):
        tileset = variant.tileset(variant.resolve(dict(zip(names, values, strict=True))))
        for t in tileset.kinds:
            seen.setdefault(t)
            for red in tileset.reds:
                if red.plain is t:
                    seen.setdefault(red)
        for t in tileset.bonus:
            seen.setdefault(t)
    suits = list(dict.fromkeys(t.suit for t in seen))  # the variant's own suit order
    return sorted(seen, key=lambda t: (suits.index(t.suit), t.rank, t.red))


def all_faces() -> list[Face]:
    """Every distinct face of every variant and option, then the back."""
    from game.core.variants import VARIANTS

    seen: dict[Face, None] = {}
    for variant_id in VARIANTS:
        for t in variant_faces(variant_id):
            seen.setdefault(t)
    return [*sorted(seen, key=_sort_key), BACK]


def _sort_key(face: Face) -> tuple[int, int, bool]:
    assert isinstance(face, Tile)
    return ("mpszfg".index(face.suit), face.rank, face.red)


def contact_sheet(
    faces: Iterable[Face], width: int, *, index: str | None = None, columns: int = 0
) -> Image.Image:
    """All `faces` on a felt-green sheet, suits on their own rows, with every state shown
    once more on the last row."""
    from game.art.states import STATES, with_state

    faces = list(faces)
    w, h = sprite_size(width)
    gap = max(3, width // 8)
    rows: list[list[Image.Image]] = []
    current: list[Image.Image] = []
    last_suit = None
    for face in faces:
        suit = face.suit if isinstance(face, Tile) else BACK
        if current and (suit != last_suit or (columns and len(current) >= columns)):
            rows.append(current)
            current = []
        current.append(render(face, width, index=index))
        last_suit = suit
    if current:
        rows.append(current)
    sample = next((f for f in faces if isinstance(f, Tile)), BACK)
    base = render(sample, width, index=index)
    rows.append([with_state(base, state) for state in STATES])
    sheet_w = gap + max(sum(im.width + gap for im in row) for row in rows)
    sheet_h = gap + sum(max(im.height for im in row) + gap for row in rows)
    sheet = Image.new("RGBA", (sheet_w, sheet_h), (38, 92, 66, 255))
    y = gap
    for row in rows:
        x = gap
        for im in row:
            sheet.alpha_composite(im, (x, y + (h - im.height if im.height < h else 0)))
            x += im.width + gap
        y += max(im.height for im in row) + gap
    return sheet
