"""What the table keeps of a match it plays: the record, written at each deal and each hand's
end, at the match's end and when the player leaves (in the background), and at the end the
statistics.
A match resumed from its save goes on in the record it began."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from game.ai.levels import level_name
from game.core.engine import Game, load_game
from game.core.table.events import Event, HandStarted, MatchEnded, Scored
from game.records.kept_stats import load_stats
from game.records.record import Player, Recorder
from game.records.shelf import Shelf
from game.records.stats import add_match
from game.store import Store

ME = 0


def table_players(config: Mapping[str, Any], names: Sequence[str],
                  autoplay: bool) -> list[Player]:
    opponents = list(config.get("opponents", []))
    you = Player(names[0], "ai", "normal") if autoplay else Player(names[0], "you")
    return [you] + [Player(name, "ai", level_name(o.get("level")))
                    for name, o in zip(names[1:], opponents, strict=False)]


def keep_saved_record(store: Store, saved: Mapping[str, Any]) -> None:
    """Write the record of a saved match about to be replaced, as far as its save went: the
    record itself is written only at deals and hands' ends, and the moves after them lived
    in the save alone. A save that does not load is left as it was (it is set aside)."""
    config = dict(saved.get("config", {}))
    if not config.get("record"):
        return
    try:
        game = load_game(saved["game"])
    except Exception:  # noqa: BLE001 - a save this build cannot replay keeps its old record
        return
    names = ["You"] + [str(o.get("name", "?")) for o in config.get("opponents", [])]
    keeper = MatchKeeper(store, game, config, names, resumed=True)
    keeper.save()
    keeper.flush()


class MatchKeeper:
    def __init__(self, store: Store, game: Game, config: dict[str, Any], names: Sequence[str],
                 resumed: bool):
        self.store = store
        self.shelf = Shelf(store)
        self.autoplay = bool(config.get("autoplay"))
        players = table_players(config, names, self.autoplay)
        me = None if self.autoplay else ME
        # the table's config travels in its autosave: the record's name and start with it
        started = float(config.setdefault("started", time.time()))
        if resumed and config.get("record"):
            self.recorder = Recorder.resumed(game, players, me, str(config["record"]), started)
        else:
            self.recorder = Recorder(game, players, me, started)
            config["record"] = self.recorder.record

    def add(self, events: Sequence[Event]) -> None:
        """A batch of events the game returned: at a hand's end the record is written, at
        the match's end the statistics too (not of a demo match the AI played alone)."""
        self.recorder.add(events)
        if any(isinstance(e, MatchEnded) for e in events):
            doc = self.recorder.document()
            if not self.autoplay:
                self.store.save_stats(add_match(load_stats(self.store), doc))
            self.shelf.save_soon(self.recorder.record, lambda: doc)
        elif any(isinstance(e, HandStarted | Scored) for e in events):
            self.save()  # kept from its first deal on, however the window is closed

    def save(self) -> None:
        # A match resumed and left at once has no events of its own: its earlier ones count
        # (a tester's resumed match, left, kept one action of twenty-five).
        if self.recorder.played:
            self.shelf.save_soon(self.recorder.record, self.recorder.snapshot())

    def flush(self) -> None:
        self.shelf.flush()
