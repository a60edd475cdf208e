"""Bench section "memory": the peak resident memory of long self-play, each run in a fresh
child process, so that every memo the rules and the AI keep has the whole run to grow.

Goal: 200 Ùzje matches and 100 Riichi matches each peak under 150 MB. The peer is the same
child's peak after its first match: the gap between them is what long play adds.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

from game.benchmarks.measure import game_command

SECTION = "memory"
GOAL_MB = 150.0
RUNS = {"uzje": 200, "riichi": 100}  # matches per run, as the goal states them
QUICK_RUNS = {"uzje": 20, "riichi": 10}


def peak_mb() -> float | None:
    """This process's peak resident memory so far, in MB (None where the OS cannot say)."""
    try:  # Linux: the high-water mark of this program's own memory
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 2**10
    except OSError:
        pass
    try:
        import resource
    except ImportError:  # Windows has no getrusage
        return None
    # Elsewhere getrusage; on Linux it would keep the peak of the process that started us.
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 2**10  # bytes vs KiB


def selfplay_probe(variant: str, matches: int) -> dict[str, Any]:
    """Run in the child: seeded AI self-play, the peak after the first match and at the end."""
    from game.ai.selfplay import play_match

    play_match(variant, 0, None)
    first = peak_mb()
    for seed in range(1, matches):
        play_match(variant, seed, None)
    return {"first_match_mb": first, "peak_mb": peak_mb()}


PROBES = {
    "uzje": lambda n: selfplay_probe("uzje", n),
    "riichi": lambda n: selfplay_probe("riichi", n),
}


def _child(variant: str, matches: int) -> dict[str, Any]:
    child = subprocess.run([*game_command(), "bench", "--probe", f"memory.{variant}",
                            str(matches)], capture_output=True, text=True, timeout=3600)
    if child.returncode != 0:
        tail = child.stderr.strip().splitlines()[-1:] or ["no output"]
        raise RuntimeError("memory probe failed: " + tail[0])
    out: dict[str, Any] = json.loads(child.stdout.strip().splitlines()[-1])
    return out


def run(quick: bool = False) -> dict[str, Any]:
    if peak_mb() is None:
        return {"memory": "not measured: this system reports no peak resident memory"}
    figures: dict[str, Any] = {"memory_goal_mb": GOAL_MB}
    for variant, matches in (QUICK_RUNS if quick else RUNS).items():
        got = _child(variant, matches)
        figures[f"{variant}_{matches}_matches_peak_mb"] = round(got["peak_mb"], 1)
        figures[f"{variant}_first_match_peak_mb"] = round(got["first_match_mb"], 1)
    return figures
