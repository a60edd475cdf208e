"""`python -m game` / `python -m game play`: open the game window."""

from __future__ import annotations

import sys


def run(argv: list[str]) -> int:
    try:
        from game.ui.app import main as play
    except ModuleNotFoundError as exc:
        if not (exc.name or "").startswith("game."):
            raise
        print("Sparrow Mahjong: the game window is not built yet. "
              "Try `python -m game analyze` or `python -m game bench`.", file=sys.stderr)
        return 1
    return int(play(argv) or 0)
