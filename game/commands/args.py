"""Argument parsing for the commands: a mistake on the command line is answered in one line."""

from __future__ import annotations

import argparse
import math
import sys


def command_name(command: str) -> str:
    """How this program is run with `command`, for its usage line: "python -m game play" from
    the source, "sparrow-mahjong play" in the built program (which has no python -m)."""
    program = "sparrow-mahjong" if getattr(sys, "frozen", False) else "python -m game"
    return f"{program} {command}"


class OneLineParser(argparse.ArgumentParser):
    """argparse, but an error is one line naming the mistake (no usage block, no traceback)."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {excerpt(message, 200)} (see --help)\n")


def excerpt(text: str, limit: int = 60) -> str:
    """`text`, or its start and end around an ellipsis when it is long (bad input is shown back
    only in part: it may be megabytes)."""
    if len(text) <= limit:
        return text
    half = limit // 2
    return f"{text[:half]}…{text[-half:]} ({len(text):,} characters)"


def count(text: str) -> int:
    """A whole number, 0 or more (an argparse type)."""
    if not (text.isascii() and text.isdigit()) or len(text) > 9:
        raise argparse.ArgumentTypeError(f"a whole number 0 or more, not {excerpt(text, 20)!r}")
    return int(text)


def seconds(text: str) -> float:
    """A finite number of seconds above 0 (an argparse type): NaN, infinity and negative
    times are refused rather than quietly clamped."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"a number of seconds above 0, not {excerpt(text, 20)!r}")
    return value
