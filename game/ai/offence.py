"""Offence: what a hand of 3k+1 tiles is aiming for, how far it is, what a win would bring
and how likely it is.

A ready hand is read by its waits (each live winning tile scored by the variant's scorer,
game.ai.waits), with riichi when declaring is worth more than a quiet wait. Any other hand
is read by its nearest paying plan (game.ai.plans): the plan set with the lowest
plan-restricted shanten among those the scorer says win here. A plan worth more than the
cheapest one may count as a little nearer (`GREED` steps per doubling of its worth): that is
how big hands are planned when they are not much farther away.

`key` orders hands for offence (lower is better); `chance × value` is the expected win.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from math import log2

from game.ai.chances import Chances
from game.ai.plans import FAR, Planner
from game.ai.view_facts import kept_reds, red_counts
from game.ai.waits import WaitScorer
from game.ai.weights import Weights
from game.core.model.melds import Meld
from game.core.model.tiles import Tile
from game.core.table.rules import PlayRules
from game.core.table.state import View

GREED = 0.5  # steps of shanten a doubled worth is worth to a greedy player (per unit)
QUIET_EDGE = 1.1  # a quiet wait wins this much more often than a declared one
DORA_CAP = 2  # doublings the dora of a hand not yet ready may add to its value
TSUMO_STEP = 1.0  # a plan (or wait) that wins only by self-draw counts this much farther
TSUMO_SHARE = 0.4  # ... and wins this share as often
# A plan of pungs that may win by discard counts this much nearer: any seat's discard can
# make a pair a pung, where a run waits on one seat's discards or the wall.
PUNGS_STEP = 1.0
CEILING_UKEIRE = 40  # more improving tiles than any hand has: a win chance's upper bound


@dataclass(frozen=True)
class Offence:
    """One hand's prospects (see the module text)."""

    value: float  # points a win brings, about
    chance: float  # chance to win from here, pushing
    plan: str  # "wait" when ready, a plan set's name, "none" when nothing pays
    plan_shanten: int
    plan_ukeire: int  # live improving tiles that stay on the plan
    key: float  # offence order: plan shanten less the worth bonus (lower is better)
    riichi: bool = False
    winning: int = -1  # ready: the live copies that win at all (-1: not ready)

    @property
    def aim(self) -> float:
        return self.key

    @property
    def expected(self) -> float:
        return self.chance * self.value


def unread(s: int, u: int) -> Offence:
    """An option past the evaluation's depth (worse by shape than those read): after them,
    ordered by its shape alone, before hands with no paying plan at all."""
    return Offence(0.0, 0.0, "unread", s, u, FAR - 1)


def nothing(s: int) -> Offence:
    """A hand with no paying plan in reach: ordered by its shape alone, after the rest."""
    return Offence(0.0, 0.0, "none", FAR, 0, FAR + s)


class OffenceModel:
    """Reads hands for one variant under fixed options (see the module text)."""

    def __init__(self, rules: PlayRules, planner: Planner, waits: WaitScorer,
                 chances: Chances, weights: Weights) -> None:
        self.rules = rules
        self.planner = planner
        self.waits = waits
        self.chances = chances
        self.weights = weights  # shared with the evaluator; placement may shift it

    @property
    def greed(self) -> float:
        return GREED * max(0.0, self.weights.greed - 1.0)  # only a greedy player leans

    def hand(self, view: View, counts: list[int], melds: Sequence[Meld], seen: list[int],
             shape: tuple[int, int], turns: int, honours: frozenset[Tile],
             may_riichi: bool, kinds_of: Callable[[], Sequence[tuple[int, int]]]) -> Offence:
        """The prospects of this 3k+1 hand; `shape` is its (shanten, ukeire), `kinds_of`
        gives its improving kinds with their live copies when a plan needs them."""
        s, u = shape
        closed = not any(m.open for m in melds)
        worth = self.planner.worth(view, closed)
        tsumo_only = self.planner.by_tsumo_only(view, closed)
        base = min((w for w in worth.values() if w > 0), default=0.0)
        if s == 0:
            ready = self._ready(view, counts, melds, seen, turns, may_riichi, closed, base,
                                kinds_of)
            if ready is not None:
                return ready
        best = nothing(s)
        # Dora kept in the hand multiply what any plan pays (up to DORA_CAP doublings).
        bonus_han = self.planner.bonus_han(view)
        # Red fives count while the hand keeps them: after a discard, not before it.
        dora = sum(c * h for c, h in zip(counts, bonus_han, strict=True)) + kept_reds(
            red_counts(self.planner.tileset, view.hand), counts)
        boost = 2.0 ** min(dora, DORA_CAP)
        by_floor = sorted((max(s, self.planner.lower_bound(counts, p)), p, w)
                          for p, w in worth.items() if w > 0)
        for floor, plans, w in by_floor:
            # A plan that wins only by self-draw is as good as a step farther, and wins
            # TSUMO_SHARE as often.
            bonus = self.greed * log2(w / base) - (TSUMO_STEP if plans in tsumo_only else 0)
            if "pungs" in plans and plans not in tsumo_only:
                bonus += PUNGS_STEP
            if floor - bonus > best.key:
                continue
            reading = self.planner.shanten(counts, melds, plans, honours)
            ps = reading.shanten
            if ps >= FAR or ps < 0:
                continue
            if ps == 0 and s == 0:
                ps = 1  # ready, but its waits were scored and do not pay: a step to go
            key = ps - bonus
            if key > best.key + 1e-9:
                continue
            pu = u if ps == s and not plans else _plan_ukeire(kinds_of(), reading.kinds, u,
                                                               ps > s)
            if reading.bottleneck:
                copies = self.planner.tileset.copies
                pu = min(pu, sum(max(0, copies - counts[k] - seen[k])
                                 for k in reading.bottleneck))
            chance = self.chances.win(ps + reading.hard, pu, turns)
            if plans in tsumo_only:
                chance *= TSUMO_SHARE
            off = Offence(self.value(w * boost, base, closed), chance, reading.name, ps, pu,
                          key)
            if key < best.key - 1e-9 or (key < best.key + 1e-9 and off.expected > best.expected):
                best = off
        return best

    def value(self, w: float, base: float, closed: bool) -> float:
        """Scored points (a plan's or a wait's) as points a win brings: the measured typical
        win of such a hand, scaled by how much more than the cheapest paying plan they are
        (damped: the typical win already holds what scoring a made-up hand leaves out)."""
        typical = self.chances.value(self.rules.riichi and closed, not closed, False)
        return typical * (w / base) ** 0.5 if base > 0 else typical

    def _ready(self, view: View, counts: list[int], melds: Sequence[Meld], seen: list[int],
               turns: int, may_riichi: bool, closed: bool, base: float,
               kinds_of: Callable[[], Sequence[tuple[int, int]]]) -> Offence | None:
        """A ready hand by its waits, valued on the same scale as plans (its scored points
        against the cheapest paying plan's); riichi when declaring is worth more than
        staying quiet (always when the quiet hand cannot win)."""
        locked = view.me.riichi
        draws = kinds_of()
        declared = self.waits.worth(view, counts, melds, seen, may_riichi or locked, draws)
        if declared.points <= 0:
            return None
        live = round(declared.live)
        chance = self.chances.win(0, live, turns)
        key = -self.greed * log2(max(1.0, declared.points / base)) if base > 0 else 0.0
        if declared.ron_live <= 0:
            key += TSUMO_STEP
        value = self.value(declared.points, base, closed)
        if not may_riichi or locked:
            return Offence(value, chance, "wait", 0, live, key, winning=declared.winning)
        quiet = self.waits.worth(view, counts, melds, seen, False, draws)
        quiet_chance = min(1.0, self.chances.win(0, round(quiet.live), turns) * QUIET_EDGE)
        # A riichi win brings more than its waits score by ron (tsumo, ura, ippatsu): by the
        # ratio measured in self-play.
        riichi_gain = chance * declared.points * self.chances.riichi_extra - (1 - chance) * \
            self.rules.riichi_cost
        if quiet.points <= 0 or self.weights.riichi * riichi_gain > quiet_chance * quiet.points:
            return Offence(value, chance, "wait", 0, live, key, True, declared.winning)
        return Offence(self.value(quiet.points, base, closed), quiet_chance, "wait", 0,
                       round(quiet.live), key, winning=quiet.winning)


def _plan_ukeire(kinds_u: Sequence[tuple[int, int]], allowed: Sequence[int], u: int,
                 farther: bool) -> int:
    """Live improving tiles that stay on the plan (half of all of them, roughly, when the
    plan is farther than the hand's shape)."""
    inside = set(allowed)
    on_plan = sum(left for k, left in kinds_u if k in inside)
    return max(on_plan, u // 2) if farther else on_plan
