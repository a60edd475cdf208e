"""The memoised search behind game.core.hands.shapes: a grammar's kinds cut into independent units,
every way each unit's counts split into groups, and the special forms.

Scorers may read it directly to skip building Meld objects (the Riichi scorer does):
`search_for(grammar)` gives a `Search` whose `standard_all(counts)` and `seven_pairs(counts)`
return decompositions as sorted group ids, `groups[gid]` the `Group` and `shapes[gid][pos]`
the wait shapes of a winning tile at each position of it. Those names are kept stable.

Kinds split into blocks along the grammar's run templates (a suit, the winds, one honour), so
each block is searched alone and memoised by its own counts. A kind that plays in several
suits (Ùzje's Zero: rank 0 of any suit, and an honour) is a hub: the blocks it joins form one
compound unit, and the hub's copies are shared out between those blocks and a pair or trip of
its own, every share tried.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import product
from operator import itemgetter
from typing import Any

from game.core.hands.special_forms import Decomp, SpecialForms
from game.core.model.grammar import Grammar, Template
from game.core.model.melds import MeldKind, WaitShape
from game.core.model.tiles import HONOUR

RUN_KINDS = (MeldKind.CHOW, MeldKind.GEM, MeldKind.POWER)
MEMO_LIMIT = 50_000  # entries per memo before it is cleared (long AI sessions)

Needs = tuple[tuple[int, int], ...]  # (local position, copies) a group takes
Key = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Group:
    """A group the search may take: a grammar template, or a pair, with the suit it plays."""

    kind: MeldKind
    indices: tuple[int, ...]  # kind indices in layout order
    suit: str
    step: int


@dataclass
class Block:
    """Kinds searched together: `kinds` in local order (a hub last), the groups at each
    local position (taken when that position is the lowest one still held)."""

    kinds: tuple[int, ...]
    pairs: tuple[int | None, ...]  # group id of the pair of each local position
    melds: tuple[tuple[tuple[int, Needs], ...], ...]  # pungs and runs starting there
    ok_memo: dict[Key, bool] = field(default_factory=dict)
    all_memo: dict[Key, tuple[Decomp, ...]] = field(default_factory=dict)


@dataclass
class Unit:
    """What the standard form checks independently: one block, or the hub's compound."""

    kinds: tuple[int, ...]
    get: Callable[[Sequence[int]], Key]
    block: Block | None  # None for the compound
    ok_memo: dict[Key, bool] = field(default_factory=dict)
    all_memo: dict[Key, tuple[Decomp, ...]] = field(default_factory=dict)


def _getter(kinds: tuple[int, ...]) -> Callable[[Sequence[int]], Key]:
    if len(kinds) == 1:
        (k,) = kinds
        return lambda counts: (counts[k],)
    return itemgetter(*kinds)


class Search(SpecialForms):
    """The search tables and memos of one grammar (the special forms: SpecialForms)."""

    def __init__(self, grammar: Grammar) -> None:
        self.grammar = grammar
        ts = grammar.tileset
        self.n = n = len(ts.kinds)
        self.copies = ts.copies
        self.groups: list[Group] = []
        self.gid: dict[Group, int] = {}
        runs = [t for t in grammar.templates if t.kind in RUN_KINDS]
        roles: list[list[str]] = [[k.suit] for k in ts.kinds]
        for t in runs:
            for i in t.indices:
                if t.suit not in roles[i]:
                    roles[i].append(t.suit)
        hubs = [i for i in range(n) if len(roles[i]) > 1]
        self.hub = hubs[0] if len(hubs) == 1 else None
        h = self.hub
        parent = list(range(n))

        def find(i: int) -> int:
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        for t in runs:
            rest = [i for i in t.indices if i != h]
            for i in rest[1:]:
                parent[find(i)] = find(rest[0])
        comps: dict[int, list[int]] = {}
        for i in range(n):
            if i != h:
                comps.setdefault(find(i), []).append(i)
        runs_of: dict[int, list[Template]] = {}
        for t in runs:
            runs_of.setdefault(find(next(i for i in t.indices if i != h)), []).append(t)
        self.units: list[Unit] = []
        self.attached: list[Block] = []  # the blocks the hub plays in
        self.unit_of = [-1] * n
        for root, kinds in sorted(comps.items(), key=lambda kv: kv[1][0]):
            block_runs = runs_of.get(root, [])
            if h is not None and any(h in t.indices for t in block_runs):
                self.attached.append(self._make_block((*kinds, h), block_runs))
                continue
            block = self._make_block(tuple(kinds), block_runs)
            for i in kinds:
                self.unit_of[i] = len(self.units)
            self.units.append(Unit(tuple(kinds), _getter(tuple(kinds)), block))
        if h is not None:
            self.hub_pairs = tuple(self._group(MeldKind.PAIR, (h, h), r, 0) for r in roles[h])
            self.hub_pungs = tuple(self._group(MeldKind.PUNG, (h, h, h), r, 0) for r in roles[h])
            hub_kinds = tuple(k for b in self.attached for k in b.kinds[:-1]) + (h,)
            self.slices: list[tuple[int, int]] = []
            start = 0
            for b in self.attached:
                self.slices.append((start, start + len(b.kinds) - 1))
                start += len(b.kinds) - 1
            for k in hub_kinds:
                self.unit_of[k] = len(self.units)
            self.units.append(Unit(hub_kinds, _getter(hub_kinds), None))
        self.pos = [{k: p for p, k in enumerate(u.kinds)} for u in self.units]
        self.pair_gid = [self._group(MeldKind.PAIR, (i, i), ts.kinds[i].suit, 0) for i in range(n)]
        self.shapes = [self._group_shapes(g) for g in self.groups]
        self.orphan_needs = []
        for o in grammar.orphans:
            need = [0] * n
            for i in o.required:
                need[i] += 1
            self.orphan_needs.append((o, need, sorted(set(o.required))))

    # -- construction ---------------------------------------------------------------------

    def _group(self, kind: MeldKind, indices: tuple[int, ...], suit: str, step: int) -> int:
        g = Group(kind, indices, suit, step)
        gid = self.gid.get(g)
        if gid is None:
            gid = self.gid[g] = len(self.groups)
            self.groups.append(g)
        return gid

    def _make_block(self, local: tuple[int, ...], runs: list[Template]) -> Block:
        pos = {k: p for p, k in enumerate(local)}
        kinds = self.grammar.kinds
        pairs: list[int | None] = []
        melds: list[list[tuple[int, Needs]]] = [[] for _ in local]
        for p, k in enumerate(local):
            if k == self.hub:
                pairs.append(None)  # the hub's own pairs and trips stand outside blocks
                continue
            pairs.append(self._group(MeldKind.PAIR, (k, k), kinds[k].suit, 0))
            melds[p].append((self._group(MeldKind.PUNG, (k, k, k), kinds[k].suit, 0), ((p, 3),)))
        seen: set[tuple[MeldKind, str, tuple[int, ...]]] = set()
        for t in runs:
            key = (t.kind, t.suit, tuple(sorted(t.indices)))
            if key in seen:
                continue
            seen.add(key)
            gid = self._group(t.kind, t.indices, t.suit, t.step)
            need: dict[int, int] = {}
            for i in t.indices:
                need[pos[i]] = need.get(pos[i], 0) + 1
            melds[min(need)].append((gid, tuple(sorted(need.items()))))
        return Block(local, tuple(pairs), tuple(tuple(m) for m in melds))

    def _group_shapes(self, g: Group) -> tuple[tuple[WaitShape, ...], ...]:
        """The wait shape(s) of the winning tile at each position of the group."""
        if g.kind is MeldKind.PAIR:
            return ((WaitShape.SINGLE,),) * 2
        if g.kind in (MeldKind.PUNG, MeldKind.KONG):
            return ((WaitShape.PAIR,),) * len(g.indices)
        kinds = self.grammar.kinds
        out: list[tuple[WaitShape, ...]] = []
        for p in range(3):
            rest = [kinds[i] for q, i in enumerate(g.indices) if q != p]
            if g.suit == HONOUR:  # Space: adjacent winds two-sided, opposite closed, dragons both
                a, b = rest
                if a.is_wind and b.is_wind:
                    apart = (b.rank - a.rank) % 4
                    out.append((WaitShape.CLOSED,) if apart == 2 else (WaitShape.TWO_SIDED,))
                else:
                    out.append((WaitShape.TWO_SIDED, WaitShape.CLOSED))
            elif p == 1:
                out.append((WaitShape.CLOSED,))
            else:
                held = g.indices[1:] if p == 0 else g.indices[:2]
                out.append((self._end_shape(g, (held[0], held[1])),))
        return tuple(out)

    def _end_shape(self, g: Group, held: tuple[int, int]) -> WaitShape:
        """Two-sided when the two held tiles, side by side in this order, are completed at
        either end by runs of the same kind, suit and step; else an edge wait."""
        ends = set()
        for t in self.grammar.templates:
            if t.kind is g.kind and t.suit == g.suit and t.step == g.step:
                a, b, c = t.indices
                if (a, b) == held:
                    ends.add(c)
                elif (b, c) == held:
                    ends.add(a)
        return WaitShape.TWO_SIDED if len(ends) > 1 else WaitShape.EDGE

    # -- one block ----------------------------------------------------------------------------

    def block_ok(self, b: Block, key: Key) -> bool:
        found = b.ok_memo.get(key)
        if found is None:
            if len(b.ok_memo) > MEMO_LIMIT:
                b.ok_memo.clear()
            found = b.ok_memo[key] = self._block_ok(b, key)
        return found

    def _block_ok(self, b: Block, key: Key) -> bool:
        total = sum(key)
        if total % 3 == 1:
            return False
        i = next((p for p, c in enumerate(key) if c), -1)
        if i < 0:
            return True
        c = list(key)
        if total % 3 == 2 and key[i] >= 2 and b.pairs[i] is not None:
            c[i] -= 2
            if self.block_ok(b, tuple(c)):
                return True
            c[i] += 2
        for _gid, needs in b.melds[i]:
            if len(needs) == 3:  # a run of three different kinds: the common case, kept quick
                (p, _), (q, _), (r, _) = needs
                if c[q] and c[r]:
                    c[p] -= 1
                    c[q] -= 1
                    c[r] -= 1
                    done = self.block_ok(b, tuple(c))
                    c[p] += 1
                    c[q] += 1
                    c[r] += 1
                    if done:
                        return True
            elif all(c[p] >= k for p, k in needs):
                for p, k in needs:
                    c[p] -= k
                done = self.block_ok(b, tuple(c))
                for p, k in needs:
                    c[p] += k
                if done:
                    return True
        return False

    def block_all(self, b: Block, key: Key) -> tuple[Decomp, ...]:
        found = b.all_memo.get(key)
        return found if found is not None else _memo(b.all_memo, key,
                                                     lambda k: self._block_all(b, k))

    def _block_all(self, b: Block, key: Key) -> tuple[Decomp, ...]:
        total = sum(key)
        if total % 3 == 1:
            return ()
        i = next((p for p, c in enumerate(key) if c), -1)
        if i < 0:
            return ((),)
        options: list[tuple[int, Needs]] = list(b.melds[i])
        pair = b.pairs[i]
        if total % 3 == 2 and key[i] >= 2 and pair is not None:
            options.append((pair, ((i, 2),)))
        out: set[Decomp] = set()
        for gid, needs in options:
            c = list(key)
            if all(c[p] >= k for p, k in needs):
                for p, k in needs:
                    c[p] -= k
                for d in self.block_all(b, tuple(c)):
                    out.add(tuple(sorted((*d, gid))))
        return tuple(sorted(out))

    # -- units: a block, or the hub's compound ---------------------------------------------

    def unit_ok(self, u: int, key: Key) -> bool:
        unit = self.units[u]
        if unit.block is not None:
            return self.block_ok(unit.block, key)
        if not key[-1]:  # no hub copy held: the blocks are independent, each memoised
            pairs = 0
            for b, (lo, hi) in zip(self.attached, self.slices, strict=True):
                sub = key[lo:hi]
                total = sum(sub)
                if total:
                    pairs += total % 3 == 2
                    if total % 3 == 1 or pairs > 1 or not self.block_ok(b, (*sub, 0)):
                        return False
            return True
        ok: bool = _memo(unit.ok_memo, key, lambda k: any(True for _ in self._shares(k, True)))
        return ok

    def unit_all(self, u: int, key: Key) -> tuple[Decomp, ...]:
        unit = self.units[u]
        if unit.block is not None:
            return self.block_all(unit.block, key)
        found: tuple[Decomp, ...] = _memo(unit.all_memo, key, self._compound_all)
        return found

    def _compound_all(self, key: Key) -> tuple[Decomp, ...]:
        out = set()
        for own, subkeys in self._shares(key, first=False):
            mine = {0: ((),), 2: tuple((g,) for g in self.hub_pairs),
                    3: tuple((g,) for g in self.hub_pungs)}[own]
            parts = [self.block_all(b, k) for b, k in zip(self.attached, subkeys, strict=True)]
            for combo in product(mine, *parts):
                out.add(tuple(sorted(gid for d in combo for gid in d)))
        return tuple(sorted(out))

    def _shares(self, key: Key, first: bool) -> Iterator[tuple[int, list[Key]]]:
        """The ways the compound's hub copies share out that make every block whole: each as
        (copies in the hub's own group, each attached block's key)."""
        z = key[-1]
        bases = [key[a:b] for a, b in self.slices]
        sums = [sum(base) for base in bases]
        for own in (0, 2, 3):
            if own > z:
                continue
            for split in _splits(z - own, len(bases)):
                pairs = int(own == 2)
                subkeys = []
                for base, total, s in zip(bases, sums, split, strict=True):
                    if s and not total:
                        break
                    total += s
                    pairs += total % 3 == 2
                    if total % 3 == 1 or pairs > 1:
                        break
                    subkeys.append((*base, s))
                else:
                    if all(self.block_ok(b, k) for b, k in zip(self.attached, subkeys,
                                                               strict=True)):
                        yield own, subkeys
                        if first:
                            return

    # -- the standard form ------------------------------------------------------------------

    def standard_ok(self, counts: Sequence[int]) -> bool:
        pairs = 0
        for u, unit in enumerate(self.units):
            key = unit.get(counts)
            total = sum(key)
            if not total:
                continue
            if total % 3 == 1:
                return False
            pairs += total % 3 == 2
            if pairs > 1 or not self.unit_ok(u, key):
                return False
        return pairs == 1

    def standard_all(self, counts: Sequence[int]) -> list[Decomp]:
        parts = []
        pairs = 0
        for u, unit in enumerate(self.units):
            key = unit.get(counts)
            total = sum(key)
            if not total:
                continue
            pairs += total % 3 == 2
            found = self.unit_all(u, key) if total % 3 != 1 and pairs <= 1 else ()
            if not found:
                return []
            parts.append(found)
        if pairs != 1:
            return []
        return sorted({tuple(sorted(g for d in combo for g in d)) for combo in product(*parts)})

    def standard_waits(self, counts: Sequence[int]) -> list[int]:
        """The kinds whose one more copy makes the standard form (a fifth copy included);
        only the unit the new tile joins is searched again."""
        keys = [unit.get(counts) for unit in self.units]
        totals = [sum(k) for k in keys]
        bad = [u for u, t in enumerate(totals)
               if t and (t % 3 == 1 or not self.unit_ok(u, keys[u]))]
        if len(bad) > 1:
            return []
        pairs = sum(t % 3 == 2 for u, t in enumerate(totals) if u not in bad)
        out = []
        for u in bad or range(len(self.units)):
            total = totals[u] + 1
            if total == 1 or total % 3 == 1:
                continue
            others = pairs - (totals[u] % 3 == 2 and u not in bad)
            if others + (total % 3 == 2) != 1:
                continue
            key = list(keys[u])
            for p, k in enumerate(self.units[u].kinds):
                key[p] += 1
                if self.unit_ok(u, tuple(key)):
                    out.append(k)
                key[p] -= 1
        return sorted(out)


def _memo(memo: dict[Key, Any], key: Key, compute: Callable[[Key], Any]) -> Any:
    found = memo.get(key)
    if found is None:
        if len(memo) > MEMO_LIMIT:
            memo.clear()
        found = memo[key] = compute(key)
    return found


@cache
def _splits(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to write `total` as an ordered sum of `parts` non-negative whole numbers."""
    if parts == 0:
        return [()] if total == 0 else []
    if parts == 1:
        return [(total,)]
    return [(k, *rest) for k in range(total + 1) for rest in _splits(total - k, parts - 1)]


_BY_ID: OrderedDict[int, tuple[Grammar, Search]] = OrderedDict()
_BY_VALUE: dict[Grammar, Search] = {}


def search_for(grammar: Grammar) -> Search:
    """The search tables of a grammar, built once (found by identity first, then by value)."""
    hit = _BY_ID.get(id(grammar))
    if hit is not None and hit[0] is grammar:
        return hit[1]
    found = _BY_VALUE.get(grammar)
    if found is None:
        found = _BY_VALUE[grammar] = Search(grammar)
    _BY_ID[id(grammar)] = (grammar, found)
    if len(_BY_ID) > 256:
        _BY_ID.popitem(last=False)
    return found
