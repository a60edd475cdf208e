"""The push-or-fold drill: a moment of a real game (AI players on a seeded wall) where an
opponent has declared riichi or shows a threatening hand and it is your discard; graded by the
strongest opponent's weighing of every discard (game.learn.evaluate)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.ai.baseline import BaselineAI
from game.ai.defence import find_threats
from game.core.engine import Game
from game.core.table.actions import Discard
from game.core.table.state import Phase, View
from game.learn.evaluate import Advice, advise

ME = 0
NAMES = ("You", "Right", "Across", "Left")  # the seats as the player sits
MAX_ACTIONS = 6000  # moves played looking for a moment before giving up
CLEAR_THREAT = 0.35  # a threat at least this likely ready makes the moment


@dataclass(frozen=True)
class PushFoldQuestion:
    variant_id: str
    options: dict[str, Any]
    view: View
    advice: Advice
    seed: int

    def right(self, tile: Any) -> bool:
        """Worth about as much as the strongest level's choice, by its expected points."""
        return self.advice.as_good(tile)


def names(players: int) -> tuple[str, ...]:
    """Seat names as the player sees them (three players: no one across)."""
    return NAMES if players == 4 else ("You", "Right", "Left")


def question(variant_id: str, options: Mapping[str, Any] | None, rng: random.Random
             ) -> PushFoldQuestion:
    """Play seeded games until it is your discard against a threat, with a choice that
    matters (some tiles are safer than others and your hand is worth keeping)."""
    played = 0
    while played < MAX_ACTIONS:
        seed = rng.randrange(1, 10**9)
        game = Game(variant_id, options, seed)
        ai = BaselineAI(variant_id, game.options)
        while game.phase not in (Phase.HAND_END, Phase.MATCH_END) and played < MAX_ACTIONS:
            seat = game.waiting_on()[0]
            legal = game.legal_actions(seat)
            if seat == ME and game.phase == Phase.ACT:
                found = _moment(variant_id, game, legal, seed)
                if found is not None:
                    return found
            game.apply(ai.choose(game.view(seat), legal))
            played += 1
    raise RuntimeError(f"no push-or-fold moment found for {variant_id}")


def _moment(variant_id: str, game: Game, legal: list, seed: int) -> PushFoldQuestion | None:
    view = game.view(ME)
    if view.me.riichi or not any(isinstance(a, Discard) for a in legal):
        return None
    threats = find_threats(view, game.rules, game.tileset.size)
    if not any(t.riichi or t.ready >= CLEAR_THREAT for t in threats):
        return None  # (the full weighing, with the strongest level's choice, costs more)
    advice = advise(variant_id, game.options, view, legal, names(game.rules.players))
    if advice is None:
        return None
    dangers = [o.danger for o in advice.options]
    if max(dangers) - min(dangers) < 0.03 or min(o.shanten for o in advice.options) > 2:
        return None  # every tile as risky as the next, or a hand not worth a thought
    return PushFoldQuestion(variant_id, dict(game.options), view, advice, seed)
