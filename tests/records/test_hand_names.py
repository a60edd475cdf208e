"""The best hand's name, as Records, Statistics and the match result show it: the limit, else
the one biggest line of the sheet read with its unit ("1 double", not "1 doubles"), else,
when lines tie for biggest, the sheet's total (its doubles, where it counts them): no one of
three 1-faan lines names a hand.
Sheets come from the variants' own scorers."""

from __future__ import annotations

import sys
from pathlib import Path

from game.core.model.tiles import tile
from game.core.table.events import Won
from game.records.record import hand_name, sheet_of

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))
from test_classical_scoring import win as classical_win  # noqa: E402
from test_hkos_scoring import score as hkos_score  # noqa: E402


def both(sheet) -> tuple[str, str]:
    """The record's name (from the sheet as stored) and the match result's (from the win's
    own sheet)."""
    won = Won(0, "tsumo", tile("m", 1), None, (), (), sheet)
    return hand_name(sheet.as_json()), hand_name(sheet_of(won))


def test_three_one_faan_lines_are_named_by_their_total():
    sheet = hkos_score("567m234p12388s777z", "8s", by="tsumo")
    assert sorted(e.value for e in sheet.elements) == [1, 1, 1]  # self-draw, no bonus, dragon
    assert both(sheet) == ("3 faan", "3 faan")


def test_one_double_reads_as_one_double():
    sheet = classical_win("123m456p789s22s", "2s", melds="777z")
    assert both(sheet) == ("Set of dragons (Red) 1 double",) * 2


def test_tied_doubles_name_the_doubles():
    # the points follow the name wherever it is shown ("2 doubles · 128")
    sheet = classical_win("123m456p22s", "2s", melds="777z 555z")
    assert [e.value for e in sheet.elements if e.unit == "doubles"] == [1, 1]
    assert both(sheet) == ("2 doubles", "2 doubles")


def test_a_biggest_line_of_its_own_names_the_hand():
    # four pungs, two of them shown (2 faan) and a dragon pung (1): the 2 stands alone
    sheet = hkos_score("888s777z33s", "3s", melds=(("222m", True), ("555p", True)))
    top = max(sheet.elements, key=lambda e: e.value)
    assert [e.value for e in sheet.elements].count(top.value) == 1
    assert both(sheet) == (f"{top.name} 2 faan",) * 2


def test_a_replayed_win_says_its_total_and_points_before_its_biggest_line():
    """A tester read "Three ariths of the same difference 1.4 fan, 5" in an Ùzje replay as a
    hand of 1.4 fan (below the 2.5 minimum): the sentence gave the biggest line, then the
    points without their unit. It says the total and the points first."""
    from game.records.record import win_words

    tied = hkos_score("567m234p12388s777z", "8s", by="tsumo").as_json()
    assert win_words(tied) == f"3 faan, {tied['points']} points"  # the name is the total
    doubled = classical_win("123m456p22s", "2s", melds="777z 555z").as_json()
    assert win_words(doubled).endswith("2 doubles = 128 points")  # not "· 2 doubles" again
    one = classical_win("123m456p789s22s", "2s", melds="777z").as_json()
    words = win_words(one)
    assert words.startswith(f"{one['total']['points']} points, 1 double = {one['points']} points")
    assert words.endswith(" · Set of dragons (Red) 1 double")
    riichi = {"total": {"han": 3, "fu": 40}, "points": 5200,
              "elements": [{"name": "Riichi", "value": 1, "unit": "han"},
                           {"name": "Pinfu", "value": 1, "unit": "han"},
                           {"name": "Dora", "value": 2, "unit": "han"}]}
    assert win_words(riichi) == "3 han 40 fu, 5,200 points · Dora 2 han"


def test_dora_name_no_hand_where_a_yaku_does():
    """The match's end read "Best hand: Wren ... · Dora 2 han" for a Tanyao hand (a tester):
    dora add han but are no yaku, so the hand is named by its biggest yaku."""
    from game.analysis import answer
    from game.core.variants import VARIANTS
    from game.records.record import win_words

    sheet = answer({"variant": "riichi", "hand": "234567m234p666s55s",
                    "win": {"tile": "6s", "by": "ron"}, "dora_indicators": "4s"})["score"]
    assert {e["name"]: e["value"] for e in sheet["elements"]} == {"Tanyao": 1, "Dora": 2}
    for vid in ("riichi", "sanma", "space"):
        unnamed = VARIANTS[vid].bonus_elements
        assert {"Dora", "Ura dora", "Red fives"} <= unnamed
    unnamed = VARIANTS["riichi"].bonus_elements
    assert hand_name(sheet) == "Dora 2 han"  # the biggest line, dora or not
    assert hand_name(sheet, unnamed=unnamed) == "Tanyao 1 han"
    assert win_words(sheet, unnamed=unnamed).endswith(" · Tanyao 1 han")


def test_a_records_best_hand_is_named_by_its_yaku_not_its_dora():
    from game.analysis import answer
    from game.core.model.sheet import ScoreSheet
    from game.core.table.events import Scored
    from game.core.variants import VARIANTS
    from game.records import record

    js = answer({"variant": "riichi", "hand": "234567m234p666s55s",
                 "win": {"tile": "6s", "by": "ron"}, "dora_indicators": "4s"})["score"]
    sheet = ScoreSheet(True, total=js["total"], points=js["points"])
    from game.core.model.sheet import Element
    sheet.elements = [Element(e["name"], e["value"], e["unit"]) for e in js["elements"]]
    ts = VARIANTS["riichi"].tileset({})
    won = Won(0, "ron", ts.parse("6s")[0], 1, tuple(ts.parse("234567m234p666s55s")), (), sheet)
    events = [won, Scored((js["points"], -js["points"], 0, 0), (30000, 20000, 25000, 25000))]
    unnamed = record._unnamed("riichi")
    assert unnamed == VARIANTS["riichi"].bonus_elements
    best = record.summarize(events, 4, ts, unnamed)["best_hand"]
    assert best["name"] == "Tanyao 1 han"
