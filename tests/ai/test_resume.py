"""A match resumed from its save, with new opponents, goes on exactly as the same match goes
on uninterrupted: an opponent's choice hangs on the view and its legal actions only, never on
what it was asked earlier in the match (the engine is deterministic from its seed; so must the
opponents be)."""

from __future__ import annotations

import json

import pytest

from game.ai import plans
from game.ai.baseline import BaselineAI
from game.ai.levels import make_ai
from game.ai.selfplay import play_match
from game.core.engine import Game, load_game, save_game
from game.core.table.state import Phase
from game.core.variants import VARIANTS
from game.records.events_json import events_json

# Each seat at another level, as on the table; the baseline (self-play's) plays apart.
LINEUPS = (("baseline",) * 4, ("strong", "normal", "casual", "expert"))
EVERY = 20  # a save every this many actions, from the tenth on: most fall mid-hand
SAVES = 10  # saves in each match (or as many as it is long enough for)
AFTER = 30  # actions compared after each save


def _opponents(game: Game, levels: tuple[str, ...]) -> dict:
    # as the table makes them (no deadline: a clock would make any match differ)
    return {seat: make_ai(levels[seat], game.variant.id, game.options,
                          seed=game.state.seed * 10 + seat)
            for seat in range(game.rules.players)}


def _step(game: Game, players: dict) -> list:
    seat = game.waiting_on()[0]
    return game.apply(players[seat].choose(game.view(seat), game.legal_actions(seat)))


@pytest.mark.parametrize("lineup", LINEUPS, ids=lambda levels: "-".join(sorted(set(levels))))
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_resumed_match_goes_on_as_the_uninterrupted_one(variant, lineup, monkeypatch):
    game = Game(variant, None, seed=3)
    players = _opponents(game, lineup)
    saves: list[tuple[int, dict, int]] = []  # (action, the save as its file holds it, events)
    events: list = []
    actions = 0
    while game.phase != Phase.MATCH_END and actions < SAVES * EVERY + AFTER:
        if actions % EVERY == EVERY // 2 and len(saves) < SAVES:
            saves.append((actions, json.loads(json.dumps(save_game(game))), len(events)))
        events += _step(game, players)
        actions += 1
    whole = events_json(events, game.tileset)
    assert len(saves) >= 5, "the match is long enough to be saved mid-hand several times"

    differ = []
    for at, saved, before in saves:
        # a new process: new opponents, and no rules' planner learnt by this one's
        monkeypatch.setattr(plans, "_PLANNERS", {})
        resumed = load_game(saved)
        fresh = _opponents(resumed, lineup)
        later: list = []
        for _ in range(AFTER):
            if resumed.phase == Phase.MATCH_END:
                break
            later += _step(resumed, fresh)
        if events_json(later, game.tileset) != whole[before:before + len(later)]:
            differ.append(at)
    assert differ == [], f"resumed at these actions, the match went on otherwise: {differ}"


def _views(variant: str, every: int = 7, most: int = 12) -> list:
    """Views of seats to act, taken through a seeded baseline match (Norths set aside,
    dora turned, seats and rounds moving on)."""
    views: list = []

    def take(game: Game, events: list) -> None:
        if len(game.state.log) % every == 0 and game.waiting_on() and len(views) < most:
            views.append(game.view(game.waiting_on()[0]))

    play_match(variant, 4, check=take)
    return views


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_what_the_opponents_learn_does_not_hang_on_the_view_they_learnt_it_from(variant):
    # A memo keyed on less than its answer reads gives a new opponent (a resumed match's)
    # another answer than the one that learnt it earlier in the hand.
    game = Game(variant, None, seed=4)

    def planner() -> plans.Planner:
        return plans.Planner(game.variant, game.options, game.variant.grammar(game.options),
                             game.variant.tileset(game.options))

    warm, warm_value = planner(), BaselineAI(variant, game.options).value
    for view in _views(variant):
        fresh, fresh_value = planner(), BaselineAI(variant, game.options).value
        assert warm.bonus_han(view) == fresh.bonus_han(view)
        for closed in (True, False):
            assert warm._learnt(view, closed) == fresh._learnt(view, closed)
            assert warm_value.sufficient_plans(view, closed) == \
                fresh_value.sufficient_plans(view, closed)
