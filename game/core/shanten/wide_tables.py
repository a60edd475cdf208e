"""Packaged class tables for Ùzje's sixteen-rank suits: the exact solver's vector of every
suit count vector holding at most `limit` tiles, as a class id.

A 16-kind suit has 5**16 count vectors, so the table ranks only those of at most `limit`
tiles (243k for 7) in the order of all_count_vectors, and stores one uint16 class id each.
The vectors are the external ("Zero demand") ones; a suit's plain vector is their maximum
over the demand (each meld group asks at most one Zero, four groups at most), so one table
serves both. Loaded on first use: the game's startup never reads it.

`python -m game.devtools.build_tables wide [limit [path]]` regenerates the file with the exact
solver of blocks.Block: for limit 7, about 70 minutes of CPU on a busy machine (most of it
the 7-tile vectors); the limit is stored in the file.
"""

from __future__ import annotations

import base64
import json
import lzma
import sys
from array import array
from collections.abc import Sequence
from importlib import resources

from game.core.shanten.blocks import MAX_E, MAX_MELDS, Block

WIDE_FILE = "wide_suit_tables.json.xz"
WIDE_KINDS = 16
LIMIT = 7


class WideTable:
    """One block signature's table: rank a count vector, read its class."""

    __slots__ = ("limit", "classes", "plain", "table", "offsets", "n")

    def __init__(self, n: int, limit: int, classes: Sequence[tuple[int, ...]],
                 table: array[int]) -> None:
        self.n = n
        self.limit = limit
        self.classes = tuple(classes)
        self.plain = tuple(plain_of(v) for v in self.classes)
        self.table = table
        # offsets[j][s][c]: count vectors before those whose kind j holds c, the kinds
        # before j holding s tiles (so rank = sum over j).
        fits = [[0] * (limit + 1) for _ in range(n + 1)]  # vectors of the last m kinds, <= s
        for s in range(limit + 1):
            fits[0][s] = 1
        for m in range(1, n + 1):
            for s in range(limit + 1):
                fits[m][s] = sum(fits[m - 1][s - c] for c in range(min(4, s) + 1))
        self.offsets = [
            [[sum(fits[n - 1 - j][s2 - v] for v in range(c) if s2 - v >= 0)
              for c in range(5)] for s2 in (limit - s for s in range(limit + 1))]
            for j in range(n)
        ]

    def rank(self, counts: Sequence[int]) -> int:
        """Position of a count vector of at most `limit` tiles in all_count_vectors order."""
        r = s = 0
        offsets = self.offsets
        for j, c in enumerate(counts):
            if c:
                r += offsets[j][s][c]
                s += c
        return r

    def class_of(self, counts: Sequence[int]) -> int:
        return self.table[self.rank(counts)]


def plain_of(vec: Sequence[int]) -> tuple[int, ...]:
    """The plain ("at most", no Zero count) vector of an external one: best over demand."""
    e1 = MAX_E + 1
    return tuple(max(vec[i * e1:(i + 1) * e1]) for i in range((MAX_MELDS + 1) * 2))


_LOADED: dict[str, WideTable] | None = None


def wide_table(block: Block) -> WideTable | None:
    """The packaged table of a 16-kind external block, read on first use; None without."""
    global _LOADED
    if _LOADED is None:
        _LOADED = {}
        try:
            raw = resources.files("game").joinpath("data", WIDE_FILE).read_bytes()
        except (FileNotFoundError, ModuleNotFoundError):
            return None
        for sig, entry in json.loads(lzma.decompress(raw)).items():
            table = array("H")
            table.frombytes(base64.b64decode(entry["table"]))
            if sys.byteorder == "big":
                table.byteswap()
            classes = [tuple(v) for v in entry["classes"]]
            _LOADED[sig] = WideTable(WIDE_KINDS, entry["limit"], classes, table)
    return _LOADED.get(block.signature)
