"""The research sight: a strong opponent that sees the threats' true waits rates exactly those
tiles dangerous, and duplicate self-play measures it against its unseeing self."""

from __future__ import annotations

import pytest

from game.ai.baseline import BaselineAI
from game.ai.duplicate import duplicate
from game.ai.levels import make_ai
from game.ai.sight import Seeing
from game.commands.selfplay import run
from game.core.engine import Game
from game.core.hands.shapes import waiting_kinds
from game.core.table.actions import Discard
from game.core.table.state import Phase

EAST = {"length": "east"}


def facing_a_riichi(seed: int) -> tuple[Game, int, int]:
    """A baseline match played until a seat must discard while another has declared riichi:
    (game, the seat to discard, the riichi seat)."""
    game = Game("riichi", EAST, seed)
    ais = [BaselineAI("riichi", game.options) for _ in range(4)]
    while game.phase != Phase.MATCH_END:
        seat = game.waiting_on()[0]
        view, legal = game.view(seat), game.legal_actions(seat)
        riichi = [s.seat for s in view.seats if s.riichi and s.seat != seat]
        if len(riichi) == 1 and not view.me.riichi and any(
                isinstance(a, Discard) for a in legal):
            return game, seat, riichi[0]
        game.apply(ais[seat].choose(view, legal))
    raise AssertionError("no riichi in the match")


def true_waits(game: Game, seat: int) -> set:
    """The riichi's winning kinds, read by the rules engine's own wait finder."""
    st = game.state.seats[seat]
    return set(waiting_kinds(game.ruleset.grammar, st.hand, st.melds))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_waits_sight_rates_the_true_winning_tiles_and_nothing_else(seed):
    game, seat, riichi = facing_a_riichi(seed)
    player = Seeing(make_ai("strong", "riichi", game.options), "waits")
    player.bind(game)
    view, legal = game.view(seat), game.legal_actions(seat)
    found = player.ai.evaluate(view, legal)
    waits = true_waits(game, riichi)
    genbutsu = {d.tile.plain for d in view.seats[riichi].discards}
    assert waits, "a riichi is ready"
    for o in found.options:
        wins = o.tile.plain in waits and o.tile.plain not in genbutsu
        assert o.danger == (1.0 if wins else 0.0), o.tile


@pytest.mark.parametrize("seed", [1, 3])  # a riichi the only threat
def test_readiness_sight_reads_a_riichis_tiles_as_strong_does(seed):
    game, seat, _ = facing_a_riichi(seed)
    view, legal = game.view(seat), game.legal_actions(seat)
    plain = make_ai("strong", "riichi", game.options).evaluate(view, legal)  # type: ignore[attr-defined]
    player = Seeing(make_ai("strong", "riichi", game.options), "readiness")
    player.bind(game)
    seen = player.ai.evaluate(view, legal)
    assert [(o.tile, o.danger) for o in seen.options] == \
        [(o.tile, o.danger) for o in plain.options]


def test_readiness_sight_knows_whether_an_open_hand_is_ready():
    game, seat, riichi = facing_a_riichi(2)  # an open hand that may be ready besides
    view = game.view(seat)
    plain = make_ai("strong", "riichi", game.options).evaluator  # type: ignore[attr-defined]
    player = Seeing(make_ai("strong", "riichi", game.options), "readiness")
    player.bind(game)
    guessed = {t.seat: t.ready for t in plain.threats(view)}
    seen = {t.seat: t.ready for t in player.ai.evaluator.threats(view)}
    assert set(seen) == set(guessed) and len(seen) == 2
    for s, ready in seen.items():
        assert ready == (1.0 if true_waits(game, s) else 0.0)
    assert 0 < guessed[next(s for s in guessed if s != riichi)] < 1


def test_only_strong_and_expert_take_a_sight():
    with pytest.raises(ValueError):
        Seeing(make_ai("casual", "riichi", EAST), "waits")
    with pytest.raises(ValueError):
        Seeing(make_ai("strong", "riichi", EAST), "wall")


def test_duplicate_plays_the_seeing_level_against_its_unseeing_self():
    out = duplicate("riichi", 4, 3, EAST, "strong", "strong", sight="waits")
    assert out["sight"] == "waits"
    # not one level in every seat: each wall sequence is played with the challenger in
    # every seat, and once for reference
    assert out["matches"] == 4 and out["matches_played"] == 8


def test_the_command_refuses_a_sight_it_cannot_give(capsys):
    with pytest.raises(SystemExit):
        run(["--variant", "riichi", "--games", "2", "--sight", "waits"])
    with pytest.raises(SystemExit):
        run(["--variant", "riichi", "--games", "4", "--duplicate", "--level", "casual",
             "--sight", "waits"])
