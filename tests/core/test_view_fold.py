"""A seat's view is exactly what the events it was shown add up to: after every action of
seeded AI matches in every variant, `Game.view(seat)` equals the view folded from
`events_for(events, seat)`. So the events carry everything a seat may know, and no more."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.selfplay import play_match
from game.core.table.events import events_for
from game.core.table.view_fold import ViewFold

CASES = [("riichi", 11, {}), ("sanma", 11, {}), ("space", 11, {}), ("hkos", 11, {}),
         ("classical", 11, {"rounds": 1}), ("uzje", 11, {}), ("uzje", 12, {"players": 3}),
         ("sanma", 12, {"length": "east"}), ("riichi", 12, {"length": "east"})]


def fold_every_view(variant: str, seed: int, options: dict) -> int:
    """Play a seeded match, checking every seat's folded view after every action; returns
    how many actions were checked."""
    folds: list[ViewFold] = []
    checked = 0

    def check(game, events):
        nonlocal checked
        if not folds:
            folds.extend(ViewFold(s, game.rules.players, game.rules.start_points, game.rules,
                                  game.tileset, game.grammar)
                         for s in range(game.rules.players))
        for fold in folds:
            for e in events_for(events, fold.seat):
                fold.apply(e)
            assert fold.view() == game.view(fold.seat), (
                f"seat {fold.seat} after {type(events[-1]).__name__} (action {checked})")
        checked += 1

    play_match(variant, seed, options, check=check)
    return checked


@pytest.mark.parametrize("variant,seed,options", CASES,
                         ids=[f"{v}-{s}-{len(o)}" for v, s, o in CASES])
def test_every_view_is_the_fold_of_the_events_its_seat_was_shown(variant, seed, options):
    assert fold_every_view(variant, seed, options) > 50


ONE_ROUND = {"classical": {"rounds": 1}, "hkos": {"rounds": 1}, "uzje": {"length": "set"}}


@pytest.mark.parametrize("variant", ["riichi", "sanma", "space", "hkos", "classical", "uzje"])
def test_powers_show_each_seat_what_its_events_say_and_no_more(variant):
    """Superpowers on, dealt from the seed: what a power reveals or swaps reaches its owner's
    view through its owner's events alone."""
    options = {**ONE_ROUND.get(variant, {"length": "east"}), "superpowers": True}
    assert fold_every_view(variant, 21, options) > 50


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["riichi", "sanma", "space", "hkos", "classical", "uzje"]),
       st.integers(0, 2**31), st.booleans())
def test_views_fold_from_events_in_any_seeded_east_round(variant, seed, powers):
    one_round = {**ONE_ROUND.get(variant, {"length": "east"}), "superpowers": powers}
    fold_every_view(variant, seed, one_round)
