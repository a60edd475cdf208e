"""Settings, autosave and statistics on disk: atomic JSON files, damaged ones moved aside.

Every file is `{"version": N, "kind": ..., "data": ...}` written atomically (temp file in the
same folder, fsync, os.replace), so a crash or a kill leaves the old file or the new one, never
half of one. A file that cannot be read back (truncated, not JSON, another version, another
kind) is renamed `<name>.damaged-<timestamp>` and a notice is queued for the UI to show;
defaults are used. Nothing is silently overwritten.

The engine provides the game's to/from-dict; this module only stores the dict.
"""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

APP_NAME = "sparrow-mahjong"
VERSION = 1
SPEEDS = ("slow", "normal", "fast", "instant")
TILE_SIZES = ("small", "medium", "large")


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
    window_size: list[int] | None = None  # [w, h]; None: chosen from the screen
    window_pos: list[int] | None = None  # [x, y]; None: centred
    extra: dict[str, Any] = field(default_factory=dict)  # keys a newer build wrote: kept as is

    def to_dict(self) -> dict[str, Any]:
        out = dataclasses.asdict(self)
        extra = out.pop("extra")
        return {**extra, **out}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Settings from stored data, and the names of values that were invalid (defaulted)."""
        settings, bad = cls(), []
        known = {f.name for f in dataclasses.fields(cls)} - {"extra"}
        for name, value in data.items():
            if name not in known:
                settings.extra[name] = value
            elif _valid(name, value, getattr(settings, name)):
                setattr(settings, name, list(value) if isinstance(value, list) else value)
            else:
                bad.append(name)
        return settings, bad


def _valid(name: str, value: Any, default: Any) -> bool:
    if name == "volume":
        return isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= 1
    if name == "speed":
        return value in SPEEDS
    if name == "tile_size":
        return value in TILE_SIZES
    if name in ("window_size", "window_pos"):
        return value is None or (
            isinstance(value, list) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
            and (name == "window_pos" or min(value) > 0))
    return isinstance(value, type(default))


def atomic_write_text(path: Path, text: str) -> None:
    """Write `text` to `path` so that readers see the old file or the whole new one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
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


class Store:
    """Where this player's files live; every read and write of them goes through here.

    `notices` collects one line per problem found (a damaged file moved aside, a bad setting);
    the UI shows them and clears the list.
    """

    def __init__(self, config_dir: Path | str | None = None, data_dir: Path | str | None = None,
                 log_dir: Path | str | None = None):
        import platformdirs  # only when the default places are needed

        dirs = platformdirs.PlatformDirs(APP_NAME, appauthor=False)
        self.config_dir = Path(config_dir) if config_dir else Path(dirs.user_config_dir)
        self.data_dir = Path(data_dir) if data_dir else Path(dirs.user_data_dir)
        self.log_dir = Path(log_dir) if log_dir else Path(dirs.user_log_dir)
        self.notices: list[str] = []
        self._writer: _LatestWriter | None = None

    @property
    def settings_path(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def autosave_path(self) -> Path:
        return self.data_dir / "autosave.json"

    @property
    def stats_path(self) -> Path:
        return self.data_dir / "statistics.json"

    # -- the envelope ---------------------------------------------------------------------

    def _read(self, path: Path, kind: str, what: str) -> Any | None:
        """The data of a stored file, or None if absent; damaged files are moved aside."""
        try:
            raw = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as exc:
            return self._damaged(path, what, f"it could not be read ({exc.__class__.__name__})")
        try:
            doc = json.loads(raw)
        except json.JSONDecodeError:
            return self._damaged(path, what, "it is not complete JSON")
        if not isinstance(doc, dict) or doc.get("kind") != kind or "data" not in doc:
            return self._damaged(path, what, "it is not a Sparrow Mahjong " + what)
        if doc.get("version") != VERSION:
            return self._damaged(path, what, f"it has version {doc.get('version')!r}, "
                                             f"this game reads version {VERSION}")
        return doc["data"]

    def _damaged(self, path: Path, what: str, why: str) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = path.with_name(f"{path.name}.damaged-{stamp}")
        n = 1
        while aside.exists():
            n += 1
            aside = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        try:
            os.replace(path, aside)
            where = f"It was kept as {aside.name}."
        except OSError:
            where = "It could not be moved aside and was left in place."
        self.notices.append(f"Your {what} file was damaged ({why}); defaults are used. {where}")
        return None

    @staticmethod
    def _encode(kind: str, data: Any) -> str:
        return json.dumps({"version": VERSION, "kind": kind, "data": data}, indent=1,
                          ensure_ascii=False, sort_keys=True)

    # -- settings -------------------------------------------------------------------------

    def load_settings(self) -> Settings:
        data = self._read(self.settings_path, "settings", "settings")
        if data is None:
            return Settings()
        if not isinstance(data, dict):
            self._damaged(self.settings_path, "settings", "it holds no settings")
            return Settings()
        settings, bad = Settings.from_dict(data)
        if bad:
            self.notices.append("Some settings were not valid and were reset: "
                                + ", ".join(n.replace("_", " ") for n in bad) + ".")
        return settings

    def save_settings(self, settings: Settings) -> None:
        atomic_write_text(self.settings_path, self._encode("settings", settings.to_dict()))

    # -- autosave -------------------------------------------------------------------------

    def has_autosave(self) -> bool:
        return self.autosave_path.is_file()

    def load_autosave(self) -> dict[str, Any] | None:
        """The saved game's dict (the engine's to_dict), or None when there is none usable."""
        data = self._read(self.autosave_path, "autosave", "saved game")
        if data is not None and not isinstance(data, dict):
            return self._damaged(self.autosave_path, "saved game", "it holds no game")
        return data

    def set_aside_autosave(self, why: str) -> list[str]:
        """Move a saved game this build cannot resume aside (kept, never overwritten by the
        next game's autosave); the lines that say so."""
        self._damaged(self.autosave_path, "saved game", why)
        notices, self.notices = self.notices, []
        return notices

    def save_autosave(self, game: dict[str, Any]) -> None:
        """Write now (blocking: a few ms with fsync). The table prefers save_autosave_soon."""
        atomic_write_text(self.autosave_path, self._encode("autosave", game))

    def save_autosave_soon(self, game: dict[str, Any]) -> None:
        """Write in the background so the frame loop never waits; the latest game wins."""
        text = self._encode("autosave", game)  # encode now: the caller may mutate its dict
        if self._writer is None:
            self._writer = _LatestWriter(self.autosave_path)
        self._writer.put(text)

    def flush(self) -> None:
        """Wait for background writes (at quit)."""
        if self._writer is not None:
            self._writer.flush()

    def clear_autosave(self) -> None:
        self.flush()
        try:
            self.autosave_path.unlink()
        except FileNotFoundError:
            pass

    # -- statistics -----------------------------------------------------------------------

    def load_stats(self) -> dict[str, Any]:
        data = self._read(self.stats_path, "statistics", "statistics")
        if data is not None and not isinstance(data, dict):
            self._damaged(self.stats_path, "statistics", "it holds no statistics")
            data = None
        return data or {"variants": {}}

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
        atomic_write_text(self.stats_path, self._encode("statistics", stats))
        return stats

    def record_drill(self, drill: str, right: bool, streak: int) -> dict[str, Any]:
        """Add one answered practice drill (and the streak it leaves) to the statistics."""
        stats = self.load_stats()
        per = stats.setdefault("practice", {}).setdefault(
            drill, {"answered": 0, "right": 0, "best_streak": 0})
        per["answered"] += 1
        per["right"] += bool(right)
        per["best_streak"] = max(per["best_streak"], streak)
        atomic_write_text(self.stats_path, self._encode("statistics", stats))
        return stats


class _LatestWriter:
    """A background thread writing the newest text it was given; older pending ones are dropped."""

    def __init__(self, path: Path):
        self.path = path
        self.pending: str | None = None
        self.writing = False
        self.cond = threading.Condition()
        self.error: BaseException | None = None
        threading.Thread(target=self._run, name="autosave", daemon=True).start()

    def put(self, text: str) -> None:
        with self.cond:
            self.pending = text
            self.cond.notify_all()

    def flush(self) -> None:
        with self.cond:
            while self.pending is not None or self.writing:
                self.cond.wait()

    def _run(self) -> None:
        while True:
            with self.cond:
                while self.pending is None:
                    self.cond.wait()
                text, self.pending, self.writing = self.pending, None, True
            try:
                atomic_write_text(self.path, text)
            except OSError as exc:  # a full disk must not kill the game; the UI may report it
                self.error = exc
            with self.cond:
                self.writing = False
                self.cond.notify_all()
