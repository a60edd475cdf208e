"""The rules page's prose, in our own words: tiles, melds, calls, winning and the minimum, points
and payments, how a match ends and what is special, built from the variant's procedure of play
(`PlayRules`), its grammar, its tile set and the options of the game, so a changed option or
rule changes the text. A line that an option decides names that option."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.model.melds import MeldKind
from game.core.variants import get_variant
from game.core.variants.prose import Line, Prose, RulesContext, nothing


@dataclass(frozen=True)
class Section:
    title: str
    lines: tuple[Line, ...]


def sections(variant_id: str, options: Mapping[str, Any] | None = None) -> list[Section]:
    """The rules of a variant under these options, section by section."""
    variant = get_variant(variant_id)
    opts = variant.resolve(dict(options or {}))
    g = RulesContext(variant, opts, variant.play_rules(opts), variant.grammar(opts))
    own = variant.prose or Prose(*[nothing] * 5)  # the parts the variant writes itself
    out = [Section("The tiles", tuple(_tiles(g) + own.tiles(g))),
           Section("Melds and a winning hand", tuple(own.melds(g) + _special_forms(g))),
           Section("Turns and calls", tuple(_calls(g))),
           Section("Winning and the minimum", tuple(own.minimum(g))),
           Section("Points and payments", tuple(own.points(g) + _liable(g))),
           Section("How a match ends", tuple(_match(g)))]
    special = own.special(g)
    if special:
        out.append(Section("What is special in this variant", tuple(special)))
    return [Section(s.title, tuple(_tagged(g, line) for line in s.lines)) for s in out]


def _tagged(g: RulesContext, line: Line) -> Line:
    """The line with its option shown as the page shows it ("Minimum faan: 3"), or none
    where the variant has no such option."""
    known = any(o.name == line.option for o in g.variant.options)
    return Line(line.text, g.option(line.option) if known else "", line.tiles)


# ---------------------------------------------------------------------------------------------
# What every variant's data says


def _tiles(g: RulesContext) -> list[Line]:
    ts = g.grammar.tileset
    per = ts.copies
    lines = [Line(f"{ts.size} tiles, {per} of each kind: {len(ts.kinds)} kinds"
                  + (f", plus {len(ts.bonus)} bonus tiles" if ts.bonus else "") + ".")]
    if ts.reds:
        lines.append(Line(f"{len(ts.reds)} of the fives are red; each is worth a dora.",
                          "red_fives"))
    return lines


def _special_forms(g: RulesContext) -> list[Line]:
    gr, out = g.grammar, []
    if gr.seven_pairs and gr.seven_pairs_allow_quads:  # (Ùzje: a tester's review)
        out.append(Line("Seven pairs also win, with nothing called; four alike count as two "
                        "pairs unless declared as a quad."))
    elif gr.seven_pairs:
        out.append(Line("Seven different pairs also win, with nothing called."))
    elif "seven_pairs" in g.options:
        out.append(Line("Seven pairs do not win here.", "seven_pairs"))
    if gr.orphans and any(t.is_zero for t in gr.tileset.kinds):  # Zero is both, and apart
        out.append(Line("Thirteen orphans also win: one of each terminal and honour but Zero, "
                        "plus a match to one of them; with Zero in place of the match, "
                        "fourteen orphans."))
    elif gr.orphans:
        out.append(Line("Thirteen orphans also win: one of each terminal and honour, plus a "
                        "match to one of them."))
    if gr.long_straights:
        out.append(Line("A long straight also wins: fourteen ranks in a row of one suit "
                        "(Zero is no rank of it)."))
    return out


def _calls(g: RulesContext) -> list[Line]:
    r = g.rules
    out = [Line("On your turn you draw a tile, then discard one, unless the draw completes "
                "your hand.")]
    kinds = {t.kind for t in g.grammar.templates}
    runs = "A run, a gem or a power" if MeldKind.GEM in kinds else "A run"
    chow = {"left": f"{runs} may be called only from the player before you.",
            "any": f"{runs} may be called from any player.",
            "none": "Runs may not be called at all."}[r.chow_from]
    out.append(Line(chow, next((n for n in ("chii_from_any", "runs_from_any")
                                if n in g.options), "")))
    then = "" if r.chow_from == "none" else ", then a run"
    out.append(Line("Three or four alike may be called from anyone. A call for a win comes "
                    f"first, then three or four alike{then}; speed never matters."))
    if r.multi_ron:
        out.append(Line("Several players may win on the same discard."))
    if r.kuikae:  # (Sanma calls no runs: a tester read of a run's other end there)
        run_end = "" if r.chow_from == "none" else ", nor the other end of the run it made"
        out.append(Line(f"After a call you may not discard the tile you called{run_end}."))
    if r.furiten:
        out.append(Line("Furiten: you may not win on a discard while one of your waits lies in "
                        "your own discards, nor for a go-around after passing a win; after "
                        "riichi, passing a win bars it for the rest of the hand."))
    if r.riichi:
        out.append(Line(f"Riichi: with a closed ready hand, {r.riichi_cost:,} points and a "
                        "draw of your own still to come, you may declare; your hand is then "
                        "fixed and you bet the points."))
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


ABORTIVE = {"nine_terminals": "nine different terminals and honours in a first draw (the "
                               "player may declare it)",
            "four_winds": "one wind discarded by all four players on the first go-around",
            "four_riichi": "four players in riichi",
            "four_kans": "four kans declared by more than one player",
            "triple_ron": "three players winning on one discard"}


def _abortive(g: RulesContext) -> list[Line]:
    """The abortive draws the rules play (the pages left them out: a reviewer)."""
    draws = [words for name, words in ABORTIVE.items() if name in g.rules.abortive]
    if not draws:
        return []
    return [Line("A hand ends drawn at once, the dealer keeping the deal, on "
                 + "; ".join(draws) + ".")]


def _liable(g: RulesContext) -> list[Line]:
    """Who pays for a big hand fed its last set (pao), where the rules play it."""
    pao = str(g.options.get("pao", "off"))
    if pao == "off":
        return []
    hands = "daisangen, daisuushii or suukantsu" if "kans" in pao else \
        "daisangen or daisuushii"
    ron = "split it with the discarder" if g.options.get("pao_ron") == "split" else \
        "pay it alone"
    return [Line(f"Whoever feeds the last set of {hands} is liable: on a self-draw they pay "
                 f"it all; on a discard they {ron}. Another yakuman in the same hand is "
                 "paid as any win is.", "pao")]


def _match(g: RulesContext) -> list[Line]:
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
    # "after a win" read as anyone's win (a tester): the dealer's own
    keeps = {"always": "after winning and after a draw", "tenpai": "after winning, or a draw "
             "while ready", "never": "after winning"}[r.dealer_keeps_on_draw]
    if r.dealer_keeps_on_win:
        out.append(Line(f"The dealer keeps the deal {keeps}; otherwise it passes on."))
    else:
        out.append(Line("After a win the deal passes on; after a draw the dealer stays."))
    if r.extension:
        out.append(Line(f"If nobody has {r.target:,} points at the end, one more wind is "
                        "played until someone does."))
    out += _abortive(g)
    if r.tobi:
        out.append(Line("The match ends at once when a player's points fall below zero.",
                        "tobi" if "tobi" in g.options else ""))
    elif r.bankrupt_at_zero:
        out.append(Line("The match ends at once when a player's points run out."))
    if r.uma:
        out.append(Line("Final results add uma and oka.", "uma"))
    return out
