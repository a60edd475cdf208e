"""The ladder's first step measured (heavy, on demand: `pytest -m heavy`): by duplicate
self-play, casual beats beginner at Riichi with a confidence interval below zero. The full
ladder's figures are measured with the selfplay command (docs/opponents.md)."""

from __future__ import annotations

import pytest

from game.ai.duplicate import duplicate


@pytest.mark.heavy
def test_casual_beats_beginner_at_riichi_by_duplicate_play():
    out = duplicate("riichi", 200, 90_000, {"length": "east"}, "casual", "beginner", jobs=2)
    assert out["matches"] == 200
    assert out["paired_rank_difference_ci"][1] < 0
    # the beginner's calls leave hands that cannot win: casual wins more often
    assert out["win_rate"] > out["reference"]["win_rate"]
