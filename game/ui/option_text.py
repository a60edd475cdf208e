"""A rule option's name, value and explanation as the screens write them."""

from __future__ import annotations

from typing import Any

# Explanations the rules give in shorthand, spelt out for the screen (names and values stay).
EXPLAIN = {"no_score_extras": "A no-score hand may also take winning-move points (from the wall, "
                              "the only place, fishing the eyes)"}


def option_label(name: str) -> str:
    return name.replace("_", " ").capitalize()


VALUE_NAMES = {"east": "East only", "east_south": "East + South", "set": "One set",
               "half_match": "Half match (2 sets)", "match": "Match (4 sets)"}


def option_value(value: Any) -> str:
    if isinstance(value, str):
        return VALUE_NAMES.get(value, value.replace("_", " ").capitalize())
    return str(value)
