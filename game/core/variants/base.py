"""What every variant module provides: its name, players, options and tile set, plus hooks.

The engine, analyzer and UI ask a `Variant` these questions and never which variant it is.
Layers add their hooks here as they land (grammar, scoring, claims, match flow).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.grammar import Grammar
from game.core.options import Option, resolve
from game.core.play_rules import PlayRules
from game.core.scoring import ScoreSheet, WinSituation
from game.core.tiles import TileSet


@dataclass(frozen=True)
class Variant:
    """A rule system: data plus small hooks. Subclasses override the hooks."""

    id: str
    title: str
    players: int
    options: tuple[Option, ...]

    def resolve(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Every option's value: defaults overridden by `given` (OptionError on a bad one)."""
        return resolve(self.options, given)

    def tileset(self, options: Mapping[str, Any]) -> TileSet:
        raise NotImplementedError

    def grammar(self, options: Mapping[str, Any]) -> Grammar:
        """Which tiles make melds and which special hands win, under these options."""
        raise NotImplementedError

    def score(self, situation: WinSituation, options: Mapping[str, Any]) -> ScoreSheet:
        """The explained score sheet of a win, or a refusal saying why it is no legal win."""
        raise NotImplementedError(f"scoring for {self.id} is not built yet")

    def players_for(self, options: Mapping[str, Any]) -> int:
        return self.players

    def play_rules(self, options: Mapping[str, Any]) -> PlayRules:
        """The procedure of play under these options: walls, deal, claims, match flow."""
        return PlayRules(players=self.players_for(options))
