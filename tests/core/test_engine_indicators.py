"""A win turns up its indicators for everyone: dora always, ura dora only for a riichi win."""

from game.ai.baseline import BaselineAI
from game.core.engine import Game
from game.core.events import Won


def wins(variant: str, seeds: range, want: int = 6) -> list[Won]:
    """Won events from baseline-AI hands of `variant`, until `want` were seen."""
    found: list[Won] = []
    for seed in seeds:
        game, ai = Game(variant, None, seed), BaselineAI(variant)
        for _ in range(3000):
            if game.state.result:
                break
            seat = next((s for s in range(game.state.players) if game.legal_actions(s)), None)
            if seat is None:
                break
            events = game.apply(ai.choose(game.view(seat), game.legal_actions(seat)))
            found += [e for e in events if isinstance(e, Won)]
        if len(found) >= want:
            break
    return found


def test_riichi_wins_show_dora_and_ura_only_after_riichi():
    won = wins("riichi", range(1, 40))
    assert won, "no win in the sampled hands"
    for e in won:
        assert e.dora_indicators, "a riichi-family win always has a dora indicator"
        riichi = any(el.name in ("Riichi", "Double riichi") for el in e.sheet.elements)
        assert len(e.ura_indicators) == (len(e.dora_indicators) if riichi else 0)


def test_variants_without_indicators_turn_none_up():
    for e in wins("classical", range(1, 20), want=2):
        assert e.dora_indicators == () and e.ura_indicators == ()
