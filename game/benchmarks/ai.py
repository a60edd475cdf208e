"""Bench section "ai": the baseline AI's decision time per variant and Riichi self-play speed."""

from __future__ import annotations

import time
from typing import Any

from game.ai.baseline import BaselineAI
from game.ai.selfplay import play_match
from game.benchmarks import percentile
from game.core.engine import Game
from game.core.table.state import Phase
from game.core.variants import VARIANTS

SECTION = "ai"


def decision_times(variant: str, decisions: int, seed: int = 0,
                   clock=time.process_time) -> list[float]:
    """Seconds per AI decision (view + legal actions + choice) over seeded self-play, by
    this process's CPU clock (one core; the machine may be shared)."""
    out: list[float] = []
    game = Game(variant, seed=seed)
    ai = BaselineAI(variant)
    while len(out) < decisions:
        if game.phase == Phase.MATCH_END:
            seed += 1
            game = Game(variant, seed=seed)
        seat = game.waiting_on()[0]
        start = clock()
        action = ai.choose(game.view(seat), game.legal_actions(seat))
        out.append(clock() - start)
        game.apply(action)
    return out


def run(quick: bool = False) -> dict[str, Any]:
    decisions = 300 if quick else 3000
    p99 = {v: round(1000 * percentile(decision_times(v, decisions), 99), 3) for v in VARIANTS}
    matches = 1 if quick else 5
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in range(matches):
        play_match("riichi", 1000 + seed, {"length": "east_south"})
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {
        "ai_decision_ms_p99": p99,
        # One core: matches per second of this process's CPU time (the machine is shared).
        "selfplay_matches_per_s": round(matches / cpu, 3),
        "selfplay_matches_per_s_wall": round(matches / wall, 3),
    }
