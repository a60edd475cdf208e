"""Checks that hold after every event of every game: tiles conserved, hand sizes, points."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.table.state import Phase

if TYPE_CHECKING:
    from game.core.engine import Game


class InvariantBroken(AssertionError):
    pass


def check(game: Game) -> None:
    """Raise InvariantBroken naming the first invariant the game's state breaks."""
    st, rules = game.state, game.rules
    start_total = rules.start_points * st.players
    if sum(st.scores) + st.pot != start_total:
        raise InvariantBroken(f"points not zero-sum: {st.scores} + pot {st.pot}")
    if st.wall is None or st.phase == Phase.DEAL:
        return
    total = len(st.wall.all_tiles())
    for s in st.seats:
        total += len(s.hand) + len(s.bonus) + len(s.north)
        total += sum(len(m.tiles) for m in s.melds)
        if not rules.shared_discards:
            total += sum(1 for d in s.discards if not d.claimed)
    total += len(st.shared_pile)
    if total != game.tileset.size:
        raise InvariantBroken(f"{total} tiles on the table, the set has {game.tileset.size}")
    for i, s in enumerate(st.seats):
        size = len(s.hand) + 3 * len(s.melds)  # an unrevealed bonus tile counts (classical)
        turn_size = rules.hand_size + 1
        allowed = {rules.hand_size}
        if i == st.turn and st.phase in (Phase.ACT, Phase.HAND_END, Phase.MATCH_END):
            allowed.add(turn_size)
        if st.phase in (Phase.ROB_KONG, Phase.HAND_END, Phase.MATCH_END):
            allowed |= {rules.hand_size - 1, turn_size}
        if size not in allowed:
            raise InvariantBroken(f"seat {i} holds {size} tiles in {st.phase.value}")
