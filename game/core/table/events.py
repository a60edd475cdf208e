"""What happened: small frozen event values that `apply` returns and the table animates."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.core.model.melds import Meld
from game.core.model.tiles import Tile
from game.core.settlement import Settlement


@dataclass(frozen=True, slots=True)
class Event:
    pass


@dataclass(frozen=True, slots=True)
class HandStarted(Event):
    hand: int  # hands played so far in the match
    round_wind: int  # 0 East, 1 South, ...
    dealer: int
    honba: int
    pot: int
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DiceThrown(Event):
    seat: int
    dice: tuple[int, ...]
    break_at: int


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """`seat` takes `count` tiles from the wall; `tiles` only in the owner's copy."""

    seat: int
    count: int
    tiles: tuple[Tile, ...] | None = None
    left: int = 0  # tiles left in the live wall after this take


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    """The deal is over: every hand is sorted and the dealer plays first."""

    dealer: int


@dataclass(frozen=True, slots=True)
class BonusReplaced(Event):
    """A flower or season laid face up; its replacement is private (`tile`)."""

    seat: int
    bonus: Tile
    tile: Tile | None = None
    replaced: bool = True  # False: no tile was left to replace it (public)
    left: int = 0


@dataclass(frozen=True, slots=True)
class IndicatorRevealed(Event):
    tile: Tile
    left: int = 0  # sanma's later indicators may take tiles from the live wall's end


@dataclass(frozen=True, slots=True)
class TileTurnedUp(Event):
    """Ùzje: a dead-wall tile turned face up for an exposed quad."""

    tile: Tile


@dataclass(frozen=True, slots=True)
class Drew(Event):
    seat: int
    tile: Tile | None = None  # only in the owner's copy
    replacement: bool = False
    left: int = 0


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    seat: int
    tile: Tile
    tsumogiri: bool = False
    riichi: bool = False
    call: bool = False


@dataclass(frozen=True, slots=True)
class RiichiDeposited(Event):
    seat: int
    points: int


@dataclass(frozen=True, slots=True)
class Called(Event):
    """A claimed discard made a meld (chow, pung or open kong)."""

    seat: int
    meld: Meld
    from_seat: int


@dataclass(frozen=True, slots=True)
class KongDeclared(Event):
    """A closed or added kong; a hidden closed kong shows no faces (`meld` None)."""

    seat: int
    kind: str
    meld: Meld | None
    hidden: bool = False  # Ùzje: others see four backs until the hand ends


@dataclass(frozen=True, slots=True)
class NorthExtracted(Event):
    seat: int
    tile: Tile


@dataclass(frozen=True, slots=True)
class Won(Event):
    seat: int
    by: str  # "tsumo" or "ron"
    tile: Tile
    from_seat: int | None
    hand: tuple[Tile, ...]
    melds: tuple[Meld, ...]
    sheet: Any = None  # the scorer's ScoreSheet
    # Turned face up for everyone at hand end: dora indicators, and ura dora for a riichi win.
    dora_indicators: tuple[Tile, ...] = ()
    ura_indicators: tuple[Tile, ...] = ()


@dataclass(frozen=True, slots=True)
class FuritenMarked(Event):
    """`seat` passed a tile it could have won on: furiten until its next draw (for the rest
    of the hand when `permanent`, after riichi). Only the seat itself is told."""

    seat: int
    permanent: bool = False


@dataclass(frozen=True, slots=True)
class HandsRevealed(Event):
    """Hand end: every seat's concealed tiles and melds face up (hidden kongs included)."""

    hands: tuple[tuple[Tile, ...], ...]
    melds: tuple[tuple[Meld, ...], ...]


@dataclass(frozen=True, slots=True)
class DrawnGame(Event):
    reason: str  # "exhaustive", "nine_terminals", "four_riichi", "four_kans", "four_winds"
    tenpai: tuple[int, ...] = ()
    hands: tuple[tuple[Tile, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class Scored(Event):
    """Settlement of the hand: each seat's change and new score, and why (the payments)."""

    deltas: tuple[int, ...]
    scores: tuple[int, ...]
    settlement: Settlement = Settlement()


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    scores: tuple[int, ...]
    ranks: tuple[int, ...]  # ranks[seat] = 1 for the winner
    reason: str = ""
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True, slots=True)
class PowersDealt(Event):
    """Superpower match, at each deal: every seat's power and the charges it has left."""

    powers: tuple[str, ...]
    charges: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PowerUsed(Event):
    """`seat` used its power (everyone sees it); `charges` left in the match."""

    seat: int
    power: str
    charges: int


@dataclass(frozen=True, slots=True)
class PowerRevealed(Event):
    """What a power showed its owner alone (tiles ahead, waits heard, a hidden indicator)."""

    seat: int
    power: str
    tiles: tuple[Tile, ...] = ()


@dataclass(frozen=True, slots=True)
class TileRedrawn(Event):
    """Second Wind: `returned` went back into the live wall and `tile` was drawn (both only
    in the owner's copy)."""

    seat: int
    returned: Tile | None = None
    tile: Tile | None = None
    left: int = 0


@dataclass(frozen=True, slots=True)
class TileTraded(Event):
    """Undertow: `given` from the hand became the wall's next tile, `taken` came into the hand
    (both only in the owner's copy)."""

    seat: int
    given: Tile | None = None
    taken: Tile | None = None
    left: int = 0


@dataclass(frozen=True, slots=True)
class FlowerFound(Event):
    """Flower Hunt: a bonus tile taken from the live wall and laid face up before `seat`."""

    seat: int
    bonus: Tile
    left: int = 0


PRIVATE_TILES: dict[type[Event], tuple[str, ...]] = {
    Drew: ("tile",), BonusReplaced: ("tile",), Dealt: ("tiles",),
    TileRedrawn: ("returned", "tile"), TileTraded: ("given", "taken"),
}


def for_seat(event: Event, seat: int) -> Event | None:
    """The event as `seat` may see it: other seats' private tiles removed, and None for an
    event that only its own seat is told of."""
    if isinstance(event, FuritenMarked | PowerRevealed):
        return event if event.seat == seat else None
    if isinstance(event, KongDeclared) and event.hidden and event.seat != seat:
        return replace(event, meld=None)
    private = PRIVATE_TILES.get(type(event))
    if private and getattr(event, "seat", seat) != seat:
        return replace(event, **dict.fromkeys(private))
    return event


def events_for(events: list[Event], seat: int) -> list[Event]:
    """The events `seat` is shown, in order."""
    out = []
    for e in events:
        shown = for_seat(e, seat)
        if shown is not None:
            out.append(shown)
    return out
