"""Personalities: the same knowledge, weighed differently.

A personality shifts a level's weights (game.ai.weights.Weights): how much danger it will
push into, how much it prizes a big hand over a quick one, how readily it calls and
declares riichi. It never adds or removes what a level knows: a beginner stays a beginner.
So a level reads only the weights of what it knows: every level weighs calls (a reluctant
caller opens a closed hand only near ready; strong and expert weigh a call's expected
value), normal and above weigh danger, strong and above a hand's value and riichi.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.weights import Weights


@dataclass(frozen=True)
class Personality:
    """Multipliers on a level's weights (1 leaves a weight as it is)."""

    name: str
    title: str
    push: float = 1.0
    greed: float = 1.0
    call: float = 1.0
    riichi: float = 1.0

    def weights(self) -> Weights:
        return Weights(push=self.push, greed=self.greed, call=self.call, riichi=self.riichi)


PERSONALITIES: dict[str, Personality] = {p.name: p for p in (
    Personality("steady", "Steady"),
    Personality("aggressive", "Aggressive", push=1.8, riichi=1.3, call=0.8),
    Personality("cautious", "Cautious", push=0.5, riichi=0.8, call=1.3),
    Personality("call-happy", "Call-happy", call=0.4),
    Personality("greedy", "Greedy", greed=1.8, call=1.5),
)}
DEFAULT = "steady"


def personality(name: str | None) -> Personality:
    """The personality of this name; unknown names and None are steady."""
    return PERSONALITIES.get(name or DEFAULT, PERSONALITIES[DEFAULT])
