"""What self-play may add to each match it plays: outside mjai bots in some seats
(`--seat N=mjai:COMMAND`) and the match's record in a folder (`--records DIR`)."""

from __future__ import annotations

import shlex
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core.engine import Game
from game.core.table.events import Event
from game.records.mjai import FORMAT
from game.records.mjai_seat import TIMEOUT, MjaiSeat
from game.records.record import Player, Recorder
from game.records.shelf import Shelf
from game.store import Store


def parse_seat(text: str, players: int) -> tuple[int, str]:
    """`N=mjai:COMMAND` as (seat, command); ValueError saying what is wrong."""
    seat, equals, rest = text.partition("=")
    kind, colon, command = rest.partition(":")
    if not equals or not colon or kind != "mjai" or not command.strip():
        raise ValueError(f"--seat takes N=mjai:COMMAND, not {text[:60]!r}")
    if not (seat.isascii() and seat.isdigit()) or not 0 <= int(seat) < players:
        raise ValueError(f"--seat: the seat is 0 to {players - 1}, not {seat[:10]!r}")
    return int(seat), command.strip()


def bot_name(command: str) -> str:
    """A bot's name in a record: its program's name ("mjai mortal", "mjai bot.py")."""
    try:
        words = shlex.split(command)
    except ValueError:
        words = command.split()
    names = [Path(w).name for w in words if not w.startswith("-")] or ["bot"]
    program = names[1] if len(names) > 1 and names[0].startswith("python") else names[0]
    return f"mjai {program}"[:32]


class SelfPlayExtras:
    """The bots and the records folder of one self-play run; `match(seed)` sets up one
    match, `reports` collects what the bots did wrong."""

    def __init__(self, variant: str, options: Mapping[str, Any] | None,
                 records: str | Path | None = None, seats: Mapping[int, str] | None = None,
                 timeout: float = TIMEOUT, report: Callable[[str], None] | None = None):
        self.variant, self.options = variant, dict(options or {})
        self.seats = dict(seats or {})
        if self.seats and FORMAT not in Game(variant, options).variant.log_formats:
            raise ValueError("an mjai bot plays Riichi or Sanma only")
        self.timeout, self._report = timeout, report
        self.shelf = Shelf(Store(data_dir=records, config_dir=records, log_dir=records),
                           records) if records is not None else None
        if self.shelf is not None:  # a folder that cannot be written is said now, not never
            self.shelf.store.start()
            if self.shelf.store.problem is not None:
                raise ValueError(f"--records: {self.shelf.store.problem}")
        self.reports: list[str] = []
        self.records_lost = 0  # records that could not be written (the disk filled up)

    def report(self, line: str) -> None:
        self.reports.append(line)
        if self._report is not None:
            self._report(line)

    def match(self, seed: int) -> Match:
        return Match(self, seed)


class Match:
    """One self-play match's bots and recorder: `players` for play_match, `check` to see
    every step, `finish` when it is over."""

    def __init__(self, extras: SelfPlayExtras, seed: int):
        self.extras = extras
        game = Game(extras.variant, extras.options, seed)
        n = game.rules.players
        names = [bot_name(extras.seats[s]) if s in extras.seats else "Baseline"
                 for s in range(n)]
        self.players: dict[int, MjaiSeat] = {
            s: MjaiSeat(command, s, game, names, extras.timeout, extras.report)
            for s, command in extras.seats.items()}
        self.people = [Player(names[s], "mjai" if s in self.players else "ai", "" if
                              s in self.players else "baseline") for s in range(n)]
        self.recorder: Recorder | None = None

    def check(self, game: Game, events: Sequence[Event]) -> None:
        for seat in self.players.values():
            seat.observe(events)
        if self.extras.shelf is not None:
            if self.recorder is None:
                self.recorder = Recorder(game, self.people, None)
            self.recorder.add(events)

    def finish(self) -> None:
        for seat in self.players.values():
            seat.close()
        shelf = self.extras.shelf
        if shelf is not None and self.recorder is not None \
                and not shelf.save(self.recorder.document()):
            self.extras.records_lost += 1
            if self.extras.records_lost == 1:
                self.extras.report(f"records are not being kept: {shelf.store.problem}")
