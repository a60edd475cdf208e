"""Hong Kong Old Style faan scoring and settlement: seed 001's table as rules/hkos.md reads it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.model.grammar import Grammar
from game.core.model.melds import Form, Meld, MeldKind, Reading
from game.core.model.sheet import Element, ScoreSheet, ScoringRow, WinSituation
from game.core.model.tiles import DRAGONS, FLOWER, HONOUR, NUMBER_SUITS, SEASON, WINDS, Tile
from game.core.variants.chinese.hkos_tables import EACH, MAX, TABLES, Spec
from game.core.variants.win_common import (
    FIRST_DRAW_FLAGS,
    LAST_DISCARD_FLAGS,
    LAST_TILE_FLAGS,
    REPLACEMENT_FLAGS,
    ROB_FLAGS,
    SEAT_NUMBER,
    WIND_RANK,
    WinReading,
    all_tiles,
    candidates,
    completed_by_discard,
    describe,
    discarder_of,
    is_closed,
    seats,
)

# Faan to points, seed 001: 0→1, 1→2, 2→4, 3→8, 4-6→16, 7-9→32, 10-12→64, 13+→128.
FAAN_POINTS = ((13, 128), (10, 64), (7, 32), (4, 16), (3, 8), (2, 4), (1, 2), (0, 1))
NINE_GATES = Counter({1: 3, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 3})

Row = tuple[str, int | None]  # (element name, faan or MAX; None: a closed-only row, open)
Mark = tuple[str, bool]  # a table row that applies (its title), and whether the hand is closed


def _row(title: str, closed: bool = True) -> Mark:
    """A table row that applies, by its title (the table in force gives its value)."""
    return title, closed


def valued(marks: Sequence[Mark], faan_table: str = "seed") -> list[Row]:
    """The rows that apply as the sheet writes them, at their closed or open value in the
    faan table in force: rows it lacks, and rows another row of the hand includes, drop."""
    table, replaces = TABLES[faan_table]
    titles = {title for title, _ in marks}
    dropped = {r for title in titles for r in replaces.get(title, ())}
    out: list[Row] = []
    for title, closed in marks:
        spec: Spec | None = table.get(title)
        if spec is None or title in dropped:
            continue
        faan, opened, _, name = spec
        value = faan if closed else opened
        if value is not None:
            out.append((name or title, value))
    return out


def hkos_table(options: Mapping[str, Any]) -> tuple[ScoringRow, ...]:
    """The faan table as the rules page lists it, "max" as the maximum in force."""
    top = int(options.get("max_faan", 10))
    out = []
    table, _ = TABLES[str(options.get("faan_table", "seed"))]
    for title, (faan, opened, group, name) in table.items():
        limit = faan == MAX
        out.append(ScoringRow(title, "faan", top if limit else faan,
                              None if opened is None else top if opened == MAX else opened,
                              group, name, limit=limit, each=title in EACH))
    return tuple(out)


def faan_points(faan: int) -> int:
    """The faan-to-points table value of a total."""
    for least, points in FAAN_POINTS:
        if faan >= least:
            return points
    return FAAN_POINTS[-1][1]


def hkos_payments(
    points: int, winner: str, self_drawn: bool, discarder: str | None = None
) -> dict[str, int]:
    """Who pays what, by seat wind: by discard the discarder pays double and the others
    single; by self-draw everyone pays double. The winner's entry is the sum received."""
    out: dict[str, int] = {}
    for seat in seats(4):
        if seat == winner:
            continue
        out[seat] = -(2 * points if self_drawn or seat == discarder else points)
    out[winner] = -sum(out.values())
    return out


def _is_terminal(t: Tile) -> bool:
    return t.suit in NUMBER_SUITS and t.rank in (1, 9)


def _major(t: Tile) -> bool:
    return t.suit == HONOUR or _is_terminal(t)


def _nine_gates(situation: WinSituation) -> bool:
    """Concealed, no kongs, and 1112345678999 of one suit before the winning tile."""
    if situation.melds:
        return False
    rest = [t.plain for t in situation.hand]
    rest.remove(situation.win_tile.plain)
    suits = {t.suit for t in rest}
    if len(suits) != 1 or not suits <= set(NUMBER_SUITS):
        return False
    return Counter(t.rank for t in rest) == NINE_GATES


@dataclass(frozen=True)
class _Win(WinReading):
    """One reading of the win, with the facts every row asks about."""

    tiles: tuple[Tile, ...] = ()

    @property
    def melds(self) -> tuple[Meld, ...]:
        return self.reading.melds if self.reading.form is Form.STANDARD else ()

    @property
    def pungs(self) -> list[Meld]:
        return [m for m in self.melds if m.is_triplet]

    @property
    def chows(self) -> list[Meld]:
        return [m for m in self.melds if m.kind is MeldKind.CHOW]

    def concealed_pungs(self) -> int:
        return sum(
            1 for m in self.pungs
            if not m.open and not completed_by_discard(self.situation, self.won, m)
        )

    def pung_ranks(self, ranks: Sequence[int]) -> list[int]:
        return [m.first.rank for m in self.pungs if m.first.is_honour and m.first.rank in ranks]

    def pair_in(self, ranks: Sequence[int]) -> bool:
        pair = self.reading.pair
        return pair is not None and pair.first.suit == HONOUR and pair.first.rank in ranks


def _special_rows(w: _Win) -> list[Mark]:
    """Alternate winning hands and the winning move."""
    s, rows = w.situation, []
    if w.reading.form is Form.THIRTEEN_ORPHANS:
        rows.append(_row("Thirteen orphans"))
    if w.closed and _nine_gates(s):
        rows.append(_row("Nine gates"))
    if w.reading.form is Form.SEVEN_PAIRS:
        rows.append(_row("Seven pairs"))
    if s.tsumo and s.has(*FIRST_DRAW_FLAGS):
        rows.append(_row("Win with your first draw"))
    dead_wall = s.tsumo and s.has(*REPLACEMENT_FLAGS)
    if s.tsumo and s.has(*LAST_TILE_FLAGS) and not dead_wall:
        rows.append(_row("Last tile from the wall"))
    if not s.tsumo and s.has(*LAST_DISCARD_FLAGS):
        rows.append(_row("Steal the last discard"))
    if dead_wall:
        rows.append(_row("Any draw from the dead wall"))
    if not s.tsumo and s.has(*ROB_FLAGS):
        rows.append(_row("Rob a small kong"))
    if s.tsumo and not dead_wall:
        rows.append(_row("Self-draw from the wall", w.closed))
    if w.closed:
        rows.append(_row("Concealed hand"))
    return rows


def bonus_rows(bonus: Sequence[Tile], seat_wind: str) -> list[Row]:
    """All four seasons 2, all four flowers 2, 1 each of your seat, 1 no bonus tiles."""
    return valued(_bonus_marks(bonus, seat_wind))


def _bonus_marks(bonus: Sequence[Tile], seat_wind: str) -> list[Mark]:
    held = {t for t in bonus if t.is_bonus}
    if not held:
        return [_row("No bonus tiles")]
    rows: list[Mark] = []
    if sum(1 for t in held if t.suit == SEASON) == 4:
        rows.append(_row("All four seasons"))
    if sum(1 for t in held if t.suit == FLOWER) == 4:
        rows.append(_row("All four flowers"))
    seat = SEAT_NUMBER[seat_wind]
    for t in sorted(held, key=lambda t: t.suit):
        if t.rank == seat:
            rows.append(_row(f"{'Flower' if t.suit == FLOWER else 'Season'} of your seat"))
    return rows


def _suit_rows(w: _Win, one_suit: bool = False) -> list[Mark]:
    """Flushes, straights and matching chows (`one_suit`: both pairs of matching chows in
    one suit)."""
    rows: list[Mark] = []
    suits = {t.suit for t in w.tiles if t.suit in NUMBER_SUITS}
    honours = any(t.suit == HONOUR for t in w.tiles)
    if len(suits) == 1 and not honours:
        rows.append(_row("Full flush", w.closed))
    elif len(suits) == 1:
        rows.append(_row("Half flush", w.closed))
    runs = Counter((m.first.suit, m.first.rank) for m in w.chows)
    if any(all((suit, r) in runs for r in (1, 4, 7)) for suit in NUMBER_SUITS):
        rows.append(_row("Pure straight", w.closed))
    if any(all((suit, r) in runs for suit in NUMBER_SUITS) for r in range(1, 8)):
        rows.append(_row("Three matching chows", w.closed))
    doubles = sum(n // 2 for n in runs.values())
    per_suit = Counter(suit for (suit, _), n in runs.items() for _ in range(n // 2))
    if doubles >= 2 and w.closed and (not one_suit or max(per_suit.values()) >= 2):
        rows.append(_row("Two pairs of matching chows"))
    elif doubles and w.closed:
        rows.append(_row("Two matching chows"))
    return rows


def _meld_rows(w: _Win) -> list[Mark]:
    """Kongs and pungs."""
    rows: list[Mark] = []
    kongs = sum(1 for m in w.melds if m.kind is MeldKind.KONG)
    if kongs == 4:
        rows.append(_row("Four kongs"))
    elif kongs == 3:
        rows.append(_row("Three kongs"))
    if len(w.chows) == 4:
        rows.append(_row("All chows", w.closed))
    concealed = w.concealed_pungs()
    if len(w.pungs) == 4:
        rows.append(_row("Four concealed pungs" if concealed == 4 else "Four pungs"))
    if concealed >= 3:
        rows.append(_row("Three concealed pungs"))
    numbers = Counter(m.first.rank for m in w.pungs if m.first.suit in NUMBER_SUITS)
    if any(n >= 3 for n in numbers.values()):
        rows.append(_row("Three pungs of the same number"))
    return rows


def _honour_rows(w: _Win) -> list[Mark]:
    """Winds, dragons, honours and terminals."""
    s, rows = w.situation, []
    winds, dragons = w.pung_ranks(WINDS), w.pung_ranks(DRAGONS)
    if len(winds) == 4:
        rows.append(_row("Four wind pungs"))
    elif len(winds) == 3 and w.pair_in(WINDS):
        rows.append(_row("Three wind pungs + wind pair"))
    if len(dragons) == 3:
        rows.append(_row("Three dragon pungs"))
    elif len(dragons) == 2 and w.pair_in(DRAGONS):
        rows.append(_row("Two dragon pungs + dragon pair"))
    if all(t.suit == HONOUR for t in w.tiles):
        rows.append(_row("Only honours"))
    if all(_is_terminal(t) for t in w.tiles):
        rows.append(_row("Only terminals"))
    if not any(_major(t) for t in w.tiles):
        rows.append(_row("All simples"))
    rows.extend(_row("Dragon pung") for _ in dragons)
    if WIND_RANK[s.round_wind] in winds:
        rows.append(_row("Prevalent wind pung"))
    if WIND_RANK[s.seat_wind] in winds:
        rows.append(_row("Seat wind pung"))
    groups = [*w.melds, w.reading.pair] if w.reading.pair is not None else []
    if w.chows and groups and all(any(_major(t) for t in g.tiles) for g in groups):
        rows.append(_row("A terminal or honour in every meld and the pair", w.closed))
    if all(_major(t) for t in w.tiles):
        rows.append(_row("Only terminals and honours"))
    return rows


def win_rows(w: _Win, options: Mapping[str, Any]) -> list[Row]:
    """Every table row that applies to this reading, in the table's order."""
    marks = _special_rows(w) + _bonus_marks(w.situation.bonus, w.situation.seat_wind)
    marks += _suit_rows(w, bool(options.get("two_pairs_one_suit", False)))
    marks += _meld_rows(w) + _honour_rows(w)
    return valued(marks, str(options.get("faan_table", "seed")))


def _total(rows: Sequence[Row], max_faan: int) -> tuple[int, int]:
    """(faan after the maximum, uncapped sum); any max row scores the maximum."""
    if any(value == MAX for _, value in rows):
        return max_faan, max_faan
    raw = sum(value or 0 for _, value in rows)
    return min(raw, max_faan), raw


def _sheet(rows: list[Row], situation: WinSituation, options: Mapping[str, Any],
           reading: list[str]) -> ScoreSheet:
    max_faan, min_faan = int(options.get("max_faan", 10)), int(options.get("min_faan", 3))
    faan, raw = _total(rows, max_faan)
    maxed = [name for name, value in rows if value == MAX]
    shown = [(n, max_faan) for n in maxed] if maxed else [(n, v or 0) for n, v in rows]
    elements = [Element(name, value, "faan") for name, value in shown]
    total = {"faan": faan}
    if faan < min_faan:
        return ScoreSheet(False, f"below minimum {min_faan} faan", elements, total,
                          detail={"raw_faan": raw, "reading": reading})
    points = faan_points(faan)
    discarder = None if situation.tsumo else discarder_of(situation)
    payments = hkos_payments(points, situation.seat_wind, situation.tsumo, discarder)
    limit = ", ".join(maxed) if maxed else (f"maximum {max_faan} faan" if raw > faan else "")
    return ScoreSheet(True, "", elements, total, points, payments, limit,
                      {"raw_faan": raw, "reading": reading})


def score_hkos(
    grammar: Grammar, situation: WinSituation, options: Mapping[str, Any]
) -> ScoreSheet:
    """The explained faan sheet of a win, or a refusal that says why it is no legal win."""
    if len({t for t in situation.bonus if t.is_bonus}) == 8:  # wins at once, any hand
        rows = valued([_row("Eight treasures")], str(options.get("faan_table", "seed")))
        return _sheet(rows, situation, options, [])
    if situation.win_tile.plain not in [t.plain for t in situation.hand]:
        return ScoreSheet.refused("the winning tile is not in the hand")
    closed = is_closed(situation.melds)
    tiles = tuple(all_tiles(situation))
    max_faan = int(options.get("max_faan", 10))
    best: tuple[tuple[int, int], list[Row], Reading] | None = None
    for reading, won in candidates(grammar, situation):
        rows = win_rows(_Win(situation, reading, won, closed, tiles), options)
        key = _total(rows, max_faan)
        if best is None or key > best[0]:
            best = key, rows, reading
    if best is None:
        return ScoreSheet.refused("not a winning shape")
    return _sheet(best[1], situation, options, describe(grammar, best[2]))
