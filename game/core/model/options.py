"""Named rule options of a variant: each with its default, its choices and one line of why."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


class OptionError(ValueError):
    """An unknown option name or a value the option does not take."""


@dataclass(frozen=True, slots=True)
class Option:
    name: str
    default: Any
    explain: str
    choices: tuple[Any, ...] = ()  # empty: any value of the default's type

    def check(self, value: Any) -> Any:
        # A boolean is no number here, though Python has True == 1 (red_fives: true).
        wrong_kind = isinstance(value, bool) != isinstance(self.default, bool)
        if self.choices and (wrong_kind or value not in self.choices):
            allowed = list(self.choices)
            raise OptionError(f"option {self.name!r} takes one of {allowed}, not {value!r}")
        if self.choices:  # the choice itself: JSON's 3.0 stands for 3
            return next(c for c in self.choices if c == value)
        if wrong_kind or not isinstance(value, type(self.default)):
            kind = type(self.default).__name__
            raise OptionError(f"option {self.name!r} takes a {kind}, not {value!r}")
        return value


def resolve(declared: tuple[Option, ...], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """The full option values: defaults, overridden by `given`. Unknown names are an error."""
    by_name = {o.name: o for o in declared}
    values = {o.name: o.default for o in declared}
    for name, value in (given or {}).items():
        if name not in by_name:
            known = ", ".join(sorted(by_name)) or "none"
            raise OptionError(f"unknown option {name!r} (known: {known})")
        values[name] = by_name[name].check(value)
    return values
