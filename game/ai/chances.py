"""How likely a hand is to win from where it stands, what dealing in costs, and how danger
estimates turn into chances: tables measured by self-play (`python -m game.ai.calibrate`),
one per variant, in game/data/ai_calibration.json.

A win chance is read by (shanten, live tiles that improve the hand, turns left): the share
of hands that went on to win from such a spot when their player kept pushing. Cells with
few samples borrow from a prior, so an empty cell reads as its neighbours suggest.
"""

from __future__ import annotations

import json
from bisect import bisect_right
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

CALIBRATION_FILE = "ai_calibration.json"
SHANTEN_CAP = 4  # shanten 4 and worse share a row
UKEIRE_EDGES = (0, 1, 3, 5, 9, 15, 25)  # a cell holds ukeire from its edge to the next
TURN_EDGES = (0, 3, 6, 9, 12, 15)  # turns left (wall tiles per player)
BEYOND_CAP = 0.3  # each shanten past the cap multiplies the chance by this
PRIOR = 8  # samples' worth of prior pulled into each cell
# Without a table: the chance a hand n steps from ready still wins with a full wall.
FALLBACK_WIN = (0.45, 0.3, 0.17, 0.08, 0.03)


def ukeire_bin(u: int) -> int:
    return bisect_right(UKEIRE_EDGES, max(0, u)) - 1


def turn_bin(t: int) -> int:
    return bisect_right(TURN_EDGES, max(0, t)) - 1


def cell(shanten: int, ukeire: int, turns: int) -> str:
    return f"{min(max(shanten, 0), SHANTEN_CAP)}/{ukeire_bin(ukeire)}/{turn_bin(turns)}"


@dataclass(frozen=True)
class Chances:
    """The measured tables of one variant (see the module text)."""

    win_cells: dict[str, tuple[int, int]]  # cell -> (hands that went on to win, hands)
    deal_in_cost: dict[str, float]  # "riichi", "open", "closed", each "+dealer" -> points
    win_value: dict[str, float]  # the same kinds -> points a win brought
    danger_scale: float  # divides a danger table's ways into a chance of dealing in
    typical_win: float  # the average points a win brings
    # What a riichi win brings over its waits' ron points (tsumo, ura, ippatsu).
    riichi_extra: float = 1.0
    rows: dict[tuple[int, int], tuple[int, int]] = field(default_factory=dict)
    rates: dict[tuple[int, int, int], float] = field(default_factory=dict)

    def __post_init__(self) -> None:
        rows: dict[tuple[int, int], tuple[int, int]] = {}
        for key, (w, m) in self.win_cells.items():
            s, _, t = (int(x) for x in key.split("/"))
            won, n = rows.get((s, t), (0, 0))
            rows[(s, t)] = (won + w, n + m)
        object.__setattr__(self, "rows", rows)
        rates: dict[tuple[int, int, int], float] = {}
        for s in range(SHANTEN_CAP + 1):
            for t in range(len(TURN_EDGES)):
                prior = self._prior(s, TURN_EDGES[t])
                cells = [self.win_cells.get(f"{s}/{u}/{t}", (0, 0))
                         for u in range(len(UKEIRE_EDGES))]
                smooth = monotone([(w + PRIOR * prior) / (n + PRIOR) for w, n in cells],
                                  [n + PRIOR for _, n in cells])
                for u, rate in enumerate(smooth):
                    rates[(s, u, t)] = rate
        object.__setattr__(self, "rates", rates)

    def win(self, shanten: int, ukeire: int, turns: int) -> float:
        """The chance a hand this far from ready, with this many live improving tiles and
        this many turns left, goes on to win if its player keeps pushing (never less with
        more improving tiles)."""
        s = min(max(shanten, 0), SHANTEN_CAP)
        beyond = max(0, shanten - SHANTEN_CAP)  # the last row holds 4; each step more costs
        rate = self.rates[(s, ukeire_bin(ukeire), turn_bin(turns))]
        return rate * BEYOND_CAP ** beyond

    def _prior(self, s: int, turns: int) -> float:
        """The row's rate over every ukeire (or the fallback), scaled by the turns left."""
        won, n = self.rows.get((s, turn_bin(turns)), (0, 0))
        if n >= 20:
            return won / n
        return FALLBACK_WIN[s] * min(1.0, (turns + 1) / 16)

    def cost(self, riichi: bool, open_hand: bool, dealer: bool) -> float:
        """The points a deal-in into such a threat costs on average, beyond what the other
        losers pay (the typical win where nothing was measured)."""
        return _by_kind(self.deal_in_cost, riichi, open_hand, dealer, self.typical_win)

    def value(self, riichi: bool, open_hand: bool, dealer: bool) -> float:
        """The points such a hand brings when it wins, on average."""
        return _by_kind(self.win_value, riichi, open_hand, dealer, self.typical_win)


def _by_kind(table: dict[str, float], riichi: bool, open_hand: bool, dealer: bool,
             default: float) -> float:
    kind = "riichi" if riichi else "open" if open_hand else "closed"
    for key in (kind + ("+dealer" if dealer else ""), kind):
        if key in table:
            return table[key]
    return default


def monotone(values: list[float], weights: list[float]) -> list[float]:
    """The closest non-decreasing sequence (weighted pool-adjacent-violators)."""
    blocks: list[list[float]] = []  # [mean, weight, count]
    for v, w in zip(values, weights, strict=True):
        blocks.append([v, w, 1])
        while len(blocks) > 1 and blocks[-2][0] > blocks[-1][0]:
            b = blocks.pop()
            a = blocks[-1]
            total = a[1] + b[1]
            a[0] = (a[0] * a[1] + b[0] * b[1]) / total
            a[1], a[2] = total, a[2] + b[2]
    out: list[float] = []
    for mean, _, count in blocks:
        out.extend([mean] * int(count))
    return out


def _table() -> dict[str, Any]:
    try:
        raw = resources.files("game").joinpath("data", CALIBRATION_FILE).read_text("utf-8")
        data = json.loads(raw)
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


@cache
def chances_for(variant: str) -> Chances:
    """The variant's measured tables; neutral ones when it has not been measured."""
    entry = _table().get(variant)
    if not isinstance(entry, dict):
        return Chances({}, {}, {}, 330.0, 1000.0)
    cells = {k: (int(v[0]), int(v[1])) for k, v in entry.get("win", {}).items()
             if isinstance(v, list) and len(v) == 2}
    costs, values = (
        {k: float(v) for k, v in entry.get(name, {}).items() if isinstance(v, int | float)}
        for name in ("cost", "value"))
    return Chances(cells, costs, values, float(entry.get("danger_scale", 330.0)),
                   float(entry.get("typical_win", 1000.0)),
                   float(entry.get("riichi_extra", 1.0)))
