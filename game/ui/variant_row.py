"""The Variant row of a screen: each variant by its title, or by its short name where the
title would have to shrink to fit the row's control."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.variants import VARIANTS
from game.ui.widgets import Choice

EVERY = ""  # the value meaning every variant (a list filtered by variant)


def variant_row(get: Callable[[], str], set: Callable[[str], Any],
                every: bool = False) -> Choice:
    """A Variant chooser; with `every`, "All variants" (the value EVERY) comes first."""
    return Choice("Variant", "", [EVERY, *VARIANTS] if every else list(VARIANTS), get, set,
                  _title, brief=_short)


def _title(value: str) -> str:
    return VARIANTS[value].title if value in VARIANTS else "All variants"


def _short(value: str) -> str | None:
    return VARIANTS[value].short if value in VARIANTS else None
