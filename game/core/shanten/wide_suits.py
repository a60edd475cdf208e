"""The suits of the wide path (wide_path): each suit's bytes map to an interned class id
(its packaged wide table, else the exact solver, else HEAVY for the branch and bound), the
bounds a suit's search reads from its table, and the joins of everything but one suit."""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any

from game.core.shanten.blocks import MAX_MELDS, NEG, Block
from game.core.shanten.kernel import COPIES, Engine
from game.core.shanten.wide_joins import E1, ROWS, ClassJoins
from game.core.shanten.wide_tables import WIDE_KINDS, WideTable, wide_table

SOLVE_MOST = 5  # a suit without a table entry is solved exactly up to this many tiles
HEAVY = -1  # class id of a suit too big for its table: the reference search decides
SANDWICH = 1  # how many tiles past its table a suit's bounds are derived from the table


class _Unknown(Enum):
    UNKNOWN = 0


class WideSuits(ClassJoins):
    """Each suit's class ids, successors and bounds, and the joins of the other parts."""

    def __init__(self, engine: Engine) -> None:
        super().__init__()
        self.engine = engine
        shared = engine.shared
        assert shared is not None
        self.shared = shared
        self.n = engine.n
        self.suits: list[tuple[int, int, Block, Block]] = []
        for b in engine.multi:
            sl = engine.slices[b]
            if sl is None:
                raise ValueError("the wide path needs blocks that are runs of kinds")
            self.suits.append((sl[0], sl[1], engine.blocks[b], engine.plain_blocks[b]))
        if any(engine.plain_blocks[b].e1 > 1 or engine.blocks[b].e1 > 1
               for b in range(len(engine.blocks)) if b not in engine.multi):
            raise ValueError("the wide path takes one-kind blocks without the shared kind")
        self.singles = engine.singles
        self.singles_get = operator.itemgetter(*self.singles) if len(self.singles) > 1 else None
        self.tables: list[WideTable | None | bool] = [False] * len(self.suits)
        # memos of hand parts (cleared by clear_caches): suit bytes -> class id
        self.pcache: list[dict[bytes, int]] = [{} for _ in self.suits]
        self.xcache: list[dict[bytes, int]] = [{} for _ in self.suits]
        self.hcache: dict[bytes, int] = {}
        self.heavy_ids: list[dict[bytes, int]] = [{} for _ in self.suits]
        self.psucc: list[dict[bytes, tuple[int, ...]]] = [{} for _ in self.suits]
        self.bound_memo: list[dict[bytes, tuple[Sequence[int], Sequence[int]] | None]]
        self.bound_memo = [{} for _ in self.suits]
        self.bounds = [self._bound(s) for s in range(len(self.suits))]
        self.zero_bound_memo: list[dict[bytes, Sequence[int] | None]] = [{} for _ in self.suits]
        self.zero_bounds = [self._zero_bound(s) for s in range(len(self.suits))]
        self.xsucc: list[dict[bytes, tuple[int, ...]]] = [{} for _ in self.suits]
        self.caches: list[dict[Any, Any]] = [*self.pcache, *self.xcache, self.hcache,
                                             *self.heavy_ids, *self.bound_memo,
                                             *self.zero_bound_memo]
        self.succ: list[dict[Any, Any]] = [*self.psucc, *self.xsucc]
        self.empty_p = self.plain_id(tuple(0 for _ in range(ROWS)))
        self.empty_x = self.ext_id(engine.blocks[engine.multi[0]].empty if engine.multi
                                   else tuple(0 if e == 0 else NEG
                                              for _ in range(ROWS) for e in range(E1)))
        assert engine.shared_vector is not None
        self.shared_x = self.ext_id(engine.shared_vector)

    def table(self, s: int) -> WideTable | None:
        found = self.tables[s]
        if found is False:
            block = self.suits[s][2]
            found = self.tables[s] = wide_table(block) if len(block.kinds) == WIDE_KINDS else None
        assert found is not True
        return found

    def _bound(self, s: int) -> Callable[[bytes], Sequence[int] | None]:
        """What a suit's branch and bound may read as the plain vector of the tiles left:
        the table's, when they are few enough (see sandwich)."""
        memo = self.bound_memo[s]  # read here first: the searches ask it at every step

        def bound(rest: bytes) -> Sequence[int] | None:
            found = memo.get(rest, _Unknown.UNKNOWN)
            if found is _Unknown.UNKNOWN:
                found = self.sandwich(s, rest)
            return None if found is None else found[1]

        return bound

    def sandwich(self, s: int, rest: bytes) -> tuple[Sequence[int], Sequence[int]] | None:
        """Plain vectors below and above the true one of suit s holding `rest`: the table's
        twice when it reaches; past it (by SANDWICH tiles at most), the most of the floors
        and the least of the ceilings (plus one) with one tile fewer: a tile more adds
        nothing or one to each entry."""
        memo = self.bound_memo[s]
        known = memo.get(rest, _Unknown.UNKNOWN)  # a None is remembered too: no table there
        if known is not _Unknown.UNKNOWN:
            return known
        found: tuple[Sequence[int], Sequence[int]] | None
        table = self.table(s)
        tiles = sum(rest)
        if table is None or tiles > table.limit + SANDWICH:
            found = None
        elif tiles <= table.limit:
            vec = table.plain[table.class_of(rest)]
            found = (vec, vec)
        else:
            lo: Sequence[int] | None = None
            hi: Sequence[int] | None = None
            for j, c in enumerate(rest):
                if c:
                    below = self.sandwich(s, rest[:j] + bytes((c - 1,)) + rest[j + 1:])
                    assert below is not None
                    lo = below[0] if lo is None else tuple(map(max, lo, below[0]))
                    hi = below[1] if hi is None else tuple(map(min, hi, below[1]))
            assert lo is not None and hi is not None
            found = (lo, tuple(v + 1 for v in hi))
        memo[rest] = found
        return found

    def suit_class(self, s: int, key: bytes, external: bool) -> int:
        """Class id of suit s holding `key` (plain or external space), HEAVY if too big."""
        cache = self.xcache[s] if external else self.pcache[s]
        cid = cache.get(key)
        if cid is not None:
            return cid
        if max(key) > COPIES:
            raise ValueError(f"more than {COPIES} copies of a kind: {list(key)}")
        tiles = sum(key)
        table = self.table(s)
        if table is not None and tiles <= table.limit:
            cls = table.class_of(key)
            cid = self.ext_id(table.classes[cls]) if external else self.plain_id(table.plain[cls])
        elif tiles <= SOLVE_MOST:
            _, _, ext_block, plain_block = self.suits[s]
            if external:
                cid = self.ext_id(ext_block.vector(tuple(key)))
            else:
                cid = self.plain_id(plain_block.vector(tuple(key)))
        else:
            cid = HEAVY
        cache[key] = cid
        return cid

    def singles_class(self, b: bytes | bytearray) -> int:
        """Plain class of the one-kind blocks alike (the honours): by their sorted counts."""
        if not self.singles:
            return self.empty_p
        get = self.singles_get
        vals = get(b) if get is not None else (b[self.singles[0]],)
        key = bytes(sorted(vals))
        cid = self.hcache.get(key)
        if cid is None:
            if max(key) > COPIES:
                raise ValueError(f"more than {COPIES} copies of a kind: {list(key)}")
            held = [c for c in key if c]
            cid = self.hcache[key] = self.plain_id(
                self.engine.singles_vector(tuple(held)) if held
                else tuple(0 for _ in range(ROWS)))
        return cid

    def classes(self, b: bytes | bytearray, external: bool) -> list[int]:
        """Class ids of the suits (HEAVY for one too big for its table)."""
        out = []
        for s, (a, z, _, _) in enumerate(self.suits):
            key = bytes(b[a:z])
            cid = (self.xcache if external else self.pcache)[s].get(key)
            if cid is None:
                cid = self.suit_class(s, key, external)
            out.append(cid)
        return out

    def heavy_class(self, s: int, key: bytes) -> int:
        """Plain class of a suit past its table: each entry by branch and bound."""
        cid = self.heavy_ids[s].get(key)
        if cid is None:
            block = self.suits[s][3]
            near = self.sandwich(s, key)
            vec = tuple(
                near[0][2 * k + p] if near is not None and near[0][2 * k + p] == near[1][2 * k + p]
                else block.best_at(key, k, p, near[0][2 * k + p] if near is not None else 0,
                                   None, self.bounds[s])
                for k in range(MAX_MELDS + 1) for p in range(2))
            cid = self.heavy_ids[s][key] = self.plain_id(vec)
        return cid

    def successors(self, s: int, key: bytes, external: bool) -> tuple[int, ...]:
        """Class ids of suit s after one more tile of each kind (-2: already four)."""
        memo = (self.xsucc if external else self.psucc)[s]
        found = memo.get(key)
        if found is None:
            out = []
            for j in range(len(key)):
                if key[j] >= COPIES:
                    out.append(-2)
                else:
                    out.append(self.suit_class(
                        s, key[:j] + bytes((key[j] + 1,)) + key[j + 1:], external))
            found = memo[key] = tuple(out)
        return found

    def rest_flat(self, ids: Sequence[int], h: int, skip: int) -> tuple[int, ...]:
        """The flat external vector of the singles and every suit but `skip` (no Zero's own
        groups: the heavy search holds Zero)."""
        acc = self.lift(h)
        for t, c in enumerate(ids):
            if t != skip:
                acc = self.xjoin(acc, c)
        flat = self.flat.get(acc)
        if flat is None:
            rows = self.rows
            flat = self.flat[acc] = tuple(v for rid in self.xvec[acc] for v in rows[rid])
        return flat

    def ext_rest(self, ids: Sequence[int], h: int, skip: int) -> int:
        """External join of every part but suit `skip`: Zero's own groups, singles, suits."""
        acc = self.xjoin(self.shared_x, self.lift(h))
        for s, c in enumerate(ids):
            if s != skip:
                acc = self.xjoin(acc, c)
        return acc

    def zero_block(self, s: int) -> tuple[Block, Callable[[bytes], Sequence[int] | None]]:
        """Suit s with Zero as its kind 0 (the heavy search's block), and its bound."""
        return self.engine.zero_block(self.engine.multi[s]), self.zero_bounds[s]

    def _zero_bound(self, s: int) -> Callable[[bytes], Sequence[int] | None]:
        """The bound of suit s with Zero as its kind 0: the suit's, each Zero held adding
        at most one tile."""
        suit_bound = self.bounds[s]
        memo = self.zero_bound_memo[s]

        def local_bound(r: bytes) -> Sequence[int] | None:
            found = memo.get(r, _Unknown.UNKNOWN)
            if found is _Unknown.UNKNOWN:
                vec = suit_bound(r[1:])
                found = memo[r] = None if vec is None else tuple(v + r[0] for v in vec)
            return found

        return local_bound
