"""Small facts every level reads from a seat's view: tiles unseen, turns left, who leads."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.model.tiles import Tile, TileSet
from game.core.table.state import View


def playing_counts(tileset: TileSet, tiles: Sequence[Tile]) -> list[int]:
    """The count vector of the playing tiles among `tiles` (bonus tiles left out)."""
    return tileset.counts(t for t in tiles if not t.is_bonus)


def seen_counts(view: View, tileset: TileSet) -> list[int]:
    """Copies of each kind face up outside the seat's own hand."""
    return playing_counts(tileset, view.visible_tiles())


def unseen_counts(view: View, tileset: TileSet) -> list[int]:
    """Copies of each kind the seat has not seen anywhere (the wall and other hands)."""
    hand = playing_counts(tileset, view.hand)
    return [max(0, tileset.copies - h - s)
            for h, s in zip(hand, seen_counts(view, tileset), strict=True)]


def red_counts(tileset: TileSet, hand: Sequence[Tile]) -> list[int]:
    """Red copies of each kind in the hand (red fives: each one is a dora)."""
    return tileset.counts(t.plain for t in hand if t.red)


def kept_reds(reds: Sequence[int], counts: Sequence[int]) -> int:
    """Red copies a hand of `counts` still holds: a discard gives up a plain copy first."""
    return sum(min(r, c) for r, c in zip(reds, counts, strict=True) if r)


def with_reds(tileset: TileSet, counts: Sequence[int], hand: Sequence[Tile]) -> list[Tile]:
    """The tiles of `counts`, the hand's red copies among them where the counts keep them
    (so a scorer counts them as dora)."""
    reds: dict[Tile, list[Tile]] = {}
    for t in hand:
        if t.red:
            reds.setdefault(t.plain, []).append(t)
    out: list[Tile] = []
    for k, n in zip(tileset.kinds, counts, strict=True):
        red = reds.get(k, [])[:n]
        out.extend(red)
        out.extend([k] * (n - len(red)))
    return out


def turns_left(view: View) -> int:
    """Draws each seat still has from the live wall, about."""
    return view.wall_left // max(1, view.players)
