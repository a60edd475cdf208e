"""A side seat's row kept on screen between the variant's title and the player's name plate:
where it always lay while it fits, else moved along its edge, and drawn with tiles smaller in
steps while its melds (Classical's kongs and pungs) still make it run longer than the room."""

from __future__ import annotations

from dataclasses import replace

from game.art.faces import MIN_WIDTH
from game.core.table.state import SeatView
from game.ui import table_draw as td

STEPS = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)  # few sizes: each is one more sprite set


def span(m, plate) -> tuple[int, int]:
    """The screen's top and bottom a side seat's row must lie within: below the title and the
    seat's own name plate above its row, above the player's name `plate`."""
    return m.px(3.5) + 2 * plate.h, plate.top - m.px(1)


def fit(lay: td.TableLayout, place: str, seat: SeatView, count: int, players: int,
        room: tuple[int, int]) -> tuple[td.TableLayout, int]:
    """The layout a side seat's row of `count` hand tiles is drawn with and the middle of the
    row on screen, so that the row lies within `room` (top, bottom)."""
    top, bottom = room
    small = lay
    for step in STEPS:
        small = lay if step == 1 else replace(
            lay, back_w=max(MIN_WIDTH, round(lay.back_w * step)),
            pond_w=max(MIN_WIDTH, round(lay.pond_w * step)))
        length = td.row_length(small, place, seat, count, players)
        if length <= bottom - top:
            break
    anchor, half = td.hand_anchor(lay, place)[1], (length + 1) // 2  # rows round outwards
    # as near its anchor as the room allows; the player's name is kept clear first
    return small, min(max(anchor, top + half), bottom - half)
