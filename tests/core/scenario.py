"""Helpers for scenario tests: a game on a stacked wall, and moving it on one answer at a time."""

from __future__ import annotations

from typing import Any

from game.core.engine import Game
from game.core.table.actions import Action, Continue, Discard, Pass
from game.core.table.events import Event
from game.core.table.state import Phase
from game.core.table.wall import stacked_wall


def setup(variant: str, hands: list[str], draws: str = "", dead: str = "",
          options: dict[str, Any] | None = None, tail: str = "") -> tuple[Game, list[Event]]:
    """A game whose first hand is dealt from a stacked wall (hands[i] for seat i)."""
    probe = Game(variant, options)
    wall = stacked_wall(probe.tileset, probe.rules, hands, draws, dead, tail)
    game = Game(variant, options, seed=1, stacked=[wall])
    return game, game.apply(Continue(0))


def one(game: Game, text: str) -> Any:
    """The tile written `text` in the variant's notation."""
    return game.tileset.parse(text)[0]


def pass_all(game: Game) -> list[Event]:
    """Everyone passes the open window."""
    events: list[Event] = []
    while game.phase in (Phase.CLAIM, Phase.ROB_KONG):
        events += game.apply(Pass(game.waiting_on()[0]))
    return events


def answer(game: Game, action: Action) -> list[Event]:
    """`action` answers the window; every other seat waiting passes first."""
    events: list[Event] = []
    for seat in game.waiting_on():
        if seat != action.seat:
            events += game.apply(Pass(seat))
    return events + game.apply(action)


def discard(game: Game, text: str, **flags: bool) -> list[Event]:
    """The turn seat discards the tile written `text` (its first copy in hand)."""
    seat = game.state.turn
    t = next(x for x in game.state.seats[seat].hand if x == one(game, text))
    return game.apply(Discard(seat, t, **flags))


def tsumogiri(game: Game) -> list[Event]:
    """The turn seat discards what it drew; everyone passes."""
    seat = game.state.turn
    events = game.apply(Discard(seat, game.state.seats[seat].drawn))
    return events + pass_all(game)


def actions_of(game: Game, seat: int, kind: type) -> list[Any]:
    return [a for a in game.legal_actions(seat) if isinstance(a, kind)]
