"""Ùzje scoring: every row of rules/uzje.md's fan table hit and missed, its replacements,
Zero's roles, the 2.5 minimum, rounding to points, full and half payments, the example.

Hands are in seed 002's notation; `hand` includes the winning tile. Unless a case says
otherwise the winner sits South, the round is East, the win is by discard from East, with
flowers in play and none held (so "No flowers 0.4" appears). Rows are checked whether or not
the total reaches the minimum: a refused sheet still lists its rows.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game import analysis
from game.core.hands.shapes import parse_meld
from game.core.model.sheet import ScoreSheet, WinSituation
from game.core.variants.uzje.scoring import (
    fan_points,
    flower_rows,
    limits,
    rounded_fan,
    uzje_payments,
)
from game.core.variants.uzje.variant import UZJE_VARIANT as UZJE

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
    values = UZJE.resolve(options)
    ts, grammar = UZJE.tileset(values), UZJE.grammar(values)
    declared = tuple(parse_meld(grammar, ts.parse(text), is_open) for text, is_open in melds)
    situation = WinSituation(
        hand=tuple(ts.parse(hand)), melds=declared, win_tile=ts.parse(win)[0], by=by,
        seat_wind=seat, round_wind=round_wind, flags=frozenset(flags),
        bonus=tuple(ts.parse(bonus)) if bonus else (), discarder=discarder,
        players=int(values["players"]),
    )
    return UZJE.score(situation, values)


def rows(sheet: ScoreSheet) -> dict[str, float]:
    """Fan element name -> fan (the limit count is not a fan row and is left out)."""
    out: dict[str, float] = {}
    for e in sheet.elements:
        if e.unit == "fan":
            out[e.name] = round(out.get(e.name, 0) + e.value, 1)
    return out


# 234s 58as (d 3) 357m (d 2) 6xdm (d 4) + NN (not South's, not the round's): closed by
# discard it has concealed hand 1 + no flowers 0.4 + all ariths 1 = 2.4, just below 2.5.
BASE = "234s58as357m6xdmNN"
NF = {"No flowers": 0.4}
CA = {"Concealed hand": 1, **NF, "All melds are ariths": 1}  # BASE's own 2.4

HITS: list[tuple[str, dict[str, Any], dict[str, float]]] = [
    # BASE self-drawn: self-drawn 1 + 2.4.
    ("self-drawn", dict(hand=BASE, win="2s", by="tsumo"), {"Self-drawn": 1, **CA}),
    ("concealed hand", dict(hand=BASE, win="2s"), CA),
    # A concealed quad 2222s keeps the hand concealed: 1 + 0.4 (a trip: no all-ariths).
    ("concealed quad", dict(hand="58as357m6xdmNN", win="5s", melds=(("2222s", False),)),
     {"Concealed hand": 1, **NF}),
    # A replacement tile replaces self-drawn: 1 + 2.4.
    ("replacement", dict(hand=BASE, win="2s", by="tsumo", flags=("replacement",)),
     {"Win on a replacement tile": 1, **CA}),
    ("rob a quad", dict(hand=BASE, win="2s", flags=("rob_kong",)), {"Rob a quad": 1, **CA}),
    # The last tile of the wall does not replace self-drawn: 1 + 1 + 2.4.
    ("last tile", dict(hand=BASE, win="2s", by="tsumo", flags=("last_tile",)),
     {"Self-drawn": 1, "Last tile of the wall": 1, **CA}),
    ("last discard", dict(hand=BASE, win="2s", flags=("last_discard",)),
     {"Last discard": 1, **CA}),
    # East self-draws the dealt hand: 13 + self-drawn 1 + 2.4 = 16.4.
    ("dealt", dict(hand=BASE, win="2s", by="tsumo", seat="E", flags=("tenhou",)),
     {"Dealt a winning hand": 13, "Self-drawn": 1, **CA}),
    ("first draw", dict(hand=BASE, win="2s", by="tsumo", flags=("first_draw",)),
     {"Win on the first draw before any claim": 13, "Self-drawn": 1, **CA}),
    # Spring (not South's) 0.2: 1 + 0.2 + 1.
    ("a flower", dict(hand=BASE, win="2s", bonus="h"),
     {"Concealed hand": 1, "Flower h": 0.2, "All melds are ariths": 1}),
    # Summer and Two are South's: 0.2 + 0.6 each.
    ("seat flowers", dict(hand=BASE, win="2s", bonus="ip"),
     {"Concealed hand": 1, "Flower i": 0.2, "Flower p": 0.2, "Seat flower i": 0.6,
      "Seat flower p": 0.6, "All melds are ariths": 1}),
    # hijk replaces its four 0.2s with 2; Summer's seat 0.6 stays.
    ("full seasons", dict(hand=BASE, win="2s", bonus="hijk"),
     {"Concealed hand": 1, "Full set of seasons": 2, "Seat flower i": 0.6,
      "All melds are ariths": 1}),
    ("full gentlemen", dict(hand=BASE, win="2s", bonus="opqr"),
     {"Concealed hand": 1, "Full set of gentlemen": 2, "Seat flower p": 0.6,
      "All melds are ariths": 1}),
    # All eight: 13 instead of both sets and all eight 0.2s; both seat 0.6s stay.
    ("all eight", dict(hand=BASE, win="2s", bonus="hijkopqr"),
     {"Concealed hand": 1, "All eight flowers": 13, "Seat flower i": 0.6,
      "Seat flower p": 0.6, "All melds are ariths": 1}),
    ("no flowers", dict(hand=BASE, win="2s"), CA),
    # 234s 58as 357m CCC NN: arrow trip 1 + concealed 1 + 0.4.
    ("arrow trip", dict(hand="234s58as357mCCCNN", win="2s"),
     {"Concealed hand": 1, **NF, "Arrow trip C": 1}),
    ("seat-wind trip", dict(hand="234s58as357mSSSNN", win="2s"),
     {"Concealed hand": 1, **NF, "Seat-wind trip": 1}),
    ("round-wind trip", dict(hand="234s58as357mEEENN", win="2s"),
     {"Concealed hand": 1, **NF, "Round-wind trip": 1}),
    # East seat, East round: one EEE is both.
    ("double wind trip", dict(hand="234s58as357mEEENN", win="2s", seat="E"),
     {"Concealed hand": 1, **NF, "Seat-wind trip": 1, "Round-wind trip": 1}),
    # Compressed winds: H serves East and West, so West in an East round scores it twice.
    ("compressed H", dict(hand="234s58as357mHHHVV", win="2s", seat="W", compressed_winds=True),
     {"Concealed hand": 1, **NF, "Seat-wind trip": 1, "Round-wind trip": 1}),
    # ZZZ as an honour (no flush to gain as 000s): Zero trip 1.
    ("zero trip", dict(hand="234s58as357mZZZNN", win="2s"),
     {"Concealed hand": 1, **NF, "Zero trip": 1}),
    # 124s is a gem: 0.4 (and no all-ariths).
    ("gem", dict(hand="124s58as357m6xdmNN", win="2s"), {"Concealed hand": 1, **NF, "Gem": 0.4}),
    # Z14s is the power 0-1-4 with Zero as rank 0: 0.6.
    ("power", dict(hand="Z14s58as357m6xdmNN", win="1s"),
     {"Concealed hand": 1, **NF, "Power meld": 0.6}),
    # ZZ pair: as an honour it would be a scoring pair, as rank 0 it is not, so all ariths 1.
    ("all ariths", dict(hand="234s58as357m6xdmZZ", win="2s"), CA),
    # 123s 9xas 456m (d 1) + 258m (d 3): 1.4 + all ariths 1 + concealed 1 + 0.4.
    ("same difference", dict(hand="1239xas245568mNN", win="1s"),
     {**CA, "Three ariths of the same difference": 1.4}),
    # The analyze example: open 222s 777m + 555s aaam + 33m: all trips 3 + 0.4.
    ("all trips", dict(hand="555s33aaam", win="3m", melds=(("222s", True), ("777m", True))),
     {**NF, "All trips/quads": 3}),
    # 222s 555s 777m concealed, won in 9bem: three concealed trips 2 + 1 + 0.4.
    ("three concealed", dict(hand="222555s777m9bemNN", win="9m"),
     {"Concealed hand": 1, **NF, "Three concealed trips": 2}),
    # Four concealed (won on the pair) replaces three: 8 + all trips 3 + 1 + 1 + 0.4.
    ("four concealed", dict(hand="222555s777aaamNN", win="N", by="tsumo"),
     {"Self-drawn": 1, "Concealed hand": 1, **NF, "All trips/quads": 3,
      "Four concealed trips": 8}),
    ("three quads", dict(hand="aaamNN", win="N", melds=(("2222s", True), ("5555s", True),
                                                        ("7777m", True))),
     {**NF, "All trips/quads": 3, "Three quads": 3}),
    # Four quads replaces three: 13 + all trips 3 + self-drawn 1 + 0.4 = 17.4.
    ("four quads", dict(hand="NN", win="N", by="tsumo", melds=(
        ("2222s", True), ("5555s", True), ("7777m", True), ("aaaam", True))),
     {"Self-drawn": 1, **NF, "All trips/quads": 3, "Four quads": 13}),
    # Socks + CCC NN: half flush 3 + arrow trip 1 + 1 + 0.4.
    ("half flush", dict(hand="234s58as9besCCCNN", win="2s"),
     {"Concealed hand": 1, **NF, "Arrow trip C": 1, "Half flush": 3}),
    # 111t ffft NNN CCC WW won on 1t: tong half flush 6 + only terminals, Zero and honours 4
    # + all trips 3 + three concealed (111t was completed by the discard) 2 + C 1 + 1 + 0.4.
    ("tong half flush", dict(hand="111ffftNNNCCCWW", win="1t"),
     {"Concealed hand": 1, **NF, "Arrow trip C": 1, "All trips/quads": 3,
      "Three concealed trips": 2, "Tong half flush": 6, "Only terminals, Zero and honours": 4}),
    # With all tongs a tong hand of other ranks is a plain half flush: 123t ffft NNN CCC WW.
    ("tong half flush, all tongs", dict(hand="123tffftNNNCCCWW", win="1t", all_tongs=True),
     {"Concealed hand": 1, **NF, "Arrow trip C": 1, "Three concealed trips": 2,
      "Half flush": 3}),
    # All socks; the best reading 27bs 345s 789s 7aes 66s: full flush 7 + all ariths 1 + 1.4.
    ("full flush", dict(hand="234s58as9bes777s66s", win="2s"), {**CA, "Full flush": 7}),
    # 111s 555s 999s 77s + ZZZ played as 000s: full flush 7 (the Zero trip 1 and a half
    # flush 3 would be less) + all trips 3 + four concealed 8 + 1 + 0.4 = 19.4.
    ("zero as rank 0", dict(hand="111555999s77sZZZ", win="7s"),
     {"Concealed hand": 1, **NF, "All trips/quads": 3, "Four concealed trips": 8,
      "Full flush": 7}),
    # CCC FFF + PP: little three arrows 5 + two arrow trips 2 + half flush 3 + 1 + 0.4.
    ("little three arrows", dict(hand="234s58asCCCFFFPP", win="2s"),
     {"Concealed hand": 1, **NF, "Arrow trip C": 1, "Arrow trip F": 1, "Half flush": 3,
      "Little three arrows": 5}),
    # Big replaces little; the three arrow trips still count: 8 + 3 + concealed trips 2 + 3
    # (half flush) + 1 + 0.4.
    ("big three arrows", dict(hand="234sCCCFFFPPPNN", win="2s"),
     {"Concealed hand": 1, **NF, "Arrow trip C": 1, "Arrow trip F": 1, "Arrow trip P": 1,
      "Three concealed trips": 2, "Half flush": 3, "Big three arrows": 8}),
    # EEE SSS WWW + NN + 234s: 6 + round 1 + seat 1 + concealed trips 2 + half flush 3 + 1.4.
    ("little four winds", dict(hand="234sEEESSSWWWNN", win="2s"),
     {"Concealed hand": 1, **NF, "Round-wind trip": 1, "Seat-wind trip": 1,
      "Three concealed trips": 2, "Half flush": 3, "Little four winds": 6}),
    # EEE SSS WWW NNN + ZZ: big four winds 13 + only honours 10 + four concealed 8 + all
    # trips 3 + round 1 + seat 1 + 1 + 0.4 = 37.4.
    ("big four winds", dict(hand="EEESSSWWWNNNZZ", win="Z"),
     {"Concealed hand": 1, **NF, "Round-wind trip": 1, "Seat-wind trip": 1,
      "All trips/quads": 3, "Four concealed trips": 8, "Big four winds": 13,
      "Only honours": 10}),
    # 111t ffft 111s fffs + EE: only terminals, Zero and honours 4 + 3 + 8 + 1 + 0.4.
    ("terminals, Zero, honours", dict(hand="111ffft111fffsEE", win="E"),
     {"Concealed hand": 1, **NF, "All trips/quads": 3, "Four concealed trips": 8,
      "Only terminals, Zero and honours": 4}),
    # The same with a Zero pair: only terminals 13 replaces the 4.
    ("only terminals", dict(hand="111ffft111fffsZZ", win="Z"),
     {"Concealed hand": 1, **NF, "All trips/quads": 3, "Four concealed trips": 8,
      "Only terminals": 13}),
    # EEE SSS NNN CCC + ZZ: only honours 10 + round 1 + seat 1 + C 1 + 3 + 8 + 1 + 0.4.
    ("only honours", dict(hand="EEESSSNNNCCCZZ", win="Z"),
     {"Concealed hand": 1, **NF, "Round-wind trip": 1, "Seat-wind trip": 1,
      "Arrow trip C": 1, "All trips/quads": 3, "Four concealed trips": 8, "Only honours": 10}),
    # 2222s is two pairs: seven pairs 4 (replaces concealed hand) + 0.4.
    ("seven pairs", dict(hand="2222s4466m99sNNCC", win="C"), {**NF, "Seven pairs": 4}),
    # 1..14 of socks, concealed: long straight 10 + concealed 1 + 0.4 (no full flush).
    ("long straight", dict(hand="123456789xabcds", win="1s"),
     {"Concealed hand": 1, **NF, "Long straight": 10}),
    # Partly open with a d = 1 arith: 10 + 0.4.
    ("long straight open", dict(hand="456789xabcds", win="4s", melds=(("123s", True),)),
     {**NF, "Long straight": 10}),
    # Thirteen orphans replaces concealed hand and terminals-and-honours: 13 + 0.4.
    ("thirteen orphans", dict(hand="1ft1fs1fmESWNCCFP", win="C"),
     {**NF, "Thirteen orphans": 13}),
    ("fourteen orphans", dict(hand="1ft1fs1fmZESWNCFP", win="Z"),
     {**NF, "Fourteen orphans": 26}),
]

MISSES: list[tuple[str, dict[str, Any], str]] = [
    ("self-drawn", dict(hand=BASE, win="2s"), "Self-drawn"),
    # Open 234s.
    ("concealed hand", dict(hand="58as357m6xdmNN", win="5s", melds=(("234s", True),)),
     "Concealed hand"),
    # A replacement flag on a discard means nothing.
    ("replacement", dict(hand=BASE, win="2s", flags=("replacement",)),
     "Win on a replacement tile"),
    ("rob a quad", dict(hand=BASE, win="2s", by="tsumo", flags=("rob_kong",)), "Rob a quad"),
    ("last tile", dict(hand=BASE, win="2s", flags=("last_tile",)), "Last tile of the wall"),
    ("last discard", dict(hand=BASE, win="2s", by="tsumo", flags=("last_discard",)),
     "Last discard"),
    ("dealt", dict(hand=BASE, win="2s", seat="E", flags=("tenhou",)), "Dealt a winning hand"),
    ("first draw", dict(hand=BASE, win="2s", flags=("first_draw",)),
     "Win on the first draw before any claim"),
    # Three of the four gentlemen: each 0.2, no set.
    ("full set", dict(hand=BASE, win="2s", bonus="opq"), "Full set of gentlemen"),
    ("all eight", dict(hand=BASE, win="2s", bonus="hijkopq"), "All eight flowers"),
    ("a flower", dict(hand=BASE, win="2s", bonus="hijk"), "Flower h"),  # inside the set
    ("seat flower", dict(hand=BASE, win="2s", bonus="h"), "Seat flower h"),
    ("no flowers, flowers off", dict(hand=BASE, win="2s", flowers=False), "No flowers"),
    ("no flowers, one held", dict(hand=BASE, win="2s", bonus="h"), "No flowers"),
    # A CC pair is no trip.
    ("arrow trip", dict(hand="234s58as357m6xdmCC", win="2s"), "Arrow trip C"),
    # NNN is neither South's nor the East round's.
    ("seat-wind trip", dict(hand="234s58as357mNNNWW", win="2s"), "Seat-wind trip"),
    ("round-wind trip", dict(hand="234s58as357mNNNWW", win="2s"), "Round-wind trip"),
    # ZZZ scores more as 000s in a sock flush: no Zero trip then.
    ("zero trip", dict(hand="111555999s77sZZZ", win="7s"), "Zero trip"),
    # 246s is an arith, not a gem.
    ("gem", dict(hand="246s58as357m6xdmNN", win="2s"), "Gem"),
    ("power", dict(hand="246s58as357m6xdmNN", win="2s"), "Power meld"),
    # A CC pair is a scoring pair; so is EE in an East round.
    ("all ariths, arrow pair", dict(hand="234s58as357m6xdmCC", win="2s"),
     "All melds are ariths"),
    ("all ariths, round-wind pair", dict(hand="234s58as357m6xdmEE", win="2s"),
     "All melds are ariths"),
    # 123s (d 1), 9bes (9 12 15, d 3), 456m (d 1), 258m (d 3): only two of each.
    ("same difference", dict(hand="1239bes245568mNN", win="1s"),
     "Three ariths of the same difference"),
    # 234s with open 222s 777m + aaam + 33m: one arith.
    ("all trips", dict(hand="234s33aaam", win="3m", melds=(("222s", True), ("777m", True))),
     "All trips/quads"),
    # Won on 7m completing 777m: only 222s 555s were concealed.
    ("three concealed", dict(hand="222555s777m9bemNN", win="7m"), "Three concealed trips"),
    ("four concealed", dict(hand="222555s777aaamNN", win="7m"), "Four concealed trips"),
    ("three quads", dict(hand="777maaamNN", win="N", melds=(("2222s", True), ("5555s", True))),
     "Three quads"),
    ("four quads", dict(hand="aaamNN", win="N", melds=(("2222s", True), ("5555s", True),
                                                       ("7777m", True))), "Four quads"),
    # 9bem: socks and mans.
    ("half flush", dict(hand="234s58as9bemCCCNN", win="2s"), "Half flush"),
    # 111t ffft 111s: tongs and socks.
    ("tong half flush", dict(hand="111ffft111sCCCWW", win="1t"), "Tong half flush"),
    ("full flush", dict(hand="234s58as9besCCCNN", win="2s"), "Full flush"),
    # Two arrow trips, pair NN.
    ("little three arrows", dict(hand="234s58asCCCFFFNN", win="2s"), "Little three arrows"),
    ("big three arrows", dict(hand="234s58asCCCFFFPP", win="2s"), "Big three arrows"),
    # Two wind trips and a wind pair.
    ("little four winds", dict(hand="234s58asEEESSSNN", win="2s"), "Little four winds"),
    ("big four winds", dict(hand="234sEEESSSWWWNN", win="2s"), "Big four winds"),
    ("terminals, Zero, honours", dict(hand="111ffftNNNCCC77s", win="7s"),
     "Only terminals, Zero and honours"),
    ("only terminals", dict(hand="111ffft111fffsEE", win="E"), "Only terminals"),
    ("only honours", dict(hand="111ffftNNNCCCWW", win="1t"), "Only honours"),
    # 22s 44s 99s 44m 66m ZZ + CCC: no seven pairs (and no other shape).
    ("seven pairs", dict(hand="2244s4466m99sZZCCC", win="C"), "Seven pairs"),
    # 1..13 and 15: a gap.
    ("long straight", dict(hand="123456789xabces", win="1s"), "Long straight"),
    # Open 135s (d 2) may not stand in a long straight.
    ("long straight, open d 2", dict(hand="246789xabcdsNN", win="N", melds=(("135s", True),)),
     "Long straight"),
    ("thirteen orphans", dict(hand="1ft1fs1fmESWNCCFF", win="C"), "Thirteen orphans"),
    ("fourteen orphans", dict(hand="1ft1fs1fmZZSWNCFP", win="Z"), "Fourteen orphans"),
]


@pytest.mark.parametrize("case", HITS, ids=[c[0] for c in HITS])
def test_row_scores(case: tuple[str, dict[str, Any], dict[str, float]]) -> None:
    _, args, expected = case
    sheet = score(**args)
    assert rows(sheet) == expected
    tenths = round(sum(expected.values()) * 10)
    assert round(sheet.total["fan"] * 10) == tenths
    assert sheet.valid == (tenths > 25), sheet.reason


@pytest.mark.parametrize("case", MISSES, ids=[c[0] for c in MISSES])
def test_row_near_miss(case: tuple[str, dict[str, Any], str]) -> None:
    _, args, absent = case
    assert absent not in rows(score(**args))


def test_every_row_of_the_table_is_covered() -> None:
    hit = {name for _, _, expected in HITS for name in expected}
    missed = {name for _, _, name in MISSES}
    table = {
        "Self-drawn", "Concealed hand", "Win on a replacement tile", "Rob a quad",
        "Last tile of the wall", "Last discard", "Dealt a winning hand",
        "Win on the first draw before any claim", "Full set of gentlemen", "All eight flowers",
        "No flowers", "Arrow trip C", "Seat-wind trip", "Round-wind trip", "Zero trip", "Gem",
        "Power meld", "All melds are ariths", "Three ariths of the same difference",
        "All trips/quads", "Three concealed trips", "Four concealed trips", "Three quads",
        "Four quads", "Half flush", "Tong half flush", "Full flush", "Little three arrows",
        "Big three arrows", "Little four winds", "Big four winds",
        "Only terminals, Zero and honours", "Only terminals", "Only honours", "Seven pairs",
        "Long straight", "Thirteen orphans", "Fourteen orphans",
    }
    assert table <= hit and table <= missed
    assert {"Flower h", "Seat flower i", "Full set of seasons"} <= hit


# ---------------------------------------------------------------------------------------------
# Minimum, rounding, points


def test_below_minimum_is_refused_and_explained() -> None:
    sheet = score(BASE, "2s")
    assert not sheet.valid and sheet.reason == "below minimum 2.5 fan"
    assert sheet.total == {"fan": 2.4} and rows(sheet) == CA


def test_smallest_win_is_worth_two() -> None:
    # BASE plus Spring and Summer (South's): 1 + 0.2 + 0.2 + 0.6 + 1 = 3.0 -> 2 points. And
    # the 2.6 of Spring + two more 0.2s is a win too.
    sheet = score(BASE, "2s", bonus="hi")
    assert sheet.valid and sheet.total == {"fan": 3} and sheet.points == 2
    sheet = score(BASE, "2s", bonus="hjk")
    assert sheet.total == {"fan": 2.6} and sheet.valid and sheet.points == 2


def test_not_a_winning_shape() -> None:
    sheet = score("234s58as357m6xdmNC", "2s")
    assert not sheet.valid and sheet.reason == "not a winning shape"


@pytest.mark.parametrize("tenths,whole,points,limit", [
    (26, 3, 2, 0), (34, 3, 2, 0), (36, 4, 5, 0), (44, 4, 5, 0), (46, 5, 10, 0),
    (60, 6, 20, 0), (70, 7, 50, 0), (80, 8, 100, 0), (90, 9, 200, 0), (100, 10, 500, 0),
    (110, 11, 1000, 0), (120, 12, 2000, 0), (126, 13, 5000, 1), (154, 15, 5000, 1),
    (156, 16, 10000, 2), (184, 18, 10000, 2), (190, 19, 15000, 3), (214, 21, 15000, 3),
    (216, 22, 20000, 4), (264, 26, 20000, 4),
])
def test_rounding_and_points_table(tenths: int, whole: int, points: int, limit: int) -> None:
    assert rounded_fan(tenths) == whole
    assert fan_points(tenths) == points and limits(tenths) == limit


def test_limit_element_and_name() -> None:
    sheet = score("1ft1fs1fmZESWNCFP", "Z")  # 26.4 -> 26: four limits
    assert sheet.points == 20000 and sheet.limit_name == "4 limits"
    assert [e for e in sheet.elements if e.unit == "limit"][0].value == 4


def test_minimum_option_moves_the_points_table() -> None:
    # With the minimum at 3.5 the smallest win, 3.6 -> 4, is worth the 2 that 3 is worth
    # at 2.5 (the seed scores fan above the minimum); 3.4 is refused.
    sheet = score(BASE, "2s", by="tsumo", min_fan=3.5)
    assert not sheet.valid and sheet.reason == "below minimum 3.5 fan"
    # Self-drawn 1 + concealed 1 + h 0.2 + i 0.2 + South's i 0.6 + all ariths 1 = 4.0.
    sheet = score(BASE, "2s", by="tsumo", bonus="hi", min_fan=3.5)
    assert sheet.valid and sheet.points == 2


def test_flower_rows_without_flowers_in_play() -> None:
    assert flower_rows([], "S", flowers=False) == []
    assert flower_rows([], "S") == [("No flowers", 4)]


# ---------------------------------------------------------------------------------------------
# Settlement: self-draw, each other player pays the points; discard, the discarder pays the
# points and each other player half.


def test_settlement_by_discard_east_pays_full() -> None:
    assert uzje_payments(10, "S", False, "E") == {"E": -10, "W": -5, "N": -5, "S": 20}


def test_settlement_by_discard_east_pays_half() -> None:
    assert uzje_payments(2, "W", False, "N") == {"E": -1, "S": -1, "N": -2, "W": 4}


def test_settlement_odd_points_halve_up_or_down() -> None:
    assert uzje_payments(5, "S", False, "W") == {"E": -3, "W": -5, "N": -3, "S": 11}
    assert uzje_payments(5, "S", False, "W", rounding="down") == {
        "E": -2, "W": -5, "N": -2, "S": 9}


def test_settlement_east_self_draws() -> None:
    assert uzje_payments(5000, "E", True) == {"S": -5000, "W": -5000, "N": -5000, "E": 15000}


def test_settlement_three_players() -> None:
    assert uzje_payments(20, "W", False, "S", players=3) == {"E": -10, "S": -20, "W": 30}
    assert uzje_payments(20, "W", True, players=3) == {"E": -20, "S": -20, "W": 40}


def test_sheet_payments() -> None:
    # 3.4 self-drawn -> 2 points from each of the three others.
    sheet = score(BASE, "2s", by="tsumo")
    assert sheet.payments == {"E": -2, "W": -2, "N": -2, "S": 6}
    sheet = score(BASE, "2s", by="tsumo", players=3)
    assert sheet.payments == {"E": -2, "W": -2, "S": 4}


# ---------------------------------------------------------------------------------------------
# The shared analyze example


def test_analyze_example_hand() -> None:
    # open 222s + open 777m + 555s + aaam trips, 33m pair, won on 3m from North: all trips 3
    # + no flowers 0.4 = 3.4 -> 3 -> 2 points; North pays 2, East and West 1 each.
    sheet = score("555s33aaam", "3m", melds=(("222s", True), ("777m", True)), discarder="N")
    assert sheet.valid and sheet.total == {"fan": 3.4} and sheet.points == 2
    assert sheet.payments == {"E": -1, "W": -1, "N": -2, "S": 4}


def test_seed_arith_examples_in_a_hand() -> None:
    # Seed 002's own ariths 5xet (d 5), 369s (d 3), xcfs (d 3), with 258m (d 3) and NN, all
    # tongs in play: three ariths of difference 3 1.4 + all ariths 1 + concealed 1 + 0.4.
    sheet = score("5xet369sxcfs258mNN", "5t", all_tongs=True)
    assert sheet.valid and sheet.total == {"fan": 3.8} and sheet.points == 5
    assert sheet.detail["reading"] == ["5xet", "369s", "xcfs", "258m", "NN"]


def test_analyze_example_end_to_end() -> None:
    """The analyzer's own request handling, for every uzje win example in the worked examples."""
    examples = [e for e in json.loads(EXAMPLES.read_text())
                if e["request"]["variant"] == "uzje" and "win" in e["request"]]
    assert examples
    for example in examples:
        got = analysis.answer(example["request"])["score"]
        for key, value in example["answer"]["score"].items():
            assert got[key] == value, key
