"""One match as a record: who played, the rules and seed, every action and every event, and a
summary of how it went (scores hand by hand, ranks, wins, deal-ins, the best hand).

The actions replay the match exactly through `Game.from_log` while the rules stay the same;
the events say what happened whatever a later build's rules do, so the viewer, the exports
and the statistics read the events. `Recorder` follows a match as it is played and writes
nothing itself (files belong to game.records.shelf).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import game
from game.core.engine import Game
from game.core.engine.progress import ranks as rank_scores
from game.core.model.sheet import best_line_name, total_name, total_words, unit_word
from game.core.model.tiles import TileSet
from game.core.table.actions import action_from_dict
from game.core.table.events import (
    Called,
    Discarded,
    Event,
    HandStarted,
    KongDeclared,
    MatchEnded,
    Scored,
    Won,
    events_for,
)
from game.core.table.view_fold import ViewFold
from game.core.variants import VARIANTS
from game.file_errors import in_brief
from game.files import RECORD_SCHEMA_VERSION
from game.records.events_json import check_seats, events_from_json, events_json

SCHEMA = RECORD_SCHEMA_VERSION  # a reader of another form refuses a record whole
FINISHED, LEFT = "finished", "left"


@dataclass(frozen=True)
class Player:
    """Who sat in a seat: a name, and what played it ("you", an AI "level", or "mjai")."""

    name: str
    kind: str = "ai"  # "you", "ai", "mjai"
    level: str = ""

    def as_json(self) -> dict[str, Any]:
        out = {"name": self.name[:64], "kind": self.kind}
        if self.level:
            out["level"] = self.level
        return out


def record_id(started: float, variant: str, seed: int) -> str:
    """A record's name: when its match began, the variant and the seed (sorts by date)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(started))
    return f"{stamp}-{variant}-{seed}"


def sheet_of(e: Won) -> dict[str, Any]:
    """A win's score sheet as JSON, whether the event is live (a ScoreSheet) or read back."""
    sheet = e.sheet
    if sheet is None:
        return {}
    if isinstance(sheet, Mapping):
        return dict(sheet)
    return dict(sheet.as_json())


def hand_name(sheet: Mapping[str, Any], label: Callable[[str], str] = str,
              unnamed: frozenset[str] = frozenset()) -> str:
    """A win's name: its limit, else its biggest line ("Chiitoitsu 2 han"), else, when lines
    tie for biggest, its total ("3 faan", as the match result names it)."""
    limit = sheet.get("limit")
    if limit:
        return str(limit)[:1].upper() + str(limit)[1:]
    lines = [(str(el.get("name")), el.get("value", 0), str(el.get("unit")))
             for el in sheet.get("elements", ())]
    return best_line_name(lines, sheet.get("total") or {}, int(sheet.get("points", 0) or 0),
                          label, unnamed)


def win_words(sheet: Mapping[str, Any], label: Callable[[str], str] = str,
              unnamed: frozenset[str] = frozenset()) -> str:
    """A win as a sentence says it: its total and points, then its name where that is not
    the total ("3.6 fan, 5 points · Three ariths of the same difference 1.4 fan"; a tester
    read the name's 1.4 fan as the hand's, below the minimum)."""
    points = int(sheet.get("points", 0) or 0)
    said, total = total_and_points(sheet), sheet.get("total") or {}
    name = hand_name(sheet, label, unnamed)  # a total named twice says nothing more
    return said if name in ("a win", total_words(total, points), total_name(total, points)) \
        else f"{said} · {name}"


def total_and_points(sheet: Mapping[str, Any]) -> str:
    """A sheet's total and what it pays: "3.6 fan, 5 points", "3 han 40 fu, 5,200 points",
    "42 points, 1 double = 84 points"."""
    points = int(sheet.get("points", 0) or 0)
    paid = f"{points:,} {unit_word(points, 'points')}"
    total = total_words(sheet.get("total") or {}, points)
    return paid if total in ("", paid) else f"{total} {unit_word(points, 'points')}" \
        if total.endswith(f"= {points:,}") else f"{total}, {paid}"  # (doubles end in points)


@dataclass
class SeatTally:
    """What one seat did over a match, for the summary and the statistics."""

    wins: int = 0
    tsumo: int = 0
    deal_ins: int = 0
    riichi: int = 0
    called_hands: int = 0  # hands in which the seat called at least once
    win_points: int = 0  # gained on its wins (honba and sticks included)
    deal_in_points: int = 0  # lost on its deal-ins

    def as_json(self) -> dict[str, int]:
        return dict(vars(self))


def summarize(events: Iterable[Event], players: int, tileset: TileSet,
              unnamed: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The summary of a match's events: hands, scores after each, ranks, tallies, best hand
    (named by a line not `unnamed`: not by its dora)."""
    tallies = [SeatTally() for _ in range(players)]
    curve: list[list[int]] = []
    hands = 0
    scores: list[int] = []
    ranks: list[int] = []
    final: list[float] | None = None
    best: dict[str, Any] | None = None
    bests: list[dict[str, Any] | None] = [None] * players  # each seat's own best win
    called: set[int] = set()
    wins: list[Won] = []
    for e in events:
        if isinstance(e, HandStarted):
            hands += 1
            called = set()
            if not curve:
                curve.append(list(e.scores))
        elif isinstance(e, Discarded) and e.riichi:
            tallies[e.seat].riichi += 1
        elif isinstance(e, Called | KongDeclared) and e.seat not in called and (
                not isinstance(e, KongDeclared) or e.kind == "added"):
            called.add(e.seat)
            tallies[e.seat].called_hands += 1
        elif isinstance(e, Won):
            wins.append(e)
        elif isinstance(e, Scored):
            scores = list(e.scores)
            curve.append(scores)
            for w in wins:
                t = tallies[w.seat]
                t.wins += 1
                t.tsumo += w.by == "tsumo"
                t.win_points += e.deltas[w.seat]
                if w.from_seat is not None:
                    tallies[w.from_seat].deal_ins += 1
                    tallies[w.from_seat].deal_in_points -= e.deltas[w.from_seat]
                sheet = sheet_of(w)
                points = int(sheet.get("points", 0) or 0)
                mine = bests[w.seat]
                if mine is None or points > mine["points"]:
                    bests[w.seat] = mine = {"seat": w.seat, "points": points,
                                            "name": hand_name(sheet, unnamed=unnamed),
                                            "hand": tileset.format(w.hand),
                                            # the hand's value: its name may be one line's
                                            "total": total_and_points(sheet)}
                if best is None or points > best["points"]:
                    best = mine
            wins = []
        elif isinstance(e, MatchEnded):
            scores, ranks = list(e.scores), list(e.ranks)
            if "final" in e.extra:
                final = [float(x) for x in e.extra["final"]]
    if scores and not ranks:
        ranks = list(rank_scores(scores))
    return {"hands": hands, "scores": scores, "ranks": ranks, "final": final, "curve": curve,
            "best_hand": best, "best_hands": bests, "seats": [t.as_json() for t in tallies]}


@dataclass
class Recorder:
    """Follows one match: add each batch of events as `Game.apply` returns it; `document()`
    is the record at that moment (finished or left), `snapshot()` a function that makes it
    later, on another thread, from copies taken now."""

    game: Game
    players: Sequence[Player]
    me: int | None = 0  # the player's seat (None: no one played here, e.g. self-play)
    started: float = field(default_factory=time.time)
    record: str = ""
    events: list[Event] = field(default_factory=list)
    steps: list[int] = field(default_factory=list)  # events each action brought
    earlier: Future[list[list[Event]]] | None = None  # a resumed match's events before it
    finished: bool = False  # the match has ended

    def __post_init__(self) -> None:
        if not self.record:
            self.record = record_id(self.started, self.game.variant.id, self.game.state.seed)

    @classmethod
    def resumed(cls, game: Game, players: Sequence[Player], me: int | None, record: str,
                started: float) -> Recorder:
        """A recorder for a match resumed from a save. Its events so far are found by
        replaying the save on a worker thread; a record made before they are waits."""
        rec = cls(game, players, me, started, record)
        earlier: Future[list[list[Event]]] = Future()
        log = game.to_log()

        def replay() -> None:
            try:
                earlier.set_result(replay_batches(log))
            except Exception as exc:  # a save that replays no more: its record starts here
                earlier.set_exception(exc)

        threading.Thread(target=replay, name="record-replay", daemon=True).start()
        rec.earlier = earlier
        return rec

    @property
    def played(self) -> bool:
        """Whether there is play to keep: events seen here, or a resumed match's before."""
        return bool(self.events) or self.earlier is not None

    def add(self, events: Sequence[Event]) -> None:
        self.events.extend(events)
        self.steps.append(len(events))
        self.finished = self.finished or any(isinstance(e, MatchEnded) for e in events)

    def snapshot(self) -> Callable[[], dict[str, Any]]:
        game = self.game
        head = {"schema": SCHEMA, "id": self.record, "app": game_version(),
                "started": iso(self.started), "status": FINISHED if self.finished else LEFT,
                "variant": game.variant.id, "options": dict(game.options),
                "seed": game.state.seed, "players": [p.as_json() for p in self.players],
                "me": self.me}
        return partial(_document, head, self.earlier, list(self.events), list(self.steps),
                       list(game.state.log), game.rules.players, game.tileset)

    def document(self) -> dict[str, Any]:
        return self.snapshot()()


def _document(head: dict[str, Any], earlier: Future[list[list[Event]]] | None,
              events: list[Event], steps: list[int], actions: list[dict[str, Any]],
              players: int, tileset: TileSet) -> dict[str, Any]:
    if earlier is not None:
        try:
            batches = earlier.result()
        except Exception:  # noqa: BLE001 - the record holds what this build saw instead
            batches = []
        if batches:
            events = [e for b in batches for e in b] + events
            steps = [len(b) for b in batches] + steps
        else:
            actions = actions[len(actions) - len(steps):]
    return {**head, "saved": iso(time.time()), "actions": actions, "steps": steps,
            "events": events_json(events, tileset),
            "summary": summarize(events, players, tileset, _unnamed(head.get("variant")))}


def _unnamed(variant_id: Any) -> frozenset[str]:
    """The variant's sheet lines that name no hand (its dora)."""
    variant = VARIANTS.get(variant_id) if isinstance(variant_id, str) else None
    return variant.bonus_elements if variant is not None else frozenset()


def game_version() -> str:
    return game.__version__


def iso(stamp: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(stamp))


def replay_batches(log: Mapping[str, Any]) -> list[list[Event]]:
    """The events of a game log, action by action, by replaying it (IllegalAction if an
    action no longer replays under these rules)."""
    game = Game(log["variant"], log.get("options"), int(log["seed"]))
    return [game.apply(action_from_dict(data, game.tileset)) for data in log["actions"]]


def replay_events(log: Mapping[str, Any]) -> list[Event]:
    return [e for batch in replay_batches(log) for e in batch]


def game_log(doc: Mapping[str, Any]) -> dict[str, Any]:
    """The game log inside a record (what `Game.from_log` replays)."""
    return {"variant": doc["variant"], "options": doc.get("options", {}), "seed": doc["seed"],
            "actions": doc["actions"]}


def record_events(doc: Mapping[str, Any]) -> tuple[Game, list[Event]]:
    """A new game of the record's rules (for its tile set and table rules) and the record's
    events read back (a copy of the list: the caller may keep or change it)."""
    global _last_read
    last = _last_read
    if last is not None and last[0] is doc and last[1] is doc["events"] \
            and last[2] == len(doc["events"]):
        return last[3], list(last[4])
    game = Game(doc["variant"], doc.get("options"), int(doc["seed"]))
    events = events_from_json(doc["events"], game.tileset)
    check_seats(events, game.rules.players)
    check_people(doc, game.rules.players)
    check_folds(game, events)
    _last_read = (doc, doc["events"], len(doc["events"]), game, events)
    return game, list(events)


# The last record read: the checked loader reads a record's events to check them, and the
# replay or export that follows reads the same document (half an export's time).
_last_read: tuple[Mapping[str, Any], Any, int, Game, list[Event]] | None = None


def check_people(doc: Mapping[str, Any], players: int) -> None:
    """ValueError unless the player's seat (`me`, or none) and the names fit the table: a
    record whose `me` named a fifth seat passed the schema and stopped the replay."""
    me = doc.get("me")
    if me is not None and not (type(me) is int and 0 <= me < players):
        raise ValueError(f"me: no seat {me!r} at a table of {players}")
    names = doc.get("players")
    if names is not None and len(names) != players:
        raise ValueError(f"players: {len(names)} names for {players} seats")


def check_folds(game: Game, events: list[Event]) -> None:
    """ValueError unless every seat's view folds from the events it was shown (a discard of a
    tile its hand has not got does not), so the replay can show any position of the record."""
    rules = game.rules
    for seat in range(rules.players):
        fold = ViewFold(seat, rules.players, rules.start_points, rules, game.tileset,
                        game.grammar)
        try:
            for e in events_for(events, seat):
                if isinstance(e, HandStarted):
                    fold.view()  # the hand before it, as it ended
                fold.apply(e)
            fold.view()
        except (ValueError, KeyError, IndexError, TypeError, AttributeError) as exc:
            raise ValueError(f"seat {seat}'s view does not follow from its events: "
                             f"{_fold_fault(exc)}") from None


def _fold_fault(exc: Exception) -> str:
    """What broke a seat's view, in words where it is known (a tile played that the hand has
    not got), else the error's own words, in brief."""
    if isinstance(exc, ValueError) and "remove" in str(exc):
        return "a tile played is not in the hand"
    return in_brief(f"{type(exc).__name__}: {exc}", 60)


def brief(doc: Mapping[str, Any], file: str = "") -> dict[str, Any]:
    """What the Records screen lists of a record: small, kept in the shelf's index."""
    summary = doc.get("summary", {})
    me = doc.get("me")
    ranks = summary.get("ranks") or []
    out = {"id": doc["id"], "file": file, "started": doc.get("started", ""),
           "status": doc.get("status", LEFT), "variant": doc["variant"],
           "players": [p.get("name", "?") for p in doc.get("players", [])],
           "levels": [p.get("level", "") if p.get("kind") == "ai" else p.get("kind", "")
                      for p in doc.get("players", [])],
           "me": me, "hands": summary.get("hands", 0), "scores": summary.get("scores", []),
           "ranks": ranks, "best_hand": summary.get("best_hand"),
           "rules": changed_rules(doc["variant"], doc.get("options") or {})}
    return out


def changed_rules(variant_id: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """The options that differ from the variant's defaults (all given, for a variant this
    build does not know): what the Records screen needs to name the rules."""
    variant = VARIANTS.get(variant_id)
    if variant is None:
        return dict(options)
    defaults = variant.resolve()
    return {k: v for k, v in options.items() if defaults.get(k, v) != v or k not in defaults}
