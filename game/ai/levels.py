"""Opponent levels: easy, normal and strong, each built on the baseline AI and seeing only views.

- easy: a beginner; it sometimes misjudges its discard and often lets calls go.
- normal: the baseline (lowest shanten, most ukeire, calls that lower shanten) with a mild
  defence: against a riichi or a clear threat (see game.ai.defence), a hand two or more steps
  from ready, or far from any plan that pays, folds, safest tile first, and makes no calls.
- strong: the full defence: every threat counts, and a hand one step from ready keeps its
  shape only with a tile that is not too dangerous; a ready hand pushes unless its wait is
  poor and the tile is dangerous.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.ai.baseline import BaselineAI
from game.ai.defence import DangerTable, Threat, find_threats
from game.core.shanten import shanten
from game.core.table.actions import Action, Chow, Discard, Pass, Pung
from game.core.table.state import View

LEVELS = ("easy", "normal", "strong")
EASY_MISJUDGE = 0.3  # share of an easy opponent's discards taken at random
EASY_CALL = 0.5  # chance an easy opponent makes a call the baseline would make
FOLD_AT = 2  # a defending opponent folds against a threat at this shanten or worse
GOOD_WAIT = 4  # live winning tiles that make a ready hand's wait good
PUSH_GOOD_WAIT = 0.3  # the danger a ready hand with a good wait will still cut
PUSH_POOR_WAIT = 0.08  # ... with a poor wait
WEAVE = 0.05  # ... one step from ready (strong only)


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


class DefendingAI(BaselineAI):
    """The baseline's offence, with push/fold against threats (see game.ai.defence): it
    folds, safest tile first, when its hand is far from ready or from a plan that pays;
    otherwise it keeps its best shape as long as the tile it cuts is no more dangerous than
    the hand is worth pushing (a ready hand with a good wait pushes almost anything)."""

    weave = True  # one step from ready: cut the safest tile that keeps the shape
    min_ready = 0.0  # threats less likely ready than this are ignored

    def __init__(self, variant: str, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(variant, options)
        self.size = self.tileset.size

    def _threats(self, view: View) -> list[Threat]:
        if view.me.riichi:
            return []
        return [t for t in find_threats(view, self.value.rules, self.size)
                if t.ready >= self.min_ready]

    def _discard(self, view: View, legal: Sequence[Action]) -> Action:
        options = [a for a in legal if isinstance(a, Discard) and not a.call]
        ranked = self._ranked(view, options)
        threats = self._threats(view)
        if not threats or not ranked:
            return self._pick(options, ranked)
        kinds = self.tileset.kinds
        table = DangerTable(view, self.value.rules, kinds, self._unseen(view), threats)
        danger = {i: table.danger(kinds[i]) for i, _, _ in ranked}
        limit = self._push_limit(view, ranked)
        best = ranked[0][1]
        push = [r for r in ranked if r[1] == best and danger[r[0]] <= limit]
        if push:
            return self._pick(options, [*push, *ranked])
        # Fold: the safest tile, keeping the shape among equally safe ones; no riichi.
        plain = [a for a in options if not a.riichi] or options
        return self._pick(plain, sorted(ranked, key=lambda r: danger[r[0]]))

    def _unseen(self, view: View) -> list[int]:
        hand = self._counts(view.hand)
        return [max(0, self.tileset.copies - h - s)
                for h, s in zip(hand, self._seen(view), strict=True)]

    def _push_limit(self, view: View, ranked: Sequence[tuple[int, int, int]]) -> float:
        """How dangerous a tile this hand may cut and keep its best shape."""
        best, uke = ranked[0][1], ranked[0][2]
        if best >= FOLD_AT or self._far(view):
            return 0.0
        if best == 0:
            return PUSH_GOOD_WAIT if uke >= GOOD_WAIT else PUSH_POOR_WAIT
        return WEAVE if self.weave else 1.0

    def _far(self, view: View) -> bool:
        """Far from a plan that pays (an open hand with no yaku in sight)."""
        counts = self._counts(view.hand)
        melds = [m for m in view.me.melds if m is not None]
        closed = not any(m.open for m in melds)
        return self.value.plan_distance(view, counts, melds, closed) > FOLD_AT

    def _claim(self, view: View, legal: Sequence[Action]) -> Action:
        """No calls while folding: a call spends safe tiles and rarely turns the hand."""
        threats = self._threats(view)
        if threats:
            melds = [m for m in view.me.melds if m is not None]
            if shanten(self.grammar, self._counts(view.hand), len(melds)) >= FOLD_AT:
                return next((a for a in legal if isinstance(a, Pass)), legal[0])
        return super()._claim(view, legal)


class StrongAI(DefendingAI):
    """Full defence: every threat, and weaving one step from ready."""


class NormalAI(DefendingAI):
    """Milder defence: folds only against a riichi or a clear threat, when far from ready."""

    weave = False
    min_ready = 0.9


def make_ai(level: str, variant: str, options: Mapping[str, Any] | None,
            seed: int = 0) -> BaselineAI:
    """The opponent of this level (unknown levels play as normal)."""
    if level == "easy":
        return EasyAI(variant, options, seed)
    if level == "strong":
        return StrongAI(variant, options)
    return NormalAI(variant, options)
