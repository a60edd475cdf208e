"""The statistics' charts, drawn with pygame alone: grid values are round and cover the data,
each value lands where its scale puts it, and the first and last markers stand clear of the
axis labels."""

from __future__ import annotations

import pygame
import pytest

from game.ui import charts
from game.ui.theme import Metrics

BACKGROUND = (0, 0, 0)
DARK = 60  # brighter than the background and its faint grid lines: text or a marker
RANKS = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def test_grid_values_are_round_and_cover_the_data():
    assert charts._ticks(18_300, 41_700) == [20_000, 30_000, 40_000]
    assert charts._ticks(1, 4) == [1, 2, 3, 4]
    ticks = charts._ticks(-3_400, 12_900)
    assert ticks[0] >= -3_400 and ticks[-1] <= 12_900 and len(ticks) >= 3


def chart(size: tuple[int, int], series, **kw):
    m = Metrics(*size)
    surf = pygame.Surface(size)
    surf.fill(BACKGROUND)
    box = pygame.Rect(m.px(4), m.px(4), m.px(60), m.px(30))
    plot = charts.line_chart(surf, m, box, series, **kw)
    return surf, m, box, plot


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_values_land_on_their_scale_and_clear_of_the_labels(size):
    ranks = [2, 1, 4, 2]
    surf, m, box, plot = chart(size, [ranks], lo=1, hi=4, inverted=True,
                               y_text=lambda v: RANKS.get(round(v), ""))
    colour = charts.SERIES[0]
    step = plot.w / (len(ranks) - 1)
    for i, rank in enumerate(ranks):
        x = plot.x + round(i * step)
        y = plot.y + round((rank - 1) / 3 * plot.h)  # 1st on top, 4th at the bottom
        assert tuple(surf.get_at((x, y)))[:3] == colour, (i, rank)
    # left of the first marker, on its row (the 2nd's label's): background (or grid) first
    y = plot.y + round(plot.h / 3)
    row = [tuple(surf.get_at((x, y)))[:3] for x in range(box.x, plot.x + 1)]
    first_marker = next(i for i, c in enumerate(row) if c == colour)
    gap = row[first_marker - m.px(0.5):first_marker]
    assert gap and all(max(c) < DARK for c in gap), "the marker touches its label"
    label = [i for i, c in enumerate(row[:first_marker]) if max(c) >= DARK]
    assert label, "the 2nd's label is drawn left of the plot"


def test_the_last_marker_stays_inside_its_box():
    surf, m, box, plot = chart((1280, 720), [[25_000, 31_000, 18_000]])
    colour = charts.SERIES[0]
    right = [x for x in range(box.x, surf.get_width())
             if any(tuple(surf.get_at((x, y)))[:3] == colour for y in range(box.y, box.bottom))]
    assert right and max(right) < box.right


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_legend_too_long_for_its_box_stays_inside_it(size, monkeypatch):
    """The replay's fourth name ran off its panel ("▲ B" of "Baseline" at 1280x720)."""
    drawn = []
    real = charts.t.blit_text
    monkeypatch.setattr(charts.t, "blit_text", lambda s, text, *a, **k:
                        drawn.append(real(s, text, *a, **k)) or drawn[-1])
    names = ["Baseline", "Baseline", "Baseline", "A long opponent name"]
    surf, m, box, plot = chart(size, [[1, 2, 3]] * 4, labels=names)
    legend = drawn[-4:]
    assert all(box.x <= r.x and r.right <= box.right for r in legend), (box, legend)
    assert all(a.right <= b.x for a, b in zip(legend, legend[1:], strict=False))


def test_short_names_a_little_too_long_are_drawn_smaller_not_cut(monkeypatch):
    """At 1024x576 the replay's legend cut "Heron" to "Her…" beside a short "You": a
    slightly smaller size holds every name whole."""
    drawn = []
    real = charts.t.blit_text
    monkeypatch.setattr(charts.t, "blit_text", lambda s, text, *a, **k:
                        drawn.append(text) or real(s, text, *a, **k))
    names = ["You", "Wren", "Finch", "Heron"]
    m = Metrics(1024, 576)
    r = max(2, m.px(0.55))  # a marker's radius, as the chart takes it
    whole = sum(3 * r + charts.t.font(m.small).size(n)[0] + m.px(2) for n in names)
    surf = pygame.Surface((1024, 576))
    # a box just narrower than the names need at the usual size
    inset = 2 * r + m.px(0.4)
    box = pygame.Rect(10, 10, whole + inset - 8, m.px(30))
    charts.line_chart(surf, m, box, [[1, 2, 3]] * 4, labels=names)
    assert drawn[-4:] == names
