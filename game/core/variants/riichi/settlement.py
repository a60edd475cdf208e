"""Riichi-family settlement the engine calls: honba, riichi sticks, pao and noten payments."""

# Every function is pure and returns point changes keyed by seat wind (negative: pays);
# seats are the winds E S W N (sanma: E S W) and the dealer is East.

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from game.core.model.sheet import SEAT_WINDS, Element
from game.core.settlement import HandOutcome, Reason, Settlement, Transfer, by_seat, to_winner
from game.core.variants.riichi.points import ceil100, seats_for, win_payments

HONBA_RON = 300  # per counter, paid by the discarder
HONBA_TSUMO = 100  # per counter, from each payer
RIICHI_STICK = 1000
NOTEN_TOTAL = 3000
PAO_YAKU = ("Daisangen", "Daisuushii", "Suukantsu")  # pao only as the rules mark it
MANGAN_BASE = 2000  # nagashi mangan is paid as a mangan tsumo


def add(*changes: Mapping[str, int]) -> dict[str, int]:
    """The sum of several point changes, seat by seat."""
    out: dict[str, int] = {}
    for change in changes:
        for seat, value in change.items():
            out[seat] = out.get(seat, 0) + value
    return out


def honba_payments(winner: str, tsumo: bool, honba: int, discarder: str | None = None,
                   players: int = 4) -> dict[str, int]:
    """Honba: 300 per counter from the discarder on ron, 100 per counter from each payer on
    tsumo (in sanma the two payers give 100 each: 200 per counter)."""
    if honba <= 0:
        return {}
    if not tsumo:
        if discarder is None:
            raise ValueError("a ron needs its discarder")
        return {discarder: -HONBA_RON * honba, winner: HONBA_RON * honba}
    payers = [s for s in seats_for(players) if s != winner]
    out = {s: -HONBA_TSUMO * honba for s in payers}
    out[winner] = HONBA_TSUMO * honba * len(payers)
    return out


def nearest_to_dealer(winners: Iterable[str], players: int = 4) -> str:
    """Of several winners on one discard, the one nearest the dealer counting in turn order
    from the dealer (the dealer first): they take the riichi sticks and the honba."""
    order = seats_for(players)
    return min(winners, key=order.index)


def pao_payments(hand_payments: Mapping[str, int], winner: str, liable: str, tsumo: bool,
                 honba: int = 0, discarder: str | None = None, players: int = 4,
                 share: Fraction = Fraction(1)) -> dict[str, int]:
    """The net payments of a win with a liable player (pao), honba included: see
    win_transfers. `hand_payments` is the sheet's payments for the hand alone."""
    win = Win(winner, hand_payments, None if liable == discarder else liable, share)
    return net(win_transfers(win, tsumo, honba, discarder, players))


def is_pao_hand(yakuman_names: Iterable[str]) -> bool:
    """Whether a hand holds a yakuman that can make a player liable (daisangen, daisuushii)."""
    return any(name in PAO_YAKU for name in yakuman_names)


def pao_share(elements: Iterable[Element]) -> Fraction:
    """The part of a yakuman hand the liable player answers for: its pao yakuman among all
    the yakuman it scores (daisangen with tsuuiisou: half). Only the yakuman fed is pao; the
    others are paid as any win is."""
    limits = [(e.name, Fraction(e.value)) for e in elements if e.unit == "limit"]
    total = sum((v for _, v in limits), Fraction(0))
    liable = sum((v for n, v in limits if n in PAO_YAKU), Fraction(0))
    return liable / total if total and liable else Fraction(1)


@dataclass(frozen=True)
class Win:
    """One winner of a hand: the sheet's payments for the hand alone, and the liable player
    when pao applies (a daisangen or daisuushii whose last group that player fed), with the
    share of the hand that is pao (pao_share)."""

    winner: str
    payments: Mapping[str, int]
    liable: str | None = None
    share: Fraction = Fraction(1)


def win_transfers(w: Win, tsumo: bool, honba: int = 0, discarder: str | None = None,
                  players: int = 4, split: bool = True) -> list[Transfer]:
    """What one winner is paid, payment by payment: the hand and `honba` counters.

    With a liable player, the pao share of the hand is paid as pao: on tsumo by the liable
    player alone (with all the honba); on ron split between the liable player (its half
    rounded up to 100; all of it when `split` is False) and the discarder, who pays the
    honba. The rest of the hand is paid as without pao (yakuman amounts divide exactly)."""
    if w.liable is None or w.liable == discarder:
        return (to_winner(w.payments, w.winner, Reason.HAND)
                + to_winner(honba_payments(w.winner, tsumo, honba, discarder, players),
                            w.winner, Reason.HONBA))
    amount = w.payments[w.winner]
    pao = ceil100(float(amount * w.share))
    rest = {s: int(p * (1 - w.share)) for s, p in w.payments.items()} if pao < amount else {}
    rest_paid = [t for t in to_winner(rest, w.winner, Reason.HAND) if t.amount]
    if tsumo:
        bonus = HONBA_TSUMO * honba * (players - 1)
        return [Transfer(w.liable, w.winner, pao, Reason.PAO), *rest_paid,
                Transfer(w.liable, w.winner, bonus, Reason.HONBA)]
    if discarder is None:
        raise ValueError("a ron needs its discarder")
    half = ceil100(pao / 2) if split else pao
    return [Transfer(w.liable, w.winner, half, Reason.PAO),
            Transfer(discarder, w.winner, amount - half, Reason.HAND),
            *to_winner(honba_payments(w.winner, False, honba, discarder, players), w.winner,
                       Reason.HONBA)]


def net(transfers: Iterable[Transfer]) -> dict[str, int]:
    """The net change of each seat in these transfers (the pot pays the sticks)."""
    out: dict[str, int] = {}
    for t in transfers:
        if t.payer is not None:
            out[t.payer] = out.get(t.payer, 0) - t.amount
        out[t.payee] = out.get(t.payee, 0) + t.amount
    return out


def settle_transfers(wins: Sequence[Win], tsumo: bool, honba: int = 0, sticks: int = 0,
                     discarder: str | None = None, players: int = 4, split: bool = True
                     ) -> list[Transfer]:
    """A hand's whole settlement, payment by payment: each winner's payments (pao applied),
    plus the honba and the riichi sticks to the winner nearest the dealer. Several `wins`
    only happen on one discard (double or triple ron)."""
    if not wins:
        return []
    first = nearest_to_dealer([w.winner for w in wins], players)
    out = [t for w in wins for t in win_transfers(
        w, tsumo, honba if w.winner == first else 0, discarder, players, split)]
    if sticks > 0:
        out.append(Transfer(None, first, RIICHI_STICK * sticks, Reason.STICKS))
    return out


def settle(wins: Sequence[Win], tsumo: bool, honba: int = 0, sticks: int = 0,
           discarder: str | None = None, players: int = 4) -> dict[str, int]:
    """The net change of each seat wind in settle_transfers (the pot pays the sticks)."""
    return net(settle_transfers(wins, tsumo, honba, sticks, discarder, players))


def noten_payments(tenpai: Iterable[str], players: int = 4) -> dict[str, int]:
    """Exhaustive draw: the noten players pay 3000 in total, shared evenly, to the tenpai
    players, shared evenly (nothing when all or none are tenpai). Sanma keeps the 3000:
    1 tenpai receives 1500 from each of two; 2 tenpai receive 1500 each from the one."""
    seats = seats_for(players)
    ready = [s for s in seats if s in set(tenpai)]
    noten = [s for s in seats if s not in ready]
    if not ready or not noten:
        return {}
    out = {s: -NOTEN_TOTAL // len(noten) for s in noten}
    out.update({s: NOTEN_TOTAL // len(ready) for s in ready})
    return out


def riichi_settle(outcome: HandOutcome, split: bool = True) -> Settlement:
    """Each winner's payments (pao where the engine marked a liable player: the rules say
    for which yakuman; `split` False: a liable player pays a ron alone), honba and riichi
    sticks to the winner nearest the dealer (settle_transfers)."""
    wins = []
    for w in outcome.winners:
        sheet = outcome.sheets[w]
        liable = outcome.liable.get(w) if is_pao_hand(e.name for e in sheet.elements) else None
        wins.append(Win(w, dict(sheet.payments), None if liable == w else liable,
                        pao_share(sheet.elements)))
    transfers = settle_transfers(wins, outcome.tsumo, outcome.honba, outcome.sticks,
                                 outcome.discarder, outcome.players, split)
    return Settlement(by_seat(transfers, outcome.seat_of), sticks=outcome.sticks,
                      honba=outcome.honba)


def nagashi_settle(seats: tuple[int, ...], dealer: int, players: int,
                   tsumo_loss: bool = True) -> Settlement:
    """Nagashi mangan at a draw: each seat that made it is paid a mangan as by tsumo (in
    place of the noten payments; no honba, the sticks stay)."""
    transfers: list[Transfer] = []
    for seat in seats:
        wind = SEAT_WINDS[(seat - dealer) % players]
        paid = win_payments(MANGAN_BASE, wind, True, None, players, tsumo_loss)
        transfers += to_winner(paid, wind, Reason.NAGASHI)
    seat_of = {SEAT_WINDS[(s - dealer) % players]: s for s in range(players)}
    return Settlement(by_seat(transfers, seat_of))
