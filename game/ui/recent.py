"""The variant the player chose last, on any screen: How to play, Practice, the Analyzer and
the Rules open on it (a tester learning Hong Kong found each of them back on Riichi)."""

from __future__ import annotations

from game.core.variants import VARIANTS

KEY = "recent_variant"  # a settings key beside the new-game choices


def recent_variant(app) -> str:
    """The variant last chosen anywhere, else the new-game screen's, else the first."""
    last = app.settings.extra.get("new_game")
    chosen = last.get("variant") if isinstance(last, dict) else None
    return next(v for v in (app.settings.extra.get(KEY), chosen, *VARIANTS) if v in VARIANTS)


def note_variant(app, variant_id: str) -> None:
    """The player chose this variant (a match, a guided hand, a drill, a page, a hand)."""
    if variant_id in VARIANTS:
        app.settings.extra[KEY] = variant_id
