"""Tile sets shared by several variants: the 136/108-tile Riichi sets and the 144-tile set."""

from __future__ import annotations

from functools import cache

from game.core.model.tiles import (
    DRAGONS,
    FLOWERS,
    MAN,
    MPSZ,
    NUMBER_SUITS,
    PIN,
    SEASONS,
    SOU,
    WINDS,
    TileSet,
    honour_kinds,
    number_kinds,
    tile,
)

# mpsz honour order 1z..7z: East South West North White Green Red.
_MPSZ_HONOURS = honour_kinds((*WINDS, *DRAGONS))
_STANDARD_KINDS = tuple(
    [t for s in NUMBER_SUITS for t in number_kinds(s, range(1, 10))] + _MPSZ_HONOURS
)


@cache
def riichi_tiles(red_fives: int = 1, suits: str = "mps") -> TileSet:
    """136 tiles; `red_fives` red copies of the five of each suit in `suits` (0 for none)."""
    reds = tuple(tile(s, 5, red=True) for s in NUMBER_SUITS if s in suits
                 for _ in range(red_fives))
    return TileSet("riichi", _STANDARD_KINDS, (), MPSZ, reds=reds)


@cache
def sanma_tiles(red_fives: int = 1, suits: str = "ps") -> TileSet:
    """108 tiles: 2m-8m removed; red fives as riichi_tiles, in circles and bamboo only."""
    kinds = tuple(t for t in _STANDARD_KINDS if not (t.suit == MAN and 2 <= t.rank <= 8))
    reds = tuple(tile(s, 5, red=True) for s in (PIN, SOU) if s in suits
                 for _ in range(red_fives))
    return TileSet("sanma", kinds, (), MPSZ, reds=reds)


@cache
def bonus_tiles(name: str) -> TileSet:
    """144 tiles: the 136 plus flowers 1f-4f and seasons 1g-4g."""
    return TileSet(name, _STANDARD_KINDS, FLOWERS + SEASONS, MPSZ)
