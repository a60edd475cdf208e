"""Riichi and Sanma score sheets by hand: names, limits, refusals, options and payments; and the
fast reading path agreeing with the public `shapes` API on random hands of all three variants.

Hands are the concealed tiles before the win plus the winning tile; seat South, round East
and ron from the seat before unless stated.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from test_riichi_fixtures import names, score, situation

from game.benchmarks.riichi_samples import random_win
from game.core.variants import get_variant
from game.core.variants.riichi.points import base_points, win_payments
from game.core.variants.riichi.scoring import RiichiRules, dora_of, score_win

EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "analyze-examples.json"


def test_analyze_example_sheet() -> None:
    # 234m 567m 234p 345s 55s, riichi, ron 5s (34s two-sided), dora indicator 4s -> 5s x3:
    # riichi 1 + pinfu 1 + tanyao 1 + dora 3 = 6 han 30 fu haneman: 12000 from West.
    sheet = score("riichi", "234567m234p3455s", "5s", flags=("riichi",), dora="4s", ura="1z",
                  discarder="W")
    out = sheet.as_json()
    assert out["elements"] == [
        {"name": "Riichi", "value": 1, "unit": "han"},
        {"name": "Pinfu", "value": 1, "unit": "han"},
        {"name": "Tanyao", "value": 1, "unit": "han"},
        {"name": "Dora", "value": 3, "unit": "han"},
    ]
    assert out["total"] == {"han": 6, "fu": 30}
    assert (out["points"], out["payments"], out["limit"]) == (12000, {"W": -12000, "S": 12000},
                                                              "haneman")
    assert out["fu_items"] == [{"name": "Base", "fu": 20}, {"name": "Closed ron", "fu": 10}]


def test_edge_wait_in_riichi() -> None:
    # 12m + 3m is an edge wait in Riichi (two-sided in Space): no pinfu, and nothing else.
    assert score("riichi", "12m456p678s234s55p", "3m").reason == "no yaku"
    # Riichi: 30 + edge 2 = 32 -> 40 fu, 1 han: 1300.
    sheet = score("riichi", "12m456p678s234s55p", "3m", flags=("riichi",))
    assert (sheet.total, sheet.points) == ({"han": 1, "fu": 40}, 1300)
    assert {"name": "Edge wait", "fu": 2} in sheet.detail["fu_items"]


def test_refusals_say_why() -> None:
    assert score("riichi", "123456789m1234p", "9p").reason == "not a winning shape"
    v = get_variant("riichi")
    s = situation("123456789m123p4p", "9s")
    bad = type(s)(s.hand[:-1] + (s.hand[0],), s.melds, s.win_tile, "ron")
    assert v.score(bad, v.resolve({})).reason == "the winning tile is not in the hand"


def test_stacked_and_double_yakuman() -> None:
    # 555z 666z 777z 11s + 22s, tsumo 2s: suuankou (tsumo on the shanpon) + daisangen = 2.
    sheet = score("riichi", "555666777z11s22s", "2s", by="tsumo")
    assert names(sheet) == {"Suuankou": 1, "Daisangen": 1}
    assert (sheet.total, sheet.limit_name, sheet.points) == ({"yakuman": 2},
                                                             "double yakuman", 64000)
    # Tenhou with kokushi on the 13-sided wait: 1 + 2 = triple; dealer tsumo 48000 x 3.
    sheet = score("riichi", "19m19p19s1234567z", "1m", by="tsumo", seat="E", flags=("tenhou",))
    assert names(sheet) == {"Tenhou": 1, "Kokushi 13-sided": 2}
    assert sheet.points == 144000 and sheet.limit_name == "triple yakuman"
    # Suuankou tanki and daisuushii are double.
    sheet = score("riichi", "111222333444z5z", "5z")
    assert names(sheet) == {"Suuankou tanki": 2, "Daisuushii": 2, "Tsuuiisou": 1}
    assert sheet.total == {"yakuman": 5}


def test_ryuuiisou_without_green_dragon() -> None:
    # 234s 234s 666s 888s 22s: all green without 6z; also the 6z form.
    assert names(score("riichi", "2233446668882s", "4s")) == {"Ryuuiisou": 1}
    assert names(score("riichi", "223344666s6z", "6z", melds=("888s",))) == {"Ryuuiisou": 1}


def test_kazoe_yakuman() -> None:
    # Closed chinitsu 6 + riichi 1 + ippatsu 1 + tsumo 1 + pinfu 1 + iipeikou 1 + ittsuu 2
    # = 13: kazoe yakuman, a single one: non-dealer tsumo 16000 + 8000 + 8000.
    sheet = score("riichi", "1122335678999p", "4p", by="tsumo", flags=("riichi", "ippatsu"))
    assert sheet.limit_name == "kazoe yakuman" and sheet.points == 32000
    assert sheet.total["han"] >= 13


def test_kiriage_option() -> None:
    # Riichi + tanyao + dora 2, 30 fu ron: 4 han 30 fu = 7700, with kiriage 8000.
    hand = dict(hand="234567m234p3455s", win="5s", flags=("riichi",), dora="4m")
    assert score("riichi", **hand).points == 7700  # type: ignore[arg-type]
    sheet = score("riichi", options={"kiriage": True}, **hand)  # type: ignore[arg-type]
    assert (sheet.points, sheet.limit_name) == (8000, "mangan")


def test_open_reductions_and_kuitan() -> None:
    # Open: 123m 456m (45m + 6m, two-sided) 999m 11z + chii 789m: ittsuu 1 + honitsu 2 open
    # = 3 han; 20 + 999m closed 8 + East pair (round wind) 2 = 30 fu: 960 x 4 -> 3900.
    sheet = score("riichi", "45m123m999m11z", "6m", melds=("789m",))
    assert names(sheet) == {"Ittsuu": 1, "Honitsu": 2}
    assert (sheet.total, sheet.points) == ({"han": 3, "fu": 30}, 3900)
    # Kuitan: open tanyao 1 han, 30 fu: 1000.
    sheet = score("riichi", "234m567p34s55s", "2s", melds=("678m",))
    assert names(sheet) == {"Tanyao": 1} and sheet.points == 1000


def test_double_wind_pair_and_yakuhai() -> None:
    # Dealer East round East, 11z pair: 4 fu. 234m 456p 678s 999s + 34m... riichi, ron 2m:
    # 30 + 999s closed 8 + 4 = 42 -> 50 fu; 1 han dealer: 2400.
    sheet = score("riichi", "34m456p678s999s11z", "2m", seat="E", flags=("riichi",))
    assert sheet.total == {"han": 1, "fu": 50} and sheet.points == 2400
    assert {"name": "Double wind pair", "fu": 4} in sheet.detail["fu_items"]
    # A pung of the seat and round wind is two yakuhai.
    sheet = score("riichi", "111z456p2m", "2m", melds=("234m", "678s"), seat="E")
    assert names(sheet) == {"Yakuhai (seat wind)": 1, "Yakuhai (round wind)": 1}


def test_dora_kinds_are_separate() -> None:
    # 234m 067m 234p 45s+3s 77s, riichi tsumo pinfu tanyao; dora 4m -> 5m (the red one:
    # dora 1 + red five 1); kan dora 1p -> 2p: 1; ura 3s -> 4s: 1; kan ura 7p -> 8p: none.
    sheet = score("riichi", "234067m234p4577s", "3s", by="tsumo", flags=("riichi",),
                  dora="4m1p", ura="3s7p")
    got = names(sheet)
    assert got["Dora"] == 1 and got["Kan dora"] == 1 and got["Red fives"] == 1
    assert got["Ura dora"] == 1 and "Kan ura dora" not in got


def test_dora_indicator_order() -> None:
    assert [dora_of(i) for i in (0, 8, 26, 27, 30, 31, 33)] == [1, 0, 18, 28, 27, 32, 31]
    assert dora_of(0, man_wrap=True) == 8 and dora_of(8, man_wrap=True) == 0


def test_sanma_north_is_never_yakuhai_and_counts_as_nukidora() -> None:
    # Seat West: 444z is no yakuhai (no North seat, never a round wind's value either).
    assert score("sanma", "123p456s789s1p", "1p", melds=("444z",), seat="W").reason == "no yaku"
    # Riichi, two Norths extracted, indicator 3z (dora North): nukidora 2 + dora 2.
    sheet = score("sanma", "123p456s789s11p22z", "2z", flags=("riichi",), north=2, dora="3z")
    got = names(sheet)
    assert got["Nukidora"] == 2 and got["Dora"] == 2 and got["Yakuhai (seat wind)"] == 1


def test_sanma_dora_wraps_1m_9m() -> None:
    # 11m pair, riichi, indicator 9m -> dora 1m: two dora.
    sheet = score("sanma", "1m123p456s789s999p", "1m", flags=("riichi",), dora="9m")
    assert names(sheet)["Dora"] == 2


def test_sanma_tsumo_loss_and_split() -> None:
    # Non-dealer tsumo mangan: dealer 4000 + South/West 2000; North's 2000 is lost.
    assert win_payments(2000, "S", True, players=3) == {"E": -4000, "W": -2000, "S": 6000}
    # Split: the missing 2000 shared, 1000 more each.
    assert win_payments(2000, "S", True, players=3, tsumo_loss=False) == {
        "E": -5000, "W": -3000, "S": 8000}
    # Dealer tsumo mangan: 4000 from each of two; split: the missing 4000 adds 2000 each.
    assert win_payments(2000, "E", True, players=3) == {"S": -4000, "W": -4000, "E": 8000}
    assert win_payments(2000, "E", True, players=3, tsumo_loss=False) == {
        "S": -6000, "W": -6000, "E": 12000}
    # Through the sheet: menzen tsumo + seat wind, 2 han 40 fu (20 + 222z closed 8 + 99s... )
    # pays more with the split.
    hand = dict(hand="123p456s789s11p22z", win="2z", by="tsumo", seat="S")
    on = score("sanma", **hand)  # type: ignore[arg-type]
    off = score("sanma", options={"tsumo_loss": False}, **hand)  # type: ignore[arg-type]
    assert sum(v for v in on.payments.values() if v < 0) == -on.points
    assert off.points > on.points


@pytest.mark.parametrize("han, fu, expected", [
    (1, 30, (240, "")), (3, 60, (1920, "")), (4, 30, (1920, "")), (4, 40, (2000, "mangan")),
    (5, 20, (2000, "mangan")), (6, 30, (3000, "haneman")), (8, 30, (4000, "baiman")),
    (11, 30, (6000, "sanbaiman")), (13, 30, (8000, "kazoe yakuman")),
])
def test_base_points(han: int, fu: int, expected: tuple[int, str]) -> None:
    assert base_points(han, fu) == expected


def test_payments_4p() -> None:
    # 30 fu 1 han: non-dealer tsumo 300/500, dealer tsumo 500 all; ron 1000 / 1500.
    assert win_payments(240, "S", True) == {"E": -500, "W": -300, "N": -300, "S": 1100}
    assert win_payments(240, "E", True) == {"S": -500, "W": -500, "N": -500, "E": 1500}
    assert win_payments(240, "S", False, "N") == {"N": -1000, "S": 1000}
    assert win_payments(240, "E", False) == {"N": -1500, "E": 1500}


@pytest.mark.parametrize("variant, sanma", [("riichi", False), ("sanma", True),
                                            ("space", False)])
def test_fast_path_matches_public_readings(variant: str, sanma: bool) -> None:
    v = get_variant(variant)
    options = v.resolve({})
    grammar = v.grammar(options)
    rules = RiichiRules.from_options(variant, options)
    rng = random.Random(5)
    for _ in range(400):
        s = random_win(rng, sanma)
        fast = score_win(s, grammar, rules).as_json()
        slow = score_win(s, grammar, rules, fast=False).as_json()
        for sheet in (fast, slow):
            sheet.pop("reading", None)
            sheet["fu_items"] = sorted(sheet.get("fu_items", []), key=str)
        assert fast == slow


def _analyze(request: object) -> dict:
    done = subprocess.run([sys.executable, "-m", "game", "analyze"], input=json.dumps(request),
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_analyze_answers_the_riichi_and_space_examples() -> None:
    examples = [e for e in json.loads(EXAMPLES.read_text())
                if e["request"]["variant"] in ("riichi", "sanma", "space")
                and "win" in e["request"]]
    assert examples
    answers = _analyze([e["request"] for e in examples])
    for example, answer in zip(examples, answers, strict=True):
        for key, value in example["answer"]["score"].items():
            assert answer["score"][key] == value, (key, answer)


def test_nukidora_only_in_sanma() -> None:
    # 4-player Riichi has no North extraction: a stray count is ignored.
    sheet = score("riichi", "234567m234p3455s", "5s", flags=("riichi",), north=2)
    assert "Nukidora" not in names(sheet) and sheet.total == {"han": 3, "fu": 30}


def test_sheet_lists_yaku_in_the_usual_order_then_dora() -> None:
    # Riichi, tsumo on the last tile: 123m 789s 222z (seat South) 777z 99p. The situational
    # yaku stand around the hand's own (riichi, menzen tsumo ... haitei), yakuhai seat wind
    # before dragons, chanta after; dora last.
    sheet = score("riichi", "123m789s222z777z9p", "9p", by="tsumo", seat="S",
                  flags=("riichi", "haitei"), dora="8p")
    assert [e.name for e in sheet.elements] == [
        "Riichi", "Menzen tsumo", "Yakuhai (seat wind)", "Yakuhai (red dragon)", "Haitei",
        "Chanta", "Dora"]


@pytest.mark.parametrize("variant, sanma", [("riichi", False), ("sanma", True),
                                            ("space", False)])
def test_yaku_lines_follow_the_sheet_order(variant: str, sanma: bool) -> None:
    from game.core.variants.riichi.yaku import ORDER

    v = get_variant(variant)
    options = v.resolve({})
    rng = random.Random(11)
    seen = set()
    for _ in range(1500):
        sheet = v.score(random_win(rng, sanma), options)
        yaku = [e.name for e in sheet.elements if e.unit == "han" and e.name in ORDER]
        assert yaku == sorted(yaku, key=ORDER.__getitem__), yaku
        assert all(e.name in ORDER for e in sheet.elements[:len(yaku)])  # dora come last
        seen.update(yaku)
    assert len(seen) >= 20  # the sample reaches most yaku
