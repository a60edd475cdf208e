"""Riichi-family settlement: honba, riichi sticks to the winner nearest the dealer, pao for
daisangen and daisuushii, and noten payments at an exhaustive draw (rules/riichi.md)."""

from __future__ import annotations

from fractions import Fraction

from test_riichi_fixtures import score

from game.core.variants.riichi.settlement import (
    Win,
    honba_payments,
    is_pao_hand,
    nearest_to_dealer,
    noten_payments,
    pao_payments,
    pao_share,
    settle,
)


def test_honba() -> None:
    # 300 per counter from the discarder on ron; 100 from each payer on tsumo.
    assert honba_payments("S", False, 2, "W") == {"W": -600, "S": 600}
    assert honba_payments("S", True, 2) == {"E": -200, "W": -200, "N": -200, "S": 600}
    # Sanma: two payers, 100 each.
    assert honba_payments("S", True, 1, players=3) == {"E": -100, "W": -100, "S": 200}
    assert honba_payments("S", False, 0, "W") == {}


def test_sticks_and_honba_to_the_winner_nearest_the_dealer() -> None:
    # Counting in turn order from the dealer: East first, then South, West, North.
    assert nearest_to_dealer(["N", "S"]) == "S"
    assert nearest_to_dealer(["W", "E"]) == "E"
    # Double ron on West's discard by South (1000) and North (2000), 1 honba, 2 sticks:
    # South (nearer the dealer) takes the 300 and the 2000 in sticks.
    wins = [Win("N", {"W": -2000, "N": 2000}), Win("S", {"W": -1000, "S": 1000})]
    assert settle(wins, tsumo=False, honba=1, sticks=2, discarder="W") == {
        "W": -3300, "N": 2000, "S": 1000 + 300 + 2000}


def test_settle_tsumo() -> None:
    sheet = score("riichi", "234567m234p3455s", "5s", by="tsumo", flags=("riichi",))
    # Riichi menzen tsumo pinfu tanyao: 4 han 20 fu, 1300-2600; 2 honba, 1 stick.
    assert sheet.payments == {"E": -2600, "W": -1300, "N": -1300, "S": 5200}
    assert settle([Win("S", sheet.payments)], tsumo=True, honba=2, sticks=1) == {
        "E": -2800, "W": -1500, "N": -1500, "S": 5200 + 600 + 1000}


def test_pao_on_tsumo_the_liable_player_pays_everything() -> None:
    # Daisangen by South, tsumo; West fed the third dragon pung.
    sheet = score("riichi", "666777z234p1s", "1s", melds=("555z",), by="tsumo")
    assert [e.name for e in sheet.elements] == ["Daisangen"] and sheet.points == 32000
    assert is_pao_hand(e.name for e in sheet.elements)
    assert pao_payments(sheet.payments, "S", "W", tsumo=True, honba=1) == {"W": -32300,
                                                                        "S": 32300}
    assert settle([Win("S", sheet.payments, liable="W")], tsumo=True, honba=1, sticks=1) == {
        "W": -32300, "S": 33300}


def test_pao_on_ron_split_and_the_discarder_pays_the_honba() -> None:
    # Daisangen 32000 by ron from North, West liable: 16000 each, North pays 2 x 300 honba.
    payments = {"N": -32000, "S": 32000}
    assert pao_payments(payments, "S", "W", tsumo=False, honba=2, discarder="N") == {
        "W": -16000, "N": -16600, "S": 32600}
    # The liable player dealing in pays it all.
    assert pao_payments(payments, "S", "N", tsumo=False, honba=1, discarder="N") == {
        "N": -32300, "S": 32300}


def test_noten_payments() -> None:
    assert noten_payments(["E"]) == {"S": -1000, "W": -1000, "N": -1000, "E": 3000}
    assert noten_payments(["E", "W"]) == {"S": -1500, "N": -1500, "E": 1500, "W": 1500}
    assert noten_payments(["E", "S", "W"]) == {"N": -3000, "E": 1000, "S": 1000, "W": 1000}
    assert noten_payments([]) == {} and noten_payments(["E", "S", "W", "N"]) == {}
    # Sanma keeps 3000 in total.
    assert noten_payments(["S"], players=3) == {"E": -1500, "W": -1500, "S": 3000}
    assert noten_payments(["S", "W"], players=3) == {"E": -3000, "S": 1500, "W": 1500}


def test_pao_covers_only_the_yakuman_fed() -> None:
    # Daisangen with tsuuiisou by South (64000); West fed the third dragon pung. West
    # answers for the daisangen alone: the tsuuiisou is paid as any win is.
    sheet = score("riichi", "666777z222z1z", "1z", melds=("555z",), by="tsumo")
    assert sorted(e.name for e in sheet.elements) == ["Daisangen", "Tsuuiisou"]
    share = pao_share(sheet.elements)
    assert share == Fraction(1, 2)
    # Tsumo: West pays the daisangen's 32000 and its own share of the tsuuiisou's
    # 8000-16000; the dealer 16000 and North 8000; West pays the honba.
    assert pao_payments(sheet.payments, "S", "W", tsumo=True, honba=1, share=share) == {
        "W": -32000 - 8000 - 300, "E": -16000, "N": -8000, "S": 64300}
    # Ron from North: the daisangen split 16000 each, the tsuuiisou's 32000 from North.
    ron = score("riichi", "666777z222z1z", "1z", melds=("555z",), discarder="N")
    assert pao_payments(ron.payments, "S", "W", tsumo=False, discarder="N",
                        share=pao_share(ron.elements)) == {
        "W": -16000, "N": -16000 - 32000, "S": 64000}
    assert pao_share(score("riichi", "666777z234p1s", "1s", melds=("555z",)).elements) == 1
