"""Riichi tile indices, and counts packed one byte a kind so that counting a hand runs in C.

Index 0-33: 1m-9m, 1p-9p, 1s-9s, East South West North, White Green Red (red fives as
fives). A hand's counts are `packed(tiles).to_bytes(SIZE, "little")`: byte i is the count of
kind i and byte 34 the red fives; a kind mask (`mask`) keeps one bit a kind at bit 8 i.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.core.model.tiles import Tile

KINDS = 34
SIZE = KINDS + 1  # the kinds, then the red fives
RED = 1 << 8 * KINDS
_SUIT_BASE = {"m": 0, "p": 9, "s": 18, "z": 26}

# Tiles are interned, so a tile's identity is the fast key. Each tile learnt is kept alive
# in `_KEPT`, so no other object can take its id.
_INDEX: dict[int, int] = {}
_WEIGHT: dict[int, int] = {}  # id -> the tile's packed count (1 << 8 i, plus RED if red)
_DORA: dict[int, int] = {}  # id -> the dora it indicates
_DORA_WRAP: dict[int, int] = {}  # the same with sanma's 1m/9m wrap
_FACE: dict[int, int] = {}  # id -> its face: the index, plus KINDS if red (small ints, shared)
_KEPT: list[Tile] = []
NONZERO = bytes([0] + [1] * 255)  # counts.translate(NONZERO): 1 for each kind held
# Look-ups by a tile's id for the hottest paths; a KeyError means a tile not learnt yet.
INDEX_OF = _INDEX.__getitem__
WEIGHT_OF = _WEIGHT.__getitem__
FACE_OF = _FACE.__getitem__
DORA_OF = (_DORA.__getitem__, _DORA_WRAP.__getitem__)  # [man_wrap]


def bits(indices: Iterable[int]) -> int:
    """The kind mask of these indices."""
    return sum(1 << 8 * i for i in set(indices))


ALL_KINDS = bits(range(KINDS))


def tile_index(t: Tile) -> int:
    """The 0-33 index of a tile."""
    found = _INDEX.get(id(t))
    return _learn(t) if found is None else found


def _learn(t: Tile) -> int:
    index = _SUIT_BASE[t.suit] + t.rank - (0 if t.suit == "z" else 1)
    _KEPT.append(t)
    _INDEX[id(t)] = index
    _WEIGHT[id(t)] = (1 << 8 * index) + (RED if t.red else 0)
    _FACE[id(t)] = index + (KINDS if t.red else 0)
    _DORA[id(t)] = dora_of(index)
    _DORA_WRAP[id(t)] = dora_of(index, True)
    return index


def packed(tiles: Sequence[Tile]) -> int:
    """The counts of `tiles` packed into one integer (see the module's note)."""
    try:
        return sum(map(WEIGHT_OF, map(id, tiles)))
    except KeyError:
        for t in tiles:
            tile_index(t)
        return sum(map(WEIGHT_OF, map(id, tiles)))


def mask(counts: bytes) -> int:
    """The kinds present in unpacked counts, as a kind mask."""
    return int.from_bytes(counts.translate(NONZERO), "little") & ALL_KINDS


def dora_kinds(indicators: Sequence[Tile], man_wrap: bool) -> list[int]:
    """The index of the dora each indicator shows (`man_wrap`: sanma's 1m/9m wrap)."""
    try:
        return list(map(DORA_OF[man_wrap], map(id, indicators)))
    except KeyError:
        for t in indicators:
            tile_index(t)
        return list(map(DORA_OF[man_wrap], map(id, indicators)))


def dora_of(indicator: int, man_wrap: bool = False) -> int:
    """The dora an indicator shows: the next tile of its suit, winds and dragons cycling."""
    if indicator < 27:
        if man_wrap and indicator in (0, 8):
            return 8 - indicator
        return indicator - indicator % 9 + (indicator % 9 + 1) % 9
    if indicator < 31:
        return 27 + (indicator - 26) % 4
    return 31 + (indicator - 30) % 3
