"""Opponent levels: easy, normal and strong, each built on the baseline AI and seeing only views.

- normal: the baseline (lowest shanten, most ukeire, calls that lower shanten).
- easy: a beginner; it sometimes misjudges its discard and often lets calls go.
- strong: the baseline plus defence: when another seat has declared riichi and its own hand is
  far from ready, or far from any plan that pays (an open hand with no yaku in sight), it
  folds, discarding tiles that seat has already discarded (genbutsu), then honours, then
  terminals.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.ai.baseline import BaselineAI
from game.core.actions import Action, Chow, Discard, Pass, Pung
from game.core.shanten import shanten
from game.core.state import View

LEVELS = ("easy", "normal", "strong")
EASY_MISJUDGE = 0.3  # share of an easy opponent's discards taken at random
EASY_CALL = 0.5  # chance an easy opponent makes a call the baseline would make
FOLD_AT = 2  # the strong opponent folds against riichi at this shanten or worse


class EasyAI(BaselineAI):
    """A beginner: always takes a win, but misjudges some discards and lets calls go."""

    def __init__(self, variant: str, options: Mapping[str, Any] | None, seed: int) -> None:
        super().__init__(variant, options)
        self.rng = random.Random(seed)

    def _discard(self, view: View, legal: Sequence[Action]) -> Action:
        plain = [a for a in legal if isinstance(a, Discard) and not a.riichi and not a.call]
        if plain and self.rng.random() < EASY_MISJUDGE:
            return self.rng.choice(plain)
        return super()._discard(view, legal)

    def _claim(self, view: View, legal: Sequence[Action]) -> Action:
        choice = super()._claim(view, legal)
        if isinstance(choice, Pung | Chow) and self.rng.random() >= EASY_CALL:
            return next((a for a in legal if isinstance(a, Pass)), choice)
        return choice


class StrongAI(BaselineAI):
    """The baseline, but it folds against a riichi when its own hand is far from ready or
    from a hand that could legally win."""

    def _discard(self, view: View, legal: Sequence[Action]) -> Action:
        threats = [s for s in view.seats if s.seat != view.seat and s.riichi]
        plain = [a for a in legal if isinstance(a, Discard) and not a.riichi and not a.call]
        if threats and plain and not view.me.riichi:
            counts = self._counts(view.hand)
            melds = [m for m in view.me.melds if m is not None]
            far = shanten(self.grammar, counts, len(melds)) >= FOLD_AT or (
                self.value.plan_distance(view, counts, melds, not any(m.open for m in melds))
                > FOLD_AT)
            if far:
                return min(plain, key=lambda a: self._danger(a, threats))
        return super()._discard(view, legal)

    def _danger(self, action: Discard, threats: Sequence[Any]) -> tuple[int, int]:
        """Lower is safer: tiles every threat discarded, then honours, terminals, simples."""
        t = action.tile.plain
        unsafe = sum(all(d.tile.plain is not t for d in s.discards) for s in threats)
        rank = 0 if t.is_honour else 1 if self.tileset.is_terminal(t) else 2
        return unsafe, rank


def make_ai(level: str, variant: str, options: Mapping[str, Any] | None,
            seed: int = 0) -> BaselineAI:
    """The opponent of this level (unknown levels play as normal)."""
    if level == "easy":
        return EasyAI(variant, options, seed)
    if level == "strong":
        return StrongAI(variant, options)
    return BaselineAI(variant, options)
