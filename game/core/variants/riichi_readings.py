"""The standard readings of a concealed Riichi-family hand, kept suit by suit.

`shape_search` memoises each unit of a grammar (a suit, one honour). This reads its tables in
our 0-33 indices and keeps, for the counts of each suit (the honours as one suit), every way
those tiles split into groups: `Group` objects with the places a winning tile can take in
them. A hand's readings are then one look-up a suit and their product; suits repeat from hand
to hand far more often than whole hands do.

It reads the search behind `shapes` (`search_for(grammar)`: `units`, `unit_all`, `groups`,
`shapes`, `seven_pairs`) to skip building Meld and Reading objects, which costs more than the
scoring itself. `score_win(..., fast=False)` takes the public `readings`/`win_placements` path
instead; a test holds both to the same answers.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import product
from operator import itemgetter

from game.core.grammar import Grammar
from game.core.melds import WaitShape
from game.core.shape_search import search_for
from game.core.tiles import MPSZ, tile
from game.core.variants.riichi_tiles import tile_index
from game.core.variants.riichi_yaku import PAIR, Group, group_kind

SUITS = ((0, 9), (9, 18), (18, 27), (27, 34))  # man, pin, sou, honours
MEMO_LIMIT = 200_000  # splits kept a suit before the memo is cleared (long AI sessions)
Place = tuple[int, WaitShape]  # where the winning tile sits (a meld's position, -1 the pair)


def suit_of(index: int) -> int:
    return index // 9 if index < 27 else 3


class Split:
    """One way the tiles of a suit split into melds and at most one pair. `spots` are the
    groups the winning tile may complete, in the search's order, as (group id, position
    among the melds or -1 for the pair); `places` keeps, by winning tile, where it sits."""

    __slots__ = ("melds", "pair", "spots", "places")

    def __init__(self, melds: tuple[Group, ...], pair: Group | None,
                 spots: tuple[tuple[int, int], ...]) -> None:
        self.melds = melds
        self.pair = pair
        self.spots = spots
        self.places: dict[int, tuple[Place, ...]] = {}


_NONE = Split((), None, ())  # an empty suit


class Unsupported(Exception):
    """A grammar whose units cross our suits (Ùzje's hub): use the public readings."""


class Readings:
    """The suit-by-suit readings of one grammar's standard form."""

    def __init__(self, grammar: Grammar) -> None:
        sh = self.sh = search_for(grammar)
        self.mine = [tile_index(k) for k in grammar.tileset.kinds]  # kind index -> ours
        self.same_order = self.mine == list(range(34))
        self.groups: list[Group] = []  # by group id, in our indices
        self.where: list[dict[int, tuple[WaitShape, ...]]] = []  # group id -> tile -> waits
        for gid, g in enumerate(sh.groups):
            idx = tuple(self.mine[k] for k in g.indices)
            self.groups.append(Group(group_kind(g.kind), idx, False, group_text(idx)))
            where: dict[int, tuple[WaitShape, ...]] = {}
            for pos, i in enumerate(idx):
                where.setdefault(i, sh.shapes[gid][pos])
            self.where.append(where)
        self.units: list[list[tuple[int, Callable[[bytes], tuple[int, ...]]]]] = [
            [] for _ in SUITS]
        self.memo: list[dict[bytes, tuple[int, tuple[Split, ...]]]] = [{} for _ in SUITS]
        spans: list[list[int]] = [[] for _ in SUITS]  # the group ids of each suit
        for u, unit in enumerate(sh.units):
            ours = [self.mine[k] for k in unit.kinds]
            s = suit_of(ours[0])
            if unit.block is None or any(suit_of(i) != s for i in ours):
                raise Unsupported
            self.units[s].append((u, _getter([i - SUITS[s][0] for i in ours])))
            spans[s] += [g for g in unit.block.pairs if g is not None]
            spans[s] += [g for melds in unit.block.melds for g, _ in melds]
        ranges = [(min(gids), max(gids)) for gids in spans if gids]
        if any(a[1] >= b[0] for a, b in zip(ranges, ranges[1:], strict=False)):
            raise Unsupported  # splits joined suit by suit would not come out sorted

    def standard(self, counts: bytes) -> list[tuple[Split, Split, Split, Split]]:
        """Each standard reading of concealed counts, as its split of each suit, in the
        search's order (sorted group ids)."""
        man, pin, sou, honours = self.memo
        m = man.get(key := counts[0:9]) or self._suit(0, key)
        if not m[1]:
            return []
        p = pin.get(key := counts[9:18]) or self._suit(1, key)
        if not p[1]:
            return []
        s = sou.get(key := counts[18:27]) or self._suit(2, key)
        if not s[1]:
            return []
        z = honours.get(key := counts[27:34]) or self._suit(3, key)
        if not z[1] or m[0] + p[0] + s[0] + z[0] != 1:
            return []
        return list(product(m[1], p[1], s[1], z[1]))

    def places(self, split: Split, win: int) -> tuple[Place, ...]:
        """Where the winning tile `win` can sit in a split, with which wait."""
        found = split.places.get(win)
        if found is None:
            out: list[Place] = []
            for gid, pos in split.spots:
                for wait in self.where[gid].get(win, ()):
                    out.append((pos, wait))
            found = split.places[win] = tuple(out)
        return found

    def seven_pairs(self, counts: bytes) -> bool:
        kc = counts[:34] if self.same_order else [counts[i] for i in self.mine]
        return bool(self.sh.seven_pairs(kc))

    def _suit(self, s: int, key: bytes) -> tuple[int, tuple[Split, ...]]:
        """Pairs, and the splits, of the counts `key` of suit `s` (none: no split)."""
        memo = self.memo[s]
        if len(memo) > MEMO_LIMIT:
            memo.clear()
        pairs = 0
        parts = []
        for u, get in self.units[s]:
            unit_key = get(key)
            total = sum(unit_key)
            if not total:
                continue
            pairs += total % 3 == 2
            found = self.sh.unit_all(u, unit_key) if total % 3 != 1 and pairs <= 1 else ()
            if not found:
                memo[key] = (0, ())
                return memo[key]
            parts.append(found)
        if not parts:
            splits: tuple[Split, ...] = (_NONE,)
        elif len(parts) == 1:
            splits = tuple(self._split(gids) for gids in parts[0])
        else:
            joined = sorted(tuple(sorted(g for d in combo for g in d))
                            for combo in product(*parts))
            splits = tuple(self._split(gids) for gids in joined)
        memo[key] = (pairs, splits)
        return memo[key]

    def _split(self, gids: tuple[int, ...]) -> Split:
        melds: list[Group] = []
        pair = None
        spots: list[tuple[int, int]] = []
        last = -1
        for gid in gids:
            group = self.groups[gid]
            if group.kind == PAIR:
                pair = group
                spots.append((gid, -1))
                continue
            if gid != last:  # the same group twice (iipeikou) is one placement
                spots.append((gid, len(melds)))
                last = gid
            melds.append(group)
        return Split(tuple(melds), pair, tuple(spots))


def _getter(positions: list[int]) -> Callable[[bytes], tuple[int, ...]]:
    """The counts of a unit's kinds, as a tuple, from its suit's counts."""
    if len(positions) == 1:
        (p,) = positions
        return lambda key: (key[p],)
    if positions == list(range(positions[0], positions[0] + len(positions))):
        lo, hi = positions[0], positions[0] + len(positions)
        return lambda key: tuple(key[lo:hi])
    return itemgetter(*positions)  # type: ignore[return-value]


_READINGS: dict[int, tuple[Grammar, Readings | None]] = {}


def readings_of(grammar: Grammar) -> Readings | None:
    """The readings of a grammar, built once (None: use the public readings)."""
    hit = _READINGS.get(id(grammar))
    if hit is not None and hit[0] is grammar:
        return hit[1]
    try:
        found: Readings | None = Readings(grammar)
    except (Unsupported, AttributeError):  # AttributeError: the search's internals moved
        found = None
    _READINGS[id(grammar)] = (grammar, found)
    return found


_TILES = [tile("z", i - 26) if i >= 27 else tile("mps"[i // 9], i % 9 + 1) for i in range(34)]
_GROUP_TEXT: dict[tuple[int, ...], str] = {}


def group_text(idx: tuple[int, ...]) -> str:
    """A group of tile indices in tile notation."""
    text = _GROUP_TEXT.get(idx)
    if text is None:
        text = _GROUP_TEXT[idx] = MPSZ.format(_TILES[i] for i in idx)
    return text
