"""The hint's line names the advised tile as the variant names its tiles: Ùzje's suits are
tongs, socks and mans (seed 002), never the circles, characters and bamboo of Riichi."""

from game.ai.baseline import BaselineAI
from game.core.engine import Game
from game.core.table.actions import Discard
from game.learn.evaluate import advise

SUITS = {"uzje": ("Tongs", "Socks", "Mans"), "riichi": ("Circles", "Characters", "Bamboo")}


def advice_lines(variant: str, seed: int, count: int) -> list[str]:
    """The hint's line at seat 0's first `count` discard turns of a baseline match."""
    game = Game(variant, None, seed)
    ai = BaselineAI(variant, game.options)
    out: list[str] = []
    while len(out) < count:
        seat = game.waiting_on()[0]
        legal = game.legal_actions(seat)
        if seat == 0 and any(isinstance(a, Discard) for a in legal):
            advice = advise(variant, game.options, game.view(0), legal, ["You", "A", "B", "C"])
            if advice is not None:
                out.append(advice.why)
        game.apply(ai.choose(game.view(seat), legal))
    return out


def test_uzje_advice_names_tongs_socks_and_mans():
    lines = advice_lines("uzje", 5, 12)
    others = SUITS["riichi"]
    assert not any(word in line for line in lines for word in others), lines
    assert any(word in line for line in lines for word in SUITS["uzje"]), lines


def test_riichi_advice_keeps_its_own_suit_names():
    lines = advice_lines("riichi", 5, 12)
    assert any(word in line for line in lines for word in SUITS["riichi"]), lines


def test_a_ready_shape_with_no_paying_wait_is_not_called_ready():
    """Open after a chi, ready by shape on 6-9m but with no yaku but a dragon pung still to
    make: the line said 'stays ready on 8 winning tiles' of waits that cannot win."""
    from game.core.table.actions import Chow, Continue
    from game.core.table.wall import stacked_wall

    probe = Game("riichi")
    wall = stacked_wall(probe.tileset, probe.rules, ["1z", "55z234m78m9p567s46s"], "5s")
    game = Game("riichi", seed=1, stacked=[wall])
    game.apply(Continue(0))
    game.apply(Discard(0, game.tileset.parse("5s")[0]))
    game.apply(next(a for a in game.legal_actions(1) if isinstance(a, Chow)))
    advice = advise("riichi", {}, game.view(1), game.legal_actions(1), ["A", "You", "B", "C"])
    assert advice is not None and advice.evaluation.best.shanten == 0
    assert "stays ready" not in advice.why and "winning tiles" not in advice.why
    # its shape said as the drill's rows say it ("ready"), then how far a scoring win is
    assert ("the hand is ready in shape but 1 step from a win that scores, aiming for an "
            "honour pung") in advice.why


def test_the_threats_are_listed_as_a_sentence_lists_them():
    """The drill answered "Push against Right, Across, Left" (a tester)."""
    from types import SimpleNamespace

    from game.learn.evaluate import who

    names = ("You", "Right", "Across", "Left")
    seats = [SimpleNamespace(seat=s) for s in (1, 2, 3)]
    assert who(seats, names) == "Right, Across and Left"
    assert who(seats[::2], names) == "Right and Left"
    assert who(seats[:1], names) == "Right"


def test_a_ready_hand_counts_only_the_tiles_that_win():
    """Hong Kong, ready on East (seat and round wind: 3 faan with no bonus tiles) or 9s (1
    faan, below the minimum): the line said '4 winning tiles' beside a strip crossing out
    the 9s (a tester). Two East are left, and only they win."""
    from game.core.table.actions import Continue
    from game.core.table.wall import stacked_wall

    probe = Game("hkos")
    wall = stacked_wall(probe.tileset, probe.rules, ["234m456p678s11z99s"], "5z")
    game = Game("hkos", seed=1, stacked=[wall])
    game.apply(Continue(0))
    advice = advise("hkos", {}, game.view(0), game.legal_actions(0), ["You", "A", "B", "C"])
    assert advice is not None
    best = advice.evaluation.best
    assert best.tile == game.tileset.parse("5z")[0] and best.shanten == 0 and best.ukeire == 4
    assert "stays ready on 2 winning tiles" in advice.why, advice.why


def test_a_ready_hand_is_told_whether_to_declare_riichi():
    """A tester learning Sanma read only 'Discard 3 of Circles: the hand stays ready' beside
    the Riichi button: the line now says whether the best discard declares riichi, and when
    riichi was open but a quiet wait is worth more, says that."""
    from dataclasses import replace

    from game.core.table.actions import Continue
    from game.core.table.wall import stacked_wall
    from game.learn.evaluate import Advice, why

    probe = Game("riichi")
    wall = stacked_wall(probe.tileset, probe.rules, ["123m456p789s2278m"], "5z")
    game = Game("riichi", seed=1, stacked=[wall])
    game.apply(Continue(0))
    legal = game.legal_actions(0)
    assert any(isinstance(a, Discard) and a.riichi for a in legal)
    advice = advise("riichi", {}, game.view(0), legal, ["You", "A", "B", "C"])
    assert advice is not None and advice.evaluation.best.riichi  # a yaku-less wait
    assert advice.why.startswith("Discard White with riichi:")
    assert "declaring is worth more than a quiet wait" in advice.why
    quiet = replace(advice.evaluation.best, riichi=False)
    damaten = replace(advice.evaluation, options=(quiet, *advice.evaluation.options[1:]))
    words = why(Advice(damaten, ""), "White", ["You", "A", "B", "C"], quiet=True)
    assert words.startswith("Discard White without riichi:")
    assert "a quiet wait is worth more here" in words
