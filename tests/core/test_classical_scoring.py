"""Classical scoring (seed 004 on Millington): every points item, double and limit hand.

Each case is written in tile notation with its derivation. Unless a case says otherwise the
winner sits South in an East round (own wind 2z, prevailing 1z) and wins by a discard. Melds:
"234m" is exposed, "!1111m" a concealed kong.
"""

from __future__ import annotations

import pytest

from game.core.model.melds import Meld, MeldKind
from game.core.model.sheet import ScoreSheet, WinSituation
from game.core.model.tiles import MPSZ
from game.core.variants.chinese.classical import CLASSICAL
from game.core.variants.chinese.classical_scoring import score_loser


def parse_melds(text: str) -> tuple[Meld, ...]:
    out = []
    for token in text.split():
        concealed = token.startswith("!")
        tiles = tuple(MPSZ.parse(token.lstrip("!")))
        if len(tiles) == 4 and len(set(tiles)) == 1:
            kind = MeldKind.KONG
        elif len(tiles) == 3 and len(set(tiles)) == 1:
            kind = MeldKind.PUNG
        else:
            kind = MeldKind.CHOW
        out.append(Meld(kind, tiles, open=not concealed, suit=tiles[0].suit))
    return tuple(out)


def win(
    hand: str, tile: str, melds: str = "", by: str = "ron", seat: str = "S", prevailing: str = "E",
    bonus: str = "", flags: tuple[str, ...] = (), visible: str = "", **options: object,
) -> ScoreSheet:
    situation = WinSituation(
        hand=tuple(MPSZ.parse(hand)), melds=parse_melds(melds), win_tile=MPSZ.parse(tile)[0],
        by=by, seat_wind=seat, round_wind=prevailing, flags=frozenset(flags),
        bonus=tuple(MPSZ.parse(bonus)) if bonus else (),
        visible=tuple(MPSZ.parse(visible)) if visible else (),
    )
    return CLASSICAL.score(situation, options)


def lose(
    hand: str, melds: str = "", seat: str = "S", prevailing: str = "E", bonus: str = "",
    **options: object,
) -> ScoreSheet:
    return score_loser(
        MPSZ.parse(hand) if hand else [], parse_melds(melds), seat, prevailing,
        MPSZ.parse(bonus) if bonus else [], CLASSICAL.resolve(options),
    )


def items(sheet: ScoreSheet) -> dict[str, float]:
    """Element name -> value (names are unique within one sheet in these cases)."""
    return {e.name: e.value for e in sheet.elements}


def has(sheet: ScoreSheet, prefix: str) -> bool:
    return any(e.name.startswith(prefix) for e in sheet.elements)


def pd(sheet: ScoreSheet) -> tuple[int, int, int]:
    assert sheet.valid, sheet.reason
    return sheet.total["points"], sheet.total["doubles"], sheet.points


def limit(sheet: ScoreSheet) -> str:
    assert sheet.valid, sheet.reason
    assert sheet.total == {"limit": 1}, sheet.total
    return sheet.limit_name


# ---------------------------------------------------------------------------------------------
# The seed's / analyzer's example


def test_analyze_example_hand():
    # 12355m + (789m)(234s)(123p), ron 1m, West seat, North round, bonus 3f 3g.
    # Mah Jong 20 + two bonus tiles 4+4 = 28 points (waits 1m/4m: not the only place; 1m goes
    # into the chow 123m, 55m pair scores nothing). Doubles: own flower + own season (West: 3f,
    # 3g) 1, no score hand (four chows, non-scoring pair) 1 = 2. 28 x 4 = 112.
    sheet = win("12355m", "1m", "789m 234s 123p", seat="W", prevailing="N", bonus="3f3g")
    assert pd(sheet) == (28, 2, 112)
    assert items(sheet)["Own flower and own season"] == 1
    assert items(sheet)["No score hand"] == 1


# ---------------------------------------------------------------------------------------------
# Points of sets (M 114 b-d)

# Base: (234m) exposed, 678m 345s 99s concealed plus one more set; ron 6m on 78m (waits 6m/9m:
# not the only place). Mah Jong 20 + the set under test; no doubles unless said.


@pytest.mark.parametrize(
    "melds, hand, name, value",
    [
        # exposed pung of minor tiles: 2.  20 + 2 = 22
        ("234m 555p", "678m345s99s", "Exposed pung of 5 Circles", 2),
        # exposed pung of major tiles (terminal): 4.  20 + 4 = 24
        ("234m 999p", "678m345s99s", "Exposed pung of 9 Circles", 4),
        # concealed pung of minor tiles: 4.  20 + 4 = 24
        ("234m", "678m345s555p99s", "Concealed pung of 5 Circles", 4),
        # concealed pung of major tiles (terminal): 8.  20 + 8 = 28
        ("234m", "678m345s111p99s", "Concealed pung of 1 Circles", 8),
        # exposed kong of minor tiles: 8.  20 + 8 = 28
        ("234m 5555p", "678m345s99s", "Exposed kong of 5 Circles", 8),
        # exposed kong of major tiles: 16.  20 + 16 = 36
        ("234m 9999p", "678m345s99s", "Exposed kong of 9 Circles", 16),
        # concealed kong of minor tiles: 16.  20 + 16 = 36
        ("234m !5555p", "678m345s99s", "Concealed kong of 5 Circles", 16),
        # concealed kong of major tiles: 32.  20 + 32 = 52
        ("234m !1111p", "678m345s99s", "Concealed kong of 1 Circles", 32),
    ],
)
def test_set_points(melds, hand, name, value):
    sheet = win(hand, "6m", melds)
    assert items(sheet)[name] == value
    assert pd(sheet) == (20 + value, 0, 20 + value)


def test_chow_scores_nothing():
    # (234m)(456p) 678m 345s 99s ron 6m: four chows, pair 9s: 20 points, no score hand 1
    # double = 40. No element for any chow.
    sheet = win("678m345s99s", "6m", "234m 456p")
    assert pd(sheet) == (20, 1, 40)
    assert not has(sheet, "Exposed chow") and not has(sheet, "Concealed chow")


def test_set_completed_by_a_claimed_discard_scores_exposed():
    # (234m) 678m 345s 55p 99s waits 5p / 9s (two pairs). Ron 5p: the pung was made with a
    # claimed discard, so it is exposed: 2. 20 + 2 = 22 (compare the concealed 555p above: 24).
    sheet = win("678m345s555p99s", "5p", "234m")
    assert items(sheet)["Exposed pung of 5 Circles"] == 2
    assert pd(sheet) == (22, 0, 22)
    # The same tile drawn from the wall: concealed pung 4 + from the wall 2 = 26.
    sheet = win("678m345s555p99s", "5p", "234m", by="tsumo")
    assert items(sheet)["Concealed pung of 5 Circles"] == 4
    assert pd(sheet) == (26, 0, 26)


# ---------------------------------------------------------------------------------------------
# Points of pairs (M 114 e) — (234m)(456p) 678m 345s + the pair, ron 6m (waits 6m/9m).
# Four chows: the no score hand double goes only with a pair that scores nothing.


@pytest.mark.parametrize(
    "pair, seat, prevailing, value",
    [
        ("77z", "S", "E", 2),  # Red Dragon pair: 2
        ("22z", "S", "E", 2),  # own wind (South seat): 2
        ("11z", "S", "E", 2),  # prevailing wind (East round): 2
        ("11z", "E", "E", 4),  # own and prevailing wind (East in the East round): 4
    ],
)
def test_scoring_pairs(pair, seat, prevailing, value):
    # 20 + pair; the pair scores, so no "no score hand": no doubles.
    sheet = win("678m345s" + pair, "6m", "234m 456p", seat=seat, prevailing=prevailing)
    assert any(e.name.startswith("Pair of") and e.value == value for e in sheet.elements)
    assert pd(sheet) == (20 + value, 0, 20 + value)


@pytest.mark.parametrize("pair", ["33z", "44z", "99s", "55p"])
def test_pairs_that_score_nothing(pair):
    # West or North pair for South in the East round, or a suit pair: 0, so no score hand:
    # 20 points, 1 double = 40.
    sheet = win("678m345s" + pair, "6m", "234m 456p")
    assert not has(sheet, "Pair of")
    assert pd(sheet) == (20, 1, 40)


# ---------------------------------------------------------------------------------------------
# Bonus tiles (M 114 a) and Mah Jong (M 115 a)


def test_bonus_tiles_four_points_each():
    # (234m)(456p) 678m 345s 99s ron 6m, flowers 1f 4f (not South's 2f): 20 + 4 + 4 = 28,
    # no score hand 1 double (bonus tiles do not spoil it) = 56.
    sheet = win("678m345s99s", "6m", "234m 456p", bonus="1f4f")
    assert sum(e.value for e in sheet.elements if e.name.startswith("Bonus tile")) == 8
    assert pd(sheet) == (28, 1, 56)


def test_mah_jong_base_and_its_option():
    # Same hand without bonus tiles: Mah Jong 20 (Millington's 10 as an option) x 2.
    assert pd(win("678m345s99s", "6m", "234m 456p")) == (20, 1, 40)
    assert pd(win("678m345s99s", "6m", "234m 456p", mah_jong_base=10)) == (10, 1, 20)


# ---------------------------------------------------------------------------------------------
# Winning-move points (M 115 b-d)


def test_winning_from_the_wall():
    # (234m)(456p) 678m 345s 99s, 6m drawn: 20 + from wall 2 = 22, no score hand 1 -> 44.
    sheet = win("678m345s99s", "6m", "234m 456p", by="tsumo")
    assert items(sheet)["Winning from the wall"] == 2
    assert pd(sheet) == (22, 1, 44)
    # near miss: the same tile by a discard earns nothing (40, above).
    assert not has(win("678m345s99s", "6m", "234m 456p"), "Winning from the wall")


def test_loose_tile_counts_as_from_the_wall():
    # (234m) !5555p 678m 345s 99s, 6m as a loose tile after the kong: 20 + concealed kong 16
    # + from the wall 2 = 38; loose tile 1 double -> 76.
    sheet = win("678m345s99s", "6m", "234m !5555p", by="tsumo", flags=("replacement",))
    assert items(sheet)["Winning from the wall"] == 2
    assert items(sheet)["Winning with a loose tile"] == 1
    assert pd(sheet) == (38, 1, 76)


def test_filling_the_only_place():
    # (999m) 13m 456p 789s 55s waits only 2m (closed wait). Ron 2m: 20 + exposed pung of 9m 4
    # + only place 2 = 26.
    sheet = win("123m456p789s55s", "2m", "999m")
    assert items(sheet)["Filling the only place"] == 2
    assert pd(sheet) == (26, 0, 26)
    # near miss: 23m waits 1m or 4m: 24.
    sheet = win("234m456p789s55s", "4m", "999m")
    assert not has(sheet, "Filling the only place")
    assert pd(sheet) == (24, 0, 24)


def test_only_place_when_the_other_tile_is_all_in_sight():
    # As the near miss above, but all four 1m lie exposed on the table: 4m was the only
    # available tile (the seed's note), so the only place 2 counts: 26.
    sheet = win("234m456p789s55s", "4m", "999m", visible="1111m")
    assert items(sheet)["Filling the only place"] == 2
    assert pd(sheet) == (26, 0, 26)
    # three 1m in sight is not enough: 24.
    assert pd(win("234m456p789s55s", "4m", "999m", visible="111m")) == (24, 0, 24)


def test_fishing_the_eyes_minor_and_major():
    # (234m)(678m)(345s)(789p) 5p + ron 5p: single wait is the only place 2, fishing the eyes with a
    # minor pair 2: 20 + 2 + 2 = 24; four chows and a non-scoring pair: no score hand 1 -> 48.
    sheet = win("55p", "5p", "234m 678m 345s 789p")
    assert items(sheet)["Fishing the eyes"] == 2
    assert pd(sheet) == (24, 1, 48)
    # A major pair (9p): fishing the eyes 4: 20 + 2 + 4 = 26 -> 52.
    sheet = win("99p", "9p", "234m 678m 345s 789p")
    assert items(sheet)["Fishing the eyes"] == 4
    assert pd(sheet) == (26, 1, 52)


def test_fishing_the_eyes_needs_the_pair_claimed():
    # (234m)(678m)(345s) 5677p waits 4p or 7p. Ron 7p can be claimed for the chow 567p (pair
    # 77p already there) or for the pair 77p (chow 567p already there); the seed scores the
    # eyes only when claimed for the pair, and the better claim is taken: 20 + fishing 2 = 22,
    # no score hand 1 -> 44.
    sheet = win("56777p", "7p", "234m 678m 345s")
    assert items(sheet)["Fishing the eyes"] == 2
    assert pd(sheet) == (22, 1, 44)
    # near miss: ron 4p completes only the chow 456p: 20 -> 40.
    sheet = win("45677p", "4p", "234m 678m 345s")
    assert not has(sheet, "Fishing the eyes")
    assert pd(sheet) == (20, 1, 40)


# ---------------------------------------------------------------------------------------------
# Doubles for all hands (M 116)


def test_own_flower_and_own_season():
    # (234m)(456p) 678m 345s 99s ron 6m, South holds 2f 2g: 20 + 8 = 28; own flower and own
    # season 1 + no score hand 1 -> 112.
    assert pd(win("678m345s99s", "6m", "234m 456p", bonus="2f2g")) == (28, 2, 112)
    # near miss: 2f with 3g is not own flower and own season: 28, 1 double -> 56.
    sheet = win("678m345s99s", "6m", "234m 456p", bonus="2f3g")
    assert not has(sheet, "Own flower")
    assert pd(sheet) == (28, 1, 56)


def test_all_four_flowers_and_all_four_seasons():
    # Same hand, 1f2f3f4f: 20 + 16 = 36; all four flowers 1 + no score 1 -> 144.
    sheet = win("678m345s99s", "6m", "234m 456p", bonus="1f2f3f4f")
    assert items(sheet)["All four flowers"] == 1
    assert pd(sheet) == (36, 2, 144)
    # All four seasons plus the own flower: 20 + 20 = 40; four seasons 1 + own flower and
    # season 1 (every clause applies) + no score 1 -> 320.
    sheet = win("678m345s99s", "6m", "234m 456p", bonus="2f1g2g3g4g")
    assert items(sheet)["All four seasons"] == 1
    assert pd(sheet) == (40, 3, 320)
    # near miss: three flowers: 32 points, 1 double -> 64.
    sheet = win("678m345s99s", "6m", "234m 456p", bonus="1f2f3f")
    assert not has(sheet, "All four")
    assert pd(sheet) == (32, 1, 64)
    # near miss: three seasons and one flower, none of them South's pair: 20 + 16 = 36, no
    # score hand 1 -> 72.
    sheet = win("678m345s99s", "6m", "234m 456p", bonus="1f1g3g4g")
    assert not has(sheet, "All four") and not has(sheet, "Own flower")
    assert pd(sheet) == (36, 1, 72)


def test_set_of_dragons():
    # (234m)(777z) 678m 345s 99s ron 6m: 20 + exposed pung of dragons 4 = 24; set of dragons
    # 1 -> 48.
    sheet = win("678m345s99s", "6m", "234m 777z")
    assert items(sheet)["Set of dragons (Red)"] == 1
    assert pd(sheet) == (24, 1, 48)
    # near miss: only a pair of Red: 20 + 2 = 22, no doubles.
    sheet = win("678m345s77z", "6m", "234m 456p")
    assert not has(sheet, "Set of dragons")
    assert pd(sheet) == (22, 0, 22)


def test_sets_of_own_and_prevailing_wind():
    # (234m)(222z) 678m 345s 99s ron 6m, South: 20 + 4 = 24; own wind 1 -> 48.
    sheet = win("678m345s99s", "6m", "234m 222z")
    assert items(sheet)["Set of own wind (South)"] == 1
    assert pd(sheet) == (24, 1, 48)
    # (111z) for South in the East round: prevailing wind 1 -> 48.
    sheet = win("678m345s99s", "6m", "234m 111z")
    assert items(sheet)["Set of prevailing wind (East)"] == 1
    assert pd(sheet) == (24, 1, 48)
    # East in the East round: both, 2 doubles -> 96.
    assert pd(win("678m345s99s", "6m", "234m 111z", seat="E")) == (24, 2, 96)
    # near miss: (333z) West for South in the East round: 24, no double.
    sheet = win("678m345s99s", "6m", "234m 333z")
    assert not has(sheet, "Set of")
    assert pd(sheet) == (24, 0, 24)


def test_little_three_dragons():
    # (555z)(666z) 678m 345s 77z ron 6m: 20 + 4 + 4 + pair of dragons 2 = 30; two sets of
    # dragons 2 + Little Three Dragons 1 = 3 -> 240.
    sheet = win("678m345s77z", "6m", "555z 666z")
    assert items(sheet)["Little Three Dragons"] == 1
    assert pd(sheet) == (30, 3, 240)
    # near miss: the pair is South's own wind instead: 20 + 8 + 2 = 30, 2 doubles -> 120.
    sheet = win("678m345s22z", "6m", "555z 666z")
    assert not has(sheet, "Little Three Dragons")
    assert pd(sheet) == (30, 2, 120)


def test_big_three_dragons():
    # (555z)(666z)(777z) 678m 99s ron 6m: 20 + 3 x 4 = 32; three sets of dragons 3 + Big Three
    # Dragons 2 = 5 -> 32 x 32 = 1024, over the limit: 1000.
    sheet = win("678m99s", "6m", "555z 666z 777z")
    assert items(sheet)["Big Three Dragons"] == 2
    assert pd(sheet) == (32, 5, 1000)
    # near miss: two sets of dragons and no third dragon at all: 20 + 8 = 28, 2 doubles -> 112.
    sheet = win("678m345s99s", "6m", "555z 666z")
    assert not has(sheet, "Big Three Dragons")
    assert pd(sheet) == (28, 2, 112)


def test_little_four_winds():
    # (111z)(222z)(333z) 678m 44z ron 6m, South in the East round: 20 + 3 x 4 = 32 (North pair
    # scores nothing); prevailing 1 + own 1 + Little Four Winds 1 + one suit with honours 1
    # = 4 -> 512.
    sheet = win("678m44z", "6m", "111z 222z 333z")
    assert items(sheet)["Little Four Winds"] == 1
    assert pd(sheet) == (32, 4, 512)
    # near miss: the pair is a dragon: 20 + 12 + 2 = 34; 3 doubles -> 272.
    sheet = win("678m77z", "6m", "111z 222z 333z")
    assert not has(sheet, "Little Four Winds")
    assert pd(sheet) == (34, 3, 272)


def test_big_four_winds_on_a_losing_hand():
    # A winner with four wind sets has Four Blessings o'er the Door (a limit), so this double
    # shows on a loser: (111z)(222z)(333z)(444z) + 58m, South in the East round:
    # 4 x 4 = 16 points; prevailing 1 + own 1 + Big Four Winds 2 = 4 -> 256.
    sheet = lose("58m", "111z 222z 333z 444z")
    assert items(sheet)["Big Four Winds"] == 2
    assert pd(sheet) == (16, 4, 256)
    # near miss: three wind sets, no wind pair: 12 points, 2 doubles -> 48.
    sheet = lose("58m", "111z 222z 333z 456p")
    assert not has(sheet, "Big Four Winds") and not has(sheet, "Little Four Winds")
    assert pd(sheet) == (12, 2, 48)


def test_three_concealed_pungs():
    # (234m) 222p 555p 888s 99s, 6s... ron 9s? No: ron 8s on 88s/99s would expose 888s, so
    # 8s is drawn: concealed 222p 4 + 555p 4 + 888s 4 + from wall 2 + 20 = 34; three
    # concealed pungs 1 -> 68.
    sheet = win("222555p888s99s", "8s", "234m", by="tsumo")
    assert items(sheet)["Three concealed pungs"] == 1
    assert pd(sheet) == (34, 1, 68)
    # near miss: the same 8s by a discard makes 888s exposed: 20 + 4 + 4 + 2 = 30, no double.
    sheet = win("222555p888s99s", "8s", "234m")
    assert not has(sheet, "Three concealed pungs")
    assert pd(sheet) == (30, 0, 30)


def test_concealed_kong_counts_as_concealed_pung():
    # (234m) !2222p 555p 888s 99s, 8s drawn: 20 + 16 + 4 + 4 + 2 = 46, three concealed pungs
    # 1 -> 92.
    sheet = win("555p888s99s", "8s", "234m !2222p", by="tsumo")
    assert items(sheet)["Three concealed pungs"] == 1
    assert pd(sheet) == (46, 1, 92)


# ---------------------------------------------------------------------------------------------
# Doubles for the winner only (M 117)


def test_no_score_hand_and_its_extras_option():
    # (234m)(678m)(345s)(789p) 55p, ron 5p: 24 points (only place, fishing) with no score hand 1
    # (the seed allows the extras) -> 48. Option no_score_extras off: 24 points, 0 -> 24.
    assert pd(win("55p", "5p", "234m 678m 345s 789p")) == (24, 1, 48)
    sheet = win("55p", "5p", "234m 678m 345s 789p", no_score_extras=False)
    assert not has(sheet, "No score hand")
    assert pd(sheet) == (24, 0, 24)


def test_no_chows():
    # (222m)(555p)(888s) 999p 1s + ron 1s: 2 + 2 + 2 + concealed major pung 8 + 20 + only place
    # 2 + fishing the eyes (major) 4 = 40; no chows 1 -> 80.
    sheet = win("999p11s", "1s", "222m 555p 888s")
    assert items(sheet)["No chows"] == 1
    assert pd(sheet) == (40, 1, 80)
    # near miss: (678s) instead of (888s): 38 points, no double.
    sheet = win("999p11s", "1s", "222m 555p 678s")
    assert not has(sheet, "No chows")
    assert pd(sheet) == (38, 0, 38)


def test_concealed_hand():
    # 234m 567m 234p 678s 55s, nothing declared, ron 2m (waits 2m/5m): 20; no score hand 1 +
    # concealed hand 1 (completing with a discard keeps it concealed) -> 80.
    sheet = win("234567m234p678s55s", "2m")
    assert items(sheet)["Concealed hand"] == 1
    assert pd(sheet) == (20, 2, 80)
    # near miss: the same with 234p exposed: 20, 1 double -> 40.
    sheet = win("234567m678s55s", "2m", "234p")
    assert not has(sheet, "Concealed hand")
    assert pd(sheet) == (20, 1, 40)


def test_concealed_hand_option_but_the_pair():
    # Option concealed_hand "but_the_pair": a discard may complete only the pair. Ron 2m on the
    # chow: not concealed (40); ron 5s on the pair (waits 5s/8s): concealed, fishing 2: 22
    # points, no score + concealed 2 doubles -> 88.
    assert pd(win("234567m234p678s55s", "2m", concealed_hand="but_the_pair")) == (20, 1, 40)
    sheet = win("234567m234p678s55s", "5s", concealed_hand="but_the_pair")
    assert items(sheet)["Concealed hand"] == 1
    assert pd(sheet) == (22, 2, 88)


def test_one_suit_with_honours():
    # (444z) 123m 56m 789m 99m + ron 4m (waits 4m/7m): 20 + exposed honour pung 4 = 24; one
    # suit with honours 1 -> 48.
    sheet = win("123456789m99m", "4m", "444z")
    assert items(sheet)["One suit with honours"] == 1
    assert pd(sheet) == (24, 1, 48)
    # near miss (classical.md): honours only as the pair is neither this nor one suit only.
    # 123m 234m 56m 789m 44z, ron 4m: 20, no score hand (North pair scores nothing) -> 40.
    sheet = win("123234456789m44z", "4m")
    assert not has(sheet, "One suit")


def test_one_suit_only():
    # (123m) 456m 789m 234m 55m, ron 4m (waits 1m/4m... 4m goes in 234m or 456m): 20; no score
    # hand 1 + one suit only 3 = 4 -> 320.
    sheet = win("234456789m55m", "4m", "123m")
    assert items(sheet)["One suit only"] == 3
    assert pd(sheet) == (20, 4, 320)
    # near miss: the pair is 55p: no score hand only -> 40.
    sheet = win("234456789m55p", "4m", "123m")
    assert not has(sheet, "One suit")
    assert pd(sheet) == (20, 1, 40)


def test_all_majors():
    # (111m)(999p)(333z) 999s 1s + ron 1s: 4 + 4 + 4 + concealed 999s 8 + 20 + only place 2 +
    # fishing (major) 4 = 46; no chows 1 + all majors 1 -> 184.
    sheet = win("999s11s", "1s", "111m 999p 333z")
    assert items(sheet)["All majors"] == 1
    assert pd(sheet) == (46, 2, 184)
    # near miss: (222m) instead of (111m): 44 points, no chows only -> 88.
    sheet = win("999s11s", "1s", "222m 999p 333z")
    assert not has(sheet, "All majors")
    assert pd(sheet) == (44, 1, 88)


def test_all_honours_double_in_an_unlimited_game():
    # (111z)(222z)(555z) 666z 7z + ron 7z, limit 0: 4 + 4 + 4 + concealed 666z 8 + pair of
    # dragons 2 + 20 + only place 2 + fishing 4 = 48; Green 1 + White 1 + own 1 + prevailing 1
    # + Little Three Dragons 1 + no chows 1 + All honours 2 (not all majors too) = 8 -> 12288.
    sheet = win("666z77z", "7z", "111z 222z 555z", limit=0)
    assert items(sheet)["All honours"] == 2
    assert not has(sheet, "All majors")
    assert pd(sheet) == (48, 8, 48 * 256)
    # in a limited game the same hand is the All Honours limit hand.
    assert "All Honours" in limit(win("666z77z", "7z", "111z 222z 555z"))


def test_all_terminals_double_in_an_unlimited_game():
    # (111m)(999m)(111p) 999s 1s + ron 1s, limit 0: 4 + 4 + 4 + 8 + 20 + 2 + 4 = 46; no chows 1
    # + all terminals 2 = 3 -> 368.
    sheet = win("999s11s", "1s", "111m 999m 111p", limit=0)
    assert items(sheet)["All terminals"] == 2
    assert pd(sheet) == (46, 3, 368)
    assert "Heads and Tails" in limit(win("999s11s", "1s", "111m 999m 111p"))


def test_loose_tile_double_needs_a_drawn_tile():
    # near miss for the loose tile (scored above): the flag with a discard is ignored: 40.
    sheet = win("678m345s99s", "6m", "234m 456p", flags=("replacement",))
    assert not has(sheet, "Winning with a loose tile")
    assert pd(sheet) == (20, 1, 40)


@pytest.mark.parametrize(
    "by, flag, name",
    [
        ("tsumo", "last_tile", "Winning from the bottom of the sea"),
        ("ron", "last_discard", "Catching a fish from the bottom of the sea"),
        ("ron", "rob_kong", "Robbing a kong"),
        ("ron", "original_call", "Completing Original Call"),
    ],
)
def test_winning_move_doubles(by, flag, name):
    # (234m)(456p) 678m 345s 99s + 6m: 20 (+2 from the wall when drawn); no score 1 + this 1.
    sheet = win("678m345s99s", "6m", "234m 456p", by=by, flags=(flag,))
    assert items(sheet)[name] == 1
    base = 22 if by == "tsumo" else 20
    assert pd(sheet) == (base, 2, base * 4)
    # near miss: without the flag only the no score hand.
    assert pd(win("678m345s99s", "6m", "234m 456p", by=by)) == (base, 1, base * 2)


def test_last_tile_flag_with_a_discard_is_not_the_bottom_of_the_sea():
    sheet = win("678m345s99s", "6m", "234m 456p", flags=("last_tile",))
    assert not has(sheet, "Winning from the bottom")


# ---------------------------------------------------------------------------------------------
# The limit (M 118-120)


def test_limit_caps_and_its_option():
    # Big Three Dragons with a chow (above): 32 x 2^5 = 1024 -> 1000; limit 2000: 1024;
    # limit 500: 500.
    assert pd(win("678m99s", "6m", "555z 666z 777z"))[2] == 1000
    assert pd(win("678m99s", "6m", "555z 666z 777z", limit=2000))[2] == 1024
    assert pd(win("678m99s", "6m", "555z 666z 777z", limit=500))[2] == 500


# ---------------------------------------------------------------------------------------------
# Limit hands (M 122)

CHOWS = "678m345s99s"  # with (234m)(456p): an ordinary no score hand, 40 by a discard


def test_heavens_blessing():
    sheet = win(CHOWS, "6m", "234m 456p", seat="E", by="tsumo", flags=("heavens_blessing",))
    assert limit(sheet) == "Heaven's Blessing"
    assert sheet.points == 1000
    # near miss: only East's dealt hand; South with the flag scores normally: 22 points, no
    # score hand 1 -> 44.
    sheet = win(CHOWS, "6m", "234m 456p", by="tsumo", flags=("heavens_blessing",))
    assert pd(sheet) == (22, 1, 44)


def test_earths_blessing():
    assert limit(win(CHOWS, "6m", "234m 456p", flags=("earths_blessing",))) == "Earth's Blessing"
    # near miss: East cannot win on East's own first discard.
    sheet = win(CHOWS, "6m", "234m 456p", seat="E", flags=("earths_blessing",))
    assert pd(sheet) == (20, 1, 40)


def test_gathering_plum_blossom_from_the_roof():
    # (234m) !1111z 678m 345s 5p + 5p as the loose tile after the kong.
    hand, melds = "678m345s55p", "234m !1111z"
    sheet = win(hand, "5p", melds, by="tsumo", flags=("replacement",))
    assert limit(sheet) == "Gathering Plum Blossom from the Roof"
    # near misses: the option off, or the same 5p not from the loose wall.
    assert not win(hand, "5p", melds, by="tsumo", flags=("replacement",),
                   plum_blossom=False).limit_name
    assert not win(hand, "5p", melds, by="tsumo").limit_name


def test_catching_the_moon_from_the_bottom_of_the_sea():
    hand, melds = "678m345s11p", "234m 456p"
    assert limit(win(hand, "1p", melds, by="tsumo", flags=("last_tile",))) == (
        "Catching the Moon from the Bottom of the Sea")
    # the last discard counts too (seed), unless the option keeps Millington's drawn tile.
    assert "Moon" in limit(win(hand, "1p", melds, flags=("last_discard",)))
    assert not win(hand, "1p", melds, flags=("last_discard",), moon_on_last_discard=False
                   ).limit_name
    assert not win(hand, "1p", melds, by="tsumo", flags=("last_tile",),
                   catching_moon=False).limit_name
    # near miss: 9p as the last tile.
    assert not win("678m345s99p", "9p", melds, by="tsumo", flags=("last_tile",)).limit_name


def test_scratching_a_carrying_pole():
    hand, melds = "678m345p22s", "234m 456p"
    assert limit(win(hand, "2s", melds, flags=("rob_kong",))) == "Scratching a Carrying Pole"
    assert not win(hand, "2s", melds, flags=("rob_kong",), carrying_pole=False).limit_name
    # near miss: robbing a kong of 3s.
    assert not win("678m345p33s", "3s", melds, flags=("rob_kong",)).limit_name


def test_kong_upon_kong():
    hand, melds = "678m99s", "234m !5555p 7777s"
    assert limit(win(hand, "6m", melds, by="tsumo", flags=("kong_upon_kong",))) == (
        "Kong upon Kong")
    # near miss: one kong only; the flag then gives the loose tile double.
    sheet = win("678m345s99s", "6m", "234m !5555p", by="tsumo", flags=("kong_upon_kong",))
    assert not sheet.limit_name and has(sheet, "Winning with a loose tile")


def test_four_kongs():
    assert "Four Kongs" in limit(win("99s", "9s", "2222m 5555p !7777s 3333z"))
    # near miss: three kongs and a pung: 8 + 8 + 16 + 4 + 20 + only place 2 + fishing (major)
    # 4 = 62; (333z) West no double; no chows 1 -> 124.
    sheet = win("99s", "9s", "2222m 5555p !7777s 333z")
    assert pd(sheet) == (62, 1, 124)


def test_buried_treasure():
    # 222m 555p 888s 999s 33p all concealed, drawn 3p.
    assert limit(win("222m555p33p888999s", "3p", by="tsumo")) == "Buried Treasure"
    # completed by a discard it is still concealed (classical.md).
    assert "Buried Treasure" in limit(win("222m555p33p888999s", "3p"))
    # near miss: (222m) exposed: 2 + 4 + 4 + 8 + 20 + 2 (wall) + 2 (eyes) = 42 (555p 3p also
    # waited on 4p: no only place); three concealed pungs 1 + no chows 1 -> 168.
    assert pd(win("555p33p888999s", "3p", "222m", by="tsumo")) == (42, 2, 168)


def test_three_great_scholars():
    assert limit(win("222m99s", "9s", "555z 666z 777z")) == "The Three Great Scholars"
    # near miss: with a chow it is Big Three Dragons (5 doubles, capped), not the limit hand.
    assert not win("678m99s", "6m", "555z 666z 777z").limit_name


def test_four_blessings_oer_the_door():
    assert "Four Blessings o'er the Door" in limit(win("55m", "5m", "111z 222z 333z 444z"))
    # near miss: Little Four Winds (above) is no limit hand.
    assert not win("678m44z", "6m", "111z 222z 333z").limit_name


def test_all_honours_and_heads_and_tails():
    assert "All Honours" in limit(win("666z77z", "7z", "111z 222z 555z"))
    assert "Heads and Tails" in limit(win("999s11s", "1s", "111m 999m 111p"))
    # near miss: one honour set among terminals is "all majors", no limit.
    assert not win("999s11s", "1s", "111m 999p 333z").limit_name


def test_imperial_jade():
    assert "Imperial Jade" in limit(win("234s666s888s66z", "6z", "234s"))
    assert not win("234s666s888s66z", "6z", "234s", imperial_jade=False).limit_name
    # near miss: a Red Dragon pair is not green.
    assert not win("234s666s888s77z", "7z", "234s").limit_name


def test_nine_gates():
    # 1112345678999m calling, completed by 4m.
    assert "Nine Gates" in limit(win("11123445678999m", "4m"))
    # near miss: 111m exposed (not calling with 1112345678999 in hand); 4 is not 2, 5 or 8 so no
    # snake either: exposed 111m 4 + 20 = 24 plus doubles, no limit.
    sheet = win("23445678999m", "4m", "111m")
    assert not sheet.limit_name and has(sheet, "One suit only")


def test_wriggling_snake():
    # 1112345678999m + 5m, with 111m exposed (no concealment needed).
    assert "Wriggling Snake" in limit(win("23455678999m", "5m", "111m"))
    assert not win("23455678999m", "5m", "111m", wriggling_snake=False).limit_name
    # near miss: the extra tile a 4 (test_nine_gates' near miss).


def test_concealed_clear_suit():
    assert "Concealed Clear Suit" in limit(win("123456789234m55m", "4m"))
    # near miss: (123m) exposed: one suit only, no limit (test_one_suit_only).
    assert not win("234456789m55m", "4m", "123m").limit_name


def test_thirteen_unique_wonders():
    assert "Thirteen Unique Wonders" in limit(win("119m19p19s1234567z", "1m"))
    # near miss: a 2m for the 9m is no winning hand.
    sheet = win("112m19p19s1234567z", "1m")
    assert not sheet.valid and sheet.reason == "not a winning shape"


def test_easts_thirteenth_consecutive_mah_jong():
    name = "East's 13th consecutive Mah Jong"
    assert name in limit(win(CHOWS, "6m", "234m 456p", seat="E", flags=("thirteenth_mah_jong",)))
    assert not win(CHOWS, "6m", "234m 456p", flags=("thirteenth_mah_jong",)).limit_name


def test_limit_hand_value_and_total():
    sheet = win("222m555p33p888999s", "3p", by="tsumo", limit=500)
    assert sheet.total == {"limit": 1} and sheet.points == 500


# ---------------------------------------------------------------------------------------------
# Losers (M 114, 116; seed: several scoring pairs)


def test_loser_several_scoring_pairs():
    # 77z 22z 11z 345m 69p, South in the East round: dragon pair 2 + own 2 + prevailing 2 = 6.
    sheet = lose("77z22z11z345m69p")
    assert pd(sheet) == (6, 0, 6)


def test_loser_declares_best():
    # (555z) 666z 77z 2345m 8p: exposed 555z 4 + concealed 666z 8 + Red pair 2 = 14; two sets
    # of dragons 2 + Little Three Dragons 1 -> 112.
    sheet = lose("666z77z2345m8p", "555z")
    assert items(sheet)["Little Three Dragons"] == 1
    assert pd(sheet) == (14, 3, 112)


def test_loser_three_concealed_pungs_and_bonus():
    # 222m 555p 999s 13m 7p, bonus 2f 2g (South): 4 + 4 + 8 + 8 = 24; own flower and season 1 +
    # three concealed pungs 1 -> 96.
    sheet = lose("222m555p999s13m7p", bonus="2f2g")
    assert pd(sheet) == (24, 2, 96)


def test_loser_limit_and_nothing():
    assert pd(lose("13579m2468p135s")) == (0, 0, 0)
    # (555z)(666z)(777z) !2222z: 4 + 4 + 4 + 32 = 44; 3 + 2 (Big Three Dragons) + own wind 1
    # = 6 -> 2816, capped at 1000.
    assert pd(lose("58m", "555z 666z 777z !2222z")) == (44, 6, 1000)
