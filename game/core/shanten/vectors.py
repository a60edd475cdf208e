"""The max-plus algebra of tiles-used vectors (blocks): two blocks' vectors join into one,
a joined pair gives the most tiles a target uses, and vectors are interned by number so
memos can key on small ints."""

from __future__ import annotations

import operator

from game.core.shanten.blocks import MAX_E, MAX_MELDS, NEG


def combine(a: tuple[int, ...], ea: int, b: tuple[int, ...], eb: int
             ) -> tuple[tuple[int, ...], int]:
    """Max-plus of two vectors over (melds <= 4, pairs <= 1, exact external demand <= 4)."""
    ec = max(ea, eb)
    out = [NEG] * ((MAX_MELDS + 1) * 2 * ec)
    for k1 in range(MAX_MELDS + 1):
        for p1 in range(2):
            for e1 in range(ea):
                va = a[(k1 * 2 + p1) * ea + e1]
                if va < 0:
                    continue
                for k2 in range(MAX_MELDS + 1 - k1):
                    for p2 in range(2 - p1):
                        base_b = (k2 * 2 + p2) * eb
                        base_c = ((k1 + k2) * 2 + p1 + p2) * ec + e1
                        for e2 in range(min(eb, MAX_E + 1 - e1)):
                            vb = b[base_b + e2]
                            if vb >= 0 and va + vb > out[base_c + e2]:
                                out[base_c + e2] = va + vb
    return tuple(out), ec


def combine_plain(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """combine for vectors without external demand ("at most" vectors, no gaps)."""
    out = []
    for k in range(MAX_MELDS + 1):
        for p in range(2):
            best = 0
            for k1 in range(k + 1):
                i = 2 * k1
                j = 2 * (k - k1)
                v = a[i] + b[j + p]
                if p:
                    w = a[i + 1] + b[j]
                    if w > v:
                        v = w
                if v > best:
                    best = v
            out.append(best)
    return tuple(out)


def best_over(a: tuple[int, ...], b: tuple[int, ...], needed: int) -> int:
    """Most tiles used by `needed` melds and a pair over two plain vectors joined."""
    top = 2 * needed + 2
    best: int = max(map(operator.add, a[:top], b[top - 1::-1]))
    return best


def intern(ids: dict[tuple[int, ...], int], items: list[tuple[int, ...]],
           item: tuple[int, ...]) -> int:
    """The number of `item` in a registry (`items` by number, `ids` by item), given the
    next number if new."""
    found = ids.get(item)
    if found is None:
        found = ids[item] = len(items)
        items.append(item)
    return found
