"""Letting off a cannon (Classical): the defending levels know which discards would make them
pay every loser's debt to the winner; and normal folds only for deal-ins that cost enough
more than the other losers pay."""

from dataclasses import replace

import pytest

from game.ai.chances import chances_for
from game.ai.defence import liability, liable_kinds
from game.ai.evaluate import Evaluator
from game.ai.levels import CasualAI, NormalAI
from game.core.engine import Game
from game.core.model.melds import Meld, MeldKind
from game.core.table.actions import Discard
from game.core.table.state import DiscardRecord, View

CLASSICAL = Game("classical", {"rounds": 1}, 3)


def view_of(game: Game, hand: str, melds: str = "", discards: str = "",
            wall_left: int = 60) -> View:
    """Seat 0 to discard from `hand`; seat 1 shows a pung of each tile in `melds` and has
    discarded `discards`; nothing else lies face up."""
    ts = game.tileset
    view = game.view(0)
    pungs = tuple(Meld(MeldKind.PUNG, (t, t, t), True, t.suit) for t in ts.parse(melds))
    seats = [replace(s, discards=(), melds=(), riichi=False, bonus=()) for s in view.seats]
    seats[1] = replace(seats[1], melds=pungs,
                       discards=tuple(DiscardRecord(t) for t in ts.parse(discards)))
    return replace(view, hand=tuple(ts.parse(hand)), seats=tuple(seats), dora_indicators=(),
                   turned_up=(), shared_pile=(), wall_left=wall_left, last_discard=None)


def liable(view: View, game: Game = CLASSICAL) -> set[str]:
    return {str(t) for t in liable_kinds(view, game.rules)}


def test_against_three_sets_of_one_suit_its_tiles_and_honours_are_liable():
    view = view_of(CLASSICAL, "123m456p78s1z", melds="2s5s9s")
    assert liable(view) == {"Tile(7s)", "Tile(8s)", "Tile(1z)"}
    # Two sets of one suit are no dangerous exposure yet.
    assert liable(view_of(CLASSICAL, "123m456p78s1z", melds="2s5s")) == set()


def test_no_discard_is_a_cannon_without_a_safe_choice():
    assert liable(view_of(CLASSICAL, "123678s11z", melds="2s5s9s")) == set()


def test_late_in_the_wall_every_kind_not_yet_seen_is_liable():
    hand = "123m456p78s1z"
    late = CLASSICAL.rules.cannon_late_wall
    assert late > 0
    assert liable(view_of(CLASSICAL, hand, discards="123m4p", wall_left=late + 1)) == set()
    assert liable(view_of(CLASSICAL, hand, discards="123m4p", wall_left=late)) == {
        "Tile(5p)", "Tile(6p)", "Tile(7s)", "Tile(8s)", "Tile(1z)"}


@pytest.mark.parametrize("variant", ["riichi", "hkos", "space"])
def test_rules_without_a_cannon_make_nothing_liable(variant):
    game = Game(variant, None, 3)
    view = view_of(game, "123m456p78s1z", melds="2s5s9s", wall_left=1)
    assert liable(view, game) == set()


def test_a_cannon_costs_the_feeder_the_other_losers_debts():
    assert liability(CLASSICAL.rules) == pytest.approx(2 / 3)
    view = view_of(CLASSICAL, "123m456p1178s1199m", melds="2s5s9s")
    legal = [Discard(0, t) for t in view.hand]
    found = Evaluator("classical", {"rounds": 1}).evaluate(view, legal)
    typical = chances_for("classical").typical_win
    bamboo, character = (found.option(t) for t in CLASSICAL.tileset.parse("7s9m"))
    assert bamboo is not None and character is not None
    assert bamboo.deal_in_cost - character.deal_in_cost == pytest.approx(2 / 3 * typical)


# Far from ready; seat 1 shows sets of three suits (a threat, no dangerous exposure) and
# discarded 1z, the tile a folding hand gives first (an efficient one gives 4m).
FAR = "1m4m7m2p5p8p3s6s9s1z2z3z5z6z"


@pytest.mark.parametrize(("variant", "folds"), [("classical", False), ("hkos", True)])
def test_normal_folds_only_where_a_deal_in_costs_more_than_the_others_pay(variant, folds):
    game = Game(variant, {"rounds": 1}, 3)
    view = view_of(game, FAR, melds="9m9p1s", discards="1z")
    legal = [Discard(0, t) for t in view.hand]
    casual = CasualAI(variant, {"rounds": 1}).choose(view, legal)
    normal = NormalAI(variant, {"rounds": 1}).choose(view, legal)
    assert (normal.tile == game.tileset.parse("1z")[0]) is folds
    assert (normal == casual) is not folds


def test_in_uzje_normal_defends_against_a_dealers_open_hand_only():
    """An Ùzje feeder pays the points and the others half: about a tenth of a typical win
    beyond them, less than a hand two steps from ready goes on to win there; a dealer's win
    costs more. In Riichi an open hand's deal-in is worth a fold whoever deals."""
    threat_is = {}
    for variant, hand in (("uzje", "1s4s7s2m5m8mESWCFP3s6s"), ("riichi", FAR)):
        game = Game(variant, None, 3)
        view = view_of(game, hand, melds="9s9m5m")
        normal = NormalAI(variant)
        threat_is[variant] = [[t.seat for t in normal._threats(replace(view, dealer=d))]
                              for d in (1, 2)]
    assert threat_is == {"uzje": [[1], []], "riichi": [[1], [1]]}


def test_normal_keeps_a_liable_tile_back_when_another_leaves_the_hand_as_near():
    # 1s, 9s and 1m each leave the hand one step from ready.
    hand = "234m567m345p88p19s1m"
    normal = NormalAI("classical", {"rounds": 1})
    calm = view_of(CLASSICAL, hand, melds="2s5p7m")  # a threat, but no dangerous exposure
    legal = [Discard(0, t) for t in calm.hand]
    assert str(normal.choose(calm, legal).tile) == "Tile(1s)"
    bamboo = view_of(CLASSICAL, hand, melds="2s5s7s")  # three bamboo sets shown
    assert liable(bamboo) == {"Tile(1s)", "Tile(9s)"}
    assert str(normal.choose(bamboo, legal).tile) == "Tile(1m)"
