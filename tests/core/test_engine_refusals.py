"""Every kind of refusal names its rule and leaves the state's digest unchanged."""

from __future__ import annotations

import pytest

from game.core.engine import Game
from game.core.table.actions import (
    AbortHand,
    Chow,
    Continue,
    Discard,
    ExtractNorth,
    IllegalAction,
    Pass,
    RevealBonus,
    Ron,
)
from game.core.table.state import Phase
from game.core.table.wall import stacked_wall


def setup(variant, hands, draws="", options=None):
    probe = Game(variant, options)
    game = Game(variant, options, seed=1,
                stacked=[stacked_wall(probe.tileset, probe.rules, hands, draws)])
    game.apply(Continue(0))
    return game


def one(game, text):
    return game.tileset.parse(text)[0]


def refused(game, action, words):
    before = game.digest()
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert game.digest() == before
    assert words in err.value.rule, err.value.rule


def pass_all(game):
    while game.phase in (Phase.CLAIM, Phase.ROB_KONG):
        game.apply(Pass(game.waiting_on()[0]))


def test_claim_window_refusals():
    game = setup("riichi", ["2m19p19s1234567z", "34m", "34m"], draws="9m")
    game.apply(Discard(0, one(game, "2m")))
    refused(game, Discard(1, one(game, "3m")), "Pass")  # no discards in a claim window
    refused(game, Pass(0), "no claim")
    game.apply(Pass(1))
    refused(game, Pass(1), "already answered")


def test_kuikae_refusal():
    game = setup("riichi", ["2m19p19s1234567z", "34m5m2m"], draws="9m")
    game.apply(Discard(0, one(game, "2m")))
    for seat in game.waiting_on():
        if seat != 1:
            game.apply(Pass(seat))
    game.apply(Chow(1, (one(game, "3m"), one(game, "4m"))))
    refused(game, Discard(1, one(game, "2m")), "kuikae")
    refused(game, Discard(1, one(game, "5m")), "kuikae")


def test_riichi_lock_refusal():
    game = setup("riichi", ["123m456p789s1122z"], draws="9p" + "7z" * 3 + "8s")
    game.apply(Discard(0, one(game, "9p"), riichi=True))
    pass_all(game)
    for _ in range(3):
        seat = game.state.turn
        game.apply(Discard(seat, game.state.seats[seat].drawn))
        pass_all(game)
    refused(game, Discard(0, one(game, "1m")), "riichi")


def test_original_call_lock_refusal():
    game = setup("classical", ["123m456p789s1122z9m"], draws="7z" * 3 + "8s" + "8s")
    game.apply(Discard(0, one(game, "9m"), call=True))
    pass_all(game)
    for _ in range(3):
        seat = game.state.turn
        game.apply(Discard(seat, game.state.seats[seat].drawn))
        pass_all(game)
    assert game.state.turn == 0
    refused(game, Discard(0, one(game, "1m")), "Original Call")
    refused(game, Discard(0, game.state.seats[0].drawn, call=True), "Original Call")


def test_bonus_tile_refusals():
    game = setup("classical", ["123m456p789s1122z9m"], draws="2f")
    game.apply(Discard(0, one(game, "9m")))
    pass_all(game)
    refused(game, Discard(1, one(game, "2f")), "bonus")
    refused(game, RevealBonus(1, one(game, "3f")), "bonus")


def test_variant_procedure_refusals():
    game = setup("riichi", ["4z123m456p"], draws="9s")
    refused(game, ExtractNorth(0, one(game, "4z")), "North")
    refused(game, AbortHand(0), "nine terminals")
    refused(game, Ron(1), "turn")


def test_refusals_between_hands_and_after_the_match():
    game = setup("riichi", ["123m456p789s1122z"], draws="1z")
    from game.core.table.actions import Tsumo

    game.apply(Tsumo(0))
    refused(game, Discard(0, game.state.seats[0].hand[0]), "Continue")
    game.state.scores = [-1000, 26000, 25000, 25000]
    game.apply(Continue(0))
    assert game.phase == Phase.MATCH_END
    refused(game, Continue(0), "over")


def test_what_is_not_an_action_or_not_a_seat_is_refused():
    game = setup("riichi", ["2m19p19s1234567z", "34m", "34m"], draws="9m")
    discard = next(a for a in game.legal_actions(0) if isinstance(a, Discard))
    refused(game, "discard 2m", "not an action")
    refused(game, None, "not an action")
    for seat in ("0", 0.0, False, None):
        refused(game, Discard(seat, discard.tile), "seat")
    assert discard in game.legal_actions(0)  # nothing moved; the real one still plays
    game.apply(discard)


def test_an_equal_tile_made_outside_the_tile_set_plays_as_the_interned_one():
    # A tile object that is equal to a legal tile but not the interned one (as a careless
    # client might build it) acts as that tile: the game stays equal to its own replay.
    from game.core.model.tiles import Tile

    game = setup("riichi", ["2m19p19s1234567z", "34m", "34m"], draws="9m")
    offered = next(a for a in game.legal_actions(0) if isinstance(a, Discard)).tile
    stranger = object.__new__(Tile)
    for name, value in (("suit", offered.suit), ("rank", offered.rank), ("red", False)):
        object.__setattr__(stranger, name, value)
    assert stranger == offered and stranger is not offered
    game.apply(Discard(0, stranger))
    pass_all(game)
    assert game.state.seats[0].discards[-1].tile is offered
    twin = setup("riichi", ["2m19p19s1234567z", "34m", "34m"], draws="9m")
    twin.apply(Discard(0, offered))
    pass_all(twin)
    assert twin.state.log == game.state.log and twin.digest() == game.digest()


def test_a_refused_win_gives_the_variants_own_reason():
    """Hong Kong refused a 2-faan ron 'or furiten / no yaku', words its rules do not know
    (a tester): the reason is the scorer's."""
    game = setup("hkos", ["2p19m", "234m345p456s678s2p"])
    game.apply(Discard(0, one(game, "2p")))
    refused(game, Ron(1), "below minimum 3 faan")
    refused(game, Ron(2), "does not complete your hand")
    riichi = setup("riichi", ["5z19m", "123m456p789s55z23p"], draws="9p")
    riichi.apply(Discard(0, one(riichi, "5z")))
    refused(riichi, Ron(1), "does not complete your hand")
