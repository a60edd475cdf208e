"""The analyzer's rows for how a win came about: what was declared before it (riichi, double
riichi, ippatsu; Classical's Original Call) and when it came (the last tile, a kong's tile,
the first draw). Each choice is the ANALYZE.md flags the engine itself would send."""

from __future__ import annotations

# what was declared, and its flags
DECLARED_RIICHI = ("", "riichi", "riichi+ippatsu", "double_riichi", "double_riichi+ippatsu")
DECLARED_CALL = ("", "original_call")
DECLARED_NAMES = {"": "No", "riichi": "Riichi", "riichi+ippatsu": "Riichi, ippatsu",
                  "double_riichi": "Double riichi",
                  "double_riichi+ippatsu": "Double riichi, ippatsu",
                  "original_call": "Original Call"}

# when the winning tile came: flags on a discard, flags on a draw (the dealer's own in [2])
WHENS = ("", "last", "kong", "first")
_WHEN_FLAGS: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "": ((), (), ()),
    "last": (("houtei", "last_discard"), ("haitei", "last_tile"), ("haitei", "last_tile")),
    "kong": (("chankan", "rob_kong"), ("rinshan", "replacement"), ("rinshan", "replacement")),
    "first": (("earths_blessing",), ("chiihou", "first_draw"),
              ("tenhou", "heavens_blessing", "first_draw")),
}
_WHEN_NAMES = {"": ("Any other discard", "Any other draw"),
               "last": ("Last discard", "Last tile of the wall"),
               "kong": ("Robbing a kong", "Kong's replacement tile"),
               "first": ("Dealer's first discard", "First draw, no call yet")}


def declared_values(riichi: bool, original_call: bool) -> tuple[str, ...]:
    """The declarations these rules know (none: the row hides)."""
    return DECLARED_RIICHI if riichi else DECLARED_CALL if original_call else ("",)


def when_name(value: str, ron: bool) -> str:
    return _WHEN_NAMES[value][0 if ron else 1]


def win_flags(declared: str, when: str, ron: bool, dealer: bool) -> list[str]:
    """The flags of a win so declared and so timed (a first-draw win is the dealer's heavenly
    hand, another seat's earthly one)."""
    flags = [f for f in declared.split("+") if f]
    by_kind = _WHEN_FLAGS[when]
    flags += by_kind[0] if ron else by_kind[2] if dealer else by_kind[1]
    return flags
