"""`python -m game`: play (the default), or a headless command: analyze, selfplay, bench, tiles."""

from __future__ import annotations

import importlib
import sys

COMMANDS = {
    "play": "game.commands.play",
    "analyze": "game.commands.analyze",
    "selfplay": "game.commands.selfplay",
    "bench": "game.commands.bench",
    "tiles": "game.commands.tiles",
}


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    name = args[0] if args and not args[0].startswith("-") else "play"
    if args and args[0] == name:
        args = args[1:]
    if name in ("help", "-h", "--help"):
        print("usage: python -m game [" + "|".join(COMMANDS) + "] ...")
        return 0
    module_name = COMMANDS.get(name)
    if module_name is None:
        print(f"unknown command {name!r}; commands: {', '.join(COMMANDS)}", file=sys.stderr)
        return 2
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if not exc.name or not exc.name.startswith("game."):
            raise
        print(f"the {name!r} command is not built yet", file=sys.stderr)
        return 2
    return int(module.run(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
