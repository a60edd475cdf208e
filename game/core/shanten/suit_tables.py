"""The packaged suit tables: the tiles-used vectors of every nine-kind block a variant has,
read once from game/data, so a suit's vector costs one lookup (blocks.Block.vector)."""

from __future__ import annotations

import base64
import json
import zlib
from importlib import resources

from game.core.shanten.blocks import Block

TABLE_FILE = "suit_tables.json.z"
TABLE_KINDS = 9  # blocks this size or smaller with a table entry read it from the file


_LOADED: dict[str, tuple[tuple[tuple[int, ...], ...], bytes]] | None = None


def _load() -> dict[str, tuple[tuple[tuple[int, ...], ...], bytes]]:
    global _LOADED
    if _LOADED is None:
        _LOADED = {}
        try:
            raw = resources.files("game").joinpath("data", TABLE_FILE).read_bytes()
        except (FileNotFoundError, ModuleNotFoundError):
            return _LOADED
        for sig, entry in json.loads(zlib.decompress(raw)).items():
            classes = tuple(tuple(v) for v in entry["classes"])
            _LOADED[sig] = (classes, zlib.decompress(base64.b64decode(entry["table"])))
    return _LOADED


def attach_table(block: Block) -> bool:
    """Give the block its packaged table if the file has one for its templates."""
    entry = _load().get(block.signature)
    if entry is None:
        return False
    block.classes, block.table = entry
    return True


def all_count_vectors(n: int, limit: int = 14) -> list[tuple[int, ...]]:
    """Every count vector of n kinds (0-4 each) holding at most `limit` tiles."""
    out: list[tuple[int, ...]] = []

    def walk(prefix: list[int], left: int) -> None:
        if len(prefix) == n:
            out.append(tuple(prefix))
            return
        for c in range(min(4, left) + 1):
            prefix.append(c)
            walk(prefix, left - c)
            prefix.pop()

    walk([], limit)
    return out
