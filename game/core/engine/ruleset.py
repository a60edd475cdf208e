"""A game's rules resolved once: the variant, its options, its play rules, tiles and grammar."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.model.grammar import Grammar
from game.core.model.tiles import TileSet
from game.core.table.rules import PlayRules
from game.core.variants import get_variant
from game.core.variants.base import Variant


@dataclass(frozen=True)
class Ruleset:
    """What every decision of a game reads besides its state."""

    variant: Variant
    options: Mapping[str, Any]
    rules: PlayRules
    tileset: TileSet
    grammar: Grammar

    @classmethod
    def of(cls, variant_id: str, options: Mapping[str, Any] | None = None) -> Ruleset:
        """The rules of `variant_id` under `options` (OptionError on a bad one)."""
        variant = get_variant(variant_id)
        resolved = variant.resolve(options)
        return cls(variant, resolved, variant.play_rules(resolved),
                   variant.tileset(resolved), variant.grammar(resolved))
