"""An opponent in words: what its level knows and what its style shifts, a line each (New
Game's row under the cursor, the table's card over a name plate; docs/opponents.md has
more)."""

from __future__ import annotations

from game.ai.levels import LEVEL_TITLES, level_name
from game.ai.personality import PERSONALITIES

LEVEL_TEXT = {
    "beginner": "plays for the quickest hand, never folds",
    "casual": "also keeps to hands that can score",
    "normal": "also reads danger, folds when far from ready",
    "strong": "weighs each discard's chance and value against danger",
    "expert": "also looks ahead at the next draws, plays for rank late on",
}
STYLE_TEXT = {
    "steady": "its level's own balance",
    "aggressive": "pushes on through danger, and riichi sooner where there is riichi",
    "cautious": "folds sooner, calls less",
    "call-happy": "calls readily",
    "greedy": "holds out for bigger hands",
}


def opponent_line(opponent: dict) -> str:
    """The opponent by name, with its level and style in words."""
    return f"{opponent.get('name') or 'This opponent'}: {opponent_words(opponent)}"


def opponent_words(opponent: dict) -> str:
    """The opponent's level and style in words (a level unknown or unsaid: normal; a style
    unsaid: steady)."""
    level = level_name(opponent.get("level"))
    level = level if level in LEVEL_TEXT else "normal"
    style = opponent.get("personality") or "steady"
    style = style if style in STYLE_TEXT else "steady"
    return (f"{LEVEL_TITLES[level]} ({LEVEL_TEXT[level]}); {PERSONALITIES[style].title.lower()} "
            f"({STYLE_TEXT[style]}).")
