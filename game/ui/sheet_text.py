"""How a scorer's names read on screen: limits capitalised as players say them ("Haneman",
"Kazoe yakuman"), Ùzje's flowers by name, not by their notation letter ("Flower: Chrysanthemum"
for "Flower q"). The scorers keep their names (the analyzer's JSON uses them)."""

from __future__ import annotations

import re

from game.core.model.tiles import FLOWER_NAMES, SEASON, SEASON_NAMES, UZJE

_UZJE_FLOWER = re.compile(r"(Seat flower|Flower) ([h-ko-r])")


def limit_text(name: str) -> str:
    """A limit's name as a heading: its first letter capital (the rest as the scorer says)."""
    return name[:1].upper() + name[1:]


def flower_name(letter: str) -> str:
    """An Ùzje flower by the name its tile shows: seasons h-k Spring to Winter, gentlemen o-r
    Plum, Orchid, Chrysanthemum, Bamboo (the glyphs of game.art.faces)."""
    t = UZJE.parse(letter)[0]
    return (SEASON_NAMES if t.suit == SEASON else FLOWER_NAMES)[t.rank - 1]


def element_text(name: str) -> str:
    """A sheet line's name as the player reads it."""
    m = _UZJE_FLOWER.fullmatch(name)
    if m:
        return f"{m.group(1)}: {flower_name(m.group(2))}"
    return name
