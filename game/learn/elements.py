"""The name-the-elements drill: a winning hand, and which yaku / faan / doubles / fan it scores,
picked from a list of the variant's elements; the sheet itself is the answer."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.model.sheet import Element
from game.core.variants import get_variant
from game.core.variants.lessons import Example, win
from game.learn.catalogue import Entry, entries, score
from game.learn.hands import complete_hand

RANDOM_SHARE = 0.6  # hands dealt at random, the rest from the rules page's examples
TRIES = 60
MIN_CHOICES = 8  # names offered: the right ones and others from the same table


@dataclass(frozen=True)
class ElementsQuestion:
    request: Example  # the hand, as the rules page writes its examples
    sheet: dict[str, Any]
    answer: frozenset[str]  # the titles of the elements it scores
    choices: tuple[str, ...]  # titles offered, in the table's order


def titles_on(table: Sequence[Entry], sheet: Mapping[str, Any]) -> frozenset[str]:
    """The table's titles for the lines of a sheet (a line two titles share, like Fishing the
    eyes, goes by its value)."""
    out = set()
    for e in sheet.get("elements", ()):
        element = Element(str(e["name"]), float(e["value"]), str(e["unit"]))
        rows = [t for t in table if t.row.matches(element)]
        exact = [t for t in rows if element.value in (t.row.value, t.row.open_value)]
        if exact or rows:
            out.add((exact or rows)[0].title)
    return frozenset(out)


def question(variant_id: str, options: Mapping[str, Any] | None, rng: random.Random
             ) -> ElementsQuestion:
    """A winning hand of the variant with the names to choose from."""
    variant = get_variant(variant_id)
    opts = variant.resolve(dict(options or {}))
    table = entries(variant_id, opts)
    for _ in range(TRIES):
        if rng.random() < RANDOM_SHARE:
            request = _random_win(variant_id, opts, rng)
        else:
            request = rng.choice([e.example for e in table if e.example is not None])
        try:
            sheet = score(variant_id, request, opts)
        except ValueError:  # an example these options have no tiles for (compressed winds)
            continue
        answer = titles_on(table, sheet)
        if sheet.get("valid") and answer and not request.get("loser"):
            return ElementsQuestion(request, sheet, answer, _choices(table, answer, rng))
    raise RuntimeError(f"no winning hand found for {variant_id}")


def _choices(table: Sequence[Entry], answer: frozenset[str], rng: random.Random
             ) -> tuple[str, ...]:
    """The right titles and others, first from their groups, to at least MIN_CHOICES."""
    groups = {e.row.group for e in table if e.title in answer}
    near = [e.title for e in table if e.row.group in groups and e.title not in answer]
    far = [e.title for e in table if e.row.group not in groups]
    rng.shuffle(near)
    rng.shuffle(far)
    room = max(MIN_CHOICES - len(answer), 3)
    wrong = (near[: room - 1] + far)[:room]
    chosen = set(answer) | set(wrong)
    return tuple(e.title for e in table if e.title in chosen)


def _random_win(variant_id: str, options: Mapping[str, Any], rng: random.Random) -> Example:
    """A complete concealed hand dealt at random, won in a random way."""
    variant = get_variant(variant_id)
    ts = variant.tileset(options)
    rules = variant.play_rules(options)
    tiles = complete_hand(variant_id, rng, dict(options))
    tile = rng.choice(tiles)
    seats = ("E", "S", "W", "N")[: variant.players_for(options)]
    flags = ["riichi"] if rules.riichi and rng.random() < 0.6 else []
    spare = [k for k in ts.kinds if tiles.count(k) < ts.copies]  # an indicator is a tile too
    dora = ts.format([rng.choice(spare)]) if rules.indicators else ""
    bonus = ""
    if ts.bonus and rng.random() < 0.6:
        bonus = ts.format(rng.sample(list(ts.bonus), rng.randint(1, 2)))
    return win(ts.format(ts.sort(tiles)), ts.format([tile]), rng.choice(("ron", "tsumo")),
               flags=flags, seat=rng.choice(seats), round_wind=rng.choice(seats[:2]),
               dora=dora, bonus=bonus)
