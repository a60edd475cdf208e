"""The superpowers of a Superpower match: each power's name, kind, charges and what it does,
and the two rule options every variant takes for them (the engine plays them)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.model.options import Option, OptionError


@dataclass(frozen=True, slots=True)
class Power:
    """One power as a player reads it. `charges`: uses in a whole match (never more than one
    use a hand). `needs`: what the table must have for the power to exist in a variant
    ("indicators": dora indicators; "flowers": bonus tiles in the set; "" anything)."""

    name: str
    title: str
    kind: str  # information, luck, tempo, protection, value
    line: str  # one line a player understands
    when: str  # when it may be used
    charges: int
    needs: str = ""
    takes_tile: bool = False  # the player names a tile of its hand


POWERS: tuple[Power, ...] = (
    Power("far_sight", "Far Sight", "information",
          "See the next three tiles you will draw, if no one calls.",
          "your turn, before you discard", 3),
    Power("keen_ear", "Keen Ear", "information",
          "Hear every tile that completes the hand of an opponent who is ready now.",
          "your turn, before you discard", 2),
    Power("second_wind", "Second Wind", "luck",
          "Shuffle the tile you just drew back into the wall and draw again.",
          "your turn, right after a draw from the wall; not after riichi or an Original Call",
          3),
    Power("undertow", "Undertow", "tempo",
          "Trade a tile of your hand for the wall's next tile; the next player draws yours.",
          "your turn after a draw; not after riichi or an Original Call", 2,
          takes_tile=True),
    Power("soft_landing", "Soft Landing", "protection",
          "For the rest of the hand, a win on your tile costs you half the hand's value.",
          "your turn, before you discard", 2),
    Power("hidden_star", "Hidden Star", "value",
          "Turn up a dora indicator only you can see: its dora counts for your wins.",
          "your turn, in a game with dora", 2, needs="indicators"),
    Power("bounty", "Bounty", "value",
          "If you win this hand, each payment for your hand is raised by half.",
          "your turn, before you discard", 1),
    Power("flower_hunt", "Flower Hunt", "flowers",
          "Take the first flower or season still in the wall and lay it face up as yours.",
          "your turn, in a game with flowers, while one is left in the wall", 2,
          needs="flowers"),
)
BY_NAME: dict[str, Power] = {p.name: p for p in POWERS}
RANDOM = "random"  # a seat dealt a power at random from the game's seed

POWER_OPTIONS: tuple[Option, ...] = (
    Option("superpowers", False, "Superpower match: each player holds a power to use"),
    Option("powers", "", "Each seat's power from the first dealer on, comma-separated "
           "(empty or 'random': dealt at random)"),
)


def title_of(name: str) -> str:
    """A power's name as the table says it ("Far Sight"); an unknown one as it is."""
    found = BY_NAME.get(name)
    return found.title if found is not None else name


def power(name: str) -> Power:
    try:
        return BY_NAME[name]
    except KeyError:
        known = ", ".join(BY_NAME)
        raise OptionError(f"unknown power {name!r} (known: {known})") from None


def available(indicators: bool, flowers: bool) -> tuple[Power, ...]:
    """The powers a table with (or without) dora indicators and flowers can play."""
    have = {"", *(["indicators"] if indicators else []), *(["flowers"] if flowers else [])}
    return tuple(p for p in POWERS if p.needs in have)


def named(text: str) -> list[str]:
    """The names in a `powers` option, checked (blank entries mean random)."""
    names = [n.strip() or RANDOM for n in text.split(",")] if text.strip() else []
    for n in names:
        if n != RANDOM:
            power(n)
    return names


def seat_powers(text: str, players: int, offered: tuple[Power, ...], seed: int
                ) -> tuple[str, ...]:
    """Each seat's power: the ones named, the others dealt from `offered` by the seed (a
    stream of its own, so the walls are those of the same seed without powers). Names past
    the table's seats are not used (a choice made for four players, played by three)."""
    names = named(text)[:players]
    ok = {p.name for p in offered}
    for n in names:
        if n != RANDOM and n not in ok:
            raise OptionError(f"the power {n!r} has nothing to work on in this variant")
    rng = random.Random(seed * 7919 + 104729)
    return tuple(n if n != RANDOM else rng.choice(offered).name
                 for n in names + [RANDOM] * (players - len(names)))
