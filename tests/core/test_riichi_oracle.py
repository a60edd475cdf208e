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

The oracle also runs under each preset whose hand-scoring rules the package can express
(kuitan, red fives or none, double yakuman or not, counted yakuman or sanbaiman, kiriage):
Riichi's Sparrow, Tenhou, Mahjong Soul, M-League and EMA, Sanma's Sparrow, Tenhou and Mahjong
Soul. WRC's and EMA's yakuman do not add up, which the package cannot say: under those the
hands the package scores as two or more yakuman are left out, every other hand is compared. Without
red fives (WRC, EMA) the generated red fives are played as plain fives.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from game.benchmarks.riichi_samples import random_win
from game.benchmarks.scoring import to_peer
from game.core.model.melds import Meld
from game.core.model.sheet import WinSituation
from game.core.model.tiles import MPSZ
from game.core.variants import get_variant

mahjong = pytest.importorskip("mahjong")
from mahjong.hand_calculating.hand import HandCalculator  # noqa: E402


def _plain(s: WinSituation) -> WinSituation:
    """The win with every red five a plain five (rules without red fives)."""
    def melds(ms: tuple[Meld, ...]) -> tuple[Meld, ...]:
        return tuple(replace(m, tiles=tuple(t.plain for t in m.tiles)) for m in ms)
    return replace(s, hand=tuple(t.plain for t in s.hand), win_tile=s.win_tile.plain,
                   melds=melds(s.melds))


def _compare(n: int, seed: int, sanma: bool, kiriage: bool = False,
             given: dict[str, Any] | None = None) -> tuple[int, list[str]]:
    variant = get_variant("sanma" if sanma else "riichi")
    options = variant.resolve(given if given is not None else {"kiriage": kiriage})
    rng = random.Random(seed)
    failures: list[str] = []
    for _ in range(n):
        s = random_win(rng, sanma)
        if not options["red_fives"]:
            s = _plain(s)
        ours = variant.score(s, options)
        peer = HandCalculator.estimate_hand_value(**to_peer(s, sanma, options=options))
        if not options["multiple_yakuman"] and not peer.error and peer.han >= 26:
            continue  # several yakuman adding up: the package knows no other way
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


@pytest.mark.parametrize("preset", ["tenhou", "mahjong_soul", "m_league", "wrc", "ema"])
def test_riichi_presets_agree_with_the_package(preset: str) -> None:
    n, failures = _compare(600, seed=11, sanma=False, given={"preset": preset})
    assert not failures, f"{preset}: {len(failures)} of {n} differ:\n" + "\n".join(failures[:10])


@pytest.mark.parametrize("preset", ["tenhou", "mahjong_soul"])
def test_sanma_presets_agree_with_the_package(preset: str) -> None:
    n, failures = _compare(400, seed=12, sanma=True, given={"preset": preset})
    assert not failures, f"{preset}: {len(failures)} of {n} differ:\n" + "\n".join(failures[:10])


@pytest.mark.heavy
def test_riichi_agrees_with_the_package_on_20000_hands() -> None:
    n, failures = _compare(20000, seed=2026, sanma=False)
    n2, failures2 = _compare(2000, seed=2027, sanma=False, kiriage=True)
    assert not failures + failures2, "\n".join((failures + failures2)[:20])


@pytest.mark.heavy
def test_sanma_agrees_with_the_package_on_5000_hands() -> None:
    n, failures = _compare(5000, seed=2028, sanma=True)
    assert not failures, f"{len(failures)} of {n} differ:\n" + "\n".join(failures[:20])
