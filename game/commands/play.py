"""`python -m game` / `python -m game play`: open the game window."""

from __future__ import annotations

from game.ui.app import main as play


def run(argv: list[str]) -> int:
    return int(play(argv) or 0)
