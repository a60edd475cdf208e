"""Three-player Riichi (seed 003's second list, rules/riichi.md section Sanma)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.model.grammar import Grammar, standard_grammar
from game.core.model.options import Option
from game.core.model.tiles import TileSet
from game.core.table.rules import PlayRules
from game.core.variants.base import Variant
from game.core.variants.riichi.scoring import score_variant, table_variant
from game.core.variants.riichi.variant import RIICHI_WORDS, riichi_play_rules
from game.core.variants.tilesets import sanma_tiles

SANMA_OPTIONS = (
    Option("length", "east_south", "East-only or East-South game", ("east", "east_south")),
    Option("red_fives", 1, "Red fives in circles and bamboo, each one dora", (0, 1)),
    Option("kiriage", False, "Round 4 han 30 fu and 3 han 60 fu up to mangan"),
    Option("uma", False, "Add uma and oka to the final results"),
    Option("tsumo_loss", True, "On tsumo the missing fourth player's share is not paid"),
)


@dataclass(frozen=True)
class Sanma(Variant):
    def tileset(self, options: Mapping[str, Any]) -> TileSet:
        return sanma_tiles(options.get("red_fives", 1))

    def grammar(self, options: Mapping[str, Any]) -> Grammar:
        return standard_grammar(self.tileset(options), seven_pairs=True)

    score = score_variant  # the method itself: one call less on every win
    scoring_table = table_variant

    def play_rules(self, options: Mapping[str, Any]) -> PlayRules:
        return riichi_play_rules(
            options, players=3, replacement_tiles=8, chow_from="none", north_extraction=True,
            abortive=frozenset({"nine_terminals", "four_kans"}), start_points=35000,
            target=40000,
        )



SANMA = Sanma("sanma", "Sanma (3-player Riichi)", 3, SANMA_OPTIONS,
              "Riichi for 3 players · North extraction", RIICHI_WORDS,
              log_formats=("tenhou6", "mjai"), tile_options=("red_fives",))
