"""The engine's questions about a hand: is it complete, what does it wait on, is it ready.

Uses game.core.shapes when it is built; until then a small search over the grammar's meld
templates answers the same questions (standard form, seven pairs, orphans, long straight).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from game.core.grammar import Grammar
from game.core.melds import Meld
from game.core.tiles import Tile

try:  # pragma: no cover - depends on the rules-core layer landing
    from game.core import shapes as _shapes
except ImportError:  # pragma: no cover
    _shapes = None


def counts_of(grammar: Grammar, tiles: Sequence[Tile]) -> tuple[int, ...]:
    c = [0] * len(grammar.kinds)
    index = grammar.tileset.index
    for t in tiles:
        c[index[t]] += 1
    return tuple(c)


@lru_cache(maxsize=200_000)
def _melds_only(grammar: Grammar, counts: tuple[int, ...]) -> bool:
    """Whether `counts` splits exactly into meld templates."""
    first = next((i for i, n in enumerate(counts) if n), -1)
    if first < 0:
        return True
    for t in grammar.by_index.get(first, ()):
        c = list(counts)
        ok = True
        for i in t.indices:
            c[i] -= 1
            if c[i] < 0:
                ok = False
                break
        if ok and _melds_only(grammar, tuple(c)):
            return True
    return False


def _standard(grammar: Grammar, counts: tuple[int, ...]) -> bool:
    if sum(counts) % 3 != 2:
        return False
    for i, n in enumerate(counts):
        if n >= 2:
            c = list(counts)
            c[i] -= 2
            if _melds_only(grammar, tuple(c)):
                return True
    return False


def _special(grammar: Grammar, counts: tuple[int, ...], open_melds: Sequence[Meld]) -> bool:
    if sum(counts) != 14:
        if grammar.long_straights and sum(counts) % 3 == 2:
            return _long_straight(grammar, counts, open_melds)
        return False
    if grammar.seven_pairs:
        pairs = sum(n // 2 for n in counts) if grammar.seven_pairs_allow_quads else sum(
            1 for n in counts if n == 2)
        if pairs == 7 and all(n % 2 == 0 for n in counts):
            return True
    for orphans in grammar.orphans:
        need = [0] * len(counts)
        for i in orphans.required:
            need[i] += 1
        spare = [n - k for n, k in zip(counts, need, strict=True)]
        if min(spare) < 0:
            continue
        if orphans.extra == 0 and sum(spare) == 0:
            return True
        if orphans.extra == 1 and sum(spare) == 1 and need[spare.index(1)] > 0:
            return True
    return _long_straight(grammar, counts, open_melds)


def _long_straight(grammar: Grammar, counts: tuple[int, ...], open_melds: Sequence[Meld]) -> bool:
    for run in grammar.long_straights:
        have = list(counts)
        for m in open_melds:
            if not (m.is_run and m.step == grammar.long_straight_open_step):
                break
            for t in m.tiles:
                have[grammar.tileset.index[t]] += 1
        else:
            if sorted(i for i, n in enumerate(have) for _ in range(n)) == sorted(run):
                return True
    return False


def is_complete(grammar: Grammar, concealed: Sequence[Tile], melds: Sequence[Meld]) -> bool:
    """Whether the concealed tiles plus the declared melds make a winning shape."""
    if _shapes is not None and hasattr(_shapes, "is_complete"):
        return bool(_shapes.is_complete(grammar, list(concealed), list(melds)))
    counts = counts_of(grammar, concealed)
    if _standard(grammar, counts):
        return True
    if not melds:
        return _special(grammar, counts, melds)
    return bool(grammar.long_straights) and _long_straight(grammar, counts, melds)


def waiting_kinds(
    grammar: Grammar, concealed: Sequence[Tile], melds: Sequence[Meld]
) -> tuple[Tile, ...]:
    """Every kind that would complete the hand (whether any copy is left or not)."""
    if _shapes is not None and hasattr(_shapes, "waits"):
        return tuple(w.tile for w in _shapes.waits(grammar, list(concealed), list(melds)))
    out = []
    base = list(concealed)
    for k in grammar.kinds:
        if is_complete(grammar, base + [k], melds):
            out.append(k)
    return tuple(out)
