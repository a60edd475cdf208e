"""Riichi-family points: han and fu to base points, the limit names, and who pays what."""

from __future__ import annotations

SEATS_4 = ("E", "S", "W", "N")
SEATS_3 = ("E", "S", "W")

MULTIPLE_NAMES = {1: "yakuman", 2: "double yakuman", 3: "triple yakuman",
                  4: "quadruple yakuman", 5: "quintuple yakuman", 6: "sextuple yakuman"}


def ceil100(value: float) -> int:
    """Round up to the next 100 (each payment is rounded separately)."""
    return -int(-value // 100) * 100


def base_points(han: int, fu: int, yakuman: int = 0, kiriage: bool = False,
                kazoe: bool = True) -> tuple[int, str]:
    """Base points and the limit name ("" below mangan) of a hand.

    Yakuman count n gives 8000 n; 13+ han without a yakuman is kazoe yakuman (capped at
    one; without `kazoe` it stays sanbaiman); mangan at 5 han or base >= 2000, and with
    kiriage also at 4 han 30 fu and 3 han 60 fu.
    """
    if yakuman:
        return 8000 * yakuman, MULTIPLE_NAMES.get(yakuman, f"{yakuman}x yakuman")
    if han >= 13 and kazoe:
        return 8000, "kazoe yakuman"
    if han >= 11:
        return 6000, "sanbaiman"
    if han >= 8:
        return 4000, "baiman"
    if han >= 6:
        return 3000, "haneman"
    if han == 5:
        return 2000, "mangan"
    base = fu * (1 << (han + 2))
    if base >= 2000 or (kiriage and (han, fu) in ((4, 30), (3, 60))):
        return 2000, "mangan"
    return base, ""


def seats_for(players: int) -> tuple[str, ...]:
    """The seat winds at a table of this many players (sanma has no North seat)."""
    return SEATS_3 if players == 3 else SEATS_4


def previous_seat(seat: str, players: int) -> str:
    """The seat that discards just before `seat`: the default discarder of a ron."""
    seats = seats_for(players)
    return seats[(seats.index(seat) - 1) % len(seats)]


def win_payments(
    base: int,
    winner: str,
    tsumo: bool,
    discarder: str | None = None,
    players: int = 4,
    tsumo_loss: bool = True,
) -> dict[str, int]:
    """Who pays what for the hand alone (no honba, no sticks), payers first, winner last.

    Ron: the discarder pays 6x base to a dealer, 4x base to a non-dealer. Tsumo: the dealer
    (or everyone, when the dealer wins) pays 2x base, the others 1x base. In sanma the
    missing North's share is lost (`tsumo_loss`) or, without it, split evenly between the
    payers before each payment is rounded up to 100.
    """
    dealer = winner == "E"
    if not tsumo:
        payer = discarder or previous_seat(winner, players)
        amount = ceil100(base * (6 if dealer else 4))
        return {payer: -amount, winner: amount}
    out: dict[str, int] = {}
    missing = 0.0
    if players == 3 and not tsumo_loss:
        missing = base if dealer else base / 2  # the missing share, split between two
    total = 0
    for seat in SEATS_3 if players == 3 else SEATS_4:
        if seat != winner:
            pay = ceil100((2 * base if dealer or seat == "E" else base) + missing)
            out[seat] = -pay
            total += pay
    out[winner] = total
    return out
