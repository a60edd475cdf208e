"""What the HKOS and Ùzje scorers share: candidate readings of a win, seats and payments."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from game.core.hands import shapes
from game.core.model.grammar import Grammar
from game.core.model.melds import Form, Meld, Reading
from game.core.model.sheet import SEAT_WINDS, WinSituation
from game.core.model.tiles import EAST, NORTH, SOUTH, WEST, Tile

WIND_RANK = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH}
SEAT_NUMBER = {"E": 1, "S": 2, "W": 3, "N": 4}  # flower/season N belongs to seat N

# ANALYZE.md flag names, grouped by the winning move they mean.
FIRST_DRAW_FLAGS = ("first_draw", "tenhou", "chiihou", "heavens_blessing", "earths_blessing")
DEALT_FLAGS = ("tenhou", "heavens_blessing")
LAST_TILE_FLAGS = ("haitei", "last_tile")
LAST_DISCARD_FLAGS = ("houtei", "last_discard")
REPLACEMENT_FLAGS = ("rinshan", "replacement", "kong_upon_kong")
ROB_FLAGS = ("chankan", "rob_kong")


def seats(players: int = 4) -> tuple[str, ...]:
    """The seat winds in playing order (E, S, W, N; three players: E, S, W)."""
    return SEAT_WINDS[:players]


def previous_seat(seat: str, players: int = 4) -> str:
    """The seat that plays just before `seat`: the default discarder of a ron."""
    order = seats(players)
    return order[(order.index(seat) - 1) % len(order)]


def discarder_of(situation: WinSituation) -> str:
    """Who dealt in: the situation's discarder, else the seat before the winner."""
    if situation.discarder and situation.discarder != situation.seat_wind:
        return situation.discarder
    return previous_seat(situation.seat_wind, situation.players)


def is_closed(melds: Sequence[Meld]) -> bool:
    """No meld exposed before the win (a concealed kong/quad keeps the hand closed)."""
    return not any(m.open for m in melds)


def all_tiles(situation: WinSituation) -> list[Tile]:
    """Every playing tile of the winner: the concealed hand and the declared melds."""
    out = [t.plain for t in situation.hand]
    for m in situation.melds:
        out.extend(t.plain for t in m.tiles)
    return out


@dataclass(frozen=True)
class WinReading:
    """One reading of a win: the situation, the reading, the concealed group the winning
    tile completed (None where there is none) and whether the hand was closed."""

    situation: WinSituation
    reading: Reading
    won: Meld | None
    closed: bool


def candidates(
    grammar: Grammar, situation: WinSituation
) -> Iterator[tuple[Reading, Meld | None]]:
    """Each reading of the winning hand with each group the winning tile may have completed.

    The group is None where the reading has no group for it (orphans, long straight).
    """
    concealed = [t.plain for t in situation.hand]
    for reading in shapes.readings(grammar, concealed, list(situation.melds)):
        placements = shapes.win_placements(reading, situation.win_tile.plain)
        if not placements:
            yield reading, None
            continue
        for group, _shape in placements:
            yield reading, group


def describe(grammar: Grammar, reading: Reading) -> list[str]:
    """The reading as text for a score sheet: each group (open ones marked), or the hand."""
    ts = grammar.tileset
    if reading.form not in (Form.STANDARD, Form.SEVEN_PAIRS):
        return [f"{reading.form.value}: {ts.format(reading.tiles)}"]
    parts = [*reading.groups, *((reading.pair,) if reading.pair is not None else ())]
    return [ts.format(p.tiles) + (" open" if p.open else "") for p in parts]


def completed_by_discard(situation: WinSituation, won: Meld | None, meld: Meld) -> bool:
    """Whether `meld` is the concealed group a discarded winning tile completed."""
    return not situation.tsumo and won is not None and not meld.open and meld == won
