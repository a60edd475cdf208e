"""The hint in a claim window: what the strong level does with the discard offered (call it or
let it pass), with a line of why, in the numbers it weighed (game.ai.strong)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.ai.evaluate import DiscardOption
from game.ai.strong import StrongAI
from game.core.table.actions import Action, Chow, Discard, Kong, Pass, Pung, Ron
from game.core.table.state import View
from game.core.variants import get_variant
from game.learn.evaluate import hand_words, per_thread, steps, who

FAR = 2  # steps from ready at which a threatened hand keeps its safe tiles (the normal level's)


@dataclass(frozen=True)
class CallAdvice:
    """The strong level's answer to a discard offered to the player, and why."""

    action: Action
    why: str


def advise_call(variant_id: str, options: Mapping[str, Any] | None, view: View,
                legal: Sequence[Action], names: Sequence[str] = ()) -> CallAdvice | None:
    """Call or pass, for a claim window offering the player a chow, pung or kong (None when
    it offers none: a win is advised as a win, a pass alone needs no advice)."""
    claims = [a for a in legal if isinstance(a, Chow | Pung | Kong | Pass | Ron)]
    if not any(isinstance(a, Chow | Pung | Kong) for a in claims) or view.last_discard is None:
        return None
    ai = per_thread("players", variant_id, options or {}, StrongAI)
    action = ai.choose(view, claims)
    word = claim_word(get_variant(variant_id), action).title()
    if isinstance(action, Kong):
        return CallAdvice(action, f"{word}: the four tiles are spare, and the kong draws a "
                                  "replacement tile.")
    if isinstance(action, Chow | Pung):
        after = _after(ai, view, action)
        hand = hand_words(after, "is ready") if after else "is nearer a win"
        return CallAdvice(action, f"{word}: after it the hand {hand}.")
    return CallAdvice(action, f"Skip: {_why_pass(ai, view, claims, names)}.")  # the button's word


def claim_word(variant: Any, action: object) -> str:
    """A claim in the variant's words: "chi", "pung", "arith" (the table's buttons say the
    same)."""
    kind = "chi" if isinstance(action, Chow) else "kan" if isinstance(action, Kong) else "pon"
    return str(variant.call_word(kind) or kind)


def _after(ai: StrongAI, view: View, call: Chow | Pung) -> DiscardOption | None:
    """The best discard after making `call`, as the strong level reads it."""
    after = ai.after_call(view, call)
    if after is None:
        return None
    found = ai.evaluator.evaluate(after, [Discard(view.seat, t) for t in dict.fromkeys(after.hand)],
                                  ai.evaluator.threats(view))
    return found.best if found.options else None


def _why_pass(ai: StrongAI, view: View, claims: Sequence[Action], names: Sequence[str]) -> str:
    now = ai.evaluator.standing(view)
    threats = ai.evaluator.threats(view)
    if threats and now.plan_shanten >= FAR:
        return (f"against {who(threats, names)} the hand is {steps(now.plan_shanten)} from a "
                "win that pays, too far to spend safe tiles on a call")
    calls = [a for a in claims if isinstance(a, Chow | Pung)]
    nearest = min((o.plan_shanten for c in calls if (o := _after(ai, view, c)) is not None),
                  default=now.plan_shanten)
    if nearest >= now.plan_shanten:
        return "the call would not bring the hand nearer to a win that pays"
    return "the call would bring the hand nearer, but it gives up too much of what it is worth"
