"""The Superpower rule on the new-game screen: a toggle among the rules and, when it is on, a
power chooser for each seat (yours and each opponent's; any may be dealt at random)."""

from __future__ import annotations

from functools import partial
from typing import Any

from game.core.model.powers import RANDOM, available, named, power
from game.ui.widgets import Choice, Toggle

RULE_LINE = "Each player holds a power to use one to three times in the match"
TIMES = {1: "Once", 2: "Twice", 3: "Three times"}


def power_line(name: str) -> str:
    """What a power does, how often and when: "... Twice a match: your turn, ..." (a tester
    could not tell its charges before the table's dots)."""
    p = power(name)
    return f"{p.line} {TIMES.get(p.charges, f'{p.charges} times')} a match: {p.when}."


def offered(variant: Any, options: dict[str, Any]) -> tuple[str, ...]:
    """The powers this variant under these options can play."""
    rules = variant.play_rules(options)
    flowers = any(t.is_bonus for t in variant.tileset(options).physical_tiles())
    return tuple(p.name for p in available(rules.indicators, flowers))


def shown(name: str) -> str:
    if name == RANDOM:
        return "Dealt at random"
    return power(name).title


def seat_choice(screen, seat: int) -> str:
    names = named(screen.options[screen.variant_id]["powers"])
    return names[seat] if seat < len(names) else RANDOM


def set_seat_choice(screen, seat: int, name: str) -> None:
    opts = screen.options[screen.variant_id]
    names = named(opts["powers"]) + [RANDOM] * screen.players()
    names[seat] = name
    opts["powers"] = ",".join(names[: screen.players()])
    screen.app.audio.play("click")
    screen.rebuild()  # the row's line says what the chosen power does (focus kept: its place)


def power_rows(screen) -> list[Any]:
    """The rule's toggle, then (when on) one chooser per seat, for the rules column."""
    opts = screen.options[screen.variant_id]

    def switch(on: bool) -> None:
        screen._set_option("superpowers", on)
        screen.rebuild()  # the focus stays in its place: on the rule's toggle

    toggle = Toggle("Superpowers", RULE_LINE, lambda: bool(opts["superpowers"]), switch)
    toggle.tag = lambda: screen._tag("superpowers", False)
    toggle.option = "superpowers"
    rows: list[Any] = [toggle]
    if not opts["superpowers"]:
        return rows
    choices = (RANDOM, *offered(screen.variant, opts))
    for seat in range(screen.players()):
        if seat_choice(screen, seat) not in choices:  # a power this variant cannot play
            names = named(opts["powers"]) + [RANDOM] * screen.players()
            names[seat] = RANDOM
            opts["powers"] = ",".join(names[: screen.players()])
        name = "You" if seat == 0 else screen.opponents[seat - 1]["name"]
        who = "Your power" if seat == 0 else f"{name}'s power"
        chosen = seat_choice(screen, seat)
        line = power_line(chosen) if chosen != RANDOM else \
            f"{name} {'are' if seat == 0 else 'is'} dealt a power these rules can play"
        row = Choice(who, line, choices, partial(seat_choice, screen, seat),
                     partial(set_seat_choice, screen, seat), shown)
        row.option = "powers"
        rows.append(row)
    return rows
