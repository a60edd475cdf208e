"""Tile states drawn over a finished face: selected, highlighted, dimmed, last discard, sideways.

Each state is marked by shape as well as colour, so none relies on telling red from green.
"""

from __future__ import annotations

from collections.abc import Iterable

from PIL import Image, ImageDraw

SELECTED, HIGHLIGHTED, DIMMED, LAST, SIDEWAYS = (
    "selected", "highlighted", "dimmed", "last", "sideways")
STATES = (SELECTED, HIGHLIGHTED, DIMMED, LAST, SIDEWAYS)

SELECT_BLUE = (40, 120, 255, 255)
GOLD = (255, 196, 0, 255)
LAST_ORANGE = (236, 84, 24, 255)


def with_state(image: Image.Image, state: str) -> Image.Image:
    """A copy of `image` showing `state` (sideways turns it a quarter anticlockwise)."""
    if state not in STATES:
        raise ValueError(f"unknown tile state {state!r}; states: {', '.join(STATES)}")
    if state == SIDEWAYS:
        return image.transpose(Image.Transpose.ROTATE_90)
    out = image.copy()
    w, h = out.size
    line = max(2, round(w / 14))
    radius = w * 0.12
    draw = ImageDraw.Draw(out)
    if state == DIMMED:
        # Grey wash over the tile's own shape: legible, plainly out of play.
        wash = Image.new("RGBA", out.size, (70, 70, 70, 0))
        alpha = out.getchannel("A").point(lambda a: a * 55 // 100)
        wash.putalpha(alpha)
        out.alpha_composite(wash)
        return out
    if state == SELECTED:
        draw.rounded_rectangle((0, 0, w - 1, h - 1), radius, outline=SELECT_BLUE, width=line)
        # A notch at the top edge centre: the selected tile is found by shape too.
        tri = max(3, w // 5)
        draw.polygon([(w / 2 - tri, 0), (w / 2 + tri, 0), (w / 2, tri)], fill=SELECT_BLUE)
    elif state == HIGHLIGHTED:
        draw.rounded_rectangle((0, 0, w - 1, h - 1), radius, outline=GOLD, width=line)
        # A gold corner flag at the top right (dora, waits).
        size = max(4, w // 3)
        draw.polygon([(w - size, 0), (w, 0), (w, size)], fill=GOLD)
    elif state == LAST:
        # A dashed orange outline and a dot: the newest discard.
        dash = max(2, w // 6)
        for x in range(0, w, dash * 2):
            draw.line((x, line // 2, min(w - 1, x + dash), line // 2), fill=LAST_ORANGE,
                      width=line)
            draw.line((x, h - 1 - line // 2, min(w - 1, x + dash), h - 1 - line // 2),
                      fill=LAST_ORANGE, width=line)
        for y in range(0, h, dash * 2):
            draw.line((line // 2, y, line // 2, min(h - 1, y + dash)), fill=LAST_ORANGE,
                      width=line)
            draw.line((w - 1 - line // 2, y, w - 1 - line // 2, min(h - 1, y + dash)),
                      fill=LAST_ORANGE, width=line)
        r = max(2, w // 9)
        draw.ellipse((w / 2 - r, -r, w / 2 + r, r), fill=LAST_ORANGE)
    return out


def with_states(image: Image.Image, states: Iterable[str]) -> Image.Image:
    """`image` showing several states at once (a riichi tile that is also the last discard):
    the marks in STATES order, sideways last so the marks turn with the tile."""
    wanted = set(states)
    unknown = wanted - set(STATES)
    if unknown:
        raise ValueError(f"unknown tile state(s) {sorted(unknown)}; states: {', '.join(STATES)}")
    for state in STATES:
        if state in wanted:
            image = with_state(image, state)
    return image
