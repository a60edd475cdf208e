"""Superpower matches among the opponents never break the table: invariants after every
action in every variant, each seat's power used only when legal (the engine refuses the rest)."""

from __future__ import annotations

import os

import pytest

from game.ai.selfplay import play_match
from game.core.engine import invariants
from game.core.table.state import Phase
from game.core.variants import VARIANTS

SHORT = {"riichi": {"length": "east"}, "sanma": {"length": "east"},
         "space": {"length": "east"}, "classical": {"rounds": 1}}


def _check(game, events):
    invariants.check(game)


def _powered(variant: str) -> dict:
    return {**SHORT.get(variant, {}), "superpowers": True}


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_powered_match_keeps_every_invariant(variant):
    game, record = play_match(variant, 17, _powered(variant), check=_check)
    assert game.phase == Phase.MATCH_END
    assert sorted(record.ranks) == list(range(1, game.rules.players + 1))
    assert sum(record.power_uses) > 0


POWER_SOAK = int(os.environ.get("POWER_SOAK_MATCHES", "40"))


@pytest.mark.heavy
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_power_soak(variant):
    """POWER_SOAK_MATCHES full matches per variant with powers dealt from each seed."""
    options = {"superpowers": True}
    for seed in range(POWER_SOAK):
        game, _ = play_match(variant, seed, options, check=_check)
        assert game.phase == Phase.MATCH_END
