"""Ùzje fan scoring and settlement: uzje.md's table in steps of 0.2, its points and payments."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from typing import Any

from game.core.model.grammar import Grammar
from game.core.model.melds import Form, Meld, MeldKind, Reading
from game.core.model.sheet import Element, ScoreSheet, ScoringRow, WinSituation
from game.core.model.tiles import (
    FLOWER,
    FLOWER_NAMES,
    HONOUR,
    HORIZONTAL,
    NUMBER_SUITS,
    PIN,
    SEASON,
    SEASON_NAMES,
    UZJE,
    VERTICAL,
    WINDS,
    Tile,
    tile,
)
from game.core.variants.win_common import (
    DEALT_FLAGS,
    FIRST_DRAW_FLAGS,
    LAST_DISCARD_FLAGS,
    LAST_TILE_FLAGS,
    REPLACEMENT_FLAGS,
    ROB_FLAGS,
    SEAT_NUMBER,
    WinReading,
    all_tiles,
    candidates,
    completed_by_discard,
    describe,
    discarder_of,
    is_closed,
    seats,
)

# Fan are kept as whole tenths so that sums of 0.2 steps are exact.
Row = tuple[str, int]  # (element name, tenths of a fan)

# uzje.md's fan table in tenths of a fan, in its order: title -> (tenths, group, the start of
# the sheet's name where it names a tile or flower: "Arrow trip C"; then one line for each).
TABLE: dict[str, tuple[int, str, str]] = {
    "Self-drawn": (10, "Winning move", ""),
    "Concealed hand": (10, "Winning move", ""),
    "Win on a replacement tile": (10, "Winning move", ""),
    "Rob a quad": (10, "Winning move", ""),
    "Last tile of the wall": (10, "Winning move", ""),
    "Last discard": (10, "Winning move", ""),
    "Dealt a winning hand": (130, "Winning move", ""),
    "Win on the first draw before any claim": (130, "Winning move", ""),
    "Flower": (2, "Flowers", "Flower "),
    "Seat flower": (6, "Flowers", "Seat flower "),
    "Full set of seasons": (20, "Flowers", ""),
    "Full set of gentlemen": (20, "Flowers", ""),
    "All eight flowers": (130, "Flowers", ""),
    "No flowers": (4, "Flowers", ""),
    "Arrow trip": (10, "Melds", "Arrow trip "),
    "Seat-wind trip": (10, "Melds", ""),
    "Round-wind trip": (10, "Melds", ""),
    "Zero trip": (10, "Melds", ""),
    "Gem": (4, "Melds", "Gem"),
    "Power meld": (6, "Melds", "Power meld"),
    "All melds are ariths": (10, "Melds", ""),
    "Three ariths of the same difference": (14, "Melds", ""),
    "All trips/quads": (30, "Melds", ""),
    "Three concealed trips": (20, "Melds", ""),
    "Four concealed trips": (80, "Melds", ""),
    "Three quads": (30, "Melds", ""),
    "Four quads": (130, "Melds", ""),
    "Half flush": (30, "Suits", ""),
    "Tong half flush": (60, "Suits", ""),
    "Full flush": (70, "Suits", ""),
    "Little three arrows": (50, "Honours and terminals", ""),
    "Big three arrows": (80, "Honours and terminals", ""),
    "Little four winds": (60, "Honours and terminals", ""),
    "Big four winds": (130, "Honours and terminals", ""),
    "Only terminals, Zero and honours": (40, "Honours and terminals", ""),
    "Only terminals": (130, "Honours and terminals", ""),
    "Only honours": (100, "Honours and terminals", ""),
    "Seven pairs": (40, "Special hands", ""),
    "Long straight": (100, "Special hands", ""),
    "Thirteen orphans": (130, "Special hands", ""),
    "Fourteen orphans": (260, "Special hands", ""),
}
FLOWER_ROWS = frozenset(t for t, (_, group, _) in TABLE.items() if group == "Flowers")
# Rows only a hand with nothing exposed can make.
CLOSED_ONLY = frozenset(("Concealed hand", "Dealt a winning hand",
                         "Win on the first draw before any claim", "Seven pairs",
                         "Thirteen orphans", "Fourteen orphans"))


def _row(title: str, shown: str = "") -> Row:
    """A table row as the sheet writes it (`shown`: the tile or flower it names)."""
    tenths, _, start = TABLE[title]
    return (start + shown if start else title), tenths


def uzje_table(options: Mapping[str, Any]) -> tuple[ScoringRow, ...]:
    """The fan table as the rules page lists it (flower rows only when playing with them),
    then the limits a total of 13 fan or more makes."""
    flowers = bool(options.get("flowers", True))
    rows = [ScoringRow(title, "fan", _fan_value(tenths),
                       None if title in CLOSED_ONLY else _fan_value(tenths), group,
                       start.rstrip(), each=bool(start))
            for title, (tenths, group, start) in TABLE.items()
            if flowers or title not in FLOWER_ROWS]
    rows.append(ScoringRow("Limit", "limit", 1, 1, "Limits", each=True, limit=True))
    return tuple(rows)


# Rounded fan to points with the minimum at 2.5 (seed 002); 13+ are limits.
FAN_POINTS = ((22, 20000), (19, 15000), (16, 10000), (13, 5000), (12, 2000), (11, 1000),
              (10, 500), (9, 200), (8, 100), (7, 50), (6, 20), (5, 10), (4, 5), (3, 2))
ORPHAN_FORMS = (Form.THIRTEEN_ORPHANS, Form.FOURTEEN_ORPHANS)
ZERO_ROLES = (HONOUR, *NUMBER_SUITS)  # Zero as an honour, or as rank 0 of a suit
WIND_SEATS = {HORIZONTAL: "EW", VERTICAL: "SN", **{r: "ESWN"[r - 1] for r in WINDS}}


def _shift(min_fan: float) -> int:
    """How many whole fan the points table moves when the minimum is not 2.5."""
    return round(min_fan - 2.5)


def rounded_fan(tenths: int) -> int:
    """Fan rounded to the nearest whole (a total of 0.2 steps is never exactly x.5)."""
    return (tenths + 5) // 10


def fan_points(tenths: int, min_fan: float = 2.5) -> int:
    """The points-table value of a total: 3→2, 4→5 … 13-15→5000 … 22+→20000."""
    whole = rounded_fan(tenths) - _shift(min_fan)
    return next((points for least, points in FAN_POINTS if whole >= least), 0)


def limits(tenths: int, min_fan: float = 2.5) -> int:
    """How many limits a total is: 13-15 one, 16-18 two, 19-21 three, 22+ four."""
    whole = rounded_fan(tenths) - _shift(min_fan)
    return 0 if whole < 13 else min(4, (whole - 10) // 3)


def share(points: int, half: bool, rounding: str = "up") -> int:
    """A full payment, or half of it rounded `up` or `down` to a whole point."""
    if not half:
        return points
    return (points + 1) // 2 if rounding == "up" else points // 2


def uzje_payments(
    points: int,
    winner: str,
    self_drawn: bool,
    discarder: str | None = None,
    players: int = 4,
    rounding: str = "up",
) -> dict[str, int]:
    """Who pays what, by seat wind: self-draw, each other player pays the points; discard,
    the discarder pays the points and each other player half. The winner gets the sum."""
    out: dict[str, int] = {}
    for seat in seats(players):
        if seat != winner:
            half = not self_drawn and seat != discarder
            out[seat] = -share(points, half, rounding)
    out[winner] = -sum(out.values())
    return out


def _fan_value(tenths: int) -> float | int:
    return tenths // 10 if tenths % 10 == 0 else tenths / 10


def _winds_of(t: Tile) -> str:
    """The seat/round winds a wind tile serves (H: East and West, V: South and North)."""
    return WIND_SEATS.get(t.rank, "") if t.is_wind else ""


# Flower elements as players name them: by the picture, not the notation letter
# (h-k the seasons Spring to Winter, o-r the gentlemen Plum to Bamboo).
FLOWER_LABELS = {
    f"{kind} {UZJE.format_one(t)}":
        f"{kind}: {(SEASON_NAMES if t.suit == SEASON else FLOWER_NAMES)[t.rank - 1]}"
    for kind in ("Flower", "Seat flower") for t in UZJE.parse("hijkopqr")
}


def flower_rows(bonus: Sequence[Tile], seat_wind: str, flowers: bool = True) -> list[Row]:
    """Each flower 0.2 (+0.6 your seat's); a full set 2 instead of its four 0.2s; all eight
    13 instead of both sets; no flowers 0.4 when playing with them."""
    if not flowers:
        return []
    held = sorted({t for t in bonus if t.is_bonus}, key=lambda t: (t.suit != SEASON, t.rank))
    if not held:
        return [_row("No flowers")]
    rows: list[Row] = []
    full = {suit for suit in (SEASON, FLOWER) if sum(t.suit == suit for t in held) == 4}
    if len(full) == 2:
        rows.append(_row("All eight flowers"))
    else:
        rows.extend(_row(f"Full set of {'seasons' if s == SEASON else 'gentlemen'}")
                    for s in (SEASON, FLOWER) if s in full)
        rows.extend(_row("Flower", UZJE.format_one(t)) for t in held if t.suit not in full)
    seat = SEAT_NUMBER[seat_wind]
    rows.extend(_row("Seat flower", UZJE.format_one(t)) for t in held if t.rank == seat)
    return rows


@dataclass(frozen=True)
class _Win(WinReading):
    """One reading of the win with Zero's role chosen in each all-Zero group."""

    parts: tuple[Meld, ...] = ()  # the groups then the pair (standard form and seven pairs)
    suits: tuple[str, ...] = ()  # the suit each part plays as (z: honours)
    tiles: tuple[tuple[Tile, str], ...] = ()  # every tile with the suit it plays as

    @property
    def form(self) -> Form:
        return self.reading.form

    @property
    def melds(self) -> list[tuple[Meld, str]]:
        if self.form is not Form.STANDARD:
            return []
        return [(m, s) for m, s in zip(self.parts, self.suits, strict=True)
                if m.kind is not MeldKind.PAIR]

    @property
    def pair(self) -> tuple[Meld, str] | None:
        if self.form is not Form.STANDARD or self.reading.pair is None:
            return None
        return self.parts[-1], self.suits[-1]

    def scoring_pair(self) -> bool:
        """A pair of arrows, of the seat or round wind, or of Zero as an honour."""
        if self.pair is None:
            return False
        t, suit = self.pair[0].first, self.pair[1]
        wind = {self.situation.seat_wind, self.situation.round_wind} & set(_winds_of(t))
        return suit == HONOUR and (t.is_dragon or t.is_zero or bool(wind))


def _part_suit(part: Meld, role: str) -> str:
    numbers = [t.suit for t in part.tiles if t.is_number]
    if numbers:
        return numbers[0]
    return role if part.first.is_zero else HONOUR


def _wins(
    situation: WinSituation, reading: Reading, won: Meld | None, closed: bool
) -> Iterator[_Win]:
    """The reading under every choice of role for Zero in its all-Zero groups."""
    if reading.form in (Form.STANDARD, Form.SEVEN_PAIRS):
        parts = tuple(reading.groups) + ((reading.pair,) if reading.pair is not None else ())
    else:
        parts = ()
    zero_parts = [i for i, p in enumerate(parts) if all(t.is_zero for t in p.tiles)]
    for choice in product(ZERO_ROLES, repeat=len(zero_parts)):
        roles = dict(zip(zero_parts, choice, strict=True))
        suits = tuple(_part_suit(p, roles.get(i, HONOUR)) for i, p in enumerate(parts))
        if parts:
            tiles = tuple((t.plain, t.suit if t.is_number else s)
                          for p, s in zip(parts, suits, strict=True) for t in p.tiles)
        else:
            tiles = tuple((t, t.suit) for t in all_tiles(situation))
        yield _Win(situation, reading, won, closed, parts, suits, tiles)


def _move_rows(w: _Win) -> list[Row]:
    """Self-drawn, concealed hand and the winning move."""
    s, rows = w.situation, []
    if s.tsumo and (s.has(*DEALT_FLAGS) or (s.has("first_draw") and s.seat_wind == "E")):
        rows.append(_row("Dealt a winning hand"))
    elif s.tsumo and s.has(*FIRST_DRAW_FLAGS):
        rows.append(_row("Win on the first draw before any claim"))
    replacement = s.tsumo and s.has(*REPLACEMENT_FLAGS)
    if s.tsumo and not replacement:
        rows.append(_row("Self-drawn"))
    if w.closed and w.form not in (Form.SEVEN_PAIRS, *ORPHAN_FORMS):
        rows.append(_row("Concealed hand"))
    if replacement:
        rows.append(_row("Win on a replacement tile"))
    if not s.tsumo and s.has(*ROB_FLAGS):
        rows.append(_row("Rob a quad"))
    if s.tsumo and s.has(*LAST_TILE_FLAGS):
        rows.append(_row("Last tile of the wall"))
    if not s.tsumo and s.has(*LAST_DISCARD_FLAGS):
        rows.append(_row("Last discard"))
    return rows


def _meld_rows(w: _Win) -> list[Row]:
    """Honour trips, gems and powers, ariths, trips and quads."""
    s, rows = w.situation, []
    melds = w.melds
    trips = [(m, suit) for m, suit in melds if m.is_triplet]
    for m, suit in trips:
        t = m.first
        if t.is_dragon:
            rows.append(_row("Arrow trip", UZJE.format_one(t)))
        if s.seat_wind in _winds_of(t):
            rows.append(_row("Seat-wind trip"))
        if s.round_wind in _winds_of(t):
            rows.append(_row("Round-wind trip"))
        if t.is_zero and suit == HONOUR:
            rows.append(_row("Zero trip"))
    rows.extend(_row("Gem") for m, _ in melds if m.kind is MeldKind.GEM)
    rows.extend(_row("Power meld") for m, _ in melds if m.kind is MeldKind.POWER)
    ariths = [m for m, _ in melds if m.kind is MeldKind.CHOW]
    if melds and len(ariths) == len(melds) and not w.scoring_pair():
        rows.append(_row("All melds are ariths"))
    steps = Counter(_step(m) for m in ariths)
    if steps and max(steps.values()) >= 3:
        rows.append(_row("Three ariths of the same difference"))
    if melds and len(trips) == len(melds):
        rows.append(_row("All trips/quads"))
    concealed = sum(1 for m, _ in trips
                    if not m.open and not completed_by_discard(s, w.won, m))
    if concealed >= 4:
        rows.append(_row("Four concealed trips"))
    elif concealed == 3:
        rows.append(_row("Three concealed trips"))
    quads = sum(1 for m, _ in trips if m.kind is MeldKind.KONG)
    if quads >= 4:
        rows.append(_row("Four quads"))
    elif quads == 3:
        rows.append(_row("Three quads"))
    return rows


def _step(m: Meld) -> int:
    ranks = sorted(0 if t.is_zero else t.rank for t in m.tiles)
    return ranks[1] - ranks[0]


def _suit_rows(w: _Win, all_tongs: bool) -> list[Row]:
    """Half flush, tong half flush, full flush (the long straight replaces them)."""
    if w.form is Form.LONG_STRAIGHT:
        return []
    suits = {suit for _, suit in w.tiles if suit != HONOUR}
    honours = any(suit == HONOUR for _, suit in w.tiles)
    if len(suits) != 1:
        return []
    (suit,) = suits
    if not honours:
        return [_row("Full flush")]
    if suit == PIN and all(t.is_number and t.rank in (1, 16) for t, s in w.tiles if s == PIN):
        return [_row("Tong half flush")]
    if suit != PIN or all_tongs:
        return [_row("Half flush")]
    return []


def _honour_rows(w: _Win) -> list[Row]:
    """Arrow and wind hands, honours and terminals, and the special forms."""
    rows: list[Row] = []
    trips = [m.first for m, suit in w.melds if m.is_triplet and suit == HONOUR]
    pair = w.pair[0].first if w.pair is not None and w.pair[1] == HONOUR else None
    arrows = sum(1 for t in trips if t.is_dragon)
    if arrows == 3:
        rows.append(_row("Big three arrows"))
    elif arrows == 2 and pair is not None and pair.is_dragon:
        rows.append(_row("Little three arrows"))
    winds = sum(1 for t in trips if t.is_wind)
    if winds == 4:
        rows.append(_row("Big four winds"))
    elif winds == 3 and pair is not None and pair.is_wind:
        rows.append(_row("Little four winds"))
    if w.form not in ORPHAN_FORMS:
        if all(s == HONOUR and t.suit == HONOUR for t, s in w.tiles):
            rows.append(_row("Only honours"))
        elif all(t.is_zero or (t.is_number and t.rank in (1, 16)) for t, _ in w.tiles):
            rows.append(_row("Only terminals"))
        elif all(t.is_zero or t.suit == HONOUR or t.rank in (1, 16) for t, _ in w.tiles):
            rows.append(_row("Only terminals, Zero and honours"))
    if w.form in FORM_ROWS:
        rows.append(_row(FORM_ROWS[w.form]))
    return rows


FORM_ROWS = {Form.SEVEN_PAIRS: "Seven pairs", Form.LONG_STRAIGHT: "Long straight",
             Form.THIRTEEN_ORPHANS: "Thirteen orphans", Form.FOURTEEN_ORPHANS: "Fourteen orphans"}


def win_rows(w: _Win, options: Mapping[str, Any]) -> list[Row]:
    """Every table row that applies to this reading, replacements applied, in table order."""
    s = w.situation
    return (_move_rows(w) + flower_rows(s.bonus, s.seat_wind, bool(options.get("flowers", True)))
            + _meld_rows(w) + _suit_rows(w, bool(options.get("all_tongs", False)))
            + _honour_rows(w))


def _reading_text(grammar: Grammar, w: _Win) -> list[str]:
    """The reading as text, saying where Zero plays rank 0 of a suit."""
    text = describe(grammar, w.reading)
    for i, (part, suit) in enumerate(zip(w.parts, w.suits, strict=True)):
        if suit != HONOUR and all(t.is_zero for t in part.tiles):
            text[i] += f" as rank 0 of {UZJE.format_one(tile(suit, 1))[-1]}"
    return text


def _sheet(rows: list[Row], situation: WinSituation, options: Mapping[str, Any],
           reading: list[str]) -> ScoreSheet:
    min_fan = float(options.get("min_fan", 2.5))
    tenths = sum(value for _, value in rows)
    elements = [Element(name, _fan_value(value), "fan") for name, value in rows]
    total = {"fan": _fan_value(tenths)}
    if tenths <= round(min_fan * 10):
        return ScoreSheet(False, f"below minimum {min_fan:g} fan", elements, total,
                          detail={"reading": reading})
    points = fan_points(tenths, min_fan)
    n_limits = limits(tenths, min_fan)
    if n_limits:
        elements.append(Element("Limit", n_limits, "limit"))
    discarder = None if situation.tsumo else discarder_of(situation)
    payments = uzje_payments(points, situation.seat_wind, situation.tsumo, discarder,
                             situation.players, str(options.get("half_payment", "up")))
    limit = f"{n_limits} limit{'s' if n_limits > 1 else ''}" if n_limits else ""
    return ScoreSheet(True, "", elements, total, points, payments, limit,
                      {"rounded_fan": rounded_fan(tenths), "reading": reading})


def score_uzje(
    grammar: Grammar, situation: WinSituation, options: Mapping[str, Any]
) -> ScoreSheet:
    """The explained fan sheet of a win (the best reading and Zero roles for the winner), or a
    refusal that says why it is no legal win."""
    if situation.win_tile.plain not in [t.plain for t in situation.hand]:
        return ScoreSheet.refused("the winning tile is not in the hand")
    closed = is_closed(situation.melds)
    best: tuple[int, list[Row], _Win] | None = None
    for reading, won in candidates(grammar, situation):
        for w in _wins(situation, reading, won, closed):
            rows = win_rows(w, options)
            tenths = sum(value for _, value in rows)
            if best is None or tenths > best[0]:
                best = tenths, rows, w
    if best is None:
        return ScoreSheet.refused("not a winning shape")
    return _sheet(best[1], situation, options, _reading_text(grammar, best[2]))
