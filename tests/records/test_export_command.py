"""`python -m game export`: a record by file or by name, in each form; a record it cannot
export or find is one line on stderr and exit 1."""

from __future__ import annotations

import json

import pytest
from jansou.io.mjai import parse_mjai
from jansou.io.tenhou_json import parse_tenhou_json
from records_helpers import record

from game.cli import COMMANDS, main
from game.records.shelf import Shelf
from game.store import Store


@pytest.fixture
def profile(tmp_path):
    store = Store(tmp_path / "config", tmp_path / "data", tmp_path / "log")
    shelf = Shelf(store)
    shelf.save({**record("riichi", 7), "id": "20260126-213000-riichi-7"})
    shelf.save({**record("sanma", 2), "id": "20260127-090000-sanma-2"})
    return tmp_path


def run(capsys, *argv):
    code = main(["export", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_export_is_a_command():
    assert "export" in COMMANDS


def test_a_record_by_name_in_each_form(profile, capsys):
    code, out, _ = run(capsys, "--format", "tenhou6", "--profile", str(profile), "20260126")
    assert code == 0 and len(parse_tenhou_json(json.loads(out)).rounds) > 3
    code, out, _ = run(capsys, "--format", "mjai", "--profile", str(profile), "20260127")
    assert code == 0 and parse_mjai(out).player_count == 3
    code, out, _ = run(capsys, "--format", "json", "--profile", str(profile), "20260126")
    doc = json.loads(out)
    assert code == 0 and doc["format"] == "sparrow-mahjong-record"
    assert doc["events"] == record("riichi", 7)["events"]


def test_a_record_by_file_to_a_file(profile, capsys, tmp_path):
    path = profile / "data" / "records" / "20260127-090000-sanma-2.json"
    target = tmp_path / "out.json"
    code, out, _ = run(capsys, "--format", "tenhou6", str(path), "-o", str(target))
    assert code == 0 and out == ""
    assert json.loads(target.read_text(encoding="utf-8"))["rule"]["disp"].startswith("三")


def test_what_cannot_be_exported_is_said_in_one_line(profile, capsys, tmp_path):
    code, _, err = run(capsys, "--format", "tenhou6", "--profile", str(profile), "1999")
    assert code == 1 and err.strip() == "export: no records begin with '1999'"
    code, _, err = run(capsys, "--format", "tenhou6", "--profile", str(profile), "2026")
    assert code == 1 and "2 records begin with '2026'" in err
    shelf = Shelf(Store(tmp_path / "c", tmp_path / "d", tmp_path / "l"))
    doc = record("riichi", 7)
    shelf.save({**doc, "id": "hk", "variant": "hkos", "options": {}, "events": []})
    code, _, err = run(capsys, "--format", "mjai", str(shelf.path("hk.json")))
    assert code == 1 and "Hong Kong" in err and err.count("\n") == 1

def test_a_file_given_by_path_that_does_not_read_is_left_where_it_is(tmp_path, capsys):
    # It was moved to "bad.json.damaged-(time)", as the profile's own damaged files are: a
    # record someone sent, or one in Downloads, was renamed by a command that only reads.
    broken = tmp_path / "bad.json"
    broken.write_bytes(b"{\x00garbage")
    code, _, err = run(capsys, "--format", "json", str(broken))
    assert code == 1 and "is not a record this game reads" in err and err.count("\n") == 1
    assert broken.read_bytes() == b"{\x00garbage"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.json"]
    envelope = {"version": 1, "kind": "record", "data": {"id": "x"}}
    broken.write_text(json.dumps(envelope), encoding="utf-8")
    code, _, err = run(capsys, "--format", "tenhou6", str(broken))
    assert code == 1 and "is not a record this game reads" in err and broken.exists()
    code, _, err = run(capsys, "--format", "json", str(tmp_path / "nonexist.json"))
    assert code == 1 and "there is no file" in err and "no records begin" not in err
    code, _, err = run(capsys, "--format", "json", str(tmp_path) + "/")
    assert code == 1 and "is a folder, not a record file" in err


def test_an_output_it_cannot_write_is_said_plainly(profile, capsys, tmp_path):
    """A parent of the output that is a file is named as such, not as "File exists"."""
    a_file = tmp_path / "notes.txt"
    a_file.write_text("not a folder", encoding="utf-8")
    for target, said in ((a_file / "out.json", f"{a_file} is a file, not a folder"),
                         (a_file / "deeper" / "out.json", f"{a_file} is a file, not a folder"),
                         (tmp_path, f"{tmp_path} is a folder, not a file")):
        code, out, err = run(capsys, "--format", "json", "--profile", str(profile), "20260126",
                             "-o", str(target))
        assert code == 1 and out == "" and err.count("\n") == 1, err
        assert said in err and "Traceback" not in err and "File exists" not in err
