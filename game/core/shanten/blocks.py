"""Per-block "tiles used" vectors for shanten: an exact memoised solver and packaged tables.

A block is a set of kinds that templates connect (a suit, an honour, Space's winds). For a
block's count vector the solver gives, for every (k meld groups, p pair groups, e copies of
an external kind demanded), the most hand tiles those groups can use, where a group is a
template (or a pair) that contains at least one hand tile, its other tiles missing. The
target never asks for a fifth copy of a kind. Shanten is then 3K + 2 - best total - 1.

Ùzje's Zero plays rank 0 in every suit; inside a suit block it is the external kind
(`EXTERNAL`): groups only record how many Zero they demand, and the caller adds
min(Zero held, Zero demanded) once for the whole hand.

Big blocks of nine kinds (the standard and the Space suit) are read from a generated table
file in game/data (suit_tables), so their vectors cost one lookup; `python -m
game.devtools.build_tables suits` regenerates it with the prefix automaton (automaton).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import Any

EXTERNAL = -1  # a template slot that is the shared kind (Zero), outside the block
NEG = -100  # "impossible" in a vector of tiles used
MAX_MELDS = 4
MAX_E = 4  # copies of the external kind a target may demand
_USED = itemgetter(0)


def vector_index(k: int, p: int, e: int, e1: int) -> int:
    """Position of (k melds, p pairs, e external) in a flat vector."""
    return (k * 2 + p) * e1 + e


class Block:
    """Kinds joined by templates, and the exact solver of their tiles-used vectors."""

    __slots__ = ("kinds", "templates", "e1", "size", "by_local", "by_kind", "memo", "empty",
                 "signature", "table", "classes", "floor", "bounds")

    def __init__(self, kinds: Sequence[int], templates: Sequence[tuple[int, ...]],
                 external: bool) -> None:
        """`external`: count the demand on the EXTERNAL slot; without it a block whose
        templates have that slot is a plain twin, for hands that hold none of that kind."""
        self.kinds = tuple(kinds)
        self.templates = tuple(sorted(set(templates)))
        self.e1 = MAX_E + 1 if external else 1
        self.size = (MAX_MELDS + 1) * 2 * self.e1
        self.by_local = tuple(
            tuple(t for t in self.templates if i in t) for i in range(len(self.kinds))
        )
        # the same templates as the kinds of the block they ask (no external slot)
        self.by_kind = tuple(tuple(tuple(x for x in t if x >= 0) for t in ts)
                             for ts in self.by_local)
        # floor[i]: the lowest kind a template reaching kind i or above contains; slack below
        # it no longer matters once the search has passed i.
        self.floor = tuple(
            min([min(x for x in t if x >= 0) for t in self.templates if max(t) >= i] + [i])
            for i in range(len(self.kinds))
        )
        # hand states are bytes (counts, slack): untracked by the garbage collector, and
        # cheap to free when the memos are forgotten
        self.memo: dict[tuple[object, ...], Any] = {}
        self.empty = tuple(
            0 if e == 0 else NEG
            for _k in range(MAX_MELDS + 1) for _p in range(2) for e in range(self.e1)
        )
        self.signature = f"{len(self.kinds)}:{self.e1}:" + ";".join(
            ",".join(map(str, t)) for t in self.templates
        )
        self.bounds = [
            [min(t, 3 * k + 2 * p) for k in range(MAX_MELDS + 1) for p in range(2)]
            for t in range(4 * len(self.kinds) + 1)
        ]
        self.table: bytes | None = None
        self.classes: tuple[tuple[int, ...], ...] = ()

    def vector(self, counts: tuple[int, ...]) -> tuple[int, ...]:
        """The tiles-used vector of this block for its count vector (local order)."""
        if self.table is not None:
            code = 0
            for c in reversed(counts):
                code = code * 5 + c
            return self.classes[self.table[code]]
        return self.solve(counts)

    def solve(self, counts: tuple[int, ...], gone: Sequence[int] | None = None
              ) -> tuple[int, ...]:
        """Exact search, memoised on (remaining counts, slack for missing copies). `gone`
        counts copies out of reach by kind (the owner's declared melds)."""
        # slack: how many more copies of a kind a target may still ask for beyond the hand;
        # 4 marks a kind neither held nor gone, which groups can never over-ask (at most one
        # missing copy per meld group, four groups).
        return self._solve(bytes(counts), self._slack(counts, gone))

    @staticmethod
    def _slack(counts: Sequence[int], gone: Sequence[int] | None) -> bytes:
        slack = tuple(4 - c if c else 4 for c in counts) if gone is None else tuple(
            4 - c - g if c or g else 4 for c, g in zip(counts, gone, strict=True))
        if min(slack, default=0) < 0:
            raise ValueError("more than four copies of a kind in hand and melds")
        return bytes(slack)

    def _solve(self, r: bytes, slack: bytes) -> tuple[int, ...]:
        n = len(r)
        i = 0
        while i < n and not r[i]:
            i += 1
        if i == n:
            return self.empty
        key = (i, r[i:], slack[self.floor[i]:])
        found: tuple[int, ...] | None = self.memo.get(key)
        if found is not None:
            return found
        moves = self._moves(r, slack, i)
        e1 = self.e1
        # Richest moves first; stop once every entry reaches its bound (all tiles, or
        # 3 per meld and 2 for the pair), which flush-heavy hands do early.
        best = list(self.empty)
        ub = self.bounds[sum(r)] if e1 == 1 else None
        for used, dk, dp, e, rt, st in moves:
            self._merge(best, self._solve(rt, st), dk, dp, e, used)
            if best == ub:
                break
        else:
            rest = bytes(i + 1) + r[i + 1:]  # the rest of kind i unused
            self._merge(best, self._solve(rest, slack), 0, 0, 0, 0)
        out = tuple(best)
        self.memo[key] = out
        return out

    def _moves(self, r: bytes, slack: bytes, i: int
               ) -> list[tuple[int, int, int, int, bytes, bytes]]:
        """Groups containing kind i: (tiles used, melds, pairs, external, rest, slack)."""
        e1 = self.e1
        moves: list[tuple[int, int, int, int, bytes, bytes]] = []
        # A pair group at i.
        ri = r[i]
        rl = bytearray(r)
        if ri >= 2:
            rl[i] = ri - 2
            moves.append((2, 0, 1, 0, bytes(rl), slack))
        elif slack[i] >= 1:
            rl[i] = 0
            less = bytearray(slack)
            less[i] -= 1
            moves.append((1, 0, 1, 0, bytes(rl), bytes(less)))
        # A meld group: each template containing i, taking every hand tile it can; of
        # templates taking the same tiles, only those leaving the most slack.
        options: dict[tuple[bytes, int, int], list[bytes]] = {}
        for t in self.by_local[i]:
            rl = bytearray(r)
            sl = None
            used = e = 0
            ok = True
            for x in t:
                if x < 0:
                    e += 1
                elif rl[x]:
                    rl[x] -= 1
                    used += 1
                else:
                    s = slack[x] if sl is None else sl[x]
                    if s == 4:
                        continue
                    if s == 0:
                        ok = False
                        break
                    if sl is None:
                        sl = bytearray(slack)
                    sl[x] = s - 1
            if not ok:
                continue
            if e1 == 1:
                e = 0  # a plain twin: the external kind is a missing tile like any other
            sig = (bytes(rl), used, e)
            slacks = options.get(sig)
            if slacks is None:
                options[sig] = [slack if sl is None else bytes(sl)]
            elif slacks[0] is not slack:
                if sl is None:
                    options[sig] = [slack]  # asks no held kind again: beats the others
                elif bytes(sl) not in slacks:
                    slacks.append(bytes(sl))
        for (rt, used, e), slacks in options.items():
            for st in slacks:
                if len(slacks) > 1 and any(
                        o is not st and all(a >= b for a, b in zip(o, st, strict=True))
                        for o in slacks):
                    continue  # another template taking the same tiles leaves more slack
                moves.append((used, 1, 0, e, rt, st))
        moves.sort(key=lambda m: -m[0])
        return moves

    def best_at(self, counts: Sequence[int], k: int, p: int, floor: int,
                gone: Sequence[int] | None = None,
                bound: Callable[[bytes], Sequence[int] | None] | None = None) -> int:
        """Most tiles at most k meld groups and p pair groups can use, by branch and bound:
        the answer if above `floor`, else `floor`. For plain blocks holding many tiles,
        where the full vector would cost thousands of states. `bound(rest)` may give the
        plain vector of what is left (a table's): with fewer copies left to ask for, the
        rest can use no more, so it bounds the search from above."""
        start = bytes(counts)
        key = ("at", start, k, p, floor, None if gone is None else bytes(gone))
        found: int | None = self.memo.get(key)
        if found is not None:
            return found
        best = floor
        slack = self._slack(counts, gone)
        n = len(counts)
        memo = self.memo  # moves by state too: branch and bound revisits states often

        def dfs(r: bytes, slack: bytes, k: int, p: int, used: int, left: int) -> None:
            nonlocal best
            if used > best:
                best = used
            room = 3 * k + 2 * p
            if used + (left if left < room else room) <= best or not room:
                return
            if bound is not None:
                vec = bound(r)
                if vec is not None and used + vec[2 * k + p] <= best:
                    return
            i = 0
            while i < n and not r[i]:
                i += 1
            if i == n:
                return
            mkey = ("mv", r, slack)
            moves = memo.get(mkey)
            if moves is None:
                moves = memo[mkey] = tuple(self._moves(r, slack, i))
            for u, dk, dp, _e, rt, st in moves:
                if dk > k or dp > p:
                    continue
                dfs(rt, st, k - dk, p - dp, used + u, left - u)
            dfs(bytes(i + 1) + r[i + 1:], slack, k, p, used, left - r[i])

        dfs(start, slack, k, p, 0, sum(start))
        self.memo[key] = best
        return best

    def helping_kinds(self, counts: Sequence[int], k: int, p: int, most: int,
                      gone: Sequence[int] | None = None,
                      bound: Callable[[bytes], Sequence[int] | None] | None = None,
                      starters: bool = True, wanted: int = -1) -> int:
        """Kinds (a bit mask, local order) one more copy of which lets at most k melds and
        p pairs use most + 1 tiles, when `most` is the most they use now; -1 when they
        cannot use `most`. One search for every draw: a draw adds a tile exactly when it
        fills a missing slot of a best decomposition, or starts a group of its own beside
        one that leaves groups over (`starters`: the caller knows fewer groups can use
        `most` too; without it that case is left out). `bound` as in best_at. The search
        stops once it has every kind of `wanted` (the answer then holds those at least)."""
        g = gone if gone is not None else (0,) * len(counts)
        slack = tuple(4 - c - x for c, x in zip(counts, g, strict=True))
        if min(slack) < 0:
            raise ValueError("more than four copies of a kind in hand and melds")
        return self._helping(bytes(counts), bytes(slack), k, p, most, bound, starters, wanted,
                             sum(counts))

    def _helping(self, r: bytes, slack: bytes, k: int, p: int, need: int,
                 bound: Callable[[bytes], Sequence[int] | None] | None,
                 starters: bool, wanted: int, left: int) -> int:
        # slack: 4 - held - gone - slots asked; with starters it counts kinds never held
        # too (a group of a drawn copy alone may ask two more), where the solver leaves
        # them at 4: asked at most once by each of four meld groups, the limit never bites.
        # `left`: the tiles of r.
        if not need:
            return self._starters(r, slack, k, p) if starters else 0
        if need > 3 * k + 2 * p or need > left:
            return -1
        i = len(r) - len(r.lstrip(b"\0"))  # the first kind held
        # without starters the rest of the search reads no slack below floor[i]
        key = ("hs", r, slack, k, p, need) if starters else (
            "hk", r, slack[self.floor[i]:], k, p, need)
        # memo value: the mask times two, plus one when the search ran to its end
        found: int | None = self.memo.get(key)
        if found is not None and (found & 1 or not wanted & ~(found >> 1)):
            return found >> 1
        out = -1
        cut = False
        if bound is None or (vec := bound(r)) is None or vec[2 * k + p] >= need:
            gkey = ("gr", r, slack, starters)
            groups = self.memo.get(gkey)
            if groups is None:
                groups = self.memo[gkey] = self._groups(r, slack, i, starters)
            for u, dk, dp, miss, rt, st in groups:
                if dk > k or dp > p or u > need:
                    continue
                have = miss if out < 0 else out | miss
                sub = self._helping(rt, st, k - dk, p - dp, need - u, bound, starters,
                                    wanted & ~have, left - u)
                if sub >= 0:
                    out = have | sub
                    if not wanted & ~out:
                        cut = True
                        break
            if not cut:
                sub = self._helping(bytes(i + 1) + r[i + 1:], slack, k, p, need, bound,
                                    starters, wanted if out < 0 else wanted & ~out,
                                    left - r[i])
                if sub >= 0:
                    out = sub if out < 0 else out | sub
        self.memo[key] = out * 2 + (not cut)
        return out

    def _groups(self, r: bytes, slack: bytes, i: int, track: bool
                ) -> tuple[tuple[int, int, int, int, bytes, bytes], ...]:
        """Groups at kind i, taking every hand tile they can: (tiles used, melds, pairs,
        kinds missing as a mask, rest, slack). Templates leaving the same rest and slack
        share one entry, their missing kinds joined: what follows is the same search.
        `track`: count the slots asked of kinds never held too."""
        out: dict[tuple[int, int, int, bytes, bytes], int] = {}
        rl = bytearray(r)
        if r[i] >= 2:
            rl[i] -= 2
            out[2, 0, 1, bytes(rl), slack] = 0
        elif slack[i] >= 1:
            rl[i] = 0
            sl = bytearray(slack)
            sl[i] -= 1
            out[1, 0, 1, bytes(rl), bytes(sl)] = 1 << i
        for t in self.by_kind[i]:
            got = _place(t, r, slack, track)
            if got is not None:
                used, miss, rt, st = got
                key = (used, 1, 0, rt, st)
                out[key] = out.get(key, 0) | miss
        groups = [(u, dk, dp, miss, rt, st) for (u, dk, dp, rt, st), miss in out.items()]
        groups.sort(key=_USED, reverse=True)  # most tiles used first, stable
        return tuple(groups)

    def _starters(self, r: bytes, slack: bytes, k: int, p: int) -> int:
        """Kinds whose drawn copy starts a group of its own beside a best decomposition
        leaving `r` unused, k melds and p pairs over (the draw keeps that decomposition's
        slots: one copy less of slack)."""
        if not k and not p:
            return 0
        key = ("st", r, slack, k, p)
        found: int | None = self.memo.get(key)
        if found is not None:
            return found
        out = 0
        for x in range(len(r)):
            if slack[x] < 1:
                continue
            ra = r[:x] + bytes((r[x] + 1,)) + r[x + 1:]
            sa = slack[:x] + bytes((slack[x] - 1,)) + slack[x + 1:]
            if (p and (ra[x] >= 2 or sa[x] >= 1)) or (
                    k and any(_place(t, ra, sa, True) is not None for t in self.by_kind[x])):
                out |= 1 << x
        self.memo[key] = out
        return out

    def _merge(self, best: list[int], sub: tuple[int, ...], dk: int, dp: int, de: int,
               used: int) -> None:
        """best[k+dk, p+dp, e+de] = max(best, sub[k, p, e] + used)."""
        e1 = self.e1
        if not dk and not dp:
            for i, v in enumerate(sub):
                if v > best[i]:
                    best[i] = v
            return
        if e1 == 1:  # plain "at most" vectors have no gaps
            if dk:
                for i in range(2 * MAX_MELDS):
                    v = sub[i] + used
                    if v > best[i + 2]:
                        best[i + 2] = v
            else:
                for i in range(0, 2 * MAX_MELDS + 1, 2):
                    v = sub[i] + used
                    if v > best[i + 1]:
                        best[i + 1] = v
            return
        for k in range(MAX_MELDS + 1 - dk):
            for p in range(2 - dp):
                base = (k * 2 + p) * e1
                to = ((k + dk) * 2 + p + dp) * e1 + de
                for e in range(e1 - de):
                    v = sub[base + e]
                    if v >= 0 and v + used > best[to + e]:
                        best[to + e] = v + used


def _place(t: tuple[int, ...], r: bytes, slack: bytes, track: bool
           ) -> tuple[int, int, bytes, bytes] | None:
    """Template t (the kinds it asks, by_kind) taking every hand tile of r it can, the rest
    missing within slack: (tiles used, kinds missing as a mask, rest, slack), None when it
    over-asks. Without `track` a kind never held keeps slack 4, as the solver keeps it
    (four groups never over-ask it)."""
    rl = bytearray(r)
    sl = None  # the slack copied only when a slot asks a counted kind
    used = miss = 0
    for x in t:
        if rl[x]:
            rl[x] -= 1
            used += 1
            continue
        s = slack[x] if sl is None else sl[x]
        if not s:
            return None
        miss |= 1 << x
        if track or s < 4:
            if sl is None:
                sl = bytearray(slack)
            sl[x] = s - 1
    return used, miss, bytes(rl), slack if sl is None else bytes(sl)
