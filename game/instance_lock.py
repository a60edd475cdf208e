"""One window per set of files: a second copy of the game on the same saved game and
settings would overwrite the first one's moves. The first holds a lock on a file in the data
folder for as long as it runs; the system lets go of it when the game ends, however it ends
(a crash, a killed process), so no stale lock is ever left behind."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import IO

LOCK_NAME = "instance.lock"
_HELD: dict[Path, IO[bytes]] = {}  # this process's locks, kept open while it runs


def hold(folder: Path | str) -> bool:
    """Take the lock on `folder` (True), or find it held by another running copy (False). A
    folder that cannot be written is no reason to stop a game: True (its saves fail, and
    are announced, as any other)."""
    path = (Path(folder) / LOCK_NAME).resolve()
    if path in _HELD:
        return True
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(path, "a+b")  # noqa: SIM115 - held open for the process's life
    except OSError:
        return True
    try:
        _lock(handle)
    except OSError:
        handle.close()
        return False
    _HELD[path] = handle
    return True


def release(folder: Path | str) -> None:
    """Let go of the lock on `folder`, if this process holds it (the window has closed;
    on Windows an open file would also keep its folder from being removed)."""
    handle = _HELD.pop((Path(folder) / LOCK_NAME).resolve(), None)
    if handle is not None:
        handle.close()  # closing the file lets go of its lock


def _lock(handle: IO[bytes]) -> None:
    if sys.platform == "win32":
        import msvcrt

        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
