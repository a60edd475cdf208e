"""The hint in a claim window: the strong level's answer to the discard offered (call or skip),
in the variant's words, with a line of why."""

import pytest

from game.ai.baseline import BaselineAI
from game.ai.strong import StrongAI
from game.core.engine import Game
from game.core.table.actions import Chow, Continue, Discard, Kong, Pass, Pung
from game.core.table.wall import stacked_wall
from game.learn.call_advice import advise_call

NAMES = ["You", "A", "B", "C"]


def test_a_dragon_pung_that_gives_the_hand_its_yaku_is_called():
    probe = Game("riichi")
    # seat 1 holds a red dragon pair and no other yaku; the dealer throws the third
    wall = stacked_wall(probe.tileset, probe.rules, ["7z", "77z123m456p78s2p9m1s"])
    game = Game("riichi", seed=1, stacked=[wall])
    game.apply(Continue(0))
    game.apply(Discard(0, game.tileset.parse("7z")[0]))
    legal = game.legal_actions(1)
    advice = advise_call("riichi", {}, game.view(1), legal, ["A", "You", "B", "C"])
    assert advice is not None and isinstance(advice.action, Pung)
    assert advice.why.startswith("Pon: after it the hand is 1 step from ready, ")
    assert advice.why.endswith("tiles improve it.")


def claim_windows(variant: str, seed: int, count: int):
    """Seat 0's first `count` windows offering a call in a baseline match."""
    game = Game(variant, None, seed)
    ai = BaselineAI(variant, game.options)
    for _ in range(3000):
        if game.phase.value == "match_end":
            return
        seat = game.waiting_on()[0]
        legal = game.legal_actions(seat)
        if seat == 0 and any(isinstance(a, Chow | Pung | Kong) for a in legal) \
                and not any(isinstance(a, Discard) for a in legal):
            yield game, legal
            count -= 1
            if not count:
                return
        game.apply(ai.choose(game.view(seat), legal))


WORDS = {"riichi": {Chow: "Chi", Pung: "Pon", Kong: "Kan"},
         "hkos": {Chow: "Chow", Pung: "Pung", Kong: "Kong"}}


@pytest.mark.parametrize("variant", ["riichi", "hkos"])
def test_the_advice_is_what_the_strong_level_does_in_the_variants_words(variant):
    strong = StrongAI(variant, Game(variant).options)
    seen = set()
    for game, legal in claim_windows(variant, 5, 12):
        view = game.view(0)
        advice = advise_call(variant, game.options, view, legal, NAMES)
        assert advice is not None and advice.action in legal
        assert advice.action == strong.choose(view, legal)
        kind = type(advice.action)
        word = "Skip" if kind is Pass else WORDS[variant][kind]  # as the buttons say
        assert advice.why.startswith(f"{word}: ") and advice.why.endswith(".")
        seen.add(kind)
    assert Pass in seen  # (and the windows were found)
