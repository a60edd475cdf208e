"""The numbers behind every legal discard: the public evaluation the strong and expert levels
choose by, and the table hint and the push-or-fold drill show.

`Evaluator(variant, options).evaluate(view, legal)` returns an `Evaluation`: one
`DiscardOption` per tile kind that may be discarded, best first. Each says how far the hand
is from ready after the discard (`shanten`, `ukeire`), the plan it aims for and how far that
plan is (`plan`, `plan_shanten`), what a win would bring (`value`, points), how likely it is
to win from there (`win_chance`), how likely the tile is to deal in right now (`danger`) and
what that would cost (`deal_in_cost`), and the expected points that rank the options:

    score = max(win_chance × value − risk, 0) − danger × deal_in_cost

where `risk` is the danger still to come while a hand far from ready keeps pushing; the
hand may fold from its next discard on, so pushing on is never worth less than nothing.
When pushing is worth less than the safest tile, the best option is that tile: `folding`.
Everything is read from the seat's view and the legal actions only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from game.ai.chances import Chances, chances_for
from game.ai.defence import DangerTable, Threat, find_threats, liability, liable_kinds, pressing
from game.ai.offence import Offence, OffenceModel, unread
from game.ai.plans import planner_for
from game.ai.ranking import has_fast_discards, rank_discards
from game.ai.value import scoring_honours
from game.ai.view_facts import playing_counts, seen_counts, turns_left, unseen_counts
from game.ai.waits import BUDGET, SLOW_BUDGET, WaitScorer
from game.ai.weights import Weights
from game.core.model.melds import Meld
from game.core.model.tiles import Tile
from game.core.shanten import ukeire
from game.core.table.actions import Action, Discard
from game.core.table.state import View
from game.core.variants import get_variant

FOLD_SHARE = 0.5  # the best option folds when it keeps less than this of the win chance
FUTURE_RISK = 0.6  # discards still to push per step from ready, at the hand's mean danger
THREAT_FIRST = 0.35  # a sure-ready threat wins this share of the hands we would have won
# A dora dealt in is a dora in the winner's hand: each han it adds costs about this much more
# (a typical deal-in of three or four han, short of a limit, is worth about half again).
DEALT_DORA = 0.4
DEALT_DORA_CAP = 2.0  # ... at most doubled: past a limit a han adds little
PLAN_DEPTH = 6  # options whose plans are read, best by shape first (the rest by shape only)
SLOW_PLAN_DEPTH = 2  # ... where shanten is slow to count (the wide grammar)


@dataclass(frozen=True)
class DiscardOption:
    """The numbers behind one discard (one tile kind), as the evaluator weighs them."""

    tile: Tile
    riichi: bool  # discarding it declares riichi (only offered when it leaves the hand ready)
    shanten: int  # standard shanten after the discard (0: ready)
    ukeire: int  # live tiles that would lower that shanten
    plan: str  # the plan set aimed for: "any", "flush", "honour+pungs", "wait" when ready
    plan_shanten: int  # shanten toward that plan (what a minimum value leaves to do)
    value: float  # points a win would bring, about
    win_chance: float  # chance to win this hand from here, pushing
    danger: float  # chance this tile deals in now
    deal_in_cost: float  # points lost if it does
    score: float  # expected points: max(win_chance × value − risk, 0) − danger × cost
    # Expert only: over the draws that improve the hand, live copies × the tiles that
    # would improve it again after the best discard (0 when not looked at).
    lookahead: float = 0.0
    winning: int = -1  # ready: the live copies that win at all, each whole (-1: not ready)


@dataclass(frozen=True)
class Evaluation:
    """Every discard option of one decision, best first."""

    options: tuple[DiscardOption, ...]
    threats: tuple[Threat, ...]
    folding: bool  # the best option gives up on winning for safety
    # Offence order of each option: its plan shanten less a bonus for worth (lower: nearer
    # a paying win); without threats the options are in this order.
    aims: tuple[float, ...] = ()

    @property
    def best(self) -> DiscardOption:
        return self.options[0]

    def option(self, t: Tile) -> DiscardOption | None:
        """The option that discards this tile's kind."""
        return next((o for o in self.options if o.tile.plain is t.plain), None)


class Evaluator:
    """Scores discards for one variant under fixed options (see the module text)."""

    def __init__(self, variant: str, options: Mapping[str, Any] | None = None,
                 weights: Weights | None = None, weak_threats: bool = False) -> None:
        v = get_variant(variant)
        self.weak_threats = weak_threats  # also read barely open hands (the expert does)
        self.variant = v
        self.options = v.resolve(options)
        self.rules = v.play_rules(self.options)
        self.grammar = v.grammar(self.options)
        self.tileset = v.tileset(self.options)
        self.weights = weights or Weights()
        self.chances: Chances = chances_for(v.id)
        fast = has_fast_discards(self.grammar)
        self.waits = WaitScorer(v, self.options, self.grammar, self.tileset,
                                BUDGET if fast else SLOW_BUDGET)
        self.offence = OffenceModel(self.rules, planner_for(v, self.options), self.waits,
                                    self.chances, self.weights)
        self.depth = PLAN_DEPTH if fast else SLOW_PLAN_DEPTH
        self.dealt_dora = DEALT_DORA  # what a han of dora dealt in adds to a deal-in's cost
        self._ukeire: dict[bytes, tuple[int, list[tuple[int, int]]]] = {}

    # --- the evaluation -------------------------------------------------------------------
    def evaluate(self, view: View, legal: Sequence[Action],
                 threats: Sequence[Threat] | None = None) -> Evaluation:
        """Every discard in `legal` (one per tile kind), best first."""
        self.waits.new_decision()
        self._ukeire = {}
        discards = [a for a in legal if isinstance(a, Discard) and not a.call]
        counts = playing_counts(self.tileset, view.hand)
        melds = [m for m in view.me.melds if m is not None]
        seen = seen_counts(view, self.tileset)
        if threats is None:
            threats = self.threats(view)
        table = self.danger_table(view, threats)
        allowed = {a.tile.plain for a in discards}
        kinds = self.tileset.kinds
        shapes = [r for r in rank_discards(self.grammar, counts, len(melds), seen,
                                           self._ukeire) if kinds[r[0]] in allowed]
        scored = self._options(view, discards, counts, melds, seen, shapes, table,
                               liable_kinds(view, self.rules))
        # Weak threats only weigh in among discards of the same aim and shape (in the key).
        real = pressing(threats)
        scored.sort(key=(lambda x: (-x[1].score, x[0])) if real else (lambda x: x[0]))
        options = tuple(o for _, o in scored)
        aims = tuple(key[0] for key, _ in scored)
        offence_best = min(scored, key=lambda x: x[0])[1] if scored else None
        folding = real and offence_best is not None and \
            options[0].tile.plain is not offence_best.tile.plain and \
            options[0].win_chance < offence_best.win_chance * FOLD_SHARE
        return Evaluation(options, tuple(threats), folding, aims)

    def standing(self, view: View) -> Offence:
        """The prospects of the hand as it stands between turns (3k+1 tiles): what a call
        has to beat."""
        self.waits.new_decision()
        self._ukeire = {}
        counts = playing_counts(self.tileset, view.hand)
        melds = [m for m in view.me.melds if m is not None]
        seen = seen_counts(view, self.tileset)
        s, draws = self._ukeire_full(counts, len(melds), seen)
        u = sum(left for _, left in draws)
        return self.offence.hand(view, counts, melds, seen, (s, u), turns_left(view),
                                 scoring_honours(view), False,
                                 lambda: self.ukeire_of(counts, len(melds), seen))

    def danger_table(self, view: View, threats: Sequence[Threat]) -> DangerTable:
        """Each tile's danger against these threats, as this seat reads them."""
        return DangerTable(view, self.rules, self.tileset.kinds,
                           unseen_counts(view, self.tileset), threats, self.grammar,
                           self.chances.danger_scale)

    def threats(self, view: View) -> list[Threat]:
        if view.me.riichi:
            return []
        return find_threats(view, self.rules, self.tileset.size, self.weak_threats)

    def _ukeire_full(self, counts: list[int], melds: int, seen: list[int]
                     ) -> tuple[int, list[tuple[int, int]]]:
        """Shanten and improving kinds of a 3k+1 hand, remembered within the decision."""
        key = bytes(counts)
        got = self._ukeire.get(key)
        if got is None:
            got = self._ukeire[key] = ukeire(self.grammar, counts, melds, seen)
        return got

    def ukeire_of(self, counts: list[int], melds: int, seen: list[int]
                  ) -> list[tuple[int, int]]:
        """The improving kinds of a 3k+1 hand with their live copies (this decision's)."""
        return self._ukeire_full(counts, melds, seen)[1]

    def _options(self, view: View, discards: Sequence[Discard], counts: list[int],
                 melds: list[Meld], seen: list[int], shapes: list[tuple[int, int, int]],
                 table: DangerTable, liable: frozenset[Tile] = frozenset(),
                 ) -> list[tuple[tuple[float, ...], DiscardOption]]:
        """(offence order, option) for each kind that may be discarded; a kind in `liable`
        would let off a cannon, so dealing in with it costs every loser's debt."""
        turns = turns_left(view)
        riichi_kinds = {a.tile.plain for a in discards if a.riichi}
        honours = scoring_honours(view)
        kinds = self.tileset.kinds
        threat_ready = sum(t.ready for t in table.threats)
        survive = max(0.3, 1.0 - THREAT_FIRST * threat_ready)
        cost = self._cost(view, table.threats)
        cannon = liability(self.rules) * self.chances.typical_win  # a cannon pays this more
        mean_danger = _mean(table.danger(kinds[k]) for k, c in enumerate(counts) if c) \
            if table.threats else 0.0
        dora = self.offence.planner.bonus_han(view) if table.threats else ()
        out: list[tuple[tuple[float, ...], DiscardOption]] = []
        for n, (k, s, u) in enumerate(shapes):
            t = kinds[k]
            counts[k] -= 1
            if n < self.depth or (s == 0 and n < 2 * self.depth):
                after = list(counts)
                off = self.offence.hand(
                    view, after, melds, seen, (s, u), turns, honours, t in riichi_kinds,
                    partial(self.ukeire_of, after, len(melds), seen))
            else:
                off = unread(s, u)
            counts[k] += 1
            danger = table.danger(t) if table.threats else 0.0
            tile = self._tile_of(discards, t)
            cost_t = (cost + cannon if t in liable else cost) * _dealt_dora(
                (dora[k] if dora else 0.0) + tile.red, self.dealt_dora)
            risk = FUTURE_RISK * max(0, min(off.plan_shanten, s + 2)) * mean_danger * cost
            # Pushing on is worth its expected win less the danger still to come; folding
            # from the next discard on is worth nothing, so a hand never values less than 0.
            push_on = off.expected * survive - risk / self.weights.push
            score = max(push_on, 0.0) - danger * cost_t / self.weights.push
            option = DiscardOption(tile, off.riichi, s, u, off.plan,
                                   off.plan_shanten, off.value, off.chance, danger, cost_t,
                                   score, winning=off.winning)
            safe_expected = off.expected - danger * cost_t  # the expected win, less the risk now
            out.append(((off.key, s, t in liable, -safe_expected, -off.plan_ukeire, -u, k),
                        option))
        return out

    def _tile_of(self, discards: Sequence[Discard], t: Tile) -> Tile:
        """The copy to discard: a plain one before a red five."""
        copies = [a.tile for a in discards if a.tile.plain is t]
        return min(copies, key=lambda x: x.red) if copies else t

    def _cost(self, view: View, threats: Sequence[Threat]) -> float:
        """What a deal-in into the costliest threat costs (a dealer's win costs more)."""
        if not threats:
            return 0.0
        return max(self.chances.cost(th.riichi, not th.riichi, th.seat == view.dealer)
                   for th in threats)


def _dealt_dora(han: float, per: float) -> float:
    """How much more a deal-in costs when the tile dealt in carries this many han of dora."""
    return min(1.0 + per * han, DEALT_DORA_CAP)


def _mean(values: Any) -> float:
    vals = list(values)
    return sum(vals) / len(vals) if vals else 0.0
