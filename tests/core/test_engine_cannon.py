"""Letting off a cannon (classical.md, M 90-96), from stacked walls: the engine judges the
danger and the safe choice, and the settlement makes the cannon pay the others' debts."""

from __future__ import annotations

from collections import Counter

from test_engine_procedures import one, pass_all

from game.core.engine import Game, invariants
from game.core.table.actions import Continue, Discard, Pung, Ron
from game.core.table.events import Scored, Won
from game.core.table.state import Phase
from game.core.table.wall import stacked_wall
from game.core.variants.chinese.classical import CANNON_LATE_WALL

LIVE_AFTER_DEAL = 144 - 16 - 53  # Millington: a 16-tile kong box, East 14 and three 13s
WINNER = "123m456m789m123s5p"  # South: concealed, waiting on 5p alone


def setup(hands, draws, options=None):
    probe = Game("classical", options)
    wall = stacked_wall(probe.tileset, probe.rules, hands, draws)
    game = Game("classical", options, seed=1, stacked=[wall])
    game.apply(Continue(0))
    return game


def noise(game, avoid: str, used: str) -> list:
    """Tiles of the set in sorted order, none of a kind in `avoid`, less the tiles in `used`."""
    ts = game.tileset
    kinds = {t.plain for t in ts.parse(avoid)}
    left = Counter(ts.parse(used))
    out = []
    for t in ts.physical_tiles():
        if t.is_bonus or t.plain in kinds:
            continue
        if left[t]:
            left[t] -= 1
            continue
        out.append(t)
    return out


def late_discard(keep: str, seen: str = "", draws: int = 68, options=None):
    """East discards 1z and keeps `keep` (13 tiles); South waits on 5p alone. Every draw is
    discarded as drawn, `seen` first, until East's `draws`-th draw: a 5p, which East discards
    and South wins on. No other tile of a kind East keeps (nor a 5p) is drawn before."""
    probe = Game("classical", options)
    ts = probe.tileset
    rest = noise(probe, keep + "5p", keep + "1z" + WINNER + seen + "5p")
    west, north, drawn = rest[:13], rest[13:26], rest[26:26 + draws - 1 - len(ts.parse(seen))]
    hands = [keep + "1z", WINNER, ts.format(west), ts.format(north)]
    game = setup(hands, seen + ts.format(drawn) + "5p", options)
    game.apply(Discard(0, one(game, "1z")))
    pass_all(game)
    while not (game.state.turn == 0 and game.state.wall.left == LIVE_AFTER_DEAL - draws):
        seat = game.state.turn
        game.apply(Discard(seat, game.state.seats[seat].drawn))
        pass_all(game)
        invariants.check(game)
    assert game.state.seats[0].drawn == one(game, "5p")
    events = game.apply(Discard(0, one(game, "5p")))
    events += game.apply(Ron(1))
    events += pass_all(game)
    assert game.phase == Phase.HAND_END
    invariants.check(game)
    return game, events


def cannon(game, events) -> bool:
    scored = next(e for e in events if isinstance(e, Scored))
    said = scored.settlement.cannon == 0  # East, the dealer, discarded
    assert game.state.result is not None and said == (game.state.result.cannon == 0)
    return said


SAFE_NORTH = "6666p7777p8888p4z"  # a North, seen once South discards one


def test_late_wall_unseen_discard_with_a_safe_choice_lets_off_a_cannon():
    game, events = late_discard(SAFE_NORTH, seen="4z")
    assert game.state.wall.left == LIVE_AFTER_DEAL - 68 <= CANNON_LATE_WALL
    assert cannon(game, events)


def test_a_discard_already_seen_is_no_cannon():
    game, events = late_discard(SAFE_NORTH, seen="4z5p")
    assert not cannon(game, events)


def test_no_safe_choice_no_cannon():
    # Every tile East keeps is of a kind nobody has seen: all were dangerous.
    game, events = late_discard("6666p7777p8888p9p")
    assert not cannon(game, events)


def test_the_wall_not_yet_nearly_finished_no_cannon():
    game, events = late_discard(SAFE_NORTH, seen="4z", draws=64)
    assert game.state.wall.left == LIVE_AFTER_DEAL - 64 == CANNON_LATE_WALL + 1
    assert not cannon(game, events)
    # With the option at 15, the same wall of 11 counts as nearly finished.
    game, events = late_discard(SAFE_NORTH, seen="4z", draws=64,
                                options={"cannon_late_wall": 15})
    assert cannon(game, events)


def test_the_option_at_0_turns_the_late_wall_danger_off():
    game, events = late_discard(SAFE_NORTH, seen="4z", options={"cannon_late_wall": 0})
    assert not cannon(game, events)


def test_the_cannon_pays_the_other_losers_debts_to_the_winner():
    game, events = late_discard(SAFE_NORTH, seen="4z")
    plain, plain_events = late_discard(SAFE_NORTH, seen="4z", options={"cannon_late_wall": 0})
    won = next(e for e in events if isinstance(e, Won))
    value = int(won.sheet.points)
    assert won.seat == 1 and value > 0
    owed = next(e for e in plain_events if isinstance(e, Scored)).deltas
    paid = next(e for e in events if isinstance(e, Scored)).deltas
    # West and North each owed South the hand's value; East pays both for them. Their debts
    # among the losers stand (option cannon_pays "winner").
    assert paid[1] == owed[1]
    assert paid[0] == owed[0] - 2 * value
    assert paid[2] == owed[2] + value and paid[3] == owed[3] + value
    assert sum(paid) == 0 and game.state.scores == list(paid)


# --- (a) the winner's exposed sets --------------------------------------------------------


def exposed_south(wait: str, east: str, kept: str, discard: str):
    """South pungs East's first three discards (1s 2s 3s) and waits on `wait` (two pairs);
    East keeps `east` (11 tiles) and the two tiles of `kept` it draws, then draws `discard`
    and discards it, which South wins on. The live wall is far from finished."""
    hands = ["1s2s3s" + east, "11s22s33s" + wait + "1m2m3m"]
    k1, k2 = kept[:2], kept[2:]
    game = setup(hands, "7m8m" + k1 + "7m8m" + k2 + "7m8m" + discard)
    for t, junk in (("1s", "1m"), ("2s", "2m"), ("3s", "3m")):
        game.apply(Discard(0, one(game, t)))
        game.apply(next(a for a in game.legal_actions(1) if isinstance(a, Pung)))
        pass_all(game)
        game.apply(Discard(1, one(game, junk)))
        pass_all(game)
        while game.state.turn != 0:
            game.apply(Discard(game.state.turn, game.state.seats[game.state.turn].drawn))
            pass_all(game)
    assert len(game.state.seats[1].melds) == 3
    assert game.state.wall.left > CANNON_LATE_WALL
    events = game.apply(Discard(0, one(game, discard)))
    events += game.apply(Ron(1))
    events += pass_all(game)
    assert any(isinstance(e, Won) for e in events)
    invariants.check(game)
    return game, events


def test_a_tile_of_the_exposed_suit_with_a_safe_choice_lets_off_a_cannon():
    # South shows three bamboo pungs; East holds characters and circles, yet discards 9s.
    game, events = exposed_south("99s55z", "444m555m666m7p8p", "1z2z", "9s")
    assert cannon(game, events)


def test_every_tile_of_the_exposed_suit_or_honours_no_choice():
    game, events = exposed_south("99s55z", "444s555s666s77s", "1z2z", "9s")
    assert not cannon(game, events)


def test_a_tile_of_another_suit_is_no_dangerous_discard():
    # South completes 5p 5p 5p: no one-suit hand, and a circle was never a dangerous discard.
    game, events = exposed_south("99s55p", "444m555m666m7p8p", "1z2z", "5p")
    assert not cannon(game, events)
