"""Ùzje mahjong: 16-rank suits, Zero, compressed winds, eight flowers (seed 002, uzje.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.core.model.grammar import Grammar, uzje_grammar
from game.core.model.options import Option, seed_preset
from game.core.model.sheet import ScoreSheet, ScoringRow, WinSituation
from game.core.model.tiles import (
    COMPRESSED_WINDS,
    FLOWERS,
    GREEN,
    MAN,
    PIN,
    RED,
    SEASONS,
    SOU,
    UZJE,
    WHITE,
    WINDS,
    ZERO,
    TileSet,
    honour_kinds,
    number_kinds,
)
from game.core.table.rules import PlayRules
from game.core.variants.base import Variant
from game.core.variants.uzje.examples import UZJE as UZJE_EXAMPLES
from game.core.variants.uzje.lessons import UZJE_GUIDE, UZJE_NOTES
from game.core.variants.uzje.prose import UZJE_PROSE
from game.core.variants.uzje.scoring import FLOWER_LABELS, score_uzje, uzje_table

UZJE_OPTIONS = (
    Option("all_tongs", False, "Use all 16 ranks of tongs, not only 1 and 16", (), "play"),
    Option("compressed_winds", False, "Winds H (East/West) and V (South/North) instead of E S W N",
           (), "play"),
    Option("flowers", True, "Play with the eight flowers", (), "play"),
    Option("rational_gems", False, "Gems may also be 4-6-9 and 9-12-16", (), "yaku"),
    Option("players", 4, "Players at the table", (3, 4)),
    Option("length", "set", "One set (every player deals once), a half match (two sets) "
           "or a match (four sets)",
           ("set", "half_match", "match"), "length"),
    Option("show_concealed_quads", False, "Concealed quads are shown face up to everyone", (),
           "play"),
    Option("min_fan", 2.5, "Fan a win must exceed; the points table moves with it",
           (1.5, 2.5, 3.5, 4.5), "yaku"),
    Option("half_payment", "up", "Half payments of odd points round up or down to a point",
           ("up", "down"), "payments"),
    Option("runs_from_any", False, "Ariths, gems and powers may be claimed from any player, "
           "not only the left", (), "play"),
)


@cache
def uzje_tiles(
    all_tongs: bool = False, compressed_winds: bool = False, flowers: bool = True
) -> TileSet:
    """Tongs, socks, mans, Zero, winds, arrows C F P (the seed's standard order)."""
    tong_ranks = range(1, 17) if all_tongs else (1, 16)
    winds = COMPRESSED_WINDS if compressed_winds else WINDS
    kinds = (
        number_kinds(PIN, tong_ranks)
        + number_kinds(SOU, range(1, 17))
        + number_kinds(MAN, range(1, 17))
        + honour_kinds((ZERO, *winds, RED, GREEN, WHITE))
    )
    bonus = SEASONS + FLOWERS if flowers else ()
    return TileSet("uzje", tuple(kinds), bonus, UZJE, ranks=16)


_grammar = cache(uzje_grammar)  # built once per tile set: scoring and shapes ask per hand


@dataclass(frozen=True)
class Uzje(Variant):
    def tileset(self, options: Mapping[str, Any]) -> TileSet:
        return uzje_tiles(options.get("all_tongs", False), options.get("compressed_winds", False),
                          options.get("flowers", True))

    def grammar(self, options: Mapping[str, Any]) -> Grammar:
        return _grammar(self.tileset(options), bool(options.get("rational_gems", False)))

    def element_label(self, name: str) -> str:
        return FLOWER_LABELS.get(name, name)

    def players_for(self, options: Mapping[str, Any]) -> int:
        return int(options.get("players", 4))

    def play_rules(self, options: Mapping[str, Any]) -> PlayRules:
        """HKOS procedure with one shared sorted discard pile, a 16-tile replenished dead wall,
        one tile turned up per exposed quad and hidden concealed quads (uzje.md)."""
        sets = {"set": 1, "half_match": 2, "match": 4}[options.get("length", "set")]
        return PlayRules(
            players=self.players_for(options), deal=(2, 2, 2, 2, 2, 2, 1), dice=3,
            dead_wall=16, replacement_tiles=16, replenish=True, turn_up_per_exposed_kong=True,
            hide_concealed_kongs=not options.get("show_concealed_quads", False),
            shared_discards=True, start_points=0, winds=sets,
            chow_from="any" if options.get("runs_from_any", False) else "left",
            dealer_keeps_on_win=True, dealer_keeps_on_draw="always", )

    def score(self, situation: WinSituation, options: Mapping[str, Any]) -> ScoreSheet:
        """uzje.md's fan table, the points table and full and half payments."""
        values = {o.name: o.default for o in self.options} | dict(options)
        return score_uzje(self.grammar(values), situation, values)

    def scoring_table(self, options: Mapping[str, Any]) -> tuple[ScoringRow, ...]:
        return uzje_table(self.resolve(options))



# The calls in Ùzje's words: runs are ariths, pungs trips, kongs quads.
UZJE_WORDS = (("chi", "arith"), ("pon", "trip"), ("kan", "quad"), ("gem", "gem"),
              ("power", "power"), ("ron", "win"), ("tsumo", "win"))

UZJE_VARIANT = Uzje("uzje", "Ùzje mahjong", 4, UZJE_OPTIONS, "16-rank suits · arithmetic melds",
                    UZJE_WORDS, compressed_seats=True,
                    tile_options=("all_tongs", "compressed_winds", "flowers"),
                    presets=(seed_preset("seed 002, Ùzje mahjong (rules/uzje.md)"),),
                    element_notes=UZJE_NOTES, guide=UZJE_GUIDE, short_title="Ùzje",
                    prose=UZJE_PROSE, element_examples=UZJE_EXAMPLES)
