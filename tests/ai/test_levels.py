"""Opponent levels really play differently: easy misjudges and lets calls go; strong folds."""

from dataclasses import replace

from game.ai.baseline import BaselineAI
from game.ai.levels import EasyAI, NormalAI, StrongAI, make_ai
from game.core.engine import Game
from game.core.shanten import shanten
from game.core.table.actions import Discard, Pass, Pung
from game.core.table.state import DiscardRecord


def discard_turn(seed: int):
    """A real game stepped by the baseline until some seat must discard: (game, seat)."""
    game = Game("riichi", None, seed)
    ai = BaselineAI("riichi")
    for _ in range(200):
        for seat in range(4):
            legal = game.legal_actions(seat)
            if any(isinstance(a, Discard) for a in legal):
                return game, seat
            if legal:
                game.apply(ai.choose(game.view(seat), legal))
                break
    raise AssertionError("no discard turn reached")


def test_make_ai_gives_each_level_its_own_player():
    assert type(make_ai("easy", "riichi", None, 1)) is EasyAI
    assert type(make_ai("strong", "riichi", None)) is StrongAI
    assert type(make_ai("normal", "riichi", None)) is NormalAI


def test_easy_sometimes_discards_what_the_baseline_would_not_and_stays_legal():
    differ = 0
    for seed in range(1, 41):
        game, seat = discard_turn(seed)
        view, legal = game.view(seat), game.legal_actions(seat)
        easy = EasyAI("riichi", None, seed).choose(view, legal)
        assert easy in legal
        differ += easy != BaselineAI("riichi").choose(view, legal)
    assert 3 <= differ <= 30  # about EASY_MISJUDGE of the time, never always


def test_easy_lets_some_calls_go_that_the_baseline_makes():
    game, seat = discard_turn(7)
    view = game.view(seat)
    t = game.tileset.parse("7z")[0]  # a red dragon pung is a yaku: a call worth making
    legal = [Pung(seat, (t, t)), Pass(seat)]
    rest = [x for x in view.hand if x != t][:11]  # with the pair: a 13-tile hand to claim with
    view = replace(view, hand=(t, t, *rest), last_discard=(0, t))
    assert isinstance(BaselineAI("riichi")._claim(view, legal), Pung)
    picks = {type(EasyAI("riichi", None, s)._claim(view, legal)) for s in range(30)}
    assert picks == {Pung, Pass}


def test_strong_folds_against_riichi_with_a_far_hand():
    for seed in range(1, 60):
        game, seat = discard_turn(seed)
        view, legal = game.view(seat), game.legal_actions(seat)
        ai = StrongAI("riichi")
        if shanten(ai.grammar, ai._counts(view.hand), 0) < 2:
            continue
        normal = ai.choose(view, legal)
        # Another seat declares riichi having discarded a tile we hold that we would keep.
        safe = next((a.tile for a in legal if isinstance(a, Discard) and not a.riichi
                     and a.tile.plain is not normal.tile.plain and a.tile.is_number), None)
        if safe is None:
            continue
        threat = (seat + 1) % 4
        seats = list(view.seats)
        seats[threat] = replace(seats[threat], riichi=True,
                                discards=(DiscardRecord(safe.plain, riichi=True),))
        folded = ai.choose(replace(view, seats=tuple(seats)), legal)
        assert isinstance(folded, Discard) and folded.tile.plain is safe.plain
        assert BaselineAI("riichi").choose(view, legal).tile.plain is normal.tile.plain
        return
    raise AssertionError("no far-from-ready hand found to test folding")
