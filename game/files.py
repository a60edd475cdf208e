"""What each file the game keeps may hold: a FileKind per file (settings, the autosave,
statistics), with the schema its data is checked against when it is read. A file a later
feature adds (game records...) is one more FileKind here, read through Store.read."""

from __future__ import annotations

from dataclasses import dataclass

from game.schema import (
    SCALAR,
    Bool,
    Data,
    Int,
    List,
    Map,
    Nullable,
    Num,
    OneOf,
    Record,
    Schema,
    Str,
)

SPEEDS = ("slow", "normal", "fast", "instant")
TILE_SIZES = ("small", "medium", "large")

NAME = Str(32)  # an opponent's name (the new-game screen keeps 14 characters)
OPTIONS = Map(OneOf((SCALAR, List(SCALAR, 50)), "a rule option's value"))
OPPONENT = Record({"name": NAME}, {"level": Str(16)}, others=Data())
ON_OFF = Bool()
SETTINGS_SCHEMA = Record(optional={
    "volume": Num(0, 1), "speed": Str(16, SPEEDS), "tile_size": Str(16, TILE_SIZES),
    **{name: ON_OFF for name in ("mute", "auto_sort", "auto_win", "skip_calls",
                                 "auto_discard_drawn", "auto_discard_riichi", "colour_blind",
                                 "show_waits", "furiten_warning", "claim_timer")},
    "window_size": Nullable(List(Int(1, 100_000), length=2)),
    "window_pos": Nullable(List(Int(-1_000_000, 1_000_000), length=2)),
    "new_game": Record(optional={  # the new-game screen's last choices
        "variant": Str(32), "options": Map(OPTIONS), "opponents": List(OPPONENT, 8),
        "seed": Str(32)}, others=Data()),
}, others=Data())

GAME_CONFIG = Record({"variant": Str(32)}, {
    "options": OPTIONS, "opponents": List(OPPONENT, 8), "seed": Nullable(Int(-2**63, 2**63)),
    "autoplay": ON_OFF}, others=Data())
ACTION = Record({"type": Str(32), "seat": Int(0, 7)}, others=Nullable(SCALAR), max_others=8)
# The engine's save: what the table needs to replay it is checked here; what else the engine
# keeps (a digest's version...) it checks itself when it replays.
GAME_LOG = Record({"variant": Str(32), "seed": Int(-2**63, 2**63),
                   "actions": List(ACTION, 200_000)},
                  {"options": OPTIONS, "digest": Str(128)}, others=Data())
AUTOSAVE_SCHEMA = Record({"config": GAME_CONFIG, "game": GAME_LOG},
                         {"table": Record(optional={"break_at": Int(0, 1000)}, others=Data())})

COUNT = Int(0, 10**12)
STATS_SCHEMA = Record({"variants": Map(Record(
    {"matches": COUNT, "firsts": COUNT, "rank_sum": COUNT, "points_sum": Num()},
    {"best_hand": Record({"points": Num()}, {"name": Str(200), "hand": Str(200)})},
    others=Data()))}, {
    "practice": Map(Record({"answered": COUNT, "right": COUNT, "best_streak": COUNT},
                           others=Data())),
}, others=Data())


@dataclass(frozen=True)
class FileKind:
    """One kind of file the game reads: the envelope's kind, what a player calls it, the
    schema of its data and the largest file of it worth reading."""

    kind: str
    what: str
    schema: Schema
    max_bytes: int


SETTINGS = FileKind("settings", "settings", SETTINGS_SCHEMA, 1 << 20)
AUTOSAVE = FileKind("autosave", "saved game", AUTOSAVE_SCHEMA, 64 << 20)
STATISTICS = FileKind("statistics", "statistics", STATS_SCHEMA, 4 << 20)
