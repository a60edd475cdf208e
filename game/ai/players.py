"""The opponents of each level, built on the baseline's offence and adding knowledge level by
level (game.ai.levels lists what each knows). They see only their seat's view and the legal
actions, and are deterministic: none of them draws on chance.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.ai.baseline import BaselineAI
from game.ai.chances import chances_for
from game.ai.defence import DangerTable, Threat, find_threats, liable_kinds
from game.ai.kongs import abort_is_wise, kong_helps
from game.ai.ranking import has_fast_discards
from game.ai.view_facts import unseen_counts
from game.ai.weights import Weights
from game.core.shanten import shanten
from game.core.table.actions import (
    AbortHand,
    Action,
    Chow,
    Discard,
    ExtractNorth,
    Kong,
    Pass,
    Pung,
    RevealBonus,
    Ron,
    Tsumo,
)
from game.core.table.state import View

FOLD_AT = 2  # a defending level folds against a threat at this shanten or worse
GOOD_WAIT = 4  # live winning tiles that make a ready hand's wait good
PUSH_GOOD_WAIT = 0.3  # the danger a ready hand with a good wait will still cut
PUSH_POOR_WAIT = 0.08  # ... with a poor wait
WEAVE = 0.05  # ... one step from ready
RELUCTANT_OPEN = 1  # a reluctant caller opens a closed hand only this near ready
# A fold of a hand FOLD_AT steps from ready gives up its chance to win (measured, at a
# typical count of improving tiles and turns left) to spare about this many discards' danger
# into a ready hand: worth it where a deal-in costs more than that chance's share of a win.
FOLD_SPARES = 0.4  # about four discards at a danger about one in ten each
TYPICAL_UKEIRE, TYPICAL_TURNS = 20, 8


class BeginnerAI(BaselineAI):
    """Efficiency only: the discard that leaves the lowest shanten with the most improving
    tiles, any call that lowers the shanten (whether or not the hand can still score),
    riichi when ready, every win. No kongs, no defence; takes the nine-terminals draw."""

    def __init__(self, variant: str, options: Mapping[str, Any] | None = None,
                 weights: Weights | None = None) -> None:
        super().__init__(variant, options)
        self.weights = weights or Weights()

    def _by_value(self, view: View, counts: list[int], melds: list, seen: list[int],
                  ranked: list[tuple[int, int, int]], options: Sequence[Discard],
                  lazy: bool = False) -> list[tuple[int, int, int]]:
        return ranked

    def _call_keeps_value(self, *args: Any) -> bool:
        return True

    def _willing(self, after: int, melds: list) -> bool:
        """A reluctant caller (call weight above 1: cautious, greedy) opens a closed hand
        only for a call that leaves it near ready; the others call whenever it helps."""
        if self.weights.call <= 1 or any(m.open for m in melds):
            return True
        return after <= RELUCTANT_OPEN


class CasualAI(BeginnerAI):
    """Plus what makes a hand pay: discards and calls keep a plan that meets the variant's
    yaku or minimum (the baseline's value model), kongs that help, and the nine-terminals
    draw only with a poor hand."""

    _by_value = BaselineAI._by_value
    _call_keeps_value = BaselineAI._call_keeps_value

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        self.value.new_decision()  # the special choices score waits too
        special = self._special(view, legal)
        return special if special is not None else super().choose(view, legal)

    def _special(self, view: View, legal: Sequence[Action]) -> Action | None:
        """A kong or the nine-terminals decision, when one is offered and wins are not."""
        if any(isinstance(a, Tsumo | Ron | RevealBonus | ExtractNorth) for a in legal):
            return None  # wins first; bonus tiles and Norths go before any kong
        abort = next((a for a in legal if isinstance(a, AbortHand)), None)
        if abort is not None:
            if abort_is_wise(self.grammar, self.tileset, self._counts(view.hand)):
                return abort
            legal = [a for a in legal if not isinstance(a, AbortHand)]
            discards = [a for a in legal if isinstance(a, Discard)]
            return self._discard(view, discards) if discards else None
        kongs = [a for a in legal if isinstance(a, Kong)]
        if not kongs:
            return None
        counts = self._counts(view.hand)
        melds = [m for m in view.me.melds if m is not None]
        folding = self._folding(view)
        seen = self._seen(view)
        for k in kongs:
            if k.kind == "open" and not self._open_kong_keeps_value(view, k, counts, melds):
                continue
            if kong_helps(self.grammar, self.tileset, counts, melds, k, seen, folding):
                return k
        if any(isinstance(a, Discard) for a in legal) or any(
                isinstance(a, Pung | Chow) for a in legal):
            return None
        return next((a for a in legal if isinstance(a, Pass)), None)

    def _folding(self, view: View) -> bool:
        """Whether the hand is giving up on winning (no defence at this level: never)."""
        return False

    def _open_kong_keeps_value(self, view: View, kong: Kong, counts: list[int],
                               melds: list) -> bool:
        """A claimed kong opens the hand: it must keep a way to score, as a pung would."""
        if all(m.open for m in melds) and melds:
            return True
        tiles = [t for t in view.hand if t.plain is kong.tile.plain][:2]
        if len(tiles) < 2:
            return False
        pung = Pung(kong.seat, (tiles[0], tiles[1]))
        return self._claim(view, [pung, Pass(kong.seat)]) is pung


class NormalAI(CasualAI):
    """Plus a danger model (game.ai.defence) and push/fold by shanten: against a threat, a
    hand two or more steps from ready (or far from a plan that pays) folds, safest tile
    first, and makes no calls; one step from ready it keeps its shape only with a fairly
    safe tile; a ready hand pushes unless its wait is poor and the tile dangerous."""

    def __init__(self, variant: str, options: Mapping[str, Any] | None = None,
                 weights: Weights | None = None) -> None:
        super().__init__(variant, options, weights)
        self.size = self.tileset.size
        self.chances = chances_for(variant)
        two_step = self.chances.win(FOLD_AT, TYPICAL_UKEIRE, TYPICAL_TURNS)
        self.fold_line = two_step / FOLD_SPARES * self.chances.typical_win

    def _threats(self, view: View) -> list[Threat]:
        """The threats worth folding for: those a deal-in costs enough more than the other
        losers pay (where every loser pays the winner alike, a fold only gives up the hand;
        where the feeder pays a little more, as often as not)."""
        return [t for t in self._all_threats(view) if self._costly(view, t)]

    def _all_threats(self, view: View) -> list[Threat]:
        return [] if view.me.riichi else find_threats(view, self.value.rules, self.size)

    def _costly(self, view: View, threat: Threat) -> bool:
        cost = self.chances.cost(threat.riichi, not threat.riichi, threat.seat == view.dealer)
        return cost >= self.fold_line

    def _folding(self, view: View) -> bool:
        if not self._threats(view):
            return False
        melds = [m for m in view.me.melds if m is not None]
        return shanten(self.grammar, self._counts(view.hand), len(melds)) >= FOLD_AT

    def _discard(self, view: View, legal: Sequence[Action]) -> Action:
        options = [a for a in legal if isinstance(a, Discard) and not a.call]
        ranked = self._ranked(view, options)
        kinds = self.tileset.kinds
        liable = liable_kinds(view, self.value.rules)
        if liable:
            ranked = unliable_first(ranked, [kinds[i] in liable for i, _, _ in ranked])
        threats = self._all_threats(view)
        costly = [self._costly(view, t) for t in threats]
        if not ranked or not (any(costly) or liable and threats):
            return self._pick(options, ranked)
        table = DangerTable(view, self.value.rules, kinds, unseen_counts(view, self.tileset),
                            threats, self.grammar)
        # A cannon makes any deal-in costly; otherwise only the costly threats count.
        danger = {i: sum(table.against(kinds[i], t) for t, c in zip(threats, costly, strict=True)
                         if c or kinds[i] in liable)
                  for i, _, _ in ranked}
        limit = self._push_limit(view, ranked) * self.weights.push
        best = ranked[0][1]
        push = [r for r in ranked if r[1] == best and danger[r[0]] <= limit]
        if push:
            return self._pick(options, [*push, *ranked])
        plain = [a for a in options if not a.riichi] or options
        if not has_fast_discards(self.grammar):
            # equally safe tiles go by shape: every discard's ukeire counted
            ranked = self._ranked(view, options, full=True)
            if liable:
                ranked = unliable_first(ranked, [kinds[i] in liable for i, _, _ in ranked])
        return self._pick(plain, sorted(ranked, key=lambda r: danger[r[0]]))

    def _push_limit(self, view: View, ranked: Sequence[tuple[int, int, int]]) -> float:
        best, uke = ranked[0][1], ranked[0][2]
        if best >= FOLD_AT or self._far(view):
            return 0.0
        if best == 0:
            return PUSH_GOOD_WAIT if uke >= GOOD_WAIT else PUSH_POOR_WAIT
        return WEAVE

    def _far(self, view: View) -> bool:
        counts = self._counts(view.hand)
        melds = [m for m in view.me.melds if m is not None]
        closed = not any(m.open for m in melds)
        return self.value.plan_distance(view, counts, melds, closed) > FOLD_AT

    def _claim(self, view: View, legal: Sequence[Action]) -> Action:
        if self._threats(view):
            melds = [m for m in view.me.melds if m is not None]
            if shanten(self.grammar, self._counts(view.hand), len(melds)) >= FOLD_AT:
                return next((a for a in legal if isinstance(a, Pass)), legal[0])
        return super()._claim(view, legal)


def unliable_first(ranked: Sequence[tuple[int, int, int]], liable: Sequence[bool]
                   ) -> list[tuple[int, int, int]]:
    """Within each run of discards leaving the same shanten, those that could not let off a
    cannon first (a cannon costs every loser's debt; the shape they give up costs less)."""
    out: list[tuple[int, int, int]] = []
    start = 0
    for end in range(1, len(ranked) + 1):
        if end == len(ranked) or ranked[end][1] != ranked[start][1]:
            run = range(start, end)
            out += [ranked[i] for i in run if not liable[i]]
            out += [ranked[i] for i in run if liable[i]]
            start = end
    return out
