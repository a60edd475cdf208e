"""A win turns up its indicators for everyone: dora always, ura dora only for a riichi win;
sanma's four kan dora, the last two on the tiles its dead wall takes from the live wall."""

from test_engine_procedures import one, pass_all

from game.ai.baseline import BaselineAI
from game.core.engine import Game, invariants
from game.core.table.actions import Continue, Discard, ExtractNorth, Kong
from game.core.table.events import Won
from game.core.table.state import Phase
from game.core.table.wall import stacked_wall


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


# --- sanma: the indicator row goes on over the replenished dead wall ------------------------

SANMA_INDICATORS = "1s1z" + "7s2z" + "8s3z"  # the dead wall's 3 pairs (indicator, ura)
SANMA_TAIL = "4s5z" + "6s6z"  # the live wall's last four tiles, its very last first


def sanma_suukantsu(hand: str, draw: str, replacements: str, norths: int):
    """The dealer sets `norths` Norths aside, then makes four closed kans of 1m 9m 1p 9p (the
    replacement tiles bring what the hand lacks). Returns the game after the next discard."""
    probe = Game("sanma")
    dead = replacements + SANMA_INDICATORS
    wall = stacked_wall(probe.tileset, probe.rules, [hand], draw, dead, tail=SANMA_TAIL)
    game = Game("sanma", None, seed=1, stacked=[wall])
    game.apply(Continue(0))
    live = len(game.state.wall.live)
    for _ in range(norths):
        game.apply(next(a for a in game.legal_actions(0) if isinstance(a, ExtractNorth)))
        pass_all(game)
        invariants.check(game)
    for kind in ("1m", "9m", "1p", "9p"):
        game.apply(Kong(0, one(game, kind), "closed"))
        pass_all(game)
        invariants.check(game)
    assert len(game.state.seats[0].melds) == 4 and game.phase == Phase.ACT
    game.apply(Discard(0, game.state.seats[0].drawn))
    pass_all(game)
    invariants.check(game)
    # Each replacement shortened the live wall by one; then the next seat drew.
    assert len(game.state.wall.live) == live - (norths + 4) - 1
    assert game.state.wall.dead_count == 14
    return game


def test_sanma_suukantsu_flips_four_kan_dora_the_last_two_from_the_replenished_tail():
    game = sanma_suukantsu("1111m9999m1111p9p", "9p", "9p9p2p3p4p6p7p8p", norths=0)
    wall = game.state.wall
    # Dora 1s, kan dora 7s and 8s from the dead wall, then 4s and 6s: the first and third
    # tiles the dead wall took from the live wall's end, their ura under them.
    assert wall.dora_indicators == tuple(game.tileset.parse("1s7s8s4s6s"))
    assert wall.ura_indicators == tuple(game.tileset.parse("1z2z3z5z6z"))


def test_sanma_kan_dora_lie_where_they_lie_however_many_norths_came_first():
    game = sanma_suukantsu("1111m9999m1111p4z", "4z", "9p9p9p9p2p3p4p6p", norths=2)
    assert len(game.state.seats[0].north) == 2
    assert game.state.wall.dora_indicators == tuple(game.tileset.parse("1s7s8s4s6s"))
