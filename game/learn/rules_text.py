"""The rules page's prose, in our own words: tiles, melds, calls, winning and the minimum, points
and payments, how a match ends and what is special, built from the variant's procedure of play
(`PlayRules`), its grammar, its tile set and the options of the game, so a changed option or
rule changes the text. A line that an option decides names that option."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.core.model.grammar import Grammar
from game.core.model.options import Option
from game.core.table.rules import PlayRules
from game.core.variants import get_variant
from game.core.variants.base import Variant
from game.core.variants.chinese.hkos_scoring import FAAN_POINTS
from game.core.variants.riichi.points import base_points
from game.core.variants.uzje.scoring import fan_points


@dataclass(frozen=True)
class Line:
    """A sentence of the rules; `option` names the option that decides it ("" for none),
    `tiles` some tiles the page draws beside it (in the variant's notation)."""

    text: str
    option: str = ""
    tiles: str = ""


@dataclass(frozen=True)
class Section:
    title: str
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class Game:
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


def sections(variant_id: str, options: Mapping[str, Any] | None = None) -> list[Section]:
    """The rules of a variant under these options, section by section."""
    variant = get_variant(variant_id)
    opts = variant.resolve(dict(options or {}))
    g = Game(variant, opts, variant.play_rules(opts), variant.grammar(opts))
    family = FAMILY[variant_id]
    out = [Section("The tiles", tuple(_tiles(g) + family.tiles(g))),
           Section("Melds and a winning hand", tuple(family.melds(g) + _special_forms(g))),
           Section("Turns and calls", tuple(_calls(g))),
           Section("Winning and the minimum", tuple(family.minimum(g))),
           Section("Points and payments", tuple(family.points(g))),
           Section("How a match ends", tuple(_match(g)))]
    special = family.special(g)
    if special:
        out.append(Section("What is special in this variant", tuple(special)))
    return [Section(s.title, tuple(_tagged(g, line) for line in s.lines)) for s in out]


def _tagged(g: Game, line: Line) -> Line:
    """The line with its option shown as the page shows it ("Minimum faan: 3"), or none
    where the variant has no such option."""
    known = any(o.name == line.option for o in g.variant.options)
    return Line(line.text, g.option(line.option) if known else "", line.tiles)


# ---------------------------------------------------------------------------------------------
# What every variant's data says


def _tiles(g: Game) -> list[Line]:
    ts = g.grammar.tileset
    per = ts.copies
    lines = [Line(f"{ts.size} tiles, {per} of each kind: {len(ts.kinds)} kinds"
                  + (f", plus {len(ts.bonus)} bonus tiles" if ts.bonus else "") + ".")]
    if ts.reds:
        lines.append(Line(f"{len(ts.reds)} of the fives are red; each is worth a dora.",
                          "red_fives"))
    return lines


def _special_forms(g: Game) -> list[Line]:
    gr, out = g.grammar, []
    if gr.seven_pairs:
        out.append(Line("Seven different pairs also win, with nothing called."))
    elif "seven_pairs" in g.options:
        out.append(Line("Seven pairs do not win here.", "seven_pairs"))
    if gr.orphans:
        out.append(Line("Thirteen orphans also win: one of each terminal and honour, plus a "
                        "match to one of them."))
    if gr.long_straights:
        out.append(Line("A long straight also wins: fourteen ranks in a row of one suit."))
    return out


def _calls(g: Game) -> list[Line]:
    r = g.rules
    out = [Line("On your turn you draw a tile, then discard one, unless the draw completes "
                "your hand.")]
    chow = {"left": "A run may be called only from the player before you.",
            "any": "A run may be called from any player.",
            "none": "Runs may not be called at all."}[r.chow_from]
    out.append(Line(chow, "chii_from_any" if "chii_from_any" in g.options else ""))
    out.append(Line("Three or four alike may be called from anyone. A call for a win comes "
                    "first, then three or four alike, then a run; speed never matters."))
    if r.multi_ron:
        out.append(Line("Several players may win on the same discard."))
    if r.kuikae:
        out.append(Line("After a call you may not discard the tile you called, nor the other "
                        "end of the run it made."))
    if r.furiten:
        out.append(Line("Furiten: you may not win on a discard while one of your waits lies in "
                        "your own discards, nor for a go-around after passing a win."))
    if r.riichi:
        out.append(Line(f"Riichi: with a closed ready hand and {r.riichi_cost:,} points you may "
                        "declare; your hand is then fixed and you bet the points."))
    if r.north_extraction:
        out.append(Line("You may set a North aside on your turn; it counts as a dora and you "
                        "draw a replacement.", tiles="4z"))
    if r.original_call:
        out.append(Line("Original Call may be declared with your first discard: the hand may "
                        "not change afterwards, and going out doubles the score."))
    if r.kong_only_after_wall_draw:
        out.append(Line("A concealed kong, or a tile added to a pung, only right after a draw."))
    if g.grammar.tileset.bonus:
        how = "at once" if r.bonus_auto else "when you choose"
        out.append(Line(f"A flower or season drawn is set aside {how} and replaced.",
                        "flowers" if "flowers" in g.options else ""))
    if r.shared_discards:
        out.append(Line("All discards go to one shared pile in the middle, kept sorted."))
    return out


def _match(g: Game) -> list[Line]:
    r = g.rules
    wind_names = ("East", "South", "West", "North")
    winds = " and ".join(wind_names[: r.winds]) if r.winds < 4 else "all four winds"
    deciding = next((n for n in ("length", "rounds") if n in g.options), "")
    out = [Line(f"{r.players} players. The match plays {winds} as the round's wind; every "
                "player deals once in each.", deciding)]
    if r.start_points:
        out.append(Line(f"Everyone starts with {r.start_points:,} points."))
    else:
        out.append(Line("Scores start at 0 and add up hand by hand."))
    keeps = {"always": "after a win and after a draw", "tenpai": "after a win, or a draw "
             "while ready", "never": "after a win"}[r.dealer_keeps_on_draw]
    if r.dealer_keeps_on_win:
        out.append(Line(f"The dealer keeps the deal {keeps}; otherwise it passes on."))
    else:
        out.append(Line("After a win the deal passes on; after a draw the dealer stays."))
    if r.extension:
        out.append(Line(f"If nobody has {r.target:,} points at the end, one more wind is "
                        "played until someone does."))
    if r.tobi or r.bankrupt_at_zero:
        out.append(Line("The match ends at once when a player's points run out."))
    if r.uma:
        out.append(Line("Final results add uma and oka.", "uma"))
    return out


# ---------------------------------------------------------------------------------------------
# What each family writes itself


@dataclass(frozen=True)
class Family:
    tiles: Callable[[Game], list[Line]]
    melds: Callable[[Game], list[Line]]
    minimum: Callable[[Game], list[Line]]
    points: Callable[[Game], list[Line]]
    special: Callable[[Game], list[Line]]


def _none(g: Game) -> list[Line]:
    return []


def _suits_mpsz(g: Game) -> list[Line]:
    out = [Line("Three suits numbered 1 to 9: characters, circles and bamboo.", tiles="19m19p19s"),
           Line("Honours: the winds East, South, West, North and the dragons white, green "
                "and red.", tiles="1234567z")]
    if g.grammar.tileset.bonus:
        out.append(Line("Bonus tiles: four flowers and four seasons, numbered 1 to 4 like "
                        "the seats.", tiles="1234f1234g"))
    return out


def _melds_standard(g: Game) -> list[Line]:
    return [Line("A run is three in a row of one suit; three alike are a pung (pon); four "
                 "alike, declared, are a kong (kan) and draw a replacement.", tiles="345p777s"),
            Line("A winning hand is four melds and a pair: fourteen tiles, kongs counting as "
                 "three.")]


def _riichi_minimum(g: Game) -> list[Line]:
    return [Line("A win needs at least one yaku (dora alone are not enough)."),
            Line("Riichi itself is a yaku, so any closed ready hand can make one.")]


def _riichi_points(g: Game) -> list[Line]:
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
           Line(f"Each counter adds {g.rules.honba} to a win; riichi sticks go to the winner."),
           Line(f"At an exhaustive draw the players not ready pay {g.rules.noten_total:,} in "
                "all to those who are.")]
    if g.rules.players == 3:
        loss = bool(g.options.get("tsumo_loss", True))
        out.append(Line("On tsumo the missing fourth player's share is "
                        + ("simply not paid." if loss else "split between the two payers."),
                        "tsumo_loss"))
    return out


def _sanma_special(g: Game) -> list[Line]:
    return [Line("2 to 8 of characters are taken out: only 1m and 9m remain.", tiles="19m"),
            Line("There are no runs to call, and North is never a seat or yakuhai.",
                 tiles="4z"),
            Line("Set Norths aside for nukidora; a dora indicator 1m means 9m, and 9m 1m.")]


def _space_melds(g: Game) -> list[Line]:
    return [*_melds_standard(g),
            Line("Numbers wrap around: 8-9-1 and 9-1-2 are runs, and 1-2 waits on 3 and 9.",
                 tiles="891s912p"),
            Line("Any three different winds make a run, and so do the three dragons.",
                 tiles="124z567z")]


def _space_special(g: Game) -> list[Line]:
    return [Line("Honour runs score no yakuhai and no fu, but count as honour groups for "
                 "chanta, honitsu and the like."),
            Line(f"Kokushi with called honour runs is a {g.options.get('open_kokushi_han', 3)}"
                 "-han yaku.", "open_kokushi_han"),
            Line("Any rotation of the nine-gates shape counts as chuuren."
                 if g.options.get("rotated_chuuren", True)
                 else "Only the regular nine-gates shape counts as chuuren.",
                 "rotated_chuuren")]


def _hkos_minimum(g: Game) -> list[Line]:
    low, high = g.options.get("min_faan", 3), g.options.get("max_faan", 10)
    return [Line(f"A hand needs at least {low} faan to win.", "min_faan"),
            Line(f"A hand scores at most {high} faan; a \"max\" hand scores exactly that.",
                 "max_faan")]


def _hkos_points(g: Game) -> list[Line]:
    table = ", ".join(f"{least}+ -> {points}" for least, points in reversed(FAAN_POINTS))
    return [Line(f"Faan to points: {table}."),
            Line("Win on a discard: the discarder pays double the points, the others single. "
                 "Self-drawn: everyone pays double.")]


def _hkos_special(g: Game) -> list[Line]:
    return [Line("Flowers and seasons are set aside as soon as they come and replaced from the "
                 "dead wall; your own number and full sets score.", tiles="2f2g"),
            Line("Holding all eight bonus tiles wins at once.")]


def _classical_minimum(g: Game) -> list[Line]:
    return [Line("There is no minimum: any four sets and a pair go out."),
            Line("Only Thirteen Unique Wonders wins with another shape; seven pairs do not.")]


def _classical_points(g: Game) -> list[Line]:
    limit = int(g.options.get("limit", 1000))
    return [Line("Add the points of sets, pairs, bonus tiles and going out; then double them "
                 "once for each double: score = points x 2^doubles."),
            Line(f"Going Mah Jong is worth {g.options.get('mah_jong_base', 20)} points.",
                 "mah_jong_base"),
            Line(f"A hand is worth at most {limit:,}; a limit hand is worth exactly that."
                 if limit else "There is no limit; a limit hand is worth 1,000.", "limit"),
            Line("Every hand is scored, losers' too. The winner is paid by all; losers pay one "
                 "another the differences; every payment to or from East is doubled."),
            Line("Letting off a cannon: a discard that completes a dangerous hand when a safe "
                 "one was possible pays everyone's debt.", "cannon_pays")]


def _classical_special(g: Game) -> list[Line]:
    return [Line("East takes fourteen tiles in the deal and starts by discarding."),
            Line("Original Call: declare it with your first discard if your hand is ready; "
                 "from then on the hand may not change."),
            Line("Bonus tiles are replaced from the live wall; the kong box is "
                 + ("16 tiles and not replenished." if g.options.get("dead_wall") ==
                    "millington" else "14 tiles, kept at size."), "dead_wall")]


def _uzje_tiles(g: Game) -> list[Line]:
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


def _uzje_melds(g: Game) -> list[Line]:
    gems = "also 4-6-9 and 9-12-16" if g.options.get("rational_gems") else "whole ratios only"
    return [Line("An arith is three of one suit with equal steps: 1-2-3, 3-6-9, 5-10-15 ...",
                 tiles="369s5xem"),
            Line(f"A gem is three ranks in a whole ratio: 1-2-4, 2-4-8, 3-6-12 ... ({gems}).",
                 "rational_gems", "124s"),
            Line("A power is successive squares (0-1-4, 1-4-9, 4-9-16) or the cubes 0-1-8.",
                 tiles="149m"),
            Line("Trips and quads as elsewhere; a winning hand is four melds and a pair.")]


def _uzje_minimum(g: Game) -> list[Line]:
    low = g.options.get("min_fan", 2.5)
    return [Line(f"Fan come in steps of 0.2; a hand must score more than {low} fan to win.",
                 "min_fan")]


def _uzje_points(g: Game) -> list[Line]:
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


def _uzje_special(g: Game) -> list[Line]:
    return [Line("Zero plays honour or rank 0 in each meld, whichever scores best: ZZZ is a "
                 "Zero trip, 0-1-2 an arith.", tiles="Z"),
            Line("One shared discard pile; the newest discard stays apart until claimed."),
            Line("Melds lie to the left of the hand, all tiles upright.")]


RIICHI_FAMILY = Family(_suits_mpsz, _melds_standard, _riichi_minimum, _riichi_points, _none)
FAMILY = {
    "riichi": RIICHI_FAMILY,
    "sanma": Family(_suits_mpsz, _melds_standard, _riichi_minimum, _riichi_points,
                    _sanma_special),
    "space": Family(_suits_mpsz, _space_melds, _riichi_minimum, _riichi_points,
                    _space_special),
    "hkos": Family(_suits_mpsz, _melds_standard, _hkos_minimum, _hkos_points, _hkos_special),
    "classical": Family(_suits_mpsz, _melds_standard, _classical_minimum, _classical_points,
                        _classical_special),
    "uzje": Family(_uzje_tiles, _uzje_melds, _uzje_minimum, _uzje_points, _uzje_special),
}
