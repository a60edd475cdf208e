"""How a scorer's limit names read on screen: capitalised as players say them ("Haneman",
"Kazoe yakuman"). Element names read through their variant (`Variant.element_label`)."""

from __future__ import annotations


def limit_text(name: str) -> str:
    """A limit's name as a heading: its first letter capital (the rest as the scorer says)."""
    return name[:1].upper() + name[1:]
