"""The expert level: the strong level plus look-ahead over the next draws and placement
awareness in the last hands of a match.

Look-ahead: among the discards the strong evaluation rates equally near a paying win, the
expert counts, for every tile that would improve the hand, how many tiles would improve it
again after the best discard that follows (exactly, over the live copies it has not seen):
the discard whose improving draws lead to the widest next step (weighed by what the hand is
worth) goes first. The count is
bounded by a work budget per decision (so a decision stays well under 150 ms and the expert
stays deterministic), and by a deadline when the table gives one.

Weak threats: an open hand of one or two melds is seldom ready yet, but it may be. Among
the discards that aim equally near a paying win, the expert weighs each one's expected win
less the risk of dealing in to such a hand now; it never folds for a weak threat.

Placement: in the last wind, points turn into ranks, the more so the nearer the last hand.
A leader with a lead larger than a typical win folds sooner; the last seat pushes harder,
and one that needs more than a typical win to climb plans bigger hands.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from game.ai.defence import pressing
from game.ai.evaluate import DiscardOption, Evaluation
from game.ai.ranking import has_fast_discards, rank_discards
from game.ai.strong import StrongAI
from game.ai.view_facts import playing_counts, seen_counts
from game.ai.weights import Weights
from game.core.table.actions import Action
from game.core.table.state import View

GROUP = 4  # options compared by look-ahead (those tied for the best aim and shape)
WORK = 48  # discard rankings the look-ahead may run per decision
SLOW_WORK = 10  # ... where shanten is slow to count (the wide grammar)
LEAD_FOLD = 0.4  # a safe leader's push weight in the last hand, as a share of its own
CHASE_PUSH = 1.6  # the last seat's push weight in the last hand, as a multiple
CHASE_GREED = 0.8  # greed a seat adds in the last hand when a typical win would not lift it


class ExpertAI(StrongAI):
    """Strong's evaluation, refined by look-ahead and placement (see the module text)."""

    WEAK_THREATS = True  # open hands of one or two melds: a safer tile among equal ones

    def __init__(self, variant: str, options: Mapping[str, Any] | None = None,
                 weights: Weights | None = None, deadline: float | None = None) -> None:
        super().__init__(variant, options, weights)
        self.deadline = deadline
        self.own = replace(self.weights)  # the personality's weights, before placement
        self._until = 0.0

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        self._until = time.perf_counter() + self.deadline if self.deadline else 0.0
        self._place(view)
        return super().choose(view, legal)

    def evaluate(self, view: View, legal: Sequence[Action]) -> Evaluation:
        found = super().evaluate(view, legal)
        if pressing(found.threats) or len(found.options) < 2:
            return found
        return self._look_ahead(view, found)

    # --- placement ------------------------------------------------------------------------
    def _place(self, view: View) -> None:
        """Set this decision's weights from the standings, the more the nearer the end."""
        w = self.weights
        w.push, w.greed, w.call, w.riichi = (self.own.push, self.own.greed, self.own.call,
                                             self.own.riichi)
        late = self._lateness(view)
        if not late:
            return
        scores = [s.score for s in view.seats]
        me = scores[view.seat]
        above = [s for s in scores if s > me]
        below = [s for i, s in enumerate(scores) if i != view.seat and s <= me]
        typical = self.evaluator.chances.typical_win
        if not above and below and me - max(below) > typical:
            w.push = self.own.push * (1 - (1 - LEAD_FOLD) * late)
        elif above:
            if not below:
                w.push = self.own.push * (1 + (CHASE_PUSH - 1) * late)
            if min(above) - me > typical:
                w.greed = self.own.greed + CHASE_GREED * late

    def _lateness(self, view: View) -> float:
        """0 before the last wind; then the share of its dealers that have dealt (1 in the
        last hand, when the match may end after it)."""
        if view.round_wind < self.evaluator.rules.winds - 1:
            return 0.0
        return (view.dealer + 1) / view.players

    # --- look-ahead -----------------------------------------------------------------------
    def _look_ahead(self, view: View, found: Evaluation) -> Evaluation:
        options, aims = list(found.options), list(found.aims)
        top = options[0]
        if not 0 < top.shanten <= 3:
            return found
        group = [i for i, o in enumerate(options[:GROUP])
                 if aims[i] == aims[0] and 0 < o.shanten <= 3]
        if len(group) < 2:
            return found
        counts = playing_counts(self.tileset, view.hand)
        melds = sum(1 for m in view.me.melds if m is not None)
        seen = seen_counts(view, self.tileset)
        work = [WORK if has_fast_discards(self.grammar) else SLOW_WORK]
        scored = []
        for i in group:
            ahead = self._two_step(counts, melds, seen, options[i], work)
            if ahead is None:
                return found  # out of budget: keep strong's order
            options[i] = replace(options[i], lookahead=ahead)
            # the widest next step, weighed by what the hand is worth
            scored.append((-ahead * max(options[i].value, 1.0), i))
        order = [i for _, i in sorted(scored)]
        rest = [i for i in range(len(options)) if i not in group]
        new = [options[i] for i in order] + [options[i] for i in rest]
        new_aims = [aims[i] for i in order] + [aims[i] for i in rest]
        return replace(found, options=tuple(new), aims=tuple(new_aims))

    def _two_step(self, counts: list[int], melds: int, seen: list[int],
                  option: DiscardOption, work: list[int]) -> float | None:
        """Σ over improving draws of (live copies × tiles improving the hand after the best
        discard that follows), for the hand after discarding `option`'s tile."""
        k = self.tileset.index[option.tile.plain]
        hand = list(counts)
        hand[k] -= 1
        draws = self.evaluator.ukeire_of(hand, melds, seen)
        total = 0.0
        for d, live in draws:
            if not live:
                continue
            if work[0] <= 0 or (self._until and time.perf_counter() > self._until):
                return None
            work[0] -= 1
            hand[d] += 1
            ranked = rank_discards(self.grammar, hand, melds, seen)
            hand[d] -= 1
            if ranked and ranked[0][1] < option.shanten:
                total += live * ranked[0][2]
        return total
