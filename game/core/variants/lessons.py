"""What a variant gives learners as data, beside its rules: a guided first hand on a fixed deal,
its prompts and the cards on what is special after the win (game.learn plays it at the table).

A step's `do` names the one action the prompt asks for: "discard 9m", "riichi 3s", "pon",
"chow", "kong", "tsumo", "ron", "north", "bonus 1f"; "" asks only to read on (Enter)."""

from __future__ import annotations

from collections.abc import Sequence
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


# An example hand for a row of a variant's scoring table, written as an analyze request
# without its "variant" (the rules page draws it, the element drill deals it, a test scores it).
Example = dict[str, Any]


def win(hand: str, tile: str, by: str = "ron", *, melds: Sequence[str] = (),
        concealed: Sequence[str] = (), flags: Sequence[str] = (), seat: str = "S",
        round_wind: str = "E", dora: str = "", ura: str = "", bonus: str = "", north: int = 0,
        options: dict[str, Any] | None = None, loser: bool = False) -> Example:
    """A winning hand: `hand` holds the concealed tiles with the winning `tile`; `melds` are
    exposed, `concealed` concealed kongs. `loser`: a hand shown as a losing hand is scored
    (rows that only a loser's hand can show)."""
    request: Example = {
        "hand": hand,
        "melds": [{"tiles": m, "open": True} for m in melds]
        + [{"tiles": m, "open": False} for m in concealed],
        "win": {"tile": tile, "by": by, "flags": list(flags)},
        "seat_wind": seat, "round_wind": round_wind, "bonus": bonus,
    }
    if dora or ura:
        request["dora_indicators"], request["ura_indicators"] = dora, ura
    if north:
        request["north_extracted"] = north
    if options:
        request["options"] = options
    if loser:
        request["loser"] = True
    return request


# A closed hand of runs and a pair of 9s: pinfu's shape, wins on 8s two-sided.
RUNS = "234567p345678s99s"
SIMPLE = "234567p345678s88s"  # all simples, the same shape
