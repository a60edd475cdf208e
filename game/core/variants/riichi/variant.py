"""Riichi, 4 players (seed 003, rules/riichi.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from game.core.model.grammar import Grammar, standard_grammar
from game.core.model.tiles import TileSet
from game.core.table.rules import PlayRules
from game.core.variants.base import Variant
from game.core.variants.riichi.examples import RIICHI as RIICHI_EXAMPLES
from game.core.variants.riichi.lessons import RIICHI_GUIDE, RIICHI_NOTES
from game.core.variants.riichi.options import riichi_options
from game.core.variants.riichi.presets import RIICHI_PRESETS
from game.core.variants.riichi.prose import RIICHI_PROSE
from game.core.variants.riichi.scoring import score_variant, table_variant
from game.core.variants.riichi.settlement import nagashi_settle, riichi_settle
from game.core.variants.riichi.sheet import DORA_NAMES
from game.core.variants.tilesets import riichi_tiles

RIICHI_OPTIONS = riichi_options(4)


@dataclass(frozen=True)
class Riichi(Variant):
    def tileset(self, options: Mapping[str, Any]) -> TileSet:
        return riichi_tiles(options.get("red_fives", 1), options.get("red_suits", "mps"))

    def grammar(self, options: Mapping[str, Any]) -> Grammar:
        return standard_grammar(self.tileset(options), seven_pairs=True)

    score = score_variant  # the method itself: one call less on every win
    scoring_table = table_variant

    def play_rules(self, options: Mapping[str, Any]) -> PlayRules:
        return riichi_play_rules(self.filled(options))



# The calls in the words of the Japanese game (and of Sanma and Space).
RIICHI_WORDS = (("chi", "chi"), ("pon", "pon"), ("kan", "kan"), ("riichi", "riichi"),
                ("ron", "ron"), ("tsumo", "tsumo"))

RIICHI = Riichi("riichi", "Riichi", 4, RIICHI_OPTIONS, "Japanese rules · 4 players",
                RIICHI_WORDS, example_hand="234567m234p3455s", log_formats=("tenhou6", "mjai"),
                tile_options=("red_fives", "red_suits"), presets=RIICHI_PRESETS,
                element_notes=RIICHI_NOTES, guide=RIICHI_GUIDE, prose=RIICHI_PROSE,
                element_examples=RIICHI_EXAMPLES, bonus_elements=frozenset(DORA_NAMES))

ABORTIVE = ("nine_terminals", "four_riichi", "four_kans", "four_winds")
PAO = {"dragons_winds": frozenset({"dragons", "winds"}),
       "dragons_winds_kans": frozenset({"dragons", "winds", "kans"}), "off": frozenset()}
UMA = {"15/5": (15, 5, -5, -15), "20/10": (20, 10, -10, -20), "30/10": (30, 10, -10, -30),
       "15/0": (15, 0, -15), "20/0": (20, 0, -20)}


def riichi_play_rules(options: Mapping[str, Any], **changes: Any) -> PlayRules:
    """Riichi's procedure under its options (rules/riichi.md); sanma and space change a few
    fields. `options` holds every option of the variant."""
    get = options.get
    players = changes.get("players", 4)
    abortive = {name for name in ABORTIVE if get(name, False)}
    if players == 4 and get("multiple_ron") == "double":
        abortive.add("triple_ron")  # sanchahou: three rons on one discard abort the hand
    nagashi = partial(nagashi_settle, tsumo_loss=get("tsumo_loss", True)) \
        if get("nagashi_mangan") else None
    base = PlayRules(
        players=4, deal=(4, 4, 4, 1), dice=2, dead_wall=14, replacement_tiles=4,
        replenish=True, indicators=True, indicator_pairs=5, chow_from="left",
        multi_ron=get("multiple_ron") != "head_bump", riichi=True,
        kuikae=not get("kuikae"), furiten=True, atozuke=bool(get("atozuke")),
        furiten_riichi=bool(get("furiten_riichi")), karaten_riichi=bool(get("karaten_riichi")),
        rob_concealed_kong="thirteen_orphans" if get("rob_kokushi") else "",
        abortive=frozenset(abortive), noten_total=int(get("noten_total", 3000)),
        start_points=int(get("start_points", 25000)), target=int(get("target", 30000)),
        winds=1 if get("length") == "east" else 2, extension=bool(get("extension")),
        tobi=get("tobi") == "below_zero", bankrupt_at_zero=get("tobi") == "at_zero",
        agari_yame="" if get("agari_yame", "off") == "off" else str(get("agari_yame")),
        dealer_keeps_on_win=True, dealer_keeps_on_draw=str(get("renchan_on_draw", "tenpai")),
        honba=300, pao=PAO[get("pao", "dragons_winds")],
        kan_dora=("late_open" if get("kan_dora_timing") == "closed_now" else "now")
        if get("kan_dora", True) else "",
        kan_ura=bool(get("kan_ura", True)), oka=bool(get("oka", True)),
        settle=partial(riichi_settle, split=get("pao_ron", "split") == "split"),
        settle_nagashi=nagashi,
    )
    rules = replace(base, **changes)
    if get("uma"):
        rules = replace(rules, uma=UMA[str(get("uma_spread"))])
    return rules
