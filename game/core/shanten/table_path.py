"""The table path of shanten for grammars without a shared kind (all but Ùzje): segments of
the count vector map their bytes to class ids, class ids join through memos, and the concealed
hand's whole answer is one closure of dict lookups.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Any

from game.core.model.melds import Meld
from game.core.shanten.blocks import MAX_MELDS, Block
from game.core.shanten.kernel import COPIES, Discarder, Engine, melds_needed
from game.core.shanten.suit_tables import all_count_vectors
from game.core.shanten.vectors import best_over, combine_plain, intern

PREFILL = 5  # segments of up to this many tiles are looked up when the engine is built
SHIFT = 1 << 20  # class ids of a pair of vectors pack into one int key
_POW5 = tuple(5 ** i for i in range(16))
STATS = 24  # packed segment values: class id below this bit, special-form counts above
CLASS = (1 << STATS) - 1


class TablePath:
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
        self.required_local = [
            [i - a for _, req, _ in self.orphans[:1] for i in req if a <= i < z]
            for a, z, _ in self.segments
        ]
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
        self.shanten0: Callable[[bytes], int] | None = (
            self.concealed(-1) if self.orphans_ok else None)
        self.prefill()
        # discards()' memos by segment key, of hands then of hands after a discard (see
        # discard_path, which the front door attaches as `discarder`)
        self.records: list[dict[bytes, Any]] = [{} for _ in range(2 * len(segments))]
        self.discarder: Discarder | None = None

    def prefill(self, most: int = PREFILL) -> None:
        """Look up every segment holding at most `most` tiles now (a few thousand keys):
        most segments of a hand are that small, so a new hand rarely misses."""
        for s, (a, z, _) in enumerate(self.segments):
            for counts in all_count_vectors(z - a, most):
                self.packed_class(s, bytes(counts))
        # What forget() keeps: the closures hold these very dicts, so they are refilled.
        self.prefilled = ([dict(c) for c in self.caches], [dict(p) for p in self.packed])

    def forget(self) -> None:
        """Empty the memos of hands and their parts, keeping what prefill() looked up."""
        caches, packed = self.prefilled
        for memo, kept in zip(self.caches + self.packed, caches + packed, strict=True):
            memo.clear()
            memo.update(kept)
        for memo in self.succ + self.records:
            memo.clear()

    def memos(self) -> list[dict[Any, Any]]:
        """Every memo of hands or their parts this path keeps."""
        return [*self.caches, *self.succ, *self.packed, *self.records]

    def kept_entries(self) -> int:
        """Entries forget() keeps."""
        caches, packed = self.prefilled
        return sum(map(len, caches + packed))

    def intern(self, vec: tuple[int, ...]) -> int:
        return intern(self.ids, self.vectors, vec)

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
            cid = self.caches[s][key] = self.table_class(
                s, table[sum(map(operator.mul, key, _POW5))])
            return cid
        vec: tuple[int, ...] | None = None
        for block in members:
            local = tuple(key[i - a] for i in block.kinds)
            v = block.vector(local) if any(local) else block.empty
            vec = v if vec is None else combine_plain(vec, v)
        assert vec is not None
        cid = self.caches[s][key] = self.intern(vec)
        return cid

    def table_class(self, s: int, cls: int) -> int:
        """Class id of entry `cls` of segment s's table."""
        ids = self.table_ids[s]
        cid = ids.get(cls)
        if cid is None:
            cid = ids[cls] = self.intern(self.segments[s][2][0].classes[cls])
        return cid

    def packed_class(self, s: int, key: bytes) -> int:
        """Class id plus, from bit STATS up, fields that add up over segments: kinds held
        once (4 bits), kinds held twice or more (4), orphans kinds held (4), orphans kinds
        held twice or more (4), and on top the tiles (no limit, so a sum over a hand of too
        many tiles shows there and nowhere else)."""
        cid = self.caches[s].get(key)
        if cid is None:
            cid = self.segment_class(s, key)
        ones = key.count(1)
        twos = len(key) - key.count(0) - ones
        held = dup = 0
        for j in self.required_local[s]:
            held += key[j] >= 1
            dup += key[j] >= 2
        tiles = sum(key)
        stats = ones | twos << 4 | held << 8 | dup << 12 | tiles << 16
        packed = self.packed[s][key] = cid | stats << STATS
        return packed

    def join(self, x: int, y: int) -> int:
        key = x * SHIFT + y
        cid = self.pairs.get(key)
        if cid is None:
            cid = self.pairs[key] = self.intern(
                combine_plain(self.vectors[x], self.vectors[y]))
        return cid

    def best(self, x: int, y: int, needed: int) -> int:
        """Most tiles used by `needed` melds and a pair over two joined vectors."""
        key = (x * SHIFT + y) * 8 + needed
        found = self.finals.get(key)
        if found is None:
            found = self.finals[key] = best_over(self.vectors[x], self.vectors[y], needed)
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

    def concealed4(self, offset: int = 0) -> Callable[[bytes], int]:
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
                return best + offset
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
            return best + offset

        return missing

    def concealed(self, offset: int = 0) -> Callable[[bytes], int]:
        """Tiles missing of a concealed hand (nothing declared), every form, as one closure;
        plus `offset` (-1: the shanten)."""
        if (len(self.segments) == 4 and len(self.orphans) <= 1
                and not self.engine.quads_as_pairs):
            return self.concealed4(offset)
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
                return best + offset
            if not simple:
                return min(best, specials(b, best)) + offset
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
            return best + offset

        return missing

    def missing(self, b: bytes, melds: Sequence[Meld] | int, declared: int) -> int:
        if len(b) != self.engine.n:
            raise ValueError(f"counts must have {self.engine.n} entries, one per kind")
        n = sum(b)
        needed = (n - 1) // 3
        if n > 14 or n < 1 or n % 3 == 0 or needed + declared > MAX_MELDS:
            melds_needed(n, declared)  # raises, naming the problem
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
            found = self.succ[s][key] = self.successor_classes(s, key)
        return found

    def successor_classes(self, s: int, key: bytes) -> tuple[int, ...]:
        """successors() without its memo."""
        members = self.segments[s][2]
        table = members[0].table
        out = []
        if len(members) == 1 and table is not None:
            # One more tile is one more power of five in the table's code: no new keys.
            code = sum(map(operator.mul, key, _POW5))
            known = self.table_ids[s].get
            for j, c in enumerate(key):
                if c >= COPIES:
                    out.append(-1)
                    continue
                cls = table[code + _POW5[j]]
                cid = known(cls)
                out.append(cid if cid is not None else self.table_class(s, cls))
            return tuple(out)
        # Kinds alike (the honours) held as often lead to the same class.
        by_count: dict[int, int] = {}
        for j, c in enumerate(key):
            if c >= COPIES:
                out.append(-1)
            elif self.sortable[s] and c in by_count:
                out.append(by_count[c])
            else:
                cid = by_count[c] = self.segment_class(
                    s, key[:j] + bytes((c + 1,)) + key[j + 1:])
                out.append(cid)
        return tuple(out)

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
                            plus[c] = self.special_plus(simple, b[a + off], self.required[a + off])
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

    def special_plus(self, stats: tuple[int, int, int, int], c: int, req: int) -> int:
        """Seven pairs and orphans after one more tile of a kind held c times (req: 1 when
        the orphans require it), from the hand's special_counts: no rescan per tile."""
        ones, twos, held, dup = stats
        if c == 0:
            ones += 1
            held += req
        elif c == 1:
            ones -= 1
            twos += 1
            dup += req
        return self.special_of((ones, twos, held, dup))

    def special_of(self, stats: tuple[int, int, int, int]) -> int:
        """Seven pairs and orphans from special_counts (99 when the grammar has neither)."""
        ones, twos, held, dup = stats
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
        return melds_needed(sum(b), declared)

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
