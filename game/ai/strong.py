"""The strong level: every discard and call chosen by expected points (game.ai.evaluate):
win chance × value against deal-in chance × cost, with plans that reach the variant's
minimum value and riichi only when it is worth more than a quiet wait.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from game.ai.evaluate import Evaluation, Evaluator
from game.ai.players import NormalAI
from game.ai.weights import Weights
from game.core.shanten import shanten
from game.core.table.actions import Action, Chow, Discard, Pass, Pung
from game.core.table.state import View

EV_KEEP = 0.5  # a call keeps this share of the hand's expected win (× the call weight)


class StrongAI(NormalAI):
    """Expected-value push/fold and hand-value planning on top of the normal level."""

    WEAK_THREATS = False  # whether barely open hands count as (weak) threats

    def __init__(self, variant: str, options: Mapping[str, Any] | None = None,
                 weights: Weights | None = None) -> None:
        super().__init__(variant, options, weights)
        self.evaluator = Evaluator(variant, self.options, self.weights, self.WEAK_THREATS)

    def evaluate(self, view: View, legal: Sequence[Action]) -> Evaluation:
        """The numbers behind every legal discard, best first (the public explanation)."""
        return self.evaluator.evaluate(view, legal)

    def _discard(self, view: View, legal: Sequence[Action]) -> Action:
        options = [a for a in legal if isinstance(a, Discard) and not a.call]
        if not options:
            return legal[0]
        best = self.evaluate(view, options).best
        # the baseline's pick: with riichi when "ready after" (0) says so, a red five last
        return self._pick(options, [(self.tileset.index[best.tile.plain],
                                     0 if best.riichi else 1, 0)])

    def _claim(self, view: View, legal: Sequence[Action]) -> Action:
        passing = next((a for a in legal if isinstance(a, Pass)), legal[0])
        calls = [a for a in legal if isinstance(a, Pung | Chow)]
        if not calls or view.last_discard is None:
            return passing
        ev = self.evaluator
        counts = self._counts(view.hand)
        melds = [m for m in view.me.melds if m is not None]
        current = shanten(self.grammar, counts, len(melds))
        lowers = [self._lowers(c, counts, len(melds), current) for c in calls]
        if not any(lowers) and not any(isinstance(c, Pung) for c in calls):
            return passing  # nothing to weigh: no need to read the hand's prospects
        now = ev.standing(view)
        # A pung may bring a paying plan nearer (an honour pung, all pungs) while the
        # shape stays as far: the plan check below decides it.
        calls = [c for c, low in zip(calls, lowers, strict=True)
                 if low or (isinstance(c, Pung) and now.plan_shanten > 0)]
        if not calls:
            return passing
        threats = ev.threats(view)
        # A call must bring the nearest paying plan nearer (call-happy: or keep it as near
        # with more tiles to improve it), and keep a fair share of the expected win.
        need = now.plan_shanten - (1 if self.weights.call >= 1 else 0)
        keep = now.expected * EV_KEEP * self.weights.call
        best: Action = passing
        best_key: tuple[float, float] | None = None
        for call in calls:
            after = self.after_call(view, call)
            if after is None:
                continue
            discards = [Discard(view.seat, t) for t in dict.fromkeys(after.hand)]
            found = ev.evaluate(after, discards, threats)
            if found.folding or not found.options:
                continue
            top = found.best
            expected = top.win_chance * top.value
            if top.plan_shanten > need or expected < keep or (
                    top.plan_shanten == now.plan_shanten and top.ukeire <= now.plan_ukeire):
                continue
            key = (top.plan_shanten, -expected)
            if best_key is None or key < best_key:
                best, best_key = call, key
        return best

    def _lowers(self, call: Pung | Chow, counts: list[int], melds: int, now: int) -> bool:
        """Whether the call brings the hand nearer to ready (a call that does not is not
        worth the closed hand and the safe tiles it spends)."""
        after = list(counts)
        for t in call.tiles:
            after[self.tileset.index[t]] -= 1
        return shanten(self.grammar, after, melds + 1) < now

    def after_call(self, view: View, call: Pung | Chow) -> View | None:
        """The view as it would be after making this call, before the discard."""
        assert view.last_discard is not None
        src, claimed = view.last_discard
        hand = list(view.hand)
        for t in call.tiles:
            if t not in hand:
                return None
            hand.remove(t)
        meld = self.grammar.claimed_meld(call.tiles, claimed, (src - view.seat) % view.players)
        seats = list(view.seats)
        me = seats[view.seat]
        seats[view.seat] = replace(me, melds=(*me.melds, meld), hand_count=len(hand))
        return replace(view, hand=tuple(hand), seats=tuple(seats), last_discard=None)


