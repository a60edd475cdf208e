"""What each file the game keeps may hold: a FileKind per file (settings, the autosave,
statistics, game records and their index), with the schema its data is checked against when
it is read. A file a later feature adds is one more FileKind here, read through Store.read."""

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
    Unread,
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
                                 "show_waits", "furiten_warning", "claim_timer",
                                 "table_hint", "one_click_discard", "declare_bonus",
                                 "fullscreen")},
    "tutorials_offered": List(Str(32), 64),
    "window_size": Nullable(List(Int(1, 100_000), length=2)),
    "window_pos": Nullable(List(Int(-1_000_000, 1_000_000), length=2)),
    "new_game": Record(optional={  # the new-game screen's last choices
        "variant": Str(32), "options": Map(OPTIONS), "opponents": List(OPPONENT, 8),
        "seed": Str(32), "groups": Map(Str(32))}, others=Data()),  # groups: the rules tab
    "practice": Record(optional={"variant": Str(32), "drill": Str(16)}, others=Data()),
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
                         {"table": Record(optional={"break_at": Int(0, 1000), "summary": Str(80)},
                                          others=Data())})

COUNT = Int(0, 10**12)
# The figures of the player or of one opponent level (game.records.stats), from schema 2 on.
TALLY = Record({**{k: COUNT for k in ("matches", "rank_sum", "hands", "wins", "tsumo",
                                       "deal_ins", "called_hands", "riichi")},
                **{k: Num() for k in ("points_sum", "win_points", "deal_in_points")}},
               {"ranks": List(COUNT, 4)})
RECENT_MATCH = Record({"variant": Str(32), "rank": Int(1, 4), "players": Int(2, 4)},
                      {"record": Str(80), "started": Str(32), "points": Num()})
# The player's figures under one variant's rules, or over every Superpower match.
FIGURES = Record(
    {"matches": COUNT, "firsts": COUNT, "rank_sum": COUNT, "points_sum": Num()},
    {"best_hand": Record({"points": Num()}, {"name": Str(200), "hand": Str(200),
                                             "total": Str(200)}),
     "you": TALLY, "levels": Map(TALLY, max_len=20)},
    others=Data())
STATS_SCHEMA = Record({"variants": Map(FIGURES)}, {
    "superpowers": FIGURES,
    "practice": Map(Record({"answered": COUNT, "right": COUNT, "best_streak": COUNT},
                           others=Data())),
    "schema": Int(1, 10**6), "recent": List(RECENT_MATCH, 200),
}, others=Data())

# A match's result, as the summary of its record and the records index both keep it.
SEATS = 8
HANDS = Int(0, 10_000)
SCORES = List(Int(-10**12, 10**12), SEATS)
RANKS = List(Int(1, SEATS), SEATS)
BEST_HAND = Nullable(Record({"points": Num()}, {"seat": Int(0, SEATS - 1), "name": Str(200),
                                                "hand": Str(200), "total": Str(200)}))
# What game.records.record.summarize writes; the Records screen and the index read it.
SUMMARY = Record(optional={
    "hands": HANDS, "scores": SCORES, "ranks": RANKS, "final": Nullable(List(Num(), SEATS)),
    "curve": List(SCORES, 10_001), "best_hand": BEST_HAND,
    "seats": List(Map(Num(), max_len=40), SEATS)}, others=Data())
# A game record (game.records, docs/records.md): the match's actions and events; the events'
# own fields are read by game.records.events_json, which refuses what is not an event.
RECORD_SCHEMA_VERSION = 1
PLAYER = Record({"name": Str(64)}, {"kind": Str(8), "level": Str(32)}, others=Data())
EVENT = Record({"e": Str(32)}, others=Data(2000))


def record_schema(actions: Schema, events: Schema, steps: Schema) -> Record:
    return Record(
        {"schema": Int(1, RECORD_SCHEMA_VERSION), "id": Str(80), "variant": Str(32),
         "seed": Int(-2**63, 2**63), "players": List(PLAYER, 8),
         "actions": actions, "events": events},
        {"options": OPTIONS, "me": Nullable(Int(0, 7)), "status": Str(16, ("finished", "left")),
         "started": Str(32), "saved": Str(32), "app": Str(32), "steps": steps,
         "summary": SUMMARY},
        others=Data())


RECORD_SCHEMA = record_schema(List(ACTION, 200_000), List(EVENT, 400_000),
                              List(Int(0, 100_000), 200_000))
# What the Records screen reads of a record it lists: all but its actions, events and steps
# (read, by RECORD_SCHEMA, when the record is opened). A listing reads a thousand of these
# when the index is lost.
RECORD_HEAD_SCHEMA = record_schema(Unread(200_000), Unread(400_000), Unread(200_000))
# What the Records screen lists of each record (game.records.record.brief), field by field:
# the screen opens on a thousand of these.
NAMES = List(Str(64), 8)
INDEX_ENTRY = Record(
    {"id": Str(80), "file": Str(120), "variant": Str(32), "stamp": Str(64)},
    {"started": Str(32), "status": Str(16), "players": NAMES, "levels": NAMES,
     "me": Nullable(Int(0, 7)), "hands": HANDS, "scores": SCORES, "ranks": RANKS,
     "best_hand": BEST_HAND, "rules": OPTIONS})  # rules: the options not at their default
RECORD_INDEX_SCHEMA = Record({"records": List(INDEX_ENTRY, 100_000)})


@dataclass(frozen=True)
class FileKind:
    """One kind of file the game reads: the envelope's kind, what a player calls it, the
    schema of its data, the largest file of it worth reading, and what the player gets
    instead when it cannot be used (said in the notice)."""

    kind: str
    what: str
    schema: Schema
    max_bytes: int
    instead: str


SETTINGS = FileKind("settings", "settings", SETTINGS_SCHEMA, 1 << 20,
                    "the default settings are used")
AUTOSAVE = FileKind("autosave", "saved game", AUTOSAVE_SCHEMA, 64 << 20,
                    "the game in it cannot be resumed")
STATISTICS = FileKind("statistics", "statistics", STATS_SCHEMA, 4 << 20,
                      "your statistics are counted again from your game records (your "
                      "practice progress starts again)")
RECORD = FileKind("record", "game record", RECORD_SCHEMA, 64 << 20,
                  "it is left out of your records")
RECORD_HEAD = FileKind("record", "game record", RECORD_HEAD_SCHEMA, 64 << 20,
                       "it is left out of your records")
RECORD_INDEX = FileKind("record-index", "records index", RECORD_INDEX_SCHEMA, 64 << 20,
                        "it is made again from your records")
