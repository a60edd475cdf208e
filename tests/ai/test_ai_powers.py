"""Opponents and their Superpowers: only legal uses, each level judging a use's worth in its
own way, and what Keen Ear heard kept out of their discards."""

from __future__ import annotations

from game.ai.levels import make_ai
from game.ai.players import NormalAI
from game.ai.powers import PowerPlayer
from game.core.engine import Game
from game.core.table.actions import Continue, Discard, UsePower
from game.core.table.wall import stacked_wall

FAR = "13579m2468p1357s"  # 13 tiles far from ready
NEAR = "123m456p789s23s99p"  # ready on 1s / 4s


def powered(powers: str, hands: list[str], draws: str = "") -> Game:
    opts = {"superpowers": True, "powers": powers}
    probe = Game("riichi", opts)
    wall = stacked_wall(probe.tileset, probe.rules, hands, draws)
    game = Game("riichi", opts, seed=2, stacked=[wall])
    game.apply(Continue(0))
    return game


def choice(level: str, game: Game, seat: int = 0):
    ai = make_ai(level, "riichi", game.options)
    return ai.choose(game.view(seat), game.legal_actions(seat))


def test_without_the_rule_an_opponent_is_its_level_alone():
    assert isinstance(make_ai("normal", "riichi", {}), NormalAI)
    assert isinstance(make_ai("normal", "riichi", {"superpowers": True}), PowerPlayer)


def test_every_level_answers_with_a_legal_action():
    game = powered("undertow,bounty,bounty,bounty", [FAR], "6z")
    for level in ("beginner", "casual", "normal", "strong", "expert"):
        assert choice(level, game) in game.legal_actions(0)


def test_the_beginner_spends_its_bounty_at_once_the_strong_keeps_it_for_a_ready_hand():
    far = powered("bounty,far_sight,far_sight,far_sight", [FAR], "6z")
    assert choice("beginner", far) == UsePower(0, "bounty")
    assert not isinstance(choice("strong", far), UsePower)
    near = powered("bounty,far_sight,far_sight,far_sight", [NEAR], "6z")
    assert choice("strong", near) == UsePower(0, "bounty")


def test_no_opponent_above_the_beginner_redraws_a_tile_that_helped():
    """A tester watched Normal opponents (the New Game default) throw back first draws that
    had improved their hands: from casual up, a redraw is only for a draw that did not help.
    The beginner and the baseline (self-play's reference, as measured) redraw any."""
    helped = powered("second_wind,bounty,bounty,bounty", ["123m456p78s13p9p5z7z"], "9s")
    for level in ("casual", "normal", "strong", "expert"):
        assert not isinstance(choice(level, helped), UsePower), level
    for level in ("beginner", "baseline"):
        assert choice(level, helped) == UsePower(0, "second_wind"), level
    useless = powered("second_wind,bounty,bounty,bounty", ["123m456p78s13p9p5z7z"], "1z")
    assert choice("normal", useless) == UsePower(0, "second_wind")


def test_undertow_trades_the_tile_the_opponent_would_discard():
    game = powered("undertow,bounty,bounty,bounty", [FAR], "6z")
    use = choice("normal", game)
    assert isinstance(use, UsePower) and use.tile in game.state.seats[0].hand


def test_tiles_keen_ear_heard_are_not_discarded_while_others_may_go():
    game = powered("keen_ear,bounty,bounty,bounty", [FAR, "78m456p789s11122z"], "6z")
    game.apply(UsePower(0, "keen_ear"))
    heard = {t for _, tiles in game.view(0).insight for t in tiles}
    assert heard & {t.plain for t in game.state.seats[0].hand}  # 9m: seat 1 waits on it
    act = choice("normal", game)
    assert isinstance(act, Discard) and act.tile.plain not in heard
