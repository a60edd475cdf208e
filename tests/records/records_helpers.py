"""Records of seeded AI matches for the record tests, and opponents that make the rarer
events happen (every kong they may make)."""

from __future__ import annotations

import json
from functools import cache

from game.ai.baseline import BaselineAI
from game.ai.selfplay import play_match
from game.core.engine import Game
from game.core.table.actions import Kong
from game.records.record import Player, Recorder


class KongHappy(BaselineAI):
    """The baseline AI, but it declares every kong it may (the baseline makes none)."""

    def choose(self, view, legal):
        for a in legal:
            if isinstance(a, Kong):
                return a
        return super().choose(view, legal)


def players(n: int) -> list[Player]:
    return [Player("You", "you")] + [Player(name, "ai", "normal")
                                      for name in ("Wren", "Finch", "Heron")[:n - 1]]


@cache
def recorded(variant: str, seed: int, kongs: bool = False) -> str:
    """The record of a seeded AI match as its JSON text (each test reads its own copy)."""
    box: list[Recorder] = []

    def check(game: Game, events) -> None:
        if not box:
            box.append(Recorder(game, players(game.rules.players), 0, started=1.7e9))
        box[0].add(events)

    ai = {}
    if kongs:
        happy = KongHappy(variant)
        ai = {s: happy for s in range(Game(variant).rules.players)}
    play_match(variant, seed, check=check, players=ai)
    return json.dumps(box[0].document())


def record(variant: str, seed: int, kongs: bool = False) -> dict:
    return json.loads(recorded(variant, seed, kongs))


def document_of(game: Game, events) -> dict:
    """The record of a game played by hand in a test (a stacked wall)."""
    rec = Recorder(game, players(game.rules.players), 0, started=1.7e9)
    rec.add(events)
    return json.loads(json.dumps(rec.document()))
