"""Discards ranked by shape: (kind, shanten after, live tiles that improve it), best first.

Grammars with the shanten engine's table path rank every discard in one call. The wide
grammar (Ùzje) is slow to count ukeire, so there the shanten after each discard comes first
and ukeire is counted only where it can matter: the discards that keep the best shanten
(or come within one of it); the others rank by shanten alone, with ukeire 0.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from game.core.model.grammar import Grammar
from game.core.shanten import discards, engine_for, shanten, ukeire

WIDE_MARGIN = 0  # on the slow path, ukeire is counted this far above the best shanten


def has_fast_discards(grammar: Grammar) -> bool:
    fast = engine_for(grammar).fast
    return fast is not None and getattr(fast, "discarder", None) is not None


def rank_discards(grammar: Grammar, counts: Sequence[int], melds: int,
                  seen: Sequence[int] | None = None,
                  found: dict[bytes, tuple[int, list[tuple[int, int]]]] | None = None,
                  margin: int = WIDE_MARGIN, among: Collection[int] | None = None,
                  ) -> list[tuple[int, int, int]]:
    """For a hand one tile over size: (kind, shanten after, ukeire after), best first.
    `found` collects the ukeire counted on the slow path, by the hand after the discard.
    On the slow path ukeire is counted up to `margin` above the best shanten (-1:
    nowhere), the best taken over the kinds `among` (default: every kind held)."""
    if has_fast_discards(grammar):
        return discards(grammar, counts, melds, seen)
    hand = list(counts)
    after: dict[int, int] = {}
    for k, c in enumerate(counts):
        if c:
            hand[k] -= 1
            after[k] = shanten(grammar, hand, melds)
            hand[k] += 1
    best = min([s for k, s in after.items() if among is None or k in among]
               or after.values())
    out = []
    for k, s in after.items():
        u = 0
        if s <= best + margin:
            hand[k] -= 1
            got = ukeire(grammar, hand, melds, seen)
            if found is not None:
                found[bytes(hand)] = got
            u = sum(left for _, left in got[1])
            hand[k] += 1
        out.append((k, s, u))
    out.sort(key=lambda x: (x[1], -x[2], x[0]))
    return out
