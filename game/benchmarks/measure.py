"""What every bench section measures with: percentiles, medians, timed calls, and how to
start this game as a child process."""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable, Sequence


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
