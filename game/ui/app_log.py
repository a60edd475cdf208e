"""The game's log beside its profile: warnings as they come (a missing file, no sound
device) and, when the game stops, the crash's traceback. Neither may stop the game itself."""

from __future__ import annotations

import logging
import sys
import time
import traceback
from pathlib import Path


class LogFile(logging.FileHandler):
    """The warnings' file, opened at the first warning. A file that cannot be opened or
    written then (a read-only profile, a folder in its place) loses the warning, never the
    game: FileHandler opens it outside its own error handling, and a tester's read-only
    profile stopped the game at the first warning."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            super().emit(record)
        except OSError:
            pass

    def handleError(self, record: logging.LogRecord) -> None:
        pass  # a full disk: the warning is lost, and nothing is printed over the game


def log_handler(log_dir: Path) -> logging.Handler:
    """Warnings (a missing file, no sound device) go to the log beside the crash log."""
    try:
        log_dir.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = LogFile(log_dir / "sparrow-mahjong.log", encoding="utf-8",
                                           delay=True)
    except OSError:
        return logging.NullHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    return handler


def log_crash(log_dir: Path) -> Path | None:
    """Write the current exception to the crash log; the path, or None if even that failed."""
    try:
        log_dir.mkdir(parents=True, exist_ok=True)
        path = log_dir / "sparrow-mahjong.log"
        with path.open("a", encoding="utf-8") as f:
            f.write(f"\n--- {time.strftime('%Y-%m-%d %H:%M:%S')} Sparrow Mahjong "
                    f"{sys.version.split()[0]} {sys.platform}\n")
            f.write(traceback.format_exc())
        return path
    except OSError:
        return None
