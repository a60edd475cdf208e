"""The rules page's list of scoring elements: each row of a variant's scoring table (the
scorer's own, `Variant.scoring_table`), what it asks in a line, and its example hand scored."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.analysis import answer
from game.core.hands import shapes
from game.core.model.sheet import Element, ScoringRow, unit_word
from game.core.variants import get_variant
from game.core.variants.lessons import Example
from game.learn.examples import example


@dataclass(frozen=True)
class Entry:
    """One scoring element on the rules page."""

    row: ScoringRow
    about: str  # what it asks, in a line
    example: Example | None

    @property
    def title(self) -> str:
        return self.row.title


def entries(variant_id: str, options: Mapping[str, Any] | None = None) -> list[Entry]:
    """Every scoring element of the variant under these options, in its table's order."""
    variant = get_variant(variant_id)
    rows = variant.scoring_table(variant.resolve(dict(options or {})))
    return [Entry(r, variant.element_note(r.title), example(variant_id, r.title)) for r in rows]


def request(variant_id: str, ex: Example, options: Mapping[str, Any] | None = None
            ) -> dict[str, Any]:
    """The example as a full analyze request under the game's options (the example's own
    options, where it names some, take their place)."""
    given = {**dict(options or {}), **ex.get("options", {})}
    return {**{k: v for k, v in ex.items() if k != "loser"}, "variant": variant_id,
            "options": given}


def score(variant_id: str, ex: Example, options: Mapping[str, Any] | None = None
          ) -> dict[str, Any]:
    """The example's score sheet as the analyzer answers it (a loser's hand as the variant
    scores losing hands)."""
    req = request(variant_id, ex, options)
    if ex.get("loser"):
        return _loser_sheet(variant_id, req)
    return dict(answer(req)["score"])


def _loser_sheet(variant_id: str, req: dict[str, Any]) -> dict[str, Any]:
    variant = get_variant(variant_id)
    opts = variant.resolve(req["options"])
    grammar = variant.grammar(opts)
    ts = grammar.tileset
    melds = [shapes.parse_meld(grammar, ts.parse(m["tiles"]), m["open"]) for m in req["melds"]]
    sheet = variant.score_loser(ts.parse(req["hand"]), melds, req["seat_wind"],  # type: ignore[attr-defined]
                                req["round_wind"], ts.parse(req.get("bonus", "")), opts)
    out = sheet.as_json()
    out["loser"] = True
    return out


def carries(entry: Entry, sheet: Mapping[str, Any]) -> bool:
    """Whether a score sheet (as JSON) has the entry's element at the entry's value."""
    row = entry.row
    for e in sheet.get("elements", ()):
        element = Element(str(e["name"]), float(e["value"]), str(e["unit"]))
        if not row.matches(element):
            continue
        values = {row.value} | ({row.open_value} if row.open_value is not None else set())
        if element.value in values or row.each and any(_multiple(element.value, v)
                                                       for v in values if v):
            return True
    return False


def _multiple(value: float, of: float) -> bool:
    times = value / of
    return times >= 1 and abs(times - round(times)) < 1e-9


# ---------------------------------------------------------------------------------------------
# How the page words an element's value, its example and the example's score


LIMIT_WORDS = {1: "yakuman", 2: "double yakuman"}
WIND_WORDS = {"E": "East", "S": "South", "W": "West", "N": "North"}
FLAG_WORDS = {"riichi": "riichi", "double_riichi": "double riichi", "ippatsu": "ippatsu",
              "haitei": "last tile", "houtei": "last discard", "rinshan": "replacement tile",
              "chankan": "robbing a kong", "tenhou": "dealt hand", "chiihou": "first draw",
              "first_draw": "first draw", "last_tile": "last tile of the wall",
              "last_discard": "last discard", "replacement": "replacement tile",
              "rob_kong": "robbing a kong", "original_call": "Original Call",
              "kong_upon_kong": "kong upon kong", "heavens_blessing": "dealt hand",
              "earths_blessing": "East's first discard",
              "thirteenth_mah_jong": "13th win in a row"}


def number(value: float) -> str:
    return f"{value:g}"


def value_text(row: ScoringRow) -> str:
    """An element's value as the page shows it: "2 han, 1 open", "3 faan, closed only",
    "max (10 faan)", "yakuman", "0.2 fan each"."""
    each = " each" if row.each else ""
    if row.unit == "limit":
        if row.each:
            return "one limit for each"
        word = LIMIT_WORDS.get(int(row.value), f"{number(row.value)}x yakuman") \
            if row.group == "Yakuman" else "limit hand"
        return word + (", closed only" if row.open_value is None else "")
    if row.limit:
        text = f"max ({number(row.value)} {unit_word(row.value, row.unit)})"
    else:
        text = f"{number(row.value)} {unit_word(row.value, row.unit)}{each}"
    if row.open_value is None:
        return text + ", closed only"
    if row.open_value != row.value:
        return text + f", {number(row.open_value)} open"
    return text


def caption(ex: Example) -> str:
    """How the example won: "Ron · seat South · round East · riichi"."""
    win = ex.get("win", {})
    parts = ["Self-drawn" if win.get("by") == "tsumo" else "On a discard",
             f"seat {WIND_WORDS.get(ex.get('seat_wind', 'E'), '?')}",
             f"round {WIND_WORDS.get(ex.get('round_wind', 'E'), '?')}"]
    parts += [FLAG_WORDS.get(f, f.replace("_", " ")) for f in win.get("flags", ())]
    if ex.get("north_extracted"):
        parts.append(f"{ex['north_extracted']} North set aside")
    if ex.get("loser"):
        parts.insert(0, "A losing hand")
    return " · ".join(parts)


def summary(sheet: Mapping[str, Any]) -> str:
    """A score sheet in a line: its value and points (or why it is no win)."""
    if not sheet.get("valid", False):
        return f"Not a win: {sheet.get('reason', '')}"
    total = sheet.get("total") or {}
    value = " ".join(f"{number(v)} {k[:-1] if v == 1 and k.endswith('s') else k}"
                     for k, v in total.items())  # "1 double", "2 doubles"
    if "yakuman" in total:
        value = LIMIT_WORDS.get(int(total["yakuman"]), value)
    elif "limit" in total:
        value = "limit"
    points = sheet.get("points")
    return f"{value} · {points:,} points" if isinstance(points, int) else value
