"""Space mahjong scoring, derived by hand from rules/riichi.md and seed 000 (no oracle exists).

Each case: concealed tiles before the win, the winning tile, declared melds (open unless
noted), and the derivation. Unless stated: seat South, round East (non-dealer), ron from the
seat before, default options (no chiitoitsu, open kokushi 3 han, rotated chuuren on).
Non-dealer ron pays 4x base, dealer ron 6x; base = fu x 2^(han+2); mangan base 2000.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_riichi_fixtures import names, score, situation

from game.core.variants import get_variant
from game.core.variants.riichi.scoring import RiichiRules, score_win

CASES: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    # --- seed 000's example hands -------------------------------------------------------
    # 912m 891p 567z(7z completes 56z) 11s + chii 124z: every group holds a terminal or an
    # honour (wrapped runs hold 1 and 9; honour runs count as honour groups), honours present,
    # not all terminals/honours (2m, 8p) -> Chanta, open 1 han. Honour runs: no yakuhai, no
    # fu. Fu 20 + 56z read closed 2 = 22 (or two-sided 20 + open pinfu shape 2) -> 30.
    # 1 han 30 fu: 240 x 4 = 960 -> 1000.
    ("seed chanta ron", dict(hand="912m891p11s56z", win="7z", melds=("124z",)),
     dict(han=1, fu=30, points=1000, has={"Chanta": 1})),
    # Same, tsumo: 20 + 2 tsumo + 2 -> 30; 1 han 30 fu tsumo: 500 + 300 + 300 = 1100.
    ("seed chanta tsumo", dict(hand="912m891p11s56z", win="7z", melds=("124z",), by="tsumo"),
     dict(han=1, fu=30, points=1100, has={"Chanta": 1})),
    # 99m 111p 11s 234z + pon 999p, ron 9m (shanpon): all tiles terminals/honours (234z is an
    # honour group) -> Honroutou 2, no chanta, no toitoi (234z is a run). Fu: 20 + 999m by
    # ron open terminal 4 + 111p closed terminal 8 + 999p open 4 = 36 -> 40. 640 x 4 -> 2600.
    ("seed honroutou ron 9m", dict(hand="99m111p11s234z", win="9m", melds=("999p",)),
     dict(han=2, fu=40, points=2600, has={"Honroutou": 2}, hasnt=("Chanta", "Toitoi"))),
    # The other side of the shanpon, 1s: the same 36 -> 40 fu, 2600.
    ("seed honroutou ron 1s", dict(hand="99m111p11s234z", win="1s", melds=("999p",)),
     dict(han=2, fu=40, points=2600, has={"Honroutou": 2})),
    # Tsumo 9m: 999m closed 8, 111p 8, 999p 4, tsumo 2: 20 + 22 = 42 -> 50 fu; only two
    # concealed pungs (no sanankou); open hand, no menzen tsumo. 2 han 50 fu: base 800,
    # dealer 1600 + 800 + 800 = 3200.
    ("seed honroutou tsumo", dict(hand="99m111p11s234z", win="9m", melds=("999p",),
                                  by="tsumo"),
     dict(han=2, fu=50, points=3200, has={"Honroutou": 2}, hasnt=("Sanankou",))),
    # 19m 19p 119s + chii 234z + chii 567z, ron 1z: kokushi with honour runs called = open
    # kokushi 3 han (option) + honroutou 2 = 5 han mangan, 30 fu flat: 8000.
    ("seed open kokushi", dict(hand="19m19p119s", win="1z", melds=("234z", "567z")),
     dict(han=5, fu=30, points=8000, has={"Open kokushi": 3, "Honroutou": 2},
          limit="mangan")),
    # analyze-examples.json: 19m19p19s3z + chii 124z + chii 567z, ron 1m, dealer East from
    # South: open kokushi 3 + honroutou 2 = 5 han 30 fu, dealer mangan 12000.
    ("analyze example", dict(hand="19m19p19s3z", win="1m", melds=("124z", "567z"), seat="E",
                             discarder="S"),
     dict(han=5, fu=30, points=12000, payments={"S": -12000, "E": 12000})),
    # --- open kokushi ------------------------------------------------------------------
    # Option 2 han: 2 + honroutou 2 = 4 han 30 fu: 1920 x 4 = 7680 -> 7700.
    ("open kokushi 2 han", dict(hand="19m19p119s", win="1z", melds=("234z", "567z"),
                                options={"open_kokushi_han": 2}),
     dict(han=4, fu=30, points=7700, has={"Open kokushi": 2})),
    # It adds like any yaku: tsumo on the last tile, haitei 1 -> 6 han haneman; tsumo
    # haneman non-dealer 6000 + 3000 + 3000 = 12000 (open: no menzen tsumo).
    ("open kokushi haitei", dict(hand="19m19p119s", win="1z", melds=("234z", "567z"),
                                 by="tsumo", flags=("haitei",)),
     dict(han=6, points=12000, has={"Haitei": 1}, hasnt=("Menzen tsumo",))),
    # And dora count: indicator 9m -> dora 1m, one 1m held: 6 han haneman ron 12000.
    ("open kokushi dora", dict(hand="19m19p119s", win="1z", melds=("234z", "567z"),
                               dora="9m"),
     dict(han=6, points=12000, has={"Dora": 1})),
    # Closed kokushi stays yakuman: 119m19p19s123456z waits on 7z only -> 1 yakuman 32000.
    ("closed kokushi", dict(hand="119m19p19s123456z", win="7z"),
     dict(yakuman=1, points=32000, has={"Kokushi": 1})),
    # 19m19p19s1234567z waits on all 13: double yakuman, 64000.
    ("closed kokushi 13-sided", dict(hand="19m19p19s1234567z", win="1m"),
     dict(yakuman=2, points=64000, has={"Kokushi 13-sided": 2})),
    # --- chiitoitsu ----------------------------------------------------------------------
    # 11m 33m 55p 77p 22s 99s 11z: no standard reading even with wraps (no 2m, 6p, 1s; 11z
    # alone) -> refused by default.
    ("chiitoitsu refused", dict(hand="1133m5577p2299s1z", win="1z"),
     dict(reason="chiitoitsu is not allowed in space")),
    # With the option: chiitoitsu 2 han 25 fu: 400 x 4 = 1600.
    ("chiitoitsu allowed", dict(hand="1133m5577p2299s1z", win="1z",
                                options={"seven_pairs": True}),
     dict(han=2, fu=25, points=1600, has={"Chiitoitsu": 2})),
    # --- chuuren -------------------------------------------------------------------------
    # Seed: 4445678912333p is the nine gates rotated (444 5678912 333); tsumo 4p, the
    # nine-sided wait -> junsei chuuren, double yakuman: 32000 + 16000 + 16000 = 64000.
    ("rotated junsei chuuren", dict(hand="4445678912333p", win="4p", by="tsumo"),
     dict(yakuman=2, points=64000, has={"Junsei chuuren": 2})),
    # Option off: no chuuren. Best reading 444 456 789 123 33p: menzen tsumo 1 + ittsuu 2 +
    # chinitsu 6 = 9 han baiman: 8000 + 4000 + 4000 = 16000.
    ("rotated chuuren refused", dict(hand="4445678912333p", win="4p", by="tsumo",
                                     options={"rotated_chuuren": False}),
     dict(han=9, points=16000, has={"Ittsuu": 2, "Chinitsu": 6}, limit="baiman")),
    # 1112345678899m + 9m: the gates plus 9m, but 8m was the extra tile before the win, so
    # not the nine-sided wait -> chuuren poutou 1 yakuman; tsumo 16000 + 8000 + 8000.
    ("chuuren single", dict(hand="1112345678899m", win="9m", by="tsumo"),
     dict(yakuman=1, points=32000, has={"Chuuren poutou": 1})),
    # Rotated, not pure: 4445678912233p + 3p: minus 3p the counts are 444 5678912 2 33, not
    # the gates -> chuuren poutou 1 yakuman, ron 32000.
    ("rotated chuuren single", dict(hand="4445678912233p", win="3p"),
     dict(yakuman=1, points=32000, has={"Chuuren poutou": 1})),
    # --- honour waits and pinfu with honour runs -----------------------------------------
    # 234m 456p 678s 55s + 12z (E-S adjacent winds: two-sided on W and N), ron 3z: all runs,
    # 55s not valued, two-sided -> Pinfu; 30 fu; 1 han 30 fu -> 1000. No yakuhai for 123z.
    ("pinfu adjacent winds ron", dict(hand="234m456p678s55s12z", win="3z"),
     dict(han=1, fu=30, points=1000, has={"Pinfu": 1}, hasnt=("Yakuhai (round wind)",))),
    # Tsumo 4z: pinfu + menzen tsumo 2 han 20 fu (pinfu tsumo adds no fu): 700 + 400 + 400.
    ("pinfu adjacent winds tsumo", dict(hand="234m456p678s55s12z", win="4z", by="tsumo"),
     dict(han=2, fu=20, points=1500, has={"Pinfu": 1, "Menzen tsumo": 1})),
    # 13z (E-W opposite winds) is a closed wait on 2z/4z: no pinfu, and nothing else ->
    # no yaku.
    ("opposite winds no yaku", dict(hand="234m456p678s55s13z", win="2z"),
     dict(reason="no yaku")),
    # With riichi: 1 han, 30 + closed wait 2 = 32 -> 40 fu: 320 x 4 = 1280 -> 1300.
    ("opposite winds riichi", dict(hand="234m456p678s55s13z", win="2z", flags=("riichi",)),
     dict(han=1, fu=40, points=1300, has={"Riichi": 1}, hasnt=("Pinfu",))),
    # 56z waits on 7z read either way: two-sided gives pinfu (1 han 30 fu, 1000), closed
    # gives no yaku; the best is pinfu.
    ("dragons read two-sided", dict(hand="234m456p678s55s56z", win="7z"),
     dict(han=1, fu=30, points=1000, has={"Pinfu": 1})),
    # Open honitsu: 111m closed 8 + pon 444m open 2 + 678m + 99m + 56z/7z. Two-sided read:
    # 20 + 10 = 30 fu; closed read: 32 -> 40 fu. Honitsu open 2 han: 40 fu pays 2600, 30 fu
    # 2000 -> closed read, 40 fu.
    ("dragons read closed", dict(hand="111678m99m56z", win="7z", melds=("444m",)),
     dict(han=2, fu=40, points=2600, has={"Honitsu": 2})),
    # Four winds 1234z with 234m 456p 678s, riichi, ron 1z: 11z pair + 234z run, single wait
    # 2 + round-wind pair 2 + closed ron 30 = 34 -> 40 fu; riichi 1 han -> 1300.
    ("four winds single wait", dict(hand="234m456p678s1234z", win="1z", flags=("riichi",)),
     dict(han=1, fu=40, points=1300, has={"Riichi": 1}, hasnt=("Pinfu",))),
    # Honour runs give no yakuhai and no fu: 123z with seat and round East, 567z dragons,
    # 234m 678s 55s, riichi, ron 8s (67s two-sided): riichi + pinfu, 2 han 30 fu, dealer:
    # 480 x 6 = 2880 -> 2900.
    ("honour runs no yakuhai", dict(hand="123z567z234m67s55s", win="8s", seat="E",
                                    flags=("riichi",)),
     dict(han=2, fu=30, points=2900, has={"Riichi": 1, "Pinfu": 1},
          hasnt=("Yakuhai (seat wind)", "Yakuhai (white dragon)"))),
    # A white-dragon pung does: 555z closed (8 fu, yakuhai 1) + 123z + 234m 67s 55s, ron 8s:
    # 30 + 8 = 38 -> 40 fu, 1 han -> 1300.
    ("honour pung yakuhai", dict(hand="555z123z234m67s55s", win="8s"),
     dict(han=1, fu=40, points=1300, has={"Yakuhai (white dragon)": 1}, hasnt=("Pinfu",))),
    # Two identical honour runs are iipeikou: 123z 123z 234m(34m + 2m two-sided) 567p 55s:
    # pinfu 1 + iipeikou 1 = 2 han 30 fu -> 2000.
    ("honour iipeikou", dict(hand="112233z34m567p55s", win="2m"),
     dict(han=2, fu=30, points=2000, has={"Iipeikou": 1, "Pinfu": 1})),
    # Honour runs make tsuuiisou: 123z 234z 555z 567z 66z, ron 7z -> yakuman 32000.
    ("honour runs tsuuiisou", dict(hand="123z234z5555z66z6z", win="7z"),
     dict(yakuman=1, points=32000, has={"Tsuuiisou": 1})),
    # Honitsu with a called wind run: chii 123z + 34p(2p two-sided) 567p 999p 55p: honitsu
    # open 2; 20 + 999p closed 8 = 28 -> 30 fu; 480 x 4 = 1920 -> 2000.
    ("honitsu with honour run", dict(hand="34p567p999p55p", win="2p", melds=("123z",)),
     dict(han=2, fu=30, points=2000, has={"Honitsu": 2})),
    # --- wrapped runs -------------------------------------------------------------------
    # Junchan: 912m 891p 12s(+3s, two-sided in Space) 999s 11p: all groups hold a terminal,
    # no honours -> junchan closed 3; fu 30 + 999s closed 8 = 38 -> 40; 1280 x 4 -> 5200.
    ("wrapped junchan", dict(hand="912m891p12s999s11p", win="3s"),
     dict(han=3, fu=40, points=5200, has={"Junchan": 3})),
    # Wrapped iipeikou: 891m 891m 23p(+4p) 567s 55p: pinfu + iipeikou 2 han 30 fu -> 2000.
    ("wrapped iipeikou", dict(hand="889911m23p567s55p", win="4p"),
     dict(han=2, fu=30, points=2000, has={"Iipeikou": 1, "Pinfu": 1})),
    # Wrapped sanshoku: 891m 891p 891s 23m(+4m) 55p: pinfu 1 + sanshoku 2 = 3 han 30 fu:
    # 960 x 4 = 3840 -> 3900.
    ("wrapped sanshoku", dict(hand="89123m891p891s55p", win="4m"),
     dict(han=3, fu=30, points=3900, has={"Sanshoku doujun": 2, "Pinfu": 1})),
    # Ittsuu stays 123-456-789: 456m 789m 912m is no ittsuu; riichi + pinfu (56m + 4m) ->
    # 2 han 30 fu, 2000.
    ("wrapped no ittsuu", dict(hand="56789912m234p55s", win="4m", flags=("riichi",)),
     dict(han=2, fu=30, points=2000, has={"Riichi": 1, "Pinfu": 1}, hasnt=("Ittsuu",))),
    # The real one: 123m 456m 789m: riichi + pinfu + ittsuu 2 = 4 han 30 fu: 7680 -> 7700.
    ("ittsuu", dict(hand="12356789m234p55s", win="4m", flags=("riichi",)),
     dict(han=4, fu=30, points=7700, has={"Ittsuu": 2})),
    # 12m waits on 3m and 9m, two-sided (no edge waits): ron 9m (912m) -> pinfu 1000.
    ("12 waits 9 two-sided", dict(hand="12m456p678s234s55p", win="9m"),
     dict(han=1, fu=30, points=1000, has={"Pinfu": 1})),
    # ... and ron 3m is two-sided too (in Riichi it is an edge wait, see the Riichi tests).
    ("12 waits 3 two-sided", dict(hand="12m456p678s234s55p", win="3m"),
     dict(han=1, fu=30, points=1000, has={"Pinfu": 1})),
    # 89m waits on 7m and 1m: ron 1m (891m) -> pinfu 1000.
    ("89 waits 1 two-sided", dict(hand="89m456p678s234s55p", win="1m"),
     dict(han=1, fu=30, points=1000, has={"Pinfu": 1})),
    # 9-2 is a closed wait on 1m: riichi 1 han, 30 + 2 = 32 -> 40 fu, 1300; no pinfu.
    ("92 closed wait", dict(hand="29m456p678s234s55p", win="1m", flags=("riichi",)),
     dict(han=1, fu=40, points=1300, hasnt=("Pinfu",))),
    # Double-wind pair 4 fu: seat and round East, 11z pair, 999s closed 8, riichi, ron 2m
    # (34m): 30 + 8 + 4 = 42 -> 50 fu; dealer 1 han 50 fu: 400 x 6 = 2400.
    ("double wind pair", dict(hand="34m456p678s999s11z", win="2m", seat="E",
                              flags=("riichi",)),
     dict(han=1, fu=50, points=2400)),
]


@pytest.mark.parametrize("case, request_, expect", CASES, ids=[c[0] for c in CASES])
def test_space_case(case: str, request_: dict[str, Any], expect: dict[str, Any]) -> None:
    kw = dict(request_)
    sheet = score("space", kw.pop("hand"), kw.pop("win"), **kw)
    if "reason" in expect:
        assert not sheet.valid and sheet.reason == expect["reason"], sheet.as_json()
        return
    assert sheet.valid, sheet.reason
    if "yakuman" in expect:
        assert sheet.total == {"yakuman": expect["yakuman"]}, sheet.as_json()
    else:
        assert sheet.total["han"] == expect["han"], sheet.as_json()
        if "fu" in expect:
            assert sheet.total["fu"] == expect["fu"], sheet.as_json()
    assert sheet.points == expect["points"], sheet.as_json()
    got = names(sheet)
    for name, value in expect.get("has", {}).items():
        assert got.get(name) == value, (name, sheet.as_json())
    for name in expect.get("hasnt", ()):
        assert name not in got, (name, sheet.as_json())
    if "limit" in expect:
        assert sheet.limit_name == expect["limit"]
    if "payments" in expect:
        assert sheet.payments == expect["payments"]


@pytest.mark.parametrize("case, request_, expect", CASES, ids=[c[0] for c in CASES])
def test_space_case_by_the_public_reading_path(case: str, request_: dict[str, Any],
                                               expect: dict[str, Any]) -> None:
    kw = dict(request_)
    v = get_variant("space")
    options = v.resolve(kw.pop("options", {}))
    s = situation(kw.pop("hand"), kw.pop("win"), **kw)
    grammar, rules = v.grammar(options), RiichiRules.from_options("space", options)
    fast, slow = score_win(s, grammar, rules).as_json(), score_win(s, grammar, rules,
                                                                   fast=False).as_json()
    for sheet in (fast, slow):
        sheet.pop("reading", None)
        sheet["fu_items"] = sorted(sheet.get("fu_items", []), key=str)
    assert fast == slow


def test_at_least_thirty_space_cases() -> None:
    assert len(CASES) >= 30
