"""Opponent levels, weakest first, each knowing everything the one before knows and more:

- beginner: hand efficiency only (lowest shanten, most improving tiles); calls anything that
  lowers the shanten; no kongs, no defence.
- casual: plus what makes a hand pay: discards and calls keep a plan that meets the yaku or
  the minimum value; kongs when they help; the nine-terminals draw only with a poor hand.
- normal: plus a danger model and push/fold by shanten against riichi and open threats.
- strong: plus expected-value push/fold (win chance × value against deal-in chance × cost,
  game.ai.evaluate) and hand-value planning with plan-restricted shanten (game.ai.plans).
- expert: plus look-ahead over the next draws and placement awareness in the last hands,
  within a work budget per decision (and a deadline when the table gives one), and weak
  threats: among discards equally near a win, the safer against a barely open hand.

Each level may carry a personality (game.ai.personality) that shifts its weights.
Saves and settings that name the old levels (easy, normal, strong) load as the new ones.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.ai.baseline import BaselineAI
from game.ai.expert import ExpertAI
from game.ai.personality import personality
from game.ai.players import BeginnerAI, CasualAI, NormalAI
from game.ai.powers import with_powers
from game.ai.strong import StrongAI

__all__ = ["BeginnerAI", "CasualAI", "ExpertAI", "LEVELS", "NormalAI", "StrongAI",
           "level_name", "make_ai"]

LEVELS = ("beginner", "casual", "normal", "strong", "expert")
LEVEL_TITLES = {"beginner": "Beginner", "casual": "Casual", "normal": "Normal",
                "strong": "Strong", "expert": "Expert"}
OLD_LEVELS = {"easy": "beginner"}  # names earlier versions saved
DEFAULT_LEVEL = "normal"
BASELINE = "baseline"  # the reference opponent of self-play (not offered on the table)


def level_name(name: object) -> str:
    """The level a saved name means now (old names mapped, unknown ones normal)."""
    if isinstance(name, str):
        name = OLD_LEVELS.get(name, name)
        if name in LEVELS or name == BASELINE:
            return name
    return DEFAULT_LEVEL


def make_ai(level: str, variant: str, options: Mapping[str, Any] | None,
            seed: int = 0, personality_name: str | None = None,
            deadline: float | None = None) -> BaselineAI:
    """The opponent of this level, using its Superpower in a Superpower match."""
    ai = _level_ai(level, variant, options, personality_name, deadline)
    return with_powers(ai, level_name(level), variant, options)  # type: ignore[no-any-return]


def _level_ai(level: str, variant: str, options: Mapping[str, Any] | None,
              personality_name: str | None = None,
              deadline: float | None = None) -> BaselineAI:
    """The opponent of this level (old names mapped; unknown ones play as normal).
    `seed` keeps the signature of seeded opponents; no level draws on chance today.
    `deadline`: seconds the expert may think before it answers with what it has."""
    name = level_name(level)
    if name == BASELINE:
        return BaselineAI(variant, options)
    weights = personality(personality_name).weights()
    if name == "expert":
        return ExpertAI(variant, options, weights, deadline)
    cls = {"beginner": BeginnerAI, "casual": CasualAI, "normal": NormalAI,
           "strong": StrongAI}[name]
    return cls(variant, options, weights)
