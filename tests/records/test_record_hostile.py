"""Hostile and damaged records and records indexes: well-formed JSON of the wrong shapes (a list
for the summary, a seat as text, a score sheet that is not one) or events that do not add up
(a seat the match has not got, a discard of a tile never dealt) is set aside whole with a
notice like any damaged file, never read half-way into the Records list, a replay or an
export."""

from __future__ import annotations

import json
import sys

import pytest
from records_helpers import record

from game.commands import export as export_cmd
from game.records.shelf import INDEX, Shelf
from game.store import Store


def first(doc: dict, name: str) -> dict:
    return next(e for e in doc["events"] if e["e"] == name)


def _retype(doc: dict, kind: type, to) -> None:
    for e in doc["events"][:40]:
        for k, v in list(e.items()):
            if isinstance(v, kind) and not isinstance(v, bool):
                e[k] = to(v)


# Each turns a good record into one a hostile tester (or a bad disk) could leave.
SPOILS = {
    "a list for the summary": lambda d: d.__setitem__("summary", [1, 2]),
    "ranks as a number": lambda d: d["summary"].__setitem__("ranks", 5),
    "a text best hand": lambda d: d["summary"].__setitem__("best_hand", "mangan"),
    "seats as text": lambda d: _retype(d, int, str),
    "tile lists as numbers": lambda d: _retype(d, list, len),
    "a settlement as a list": lambda d: first(d, "Scored").__setitem__("settlement", []),
    "a payer as text": lambda d: first(d, "Scored")["settlement"]["payments"][0]
    .__setitem__("payer", "0"),
    "a score sheet as a list": lambda d: first(d, "Won").__setitem__("sheet", [1]),
    "sheet elements as numbers": lambda d: first(d, "Won")["sheet"].__setitem__("elements",
                                                                                [1, 2]),
    "sheet payments as text": lambda d: first(d, "Won")["sheet"].__setitem__("payments",
                                                                             {"E": "x"}),
    "a meld's source as text": lambda d: first(d, "Called")["meld"].__setitem__("source", "x"),
    "final scores as text": lambda d: first(d, "MatchEnded").__setitem__("extra",
                                                                         {"final": "x"}),
    "a seat the match has not got": lambda d: first(d, "Discarded").__setitem__("seat", 9),
    "scores for three of four seats": lambda d: first(d, "Scored").__setitem__(
        "scores", first(d, "Scored")["scores"][:3]),
    # the player's seat a fifth one stopped the replay (a tester); names for three seats
    "the player in a seat the match has not got": lambda d: d.__setitem__("me", 4),
    "names for three of four seats": lambda d: d.__setitem__("players", d["players"][:3]),
    "a deal left out": lambda d: d["events"].remove(
        next(e for e in d["events"] if e["e"] == "Dealt" and e.get("tiles"))),
}


@pytest.fixture
def shelf(tmp_path) -> Shelf:
    return Shelf(Store(tmp_path / "config", tmp_path / "data", tmp_path / "log"))


def spoilt(how: str) -> dict:
    doc = {**record("riichi", 7), "id": "20260101-100000-riichi-7"}
    SPOILS[how](doc)
    return doc


@pytest.mark.parametrize("how", SPOILS)
def test_a_spoilt_record_is_set_aside_whole_when_it_is_read(shelf, how):
    """The list reads record files without their events (those are read when a record is
    opened): a spoilt summary is found by the list, a spoilt event when the record opens."""
    doc = spoilt(how)
    assert shelf.save(doc)
    path = shelf.path(shelf.file_of(doc))
    original = path.read_bytes()
    listed = shelf.listing()
    assert shelf.load(shelf.file_of(doc)) is None if listed else not path.exists()
    assert shelf.listing() == []
    [notice] = shelf.store.take_notices()
    assert "game record" in notice and len(notice) < 400
    [aside] = [p for p in shelf.folder.iterdir() if ".damaged-" in p.name]
    assert aside.read_bytes() == original and not path.exists()


@pytest.mark.parametrize("form", ["json", "tenhou6", "mjai"])
@pytest.mark.parametrize("how", ["a list for the summary", "seats as text",
                                 "a settlement as a list", "sheet elements as numbers",
                                 "a seat the match has not got", "a deal left out"])
def test_export_refuses_a_spoilt_record_in_one_line(shelf, tmp_path, capsys, how, form):
    doc = spoilt(how)
    shelf.save(doc)
    for name in (str(shelf.path(shelf.file_of(doc))), doc["id"][:15]):
        assert export_cmd.run(["--format", form, "--profile", str(tmp_path), name]) == 1
        err = capsys.readouterr().err
        assert "Traceback" not in err and err.strip().splitlines()[-1].startswith("export: ")
        shelf.store.take_notices()


def test_a_good_record_still_reads_and_exports(shelf, tmp_path, capsys, monkeypatch):
    doc = {**record("riichi", 7), "id": "20260101-100000-riichi-7"}
    shelf.save(doc)
    assert [e["id"] for e in shelf.listing()] == [doc["id"]]
    monkeypatch.setattr(sys, "stdout", sys.stdout)  # (capsys: a text stream)
    assert export_cmd.run(["--format", "tenhou6", "--profile", str(tmp_path), doc["id"]]) == 0
    assert json.loads(capsys.readouterr().out)["log"]


INDEX_SPOILS = {
    "started as a number": {"started": 5},
    "players as text": {"players": "Wren"},
    "ranks of text": {"ranks": ["1", "2"]},
    "a best hand as a list": {"best_hand": [8000]},
}


@pytest.mark.parametrize("how", INDEX_SPOILS)
def test_a_spoilt_index_is_rebuilt_from_the_records(shelf, how):
    """An index entry whose stamp still matches its file is used without reading the file:
    its fields must be checked too (a number for the date broke sorting the list)."""
    doc = {**record("sanma", 2), "id": "b"}
    shelf.save({**doc, "started": "2026-01-01T00:00:00"})
    shelf.save({**doc, "id": "a", "started": "2026-01-02T00:00:00"})
    listed = shelf.listing()
    index = json.loads(shelf.path(INDEX).read_text(encoding="utf-8"))
    index["data"]["records"][0].update(INDEX_SPOILS[how])
    shelf.path(INDEX).write_text(json.dumps(index), encoding="utf-8")
    assert shelf.listing() == listed
    assert any("records index" in n for n in shelf.store.take_notices())


def test_a_good_index_is_read_back_without_a_notice(shelf):
    """The index keeps each file's time in nanoseconds: it must read back as written, not be
    set aside as damaged at every listing."""
    doc = {**record("sanma", 2), "id": "a"}
    shelf.save(doc)
    first_listing = shelf.listing()
    assert shelf.listing() == first_listing
    assert shelf.store.take_notices() == []
    assert not [p for p in shelf.folder.iterdir() if ".damaged-" in p.name]
