"""`python -m game smoke`: open every screen for a few frames and run every headless command on
a tiny input, with SDL's dummy video and audio drivers; exit 0 only if none failed.

It checks an install or a bundled build as a player would find it: a screen or command that a
bundler left out, a missing sound or font, or a warning logged on the way all count as failures.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import logging
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from game import __version__, assets
from game.commands.args import command_name

VARIANTS = ("riichi", "sanma", "space", "hkos", "classical", "uzje")
SIZE = (1280, 720)
ANALYZE_REQUEST = {"variant": "riichi", "hand": "123456789m234p55s",
                   "win": {"tile": "5s", "by": "ron", "flags": ["riichi"]},
                   "seat_wind": "S", "round_wind": "E"}


class Failed(Exception):
    """A check saw something wrong (the message says what)."""


class Warnings(logging.Handler):
    """Collects the game's warnings while a check runs: each one fails that check."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(f"{record.name}: {record.getMessage()}")


class Smoke:
    def __init__(self, profile: Path, frames: int, main: Callable[[list[str]], int],
                 names: tuple[str, ...]):
        self.main, self.names = main, names
        self.profile, self.frames = profile, frames

    # screens ------------------------------------------------------------------------------
    def app(self):
        from game.ui.app import App, make_store

        class NoWaitClock:  # game time moves 1/60 s a frame without waiting for the frame
            def tick(self, fps: int = 0) -> int:
                # A real clock sleeps most of a frame; without a pause the loop would starve
                # the AI's worker thread of the interpreter and the table would never move.
                time.sleep(0.001)
                return 16

        app = App(make_store(self.profile), SIZE)
        app.clock = NoWaitClock()
        return app

    def show(self, app, expected: str, frames: int | None = None) -> str:
        """Run frames (the AI plays on, animations go); the screen must stay up and drawn."""
        for _ in range(frames or self.frames):
            app.dirty = True
            app.frame()
            if not app.running:
                raise Failed(f"the window closed while {expected} was open")
        top = type(app.stack.top).__name__
        if top != expected:
            raise Failed(f"{top} is on top, not {expected}")
        shown = f"{top}, {app.frames} frames"
        app.quit()
        app.audio.stop()
        return shown

    def screen(self, name: str, expected: str, variant: str | None = None) -> str:
        from game.ui.app import open_screen

        app = self.app()
        open_screen(app, name, variant, autoplay=name == "table")
        return self.show(app, expected)

    def table(self, variant: str) -> str:
        """The AI plays every seat until some tiles are discarded (and autosaved)."""
        from game.ui.app import open_screen

        app = self.app()
        open_screen(app, "table", variant, autoplay=True)
        table = app.stack.top
        for _ in range(2000):
            if len(table.game.state.log) >= 12:
                break
            app.frame()
        if len(table.game.state.log) < 12:
            raise Failed("the table made no progress in 2000 frames")
        return self.show(app, "Table") + f", {len(table.game.state.log)} actions"

    def replay(self) -> str:
        """The newest record (the table checks left theirs) in the replay viewer, stepped."""
        import pygame

        from game.ui.app import open_screen

        app = self.app()
        open_screen(app, "replay")
        viewer = app.stack.top
        if getattr(viewer, "replay", None) is None:
            raise Failed("no record to replay (the table checks keep one each)")
        start, was_open = viewer.position, viewer.open
        for key in ("right", "right", "o", "v", "space"):
            app.pg.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(key),
                                                 mod=0, unicode=""))
        app.frame()
        if viewer.position != min(start + 2, viewer.replay.last) or viewer.open == was_open:
            raise Failed(f"two steps and all hands open went to step {viewer.position}")
        shown = self.show(app, "ReplayScreen")
        return f"{shown}, step {viewer.position} of {viewer.replay.last}"

    def continue_game(self) -> str:
        app = self.app()
        from game.ui.app import open_screen

        open_screen(app, "title")
        if not app.store.has_autosave():
            raise Failed("no autosave to continue (the table check writes one)")
        app.stack.top.continue_game()
        return self.show(app, "Table")

    # commands -------------------------------------------------------------------------------
    def command(self, *argv: str) -> str:
        """Run a command of this program in this process; its output, or Failed."""
        main = self.main
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(list(argv))
            except SystemExit as exc:  # argparse on a bad argument
                code = exc.code if isinstance(exc.code, int) else 2
        if code != 0:
            raise Failed(f"exit {code}: {(err.getvalue() or out.getvalue()).strip()[-300:]}")
        return out.getvalue()

    def analyze(self) -> str:
        request = self.profile / "request.json"
        request.write_text(json.dumps(ANALYZE_REQUEST), encoding="utf-8")
        answer = json.loads(self.command("analyze", str(request)))
        score = answer.get("score", {})
        if not score.get("valid"):
            raise Failed(f"the sample win did not score: {answer}")
        return f"total {score.get('total')}"

    def selfplay(self) -> str:
        stats = json.loads(self.command("selfplay", "--variant", "riichi", "--games", "1",
                                        "--seed", "1", "--json"))
        if stats.get("games") != 1 or not stats.get("hands"):
            raise Failed(f"no match played: {stats}")
        return f"1 match, {stats['hands']} hands"

    def export(self) -> str:
        """A self-play match kept as a record, then exported to tenhou.net/6 and mjai."""
        folder = self.profile / "selfplay-records"
        self.command("selfplay", "--games", "1", "--seed", "2", "--records", str(folder))
        record = next(folder.glob("*.json"), None)
        if record is None:
            raise Failed("self-play kept no record")
        log = json.loads(self.command("export", "--format", "tenhou6", str(record)))
        lines = self.command("export", "--format", "mjai", str(record)).splitlines()
        if not log.get("log") or json.loads(lines[-1]).get("type") != "end_game":
            raise Failed("the exports hold no hands")
        return f"{len(log['log'])} hands, {len(lines)} mjai events"

    def options(self) -> str:
        """Every variant's options and presets list, and a preset plays (self-play)."""
        counts = []
        for v in VARIANTS:
            listing = json.loads(self.command("options", "--variant", v, "--json"))
            if not listing.get("options") or "sparrow" not in listing.get("presets", {}):
                raise Failed(f"{v}: no options or no seed preset listed")
            counts.append(len(listing["options"]))
        stats = json.loads(self.command("selfplay", "--variant", "riichi", "--games", "1",
                                        "--seed", "3", "--option", "preset=tenhou", "--json"))
        if stats.get("games") != 1:
            raise Failed(f"no match played under a preset: {stats}")
        return f"{sum(counts)} options in {len(counts)} variants; a Tenhou match played"

    def tiles(self) -> str:
        sheet = self.profile / "sheet.png"
        self.command("tiles", "--sheet", str(sheet), "--variant", "uzje", "--size", "24")
        if sheet.read_bytes()[:8] != b"\x89PNG\r\n\x1a\n":
            raise Failed("the sheet is not a PNG")
        return f"{sheet.stat().st_size} bytes"

    def bench(self) -> str:
        from game.benchmarks import sections

        names = sorted(sections())
        if names != ["ai", "memory", "records", "scoring", "shanten", "tiles", "ui"]:
            raise Failed(f"sections {names}")
        figures = json.loads(self.command("bench", "--quick", "--only", "scoring", "--json"))
        return f"sections {' '.join(names)}; {figures['score_per_s']:.0f} score sheets/s"

    def help(self) -> str:
        text = self.command("--help")
        absent = [name for name in self.names if f"  {name} " not in text]
        if absent or __version__ not in self.command("--version"):
            raise Failed(f"--help lacks {absent} or --version lacks {__version__}")
        return f"{len(self.names)} commands, version {__version__}"

    @staticmethod
    def files() -> str:
        gone = assets.report_missing()
        if gone:
            raise Failed(f"{len(gone)} missing: {', '.join(p.name for p in gone)}")
        return f"{len(assets.expected())} files"

    def checks(self) -> list[tuple[str, Callable[[], str]]]:
        out: list[tuple[str, Callable[[], Any]]] = [
            ("files", self.files),
            ("help", self.help),
            ("screen title", lambda: self.screen("title", "Title")),
            ("screen new game", lambda: self.screen("new", "NewGame")),
        ]
        out += [(f"screen table {v}", partial(self.table, v)) for v in VARIANTS]
        out += [
            ("screen continue", self.continue_game),
            ("screen analyzer", lambda: self.screen("analyzer", "Analyzer")),
            ("screen practice", lambda: self.screen("practice", "Practice")),
            *((f"screen rules {v}", lambda v=v: self.screen("rules", "RulesScreen", v))
              for v in VARIANTS),
            *((f"screen tutorial {v}", lambda v=v: self.screen("tutorial", "Tutorial", v))
              for v in VARIANTS),
            ("screen statistics", lambda: self.screen("stats", "Stats")),
            ("screen records", lambda: self.screen("records", "Records")),
            ("screen replay", self.replay),
            ("screen settings", lambda: self.screen("settings", "SettingsScreen")),
            ("command analyze", self.analyze),
            ("command selfplay", self.selfplay),
            ("command options", self.options),
            ("command tiles", self.tiles),
            ("command export", self.export),
            ("command bench", self.bench),
        ]
        return out


def check(name: str, fn: Callable[[], str], warned: Warnings) -> bool:
    warned.lines.clear()
    start = time.perf_counter()
    try:
        detail = fn()
        if warned.lines:
            raise Failed("warned: " + "; ".join(warned.lines))
        ok = True
    except Exception as exc:  # every failure is reported, and the next check still runs
        ok = False
        if isinstance(exc, Failed):
            detail = str(exc)
        else:
            detail = f"{type(exc).__name__}: {exc}"
            where = traceback.extract_tb(exc.__traceback__)[-1]
            detail += f" ({Path(where.filename).name}:{where.lineno})"
    seconds = time.perf_counter() - start
    print(f"{'ok' if ok else 'FAIL':4}  {name:24} {seconds:6.2f} s  {detail}", flush=True)
    return ok


def run(argv: list[str], main: Callable[[list[str]], int], names: tuple[str, ...]) -> int:
    """Run the checks; `main` runs a command line of this program, `names` are its commands
    (handed in by the command line itself, which starts this one)."""
    parser = argparse.ArgumentParser(prog=command_name("smoke"), description=__doc__)
    parser.add_argument("--frames", type=int, default=30, help="frames to show each screen")
    parser.add_argument("--only", action="append", metavar="NAME",
                        help="only checks whose name contains NAME (repeatable)")
    args = parser.parse_args(argv)
    os.environ["SDL_VIDEODRIVER"] = "dummy"  # before pygame starts: no window, no sound card
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    kind = "bundle" if getattr(sys, "frozen", False) else "Python " + sys.version.split()[0]
    print(f"Sparrow Mahjong {__version__} smoke ({kind}, {sys.platform})", flush=True)
    warned = Warnings()
    logging.getLogger("game").addHandler(warned)
    logging.getLogger("game").setLevel(logging.WARNING)
    failed = 0
    start = time.perf_counter()
    try:
        with tempfile.TemporaryDirectory(prefix="sparrow-smoke-") as tmp:
            smoke = Smoke(Path(tmp), args.frames, main, names)
            chosen = [(n, f) for n, f in smoke.checks()
                      if not args.only or any(o in n for o in args.only)]
            for name, fn in chosen:
                failed += not check(name, fn, warned)
    finally:
        logging.getLogger("game").removeHandler(warned)
        try:
            import pygame

            pygame.quit()
        except Exception:  # noqa: BLE001 - closing must not hide the verdict
            pass
    total = time.perf_counter() - start
    print(f"smoke: {len(chosen) - failed} of {len(chosen)} checks ok, {failed} failed "
          f"in {total:.1f} s", flush=True)
    return 1 if failed else 0
