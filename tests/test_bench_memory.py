"""bench memory: the probe measures a real run in a child process and reports its peak."""

from __future__ import annotations

import sys

import pytest

from game.benchmarks import memory


@pytest.mark.skipif(sys.platform == "win32", reason="no getrusage on Windows")
def test_the_memory_section_reports_each_runs_peak_from_a_child(monkeypatch):
    monkeypatch.setattr(memory, "QUICK_RUNS", {"riichi": 2})
    # This process holds 200 MB while the child runs: the child's figure must be its own
    # (Linux's getrusage would report the starting process's peak through fork and exec).
    ballast = bytearray(200 * 2**20)
    ballast[::4096] = b"\1" * len(ballast[::4096])
    figures = memory.run(quick=True)
    first, peak = figures["riichi_first_match_peak_mb"], figures["riichi_2_matches_peak_mb"]
    assert 20 < first <= peak < memory.GOAL_MB < (memory.peak_mb() or 0)
    del ballast
