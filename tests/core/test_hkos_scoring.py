"""HKOS scoring: every row of seed 001's faan table (rules/hkos.md) hit and missed, the
minimum and maximum, the faan-to-points table, double payments and the shared example.

Hands are in mpsz notation; `hand` includes the winning tile. Unless a case says otherwise
the winner sits South, the round is East, the win is by discard from East (the seat before
South), with no bonus tiles (so "No bonus tiles 1" appears) and the minimum set to 0 so that
small hands still show their rows.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game import analysis
from game.core import settlement
from game.core.hands.shapes import parse_meld
from game.core.model.sheet import ScoreSheet, WinSituation
from game.core.variants.chinese.hkos import HKOS
from game.core.variants.chinese.hkos_scoring import MAX, bonus_rows, faan_points, hkos_payments
from game.core.variants.win_common import previous_seat

EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "analyze-examples.json"


def score(
    hand: str,
    win: str,
    by: str = "ron",
    melds: tuple[tuple[str, bool], ...] = (),
    flags: tuple[str, ...] = (),
    seat: str = "S",
    round_wind: str = "E",
    bonus: str = "",
    discarder: str | None = None,
    **options: Any,
) -> ScoreSheet:
    values = HKOS.resolve({"min_faan": 0, **options})
    ts, grammar = HKOS.tileset(values), HKOS.grammar(values)
    declared = tuple(parse_meld(grammar, ts.parse(text), is_open) for text, is_open in melds)
    situation = WinSituation(
        hand=tuple(ts.parse(hand)), melds=declared, win_tile=ts.parse(win)[0], by=by,
        seat_wind=seat, round_wind=round_wind, flags=frozenset(flags),
        bonus=tuple(ts.parse(bonus)) if bonus else (), discarder=discarder,
    )
    return HKOS.score(situation, values)


def rows(sheet: ScoreSheet) -> dict[str, float]:
    """Element name -> faan (a row that applies twice, e.g. two dragon pungs, is summed)."""
    out: dict[str, float] = {}
    for e in sheet.elements:
        out[e.name] = out.get(e.name, 0) + e.value
    return out


# A plain closed hand worth only "No bonus tiles": 234m 345p 456s 789s 99s.
BASE = "234m345p45678999s"
NB = {"No bonus tiles": 1}

# (id, score() arguments, the exact rows expected). Each derivation is in the comment.
HITS: list[tuple[str, dict[str, Any], dict[str, float]]] = [
    # 1m9m1p9p1s9s ESWN White Green Red + Red: thirteen orphans -> max (10).
    ("thirteen orphans", dict(hand="19m19p19s12345677z", win="7z"), {"Thirteen orphans": 10}),
    # 1112345678999m before the 5m: nine gates -> max.
    ("nine gates", dict(hand="11123455678999m", win="5m", by="tsumo"), {"Nine gates": 10}),
    # All eight bonus tiles win at once, whatever the hand.
    ("eight treasures", dict(hand=BASE, win="3m", bonus="1234f1234g"), {"Eight treasures": 10}),
    # 11m 33m 22p 77p 44s 88s EE: seven pairs 2 + no bonus 1.
    ("seven pairs", dict(hand="1133m2277p4488s11z", win="1z"), {"Seven pairs": 2, **NB}),
    # First draw (self-drawn) -> max.
    ("first draw", dict(hand=BASE, win="3m", by="tsumo", flags=("first_draw",)),
     {"Win with your first draw": 10}),
    # Last tile of the wall 1 + normal self-draw 1 + no bonus 1.
    ("last tile", dict(hand=BASE, win="3m", by="tsumo", flags=("haitei",)),
     {"Last tile from the wall": 1, "Self-draw from the wall": 1, **NB}),
    # Robbing the last discard 1 + no bonus 1.
    ("last discard", dict(hand=BASE, win="3m", flags=("last_discard",)),
     {"Steal the last discard": 1, **NB}),
    # Replacement draw 1 + no bonus 1; it is no "normal draw", so no self-draw row.
    ("dead wall", dict(hand=BASE, win="3m", by="tsumo", flags=("rinshan",)),
     {"Any draw from the dead wall": 1, **NB}),
    # Robbing a small kong 1 + no bonus 1.
    ("rob kong", dict(hand=BASE, win="3m", flags=("rob_kong",)), {"Rob a small kong": 1, **NB}),
    # Closed self-draw 1 + no bonus 1.
    ("self-draw", dict(hand=BASE, win="3m", by="tsumo"), {"Self-draw from the wall": 1, **NB}),
    # South: all four seasons 2 + Summer (season 2) is South's 1.
    ("all seasons", dict(hand=BASE, win="3m", bonus="1234g"),
     {"All four seasons": 2, "Season of your seat": 1}),
    # South: all four flowers 2 + Orchid (flower 2) is South's 1 (both count, hkos.md).
    ("all flowers", dict(hand=BASE, win="3m", bonus="1234f"),
     {"All four flowers": 2, "Flower of your seat": 1}),
    # West holds flower 3 and season 3: 1 each.
    ("seat bonus", dict(hand=BASE, win="3m", seat="W", bonus="3f3g"),
     {"Flower of your seat": 1, "Season of your seat": 1}),
    ("no bonus", dict(hand=BASE, win="3m"), NB),
    # 123 345 666 789 99, all characters, closed: full flush 6 + no bonus 1.
    ("full flush closed", dict(hand="12334566678999m", win="2m"), {"Full flush": 6, **NB}),
    # Open 123m: full flush 5 + no bonus 1.
    ("full flush open", dict(hand="34566678999m", win="3m", melds=(("123m", True),)),
     {"Full flush": 5, **NB}),
    # 123 345 666 789 + East pair: half flush 3 + no bonus 1.
    ("half flush closed", dict(hand="123345666789m11z", win="2m"), {"Half flush": 3, **NB}),
    ("half flush open", dict(hand="345666789m11z", win="3m", melds=(("123m", True),)),
     {"Half flush": 2, **NB}),
    # 123 456 789m 345p 99s: pure straight 2 + no bonus 1.
    ("pure straight closed", dict(hand="123456789m345p99s", win="5p"),
     {"Pure straight": 2, **NB}),
    ("pure straight open", dict(hand="456789m345p99s", win="5p", melds=(("123m", True),)),
     {"Pure straight": 1, **NB}),
    # 345 in all three suits + 789s + EE: three matching chows 2 + no bonus 1.
    ("three matching closed", dict(hand="345m345p345789s11z", win="3m"),
     {"Three matching chows": 2, **NB}),
    ("three matching open", dict(hand="345p345789s11z", win="3p", melds=(("345m", True),)),
     {"Three matching chows": 1, **NB}),
    # 123m 123m 456p 456p 99s: two pairs of matching chows 3 (not also the 1) + no bonus 1.
    ("two pairs of matching", dict(hand="112233m445566p99s", win="9s"),
     {"Two pairs of matching chows": 3, **NB}),
    # 123m 123m 789p 456s 99s by discard: two matching chows 1 + no bonus 1.
    ("two matching", dict(hand="112233m789p45699s", win="9s"), {"Two matching chows": 1, **NB}),
    # Four open kongs and a pair: max.
    ("four kongs", dict(hand="55s", win="5s", melds=(("1111m", True), ("2222p", True),
                                                     ("3333s", True), ("4444s", True))),
     {"Four kongs": 10}),
    # Three open kongs + open 444s: three kongs 2 + four pungs (open) 2 + no bonus 1.
    ("three kongs", dict(hand="55s", win="5s", melds=(("1111m", True), ("2222p", True),
                                                      ("3333s", True), ("444s", True))),
     {"Three kongs": 2, "Four pungs": 2, **NB}),
    # 111m 222p 333s 444s concealed, won on the pair: four concealed pungs -> max.
    ("four concealed pungs", dict(hand="111m222p33344455s", win="5s"), {"Four pungs": 10}),
    # Open 111m: four pungs 2 + three concealed pungs 2 + no bonus 1.
    ("four pungs open", dict(hand="222p33344455s", win="5s", melds=(("111m", True),)),
     {"Four pungs": 2, "Three concealed pungs": 2, **NB}),
    # 111m 222p 333s concealed + 789s, won in the chow: three concealed pungs 2 + no bonus 1.
    ("three concealed pungs", dict(hand="111m222p33355789s", win="8s"),
     {"Three concealed pungs": 2, **NB}),
    # A concealed kong is a concealed pung and keeps the hand closed.
    ("concealed kong", dict(hand="222p33355789s", win="8s", melds=(("1111m", False),)),
     {"Three concealed pungs": 2, **NB}),
    # Open 222m + 222p 222s: three pungs of the same number 2 + no bonus 1.
    ("same number", dict(hand="222p22255789s", win="8s", melds=(("222m", True),)),
     {"Three pungs of the same number": 2, **NB}),
    # EEE SSS WWW + NN + 789m: max.
    ("three winds + pair", dict(hand="789m11122233344z", win="7m"),
     {"Three wind pungs + wind pair": 10}),
    # Open EEE + SSS WWW NNN + 55m: four wind pungs max (four pungs only 2, open).
    ("four winds", dict(hand="55m222333444z", win="5m", melds=(("111z", True),)),
     {"Four wind pungs": 10}),
    # White Green Red pungs + 123m 99m: max.
    ("three dragons", dict(hand="12399m555666777z", win="1m"), {"Three dragon pungs": 10}),
    # White Green pungs + Red pair: 2 + dragon pung 1 + 1 (both count, hkos.md) + no bonus 1.
    ("two dragons + pair", dict(hand="123m456p555666z77z", win="1m"),
     {"Two dragon pungs + dragon pair": 2, "Dragon pung": 2, **NB}),
    # Seven pairs of the seven honours: only honours -> max.
    ("only honours", dict(hand="11223344556677z", win="7z"), {"Only honours": 10}),
    # Open 111m 999m + 111p 999p + 11s: only terminals -> max.
    ("only terminals", dict(hand="111999p11s", win="1s", melds=(("111m", True),
                                                                ("999m", True))),
     {"Only terminals": 10}),
    # 234m 345p 456s 678s 55s: all simples 1 + no bonus 1.
    ("all simples", dict(hand="234m345p45556678s", win="2m"), {"All simples": 1, **NB}),
    # 123m 456p 789s 11s + White pung: dragon pung 1 + no bonus 1.
    ("dragon pung", dict(hand="123m456p11789s555z", win="1m"), {"Dragon pung": 1, **NB}),
    # East pung in an East round: prevalent wind 1 + no bonus 1.
    ("prevalent wind", dict(hand="123m456p11789s111z", win="1m"),
     {"Prevalent wind pung": 1, **NB}),
    # South pung for the South seat: seat wind 1 + no bonus 1.
    ("seat wind", dict(hand="123m456p11789s222z", win="1m"), {"Seat wind pung": 1, **NB}),
    # East seat in an East round with an East pung: 1 + 1 + no bonus 1.
    ("double wind", dict(hand="123m456p11789s111z", win="1m", seat="E"),
     {"Prevalent wind pung": 1, "Seat wind pung": 1, **NB}),
    # 123m 789p 111s 789s + White pair, closed: 3 + no bonus 1.
    ("terminal everywhere closed", dict(hand="123m789p111789s55z", win="1m"),
     {"A terminal or honour in every meld and the pair": 3, **NB}),
    ("terminal everywhere open", dict(hand="789p111789s55z", win="7p", melds=(("123m", True),)),
     {"A terminal or honour in every meld and the pair": 2, **NB}),
    # 11m 99m 11p 99p 11s 99s EE: seven pairs 2 + only terminals and honours 2 + no bonus 1.
    ("terminals and honours", dict(hand="1199m1199p1199s11z", win="1z"),
     {"Seven pairs": 2, "Only terminals and honours": 2, **NB}),
]

# (id, score() arguments, the row that must not appear). The comment says why.
MISSES: list[tuple[str, dict[str, Any], str]] = [
    # Two 1m and two Greens but no Red: no orphans hand (and no other winning shape).
    ("thirteen orphans", dict(hand="119m19p19s1234566z", win="6z"), "Thirteen orphans"),
    # Same tiles won on 1m: before it the hand was 1123455678999m, not nine gates.
    ("nine gates", dict(hand="11123455678999m", win="1m", by="tsumo"), "Nine gates"),
    # Seven of the eight bonus tiles.
    ("eight treasures", dict(hand=BASE, win="3m", bonus="1234f123g"), "Eight treasures"),
    # 11 22 33m 44 55 66p 99s is seven different pairs (2 + 1 = 3), but 123m 123m 456p 456p
    # 99s scores 3 + 1 = 4: the better reading is taken, without the seven pairs row.
    ("seven pairs", dict(hand="112233m445566p99s", win="9s"), "Seven pairs"),
    # First draw by discard is no draw.
    ("first draw", dict(hand=BASE, win="3m", flags=("first_draw",)), "Win with your first draw"),
    ("last tile", dict(hand=BASE, win="3m", flags=("haitei",)), "Last tile from the wall"),
    ("last discard", dict(hand=BASE, win="3m", by="tsumo", flags=("last_discard",)),
     "Steal the last discard"),
    ("dead wall", dict(hand=BASE, win="3m", flags=("replacement",)),
     "Any draw from the dead wall"),
    ("rob kong", dict(hand=BASE, win="3m", by="tsumo", flags=("rob_kong",)), "Rob a small kong"),
    # Self-draw is closed only: open 234m.
    ("self-draw", dict(hand="345p45678999s", win="3p", by="tsumo", melds=(("234m", True),)),
     "Self-draw from the wall"),
    ("all seasons", dict(hand=BASE, win="3m", bonus="134g"), "All four seasons"),
    ("all flowers", dict(hand=BASE, win="3m", bonus="134f"), "All four flowers"),
    # South holding West's flower and season.
    ("seat flower", dict(hand=BASE, win="3m", bonus="3f3g"), "Flower of your seat"),
    ("seat season", dict(hand=BASE, win="3m", bonus="3f3g"), "Season of your seat"),
    ("no bonus", dict(hand=BASE, win="3m", bonus="3f"), "No bonus tiles"),
    # An East pair spoils the full flush (it is a half flush).
    ("full flush", dict(hand="123345666789m11z", win="2m"), "Full flush"),
    # Two suits and honours: no flush.
    ("half flush", dict(hand="123345666m789p11z", win="2m"), "Half flush"),
    # 123 456 678m: no 789.
    ("pure straight", dict(hand="123456678m345p99s", win="5p"), "Pure straight"),
    # 345m 345p but 456s.
    ("three matching", dict(hand="345m345p456789s11z", win="3m"), "Three matching chows"),
    # Open 123m: the closed-only row is lost.
    ("two pairs of matching", dict(hand="123m445566p99s", win="9s", melds=(("123m", True),)),
     "Two pairs of matching chows"),
    ("two matching open", dict(hand="123m789p45699s", win="9s", melds=(("123m", True),)),
     "Two matching chows"),
    # 123m 234m are not matching.
    ("two matching", dict(hand="123234m789p45699s", win="9s"), "Two matching chows"),
    ("four kongs", dict(hand="55s", win="5s", melds=(("1111m", True), ("2222p", True),
                                                     ("3333s", True), ("444s", True))),
     "Four kongs"),
    ("three kongs", dict(hand="44455s", win="5s", melds=(("1111m", True), ("2222p", True),
                                                         ("333s", True))), "Three kongs"),
    # Three pungs and a chow (the max-or-2 split: test_four_concealed_pungs_by_discard...).
    ("four pungs", dict(hand="111m222p33355789s", win="8s"), "Four pungs"),
    # Won on 3s completing 333s: two concealed pungs left.
    ("three concealed pungs", dict(hand="111m222p33355789s", win="3s"), "Three concealed pungs"),
    ("same number", dict(hand="222p33355789s", win="8s", melds=(("222m", True),)),
     "Three pungs of the same number"),
    # Two wind pungs + a wind pair.
    ("winds", dict(hand="789m123p11122233z", win="7m"), "Three wind pungs + wind pair"),
    ("three dragons", dict(hand="123m456p555666z77z", win="1m"), "Three dragon pungs"),
    # Two dragon pungs, pair 99s.
    ("two dragons + pair", dict(hand="123m456p99s555666z", win="1m"),
     "Two dragon pungs + dragon pair"),
    # A pair of 1m among the honours.
    ("only honours", dict(hand="11m223344556677z", win="7z"), "Only honours"),
    # A pair of East among the terminals.
    ("only terminals", dict(hand="111999p11z", win="1z", melds=(("111m", True), ("999m", True))),
     "Only terminals"),
    ("all simples", dict(hand=BASE, win="3m"), "All simples"),
    # A White pair is no pung.
    ("dragon pung", dict(hand="123m456p111789s55z", win="1m"), "Dragon pung"),
    # North pung, South seat, East round.
    ("prevalent wind", dict(hand="123m456p11789s444z", win="1m"), "Prevalent wind pung"),
    ("seat wind", dict(hand="123m456p11789s444z", win="1m"), "Seat wind pung"),
    # 678p has no terminal.
    ("terminal everywhere", dict(hand="123m678p111789s55z", win="1m"),
     "A terminal or honour in every meld and the pair"),
    # 11m 88m: an 8 among the terminals.
    ("terminals and honours", dict(hand="1188m1199p1199s11z", win="1z"),
     "Only terminals and honours"),
]


@pytest.mark.parametrize("case", HITS, ids=[c[0] for c in HITS])
def test_row_scores(case: tuple[str, dict[str, Any], dict[str, float]]) -> None:
    _, args, expected = case
    sheet = score(**args)
    assert sheet.valid, sheet.reason
    assert rows(sheet) == expected
    assert sheet.total["faan"] == min(10, sum(expected.values()))


@pytest.mark.parametrize("case", MISSES, ids=[c[0] for c in MISSES])
def test_row_near_miss(case: tuple[str, dict[str, Any], str]) -> None:
    _, args, absent = case
    sheet = score(**args)
    assert absent not in rows(sheet), sheet.elements


def test_eight_treasures_wins_with_any_hand() -> None:
    # The eighth bonus tile drawn: the hand need not be complete, the bonus tile is the win.
    values = HKOS.resolve({})
    ts = HKOS.tileset(values)
    situation = WinSituation(hand=tuple(ts.parse("1358m2469p1357s1z")), melds=(),
                             win_tile=ts.parse("4g")[0], by="tsumo",
                             bonus=tuple(ts.parse("1234f1234g")))
    sheet = HKOS.score(situation, values)
    assert sheet.valid and sheet.total == {"faan": 10} and sheet.points == 64
    assert sheet.payments == {"S": -128, "W": -128, "N": -128, "E": 384}  # East self-drew


def test_seven_pairs_are_seven_different_pairs() -> None:
    # 1111m counts as no two pairs in HKOS: 11 11m 22 77p 44 88s EE is no winning shape.
    sheet = score("1111m2277p4488s11z", "1z")
    assert not sheet.valid and sheet.reason == "not a winning shape"


def test_every_row_of_the_table_is_covered() -> None:
    hit = {name for _, _, expected in HITS for name in expected}
    missed = {name for _, _, name in MISSES}
    table = {
        "Thirteen orphans", "Nine gates", "Eight treasures", "Seven pairs",
        "Win with your first draw", "Last tile from the wall", "Steal the last discard",
        "Any draw from the dead wall", "Rob a small kong", "Self-draw from the wall",
        "All four seasons", "All four flowers", "Flower of your seat", "Season of your seat",
        "No bonus tiles", "Full flush", "Half flush", "Pure straight", "Three matching chows",
        "Two pairs of matching chows", "Two matching chows", "Four kongs", "Three kongs",
        "Four pungs", "Three concealed pungs", "Three pungs of the same number",
        "Three wind pungs + wind pair", "Four wind pungs", "Three dragon pungs",
        "Two dragon pungs + dragon pair", "Only honours", "Only terminals", "All simples",
        "Dragon pung", "Prevalent wind pung", "Seat wind pung",
        "A terminal or honour in every meld and the pair", "Only terminals and honours",
    }
    assert table <= hit
    assert table - {"Four wind pungs"} <= missed  # four wind pungs' miss: the three-wind one


# ---------------------------------------------------------------------------------------------
# Readings, minimum, maximum, points


def test_best_reading_is_taken() -> None:
    # 111222333m 789p 99s reads as 111 222 333m pungs: three concealed pungs 2 + no bonus 1
    # = 3; or as 123m 123m 123m: two matching chows 1 + a terminal in every meld and the
    # pair 3 + no bonus 1 = 5. The chows are taken.
    sheet = score("111222333m789p99s", "7p")
    assert rows(sheet) == {"Two matching chows": 1,
                           "A terminal or honour in every meld and the pair": 3, **NB}
    # With 222 333 444m there is no terminal: pungs 2 + 1 = 3 beat matching chows 1 + 1.
    sheet = score("222333444m789p99s", "7p")
    assert rows(sheet) == {"Three concealed pungs": 2, **NB}


def test_four_concealed_pungs_by_discard_on_the_pair_is_max() -> None:
    # Won on the 5s pair: all four pungs were concealed before the win.
    assert score("111m222p33344455s", "5s").total == {"faan": 10}
    # Won on the 4s: 444s completed by the discard; four pungs 2 + three concealed 2 + 1.
    assert rows(score("111m222p33344455s", "4s")) == {
        "Four pungs": 2, "Three concealed pungs": 2, **NB}


def test_below_minimum_is_refused() -> None:
    sheet = score(BASE, "3m", min_faan=3)
    assert not sheet.valid and sheet.reason == "below minimum 3 faan"
    assert sheet.total == {"faan": 1} and rows(sheet) == NB  # still explains itself
    assert score(BASE, "3m", min_faan=1).valid


def test_not_a_winning_shape_is_refused() -> None:
    sheet = score("234m345p45678999s".replace("99s", "98s"), "3m")
    assert not sheet.valid and sheet.reason == "not a winning shape"


def test_max_hands_score_the_maximum_in_force() -> None:
    for maximum, points in ((7, 32), (10, 64), (13, 128)):
        sheet = score("19m19p19s12345677z", "7z", max_faan=maximum)
        assert sheet.total == {"faan": maximum} and sheet.points == points


def test_a_hand_above_the_maximum_is_capped() -> None:
    # 123 345 456 789 99m self-drawn: full flush 6 + pure straight 2 + self-draw 1 + no
    # bonus 1 = 10, capped at a 7-faan maximum.
    sheet = score("12334455678999m", "2m", by="tsumo", max_faan=7)
    assert sheet.total == {"faan": 7} and sheet.points == 32
    assert sheet.detail["raw_faan"] == 10 and sheet.limit_name == "maximum 7 faan"


@pytest.mark.parametrize("faan,points", [(0, 1), (1, 2), (2, 4), (3, 8), (4, 16), (6, 16),
                                         (7, 32), (9, 32), (10, 64), (12, 64), (13, 128)])
def test_faan_to_points(faan: int, points: int) -> None:
    assert faan_points(faan) == points


def test_bonus_rows_alone() -> None:
    assert bonus_rows([], "E") == [("No bonus tiles", 1)]
    assert MAX > 13


# ---------------------------------------------------------------------------------------------
# Settlement: discarder pays double, the others single; self-draw: everyone pays double.


def test_settlement_by_discard_east_not_involved() -> None:
    # South wins 8 points off West: West pays 16, East and North 8 each.
    assert hkos_payments(8, "S", False, "W") == {"E": -8, "W": -16, "N": -8, "S": 32}


def test_settlement_by_discard_east_pays() -> None:
    assert hkos_payments(16, "N", False, "E") == {"E": -32, "S": -16, "W": -16, "N": 64}


def test_settlement_east_wins_by_discard() -> None:
    assert hkos_payments(4, "E", False, "N") == {"S": -4, "W": -4, "N": -8, "E": 16}


def test_settlement_east_wins_by_self_draw() -> None:
    # East has no extra weight in seed 001: everyone pays double, 3 x 2 x 64.
    assert hkos_payments(64, "E", True) == {"S": -128, "W": -128, "N": -128, "E": 384}


def test_engine_applies_the_sheet_payments() -> None:
    # South (seat 1 when seat 0 is East) wins 2 faan = 4 points off West (seat 2) with 123m
    # 123m 789p 456s 99s: the engine's settlement moves exactly the sheet's payments.
    sheet = score("112233m789p45699s", "9s", discarder="W", min_faan=2)
    assert sheet.payments == {"E": -4, "W": -8, "N": -4, "S": 16}
    outcome = dict(winners=("S",), sheets={"S": sheet}, tsumo=False, discarder="W", players=4,
                   round_wind="E", options={})
    east_deals = settlement.sheet_settlement(settlement.HandOutcome(
        **outcome, seat_of={"E": 0, "S": 1, "W": 2, "N": 3}))
    assert east_deals.deltas(4) == (-4, 16, -8, -4)
    assert {p.reason for p in east_deals.payments} == {settlement.Reason.HAND}
    # The same seats one hand later, when seat 1 deals: South is now seat 2.
    south_deals = settlement.sheet_settlement(settlement.HandOutcome(
        **outcome, seat_of={"E": 1, "S": 2, "W": 3, "N": 0}))
    assert south_deals.deltas(4) == (-4, -4, 16, -8)


def test_sheet_payments_default_discarder_is_the_previous_seat() -> None:
    assert previous_seat("S") == "E" and previous_seat("E") == "N"
    sheet = score("112233m789p45699s", "9s", min_faan=2)  # 2 faan -> 4 points
    assert sheet.points == 4 and sheet.payments == {"E": -8, "W": -4, "N": -4, "S": 16}
    sheet = score("112233m789p45699s", "9s", discarder="N", min_faan=2)
    assert sheet.payments == {"E": -4, "W": -4, "N": -8, "S": 16}


# ---------------------------------------------------------------------------------------------
# The shared analyze example


def test_analyze_example_hand() -> None:
    # 123m 123m 789p 456s 99s, concealed, self-drawn: two matching chows 1 + self-draw 1 +
    # no bonus 1 = 3 -> 8 points; everyone pays double: 3 x 16.
    sheet = score("112233m789p45699s", "9s", by="tsumo", min_faan=3)
    assert sheet.valid and sheet.total == {"faan": 3} and sheet.points == 8
    assert sheet.payments == {"E": -16, "W": -16, "N": -16, "S": 48}


def test_analyze_example_end_to_end() -> None:
    """The analyzer's own request handling, for every hkos win example in the worked examples."""
    examples = [e for e in json.loads(EXAMPLES.read_text())
                if e["request"]["variant"] == "hkos" and "win" in e["request"]]
    assert examples
    for example in examples:
        got = analysis.answer(example["request"])["score"]
        for key, value in example["answer"]["score"].items():
            assert got[key] == value, key
