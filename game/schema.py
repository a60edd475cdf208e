"""Checked reading of the game's JSON files: a strict decoder and small schemas that accept a
value whole or say where and why it is wrong (nothing is repaired, nothing is half-read)."""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

MAX_DIGITS = 30  # no number the game writes is longer; Python refuses past 4,300 anyway
MAX_DEPTH = 32  # no file the game writes nests deeper


class SchemaError(ValueError):
    """A file that is not what the game writes. `where` is a path into its data
    ("variants.riichi.matches", "" for the data itself) and `why` what is wrong there ("should
    be a whole number, not text"); `where` None: the file as a whole (`why` says "it ...")."""

    def __init__(self, where: str | None, why: str) -> None:
        self.where, self.why = where, why
        super().__init__(why if where is None else f"{where or 'its data'} {why}")


def decode(text: str) -> Any:
    """JSON as the game writes it: no NaN or Infinity, no number past MAX_DIGITS digits, no
    nesting past MAX_DEPTH. Raises SchemaError saying what is wrong (never RecursionError or
    the interpreter's own digit-limit ValueError)."""
    try:
        value = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except SchemaError:
        raise
    except json.JSONDecodeError as exc:
        if not text.strip():  # a write cut off before its first byte, or an emptied file
            raise SchemaError(None, "it is empty") from None
        raise SchemaError(None, f"it is not complete JSON, at line {exc.lineno}") from None
    except RecursionError:
        raise SchemaError(None, "it nests deeper than any file the game writes") from None
    except ValueError as exc:  # the interpreter's own limits
        raise SchemaError(None, f"it holds a value the game never writes ({exc})") from None
    if _depth(value) > MAX_DEPTH:
        raise SchemaError(None, "it nests deeper than any file the game writes")
    return value


def _int(s: str) -> int:
    if len(s.lstrip("-")) > MAX_DIGITS:
        raise SchemaError(None, f"it holds a number {len(s)} digits long")
    return int(s)


def _float(s: str) -> float:
    if len(s) > MAX_DIGITS + 10:
        raise SchemaError(None, f"it holds a number {len(s)} characters long")
    value = float(s)
    if not math.isfinite(value):
        raise SchemaError(None, f"it holds a number too large to use ({s[:20]})")
    return value


def _constant(s: str) -> Any:
    raise SchemaError(None, f"it holds {s}, which is not a number the game writes")


def _depth(value: Any) -> int:
    """How deeply lists and objects nest (without recursing: the value may be deep)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            v = v.values()
        elif not isinstance(v, list):
            continue
        deepest = max(deepest, d)
        if d <= MAX_DEPTH:
            stack.extend((x, d + 1) for x in v)
    return deepest


def _join(where: str, key: object) -> str:
    return f"{where}.{key}" if where else str(key)


def _kind(value: Any) -> str:
    names = {bool: "true/false", int: "a number", float: "a number", str: "text",
             list: "a list", dict: "an object", type(None): "null"}
    return names.get(type(value), type(value).__name__)


class Schema:
    """One kind of value. `check` raises SchemaError or returns None."""

    def check(self, value: Any, where: str = "") -> None:
        raise NotImplementedError

    def fail(self, where: str, expected: str, value: Any) -> SchemaError:
        return SchemaError(where, f"should be {expected}, not {_kind(value)}")


@dataclass(frozen=True)
class Int(Schema):
    lo: int | None = None
    hi: int | None = None

    def check(self, value: Any, where: str = "") -> None:
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(where, "a whole number", value)
        if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            raise SchemaError(where, f"should be a whole number {self.lo} to {self.hi}, "
                                     f"not {value}")


@dataclass(frozen=True)
class Num(Schema):
    lo: float = -1e15
    hi: float = 1e15

    def check(self, value: Any, where: str = "") -> None:
        if not isinstance(value, int | float) or isinstance(value, bool):
            raise self.fail(where, "a number", value)
        if not self.lo <= value <= self.hi:  # NaN fails here too
            raise SchemaError(where, f"should be a number {self.lo:g} to {self.hi:g}, "
                                     f"not {value:g}")


@dataclass(frozen=True)
class Bool(Schema):
    def check(self, value: Any, where: str = "") -> None:
        if not isinstance(value, bool):
            raise self.fail(where, "true or false", value)


@dataclass(frozen=True)
class Str(Schema):
    """Text of at most `max_len` characters; printable only (no NUL, no control characters)
    unless `printable` is False; one of `choices` when given."""

    max_len: int = 64
    choices: tuple[str, ...] = ()
    printable: bool = True

    def check(self, value: Any, where: str = "") -> None:
        if not isinstance(value, str):
            raise self.fail(where, "text", value)
        if len(value) > self.max_len:
            raise SchemaError(where, f"should be at most {self.max_len} characters, "
                                     f"not {len(value)}")
        if self.printable and not value.isprintable():
            raise SchemaError(where, "holds control characters (printable text only)")
        if self.choices and value not in self.choices:
            raise SchemaError(where, f"should be one of {', '.join(self.choices)}, "
                                     f"not {value[:20]!r}")


@dataclass(frozen=True)
class Nullable(Schema):
    inner: Schema

    def check(self, value: Any, where: str = "") -> None:
        if value is not None:
            self.inner.check(value, where)


@dataclass(frozen=True)
class OneOf(Schema):
    """The first of `options` that accepts the value (for values of several shapes)."""

    options: tuple[Schema, ...]
    expected: str

    def check(self, value: Any, where: str = "") -> None:
        for option in self.options:
            try:
                option.check(value, where)
                return
            except SchemaError:
                continue
        raise self.fail(where, self.expected, value)


@dataclass(frozen=True)
class List(Schema):
    item: Schema
    max_len: int = 1000
    length: int | None = None

    def check(self, value: Any, where: str = "") -> None:
        if not isinstance(value, list):
            raise self.fail(where, "a list", value)
        if self.length is not None and len(value) != self.length:
            raise SchemaError(where, f"should be a list of {self.length}, not of {len(value)}")
        if len(value) > self.max_len:
            raise SchemaError(where, f"should be a list of at most {self.max_len}, "
                                     f"not of {len(value)}")
        for i, item in enumerate(value):
            self.item.check(item, _join(where, i))


@dataclass(frozen=True)
class Unread(Schema):
    """A list whose items a fuller schema reads later (a game record's events, checked when
    the record is opened, not when it is only listed): here only a list, not too long."""

    max_len: int = 1000

    def check(self, value: Any, where: str = "") -> None:
        if not isinstance(value, list):
            raise self.fail(where, "a list", value)
        if len(value) > self.max_len:
            raise SchemaError(where, f"should be a list of at most {self.max_len}, "
                                     f"not of {len(value)}")


@dataclass(frozen=True)
class Map(Schema):
    """An object used as a table: any keys (checked by `key`), each value by `value`."""

    value: Schema
    key: Str = Str(64)
    max_len: int = 200

    def check(self, value: Any, where: str = "") -> None:
        if not isinstance(value, dict):
            raise self.fail(where, "an object", value)
        if len(value) > self.max_len:
            raise SchemaError(where, f"should have at most {self.max_len} entries, "
                                     f"not {len(value)}")
        for k, v in value.items():
            self.key.check(k, _join(where, "(a key)"))
            self.value.check(v, _join(where, k))


@dataclass(frozen=True)
class Record(Schema):
    """An object with named fields: `required` ones must be there, `optional` ones may be;
    other keys are refused unless `others` is given (then each is checked by it)."""

    required: Mapping[str, Schema] = field(default_factory=dict)
    optional: Mapping[str, Schema] = field(default_factory=dict)
    others: Schema | None = None
    max_others: int = 100

    def check(self, value: Any, where: str = "") -> None:
        if not isinstance(value, dict):
            raise self.fail(where, "an object", value)
        for name in self.required:
            if name not in value:
                raise SchemaError(where, f"has no {name!r}")
        others = 0
        for k, v in value.items():
            schema = self.required.get(k) or self.optional.get(k)
            if schema is None:
                others += 1
                if self.others is None or others > self.max_others:
                    raise SchemaError(where, f"has an unexpected field {str(k)[:20]!r}")
                schema = self.others
            schema.check(v, _join(where, k))

    def names(self) -> Iterable[str]:
        return (*self.required, *self.optional)


@dataclass(frozen=True)
class Null(Schema):
    def check(self, value: Any, where: str = "") -> None:
        if value is not None:
            raise self.fail(where, "null", value)


SCALAR = OneOf((Bool(), Int(-10**15, 10**15), Num(), Str(200)), "a number, text or true/false")
_NUMBER, _TEXT = Num(), Str(2000)


def _leaf(value: Any, where: str) -> None:
    """A plain value: null, true/false, a number or text (checked by its type, not by trying
    each kind in turn: a game record holds tens of thousands of them)."""
    if value is None or isinstance(value, bool):
        return
    if isinstance(value, int | float):
        _NUMBER.check(value, where)
    elif isinstance(value, str):
        _TEXT.check(value, where)
    else:
        raise SchemaError(where, f"should be plain data, not {_kind(value)}")


@dataclass(frozen=True)
class Data(Schema):
    """Any plain JSON value, bounded: what a newer build wrote, kept without being read (the
    decoder has already bounded its depth)."""

    max_items: int = 10_000

    def check(self, value: Any, where: str = "") -> None:
        stack, seen = [(value, where)], 0
        while stack:
            v, w = stack.pop()
            seen += 1
            if seen > self.max_items:
                raise SchemaError(where, f"holds more than {self.max_items} values")
            if isinstance(v, list):
                stack.extend((x, _join(w, i)) for i, x in enumerate(v))
            elif isinstance(v, dict):
                for k, x in v.items():
                    Str(200).check(k, _join(w, "(a key)"))
                    stack.append((x, _join(w, k)))
            else:
                _leaf(v, w)
