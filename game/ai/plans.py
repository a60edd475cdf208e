"""Plans a hand can aim for, how far it is from each, and what each pays.

A plan set is a few broad aims at once: an honour pung ("honour", two: "honour2"), a half
flush ("flush": one number suit and honours), a full flush ("pure"), all pungs ("pungs"),
all simples ("simples"), seven pairs ("pairs"); the empty set is any complete hand. Its
plan-restricted shanten is the shanten of the hand when it may win only on that plan: the
tiles off the plan count as missing, an honour pung must be among the melds, every meld
must be a pung. It is built on the shanten engine's public block search
(`Engine.regular_missing`), which counts the tiles missing for k melds and a pair.

What a plan set pays is learnt from the variant's own scorer: a made-up complete hand of
that plan, scored under the seat's winds, bonus tiles and (for a closed hand) riichi, so a
minimum value (Hong Kong's 3 faan, Ùzje's 2.5 fan) or a yaku requirement shows up as a
plan set worth nothing, and Classical's doubles as plan sets worth more.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from math import log2
from typing import Any

from game.ai.value import _open_meld, probe_hands, scoring_honours
from game.ai.waits import RulesBound, scored_points, win_situation
from game.core.model.grammar import Grammar
from game.core.model.melds import Meld
from game.core.model.tiles import HONOUR, NUMBER_SUITS, WINDS, Tile, TileSet, tile
from game.core.shanten import engine_for
from game.core.table.state import View

FAR = 99
MEMO = 20_000  # restricted block searches remembered (cleared when full)
WORTH_CAP = 4.0  # a plan counts as worth at most this many times the cheapest winning one


@dataclass(frozen=True)
class PlanReading:
    """How far a hand is from one plan set, and what the set pays if it wins."""

    plans: frozenset[str]
    shanten: int
    worth: float  # points of a win on this plan set here (0: it would be no legal win)
    kinds: tuple[int, ...]  # kinds the plan may use (the rest must go)
    # Kinds the plan cannot do without drawing (an honour pung's missing copies, the
    # pairs that must become pungs): its speed is theirs. Empty: any improving tile.
    bottleneck: tuple[int, ...] = ()
    hard: int = 0  # copies of one kind needed beyond the first (a pung from a single)

    @property
    def name(self) -> str:
        return "+".join(sorted(self.plans)) or "any"


class Planner(RulesBound):
    """Plan-restricted shanten and plan worth for one variant under fixed options."""

    def __init__(self, variant: Any, options: Any, grammar: Grammar, tileset: TileSet) -> None:
        super().__init__(variant, options, grammar, tileset)
        self.engine = engine_for(grammar)
        kinds = tileset.kinds
        self.suits = [s for s in NUMBER_SUITS if sum(k.suit == s for k in kinds) >= 9]
        self.masks = {
            "flush": [frozenset(i for i, k in enumerate(kinds) if k.suit in (s, HONOUR))
                      for s in self.suits],
            "pure": [frozenset(i for i, k in enumerate(kinds) if k.suit == s)
                     for s in self.suits],
            "simples": [frozenset(i for i, k in enumerate(kinds) if tileset.is_simple(k))],
        }
        self.every = frozenset(range(len(kinds)))
        self._worth: dict[tuple[Any, ...], tuple[dict[frozenset[str], float],
                                                 frozenset[frozenset[str]]]] = {}
        self._memo: dict[tuple[bytes, int, bytes], int] = {}
        self._bonus: dict[tuple[Any, ...], tuple[float, ...]] = {}
        self._readings: dict[tuple[Any, ...], PlanReading] = {}

    # --- worth, from the scorer -----------------------------------------------------------
    def worth(self, view: View, closed: bool) -> dict[frozenset[str], float]:
        """Points of a win on each plan set for this seat now (0: not a legal win), by ron,
        or by self-draw where only that wins (`by_tsumo_only` names those), capped at
        WORTH_CAP times the cheapest that wins."""
        return self._learnt(view, closed)[0]

    def by_tsumo_only(self, view: View, closed: bool) -> frozenset[frozenset[str]]:
        """The plan sets that win only by self-draw here."""
        return self._learnt(view, closed)[1]

    def _learnt(self, view: View, closed: bool
                ) -> tuple[dict[frozenset[str], float], frozenset[frozenset[str]]]:
        key = (view.me.wind % 4, view.round_wind % 4, tuple(view.me.bonus), closed,
               view.me.riichi, view.me.north)
        found = self._worth.get(key)
        if found is None:
            found = self._worth[key] = self._probe(view, closed)
        return found

    def _probe(self, view: View, closed: bool
               ) -> tuple[dict[frozenset[str], float], frozenset[frozenset[str]]]:
        honours = scoring_honours(view)
        flags = frozenset({"riichi"}) if closed and self.rules.riichi else frozenset()
        # Dora are counted apart (bonus_han); read into a probe they would make what it
        # learns depend on the first view it was learnt from, as the memo key leaves them out.
        view = replace(view, dora_indicators=())
        out: dict[frozenset[str], float] = {}
        tsumo_only = set()
        for plans, melds, pair in self._probes(honours, closed):
            hand = [t for m in melds for t in m] + [pair, pair]
            groups: list[Meld] = []
            if not closed:
                groups = [_open_meld(self.grammar, m) for m in melds[:2]]
                hand = [t for m in melds[2:] for t in m] + [pair, pair]
            ron = self._points(view, hand, pair, groups, flags, "ron")
            out[plans] = ron or self._points(view, hand, pair, groups, flags, "tsumo")
            if out[plans] > 0 and not ron:
                tsumo_only.add(plans)
        paying = [w for w in out.values() if w > 0]
        if paying:
            cap = WORTH_CAP * min(paying)
            out = {p: min(w, cap) for p, w in out.items()}
        return out, frozenset(tsumo_only)

    def _probes(self, honours: frozenset[Tile], closed: bool
                ) -> list[tuple[frozenset[str], list[list[Tile]], Tile]]:
        out: list[tuple[frozenset[str], list[list[Tile]], Tile]] = []
        have = set(self.tileset.kinds)
        for plans, melds, pair in probe_hands(self.tileset, honours):
            if not plans:  # "any" hand: one plain pung among the runs, so that no
                # all-runs bonus is read into it
                x, y, _ = melds[0][0].suit, melds[1][0].suit, None
                melds = [[tile(x, 1), tile(x, 2), tile(x, 3)], [tile(y, 4)] * 3, *melds[2:]]
            out.append((plans, melds, pair))
        if self.suits:
            x = self.suits[0]
            n = tile
            pure = [[n(x, 1), n(x, 2), n(x, 3)], [n(x, 4), n(x, 5), n(x, 6)],
                    [n(x, 7), n(x, 8), n(x, 9)], [n(x, 2)] * 3]
            if all(t in have for m in pure for t in m):
                out.append((frozenset({"pure"}), pure, n(x, 5)))
        if closed and self.grammar.seven_pairs and len(self.suits) >= 2:
            x, y = self.suits[0], self.suits[1]
            plain = next((k for k in self.tileset.kinds if k.is_honour and k.rank in WINDS
                          and k not in honours), None)
            pairs = [tile(x, 1), tile(y, 9), tile(x, 4), tile(y, 6), tile(x, 8), tile(y, 2)]
            if plain is not None and all(t in have for t in pairs):
                twelve = [t for t in pairs for _ in range(2)]
                out.append((frozenset({"pairs"}), [twelve[i:i + 3] for i in range(0, 12, 3)],
                            plain))
        return out

    def _points(self, view: View, hand: list[Tile], win: Tile, melds: list[Meld],
                flags: frozenset[str], by: str) -> float:
        sit = win_situation(view, hand, win, by, melds, flags)
        return scored_points(self.variant, sit, self.options)

    def bonus_han(self, view: View) -> tuple[float, ...]:
        """Han each copy of a kind adds to a win here (dora), learnt from the scorer: the
        cheapest closed probe scored with that kind as its pair, against a plain pair. All
        zero where the rules turn up no indicators."""
        # everything the probes read from the view (the seat's winds, bonus tiles and
        # Norths change what a pair adds), so the answer is never the first view's
        key = (tuple(view.dora_indicators), view.me.wind % 4, view.round_wind % 4,
               tuple(view.me.bonus), view.me.north)
        found = self._bonus.get(key)
        if found is None:
            if len(self._bonus) > MEMO:
                self._bonus.clear()
            found = self._bonus[key] = self._learn_bonus(view)
        return found

    def _learn_bonus(self, view: View) -> tuple[float, ...]:
        """Each kind as the pair of the plain made-up closed hand, once as it is and once with
        its suits rotated (the indicators name one kind of one suit, so one of the two has no
        dora in its melds): the doublings the pair brings over the plainest pair's."""
        out = [0.0 for _ in self.tileset.kinds]
        probe = next((p for p in probe_hands(self.tileset, scoring_honours(view)) if not p[0]),
                     None)
        if not self.rules.indicators or not view.dora_indicators or probe is None:
            return tuple(out)
        flags = frozenset({"riichi"}) if self.rules.riichi else frozenset()
        for order in (self.suits, self.suits[1:] + self.suits[:1]):
            swap = dict(zip(self.suits, order, strict=True))
            tiles = [tile(swap.get(t.suit, t.suit), t.rank) for m in probe[1] for t in m]
            points = [self._points(view, [*tiles, k, k], k, [], flags, "ron")
                      if tiles.count(k) <= 2 else 0.0 for k in self.tileset.kinds]
            plain = min((p for p in points if p > 0), default=0.0)
            for i, p in enumerate(points):
                if plain > 0 and p > 0:
                    # a pair of dora doubles the points twice; fu rounding moves them less
                    out[i] = max(out[i], float(int((log2(p / plain) + 0.5) // 2)))
        return tuple(out)

    # --- plan-restricted shanten ----------------------------------------------------------
    def shanten(self, counts: Sequence[int], melds: Sequence[Meld], plans: frozenset[str],
                honours: frozenset[Tile]) -> PlanReading:
        """How far a hand of 3k+1 (or 3k+2) concealed tiles beside its declared melds is
        from winning on this plan set alone (worth left 0: the caller knows it)."""
        key = (bytes(counts), tuple(melds), plans, honours)
        found = self._readings.get(key)
        if found is None:
            if len(self._readings) > MEMO:
                self._readings.clear()
            found = self._readings[key] = self._shanten(counts, melds, plans, honours)
        return found

    def _shanten(self, counts: Sequence[int], melds: Sequence[Meld], plans: frozenset[str],
                 honours: frozenset[Tile]) -> PlanReading:
        if "pairs" in plans:
            if melds or not self.grammar.seven_pairs or sum(counts) != 13:
                return PlanReading(plans, FAR, 0.0, ())
            singles = tuple(i for i, c in enumerate(counts) if c == 1)
            return PlanReading(plans, self.engine.seven_pairs_missing(counts) - 1, 0.0,
                               tuple(self.every), singles)
        best = PlanReading(plans, FAR, 0.0, ())
        for mask in self._masks(plans):
            if not self._melds_fit(melds, plans, mask):
                continue
            missing, bottleneck, hard = self._missing(counts, melds, plans, honours, mask)
            if missing - 1 < best.shanten:
                best = PlanReading(plans, missing - 1, 0.0, tuple(sorted(mask)), bottleneck,
                                   hard)
        return best

    def lower_bound(self, counts: Sequence[int], plans: frozenset[str]) -> int:
        """A cheap floor under the plan-restricted shanten of a 3k+1 hand: every tile off
        the plan is one missing (shanten >= tiles off the nearest mask)."""
        if "pairs" in plans:
            return 0
        n = sum(counts)
        return min((n - sum(counts[i] for i in mask) for mask in self._masks(plans)),
                   default=FAR)

    def _masks(self, plans: frozenset[str]) -> list[frozenset[int]]:
        masks = [self.every]
        for name in ("flush", "pure", "simples"):
            if name in plans:
                masks = [m & r for m in masks for r in self.masks[name]]
        return masks

    def _melds_fit(self, melds: Sequence[Meld], plans: frozenset[str],
                   mask: frozenset[int]) -> bool:
        index = self.tileset.index
        for m in melds:
            if any(index[t.plain] not in mask for t in m.tiles):
                return False
            if "pungs" in plans and not m.is_triplet:
                return False
        return True

    def _missing(self, counts: Sequence[int], melds: Sequence[Meld], plans: frozenset[str],
                 honours: frozenset[Tile], mask: frozenset[int]
                 ) -> tuple[int, tuple[int, ...], int]:
        """(tiles missing, bottleneck kinds, copies needed beyond the first of a kind) for
        the plan set within this mask."""
        r = [c if i in mask else 0 for i, c in enumerate(counts)]
        needed = (sum(counts) - 1) // 3
        missing = hard = 0
        bottleneck: list[int] = []
        want = 2 if "honour2" in plans else 1 if "honour" in plans else 0
        index = self.tileset.index
        want -= sum(1 for m in melds if m.is_triplet and m.tiles[0].plain in honours)
        if want > 0:
            options = sorted((3 - min(r[index[h]], 3), index[h]) for h in honours
                             if h in index and index[h] in mask)
            if len(options) < want or want > needed:
                return FAR, (), 0
            for cost, i in options[:want]:
                missing += cost
                if cost:
                    bottleneck.append(i)
                    hard += cost - 1
                r[i] -= min(r[i], 3)
                needed -= 1
        if "pungs" in plans:
            bottleneck.extend(i for i, c in enumerate(r) if 0 < c < 3)
            return missing + pungs_missing(r, needed), tuple(bottleneck), hard
        return missing + self._regular(r, needed, melds), tuple(bottleneck), hard

    def _regular(self, r: list[int], needed: int, melds: Sequence[Meld]) -> int:
        gone = self.engine.gone(melds) if melds else None
        key = (bytes(r), needed, bytes(gone) if gone else b"")
        found = self._memo.get(key)
        if found is None:
            if len(self._memo) > MEMO:
                self._memo.clear()
            found = self._memo[key] = self.engine.regular_missing(r, needed, gone)
        return found


_PLANNERS: dict[tuple[str, str], Planner] = {}


def planner_for(variant: Any, options: Mapping[str, Any]) -> Planner:
    """The planner of a variant under these options, shared: its memos and learnt worths
    serve every opponent of the same rules."""
    key = (variant.id, repr(sorted(options.items())))
    found = _PLANNERS.get(key)
    if found is None:
        found = _PLANNERS[key] = Planner(variant, options, variant.grammar(options),
                                         variant.tileset(options))
    return found


def pungs_missing(r: Sequence[int], needed: int) -> int:
    """Tiles missing for `needed` pungs and a pair out of these counts (different kinds)."""
    top = sorted(((min(c, 3), i) for i, c in enumerate(r) if c), reverse=True)[:needed + 1]
    in_top = {i for _, i in top}
    outside = max((min(c, 2) for i, c in enumerate(r) if i not in in_top), default=0)
    best = outside + sum(u for u, _ in top[:needed])  # the pair from a kind off the top
    for _, p in top:  # or the pair from one of the top kinds, the pungs from the rest
        best = max(best, min(r[p], 2) + sum(u for u, i in top if i != p))
    return 3 * needed + 2 - best
