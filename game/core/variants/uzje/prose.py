"""The rules page's prose that Ùzje writes itself."""

from __future__ import annotations

from game.core.variants.prose import Line, Prose, RulesContext
from game.core.variants.uzje.scoring import fan_points


def _uzje_tiles(g: RulesContext) -> list[Line]:
    tongs = ("all sixteen ranks" if g.options.get("all_tongs") else "only the terminals 1 "
             "and 16")
    winds = ("H and V (H serves East and West, V South and North)"
             if g.options.get("compressed_winds") else "East, South, West, North")
    return [Line("Three suits numbered 1 to 16 (written 1-9, x, a-f): tongs, socks and mans.",
                 tiles="19xfs"),
            Line(f"Tongs use {tongs}.", "all_tongs", "1tft"),
            Line(f"Winds {winds}; arrows red, green and white.", "compressed_winds",
                 "HVCFP" if g.options.get("compressed_winds") else "ESWNCFP"),
            Line("Zero: four copies; an honour and a number (rank 0) at once.", tiles="Z"),
            Line("Flowers: seasons h i j k and gentlemen o p q r." if g.options.get("flowers",
                                                                                   True)
                 else "Played without flowers.", "flowers",
                 "hijkopqr" if g.options.get("flowers", True) else "")]


def _uzje_melds(g: RulesContext) -> list[Line]:
    gems = "also 4-6-9 and 9-12-16" if g.options.get("rational_gems") else "whole ratios only"
    return [Line("An arith is three of one suit with equal steps: 1-2-3, 3-6-9, 5-10-15 ...",
                 tiles="369s 5xem"),
            Line(f"A gem is three ranks in a whole ratio: 1-2-4, 2-4-8, 3-6-12 ... ({gems}).",
                 "rational_gems", "124s"),
            Line("A power is successive squares (0-1-4, 1-4-9, 4-9-16) or the cubes 0-1-8.",
                 tiles="149m"),
            Line("Trips and quads as elsewhere; a winning hand is four melds and a pair.")]


def _uzje_minimum(g: RulesContext) -> list[Line]:
    low = g.options.get("min_fan", 2.5)
    return [Line(f"Fan come in steps of 0.2; a hand must score more than {low} fan to win.",
                 "min_fan")]


def _uzje_points(g: RulesContext) -> list[Line]:
    low = float(g.options.get("min_fan", 2.5))
    steps, last = [], 0
    for whole in range(1, 30):  # where the points table (moved by the minimum) steps up
        points = fan_points(whole * 10, low)
        if points != last:
            steps.append(f"{whole}: {points:,}")
            last = points
    table = ", ".join(steps)
    rounding = g.options.get("half_payment", "up")
    return [Line(f"Round the fan to a whole number; points by fan: {table}."),
            Line("Self-drawn: each other player pays the points. On a discard the discarder "
                 f"pays them and the others half, rounded {rounding}.", "half_payment")]


def _uzje_special(g: RulesContext) -> list[Line]:
    return [Line("Zero plays honour or rank 0 in each meld, whichever scores best: ZZZ is a "
                 "Zero trip, 0-1-2 an arith.", tiles="Z"),
            Line("One shared discard pile; the newest discard stays apart until claimed."),
            Line("Melds lie to the left of the hand, all tiles upright.")]


UZJE_PROSE = Prose(_uzje_tiles, _uzje_melds, _uzje_minimum, _uzje_points, _uzje_special)
