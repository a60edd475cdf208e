"""Hong Kong Old Style (seed 001, rules/hkos.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.core.model.grammar import Grammar, standard_grammar
from game.core.model.options import Option, preset, seed_preset
from game.core.model.sheet import ScoreSheet, ScoringRow, WinSituation
from game.core.model.tiles import TileSet
from game.core.table.rules import PlayRules
from game.core.variants.base import Variant
from game.core.variants.chinese.classical import CHINESE_WORDS
from game.core.variants.chinese.examples import HKOS as HKOS_EXAMPLES
from game.core.variants.chinese.hkos_scoring import hkos_table, score_hkos
from game.core.variants.chinese.lessons import HKOS_GUIDE, HKOS_NOTES
from game.core.variants.chinese.prose import HKOS_PROSE
from game.core.variants.tilesets import bonus_tiles

HKOS_OPTIONS = (
    Option("rounds", 1, "Rounds (prevailing winds) in a game", (1, 2, 3, 4), "length"),
    Option("faan_table", "seed", "The faan table: Sparrow's own (these rules), or the common "
           "Hong Kong one (full flush 7, small three dragons 5, all pungs 3, ...)",
           ("seed", "hong_kong"), "yaku"),
    Option("min_faan", 3, "Minimum faan to win", (0, 1, 2, 3), "yaku"),
    Option("max_faan", 10, "Maximum faan of a hand; max hands score this", (7, 10, 13),
           "payments"),
    Option("two_pairs_one_suit", False,
           "Two pairs of matching chows must both be in one suit (default: any suits)", (),
           "yaku"),
)


@preset("Hong Kong table")
def hong_kong() -> dict[str, Any]:
    """The common Hong Kong faan table in place of these rules' own: full and half flush 7 and 3
    open or closed, all pungs 3, small and big three dragons 5 and 8, small four winds 6,
    concealed hand and all chows 1 each; the rows of Sparrow's standard table it lacks (pure
    straight, matching chows, seven pairs, ...) score nothing.

    Source: "Hong Kong Mahjong Scoring Guide" (github.com/Kimeiga/hkos, docs/scoring_2.md),
    its traditional hands. Not named here: as the seed.
    """
    return {"faan_table": "hong_kong"}


_grammar = cache(standard_grammar)  # built once: scoring and shapes ask per hand


# The seed's names speak to the winner; a sheet is read by everyone (a tester read "Season of
# your seat" on an opponent's win).
SEAT_BONUS_LABELS = {"Flower of your seat": "Seat flower", "Season of your seat": "Seat season"}


@dataclass(frozen=True)
class Hkos(Variant):
    def tileset(self, options: Mapping[str, Any]) -> TileSet:
        return bonus_tiles("hkos")

    def element_label(self, name: str) -> str:
        return SEAT_BONUS_LABELS.get(name, name)

    def grammar(self, options: Mapping[str, Any]) -> Grammar:
        return _grammar(self.tileset(options), seven_pairs=True)

    def play_rules(self, options: Mapping[str, Any]) -> PlayRules:
        """Deal two at a time to 12 then one, 3d6, dead wall kept at 14, bonus tiles replaced
        at once from it; East passes after a win, stays after a tie."""
        return PlayRules(
            players=4, deal=(2, 2, 2, 2, 2, 2, 1), dice=3, dead_wall=14, replacement_tiles=14,
            replenish=True, chow_from="left", start_points=500, winds=int(options.get("rounds", 1)),
            bankrupt_at_zero=True, dealer_keeps_on_win=False, dealer_keeps_on_draw="always",
            bonus_win=8,
        )

    def score(self, situation: WinSituation, options: Mapping[str, Any]) -> ScoreSheet:
        """Seed 001's faan table, the faan-to-points table and who pays double."""
        values = {o.name: o.default for o in self.options} | dict(options)
        return score_hkos(self.grammar(values), situation, values)

    def scoring_table(self, options: Mapping[str, Any]) -> tuple[ScoringRow, ...]:
        return hkos_table(self.resolve(options))



HKOS = Hkos("hkos", "Hong Kong Old Style", 4, HKOS_OPTIONS,
            "Faan scoring · flowers and seasons", CHINESE_WORDS,
            presets=(seed_preset("seed 001, Hong Kong Old Style (rules/hkos.md)"), hong_kong),
            element_notes=HKOS_NOTES, guide=HKOS_GUIDE, short_title="Hong Kong",
            prose=HKOS_PROSE, element_examples=HKOS_EXAMPLES)
