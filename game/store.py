"""Settings, autosave and statistics on disk: atomic JSON files, each read through one checked
loader, damaged ones moved aside, and a write that fails reported instead of lost.

Every file is `{"version": N, "kind": ..., "data": ...}` written atomically (temp file in the
same folder, fsync, os.replace), so a crash or a kill leaves the old file or the new one, never
half of one; temp files a kill left behind are removed at the next start. A file is read
through `Store.read` with its `FileKind`: size-limited, strictly decoded (game.schema.decode),
its envelope and then its data checked against the kind's schema. A file with any defect is
renamed `<name>.damaged-<timestamp>` whole and a notice is queued for the UI, saying what the
player gets instead (the kind's `instead`: default settings, a game not resumed ...).
Nothing is loaded half-way and nothing is silently overwritten. A write that fails (a full
disk, a read-only folder, a profile path that is a file) is noted once in `problem`, for the
UI to tell the player that the game is not being saved.

The engine provides the game's to/from-dict; this module only stores the dict.
"""

from __future__ import annotations

import dataclasses
import errno
import json
import logging
import os
import re
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.file_errors import why_not_read, why_not_saved
from game.files import AUTOSAVE, SETTINGS, SPEEDS, STATISTICS, TILE_SIZES, FileKind
from game.schema import SchemaError, decode

__all__ = ["AUTOSAVE", "SETTINGS", "SPEEDS", "STATISTICS", "TILE_SIZES", "FileKind", "Settings",
           "Store", "atomic_write_text", "remove_stale_temp_files", "why_not_read",
           "why_not_saved"]

log = logging.getLogger(__name__)
log.addHandler(logging.NullHandler())  # commands without a log configured stay quiet
APP_NAME = "sparrow-mahjong"
DATA_WHAT = "saved game, statistics and game records"  # what the data folder keeps
VERSION = 1
PROBE_BYTES = b"\0" * 4096  # what start() writes to learn that a folder takes data


@dataclass
class Settings:
    """What a player chooses once and expects to find again."""

    volume: float = 0.8  # 0..1
    mute: bool = False
    speed: str = "normal"  # one of SPEEDS
    auto_sort: bool = True
    auto_win: bool = False
    skip_calls: bool = False
    auto_discard_drawn: bool = False
    auto_discard_riichi: bool = True
    tile_size: str = "medium"  # one of TILE_SIZES
    colour_blind: bool = False
    show_waits: bool = True
    furiten_warning: bool = True
    claim_timer: bool = False  # a call lapses into Skip after CLAIM_TIMER_SECONDS
    declare_bonus: bool = False  # lay each flower aside yourself (else the table does it)
    table_hint: bool = False  # the strongest opponent's suggested discard and danger shading
    one_click_discard: bool = False  # a click throws a tile (else: select, then click again)
    tutorials_offered: list[str] = field(default_factory=list)  # variants offered a guided hand
    fullscreen: bool = False  # the window fills the screen (F11)
    window_size: list[int] | None = None  # [w, h] of the window; None: chosen from the screen
    window_pos: list[int] | None = None  # [x, y]; None: centred
    extra: dict[str, Any] = field(default_factory=dict)  # other keys (the new-game choices,
    # keys a newer build wrote): kept as they are

    def to_dict(self) -> dict[str, Any]:
        out = dataclasses.asdict(self)
        extra = out.pop("extra")
        return {**extra, **out}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Settings from data that SETTINGS' schema has accepted."""
        settings = cls()
        known = {f.name for f in dataclasses.fields(cls)} - {"extra"}
        for name, value in data.items():
            if name in known:
                setattr(settings, name, list(value) if isinstance(value, list) else value)
            else:
                settings.extra[name] = value
        return settings


def atomic_write_text(path: Path, text: str) -> None:
    """Write `text` to `path` so that readers see the old file or the whole new one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp",
                               dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable (POSIX)
        try:
            dfd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            return
        try:
            os.fsync(dfd)
        except OSError:
            pass
        finally:
            os.close(dfd)


_TEMP = re.compile(r"^\..+\.(?P<pid>\d+)\.[^.]+\.tmp$")


def remove_stale_temp_files(folder: Path) -> list[str]:
    """Remove the temp files a killed write left in `folder` (those of a process that is no
    longer running); the names removed."""
    removed: list[str] = []
    try:
        candidates = [p for p in folder.iterdir() if p.name.startswith(".")
                      and p.name.endswith(".tmp")]
    except OSError:
        return removed
    for p in candidates:
        found = _TEMP.match(p.name)
        if found and _running(int(found["pid"])):
            continue
        try:
            p.unlink()  # on Windows a file another process still writes cannot be removed
            removed.append(p.name)
        except OSError:
            pass
    return removed


def _folders_in(folder: Path) -> list[Path]:
    try:
        return [p for p in folder.iterdir() if p.is_dir() and not p.is_symlink()]
    except OSError:
        return []


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return False  # this process has written nothing yet: it is an old one's
    if os.name != "posix":
        return False  # (signal 0 would end the process on Windows)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # running, as another user
    return True


class Store:
    """Where this player's files live; every read and write of them goes through here.

    `notices` collects one line per problem found (a damaged file moved aside); the UI shows
    them and clears the list. `problem` says why saving failed, if it did.
    """

    def __init__(self, config_dir: Path | str | None = None, data_dir: Path | str | None = None,
                 log_dir: Path | str | None = None):
        import platformdirs  # only when the default places are needed

        dirs = platformdirs.PlatformDirs(APP_NAME, appauthor=False)
        self.config_dir = Path(config_dir) if config_dir else Path(dirs.user_config_dir)
        self.data_dir = Path(data_dir) if data_dir else Path(dirs.user_data_dir)
        self.log_dir = Path(log_dir) if log_dir else Path(dirs.user_log_dir)
        self.notices: list[str] = []
        self.problem: str | None = None  # why the last failed write failed
        self.problem_what = ""  # what it failed to keep, in a player's words
        self.problem_errno: int | None = None  # and the system's reason, as a number
        # what the UI has said cannot be kept, and why (each told once: a full disk fails
        # every file alike, and is one notice)
        self._told: set[str] = set()
        self._told_errno: set[int | None] = set()
        self.autosave_ok: bool | None = None  # did the last autosave write succeed
        self._writer: _LatestWriter | None = None
        self._lock = threading.Lock()
        self._unread: set[Path] = set()  # files that exist but could not be read: kept

    @property
    def settings_path(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def autosave_path(self) -> Path:
        return self.data_dir / "autosave.json"

    @property
    def stats_path(self) -> Path:
        return self.data_dir / "statistics.json"

    # -- start-up -------------------------------------------------------------------------

    def start(self) -> None:
        """At start: remove temp files a killed write left, and find out whether the folders
        can be written at all (so the player hears it now, not after a game)."""
        failed: list[str] = []
        for folder, what in ((self.config_dir, "settings"), (self.data_dir, DATA_WHAT)):
            remove_stale_temp_files(folder)
            for sub in _folders_in(folder):  # (records, exports: written the same way)
                remove_stale_temp_files(sub)
            try:
                folder.mkdir(parents=True, exist_ok=True)
                fd, probe = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=folder)
                try:  # a few bytes too: an empty file is still made on a full disk
                    os.write(fd, PROBE_BYTES)
                    os.fsync(fd)
                finally:
                    os.close(fd)
                    os.unlink(probe)
            except OSError as exc:
                failed.append(what)
                if self.problem is None:
                    self._failed(exc, folder / "settings.json", what)
        if failed:
            self.problem_what = ", ".join(failed)  # "settings, saved game, statistics and ..."

    def take_notices(self) -> list[str]:
        """The notices queued since last asked (the UI shows them), and forget them."""
        with self._lock:
            notices, self.notices = self.notices, []
        return notices

    def _notice(self, line: str) -> None:
        log.warning("%s", line)  # the log keeps what the notice told (a file set aside...)
        with self._lock:  # reads also happen on worker threads (a drill's statistics)
            self.notices.append(line)

    def take_problem(self) -> str | None:
        """Why the game is not keeping some of its files (`problem_what` says which), the
        first time it is asked after a failure to keep them."""
        if self.problem is None or any(self.problem_what in told for told in self._told) \
                or self.problem_errno in self._told_errno:
            return None  # (what a folder's failure named covers its files')
        self._told.add(self.problem_what)
        self._told_errno.add(self.problem_errno)
        return self.problem

    def _failed(self, exc: OSError, path: Path, what: str) -> None:
        self.problem, self.problem_errno = why_not_saved(exc, path), exc.errno
        self.problem_what = "game record" if what == "records index" else what

    # -- the checked loader and the writer ------------------------------------------------

    def read(self, kind: FileKind, path: Path) -> Any | None:
        """The checked data of a stored file of `kind`, or None if there is none usable: absent
        or unreadable files are left alone, damaged ones are moved aside with a notice."""
        try:
            with open(path, "rb") as f:
                raw = f.read(kind.max_bytes + 1)
        except (FileNotFoundError, NotADirectoryError):
            return None  # (a profile path that is a file is reported by start())
        except OSError as exc:
            if path not in self._unread:  # told once: a screen that reads again keeps quiet
                self._unread.add(path)
                self._notice(f"Your {kind.what} could not be read ({why_not_read(exc)}), so "
                             f"{kind.instead}. It is kept as it is: before saving there, "
                             f"the game renames it {path.name}.unreadable-(time).")
            return None
        try:
            return self.checked(kind, raw)
        except SchemaError as exc:
            self._damaged(path, kind, str(exc))
            return None

    @staticmethod
    def checked(kind: FileKind, raw: bytes) -> Any:
        """The data of a file's bytes checked as `read` checks them (SchemaError if they are
        not a file of `kind`), for a file the game reads but must not move (export's)."""
        if len(raw) > kind.max_bytes:
            raise SchemaError(None, f"it is larger than any {kind.what} file")
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise SchemaError(None, "it is not text") from None
        doc = decode(text)
        if not isinstance(doc, dict) or doc.get("kind") != kind.kind or "data" not in doc:
            raise SchemaError(None, f"it is not a Sparrow Mahjong {kind.what} file")
        version = doc.get("version")
        if version != VERSION or isinstance(version, bool):
            shown = str(version)[:12] if isinstance(version, int | str) else "unknown"
            raise SchemaError(None, f"it has version {shown}, this game reads version {VERSION}")
        try:
            kind.schema.check(doc["data"])
        except SchemaError as exc:  # (its path shortened: keys may be long)
            where = exc.where if exc.where is None or len(exc.where) <= 60 \
                else exc.where[:30] + "…" + exc.where[-30:]
            raise SchemaError(where, exc.why) from None
        return doc["data"]

    def write(self, kind: FileKind, path: Path, data: Any, indent: int | None = 1) -> bool:
        """Store `data` as a file of `kind`; False (and `problem` set) if it could not be.
        `indent` None: one line (a game record's thousands of events)."""
        try:
            if path in self._unread:  # never write over a file the player may still want
                self._move_aside(path, "unreadable")
                if os.path.lexists(path):  # it could not be moved: then it is not replaced
                    raise PermissionError(errno.EACCES, "it could not be read nor moved aside",
                                          str(path))
                self._unread.discard(path)
            atomic_write_text(path, self._encode(kind.kind, data, indent))
        except OSError as exc:
            self._failed(exc, path, kind.what)
            return False
        return True

    def _damaged(self, path: Path, kind: FileKind, why: str) -> None:
        where = self._move_aside(path)
        self._notice(f"Your {kind.what} file was damaged ({why}), so {kind.instead}. {where}")

    @staticmethod
    def _move_aside(path: Path, why: str = "damaged") -> str:
        """Rename a file `<name>.<why>-<timestamp>` (never over another); where it went."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = path.with_name(f"{path.name}.{why}-{stamp}")
        n = 1
        while aside.exists():
            n += 1
            aside = path.with_name(f"{path.name}.{why}-{stamp}-{n}")
        try:
            os.replace(path, aside)
        except OSError:
            return "It could not be moved aside and was left in place."
        return f"It was kept as {aside.name}."

    def set_aside(self, kind: FileKind, path: Path, why: str) -> None:
        """Move a file that reads but cannot be used (`why`) aside, with a notice."""
        self._damaged(path, kind, why)

    @staticmethod
    def _encode(kind: str, data: Any, indent: int | None = 1) -> str:
        return json.dumps({"version": VERSION, "kind": kind, "data": data}, indent=indent,
                          ensure_ascii=False, sort_keys=True,
                          separators=None if indent else (",", ":"))

    # -- settings -------------------------------------------------------------------------

    def load_settings(self) -> Settings:
        data = self.read(SETTINGS, self.settings_path)
        return Settings() if data is None else Settings.from_dict(data)

    def save_settings(self, settings: Settings) -> bool:
        return self.write(SETTINGS, self.settings_path, settings.to_dict())

    # -- autosave -------------------------------------------------------------------------

    def has_autosave(self) -> bool:
        return self.autosave_path.exists()  # a folder in its place is said when chosen

    def load_autosave(self) -> dict[str, Any] | None:
        """The saved game ({"config", "game": the engine's dict, "table"}), or None when there
        is none usable (a damaged one is moved aside, with a notice)."""
        return self.read(AUTOSAVE, self.autosave_path)

    def peek_autosave(self) -> dict[str, Any] | None:
        """The saved game if it reads and checks, else None, with nothing moved and no notice
        (for the title's Continue line: choosing Continue loads it and reports a fault)."""
        try:
            with open(self.autosave_path, "rb") as f:
                raw = f.read(AUTOSAVE.max_bytes + 1)
            data: dict[str, Any] = self.checked(AUTOSAVE, raw)
        except (OSError, SchemaError):
            return None
        return data

    def set_aside_autosave(self, why: str) -> list[str]:
        """Move a saved game this build cannot resume (it `why`) aside, kept and never
        overwritten by the next game's autosave; the lines that say so."""
        where = self._move_aside(self.autosave_path)
        return [*self.take_notices(), f"Your saved game {why}, so it cannot be resumed. {where}"]

    def save_autosave(self, game: dict[str, Any]) -> bool:
        """Write now (blocking: a few ms with fsync). The table prefers save_autosave_soon."""
        self.autosave_ok = self.write(AUTOSAVE, self.autosave_path, game)
        return self.autosave_ok

    def save_autosave_soon(self, game: dict[str, Any]) -> None:
        """Write in the background so the frame loop never waits; the latest game wins."""
        text = self._encode(AUTOSAVE.kind, game)  # encode now: the caller may mutate its dict
        if self._writer is None:
            self._writer = _LatestWriter(self.autosave_path, self._background_result)
        self._writer.put(text)

    def _background_result(self, exc: OSError | None) -> None:
        self.autosave_ok = exc is None
        if exc is not None:
            self._failed(exc, self.autosave_path, AUTOSAVE.what)

    def flush(self, timeout: float | None = None) -> None:
        """Wait for background writes (at quit)."""
        if self._writer is not None:
            self._writer.flush(timeout)

    def clear_autosave(self) -> None:
        self.flush()
        self.autosave_ok = None  # no game is being saved now
        try:
            self.autosave_path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            self._failed(exc, self.autosave_path, AUTOSAVE.what)

    # -- statistics -----------------------------------------------------------------------

    def load_stats(self) -> dict[str, Any]:
        return consistent(self.read(STATISTICS, self.stats_path) or {"variants": {}})

    def record_match(self, variant_id: str, rank: int, points: float,
                     best_hand: dict[str, Any] | None = None) -> dict[str, Any]:
        """Add one finished match to the statistics and save them. `best_hand`, if given, is
        the player's best hand of the match ({"points", "name", "hand"}); the variant keeps the
        highest-scoring one."""
        stats = self.load_stats()
        per = stats.setdefault("variants", {}).setdefault(
            variant_id, {"matches": 0, "firsts": 0, "rank_sum": 0, "points_sum": 0})
        per["matches"] += 1
        per["firsts"] += rank == 1
        per["rank_sum"] += rank
        per["points_sum"] += points
        if best_hand and best_hand.get("points", 0) > per.get("best_hand", {}).get("points", 0):
            per["best_hand"] = dict(best_hand)
        self.write(STATISTICS, self.stats_path, stats)
        return stats

    def save_stats(self, stats: dict[str, Any]) -> bool:
        return self.write(STATISTICS, self.stats_path, stats)

    def record_drill(self, drill: str, right: bool, streak: int) -> dict[str, Any]:
        """Add one answered practice drill (and the streak it leaves) to the statistics."""
        stats = self.load_stats()
        per = stats.setdefault("practice", {}).setdefault(
            drill, {"answered": 0, "right": 0, "best_streak": 0})
        per["answered"] += 1
        per["right"] += bool(right)
        per["best_streak"] = max(per["best_streak"], streak)
        self.write(STATISTICS, self.stats_path, stats)
        return stats


class _LatestWriter:
    """A background thread writing the newest text it was given; older pending ones are dropped.
    `report(None)` after each write that worked, `report(error)` after one that failed."""

    def __init__(self, path: Path, report):
        self.path = path
        self.report = report
        self.pending: str | None = None
        self.writing = False
        self.cond = threading.Condition()
        threading.Thread(target=self._run, name="autosave", daemon=True).start()

    def put(self, text: str) -> None:
        with self.cond:
            self.pending = text
            self.cond.notify_all()

    def flush(self, timeout: float | None = None) -> None:
        with self.cond:
            self.cond.wait_for(lambda: self.pending is None and not self.writing, timeout)

    def _run(self) -> None:
        while True:
            with self.cond:
                while self.pending is None:
                    self.cond.wait()
                text, self.pending, self.writing = self.pending, None, True
            error = None
            try:
                atomic_write_text(self.path, text)
            except OSError as exc:  # a full disk must not kill the game; the UI reports it
                error = exc
            self.report(error)
            with self.cond:
                self.writing = False
                self.cond.notify_all()


def consistent(stats: dict[str, Any]) -> dict[str, Any]:
    """Statistics whose figures agree with each other: a drill never right more often than
    answered (a hand-edited file read "6 of 1 right"), a best streak never longer than the
    answers. The schema checks each figure; this, the figures together."""
    for drill in (stats.get("practice") or {}).values():
        if isinstance(drill, dict):
            answered = drill.get("answered", 0)
            for key in ("right", "best_streak"):  # (counts, by the schema)
                if key in drill:
                    drill[key] = max(0, min(drill[key], answered))
    return stats
