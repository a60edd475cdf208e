"""Riichi, 4 players (seed 003, rules/riichi.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from game.core.model.grammar import Grammar, standard_grammar
from game.core.model.options import Option
from game.core.model.tiles import TileSet
from game.core.table.rules import PlayRules
from game.core.variants.base import Variant
from game.core.variants.riichi.scoring import score_variant, table_variant
from game.core.variants.riichi.settlement import riichi_settle
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

    score = score_variant  # the method itself: one call less on every win
    scoring_table = table_variant

    def play_rules(self, options: Mapping[str, Any]) -> PlayRules:
        return riichi_play_rules(options)



# The calls in the words of the Japanese game (and of Sanma and Space).
RIICHI_WORDS = (("chi", "chi"), ("pon", "pon"), ("kan", "kan"), ("riichi", "riichi"),
                ("ron", "ron"), ("tsumo", "tsumo"))

RIICHI = Riichi("riichi", "Riichi", 4, RIICHI_OPTIONS, "Japanese rules · 4 players",
                RIICHI_WORDS, example_hand="234567m234p3455s", log_formats=("tenhou6", "mjai"),
                tile_options=("red_fives",))


def riichi_play_rules(options: Mapping[str, Any], **changes: Any) -> PlayRules:
    """Riichi's procedure (rules/riichi.md); sanma and space change a few fields."""
    base = PlayRules(
        players=4, deal=(4, 4, 4, 1), dice=2, dead_wall=14, replacement_tiles=4,
        replenish=True, indicators=True, indicator_pairs=5, chow_from="left",
        multi_ron=True, riichi=True, kuikae=True, furiten=True,
        rob_concealed_kong="thirteen_orphans",
        abortive=frozenset({"nine_terminals", "four_riichi", "four_kans", "four_winds"}),
        noten_total=3000, start_points=25000, target=30000,
        winds=1 if options.get("length") == "east" else 2, extension=True, tobi=True,
        dealer_keeps_on_win=True, dealer_keeps_on_draw="tenpai", honba=300,
        settle=riichi_settle,
    )
    rules = replace(base, **changes)
    if options.get("uma"):
        rules = replace(rules, uma={4: (15, 5, -5, -15), 3: (15, 0, -15)}[rules.players])
    return rules
