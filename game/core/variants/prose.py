"""The rules page's prose, as each variant writes it: a sentence (`Line`) that names the option
deciding it, what the prose is written from (`RulesContext`: the variant, its options, its
procedure of play and grammar) and the five parts a variant writes itself (`Prose`). The
window's rules page (game.learn.rules_text) adds what every variant's data says."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core.model.grammar import Grammar
from game.core.model.options import Option
from game.core.table.rules import PlayRules

if TYPE_CHECKING:  # the variant holds its prose: a type only, to keep the import one-way
    from game.core.variants.base import Variant


@dataclass(frozen=True)
class Line:
    """A sentence of the rules; `option` names the option that decides it ("" for none),
    `tiles` some tiles the page draws beside it (in the variant's notation)."""

    text: str
    option: str = ""
    tiles: str = ""


@dataclass(frozen=True)
class RulesContext:
    """What the prose is written from: the variant, its options, its procedure and grammar."""

    variant: Variant
    options: Mapping[str, Any]
    rules: PlayRules
    grammar: Grammar

    def option(self, name: str) -> str:
        """How the page names an option and its value: "Minimum faan: 3"."""
        found: Option | None = next((o for o in self.variant.options if o.name == name), None)
        label = name.replace("_", " ").capitalize()
        value = self.options.get(name, found.default if found else "")
        shown = ("On" if value else "Off") if isinstance(value, bool) \
            else str(value).replace("_", " ")
        return f"{label}: {shown[:1].upper()}{shown[1:]}"


Part = Callable[[RulesContext], list[Line]]


@dataclass(frozen=True)
class Prose:
    """The parts of the rules page a variant writes itself."""

    tiles: Part
    melds: Part
    minimum: Part
    points: Part
    special: Part


# Parts more than one family writes alike.

def nothing(g: RulesContext) -> list[Line]:
    return []


def suits_mpsz(g: RulesContext) -> list[Line]:
    characters = {t.rank for t in g.grammar.tileset.kinds if t.suit == "m"}
    if characters == {1, 9}:  # Sanma: no 2 to 8 of characters (a tester read "1 to 9")
        suits = Line("Three suits: circles and bamboo numbered 1 to 9, characters only 1 and 9.",
                     tiles="19m19p19s")
    else:
        suits = Line("Three suits numbered 1 to 9: characters, circles and bamboo.",
                     tiles="19m19p19s")
    out = [suits,
           Line("Honours: the winds East, South, West, North and the dragons white, green "
                "and red.", tiles="1234567z")]
    if g.grammar.tileset.bonus:
        out.append(Line("Bonus tiles: four flowers and four seasons, numbered 1 to 4 like "
                        "the seats.", tiles="1234f1234g"))
    return out


def melds_standard(g: RulesContext) -> list[Line]:
    return melds_named(g, "", " (pon)", " (kan)")


def melds_named(g: RulesContext, run: str, pung: str, kong: str) -> list[Line]:
    """Runs, pungs and kongs, each with the family's own word for it after it (Riichi's pon,
    Chinese chow), or none."""
    return [Line(f"A run{run} is three in a row of one suit; three alike are a pung{pung}; "
                 f"four alike, declared, are a kong{kong} and draw a replacement.",
                 tiles="345p 777s"),
            Line("A winning hand is four melds and a pair: fourteen tiles, kongs counting as "
                 "three.")]
