"""`Game.win_refusal`: whether a seat's wait would win, asked before its tile comes, in the
engine's own words (the learner's aids show it; they never work it out themselves)."""

from game.core.engine import Game
from game.core.table.actions import Continue


def dealt(variant: str, hand: str) -> Game:
    game = Game(variant, None, 1)
    game.apply(Continue(0))
    seat = game.state.seats[0]
    seat.hand = game.tileset.parse(hand)
    seat.drawn = None
    return game


def test_a_closed_riichi_wait_without_yaku_wins_only_by_self_draw():
    game = dealt("riichi", "13m456p789s234s11z")  # a closed 2m wait: no yaku on a discard
    two, four = game.tileset.parse("2m4m")
    assert game.win_refusal(0, two, "ron") == "no yaku"
    assert game.win_refusal(0, two, "tsumo") == ""  # fully concealed self-draw is a yaku
    assert game.win_refusal(0, four, "ron") == "not complete"


def test_a_discard_weighed_is_left_out_of_the_hand():
    game = dealt("riichi", "13m456p789s234s11z5m")  # fourteen: the 5m to go
    two, five = game.tileset.parse("2m5m")
    assert game.win_refusal(0, two, "tsumo", without=five) == ""
    assert game.win_refusal(0, two, "ron", without=five) == "no yaku"


def test_below_the_minimum_is_the_scorers_reason():
    game = dealt("hkos", "13m456p789s234s11z")
    two = game.tileset.parse("2m")[0]
    why = game.win_refusal(0, two, "ron")
    assert why and why != "not complete"
    big = dealt("hkos", "13m555z666z777z11z")  # three dragon pungs: far above any minimum
    assert big.win_refusal(0, two, "ron") == ""


def test_a_drawn_flower_completes_nothing():
    """A flower drawn and not yet laid aside (the player declares bonus tiles) is asked about
    like any drawn tile: it completes no hand, and asking never fails."""
    game = dealt("classical", "13m456p789s234s11z")
    flower = next(t for t in game.tileset.physical_tiles() if t.is_bonus)
    assert game.win_refusal(0, flower, "tsumo") == "not complete"
