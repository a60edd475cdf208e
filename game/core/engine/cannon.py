"""Letting off a cannon (classical.md, M 90-96 as seed 004 plays them): a discard that completes
a "dangerous" hand while the discarder had a safe choice. The variant gives the dangers as
PlayRules data; the engine judges them from the table, so nobody declares "no choice".

A discard is dangerous when (a) the winner's exposed sets make it so (`rules.dangerous`: a
tile of the suit, or an honour, against three sets of one suit or of honours), or (b) the live
wall is down to `rules.cannon_late_wall` tiles and no tile of its kind has been seen yet. A
safe choice is a tile of the discarder's hand that is neither, judged as the discarder could
judge it: from what lay face up, not from the winner's concealed tiles. So a discarder whose
every tile was dangerous (or whose hand was locked by an Original Call) had no choice.
"""

from __future__ import annotations

from collections.abc import Collection

from game.core.model.melds import Meld
from game.core.model.tiles import Tile
from game.core.table.rules import PlayRules
from game.core.table.state import GameState


def late_in_wall(rules: PlayRules, wall_left: int) -> bool:
    """Whether the live wall is down to the rules' late count (0: never late)."""
    return 0 < rules.cannon_late_wall and wall_left <= rules.cannon_late_wall


def cannon_danger(rules: PlayRules, exposed: tuple[Meld, ...], t: Tile, late: bool,
                      seen: Collection[Tile]) -> bool:
    """Whether discarding `t` is dangerous against a winner showing `exposed`: by the rules'
    exposure test, or, `late` in the wall, as a kind not in `seen`."""
    if rules.dangerous is not None and rules.dangerous(exposed, t):
        return True
    return late and t.plain not in seen


def seen_before_discard(st: GameState, discarder: int) -> set[Tile]:
    """The tile kinds that lay face up before the discarder's last discard: every discard pile
    (a claimed discard too: it was seen when discarded and lies in an exposed set now), every
    set on the table (a concealed kong is laid out as well) and any turned-up indicator."""
    seen: set[Tile] = set()
    for i, s in enumerate(st.seats):
        pile = s.discards[:-1] if i == discarder else s.discards
        seen.update(d.tile.plain for d in pile)
        seen.update(t.plain for m in s.melds for t in m.tiles)
    if st.wall is not None:
        seen.update(t.plain for t in st.wall.dora_indicators)
        seen.update(t.plain for t in st.wall.turned_up)
    return seen


def let_off_cannon(st: GameState, rules: PlayRules, winner: int, discarder: int,
                   win_tile: Tile) -> bool:
    """Whether `discarder` let off a cannon by discarding `win_tile` to `winner`."""
    late = st.wall is not None and late_in_wall(rules, st.wall.left)
    if rules.dangerous is None and not late:
        return False
    exposed = tuple(st.seats[winner].melds)
    seen = seen_before_discard(st, discarder) if late else set()

    def dangerous(t: Tile) -> bool:
        return cannon_danger(rules, exposed, t, late, seen)

    if not dangerous(win_tile):
        return False
    s = st.seats[discarder]
    last = s.discards[-1] if s.discards else None
    locked = (s.original_call and s.turns > 1) or (
        s.riichi and last is not None and not last.riichi)
    if locked:  # the hand could not change: the drawn tile was the only discard
        return False
    return any(not dangerous(t) for t in s.hand if not t.is_bonus)
