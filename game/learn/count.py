"""The count-the-score drill: a hand's value in the variant's own units (han and fu, faan,
points and doubles, fan) to the points it is paid, with the working shown step by step. Every
answer is worked out by the scorers' own functions; the wrong choices are the usual mistakes."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.core.variants import get_variant
from game.core.variants.chinese.classical_points import hand_value
from game.core.variants.chinese.hkos_scoring import faan_points, hkos_payments
from game.core.variants.riichi.points import base_points, ceil100, win_payments
from game.core.variants.uzje.scoring import fan_points, rounded_fan, uzje_payments

WIND_WORDS = {"E": "East", "S": "South", "W": "West", "N": "North"}


@dataclass(frozen=True)
class CountQuestion:
    """A hand's value and how it was won; `choices` hold the answer and three wrong ones."""

    ask: str  # the question in a line
    given: tuple[str, ...]  # what the player is told: "3 han 40 fu", "non-dealer", "ron"
    answer: str
    choices: tuple[str, ...]
    working: tuple[str, ...]  # the steps, each a line


def question(variant_id: str, options: Mapping[str, Any] | None, rng: random.Random
             ) -> CountQuestion:
    """A random hand value of the variant to count (the variant's own kind of count)."""
    variant = get_variant(variant_id)
    opts = variant.resolve(dict(options or {}))
    units = {row.unit for row in variant.scoring_table(opts)}
    count = next(c for unit, c in COUNTS if unit in units)
    return count(opts, variant.players_for(opts), rng)


def _choices(answer: str, wrong: list[str], rng: random.Random) -> tuple[str, ...]:
    """The answer and three different wrong ones, shuffled."""
    out = [answer]
    for w in wrong:
        if w not in out and len(out) < 4:
            out.append(w)
    rng.shuffle(out)
    return tuple(out)


# ---------------------------------------------------------------------------------------------
# Riichi, Sanma, Space: han and fu to points


HAN_WEIGHTS = (1, 1, 2, 3, 3, 3, 2, 1, 1, 1, 1, 1, 1, 1)  # 0..13 han, the common ones more
FU = (30, 40, 50, 60, 70, 80, 90, 100, 110)


def _riichi(options: Mapping[str, Any], players: int, rng: random.Random) -> CountQuestion:
    han = rng.choices(range(1, 14), HAN_WEIGHTS[1:])[0]
    tsumo = rng.random() < 0.5
    fu = rng.choice((20, 30, 40, 50)) if tsumo and han < 5 and rng.random() < 0.3 \
        else rng.choice(FU[:4] if han < 5 else FU[:2])
    if han == 1 and fu == 20:
        fu = 30  # 1 han 20 fu does not exist (pinfu tsumo is 2 han)
    winner = rng.choice(("E", "S", "W", "N")[:players])
    dealer = winner == "E"
    kiriage = bool(options.get("kiriage", False))
    loss = bool(options.get("tsumo_loss", True))
    base, limit = base_points(han, fu, 0, kiriage)
    pays = win_payments(base, winner, tsumo, None, players, loss)
    answer = _riichi_text(pays, winner, tsumo)
    wrong = []
    swapped = "S" if dealer else "E"  # dealer and non-dealer mixed up
    wrong.append(_riichi_text(win_payments(base, swapped, tsumo, None, players, loss), swapped,
                              tsumo))
    # the limit forgotten, one han more or less, the base halved or doubled
    for other in (fu * 2 ** (han + 2), base_points(han + 1, fu, 0, kiriage)[0],
                  base_points(max(1, han - 1), fu, 0, kiriage)[0], base * 2, base // 2):
        wrong.append(_riichi_text(win_payments(min(max(other, 100), 16000), winner, tsumo,
                                               None, players, loss), winner, tsumo))
    # in words a learner reads: the base doubles han + 2 times
    working = [f"Base points: {fu} fu doubled {han} + 2 = {han + 2} times "
               f"({fu} × {2 ** (han + 2)}) = {fu * 2 ** (han + 2):,}"]
    if limit:
        working.append(f"{han} han {fu} fu is {limit}: the base is {base:,}")
    working += _riichi_steps(base, dealer, tsumo, players, loss)
    who = "dealer" if dealer else "non-dealer"
    how = "self-draw (tsumo)" if tsumo else "discard (ron)"
    form = ("" if not tsumo else " (each player pays)" if dealer
            else " (the others pay / the dealer pays)")
    return CountQuestion(f"What is this hand paid{form}? {han} han {fu} fu, {who}, {how}.",
                         (f"{han} han", f"{fu} fu", who, how), answer,
                         _choices(answer, wrong, rng), tuple(working))


def _riichi_text(pays: Mapping[str, int], winner: str, tsumo: bool) -> str:
    payers = {seat: -v for seat, v in pays.items() if seat != winner}
    if not tsumo:
        return f"{sum(payers.values()):,}"
    dealer_pays = payers.get("E")
    others = sorted({v for seat, v in payers.items() if seat != "E"})
    if winner == "E" or dealer_pays is None:
        return f"{others[0]:,} all"
    return f"{others[0]:,} / {dealer_pays:,}"


def _riichi_steps(base: int, dealer: bool, tsumo: bool, players: int, loss: bool) -> list[str]:
    if not tsumo:
        times = 6 if dealer else 4
        return [f"Ron: the discarder pays {times} × {base:,} = {times * base:,}, rounded up "
                f"to 100: {ceil100(times * base):,}"]
    if dealer:
        return [f"Dealer tsumo: each pays 2 × {base:,} = {2 * base:,}, rounded up to "
                f"{ceil100(2 * base):,}" + (" (the missing seat's share is not paid)"
                                           if players == 3 and loss else "")]
    return [f"Tsumo: the dealer pays 2 × {base:,} = {2 * base:,}, rounded up to 100: "
            f"{ceil100(2 * base):,}; each other player {base:,}, rounded up: "
            f"{ceil100(base):,}"]


# ---------------------------------------------------------------------------------------------
# Hong Kong Old Style: faan to points


def _hkos(options: Mapping[str, Any], players: int, rng: random.Random) -> CountQuestion:
    low, high = int(options.get("min_faan", 3)), int(options.get("max_faan", 10))
    faan = rng.randint(low, high)
    tsumo = rng.random() < 0.4
    points = faan_points(faan)
    pays = hkos_payments(points, "S", tsumo, None if tsumo else "E")
    total = pays["S"]
    answer = f"{total:,}"
    times = 6 if tsumo else 4
    wrong = [f"{points * (2 if tsumo else 3):,}", f"{faan_points(faan + 1) * times:,}",
             f"{points:,}", f"{points * 4 if tsumo else points * 6:,}",
             f"{faan_points(faan - 1) * times:,}", f"{points * 8:,}"]
    how = "self-draw: everyone pays double" if tsumo else \
        "a discard: the discarder pays double, the others single"
    working = (f"{faan} faan is {points} points on the table",
               f"Won by {how}",
               f"{' + '.join(f'{-v:,}' for s, v in pays.items() if s != 'S')} = {total:,}")
    return CountQuestion(f"South wins with {faan} faan by "
                         f"{'self-draw' if tsumo else 'a discard from East'}. How much does "
                         "South receive in all?", (f"{faan} faan", "self-draw" if tsumo
                                                   else "discard"), answer,
                         _choices(answer, wrong, rng), working)


# ---------------------------------------------------------------------------------------------
# Classical: points and doubles


def _classical(options: Mapping[str, Any], players: int, rng: random.Random) -> CountQuestion:
    limit = int(options.get("limit", 1000))
    points = rng.choice(range(20, 72, 2))
    doubles = rng.choice((0, 1, 1, 2, 2, 3, 3, 4, 5))
    value = hand_value(points, doubles, limit)
    answer = f"{value:,}"
    wrong = [f"{points * (doubles + 1):,}", f"{hand_value(points, doubles + 1, limit):,}",
             f"{points * 2 ** doubles:,}", f"{hand_value(points + 10, doubles, limit):,}",
             f"{points + 2 * doubles:,}", f"{hand_value(points + 2, doubles + 1, limit):,}",
             f"{hand_value(points, doubles + 2, limit):,}"]
    working = [f"{points} points doubled {doubles} time{'s' if doubles != 1 else ''} = "
               f"{points * 2 ** doubles:,}"]
    if limit and points * 2 ** doubles > limit:
        working.append(f"More than the limit: the hand is worth {limit:,}")
    counted = f"{doubles} double{'s' if doubles != 1 else ''}"
    return CountQuestion(f"A hand of {points} points and {counted}: what is it worth?",
                         (f"{points} points", counted), answer,
                         _choices(answer, wrong, rng), tuple(working))


# ---------------------------------------------------------------------------------------------
# Ùzje: fan to points


def _uzje(options: Mapping[str, Any], players: int, rng: random.Random) -> CountQuestion:
    low = float(options.get("min_fan", 2.5))
    tenths = rng.randrange(round(low * 10) + 1, 140, 2)
    tenths += tenths % 2  # fan come in steps of 0.2
    tsumo = rng.random() < 0.4
    points = fan_points(tenths, low)
    rounding = str(options.get("half_payment", "up"))
    pays = uzje_payments(points, "S", tsumo, None if tsumo else "E", players, rounding)
    answer = f"{pays['S']:,}"
    whole = rounded_fan(tenths)
    wrong = [f"{fan_points(tenths + 10, low) * (players - 1):,}", f"{points:,}",
             f"{points * (players - 1):,}", f"{fan_points(max(tenths - 10, 0), low) * 2:,}",
             f"{points * 2:,}", f"{fan_points(tenths + 20, low):,}", f"{points * 3 // 2:,}"]
    split = " + ".join(f"{-v:,}" for s, v in pays.items() if s != "S")
    how = ("self-draw: each other player pays the points" if tsumo else
           f"a discard: the discarder pays them, the others half (rounded {rounding})")
    working = (f"{tenths / 10:g} fan rounds to {whole}; {whole} fan is {points:,} points",
               f"Won by {how}", f"{split} = {pays['S']:,}")
    return CountQuestion(f"South wins with {tenths / 10:g} fan by "
                         f"{'self-draw' if tsumo else 'a discard from East'}. How much does "
                         "South receive in all?", (f"{tenths / 10:g} fan",), answer,
                         _choices(answer, wrong, rng), working)


Count = Callable[[Mapping[str, Any], int, random.Random], CountQuestion]
# The count a variant is drilled in, by the units its scoring table values elements in.
COUNTS: tuple[tuple[str, Count], ...] = (("han", _riichi), ("faan", _hkos),
                                         ("doubles", _classical), ("fan", _uzje))
