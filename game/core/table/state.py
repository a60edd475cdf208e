"""The state of a game in progress, and `view(seat)`: exactly what one seat may know."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from game.core.model.melds import Meld
from game.core.model.tiles import NORTH_TILE, Tile, TileSet
from game.core.table.wall import Wall


class Phase(StrEnum):
    DEAL = "deal"  # waiting for Continue to deal the next hand
    DRAW = "draw"  # transient: the turn seat draws (apply never rests here)
    ACT = "act"  # the turn seat discards, wins, kongs, ...
    CLAIM = "claim"  # the others may claim the discard
    ROB_KONG = "rob_kong"  # the others may win on a kong being made
    REPLACEMENT = "replacement"  # transient: a replacement draw from the dead wall
    HAND_END = "hand_end"  # the hand is over and settled; Continue goes on
    SCORING = "scoring"  # transient: sheets and settlement
    NEXT_HAND = "next_hand"  # transient: dealer rotation, round wind
    MATCH_END = "match_end"


@dataclass(frozen=True, slots=True)
class DiscardRecord:
    tile: Tile
    tsumogiri: bool = False
    riichi: bool = False
    claimed: bool = False
    call: bool = False  # classical: the discard that declared Original Call


@dataclass(frozen=True)
class HandResult:
    """What the next hand needs to know of the last one: who won (from whom), or why it was
    drawn, whether the dealer keeps the deal, and who let off a cannon."""

    winners: tuple[int, ...] = ()
    discarder: int | None = None
    draw: bool = False
    dealer_keeps: bool = False
    tenpai: tuple[bool, ...] = ()
    abortive: str = ""
    cannon: int | None = None


@dataclass
class SeatState:
    hand: list[Tile] = field(default_factory=list)
    melds: list[Meld] = field(default_factory=list)
    bonus: list[Tile] = field(default_factory=list)
    discards: list[DiscardRecord] = field(default_factory=list)
    north: list[Tile] = field(default_factory=list)
    drawn: Tile | None = None  # the tile just drawn (None after a call)
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    furiten_temp: bool = False  # passed a winning tile: until the next own draw
    furiten_perm: bool = False  # passed a winning tile after riichi
    original_call: bool = False
    kuikae: tuple[Tile, ...] = ()  # tiles this seat may not discard right now
    from_wall: bool = False  # this turn began with a draw from the wall (not a call)
    turns: int = 0  # own discards this hand
    # Superpower match, this hand: the power used, its lasting effects, what it showed.
    power_used: bool = False
    traded: bool = False  # a power brought a tile in (Second Wind, Undertow): no first-draw win
    cushioned: bool = False  # Soft Landing: a win on this seat's tile costs it half
    bounty: bool = False  # Bounty: this seat's win is paid half again
    stars: list[Tile] = field(default_factory=list)  # Hidden Star: private dora indicators
    insight: list[tuple[str, tuple[Tile, ...]]] = field(default_factory=list)


@dataclass
class GameState:
    """Everything about a match in progress. The engine mutates it; views copy from it."""

    variant: str
    options: dict[str, Any]
    seed: int
    players: int
    scores: list[int]
    dealer: int = 0
    round_wind: int = 0
    honba: int = 0
    pot: int = 0
    phase: Phase = Phase.DEAL
    turn: int = 0
    wall: Wall | None = None
    seats: list[SeatState] = field(default_factory=list)
    shared_pile: list[Tile] = field(default_factory=list)  # Ùzje's sorted discards
    last_discard: tuple[int, Tile] | None = None
    # Claim and rob windows: who still has to answer, and what each may do.
    pending: dict[int, tuple[Any, ...]] = field(default_factory=dict)
    answers: dict[int, Any] = field(default_factory=dict)
    kong_pending: tuple[int, Tile, str] | None = None  # (seat, tile, kind) being robbed
    after_kong: int = 0  # consecutive kongs before this replacement draw (rinshan)
    loose: bool = False  # the tile just drawn came from the dead wall (any replacement)
    late_indicator: int = 0  # kan dora waiting for the kong player's discard
    calls_made: bool = False  # any call this hand (ends the first go-around)
    kongs: list[int] = field(default_factory=list)  # seat of each kong this hand
    liable: dict[int, int] = field(default_factory=dict)  # pao: winner seat -> feeder seat
    first_winds: list[Tile] = field(default_factory=list)
    result: HandResult | None = None  # the last hand's outcome
    hands_played: int = 0
    dealer_wins: int = 0  # the dealer's consecutive wins (classical: East's 13th is a limit)
    repeat: int = 0  # hands this dealer dealt in a row before this one (derived, not digested)
    extension: bool = False
    match_over: bool = False
    log: list[dict[str, Any]] = field(default_factory=list)
    powers: tuple[str, ...] = ()  # Superpower match: each seat's power (empty: no powers)
    charges: list[int] = field(default_factory=list)  # uses of it left in the match

    def seat_wind(self, seat: int) -> int:
        return (seat - self.dealer) % self.players

    def snapshot(self, tileset: TileSet) -> dict[str, Any]:
        """A plain dict of the whole state (for digests and debugging; saves use the log)."""
        fmt = tileset.format

        def meld(m: Meld) -> list[Any]:
            return [m.kind.value, fmt(m.tiles), m.open, m.source]

        return {
            "scores": list(self.scores), "dealer": self.dealer, "round": self.round_wind,
            "honba": self.honba, "pot": self.pot,
            "phase": self.phase.value, "turn": self.turn,
            "wall": self.wall.to_dict(fmt) if self.wall else None,
            "seats": [
                {"hand": fmt(s.hand), "melds": [meld(m) for m in s.melds], "bonus": fmt(s.bonus),
                 "discards": [[fmt([d.tile]), d.tsumogiri, d.riichi, d.claimed]
                              for d in s.discards],
                 "north": len(s.north), "riichi": s.riichi, "ippatsu": s.ippatsu,
                 "furiten": [s.furiten_temp, s.furiten_perm], "kuikae": fmt(s.kuikae),
                 "drawn": fmt([s.drawn]) if s.drawn else None, "turns": s.turns}
                for s in self.seats
            ],
            "pile": fmt(self.shared_pile),
            "last": [self.last_discard[0], fmt([self.last_discard[1]])]
            if self.last_discard else None,
            "pending": {str(k): [repr(a) for a in v] for k, v in self.pending.items()},
            "answers": {str(k): repr(v) for k, v in self.answers.items()},
            "kong_pending": repr(self.kong_pending), "after_kong": self.after_kong,
            "loose": self.loose, "liable": dict(self.liable), "extension": self.extension,
            "dealer_wins": self.dealer_wins,
            "kongs": list(self.kongs), "over": self.match_over, "actions": len(self.log),
        }

    def power_snapshot(self, tileset: TileSet) -> dict[str, Any]:
        """The Superpower state (a digest of a match without powers leaves it out)."""
        return {"powers": list(self.powers), "charges": list(self.charges), "seats": [
            [s.power_used, s.cushioned, s.bounty, tileset.format(s.stars),
             [[name, tileset.format(tiles)] for name, tiles in s.insight]]
            for s in self.seats]}

    def digest(self, tileset: TileSet) -> str:
        snap = self.snapshot(tileset)
        if self.powers:
            snap["powers"] = self.power_snapshot(tileset)
        data = json.dumps(snap, sort_keys=True, default=str)
        return hashlib.sha256(data.encode()).hexdigest()


@dataclass(frozen=True)
class SeatView:
    """What everyone knows of one seat."""

    seat: int
    wind: int
    score: int
    hand_count: int
    melds: tuple[Meld | None, ...]  # None: a hidden concealed kong (four backs)
    bonus: tuple[Tile, ...]
    discards: tuple[DiscardRecord, ...]
    north: int
    riichi: bool
    power: str = ""  # Superpower match: the seat's power, uses left, used this hand
    charges: int = 0
    power_used: bool = False


@dataclass(frozen=True)
class View:
    """What one seat may know: its own hand and everything face up, never the wall."""

    seat: int
    phase: Phase
    turn: int
    hand: tuple[Tile, ...]
    drawn: Tile | None
    seats: tuple[SeatView, ...]
    dealer: int
    round_wind: int
    honba: int
    pot: int
    wall_left: int
    dora_indicators: tuple[Tile, ...]
    turned_up: tuple[Tile, ...]
    shared_pile: tuple[Tile, ...]
    last_discard: tuple[int, Tile] | None
    players: int
    furiten: bool = False
    repeat: int = 0  # the dealer's hands in a row before this one, in this wind
    # What this seat's power showed it this hand: (power, tiles), private.
    insight: tuple[tuple[str, tuple[Tile, ...]], ...] = ()

    @property
    def me(self) -> SeatView:
        return self.seats[self.seat]

    def visible_tiles(self) -> list[Tile]:
        """Every face-up tile the seat can see outside its own hand (Sanma's Norths set
        aside included: they are out of play as surely as a discard)."""
        out: list[Tile] = list(self.dora_indicators) + list(self.turned_up)
        out.extend(self.shared_pile)
        for s in self.seats:
            out.extend([NORTH_TILE] * s.north)
            if not self.shared_pile:
                out.extend(d.tile for d in s.discards if not d.claimed)
            for m in s.melds:
                if m is not None:
                    out.extend(m.tiles)
        return out
