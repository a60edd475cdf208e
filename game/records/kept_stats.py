"""The statistics file as the game reads it: when it is lost (damaged and set aside, or gone),
its matches are counted again from the records, which hold every finished match.

A tester set a damaged statistics file aside and Statistics then said no match had ever
finished, while Records listed them; the next match's figures would have been the only
ones kept.
"""

from __future__ import annotations

from typing import Any

from game.files import STATISTICS
from game.records.shelf import Shelf
from game.records.stats import add_match
from game.store import Store


def load_stats(store: Store) -> dict[str, Any]:
    """The statistics, or when their file does not read, those the records give (saved, so
    that this happens once)."""
    found: dict[str, Any] | None = store.read(STATISTICS, store.stats_path)
    if found is not None:
        return found
    stats = counted_again(Shelf(store))
    if stats["variants"] and not store.stats_path.exists():  # an unreadable one is kept
        store.save_stats(stats)
    return stats


def counted_again(shelf: Shelf) -> dict[str, Any]:
    """The statistics of every finished match the player played, oldest first, from the
    records' heads (a demo match the computer played alone counts, as ever, for nothing)."""
    stats: dict[str, Any] = {"variants": {}}
    entries = [e for e in shelf.listing() if e.get("status") == "finished"
               and e.get("me") is not None]
    for entry in sorted(entries, key=lambda e: str(e.get("started", ""))):
        head = shelf.load(entry["file"], events=False)
        if head is not None:
            add_match(stats, head)
    return stats
