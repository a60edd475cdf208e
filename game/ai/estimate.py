"""How far a hand is from ready, for the AI: a fast block-wise shanten and ukeire estimate.

game.core.shanten is the exact reference (special forms, Zero's roles); this estimate drops
Zero-as-rank-0 runs and is cached per suit block, so a decision stays within the AI's time
budget. Set USE_CORE = True to play with the reference instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from game.core.grammar import Grammar

USE_CORE = False
_core_shanten = None
if USE_CORE:  # pragma: no cover
    from game.core import shanten as _core_shanten


@lru_cache(maxsize=64)
def _runs(grammar: Grammar) -> tuple:
    """The runs the estimate uses: those within one suit (Ùzje's Zero-as-rank-0 runs, which
    join every suit into one block, are left out of this estimate)."""
    kinds = grammar.kinds
    return tuple(t for t in grammar.runs if len({kinds[i].suit for i in t.indices}) == 1)


@lru_cache(maxsize=64)
def _blocks(grammar: Grammar) -> tuple[tuple[int, ...], ...]:
    """Kind indices split into groups no run joins (each suit, each lone honour, ...)."""
    parent = list(range(len(grammar.kinds)))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for t in _runs(grammar):
        a = find(t.indices[0])
        for i in t.indices[1:]:
            parent[find(i)] = a
    groups: dict[int, list[int]] = {}
    for i in range(len(parent)):
        groups.setdefault(find(i), []).append(i)
    return tuple(tuple(g) for g in groups.values())


@lru_cache(maxsize=64)
def _local(grammar: Grammar) -> tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]:
    """Per block: for each local index, the local runs containing it, and partner indices."""
    out = []
    for block in _blocks(grammar):
        pos = {k: i for i, k in enumerate(block)}
        runs: list[list[tuple[int, ...]]] = [[] for _ in block]
        partners: list[set[int]] = [set() for _ in block]
        for t in _runs(grammar):
            if t.indices[0] not in pos:
                continue
            loc = tuple(sorted(pos[i] for i in t.indices))
            runs[loc[0]].append(loc)
            for x, y in ((loc[0], loc[1]), (loc[0], loc[2]), (loc[1], loc[2])):
                # Long suits (Ùzje's 16 ranks, ariths of any difference): only near tiles
                # count as a partial, or the search branches too widely for the time budget.
                if x != y and (len(block) <= 12 or y - x <= 2):
                    partners[x].add(y)
        out.append(tuple((tuple(r), tuple(sorted(p))) for r, p in zip(runs, partners,
                                                                      strict=True)))
    return tuple(out)


def _prune(options: set[tuple[int, int, int]]) -> frozenset[tuple[int, int, int]]:
    keep = set()
    for o in options:
        if not any(q != o and q[0] >= o[0] and q[1] >= o[1] and q[2] >= o[2] for q in options):
            keep.add(o)
    return frozenset(keep)


_LOCALS: list[tuple] = []


@lru_cache(maxsize=400_000)
def _front_by(key: int, counts: tuple[int, ...]) -> frozenset[tuple[int, int, int]]:
    """Pareto set of (melds, partials, pair) over decompositions of one block's tiles."""
    local = _LOCALS[key]
    first = next((i for i, n in enumerate(counts) if n), -1)
    if first < 0:
        return frozenset({(0, 0, 0)})
    found: set[tuple[int, int, int]] = set()
    c = list(counts)
    runs, partners = local[first]

    def add(rest: list[int], dm: int, dp: int, dq: int) -> None:
        for m, p, q in _front_by(key, tuple(rest)):
            if dq and q:
                found.add((m + dm, p + dp + 1, q))
            else:
                found.add((m + dm, p + dp, q + dq))

    if c[first] >= 3:
        rest = list(c)
        rest[first] -= 3
        add(rest, 1, 0, 0)
    for t in runs:
        rest = list(c)
        for i in t:
            rest[i] -= 1
        if min(rest) >= 0:
            add(rest, 1, 0, 0)
    if c[first] >= 2:
        rest = list(c)
        rest[first] -= 2
        add(rest, 0, 0, 1)
    for j in partners:
        if c[j]:
            rest = list(c)
            rest[first] -= 1
            rest[j] -= 1
            add(rest, 0, 1, 0)
    rest = list(c)
    rest[first] -= 1
    add(rest, 0, 0, 0)
    return _prune(found)


def _prepared(grammar: Grammar) -> tuple[tuple[tuple[int, ...], int], ...]:
    """(block kind indices, key of its cached search) per block, kept on the grammar."""
    found = grammar.__dict__.get("_ai_blocks")
    if found is None:
        found = []
        for block, local in zip(_blocks(grammar), _local(grammar), strict=True):
            _LOCALS.append(local)
            found.append((block, len(_LOCALS) - 1))
        found = tuple(found)
        object.__setattr__(grammar, "_ai_blocks", found)
        _GRAMMARS.append(grammar)
        object.__setattr__(grammar, "_ai_key", len(_GRAMMARS) - 1)
        near: list[set[int]] = [{i} for i in range(len(grammar.kinds))]
        for t in _runs(grammar):
            for a in t.indices:
                near[a].update(t.indices)
        object.__setattr__(grammar, "_ai_near", tuple(tuple(sorted(x)) for x in near))
    return found


@lru_cache(maxsize=400_000)
def _best_p(key: int, counts: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    """One block's options as (melds, pair, most partials) triples."""
    best: dict[tuple[int, int], int] = {}
    for m, p, q in _front_by(key, counts):
        if best.get((m, q), -1) < p:
            best[(m, q)] = p
    return tuple((m, q, p) for (m, q), p in best.items())


_SINGLE = {1: ((0, 0, 0),), 2: ((0, 1, 0), (0, 0, 1)), 3: ((1, 0, 0), (0, 1, 0)),
           4: ((1, 0, 0), (0, 1, 1))}


def _standard_shanten(grammar: Grammar, counts: tuple[int, ...], declared: int) -> int:
    parts = []
    for start, end, key in _slices(grammar):
        if key < 0:  # kinds that no run joins: each alone
            for n in counts[start:end]:
                if n:
                    parts.append(_SINGLE[n])
            continue
        sub = counts[start:end]
        if any(sub):
            parts.append(_best_p(key, sub))
    parts.sort()
    return _fold(tuple(parts), declared)


def _slices(grammar: Grammar) -> tuple[tuple[int, int, int], ...]:
    """Blocks as (start, end, key) index ranges; key -1 for a run of lone kinds. Falls back
    to one range per kind when a block is not contiguous."""
    found = grammar.__dict__.get("_ai_slices")
    if found is not None:
        return found
    out: list[tuple[int, int, int]] = []
    for block, key in _prepared(grammar):
        if len(block) == 1:
            if out and out[-1][2] < 0 and out[-1][1] == block[0]:
                out[-1] = (out[-1][0], block[0] + 1, -1)
            else:
                out.append((block[0], block[0] + 1, -1))
        elif list(block) == list(range(block[0], block[-1] + 1)):
            out.append((block[0], block[-1] + 1, key))
        else:
            raise ValueError("a block of kinds that is not contiguous")
    found = tuple(out)
    object.__setattr__(grammar, "_ai_slices", found)
    return found


@lru_cache(maxsize=200_000)
def _fold(parts: tuple[tuple[tuple[int, int, int], ...], ...], declared: int) -> int:
    """Shanten from the blocks' options: at most 4 - declared melds and partials."""
    room = 4 - declared
    acc: dict[tuple[int, int], int] = {(0, 0): 0}
    for part in parts:
        merged: dict[tuple[int, int], int] = {}
        for (m1, q1), p1 in acc.items():
            for m2, q2, p2 in part:
                m = min(room, m1 + m2)
                q = 1 if q1 or q2 else 0
                p = p1 + p2 + (1 if q1 and q2 else 0)
                if merged.get((m, q), -1) < p:
                    merged[(m, q)] = p
        acc = merged
    best = 8
    for (m, q), p in acc.items():
        p = min(p, room - m)
        best = min(best, 8 - 2 * declared - 2 * m - p - q)
    return best


def shanten(grammar: Grammar, counts: Sequence[int], declared: int = 0) -> int:
    """-1 complete, 0 ready, ... for a hand of 3k+1 or 3k+2 tiles with `declared` melds."""
    counts = tuple(counts)
    if _core_shanten is not None and hasattr(_core_shanten, "shanten"):
        return int(_core_shanten.shanten(grammar, counts, declared))
    _prepared(grammar)
    return _shanten(grammar.__dict__["_ai_key"], counts, declared)


_GRAMMARS: list[Grammar] = []


@lru_cache(maxsize=200_000)
def _shanten(key: int, counts: tuple[int, ...], declared: int) -> int:
    grammar = _GRAMMARS[key]
    return min(_standard_shanten(grammar, counts, declared),
               _special_shanten(grammar, counts, declared))


def _special_shanten(grammar: Grammar, counts: tuple[int, ...], declared: int) -> int:
    best = 8
    if declared == 0 and sum(counts) >= 13:
        if grammar.seven_pairs:
            kinds = len(counts) - counts.count(0)
            pairs = kinds - counts.count(1)
            best = min(best, 6 - pairs + max(0, 7 - kinds))
        for orphans in grammar.orphans:
            need = set(orphans.required)
            have = sum(1 for i in need if counts[i])
            dup = orphans.extra and any(counts[i] >= 2 for i in need)
            best = min(best, len(orphans.required) - have - int(dup) + orphans.extra - 1)
    return best


MAX_UKEIRE = 6


def discards(
    grammar: Grammar, counts: Sequence[int], declared: int, seen: Sequence[int] | None = None
) -> list[tuple[int, int, int]]:
    """[(kind index, shanten after, ukeire after)] best first, for a hand one tile over."""
    counts = list(counts)
    if _core_shanten is not None and hasattr(_core_shanten, "discards"):
        return [tuple(x) for x in _core_shanten.discards(grammar, counts, declared, seen)]
    out = []
    for i, n in enumerate(counts):
        if not n:
            continue
        counts[i] -= 1
        s = shanten(grammar, counts, declared)
        out.append((i, s, 0))
        counts[i] += 1
    best = min(s for _, s, _ in out)
    left = [max(0, 4 - (seen[k] if seen else 0) - counts[k]) for k in range(len(counts))]
    # Ukeire is counted for the MAX_UKEIRE most isolated of the best discards only.
    _prepared(grammar)
    near = grammar.__dict__["_ai_near"]
    tied = sorted((i for i, s, _ in out if s == best),
                  key=lambda i: (sum(counts[j] for j in near[i]) + counts[i], i))
    chosen = set(tied[:MAX_UKEIRE])
    final = []
    for i, s, _ in out:
        if s != best or i not in chosen:
            final.append((i, s, 0 if s != best else -1))
            continue
        counts[i] -= 1
        uke = 0
        for k in _candidates(grammar, counts):
            if left[k] and counts[k] < 4:
                counts[k] += 1
                if shanten(grammar, counts, declared) < s:
                    uke += left[k]
                counts[k] -= 1
        counts[i] += 1
        final.append((i, s, uke))
    final.sort(key=lambda x: (x[1], -x[2], x[0]))
    return final


def _candidates(grammar: Grammar, counts: Sequence[int]) -> list[int]:
    """Kinds whose draw could lower the shanten: those in or next to the hand, plus what a
    special form (seven pairs, orphans) could use when it is as near as the standard form."""
    _prepared(grammar)
    near = grammar.__dict__["_ai_near"]
    out: set[int] = set()
    for i, n in enumerate(counts):
        if n:
            out.update(near[i])
    if sum(counts) >= 13 and (grammar.seven_pairs or grammar.orphans):
        c = tuple(counts)
        if _special_shanten(grammar, c, 0) <= _standard_shanten(grammar, c, 0):
            if grammar.seven_pairs and len(c) - c.count(0) < 7:
                return list(range(len(counts)))
            for orphans in grammar.orphans:
                out.update(orphans.required)
    return sorted(out)
