"""A rule option's name, value and explanation as the screens write them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.model.options import Preset
from game.core.variants.base import Variant

# Explanations the rules give in shorthand, spelt out for the screen (names and values stay).
EXPLAIN = {"no_score_extras": "A no-score hand may also take winning-move points (from the wall, "
                              "the only place, fishing the eyes)"}


# Labels short enough to leave room for the "default" tag (the explanation says the rest).
LABELS = {"double_kokushi_13": "Double kokushi", "double_suuankou_tanki": "Double suuankou",
          "double_junsei_chuuren": "Double chuuren", "kan_dora_timing": "Kan dora flip",
          "concealed_hand": "Concealed", "open_kokushi_han": "Open kokushi",
          "renchan_on_draw": "Draw renchan"}


def option_label(name: str) -> str:
    return LABELS.get(name) or name.replace("_", " ").capitalize()


VALUE_NAMES = {"east": "East only", "east_south": "East + South", "set": "One set",
               "half_match": "Half match (2 sets)", "match": "Match (4 sets)",
               "below_zero": "Below 0", "at_zero": "At 0", "win_or_tenpai": "Win or tenpai",
               "closed_now": "Closed at once", "now": "All at once", "head_bump": "Head bump",
               "dragons_winds": "Dragons, winds", "dragons_winds_kans": "+ four kans",
               "mps": "m p s", "mp": "m p", "ms": "m s", "ps": "p s", "m": "m", "p": "p",
               "s": "s", "hong_kong": "Common HK", "seed": "Sparrow's"}


def option_value(value: Any) -> str:
    if isinstance(value, str):
        return VALUE_NAMES.get(value, value.replace("_", " ").capitalize())
    return str(value)


# The groups as the New Game screen's tabs name them (short: five share one row).
GROUP_TABS = {"length": "Length", "yaku": "Scoring", "payments": "Payments", "draws": "Draws",
              "play": "Play", "": "Other"}


def rules_summary(variant: Variant, options: Mapping[str, Any], most: int = 3) -> str:
    """The rules a game was played with in one line: its preset, or the preset they differ
    least from and the options changed from it; a Superpower match says so (the match's end
    did not, though Records did)."""
    powers = " · Superpowers" if options.get("superpowers") is True else ""
    return _rules_summary(variant, options, most) + powers


def _rules_summary(variant: Variant, options: Mapping[str, Any], most: int) -> str:
    def changed_from(p: Preset) -> list[str]:
        return [f"{option_label(o.name)}: {_shown(options[o.name])}" for o in variant.options
                if o.name in options and options[o.name] != p.values.get(o.name, o.default)]

    if not variant.presets:
        return "Sparrow's standard rules"
    nearest = min(variant.presets, key=lambda p: len(changed_from(p)))  # the seed's on a tie
    changed = changed_from(nearest)
    name = "Sparrow's" if nearest.name == "sparrow" else nearest.title
    if not changed:
        return "Sparrow's standard rules" if nearest.name == "sparrow" else f"{name} rules"
    more = f" and {len(changed) - most} more" if len(changed) > most else ""
    return f"{name} rules with " + ", ".join(changed[:most]) + more


def _shown(value: Any) -> str:
    shown = "on" if value is True else "off" if value is False else option_value(value)
    return shown.lower() if shown in ("Off", "Never") else shown
