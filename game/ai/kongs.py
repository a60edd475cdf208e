"""Kongs and the nine-terminals draw: when declaring helps and when it hurts.

A kong helps when the four tiles are not needed elsewhere in the hand: declaring keeps the
shanten (and, when ready, every wait) while it brings a replacement draw and whatever the
variant pays for a kong (fu, a new indicator, Classical's kong points). It hurts when it
breaks the shape, when a claimed kong would open a hand that then has no way to score, and
when the hand is folding: the kong's tiles are safe discards to keep, and a kong hands a
threat a new indicator or a tile to rob.

The nine-terminals draw is worth calling only with a poor hand: one that is neither close
to thirteen orphans nor to an ordinary win.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.model.grammar import Grammar
from game.core.model.melds import Meld
from game.core.model.tiles import TileSet
from game.core.shanten import shanten, ukeire
from game.core.table.actions import Kong

KEEP_UKEIRE = 0.6  # a kong may cost at most this share of the hand's improving tiles
ORPHANS_KEEP = 2  # aim for thirteen orphans from this many tiles away or nearer
READY_KEEP = 2  # an ordinary hand this near to ready is worth playing


def kong_helps(grammar: Grammar, tileset: TileSet, counts: Sequence[int],
               melds: Sequence[Meld], kong: Kong, seen: Sequence[int], folding: bool) -> bool:
    """Whether declaring `kong` keeps the hand as good (see the module text). `counts` are
    the concealed tiles now (with the drawn tile, or without the discard being claimed)."""
    if folding or sum(counts) % 3 != (1 if kong.kind == "open" else 2):
        return False
    k = tileset.index[kong.tile.plain]
    if kong.kind == "open":
        return _claimed_kong_helps(grammar, counts, melds, k, seen)
    # Our own turn: the hand is one tile over size. Without the kong it would discard its
    # best tile; with it, the rest of the hand waits for the replacement draw.
    best_s, best_waits = _best_discard(grammar, counts, len(melds), seen)
    after = list(counts)
    gone = list(seen)  # the kong's tiles leave the hand for good
    if kong.kind == "closed":
        after[k] -= 4
        gone[k] = 4
        declared = len(melds) + 1
    else:
        after[k] -= 1
        gone[k] = 4
        declared = len(melds)
    s, draws = ukeire(grammar, after, declared, gone)
    if s > best_s:
        return False
    live = sum(left for _, left in draws)
    if best_s == 0:
        return {d for d, _ in draws} >= best_waits[0] and live > 0
    return live >= KEEP_UKEIRE * best_waits[1]


def _best_discard(grammar: Grammar, counts: Sequence[int], melds: int,
                  seen: Sequence[int]) -> tuple[int, tuple[set[int], int]]:
    """(best shanten after a discard, (its waits, its live improving tiles))."""
    hand = list(counts)
    best: tuple[int, int, set[int]] = (99, -1, set())
    for i, c in enumerate(counts):
        if not c:
            continue
        hand[i] -= 1
        s = shanten(grammar, hand, melds)
        if s <= best[0]:
            _, draws = ukeire(grammar, hand, melds, seen)
            live = sum(left for _, left in draws)
            if s < best[0] or live > best[1]:
                best = (s, live, {d for d, _ in draws})
        hand[i] += 1
    return best[0], (best[2], best[1])


def _claimed_kong_helps(grammar: Grammar, counts: Sequence[int], melds: Sequence[Meld],
                        k: int, seen: Sequence[int]) -> bool:
    now, draws = ukeire(grammar, counts, len(melds), seen)
    after = list(counts)
    after[k] -= 3
    gone = list(seen)
    gone[k] = 4
    s, after_draws = ukeire(grammar, after, len(melds) + 1, gone)
    if s > now:
        return False
    if now == 0:
        return {d for d, _ in after_draws} >= {d for d, _ in draws}
    return sum(x for _, x in after_draws) >= KEEP_UKEIRE * sum(x for _, x in draws)


def abort_is_wise(grammar: Grammar, tileset: TileSet, counts: Sequence[int]) -> bool:
    """Whether a hand offered the nine-terminals draw is poor enough to take it: far from
    thirteen orphans and from an ordinary win (counts: the 14 tiles of the first draw)."""
    majors = [i for i, k in enumerate(tileset.kinds) if tileset.is_major(k)]
    distinct = sum(1 for i in majors if counts[i])
    pair = any(counts[i] >= 2 for i in majors)
    orphans_away = len(majors) - distinct - (1 if pair else 0)  # shanten to thirteen orphans
    if orphans_away <= ORPHANS_KEEP:
        return False
    hand = list(counts)
    best = 99
    for i, c in enumerate(counts):
        if c:
            hand[i] -= 1
            best = min(best, shanten(grammar, hand, 0))
            hand[i] += 1
    return best > READY_KEEP
