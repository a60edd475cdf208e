"""Superpower balance in self-play: for each power, how often its holders used it and how
they placed (the `powers` table of `selfplay --json`)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from game.ai.selfplay import MatchRecord
from game.ai.stats import cluster_ratio


def power_table(records: Sequence[MatchRecord]) -> dict[str, dict[str, Any]]:
    """Per power: seats that held it, uses (in all and per holder), average rank and points
    of its holders with a 95% interval on the rank (holders of one match are one cluster)."""
    held: dict[str, list[list[float]]] = {}
    points: dict[str, list[int]] = {}
    uses: dict[str, int] = {}
    for r in records:
        by_power: dict[str, list[float]] = {}
        for seat, name in enumerate(r.powers):
            by_power.setdefault(name, []).append(float(r.ranks[seat]))
            points.setdefault(name, []).append(r.scores[seat])
            uses[name] = uses.get(name, 0) + r.power_uses[seat]
        for name, ranks in by_power.items():
            held.setdefault(name, []).append(ranks)
    out: dict[str, dict[str, Any]] = {}
    for name in sorted(held):
        rank = cluster_ratio([sum(r) for r in held[name]], [len(r) for r in held[name]])
        seats = len(points[name])
        out[name] = {"holders": seats, "uses": uses[name], "uses_per_holder": uses[name] / seats,
                     "average_rank": rank.value,
                     "average_rank_ci": [x if math.isfinite(x) else None for x in rank.ci],
                     "average_points": sum(points[name]) / seats}
    return out
