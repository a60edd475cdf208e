"""Published classical hands with known scores, where the published rules agree with seed 004.

Source: the hand examples of KDE Kajongg's scoring tests for its "Classical Chinese DMJL"
ruleset (Mah Jong 20, Millington's points and doubles). Only the facts are used (hands and
their points/doubles), rewritten in mpsz notation: Kajongg's c/b/s are our m/s/p, lower case
exposed, upper case concealed. DMJL hands that score differently under the seed are left
out on purpose: DMJL counts a claimed kong as concealed and gives one suit with honours for
an honour pair alone, both of which the seed and classical.md rule out.
"""

from __future__ import annotations

import pytest
from test_classical_scoring import limit, lose, pd, win


@pytest.mark.parametrize(
    "hand, tile, melds, by, seat, prevailing, bonus, flags, expected",
    [
        # c1c2c3 c7c8c9 b2b3b4 drdr s1s2s3 fw yw, West in a North round, ron c1: Mah Jong 20 +
        # Red pair 2 + bonus 8 = 30; own flower and season 1 (no score hand: the pair scores).
        ("123m77z", "1m", "789m 234s 123p", "ron", "W", "N", "3f3g", (), (30, 1)),
        # s2s2s2 S5S5S5 B1B1B1 B2B2 c9C9C9c9, East in a South round, 5p drawn: exposed 2p 2 +
        # concealed 5p 4 + concealed 1s 8 + concealed kong 9m 32 + 20 + from wall 2 = 68;
        # three concealed pungs 1 + no chows 1.
        ("555p111s22s", "5p", "222p !9999m", "tsumo", "E", "S", "", (), (68, 2)),
        # the same with 1p for 5p: concealed 1p pung 8: 72, same doubles.
        ("111p111s22s", "1p", "222p !9999m", "tsumo", "E", "S", "", (), (72, 2)),
        # b2b2b2 S1S1S1 B1B1B1 B4B4 c9C9C9c9, 1p drawn: 2 + 8 + 8 + 32 + 20 + 2 = 72; 2 doubles.
        ("111p111s44s", "1p", "222s !9999m", "tsumo", "E", "S", "", (), (72, 2)),
        # B2B2B2 S1S1S1 B1B1B1 B4B4 c9c9c9c9, 2s drawn: 4 + 8 + 8 + exposed kong 9m 16 + 20 + 2
        # = 58; three concealed pungs 1 + no chows 1.
        ("222s111p111s44s", "2s", "9999m", "tsumo", "E", "S", "", (), (58, 2)),
        # B2B2B2 S1S1S1 B4B4 b1b1b1 c9c9c9c9, 2s drawn: 4 + 8 + 4 + 16 + 20 + 2 = 54; no chows.
        ("222s111p44s", "2s", "111s 9999m", "tsumo", "E", "S", "", (), (54, 1)),
        # B3B3B3 C1C1C1 b1b1b1 s3s4s5 wewe, East in the East round, 3s drawn: 4 + 8 + 4 + East
        # pair (own and prevailing) 4 + 20 + 2 = 42; no doubles.
        ("333s111m11z", "3s", "111s 345p", "tsumo", "E", "E", "", (), (42, 0)),
        # b1b1b1b1 DgDgDg b6b6b6 b4b4b4 b8b8, ron b6: exposed kong 1s 16 + concealed Green 8 +
        # exposed 6s (claimed) 2 + 4s 2 + 20 = 48; Green 1 + no chows 1 + one suit with
        # honours 1.
        ("666z666s88s", "6s", "1111s 444s", "ron", "E", "E", "", (), (48, 3)),
    ],
)
def test_kajongg_dmjl_hands(hand, tile, melds, by, seat, prevailing, bonus, flags, expected):
    points, doubles = expected
    assert pd(win(hand, tile, melds, by, seat, prevailing, bonus, flags))[:2] == (points, doubles)


@pytest.mark.parametrize(
    "hand, melds, seat, prevailing, expected",
    [
        # s2s2s2 s2s3s4 B1B1B1B1 c9C9C9c9, East in a South round: 2 + concealed 1s pung 8 (four
        # held, not declared) + concealed kong 9m 32 = 42.
        ("1111s", "222p 234p !9999m", "E", "S", (42, 0)),
        # the same with c9c9c9C9 (a claimed kong, exposed for the seed): 2 + 8 + 16 = 26.
        ("1111s", "222p 234p 9999m", "E", "S", (26, 0)),
        # b6b6b6 B1B1B2B2B3B3B7S7C7B8, North in a North round: exposed 6s 2.
        ("112233s7s7p7m8s", "666s", "N", "N", (2, 0)),
        # B2B2B2 C1C1C1 WeWeWeWe S4S4 S6, East in the East round: 4 + 8 + 8 = 20; own wind 1 +
        # prevailing 1 + three concealed pungs 1.
        ("222s111m1111z44p6p", "", "E", "E", (20, 3)),
    ],
)
def test_kajongg_dmjl_losing_hands(hand, melds, seat, prevailing, expected):
    assert pd(lose(hand, melds, seat, prevailing))[:2] == expected


@pytest.mark.parametrize(
    "hand, tile, melds, by, seat, prevailing, flags, name",
    [
        ("555p111s22s", "5p", "222p !9999m", "tsumo", "E", "S", ("replacement",),
         "Gathering Plum Blossom from the Roof"),
        ("111p111s22s", "1p", "222p !9999m", "tsumo", "E", "S", ("last_tile",),
         "Catching the Moon from the Bottom of the Sea"),
        ("234s111p111s44s", "2s", "!9999m", "ron", "E", "S", ("rob_kong",),
         "Scratching a Carrying Pole"),
        ("11z", "1z", "!3333s !1111m 1111s 3333p", "ron", "E", "E", (), "Four Kongs"),
        ("11123456789995m", "5m", "", "tsumo", "E", "E", (), "Nine Gates"),
        ("19m19p199s1234567z", "7z", "", "tsumo", "E", "S", (), "Thirteen Unique Wonders"),
        ("777z11z", "7z", "222z 444z 555z", "tsumo", "E", "S", ("last_tile",), "All Honours"),
        ("444z11s", "1s", "111z 222z 3333z", "ron", "N", "E", (),
         "Four Blessings o'er the Door"),
        ("666z666s88s", "6s", "2222s 444s", "ron", "E", "E", (), "Imperial Jade"),
        ("777z555z55m", "5m", "666z 444p", "ron", "S", "W", (), "The Three Great Scholars"),
    ],
)
def test_kajongg_dmjl_limit_hands(hand, tile, melds, by, seat, prevailing, flags, name):
    assert name in limit(win(hand, tile, melds, by, seat, prevailing, "", flags))
