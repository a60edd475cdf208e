"""The rules page's prose that Riichi, Sanma and Space write themselves."""

from __future__ import annotations

from game.core.variants.prose import Line, Prose, RulesContext, melds_standard, nothing, suits_mpsz
from game.core.variants.riichi.points import base_points


def _riichi_minimum(g: RulesContext) -> list[Line]:
    return [Line("A win needs at least one yaku (dora alone are not enough)."),
            Line("Riichi itself is a yaku, so any closed ready hand can make one.")]


def _riichi_points(g: RulesContext) -> list[Line]:
    kiriage = bool(g.options.get("kiriage"))
    limits = ", ".join(f"{name} at {han}" for name, han in (
        ("mangan", 5), ("haneman", 6), ("baiman", 8), ("sanbaiman", 11), ("yakuman", 13)))
    out = [Line("Han count the yaku and dora; fu count the shape (20 base, more for closed "
                "ron, pons, kans, honour pairs and hard waits), rounded up to 10."),
           Line("Base points = fu x 2^(han + 2). A dealer's ron pays 6 x base, anyone else's "
                "4 x base; on tsumo the dealer pays 2 x base and the others 1 x base "
                "(everyone 2 x base when the dealer wins). Each payment rounds up to 100."),
           Line(f"Limits: {limits} han; base {base_points(5, 30)[0]:,} at mangan."),
           Line("4 han 30 fu and 3 han 60 fu are " + ("rounded up to mangan." if kiriage
                                                      else "not rounded up to mangan."),
                "kiriage"),
           Line(f"Each counter adds {g.rules.honba} to a win by discard and "
                f"{g.rules.honba // 3} from each payer to a self-draw; riichi sticks go to "
                "the winner."),
           Line(f"At an exhaustive draw the players not ready pay {g.rules.noten_total:,} in "
                "all to those who are.")]
    if g.rules.players == 3:
        loss = bool(g.options.get("tsumo_loss", True))
        out.append(Line("On tsumo the missing fourth player's share is "
                        + ("simply not paid." if loss else "split between the two payers."),
                        "tsumo_loss"))
    return out


def _sanma_special(g: RulesContext) -> list[Line]:
    return [Line("2 to 8 of characters are taken out: only 1m and 9m remain.", tiles="19m"),
            Line("There are no runs to call, and North is never a seat or yakuhai.",
                 tiles="4z"),
            Line("Set Norths aside for nukidora; a dora indicator 1m means 9m, and 9m 1m.")]


def _space_melds(g: RulesContext) -> list[Line]:
    return [*melds_standard(g),
            Line("Numbers wrap around: 8-9-1 and 9-1-2 are runs, and 1-2 waits on 3 and 9.",
                 tiles="891s 912p"),
            Line("Any three different winds make a run, and so do the three dragons.",
                 tiles="124z 567z"),
            Line("Honour waits: two neighbouring winds (East-South, South-West, West-North, "
                 "North-East) wait two-sided on both others; two opposite winds (East-West, "
                 "South-North) are a closed wait on both others; two dragons wait on the "
                 "third; four different winds wait on any wind.", tiles="12z 13z 56z")]


def _space_special(g: RulesContext) -> list[Line]:
    return [Line("Honour runs score no yakuhai and no fu, but count as honour groups for "
                 "chanta, honitsu and the like."),
            Line(f"Kokushi with called honour runs is a {g.options.get('open_kokushi_han', 3)}"
                 "-han yaku.", "open_kokushi_han"),
            Line("Any rotation of the nine-gates shape counts as chuuren."
                 if g.options.get("rotated_chuuren", True)
                 else "Only the regular nine-gates shape counts as chuuren.",
                 "rotated_chuuren")]


RIICHI_PROSE = Prose(suits_mpsz, melds_standard, _riichi_minimum, _riichi_points, nothing)
SANMA_PROSE = Prose(suits_mpsz, melds_standard, _riichi_minimum, _riichi_points, _sanma_special)
SPACE_PROSE = Prose(suits_mpsz, _space_melds, _riichi_minimum, _riichi_points, _space_special)
