"""The command line: play (the default), or a headless command; `--help` lists them all."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from game import __version__

Command = Callable[[list[str]], int]


# Each command imports its module inside a function named here, so a bundler sees every
# import (no module names built from strings) and start-up loads only the one it runs.
def _play(argv: list[str]) -> int:
    from game.commands import play

    return play.run(argv)


def _analyze(argv: list[str]) -> int:
    from game.commands import analyze

    return analyze.run(argv)


def _selfplay(argv: list[str]) -> int:
    from game.commands import selfplay

    return selfplay.run(argv)


def _bench(argv: list[str]) -> int:
    from game.commands import bench

    return bench.run(argv)


def _tiles(argv: list[str]) -> int:
    from game.commands import tiles

    return tiles.run(argv)


def _export(argv: list[str]) -> int:
    from game.commands import export

    return export.run(argv)


def _options(argv: list[str]) -> int:
    from game.commands import options

    return options.run(argv)


def _smoke(argv: list[str]) -> int:
    from game.commands import smoke

    return smoke.run(argv, main, tuple(COMMANDS))


COMMANDS: dict[str, tuple[Command, str]] = {
    "play": (_play, "open the game window (the default) [--profile DIR --size WxH ...]"),
    "analyze": (_analyze, "one JSON request in (FILE or stdin), one JSON answer out"),
    "selfplay": (_selfplay, "AI-only matches: --variant V --games N --seed S [--json]"),
    "bench": (_bench, "every performance goal, measured [--only SECTION] [--json]"),
    "tiles": (_tiles, "a contact sheet of every tile face: --sheet FILE.png"),
    "export": (_export, "a game record as tenhou.net/6, mjai or JSON: --format F RECORD"),
    "options": (_options, "every rule option and preset of a variant: --variant V [--json]"),
    "smoke": (_smoke, "open every screen and run every command briefly; exit 0 if all work"),
}


def usage() -> str:
    width = max(map(len, COMMANDS))
    lines = [f"Sparrow Mahjong {__version__}",
             "usage: sparrow-mahjong [COMMAND] [ARGS]   (python -m game [COMMAND] [ARGS])",
             "", "commands:"]
    lines += [f"  {name:{width}}  {text}" for name, (_, text) in COMMANDS.items()]
    lines += ["", "  --help     this list (COMMAND --help: that command's options)",
              "  --version  the version"]
    return "\n".join(lines)


def ensure_streams() -> None:
    """A windowed build (Windows) starts with no stdout or stderr: attach to the console it was
    started from, if any, else write into nothing, so printing never fails."""
    if sys.stdout is not None and sys.stderr is not None:
        return
    console = None
    if sys.platform == "win32":
        try:
            import ctypes

            if ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
                console = "CONOUT$"
        except (AttributeError, OSError):
            console = None
    target = console or os.devnull
    if sys.stdout is None:
        sys.stdout = open(target, "w", encoding="utf-8", errors="replace")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open(target, "w", encoding="utf-8", errors="replace")  # noqa: SIM115


def main(argv: list[str] | None = None) -> int:
    ensure_streams()
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("help", "-h", "--help"):
        print(usage())
        return 0
    if args and args[0] in ("--version", "-V", "version"):
        print(f"sparrow-mahjong {__version__}")
        return 0
    name = args[0] if args and not args[0].startswith("-") else "play"
    if args and args[0] == name:
        args = args[1:]
    entry = COMMANDS.get(name)
    if entry is None:
        print(f"unknown command {name!r}; commands: {', '.join(COMMANDS)} "
              "(--help says more)", file=sys.stderr)
        return 2
    return int(entry[0](args) or 0)
