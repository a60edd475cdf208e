"""The records folder: records written whole, listed newest first from an index that is
rebuilt when it is missing, damaged or behind; a damaged record set aside with a notice,
never lost; the statistics gathered from finished records."""

from __future__ import annotations

import json
import os

from records_helpers import record

from game.records.keeper import table_players
from game.records.record import brief
from game.records.shelf import INDEX, Shelf
from game.records.stats import add_match, rates, total
from game.store import Store
from game.ui.records import players_text
from game.ui.stats_pages import tallies


def shelf_in(tmp_path) -> Shelf:
    store = Store(tmp_path / "config", tmp_path / "data", tmp_path / "log")
    return Shelf(store)


def renamed(doc: dict, name: str, started: str) -> dict:
    return {**doc, "id": name, "started": started}


def test_records_are_listed_newest_first_with_their_result(tmp_path):
    shelf = shelf_in(tmp_path)
    doc = record("riichi", 7)
    for i, day in enumerate(("2026-01-02", "2026-03-01", "2026-02-10")):
        assert shelf.save(renamed(doc, f"r{i}", day + "T10:00:00"))
    listed = shelf.listing()
    assert [e["id"] for e in listed] == ["r1", "r2", "r0"]
    assert listed[0]["ranks"] == doc["summary"]["ranks"] and listed[0]["status"] == "finished"
    assert (shelf.folder / INDEX).is_file()
    assert not [p for p in shelf.folder.iterdir() if p.name.endswith(".tmp")]
    again = shelf.load("r1.json")
    assert again["events"] == doc["events"] and again["actions"] == doc["actions"]


def test_the_index_follows_records_it_did_not_see_written(tmp_path):
    shelf = shelf_in(tmp_path)
    doc = record("sanma", 2)
    shelf.save(renamed(doc, "a", "2026-01-01T00:00:00"))
    assert [e["id"] for e in shelf.listing()] == ["a"]
    other = shelf_in(tmp_path)  # e.g. self-play writing into the same folder
    other.save(renamed(doc, "b", "2026-01-02T00:00:00"))
    assert [e["id"] for e in shelf.listing()] == ["b", "a"]
    (shelf.folder / "a.json").unlink()
    assert [e["id"] for e in shelf.listing()] == ["b"]
    (shelf.folder / INDEX).write_text("{ not json", encoding="utf-8")
    assert [e["id"] for e in shelf.listing()] == ["b"]  # rebuilt from the records
    assert any("records index" in n and "made again from your records" in n
               for n in shelf.store.take_notices())


def test_a_damaged_record_is_set_aside_with_a_notice(tmp_path):
    shelf = shelf_in(tmp_path)
    doc = record("riichi", 7)
    shelf.save(renamed(doc, "good", "2026-01-01T00:00:00"))
    shelf.save(renamed(doc, "cut", "2026-01-02T00:00:00"))
    path = shelf.path("cut.json")
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    bad_events = renamed(doc, "odd", "2026-01-03T00:00:00")
    bad_events["events"] = [{"e": "Discarded", "seat": 0, "tile": "9x"}]
    shelf.save(bad_events)
    assert [e["id"] for e in shelf.listing()] == ["odd", "good"]  # its events read on opening
    assert shelf.load("odd.json") is None
    assert [e["id"] for e in shelf.listing()] == ["good"]
    notices = shelf.store.take_notices()
    assert len(notices) == 2 and all("game record" in n for n in notices)
    assert all("left out of your records" in n and "default" not in n for n in notices)
    kept = sorted(p.name for p in shelf.folder.iterdir() if ".damaged-" in p.name)
    assert [k.split(".damaged-")[0] for k in kept] == ["cut.json", "odd.json"]


def test_a_record_whose_play_does_not_follow_says_why_in_words(tmp_path):
    """A tester changed a record's first discard to a tile the hand has not got: the notice
    ended mid-word in Python's words, its brackets unclosed."""
    from game.file_errors import in_brief

    shelf = shelf_in(tmp_path)
    doc = renamed(record("riichi", 7), "edited", "2026-01-03T00:00:00")
    at = next(i for i, e in enumerate(doc["events"]) if e["e"] == "Discarded")
    first = doc["events"][at]
    came = "".join(e["tiles"] if e["e"] == "Dealt" else e.get("tile", "")
                   for e in doc["events"][:at]
                   if e["e"] in ("Dealt", "Drew") and e["seat"] == first["seat"])
    from game.core.variants import get_variant

    ts = get_variant("riichi").tileset({})
    held = {t.plain for t in ts.parse(came)}
    first["tile"] = next(ts.format([k]) for k in ts.kinds if k not in held)
    shelf.save(doc)
    assert shelf.load("edited.json") is None
    [notice] = shelf.store.take_notices()
    assert "a tile played is not in the hand" in notice
    assert notice.count("(") == notice.count(")") and "list.remove" not in notice
    assert in_brief("one two three four", 12) == "one two…"
    assert in_brief("short", 12) == "short"


def test_a_folder_in_a_records_place_is_told_of_once(tmp_path):
    """A record replaced by a folder vanished from the list with no notice (a tester)."""
    shelf = shelf_in(tmp_path)
    doc = record("riichi", 7)
    shelf.save(renamed(doc, "good", "2026-01-01T00:00:00"))
    shelf.save(renamed(doc, "gone", "2026-01-02T00:00:00"))
    assert len(shelf.listing()) == 2
    path = shelf.path("gone.json")
    path.unlink()
    path.mkdir()
    assert [e["id"] for e in shelf.listing()] == ["good"]
    [notice] = shelf.store.take_notices()
    assert "game record" in notice and "folder" in notice
    assert [e["id"] for e in shelf.listing()] == ["good"] and not shelf.store.take_notices()


def test_the_list_reads_a_records_head_and_opening_reads_its_events(tmp_path):
    shelf = shelf_in(tmp_path)
    doc = renamed(record("riichi", 7), "odd", "2026-01-03T00:00:00")
    doc["events"] = doc["events"][:5] + ["not an event"] + doc["events"][5:]
    shelf.save(doc)
    head = shelf.load("odd.json", events=False)  # what the list reads: all but the events
    assert head is not None and head["summary"] == doc["summary"]
    assert [e["id"] for e in shelf.listing()] == ["odd"] and not shelf.store.notices
    assert shelf.load("odd.json") is None  # opened: its events are checked, it is set aside
    [notice] = shelf.store.take_notices()
    assert "events.5" in notice and shelf.listing() == []
    doc["players"] = "nobody"  # a head that does not read is set aside by the list itself
    shelf.save(renamed(doc, "bad", "2026-01-04T00:00:00"))
    assert shelf.listing() == [] and len(shelf.store.take_notices()) == 1


def test_a_record_of_a_newer_form_is_not_read_as_this_one(tmp_path):
    shelf = shelf_in(tmp_path)
    newer = renamed(record("riichi", 7), "new", "2026-01-01T00:00:00")
    newer["schema"] = 99
    shelf.save(newer)
    assert shelf.load("new.json") is None and shelf.store.take_notices()


def test_a_killed_writes_temp_file_is_removed(tmp_path):
    shelf = shelf_in(tmp_path)
    shelf.folder.mkdir(parents=True)
    stale = shelf.folder / ".x.json.999999999.abc.tmp"  # a process that no longer runs
    stale.write_text("half", encoding="utf-8")
    assert shelf.listing() == [] and not stale.exists()


def test_records_are_written_in_the_background_and_flushed(tmp_path):
    shelf = shelf_in(tmp_path)
    doc = record("riichi", 7)
    for i in range(3):
        shelf.save_soon("same", lambda i=i: renamed(doc, "same", f"2026-01-0{i + 1}"))
    shelf.flush()
    assert [e["started"] for e in shelf.listing()] == ["2026-01-03"]
    assert json.loads(shelf.path("same.json").read_text(encoding="utf-8"))["kind"] == "record"


# -- statistics -------------------------------------------------------------------------------

def test_a_record_naming_a_seat_its_summary_has_not_got_counts_for_nothing():
    """A hand-edited record's player in a fifth seat stopped the count (IndexError)."""
    doc = record("riichi", 7)
    doc["me"] = 4
    assert add_match({"variants": {}}, doc) == {"variants": {}}
    doc["me"] = 0
    doc["summary"]["ranks"] = doc["summary"]["ranks"][:2]  # and seats 2, 3 lose theirs
    per = add_match({"variants": {}}, doc)["variants"]["riichi"]
    assert per["you"]["matches"] == 1
    assert sum(t["matches"] for t in per.get("levels", {}).values()) == 1


def test_statistics_count_the_player_and_each_opponent_level(tmp_path):
    doc = record("riichi", 7)
    doc["players"][2]["level"] = "strong"
    stats = add_match({"variants": {}}, doc)
    per = stats["variants"]["riichi"]
    me, summary = doc["summary"]["ranks"], doc["summary"]
    assert per["you"]["matches"] == 1 and per["you"]["ranks"][me[0] - 1] == 1
    assert per["you"]["hands"] == summary["hands"]
    assert per["you"]["wins"] == summary["seats"][0]["wins"]
    assert per["levels"]["normal"]["matches"] == 2 and per["levels"]["strong"]["matches"] == 1
    assert stats["recent"][-1]["rank"] == me[0] and stats["schema"] == 2
    mine = rates(total([per["you"]]))
    assert mine["average_rank"] == me[0]
    store = Store(tmp_path / "c", tmp_path / "d", tmp_path / "l")
    assert store.save_stats(stats) and store.load_stats() == stats


def test_the_players_best_hand_is_kept_when_another_seat_won_more():
    doc = record("riichi", 7)  # the player won twice; an opponent won the match's best hand
    summary = doc["summary"]
    assert summary["best_hand"]["seat"] != 0 and summary["seats"][0]["wins"] == 2
    mine = summary["best_hands"][0]
    won = [e for e in doc["events"] if e["e"] == "Won" and e.get("seat", 0) == 0]
    assert len(won) == 2 and mine["points"] == max(e["sheet"]["points"] for e in won)
    assert mine["points"] < summary["best_hand"]["points"]
    best = add_match({"variants": {}}, doc)["variants"]["riichi"]["best_hand"]
    assert best == {"points": mine["points"], "name": mine["name"], "hand": mine["hand"],
                    "total": mine["total"]}
    assert mine["total"].endswith(f"{mine['points']:,} points")  # the hand's total: "2 han …"
    del summary["best_hands"]  # a record written before each seat's best was kept
    assert "best_hand" not in add_match({"variants": {}}, doc)["variants"]["riichi"]


def test_superpower_matches_are_counted_together_as_well_as_under_their_rules(tmp_path):
    """Statistics showed a Superpower match as an ordinary Riichi one, with nothing to tell
    them apart (a tester): such matches count under their rules and together, once each."""
    doc = record("riichi", 7)
    plain = add_match({"variants": {}}, doc)
    assert "superpowers" not in plain
    doc["options"] = {**doc.get("options", {}), "superpowers": True}
    stats = add_match(add_match({"variants": {}}, doc), doc)
    rank = doc["summary"]["ranks"][doc["me"]]
    assert stats["variants"]["riichi"]["matches"] == 2
    assert stats["superpowers"]["matches"] == 2 and stats["superpowers"]["rank_sum"] == 2 * rank
    assert stats["superpowers"]["you"]["hands"] == 2 * doc["summary"]["hands"]
    store = Store(tmp_path / "c", tmp_path / "d", tmp_path / "l")
    assert store.save_stats(stats) and store.load_stats() == stats  # the file's schema


def test_statistics_of_the_first_form_keep_their_figures(tmp_path):
    store = Store(tmp_path / "c", tmp_path / "d", tmp_path / "l")
    store.record_match("riichi", 2, 31000, {"points": 3900, "name": "Pinfu"})
    old = store.load_stats()
    assert "schema" not in old
    doc = record("riichi", 7)
    stats = add_match(old, doc)
    per = stats["variants"]["riichi"]
    assert per["matches"] == 2 and per["rank_sum"] == 2 + doc["summary"]["ranks"][0]
    assert per["you"]["matches"] == 1  # the new figures count from here
    store.save_stats(stats)
    assert store.load_stats()["variants"]["riichi"]["matches"] == 2


def test_damaged_new_statistics_are_set_aside_whole(tmp_path):
    store = Store(tmp_path / "c", tmp_path / "d", tmp_path / "l")
    stats = add_match({"variants": {}}, record("riichi", 7))
    stats["variants"]["riichi"]["you"]["wins"] = "many"
    store.save_stats(stats)
    assert store.load_stats() == {"variants": {}}
    assert store.take_notices() and any(".damaged-" in p for p in os.listdir(tmp_path / "d"))


def test_left_and_self_play_matches_leave_the_statistics_alone():
    doc = record("riichi", 7)
    assert add_match({"variants": {}}, {**doc, "status": "left"}) == {"variants": {}}
    assert add_match({"variants": {}}, {**doc, "me": None}) == {"variants": {}}


def test_levels_saved_under_an_old_name_count_as_the_level_it_is_now():
    players = table_players({"opponents": [{"level": "easy"}, {"level": "strong"}, {}]},
                            ["You", "Wren", "Finch", "Heron"], autoplay=False)
    assert [p.level for p in players[1:]] == ["beginner", "strong", "normal"]
    doc = record("riichi", 7)
    doc["players"][1]["level"], doc["players"][2]["level"] = "easy", "beginner"
    stats = add_match({"variants": {}}, doc)  # as an older build's table kept it
    assert set(stats["variants"]["riichi"]["levels"]) == {"easy", "beginner", "normal"}
    entry = brief(doc, "old.json")
    assert players_text(entry) == "vs Wren (beginner), Finch (beginner), Heron (normal)"
    doc["players"][3]["level"] = "easy"
    assert players_text(brief(doc, "old.json")) == "vs Wren, Finch, Heron · beginner"
    rows = tallies(stats, "riichi")
    assert list(rows) == ["you", "beginner", "normal"] and rows["beginner"]["matches"] == 2


def test_the_list_names_the_rules_each_match_was_played_by(tmp_path):
    shelf = shelf_in(tmp_path)
    doc = record("riichi", 7)
    game_rules = {**doc["options"], "kuitan": False, "red_fives": 0}
    shelf.save({**renamed(doc, "changed", "2026-01-02T00:00:00"), "options": game_rules})
    shelf.save(renamed(doc, "seed", "2026-01-01T00:00:00"))
    listed = {e["id"]: e for e in shelf.listing()}
    # only what differs from the variant's defaults is kept in the index
    assert listed["changed"]["rules"] == {"kuitan": False, "red_fives": 0}
    assert listed["seed"]["rules"] == {}
    # an index written before entries named their rules is read anew, once
    index = json.loads((shelf.folder / INDEX).read_text(encoding="utf-8"))
    for entry in index["data"]["records"]:
        del entry["rules"]
    (shelf.folder / INDEX).write_text(json.dumps(index), encoding="utf-8")
    assert {e["id"]: e["rules"] for e in shelf.listing()} == {
        "changed": {"kuitan": False, "red_fives": 0}, "seed": {}}
    assert shelf.store.take_notices() == []


def test_lost_statistics_are_counted_again_from_the_records(tmp_path):
    # A damaged statistics file was set aside and Statistics said no match had finished,
    # while Records listed them.
    from game.records.kept_stats import load_stats

    shelf = shelf_in(tmp_path)
    store = shelf.store
    finished = [renamed(record("riichi", 7), "a", "2026-01-02T10:00:00"),
                renamed(record("sanma", 2), "b", "2026-01-03T10:00:00"),
                renamed(record("riichi", 7), "c", "2026-01-04T10:00:00")]
    left = {**renamed(record("riichi", 7), "d", "2026-01-05T10:00:00"), "status": "left"}
    demo = {**renamed(record("riichi", 7), "e", "2026-01-06T10:00:00"), "me": None}
    expected = {"variants": {}}
    for doc in finished:
        assert shelf.save(doc)
        add_match(expected, doc)
    assert shelf.save(left) and shelf.save(demo)
    store.save_stats(expected)
    store.stats_path.write_text("{ damaged", encoding="utf-8")
    assert load_stats(store) == expected
    assert store.take_notices() and store.load_stats() == expected  # saved: counted once
    assert [r["record"] for r in expected["recent"]] == ["a", "b", "c"]  # oldest first
