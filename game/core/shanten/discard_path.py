"""Discard advice on the table path: the ukeire of every discard of a hand one tile over size.

A discard changes one segment (suit) and a draw one segment, so each segment's class is looked
up once per hand, the other segments are joined once per discard, and each class a draw can
lead to is tried once. A draw lowers the shanten by one at most, so it helps exactly when it
adds a tile to the best target: one comparison per class of draw. Kind sets are bit masks,
their copies left counted by popcount over bit planes of the weights.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.shanten.blocks import MAX_MELDS
from game.core.shanten.kernel import COPIES, melds_needed
from game.core.shanten.table_path import SHIFT, TablePath

# A segment's key -> (class id, ((class id after a draw * 8, kinds drawn as a mask), ...)).
Groups = tuple[tuple[int, int], ...]
Draws = tuple[int, Groups]
# A hand's segment key -> its Draws and, for each kind held there, the Draws after discarding it.
Record = tuple[int, Groups, tuple[tuple[int, int, Groups], ...]]


def _plane(values: set[int]) -> bytes:
    """A bytes.translate table: ASCII '1' for the byte values given, '0' for the rest."""
    return bytes(0x31 if v in values else 0x30 for v in range(256))


_ZERO, _ONE, _ODD, _ONE_TWO = _plane({0}), _plane({1}), _plane({1, 3}), _plane({1, 2})


def _mask(b: bytes, table: bytes) -> int:
    """Bit k set where b[k] is among the table's values."""
    return int(b.translate(table)[::-1], 2)


def _planes(weights: Sequence[int]) -> tuple[int, int, int]:
    """Bits 0, 1 and 2 of each weight (0-4) as three masks."""
    w0 = w1 = w2 = 0
    for k, w in enumerate(weights):
        w0 |= (w & 1) << k
        w1 |= (w >> 1 & 1) << k
        w2 |= (w >> 2 & 1) << k
    return w0, w1, w2


class DiscardPath:
    """discards() for concealed hands (melds given as a number) of a table-path grammar."""

    @staticmethod
    def fits(fast: TablePath) -> bool:
        """Three segments or more, and the special forms TablePath.special_plus reads."""
        return (len(fast.segments) >= 3 and fast.orphans_ok and len(fast.orphans) <= 1
                and not fast.engine.quads_as_pairs)

    def __init__(self, fast: TablePath) -> None:
        self.fast = fast
        self.n = fast.engine.n
        self.starts = [(a, z) for a, z, _ in fast.segments]
        size = len(fast.segments)
        self.records: list[dict[bytes, Record]] = fast.records[:size]
        self.after: list[dict[bytes, Draws]] = fast.records[size:]
        self.required = sum(1 << k for k, r in enumerate(fast.required) if r)
        self.n_required = sum(fast.required)
        self.specials = fast.engine.seven_pairs or bool(fast.orphans)
        # packed special counts of a 3k+1 hand -> (tiles missing, categories a draw lowers)
        self.special_info: dict[int, tuple[int, int]] = {}

    def draws(self, s: int, key: bytes) -> Draws:
        """The class of segment s's key, and the classes one more tile leads to."""
        found = self.after[s].get(key)
        if found is not None:
            return found
        fast = self.fast
        a = self.starts[s][0]
        cid = fast.segment_class(s, key)  # raises on a fifth copy
        by_class: dict[int, int] = {}
        # A segment holding a whole hand's 14 tiles gains none: only other segments lose one.
        succ = fast.successor_classes(s, key) if sum(key) < 3 * MAX_MELDS + 2 else ()
        for off, c2 in enumerate(succ):
            if c2 >= 0:
                by_class[c2] = by_class.get(c2, 0) | 1 << (a + off)
        found = self.after[s][key] = (cid, tuple((c2 * 8, m) for c2, m in by_class.items()))
        return found

    def record(self, s: int, key: bytes) -> Record:
        """draws() of a hand's segment, and of it after each discard there."""
        cid, groups = self.draws(s, key)
        a = self.starts[s][0]
        drops = []
        for j, c in enumerate(key):
            if c:
                drops.append((a + j, *self.draws(s, key[:j] + bytes((c - 1,)) + key[j + 1:])))
        found = self.records[s][key] = (cid, groups, tuple(drops))
        return found

    def special(self, packed: int) -> tuple[int, int]:
        """(special tiles missing, categories whose draw lowers it: bit 2c + r for a kind held
        c (0 or 1) times, r = 1 when orphans require it) from packed special counts."""
        found = self.special_info.get(packed)
        if found is None:
            stats = (packed & 15, packed >> 4 & 15, packed >> 8 & 15, packed >> 12 & 15)
            sp = self.fast.special_of(stats)
            cats = 0
            for c in range(2):
                for r in range(2):
                    if self.fast.special_plus(stats, c, r) < sp:
                        cats |= 1 << (2 * c + r)
            found = self.special_info[packed] = (sp, cats)
        return found

    def rests(self, ids: list[int]) -> tuple[list[int], list[list[int]]]:
        """For each segment s the join of all the others, and for each other segment t the
        join of all but s and t."""
        known, join = self.fast.pairs.get, self.fast.join

        def both(x: int, y: int) -> int:
            cid = known(x * SHIFT + y)
            return cid if cid is not None else join(x, y)

        if len(ids) == 4:
            c0, c1, c2, c3 = ids
            j01, j23, j02, j13, j03, j12 = (both(c0, c1), both(c2, c3), both(c0, c2),
                                            both(c1, c3), both(c0, c3), both(c1, c2))
            return ([both(c1, j23), both(c0, j23), both(j01, c3), both(j01, c2)],
                    [[-1, j23, j13, j12], [j23, -1, j03, j02], [j13, j03, -1, j01],
                     [j12, j02, j01, -1]])

        def fold(skip: tuple[int, ...]) -> int:
            x = -1
            for t, cid in enumerate(ids):
                if t not in skip:
                    x = cid if x < 0 else both(x, cid)
            return x

        return ([fold((s,)) for s in range(len(ids))],
                [[fold((s, t)) if s != t else -1 for t in range(len(ids))]
                 for s in range(len(ids))])

    def discards(self, counts: Sequence[int], declared: int, seen: Sequence[int] | None,
                 pond: bool = False) -> list[tuple[int, int, int]]:
        """(kind discarded, shanten after, ukeire after) for each kind held, best first;
        `pond`: the discarded copy counts as seen (see shanten.discards)."""
        b = bytes(counts)
        if len(b) != self.n:
            raise ValueError(f"counts must have {self.n} entries, one per kind")
        total = sum(b)
        if not total:
            return []
        if total % 3 != 2:
            raise ValueError("ukeire takes a hand of 3k+1 concealed tiles; discards() one over")
        needed = melds_needed(total - 1, declared)
        fast = self.fast
        records, record = self.records, self.record
        recs = []
        for s, (a, z) in enumerate(self.starts):
            key = b[a:z]
            found = records[s].get(key)
            recs.append(found if found is not None else record(s, key))
        rest1, rest2 = self.rests([r[0] for r in recs])
        zero = _mask(b, _ZERO)
        if seen is None or not any(seen):
            w0, w1, w2 = _mask(b, _ODD), _mask(b, _ONE_TWO), zero  # bits of 4 - count
            # a discarded kind has one copy more to draw, unless it counts as seen (`pond`)
            back = [0 if pond else 1] * self.n
        else:
            weights = [max(0, COPIES - c - x) for c, x in zip(b, seen, strict=True)]
            w0, w1, w2 = _planes(weights)
            back = [0 if pond else max(0, COPIES + 1 - c - x) - w
                    for c, x, w in zip(b, seen, weights, strict=True)]
        specials = self.specials and declared == 0 and needed == MAX_MELDS
        one = req = packed = c = cats = 0
        if specials:
            one, req = _mask(b, _ONE), self.required
            ones = one.bit_count()
            packed = (ones | (self.n - zero.bit_count() - ones) << 4
                      | (self.n_required - (zero & req).bit_count()) << 8
                      | (req & ~(zero | one)).bit_count() << 12)
        shift8 = SHIFT * 8
        top = 3 * needed + 2
        finals, pairs = fast.finals.get, fast.pairs.get
        best, join = fast.best, fast.join
        out = []
        for s, rec in enumerate(recs):
            r3 = rest1[s]
            base_key = r3 * shift8 + needed
            others = [(rest2[s][t], recs[t][1]) for t in range(len(recs)) if t != s]
            for d, a2, after in rec[2]:
                f0 = finals(base_key + a2 * 8) or best(r3, a2, needed)
                reg = top - f0
                sp = 99
                bit = 1 << d
                if specials:
                    c = b[d]
                    r = req >> d & 1
                    p = packed - (1 + (r << 8)) if c == 1 else (
                        packed + 1 - (1 << 4) - (r << 12) if c == 2 else packed)
                    sp, cats = self.special(p)
                mask = 0
                if reg <= sp:
                    for c8, m in after:
                        if (finals(base_key + c8) or best(r3, c8 >> 3, needed)) > f0:
                            mask |= m
                    for r2, groups in others:
                        x = pairs(a2 * SHIFT + r2)
                        if x is None:
                            x = join(a2, r2)
                        k = x * shift8 + needed
                        for c8, m in groups:
                            if (finals(k + c8) or best(x, c8 >> 3, needed)) > f0:
                                mask |= m
                if sp <= reg and cats:
                    z, o = zero, one
                    if c == 1:
                        z, o = z | bit, o & ~bit
                    elif c == 2:
                        o |= bit
                    for cat, kinds in enumerate((z & ~req, z & req, o & ~req, o & req)):
                        if cats >> cat & 1:
                            mask |= kinds
                left = ((mask & w0).bit_count() + 2 * (mask & w1).bit_count()
                        + 4 * (mask & w2).bit_count())
                if mask & bit:
                    left += back[d]
                out.append((min(reg, sp) - 1, -left, d))
        out.sort()
        return [(d, s, -left) for s, left, d in out]
