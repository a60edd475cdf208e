"""Meld grammars: which tiles make a meld, and which special hands win, in each variant.

A grammar is data over one tile set's kind indices: every three-tile meld template, and the
special forms. Shape search, shanten and scoring all read it, so a variant's meld rules live
in exactly one place.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache, cached_property
from itertools import combinations
from typing import Any

from game.core.model.melds import Meld, MeldKind
from game.core.model.tiles import (
    DRAGONS,
    HONOUR,
    NUMBER_SUITS,
    WINDS,
    ZERO,
    Tile,
    TileSet,
    tile,
)


@dataclass(frozen=True, slots=True)
class Template:
    """A three-tile meld shape as kind indices, in layout order (8-9-1 reads 8, 9, 1)."""

    kind: MeldKind
    indices: tuple[int, ...]
    suit: str
    step: int = 0  # difference of a run; 0 for pungs and non-arithmetic runs


@dataclass(frozen=True)
class Orphans:
    """An orphans hand: `required` kind indices (a kind may repeat, e.g. Ùzje's H H V V),
    plus `extra` more tile that duplicates one of them (0 for fourteen orphans)."""

    name: MeldKind | str
    required: tuple[int, ...]
    extra: int = 1


@dataclass
class Derived:
    """What a layer above works out once per grammar and keeps beside it: the shanten
    engine (game.core.shanten) and its fast concealed-hand function."""

    shanten_engine: Any = None
    shanten0: Callable[[bytes], int] | None = None


@dataclass(frozen=True)
class Grammar:
    """What makes a complete hand in one variant under its options."""

    tileset: TileSet
    templates: tuple[Template, ...]
    seven_pairs: bool = False
    # Ùzje: four alike count as two pairs; elsewhere seven pairs are seven different pairs.
    seven_pairs_allow_quads: bool = False
    orphans: tuple[Orphans, ...] = ()
    long_straights: tuple[tuple[int, ...], ...] = ()  # each a 14-kind run (Ùzje)
    # Which runs may be called and still let the long straight win (Ùzje: step-1 runs only).
    long_straight_open_step: int = 1
    wrap: bool = False  # Space: 8-9-1 and 9-1-2 are runs, terminals wait two-sided
    honour_runs: bool = False  # Space: three different winds, the three dragons
    by_index: dict[int, tuple[Template, ...]] = field(init=False, repr=False, compare=False)
    derived: Derived = field(default_factory=Derived, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_index: dict[int, list[Template]] = {}
        for t in self.templates:
            for i in set(t.indices):
                by_index.setdefault(i, []).append(t)
        object.__setattr__(self, "by_index", {i: tuple(ts) for i, ts in by_index.items()})

    @property
    def kinds(self) -> tuple[Tile, ...]:
        return self.tileset.kinds

    @cached_property
    def runs(self) -> tuple[Template, ...]:
        return tuple(t for t in self.templates if t.kind is not MeldKind.PUNG)

    def template_for(self, tiles: Iterable[Tile]) -> Template | None:
        """The template three (or, for a kong, four alike) declared tiles make, if any."""
        idx = self.tileset.index
        try:
            indices = sorted(idx[t] for t in tiles)
        except KeyError:
            return None
        if len(indices) == 4:
            if len(set(indices)) == 1:
                return Template(MeldKind.KONG, tuple(indices), self.kinds[indices[0]].suit)
            return None
        for t in self.templates:
            if sorted(t.indices) == indices:
                return t
        return None

    def claimed_meld(self, own: Iterable[Tile], claimed: Tile, source: int) -> Meld:
        """The open meld `own` tiles make with a `claimed` discard from `source` (relative
        seat), laid out as the table lays it: kind, suit and step from its template, so an
        Ùzje gem or power claimed as a run stays a gem or power."""
        tiles = [*own, claimed]
        template = self.template_for(tiles)
        if template is None:  # no meld of this grammar: as three alike or a run would lie
            alike = len({t.plain for t in tiles}) == 1
            template = Template(MeldKind.PUNG if alike else MeldKind.CHOW, (), claimed.suit)
        return Meld(template.kind, tuple(self.tileset.sort(tiles)), True, template.suit,
                    template.step, claimed, source)


# ---------------------------------------------------------------------------------------------
# Builders


def _pungs(ts: TileSet) -> list[Template]:
    return [Template(MeldKind.PUNG, (i, i, i), k.suit) for i, k in enumerate(ts.kinds)]


def _suit_index(ts: TileSet, suit: str, rank: int) -> int | None:
    """Kind index of rank `rank` of `suit`; rank 0 is Zero where the set has it."""
    t = tile(HONOUR, ZERO) if rank == 0 else tile(suit, rank)
    return ts.index.get(t)


def _step(a: int, b: int, c: int) -> int:
    return b - a


def _runs(ts: TileSet, rank_triples: Iterable[tuple[int, int, int]], kind: MeldKind,
          step_of: Callable[[int, int, int], int] = _step) -> list[Template]:
    out = []
    for suit in NUMBER_SUITS:
        for ranks in rank_triples:
            idx = [_suit_index(ts, suit, r) for r in ranks]
            found = [i for i in idx if i is not None]
            if len(found) == len(idx):
                out.append(Template(kind, tuple(found), suit, step_of(*ranks)))
    return out


@cache  # grammars are immutable data: build each once per tile set
def standard_grammar(ts: TileSet, seven_pairs: bool, orphans: bool = True) -> Grammar:
    """Chow, pung (no wrap): Riichi, Sanma, HKOS, Classical."""
    chows = _runs(ts, [(r, r + 1, r + 2) for r in range(1, 8)], MeldKind.CHOW)
    return Grammar(ts, tuple(_pungs(ts) + chows), seven_pairs=seven_pairs,
                   orphans=(_thirteen_orphans(ts),) if orphans else ())


@cache  # grammars are immutable data: build each once per tile set
def space_grammar(ts: TileSet, seven_pairs: bool) -> Grammar:
    """Standard plus 8-9-1 and 9-1-2, any three different winds, and the three dragons."""
    triples = [(r, r + 1, r + 2) for r in range(1, 8)] + [(8, 9, 1), (9, 1, 2)]
    chows = _runs(ts, triples, MeldKind.CHOW, step_of=lambda a, b, c: 1)
    honour = [
        Template(MeldKind.CHOW, tuple(ts.index[tile(HONOUR, w)] for w in trio), HONOUR, 0)
        for trio in combinations(WINDS, 3)
    ]
    honour.append(Template(MeldKind.CHOW, tuple(ts.index[tile(HONOUR, d)] for d in DRAGONS),
                           HONOUR, 0))
    return Grammar(ts, tuple(_pungs(ts) + chows + honour), seven_pairs=seven_pairs,
                   orphans=(_thirteen_orphans(ts),), wrap=True, honour_runs=True)


def _thirteen_orphans(ts: TileSet) -> Orphans:
    majors = [i for i, k in enumerate(ts.kinds) if ts.is_major(k)]
    return Orphans("thirteen_orphans", tuple(majors))


GEMS = ((1, 2, 4), (2, 4, 8), (4, 8, 16), (1, 3, 9), (3, 6, 12), (1, 4, 16))
RATIONAL_GEMS = ((4, 6, 9), (9, 12, 16))
POWERS = ((0, 1, 4), (1, 4, 9), (4, 9, 16), (0, 1, 8))
LONG_STRAIGHT_STARTS = (1, 2, 3)


@cache  # grammars are immutable data: build each once per tile set
def uzje_grammar(ts: TileSet, rational_gems: bool = False) -> Grammar:
    """Trips, ariths of any difference (Zero as rank 0), gems, powers; seven pairs, thirteen
    and fourteen orphans (compressed winds: H H V V), long straights."""
    ariths = [(a, a + d, a + 2 * d) for d in range(1, 9) for a in range(0, 17 - 2 * d)]
    gems = GEMS + (RATIONAL_GEMS if rational_gems else ())
    templates = (
        _pungs(ts)
        + _runs(ts, ariths, MeldKind.CHOW)
        + _runs(ts, gems, MeldKind.GEM, step_of=lambda a, b, c: 0)
        + _runs(ts, POWERS, MeldKind.POWER, step_of=lambda a, b, c: 0)
    )
    return Grammar(ts, tuple(templates), seven_pairs=True, seven_pairs_allow_quads=True,
                   orphans=_uzje_orphans(ts), long_straights=_long_straights(ts))


def _uzje_orphans(ts: TileSet) -> tuple[Orphans, ...]:
    idx = ts.index
    terminals = [idx[tile(s, r)] for s in ("p", "s", "m") for r in (1, 16)]
    honours = [i for i, k in enumerate(ts.kinds) if k.suit == HONOUR and not k.is_zero]
    compressed = any(k.rank in (8, 9) for k in ts.kinds if k.suit == HONOUR)
    if compressed:  # E W become H H, N S become V V
        honours = [i for i in honours for _ in range(2 if ts.kinds[i].rank in (8, 9) else 1)]
    thirteen = tuple(sorted(terminals + honours))
    zero = idx[tile(HONOUR, ZERO)]
    return (Orphans("thirteen_orphans", thirteen),
            Orphans("fourteen_orphans", tuple(sorted(thirteen + (zero,))), extra=0))


def _long_straights(ts: TileSet) -> tuple[tuple[int, ...], ...]:
    out = []
    for suit in NUMBER_SUITS:
        for start in LONG_STRAIGHT_STARTS:
            idx = [ts.index.get(tile(suit, r)) for r in range(start, start + 14)]
            if None not in idx:
                out.append(tuple(i for i in idx if i is not None))
    return tuple(out)
