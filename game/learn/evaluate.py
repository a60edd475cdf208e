"""A seat's discards as the strongest opponents weigh them (game.ai.evaluate: shanten, ukeire,
value, win chance, danger and the expected points that rank them), with a line of why the
best one: what the push-or-fold drill grades by and the table hint suggests."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from game.ai.evaluate import DiscardOption, Evaluation, Evaluator
from game.core.table.actions import Action, Discard
from game.core.table.state import View
from game.core.variants import get_variant

SAFE = 0.005  # danger under this counts as safe
NEAR_BEST = 0.05  # of the spread of the options' expected points: as good as the best
_LOCAL = threading.local()  # evaluators keep per-decision state: one set for each thread
T = TypeVar("T")


@dataclass(frozen=True)
class Advice:
    """Every discard weighed, best first, and why the best."""

    evaluation: Evaluation
    why: str

    @property
    def options(self) -> tuple[DiscardOption, ...]:
        return self.evaluation.options

    @property
    def choice(self) -> Any:
        """The tile (its plain kind) the strongest level discards."""
        return self.evaluation.best.tile.plain

    @property
    def folded(self) -> bool:
        return self.evaluation.folding

    def of(self, tile: Any) -> DiscardOption | None:
        return self.evaluation.option(tile)

    def genbutsu(self, tile: Any) -> bool:
        """Every threat threw this tile itself (or let it pass after its riichi)."""
        threats = self.evaluation.threats
        return bool(threats) and all(tile.plain in th.genbutsu for th in threats)

    def as_good(self, tile: Any) -> bool:
        """Whether discarding `tile` is worth about as much as the best discard."""
        mine = self.of(tile)
        if mine is None:
            return False
        scores = [o.score for o in self.options]
        spread = max(scores) - min(scores)
        return mine.score >= self.evaluation.best.score - NEAR_BEST * spread


def per_thread(shelf: str, variant_id: str, options: Mapping[str, Any],
               make: Callable[[str, dict[str, Any]], T]) -> T:
    """`make(variant, resolved options)`, built once per thread (players and evaluators keep
    per-decision state) and kept on this thread's `shelf`."""
    resolved = get_variant(variant_id).resolve(dict(options))
    key = (variant_id, tuple(sorted(resolved.items())))
    kept: dict[Any, T] = _LOCAL.__dict__.setdefault(shelf, {})
    found = kept.get(key)
    if found is None:
        if len(kept) > 8:
            kept.clear()
        found = kept[key] = make(variant_id, resolved)
    return found


def evaluator(variant_id: str, options: Mapping[str, Any]) -> Evaluator:
    """The evaluator of a variant under these options, built once."""
    return per_thread("evaluators", variant_id, options, Evaluator)


def advise(variant_id: str, options: Mapping[str, Any] | None, view: View,
           legal: Sequence[Action], names: Sequence[str] = ()) -> Advice | None:
    """The discards of `view`'s seat weighed, or None when it has no discard to make."""
    if not any(isinstance(a, Discard) and not a.call for a in legal):
        return None
    weigh = evaluator(variant_id, options or {})
    ev = weigh.evaluate(view, legal)
    if not ev.options:
        return None
    advice = Advice(ev, "")
    best = ev.best.tile.plain
    quiet = not ev.best.riichi and any(isinstance(a, Discard) and a.riichi and
                                       a.tile.plain is best for a in legal)
    return Advice(ev, why(advice, weigh.tileset.tile_name(best), names, quiet))


PLAN_WORDS = {"honour": "an honour pung", "honour2": "two honour pungs",
              "flush": "a half flush", "pure": "a full flush", "pungs": "all pungs",
              "simples": "all simples", "pairs": "seven pairs"}


def plan_words(plan: str) -> str:
    """A plan set in words ("honour+pungs": "an honour pung and all pungs"); "" for none."""
    words = [PLAN_WORDS[p] for p in plan.split("+") if p in PLAN_WORDS]
    return " and ".join(words)


def steps(n: int) -> str:
    return "1 step" if n == 1 else f"{n} steps"


def hand_words(best: DiscardOption, ready: str = "stays ready") -> str:
    """What the hand is after a discard (the hand, not the tile, is ready or not): "stays
    ready on 8 winning tiles", "is 1 step from ready, 12 tiles improve it"."""
    shape = ready if best.shanten == 0 else f"is {steps(best.shanten)} from ready"
    # 0: none counted (Ùzje's ranking counts only the discards that keep the best shanten)
    # ready: the copies that win (a wait below the minimum is none: a tester read "4
    # winning tiles" beside a strip crossing two of them out)
    winning = best.winning if best.shanten == 0 and best.winning >= 0 else best.ukeire
    counted = "" if not winning else f" on {winning} winning tiles" \
        if best.shanten == 0 else f", {best.ukeire} tiles improve it"
    if best.plan_shanten > best.shanten:  # ready or near by shape, but no win there pays
        # the shape first, as the drill's rows and the analyzer count it, then the win
        near = "ready" if best.shanten == 0 else f"{steps(best.shanten)} from ready"
        aim = plan_words(best.plan)
        shape = f"is {near} in shape but {steps(best.plan_shanten)} from a win that " \
            "scores" + (f", aiming for {aim}" if aim else "")
        counted = ""
    return shape + counted


def listed(words: Sequence[str]) -> str:
    """Words as a sentence lists them: "Wren", "Wren and Finch", "Wren, Finch and Heron"."""
    return " and ".join(filter(None, (", ".join(words[:-1]), *words[-1:])))


def who(threats: Sequence[Any], names: Sequence[str]) -> str:
    """The threats' names as a sentence lists them ("Wren, Finch and Heron")."""
    return listed([names[t.seat] if t.seat < len(names) else f"seat {t.seat}"
                   for t in threats])


def why(advice: Advice, text: str, names: Sequence[str], quiet: bool = False) -> str:
    """One line on the best discard: the shape and value it keeps, or the danger it avoids;
    whether to declare riichi with it (`quiet`: riichi was open, and a quiet wait is worth
    more). A learner's main question when ready went unanswered (a tester)."""
    best = advice.evaluation.best
    hand = hand_words(best)
    if best.riichi:
        text, hand = f"{text} with riichi", hand + ", and declaring is worth more than a " \
            "quiet wait"
    elif quiet:
        text, hand = f"{text} without riichi", hand + ", and a quiet wait is worth more here"
    threats = advice.evaluation.threats
    if not threats:
        return f"Discard {text}: the hand {hand}."
    against = who(threats, names)
    risk = "no risk" if best.danger < SAFE else f"about {round(best.danger * 100)}% risk"
    if advice.folded:
        reason = "they threw it themselves" if advice.genbutsu(best.tile) else risk
        return f"Fold against {against}: {text} is the safest tile ({reason})."
    return f"Push against {against}: discard {text}; the hand {hand} ({risk})."
