"""The moves of the Superpower match: each power's effect on the table, said as events; what
comes next is the game's to decide (game.py)."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.core.engine import moves
from game.core.engine.ruleset import Ruleset
from game.core.hands.shapes import waiting_kinds
from game.core.model.tiles import Tile
from game.core.table.actions import UsePower
from game.core.table.events import (
    Event,
    FlowerFound,
    PowerRevealed,
    PowerUsed,
    TileRedrawn,
    TileTraded,
)
from game.core.table.state import GameState
from game.core.table.wall import Wall

Effect = Callable[[GameState, Ruleset, UsePower, random.Random, list[Event]], None]


def use(st: GameState, rs: Ruleset, action: UsePower, rng: random.Random,
        events: list[Event]) -> bool:
    """`action.seat` uses its power: one charge spent, the effect done. False when a bonus
    tile it brought in found no replacement (the hand ends, as after such a draw)."""
    seat = action.seat
    s = st.seats[seat]
    s.power_used = True
    st.charges[seat] -= 1
    events.append(PowerUsed(seat, action.power, st.charges[seat]))
    EFFECTS[action.power](st, rs, action, rng, events)
    if rs.rules.bonus_auto and s.drawn is not None and s.drawn.is_bonus:
        moves.replace_bonus(st, rs.rules, seat, events)
        return s.drawn is None or not s.drawn.is_bonus
    return True


def _wall(st: GameState) -> Wall:
    assert st.wall is not None
    return st.wall


def _reveal(st: GameState, seat: int, name: str, tiles: tuple[Tile, ...],
            events: list[Event]) -> None:
    st.seats[seat].insight.append((name, tiles))
    events.append(PowerRevealed(seat, name, tiles))


def far_sight(st: GameState, rs: Ruleset, action: UsePower, rng: random.Random,
              events: list[Event]) -> None:
    """The live-wall tiles this seat draws next if no one calls: every `players`-th one."""
    live, n = _wall(st).live, st.players
    _reveal(st, action.seat, action.power,
            tuple(live[k * n - 1] for k in (1, 2, 3) if k * n - 1 < len(live)), events)


def keen_ear(st: GameState, rs: Ruleset, action: UsePower, rng: random.Random,
             events: list[Event]) -> None:
    """Every tile kind that completes the hand of an opponent who is ready now."""
    waits: set[Tile] = set()
    for i, s in enumerate(st.seats):
        if i != action.seat:
            waits.update(waiting_kinds(rs.grammar, [t for t in s.hand if not t.is_bonus],
                                       s.melds))
    _reveal(st, action.seat, action.power, tuple(rs.tileset.sort(waits)), events)


def second_wind(st: GameState, rs: Ruleset, action: UsePower, rng: random.Random,
                events: list[Event]) -> None:
    """The drawn tile goes back into the live wall at a place the game's seed picks; the
    seat draws the wall's next tile instead."""
    wall, s = _wall(st), st.seats[action.seat]
    old = s.drawn
    assert old is not None
    s.hand.remove(old)
    new = wall.draw()
    wall.live.insert(rng.randrange(len(wall.live) + 1), old)
    s.hand.append(new)
    s.drawn = new
    s.traded = True
    events.append(TileRedrawn(action.seat, old, new, wall.left))


def undertow(st: GameState, rs: Ruleset, action: UsePower, rng: random.Random,
             events: list[Event]) -> None:
    """A tile of the hand and the wall's next tile change places."""
    wall, s = _wall(st), st.seats[action.seat]
    given = action.tile
    assert given is not None
    s.hand.remove(given)
    taken = wall.draw()
    wall.live.insert(0, given)
    s.hand.append(taken)
    s.drawn = taken
    s.traded = True
    st.loose, st.after_kong = False, 0  # the tile in hand now came from the live wall
    events.append(TileTraded(action.seat, given, taken, wall.left))


def soft_landing(st: GameState, rs: Ruleset, action: UsePower, rng: random.Random,
                 events: list[Event]) -> None:
    st.seats[action.seat].cushioned = True


def bounty(st: GameState, rs: Ruleset, action: UsePower, rng: random.Random,
           events: list[Event]) -> None:
    st.seats[action.seat].bounty = True


def hidden_star(st: GameState, rs: Ruleset, action: UsePower, rng: random.Random,
                events: list[Event]) -> None:
    """The last indicator of the dead wall's row, seen by this seat alone: its dora counts
    for this seat's wins (and once more should a kong turn it up for all)."""
    star = _wall(st).indicators[-1][0]
    st.seats[action.seat].stars.append(star)
    _reveal(st, action.seat, action.power, (star,), events)


def flower_hunt(st: GameState, rs: Ruleset, action: UsePower, rng: random.Random,
                events: list[Event]) -> None:
    """The first bonus tile left in the live wall, laid face up before this seat."""
    wall = _wall(st)
    found = next(t for t in wall.live if t.is_bonus)
    wall.live.remove(found)
    st.seats[action.seat].bonus.append(found)
    events.append(FlowerFound(action.seat, found, wall.left))


EFFECTS: dict[str, Effect] = {
    "far_sight": far_sight, "keen_ear": keen_ear, "second_wind": second_wind,
    "undertow": undertow, "soft_landing": soft_landing, "bounty": bounty,
    "hidden_star": hidden_star, "flower_hunt": flower_hunt,
}
