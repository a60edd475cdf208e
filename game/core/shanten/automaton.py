"""The prefix automaton: exact tiles-used vectors of small blocks by one walk over the kinds,
shared by every count vector (what `python -m game.devtools.build_tables suits` packs into
the suit tables; the game reads those tables and never runs this)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations_with_replacement

from game.core.shanten.blocks import EXTERNAL, MAX_E, MAX_MELDS, NEG, Block


class Automaton:
    """Target-driven scan of a block's kinds in order, shared by every count vector.

    A state holds, for each way of having opened templates so far (the future kinds they
    still demand, melds and pair taken, external demand), the most hand tiles used. States
    are normalised (best entry 0) and interned, and transitions (state, count) memoised, so
    a vector costs one step per kind once the few states a block has are known.
    """

    __slots__ = ("block", "bundles", "states", "ids", "steps", "finals", "start")

    def __init__(self, block: Block) -> None:
        self.block = block
        n = len(block.kinds)
        starting: list[list[tuple[int, ...]]] = [[] for _ in range(n)]
        for t in block.templates:
            starting[min(x for x in t if x >= 0)].append(t)
        self.bundles: list[list[tuple[int, tuple[int, ...], int, int, int]]] = []
        for j in range(n):
            found: set[tuple[int, tuple[int, ...], int, int, int]] = set()
            for size in range(MAX_MELDS + 1):
                for combo in combinations_with_replacement(starting[j], size):
                    dj = sum(t.count(j) for t in combo)
                    de = sum(t.count(EXTERNAL) for t in combo)
                    if dj > 4 or de > MAX_E:
                        continue
                    add = tuple(sorted(x for t in combo for x in t if x > j))
                    for pair in range(2):
                        if dj + 2 * pair <= 4:
                            found.add((dj + 2 * pair, add, size, pair, de))
            self.bundles.append(sorted(found))
        self.states: list[tuple[tuple[tuple[tuple[int, ...], int, int, int], int], ...]] = []
        self.ids: dict[object, int] = {}
        self.steps: dict[tuple[int, int, int], tuple[int, int]] = {}
        self.finals: dict[int, tuple[int, ...]] = {}
        self.start = self._intern({((), 0, 0, 0): 0})[0]

    def _intern(self, entries: dict[tuple[tuple[int, ...], int, int, int], int]
                ) -> tuple[int, int]:
        top = max(entries.values())
        state = tuple(sorted((key, top - u) for key, u in entries.items()))
        sid = self.ids.get(state)
        if sid is None:
            sid = self.ids[state] = len(self.states)
            self.states.append(state)
        return sid, top

    def step(self, sid: int, j: int, c: int) -> tuple[int, int]:
        """The state after kind j holding c tiles, and the tiles used gained."""
        key = (sid, j, c)
        found = self.steps.get(key)
        if found is not None:
            return found
        new: dict[tuple[tuple[int, ...], int, int, int], int] = {}
        bundles = self.bundles[j]
        for (pend, k, p, e), lost in self.states[sid]:
            u = -lost
            d0 = 0
            while d0 < len(pend) and pend[d0] == j:
                d0 += 1
            rest = pend[d0:]
            for dj, add, dk, dp, de in bundles:
                d = d0 + dj
                if d > 4 or k + dk > MAX_MELDS or p + dp > 1 or e + de > MAX_E:
                    continue
                newpend = tuple(sorted(rest + add)) if add else rest
                if add and _over_four(newpend):
                    continue
                nkey = (newpend, k + dk, p + dp, e + de)
                val = u + (d if d < c else c)
                if val > new.get(nkey, NEG):
                    new[nkey] = val
        result = self._intern(new)
        self.steps[key] = result
        return result

    def vector(self, counts: Sequence[int]) -> tuple[int, ...]:
        sid = self.start
        used = 0
        for j, c in enumerate(counts):
            sid, gain = self.step(sid, j, c)
            used += gain
        base = self.finals.get(sid)
        if base is None:
            base = self.finals[sid] = self._final(sid)
        return tuple(v + used if v > NEG else NEG for v in base)

    def _final(self, sid: int) -> tuple[int, ...]:
        e1 = self.block.e1
        out = [NEG] * self.block.size
        for (pend, k, p, e), lost in self.states[sid]:
            if pend:
                continue
            # "at most k melds, at most p pairs": a smaller target fits wherever this does
            for kk in range(k, MAX_MELDS + 1):
                for pp in range(p, 2):
                    i = (kk * 2 + pp) * e1 + e
                    if out[i] == NEG or -lost > out[i]:
                        out[i] = -lost
        return tuple(out)


def _over_four(pend: tuple[int, ...]) -> bool:
    run = 1
    for a, b in zip(pend, pend[1:], strict=False):
        run = run + 1 if a == b else 1
        if run > 4:
            return True
    return False
