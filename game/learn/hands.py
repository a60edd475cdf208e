"""Random practice hands built from a variant's meld grammar (four melds and a pair, then a tile
taken away or swapped), checked by the core's own analysis; deterministic for a seeded Random."""

from __future__ import annotations

import random
from typing import Any

from game.analysis import answer
from game.core.model.melds import MeldKind
from game.core.model.tiles import Tile
from game.core.variants import get_variant
from game.learn.discards import discard_options

TRIES = 40


def complete_hand(variant_id: str, rng: random.Random, options: dict | None = None
                  ) -> list[Tile]:
    """Fourteen concealed tiles that make four melds and a pair under the variant's grammar
    (runs drawn about twice as often as pungs, as in real hands)."""
    variant = get_variant(variant_id)
    grammar = variant.grammar(variant.resolve(options or {}))
    ts = grammar.tileset
    runs = [t for t in grammar.templates if t.kind is not MeldKind.PUNG]
    pungs = [t for t in grammar.templates if t.kind is MeldKind.PUNG]
    while True:
        counts = [0] * len(ts.kinds)
        for _ in range(4):
            pool = runs if runs and rng.random() < 0.68 else pungs
            template = rng.choice(pool)
            for i in template.indices:
                counts[i] += 1
        pair = rng.randrange(len(ts.kinds))
        counts[pair] += 2
        if max(counts) <= ts.copies:
            return ts.from_counts(counts)


def _ask(variant_id: str, tiles: list[Tile], options: dict | None) -> dict[str, Any]:
    ts = get_variant(variant_id).tileset(get_variant(variant_id).resolve(options or {}))
    return answer({"variant": variant_id, "options": options or {}, "hand": ts.format(tiles)})


def waits_drill(variant_id: str, rng: random.Random, options: dict | None = None
                ) -> dict[str, Any]:
    """A ready hand of 13 and its waits: a complete hand with one tile taken away, preferring
    hands that wait on more than one tile (those are the ones worth practising)."""
    best = None
    for attempt in range(TRIES):
        hand = complete_hand(variant_id, rng, options)
        hand.pop(rng.randrange(len(hand)))
        found = _ask(variant_id, hand, options)
        waits = found.get("waits") or []
        if found.get("shanten") != 0 or not waits:
            continue
        best = {"hand": hand, "waits": waits}
        if len(waits) >= 2 or attempt >= TRIES // 2:
            break
    if best is None:
        raise RuntimeError(f"no ready hand found for {variant_id}")
    return best


def discard_drill(variant_id: str, rng: random.Random, options: dict | None = None
                  ) -> dict[str, Any]:
    """A hand of 14 one or two steps from ready: a complete hand with one or two tiles swapped
    for random ones from the rest of the set, with every discard weighed (a ready hand's waits
    by whether their wins reach the variant's minimum: game.learn.discards)."""
    variant = get_variant(variant_id)
    ts = variant.tileset(variant.resolve(options or {}))
    for _ in range(TRIES):
        hand = complete_hand(variant_id, rng, options)
        counts = ts.counts(hand)
        for _ in range(rng.choice((1, 2))):
            hand.pop(rng.randrange(len(hand)))
            free = [k for k, n in zip(ts.kinds, counts, strict=True) if n < ts.copies]
            new = rng.choice(free)
            counts[ts.index[new]] += 1
            hand.append(new)
        weighed = discard_options(variant_id, options, hand)
        if weighed and weighed[0].shanten >= 0 and weighed[-1].rank != weighed[0].rank:
            return {"hand": ts.sort(hand), "shanten": min(o.shanten for o in weighed),
                    "options": weighed,
                    "discards": [{"tile": ts.format([o.tile]), "shanten": o.shanten,
                                  "ukeire": o.useful} for o in weighed]}
    raise RuntimeError(f"no drill hand found for {variant_id}")
