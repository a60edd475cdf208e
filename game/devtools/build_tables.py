"""Builds the packaged shanten tables in game/data from the exact block solver.

`python -m game.devtools.build_tables suits [PATH]` writes the nine-kind suit tables of every
variant (seconds); `python -m game.devtools.build_tables wide [LIMIT [PATH]]` writes Ùzje's
sixteen-rank tables up to LIMIT tiles (limit 7: about 70 minutes of CPU). The game reads the
files through game.core.shanten.blocks and game.core.shanten.wide_tables.
"""

from __future__ import annotations

import base64
import json
import lzma
import sys
import zlib
from array import array
from collections.abc import Iterator
from typing import Any

from game.core.model.grammar import Grammar
from game.core.shanten import engine_for
from game.core.shanten.automaton import Automaton
from game.core.shanten.blocks import NEG, Block
from game.core.shanten.suit_tables import TABLE_FILE, TABLE_KINDS, all_count_vectors
from game.core.shanten.wide_tables import LIMIT, WIDE_FILE, WIDE_KINDS
from game.core.variants import VARIANTS


def grammars() -> Iterator[tuple[str, Grammar]]:
    """Every variant's grammar under its defaults and under each yes/no option turned over:
    the blocks any game can build."""
    for variant in VARIANTS.values():
        flips: list[dict[str, Any]] = [{}]
        flips += [{o.name: not o.default} for o in variant.options if isinstance(o.default, bool)]
        for given in flips:
            yield variant.id, variant.grammar(variant.resolve(given))


def suit_table(block: Block) -> dict[str, object]:
    """Class vectors and a 5**n byte table (base-5 code -> class; 255 = over 14 tiles)."""
    automaton = Automaton(block)
    n = len(block.kinds)
    table = bytearray([255]) * (5 ** n)
    classes: dict[tuple[int, ...], int] = {}
    for counts in all_count_vectors(n):
        cls = classes.setdefault(automaton.vector(counts), len(classes))
        if cls > 254:
            raise ValueError(f"block {block.signature} has over 254 classes")
        code = 0
        for c in reversed(counts):
            code = code * 5 + c
        table[code] = cls
    return {"classes": [list(v) for v in classes],
            "table": base64.b64encode(zlib.compress(bytes(table), 9)).decode("ascii")}


def build_suits(path: str) -> None:
    """Write the table file of every nine-kind block."""
    entries: dict[str, dict[str, object]] = {}
    for variant_id, grammar in grammars():
        for block in engine_for(grammar).blocks:
            if len(block.kinds) != TABLE_KINDS or block.signature in entries:
                continue
            block.table = None  # solve it, not read it
            entries[block.signature] = suit_table(block)
            print(f"{variant_id}: a block of {len(block.kinds)} kinds", file=sys.stderr)
    with open(path, "wb") as f:
        f.write(zlib.compress(json.dumps(entries, sort_keys=True).encode("ascii"), 9))


def wide_table(block: Block, limit: int) -> dict[str, object]:
    """The entry of one sixteen-kind block: every vector by the exact solver, its memo trimmed
    as it grows (its keys are suffixes, so most stay useful)."""
    classes: dict[tuple[int, ...], int] = {}
    table = array("H")
    for counts in all_count_vectors(len(block.kinds), limit):
        table.append(classes.setdefault(block.solve(counts), len(classes)))
        if len(block.memo) > 2_000_000:
            block.memo.clear()
    if sys.byteorder == "big":
        table.byteswap()
    if any(v != NEG and v < 0 for vec in classes for v in vec):
        raise ValueError("a vector entry below zero that is not NEG")
    return {"limit": limit, "classes": [list(v) for v in classes],
            "table": base64.b64encode(table.tobytes()).decode("ascii")}


def build_wide(path: str, limit: int = LIMIT) -> None:
    """Write the table file of every sixteen-kind block that demands Zero."""
    entries: dict[str, dict[str, object]] = {}
    for _, grammar in grammars():
        for block in engine_for(grammar).blocks:
            if len(block.kinds) == WIDE_KINDS and block.e1 > 1 and block.signature not in entries:
                entries[block.signature] = wide_table(block, limit)
    # A 2 MiB dictionary holds the whole ~1 MB text: as small as preset 9's 64 MiB makes
    # it, which the reader would otherwise allocate for a moment on the first Ùzje hand.
    packed = lzma.compress(json.dumps(entries, sort_keys=True).encode("ascii"),
                           filters=[{"id": lzma.FILTER_LZMA2, "preset": 9, "dict_size": 2**21}])
    with open(path, "wb") as f:
        f.write(packed)


def main(argv: list[str]) -> None:
    if argv[:1] == ["suits"]:
        build_suits(argv[1] if len(argv) > 1 else f"game/data/{TABLE_FILE}")
    elif argv[:1] == ["wide"]:
        limit = int(argv[1]) if len(argv) > 1 else LIMIT
        build_wide(argv[2] if len(argv) > 2 else f"game/data/{WIDE_FILE}", limit)
    else:
        sys.exit("usage: python -m game.devtools.build_tables suits [PATH] | wide [LIMIT [PATH]]")


if __name__ == "__main__":
    main(sys.argv[1:])
