"""Seeded AI matches pinned as golden digests: final scores, the action log and the event stream.

A refactor must leave every digest as it is; a change that moves one says why in its commit.
Rewrite the file after a deliberate change with `python -m tests.core.golden --write`.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from game.ai.selfplay import play_match

GOLDEN = Path(__file__).resolve().parent.parent / "data" / "golden_matches.json"

# (variant, seed, options): three default matches per variant and one under other options.
MATCHES: tuple[tuple[str, int, dict[str, Any]], ...] = (
    *((v, s, {}) for v in ("riichi", "sanma", "space", "hkos", "classical", "uzje")
      for s in (1, 2, 3)),
    ("riichi", 7, {"length": "east", "red_fives": 0, "kiriage": True, "uma": True}),
    ("sanma", 7, {"length": "east", "tsumo_loss": False, "uma": True}),
    ("space", 7, {"seven_pairs": True, "chii_from_any": False, "open_kokushi_han": 2}),
    ("hkos", 7, {"min_faan": 0, "max_faan": 13, "rounds": 2}),
    ("classical", 7, {"limit": 500, "dead_wall": "replenished", "rounds": 1,
                      "cannon_pays": "all", "concealed_hand": "but_the_pair"}),
    ("uzje", 7, {"players": 3, "compressed_winds": True, "min_fan": 1.5,
                 "show_concealed_quads": True, "length": "half_match"}),
)


def canon(value: Any, fmt: Any) -> Any:
    """An event's value as plain JSON data; tiles in the variant's notation."""
    from game.core.model.tiles import Tile

    if isinstance(value, Tile):
        return fmt([value])
    if isinstance(value, enum.Enum):
        return value.value
    if hasattr(value, "as_json"):
        return value.as_json()
    if dataclasses.is_dataclass(value):
        return {f.name: canon(getattr(value, f.name), fmt) for f in dataclasses.fields(value)}
    if isinstance(value, list | tuple):
        return [canon(v, fmt) for v in value]
    if isinstance(value, dict):
        return {str(k): canon(v, fmt) for k, v in value.items()}
    return value


def _sha(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def play(variant: str, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    """One pinned match, played by the baseline AI in every seat, as its digests."""
    stream: list[Any] = []

    def record(game: Any, events: list[Any]) -> None:
        stream.extend([type(e).__name__, canon(e, game.tileset.format)] for e in events)

    game, rec = play_match(variant, seed, options, check=record)
    return {"variant": variant, "seed": seed, "options": options,
            "scores": list(rec.scores), "hands": rec.hands,
            "actions": _sha(game.state.log), "events": _sha(stream)}


def key(variant: str, seed: int, options: dict[str, Any]) -> str:
    return f"{variant}/{seed}/{json.dumps(options, sort_keys=True)}"


def main() -> None:
    """--write: pin every match anew; --check N: replay the first match of each variant
    whose seed is N and exit 1 on any difference (run it under another PYTHONHASHSEED)."""
    args = sys.argv[1:]
    if args == ["--write"]:
        data = {key(*m): play(*m) for m in MATCHES}
        GOLDEN.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
        print(f"wrote {len(data)} golden matches to {GOLDEN}")
        return
    if len(args) == 2 and args[0] == "--check":
        pinned = json.loads(GOLDEN.read_text())
        wrong = [key(*m) for m in MATCHES if m[1] == int(args[1])
                 and play(*m) != pinned[key(*m)]]
        print("\n".join(wrong) or "all as pinned")
        sys.exit(1 if wrong else 0)
    sys.exit("usage: python -m tests.core.golden --write | --check SEED")


if __name__ == "__main__":
    main()
