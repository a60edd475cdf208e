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

from collections.abc import Callable, Iterable
from itertools import combinations_with_replacement, product
from operator import itemgetter
from typing import Any

from game.core.hands.shape_search import search_for
from game.core.hands.special_forms import HAND_SIZE, Decomp
from game.core.model.grammar import Grammar
from game.core.model.melds import WaitShape
from game.core.model.tiles import MPSZ, tile
from game.core.variants.riichi.tiles import tile_index
from game.core.variants.riichi.yaku import PAIR, Group, group_kind

SUITS = ((0, 9), (9, 18), (18, 27), (27, 34))  # man, pin, sou, honours
MELDS = 4
READ_AHEAD = 3  # melds: the counts read ahead of need (see `Readings._read_all`)
MEMO_LIMIT = 60_000  # suit counts kept before the memo is cleared (long AI sessions)
Place = tuple[Group | None, WaitShape]  # the group the winning tile completes (None: the pair)


def suit_of(index: int) -> int:
    return index // 9 if index < 27 else 3


class Split:
    """One way the tiles of a suit split into melds and at most one pair. `places` are, by
    the winning tile's place in the suit (0-8), the places it may take: the groups it may
    complete, in the search's order, each with its places (`Readings.where`). `text` is the
    melds in tile notation, each followed by a space, so that a reading's text is its suits'
    texts run together."""

    __slots__ = ("melds", "pair", "places", "text")

    def __init__(self, melds: tuple[Group, ...], pair: Group | None,
                 places: tuple[tuple[Place, ...], ...], text: str) -> None:
        self.melds = melds
        self.pair = pair
        self.places = places
        self.text = text


_NONE = Split((), None, ((),) * 9, "")  # an empty suit


class Unsupported(Exception):
    """A grammar whose units cross our suits (Ùzje's hub): use the public readings."""


class Readings:
    """The suit-by-suit readings of one grammar's standard form."""

    def __init__(self, grammar: Grammar) -> None:
        sh = self.sh = search_for(grammar)
        self.mine = [tile_index(k) for k in grammar.tileset.kinds]  # kind index -> ours
        self.same_order = self.mine == list(range(34))
        # Seven kinds two each are seven pairs exactly when the grammar has the form (all 34
        # kinds its own, no hub tile: `ShapeSearch.seven_pairs`); None: ask the search.
        self.any_seven_pairs = (bool(grammar.seven_pairs) if self.same_order and sh.hub is None
                                else None)
        self.groups: list[Group] = []  # by group id, in our indices
        # group id -> tile -> the places it gives a winning tile, (the group or None, wait)
        self.where: list[dict[int, tuple[Place, ...]]] = []
        for gid, g in enumerate(sh.groups):
            idx = tuple(self.mine[k] for k in g.indices)
            group = Group(group_kind(g.kind), idx, False, group_text(idx))
            self.groups.append(group)
            placed = None if group.kind == PAIR else group
            where: dict[int, tuple[Place, ...]] = {}
            for pos, i in enumerate(idx):
                where.setdefault(i, tuple((placed, wait) for wait in sh.shapes[gid][pos]))
            self.where.append(where)
        # Each suit's units, with how to read a unit's counts from the suit's (None: as they are).
        self.units: list[list[tuple[int, Callable[[bytes], bytes] | None]]] = [
            [] for _ in SUITS]
        # unit -> its complete small keys as local group numbers, and those numbers' ids
        self.tables: list[tuple[dict[bytes, list[tuple[int, ...]]], list[int]] | None] = [
            None] * len(sh.units)
        # suit -> its counts -> their splits (none: the counts make no groups), or their only
        # split in `single`. Every split of the same counts has a pair or none alike.
        self.memo: list[dict[bytes, tuple[Split, ...]]] = [{} for _ in SUITS]
        self.single: list[dict[bytes, Split]] = [{} for _ in SUITS]
        self.shared: dict[Any, Any] = {}  # the splits' parts, each kept once (`_split`)
        spans: list[list[int]] = [[] for _ in SUITS]  # the group ids of each suit
        for u, unit in enumerate(sh.units):
            ours = [self.mine[k] for k in unit.kinds]
            s = suit_of(ours[0])
            if unit.block is None or any(suit_of(i) != s for i in ours):
                raise Unsupported
            positions = [i - SUITS[s][0] for i in ours]
            whole = positions == list(range(SUITS[s][1] - SUITS[s][0]))  # the suit's own key
            self.units[s].append((u, None if whole else _getter(positions)))
            spans[s] += [g for g in unit.block.pairs if g is not None]
            spans[s] += [g for melds in unit.block.melds for g, _ in melds]
        ranges = [(min(gids), max(gids)) for gids in spans if gids]
        if any(a[1] >= b[0] for a, b in zip(ranges, ranges[1:], strict=False)):
            raise Unsupported  # splits joined suit by suit would not come out sorted
        self.spans = spans
        for suit in range(len(SUITS)):
            self._read_all(suit)

    def _read_all(self, s: int) -> None:
        """Read ahead every count of suit `s` that makes up to READ_AHEAD melds and a pair.

        Reading a suit's counts the first time a hand brings them costs more than the rest
        of scoring that hand, and new ones keep coming. Three melds a suit are some 6,400
        counts (some 0.1 s and 7 MB for Riichi, once per grammar); four would be 22,000."""
        lo = SUITS[s][0]
        pairs: list[Needs] = []
        melds: list[Needs] = []
        for gid in sorted(set(self.spans[s])):
            group = self.groups[gid]
            needs = tuple((i - lo, group.idx.count(i)) for i in sorted(set(group.idx)))
            (pairs if group.kind == PAIR else melds).append(needs)
        for key in _complete_keys(SUITS[s][1] - lo, tuple(pairs), tuple(melds), READ_AHEAD):
            if key not in self.memo[s] and key not in self.single[s]:
                self._suit(s, key)

    def standard(self, counts: bytes) -> Iterable[tuple[Split, Split, Split, Split]]:
        """Each standard reading of concealed counts, as its split of each suit, in the
        search's order (sorted group ids)."""
        # Most suits split one way only: then one look-up a suit, straight to the split.
        man, pin, sou, honours = self.single
        m = man.get(counts[0:9])
        p = pin.get(counts[9:18])
        s = sou.get(counts[18:27])
        z = honours.get(counts[27:34])
        if m is None or p is None or s is None or z is None:
            return self._readings(counts)
        if (m.pair is None) + (p.pair is None) + (s.pair is None) + (z.pair is None) != 3:
            return ()  # one pair in the hand
        return ((m, p, s, z),)

    def _readings(self, counts: bytes) -> Iterable[tuple[Split, Split, Split, Split]]:
        """`standard` where a suit splits no way or several ways, or was not read yet."""
        parts = []
        for suit, (lo, hi) in enumerate(SUITS):
            key = counts[lo:hi]
            one = self.single[suit].get(key)
            found = (one,) if one is not None else self.memo[suit].get(key)
            if found is None:
                found = self._suit(suit, key)
            if not found:
                return ()
            parts.append(found)
        if sum(part[0].pair is None for part in parts) != 3:  # one pair in the hand
            return ()
        m, p, s, z = parts
        return product(m, p, s, z)

    def seven_pairs(self, counts: bytes) -> bool:
        """Whether concealed counts of seven kinds, two each, read as seven pairs."""
        if self.any_seven_pairs is not None:
            return self.any_seven_pairs
        kc = counts[:34] if self.same_order else [counts[i] for i in self.mine]
        return bool(self.sh.seven_pairs(kc))

    def _suit(self, s: int, key: bytes) -> tuple[Split, ...]:
        """The splits of the counts `key` of suit `s` (none: no split)."""
        memo, single = self.memo[s], self.single[s]
        if len(memo) + len(single) > MEMO_LIMIT:  # past the complete counts: odd ones, cleared
            memo.clear()                          # now and then
            single.clear()
            self.shared.clear()
            self._read_all(s)
        pairs = 0
        parts = []
        for u, get in self.units[s]:
            unit_key = key if get is None else get(key)
            total = sum(unit_key)
            if not total:
                continue
            pairs += total % 3 == 2
            found = self._unit(u, unit_key, total) if total % 3 != 1 and pairs <= 1 else ()
            if not found:
                memo[key] = ()
                return ()
            parts.append(found)
        if not parts:
            splits: tuple[Split, ...] = (_NONE,)
        elif len(parts) == 1:
            splits = tuple(self._split(s, gids) for gids in parts[0])
        else:
            joined = sorted(tuple(sorted(g for d in combo for g in d))
                            for combo in product(*parts))
            splits = tuple(self._split(s, gids) for gids in joined)
        if len(splits) == 1:
            single[key] = splits[0]
        else:
            memo[key] = splits
        return splits

    def _unit(self, u: int, key: bytes, total: int) -> tuple[Decomp, ...]:
        """Every decomposition of a unit's counts, as the search's `unit_all` gives them.

        A hand has at most 14 tiles, so a unit's counts then make at most four melds and a
        pair: those few keys are all listed once, from the unit's groups (`_complete_keys`),
        instead of searched one by one as hands bring them."""
        if total > HAND_SIZE or max(key) > 4:
            return self.sh.unit_all(u, tuple(key))
        table = self.tables[u]
        if table is None:
            table = self.tables[u] = self._table(u)
        local, gids = table
        decomps = local.get(key)
        if not decomps:
            return ()
        number = gids.__getitem__
        if len(decomps) == 1:  # the common case, without the sort of several
            return (tuple(sorted(map(number, decomps[0]))),)
        return tuple(sorted(tuple(sorted(map(number, d))) for d in decomps))

    def _table(self, u: int) -> tuple[dict[bytes, list[tuple[int, ...]]], list[int]]:
        block = self.sh.units[u].block
        assert block is not None
        pairs = [(g, ((p, 2),)) for p, g in enumerate(block.pairs) if g is not None]
        melds = [option for options in block.melds for option in options]
        signature = (len(block.kinds), tuple(n for _, n in pairs), tuple(n for _, n in melds))
        local = _COMPLETE_KEYS.get(signature)
        if local is None:
            local = _COMPLETE_KEYS[signature] = _complete_keys(*signature)
        return local, [g for g, _ in pairs] + [g for g, _ in melds]

    def _split(self, s: int, gids: tuple[int, ...]) -> Split:
        melds: list[Group] = []
        pair = None
        places: list[tuple[Place, ...]] = [()] * 9
        lo = SUITS[s][0]
        last = -1
        for gid in gids:
            group = self.groups[gid]
            if group.kind == PAIR:
                pair = group
            elif gid == last:  # the same group twice (iipeikou) is one placement
                melds.append(group)
                continue
            else:
                melds.append(group)
                last = gid
            for i, found in self.where[gid].items():
                places[i - lo] += found
        # Splits share their parts where equal (each split's places as a whole seldom are):
        # the tables stay small, and what a hand reads of them is more often at hand.
        shared = self.shared.setdefault
        text = "".join(g.text + " " for g in melds)
        return Split(shared(tuple(melds), tuple(melds)), pair,
                     tuple(shared(found, found) for found in places), shared(text, text))


def _getter(positions: list[int]) -> Callable[[bytes], bytes]:
    """The counts of a unit's kinds from its suit's counts."""
    if positions == list(range(positions[0], positions[0] + len(positions))):
        lo, hi = positions[0], positions[0] + len(positions)
        return lambda key: key[lo:hi]
    get = itemgetter(*positions)
    return lambda key: bytes(get(key))


Needs = tuple[tuple[int, int], ...]  # (local position, copies) a group takes
# A unit's shape (kinds; the needs of its pairs, then of its melds) -> every key of at most
# four melds and a pair -> its decompositions, as local group numbers (pairs first).
_COMPLETE_KEYS: dict[tuple[int, tuple[Needs, ...], tuple[Needs, ...]],
                     dict[bytes, list[tuple[int, ...]]]] = {}


def _complete_keys(kinds: int, pairs: tuple[Needs, ...], melds: tuple[Needs, ...],
                   most: int = MELDS) -> dict[bytes, list[tuple[int, ...]]]:
    """Every multiset of up to `most` melds and at most one pair with no kind over four
    copies, by the counts it makes. Counts are packed a byte a kind: adding 123 to each byte
    carries into its top bit exactly when the count is over four."""
    over, top = sum(123 << 8 * p for p in range(kinds)), sum(128 << 8 * p for p in range(kinds))
    options = [(None, 0)] + [(i, _packed(n)) for i, n in enumerate(pairs)]
    numbered = [(len(pairs) + i, _packed(n)) for i, n in enumerate(melds)]
    out: dict[bytes, list[tuple[int, ...]]] = {}
    for size in range(most + 1):
        for chosen in combinations_with_replacement(numbered, size):
            counts = sum(w for _, w in chosen)
            if (counts + over) & top:
                continue
            for pair, weight in options:
                with_pair = counts + weight
                if (with_pair + over) & top:
                    continue
                numbers = tuple(i for i, _ in chosen)
                out.setdefault(with_pair.to_bytes(kinds, "little"), []).append(
                    numbers if pair is None else (pair, *numbers))
    return out


def _packed(needs: Needs) -> int:
    return sum(copies << 8 * p for p, copies in needs)


KNOWN_READINGS: dict[int, tuple[Grammar, Readings | None]] = {}


def readings_of(grammar: Grammar) -> Readings | None:
    """The readings of a grammar, built once (None: use the public readings)."""
    hit = KNOWN_READINGS.get(id(grammar))
    if hit is not None and hit[0] is grammar:
        return hit[1]
    try:
        found: Readings | None = Readings(grammar)
    except (Unsupported, AttributeError):  # AttributeError: the search's internals moved
        found = None
    KNOWN_READINGS[id(grammar)] = (grammar, found)
    return found


_TILES = [tile("z", i - 26) if i >= 27 else tile("mps"[i // 9], i % 9 + 1) for i in range(34)]
_GROUP_TEXT: dict[tuple[int, ...], str] = {}


def group_text(idx: tuple[int, ...]) -> str:
    """A group of tile indices in tile notation."""
    text = _GROUP_TEXT.get(idx)
    if text is None:
        text = _GROUP_TEXT[idx] = MPSZ.format(_TILES[i] for i in idx)
    return text
