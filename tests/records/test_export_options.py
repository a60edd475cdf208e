"""Hands that end by rules only some options play: nagashi mangan and three rons aborting,
as the tenhou.net/6 and mjai exports write them."""

from __future__ import annotations

from records_helpers import document_of

from game.core.table.actions import Ron
from game.records import mjai, tenhou6
from tests.core.scenario import discard, setup
from tests.core.test_riichi_option_play import (
    THREE_WAIT,
    _exhaustive,
    _major_draws_for_south,
)


def test_nagashi_mangan_is_written_with_its_payments():
    game, events = _exhaustive({"nagashi_mangan": True}, draws=_major_draws_for_south())
    doc = document_of(game, events)
    result = tenhou6.export(doc)["log"][0][-1]
    assert result[0] == "流し満貫" and result[1][1] == 8000


def test_three_rons_aborting_the_hand_are_written_as_such():
    game, start = setup("riichi", THREE_WAIT, draws="9m", options={"multiple_ron": "double"})
    events = list(start) + discard(game, "3s")
    for seat in (1, 2, 3):
        events += game.apply(Ron(seat))
    doc = document_of(game, events)
    assert tenhou6.export(doc)["log"][0][-1] == ["三家和了"]
    ryukyoku = [m for m in mjai.export_events(doc) if m["type"] == "ryukyoku"]
    assert ryukyoku[0]["reason"] == "sanchaho"


def test_the_rule_line_follows_kuitan_and_the_red_five_options():
    game, events = _exhaustive({"kuitan": False, "red_fives": 2, "red_suits": "ps"})
    rule = tenhou6.export(document_of(game, events))["rule"]
    assert rule["disp"] == "般南赤"  # no 喰: tanyao only closed
    assert (rule["aka51"], rule["aka52"], rule["aka53"]) == (0, 2, 2)
    game, events = _exhaustive({"red_fives": 0})
    rule = tenhou6.export(document_of(game, events))["rule"]
    assert rule == {"disp": "般南喰", "aka": 0}
