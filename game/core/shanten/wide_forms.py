"""Special forms of a concealed hand on the wide path (Ùzje): seven pairs, orphans and long
straights read from byte counts, and the same after one more tile from a hand's counts, so
ukeire does not rescan the hand for each draw. Values match Engine.special_missing."""

from __future__ import annotations

import operator

from game.core.shanten.kernel import COPIES, Engine

Stats = tuple[list[int], list[list[int]], list[int]]


class SpecialForms:
    """The special forms of one engine's grammar, for hands with nothing declared."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.seven = engine.seven_pairs
        self.quads_as_pairs = engine.quads_as_pairs
        self.orphans = [(operator.itemgetter(*req), extra) for req, extra in engine.orphans
                        if len(set(req)) == len(req) and len(req) > 1]
        self.straights = [(s[0], s[-1] + 1) for s in engine.straights
                          if list(s) == list(range(s[0], s[-1] + 1))]
        # every form read here (orphans of distinct kinds, straights that are runs)
        self.exact = (len(self.orphans) == len(engine.orphans)
                      and len(self.straights) == len(engine.straights))
        self.orphan_sets = [(frozenset(req), len(req), extra) for req, extra in engine.orphans]
        # the orphans forms and straights each kind belongs to
        self.member_of = [
            (tuple(f for f, (req, _, _) in enumerate(self.orphan_sets) if k in req),
             tuple(w for w, (a, z) in enumerate(self.straights) if a <= k < z))
            for k in range(engine.n)
        ]

    def seven_pairs(self, ones: int, twos: int, threes: int, fours: int) -> int:
        """Tiles missing for seven pairs from kinds held once, twice, three and four times."""
        twos += threes + fours
        if self.quads_as_pairs:
            twos += fours
            ones += threes
        twos = min(twos, 7)
        return 14 - 2 * twos - min(ones, 7 - twos)

    def missing(self, b: bytes | bytearray, beat: int = 99) -> int:
        """Fewest tiles missing for a special form; a form whose cheap lower bound reaches
        `beat` is not counted out (the answer is then only known to be >= beat)."""
        if not self.exact:
            return self.engine.special_missing(list(b), 0)
        best = 99
        if self.seven:
            best = self.seven_pairs(b.count(1), b.count(2), b.count(3), b.count(4))
        limit = min(best, beat)
        for get, extra in self.orphans:
            vals = get(b)
            m = vals.count(0)
            if m < limit:
                m += extra if max(vals) < 2 else 0
                if m < best:
                    best = m
                    limit = min(limit, m)
        for a, z in self.straights:
            m = b[a:z].count(0)
            if m < best:
                best = m
        return best

    def stats(self, b: bytes) -> Stats:
        """What after() reads: kinds held 0-4 times, each orphans form's kinds held and
        held twice or more, each straight's kinds absent."""
        held = [b.count(c) for c in range(COPIES + 1)]
        forms = []
        for req, _, _ in self.orphan_sets:
            vals = [b[i] for i in req]
            forms.append([sum(1 for v in vals if v), sum(1 for v in vals if v >= 2)])
        gaps = [b[a:z].count(0) for a, z in self.straights]
        return held, forms, gaps

    def after(self, stats: Stats, c: int, k: int) -> int:
        """Fewest tiles missing for a special form after one more tile of kind k (held c
        times), from the hand's stats."""
        held, forms, gaps = stats
        counts = list(held)
        counts[c] -= 1
        counts[c + 1] += 1
        best = self.seven_pairs(*counts[1:]) if self.seven else 99
        in_forms, in_straights = self.member_of[k]
        for f, (_, size, extra) in enumerate(self.orphan_sets):
            got, dup = forms[f]
            if f in in_forms:
                got += c == 0
                dup += c == 1
            m = size - got + (0 if dup else extra)
            if m < best:
                best = m
        for w, gap in enumerate(gaps):
            m = gap - (c == 0 and w in in_straights)
            if m < best:
                best = m
        return best
