"""Interned classes of the wide path (wide_path) and their memoised joins: plain vectors
(tiles used by at most k melds and p pairs), and external ones kept as ten interned rows of
five entries (Zero demand e exactly), so a join is forty-five memoised row products. The
registries of vectors stay when clear_caches() forgets the memos of hands and of joins."""

from __future__ import annotations

from typing import Any

from game.core.shanten.blocks import MAX_E, MAX_MELDS, NEG
from game.core.shanten.vectors import best_over, combine_plain, intern

E1 = MAX_E + 1
ROWS = (MAX_MELDS + 1) * 2
SHIFT = 1 << 20  # two class ids pack into one int key


def _row_product(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """Max-plus of two Zero-demand rows, demand at most MAX_E in all."""
    out = [NEG] * E1
    for e1, va in enumerate(a):
        if va < 0:
            continue
        for e2 in range(E1 - e1):
            vb = b[e2]
            if vb >= 0 and va + vb > out[e1 + e2]:
                out[e1 + e2] = va + vb
    return tuple(out)


class ClassJoins:
    """Registries of plain vectors, rows and external vectors, and their joins."""

    def __init__(self) -> None:
        self.pvec: list[tuple[int, ...]] = []
        self.pids: dict[tuple[int, ...], int] = {}
        self.pjoins: dict[int, int] = {}
        self.pfinals: dict[int, int] = {}
        self.rows: list[tuple[int, ...]] = []
        self.row_ids: dict[tuple[int, ...], int] = {}
        self.products: dict[int, int] = {}
        self.maxes: dict[int, int] = {}
        self.xvec: list[tuple[int, ...]] = []
        self.xids: dict[tuple[int, ...], int] = {}
        self.xjoins: dict[int, int] = {}
        self.lifted: dict[int, int] = {}
        self.flat: dict[int, tuple[int, ...]] = {}
        self.xfinals: dict[int, int] = {}
        self.row_finals: dict[tuple[int, int, int, int], int] = {}

    def join_memos(self) -> list[dict[Any, Any]]:
        """The memos of joins and finals: keyed by class ids, which stay valid when these
        are forgotten (the vectors' registries are kept), so they may go with the hands'."""
        return [self.pjoins, self.pfinals, self.products, self.maxes, self.xjoins,
                self.lifted, self.flat, self.xfinals, self.row_finals]

    def plain_id(self, vec: tuple[int, ...]) -> int:
        return intern(self.pids, self.pvec, vec)

    def row_id(self, row: tuple[int, ...]) -> int:
        return intern(self.row_ids, self.rows, row)

    def ext_id(self, vec: tuple[int, ...]) -> int:
        """Interned external vector, kept as its ten row ids."""
        rows = tuple(self.row_id(tuple(vec[i * E1:(i + 1) * E1])) for i in range(ROWS))
        return intern(self.xids, self.xvec, rows)

    def lift(self, pid: int) -> int:
        """A plain vector as an external one asking no Zero."""
        cid = self.lifted.get(pid)
        if cid is None:
            vec = tuple(v if e == 0 else NEG for v in self.pvec[pid] for e in range(E1))
            cid = self.lifted[pid] = self.ext_id(vec)
        return cid

    def pjoin(self, x: int, y: int) -> int:
        if x > y:
            x, y = y, x
        key = x * SHIFT + y
        cid = self.pjoins.get(key)
        if cid is None:
            cid = self.pjoins[key] = self.plain_id(combine_plain(self.pvec[x], self.pvec[y]))
        return cid

    def pbest(self, x: int, y: int, needed: int) -> int:
        """Most tiles used by `needed` melds and a pair over two plain classes."""
        key = (x * SHIFT + y) * 8 + needed
        found = self.pfinals.get(key)
        if found is None:
            found = self.pfinals[key] = best_over(self.pvec[x], self.pvec[y], needed)
        return found

    def product(self, a: int, b: int) -> int:
        key = a * SHIFT + b
        rid = self.products.get(key)
        if rid is None:
            rid = self.products[key] = self.row_id(_row_product(self.rows[a], self.rows[b]))
        return rid

    def row_max(self, a: int, b: int) -> int:
        if a == b:
            return a
        key = a * SHIFT + b
        rid = self.maxes.get(key)
        if rid is None:
            rid = self.maxes[key] = self.row_id(tuple(map(max, self.rows[a], self.rows[b])))
        return rid

    def xjoin(self, x: int, y: int) -> int:
        """Max-plus of two external classes (melds and pairs add, Zero demand adds)."""
        if x > y:
            x, y = y, x
        key = x * SHIFT + y
        cid = self.xjoins.get(key)
        if cid is not None:
            return cid
        a = self.xvec[x]
        b = self.xvec[y]
        product, row_max = self.product, self.row_max
        out = []
        for k in range(MAX_MELDS + 1):
            r0 = r1 = -1
            for k1 in range(k + 1):
                k2 = k - k1
                r = product(a[2 * k1], b[2 * k2])
                r0 = r if r0 < 0 else row_max(r0, r)
                r = product(a[2 * k1 + 1], b[2 * k2])
                r1 = r if r1 < 0 else row_max(r1, r)
                r = product(a[2 * k1], b[2 * k2 + 1])
                r1 = row_max(r1, r)
            out.append(r0)
            out.append(r1)
        rows = tuple(out)
        cid = self.xids.get(rows)
        if cid is None:
            cid = self.xids[rows] = len(self.xvec)
            self.xvec.append(rows)
        self.xjoins[key] = cid
        return cid

    def xbest(self, x: int, y: int, needed: int, z: int, top: int) -> int:
        """Most tiles used by `needed` melds and a pair over two external classes, Zero's
        bonus min(z, demand) included, demand at most `top`."""
        memo_key = (((x * SHIFT + y) * 8 + needed) * 8 + z) * 8 + top
        best = self.xfinals.get(memo_key, NEG)
        if best != NEG:
            return best
        a = self.xvec[x]
        b = self.xvec[y]
        finals = self.row_finals
        for k in range(needed + 1):
            for p in range(2):
                key = (a[2 * k + p], b[2 * (needed - k) + 1 - p], z, top)
                v = finals.get(key)
                if v is None:
                    v = finals[key] = self._row_final(*key)
                if v > best:
                    best = v
        self.xfinals[memo_key] = best
        return best

    def _row_final(self, ra: int, rb: int, z: int, top: int) -> int:
        a = self.rows[ra]
        b = self.rows[rb]
        best = NEG
        for e1, va in enumerate(a):
            if va < 0:
                continue
            for e2 in range(min(E1, top + 1) - e1):
                vb = b[e2]
                if vb >= 0:
                    v = va + vb + min(z, e1 + e2)
                    if v > best:
                        best = v
        return best
