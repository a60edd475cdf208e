"""Benchmark sections for `python -m game bench`. Each module has SECTION and run() -> dict,
and is named in `sections()`.

Figures are medians and p99 of measured runs, with a peer measured in the same run where
one exists. A section that cannot run says why instead of reporting a number.
"""

from __future__ import annotations

from types import ModuleType


def sections() -> dict[str, ModuleType]:
    """Every section by name. Imported by name here, not discovered on disk, so a bundled
    build (where the package is no folder) has them all too."""
    from game.benchmarks import ai, memory, records, scoring, shanten, tiles, ui

    return {m.SECTION: m for m in sorted((ai, memory, records, scoring, shanten, tiles, ui),
                                         key=lambda m: m.SECTION)}
