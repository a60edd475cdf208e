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


def turns_left(view: View) -> int:
    """Draws each seat still has from the live wall, about."""
    return view.wall_left // max(1, view.players)
