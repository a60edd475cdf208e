"""What a variant gives learners as data, beside its rules: a guided first hand on a fixed deal,
its prompts and the cards on what is special after the win (game.learn plays it at the table).

A step's `do` names the one action the prompt asks for: "discard 9m", "riichi 3s", "pon",
"chow", "kong", "tsumo", "ron", "north", "bonus 1f"; "" asks only to read on (Enter)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Step:
    say: str  # the prompt
    do: str = ""  # the action it asks for ("" : read on)
    tiles: str = ""  # tiles drawn beside it (a feature card), in the variant's notation


@dataclass(frozen=True)
class Guide:
    """A guided hand: the deal, the prompts in play, the cards after the win."""

    hands: tuple[str, ...]  # what each seat is dealt (game.core.table.wall.stacked_wall)
    draws: str  # the live wall's next tiles, in drawing order
    steps: tuple[Step, ...]
    features: tuple[Step, ...]
    dead: str = ""
    tail: str = ""  # the live wall's last tiles, from its end (replacements from there)
    options: tuple[tuple[str, Any], ...] = ()  # options the deal is played under
