"""Steps of the ladder that hold, measured (heavy, on demand: `pytest -m heavy`): by
duplicate self-play, casual beats beginner at Riichi and Classical, strong beats normal in
Riichi, Space and Hong Kong, and the expert beats three baselines at Riichi, each with a
confidence interval below zero. The full ladder's figures are measured with the selfplay
command (docs/opponents.md)."""

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


@pytest.mark.heavy
def test_casual_beats_beginner_at_classical_over_1200_matches():
    """A small step (casual's plans toward Classical's doubles): 1200 matches to see it."""
    out = duplicate("classical", 1200, 9000, {"rounds": 1}, "casual", "beginner", jobs=2)
    assert out["paired_rank_difference_ci"][1] < 0


@pytest.mark.heavy
def test_strong_beats_normal_at_riichi_over_1200_matches():
    """Strong values riichi by its measured worth and keeps its red fives (seed 9000, as in
    docs/opponents.md); the step is small, so it takes 1200 matches to see."""
    out = duplicate("riichi", 1200, 9000, {"length": "east"}, "strong", "normal", jobs=2)
    assert out["paired_rank_difference_ci"][1] < 0


@pytest.mark.heavy
@pytest.mark.parametrize(("variant", "options"), [
    ("space", {"length": "east"}),
    ("hkos", {"rounds": 1}),
])
def test_strong_beats_normal_by_duplicate_play(variant, options):
    """Strong's expected-value push/fold and plan-restricted reading beat normal's
    push/fold by shanten (measured with seed 9000 as in docs/opponents.md)."""
    out = duplicate(variant, 400, 9000, options, "strong", "normal", jobs=2)
    assert out["paired_rank_difference_ci"][1] < 0


@pytest.mark.heavy
def test_expert_beats_three_baselines_at_riichi_and_deals_in_less():
    out = duplicate("riichi", 400, 9000, {"length": "east"}, "expert", "baseline", jobs=2)
    assert out["paired_rank_difference_ci"][1] < 0
    assert out["deal_in_rate"] < out["reference"]["deal_in_rate"]
