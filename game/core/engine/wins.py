"""A win as the scorer sees it: the flags of the moment, the situation, and its score sheet,
read from the state (pure: nothing here changes the game)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.core.engine.ruleset import Ruleset
from game.core.hands.shapes import is_complete, waiting_kinds, waits
from game.core.model.sheet import SEAT_WINDS, ScoreSheet, WinSituation
from game.core.model.tiles import Tile
from game.core.table.state import GameState

SHEETS_KEPT = 64  # score sheets remembered between two actions (legal_actions asks, then Ron)


def win_flags(st: GameState, seat: int, by: str, discarder: int | None,
              extra: frozenset[str]) -> frozenset[str]:
    """The ANALYZE.md flags that hold for this win (each scorer ignores the ones it lacks)."""
    s = st.seats[seat]
    left = st.wall.left if st.wall else 0
    f = set(extra)
    if s.riichi:
        f.add("double_riichi" if s.double_riichi else "riichi")
    if s.ippatsu:
        f.add("ippatsu")
    if s.original_call:
        f.add("original_call")
    # a heavenly or earthly hand is dealt or drawn as it comes, not fished for by a power
    first = s.turns == 0 and not st.calls_made and not s.traded
    if seat == st.dealer and st.dealer_wins >= 12:
        f.add("thirteenth_mah_jong")
    if by == "tsumo":
        if st.after_kong:
            f |= {"rinshan", "replacement"}
            if st.after_kong > 1:
                f.add("kong_upon_kong")
        elif st.loose:
            f.add("replacement")  # a bonus tile's replacement from the dead wall
        elif left == 0:
            f |= {"haitei", "last_tile"}
        if first:
            f |= {"tenhou", "heavens_blessing", "first_draw"} if seat == st.dealer else {
                "chiihou", "first_draw"}
    else:
        if left == 0 and "chankan" not in f:
            f |= {"houtei", "last_discard"}
        if (discarder == st.dealer and first and st.seats[st.dealer].turns == 1
                and not st.calls_made):
            f.add("earths_blessing")
    return frozenset(f)


def situation(st: GameState, rs: Ruleset, seat: int, win_tile: Tile, by: str,
              discarder: int | None, extra: frozenset[str] = frozenset()) -> WinSituation:
    """Everything about `seat` winning on `win_tile` that is not its tiles."""
    s = st.seats[seat]
    hand = [t for t in s.hand if not t.is_bonus]
    if by == "ron":
        hand.append(win_tile)
    visible: list[Tile] = []
    for i, other in enumerate(st.seats):
        visible.extend(d.tile for d in other.discards if not d.claimed)
        if i != seat:
            visible.extend(t for m in other.melds if m.open for t in m.tiles)
    wall = st.wall
    ura = wall.ura_indicators if wall and s.riichi else ()
    return WinSituation(
        hand=tuple(hand), melds=tuple(s.melds), win_tile=win_tile, by=by,
        seat_wind=SEAT_WINDS[st.seat_wind(seat)], round_wind=SEAT_WINDS[st.round_wind % 4],
        flags=win_flags(st, seat, by, discarder, extra),
        # A Hidden Star (Superpower) is one more indicator for its holder alone.
        dora_indicators=wall.dora_indicators + tuple(s.stars)
        if wall and rs.rules.indicators else (),
        ura_indicators=ura if rs.rules.kan_ura else ura[:1],
        bonus=tuple(s.bonus), north_extracted=len(s.north),
        discarder=SEAT_WINDS[st.seat_wind(discarder)] if discarder is not None else None,
        visible=tuple(visible), players=st.players,
    )


SheetKey = tuple[int, Tile, str, int | None, frozenset[str], int]


class Scorer:
    """The score sheets of possible wins, remembered until the next action: legal_actions
    scores a Ron or Tsumo to offer it, and the win scores it again."""

    def __init__(self, rs: Ruleset) -> None:
        self.rs = rs
        self.sheets: dict[SheetKey, ScoreSheet] = {}

    def sheet(self, st: GameState, seat: int, win_tile: Tile, by: str, discarder: int | None,
              extra: frozenset[str] = frozenset()) -> ScoreSheet:
        key = (seat, win_tile, by, discarder, extra, len(st.log))
        found = self.sheets.get(key)
        if found is None:
            if len(self.sheets) > SHEETS_KEPT:
                self.sheets.clear()
            sit = situation(st, self.rs, seat, win_tile, by, discarder, extra)
            found = self.sheets[key] = self.rs.variant.score(sit, self.rs.options)
        return found

    def can_win(self, st: GameState, seat: int, win_tile: Tile, by: str,
                discarder: int | None, flags: frozenset[str] = frozenset()) -> bool:
        """Whether `seat` may win on `win_tile` now: a complete shape (or HKOS's treasures)
        that scores a legal win (yaku, minimum)."""
        rules = self.rs.rules
        s = st.seats[seat]
        hand = [t for t in s.hand if not t.is_bonus]
        if by == "ron":
            hand = hand + [win_tile]
        elif len(hand) != len(s.hand):
            return False
        treasures = by == "tsumo" and bool(rules.bonus_win) and len(
            set(s.bonus)) >= rules.bonus_win
        if not treasures and not is_complete(self.rs.grammar, hand, s.melds):
            return False
        if not self.sheet(st, seat, win_tile, by, discarder, flags).valid:
            return False
        return rules.atozuke or treasures or self._every_wait_wins(
            st, seat, win_tile, by, discarder, flags)

    def _every_wait_wins(self, st: GameState, seat: int, win_tile: Tile, by: str,
                         discarder: int | None, flags: frozenset[str]) -> bool:
        """Without atozuke: every other tile the hand waited on (one not all held already)
        would have been a legal win the same way too."""
        sit = situation(st, self.rs, seat, win_tile, by, discarder, flags)
        before = list(sit.hand)
        before.remove(win_tile)
        for w in waits(self.rs.grammar, before, sit.melds):
            if w.left and w.tile.plain is not win_tile.plain:
                other = replace(sit, hand=(*before, w.tile), win_tile=w.tile)
                if not self.rs.variant.score(other, self.rs.options).valid:
                    return False
        return True


def refusal(st: GameState, rs: Ruleset, seat: int, win_tile: Tile, by: str,
            concealed: Sequence[Tile], declaring: frozenset[str] = frozenset()) -> str:
    """Why `seat`, holding `concealed` beside its melds, could not win on `win_tile` by `by`
    at this moment: "" when the tile completes the hand and it scores a legal win; "not
    complete"; else the scorer's reason ("no yaku", below the minimum). `declaring`: flags the
    discard before it declares ("riichi": a yaku once declared). A ron is asked of a
    discard from the seat before it. Only the seat's own tiles and the table's face-up state
    decide it (the yaku and minimum never depend on hidden tiles)."""
    s = st.seats[seat]
    hand = tuple(t for t in concealed if not t.is_bonus) + (win_tile,)
    if win_tile.is_bonus or not is_complete(rs.grammar, hand, s.melds):
        return "not complete"
    discarder = (seat - 1) % st.players if by == "ron" else None
    sit = replace(situation(st, rs, seat, win_tile, by, discarder, declaring), hand=hand)
    sheet = rs.variant.score(sit, rs.options)
    return "" if sheet.valid else sheet.reason or "no win"


def tenpai(st: GameState, rs: Ruleset, seat: int) -> bool:
    s = st.seats[seat]
    hand = [t for t in s.hand if not t.is_bonus]
    return bool(waiting_kinds(rs.grammar, hand, s.melds))
