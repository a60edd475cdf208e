"""Classical Chinese after Millington, as Bradfield's mj plays it (seed 004, classical.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.core.model.grammar import Grammar, standard_grammar
from game.core.model.melds import Meld, MeldKind
from game.core.model.options import Option, preset, seed_preset
from game.core.model.sheet import ScoreSheet, ScoringRow, WinSituation
from game.core.model.tiles import HONOUR, RED, SOU, Tile, TileSet, tile
from game.core.settlement import HandOutcome, HandValue, Settlement, by_seat
from game.core.table.rules import PlayRules
from game.core.variants.base import Variant
from game.core.variants.chinese.classical_limits import limit_hands_in_force
from game.core.variants.chinese.classical_points import (
    ALL_HANDS_DOUBLES,
    BONUS_TILE_POINTS,
    DOUBLES,
    EACH_DOUBLE,
    LIMIT,
    POINTS,
    WINNER_DOUBLES,
    pair_points,
    seat_wind_tile,
    set_points,
)
from game.core.variants.chinese.classical_scoring import (
    MOVE_POINTS,
    default_shapes,
    score_loser,
    score_win,
)
from game.core.variants.chinese.classical_settlement import dangerous_discard, payments, settle
from game.core.variants.chinese.examples import CLASSICAL as CLASSICAL_EXAMPLES
from game.core.variants.chinese.lessons import CLASSICAL_GUIDE, CLASSICAL_NOTES
from game.core.variants.chinese.prose import CLASSICAL_PROSE
from game.core.variants.tilesets import bonus_tiles

# Letting off a cannon: the live wall counts as "nearly finished" (classical.md) at this many
# tiles or fewer. The rules do not say how near; 10 is our choice: the last two and a half
# go-arounds (Kajongg takes 5). A discard of a kind not yet seen is then dangerous.
CANNON_LATE_WALL = 10

# The calls in the words of the Chinese games (Hong Kong Old Style too).
CHINESE_WORDS = (("chi", "chow"), ("pon", "pung"), ("kan", "kong"), ("ron", "mah jong"),
                 ("tsumo", "mah jong"))

CLASSICAL_OPTIONS = (
    Option("rounds", 4, "Rounds (prevailing winds) in a game", (1, 4), "length"),
    Option("limit", 1000, "The limit: most a hand can score (0: no limit)", (500, 1000, 2000, 0),
           "payments"),
    Option("mah_jong_base", 20, "Points for going Mah Jong (Millington: 10)", (10, 20), "yaku"),
    Option("plum_blossom", True, "Limit: 5 circles as a loose tile (Gathering Plum Blossom)",
           (), "yaku"),
    Option("catching_moon", True, "Limit: 1 circle as the last tile (Catching the Moon)", (),
           "yaku"),
    Option("carrying_pole", True, "Limit: robbing a kong of 2 bamboo (Scratching a Carrying "
           "Pole)", (), "yaku"),
    Option("moon_on_last_discard", True,
           "Catching the Moon also with the last discard (M: drawn)", (), "yaku"),
    Option("imperial_jade", True, "Limit: only Green Dragon and 2 3 4 6 8 bamboo (Imperial Jade)",
           (), "yaku"),
    Option("wriggling_snake", True, "Limit: 1112345678999 plus 2, 5 or 8 of one suit", (),
           "yaku"),
    Option("no_score_extras", True, "No score hand may take winning-move points (fishing ...)",
           (), "yaku"),
    Option("concealed_hand", "until_mah_jong",
           "Concealed: nothing exposed before Mah Jong; or a discard may complete only the pair",
           ("until_mah_jong", "but_the_pair"), "yaku"),
    Option("cannon_pays", "winner",
           "Cannon pays others' debts to the winner, or all debts",
           ("winner", "all"), "payments"),
    # Our choice, see CANNON_LATE_WALL; 0 turns this danger off.
    Option("cannon_late_wall", CANNON_LATE_WALL,
           "Cannon late in the hand: with this many wall tiles left, a kind no one has "
           "shown is a dangerous discard (a count of ours; 0: never)", (0, 5, 10, 15, 20),
           "payments"),
    Option("dead_wall", "millington", "16-tile kong box, not replenished; or 14 replenished",
           ("millington", "replenished"), "play"),
    Option("claim_seconds", 15, "Seconds a human has to claim a discard (0: no limit)",
           (0, 5, 10, 15, 30), "play"),
)


@preset("DMJL")
def dmjl() -> dict[str, Any]:
    """Classical Chinese as the Deutsche Mah Jongg Liga plays it, where it differs from
    Sparrow's standard rules: a 500-point limit, 10 seconds to claim a discard, and Catching
    the Moon only with the last tile drawn from the wall.

    Source: the "Classical Chinese DMJL" rule set of KDE's Kajongg (src/predefined.py: its
    limit, claim timeout and "Plucking the Moon" rule). Not named here: as the seed.
    """
    return {"limit": 500, "claim_seconds": 10, "moon_on_last_discard": False}


def classical_table(options: Mapping[str, Any]) -> tuple[ScoringRow, ...]:
    """Seed 004's points, doubles and limit hands as the rules page lists them, each value
    asked of the scorer's own tables and functions (set and pair points by a sample)."""
    rows: list[ScoringRow] = []
    for kind in (MeldKind.PUNG, MeldKind.KONG):
        for concealed in (False, True):
            for major in (False, True):
                face = tile(HONOUR, RED) if major else tile(SOU, 5)
                meld = Meld(kind, (face,) * (4 if kind is MeldKind.KONG else 3),
                            open=not concealed, suit=face.suit)
                state = "Concealed" if concealed else "Exposed"
                rows.append(ScoringRow(
                    f"{state} {kind.value} of {'major' if major else 'minor'} tiles", POINTS,
                    set_points(meld), set_points(meld), "Points for sets and pairs",
                    f"{state} {kind.value} of", each=True))
    east, south = seat_wind_tile("E"), seat_wind_tile("S")
    for title, face, seat, prevailing in (
            ("Pair of dragons", tile(HONOUR, RED), "E", "S"),
            ("Pair of own wind", east, "E", "S"), ("Pair of prevailing wind", south, "E", "S"),
            ("Pair of own and prevailing wind", east, "E", "E")):
        value = pair_points(face, seat, prevailing)
        rows.append(ScoringRow(title, POINTS, value, value, "Points for sets and pairs",
                               each=True))
    rows.append(ScoringRow("Bonus tile", POINTS, BONUS_TILE_POINTS, BONUS_TILE_POINTS,
                           "Points for sets and pairs", "Bonus tile:", each=True))
    base = int(options.get("mah_jong_base", 20))
    rows.append(ScoringRow("Mah Jong", POINTS, base, base, "Points for going out"))
    for title, value in MOVE_POINTS.items():
        rows.append(ScoringRow(title, POINTS, value, value, "Points for going out",
                               "Fishing the eyes" if title.startswith("Fishing") else ""))
    for title, value in ALL_HANDS_DOUBLES.items():
        rows.append(ScoringRow(title, DOUBLES, value, value, "Doubles for every hand",
                               each=title in EACH_DOUBLE))
    unlimited = not options.get("limit", 1000)
    for title, value in WINNER_DOUBLES.items():
        if title in ("All honours", "All terminals") and not unlimited:
            continue  # limit hands instead
        rows.append(ScoringRow(title, DOUBLES, value, None if title in CONCEALED_ONLY else value,
                               "Doubles for the winner"))
    rows += [ScoringRow(name, LIMIT, 1, None if name in CONCEALED_ONLY else 1, "Limit hands",
                        limit=True) for name in limit_hands_in_force(options)]
    return tuple(rows)


# Doubles and limit hands that ask for a concealed hand (classical.md).
CONCEALED_ONLY = frozenset(("Concealed hand", "Buried Treasure", "Concealed Clear Suit",
                            "Nine Gates", "Thirteen Unique Wonders", "Heaven's Blessing",
                            "Earth's Blessing"))


def classical_settle(outcome: HandOutcome) -> Settlement:
    """Every hand scored: the winner is paid by all, losers pay one another the differences,
    East doubled, a cannon pays the others' debts (classical_settlement.payments)."""
    winner = outcome.winners[0]
    sheets = {winner: outcome.sheets[winner]}
    for wind, (tiles, melds, bonus) in outcome.hands.items():
        if wind != winner:
            sheets[wind] = score_loser(tiles, melds, wind, outcome.round_wind, bonus,
                                       outcome.options)
    scores = {w: int(sheet.points) for w, sheet in sheets.items()}
    cannon_pays = str(outcome.options.get("cannon_pays", "winner"))
    transfers = payments(scores, winner, outcome.cannon, cannon_pays)
    seat_of = outcome.seat_of
    values = sorted((HandValue.of(seat_of[w], sheet) for w, sheet in sheets.items()),
                    key=lambda v: v.seat)
    return Settlement(by_seat(transfers, seat_of), tuple(values),
                      cannon=None if outcome.cannon is None else seat_of[outcome.cannon])


def classical_dangerous(melds: tuple[Meld, ...], t: Tile) -> bool:
    """Letting off a cannon: whether `t` is a dangerous discard against these exposed melds."""
    return dangerous_discard(melds, t)


_grammar = cache(standard_grammar)  # built once: scoring and shapes ask for it per hand


@dataclass(frozen=True)
class Classical(Variant):
    def tileset(self, options: Mapping[str, Any]) -> TileSet:
        return bonus_tiles("classical")

    def grammar(self, options: Mapping[str, Any]) -> Grammar:
        return _grammar(self.tileset(options), seven_pairs=False)

    def play_rules(self, options: Mapping[str, Any]) -> PlayRules:
        """Millington's deal (East 14), a 16-tile kong box not replenished with bonus tiles
        replaced from the live wall (option: 14 replenished), Original Call, East doubled."""
        millington = options.get("dead_wall", "millington") == "millington"
        return PlayRules(
            players=4, deal=(4, 4, 4, 1), dealer_extra=True, dice=2,
            dead_wall=16 if millington else 14, replacement_tiles=16 if millington else 14,
            replenish=not millington, bonus_from_live=millington, bonus_auto=False,
            chow_from="left", original_call=True, kong_only_after_wall_draw=True,
            rob_concealed_kong="thirteen_orphans", start_points=0,
            winds=int(options.get("rounds", 4)), dealer_keeps_on_win=True,
            dealer_keeps_on_draw="always", settle=classical_settle,
            dangerous=classical_dangerous, rob_any_kong=True,
            cannon_late_wall=int(options.get("cannon_late_wall", CANNON_LATE_WALL)),
        )

    def score(self, situation: WinSituation, options: Mapping[str, Any]) -> ScoreSheet:
        """Points, doubles, limit and limit hands of the best reading (classical_scoring)."""
        resolved = self.resolve(options)
        return score_win(situation, resolved, self.grammar(resolved), default_shapes())

    def scoring_table(self, options: Mapping[str, Any]) -> tuple[ScoringRow, ...]:
        return classical_table(self.resolve(options))

    def score_loser(
        self, tiles: Sequence[Tile], melds: Sequence[Meld], seat_wind: str, round_wind: str,
        bonus: Sequence[Tile], options: Mapping[str, Any],
    ) -> ScoreSheet:
        """A losing hand declared as best for it: sets, pairs, bonus tiles, all-hands doubles."""
        return score_loser(tiles, melds, seat_wind, round_wind, bonus, self.resolve(options))

    def settle(
        self, scores: Mapping[str, int], winner: str | None, cannon: str | None,
        options: Mapping[str, Any],
    ) -> dict[str, int]:
        """Net payments by seat wind: all pay the winner, losers pay differences, East doubled,
        a player who let off a cannon pays the others' debts (option cannon_pays)."""
        return settle(scores, winner, cannon, str(self.resolve(options)["cannon_pays"]))


CLASSICAL = Classical("classical", "Classical Chinese (Millington)", 4, CLASSICAL_OPTIONS,
                      "Millington's rules · doubles and limits", CHINESE_WORDS,
                      presets=(seed_preset("seed 004, Classical Chinese after Millington as "
                                           "Bradfield's mj plays it (rules/classical.md)"),
                               dmjl),
                      element_notes=CLASSICAL_NOTES, guide=CLASSICAL_GUIDE,
                      short_title="Classical", prose=CLASSICAL_PROSE,
                      element_examples=CLASSICAL_EXAMPLES)
