"""Riichi, 4 players (seed 003, rules/riichi.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.grammar import Grammar, standard_grammar
from game.core.options import Option
from game.core.tiles import TileSet
from game.core.variants.base import Variant
from game.core.variants.tilesets import riichi_tiles

RIICHI_OPTIONS = (
    Option("length", "east_south", "East-only or East-South game", ("east", "east_south")),
    Option("red_fives", 1, "Red fives per suit, each one dora", (0, 1)),
    Option("kiriage", False, "Round 4 han 30 fu and 3 han 60 fu up to mangan"),
    Option("uma", False, "Add uma 15/5 and oka to the final results"),
)


@dataclass(frozen=True)
class Riichi(Variant):
    def tileset(self, options: Mapping[str, Any]) -> TileSet:
        return riichi_tiles(options.get("red_fives", 1))

    def grammar(self, options: Mapping[str, Any]) -> Grammar:
        return standard_grammar(self.tileset(options), seven_pairs=True)


RIICHI = Riichi("riichi", "Riichi", 4, RIICHI_OPTIONS)
