"""Why each seat paid what it paid: classical scores every hand (losers too) and the losers pay
one another the differences, East doubled, a cannon paying the others' debts (classical.md).
The engine settles through its rules' hook; the result explains the same numbers with the
scorer's own functions, and says nothing when they do not add up to the engine's payments.

It reads only what every client may: each seat's View (classical shows every hand at the end
for scoring), the Won event's sheet and the Scored event's changes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.core.model.sheet import SEAT_WINDS
from game.core.table.events import Scored, Won
from game.core.variants.chinese import classical, classical_scoring, classical_settlement


@dataclass(frozen=True)
class HandScore:
    """One seat's hand score: points, doubles, and the value after the limit."""

    points: int
    doubles: int
    value: int
    limit: str = ""  # a limit hand's name (the winner's only)


@dataclass(frozen=True)
class Payment:
    """`payer` gives `amount` to `payee` (seats); `for_seat`: whose debt a cannon paid."""

    payer: int
    payee: int
    amount: int
    doubled: bool
    for_seat: int | None = None


@dataclass(frozen=True)
class Explained:
    """Each seat's hand score (by seat), every payment between seats, and each seat's
    concealed tiles as scored (shown face up on the table)."""

    scores: tuple[HandScore, ...]
    payments: tuple[Payment, ...]
    hands: tuple[tuple, ...] = ()


def scores_every_hand(rules) -> bool:
    """Whether these rules settle by every seat's hand score (the classical hook)."""
    return rules.settle is classical.classical_settle


def hand_score(sheet) -> HandScore:
    total = getattr(sheet, "total", {}) or {}
    limit = getattr(sheet, "limit_name", "") if "limit" in total else ""
    return HandScore(int(total.get("points", 0)), int(total.get("doubles", 0)),
                     int(sheet.points), limit)


def explain(game, rules, won: Won, scored: Scored) -> Explained | None:
    """Every seat's hand score and the payments that make the engine's changes; None when
    these rules do not score every hand, or the payments found do not add up to them."""
    if not scores_every_hand(rules) or won.sheet is None:
        return None
    views = [game.view(seat) for seat in range(len(scored.deltas))]
    wind_of = [SEAT_WINDS[views[0].seats[s].wind] for s in range(len(views))]
    round_wind = SEAT_WINDS[views[0].round_wind % 4]
    scores = []
    hands = tuple(tuple(x for x in v.hand if not x.is_bonus) for v in views)
    for seat, view in enumerate(views):
        if seat == won.seat:
            scores.append(hand_score(won.sheet))
            continue
        sv = view.seats[seat]
        tiles = hands[seat]
        melds = [g for g in sv.melds if g is not None]
        sheet = classical_scoring.score_loser(tiles, melds, wind_of[seat], round_wind,
                                              sv.bonus, game.options)
        scores.append(hand_score(sheet))
    by_wind = {wind_of[s]: sc.value for s, sc in enumerate(scores)}
    seat_of = {w: s for s, w in enumerate(wind_of)}
    cannon_pays = str(game.options.get("cannon_pays", "winner"))
    cannons: list[str | None] = [None]
    if won.from_seat is not None and any("let off a cannon" in x for x in scored.lines):
        cannons.insert(0, wind_of[won.from_seat])
    for cannon in cannons:
        pays = classical_settlement.payments(by_wind, wind_of[won.seat], cannon, cannon_pays)
        net = classical_settlement.net(pays)
        if all(net[wind_of[s]] == d for s, d in enumerate(scored.deltas)):
            return Explained(tuple(scores), tuple(payment_of(p, seat_of) for p in pays), hands)
    return None


def payment_of(p: classical_settlement.Payment, seat_of: dict[str, int]) -> Payment:
    """The settlement's payment between seat winds as one between seats."""
    debtor = re.search(r"for ([ESWN]) \(cannon\)", p.note)
    return Payment(seat_of[p.payer], seat_of[p.payee], p.amount, "E" in (p.payer, p.payee),
                   seat_of[debtor.group(1)] if debtor else None)


def seat_notes(lines: tuple[str, ...], seats, label, skip: tuple[str, ...] = ()) -> list[str]:
    """The engine's settlement lines a player has not read elsewhere on the result ("E wins"
    and the draw's reason are said already), a seat's wind at the start named as its seat:
    "E let off a cannon" reads "Wren let off a cannon"."""
    seat_of = {SEAT_WINDS[sv.wind]: sv.seat for sv in seats}
    out = []
    for line in lines:
        if re.fullmatch(r"[ESWN] wins", line) or line in skip:
            continue
        m = re.match(r"([ESWN]) (.*)", line)
        if m and m.group(1) in seat_of:
            line = f"{label(seat_of[m.group(1)])} {m.group(2)}"
        out.append(line[:1].upper() + line[1:])
    return out
