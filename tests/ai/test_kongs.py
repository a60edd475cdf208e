"""Kongs of every kind: every level above beginner declares one that keeps the hand and its
waits, and declines one that opens a hand with no yaku or that a folding hand would make."""

from __future__ import annotations

from game.ai.baseline import BaselineAI
from game.ai.levels import LEVELS, make_ai
from game.core.engine import Game
from game.core.table.actions import Action, Continue, Discard, Kong, Pass, Pung
from game.core.table.wall import stacked_wall


def stacked(hands: list[str], draws: str) -> Game:
    probe = Game("riichi")
    game = Game("riichi", seed=1, stacked=[stacked_wall(probe.tileset, probe.rules, hands,
                                                        draws)])
    game.apply(Continue(0))
    return game


def until_kong(game: Game) -> list[Action]:
    """Seat 1 pungs the dealer's first discard (6z) and passes on everything else; the
    baseline plays the others until seat 1 is offered a kong."""
    t = game.tileset.parse
    game.apply(Discard(0, t("6z")[0]))  # the dealer cuts its draw (no riichi yet)
    game.apply(next(a for a in game.legal_actions(1) if isinstance(a, Pung)))
    game.apply(Discard(1, t("1z")[0]))
    ai = BaselineAI("riichi")
    for _ in range(50):
        seat = game.waiting_on()[0]
        legal = game.legal_actions(seat)
        if seat == 1 and any(isinstance(a, Kong) for a in legal):
            return legal
        if seat == 1:
            game.apply(next((a for a in legal if isinstance(a, Pass)), legal[0]))
        else:
            game.apply(ai.choose(game.view(seat), legal))
    raise AssertionError("no kong was offered")


def picks(game: Game, legal: list[Action]) -> dict[str, str]:
    view = game.view(1)
    return {lv: type(make_ai(lv, "riichi", None).choose(view, legal)).__name__
            for lv in LEVELS}


def test_an_added_kong_that_keeps_the_wait_is_declared():
    # Seat 1 pungs the green dragon and is ready on 9p; it draws the fourth green dragon
    # while the dealer, ready on 9s, is in riichi.
    game = stacked(["123m456m789m111p9s", "66z234s678s567p9p1z"], "6z1s2s3s6z")
    legal = until_kong(game)
    assert Kong(1, game.tileset.parse("6z")[0], "added") in legal
    assert game.view(0).me.riichi
    assert picks(game, legal) == {"beginner": "Discard", "casual": "Kong", "normal": "Kong",
                                  "strong": "Kong", "expert": "Kong"}


def test_a_folding_hand_declines_an_added_kong_against_a_riichi():
    # The same, but seat 1's hand is far from ready: the levels that defend keep the tile
    # (a kong would turn up a new indicator for the riichi and could be robbed).
    game = stacked(["123m456m789m111p9s", "66z159s258p147m9p1z"], "6z1s2s3s6z")
    legal = until_kong(game)
    assert picks(game, legal) == {"beginner": "Discard", "casual": "Kong",
                                  "normal": "Discard", "strong": "Discard",
                                  "expert": "Discard"}


def test_a_claimed_kong_onto_a_spare_triplet_of_an_open_hand_is_declared():
    # Seat 1 has called the green dragon and holds 888m; the dealer, in riichi, cuts 8m.
    game = stacked(["123m456m123p111p9s", "66z888m234s567p9p1z"], "6z1s2s8m")
    legal = until_kong(game)
    assert Kong(1, game.tileset.parse("8m")[0], "open") in legal
    assert picks(game, legal) == {"beginner": "Pass", "casual": "Kong", "normal": "Kong",
                                  "strong": "Kong", "expert": "Kong"}


def test_a_claimed_kong_that_would_open_a_hand_with_no_yaku_is_declined():
    game = stacked(["123m456m789m111p9p", "111s234m567p78s9s2z"], "1s")
    game.apply(Discard(0, game.tileset.parse("1s")[0]))
    legal = game.legal_actions(1)
    assert Kong(1, game.tileset.parse("1s")[0], "open") in legal
    assert set(picks(game, legal).values()) == {"Pass"}
