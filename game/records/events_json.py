"""The engine's events as plain JSON and back, read off each event's field types.

A record keeps every event of its match in this form, so the replay viewer, the exports and
the statistics read what happened without replaying the engine (a later build's rules may
no longer replay an old record's actions the same way; its events stay readable). Tiles are
tile text in the variant's notation, melds small objects; a value of a type this module does
not know (a score sheet) is kept as its JSON (`as_json()`, or its dataclass fields).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from enum import Enum
from typing import Any

from game.core.model.melds import Meld, MeldKind
from game.core.model.sheet import Element
from game.core.model.tiles import Tile, TileSet
from game.core.settlement import HandValue, Payment, Reason, Settlement
from game.core.table import events as ev
from game.file_errors import in_brief
from game.schema import (
    SCALAR,
    Bool,
    Data,
    List,
    Map,
    Nullable,
    Num,
    Record,
    Schema,
    SchemaError,
    Str,
)

EVENT_TYPES: dict[str, type[ev.Event]] = {
    cls.__name__: cls for cls in vars(ev).values()
    if isinstance(cls, type) and issubclass(cls, ev.Event) and cls is not ev.Event
}
Codec = tuple[Callable[[Any, TileSet], Any], Callable[[Any, TileSet], Any]]


def plain_json(value: Any, tileset: TileSet) -> Any:
    """Any value as JSON: tiles as text, sheets by `as_json()`, dataclasses by their fields."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Tile):
        return tileset.format([value])
    if isinstance(value, Meld):
        return meld_json(value, tileset)
    if isinstance(value, Enum):
        return value.value
    if hasattr(value, "as_json"):
        return value.as_json()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain_json(getattr(value, f.name), tileset)
                for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): plain_json(v, tileset) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        if value and all(isinstance(v, Tile) for v in value):
            return tileset.format(value)
        return [plain_json(v, tileset) for v in value]
    return str(value)


def meld_json(meld: Meld, tileset: TileSet) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": meld.kind.value, "tiles": tileset.format(meld.tiles)}
    if meld.open:
        out["open"] = True
    if meld.suit:
        out["suit"] = meld.suit
    if meld.step:
        out["step"] = meld.step
    if meld.claimed is not None:
        out["claimed"] = tileset.format([meld.claimed])
    if meld.source is not None:
        out["source"] = meld.source
    return out


def meld_from_json(data: dict[str, Any], tileset: TileSet) -> Meld:
    claimed = data.get("claimed")
    return Meld(MeldKind(data["kind"]), tuple(tileset.parse(data["tiles"])),
                bool(data.get("open", False)), str(data.get("suit", "")),
                int(data.get("step", 0)), tileset.parse(claimed)[0] if claimed else None,
                data.get("source"))


def _tile_in(text: str, ts: TileSet) -> Tile:
    tiles = ts.parse(text)
    if len(tiles) != 1:
        raise ValueError(f"{text!r} is not one tile")
    return tiles[0]


def hand_value_from_json(data: dict[str, Any]) -> HandValue:
    """A scored hand; its lines, where kept (records written before them have none)."""
    lines = tuple(Element(str(e["name"]), float(e["value"]), str(e["unit"]))
                  for e in data.get("lines", ()))
    return HandValue(**{**data, "lines": lines})


def settlement_from_json(data: dict[str, Any], ts: TileSet) -> Settlement:
    return Settlement(
        tuple(Payment(p["payer"], p["payee"], int(p["amount"]), Reason(p["reason"]),
                      p.get("for_seat")) for p in data.get("payments", ())),
        tuple(hand_value_from_json(v) for v in data.get("hand_values", ())),
        int(data.get("sticks", 0)), int(data.get("honba", 0)), data.get("cannon"))


_TILE: Codec = (lambda t, ts: ts.format([t]), _tile_in)
_SETTLEMENT: Codec = (plain_json, settlement_from_json)
_TILES: Codec = (lambda v, ts: ts.format(v), lambda v, ts: tuple(ts.parse(v)))
_MELD: Codec = (meld_json, meld_from_json)
_PLAIN: Codec = (plain_json, lambda v, ts: v)


def _optional(codec: Codec) -> Codec:
    out, back = codec
    return (lambda v, ts: None if v is None else out(v, ts),
            lambda v, ts: None if v is None else back(v, ts))


def _each(codec: Codec) -> Codec:
    out, back = codec
    return (lambda v, ts: [out(x, ts) for x in v],
            lambda v, ts: tuple(back(x, ts) for x in v))


def _scalars(kind: type) -> Codec:
    return (lambda v, ts: list(v), lambda v, ts: tuple(kind(x) for x in v))


def _codec(hint: Any) -> Codec:
    """How to write and read a field of this type."""
    if hint is Tile:
        return _TILE
    if hint is Meld:
        return _MELD
    if hint is Settlement:
        return _SETTLEMENT
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType) and type(None) in args:
        rest = [a for a in args if a is not type(None)]
        if len(rest) == 1:
            return _optional(_codec(rest[0]))
    if origin is tuple and args and (len(args) == 2 and args[1] is Ellipsis):
        item = args[0]
        if item is Tile:
            return _TILES
        if item in (int, str, bool):
            return _scalars(item)
        return _each(_codec(item))
    return _PLAIN


_FIELDS: dict[type[ev.Event], tuple[tuple[str, Codec, Any], ...]] = {}  # one per event class


def _fields(cls: type[ev.Event]) -> tuple[tuple[str, Codec, Any], ...]:
    found = _FIELDS.get(cls)
    if found is not None:
        return found
    hints = typing.get_type_hints(cls, vars(ev))
    out = []
    for f in dataclasses.fields(cls):
        default = f.default if f.default is not dataclasses.MISSING else (
            f.default_factory() if f.default_factory is not dataclasses.MISSING
            else dataclasses.MISSING)
        out.append((f.name, _codec(hints[f.name]), default))
    found = _FIELDS[cls] = tuple(out)
    return found


def event_json(event: ev.Event, tileset: TileSet) -> dict[str, Any]:
    """One event as `{"e": its type, field: value, ...}`; fields at their default are left
    out (a record holds thousands of events)."""
    out: dict[str, Any] = {"e": type(event).__name__}
    for name, (write, _), default in _fields(type(event)):
        value = getattr(event, name)
        if default is not dataclasses.MISSING and _same(value, default):
            continue
        out[name] = write(value, tileset)
    return out


def _same(value: Any, default: Any) -> bool:
    return type(value) is type(default) and value == default


def event_from_json(data: dict[str, Any], tileset: TileSet) -> ev.Event:
    """The event back from its JSON, every field of its type (ValueError or KeyError for one
    that is not an event: a reader of events never meets a seat that is text)."""
    cls = EVENT_TYPES.get(data.get("e", ""))
    if cls is None:
        raise ValueError(f"not an event: {str(data.get('e'))[:40]!r}")
    kwargs = {}
    for name, (_, read), _default in _fields(cls):
        if name in data:
            where = f"{cls.__name__}.{name}"
            try:
                kwargs[name] = read(data[name], tileset)
            except (AttributeError, TypeError, KeyError, IndexError) as exc:
                raise ValueError(f"{where} does not read: {in_brief(str(exc), 60)}") from None
            schema = FIELD_SCHEMAS.get(where)
            if schema is not None:
                try:
                    schema.check(kwargs[name], where)
                except SchemaError as exc:
                    raise ValueError(str(exc)) from None
    event = cls(**kwargs)
    _check_fields(event, cls.__name__)
    return event


# The fields typed Any, whose readers expect a shape: a win's score sheet (as
# ScoreSheet.as_json writes it) and a match end's extras.
SHEET = Nullable(Record(optional={
    "valid": Bool(), "elements": List(Record(optional={
        "name": Str(200), "value": Num(), "unit": Str(32)}, others=Data()), 200),
    "total": Map(SCALAR, max_len=20), "points": Num(), "payments": Map(Num(), max_len=8),
    "reason": Str(400), "limit": Str(200)}, others=Data()))
FIELD_SCHEMAS: dict[str, Schema] = {
    "Won.sheet": SHEET,
    "MatchEnded.extra": Record(optional={"final": Nullable(List(Num(), 8))}, others=Data()),
}


def _check_fields(value: Any, where: str) -> None:
    """ValueError unless every field of the dataclass `value` is of its declared type."""
    for f in dataclasses.fields(value):
        _check_type(getattr(value, f.name), _hints(type(value))[f.name], f"{where}.{f.name}")


_HINTS: dict[type, dict[str, Any]] = {}  # one per event or settlement class


def _hints(cls: type) -> dict[str, Any]:
    found = _HINTS.get(cls)
    if found is None:
        found = _HINTS[cls] = typing.get_type_hints(
            cls, vars(ev) if issubclass(cls, ev.Event) else None)
    return found


def _check_type(value: Any, hint: Any, where: str) -> None:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any:
        return
    if origin in (typing.Union, types.UnionType):
        for option in args:
            try:
                _check_type(value, option, where)
                return
            except ValueError:
                continue
        raise ValueError(f"{where} is not of its type ({type(value).__name__})")
    if origin is tuple:
        if not isinstance(value, tuple):
            raise ValueError(f"{where} should be a list, not {type(value).__name__}")
        for i, item in enumerate(value):
            _check_type(item, args[0], f"{where}.{i}")
        return
    if origin is dict:
        if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
            raise ValueError(f"{where} should be an object, not {type(value).__name__}")
        return
    wanted = hint if origin is None else origin
    if hint is type(None):
        ok = value is None
    elif wanted is float:
        ok = isinstance(value, int | float) and not isinstance(value, bool)
    elif wanted is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, wanted)
    if not ok:
        raise ValueError(f"{where} should be {getattr(wanted, '__name__', wanted)}, "
                         f"not {type(value).__name__}")
    if dataclasses.is_dataclass(value) and not isinstance(value, Tile):
        _check_fields(value, where)


SEAT_FIELDS = frozenset(("seat", "from_seat", "dealer", "payer", "payee", "for_seat", "cannon"))
PER_SEAT_FIELDS = frozenset(("scores", "deltas", "ranks"))  # one entry for each seat


def check_seats(events: list[ev.Event], players: int) -> None:
    """ValueError unless every seat an event names is one of the `players` seats and every
    per-seat list has one entry for each (its readers index by seat)."""
    for event in events:
        _check_seats(event, players, type(event).__name__)


def _check_seats(value: Any, players: int, where: str) -> None:
    for f in dataclasses.fields(value):
        v, at = getattr(value, f.name), f"{where}.{f.name}"
        if f.name in SEAT_FIELDS and v is not None and not 0 <= v < players:
            raise ValueError(f"{at} is seat {v}; the match has {players} seats")
        if f.name == "tenpai" and not all(0 <= s < players for s in v):
            raise ValueError(f"{at} names a seat the match has not got")
        if f.name in PER_SEAT_FIELDS and len(v) != players:
            raise ValueError(f"{at} has {len(v)} entries for {players} seats")
        if isinstance(v, Settlement):
            _check_seats(v, players, at)
        elif isinstance(v, tuple) and v and isinstance(v[0], Payment | HandValue):
            for item in v:
                _check_seats(item, players, at)


def events_json(events: list[ev.Event], tileset: TileSet) -> list[dict[str, Any]]:
    return [event_json(e, tileset) for e in events]


def events_from_json(data: list[dict[str, Any]], tileset: TileSet) -> list[ev.Event]:
    return [event_from_json(d, tileset) for d in data]
