"""What a seat may do: small frozen action values, and their JSON form for logs and saves."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from game.core.model.tiles import Tile, TileSet


class IllegalAction(ValueError):
    """An action the rules refuse; `rule` names the rule it breaks. The state is unchanged."""

    def __init__(self, action: object, rule: str) -> None:
        self.action, self.rule = action, rule
        super().__init__(f"{action}: {rule}")


@dataclass(frozen=True, slots=True)
class Action:
    seat: int


@dataclass(frozen=True, slots=True)
class Continue(Action):
    """Go on: deal the next hand, or leave a hand's result."""


@dataclass(frozen=True, slots=True)
class Discard(Action):
    tile: Tile
    riichi: bool = False  # declare riichi with this discard
    call: bool = False  # classical: Original Call with the first discard


@dataclass(frozen=True, slots=True)
class Tsumo(Action):
    """Win on the tile just drawn (self-draw)."""


@dataclass(frozen=True, slots=True)
class Ron(Action):
    """Win on the discard (or on a kong being added, or an extracted North)."""


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Let the discard (or the kong) go."""


@dataclass(frozen=True, slots=True)
class Chow(Action):
    """Claim the discard into a run with these two tiles from the hand."""

    tiles: tuple[Tile, Tile]


@dataclass(frozen=True, slots=True)
class Pung(Action):
    tiles: tuple[Tile, Tile]


@dataclass(frozen=True, slots=True)
class Kong(Action):
    """`kind`: "open" (claim a discard onto three in hand), "closed" (four from the hand),
    "added" (a drawn or held tile onto an exposed pung). `tile` names the kong."""

    tile: Tile
    kind: str


@dataclass(frozen=True, slots=True)
class ExtractNorth(Action):
    """Sanma: set a North aside as dora and draw a replacement."""

    tile: Tile


@dataclass(frozen=True, slots=True)
class RevealBonus(Action):
    """Classical: lay a flower or season from the hand aside and draw its replacement."""

    tile: Tile


@dataclass(frozen=True, slots=True)
class AbortHand(Action):
    """Riichi: declare nine different terminals and honours on the first draw."""


@dataclass(frozen=True, slots=True)
class UsePower(Action):
    """Superpower match: use the seat's power (game.core.model.powers); `tile` is the tile of
    the hand a power acts on, for the powers that take one."""

    power: str
    tile: Tile | None = None


ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls
    for cls in (Continue, Discard, Tsumo, Ron, Pass, Chow, Pung, Kong, ExtractNorth,
                RevealBonus, AbortHand, UsePower)
}


def action_to_dict(action: Action, tileset: TileSet) -> dict[str, Any]:
    out: dict[str, Any] = {"type": type(action).__name__}
    for f in fields(action):
        value = getattr(action, f.name)
        if isinstance(value, Tile):
            value = tileset.format([value])
        elif isinstance(value, tuple):
            value = tileset.format(value)
        out[f.name] = value
    return out


def action_from_dict(data: dict[str, Any], tileset: TileSet) -> Action:
    cls = ACTION_TYPES[data["type"]]
    kwargs: dict[str, Any] = {}
    for f in fields(cls):
        value = data[f.name] if f.name in data else None
        if value is None:
            continue
        if f.name == "tile":
            value = tileset.parse(value)[0]
        elif f.name == "tiles":
            value = tuple(tileset.parse(value))
        kwargs[f.name] = value
    return cls(**kwargs)
