"""A record stepped through action by action, from its events alone: any seat's view (folded
from the events that seat was shown, as the table shows it), every seat's own tiles for the
hands-open view, where each hand starts, and what each step did in words.

Stepping never replays the engine: a position's view is folded from the start of its hand
(`ViewFold` begins afresh at each hand), a few hundred small events at most.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.model.melds import Meld
from game.core.model.powers import title_of
from game.core.model.tiles import Tile
from game.core.settlement.notes import settlement_notes
from game.core.table.events import (
    Called,
    Discarded,
    DrawnGame,
    Event,
    HandStarted,
    KongDeclared,
    MatchEnded,
    NorthExtracted,
    PowersDealt,
    PowerUsed,
    Scored,
    TileRedrawn,
    TileTraded,
    Won,
    events_for,
)
from game.core.table.state import View
from game.core.table.view_fold import ViewFold
from game.records.record import record_events, sheet_of, win_words

WINDS = ("East", "South", "West", "North")
DRAWS = {"exhaustive": "Exhaustive draw", "nine_terminals": "Nine terminals: abortive draw",
         "four_riichi": "Four riichi: abortive draw", "four_kans": "Four kongs: abortive draw",
         "four_winds": "Four winds: abortive draw"}


@dataclass(frozen=True)
class HandMark:
    """Where a hand begins in the replay, and its name ("East 2, honba 1"; where no honba
    count, "East 2, dealer again ×1" for the dealer's hand again)."""

    position: int
    round_wind: int
    dealer: int
    honba: int
    repeat: int = 0

    def label(self, players: int) -> str:
        count = (f", honba {self.honba}" if self.honba else
                 f", dealer again \u00d7{self.repeat}" if self.repeat else "")
        return f"{WINDS[self.round_wind % 4]} {self.dealer % players + 1}{count}"


class Replay:
    """A record's positions: position 0 is before anything, position k after the k-th action
    that showed something (an action that changed nothing visible is no step)."""

    def __init__(self, doc: Mapping[str, Any]):
        game, self.events = record_events(doc)
        self.variant = game.variant
        self.rules, self.tileset, self.grammar = game.rules, game.tileset, game.grammar
        self.players = game.rules.players
        self.names = [p.get("name", "?") for p in doc.get("players", [])]
        self.me = doc.get("me")
        steps: Sequence[int] = doc.get("steps") or [1] * len(self.events)
        self.ends = [0]
        for n in steps:
            if n:
                self.ends.append(self.ends[-1] + n)
        if self.ends[-1] != len(self.events):  # steps that do not add up: one event a step
            self.ends = list(range(len(self.events) + 1))
        self.starts = [i for i, e in enumerate(self.events) if isinstance(e, HandStarted)]
        self.hands: list[HandMark] = []
        for i in self.starts:
            self.hands.append(self._mark(i, self.hands[-1] if self.hands else None))
        self._folds: dict[int, tuple[int, int, ViewFold]] = {}  # seat: (event, start, fold)

    def _mark(self, index: int, before: HandMark | None) -> HandMark:
        e = self.events[index]
        assert isinstance(e, HandStarted)
        position = next(k for k, end in enumerate(self.ends) if end > index)
        repeat = 0
        if before is not None and (before.dealer, before.round_wind) == (e.dealer, e.round_wind):
            repeat = before.repeat + 1
        return HandMark(position, e.round_wind, e.dealer, e.honba, repeat)

    @property
    def last(self) -> int:
        return len(self.ends) - 1

    def hand_at(self, position: int) -> int:
        """The index of the hand a position is in (-1 before the first deal)."""
        return max((i for i, h in enumerate(self.hands) if h.position <= position), default=-1)

    def fold(self, position: int, seat: int) -> ViewFold:
        """Seat `seat`'s knowledge at `position`: its fold moved on from where it was when
        that is in the same hand and not later, else folded afresh from the hand's start."""
        end = self.ends[position]
        start = max((i for i in self.starts if i < end), default=0)
        at, begun, found = self._folds.get(seat, (-1, -1, None))
        if found is None or begun != start or at > end:
            found = ViewFold(seat, self.players, self.rules.start_points, self.rules,
                             self.tileset, self.grammar)
            at = start
            k = self.starts.index(start) if start in self.starts else 0
            if k:  # folded from a later hand: the one before it says whether this repeats
                before = self.hands[k - 1]
                found.seen_before(before.dealer, before.round_wind, before.repeat)
        for e in events_for(self.events[at:end], seat):
            found.apply(e)
        self._folds[seat] = (end, start, found)
        return found

    def view(self, position: int, seat: int) -> View:
        return self.fold(position, seat).view()

    def open_hands(self, position: int) -> list[tuple[Tile, ...]]:
        """Every seat's concealed tiles at `position` (its own view's), for all hands open."""
        return [tuple(self.fold(position, s).hand) for s in range(self.players)]

    def step_events(self, position: int) -> list[Event]:
        if position <= 0:
            return []
        return self.events[self.ends[position - 1]:self.ends[position]]

    def name(self, seat: int | None) -> str:
        if seat is None:
            return "?"
        return self.names[seat] if seat < len(self.names) else f"Seat {seat + 1}"

    def said(self, position: int) -> list[str]:
        """What the step to `position` did, in words."""
        out: list[str] = []
        for e in self.step_events(position):
            line = self._say(e)
            if line:
                out.append(line)
        return out

    def _does(self, seat: int | None, verb: str, rest: str) -> str:
        """"Wren discards 5m", "You discard 5m"."""
        who = self.name(seat)
        return f"{who} {verb if who == 'You' else verb + 's'} {rest}".rstrip()

    def _moved(self, e: TileRedrawn | TileTraded) -> str:
        """The tiles a power moved, which the replay's open hands show ("You use Second Wind"
        said nothing of them: a tester); "" where the record kept them hidden."""
        fmt, you = self._tiles, self.name(e.seat) == "You"
        s = "" if you else "s"
        if isinstance(e, TileRedrawn):
            if e.returned is None or e.tile is None:
                return ""
            return (f"{self.name(e.seat)} put{s} {fmt([e.returned])} back into the wall and "
                    f"draw{s} {fmt([e.tile])}")
        if e.given is None or e.taken is None:
            return ""
        return (f"{self.name(e.seat)} trade{s} {fmt([e.given])} for the wall's next tile, "
                f"{fmt([e.taken])}")

    def _tiles(self, tiles: Sequence[Tile]) -> str:
        """Tiles as a player reads them in a sentence: number tiles in their short notation
        ("5m"), honours by name where the notation writes them as codes ("7z": "Red dragon";
        a pung of them "3 × Red dragon")."""
        ts = self.tileset
        if ts.notation.name != "mpsz" or not any(t.is_honour for t in tiles):
            return ts.format(tiles)
        kinds = {t.plain for t in tiles}
        named = [f"{t.name} dragon" if t.is_dragon else t.name for t in tiles]
        if len(kinds) == 1 and len(tiles) > 1:
            return f"{len(tiles)} × {named[0]}"
        return " ".join(n if t.is_honour else ts.format([t]) for t, n in zip(tiles, named,
                                                                            strict=True))

    def _say(self, e: Event) -> str:
        fmt = self._tiles
        if isinstance(e, HandStarted):
            return f"{WINDS[e.round_wind % 4]} {e.dealer % self.players + 1} is dealt"
        if isinstance(e, Discarded):
            if e.riichi:
                return self._does(e.seat, "declare", f"riichi with {fmt([e.tile])}")
            return self._does(e.seat, "discard", fmt([e.tile]))
        if isinstance(e, Called):
            return self._does(e.seat, "call", f"{e.meld.kind.value} {fmt(e.meld.tiles)}")
        if isinstance(e, KongDeclared):
            shown = fmt(e.meld.tiles) if e.meld is not None else ""
            return self._does(e.seat, "declare", f"a {e.kind} kong {shown}")
        if isinstance(e, NorthExtracted):
            return self._does(e.seat, "set", "a North aside")
        if isinstance(e, PowerUsed):  # a Superpower match's uses (the replay told none)
            return self._does(e.seat, "use", title_of(e.power))
        if isinstance(e, TileRedrawn | TileTraded):
            return self._moved(e)
        if isinstance(e, PowersDealt) and e is next(
                x for x in self.events if isinstance(x, PowersDealt)):  # the first deal's
            return "Powers: " + ", ".join(f"{self.name(s)} {title_of(p)}"
                                          for s, p in enumerate(e.powers) if p)
        if isinstance(e, Won):
            sheet = sheet_of(e)
            whose = self.name(e.from_seat)
            whose = "your" if whose == "You" else f"{whose}'s"
            how = "by tsumo" if e.by == "tsumo" else f"on {whose} discard"
            return self._does(e.seat, "win",
                              f"{how}: {win_words(sheet, unnamed=self.variant.bonus_elements)}")
        if isinstance(e, DrawnGame):
            return DRAWS.get(e.reason, e.reason.replace("_", " ").capitalize())
        if isinstance(e, Scored):
            moved = [f"{self.name(s)} " + f"{d:+,}".replace("-", "\u2013")  # the table's
                     for s, d in enumerate(e.deltas) if d]  # minus (a name keeps its own -)
            # the sticks and honba too, as the table says them: without them the changes
            # did not add up (a tester's "Wren –2,000; Finch +3,000")
            return "; ".join(moved + settlement_notes(e.settlement, self.name))
        if isinstance(e, MatchEnded):
            first = e.ranks.index(1)
            return f"The match ends: {self.name(first)} first with {e.scores[first]:,}"
        return ""

    def analyzer_values(self, position: int, seat: int) -> dict[str, Any]:
        """The position of one seat as the hand analyzer's fields: its concealed tiles, its
        melds (* concealed kong), the winds and the dora indicators."""
        view = self.view(position, seat)
        melds = [m for m in view.seats[seat].melds if m is not None]
        fmt = self.tileset.format
        hand = [t for t in view.hand if not t.is_bonus]
        return {"hand": fmt(self.tileset.sort(hand)),
                "melds": " ".join(_meld_text(fmt, m) for m in melds),
                "seat": "ESWN"[view.seats[seat].wind % 4],
                "round": "ESWN"[view.round_wind % 4],
                "extra": fmt(view.dora_indicators)}


def _meld_text(fmt, meld: Meld) -> str:
    return fmt(meld.tiles) + ("" if meld.open else "*")
