"""The baseline AI: legal in every variant, takes wins, declares riichi, calls to improve."""

from __future__ import annotations

import pytest

from game.ai.baseline import BaselineAI
from game.core.engine import Game
from game.core.table.actions import Continue, Discard, Ron, Tsumo
from game.core.table.state import Phase
from game.core.table.wall import stacked_wall
from game.core.variants import VARIANTS


def stacked(variant, hands, draws=""):
    probe = Game(variant)
    game = Game(variant, seed=1, stacked=[stacked_wall(probe.tileset, probe.rules, hands, draws)])
    game.apply(Continue(0))
    return game


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_choice_is_legal(variant):
    game = Game(variant, seed=2)
    ai = BaselineAI(variant)
    for _ in range(300):
        if game.phase == Phase.MATCH_END:
            break
        seat = game.waiting_on()[0]
        legal = game.legal_actions(seat)
        action = ai.choose(game.view(seat), legal)
        assert action in legal
        game.apply(action)


def test_takes_a_tsumo():
    game = stacked("riichi", ["123m456p789s1122z"], draws="1z")
    assert isinstance(BaselineAI("riichi").choose(game.view(0), game.legal_actions(0)), Tsumo)


def test_takes_a_ron():
    game = stacked("riichi", ["1234m456p789s155z", "123m456p789s5566z"], draws="9m")
    game.apply(Discard(0, game.tileset.parse("5z")[0]))
    action = BaselineAI("riichi").choose(game.view(1), game.legal_actions(1))
    assert isinstance(action, Ron)


def test_declares_riichi_when_ready():
    game = stacked("riichi", ["123m456p789s1122z"], draws="9p")
    action = BaselineAI("riichi").choose(game.view(0), game.legal_actions(0))
    assert isinstance(action, Discard) and action.riichi and action.tile.rank == 9


def test_uses_the_view_only():
    game = Game("riichi", seed=4)
    game.apply(Continue(0))
    view = game.view(0)
    assert not hasattr(view, "wall") and all(not hasattr(s, "hand") for s in view.seats)
