"""Space mahjong: Riichi with wrap-around and honour sequences (seed 000, rules/riichi.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.model.grammar import Grammar, space_grammar
from game.core.model.options import Option, seed_preset
from game.core.model.tiles import TileSet
from game.core.table.rules import PlayRules
from game.core.variants.base import Variant
from game.core.variants.riichi.examples import SPACE_EXAMPLES
from game.core.variants.riichi.lessons import RIICHI_NOTES, SPACE_GUIDE
from game.core.variants.riichi.prose import SPACE_PROSE
from game.core.variants.riichi.scoring import score_variant, table_variant
from game.core.variants.riichi.sheet import DORA_NAMES
from game.core.variants.riichi.variant import RIICHI_OPTIONS, RIICHI_WORDS, riichi_play_rules
from game.core.variants.tilesets import riichi_tiles

SPACE_OPTIONS = RIICHI_OPTIONS + (
    Option("chii_from_any", True, "Chii may be called from any player, not only the left", (),
           "play"),
    Option("seven_pairs", False, "Allow chiitoitsu as a winning hand", (), "yaku"),
    Option("open_kokushi_han", 3, "Han of an open kokushi (called honour sequences)", (2, 3),
           "yaku"),
    Option("rotated_chuuren", True, "Any rotation of the nine-gates shape counts as chuuren",
           (), "yaku"),
)


@dataclass(frozen=True)
class Space(Variant):
    def tileset(self, options: Mapping[str, Any]) -> TileSet:
        return riichi_tiles(options.get("red_fives", 1), options.get("red_suits", "mps"))

    def grammar(self, options: Mapping[str, Any]) -> Grammar:
        return space_grammar(self.tileset(options), seven_pairs=options.get("seven_pairs", False))

    score = score_variant  # the method itself: one call less on every win
    scoring_table = table_variant

    def play_rules(self, options: Mapping[str, Any]) -> PlayRules:
        values = self.filled(options)
        chow_from = "any" if values["chii_from_any"] else "left"
        return riichi_play_rules(values, chow_from=chow_from)



SPACE = Space("space", "Space mahjong", 4, SPACE_OPTIONS,
              "Riichi with wrap-around and honour runs", RIICHI_WORDS,
              tile_options=("red_fives", "red_suits"),
              presets=(seed_preset("seed 000, Space mahjong (rules/riichi.md, section Space)"),),
              element_notes=RIICHI_NOTES, guide=SPACE_GUIDE, short_title="Space",
              prose=SPACE_PROSE, element_examples=SPACE_EXAMPLES,
              bonus_elements=frozenset(DORA_NAMES))
