"""Hand shapes over a grammar: melds from tiles, every reading of a complete hand, waits, and
where a winning tile sits.

The search works on count vectors over the tile set's kinds. Kinds split into independent
blocks (a suit, the winds, one honour) along the grammar's run templates, so each block is
searched alone and memoised by its own counts. A kind that plays in several suits (Ùzje's
Zero, rank 0 of any suit and an honour) is a hub: its copies are shared out between the
blocks it joins and a group of its own (pair, trip), and every share is tried.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import product

from game.core.grammar import Grammar, Template
from game.core.melds import Form, Meld, MeldKind, Reading, Wait, WaitShape
from game.core.tiles import HONOUR, Tile

HAND_SIZE = 14  # four melds and a pair; a kong counts as one meld
MELDS = 4
_RUN_KINDS = (MeldKind.CHOW, MeldKind.GEM, MeldKind.POWER)
_SHAPE_ORDER = {s: i for i, s in enumerate(WaitShape)}
_KIND_ORDER = {k: i for i, k in enumerate(MeldKind)}

Needs = tuple[tuple[int, int], ...]  # (local position, copies) a group takes
Decomp = tuple[int, ...]  # sorted group ids


@dataclass(frozen=True, slots=True)
class ShapeReading(Reading):
    """A reading that remembers the grammar it was read under, so `win_placements` can tell
    an edge wait from a two-sided one (Space wraps, Ùzje runs reach 0 and 16)."""

    grammar: Grammar | None = field(default=None, compare=False, repr=False, hash=False)


@dataclass(frozen=True, slots=True)
class _Group:
    """A group the search may take: a grammar template, or a pair, with the suit it plays."""

    kind: MeldKind
    indices: tuple[int, ...]  # kind indices in layout order
    suit: str
    step: int


@dataclass
class _Block:
    """Kinds searched together: `kinds` in local order (a hub last), the groups at each
    local position (taken when that position is the lowest one still held)."""

    kinds: tuple[int, ...]
    pairs: tuple[int | None, ...]  # group id of the pair of each local position
    melds: tuple[tuple[tuple[int, Needs], ...], ...]  # pungs and runs starting there
    ok_memo: dict[tuple[int, ...], bool] = field(default_factory=dict)
    all_memo: dict[tuple[int, ...], tuple[Decomp, ...]] = field(default_factory=dict)


class _Shapes:
    """The search tables and memos of one grammar."""

    def __init__(self, grammar: Grammar) -> None:
        self.grammar = grammar
        ts = grammar.tileset
        self.n = n = len(ts.kinds)
        self.copies = ts.copies
        self.groups: list[_Group] = []
        self._gid: dict[_Group, int] = {}
        runs = [t for t in grammar.templates if t.kind in _RUN_KINDS]
        roles: list[list[str]] = [[k.suit] for k in ts.kinds]
        for t in runs:
            for i in t.indices:
                if t.suit not in roles[i]:
                    roles[i].append(t.suit)
        hubs = [i for i in range(n) if len(roles[i]) > 1]
        self.hub = hubs[0] if len(hubs) == 1 else None
        self.roles = roles
        # Blocks: components of the non-hub kinds joined by runs.
        parent = list(range(n))

        def find(i: int) -> int:
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        for t in runs:
            rest = [i for i in t.indices if i != self.hub]
            for i in rest[1:]:
                parent[find(i)] = find(rest[0])
        comps: dict[int, list[int]] = {}
        for i in range(n):
            if i != self.hub:
                comps.setdefault(find(i), []).append(i)
        runs_of: dict[int, list[Template]] = {}
        for t in runs:
            root = find(next(i for i in t.indices if i != self.hub))
            runs_of.setdefault(root, []).append(t)
        self.blocks: list[_Block] = []
        self.attached: list[int] = []  # blocks the hub plays in
        self.block_of = [-1] * n
        for root, kinds in sorted(comps.items(), key=lambda kv: kv[1][0]):
            block_runs = runs_of.get(root, [])
            with_hub = self.hub is not None and any(self.hub in t.indices for t in block_runs)
            local = tuple(kinds) + ((self.hub,) if with_hub and self.hub is not None else ())
            if with_hub:
                self.attached.append(len(self.blocks))
            for i in kinds:
                self.block_of[i] = len(self.blocks)
            self.blocks.append(self._make_block(local, block_runs))
        if self.hub is not None:
            h = self.hub
            self.hub_pairs = tuple(self._group(MeldKind.PAIR, (h, h), r, 0) for r in roles[h])
            self.hub_pungs = tuple(self._group(MeldKind.PUNG, (h, h, h), r, 0) for r in roles[h])
            self.block_of[h] = -2
        self.pair_gid = [self._group(MeldKind.PAIR, (i, i), ts.kinds[i].suit, 0) for i in range(n)]
        self._run_gid = {t.indices: self._group(t.kind, t.indices, t.suit, t.step) for t in runs}
        self.shapes = [self._group_shapes(g) for g in self.groups]
        self.special_kinds = self._special_kinds()
        self.compound_memo: dict[tuple[int, ...], tuple[Decomp, ...]] = {}
        self.compound_ok: dict[tuple[int, ...], bool] = {}

    # -- construction ---------------------------------------------------------------------

    def _group(self, kind: MeldKind, indices: tuple[int, ...], suit: str, step: int) -> int:
        g = _Group(kind, indices, suit, step)
        gid = self._gid.get(g)
        if gid is None:
            gid = self._gid[g] = len(self.groups)
            self.groups.append(g)
        return gid

    def _make_block(self, local: tuple[int, ...], runs: list[Template]) -> _Block:
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
        seen: set[tuple[int, ...]] = set()
        for t in runs:
            key = tuple(sorted(t.indices))
            if (t.kind, t.suit, key) in seen:
                continue
            seen.add((t.kind, t.suit, key))
            gid = self._group(t.kind, t.indices, t.suit, t.step)
            need: dict[int, int] = {}
            for i in t.indices:
                need[pos[i]] = need.get(pos[i], 0) + 1
            melds[min(need)].append((gid, tuple(sorted(need.items()))))
        return _Block(local, tuple(pairs), tuple(tuple(m) for m in melds))

    def _group_shapes(self, g: _Group) -> tuple[tuple[WaitShape, ...], ...]:
        """The wait shape(s) of the winning tile at each position of the group."""
        if g.kind is MeldKind.PAIR:
            return ((WaitShape.SINGLE,),) * 2
        if g.kind in (MeldKind.PUNG, MeldKind.KONG):
            return ((WaitShape.PAIR,),) * len(g.indices)
        kinds = self.grammar.kinds
        out = []
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

    def _end_shape(self, g: _Group, held: tuple[int, int]) -> WaitShape:
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

    def _special_kinds(self) -> frozenset[int]:
        g = self.grammar
        out: set[int] = set()
        for o in g.orphans:
            out.update(o.required)
        for run in g.long_straights:
            out.update(run)
        if g.seven_pairs:
            out.update(range(self.n))
        return frozenset(out)

    # -- block search -----------------------------------------------------------------------

    def block_ok(self, b: _Block, key: tuple[int, ...]) -> bool:
        found = b.ok_memo.get(key)
        if found is None:
            found = b.ok_memo[key] = self._block_ok(b, key)
        return found

    def _block_ok(self, b: _Block, key: tuple[int, ...]) -> bool:
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
            if all(c[p] >= k for p, k in needs):
                for p, k in needs:
                    c[p] -= k
                done = self.block_ok(b, tuple(c))
                for p, k in needs:
                    c[p] += k
                if done:
                    return True
        return False

    def block_all(self, b: _Block, key: tuple[int, ...]) -> tuple[Decomp, ...]:
        found = b.all_memo.get(key)
        if found is None:
            found = b.all_memo[key] = self._block_all(b, key)
        return found

    def _block_all(self, b: _Block, key: tuple[int, ...]) -> tuple[Decomp, ...]:
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

    # -- the standard form: every block, the hub shared out ----------------------------------

    def _key(self, b: _Block, counts: Sequence[int], hub_share: int = 0) -> tuple[int, ...]:
        if self.hub is not None and b.kinds[-1] == self.hub:
            return (*(counts[i] for i in b.kinds[:-1]), hub_share)
        return tuple(counts[i] for i in b.kinds)

    def _shares(self, counts: Sequence[int]) -> list[tuple[int, tuple[int, ...]]]:
        """Ways to share the hub's copies: (own group, per attached block)."""
        h = self.hub
        if h is None or not counts[h]:
            return [(0, (0,) * len(self.attached))]
        z = counts[h]
        live = [any(counts[i] for i in self.blocks[b].kinds[:-1]) for b in self.attached]
        out = []
        for own in (0, 2, 3):
            if own > z:
                continue
            for split in _splits(z - own, len(self.attached)):
                if all(live[j] or not s for j, s in enumerate(split)):
                    out.append((own, split))
        return out

    def standard_ok(self, counts: Sequence[int]) -> bool:
        pairs = 0
        for bi, b in enumerate(self.blocks):
            if bi in self.attached:
                continue
            key = self._key(b, counts)
            total = sum(key)
            if not total:
                continue
            if total % 3 == 1 or not self.block_ok(b, key):
                return False
            pairs += total % 3 == 2
        if pairs > 1:
            return False
        if self.hub is None:
            return pairs == 1
        ckey = tuple(counts[i] for b in self.attached for i in self.blocks[b].kinds[:-1])
        ckey += (counts[self.hub], pairs)
        found = self.compound_ok.get(ckey)
        if found is None:
            found = self.compound_ok[ckey] = self._compound_ok(counts, pairs)
        return found

    def _compound_ok(self, counts: Sequence[int], pairs: int) -> bool:
        for own, split in self._shares(counts):
            p = pairs + (own == 2)
            ok = True
            for bi, s in zip(self.attached, split, strict=True):
                key = self._key(self.blocks[bi], counts, s)
                total = sum(key)
                if not total:
                    continue
                p += total % 3 == 2
                if total % 3 == 1 or p > 1 or not self.block_ok(self.blocks[bi], key):
                    ok = False
                    break
            if ok and p == 1:
                return True
        return False

    def standard_all(self, counts: Sequence[int]) -> list[Decomp]:
        parts: list[tuple[Decomp, ...]] = []
        pairs = 0
        for bi, b in enumerate(self.blocks):
            if bi in self.attached:
                continue
            key = self._key(b, counts)
            total = sum(key)
            if not total:
                continue
            found = self.block_all(b, key)
            if not found:
                return []
            pairs += total % 3 == 2
            parts.append(found)
        if pairs > 1:
            return []
        compound: list[Decomp] = [()]
        if self.hub is not None:
            compound = self._compound_all(counts, pairs)
        elif pairs != 1:
            return []
        out = set()
        for combo in product(compound, *parts):
            out.add(tuple(sorted(gid for d in combo for gid in d)))
        return sorted(out)

    def _compound_all(self, counts: Sequence[int], pairs: int) -> list[Decomp]:
        out: list[Decomp] = []
        for own, split in self._shares(counts):
            p = pairs + (own == 2)
            parts: list[tuple[Decomp, ...]] = []
            for bi, s in zip(self.attached, split, strict=True):
                key = self._key(self.blocks[bi], counts, s)
                total = sum(key)
                if not total:
                    continue
                p += total % 3 == 2
                found = self.block_all(self.blocks[bi], key)
                if not found:
                    p = -1
                    break
                parts.append(found)
            if p != 1:
                continue
            mine = {0: ((),), 2: tuple((g,) for g in self.hub_pairs),
                    3: tuple((g,) for g in self.hub_pungs)}[own]
            for combo in product(mine, *parts):
                out.append(tuple(gid for d in combo for gid in d))
        return out

    # -- special forms ----------------------------------------------------------------------

    def seven_pairs(self, counts: Sequence[int]) -> list[Decomp]:
        """Each way to read the hand as seven pairs (several only when Zero's role varies)."""
        g = self.grammar
        if not g.seven_pairs or sum(counts) != HAND_SIZE:
            return []
        allowed = (0, 2, 4) if g.seven_pairs_allow_quads else (0, 2)
        if any(c not in allowed for c in counts):
            return []
        fixed: list[int] = []
        hub_pairs = 0
        for i, c in enumerate(counts):
            if i == self.hub:
                hub_pairs = c // 2
            else:
                fixed.extend([self.pair_gid[i]] * (c // 2))
        if not hub_pairs:
            return [tuple(sorted(fixed))]
        out = set()
        for roles in product(self.hub_pairs, repeat=hub_pairs):
            out.add(tuple(sorted(fixed + list(roles))))
        return sorted(out)

    def orphans(self, counts: Sequence[int]) -> list[str]:
        """The orphans forms these counts (the whole hand) make."""
        out = []
        for o in self.grammar.orphans:
            need = [0] * self.n
            for i in o.required:
                need[i] += 1
            extra = [c - k for c, k in zip(counts, need, strict=True)]
            if min(extra) < 0 or sum(extra) != o.extra:
                continue
            if all(not e or need[i] for i, e in enumerate(extra)):
                out.append(str(o.name))
        return out

    def long_straight(self, counts: Sequence[int]) -> bool:
        for run in self.grammar.long_straights:
            if sum(counts) == len(run) and all(counts[i] == 1 for i in run):
                return True
        return False


def _splits(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to write `total` as an ordered sum of `parts` non-negative whole numbers."""
    if parts == 0:
        return [()] if total == 0 else []
    if parts == 1:
        return [(total,)]
    return [(k, *rest) for k in range(total + 1) for rest in _splits(total - k, parts - 1)]


_CACHE: OrderedDict[int, tuple[Grammar, _Shapes]] = OrderedDict()
_BY_VALUE: dict[Grammar, _Shapes] = {}


def _shapes(grammar: Grammar) -> _Shapes:
    """The search tables of a grammar, built once (by identity first, then by value)."""
    hit = _CACHE.get(id(grammar))
    if hit is not None and hit[0] is grammar:
        return hit[1]
    found = _BY_VALUE.get(grammar)
    if found is None:
        found = _BY_VALUE[grammar] = _Shapes(grammar)
    _CACHE[id(grammar)] = (grammar, found)
    if len(_CACHE) > 256:
        _CACHE.popitem(last=False)
    return found


# ---------------------------------------------------------------------------------------------
# Public API


def parse_meld(grammar: Grammar, tiles: Sequence[Tile], open: bool) -> Meld:
    """The meld declared tiles make: four alike a kong, three alike a pung, else the run the
    variant's grammar knows, laid out in its order (8-9-1). ValueError says why not."""
    ts = grammar.tileset
    for t in tiles:
        if t not in ts.index:
            raise ValueError(f"{t.name} is not a playing tile of {ts.name}")
    if len(tiles) not in (3, 4):
        raise ValueError(f"a meld has 3 tiles (4 for a kong), not {len(tiles)}")
    kinds = [ts.index[t] for t in tiles]
    if len(set(kinds)) == 1:
        kind = MeldKind.KONG if len(tiles) == 4 else MeldKind.PUNG
        return Meld(kind, tuple(tiles), open, tiles[0].plain.suit)
    if len(tiles) == 4:
        raise ValueError("four tiles make a meld only when all four are alike (a kong)")
    sorted_kinds = sorted(kinds)
    for t in grammar.templates:
        if t.kind in _RUN_KINDS and sorted(t.indices) == sorted_kinds:
            pool = list(tiles)
            laid = []
            for i in t.indices:
                j = next(j for j, x in enumerate(pool) if ts.index[x] == i)
                laid.append(pool.pop(j))
            return Meld(t.kind, tuple(laid), open, t.suit, t.step)
    text = ts.format(ts.sort(tiles))
    raise ValueError(f"{text} is not a meld in {ts.name}: not alike and no run of this variant")


def is_complete(grammar: Grammar, concealed: Sequence[Tile], melds: Sequence[Meld] = ()) -> bool:
    """Whether the concealed tiles with the declared melds make a winning shape."""
    sh = _shapes(grammar)
    counts = _counts(grammar, concealed)
    return _complete(sh, counts, melds, len(concealed))


def readings(grammar: Grammar, concealed: Sequence[Tile], melds: Sequence[Meld] = ()
             ) -> list[Reading]:
    """Every reading of a complete hand: declared melds first, then the concealed groups.

    The standard form needs the concealed tiles to be melds and one pair (any count ≡ 2 mod 3
    with at most four melds in all, so partial hands read too); seven pairs, orphans and long
    straights need the whole hand of 14. Groups hold the player's own tiles (red fives kept).
    Zero alone in a pair or trip is read once for each role it can play (honour, rank 0).
    """
    sh = _shapes(grammar)
    counts = _counts(grammar, concealed)
    melds = tuple(melds)
    n = len(concealed)
    out: list[Reading] = []
    everything = tuple(grammar.tileset.sort([t for m in melds for t in m.tiles] + list(concealed)))
    if n % 3 == 2 and len(melds) + (n - 2) // 3 <= MELDS:
        for d in sh.standard_all(counts):
            built = _build(sh, d, concealed)
            pair = next(m for m in built if m.kind is MeldKind.PAIR)
            groups = melds + tuple(m for m in built if m is not pair)
            out.append(ShapeReading(Form.STANDARD, groups, pair, everything, grammar))
    if not melds:
        for d in sh.seven_pairs(counts):
            built = _build(sh, d, concealed)
            out.append(ShapeReading(Form.SEVEN_PAIRS, tuple(built), None, everything, grammar))
    full = _full_counts(grammar, counts, melds, _orphans_melds_ok(melds))
    if full is not None:
        for name in sh.orphans(full):
            out.append(ShapeReading(Form(name), melds, None, everything, grammar))
    full = _full_counts(grammar, counts, melds, _straight_melds_ok(grammar, melds))
    if full is not None and sh.long_straight(full):
        out.append(ShapeReading(Form.LONG_STRAIGHT, melds, None, everything, grammar))
    return out


def waits(grammar: Grammar, concealed: Sequence[Tile], melds: Sequence[Meld] = (),
          seen: Iterable[Tile] | None = None) -> list[Wait]:
    """The tiles that complete a ready hand, in canonical order, each with the copies left
    (not in the hand, the melds or `seen`) and its wait shapes. A tile whose every copy is
    already held is listed with left 0 (karaten)."""
    sh = _shapes(grammar)
    ts = grammar.tileset
    counts = _counts(grammar, concealed)
    n = len(concealed)
    if n % 3 != 1:
        return []
    held = list(counts)
    for m in melds:
        for t in m.tiles:
            held[ts.index[t]] += 1
    for t in seen or ():
        if t in ts.index:
            held[ts.index[t]] += 1
    melds = tuple(melds)
    standard = len(melds) + (n + 1 - 2) // 3 <= MELDS
    special = len(melds) * 3 + n + 1 == HAND_SIZE
    out = []
    for k in _candidates(sh, counts, special):
        counts[k] += 1
        shapes: set[WaitShape] = set()
        if standard:
            for d in sh.standard_all(counts) if sh.standard_ok(counts) else ():
                for gid in d:
                    g = sh.groups[gid]
                    for p, i in enumerate(g.indices):
                        if i == k:
                            shapes.update(sh.shapes[gid][p])
        if special and _special_complete(grammar, sh, counts, melds):
            shapes.add(WaitShape.SPECIAL)
        counts[k] -= 1
        if shapes:
            left = max(0, sh.copies - held[k])
            order = tuple(sorted(shapes, key=_SHAPE_ORDER.__getitem__))
            out.append(Wait(grammar.kinds[k], left, order))
    return out


def win_placements(reading: Reading, win_tile: Tile, grammar: Grammar | None = None
                   ) -> list[tuple[Meld, WaitShape]]:
    """Where the winning tile can sit among the reading's concealed groups (the pair included),
    and what wait that was. Seven pairs give (the pair, SPECIAL); orphans and the long straight
    have no groups to place it in and give []. The grammar comes from a reading `readings`
    made; pass it for a reading built by hand."""
    grammar = grammar or getattr(reading, "grammar", None)
    if grammar is None:
        raise ValueError("win_placements needs the grammar for a reading not made by readings()")
    if reading.form not in (Form.STANDARD, Form.SEVEN_PAIRS):
        return []
    sh = _shapes(grammar)
    idx = grammar.tileset.index
    k = idx[win_tile]
    groups = list(reading.groups) + ([reading.pair] if reading.pair is not None else [])
    out: list[tuple[Meld, WaitShape]] = []
    seen: set[tuple[tuple[int, ...], MeldKind, str, WaitShape]] = set()
    for m in groups:
        if m.open or m.kind is MeldKind.KONG:
            continue
        indices = tuple(idx[t] for t in m.tiles)
        if k not in indices:
            continue
        if reading.form is Form.SEVEN_PAIRS:
            shapes: tuple[WaitShape, ...] = (WaitShape.SPECIAL,)
        else:
            gid = sh._gid.get(_Group(m.kind, indices, m.suit, m.step))
            if gid is None:
                gid = _match_group(sh, m.kind, indices)
            shapes = sh.shapes[gid][indices.index(k)] if gid is not None else ()
        for s in shapes:
            key = (indices, m.kind, m.suit, s)
            if key not in seen:
                seen.add(key)
                out.append((m, s))
    return out


# ---------------------------------------------------------------------------------------------
# Helpers


def _counts(grammar: Grammar, tiles: Iterable[Tile]) -> list[int]:
    ts = grammar.tileset
    counts = [0] * len(ts.kinds)
    for t in tiles:
        i = ts.index.get(t)
        if i is None:
            raise ValueError(f"{t.name} is not a playing tile of {ts.name}")
        counts[i] += 1
    return counts


def _orphans_melds_ok(melds: Sequence[Meld]) -> bool:
    """Declared melds may stand in an orphans hand only as runs (Space's called honour
    sequences: open kokushi); no other meld can be all different terminals and honours."""
    return all(m.kind is MeldKind.CHOW for m in melds)


def _straight_melds_ok(grammar: Grammar, melds: Sequence[Meld]) -> bool:
    """A long straight may be partly open: at most three declared melds, each a run of the
    open step (Ùzje: d = 1)."""
    return len(melds) < MELDS and all(
        m.kind is MeldKind.CHOW and m.step == grammar.long_straight_open_step for m in melds
    )


def _full_counts(grammar: Grammar, counts: Sequence[int], melds: Sequence[Meld], ok: bool
                 ) -> list[int] | None:
    if not ok:
        return None
    full = list(counts)
    for m in melds:
        for t in m.tiles:
            full[grammar.tileset.index[t]] += 1
    return full if sum(full) == HAND_SIZE else None


def _special_complete(grammar: Grammar, sh: _Shapes, counts: Sequence[int],
                      melds: Sequence[Meld]) -> bool:
    if not melds and sh.seven_pairs(counts):
        return True
    full = _full_counts(grammar, counts, melds, _orphans_melds_ok(melds))
    if full is not None and sh.orphans(full):
        return True
    full = _full_counts(grammar, counts, melds, _straight_melds_ok(grammar, melds))
    return full is not None and sh.long_straight(full)


def _complete(sh: _Shapes, counts: list[int], melds: Sequence[Meld], n: int) -> bool:
    if n % 3 == 2 and len(melds) + (n - 2) // 3 <= MELDS and sh.standard_ok(counts):
        return True
    return len(melds) * 3 + n == HAND_SIZE and _special_complete(sh.grammar, sh, counts, melds)


def _candidates(sh: _Shapes, counts: Sequence[int], special: bool) -> list[int]:
    """Kinds worth trying as a winning tile: those in a block the hand already touches (a
    lone new tile in an empty block completes nothing), the hub, and special-form kinds."""
    live = {sh.block_of[i] for i, c in enumerate(counts) if c}
    if sh.hub is not None and (counts[sh.hub] or live & set(sh.attached)):
        live.update(sh.attached)
        live.add(-2)
    out = []
    for k in range(sh.n):
        if sh.block_of[k] in live or (special and k in sh.special_kinds):
            out.append(k)
    return out


def _build(sh: _Shapes, decomp: Decomp, tiles: Sequence[Tile]) -> list[Meld]:
    """Melds of the player's own tiles for a decomposition, in canonical order."""
    idx = sh.grammar.tileset.index
    pools: dict[int, list[Tile]] = {}
    for t in sh.grammar.tileset.sort(tiles):
        pools.setdefault(idx[t], []).append(t)
    order = sorted(decomp, key=lambda gid: (sorted(sh.groups[gid].indices),
                                            _KIND_ORDER[sh.groups[gid].kind]))
    out = []
    for gid in order:
        g = sh.groups[gid]
        laid = tuple(pools[i].pop(0) for i in g.indices)
        out.append(Meld(g.kind, laid, False, g.suit, g.step))
    return out


def _match_group(sh: _Shapes, kind: MeldKind, indices: tuple[int, ...]) -> int | None:
    """The group id of a hand-built meld whose suit or step label differs from ours."""
    for gid, g in enumerate(sh.groups):
        if g.kind is kind and g.indices == indices:
            return gid
    for gid, g in enumerate(sh.groups):
        if g.kind is kind and sorted(g.indices) == sorted(indices):
            return gid
    return None

