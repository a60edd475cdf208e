"""Melds, readings of a complete hand, and wait shapes: the hand model every scorer reads."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.core.model.tiles import HONOUR, Tile


class MeldKind(StrEnum):
    """What a group of tiles is. A pair rides along as a group so a reading is uniform."""

    CHOW = "chow"  # any run: a chow/shuntsu, a Space wrapped or honour sequence, an Ùzje arith
    PUNG = "pung"  # three alike (Ùzje trip)
    KONG = "kong"  # four alike (Ùzje quad); counts as one meld
    GEM = "gem"  # Ùzje geometric sequence
    POWER = "power"  # Ùzje squares / cubes
    PAIR = "pair"


class Form(StrEnum):
    """The shape of a complete hand."""

    STANDARD = "standard"  # melds and a pair
    SEVEN_PAIRS = "seven_pairs"
    THIRTEEN_ORPHANS = "thirteen_orphans"
    FOURTEEN_ORPHANS = "fourteen_orphans"
    LONG_STRAIGHT = "long_straight"


class WaitShape(StrEnum):
    """How the winning tile completed its group."""

    TWO_SIDED = "two-sided"  # ryanmen
    CLOSED = "closed"  # kanchan
    EDGE = "edge"  # penchan
    PAIR = "pair"  # shanpon: completes one of two pairs into a pung
    SINGLE = "single"  # tanki: completes the pair
    SPECIAL = "special"  # completes a special form (orphans, seven pairs' single, long straight)


@dataclass(frozen=True, slots=True)
class Meld:
    """A group of tiles.

    `tiles` are as laid out (a Space wrap reads 8-9-1, an honour run E-S-N). `suit` is the
    suit the group plays as: the number suit for runs (Zero in an Ùzje arith plays rank 0 of
    it), `z` for honour groups. `step` is the difference of a run (1 for a chow, d for an
    arith). `open` marks an exposed group; a concealed kong has open=False. For a claimed
    group, `claimed` is the claimed tile and `source` the seat it came from, relative to the
    owner (1 = next, 2 = across, 3 = previous; with three players 2 is the previous).
    """

    kind: MeldKind
    tiles: tuple[Tile, ...]
    open: bool = False
    suit: str = ""
    step: int = 0
    claimed: Tile | None = None
    source: int | None = None
    added: bool = False  # a kong made by adding a tile to a claimed pung (it lies on the claimed)

    @property
    def is_run(self) -> bool:
        return self.kind in (MeldKind.CHOW, MeldKind.GEM, MeldKind.POWER)

    @property
    def is_triplet(self) -> bool:
        """Pung or kong: a kong serves wherever a pung is named."""
        return self.kind in (MeldKind.PUNG, MeldKind.KONG)

    @property
    def is_honour(self) -> bool:
        return self.suit == HONOUR

    @property
    def first(self) -> Tile:
        return self.tiles[0]

    @property
    def concealed(self) -> bool:
        return not self.open


@dataclass(frozen=True, slots=True)
class Reading:
    """One way to read a complete hand: its form, its groups (declared first), its pair.

    For seven pairs `groups` holds the seven pairs and `pair` is None; for orphans and the
    long straight `groups` is empty and `tiles` holds the hand.
    """

    form: Form
    groups: tuple[Meld, ...]
    pair: Meld | None
    tiles: tuple[Tile, ...] = ()

    @property
    def melds(self) -> tuple[Meld, ...]:
        """The groups that are melds (not the pairs of seven pairs)."""
        return tuple(g for g in self.groups if g.kind is not MeldKind.PAIR)


@dataclass(frozen=True, slots=True)
class Wait:
    """A tile that completes a ready hand, and how many copies are left unseen by the hand."""

    tile: Tile
    left: int
    shapes: tuple[WaitShape, ...] = ()
