"""The baseline opponent: lowest shanten with the most ukeire; it sees only its seat's view."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.ai.ranking import has_fast_discards, rank_discards
from game.ai.value import FAR, HandValue
from game.core.shanten import discards, shanten, ukeire
from game.core.table.actions import (
    AbortHand,
    Action,
    Chow,
    Continue,
    Discard,
    ExtractNorth,
    Pass,
    Pung,
    RevealBonus,
    Ron,
    Tsumo,
)
from game.core.table.state import View
from game.core.variants import get_variant


class BaselineAI:
    """Always wins when it may, declares riichi when ready, calls only to lower its shanten,
    and otherwise discards toward the lowest shanten with the most tiles that improve it."""

    def __init__(self, variant: str, options: Mapping[str, Any] | None = None) -> None:
        v = get_variant(variant)
        self.options = v.resolve(options)
        self.grammar = v.grammar(self.options)
        self.tileset = v.tileset(self.options)
        self.value = HandValue(v, self.options, self.grammar, self.tileset, shanten)

    def _counts(self, tiles: Sequence) -> list[int]:
        return self.tileset.counts(t for t in tiles if not t.is_bonus)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        self.value.new_decision()
        for kind in (Tsumo, Ron, Continue, RevealBonus, ExtractNorth, AbortHand):
            for a in legal:
                if isinstance(a, kind):
                    return a
        if any(isinstance(a, Discard) for a in legal):
            return self._discard(view, legal)
        return self._claim(view, legal)

    def _seen(self, view: View) -> list[int]:
        return self._counts(view.visible_tiles())

    def _discard(self, view: View, legal: Sequence[Action]) -> Action:
        options = [a for a in legal if isinstance(a, Discard) and not a.call]
        return self._pick(options, self._ranked(view, options))

    def _ranked(self, view: View, options: Sequence[Discard], full: bool = False
                ) -> list[tuple[int, int, int]]:
        """The discardable kinds as (kind index, shanten after, ukeire), best first. Where
        counting ukeire is slow (Ùzje), only the choice is the full ranking's (unless
        `full`): ukeire is counted at the best shanten, and one step above a ready best
        only when no ready discard pays (_by_value, lazy); the rest keep shanten order."""
        counts = self._counts(view.hand)
        melds = [m for m in view.me.melds if m is not None]
        seen = self._seen(view)
        kinds = self.tileset.kinds
        allowed = {a.tile.plain for a in options}
        lazy = not full and not has_fast_discards(self.grammar)
        if lazy:
            ranked = rank_discards(self.grammar, counts, len(melds), seen, margin=0, among={
                i for i, k in enumerate(kinds) if k in allowed})
        else:
            ranked = discards(self.grammar, counts, len(melds), seen)
        ranked = [r for r in ranked if kinds[r[0]] in allowed]
        if ranked:
            ranked = self._by_value(view, counts, melds, seen, ranked, options, lazy)
        return ranked

    def _pick(self, options: Sequence[Discard], ranked: Sequence[tuple[int, int, int]]
              ) -> Action:
        """The first ranked kind that may be discarded: with riichi when it leaves the hand
        ready, else its plain copy (a red five last)."""
        kinds = self.tileset.kinds
        for i, after, _ in ranked:
            choice = [a for a in options if a.tile.plain is kinds[i]]
            if after == 0:
                riichi = [a for a in choice if a.riichi]
                if riichi:
                    return riichi[0]
            plain = [a for a in choice if not a.riichi]
            if plain:
                return min(plain, key=lambda a: a.tile.red)
        plain = [a for a in options if not a.riichi]
        return plain[0] if plain else options[0]

    def _by_value(self, view: View, counts: list[int], melds: list, seen: list[int],
                  ranked: list[tuple[int, int, int]], options: Sequence[Discard],
                  lazy: bool = False) -> list[tuple[int, int, int]]:
        """Re-rank the discards that keep the best shanten (and the next, when the best is
        ready) by value: a ready hand by the live copies of waits that win legally, one not
        ready by its distance to a plan that pays, then ukeire. A ready hand whose every
        wait is worthless ranks as one step from ready. `lazy`: `ranked` holds ukeire at
        the best shanten only; the next is counted where it can be chosen, and left in
        shanten order behind a ready discard that pays."""
        best = ranked[0][1]
        closed = not any(m.open for m in melds)
        riichi_kinds = {a.tile.plain for a in options if a.riichi}
        keyed = []
        top = 0.0  # the most a ready discard's waits have been found worth so far
        # Ready discards by shape ukeire, most first (unknown, -1, first): once one is worth
        # all its ukeire, none with less can beat it, so the scorer is asked no further.
        order = sorted(ranked, key=lambda r: (r[1], -(r[2] if r[2] >= 0 else FAR)))
        for i, after, uke in order:
            if after > best + (1 if best == 0 else 0):
                keyed.append(((after, 0, 0.0), (i, after, uke)))
                continue
            counts[i] -= 1
            if after == 0 and 0 <= uke <= top:
                key = (0, 1, -float(uke))  # worth at most its ukeire: not above the best
            elif after == 0:
                worth = self._wait_worth(view, counts, melds, seen,
                                         self.tileset.kinds[i] in riichi_kinds)
                top = max(top, worth)
                key = (0, 0, -worth) if worth > 0 else (1, FAR, 0.0)
            elif lazy and top > 0:
                key = (after, 0, 0.0)  # behind a ready discard that pays: never chosen
            else:
                if lazy and best == 0:
                    uke = self._ukeire_after(counts, melds, seen)  # _ranked left it uncounted
                dist = self.value.plan_distance(view, counts, melds, closed)
                key = (after, dist, -float(uke))
            counts[i] += 1
            keyed.append((key, (i, after, uke)))
        keyed.sort(key=lambda x: x[0])
        return [r for _, r in keyed]

    def _ukeire_after(self, counts: list[int], melds: list, seen: list[int]) -> int:
        """Live tiles improving this 3k+1 hand."""
        return sum(left for _, left in ukeire(self.grammar, counts, len(melds), seen)[1])

    def _wait_worth(self, view: View, counts: list[int], melds: list, seen: list[int],
                    riichi: bool) -> float:
        concealed = self.tileset.from_counts(counts)
        return self.value.wait_worth(view, concealed, melds, seen, riichi)[0]

    def _claim(self, view: View, legal: Sequence[Action]) -> Action:
        calls = [a for a in legal if isinstance(a, Pung | Chow)]
        passing = next((a for a in legal if isinstance(a, Pass)), legal[0])
        if not calls or view.last_discard is None:
            return passing
        counts = self._counts(view.hand)
        melds = [m for m in view.me.melds if m is not None]
        now = shanten(self.grammar, counts, len(melds))
        best, best_after = passing, now
        index = self.tileset.index
        seen = self._seen(view)
        for a in calls:
            after_counts = list(counts)
            for t in a.tiles:
                after_counts[index[t]] -= 1
            # A hand one tile over its size is as far as its best discard leaves it: one
            # shanten call rules out most calls before the discards are ranked.
            if shanten(self.grammar, after_counts, len(melds) + 1) >= best_after:
                continue
            # only the best shanten and which discards reach it are read: no ukeire
            ranked = rank_discards(self.grammar, after_counts, len(melds) + 1, margin=-1)
            if ranked and ranked[0][1] < best_after and self._willing(
                    ranked[0][1], melds) and self._call_keeps_value(
                    view, a, after_counts, melds, seen, ranked):
                best, best_after = a, ranked[0][1]
        return best

    def _willing(self, after: int, melds: list) -> bool:
        """Whether this player makes a call that leaves the hand `after` from ready (the
        baseline: always; personalities may be reluctant to open a hand)."""
        return True

    def _call_keeps_value(self, view: View, call: Pung | Chow, counts: list[int],
                          melds: list, seen: list[int], ranked: list[tuple[int, int, int]]
                          ) -> bool:
        """Whether the hand after this call can still win legally: a ready hand needs a
        wait that scores, one not ready a paying plan within reach."""
        assert view.last_discard is not None
        src, claimed = view.last_discard
        meld = self.grammar.claimed_meld(call.tiles, claimed, (src - view.seat) % view.players)
        after_melds = [*melds, meld]
        best = ranked[0][1]
        for i, after, _ in ranked:
            if after != best:
                break
            counts[i] -= 1
            if best == 0:
                ok = self._wait_worth(view, counts, after_melds, seen, False) > 0
            else:
                ok = self.value.plan_distance(view, counts, after_melds, False) <= CALL_REACH
            counts[i] += 1
            if ok:
                return True
        return False


CALL_REACH = 1  # a call may leave a paying plan at most this many tiles away
