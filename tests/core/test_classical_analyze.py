"""Classical `win` requests through the analyzer, end to end (ANALYZE.md's classical example)."""

from __future__ import annotations

from game import analysis

EXAMPLE = {
    "variant": "classical",
    "options": {},
    "hand": "12355m",
    "melds": [
        {"tiles": "789m", "open": True},
        {"tiles": "234s", "open": True},
        {"tiles": "123p", "open": True},
    ],
    "win": {"tile": "1m", "by": "ron", "flags": []},
    "seat_wind": "W",
    "round_wind": "N",
    "bonus": "3f3g",
}


def test_the_classical_example():
    # Mah Jong 20 + bonus 3f 3g 8 = 28; own flower and season 1 + no score hand 1 = 2 -> 112.
    # Payments for this hand alone: every other seat pays 112, East double.
    score = analysis.answer(EXAMPLE)["score"]
    assert score["valid"] is True
    assert score["total"] == {"points": 28, "doubles": 2}
    assert score["points"] == 112
    assert score["payments"] == {"E": -224, "S": -112, "W": 448, "N": -112}
    units = {e["unit"] for e in score["elements"]}
    assert units == {"points", "doubles"}


def test_a_limit_hand_and_a_refusal():
    # 222m 555p 888s 999s 33p all concealed, 3p drawn: Buried Treasure, the limit 1000.
    request = dict(EXAMPLE, hand="222m555p33p888999s", melds=[], bonus="",
                   win={"tile": "3p", "by": "tsumo", "flags": []}, seat_wind="S",
                   round_wind="E")
    score = analysis.answer(request)["score"]
    assert score["total"] == {"limit": 1} and score["points"] == 1000
    request = dict(request, hand="112m19p19s1234567z", win={"tile": "1m", "by": "ron"})
    score = analysis.answer(request)["score"]
    assert score["valid"] is False and score["reason"] == "not a winning shape"


def test_options_reach_the_scorer():
    # (555z)(666z)(777z) 678m 99s, ron 6m, limit 500: 32 x 2^5 = 1024 -> 500.
    request = dict(EXAMPLE, options={"limit": 500}, hand="678m99s", bonus="",
                   melds=[{"tiles": t, "open": True} for t in ("555z", "666z", "777z")],
                   win={"tile": "6m", "by": "ron", "flags": []}, seat_wind="E", round_wind="E")
    score = analysis.answer(request)["score"]
    assert score["total"] == {"points": 32, "doubles": 5} and score["points"] == 500
