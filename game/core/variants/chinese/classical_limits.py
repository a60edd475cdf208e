"""Classical limit hands (seed 004, M 122): which of them a winning reading makes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.model.melds import Form, Meld, MeldKind
from game.core.model.sheet import WinSituation
from game.core.model.tiles import DRAGONS, SOU, WINDS, Tile, tile
from game.core.variants.chinese.classical_points import is_terminal

NINE_GATES_RANKS = (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9)
SNAKE_EXTRA_RANKS = (2, 5, 8)
JADE = frozenset([tile(SOU, r) for r in (2, 3, 4, 6, 8)] + [tile("z", 6)])
DRAGON_TILES = frozenset(tile("z", r) for r in DRAGONS)
WIND_TILES = frozenset(tile("z", r) for r in WINDS)

# Seed 004's limit hands in its order, each with the option that turns it off ("": always in
# force). In a game without a limit (option limit 0) All Honours and Heads and Tails are
# doubles of the winner instead.
LIMIT_HANDS = (
    ("Heaven's Blessing", ""), ("Earth's Blessing", ""),
    ("Gathering Plum Blossom from the Roof", "plum_blossom"),
    ("Catching the Moon from the Bottom of the Sea", "catching_moon"),
    ("Scratching a Carrying Pole", "carrying_pole"), ("Kong upon Kong", ""),
    ("Four Kongs", ""), ("Thirteen Unique Wonders", ""), ("Buried Treasure", ""),
    ("The Three Great Scholars", ""), ("Four Blessings o'er the Door", ""),
    ("All Honours", "limit"), ("Heads and Tails", "limit"), ("Imperial Jade", "imperial_jade"),
    ("Nine Gates", ""), ("Wriggling Snake", "wriggling_snake"), ("Concealed Clear Suit", ""),
    ("East's 13th consecutive Mah Jong", ""),
)
_DEFAULTS = {"limit": 1000}  # an option's value when the options do not say (else on)


def limit_hands_in_force(options: Mapping[str, Any]) -> tuple[str, ...]:
    """The limit hands these options play with, in the seed's order."""
    return tuple(name for name, option in LIMIT_HANDS
                 if not option or options.get(option, _DEFAULTS.get(option, True)))


# Flag names (ANALYZE.md) and their Riichi-family synonyms, which mean the same event here.
FLAG_ALIASES = {
    "heavens_blessing": ("heavens_blessing", "tenhou"),
    "earths_blessing": ("earths_blessing", "chiihou"),
    "replacement": ("replacement", "rinshan", "kong_upon_kong"),
    "last_tile": ("last_tile", "haitei"),
    "last_discard": ("last_discard", "houtei"),
    "rob_kong": ("rob_kong", "chankan"),
    "original_call": ("original_call",),
    "kong_upon_kong": ("kong_upon_kong",),
    # Not in ANALYZE.md's list: the engine counts East's consecutive wins and sets this flag.
    "thirteenth_mah_jong": ("thirteenth_mah_jong",),
}


def flag(situation: WinSituation, name: str) -> bool:
    """Whether the win happened this way, checked against how the tile came (drawn or claimed)."""
    if not situation.has(*FLAG_ALIASES[name]):
        return False
    if name in ("replacement", "last_tile", "kong_upon_kong", "heavens_blessing"):
        return situation.tsumo
    if name in ("last_discard", "rob_kong", "earths_blessing"):
        return not situation.tsumo
    return True


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What the limit hands and the winner's doubles ask of one reading."""

    form: Form
    groups: tuple[Meld, ...]  # the sets (no pair), as they count (a claimed set is exposed)
    pair: Tile | None
    tiles: tuple[Tile, ...]  # every tile of the hand, melds included, without bonus tiles
    concealed: bool  # the hand counts as concealed (classical.md, option concealed_hand)

    @property
    def chows(self) -> int:
        return sum(1 for g in self.groups if g.kind is MeldKind.CHOW)

    @property
    def triplet_faces(self) -> list[Tile]:
        return [g.first.plain for g in self.groups if g.is_triplet]

    @property
    def suits(self) -> set[str]:
        return {t.suit for t in self.tiles if t.is_number}

    @property
    def one_suit_only(self) -> bool:
        return len(self.suits) == 1 and not any(t.is_honour for t in self.tiles)


def _gates_suit(tiles: Sequence[Tile]) -> str | None:
    """The suit when these 13 tiles are 1112345678999 of one suit."""
    if len(tiles) != 13 or len({t.suit for t in tiles}) != 1 or not tiles[0].is_number:
        return None
    ranks = tuple(sorted(t.rank for t in tiles))
    return tiles[0].suit if ranks == NINE_GATES_RANKS else None


def _nine_gates(situation: WinSituation) -> bool:
    """M 122(n): calling on 1112345678999 of one suit (so nothing declared)."""
    if situation.melds:
        return False
    before = list(situation.hand)
    before.remove(situation.win_tile)
    return _gates_suit([t.plain for t in before]) is not None


def _wriggling_snake(facts: HandFacts) -> bool:
    """M 122(o) as the seed words it: 1112345678999 plus a 2, 5 or 8, all of one suit."""
    tiles = [t.plain for t in facts.tiles]
    for extra in SNAKE_EXTRA_RANKS:
        if tiles and tiles[0].is_number and tile(tiles[0].suit, extra) in tiles:
            rest = list(tiles)
            rest.remove(tile(tiles[0].suit, extra))
            if _gates_suit(rest) is not None:
                return True
    return False


def limit_hands(
    situation: WinSituation, facts: HandFacts, options: Mapping[str, Any]
) -> list[str]:
    """The names of every limit hand this reading of the win makes (seed 004's list)."""
    out: list[str] = []
    east = situation.seat_wind == "E"
    win = situation.win_tile.plain
    if east and flag(situation, "heavens_blessing"):
        out.append("Heaven's Blessing")
    if not east and flag(situation, "earths_blessing"):
        out.append("Earth's Blessing")
    if win == tile("p", 5) and flag(situation, "replacement"):
        out.append("Gathering Plum Blossom from the Roof")
    moon = flag(situation, "last_tile") or (
        options.get("moon_on_last_discard", True) and flag(situation, "last_discard"))
    if win == tile("p", 1) and moon:
        out.append("Catching the Moon from the Bottom of the Sea")
    if win == tile(SOU, 2) and flag(situation, "rob_kong"):
        out.append("Scratching a Carrying Pole")
    kongs = sum(1 for g in facts.groups if g.kind is MeldKind.KONG)
    if flag(situation, "kong_upon_kong") and kongs >= 2:
        out.append("Kong upon Kong")
    if kongs == 4:
        out.append("Four Kongs")
    if facts.form is Form.THIRTEEN_ORPHANS:
        out.append("Thirteen Unique Wonders")
    standard = facts.form is Form.STANDARD
    if standard and facts.concealed and not facts.chows:
        out.append("Buried Treasure")
    faces = Counter(facts.triplet_faces)
    if standard and not facts.chows and len(DRAGON_TILES & set(faces)) == 3:
        out.append("The Three Great Scholars")
    if standard and len(WIND_TILES & set(faces)) == 4:
        out.append("Four Blessings o'er the Door")
    if all(t.is_honour for t in facts.tiles):
        out.append("All Honours")
    if all(is_terminal(t) for t in facts.tiles):
        out.append("Heads and Tails")
    if all(t.plain in JADE for t in facts.tiles):
        out.append("Imperial Jade")
    if _nine_gates(situation):
        out.append("Nine Gates")
    if _wriggling_snake(facts):
        out.append("Wriggling Snake")
    if standard and facts.concealed and facts.one_suit_only:
        out.append("Concealed Clear Suit")
    if east and flag(situation, "thirteenth_mah_jong"):
        out.append("East's 13th consecutive Mah Jong")
    in_force = limit_hands_in_force(options)
    return [name for name in out if name in in_force]
