"""Riichi and Sanma scoring agree with the `mahjong` package (MIT) on seeded random wins.

Every hand is a random composition of melds and a pair (or seven pairs, kokushi, nine gates)
with a random situation: closed or open (chii, pon, open and closed kan), ron or tsumo,
seat and round wind, riichi / double riichi, ippatsu, haitei / houtei, rinshan, chankan,
tenhou / chiihou, dora and kan dora indicators, ura dora, red fives and, in sanma, North
extraction. Han, fu and points must be equal, and so must the refusals ("no yaku").

The package's options are aligned in `game.benchmarks.scoring.to_peer` (each alignment is
listed there). Rules the package cannot express, and what that excludes:
- sanma's `tsumo_loss` off (the missing share split between the payers): the package only
  knows tsumo loss, so the oracle runs with our default (tsumo loss on); the split is proven
  by hand in test_riichi_scoring.py. No hand is excluded.
- honba and riichi sticks are settlement (variants/riichi/settlement.py), not the hand's points; the
  package is called with none (its sanma ron honba is 200, ours 300 as riichi.md's "everything
  else as 4-player"). No hand is excluded.
Nothing else is excluded: every generated hand is compared.
"""

from __future__ import annotations

import random

import pytest

from game.benchmarks.riichi_samples import random_win
from game.benchmarks.scoring import to_peer
from game.core.model.tiles import MPSZ
from game.core.variants import get_variant

mahjong = pytest.importorskip("mahjong")
from mahjong.hand_calculating.hand import HandCalculator  # noqa: E402


def _compare(n: int, seed: int, sanma: bool, kiriage: bool = False) -> tuple[int, list[str]]:
    variant = get_variant("sanma" if sanma else "riichi")
    options = variant.resolve({"kiriage": kiriage})
    rng = random.Random(seed)
    failures: list[str] = []
    for _ in range(n):
        s = random_win(rng, sanma)
        ours = variant.score(s, options)
        peer = HandCalculator.estimate_hand_value(**to_peer(s, sanma, kiriage))
        if peer.error:
            expected: tuple = ("refused", "no yaku" if peer.error == "no_yaku" else peer.error)
            got: tuple = ("refused", ours.reason) if not ours.valid else ("valid", ours.total)
        else:
            multiple = ours.total.get("yakuman", 0)
            expected = (peer.han, None if multiple else peer.fu, peer.cost["total"])
            got = (13 * multiple if multiple else ours.total.get("han"),
                   None if multiple else ours.total.get("fu"), ours.points)
        if expected != got:
            melds = " ".join(MPSZ.format(m.tiles) + ("" if m.open else "(closed)")
                             for m in s.melds)
            failures.append(
                f"{MPSZ.format(s.hand)} [{melds}] win {MPSZ.format([s.win_tile])} {s.by} "
                f"seat {s.seat_wind} round {s.round_wind} {sorted(s.flags)} dora "
                f"{MPSZ.format(s.dora_indicators) if s.dora_indicators else '-'} ura "
                f"{MPSZ.format(s.ura_indicators) if s.ura_indicators else '-'} north "
                f"{s.north_extracted}: package {expected}, ours {got} "
                f"{[(e.name, e.value) for e in ours.elements]}")
    return n, failures


def test_riichi_agrees_with_the_package() -> None:
    n, failures = _compare(2500, seed=1, sanma=False)
    assert not failures, f"{len(failures)} of {n} differ:\n" + "\n".join(failures[:10])


def test_riichi_with_kiriage_agrees_with_the_package() -> None:
    n, failures = _compare(500, seed=2, sanma=False, kiriage=True)
    assert not failures, f"{len(failures)} of {n} differ:\n" + "\n".join(failures[:10])


def test_sanma_agrees_with_the_package() -> None:
    n, failures = _compare(1000, seed=3, sanma=True)
    assert not failures, f"{len(failures)} of {n} differ:\n" + "\n".join(failures[:10])


@pytest.mark.heavy
def test_riichi_agrees_with_the_package_on_20000_hands() -> None:
    n, failures = _compare(20000, seed=2026, sanma=False)
    n2, failures2 = _compare(2000, seed=2027, sanma=False, kiriage=True)
    assert not failures + failures2, "\n".join((failures + failures2)[:20])


@pytest.mark.heavy
def test_sanma_agrees_with_the_package_on_5000_hands() -> None:
    n, failures = _compare(5000, seed=2028, sanma=True)
    assert not failures, f"{len(failures)} of {n} differ:\n" + "\n".join(failures[:20])
