"""Shanten speed: ours against the `mahjong` package on the same seeded random Riichi hands,
ukeire of every discard, and Ùzje (all tongs) shanten warm and with cold caches."""

from __future__ import annotations

import random
import time
from typing import Any

from game.benchmarks import median, percentile, time_each
from game.core import shanten as sh
from game.core.variants import get_variant

SECTION = "shanten"
SEED = 20261122


def random_hands(kinds: int, size: int, count: int, rng: random.Random) -> list[list[int]]:
    wall = [k for k in range(kinds) for _ in range(4)]
    hands = []
    for _ in range(count):
        counts = [0] * kinds
        for k in rng.sample(wall, size):
            counts[k] += 1
        hands.append(counts)
    return hands


def flush_hands(kinds: int, suits: list[range], size: int, count: int, rng: random.Random
                ) -> list[list[int]]:
    """Hands of mostly one suit: 10-14 tiles of it, the rest anywhere."""
    hands = []
    for _ in range(count):
        suit = rng.choice(suits)
        counts = [0] * kinds
        inside = rng.randint(10, size)
        for k in rng.sample([k for k in suit for _ in range(4)], inside):
            counts[k] += 1
        rest = [k for k in range(kinds) for _ in range(4 - counts[k])]
        for k in rng.sample(rest, size - inside):
            counts[k] += 1
        hands.append(counts)
    return hands


def _rate(fn: Any, hands: list[Any], rounds: int) -> float:
    """Hands per second: the median of `rounds` timed passes over all hands."""
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        for h in hands:
            fn(h)
        times.append(time.perf_counter() - start)
    return len(hands) / median(times)


def run(quick: bool = False) -> dict[str, Any]:
    rng = random.Random(SEED)
    out: dict[str, Any] = {}
    riichi = get_variant("riichi")
    grammar = riichi.grammar(riichi.resolve({}))
    n_hands = 2000 if quick else 20000
    rounds = 3 if quick else 7
    warm = random_hands(34, 13, 2000, rng)
    hands = random_hands(34, 13, n_hands, rng)  # not the warm-up hands
    for h in warm:
        sh.shanten(grammar, h)
    out["shanten_per_s"] = _rate(lambda h: sh.shanten(grammar, h), hands, rounds)
    try:
        from mahjong.shanten import Shanten
    except ImportError:
        out["peer_mahjong_shanten_per_s"] = "mahjong package not installed"
    else:
        peer_hands = hands[: n_hands // 4]
        out["peer_mahjong_shanten_per_s"] = _rate(Shanten.calculate_shanten, peer_hands, rounds)
        out["peer_ratio"] = out["shanten_per_s"] / out["peer_mahjong_shanten_per_s"]

    fourteen = random_hands(34, 14, 300 if quick else 2000, rng)
    for h in fourteen[:100]:
        sh.discards(grammar, h)
    fresh = fourteen[100:]
    samples: list[float] = []
    for h in fresh:
        samples.extend(time_each(lambda h=h: sh.discards(grammar, h), 1))
    out["ukeire_ms_p50"] = median(samples) * 1e3
    out["ukeire_ms_p99"] = percentile(samples, 99) * 1e3

    uzje = get_variant("uzje")
    ug = uzje.grammar(uzje.resolve({"all_tongs": True}))
    kinds = len(ug.kinds)
    suits = [range(0, 16), range(16, 32), range(32, 48)]
    uz_hands = random_hands(kinds, 14, 300 if quick else 3000, rng)
    for h in uz_hands[:100]:
        sh.shanten(ug, h)
    out["uzje_shanten_per_s"] = _rate(lambda h: sh.shanten(ug, h), uz_hands[100:], 3)
    cold = random_hands(kinds, 14, 60 if quick else 300, rng)
    cold += flush_hands(kinds, suits, 14, 20 if quick else 100, rng)
    rng.shuffle(cold)
    cold_times = []
    for h in cold:
        sh.clear_caches()
        cold_times.extend(time_each(lambda h=h: sh.shanten(ug, h), 1))
    out["uzje_shanten_ms_p50_cold"] = median(cold_times) * 1e3
    out["uzje_shanten_ms_p99"] = percentile(cold_times, 99) * 1e3
    return out
