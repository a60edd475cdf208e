"""A hand's outcome in points as data: who paid whom, how much and why, each seat's hand value
where the rules score every hand, and the sticks and counters paid out."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from game.core.model.melds import Meld
from game.core.model.sheet import SEAT_WINDS, Element, ScoreSheet
from game.core.model.tiles import Tile


class Reason(StrEnum):
    """Why a payment was made."""

    HAND = "hand"  # the value of the winning hand
    PAO = "pao"  # a liable player's share of a big hand it fed (riichi)
    HONBA = "honba"  # the counters of repeated hands (riichi)
    STICKS = "riichi sticks"  # the deposits on the table, to the winner
    DIFFERENCE = "difference"  # losers settle the differences of their hands (classical)
    NOTEN = "noten"  # an exhaustive draw: the seats not ready pay the ready ones
    NAGASHI = "nagashi mangan"  # an exhaustive draw: a mangan to who discarded only majors
    BOUNTY = "bounty"  # Superpower: the winner's Bounty raised its hand's payments
    SOFT_LANDING = "soft landing"  # Superpower: half of a deal-in given back to its payer


@dataclass(frozen=True, slots=True)
class Transfer:
    """One payment between seat winds (E S W N), as the variants' settlement rules read.
    `payer` None: the table's pot (riichi sticks). `for_wind`: whose debt this settles
    (a cannon pays the others' debts)."""

    payer: str | None
    payee: str
    amount: int
    reason: Reason
    for_wind: str | None = None


@dataclass(frozen=True, slots=True)
class Payment:
    """One payment between seats: `payer` gives `amount` to `payee` for `reason`. `payer`
    None: the riichi sticks on the table. `for_seat`: the seat whose debt it settles."""

    payer: int | None
    payee: int
    amount: int
    reason: Reason
    for_seat: int | None = None


@dataclass(frozen=True, slots=True)
class HandValue:
    """A seat's hand as scored where every hand scores (classical): points, doubles, the value
    after the limit, a limit hand's name, and its sheet's lines (a loser's hand is scored
    only here, so the result reads them here)."""

    seat: int
    points: int
    doubles: int
    value: int
    limit: str = ""
    lines: tuple[Element, ...] = ()

    @classmethod
    def of(cls, seat: int, sheet: ScoreSheet) -> HandValue:
        total = sheet.total
        limit = sheet.limit_name if "limit" in total else ""
        return cls(seat, int(total.get("points", 0)), int(total.get("doubles", 0)),
                   int(sheet.points), limit, tuple(sheet.elements))


@dataclass(frozen=True, slots=True)
class Settlement:
    """A hand's settlement: every payment, each seat's hand value where the rules score
    losers' hands, the riichi sticks and honba counters paid, and the seat that let off a
    cannon."""

    payments: tuple[Payment, ...] = ()
    hand_values: tuple[HandValue, ...] = ()
    sticks: int = 0
    honba: int = 0
    cannon: int | None = None

    def deltas(self, players: int) -> tuple[int, ...]:
        """Each seat's change; the pot's payments come from no seat."""
        out = [0] * players
        for p in self.payments:
            if p.payer is not None:
                out[p.payer] -= p.amount
            out[p.payee] += p.amount
        return tuple(out)

    @property
    def from_pot(self) -> int:
        """What the table's pot paid out (riichi sticks)."""
        return sum(p.amount for p in self.payments if p.payer is None)


@dataclass(frozen=True)
class HandOutcome:
    """A won hand, as a variant's settlement hook (PlayRules.settle) needs it. Seats are
    seat winds E S W N (`seat_of` maps them to seats); `sticks` counts the riichi sticks on
    the table."""

    winners: tuple[str, ...]
    sheets: Mapping[str, ScoreSheet]
    tsumo: bool
    discarder: str | None
    players: int
    round_wind: str
    options: Mapping[str, Any]
    seat_of: Mapping[str, int]
    honba: int = 0
    sticks: int = 0
    liable: Mapping[str, str] = field(default_factory=dict)
    # Every seat's concealed tiles, melds and bonus tiles (losers are scored in classical).
    hands: Mapping[str, tuple[tuple[Tile, ...], tuple[Meld, ...], tuple[Tile, ...]]] = field(
        default_factory=dict)
    cannon: str | None = None


def by_seat(transfers: Iterable[Transfer], seat_of: Mapping[str, int]) -> tuple[Payment, ...]:
    """The transfers between winds as payments between seats (nothing of 0 points)."""
    return tuple(
        Payment(None if t.payer is None else seat_of[t.payer], seat_of[t.payee], t.amount,
                t.reason, None if t.for_wind is None else seat_of[t.for_wind])
        for t in transfers if t.amount)


def to_winner(net: Mapping[str, int], winner: str, reason: Reason) -> list[Transfer]:
    """A net change in which only `winner` gains, as each loser's payment to it."""
    if any(v > 0 for w, v in net.items() if w != winner):
        raise ValueError(f"only the winner may gain in {dict(net)}")
    return [Transfer(w, winner, -v, reason) for w, v in net.items() if v < 0]


def sheet_transfers(sheet: ScoreSheet, winner: str, discarder: str | None,
                    players: int) -> list[Transfer]:
    """What the losers pay the winner for the hand alone: the sheet's payments, or its points
    from the discarder (ron) or shared by all (tsumo) when the sheet names none."""
    winds = SEAT_WINDS[:players]
    net = {w: int(v) for w, v in sheet.payments.items() if w in winds}
    if net and sum(net.values()) == 0 and net.get(winner, 0) > 0:
        return to_winner(net, winner, Reason.HAND)
    points = int(sheet.points)
    if discarder is not None:
        return [Transfer(discarder, winner, points, Reason.HAND)]
    share = math.ceil(points / (players - 1))
    return [Transfer(w, winner, share, Reason.HAND) for w in winds if w != winner]


def sheet_settlement(outcome: HandOutcome) -> Settlement:
    """The settlement of rules without a hook of their own: each winner is paid its sheet."""
    transfers = [t for w in outcome.winners for t in sheet_transfers(
        outcome.sheets[w], w, outcome.discarder, outcome.players)]
    return Settlement(by_seat(transfers, outcome.seat_of))


def noten_settlement(tenpai: Sequence[bool], total: int) -> Settlement:
    """Exhaustive draw: the noten seats pay `total` between them, shared evenly, to the tenpai
    seats, shared evenly; each noten seat pays each tenpai seat its share."""
    ready = [s for s, t in enumerate(tenpai) if t]
    noten = [s for s, t in enumerate(tenpai) if not t]
    if not total or not ready or not noten:
        return Settlement()
    each = total // len(noten) // len(ready)
    return Settlement(tuple(Payment(s, r, each, Reason.NOTEN) for s in noten for r in ready))


def nearest(seats: Sequence[int], start: int, players: int) -> int:
    """Of `seats`, the first in turn order counting from `start` (inclusive)."""
    return min(seats, key=lambda s: (s - start) % players)
