"""An outside Riichi bot in one seat, speaking mjai over its standard input and output as
mjai.app bots do: each line in is a JSON list of the events since it last answered, each
line out one action. Its answer passes through `legal_actions` like any other; a crash, a
time-out, or an answer that is malformed or not legal is reported with the event it
answered, and the baseline AI plays the seat for the rest of the match.
"""

from __future__ import annotations

import json
import queue
import shlex
import subprocess
import threading
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from game.ai.baseline import BaselineAI
from game.core.engine import Game
from game.core.table.actions import (
    AbortHand,
    Action,
    Chow,
    Continue,
    Discard,
    ExtractNorth,
    Kong,
    Pass,
    Pung,
    Ron,
    Tsumo,
)
from game.core.table.events import Event, events_for
from game.core.table.state import View
from game.records.mjai import FORMAT, Message, MjaiWriter, tile_of
from game.schema import SchemaError, decode

TIMEOUT = 5.0  # seconds a bot may take over one answer
FIRST_TIMEOUT = 15.0  # the first answer may wait on a bot loading its model
MAX_LINE = 1 << 16  # an answer longer than this is not an action


class BotFailed(Exception):
    """The bot gave no usable answer (the message says how, in a player's words)."""


class MjaiSeat:
    """A seat played by an mjai bot: `observe` every batch of events the game returns,
    `choose` like any opponent. `reports` says what went wrong, if anything did."""

    def __init__(self, command: str, seat: int, game: Game, names: Sequence[str] = (),
                 timeout: float = TIMEOUT, report: Callable[[str], None] | None = None,
                 start: Callable[[list[str]], subprocess.Popen] | None = None):
        if FORMAT not in game.variant.log_formats:
            raise ValueError(f"an mjai bot cannot play {game.variant.title} (Riichi and Sanma)")
        self.command, self.seat, self.timeout = command, seat, timeout
        self.game = game
        self.fallback = BaselineAI(game.variant.id, game.options)
        self.writer = MjaiWriter(game.rules.players, names, seat, bool(game.tileset.reds),
                                 max(1, game.rules.riichi_cost))
        self.pending: list[Message] = []
        self.reports: list[str] = []
        self._report = report
        self.failed = False
        self.answered = 0
        self.stderr: deque[str] = deque(maxlen=12)
        self.lines: queue.Queue[str | None] = queue.Queue()
        argv = shlex.split(command.replace("{seat}", str(seat)))
        self.proc: subprocess.Popen[str] | None  # None: not started, or stopped
        try:
            self.proc = (start or _start)(argv)
        except (OSError, ValueError) as exc:
            self.proc = None
            self._fail(f"could not be started ({exc})", None)
            return
        threading.Thread(target=self._pump, args=(self.proc.stdout, self.lines.put, None),
                         daemon=True, name=f"mjai-{seat}-out").start()
        threading.Thread(target=self._pump, args=(self.proc.stderr, self.stderr.append),
                         daemon=True, name=f"mjai-{seat}-err").start()
        self.pending.append(self.writer.header())
        try:
            self._ask(FIRST_TIMEOUT)  # start_game: any answer will do
        except BotFailed as exc:
            self._fail(str(exc), {"type": "start_game"})

    # -- following the game -----------------------------------------------------------------

    def observe(self, events: Sequence[Event]) -> None:
        """Events the game returned (all of them: the seat's own view is taken here)."""
        if not self.failed:
            self.pending.extend(self.writer.convert(events_for(list(events), self.seat)))

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        if not _a_choice(legal):
            return legal[0]
        if self.failed:
            return self.fallback.choose(view, legal)
        answered = self.pending[-1] if self.pending else None
        try:
            return self._action(self._ask(), legal)
        except BotFailed as exc:
            self._fail(str(exc), answered)
            return self.fallback.choose(view, legal)

    def close(self) -> None:
        """The match is over: tell the bot, let it go, and end it if it lingers."""
        if self.proc is None:
            return
        if not self.failed and self.pending:
            try:
                self._ask(1.0)
            except BotFailed:
                pass
        try:
            if self.proc.stdin:
                self.proc.stdin.close()
            self.proc.wait(timeout=2)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()
        self.proc = None

    # -- the protocol -----------------------------------------------------------------------

    def _ask(self, timeout: float | None = None) -> Message:
        """Send the pending events as one line; the bot's answer as an object."""
        assert self.proc is not None and self.proc.stdin is not None
        line = json.dumps(self.pending, separators=(",", ":"))
        self.pending = []
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except (OSError, ValueError):
            raise BotFailed(f"stopped reading its input{self._exit()}") from None
        try:
            answer = self.lines.get(timeout=timeout or self.timeout)
        except queue.Empty:
            raise BotFailed(f"gave no answer within {timeout or self.timeout:g} s") from None
        if answer is None:
            raise BotFailed(f"ended without answering{self._exit()}")
        self.answered += 1
        try:
            data = decode(answer)  # strict: no NaN, no endless digits or nesting
        except SchemaError as exc:
            why = "nests deeper than any action" if "nests" in exc.why else "is not JSON"
            raise BotFailed(f"answered with something that {why}: {answer[:80]!r}") from None
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise BotFailed(f"answered with no action: {answer[:80]!r}")
        return data

    def _action(self, answer: Message, legal: Sequence[Action]) -> Action:
        """The legal action an answer names (BotFailed when none does)."""
        kind = answer["type"]
        riichi = False
        if kind == "reach":
            if not any(isinstance(a, Discard) and a.riichi for a in legal):
                raise BotFailed(f"declared riichi where it may not: {_short(answer)}")
            self.pending.append({"type": "reach", "actor": self.seat})
            self.writer.said_reach.add(self.seat)
            answer, riichi = self._ask(), True
            kind = answer["type"]
            if kind != "dahai":
                raise BotFailed(f"declared riichi and then did not discard: {_short(answer)}")
        found = self._match(kind, answer, riichi, legal)
        if found is None:
            raise BotFailed(f"answered with an action that is not legal now: {_short(answer)}")
        return found

    def _match(self, kind: str, answer: Message, riichi: bool,
               legal: Sequence[Action]) -> Action | None:
        try:
            tile = tile_of(answer["pai"]) if "pai" in answer else None
            consumed = sorted(map(tile_of, answer.get("consumed", [])), key=_order)
        except (ValueError, TypeError):
            raise BotFailed(f"named a tile that does not exist: {_short(answer)}") from None
        for a in legal:
            if _names(a, kind, tile, consumed, riichi):
                return a
        return None

    def _fail(self, why: str, answered: Message | None) -> None:
        self.failed = True
        shown = f" answering {json.dumps(answered, ensure_ascii=False)[:200]}" if answered \
            else ""
        text = (f"seat {self.seat} (mjai: {self.command}) {why}{shown}; "
                "the baseline AI plays the seat from here")
        if self.stderr:
            text += " (its last words: " + " | ".join(self.stderr)[-300:] + ")"
        self.reports.append(text)
        if self._report is not None:
            self._report(text)
        if self.proc is not None:
            try:
                self.proc.kill()
                self.proc.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired):
                pass
            self.proc = None

    def _exit(self) -> str:
        """The bot's exit code, said, once it has ended (a moment after its output did)."""
        try:
            code = self.proc.wait(timeout=0.5) if self.proc is not None else None
        except subprocess.TimeoutExpired:
            code = None
        return f" (exit code {code})" if code is not None else ""

    def _pump(self, stream: Any, put: Callable[[str], None], end: Any = False) -> None:
        """Hand each non-empty line of one of the bot's outputs to `put` (a thread)."""
        try:
            for line in stream:
                if line.strip():
                    put(line.strip()[:MAX_LINE])
        except (OSError, ValueError):
            pass
        if end is not False:
            put(end)


def _start(argv: list[str]) -> subprocess.Popen:
    return subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, encoding="utf-8",
                            errors="replace", bufsize=1)


def _a_choice(legal: Sequence[Action]) -> bool:
    """Whether the bot is asked: anything but going on to the next hand."""
    return bool(legal) and not all(isinstance(a, Continue) for a in legal)


def _order(t: Any) -> tuple[str, int, bool]:
    return (t.suit, t.rank, t.red)


def _short(answer: Message) -> str:
    return json.dumps(answer, ensure_ascii=False)[:120]


def _names(a: Action, kind: str, tile: Any, consumed: list[Any], riichi: bool) -> bool:
    """Whether the mjai action `kind` (with its tile and consumed tiles) is this action."""
    if kind == "dahai":
        return isinstance(a, Discard) and a.tile == tile and a.riichi == riichi and not a.call
    if kind == "none":
        return isinstance(a, Pass)
    if kind == "hora":
        return isinstance(a, Tsumo | Ron)
    if kind == "ryukyoku":
        return isinstance(a, AbortHand)
    if kind in ("kita", "nukidora"):
        return isinstance(a, ExtractNorth)
    if kind in ("chi", "pon"):
        cls = Chow if kind == "chi" else Pung
        return isinstance(a, cls) and sorted(a.tiles, key=_order) == consumed
    if kind in ("daiminkan", "ankan", "kakan") and isinstance(a, Kong):
        want = {"daiminkan": "open", "ankan": "closed", "kakan": "added"}[kind]
        if a.kind != want:
            return False
        if kind == "kakan":
            return a.tile == tile
        return bool(consumed) and a.tile.plain is consumed[0].plain
    return False
