"""Benchmark sections for `python -m game bench`. Each module has SECTION and run() -> dict.

Figures are medians and p99 of measured runs, with a peer measured in the same run where
one exists. A section that cannot run says why instead of reporting a number.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence


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
