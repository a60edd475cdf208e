"""Named rule options of a variant, each with its default, its choices, its group and one line
of why; and presets: named sets of option values that well-known rule sets publish."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

# Where a player finds an option (the New Game screen shows them in this order). An option
# of no group ("") is a table setting that no preset touches (a claim timer, superpowers).
GROUPS = (("length", "Game length"), ("yaku", "Yaku and scoring"),
          ("payments", "Payments"), ("draws", "Draws"),
          ("play", "Play: calls, tiles and the table"), ("", "Other"))
PRESET = "preset"  # the option name that names a preset wherever options are taken


class OptionError(ValueError):
    """An unknown option name or a value the option does not take."""


@dataclass(frozen=True, slots=True)
class Option:
    name: str
    default: Any
    explain: str
    choices: tuple[Any, ...] = ()  # empty: any value of the default's type
    group: str = ""  # one of GROUPS
    needs: str = ""  # the option that must be on (true, non-zero) for this one to matter

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

    @property
    def values(self) -> tuple[Any, ...]:
        """Every value it takes (a switch: off and on)."""
        if self.choices:
            return self.choices
        return (False, True) if isinstance(self.default, bool) else (self.default,)


@dataclass(frozen=True)
class Preset:
    """A rule set players know by name, as the option values it sets; options it does not
    name keep the seed's value. `doc` says where the values come from (its source line)."""

    name: str
    title: str
    values: Mapping[str, Any] = field(default_factory=dict)
    doc: str = ""

    @property
    def summary(self) -> str:
        """The first paragraph of its description, on one line."""
        first = self.doc.strip().split("\n\n")[0]
        return " ".join(first.split()) or self.title


def preset(title: str, name: str = "") -> Callable[[Callable[[], dict[str, Any]]], Preset]:
    """Make a Preset of a function returning its values: its name is `name` or the
    function's, its description (with the source) the function's docstring."""
    def make(values: Callable[[], dict[str, Any]]) -> Preset:
        return Preset(name or values.__name__, title, values(), values.__doc__ or "")
    return make


def seed_preset(source: str) -> Preset:
    """The seed's own rules: every option at its default."""
    return Preset("sparrow", "Sparrow", {}, "Sparrow's standard rules: every option at its "
                  f"default.\n\nSource: {source}.")


def resolve(declared: tuple[Option, ...], given: Mapping[str, Any] | None,
            presets: tuple[Preset, ...] = ()) -> dict[str, Any]:
    """The full option values: defaults, then the named preset's values (`preset`), then the
    other given values. Unknown names are an error."""
    by_name = {o.name: o for o in declared}
    values = {o.name: o.default for o in declared}
    given = dict(given or {})
    name = given.pop(PRESET, None)
    if name is not None:
        values.update(find_preset(presets, name).values)
    for key, value in given.items():
        if key not in by_name:
            known = ", ".join(sorted([*by_name, PRESET] if presets else by_name)) or "none"
            raise OptionError(f"unknown option {key!r} (known: {known})")
        values[key] = by_name[key].check(value)
    return values


def find_preset(presets: tuple[Preset, ...], name: Any) -> Preset:
    found = next((p for p in presets if p.name == name), None)
    if found is None:
        known = ", ".join(p.name for p in presets) or "none"
        raise OptionError(f"unknown preset {name!r} (known: {known})")
    return found


def preset_values(declared: tuple[Option, ...], chosen: Preset,
                  current: Mapping[str, Any]) -> dict[str, Any]:
    """`current` with `chosen` applied: every grouped option at the preset's value (the
    seed's where it names none); options of no group keep their current value."""
    out = dict(current)
    for o in declared:
        if o.group:
            out[o.name] = chosen.values.get(o.name, o.default)
    return out


def matching_preset(declared: tuple[Option, ...], presets: tuple[Preset, ...],
                    values: Mapping[str, Any]) -> Preset | None:
    """The preset whose rules these values are (options of no group aside), if any."""
    for p in presets:
        if all(values.get(o.name, o.default) == p.values.get(o.name, o.default)
               for o in declared if o.group):
            return p
    return None
