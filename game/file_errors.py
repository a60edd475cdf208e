"""A failed read or write of one of the player's files, in the player's words ("the disk
holding ... is full", not "[Errno 28]")."""

from __future__ import annotations

import errno
from pathlib import Path


def why_not_saved(exc: OSError, path: Path) -> str:
    """A failed write of `path` in a player's words."""
    folder = path.parent
    try:
        if path.is_dir():
            return f"{path} is a folder, not a file"
    except OSError:
        pass
    for parent in path.parents:
        try:
            if parent.exists() and not parent.is_dir():
                return f"{parent} is a file, not a folder"
        except OSError:
            continue
    code = exc.errno
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return f"the disk holding {folder} is full"
    reason = exc.strerror or exc.__class__.__name__
    try:
        exists = folder.is_dir()
    except OSError:
        exists = False
    if not exists:
        return f"the folder {folder} does not exist and cannot be made ({reason})"
    if code in (errno.EACCES, errno.EPERM, errno.EROFS):
        return f"the folder {folder} is read-only"
    return f"{folder} cannot be written to ({reason})"


def why_not_read(exc: OSError) -> str:
    """A failed read in a player's words (the system's own, "Is a directory", only for a
    cause the game has no words for)."""
    if isinstance(exc, IsADirectoryError):
        return "a folder is in its place"
    if isinstance(exc, PermissionError):
        return "the game may not read it"
    return exc.strerror or exc.__class__.__name__


def in_brief(text: str, limit: int = 100) -> str:
    """A reason cut to `limit` characters at a word's end, with an ellipsis when cut (a
    tester's notice ended mid-word, its brackets unclosed)."""
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0].rstrip(" ,;:(")
    return cut + "…"

