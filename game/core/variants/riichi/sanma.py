"""Three-player Riichi (seed 003's second list, rules/riichi.md section Sanma)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.model.grammar import Grammar, standard_grammar
from game.core.model.tiles import TileSet
from game.core.table.rules import PlayRules
from game.core.variants.base import Variant
from game.core.variants.riichi.examples import SANMA_EXAMPLES
from game.core.variants.riichi.lessons import RIICHI_NOTES, SANMA_GUIDE
from game.core.variants.riichi.options import SANMA_ONLY, riichi_options
from game.core.variants.riichi.presets import SANMA_PRESETS
from game.core.variants.riichi.prose import SANMA_PROSE
from game.core.variants.riichi.scoring import score_variant, table_variant
from game.core.variants.riichi.sheet import DORA_NAMES
from game.core.variants.riichi.variant import RIICHI_WORDS, riichi_play_rules
from game.core.variants.tilesets import sanma_tiles

SANMA_OPTIONS = riichi_options(3) + SANMA_ONLY


@dataclass(frozen=True)
class Sanma(Variant):
    def tileset(self, options: Mapping[str, Any]) -> TileSet:
        return sanma_tiles(options.get("red_fives", 1), options.get("red_suits", "ps"))

    def grammar(self, options: Mapping[str, Any]) -> Grammar:
        return standard_grammar(self.tileset(options), seven_pairs=True)

    score = score_variant  # the method itself: one call less on every win
    scoring_table = table_variant

    def play_rules(self, options: Mapping[str, Any]) -> PlayRules:
        values = self.filled(options)
        dead = int(values["dead_wall"])
        return riichi_play_rules(
            values, players=3, replacement_tiles=8, dead_wall=dead, chow_from="none",
            north_extraction=bool(values["north_extraction"]),
        )



SANMA = Sanma("sanma", "Sanma (3-player Riichi)", 3, SANMA_OPTIONS,
              "Riichi for 3 players · North extraction", RIICHI_WORDS,
              log_formats=("tenhou6", "mjai"), tile_options=("red_fives", "red_suits"),
              presets=SANMA_PRESETS, element_notes=RIICHI_NOTES, guide=SANMA_GUIDE,
              short_title="Sanma", prose=SANMA_PROSE, element_examples=SANMA_EXAMPLES,
              bonus_elements=frozenset(DORA_NAMES))
