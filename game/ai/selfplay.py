"""Whole matches among AIs: the driver that selfplay, the soak test and the bench share."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.ai.baseline import BaselineAI
from game.core.engine import Game
from game.core.table.events import Event, MatchEnded, Won
from game.core.table.state import Phase


@dataclass
class MatchRecord:
    """What one match came to, by seat."""

    scores: tuple[int, ...] = ()
    ranks: tuple[int, ...] = ()
    hands: int = 0
    wins: list[int] = field(default_factory=list)
    deal_ins: list[int] = field(default_factory=list)
    actions: int = 0


def play_match(
    variant: str, seed: int, options: Mapping[str, Any] | None = None,
    check: Callable[[Game, list[Event]], None] | None = None, max_actions: int = 200_000,
    players: Mapping[int, BaselineAI] | None = None,
) -> tuple[Game, MatchRecord]:
    """Play one match with the baseline AI in every seat but those `players` names;
    `check` sees every step."""
    game = Game(variant, options, seed)
    baseline = BaselineAI(variant, game.options)
    players = players or {}
    n = game.rules.players
    rec = MatchRecord(wins=[0] * n, deal_ins=[0] * n)
    while game.phase != Phase.MATCH_END:
        seat = game.waiting_on()[0]
        action = players.get(seat, baseline).choose(game.view(seat), game.legal_actions(seat))
        events = game.apply(action)
        rec.actions += 1
        if check is not None:
            check(game, events)
        for e in events:
            if isinstance(e, Won):
                rec.wins[e.seat] += 1
                if e.from_seat is not None:
                    rec.deal_ins[e.from_seat] += 1
            elif isinstance(e, MatchEnded):
                rec.scores, rec.ranks = e.scores, e.ranks
        if rec.actions > max_actions:
            raise RuntimeError(f"match {variant} seed {seed} did not end")
    rec.hands = game.state.hands_played
    return game, rec
