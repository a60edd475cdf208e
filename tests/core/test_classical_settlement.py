"""Classical settlement worked through: a winner and three losers, East winning and losing,
with and without a cannon (seed 004: M 90-96, 107-111)."""

from __future__ import annotations

import pytest

from game.core.model.melds import Meld, MeldKind
from game.core.model.tiles import MPSZ
from game.core.variants.chinese.classical_settlement import (
    dangerous_exposure,
    hand_payments,
    payments,
    settle,
)


def test_south_wins_east_loses():
    # South wins 112; losers East 50, West 20, North 0.
    # To the winner: East 112 x 2 = 224, West 112, North 112 -> South +448.
    # Differences: West pays East 30 x 2 = 60; North pays East 50 x 2 = 100; North pays West 20.
    # East -224 + 60 + 100 = -64; West -112 - 60 + 20 = -152; North -112 - 100 - 20 = -232.
    net = settle({"E": 50, "S": 112, "W": 20, "N": 0}, "S")
    assert net == {"E": -64, "S": 448, "W": -152, "N": -232}
    assert sum(net.values()) == 0


def test_east_wins():
    # East wins 112; losers South 50, West 20, North 0.
    # To the winner: each pays 224 -> East +672.
    # Differences (no East among them): West pays South 30, North pays South 50, North pays
    # West 20. South -224 + 80 = -144; West -224 - 30 + 20 = -234; North -224 - 70 = -294.
    net = settle({"E": 112, "S": 50, "W": 20, "N": 0}, "E")
    assert net == {"E": 672, "S": -144, "W": -234, "N": -294}


def test_equal_losers_pay_no_difference():
    # South wins 40; the losers all score 8: only the payments to the winner.
    net = settle({"E": 8, "S": 40, "W": 8, "N": 8}, "S")
    assert net == {"E": -80, "S": 160, "W": -40, "N": -40}


def test_cannon_pays_the_winner_for_everybody():
    # As test_south_wins_east_loses, North let off a cannon: North pays the winner East's 224,
    # West's 112 and its own 112 = 448; the losers' differences stand.
    # East +60 + 100 = +160; West -60 + 20 = -40; North -448 - 100 - 20 = -568.
    net = settle({"E": 50, "S": 112, "W": 20, "N": 0}, "S", cannon="N")
    assert net == {"E": 160, "S": 448, "W": -40, "N": -568}
    assert sum(net.values()) == 0
    notes = [p for p in payments({"E": 50, "S": 112, "W": 20, "N": 0}, "S", cannon="N")
             if p.payee == "S"]
    assert {p.payer for p in notes} == {"N"} and sum(p.amount for p in notes) == 448


def test_cannon_pays_all_debts_option():
    # Option cannon_pays "all": North also pays West's debt of 60 to East.
    # East +160; West +20; North -568 - 60 = -628.
    net = settle({"E": 50, "S": 112, "W": 20, "N": 0}, "S", cannon="N", cannon_pays="all")
    assert net == {"E": 160, "S": 448, "W": 20, "N": -628}


def test_east_lets_off_a_cannon():
    # West wins 100; East discarded dangerously: East pays 200 (its own, doubled) + 100 (South)
    # + 100 (North) = 400. Losers East 10, South 30, North 0: East pays South 20 x 2 = 40;
    # North pays East 10 x 2 = 20; North pays South 30.
    # East -400 - 40 + 20 = -420; South +40 + 30 = +70; North -20 - 30 = -50.
    net = settle({"E": 10, "S": 30, "W": 100, "N": 0}, "W", cannon="E")
    assert net == {"E": -420, "S": 70, "W": 400, "N": -50}
    assert sum(net.values()) == 0


def test_east_wins_on_a_cannon():
    # East wins 200, South let off the cannon: South pays 3 x 400 = 1200. Losers 0, 0, 0.
    net = settle({"E": 200, "S": 0, "W": 0, "N": 0}, "E", cannon="S")
    assert net == {"E": 1200, "S": -1200, "W": 0, "N": 0}


def test_wash_out_pays_nothing_and_errors():
    assert settle({"E": 10, "S": 20, "W": 0, "N": 0}, None) == dict.fromkeys("ESWN", 0)
    with pytest.raises(ValueError):
        settle({"E": 10, "S": 20, "W": 0, "N": 0}, "S", cannon="S")


def test_hand_payments_for_the_analyzer():
    # The analyzer's classical example: West wins 112: East pays 224, South and North 112.
    assert hand_payments("W", 112) == {"E": -224, "S": -112, "W": 448, "N": -112}


def _melds(text: str) -> list[Meld]:
    out = []
    for token in text.split():
        tiles = tuple(MPSZ.parse(token))
        kind = MeldKind.PUNG if len(set(tiles)) == 1 else MeldKind.CHOW
        out.append(Meld(kind, tiles, open=True, suit=tiles[0].suit))
    return out


@pytest.mark.parametrize(
    "exposed, dangerous",
    [
        ("123s 555s 789s", True),  # three exposed sets of bamboo
        ("123s 555s 777z", True),  # one suit and honours
        ("111z 555z 777z", True),  # three sets of honours
        ("123s 555s", False),  # only two sets
        ("123s 555p 777z", False),  # two suits
        ("123s 555s 789s 234m", False),  # four sets in two suits: no one-suit hand possible
    ],
)
def test_dangerous_exposure(exposed, dangerous):
    assert dangerous_exposure(_melds(exposed)) is dangerous


def test_variant_hooks_for_the_engine():
    # The engine asks the variant: the cannon option comes from the game's options.
    from game.core.variants.chinese.classical import CLASSICAL

    scores = {"E": 50, "S": 112, "W": 20, "N": 0}
    assert CLASSICAL.settle(scores, "S", "N", {}) == {"E": 160, "S": 448, "W": -40, "N": -568}
    assert CLASSICAL.settle(scores, "S", "N", {"cannon_pays": "all"})["N"] == -628
    # A loser's hand through the variant: 777z 11z for South in the East round: 8 + 2, one
    # double for the dragons -> 20.
    sheet = CLASSICAL.score_loser(MPSZ.parse("777z11z258m"), [], "S", "E", [], {})
    assert (sheet.total, sheet.points) == ({"points": 10, "doubles": 1}, 20)
