"""The records folder: one file per match, written atomically and read through the store's
checked loader, and an index of what the Records screen lists.

A record that does not read back (its file or its events) is set aside whole with a notice,
never dropped. The index is only a shortcut: it is rebuilt from the record files when it is
missing, damaged, or older than a file (each entry keeps the size and time of the file it
was read from), so a record written by self-play or by a build that crashed before the
index was updated still shows.
"""

from __future__ import annotations

import atexit
import logging
import os
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from game.file_errors import in_brief
from game.files import RECORD, RECORD_HEAD, RECORD_INDEX
from game.records.record import brief, record_events
from game.store import Store, remove_stale_temp_files

log = logging.getLogger("game")
FOLDER = "records"
INDEX = "index.json"
QUICK_READS = 40  # record files a screen reads at once when it opens (about 0.2 s)

def stamp(entry: os.DirEntry[str]) -> str:
    """When a record file was written and how long it is: an index entry with another
    stamp is out of date."""
    st = entry.stat()
    return f"{st.st_mtime_ns}:{st.st_size}"


class Shelf:
    """The records of one player (`store.data_dir/records`) or of any folder (self-play)."""

    def __init__(self, store: Store, folder: Path | str | None = None):
        self.store = store
        self.folder = Path(folder) if folder is not None else store.data_dir / FOLDER
        self._writer: _Writer | None = None

    def path(self, file: str) -> Path:
        return self.folder / file

    @staticmethod
    def file_of(doc: Mapping[str, Any]) -> str:
        return f"{doc['id']}.json"

    # -- writing --------------------------------------------------------------------------

    def save(self, doc: Mapping[str, Any]) -> bool:
        """Write a record now (False, with the store's `problem` set, if it could not be)."""
        return self.store.write(RECORD, self.path(self.file_of(doc)), dict(doc), indent=None)

    def save_soon(self, record: str, make: Callable[[], Mapping[str, Any]]) -> None:
        """Make record `record` and write it on a worker thread: the frame loop never
        waits; of several copies waiting, only the newest is made."""
        if self._writer is None:
            self._writer = _writer_for(self)
        self._writer.put(record, make)

    def flush(self, timeout: float | None = None) -> None:
        if self._writer is not None:
            self._writer.flush(timeout)

    # -- reading --------------------------------------------------------------------------

    def load(self, file: str, events: bool = True) -> dict[str, Any] | None:
        """A record whose file (and, with `events`, its events) reads back, or None (a
        damaged one is set aside, with a notice). The list reads files only: a record's
        events are read when it is opened."""
        path = self.path(file)
        doc = self.store.read(RECORD if events else RECORD_HEAD, path)
        if doc is None or not events:
            return doc
        try:
            record_events(doc)
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            self.store.set_aside(RECORD, path, f"its events do not read: {in_brief(str(exc))}")
            return None
        return doc

    def listing(self) -> list[dict[str, Any]]:
        """Every record as the Records screen lists it, newest first."""
        out = self.quick_listing(None)
        assert out is not None  # every file may be read
        return out

    def quick_listing(self, most: int | None) -> list[dict[str, Any]] | None:
        """`listing`, reading at most `most` record files the index does not hold (None
        where more would be: a lost index takes seconds to rebuild, which a screen does on
        a worker thread)."""
        remove_stale_temp_files(self.folder)
        try:
            # a folder named as a record is read too, to be told of (it was dropped unsaid)
            found = {e.name: stamp(e) for e in os.scandir(self.folder)
                     if e.name.endswith(".json") and e.name != INDEX}
        except OSError:
            return []
        index = self.store.read(RECORD_INDEX, self.path(INDEX)) or {"records": []}
        known = {e["file"]: e for e in index["records"]}
        unread = {name for name, seen in found.items() if _stale(known.get(name), seen)}
        if most is not None and len(unread) > most:
            return None
        out, changed = [], set(known) != set(found)
        for name, seen in found.items():
            if name not in unread:
                out.append(known[name])
                continue
            doc = self.load(name, events=False)
            changed = True
            if doc is not None:
                out.append({**brief(doc, name), "stamp": seen})
        out.sort(key=lambda e: (e.get("started", ""), e["id"]), reverse=True)
        if changed:
            self.store.write(RECORD_INDEX, self.path(INDEX), {"records": out}, indent=None)
        return out


class ListingJob:
    """A shelf's whole listing, made on a worker thread (a screen's frame loop goes on);
    `done` once `entries` is it."""

    def __init__(self, shelf: Shelf) -> None:
        self.entries: list[dict[str, Any]] = []
        self._thread = threading.Thread(target=self._run, args=(shelf,), name="records-index",
                                        daemon=True)
        self._thread.start()

    def _run(self, shelf: Shelf) -> None:
        try:
            self.entries = shelf.listing()
        except Exception:  # never a crash: an unreadable folder lists nothing, and is logged
            log.exception("reading the records folder")

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()


def listing_or_job(shelf: Shelf) -> tuple[list[dict[str, Any]] | None, ListingJob | None]:
    """The listing at once where few record files need reading, else a job making it."""
    quick = shelf.quick_listing(QUICK_READS)
    return (quick, None) if quick is not None else (None, ListingJob(shelf))


def _stale(entry: Mapping[str, Any] | None, seen: Any) -> bool:
    """Whether a record file must be read for its index entry (an index written before
    entries named their rules is read anew once)."""
    return entry is None or entry.get("stamp") != seen or "rules" not in entry


# One writer a store and folder, for the life of the process: each table made a Shelf, and
# each Shelf a writer thread that never ended (162 threads after 600 hands: a tester).
_WRITERS: dict[tuple[int, str], _Writer] = {}
_WRITERS_LOCK = threading.Lock()


def _writer_for(shelf: Shelf) -> _Writer:
    """The writer of the shelf's store and folder (the writer keeps its store alive, so the
    store's id stays its own)."""
    key = (id(shelf.store), str(shelf.folder))
    with _WRITERS_LOCK:
        found = _WRITERS.get(key)
        if found is None:
            found = _WRITERS[key] = _Writer(shelf)
        return found


class _Writer:
    """One worker thread making and writing records, the newest copy of each."""

    def __init__(self, shelf: Shelf):
        self.shelf = shelf
        self.pending: dict[str, Callable[[], Mapping[str, Any]]] = {}
        self.busy = False
        self.cond = threading.Condition()
        threading.Thread(target=self._run, name="records", daemon=True).start()
        atexit.register(self.flush, 5.0)  # the window closed: the last record still written

    def put(self, record: str, make: Callable[[], Mapping[str, Any]]) -> None:
        with self.cond:
            self.pending[record] = make
            self.cond.notify_all()

    def flush(self, timeout: float | None = None) -> None:
        with self.cond:
            self.cond.wait_for(lambda: not self.pending and not self.busy, timeout)

    def _run(self) -> None:
        while True:
            with self.cond:
                self.cond.wait_for(lambda: bool(self.pending))
                batch, self.pending, self.busy = self.pending, {}, True
            for make in batch.values():
                try:
                    self.shelf.save(make())
                except Exception:  # a record that cannot be made must not stop the game
                    log.warning("a game record could not be written", exc_info=True)
            with self.cond:
                self.busy = False
                self.cond.notify_all()
