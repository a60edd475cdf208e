"""A record keeps every event of its match readably: read back, the events fold into each
seat's view exactly as the engine shows it, in every variant; its summary says how the
match went."""

from __future__ import annotations

import json

import pytest
from records_helpers import players, record

from game.ai.baseline import BaselineAI
from game.core.engine import Game
from game.core.table.events import HandStarted, MatchEnded, Scored, Won, events_for
from game.core.table.state import Phase
from game.core.table.view_fold import ViewFold
from game.core.variants import VARIANTS
from game.records.events_json import event_from_json, events_from_json, events_json
from game.records.record import FINISHED, LEFT, Recorder, brief, record_events, replay_events


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_events_read_back_fold_into_every_seats_view(variant):
    game = Game(variant, None, 11)
    ai = BaselineAI(variant, game.options)
    n = game.rules.players
    folds = [ViewFold(s, n, game.rules.start_points, game.rules, game.tileset, game.grammar)
             for s in range(n)]
    hands = 0
    while hands < 3 and game.phase != Phase.MATCH_END:
        seat = game.waiting_on()[0]
        events = game.apply(ai.choose(game.view(seat), game.legal_actions(seat)))
        text = json.dumps(events_json(events, game.tileset))
        back = events_from_json(json.loads(text), game.tileset)
        assert [type(e) for e in back] == [type(e) for e in events]
        assert [e for e in back if not isinstance(e, Won)] == [
            e for e in events if not isinstance(e, Won)]
        for s in range(n):
            for e in events_for(back, s):
                folds[s].apply(e)
            assert folds[s].view() == game.view(s)
        hands += sum(isinstance(e, HandStarted) for e in events)


def test_a_win_keeps_its_score_sheet_as_json():
    doc = record("riichi", 7)
    _, events = record_events(doc)
    wins = [e for e in events if isinstance(e, Won)]
    assert wins and all(w.sheet["valid"] and w.sheet["points"] > 0 for w in wins)
    assert all(isinstance(w.sheet["elements"], list) for w in wins)


def test_every_classical_hand_keeps_its_lines_and_they_add_up():
    """A Classical loser's hand is scored only in the settlement: its lines travel with it
    (the result shows them) and, read back from the record, add up to its points and
    doubles."""
    doc = record("classical", 7)
    _, events = record_events(doc)
    values = [v for e in events if isinstance(e, Scored) for v in e.settlement.hand_values]
    assert len(values) >= 8
    for v in values:
        if v.limit:
            continue
        assert sum(el.value for el in v.lines if el.unit == "points") == v.points, v
        assert sum(el.value for el in v.lines if el.unit == "doubles") == v.doubles, v
    assert any(v.lines and v.points for v in values)


def test_an_unknown_event_is_refused():
    game = Game("riichi")
    with pytest.raises(ValueError):
        event_from_json({"e": "Exploded", "seat": 0}, game.tileset)
    with pytest.raises(ValueError):
        event_from_json({"e": "Discarded", "seat": 0, "tile": "5x"}, game.tileset)


def test_the_summary_agrees_with_the_events():
    doc = record("riichi", 7)
    _, events = record_events(doc)
    summary = doc["summary"]
    end = next(e for e in events if isinstance(e, MatchEnded))
    scored = [e for e in events if isinstance(e, Scored)]
    assert doc["status"] == FINISHED
    assert summary["scores"] == list(end.scores) and summary["ranks"] == list(end.ranks)
    assert summary["hands"] == sum(isinstance(e, HandStarted) for e in events)
    assert summary["curve"][1:] == [list(e.scores) for e in scored]
    wins = [e for e in events if isinstance(e, Won)]
    seats = summary["seats"]
    assert sum(s["wins"] for s in seats) == len(wins)
    assert sum(s["deal_ins"] for s in seats) == sum(w.from_seat is not None for w in wins)
    best = max(wins, key=lambda w: w.sheet["points"])
    assert summary["best_hand"]["points"] == best.sheet["points"]
    listed = brief(doc, "x.json")
    assert listed["ranks"] == list(end.ranks) and listed["players"][0] == "You"


def test_the_actions_replay_to_the_same_events():
    doc = record("sanma", 2)
    _, events = record_events(doc)
    replayed = replay_events({"variant": doc["variant"], "options": doc["options"],
                              "seed": doc["seed"], "actions": doc["actions"]})
    assert [e for e in replayed if not isinstance(e, Won)] == [
        e for e in events if not isinstance(e, Won)]


def test_a_resumed_match_records_from_its_first_event():
    game = Game("riichi", None, 4)
    ai = BaselineAI("riichi", game.options)
    rec = Recorder(game, players(4), 0)
    for _ in range(80):
        seat = game.waiting_on()[0]
        rec.add(game.apply(ai.choose(game.view(seat), game.legal_actions(seat))))
    again = Game.from_log(game.to_log())
    resumed = Recorder.resumed(again, players(4), 0, rec.record, rec.started)
    for _ in range(40):
        seat = again.waiting_on()[0]
        events = again.apply(ai.choose(again.view(seat), again.legal_actions(seat)))
        resumed.add(events)
        rec.add(events)
    doc, whole = resumed.document(), rec.document()
    assert doc["status"] == LEFT and doc["id"] == rec.record
    assert doc["events"] == whole["events"] and doc["steps"] == whole["steps"]
    assert doc["actions"] == again.to_log()["actions"] and len(doc["actions"]) == 120


def test_an_export_after_the_checked_load_reads_the_events_once(tmp_path, monkeypatch):
    # Opening or exporting a record loads it (its events read and checked), then reads the
    # same events again: half of an export's time went to reading them twice.
    from game.records import record as record_module
    from game.records.formats import convert
    from game.records.shelf import Shelf
    from game.store import Store

    shelf = Shelf(Store(tmp_path / "config", tmp_path / "data", tmp_path / "log"))
    doc = {**record("riichi", 2), "id": "r"}
    assert shelf.save(doc)
    reads = []
    real = record_module.events_from_json
    monkeypatch.setattr(record_module, "events_from_json",
                        lambda data, tileset: reads.append(1) or real(data, tileset))
    doc = shelf.load(shelf.file_of(doc))
    first = convert(doc, "tenhou6")
    assert len(reads) == 1
    assert convert(doc, "mjai") and len(reads) == 1
    # another document with the same content is read anew, and gives the same export
    assert convert(shelf.load(shelf.file_of(doc)), "tenhou6") == first and len(reads) == 2


def test_a_record_whose_events_grew_is_read_again():
    doc = record("riichi", 2)
    _, events = record_events(doc)
    events.clear()  # the caller's copy: what the next reader gets is unchanged
    whole = len(record_events(doc)[1])
    assert whole > 0
    doc["events"] = doc["events"][: whole // 2]  # a new list: read anew, not the last one
    assert 0 < len(record_events(doc)[1]) < whole
    doc["events"].append(record("riichi", 2)["events"][whole // 2])  # grown in place
    assert len(record_events(doc)[1]) == whole // 2 + 1
