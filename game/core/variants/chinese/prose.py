"""The rules page's prose that Hong Kong Old Style and Classical Chinese write themselves."""

from __future__ import annotations

from game.core.variants.chinese.hkos_scoring import FAAN_POINTS
from game.core.variants.prose import Line, Prose, RulesContext, melds_named, suits_mpsz


def _hkos_minimum(g: RulesContext) -> list[Line]:
    low, high = g.options.get("min_faan", 3), g.options.get("max_faan", 10)
    return [Line(f"A hand needs at least {low} faan to win.", "min_faan"),
            Line(f"A hand scores at most {high} faan; a \"max\" hand scores exactly that.",
                 "max_faan")]


def faan_points_words() -> str:
    """The seed's faan-to-points table as a sentence says it: "0 faan 1 point, 1 faan 2, …,
    4\u20136 faan 16, …, 13 or more 128" (it read "0+ -> 1", arrows and all: a tester)."""
    rows = sorted(FAAN_POINTS)
    out = []
    for i, (least, points) in enumerate(rows):
        most = rows[i + 1][0] - 1 if i + 1 < len(rows) else None
        faan = f"{least} or more" if most is None else \
            f"{least}" if most == least else f"{least}\u2013{most}"
        out.append(f"{faan} faan {points}" + (" point" if points == 1 else ""))
    return ", ".join(out)


def _hkos_points(g: RulesContext) -> list[Line]:
    return [Line(f"Faan to points: {faan_points_words()}."),
            Line("Win on a discard: the discarder pays double the points, the others single. "
                 "Self-drawn: everyone pays double.")]


def _hkos_special(g: RulesContext) -> list[Line]:
    return [Line("Flowers and seasons are set aside as soon as they come and replaced from the "
                 "dead wall; your own number and full sets score.", tiles="2f2g"),
            Line("Holding all eight bonus tiles wins at once.")]


def _classical_minimum(g: RulesContext) -> list[Line]:
    return [Line("There is no minimum: any four sets and a pair go out."),
            Line("Only Thirteen Unique Wonders wins with another shape; seven pairs do not.")]


def _classical_points(g: RulesContext) -> list[Line]:
    limit = int(g.options.get("limit", 1000))
    late = int(g.options.get("cannon_late_wall", 0))
    return [Line("Add the points of sets, pairs, bonus tiles and going out; then double them "
                 "once for each double: score = points x 2^doubles."),
            Line(f"Going Mah Jong is worth {g.options.get('mah_jong_base', 20)} points.",
                 "mah_jong_base"),
            Line(f"A hand is worth at most {limit:,}; a limit hand is worth exactly that."
                 if limit else "There is no limit; a limit hand is worth 1,000.", "limit"),
            Line("Every hand is scored, losers' too. The winner is paid by all; losers pay one "
                 "another the differences; every payment to or from East is doubled."),
            Line("Letting off a cannon: a discard that completes a dangerous hand when a safe "
                 "one was possible pays " + (
                     "every loser's debt, to the winner and to one another." if
                     g.options.get("cannon_pays") == "all" else
                     "what the other losers owe the winner; they still settle their "
                     "differences."), "cannon_pays"),
            Line("A discard is dangerous when the winner shows three or more exposed sets all "
                 "of one suit (or one suit with honours), or three or more exposed sets of "
                 "honours" + (f"; and, once the live wall is down to {late} tiles, any tile "
                              "not yet seen" if late else "") + ".", "cannon_late_wall")]


def _classical_special(g: RulesContext) -> list[Line]:
    return [Line("East takes fourteen tiles in the deal and starts by discarding."),
            Line("Original Call: declare it with your first discard when it leaves your hand "
                 "ready; from then on the hand may not change. Nobody checks the call: a hand "
                 "called but not ready can never go out."),
            Line("Bonus tiles are replaced from the live wall; the kong box is "
                 + ("16 tiles and not replenished." if g.options.get("dead_wall") ==
                    "millington" else "14 tiles, kept at size."), "dead_wall")]


def melds_chinese(g: RulesContext) -> list[Line]:
    # a run is a chow here (a tester met Riichi's pon and kan on Classical's page)
    return melds_named(g, " (a chow)", "", "")


HKOS_PROSE = Prose(suits_mpsz, melds_chinese, _hkos_minimum, _hkos_points, _hkos_special)
CLASSICAL_PROSE = Prose(suits_mpsz, melds_chinese, _classical_minimum, _classical_points,
                        _classical_special)
