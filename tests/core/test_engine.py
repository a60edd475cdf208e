"""The engine's hand loop from stacked walls: draws, discards, calls, wins, refusals."""

from __future__ import annotations

import json

import pytest

from game.core.engine import Game, load_game, save_game
from game.core.table.actions import (
    Chow,
    Continue,
    Discard,
    IllegalAction,
    Kong,
    Pass,
    Pung,
    Ron,
    Tsumo,
)
from game.core.table.events import Called, Dealt, Drew, Won
from game.core.table.state import Phase
from game.core.table.wall import stacked_wall


def riichi_game(hands, draws="", dead="", variant="riichi", options=None):
    probe = Game(variant, options)
    wall = stacked_wall(probe.tileset, probe.rules, hands, draws, dead)
    game = Game(variant, options, seed=1, stacked=[wall])
    events = game.apply(Continue(0))
    return game, events


def tiles(game, text):
    return game.tileset.parse(text)


def test_deal_is_4_4_4_1_and_the_dealer_draws_first():
    game, events = riichi_game(["123m456p789s1122z"], draws="1z")
    counts = [e.count for e in events if isinstance(e, Dealt)]
    assert counts == [4] * 12 + [1] * 4
    drew = [e for e in events if isinstance(e, Drew)]
    assert drew[0].seat == 0 and drew[0].tile == tiles(game, "1z")[0]
    assert game.phase == Phase.ACT and game.state.turn == 0
    assert len(game.state.seats[0].hand) == 14
    assert all(len(s.hand) == 13 for s in game.state.seats[1:])


def test_tsumo_on_a_complete_hand_wins():
    game, _ = riichi_game(["123m456p789s1122z"], draws="1z")
    assert Tsumo(0) in game.legal_actions(0)
    events = game.apply(Tsumo(0))
    won = [e for e in events if isinstance(e, Won)]
    assert won and won[0].by == "tsumo" and won[0].sheet.valid
    assert game.phase == Phase.HAND_END


def test_ron_on_a_yakuhai_shanpon():
    game, _ = riichi_game(["1234m456p789s155z", "123m456p789s5566z"], draws="9m")
    game.apply(Discard(0, tiles(game, "5z")[0]))
    assert game.phase == Phase.CLAIM
    assert Ron(1) in game.legal_actions(1)
    events = game.apply(Ron(1))
    won = [e for e in events if isinstance(e, Won)]
    assert won[0].seat == 1 and won[0].from_seat == 0
    assert game.state.scores[1] > game.state.scores[0]


def test_chow_only_from_the_left_and_kuikae():
    game, _ = riichi_game(["2m" + "5p" * 3 + "19s1234567z", "34m" + "9p" * 2, "34m"], draws="1z")
    two_m = tiles(game, "2m")[0]
    game.apply(Discard(0, two_m))
    three, four = tiles(game, "34m")
    assert Chow(1, (three, four)) in game.legal_actions(1)
    assert not any(isinstance(a, Chow) for a in game.legal_actions(2))
    with pytest.raises(IllegalAction) as err:
        game.apply(Chow(2, (three, four)))
    assert "claim" in err.value.rule
    for seat in game.waiting_on():
        if seat != 1:
            game.apply(Pass(seat))
    events = game.apply(Chow(1, (three, four)))
    assert any(isinstance(e, Called) for e in events)
    assert game.state.turn == 1 and game.phase == Phase.ACT
    # Kuikae: neither the called 2m nor 5m (the other end of 234m) may be discarded.
    allowed = {a.tile for a in game.legal_actions(1) if isinstance(a, Discard)}
    assert two_m not in allowed


def test_pung_from_across_and_open_kong():
    game, _ = riichi_game(["5p19s1234567z1m9m", "", "5p5p9m", "0p"], draws="8m")
    five = tiles(game, "5p")[0]
    game.apply(Discard(0, five))
    legal2 = game.legal_actions(2)
    assert any(isinstance(a, Pung) for a in legal2)
    assert not any(isinstance(a, Kong) for a in legal2)
    pung = next(a for a in legal2 if isinstance(a, Pung))
    for seat in game.waiting_on():
        if seat != 2:
            game.apply(Pass(seat))
    game.apply(pung)
    assert game.state.turn == 2 and game.state.seats[2].melds[0].source == 2


def test_closed_kong_draws_a_replacement_and_flips_a_kan_dora():
    game, _ = riichi_game(["1111m"], draws="2m", dead="3m")
    before = len(game.state.wall.dora_indicators)
    one = tiles(game, "1m")[0]
    events = game.apply(Kong(0, one, "closed"))
    drew = [e for e in events if isinstance(e, Drew)]
    assert drew and drew[0].replacement and drew[0].tile == tiles(game, "3m")[0]
    assert len(game.state.wall.dora_indicators) == before + 1


def test_riichi_locks_the_hand_and_deposits():
    game, _ = riichi_game(["123m456p789s1122z"], draws="9p")
    riichi = [a for a in game.legal_actions(0) if isinstance(a, Discard) and a.riichi]
    assert {a.tile for a in riichi} >= set(tiles(game, "9p"))
    game.apply(Discard(0, tiles(game, "9p")[0], riichi=True))
    while game.phase == Phase.CLAIM:
        game.apply(Pass(game.waiting_on()[0]))
    assert game.state.pot == 1000 and game.state.scores[0] == 24000


@pytest.mark.parametrize("make", [
    lambda g: Discard(0, g.tileset.parse("7z")[0]),  # not in hand
    lambda g: Discard(1, g.state.seats[1].hand[0]),  # not your turn
    lambda g: Continue(0),  # mid-hand
    lambda g: Tsumo(0),  # not complete
    lambda g: Ron(2),  # nothing to claim
    lambda g: Pung(0, tuple(g.tileset.parse("11m"))),
    lambda g: Kong(0, g.tileset.parse("9s")[0], "closed"),
    lambda g: Discard(0, g.state.seats[0].hand[0], riichi=True),  # not ready
    lambda g: Discard(9, g.state.seats[0].hand[0]),  # no such seat
])
def test_illegal_actions_name_a_rule_and_change_nothing(make):
    game, _ = riichi_game(["1234m5678p19s135z"], draws="2z")
    before = game.digest()
    with pytest.raises(IllegalAction) as err:
        game.apply(make(game))
    assert err.value.rule
    assert game.digest() == before


def test_views_hide_the_wall_and_other_hands():
    game, _ = riichi_game(["123m456p789s1122z"], draws="1z")
    view = game.view(1)
    assert view.hand == tuple(game.state.seats[1].hand)
    assert view.seats[0].hand_count == 14
    assert not hasattr(view, "wall")
    assert all(not hasattr(s, "hand") for s in view.seats)


@pytest.mark.parametrize("variant", ["riichi", "hkos", "uzje"])
def test_a_replayed_log_and_a_loaded_save_reach_the_same_state(variant):
    from game.ai.baseline import BaselineAI

    game = Game(variant, seed=5)
    ai = BaselineAI(variant)
    for _ in range(150):
        if game.phase == Phase.MATCH_END:
            break
        seat = game.waiting_on()[0]
        game.apply(ai.choose(game.view(seat), game.legal_actions(seat)))
    replay = Game.from_log(json.loads(json.dumps(game.to_log())))
    assert replay.digest() == game.digest()
    loaded = load_game(json.loads(json.dumps(save_game(game))))
    assert loaded.digest() == game.digest()


def _played(variant: str = "riichi", steps: int = 60) -> Game:
    from game.ai.baseline import BaselineAI

    game = Game(variant, seed=9)
    ai = BaselineAI(variant)
    for _ in range(steps):
        seat = game.waiting_on()[0]
        game.apply(ai.choose(game.view(seat), game.legal_actions(seat)))
    return game


def test_a_save_of_this_form_that_replays_elsewhere_is_refused():
    saved = save_game(_played())
    saved["digest"] = "0" * 64  # as if a rule had changed what the actions lead to
    with pytest.raises(ValueError, match="does not replay"):
        load_game(saved)


def test_a_save_of_an_older_digest_form_is_checked_by_its_replay():
    game = _played()
    older = {k: v for k, v in save_game(game).items() if k != "digest_version"}
    older["digest"] = "f" * 64  # made by another form of the state: not comparable
    assert load_game(older).digest() == game.digest()
    older["actions"] = older["actions"] + [older["actions"][-1]]  # no longer legal here
    with pytest.raises(IllegalAction):
        load_game(older)
