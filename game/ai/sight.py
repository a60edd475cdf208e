"""Upper bounds for research: a strong or expert opponent that sees what no seat can, so that
duplicate self-play measures what perfect reading of the threats would be worth
(`python -m game selfplay --duplicate --level strong --against strong --sight waits`).
Never offered at the table: every other opponent sees only its seat's View.

Sights:
- `waits`: each threat's true winning tiles and whether it is ready (danger 1 on a tile that
  completes its hand and that furiten does not bar it from claiming, 0 elsewhere; a threat
  not ready is no threat). Waits are read by shape: a wait below a minimum value counts
  too, so where a minimum applies a perfect reader would gain a little more;
- `riichi-waits`: a riichi's true winning tiles only; open hands are read as usual;
- `readiness`: only whether each threat is ready; its tiles are read as usual.

A sight changes what the level knows of the seats it already reads as threats; it adds none
(an open hand the level does not watch stays unwatched).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from game.ai.baseline import BaselineAI
from game.ai.defence import DangerTable, Threat
from game.ai.evaluate import Evaluator
from game.ai.strong import StrongAI
from game.ai.view_facts import unseen_counts
from game.core.engine import Game
from game.core.hands.shapes import waiting_kinds
from game.core.model.grammar import Grammar
from game.core.model.tiles import Tile
from game.core.table.actions import Action
from game.core.table.rules import PlayRules
from game.core.table.state import View

SIGHTS = ("waits", "riichi-waits", "readiness")


class Truth:
    """The true waits of every seat of the game being played (bound at its start), read by
    the rules engine's own wait finder once per seat and action."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self._known: dict[tuple[int, int], frozenset[Tile] | None] = {}

    def bind(self, game: Game) -> None:
        self.game = game
        self._known.clear()

    def waits(self, seat: int) -> frozenset[Tile] | None:
        """The kinds that complete the seat's hand now, or None when it is not ready."""
        assert self.game is not None, "a seeing player plays only a bound game"
        key = (seat, len(self.game.state.log))  # the table moves only by an action
        if key not in self._known:
            if len(self._known) > 64:
                self._known.clear()
            view = self.game.view(seat)
            kinds = waiting_kinds(self.game.ruleset.grammar,
                                  [t for t in view.hand if not t.is_bonus],
                                  [m for m in view.me.melds if m is not None])
            self._known[key] = frozenset(kinds) or None
        return self._known[key]


class SeeingTable(DangerTable):
    """Danger from the threats' true waits where the sight shows them."""

    def __init__(self, view: View, rules: PlayRules, kinds: Sequence[Tile],
                 unseen: Sequence[int], threats: Sequence[Threat], grammar: Grammar,
                 scale: float, sight: str, truth: Truth) -> None:
        super().__init__(view, rules, kinds, unseen, threats, grammar, scale)
        self.sight, self.truth = sight, truth

    def against(self, t: Tile, threat: Threat) -> float:
        if self.sight == "readiness" or (self.sight == "riichi-waits" and not threat.riichi):
            return super().against(t, threat)
        waits = self.truth.waits(threat.seat)
        if waits is None or t.plain not in waits:
            return 0.0
        return 0.0 if self.rules.furiten and t.plain in threat.genbutsu else 1.0


class SeeingEvaluator(Evaluator):
    """Strong's evaluation with a sight: threats' readiness, and their waits, as they are."""

    def __init__(self, ai: StrongAI, sight: str, truth: Truth) -> None:
        super().__init__(ai.evaluator.variant.id, ai.options, ai.weights, ai.WEAK_THREATS)
        self.sight, self.truth = sight, truth

    def threats(self, view: View) -> list[Threat]:
        found = super().threats(view)
        if self.sight == "riichi-waits":
            return found
        return [replace(t, ready=0.0 if self.truth.waits(t.seat) is None else 1.0)
                for t in found]

    def danger_table(self, view: View, threats: Sequence[Threat]) -> DangerTable:
        return SeeingTable(view, self.rules, self.tileset.kinds,
                           unseen_counts(view, self.tileset), threats, self.grammar,
                           self.chances.danger_scale, self.sight, self.truth)


class Seeing:
    """A strong or expert opponent with a sight; `bind` gives it the game it plays."""

    def __init__(self, ai: BaselineAI, sight: str) -> None:
        if not isinstance(ai, StrongAI):
            raise ValueError("a sight needs the strong or the expert level")
        if sight not in SIGHTS:
            raise ValueError(f"unknown sight {sight!r}: one of {', '.join(SIGHTS)}")
        self.ai, self.truth = ai, Truth()
        ai.evaluator = SeeingEvaluator(ai, sight, self.truth)

    def bind(self, game: Game) -> None:
        self.truth.bind(game)

    def choose(self, view: View, legal: list[Action]) -> Action:
        return self.ai.choose(view, legal)


def seeing(ai: Any, sight: str | None) -> Any:
    """The player itself, or with a sight when one is asked."""
    return ai if sight is None else Seeing(ai, sight)
