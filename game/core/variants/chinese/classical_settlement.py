"""Classical settlement (seed 004, M 90-96, 107-111): who pays whom after a hand, by seat wind."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from game.core.model.melds import Meld
from game.core.model.sheet import SEAT_WINDS
from game.core.model.tiles import Tile
from game.core.settlement import Reason, Transfer

CANNON_PAYS = ("winner", "all")  # option cannon_pays: the debts to the winner, or every debt


def _east_factor(a: str, b: str) -> int:
    return 2 if "E" in (a, b) else 1


def payments(
    scores: Mapping[str, int], winner: str | None, cannon: str | None = None,
    cannon_pays: str = "winner",
) -> list[Transfer]:
    """Every payment of a finished hand.

    `scores` are the hand scores by seat wind (the winner's after the limit). The winner is
    paid the value of the hand by each loser; the losers pay one another the differences of
    their scores; every payment to or from East is doubled. `cannon` is the seat that let off
    a cannon (a dangerous discard with a safe choice, as the engine judged it): it pays the
    other losers' debts to the winner, and with `cannon_pays="all"` their debts to one another
    as well. `winner` None (a wash-out): nothing is paid.
    """
    if winner is None:
        return []
    if cannon_pays not in CANNON_PAYS:
        raise ValueError(f"cannon_pays is one of {CANNON_PAYS}, not {cannon_pays!r}")
    if cannon == winner:
        raise ValueError("the winner cannot let off a cannon")
    losers = [s for s in SEAT_WINDS if s in scores and s != winner]
    debts: list[Transfer] = []
    for loser in losers:
        amount = scores[winner] * _east_factor(loser, winner)
        debts.append(Transfer(loser, winner, amount, Reason.HAND))
    for i, a in enumerate(losers):
        for b in losers[i + 1:]:
            diff = scores[a] - scores[b]
            if diff:
                payer, payee = (b, a) if diff > 0 else (a, b)
                debts.append(Transfer(payer, payee, abs(diff) * _east_factor(a, b),
                                      Reason.DIFFERENCE))
    if cannon is None:
        return debts
    out = []
    for d in debts:
        covered = d.payee == winner or cannon_pays == "all"
        if covered and d.payer != cannon and d.payee != cannon:
            out.append(Transfer(cannon, d.payee, d.amount, d.reason, d.payer))
        else:
            out.append(d)
    return out


def net(pays: Iterable[Transfer]) -> dict[str, int]:
    """What each seat wins (+) or loses (-); the values sum to zero."""
    out = dict.fromkeys(SEAT_WINDS, 0)
    for p in pays:
        if p.payer is not None:
            out[p.payer] -= p.amount
        out[p.payee] += p.amount
    return out


def settle(
    scores: Mapping[str, int], winner: str | None, cannon: str | None = None,
    cannon_pays: str = "winner",
) -> dict[str, int]:
    """Net payments of a finished hand by seat wind (see `payments`)."""
    return net(payments(scores, winner, cannon, cannon_pays))


def hand_payments(winner: str, value: int) -> dict[str, int]:
    """The winning hand alone (the analyzer's answer): every other seat pays its value."""
    return settle({s: (value if s == winner else 0) for s in SEAT_WINDS}, winner)


def dangerous_exposure(exposed: Iterable[Meld]) -> bool:
    """classical.md: three or more exposed sets all of one suit (or one suit and honours), or
    three or more exposed sets of honours. The other danger (the live wall nearly finished and
    the tile not yet seen) and whether a safe choice existed are for the engine to judge."""
    sets = [m for m in exposed if m.open]
    if len(sets) < 3:
        return False
    suits = {m.suit for m in sets if not m.is_honour}
    return len(suits) <= 1


def dangerous_discard(exposed: Iterable[Meld], t: Tile) -> bool:
    """Whether discarding `t` is dangerous against a player showing `exposed` (M 90-96): with a
    dangerous exposure, a tile of the exposed suit, or an honour (either may finish a one-suit
    hand with honours, or an all-honours hand); a tile of another suit is safe."""
    sets = [m for m in exposed if m.open]
    if not dangerous_exposure(sets):
        return False
    return t.is_honour or any(m.suit == t.suit for m in sets if not m.is_honour)
