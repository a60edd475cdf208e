"""Shanten, ukeire and discard advice for any grammar: exact tiles-missing counts, fast.

Shanten is the fewest tiles a hand lacks for a complete target, minus one: -1 complete,
0 ready. A target is K meld groups and a pair (K = (tiles - 1) // 3), or a special form
(seven pairs, orphans, the long straight); it never needs a fifth copy of a kind.

The standard form splits into blocks (suit_tables): each block's vector says how many hand
tiles k meld groups and p pair groups can use there; vectors combine by max-plus, so
shanten = 3K + 2 - best - 1. Groups that use no hand tile cost their full size and can go
anywhere (every variant has kinds to spare), so blocks count only groups touching the hand.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence

from game.core.grammar import Grammar
from game.core.melds import Meld, MeldKind
from game.core.suit_tables import EXTERNAL, MAX_E, MAX_MELDS, NEG, Block, attach_table

COPIES = 4
HEAVY = 8  # a block with this many tiles is searched by branch and bound, not tabled


def _combine(a: tuple[int, ...], ea: int, b: tuple[int, ...], eb: int
             ) -> tuple[tuple[int, ...], int]:
    """Max-plus of two vectors over (melds <= 4, pairs <= 1, exact external demand <= 4)."""
    ec = max(ea, eb)
    out = [NEG] * ((MAX_MELDS + 1) * 2 * ec)
    for k1 in range(MAX_MELDS + 1):
        for p1 in range(2):
            for e1 in range(ea):
                va = a[(k1 * 2 + p1) * ea + e1]
                if va < 0:
                    continue
                for k2 in range(MAX_MELDS + 1 - k1):
                    for p2 in range(2 - p1):
                        base_b = (k2 * 2 + p2) * eb
                        base_c = ((k1 + k2) * 2 + p1 + p2) * ec + e1
                        for e2 in range(min(eb, MAX_E + 1 - e1)):
                            vb = b[base_b + e2]
                            if vb >= 0 and va + vb > out[base_c + e2]:
                                out[base_c + e2] = va + vb
    return tuple(out), ec


def _combine_plain(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """_combine for vectors without external demand ("at most" vectors, no gaps)."""
    out = []
    for k in range(MAX_MELDS + 1):
        for p in range(2):
            best = 0
            for k1 in range(k + 1):
                i = 2 * k1
                j = 2 * (k - k1)
                v = a[i] + b[j + p]
                if p:
                    w = a[i + 1] + b[j]
                    if w > v:
                        v = w
                if v > best:
                    best = v
            out.append(best)
    return tuple(out)


class Engine:
    """The blocks, special forms and caches of one grammar."""

    def __init__(self, grammar: Grammar) -> None:
        self.grammar = grammar
        ts = grammar.tileset
        self.n = n = len(ts.kinds)
        runs = [t for t in grammar.templates if t.kind is not MeldKind.PUNG]
        suits: list[set[str]] = [set() for _ in range(n)]
        for t in runs:
            for i in t.indices:
                suits[i].add(t.suit)
        shared = [i for i in range(n) if len(suits[i]) > 1]
        if len(shared) > 1:
            raise ValueError("a grammar may share at most one kind between suits")
        self.shared: int | None = shared[0] if shared else None
        parent = list(range(n))

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for t in grammar.templates:
            own = [i for i in t.indices if i != self.shared]
            for i in own[1:]:
                parent[find(i)] = find(own[0])
        members: dict[int, list[int]] = {}
        for i in range(n):
            if i != self.shared:
                members.setdefault(find(i), []).append(i)
        self.blocks: list[Block] = []
        self.plain_blocks: list[Block] = []
        self.zero_local: dict[int, Block] = {}
        for kinds in sorted(members.values()):
            local = {k: j for j, k in enumerate(kinds)}
            templates = []
            for t in grammar.templates:
                if any(i in local for i in t.indices):
                    templates.append(tuple(sorted(
                        (local[i] if i != self.shared else EXTERNAL for i in t.indices),
                        reverse=False)))
            external = any(EXTERNAL in t for t in templates)
            block = Block(kinds, templates, external)
            attach_table(block)
            self.blocks.append(block)
            # Hands without the shared kind need no count of its demand (each meld group
            # asks at most one copy of it, four groups at most).
            self.plain_blocks.append(Block(kinds, templates, False) if external else block)
        self.slices = [
            (b.kinds[0], b.kinds[-1] + 1) if list(b.kinds) == list(
                range(b.kinds[0], b.kinds[-1] + 1)) else None
            for b in self.blocks
        ]
        self.shared_vector = self._shared_vector(any(
            self.shared in t.indices for t in runs)) if self.shared is not None else None
        self.seven_pairs = grammar.seven_pairs
        self.quads_as_pairs = grammar.seven_pairs_allow_quads
        self.orphans = [(o.required, o.extra) for o in grammar.orphans]
        self.straights = grammar.long_straights
        self.fast = _Fast(self) if self.shared is None else None

    def _shared_vector(self, in_runs: bool) -> tuple[int, ...]:
        """Groups of the shared kind alone: its pung (3), its pair (2), or a run with it and
        two missing tiles (1). They use no tile here; min(held, demanded) is added at the end."""
        e1 = MAX_E + 1
        out = [NEG] * ((MAX_MELDS + 1) * 2 * e1)
        for pungs in range(2):
            for singles in range(MAX_MELDS + 1 if in_runs else 1):
                for pair in range(2):
                    e = 3 * pungs + singles + 2 * pair
                    if pungs + singles > MAX_MELDS or e > MAX_E:
                        continue
                    for k in range(pungs + singles, MAX_MELDS + 1):
                        for p in range(pair, 2):
                            out[(k * 2 + p) * e1 + e] = 0
        return tuple(out)

    # -----------------------------------------------------------------------------------------

    def block_vectors(self, counts: Sequence[int], gone: Sequence[int] | None,
                      plain: bool = False) -> list[tuple[tuple[int, ...], int]]:
        out = []
        blocks = self.plain_blocks if plain else self.blocks
        for block, sl in zip(blocks, self.slices, strict=True):
            local = tuple(counts[sl[0]:sl[1]]) if sl else tuple(counts[i] for i in block.kinds)
            if not any(local):
                continue
            near = None if gone is None else [gone[i] for i in block.kinds]
            if near is not None and any(near):
                out.append((block.solve(local, near), block.e1))
            else:
                out.append((block.vector(local), block.e1))
        return out

    def regular_missing(self, counts: Sequence[int], melds_needed: int,
                        gone: Sequence[int] | None = None) -> int:
        """Fewest tiles missing for melds_needed melds and a pair; `gone` counts copies of
        each kind in the owner's declared melds (a target cannot use them again)."""
        vec: tuple[int, ...] = (0,) * ((MAX_MELDS + 1) * 2)
        ev = 1
        shared = self.shared
        plain = shared is None or (counts[shared] == 0 and (gone is None or not gone[shared]))
        if plain:
            heavy = self._heavy(counts, gone)
            if heavy is not None:
                return self._heavy_missing(counts, melds_needed, gone, heavy)
            vectors = [v for v, _ in self.block_vectors(counts, gone, True)]
            if not vectors:
                return 3 * melds_needed + 2
            top = 2 * melds_needed + 2
            if len(vectors) == 1:
                return 3 * melds_needed + 2 - vectors[0][top - 1]
            vec = vectors[0]
            for v in vectors[1:-1]:
                vec = _combine_plain(vec, v)
            best = max(map(operator.add, vec[:top], vectors[-1][top - 1::-1]))
            return 3 * melds_needed + 2 - best
        heavy = self._heavy(counts, gone, self.blocks)
        if heavy is not None and self.blocks[heavy].e1 > 1:
            return self._heavy_shared_missing(counts, melds_needed, gone, heavy)
        for v, e1 in self.block_vectors(counts, gone):
            vec, ev = _combine(vec, ev, v, e1)
        z = 0
        top = MAX_E
        if self.shared is not None and self.shared_vector is not None:
            z = counts[self.shared]
            if gone is not None:
                top -= gone[self.shared]
            vec, ev = _combine(vec, ev, self.shared_vector, MAX_E + 1)
        base = (melds_needed * 2 + 1) * ev
        best = max(vec[base + e] + min(z, e) for e in range(min(ev, top + 1)))
        return 3 * melds_needed + 2 - best

    def special_missing(self, counts: Sequence[int], melds: Sequence[Meld] | int) -> int:
        """Fewest tiles missing for any special form (a large number when none applies)."""
        best = 99
        declared = melds if isinstance(melds, int) else len(melds)
        if declared == 0 and self.seven_pairs:
            best = min(best, self.seven_pairs_missing(counts))
        if self.orphans:
            full = self._full(counts, melds, MeldKind.CHOW, None)
            if full is not None:
                for required, extra in self.orphans:
                    best = min(best, _orphans_missing(full[0], full[1], required, extra))
        if self.straights and declared < MAX_MELDS:
            full = self._full(counts, melds, MeldKind.CHOW, self.grammar.long_straight_open_step)
            if full is not None:
                for straight in self.straights:
                    best = min(best, _orphans_missing(full[0], full[1], straight, 0))
        return best

    def _full(self, counts: Sequence[int], melds: Sequence[Meld] | int, kind: MeldKind,
              step: int | None) -> tuple[list[int], list[int]] | None:
        """Counts of hand plus declared tiles, and of declared tiles alone, if every declared
        meld may stand in the form (runs, of `step` when given)."""
        if isinstance(melds, int):
            return (list(counts), [0] * self.n) if melds == 0 else None
        if any(m.kind is not kind or (step is not None and m.step != step) for m in melds):
            return None
        full = list(counts)
        fixed = [0] * self.n
        index = self.grammar.tileset.index
        for m in melds:
            for t in m.tiles:
                full[index[t]] += 1
                fixed[index[t]] += 1
        return full, fixed

    def ukeire_kinds(self, counts: Sequence[int], melds: Sequence[Meld] | int
                     ) -> tuple[int, list[int]]:
        """(tiles missing, kinds whose draw lowers it), by recomputing each draw."""
        base = self.missing(counts, melds)
        hand = list(counts)
        out = []
        for k in range(self.n):
            if hand[k] >= COPIES:
                continue
            hand[k] += 1
            if self.missing(hand, melds) < base:
                out.append(k)
            hand[k] -= 1
        return base, out

    def seven_pairs_missing(self, counts: Sequence[int]) -> int:
        twos = ones = 0
        for c in counts:
            if c >= 2:
                twos += 1
                if self.quads_as_pairs and c >= 3:
                    if c == 4:
                        twos += 1
                    else:
                        ones += 1
            elif c == 1:
                ones += 1
        twos = min(twos, 7)
        return 14 - 2 * twos - min(ones, 7 - twos)

    def _heavy_shared_missing(self, counts: Sequence[int], needed: int,
                              gone: Sequence[int] | None, heavy: int) -> int:
        """Tiles missing when one suit holds most of the hand and the shared kind (Zero) is
        held or declared. Zero becomes a kind of that suit's block (with its trip and pair);
        the other blocks' exact Zero demand e is enumerated: they take min(held, e) copies,
        the heavy suit the rest, and together they ask at most four."""
        shared = self.shared
        assert shared is not None
        block = self.blocks[heavy]
        local_block = self.zero_local.get(heavy)
        if local_block is None:
            templates = [tuple(0 if x == EXTERNAL else x + 1 for x in t) for t in block.templates]
            templates.append((0, 0, 0))
            local_block = self.zero_local[heavy] = Block((shared,) + block.kinds, templates, False)
        rest: tuple[int, ...] = (0,) + (NEG,) * MAX_E
        rest = tuple(v for _ in range((MAX_MELDS + 1) * 2) for v in rest)
        er = MAX_E + 1
        for b, (other, sl) in enumerate(zip(self.blocks, self.slices, strict=True)):
            if b == heavy:
                continue
            local = tuple(counts[sl[0]:sl[1]]) if sl else tuple(counts[i] for i in other.kinds)
            if any(local):
                near = None if gone is None else [gone[i] for i in other.kinds]
                v = other.solve(local, near) if near and any(near) else other.vector(local)
                rest, _ = _combine(rest, er, v, other.e1)
        z = counts[shared]
        gone_z = gone[shared] if gone is not None else 0
        sl = self.slices[heavy]
        suit = tuple(counts[sl[0]:sl[1]]) if sl else tuple(counts[i] for i in block.kinds)
        near_suit = [0] * len(block.kinds) if gone is None else [gone[i] for i in block.kinds]
        tiles = z + sum(suit)
        best = 0
        splits = []
        for e in range(MAX_E + 1 - gone_z):
            a = z - min(z, e)
            if 4 - a - e - gone_z < 0:
                continue
            for k in range(needed + 1):
                for p in range(2):
                    r = rest[((needed - k) * 2 + 1 - p) * er + e]
                    if r >= 0:
                        r += min(z, e)
                        best = max(best, r)
                        splits.append((min(tiles, 3 * k + 2 * p) + r, k, p, r, e, a))
        splits.sort(reverse=True)
        for bound, k, p, r, e, a in splits:
            if bound <= best:
                break
            got = local_block.best_at((a,) + suit, k, p, best - r, [e + gone_z] + near_suit)
            best = max(best, got + r)
        return 3 * needed + 2 - best

    def _heavy(self, counts: Sequence[int], gone: Sequence[int] | None,
               blocks: list[Block] | None = None) -> int | None:
        """The block holding HEAVY or more tiles with no table, if any."""
        for b, (block, sl) in enumerate(zip(blocks or self.plain_blocks, self.slices,
                                            strict=True)):
            if block.table is None and len(block.kinds) > 1:
                local = counts[sl[0]:sl[1]] if sl else [counts[i] for i in block.kinds]
                if sum(local) >= HEAVY:
                    return b
        return None

    def _heavy_missing(self, counts: Sequence[int], needed: int, gone: Sequence[int] | None,
                       heavy: int) -> int:
        """Tiles missing when one block holds most of the hand: the other blocks' vectors
        combined, and the heavy block searched by branch and bound for each split."""
        rest: tuple[int, ...] = (0,) * ((MAX_MELDS + 1) * 2)
        block = self.plain_blocks[heavy]
        local: tuple[int, ...] = ()
        for b, (other, sl) in enumerate(zip(self.plain_blocks, self.slices, strict=True)):
            counts_b = tuple(counts[sl[0]:sl[1]]) if sl else tuple(counts[i] for i in other.kinds)
            if b == heavy:
                local = counts_b
            elif any(counts_b):
                near = None if gone is None else [gone[i] for i in other.kinds]
                v = other.solve(counts_b, near) if near and any(near) else other.vector(counts_b)
                rest = _combine_plain(rest, v)
        tiles = sum(local)
        near = None if gone is None else [gone[i] for i in block.kinds]
        splits = []
        for k in range(needed + 1):
            for p in range(2):
                r = rest[(needed - k) * 2 + 1 - p]
                splits.append((min(tiles, 3 * k + 2 * p) + r, k, p, r))
        splits.sort(reverse=True)
        best = rest[needed * 2 + 1]
        for bound, k, p, r in splits:
            if bound <= best:
                break
            best = max(best, block.best_at(local, k, p, best - r, near) + r)
        return 3 * needed + 2 - best

    def gone(self, melds: Sequence[Meld] | int) -> list[int] | None:
        """Copies of each kind in declared melds, or None when none are known."""
        if isinstance(melds, int) or not melds:
            return None
        out = [0] * self.n
        index = self.grammar.tileset.index
        for m in melds:
            for t in m.tiles:
                out[index[t]] += 1
        return out

    def missing(self, counts: Sequence[int], melds: Sequence[Meld] | int) -> int:
        declared = melds if isinstance(melds, int) else len(melds)
        if self.fast is not None and not (declared and not isinstance(melds, int)):
            return self.fast.missing(bytes(counts), melds, declared)
        if len(counts) != self.n:
            raise ValueError(f"counts must have {self.n} entries, one per kind")
        n = sum(counts)
        needed = _melds_needed(n, declared)
        missing = self.regular_missing(counts, needed, self.gone(melds))
        if needed + declared == MAX_MELDS and missing > 0:
            missing = min(missing, self.special_missing(counts, melds))
        return missing


SHIFT = 1 << 20  # class ids of a pair of vectors pack into one int key
_POW5 = tuple(5 ** i for i in range(16))
STATS = 24  # packed segment values: class id below this bit, special-form counts above
CLASS = (1 << STATS) - 1


class _Fast:
    """The table path for grammars without a shared kind (all but Ùzje): each segment of the
    count vector (a table block, or a run of small blocks) maps its bytes to a class id; pairs
    of class ids combine through a memo, so a hand costs a few dict lookups."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        segments: list[tuple[int, int, list[Block]]] = []
        for block, sl in sorted(zip(engine.blocks, engine.slices, strict=True),
                                key=lambda x: x[0].kinds[0]):
            a, z = sl if sl is not None else (block.kinds[0], block.kinds[-1] + 1)
            if sl is None or (segments and segments[-1][1] > a):
                raise ValueError("blocks must be contiguous runs of kinds for the table path")
            small = block.table is None
            if small and segments and not segments[-1][2][0].table and segments[-1][1] == a:
                segments[-1] = (segments[-1][0], z, segments[-1][2] + [block])
            else:
                segments.append((a, z, [block]))
        self.segments = [(a, z, members) for a, z, members in segments]
        # A run of one-kind blocks alike (the honours) depends only on the sorted counts.
        self.sortable = [len(m) > 1 and len({b.signature for b in m}) == 1
                         and all(len(b.kinds) == 1 for b in m) for _, _, m in segments]
        self.caches: list[dict[bytes, int]] = [{} for _ in segments]
        self.table_ids: list[dict[int, int]] = [{} for _ in segments]
        # concealed4's caches: class id | special-form counts << STATS (see packed_class)
        self.packed: list[dict[bytes, int]] = [{} for _ in segments]
        self.succ: list[dict[bytes, tuple[int, ...]]] = [{} for _ in segments]
        self.vectors: list[tuple[int, ...]] = []
        self.ids: dict[tuple[int, ...], int] = {}
        self.pairs: dict[int, int] = {}
        self.finals: dict[int, int] = {}
        self.orphans = [(operator.itemgetter(*req), req, extra) for req, extra in engine.orphans
                        if len(set(req)) == len(req) and len(req) > 1]
        self.orphans_ok = len(self.orphans) == len(engine.orphans)
        self.required = [0] * engine.n
        for _, req, _ in self.orphans[:1]:
            for i in req:
                self.required[i] = 1
        # A segment every orphans form requires whole (the honours): its absent kinds bound
        # the orphans' tiles missing from below without gathering the rest.
        self.orphans_bound = next(
            (i for i, (a, z, _) in enumerate(self.segments)
             if self.orphans and all(set(range(a, z)) <= set(req) for _, req, _ in self.orphans)),
            None)
        self.missing0 = self.concealed() if self.orphans_ok else None

    def intern(self, vec: tuple[int, ...]) -> int:
        cid = self.ids.get(vec)
        if cid is None:
            cid = self.ids[vec] = len(self.vectors)
            self.vectors.append(vec)
        return cid

    def segment_class(self, s: int, key: bytes) -> int:
        cid = self.caches[s].get(key)
        if cid is not None:
            return cid
        if max(key) > COPIES:
            raise ValueError(f"more than {COPIES} copies of a kind: {list(key)}")
        if self.sortable[s]:
            canon = bytes(sorted(key))
            if canon != key:
                cid = self.caches[s][key] = self.segment_class(s, canon)
                return cid
        a, _, members = self.segments[s]
        table = members[0].table
        if len(members) == 1 and table is not None:
            cls = table[sum(map(operator.mul, key, _POW5))]
            ids = self.table_ids[s]
            cid = ids.get(cls)
            if cid is None:
                cid = ids[cls] = self.intern(members[0].classes[cls])
            self.caches[s][key] = cid
            return cid
        vec: tuple[int, ...] | None = None
        for block in members:
            local = tuple(key[i - a] for i in block.kinds)
            v = block.vector(local) if any(local) else block.empty
            vec = v if vec is None else _combine_plain(vec, v)
        assert vec is not None
        cid = self.caches[s][key] = self.intern(vec)
        return cid

    def packed_class(self, s: int, key: bytes) -> int:
        """Class id plus, from bit STATS up, fields that add up over segments: kinds held
        once (4 bits), kinds held twice or more (4), orphans kinds held (4), orphans kinds
        held twice or more (4), and on top the tiles (no limit, so a sum over a hand of too
        many tiles shows there and nowhere else)."""
        cid = self.segment_class(s, key)
        ones = key.count(1)
        twos = len(key) - key.count(0) - ones
        held = dup = 0
        a = self.segments[s][0]
        for _, req, _ in self.orphans[:1]:
            for i in req:
                if a <= i < a + len(key):
                    held += key[i - a] >= 1
                    dup += key[i - a] >= 2
        tiles = sum(key)
        stats = ones | twos << 4 | held << 8 | dup << 12 | tiles << 16
        packed = self.packed[s][key] = cid | stats << STATS
        return packed

    def join(self, x: int, y: int) -> int:
        key = x * SHIFT + y
        cid = self.pairs.get(key)
        if cid is None:
            cid = self.pairs[key] = self.intern(
                _combine_plain(self.vectors[x], self.vectors[y]))
        return cid

    def best(self, x: int, y: int, needed: int) -> int:
        """Most tiles used by `needed` melds and a pair over two joined vectors."""
        key = (x * SHIFT + y) * 8 + needed
        found = self.finals.get(key)
        if found is None:
            top = 2 * needed + 2
            found = self.finals[key] = max(map(operator.add, self.vectors[x][:top],
                                               self.vectors[y][top - 1::-1]))
        return found

    def classes(self, b: bytes) -> list[int]:
        out = []
        for s, (a, z, _) in enumerate(self.segments):
            key = b[a:z]
            cid = self.caches[s].get(key)
            out.append(cid if cid is not None else self.segment_class(s, key))
        return out

    def regular(self, ids: Sequence[int], needed: int) -> int:
        """Tiles missing for the standard form from the segments' class ids."""
        if len(ids) == 1:
            return 3 * needed + 2 - self.vectors[ids[0]][2 * needed + 1]
        half = len(ids) // 2
        left = ids[0]
        for cid in ids[1:half]:
            left = self.join(left, cid)
        right = ids[half]
        for cid in ids[half + 1:]:
            right = self.join(right, cid)
        return 3 * needed + 2 - self.best(left, right, needed)

    def concealed4(self) -> Callable[[bytes], int]:
        """`concealed` for four segments, the standard form inlined and the special forms
        read from the packed segment counts: Riichi's hot path."""
        (a0, z0, _), (a1, z1, _), (a2, z2, _), (a3, z3, _) = self.segments
        c0, c1, c2, c3 = self.packed
        pairs, finals = self.pairs, self.finals
        seg, join, best_of = self.packed_class, self.join, self.best
        n_kinds = self.engine.n
        seven = self.engine.seven_pairs
        orphans = [(len(req), extra) for _, req, extra in self.orphans[:1]]
        required, extra = orphans[0] if orphans else (0, 0)
        check = self.check

        def missing(b: bytes) -> int:
            if len(b) != n_kinds:
                check(b, 0)  # raises, naming the problem
            k = b[a0:z0]
            v0 = c0.get(k)
            if v0 is None:
                v0 = seg(0, k)
            k = b[a1:z1]
            v1 = c1.get(k)
            if v1 is None:
                v1 = seg(1, k)
            k = b[a2:z2]
            v2 = c2.get(k)
            if v2 is None:
                v2 = seg(2, k)
            k = b[a3:z3]
            v3 = c3.get(k)
            if v3 is None:
                v3 = seg(3, k)
            st = (v0 + v1 + v2 + v3) >> STATS
            n = st >> 16
            if n > 14 or n < 1 or n % 3 == 0:
                check(b, 0)
            needed = (n - 1) // 3
            x = v0 & CLASS
            y = v1 & CLASS
            left = pairs.get(x * SHIFT + y)
            if left is None:
                left = join(x, y)
            x = v2 & CLASS
            y = v3 & CLASS
            right = pairs.get(x * SHIFT + y)
            if right is None:
                right = join(x, y)
            found = finals.get((left * SHIFT + right) * 8 + needed)
            if found is None:
                found = best_of(left, right, needed)
            best = 3 * needed + 2 - found
            if best <= 0 or needed != MAX_MELDS:
                return best
            if seven:
                ones = st & 15
                twos = (st >> 4) & 15
                if twos > 7:
                    twos = 7
                sp = 14 - 2 * twos - (ones if ones < 7 - twos else 7 - twos)
                if sp < best:
                    best = sp
            if required:
                sp = required - ((st >> 8) & 15) + (0 if (st >> 12) & 15 else extra)
                if sp < best:
                    best = sp
            return best

        return missing

    def concealed(self) -> Callable[[bytes], int]:
        """Tiles missing of a concealed hand (nothing declared), every form, as one closure."""
        if (len(self.segments) == 4 and len(self.orphans) <= 1
                and not self.engine.quads_as_pairs):
            return self.concealed4()
        regular, classes = self.regular, self.classes
        n_kinds = self.engine.n
        seven = self.engine.seven_pairs and not self.engine.quads_as_pairs
        specials = self.specials
        simple = seven or not self.engine.seven_pairs
        orphans = [(get, extra) for get, _, extra in self.orphans]
        bound = self.orphans_bound
        ba, bz = self.segments[bound][:2] if bound is not None else (0, 0)

        def missing(b: bytes) -> int:
            n = sum(b)
            if n > 14 or n < 1 or n % 3 == 0 or len(b) != n_kinds:
                self.check(b, 0)  # raises, naming the problem
            needed = (n - 1) // 3
            best = regular(classes(b), needed)
            if best <= 0 or needed != MAX_MELDS:
                return best
            if not simple:
                return min(best, specials(b, best))
            if seven:
                ones = b.count(1)
                twos = n_kinds - b.count(0) - ones
                if twos > 7:
                    twos = 7
                sp = 14 - 2 * twos - (ones if ones < 7 - twos else 7 - twos)
                if sp < best:
                    best = sp
            if orphans and (bound is None or b[ba:bz].count(0) < best):
                for get, extra in orphans:
                    vals = get(b)
                    m = vals.count(0) + (extra if max(vals) < 2 else 0)
                    if m < best:
                        best = m
            return best

        return missing

    def missing(self, b: bytes, melds: Sequence[Meld] | int, declared: int) -> int:
        if len(b) != self.engine.n:
            raise ValueError(f"counts must have {self.engine.n} entries, one per kind")
        n = sum(b)
        needed = (n - 1) // 3
        if n > 14 or n < 1 or n % 3 == 0 or needed + declared > MAX_MELDS:
            _melds_needed(n, declared)  # raises, naming the problem
        missing = self.regular(self.classes(b), needed)
        if missing > 0 and needed == MAX_MELDS - declared:
            if declared == 0 and self.orphans_ok:
                sp = self.specials(b, missing)
            else:
                sp = self.engine.special_missing(b, melds)
            if sp < missing:
                return sp
        return missing

    def successors(self, s: int, key: bytes) -> tuple[int, ...]:
        """Class ids of segment s after one more tile of each of its kinds (-1: already 4)."""
        found = self.succ[s].get(key)
        if found is None:
            out = []
            for j in range(len(key)):
                if key[j] >= COPIES:
                    out.append(-1)
                else:
                    out.append(self.segment_class(s, key[:j] + bytes((key[j] + 1,)) + key[j + 1:]))
            found = self.succ[s][key] = tuple(out)
        return found

    def ukeire(self, b: bytes, melds: Sequence[Meld] | int, declared: int
               ) -> tuple[int, list[int]]:
        """(tiles missing, kinds whose draw lowers it) for a hand of 3k+1 tiles; only the
        segment that gains the tile is looked up again."""
        needed = self.check(b, declared)
        ids = self.classes(b)
        top = 3 * needed + 2
        reg = self.regular(ids, needed)
        sp = 99
        if needed == MAX_MELDS - declared:
            sp = self.special(b, melds, declared)
        base = min(reg, sp)
        out: list[int] = []
        vectors = self.vectors
        finals = self.finals
        simple = None
        plus = [-1] * 6  # special tiles missing after a draw, by (held 0/1/2+, orphans kind)
        if sp <= base and declared == 0 and self.orphans_ok and len(self.orphans) <= 1 and (
                not self.engine.quads_as_pairs):
            simple = self.special_counts(b)
        for s, (a, z, _) in enumerate(self.segments):
            succ = self.successors(s, b[a:z])
            rest = -1
            for t, cid in enumerate(ids):
                if t != s:
                    rest = cid if rest < 0 else self.join(rest, cid)
            seen: dict[int, int] = {}
            for off, c2 in enumerate(succ):
                if c2 < 0:
                    continue
                new = seen.get(c2, -1)
                if new < 0:
                    if rest < 0:
                        new = top - vectors[c2][2 * needed + 1]
                    else:
                        found = finals.get((rest * SHIFT + c2) * 8 + needed)
                        if found is None:
                            found = self.best(rest, c2, needed)
                        new = top - found
                    seen[c2] = new
                if new >= base and sp <= base:
                    if simple is not None:
                        c = min(b[a + off], 2) * 2 + self.required[a + off]
                        if plus[c] < 0:
                            plus[c] = self.special_plus(simple, b[a + off], a + off)
                        new = min(new, plus[c])
                    else:
                        bb = bytearray(b)
                        bb[a + off] += 1
                        new = min(new, self.special(bytes(bb), melds, declared, base))
                if new < base:
                    out.append(a + off)
        return base, out

    def special_counts(self, b: bytes) -> tuple[int, int, int, int]:
        """Kinds held once, twice or more; orphans kinds held, held twice or more."""
        ones = b.count(1)
        held = dup = 0
        for _, req, _ in self.orphans:
            for i in req:
                held += b[i] >= 1
                dup += b[i] >= 2
        return ones, len(b) - b.count(0) - ones, held, dup

    def special_plus(self, stats: tuple[int, int, int, int], c: int, k: int) -> int:
        """Seven pairs and orphans after one more tile of kind k (held c times), from the
        hand's special_counts: no rescan per tile."""
        ones, twos, held, dup = stats
        req = self.required
        if c == 0:
            ones += 1
            held += req[k]
        elif c == 1:
            ones -= 1
            twos += 1
            dup += req[k]
        best = 99
        if self.engine.seven_pairs:
            twos = min(twos, 7)
            best = 14 - 2 * twos - min(ones, 7 - twos)
        for _, req_kinds, extra in self.orphans:
            best = min(best, len(req_kinds) - held + (0 if dup else extra))
        return best

    def check(self, b: bytes, declared: int) -> int:
        """Melds the concealed part needs; ValueError for an impossible hand."""
        if len(b) != self.engine.n:
            raise ValueError(f"counts must have {self.engine.n} entries, one per kind")
        return _melds_needed(sum(b), declared)

    def special(self, b: bytes, melds: Sequence[Meld] | int, declared: int,
                beat: int = 99) -> int:
        if declared == 0 and self.orphans_ok:
            return self.specials(b, beat)
        return self.engine.special_missing(b, melds)

    def specials(self, b: bytes, beat: int = 99) -> int:
        """Seven pairs and orphans of a concealed hand, from byte counts (99 when neither
        can come under `beat`)."""
        best = 99
        engine = self.engine
        if engine.seven_pairs:
            if engine.quads_as_pairs:
                best = engine.seven_pairs_missing(b)
            else:
                ones = b.count(1)
                twos = min(len(b) - b.count(0) - ones, 7)
                best = 14 - 2 * twos - min(ones, 7 - twos)
        if self.orphans_bound is not None:
            a, z, _ = self.segments[self.orphans_bound]
            if b[a:z].count(0) >= min(best, beat):
                return best
        for get, _, extra in self.orphans:
            vals = get(b)
            m = vals.count(0) + (extra if max(vals) < 2 else 0)
            if m < best:
                best = m
        return best


def _orphans_missing(full: Sequence[int], fixed: Sequence[int], required: Sequence[int],
                     extra: int) -> int:
    """Tiles missing for `required` (kinds may repeat) plus `extra` duplicate of one of them;
    declared tiles (`fixed`) must fit in that target."""
    need: dict[int, int] = {}
    for i in required:
        need[i] = need.get(i, 0) + 1
    forced = 0
    for i, f in enumerate(fixed):
        if f and f > need.get(i, 0):
            if extra and f == need.get(i, 0) + 1 and i in need and not forced:
                forced = 1
            else:
                return 99
    missing = sum(max(0, r - full[i]) for i, r in need.items())
    if extra and not forced and not any(full[i] > r for i, r in need.items()):
        missing += extra
    return missing


def _melds_needed(n: int, declared: int) -> int:
    if n < 1 or n > 14 or n % 3 == 0:
        raise ValueError(f"a hand has 3k+1 or 3k+2 concealed tiles (1-14), not {n}")
    needed = (n - 1) // 3
    if needed + declared > MAX_MELDS:
        raise ValueError(f"{n} concealed tiles and {declared} declared melds are too many")
    return needed


_ENGINES: dict[tuple[object, ...], Engine] = {}


def engine_for(grammar: Grammar) -> Engine:
    """The engine of a grammar, shared by equal grammars and kept on the grammar object."""
    found = grammar.__dict__.get("_shanten_engine")
    if found is not None:
        return found
    key = (grammar.tileset.kinds, grammar.templates, grammar.seven_pairs,
           grammar.seven_pairs_allow_quads, grammar.orphans, grammar.long_straights,
           grammar.long_straight_open_step)
    engine = _ENGINES.get(key)
    if engine is None:
        engine = _ENGINES[key] = Engine(grammar)
    object.__setattr__(grammar, "_shanten_engine", engine)
    if engine.fast is not None and engine.fast.missing0 is not None:
        object.__setattr__(grammar, "_shanten_fast", engine.fast.missing0)
    return engine


def shanten(grammar: Grammar, counts: Sequence[int], melds: Sequence[Meld] | int = 0) -> int:
    """-1 complete, 0 ready, ...: tiles missing for the nearest complete target, minus one.

    `counts` are the concealed tiles over grammar.kinds; `melds` the declared melds or their
    number. Special forms count when the grammar allows them: seven pairs and orphans with
    nothing declared (Space's orphans also with declared runs), the long straight also with
    declared step-1 runs that fit it (only when the melds themselves are given)."""
    if melds == 0:
        fast = grammar.__dict__.get("_shanten_fast")
        if fast is not None:
            return fast(bytes(counts)) - 1
    return engine_for(grammar).missing(counts, melds) - 1


def ukeire(grammar: Grammar, counts: Sequence[int], melds: Sequence[Meld] | int = 0,
           seen: Sequence[int] | None = None) -> tuple[int, list[tuple[int, int]]]:
    """(shanten, [(kind index, copies left)]) of the tiles whose draw lowers the shanten.

    Copies left = 4 - in hand - in declared melds - seen (never below 0). A kind the hand
    already holds four of is never listed."""
    engine = engine_for(grammar)
    declared = melds if isinstance(melds, int) else len(melds)
    if sum(counts) % 3 != 1:
        raise ValueError("ukeire takes a hand of 3k+1 concealed tiles; discards() one over")
    if engine.fast is not None and (isinstance(melds, int) or not melds):
        base, kinds = engine.fast.ukeire(bytes(counts), melds, declared)
    else:
        base, kinds = engine.ukeire_kinds(counts, melds)
    out_of_play = _out_of_play(engine, melds, seen)
    return base - 1, [(k, max(0, COPIES - counts[k] - out_of_play[k])) for k in kinds]


def _out_of_play(engine: Engine, melds: Sequence[Meld] | int,
                 seen: Sequence[int] | None) -> list[int]:
    out = list(seen) if seen is not None else [0] * engine.n
    if not isinstance(melds, int):
        index = engine.grammar.tileset.index
        for m in melds:
            for t in m.tiles:
                out[index[t]] += 1
    return out


def discards(grammar: Grammar, counts: Sequence[int], melds: Sequence[Meld] | int = 0,
             seen: Sequence[int] | None = None) -> list[tuple[int, int, int]]:
    """For a hand one tile over size: (kind discarded, shanten after, ukeire after) for each
    kind held, best first (lowest shanten, then most ukeire, then canonical order)."""
    hand = list(counts)
    out = []
    for k, c in enumerate(counts):
        if not c:
            continue
        hand[k] -= 1
        s, tiles = ukeire(grammar, hand, melds, seen)
        out.append((k, s, sum(left for _, left in tiles)))
        hand[k] += 1
    out.sort(key=lambda x: (x[1], -x[2], x[0]))
    return out


def clear_caches() -> None:
    """Forget every memo (per-block searches, segment classes, joins), keeping the packaged
    tables and the engines: what a benchmark with cold caches measures."""
    for engine in _ENGINES.values():
        for block in engine.blocks + engine.plain_blocks + list(engine.zero_local.values()):
            block.memo.clear()
        fast = engine.fast
        if fast is not None:
            for cache in fast.caches + fast.succ:
                cache.clear()
            fast.pairs.clear()
            fast.finals.clear()
            fast.vectors.clear()
            fast.ids.clear()
