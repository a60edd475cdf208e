"""A side seat's row kept on screen between the variant's title and the player's name plate,
the top seat's right of the title and its own name plate: where it always lay while it fits,
else moved along its edge, and drawn with tiles smaller in steps while its melds (Classical's
kongs and pungs, its flowers) still make it run longer than the room."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.art.faces import MIN_WIDTH
from game.core.table.state import SeatView
from game.ui import table_draw as td
from game.ui import table_powers as tpw
from game.ui import theme as t

STEPS = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)  # few sizes: each is one more sprite set


def span(m, plate) -> tuple[int, int]:
    """The screen's top and bottom a side seat's row must lie within: below the title and the
    seat's own name plate above its row, above the player's name `plate`."""
    return m.px(3.5) + 2 * plate.h, plate.top - m.px(1)


def top_span(m, lay: td.TableLayout, title: str, plate_w: int,
             right_w: int) -> tuple[int, int]:
    """The screen's left and right the top seat's row must lie within: right of the variant's
    `title` in the corner and of the seat's own name plate (`plate_w` wide) beside the row's
    left end; left of the right seat's name and power tag (`right_w` wide, ending where its
    plate ends), which rise to the top when that seat's row runs long."""
    left = m.px(2) + t.font(m.small).size(title)[0] + plate_w + m.px(6)
    return left, td.plate_edge(lay, "right") - right_w - m.px(2)


def name_width(m, lay: td.TableLayout, view, seat: int, label: str, actor) -> int:
    """How wide a seat's name plate, or the power tag under it, runs."""
    sv = view.seats[seat]
    plate = td.plate_of(lay, label, seat == actor, sv, seat == view.dealer).get_rect()
    tag = tpw.tag_of(m, sv, plate)
    return max(plate.w, tag.box.w if tag is not None else 0)


def placed(m, lay: td.TableLayout, view, sv: SeatView, place: str, count: int, plate,
           title: str, label: Callable[[int], str], actor) -> tuple[td.TableLayout, int | None]:
    """The layout and middle an opponent's row of `count` hand tiles is drawn with (the
    table's and the replay's alike): a side seat's kept clear of the player's name `plate`,
    the top seat's right of the variant's `title` and its own name, left of the right seat's
    (`label(seat)`: a seat's name as its plate says it)."""
    if place in ("left", "right"):
        return fit(lay, place, sv, count, view.players, span(m, plate))
    if place != "top":
        return lay, None
    own = td.plate_of(lay, label(sv.seat), sv.seat == actor, sv,
                      sv.seat == view.dealer).get_width()
    right = (view.seat + 1) % view.players
    room = top_span(m, lay, title, own, name_width(m, lay, view, right, label(right), actor))
    return fit(lay, place, sv, count, view.players, room)


def fit(lay: td.TableLayout, place: str, seat: SeatView, count: int, players: int,
        room: tuple[int, int]) -> tuple[td.TableLayout, int]:
    """The layout a side (or the top) seat's row of `count` hand tiles is drawn with and the
    middle of the row on screen along its edge, so that the row lies within `room` (from,
    to)."""
    top, bottom = room
    small = lay
    for step in STEPS:
        small = lay if step == 1 else replace(
            lay, back_w=max(MIN_WIDTH, round(lay.back_w * step)),
            pond_w=max(MIN_WIDTH, round(lay.pond_w * step)))
        length = td.row_length(small, place, seat, count, players)
        if length <= bottom - top:
            break
    anchor = td.hand_anchor(lay, place)[1 if place in ("left", "right") else 0]
    half = (length + 1) // 2  # rows round outwards
    # as near its anchor as the room allows; the player's name is kept clear first
    return small, min(max(anchor, top + half), bottom - half)
