"""What a ready hand's waits are worth: each live winning tile scored by the variant's own
scorer from the seat's view (a wait that scores nothing is no wait), with a budget of
scorer questions per decision so a decision stays quick; answers are remembered across turns.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from game.ai.view_facts import playing_counts, with_reds
from game.core.model.grammar import Grammar
from game.core.model.melds import Meld
from game.core.model.sheet import SEAT_WINDS, WinSituation
from game.core.model.tiles import Tile, TileSet
from game.core.shanten import ukeire
from game.core.table.state import View

TSUMO_ONLY = 0.3  # a wait that wins only by self-draw counts this much of one that rons
BUDGET = 12  # scorer questions per decision
SLOW_BUDGET = 5  # ... where shanten and scoring are slow (the wide grammar)
MEMO = 4096
Answer = TypeVar("Answer")


class AskedMemo(Generic[Answer]):
    """The scorer's answers, remembered across decisions, with a budget of distinct questions
    per decision. A remembered answer spends the budget as a new one would, so a decision is
    the one a fresh opponent would make: a match resumed from its save with new opponents
    goes on exactly as it would have (a free remembered answer made an opponent's choice
    hang on what it had been asked before)."""

    def __init__(self, per_decision: int) -> None:
        self.per_decision = per_decision
        self._memo: dict[WinSituation, Answer] = {}
        self._asked: set[WinSituation] = set()

    def new_decision(self) -> None:
        self._asked.clear()

    def answer(self, sit: WinSituation, score: Callable[[WinSituation], Answer]
               ) -> Answer | None:
        """The answer about `sit`; None once this decision has asked its budget's worth."""
        if sit not in self._asked:
            if len(self._asked) >= self.per_decision:
                return None
            self._asked.add(sit)
        if sit not in self._memo:
            if len(self._memo) > MEMO:
                self._memo.clear()
            self._memo[sit] = score(sit)
        return self._memo[sit]


@dataclass(frozen=True)
class WaitWorth:
    """A ready hand's waits: average points of a win over the live winning copies, how
    many copies are live (tsumo-only ones counted at TSUMO_ONLY), and every wait by shape."""

    points: float
    live: float
    waits: tuple[int, ...]
    ron_live: float = 0.0  # live copies that win by discard too
    winning: int = 0  # live copies that win at all, each counted whole (for the hint)


class RulesBound:
    """A helper bound to one variant under fixed options: its rules, grammar and tiles."""

    def __init__(self, variant: Any, options: Any, grammar: Grammar, tileset: TileSet) -> None:
        self.variant = variant
        self.options = options
        self.grammar = grammar
        self.tileset = tileset
        self.rules = variant.play_rules(options)


class WaitScorer(RulesBound):
    """Scores the waits of ready hands for one variant under fixed options."""

    def __init__(self, variant: Any, options: Any, grammar: Grammar, tileset: TileSet,
                 budget: int = BUDGET) -> None:
        super().__init__(variant, options, grammar, tileset)
        self.memo: AskedMemo[float] = AskedMemo(budget)

    def new_decision(self) -> None:
        self.memo.new_decision()

    def worth(self, view: View, counts: Sequence[int], melds: Sequence[Meld],
              seen: Sequence[int], riichi: bool,
              draws: Sequence[tuple[int, int]] | None = None) -> WaitWorth:
        """The waits of this 3k+1 ready hand (`draws`: its ukeire, when already counted)."""
        if draws is None:
            # Melds by number (the table path); `seen` already holds the declared tiles.
            s, draws = ukeire(self.grammar, counts, len(melds), seen)
            if s != 0:
                return WaitWorth(0.0, 0.0, ())
        concealed = with_reds(self.tileset, counts, view.hand)  # red fives score as dora
        flags = frozenset({"riichi"}) if riichi else frozenset()
        barred = self.furiten(view, counts, draws)
        total = live = ron_live = 0.0
        winning = 0
        for k, left in draws:
            if not left:
                continue
            kind = self.tileset.kinds[k]
            hand = self.tileset.sort([*concealed, kind])
            points = 0.0 if barred else self.points(view, hand, kind, "ron", melds, flags)
            weight = float(left)
            if points is not None and points > 0:
                ron_live += weight
            elif points is not None:
                points = self.points(view, hand, kind, "tsumo", melds, flags)
                weight *= TSUMO_ONLY
            if points is None or points <= 0:
                continue
            total += weight * points
            live += weight
            winning += left
        return WaitWorth(total / live if live else 0.0, live, tuple(k for k, _ in draws),
                         ron_live, winning)

    def furiten(self, view: View, counts: Sequence[int],
                draws: Sequence[tuple[int, int]]) -> bool:
        """Whether these waits could win only by self-draw: where the rules know furiten, a
        wait among the seat's own discards, or the tile it is discarding now (the kind the
        hand holds fewer of than the view shows), bars every ron; so does a riichi already
        furiten for letting a winning tile go."""
        if not self.rules.furiten:
            return False
        if view.me.riichi and view.furiten:
            return True
        kinds = self.tileset.kinds
        thrown = {d.tile.plain for d in view.me.discards}
        held = playing_counts(self.tileset, view.hand)
        thrown.update(kinds[k] for k, (h, c) in enumerate(zip(held, counts, strict=True))
                      if h > c)
        return any(kinds[k] in thrown for k, _ in draws)

    def points(self, view: View, hand: list[Tile], win: Tile, by: str, melds: Sequence[Meld],
               flags: frozenset[str]) -> float | None:
        """Points of this win (0: no legal win); None once the decision's budget is spent."""
        sit = win_situation(view, hand, win, by, melds, flags)
        return self.memo.answer(sit, lambda s: scored_points(self.variant, s, self.options))


def win_situation(view: View, hand: Sequence[Tile], win: Tile, by: str,
                  melds: Sequence[Meld], flags: frozenset[str]) -> WinSituation:
    """The win as the seat would make it now (a ron from the next seat), from its view;
    the table's visible tiles are left out so the same hand is scored once."""
    return WinSituation(
        hand=tuple(hand), melds=tuple(melds), win_tile=win, by=by,
        seat_wind=SEAT_WINDS[view.me.wind % 4], round_wind=SEAT_WINDS[view.round_wind % 4],
        flags=flags, dora_indicators=tuple(view.dora_indicators),
        bonus=tuple(view.me.bonus), north_extracted=view.me.north,
        discarder=SEAT_WINDS[(view.me.wind + 1) % 4] if by == "ron" else None,
        players=view.players)


def scored_points(variant: Any, sit: WinSituation, options: Any) -> float:
    """The scorer's points for a win (0 when it is no legal win or cannot be read)."""
    try:
        sheet = variant.score(sit, options)
    except (ValueError, KeyError, IndexError):  # a shape the scorer cannot read
        return 0.0
    return float(sheet.points) if sheet.valid else 0.0
