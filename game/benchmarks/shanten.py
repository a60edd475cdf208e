"""Shanten speed: ours against the `mahjong` package on the same seeded random Riichi hands,
ukeire of every discard, and Ùzje (all tongs) shanten warm and with cold caches, and its
discard advice."""

from __future__ import annotations

import random
import time
from functools import partial
from typing import Any

from game.benchmarks.measure import median, percentile, time_each
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


def _rate(fn: Any, batches: list[list[Any]]) -> float:
    """Hands per second: the median over batches, each a timed pass over hands never seen
    before (no memo of an earlier pass helps)."""
    times = []
    for hands in batches:
        start = time.perf_counter()
        for h in hands:
            fn(h)
        times.append(time.perf_counter() - start)
    return len(batches[0]) / median(times)


def run(quick: bool = False) -> dict[str, Any]:
    rng = random.Random(SEED)
    out: dict[str, Any] = {}
    riichi = get_variant("riichi")
    grammar = riichi.grammar(riichi.resolve({}))
    n_hands = 2000 if quick else 10000
    rounds = 3 if quick else 5
    warm = random_hands(34, 13, 2000, rng)
    batches = [random_hands(34, 13, n_hands, rng) for _ in range(rounds)]
    for h in warm:
        sh.shanten(grammar, h)
    out["shanten_per_s"] = _rate(lambda h: sh.shanten(grammar, h), batches)
    try:
        from mahjong.shanten import Shanten
    except ImportError:
        out["peer_mahjong_shanten_per_s"] = "mahjong package not installed"
    else:
        peer = [b[: n_hands // 4] for b in batches]  # the same hands, a quarter of each
        out["peer_mahjong_shanten_per_s"] = _rate(Shanten.calculate_shanten, peer)
        out["peer_ratio"] = out["shanten_per_s"] / out["peer_mahjong_shanten_per_s"]

    fourteen = random_hands(34, 14, 300 if quick else 2000, rng)
    for h in fourteen[:100]:
        sh.discards(grammar, h)
    fresh = fourteen[100:]
    samples: list[float] = []
    for h in fresh:
        samples.extend(time_each(partial(sh.discards, grammar, h), 1))
    out["ukeire_ms_p50"] = median(samples) * 1e3
    out["ukeire_ms_p99"] = percentile(samples, 99) * 1e3

    uzje = get_variant("uzje")
    ug = uzje.grammar(uzje.resolve({"all_tongs": True}))
    kinds = len(ug.kinds)
    suits = [range(0, 16), range(16, 32), range(32, 48)]
    for h in random_hands(kinds, 14, 100, rng):
        sh.shanten(ug, h)
    uz_batches = [random_hands(kinds, 14, 200 if quick else 1000, rng) for _ in range(3)]
    out["uzje_shanten_per_s"] = _rate(lambda h: sh.shanten(ug, h), uz_batches)
    cold = random_hands(kinds, 14, 60 if quick else 300, rng)
    cold += flush_hands(kinds, suits, 14, 20 if quick else 100, rng)
    rng.shuffle(cold)
    cold_times = []
    for h in cold:
        sh.clear_caches()
        cold_times.extend(time_each(partial(sh.shanten, ug, h), 1))
    out["uzje_shanten_ms_p50_cold"] = median(cold_times) * 1e3
    out["uzje_shanten_ms_p99"] = percentile(cold_times, 99) * 1e3

    # discard advice for an Ùzje hand (all tongs), as the AI asks it: warm, each hand new
    uz_fourteen = random_hands(kinds, 14, 300 if quick else 2000, rng)
    for h in uz_fourteen[:100]:
        sh.discards(ug, h)
    uz_samples: list[float] = []
    for h in uz_fourteen[100:]:
        uz_samples.extend(time_each(partial(sh.discards, ug, h), 1))
    out["uzje_discards_ms_p50"] = median(uz_samples) * 1e3
    out["uzje_discards_ms_p99"] = percentile(uz_samples, 99) * 1e3
    return out
