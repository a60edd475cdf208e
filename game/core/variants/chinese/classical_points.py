"""Classical points and doubles that winners and losers share: sets, pairs, bonus tiles."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.core.model.melds import Meld, MeldKind
from game.core.model.sheet import Element
from game.core.model.tiles import (
    DRAGONS,
    EAST,
    FLOWER,
    FLOWERS,
    NORTH,
    SEASON,
    SEASONS,
    SOUTH,
    WEST,
    WINDS,
    Tile,
    tile,
    wind_tile,
)

WIND_RANKS = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH}
SEAT_NUMBER = {"E": 1, "S": 2, "W": 3, "N": 4}  # flower/season N belongs to seat N
POINTS, DOUBLES, LIMIT = "points", "doubles", "limit"
BONUS_TILE_POINTS = 4  # M 114(a)
PAIR_POINTS = 2  # M 114(e): a pair of dragons, of the own or of the prevailing wind (both: 4)
# Doubles by their names on a sheet (M 116 for every hand, M 117 the winner's only): how many.
ALL_HANDS_DOUBLES = {
    "Own flower and own season": 1, "All four flowers": 1, "All four seasons": 1,
    "Set of dragons": 1, "Set of own wind": 1, "Set of prevailing wind": 1,
    "Little Three Dragons": 1, "Big Three Dragons": 2, "Little Four Winds": 1,
    "Big Four Winds": 2, "Three concealed pungs": 1,
}
WINNER_DOUBLES = {
    "No score hand": 1, "No chows": 1, "Concealed hand": 1, "One suit with honours": 1,
    "One suit only": 3, "All majors": 1, "All honours": 2, "All terminals": 2,
    "Winning with a loose tile": 1, "Winning from the bottom of the sea": 1,
    "Catching a fish from the bottom of the sea": 1, "Robbing a kong": 1,
    "Completing Original Call": 1,
}
# The doubles that name a tile on the sheet ("Set of dragons (Red)"), one for each set.
EACH_DOUBLE = frozenset(("Set of dragons", "Set of own wind", "Set of prevailing wind"))


def double(name: str, tile_name: str = "") -> Element:
    """A double's line on a sheet, its value from the tables above."""
    value = ALL_HANDS_DOUBLES.get(name) or WINNER_DOUBLES[name]
    return Element(f"{name} ({tile_name})" if tile_name else name, value, DOUBLES)


def is_major(t: Tile) -> bool:
    """Terminal (1 or 9) or honour: Millington's major tiles."""
    return t.is_honour or t.rank in (1, 9)


def is_terminal(t: Tile) -> bool:
    return t.is_number and t.rank in (1, 9)


def seat_wind_tile(wind: str) -> Tile:
    return wind_tile(WIND_RANKS[wind])


def set_points(meld: Meld) -> int:
    """M 114(b, c): pung 2, kong 8; doubled for major tiles, doubled again when concealed."""
    if meld.kind is MeldKind.PUNG:
        value = 2
    elif meld.kind is MeldKind.KONG:
        value = 8
    else:
        return 0  # chows score nothing (M 114(d))
    if is_major(meld.first.plain):
        value *= 2
    if meld.concealed:
        value *= 2
    return value


def set_element(meld: Meld) -> Element | None:
    value = set_points(meld)
    if not value:
        return None
    state = "Concealed" if meld.concealed else "Exposed"
    return Element(f"{state} {meld.kind.value} of {meld.first.plain.name}", value, POINTS)


def pair_points(t: Tile, seat_wind: str, round_wind: str) -> int:
    """M 114(e): 2 for dragons, own wind or prevailing wind; 4 when both own and prevailing."""
    t = t.plain
    if t.is_dragon:
        return PAIR_POINTS
    value = 0
    if t is seat_wind_tile(seat_wind):
        value += PAIR_POINTS
    if t is seat_wind_tile(round_wind):
        value += PAIR_POINTS
    return value


def pair_element(t: Tile, seat_wind: str, round_wind: str) -> Element | None:
    value = pair_points(t, seat_wind, round_wind)
    if not value:
        return None
    if t.is_dragon:
        why = "dragons"
    elif value == 4:
        why = "own and prevailing wind"
    elif t.plain is seat_wind_tile(seat_wind):
        why = "own wind"
    else:
        why = "prevailing wind"
    return Element(f"Pair of {why} ({t.plain.name})", value, POINTS)


def bonus_elements(bonus: Iterable[Tile]) -> list[Element]:
    """M 114(a): 4 points for each flower or season."""
    return [Element(f"Bonus tile: {b.name}", BONUS_TILE_POINTS, POINTS) for b in bonus]


def bonus_doubles(bonus: Iterable[Tile], seat_wind: str) -> list[Element]:
    """M 116(a, b): own flower and own season 1; all four flowers 1; all four seasons 1."""
    held = set(bonus)
    n = SEAT_NUMBER[seat_wind]
    out = []
    if tile(FLOWER, n) in held and tile(SEASON, n) in held:
        out.append(double("Own flower and own season"))
    if held.issuperset(FLOWERS):
        out.append(double("All four flowers"))
    if held.issuperset(SEASONS):
        out.append(double("All four seasons"))
    return out


def honour_doubles(
    sets: Sequence[Meld], pairs: Sequence[Tile], seat_wind: str, round_wind: str
) -> list[Element]:
    """M 116(d)-(k): dragon and wind sets, the Three Dragons and Four Winds, concealed pungs.

    `sets` are the pungs and kongs (as they count: exposed or concealed), `pairs` the pair
    tiles (a loser may hold several). Every clause that fits applies (the seed's rule).
    """
    out: list[Element] = []
    triplets = [m for m in sets if m.is_triplet]
    faces = [m.first.plain for m in triplets]
    pair_faces = {p.plain for p in pairs}
    dragon_sets = [f for f in faces if f.is_dragon]
    wind_sets = [f for f in faces if f.is_wind]
    for d in dragon_sets:
        out.append(double("Set of dragons", d.name))
    own, prevailing = seat_wind_tile(seat_wind), seat_wind_tile(round_wind)
    if own in faces:
        out.append(double("Set of own wind", own.name))
    if prevailing in faces:
        out.append(double("Set of prevailing wind", prevailing.name))
    dragons = {tile("z", r) for r in DRAGONS}
    winds = {tile("z", r) for r in WINDS}
    if len(set(dragon_sets)) == 2 and (dragons - set(dragon_sets)) & pair_faces:
        out.append(double("Little Three Dragons"))
    if len(set(dragon_sets)) == 3:
        out.append(double("Big Three Dragons"))
    if len(set(wind_sets)) == 3 and (winds - set(wind_sets)) & pair_faces:
        out.append(double("Little Four Winds"))
    if len(set(wind_sets)) == 4:
        out.append(double("Big Four Winds"))
    if sum(1 for m in triplets if m.concealed) >= 3:
        out.append(double("Three concealed pungs"))
    return out


def total(elements: Iterable[Element], unit: str) -> int:
    return int(sum(e.value for e in elements if e.unit == unit))


def hand_value(points: int, doubles: int, limit: int) -> int:
    """Points doubled `doubles` times, capped at the limit (0: no limit)."""
    value = points << doubles  # doubled `doubles` times
    return min(value, limit) if limit else value
