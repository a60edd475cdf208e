"""The faan tables Hong Kong Old Style can be scored by: seed 001's (the default) and the
common Hong Kong table players know (the `faan_table` option)."""

from __future__ import annotations

from collections.abc import Mapping

MAX = 1_000_000  # the faan of a "max" row: the hand scores the maximum in force

Spec = tuple[int, int | None, str, str]  # faan closed, faan open (None: closed only), group,
# the sheet's name where it is not the title

# Seed 001's table as rules/hkos.md reads it, in its order: title -> (faan closed, faan open
# (None: closed hands only), group, the sheet's name where it is not the title). "max" rows
# score the maximum in force; every row the scorer writes takes its value from here.
TABLE: dict[str, Spec] = {
    "Thirteen orphans": (MAX, None, "Special hands", ""),
    "Nine gates": (MAX, None, "Special hands", ""),
    "Eight treasures": (MAX, MAX, "Special hands", ""),
    "Seven pairs": (2, None, "Special hands", ""),
    "Win with your first draw": (MAX, None, "Winning move", ""),
    "Last tile from the wall": (1, 1, "Winning move", ""),
    "Steal the last discard": (1, 1, "Winning move", ""),
    "Any draw from the dead wall": (1, 1, "Winning move", ""),
    "Rob a small kong": (1, 1, "Winning move", ""),
    "Self-draw from the wall": (1, None, "Winning move", ""),
    "All four seasons": (2, 2, "Bonus tiles", ""),
    "All four flowers": (2, 2, "Bonus tiles", ""),
    "Flower of your seat": (1, 1, "Bonus tiles", ""),
    "Season of your seat": (1, 1, "Bonus tiles", ""),
    "No bonus tiles": (1, 1, "Bonus tiles", ""),
    "Full flush": (6, 5, "Suits", ""),
    "Half flush": (3, 2, "Suits", ""),
    "Pure straight": (2, 1, "Suits", ""),
    "Three matching chows": (2, 1, "Suits", ""),
    "Two pairs of matching chows": (3, None, "Suits", ""),
    "Two matching chows": (1, None, "Suits", ""),
    "Four kongs": (MAX, MAX, "Melds", ""),
    "Three kongs": (2, 2, "Melds", ""),
    "Four concealed pungs": (MAX, None, "Melds", "Four pungs"),
    "Four pungs": (2, 2, "Melds", ""),
    "Three concealed pungs": (2, 2, "Melds", ""),
    "Three pungs of the same number": (2, 2, "Melds", ""),
    "Four wind pungs": (MAX, MAX, "Honours and terminals", ""),
    "Three wind pungs + wind pair": (MAX, MAX, "Honours and terminals", ""),
    "Three dragon pungs": (MAX, MAX, "Honours and terminals", ""),
    "Two dragon pungs + dragon pair": (2, 2, "Honours and terminals", ""),
    "Only honours": (MAX, MAX, "Honours and terminals", ""),
    "Only terminals": (MAX, MAX, "Honours and terminals", ""),
    "All simples": (1, 1, "Honours and terminals", ""),
    "Dragon pung": (1, 1, "Honours and terminals", ""),
    "Prevalent wind pung": (1, 1, "Honours and terminals", ""),
    "Seat wind pung": (1, 1, "Honours and terminals", ""),
    "A terminal or honour in every meld and the pair": (3, 2, "Honours and terminals", ""),
    "Only terminals and honours": (2, 2, "Honours and terminals", ""),
}
EACH = frozenset(("Dragon pung",))  # counted once for each

# The common Hong Kong table (as "Hong Kong Mahjong Scoring Guide", github.com/Kimeiga/hkos,
# docs/scoring_2.md, lists its traditional hands; rules/hkos.md names the same values): rows
# it scores differently from seed 001, rows it has that the seed lacks (a concealed hand, all
# chows), and the seed's rows it does not score (None).
_HONG_KONG_CHANGES: dict[str, Spec | None] = {
    "Eight treasures": (8, 8, "Special hands", ""),
    "Seven pairs": None, "Pure straight": None, "Three matching chows": None,
    "Two pairs of matching chows": None, "Two matching chows": None, "Three kongs": None,
    "Three concealed pungs": None, "Three pungs of the same number": None,
    "All simples": None, "A terminal or honour in every meld and the pair": None,
    "Self-draw from the wall": (1, 1, "Winning move", ""),
    "Concealed hand": (1, None, "Winning move", ""),
    "All chows": (1, 1, "Melds", ""),
    "Full flush": (7, 7, "Suits", ""),
    "Half flush": (3, 3, "Suits", ""),
    "Four concealed pungs": (8, None, "Melds", ""),
    "Four pungs": (3, 3, "Melds", ""),
    "Three wind pungs + wind pair": (6, 6, "Honours and terminals", ""),
    "Three dragon pungs": (8, 8, "Honours and terminals", ""),
    "Two dragon pungs + dragon pair": (5, 5, "Honours and terminals", ""),
    "Only honours": (10, 10, "Honours and terminals", ""),
    "Only terminals and honours": (4, 4, "Honours and terminals", ""),
}
HONG_KONG: dict[str, Spec] = {
    title: spec for title, spec in ({**TABLE, **_HONG_KONG_CHANGES}).items() if spec is not None}
# In the Hong Kong table the dragon and wind hands include their pungs' own faan.
HONG_KONG_REPLACES = {
    "Three dragon pungs": ("Dragon pung",), "Two dragon pungs + dragon pair": ("Dragon pung",),
    "Three wind pungs + wind pair": ("Prevalent wind pung", "Seat wind pung"),
}
TABLES: Mapping[str, tuple[Mapping[str, Spec], Mapping[str, tuple[str, ...]]]] = {
    "seed": (TABLE, {}), "hong_kong": (HONG_KONG, HONG_KONG_REPLACES)}
