"""A hand's outcome in points: the scorer's sheet of a win, settlement, noten payments."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.model.melds import Meld
from game.core.model.sheet import SEAT_WINDS, ScoreSheet
from game.core.model.tiles import Tile


@dataclass(frozen=True)
class HandOutcome:
    """A won hand, as a variant's settlement hook (PlayRules.settle) needs it. Seats are
    seat winds E S W N; `sticks` counts the riichi sticks on the table."""

    winners: tuple[str, ...]
    sheets: Mapping[str, ScoreSheet]
    tsumo: bool
    discarder: str | None
    players: int
    round_wind: str
    options: Mapping[str, Any]
    honba: int = 0
    sticks: int = 0
    liable: Mapping[str, str] = field(default_factory=dict)
    # Every seat's concealed tiles, melds and bonus tiles (losers are scored in classical).
    hands: Mapping[str, tuple[tuple[Tile, ...], tuple[Meld, ...], tuple[Tile, ...]]] = field(
        default_factory=dict)
    cannon: str | None = None


def win_payments(
    sheet: ScoreSheet, winner: int, discarder: int | None, dealer: int, players: int,
) -> list[int]:
    """Each seat's change for this win alone (before honba and the riichi pot)."""
    deltas = [0] * players
    if sheet.payments:
        for wind, amount in sheet.payments.items():
            if wind in SEAT_WINDS[:players]:
                deltas[(dealer + SEAT_WINDS.index(wind)) % players] += int(amount)
        if sum(deltas) == 0 and deltas[winner] > 0:
            return deltas
        deltas = [0] * players
    points = int(sheet.points)
    if discarder is not None:
        deltas[discarder] -= points
        deltas[winner] += points
        return deltas
    share = math.ceil(points / (players - 1))
    for s in range(players):
        if s != winner:
            deltas[s] -= share
            deltas[winner] += share
    return deltas


def noten_payments(tenpai: Sequence[bool], total: int) -> list[int]:
    """Exhaustive draw: the noten seats pay `total` between them to the tenpai seats."""
    n_ten = sum(tenpai)
    n = len(tenpai)
    if not total or n_ten in (0, n):
        return [0] * n
    gain, loss = total // n_ten, total // (n - n_ten)
    return [gain if t else -loss for t in tenpai]


def nearest(seats: Sequence[int], start: int, players: int) -> int:
    """Of `seats`, the first in turn order counting from `start` (inclusive)."""
    return min(seats, key=lambda s: (s - start) % players)
