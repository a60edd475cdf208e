"""The number-suit designs: circle pips, bamboo sticks, the bird, and character numerals."""

from __future__ import annotations

import math
from contextvars import ContextVar

from PIL import ImageDraw

from game.art import font as tile_font

Box = tuple[float, float, float, float]  # x0, y0, x1, y1 of the art area
RGB = tuple[int, int, int]

IVORY = (251, 248, 236)
BLUE = (26, 70, 158)
GREEN = (18, 124, 66)
DARK_GREEN = (10, 78, 40)
RED = (204, 30, 36)
INK = (22, 24, 34)
GOLD = (222, 156, 32)

B, G, R = BLUE, GREEN, RED
# Extra stroke (in drawing pixels) on glyphs: small tiles set it so numerals stay legible.
TEXT_STROKE: ContextVar[int] = ContextVar("TEXT_STROKE", default=0)

# Circles 1-9 as on real tiles: (x, y) as fractions of the art box, colour; pip radius as a
# fraction of the box width. Rank 1 is drawn apart (the big ornamental circle).
PIN_LAYOUTS: dict[int, tuple[float, list[tuple[float, float, RGB]]]] = {
    2: (0.25, [(0.5, 0.24, G), (0.5, 0.76, B)]),
    3: (0.2, [(0.21, 0.15, B), (0.5, 0.5, R), (0.79, 0.85, G)]),
    4: (0.22, [(0.27, 0.25, B), (0.73, 0.25, G), (0.27, 0.75, G), (0.73, 0.75, B)]),
    5: (0.2, [(0.22, 0.16, B), (0.78, 0.16, G), (0.5, 0.5, R), (0.22, 0.84, G),
              (0.78, 0.84, B)]),
    6: (0.18, [(0.28, 0.14, G), (0.72, 0.14, G), (0.28, 0.54, R), (0.72, 0.54, R),
               (0.28, 0.86, R), (0.72, 0.86, R)]),
    7: (0.15, [(0.18, 0.09, G), (0.5, 0.2, G), (0.82, 0.31, G), (0.3, 0.6, R),
               (0.7, 0.6, R), (0.3, 0.88, R), (0.7, 0.88, R)]),
    8: (0.16, [(x, y, B) for y in (0.12, 0.375, 0.625, 0.88) for x in (0.3, 0.7)]),
    9: (0.16, [(x, y, c) for y, c in ((0.15, B), (0.5, R), (0.85, G))
               for x in (0.18, 0.5, 0.82)]),
}

# Ranks 10-16 (Ùzje): pips per row, top to bottom. Symmetric, so each count has its own shape.
HIGH_ROWS: dict[int, tuple[int, ...]] = {
    10: (3, 4, 3), 11: (4, 3, 4), 12: (4, 4, 4), 13: (3, 3, 1, 3, 3),
    14: (4, 3, 3, 4), 15: (3, 3, 3, 3, 3), 16: (4, 4, 4, 4),
}
_ROW_COLOURS = (BLUE, GREEN, RED)
# Bamboo 10-16: sticks are narrow, so rows hold up to five and there are fewer rows.
SOU_HIGH_ROWS: dict[int, tuple[int, ...]] = {
    10: (5, 5), 11: (4, 3, 4), 12: (4, 4, 4), 13: (5, 3, 5), 14: (5, 4, 5), 15: (5, 5, 5),
    16: (4, 4, 4, 4),
}
SOU_ROW_COLOURS = {2: (GREEN, GREEN), 3: (GREEN, RED, GREEN), 4: (GREEN, BLUE, BLUE, GREEN)}


def _at(box: Box, fx: float, fy: float) -> tuple[float, float]:
    x0, y0, x1, y1 = box
    return x0 + (x1 - x0) * fx, y0 + (y1 - y0) * fy


def _disc(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: RGB) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)


def row_positions(
    rows: tuple[int, ...], margin: float = 0.08
) -> list[tuple[float, float, int]]:
    """Centres (fx, fy) and the row number of a rows-of-pips layout, in box fractions."""
    out: list[tuple[float, float, int]] = []
    n = len(rows)
    widest = max(rows)
    for i, count in enumerate(rows):
        fy = 0.5 if n == 1 else margin + (1 - 2 * margin) * i / (n - 1)
        step = 0.84 / max(1, widest - 1)
        start = 0.5 - step * (count - 1) / 2
        out.extend((start + step * k, fy, i) for k in range(count))
    return out


def high_colours(rows: tuple[int, ...]) -> list[RGB]:
    """Row colours of a 10-16 layout: blue, green, red in turn; a lone middle pip is red."""
    colours = []
    for i, count in enumerate(rows):
        colour = RED if count == 1 else _ROW_COLOURS[i % 3]
        colours.extend([colour] * count)
    return colours


def pip(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, colour: RGB) -> None:
    """One circle pip: a coloured ring, an ivory ring, a coloured core with a light eye."""
    _disc(draw, cx, cy, r, colour)
    _disc(draw, cx, cy, r * 0.74, IVORY)
    _disc(draw, cx, cy, r * 0.56, colour)
    _disc(draw, cx, cy, r * 0.2, IVORY)


def draw_circles(draw: ImageDraw.ImageDraw, box: Box, rank: int, red: bool) -> None:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    if rank == 1:
        _big_circle(draw, box)
        return
    if rank in PIN_LAYOUTS:
        size, spots = PIN_LAYOUTS[rank]
        for fx, fy, colour in spots:
            pip(draw, *_at(box, fx, fy), size * w, RED if red else colour)
        return
    rows = HIGH_ROWS[rank]
    r = min(0.84 * w / (2 * max(rows) - 1) * 0.98, 0.84 * h / (2 * len(rows) - 1.2))
    for (fx, fy, _), colour in zip(row_positions(rows), high_colours(rows), strict=True):
        pip(draw, *_at(box, fx, fy), r, colour)


def _big_circle(draw: ImageDraw.ImageDraw, box: Box) -> None:
    cx, cy = _at(box, 0.5, 0.5)
    r = min(box[2] - box[0], box[3] - box[1]) * 0.5
    _disc(draw, cx, cy, r, GREEN)
    _disc(draw, cx, cy, r * 0.9, IVORY)
    for k in range(12):
        a = math.tau * k / 12
        _disc(draw, cx + math.cos(a) * r * 0.7, cy + math.sin(a) * r * 0.7, r * 0.11, BLUE)
    _disc(draw, cx, cy, r * 0.5, RED)
    _disc(draw, cx, cy, r * 0.38, IVORY)
    _disc(draw, cx, cy, r * 0.27, GREEN)
    _disc(draw, cx, cy, r * 0.1, IVORY)


def stick(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, length: float, width: float,
    colour: RGB, angle: float = 0.0, middle: bool = True,
) -> None:
    """One bamboo stick centred on (cx, cy), tilted `angle` degrees from upright; `middle`
    draws the knot half-way (short sticks read cleaner without it)."""
    a = math.radians(angle)
    dx, dy = math.sin(a) * length / 2, -math.cos(a) * length / 2
    dark: RGB = (max(0, colour[0] - 70), max(0, colour[1] - 70), max(0, colour[2] - 70))
    ends = (cx - dx, cy - dy, cx + dx, cy + dy)
    draw.line(ends, fill=dark, width=max(1, round(width)))
    knots = ((cx - dx, cy - dy), (cx + dx, cy + dy)) + (((cx, cy),) if middle else ())
    for ex, ey in knots:
        _disc(draw, ex, ey, width * 0.55, dark)  # the knots at both ends (and the middle)
    draw.line(ends, fill=colour, width=max(1, round(width * 0.55)))
    if middle:
        _disc(draw, cx, cy, width * 0.22, IVORY)


# Bamboo 2-9: (x, y, angle) in box fractions, stick length as a fraction of the box height;
# red sticks are listed by position index.
SOU_LAYOUTS: dict[int, tuple[float, list[tuple[float, float, float]], tuple[int, ...]]] = {
    2: (0.4, [(0.5, 0.25, 0), (0.5, 0.75, 0)], ()),
    3: (0.4, [(0.5, 0.25, 0), (0.27, 0.75, 0), (0.73, 0.75, 0)], ()),
    4: (0.4, [(0.27, 0.25, 0), (0.73, 0.25, 0), (0.27, 0.75, 0), (0.73, 0.75, 0)], ()),
    5: (0.4, [(0.18, 0.25, 0), (0.82, 0.25, 0), (0.5, 0.5, 0), (0.18, 0.75, 0),
              (0.82, 0.75, 0)], (2,)),
    6: (0.4, [(x, y, 0) for y in (0.25, 0.75) for x in (0.17, 0.5, 0.83)], ()),
    7: (0.28, [(0.5, 0.15, 0.0)] + [(x, y, 0) for y in (0.5, 0.84) for x in (0.17, 0.5, 0.83)],
        (0,)),
    8: (0.4, [(0.12, 0.25, 0), (0.37, 0.25, -22), (0.63, 0.25, 22), (0.88, 0.25, 0),
              (0.12, 0.75, 0), (0.37, 0.75, 22), (0.63, 0.75, -22), (0.88, 0.75, 0)], ()),
    9: (0.28, [(x, y, 0) for y in (0.16, 0.5, 0.84) for x in (0.17, 0.5, 0.83)], (1, 4, 7)),
}


def draw_bamboo(draw: ImageDraw.ImageDraw, box: Box, rank: int, red: bool) -> None:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    if rank == 1:
        draw_bird(draw, box)
        return
    if rank in SOU_LAYOUTS:
        length, spots, reds = SOU_LAYOUTS[rank]
        sw = w * (0.15 if rank <= 4 else 0.12)
        for i, (fx, fy, angle) in enumerate(spots):
            colour = RED if red or i in reds else GREEN
            stick(draw, *_at(box, fx, fy), length * h, sw, colour, angle)
        return
    rows = SOU_HIGH_ROWS[rank]
    spacing = 0.84 * h / max(1, len(rows) - 1) if len(rows) > 1 else h
    if len(rows) == 2:
        spacing = 0.5 * h
    sw = min(w * 0.11, spacing * 0.22)
    length = spacing * 0.8 - 1.3 * sw  # the end knots overhang: keep a gap between rows
    colours = SOU_ROW_COLOURS[len(rows)]
    for fx, fy, row in row_positions(rows, 0.25 if len(rows) == 2 else 0.08):
        stick(draw, *_at(box, fx, fy), length, sw, colours[row], middle=False)


def draw_bird(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """The 1 of bamboo: a peacock-like bird on a bamboo stem."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0

    def p(fx: float, fy: float) -> tuple[float, float]:
        return x0 + w * fx, y0 + h * fy

    # The stem it perches on.
    stick(draw, *p(0.5, 0.86), h * 0.22, w * 0.12, GREEN, 80)
    # Tail: three long feathers fanning down to the left, each with a red-and-blue eye.
    for tip, colour in (((0.1, 0.98), GREEN), ((0.3, 1.0), BLUE), ((0.05, 0.78), GREEN)):
        base = p(0.46, 0.56)
        end = p(*tip)
        nx, ny = end[1] - base[1], base[0] - end[0]
        norm = math.hypot(nx, ny) or 1.0
        nx, ny = nx / norm * w * 0.09, ny / norm * w * 0.09
        mid = ((base[0] + end[0]) / 2, (base[1] + end[1]) / 2)
        draw.polygon([base, (mid[0] + nx, mid[1] + ny), end, (mid[0] - nx, mid[1] - ny)],
                     fill=colour)
        _disc(draw, end[0] * 0.75 + mid[0] * 0.25, end[1] * 0.75 + mid[1] * 0.25, w * 0.06, RED)
    # Body, wing and breast.
    bx, by = p(0.56, 0.5)
    draw.ellipse((bx - w * 0.27, by - h * 0.16, bx + w * 0.27, by + h * 0.16), fill=GREEN)
    draw.ellipse((bx - w * 0.2, by - h * 0.1, bx + w * 0.14, by + h * 0.08), fill=BLUE)
    draw.polygon([p(0.5, 0.43), p(0.78, 0.42), p(0.62, 0.58)], fill=DARK_GREEN)
    # Neck, head, crest, beak and eye.
    draw.polygon([p(0.68, 0.42), p(0.82, 0.42), p(0.78, 0.2), p(0.7, 0.22)], fill=GREEN)
    hx, hy = p(0.76, 0.19)
    _disc(draw, hx, hy, w * 0.13, RED)
    for dx in (-0.08, 0.0, 0.08):
        draw.line((hx, hy - w * 0.1, *p(0.76 + dx, 0.03)), fill=RED, width=max(1, round(w * 0.03)))
    draw.polygon([p(0.86, 0.16), p(0.99, 0.2), p(0.86, 0.23)], fill=GOLD)
    _disc(draw, hx + w * 0.03, hy - w * 0.02, w * 0.035, INK)


def draw_characters(
    draw: ImageDraw.ImageDraw, box: Box, rank: int, red: bool
) -> None:
    """A numeral over 萬: 一..九, and 十, 十一..十六 for Ùzje's 10-16."""
    x0, y0, x1, y1 = box
    h = y1 - y0
    numeral = numeral_text(rank)
    top = (x0, y0, x1, y0 + h * 0.44)
    bottom = (x0, y0 + h * 0.46, x1, y1)
    fit_text(draw, numeral, top, RED if red else INK)
    fit_text(draw, "萬", bottom, RED)


def numeral_text(rank: int) -> str:
    digits = tile_font.NUMERALS
    if rank <= 10:
        return digits[rank - 1]
    return digits[9] + digits[rank - 11]


def fit_text(
    draw: ImageDraw.ImageDraw, text: str, box: Box, fill: RGB, *, sans: bool = False,
    fill_width: float = 1.0,
) -> None:
    """Draw `text` as large as fits `box`, centred. CJK text comes from the serif subset."""
    glyphs = tile_font.SANS_GLYPHS if sans else tile_font.SERIF_GLYPHS
    tile_font.check_text(text, glyphs)
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    make = tile_font.sans if sans else tile_font.serif
    probe = make(100)
    left, top, right, bottom = probe.getbbox(text)
    scale = min(w * fill_width / max(1, right - left), h / max(1, bottom - top))
    size = max(1, int(100 * scale))
    font = make(size)
    left, top, right, bottom = font.getbbox(text)
    x = x0 + (w - (right - left)) / 2 - left
    y = y0 + (h - (bottom - top)) / 2 - top
    stroke = TEXT_STROKE.get()
    draw.text((x, y), text, font=font, fill=fill, stroke_width=stroke, stroke_fill=fill)
