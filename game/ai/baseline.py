"""The baseline opponent: lowest shanten with the most ukeire; it sees only its seat's view."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.ai.estimate import discards, shanten
from game.core.actions import (
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
from game.core.state import View
from game.core.variants import get_variant


class BaselineAI:
    """Always wins when it may, declares riichi when ready, calls only to lower its shanten,
    and otherwise discards toward the lowest shanten with the most tiles that improve it."""

    def __init__(self, variant: str, options: Mapping[str, Any] | None = None) -> None:
        v = get_variant(variant)
        self.options = v.resolve(options)
        self.grammar = v.grammar(self.options)
        self.tileset = v.tileset(self.options)

    def _counts(self, tiles: Sequence) -> list[int]:
        return self.tileset.counts(t for t in tiles if not t.is_bonus)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
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
        counts = self._counts(view.hand)
        declared = len(view.me.melds)
        ranked = discards(self.grammar, counts, declared, self._seen(view))
        options = [a for a in legal if isinstance(a, Discard) and not a.call]
        kinds = self.tileset.kinds
        for i, after, _ in ranked:
            choice = [a for a in options if a.tile.plain is kinds[i]]
            if not choice:
                continue
            if after == 0:
                riichi = [a for a in choice if a.riichi]
                if riichi:
                    return riichi[0]
            plain = [a for a in choice if not a.riichi]
            if plain:
                return min(plain, key=lambda a: a.tile.red)
        plain = [a for a in options if not a.riichi]
        return plain[0] if plain else options[0]

    def _claim(self, view: View, legal: Sequence[Action]) -> Action:
        calls = [a for a in legal if isinstance(a, Pung | Chow)]
        passing = next((a for a in legal if isinstance(a, Pass)), legal[0])
        if not calls or view.last_discard is None:
            return passing
        counts = self._counts(view.hand)
        declared = len(view.me.melds)
        now = shanten(self.grammar, counts, declared)
        best, best_after = passing, now
        index = self.tileset.index
        for a in calls:
            after_counts = list(counts)
            for t in a.tiles:
                after_counts[index[t]] -= 1
            ranked = discards(self.grammar, after_counts, declared + 1)
            if ranked and ranked[0][1] < best_after:
                best, best_after = a, ranked[0][1]
        return best
