"""Whole matches among AIs: the driver that selfplay, the soak test and the bench share."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.ai.baseline import BaselineAI
from game.ai.powers import with_powers
from game.core.engine import Game
from game.core.table.actions import Action
from game.core.table.events import (
    Called,
    Discarded,
    DrawnGame,
    Event,
    HandStarted,
    MatchEnded,
    PowerUsed,
    Won,
)
from game.core.table.state import Phase, View


class Player(Protocol):
    """Anything that picks one of the legal actions from a seat's view."""

    def choose(self, view: View, legal: list[Action]) -> Action: ...


@dataclass
class MatchRecord:
    """What one match came to, by seat; `calls` and `riichis` count hands, not calls."""

    scores: tuple[int, ...] = ()
    ranks: tuple[int, ...] = ()
    hands: int = 0
    wins: list[int] = field(default_factory=list)
    deal_ins: list[int] = field(default_factory=list)  # hands the seat dealt in
    calls: list[int] = field(default_factory=list)  # hands in which the seat called
    riichis: list[int] = field(default_factory=list)  # hands in which it declared riichi
    drawn: int = 0  # hands that ended without a win (exhaustive or abortive)
    actions: int = 0
    powers: tuple[str, ...] = ()  # Superpower match: each seat's power
    power_uses: list[int] = field(default_factory=list)  # and how often it was used


def play_match(
    variant: str, seed: int, options: Mapping[str, Any] | None = None,
    check: Callable[[Game, list[Event]], None] | None = None, max_actions: int = 200_000,
    players: Mapping[int, Player] | None = None,
) -> tuple[Game, MatchRecord]:
    """Play one match with the baseline AI in every seat but those `players` names;
    `check` sees every step."""
    game = Game(variant, options, seed)
    baseline = with_powers(BaselineAI(variant, game.options), "baseline", variant, game.options)
    players = players or {}
    n = game.rules.players
    rec = MatchRecord(wins=[0] * n, deal_ins=[0] * n, calls=[0] * n, riichis=[0] * n,
                      powers=game.state.powers, power_uses=[0] * n)
    for player in players.values():
        bind = getattr(player, "bind", None)  # a research player that sees the whole game
        if bind is not None:
            bind(game)
    called: set[int] = set()
    fed: set[int] = set()  # a double ron is one deal-in
    while game.phase != Phase.MATCH_END:
        seat = game.waiting_on()[0]
        action = players.get(seat, baseline).choose(game.view(seat), game.legal_actions(seat))
        events = game.apply(action)
        rec.actions += 1
        if check is not None:
            check(game, events)
        for e in events:
            if isinstance(e, HandStarted):
                called, fed = set(), set()
            elif isinstance(e, Called) and e.seat not in called:
                called.add(e.seat)
                rec.calls[e.seat] += 1
            elif isinstance(e, Discarded) and e.riichi:
                rec.riichis[e.seat] += 1
            elif isinstance(e, Won):
                rec.wins[e.seat] += 1
                if e.from_seat is not None and e.from_seat not in fed:
                    fed.add(e.from_seat)
                    rec.deal_ins[e.from_seat] += 1
            elif isinstance(e, DrawnGame):
                rec.drawn += 1
            elif isinstance(e, PowerUsed):
                rec.power_uses[e.seat] += 1
            elif isinstance(e, MatchEnded):
                rec.scores, rec.ranks = e.scores, e.ranks
        if rec.actions > max_actions:
            raise RuntimeError(f"match {variant} seed {seed} did not end")
    rec.hands = game.state.hands_played
    return game, rec
