"""The table path of shanten for a grammar with a shared kind (Ùzje's Zero): suits map their
bytes to interned class ids (wide_suits: packaged wide tables, else the exact solver), class
ids join through memos (wide_joins), special forms come from byte counts (wide_forms).

Without Zero in hand a suit's vector is plain (tiles used by at most k melds and p pairs).
With Zero held the suits' external vectors also say how many Zero their groups ask (exactly
e); Zero itself enters as the engine's shared vector, and the bonus min(Zero held, Zero
asked) is added once, at the end, as the reference does. A suit holding more tiles than its
table reaches is searched by the engine's branch and bound against the join of the rest,
the table bounding what is left of it from above.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.model.melds import Meld
from game.core.shanten.blocks import MAX_E, MAX_MELDS
from game.core.shanten.kernel import COPIES, Discarder, Engine, melds_needed
from game.core.shanten.wide_forms import SpecialForms
from game.core.shanten.wide_joins import E1
from game.core.shanten.wide_suits import HEAVY, WideSuits


class WidePath(WideSuits):
    """Shanten and ukeire of concealed parts for a grammar with one shared kind."""

    def __init__(self, engine: Engine) -> None:
        super().__init__(engine)
        self.packed: list[dict[Any, Any]] = []
        self.records: list[dict[Any, Any]] = []
        self.discarder: Discarder | None = None  # discards() goes through ukeire here
        self.forms = SpecialForms(engine)
        self.shanten0: Callable[[bytes], int] | None = self.shanten_concealed

    def memos(self) -> list[dict[Any, Any]]:
        """Every memo of hands, their parts and their classes' joins this path keeps (the
        joins grew by some 3,000 entries a Ùzje match and were never trimmed)."""
        return [*self.caches, *self.succ, *self.packed, *self.records, *self.join_memos()]

    def forget(self) -> None:
        """Empty the memos of hands and their parts (nothing here is prefilled)."""
        for memo in self.memos():
            memo.clear()

    def kept_entries(self) -> int:
        return 0

    def check(self, b: bytes, declared: int) -> int:
        if len(b) != self.n:
            raise ValueError(f"counts must have {self.n} entries, one per kind")
        return melds_needed(sum(b), declared)

    def regular(self, b: bytes | bytearray, needed: int) -> int:
        """Tiles missing for the standard form of a concealed part."""
        z = b[self.shared]
        if z > COPIES:
            raise ValueError(f"more than {COPIES} copies of a kind: {list(b)}")
        ids = self.classes(b, z > 0)
        h = self.singles_class(b)
        if HEAVY in ids:
            return self.heavy_regular(b, ids, h, needed)
        top = 3 * needed + 2
        if not z:
            return top - self.plain_rest_best(ids, h, -1, -1, needed)
        return top - self.ext_rest_best(ids, h, -1, -1, needed, z)

    def heavy_regular(self, b: bytes | bytearray, ids: Sequence[int], h: int,
                      needed: int, beat: int = 99) -> int:
        """A suit too big for its table: the engine's branch and bound for it, against the
        join of the other parts' classes (any answer >= `beat` when it does not beat it)."""
        heavy = [s for s, c in enumerate(ids) if c == HEAVY]
        if len(heavy) > 1:
            return self.engine.regular_missing(b, needed)
        floor = max(0, 3 * needed + 2 - beat)
        s = heavy[0]
        block = self.engine.multi[s]
        if not b[self.shared]:
            rest = h
            for t, c in enumerate(ids):
                if t != s:
                    rest = self.pjoin(rest, c)
            return self.engine.heavy_plain(b, needed, None, block, self.pvec[rest], floor,
                                           self.bounds[s])
        return self.engine.heavy_shared(b, needed, None, block, self.rest_flat(ids, h, s),
                                        floor, self.bounds[s])

    def plain_rest_best(self, ids: Sequence[int], h: int, skip: int, cid: int,
                        needed: int) -> int:
        """Best over the suits (suit `skip` replaced by class `cid`) and the singles."""
        parts = [c for s, c in enumerate(ids) if s != skip] + [h]
        if skip >= 0:
            parts.append(cid)
        left = parts[0]
        half = len(parts) // 2
        for c in parts[1:half]:
            left = self.pjoin(left, c)
        right = parts[half]
        for c in parts[half + 1:]:
            right = self.pjoin(right, c)
        return self.pbest(left, right, needed)

    def ext_rest_best(self, ids: Sequence[int], h: int, skip: int, cid: int, needed: int,
                      z: int) -> int:
        if skip < 0:
            # the suit with the largest class id goes last: the rarest, least worth joining
            skip = max(range(len(ids)), key=ids.__getitem__) if ids else -1
            cid = ids[skip] if ids else self.empty_x
        rest = self.ext_rest(ids, h, skip)
        return self.xbest(rest, cid, needed, z, MAX_E)

    def shanten_concealed(self, b: bytes) -> int:
        """The shanten of a concealed hand (nothing declared)."""
        return self.concealed(b) - 1

    def concealed(self, b: bytes) -> int:
        """Tiles missing of a concealed hand (nothing declared), every form."""
        if len(b) != self.n:
            self.check(b, 0)
        n = sum(b)
        if n > 14 or n < 1 or n % 3 == 0:
            self.check(b, 0)
        needed = (n - 1) // 3
        best = self.regular(b, needed)
        if best <= 0 or needed != MAX_MELDS:
            return best
        return min(best, self.forms.missing(b, best))

    def missing(self, b: bytes, melds: Sequence[Meld] | int, declared: int) -> int:
        needed = self.check(b, declared)
        return self.nearest(b, melds, declared, needed, self.regular(b, needed))

    def nearest(self, b: bytes, melds: Sequence[Meld] | int, declared: int, needed: int,
                best: int) -> int:
        """Tiles missing of the nearest form, `best` those of the standard one."""
        if best > 0 and needed + declared == MAX_MELDS:
            best = min(best, self.special(b, melds, declared, best))
        return best

    def special(self, b: bytes, melds: Sequence[Meld] | int, declared: int, beat: int) -> int:
        if declared == 0:
            return self.forms.missing(b, beat)
        if isinstance(melds, int):
            return 99  # declared melds of unknown tiles: no special form applies
        return self.engine.special_missing(b, melds)

    def ukeire(self, b: bytes, melds: Sequence[Meld] | int, declared: int
               ) -> tuple[int, list[int]]:
        """(tiles missing, kinds whose draw lowers it) of a hand of 3k+1 tiles: each suit
        looks up its successors against the join of everything else."""
        needed = self.check(b, declared)
        reg = self.regular(b, needed)
        base = self.nearest(b, melds, declared, needed, reg)
        z = b[self.shared]
        specials = needed + declared == MAX_MELDS and (declared == 0 or not isinstance(melds, int))
        sp = self.special(b, melds, declared, 99) if specials else 99
        stats = self.forms.stats(b) if sp <= base and declared == 0 and self.forms.exact else None
        top = 3 * needed + 2
        new_reg = self._draws(b, needed, top, base, reg) if z else self._plain_draws(
            b, needed, top, base)
        bb = bytearray(b)
        out = []
        for k in range(self.n):
            if b[k] >= COPIES:
                continue
            bb[k] += 1
            if k == self.shared:
                v = self.regular(bb, needed)
            else:
                v = new_reg[k]
            if v >= base and sp <= base:
                if stats is not None:
                    v = min(v, self.forms.after(stats, b[k], k))
                else:
                    v = min(v, self.special(bytes(bb), melds, declared, base))
            bb[k] -= 1
            if v < base:
                out.append(k)
        return base, out

    def _plain_draws(self, b: bytes, needed: int, top: int, base: int) -> list[int]:
        """Tiles missing of the standard form after each draw, Zero in hand nowhere: each
        suit's successors against the join of the other parts. A suit past its table gets
        an exact class by branch and bound; a draw taking a suit past its table can only
        gain at a split the hand already fills best, so only those splits are searched."""
        ids = self.classes(b, False)
        for s, cid in enumerate(ids):
            if cid == HEAVY:
                ids[s] = self.heavy_class(s, b[self.suits[s][0]:self.suits[s][1]])
        h = self.singles_class(b)
        floor = top - base
        new_reg = [99] * self.n
        pvec = self.pvec
        for s, (a, zz, _, _) in enumerate(self.suits):
            key = b[a:zz]
            succ = self.successors(s, key, False)
            rest = h
            for t, c in enumerate(ids):
                if t != s:
                    rest = self.pjoin(rest, c)
            seen: dict[int, int] = {}
            helping = -1
            for off, c2 in enumerate(succ):
                if c2 == -2:
                    continue
                if c2 == HEAVY:
                    if helping < 0:
                        helping = self._helping(s, key, pvec[ids[s]], self._tight(
                            pvec[ids[s]], pvec[rest], needed, floor))
                    new_reg[a + off] = base - 1 if helping >> off & 1 else base
                    continue
                v = seen.get(c2, -1)
                if v < 0:
                    v = seen[c2] = top - self.pbest(rest, c2, needed)
                new_reg[a + off] = v
        rest = self.empty_p
        for c in ids:
            rest = self.pjoin(rest, c)
        bb = bytearray(b)
        for k in self.singles:
            if b[k] < COPIES:
                bb[k] += 1
                new_reg[k] = top - self.pbest(rest, self.singles_class(bb), needed)
                bb[k] -= 1
        return new_reg

    def _helping(self, s: int, key: bytes, vec: Sequence[int],
                 tight: Sequence[tuple[int, int, int]]) -> int:
        """Kinds of suit s (a mask) whose draw uses one tile more at some tight split,
        `vec` the suit's plain vector."""
        block = self.suits[s][3]
        wanted = sum(1 << j for j, c in enumerate(key) if c < COPIES)
        out = 0
        for k, p, v in tight:
            if not wanted & ~out:
                break
            fewer = (k > 0 and vec[2 * k - 2 + p] == v) or (p > 0 and vec[2 * k] == v)
            got = block.helping_kinds(key, k, p, v, None, self.bounds[s], fewer,
                                      wanted & ~out)
            assert got >= 0, "a tight split reaches its own value"
            out |= got
        return out

    @staticmethod
    def _tight(vec: Sequence[int], rest: Sequence[int], needed: int, floor: int
               ) -> list[tuple[int, int, int]]:
        """Splits (k, p, tiles used there) at which a suit's vector with `rest` reaches
        `floor` and could still use one more tile."""
        out = []
        for k in range(needed + 1):
            for p in range(2):
                v = vec[2 * k + p]
                if v + rest[2 * (needed - k) + 1 - p] == floor and v < 3 * k + 2 * p:
                    out.append((k, p, v))
        return out

    def _draws(self, b: bytes, needed: int, top: int, base: int, reg: int) -> list[int]:
        """_plain_draws with Zero in hand: external classes, a suit past its table searched
        again for each draw (`reg`: the standard form's tiles missing now)."""
        z = b[self.shared]
        ids = self.classes(b, True)
        h = self.singles_class(b)
        heavy = HEAVY in ids
        if heavy and ids.count(HEAVY) == 1:
            return self._heavy_draws(b, ids, h, ids.index(HEAVY), needed, top, base, reg)
        new_reg = [99] * self.n
        bb = bytearray(b)
        for s, (a, zz, _, _) in enumerate(self.suits):
            succ = self.successors(s, b[a:zz], True)
            rest = -1 if heavy else self.ext_rest(ids, h, s)
            seen: dict[int, int] = {}
            helping = -1
            for off, c2 in enumerate(succ):
                if c2 == -2:
                    continue
                if c2 == HEAVY and not heavy:
                    # the draw takes the suit past its table: one search for all its draws
                    if helping < 0:
                        helping = 0 if reg > base else self._zero_splits(
                            b, ids, h, s, needed, top - reg)[0]
                    new_reg[a + off] = base - 1 if helping >> (off + 1) & 1 else base
                    continue
                v = seen.get(c2, -1)
                if v < 0 or c2 == HEAVY or heavy:
                    if c2 == HEAVY or heavy:
                        bb[a + off] += 1
                        ids2 = list(ids)
                        ids2[s] = c2
                        v = self.heavy_regular(bb, ids2, h, needed, base) if HEAVY in ids2 else (
                            top - self._rest_best(ids2, h, needed, z))
                        bb[a + off] -= 1
                    else:
                        v = top - self.xbest(rest, c2, needed, z, MAX_E)
                    seen[c2] = v
                new_reg[a + off] = v
        for k in self.singles:
            if b[k] >= COPIES:
                continue
            bb[k] += 1
            h2 = self.singles_class(bb)
            new_reg[k] = self.heavy_regular(bb, ids, h2, needed, base) if heavy else (
                top - self._rest_best(ids, h2, needed, z))
            bb[k] -= 1
        return new_reg

    def _heavy_draws(self, b: bytes, ids: Sequence[int], h: int, s: int, needed: int,
                     top: int, base: int, reg: int) -> list[int]:
        """_draws with Zero held and suit s past its table: the splits of the heavy search
        (Zero demand e, k melds, p pairs) that reach the best are found once, with the
        suit's draws that add a tile there (Block.helping_kinds); a draw elsewhere helps
        when the rest it leaves beats the best at some split (by one at a tight split;
        elsewhere, Zero demand it opens, the suit's own value searched). Draws that do not
        lower the standard form read `base`."""
        new_reg = [base] * self.n
        if reg > base:
            return new_reg  # a special form is nearer: a draw lowers the standard by one
        best = top - reg
        z = b[self.shared]
        a0 = self.suits[s][0]
        suit = tuple(b[a0:self.suits[s][1]])
        local, local_bound = self.zero_block(s)
        found, splits, rest = self._zero_splits(b, ids, h, s, needed, best)
        for j in range(len(suit)):
            if found >> (j + 1) & 1 and suit[j] < COPIES:
                new_reg[a0 + j] = base - 1

        def helps(ids2: Sequence[int], h2: int) -> bool:
            # a draw elsewhere may open a Zero demand the rest could not meet before, so
            # every split counts, the suit's own value searched where it is not known
            after = self.rest_flat(ids2, h2, s)
            for i, k, p, gone, held, most, exact in splits:
                r2 = after[i]
                if r2 < 0:
                    continue
                need = best + 1 - r2 - min(z, gone[0])
                if need > most:
                    continue
                if exact or need <= 0 or local.best_at(
                        (held,) + suit, k, p, need - 1, gone, local_bound) >= need:
                    return True
            return False

        for t, (a, zz, _, _) in enumerate(self.suits):
            if t == s:
                continue
            seen: dict[int, int] = {}
            for off, c2 in enumerate(self.successors(t, b[a:zz], True)):
                if c2 == -2:
                    continue
                v = seen.get(c2, -1)
                if v < 0:
                    ids2 = list(ids)
                    ids2[t] = c2
                    v = seen[c2] = base - 1 if helps(ids2, h) else base
                new_reg[a + off] = v
        bb = bytearray(b)
        for k in self.singles:
            if b[k] < COPIES:
                bb[k] += 1
                new_reg[k] = base - 1 if helps(ids, self.singles_class(bb)) else base
                bb[k] -= 1
        return new_reg

    def _zero_splits(self, b: bytes, ids: Sequence[int], h: int, s: int, needed: int,
                     best: int) -> tuple[int, list[tuple[int, int, int, tuple[int, ...], int,
                                                          int, bool]], tuple[int, ...]]:
        """Suit s searched with Zero held against the rest (everything else): the kinds
        whose draw there adds a tile to the best (bit j + 1 for the suit's kind j), the
        splits (index in the rest's vector, k, p, Zero gone, Zero held, most the suit uses
        there: exact where tight, tight) and the rest's vector."""
        z = b[self.shared]
        rest = self.rest_flat(ids, h, s)
        suit = tuple(b[self.suits[s][0]:self.suits[s][1]])
        local, local_bound = self.zero_block(s)
        wanted = sum(1 << (j + 1) for j, c in enumerate(suit) if c < COPIES)
        found = 0
        splits = []
        for e in range(E1):
            held = z - min(z, e)
            if held + e > COPIES:
                continue
            gone = (e,) + (0,) * len(suit)
            for k in range(needed + 1):
                for p in range(2):
                    i = ((needed - k) * 2 + 1 - p) * E1 + e
                    if rest[i] < 0:
                        splits.append((i, k, p, gone, held, min(held + sum(suit), 3 * k + 2 * p),
                                       False))
                        continue
                    most = best - rest[i] - min(z, e)
                    local_counts = (held,) + suit
                    got = local.helping_kinds(local_counts, k, p, most, gone, local_bound,
                                              False, wanted & ~found)
                    if got >= 0 and wanted & ~(found | got) and any(
                            local.helping_kinds(local_counts, k - dk, p - dp, most, gone,
                                                local_bound, False, 0) >= 0
                            for dk, dp in ((1, 0), (0, 1)) if k >= dk and p >= dp):
                        # fewer groups use as many: a drawn copy may start one of its own
                        got |= local.helping_kinds(local_counts, k, p, most, gone, local_bound,
                                                   True, wanted & ~(found | got))
                    if got >= 0:
                        found |= got
                    splits.append((i, k, p, gone, held, most if got >= 0 else most - 1,
                                   got >= 0))
        return found, splits, rest

    def _rest_best(self, ids: Sequence[int], h: int, needed: int, z: int) -> int:
        if z:
            return self.ext_rest_best(ids, h, -1, -1, needed, z)
        return self.plain_rest_best(ids, h, -1, -1, needed)
