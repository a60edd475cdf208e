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
        # c1c1c1 c4c5c6 c9c9c9 c6c7c8 C2C2, ron c1 for the pung: exposed 1m 4 + 9m 4 + 20 = 28
        # (1m/2m was a two-way wait); one suit only 3.
        ("11122m", "1m", "456m 999m 678m", "ron", "E", "E", "", (), (28, 3)),
        # the same with S2S2 (2p) as the pair: 28 points, no double.
        ("111m22p", "1m", "456m 999m 678m", "ron", "E", "E", "", (), (28, 0)),
        # b1b1b1 c3c4c5 c6c7c8 c9c9c9 C2C2, ron c3 into the chow (3m/6m wait): 4 + 4 + 20 = 28.
        ("22345m", "3m", "111s 678m 999m", "ron", "E", "E", "", (), (28, 0)),
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
        # C1C1C2..C9C9C9C9 (a Nine Gates shape that lost): concealed 9m pung 8.
        ("1123456789999m", "", "E", "E", (8, 0)),
        # b2b2b2b2 DgDg b6b6b6 b4b4b4 b8b8: exposed kong 2s 8 + Green pair 2 + 2 + 2 = 14.
        ("66z88s", "2222s 666s 444s", "E", "E", (14, 0)),
        # wewewe wswsws WnWnWn Dr wwwwwwww, North in the East round: 4 + 4 + concealed North 8 +
        # exposed kong West 16 = 32; prevailing 1 + own 1 + Big Four Winds 2.
        ("444z7z", "111z 222z 3333z", "N", "E", (32, 4)),
        # wewe wswsws WnWnWn wwwwwwww b1b1, North in the East round: East pair (prevailing) 2 +
        # 4 + 8 + 16 = 30; own wind 1 + Little Four Winds 1.
        ("11z444z11s", "222z 3333z", "N", "E", (30, 2)),
        # dgdgdg DrDrDr DbDb s4s4s4 c5c5, South in a West round: 4 + 8 + White pair 2 + 2 = 16;
        # two dragon sets 2 + Little Three Dragons 1.
        ("777z55z55m", "666z 444p", "S", "W", (16, 3)),
        # DgDgDg DbDbDb DrDrDr S2 b2b2b2b2, East: 8 x 3 + exposed kong 2s 8 = 32; three dragon
        # sets 3 + Big Three Dragons 2 + three concealed pungs 1 = 6 (2048, capped below).
        ("555z666z777z2p", "2222s", "E", "E", (32, 6)),
        # the same with wewewewe for b2b2b2b2: 24 + 16 = 40; 6 + own 1 + prevailing 1 = 8.
        ("555z666z777z2p", "1111z", "E", "E", (40, 8)),
        # WeWe C3C3C3 C5C5 C4C4C4 C8C8C8, East: own and prevailing pair 4 + 4 + 4 + 4 = 16; three
        # concealed pungs 1.
        ("11z333m55m444m888m", "", "E", "E", (16, 1)),
        # drdrdr + fe, East: 4 + 4 = 8; set of dragons 1.  fe alone: 4.  fs fw fe fn: 16, all
        # four flowers 1.  fs ys for South: 8, own flower and season 1.
        ("", "777z", "E", "S", (8, 1)),
        # s1s2s3 s1s2s3 b3b3b3 b4b4b4 B5 fn yn, North in the East round: 2 + 2 + 8 = 12; own
        # flower and own season 1.
        ("5s", "123p 123p 333s 444s", "N", "E", (12, 1)),
    ],
)
def test_kajongg_dmjl_losing_hands(hand, melds, seat, prevailing, expected):
    bonus = {"777z": "1f", "123p 123p 333s 444s": "4f4g"}.get(melds, "")
    assert pd(lose(hand, melds, seat, prevailing, bonus))[:2] == expected


@pytest.mark.parametrize(
    "bonus, seat, expected",
    [("1f", "E", (4, 0)), ("2f3f1f4f", "E", (16, 1)), ("2f2g", "S", (8, 1))],
)
def test_kajongg_dmjl_bonus_only(bonus, seat, expected):
    assert pd(lose("", "", seat, "E", bonus))[:2] == expected


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
        ("11123456789999m", "9m", "", "tsumo", "E", "E", (), "Nine Gates"),
        # c1c1c1 c3c4c5 c9c9c9 c6c7c8 C2C2 and s1s1s1 s2s3s4 s9s9s9 s6s7s8 S5S5 (all exposed
        # but the pair): 1112345678999 plus a 2 or a 5 of one suit.
        ("11122m", "1m", "345m 999m 678m", "ron", "E", "E", (), "Wriggling Snake"),
        ("55p", "5p", "111p 234p 999p 678p", "ron", "E", "E", (), "Wriggling Snake"),
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
