"""Superpower matches among the opponents never break the table: invariants after every
action in every variant, each seat's power used only when legal (the engine refuses the rest),
and a powered match's log and autosave give back the same game."""

from __future__ import annotations

import os

import pytest

from game.ai.selfplay import play_match
from game.core.engine import Game, invariants, load_game, save_game
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
    # The log replays, and the autosave reloads, to the very same state.
    assert Game.from_log(game.to_log()).digest() == game.digest()
    assert load_game(save_game(game)).digest() == game.digest()


POWER_SOAK = int(os.environ.get("POWER_SOAK_MATCHES", "40"))


@pytest.mark.heavy
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_power_soak(variant):
    """POWER_SOAK_MATCHES full matches per variant with powers dealt from each seed."""
    options = {"superpowers": True}
    for seed in range(POWER_SOAK):
        game, _ = play_match(variant, seed, options, check=_check)
        assert game.phase == Phase.MATCH_END


def test_every_power_event_reads_back_from_a_record():
    """A record keeps a powered match's events as JSON; each reads back the same."""
    from game.records.events_json import event_from_json, event_json

    seen = []

    def keep(game, events):
        seen.extend(events)

    game, _ = play_match("hkos", 3, {"superpowers": True, "rounds": 1}, check=keep)
    names = {type(e).__name__ for e in seen}
    assert {"PowersDealt", "PowerUsed"} <= names
    powers = {"PowersDealt", "PowerUsed", "PowerRevealed", "TileRedrawn", "TileTraded",
              "FlowerFound"}
    for e in seen:
        if type(e).__name__ in powers:  # (a Won's sheet reads back as its JSON, by design)
            assert event_from_json(event_json(e, game.tileset), game.tileset) == e


@pytest.mark.heavy
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_power_is_used_in_twenty_matches(variant):
    """Dealt at random, every power a variant can play is used in 20 matches (seeds 1-20)."""
    from game.core.engine import Game
    from game.core.model.powers import available

    used = set()
    for seed in range(1, 21):
        _, rec = play_match(variant, seed, {"superpowers": True})
        used.update(p for p, n in zip(rec.powers, rec.power_uses, strict=True) if n)
    probe = Game(variant, {"superpowers": True})
    flowers = any(t.is_bonus for t in probe.tileset.physical_tiles())
    assert used == {p.name for p in available(probe.rules.indicators, flowers)}
