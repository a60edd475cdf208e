"""The situation of a win and the score sheet every scorer returns: elements, total, payments."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.model.melds import Meld
from game.core.model.tiles import Tile

SEAT_WINDS = ("E", "S", "W", "N")


@dataclass(frozen=True, slots=True)
class WinSituation:
    """Everything about a win that is not the tiles: how, where, and what was turned up.

    `hand` is the concealed tiles including the winning tile; `melds` are declared melds.
    Winds are seat-wind letters E S W N. `discarder` is the seat wind of the player who
    dealt in (ron only). `flags` are the ANALYZE.md flag names.
    """

    hand: tuple[Tile, ...]
    melds: tuple[Meld, ...]
    win_tile: Tile
    by: str  # "ron" or "tsumo"
    seat_wind: str = "E"
    round_wind: str = "E"
    flags: frozenset[str] = frozenset()
    dora_indicators: tuple[Tile, ...] = ()
    ura_indicators: tuple[Tile, ...] = ()
    bonus: tuple[Tile, ...] = ()
    north_extracted: int = 0
    discarder: str | None = None
    # Tiles face up on the table outside the winner's hand (discards, others' melds): what
    # "filling the only place" and similar rules may count as no longer available.
    visible: tuple[Tile, ...] = ()
    players: int = 4

    @property
    def tsumo(self) -> bool:
        return self.by == "tsumo"

    @property
    def dealer(self) -> bool:
        return self.seat_wind == "E"

    def has(self, *flags: str) -> bool:
        return any(f in self.flags for f in flags)


@dataclass(frozen=True, slots=True)
class Element:
    """One line of a score sheet: "Riichi 1 han", "Pung of dragons 4 points"."""

    name: str
    value: float
    unit: str  # han fu faan points doubles fan limit yakuman

    def as_json(self) -> dict[str, Any]:
        value: Any = int(self.value) if float(self.value).is_integer() else round(self.value, 1)
        return {"name": self.name, "value": value, "unit": self.unit}


@dataclass(frozen=True, slots=True)
class ScoringRow:
    """One row of a variant's scoring table, read from the table its scorer uses: what the rules
    page heads it, its value, and how a score sheet names it when it applies.

    `open_value` is the value in a hand with an exposed meld (None: closed hands only). A
    `limit` row makes the hand a limit hand (its value: the limit count, or the maximum in
    force). An `each` row counts once per meld, tile or flower that makes it, and the sheet's
    names for it begin with `sheet_name` (a tile is named after it)."""

    title: str
    unit: str  # han faan points doubles fan limit
    value: float
    open_value: float | None
    group: str
    sheet_name: str = ""  # the sheet's name for it when it is not the title
    limit: bool = False
    each: bool = False

    @property
    def name(self) -> str:
        """The score sheet's name (or its start, for an `each` row)."""
        return self.sheet_name or self.title

    def matches(self, element: Element) -> bool:
        """Whether a score sheet's line is this row."""
        if element.unit != self.unit:
            return False
        if self.each:
            return element.name.startswith(self.name)
        return element.name == self.name


def unit_word(value: float, unit: str) -> str:
    """A unit as read with its count: "1 double", "2 doubles", "1 point" (han, faan, fan and
    fu read the same whatever the count)."""
    return unit[:-1] if value == 1 and unit in ("points", "doubles") else unit


def sheet_number(value: float) -> str:
    """A count as a sheet shows it: whole numbers without a point, "4.8" with one place."""
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def total_words(total: Mapping[str, Any], points: int) -> str:
    """A sheet's total as its variant counts it: "3 han 40 fu", "5 faan", "4.8 fan",
    "40 points, 1 double = 80" (`points`: what the sheet comes to); "" when it has none."""
    if "han" in total:
        return f"{total['han']} han" + (f" {total['fu']} fu" if total.get("fu") else "")
    for key in ("faan", "fan"):
        if key in total:
            return f"{sheet_number(total[key])} {key}"
    if "points" not in total:
        return ""
    base, doubles = int(total["points"]), int(total.get("doubles", 0))
    words = f"{base:,} {unit_word(base, 'points')}"
    if doubles:
        words += f", {doubles} {unit_word(doubles, 'doubles')} = {points:,}"
    return words


def total_name(total: Mapping[str, Any], points: int) -> str:
    """A total as the name of a hand whose lines tie: its doubles where the variant counts
    them ("2 doubles": the points follow the name wherever it is shown), else its words."""
    doubles = int(total.get("doubles", 0) or 0)
    if doubles:
        return f"{doubles} {unit_word(doubles, 'doubles')}"
    return total_words(total, points)


def best_line_name(lines: Sequence[tuple[str, float, str]], total: Mapping[str, Any],
                   points: int, label: Callable[[str], str] = str,
                   unnamed: frozenset[str] = frozenset()) -> str:
    """A win named by its lines (name, value, unit): its biggest, fu and points and the
    `unnamed` lines (dora) aside while others remain ("Chiitoitsu 2 han", the name read
    through `label`); where lines tie for biggest, its total ("3 faan", "2 doubles"); "a win"
    with no line."""
    named = [line for line in lines if line[2] not in ("fu", "points")
             and line[0] not in unnamed] or list(lines)
    if not named:
        return "a win"
    name, value, unit = max(named, key=lambda line: line[1])
    if sum(line[1] == value for line in named) > 1:
        words = total_name(total, points)
        if words:
            return words
    return f"{label(name)} {sheet_number(value)} {unit_word(value, unit)}"


@dataclass(slots=True)
class ScoreSheet:
    """What a hand is worth and why. `valid` False carries `reason` (e.g. "no yaku")."""

    valid: bool
    reason: str = ""
    elements: list[Element] = field(default_factory=list)
    total: dict[str, Any] = field(default_factory=dict)
    points: int = 0
    payments: dict[str, int] = field(default_factory=dict)
    limit_name: str = ""
    detail: dict[str, Any] = field(default_factory=dict)  # variant extras (fu items, reading)

    @classmethod
    def refused(cls, reason: str) -> ScoreSheet:
        return cls(valid=False, reason=reason)

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "valid": self.valid,
            "elements": [e.as_json() for e in self.elements],
            "total": self.total,
            "points": self.points,
            "payments": self.payments,
        }
        if self.reason:
            out["reason"] = self.reason
        if self.limit_name:
            out["limit"] = self.limit_name
        out.update({k: v for k, v in self.detail.items() if k not in out})
        return out
