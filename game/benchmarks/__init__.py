"""Benchmark sections for `python -m game bench`. Each module has SECTION and run() -> dict,
and is named in `sections()`.

Figures are medians and p99 of measured runs, with a peer measured in the same run where
one exists. A section that cannot run says why instead of reporting a number.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable, Sequence
from types import ModuleType


def sections() -> dict[str, ModuleType]:
    """Every section by name. Imported by name here, not discovered on disk, so a bundled
    build (where the package is no folder) has them all too."""
    from game.benchmarks import ai, scoring, shanten, tiles, ui

    return {m.SECTION: m for m in sorted((ai, scoring, shanten, tiles, ui),
                                         key=lambda m: m.SECTION)}


def game_command() -> list[str]:
    """How to start this game as a child process: the bundle's own program, or Python."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "game"]


def percentile(samples: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) by nearest rank."""
    ordered = sorted(samples)
    if not ordered:
        return float("nan")
    k = max(0, min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def time_each(fn: Callable[[], object], repeat: int) -> list[float]:
    """Seconds taken by each of `repeat` calls."""
    out = []
    clock = time.perf_counter
    for _ in range(repeat):
        start = clock()
        fn()
        out.append(clock() - start)
    return out


def median(samples: Sequence[float]) -> float:
    return statistics.median(samples)
