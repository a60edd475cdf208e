"""Small charts drawn with pygame's own lines and rects (no plotting library at run time): a
line chart of several series (scores hand by hand, rank match by match) and a bar chart."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.ui import theme as t
from game.ui.theme import Metrics

# One colour a seat (a line each), told apart by shape too: each series has its own marker.
SERIES = ((236, 186, 84), (120, 196, 236), (232, 120, 120), (160, 220, 140))
GRID = (255, 255, 255, 28)
MARKERS = ("circle", "square", "diamond", "triangle")


def _ticks(lo: float, hi: float, count: int = 4) -> list[float]:
    """Round values between lo and hi for the grid lines (1, 2, 2.5 or 5 times a power of
    ten apart)."""
    if hi <= lo:
        return [lo]
    raw = (hi - lo) / count
    base = 10 ** math.floor(math.log10(raw))
    step = next(base * f for f in (1, 2, 2.5, 5, 10) if raw <= base * f)
    v = math.ceil(lo / step - 1e-9) * step
    out = []
    while v <= hi + 1e-9:
        out.append(v)
        v += step
    return out


def _marker(surf: pygame.Surface, kind: str, colour, at: tuple[int, int], r: int) -> None:
    x, y = at
    if kind == "circle":
        pygame.draw.circle(surf, colour, at, r)
    elif kind == "square":
        pygame.draw.rect(surf, colour, (x - r, y - r, 2 * r, 2 * r))
    elif kind == "diamond":
        pygame.draw.polygon(surf, colour, [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1),
                                            (x - r - 1, y)])
    else:
        pygame.draw.polygon(surf, colour, [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1,
                                                                                y + r)])


def line_chart(surf: pygame.Surface, m: Metrics, box: pygame.Rect,
               series: Sequence[Sequence[float]], *, labels: Sequence[str] = (),
               y_text: Callable[[float], str] = lambda v: f"{v:,.0f}",
               lo: float | None = None, hi: float | None = None, inverted: bool = False,
               at: int | None = None, x_labels: Sequence[str] = ()) -> pygame.Rect:
    """Each series a line over the same x steps, y gridlines labelled; `inverted` puts low
    values on top (ranks: 1st is best); `at` marks one x step. Returns the plot area."""
    values = [v for s in series for v in s]
    if not values:
        return box
    lo = min(values) if lo is None else lo
    hi = max(values) if hi is None else hi
    if hi == lo:
        hi, lo = hi + 1, lo - 1
    size = m.small
    font = t.font(size)
    ticks = _ticks(lo, hi)
    label_w = max(font.size(y_text(v))[0] for v in ticks) + m.px(1)
    legend_h = round(size * 1.4) if labels else 0
    bottom_h = round(size * 1.3) if x_labels else m.px(0.5)
    r = max(2, m.px(0.55))  # a marker's radius: the first and last stand clear of the edges
    inset = 2 * r + m.px(0.4)
    plot = pygame.Rect(box.x + label_w + inset, box.y + m.px(0.8),
                       box.w - label_w - 2 * inset, box.h - legend_h - bottom_h - m.px(0.8))
    n = max(len(s) for s in series)

    def x_of(i: int) -> int:
        return plot.x + (round(i * plot.w / (n - 1)) if n > 1 else plot.w // 2)

    def y_of(v: float) -> int:
        f = (v - lo) / (hi - lo)
        return plot.y + round((f if inverted else 1 - f) * plot.h)

    grid = pygame.Surface((plot.w + 2 * inset, plot.h + 1), pygame.SRCALPHA)
    for v in ticks:
        y = y_of(v)
        pygame.draw.line(grid, GRID, (0, y - plot.y), (grid.get_width(), y - plot.y))
        t.blit_text(surf, y_text(v), size, t.TEXT_DIM,
                    midright=(plot.x - inset - m.px(0.6), y))
    surf.blit(grid, (plot.x - inset, plot.y))
    if at is not None and 0 <= at < n:
        pygame.draw.line(surf, t.TEXT_DIM, (x_of(at), plot.y), (x_of(at), plot.bottom),
                         max(1, m.px(0.2)))
    width = max(2, m.px(0.35))
    for k, s in enumerate(series):
        colour = SERIES[k % len(SERIES)]
        points = [(x_of(i), y_of(v)) for i, v in enumerate(s)]
        if len(points) > 1:
            pygame.draw.lines(surf, colour, False, points, width)
        if len(points) <= 60:
            for p in points:
                _marker(surf, MARKERS[k % len(MARKERS)], colour, p, r)
    for i, text in enumerate(x_labels):
        if text:
            t.blit_text(surf, text, size, t.TEXT_DIM, midtop=(x_of(i), plot.bottom + m.px(0.3)))
    x = plot.x - inset
    # where the names do not all fit they get smaller, to a fifth less; then each gets an
    # even share and is cut to it (a fourth name ran off the replay's panel, and "Heron"
    # was cut beside a short "You" where a smaller size held them all)
    size = next((s for s in range(size, round(size * 0.8) - 1, -1)
                 if legend_width(labels, s, r, m) <= box.right - x), round(size * 0.8))
    share = (box.right - x) // len(labels) if legend_width(labels, size, r, m) \
        > box.right - x else 0
    for k, text in enumerate(labels):
        colour = SERIES[k % len(SERIES)]
        y = box.bottom - legend_h // 2
        _marker(surf, MARKERS[k % len(MARKERS)], colour, (x + r, y), r)
        shown = t.clip(text, size, share - 3 * r - m.px(1)) if share else text
        right = t.blit_text(surf, shown, size, t.TEXT, midleft=(x + 3 * r, y)).right
        x = x + share if share else right + m.px(2)
    return plot


def legend_width(labels: Sequence[str], size: int, r: int, m: Metrics) -> int:
    return sum(3 * r + t.font(size).size(text)[0] + m.px(2) for text in labels)


def bar_chart(surf: pygame.Surface, m: Metrics, box: pygame.Rect, values: Sequence[float],
              labels: Sequence[str], value_text: Callable[[float], str] = str) -> None:
    """One bar a value, its label under it and its value over it."""
    if not values:
        return
    size = m.small
    top = max(values) or 1
    label_h = round(size * 1.4)
    room = box.h - 2 * label_h
    slot = box.w / len(values)
    bar_w = max(2, round(slot * 0.6))
    for i, (v, label) in enumerate(zip(values, labels, strict=True)):
        cx = box.x + round(slot * (i + 0.5))
        h = round(room * v / top)
        bar = pygame.Rect(cx - bar_w // 2, box.bottom - label_h - h, bar_w, h)
        pygame.draw.rect(surf, SERIES[0], bar, border_radius=max(1, m.px(0.3)))
        t.blit_text(surf, value_text(v), size, t.TEXT, midbottom=(cx, bar.y - m.px(0.2)))
        t.blit_text(surf, label, size, t.TEXT_DIM, midbottom=(cx, box.bottom))
