"""Hostile and damaged files, and folders that cannot be written: every file the game reads is
either read whole or set aside whole with a notice, and a save that fails is reported once."""

import errno
import json
import os
import subprocess
import sys
from dataclasses import replace

import pytest
from test_store import a_saved_game, aside_files

from game import store as store_mod
from game.store import AUTOSAVE, SETTINGS, STATISTICS, Settings, Store, remove_stale_temp_files


@pytest.fixture
def store(tmp_path):
    return Store(tmp_path / "config", tmp_path / "data", tmp_path / "log")


def envelope(kind, data_text):
    return f'{{"version": 1, "kind": "{kind}", "data": {data_text}}}'


def good_data(kind):
    if kind is SETTINGS:
        return {**Settings(volume=0.3).to_dict(), "new_game": {
            "variant": "uzje", "seed": "12", "opponents": [{"name": "Wren", "level": "easy"}]}}
    if kind is AUTOSAVE:
        return a_saved_game()
    return {"variants": {"riichi": {"matches": 3, "firsts": 1, "rank_sum": 7,
                                    "points_sum": 81000.5,
                                    "best_hand": {"points": 8000, "name": "Riichi"}}},
            "practice": {"waits": {"answered": 4, "right": 3, "best_streak": 2}}}


def path_of(store, kind):
    return {"settings": store.settings_path, "autosave": store.autosave_path,
            "statistics": store.stats_path}[kind.kind]


def load(store, kind):
    return {"settings": store.load_settings, "autosave": store.load_autosave,
            "statistics": store.load_stats}[kind.kind]()


DEFAULTS = {"settings": Settings(), "autosave": None, "statistics": {"variants": {}}}


def spoil(kind, how):
    """The text of a file of `kind` damaged the way `how` says (each found in the wild or by a
    hostile tester)."""
    good = json.dumps(good_data(kind))
    if how == "deep nesting":
        return envelope(kind.kind, "[" * 100_000 + "]" * 100_000)
    if how == "nesting past what the game writes":
        return envelope(kind.kind, "[" * 40 + "]" * 40)
    if how == "a 5000-digit number":
        return envelope(kind.kind, '{"x": 1%s}' % ("0" * 5000))
    if how == "a list for the object":
        return envelope(kind.kind, "[1, 2, 3]")
    if how == "NaN":
        return envelope(kind.kind, good.replace("0.3", "NaN").replace("81000.5", "NaN")
                        .replace('"seed": 5,', '"seed": NaN,', 1))
    if how == "Infinity as 1e999":
        return envelope(kind.kind, good.replace("0.3", "1e999").replace("81000.5", "1e999")
                        .replace('"break_at": 5', '"break_at": 1e999'))
    if how == "NUL in a name":
        return envelope(kind.kind, good.replace('"Wren"', '"Wr\\u0000en"').replace(
            '"Riichi"', '"Rii\\u0000chi"'))
    if how == "strings for numbers":
        return envelope(kind.kind, good.replace("0.3", '"0.3"').replace('"matches": 3',
                                                                         '"matches": "3"')
                        .replace('"seat": 0', '"seat": "0"'))
    if how == "a wrong boolean":
        data = good_data(kind)
        if kind is SETTINGS:
            data["mute"] = "no"
        elif kind is AUTOSAVE:
            data["config"]["autoplay"] = "no"
        else:
            data["variants"]["riichi"]["firsts"] = True
        return envelope(kind.kind, json.dumps(data))
    if how == "an unknown version":
        return good_envelope(kind).replace('"version": 1', '"version": 2')
    if how == "a version that is not a number":
        return good_envelope(kind).replace('"version": 1', '"version": [1]')
    if how == "a version of true":
        return good_envelope(kind).replace('"version": 1', '"version": true')
    if how == "no data":
        return f'{{"version": 1, "kind": "{kind.kind}"}}'
    if how == "binary":
        return "\udcff\udcfePK\x03\x04"
    if how == "truncated":
        return good_envelope(kind)[:-20]
    raise AssertionError(how)


def good_envelope(kind):
    return json.dumps({"version": 1, "kind": kind.kind, "data": good_data(kind)})


HOW = ["deep nesting", "nesting past what the game writes", "a 5000-digit number",
       "a list for the object", "NaN", "Infinity as 1e999", "NUL in a name",
       "strings for numbers", "a wrong boolean", "an unknown version",
       "a version that is not a number", "a version of true", "no data", "binary", "truncated"]
KINDS = [SETTINGS, AUTOSAVE, STATISTICS]


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.kind)
def test_a_good_file_of_each_kind_is_read_whole(store, kind):
    path = path_of(store, kind)
    path.parent.mkdir(parents=True)
    path.write_text(good_envelope(kind))
    value = load(store, kind)
    assert store.notices == []
    if kind is SETTINGS:
        assert value.volume == 0.3 and value.extra["new_game"]["variant"] == "uzje"
    else:
        assert value == good_data(kind)


@pytest.mark.parametrize("how", HOW)
@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.kind)
def test_a_spoilt_file_is_set_aside_whole_with_a_notice(store, kind, how):
    path = path_of(store, kind)
    path.parent.mkdir(parents=True)
    text = spoil(kind, how)
    if text == good_envelope(kind):
        pytest.skip(f"{kind.kind} holds nothing {how} could spoil")
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    original = path.read_bytes()
    assert load(store, kind) == DEFAULTS[kind.kind]  # defaults: nothing half-read
    [aside] = aside_files(path)
    assert (path.parent / aside).read_bytes() == original  # kept, byte for byte
    assert not path.exists()
    [notice] = store.notices
    assert kind.what in notice and aside in notice
    assert len(notice) < 400  # it says what is wrong, it does not echo the file


def test_every_way_of_spoiling_changes_the_settings():
    for how in HOW:
        assert spoil(SETTINGS, how) != good_envelope(SETTINGS), how
    for how in ("NaN", "NUL in a name", "strings for numbers", "a wrong boolean"):
        assert spoil(AUTOSAVE, how) != good_envelope(AUTOSAVE), how
        assert spoil(STATISTICS, how) != good_envelope(STATISTICS), how


def test_a_file_larger_than_any_the_game_writes_is_set_aside(store, monkeypatch):
    monkeypatch.setattr(store_mod, "SETTINGS", replace(SETTINGS, max_bytes=100))
    store.settings_path.parent.mkdir(parents=True)
    store.settings_path.write_text(good_envelope(SETTINGS))
    assert store.load_settings() == Settings()
    assert "larger" in store.notices[0]


def test_a_newer_builds_extra_settings_are_kept_but_checked(store):
    store.settings_path.parent.mkdir(parents=True)
    store.settings_path.write_text(envelope("settings", json.dumps(
        {"volume": 0.5, "future": {"a": [1, "b", None, True]}})))
    assert store.load_settings().extra["future"] == {"a": [1, "b", None, True]}
    store.settings_path.write_text(envelope("settings", '{"future": {"a": NaN}}'))
    assert store.load_settings() == Settings() and store.notices


# -- temp files and folders that cannot be written ------------------------------------------


def test_temp_files_of_a_killed_write_are_removed_at_start(store, tmp_path):
    folder = store.data_dir
    folder.mkdir(parents=True)
    # a writer killed mid-write: its process is gone
    child = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                           capture_output=True, text=True, check=True)
    dead = folder / f".autosave.json.{child.stdout.strip()}.k1ll3d_x.tmp"
    dead.write_text('{"version": 1, "kind": "autosave", "da')
    older = folder / ".statistics.json.a8f3k2m1.tmp"  # named as an older build named them
    older.write_text("{")
    alive = folder / f".settings.json.{os.getppid()}.w1r1t1ng.tmp"  # a running process's
    alive.write_text("{")
    keep = folder / "notes.tmp"
    keep.write_text("mine")
    store.start()
    names = sorted(p.name for p in folder.iterdir())
    assert dead.name not in names and older.name not in names
    assert alive.name in names and keep.name in names
    assert store.problem is None


def test_temp_files_of_a_killed_export_or_record_are_removed_at_start(store):
    """Records and exports are written the same way, in folders of the data folder."""
    child = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                           capture_output=True, text=True, check=True)
    dead = [store.data_dir / sub / f".x.json.{child.stdout.strip()}.k1ll3d_x.tmp"
            for sub in ("exports", "records")]
    for path in dead:
        path.parent.mkdir(parents=True)
        path.write_text("{")
    store.start()
    assert not any(p.exists() for p in dead)


def test_a_write_cut_short_leaves_no_temp_file_and_is_reported(store, monkeypatch):
    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store_mod.os, "fsync", full)
    assert store.save_settings(Settings()) is False
    assert "full" in store.problem
    assert [p.name for p in store.config_dir.iterdir()] == []
    assert store.take_problem() == store.problem and store.take_problem() is None  # once


def test_a_full_disk_under_the_background_autosave_is_reported(store, monkeypatch):
    def full(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store_mod, "atomic_write_text", full)
    store.save_autosave_soon(a_saved_game())
    store.flush()
    assert store.autosave_ok is False and "full" in store.take_problem()


def test_a_profile_path_that_is_a_file_is_named_as_such(tmp_path):
    profile = tmp_path / "profile"
    profile.write_text("I am a file")
    store = Store(profile / "config", profile / "data", profile / "log")
    store.start()
    assert store.take_problem() == f"{profile} is a file, not a folder"
    assert store.load_settings() == Settings() and store.load_autosave() is None
    assert store.notices == []  # nothing was damaged: there is nothing to read
    assert store.save_settings(Settings()) is False
    assert store.record_match("riichi", 1, 100)["variants"]["riichi"]["matches"] == 1
    assert profile.read_text() == "I am a file"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="needs a folder this user cannot write (root writes anywhere)")
def test_a_read_only_profile_is_reported_at_start(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "data").mkdir()
    os.chmod(tmp_path / "data", 0o500)
    try:
        store = Store(tmp_path / "config", tmp_path / "data")
        store.start()
        assert "read-only" in store.take_problem()
    finally:
        os.chmod(tmp_path / "data", 0o700)


def test_a_read_only_folder_is_reported_in_words(store, monkeypatch):
    def read_only(*args, **kw):
        raise OSError(errno.EROFS, "Read-only file system")

    store.config_dir.mkdir(parents=True)
    monkeypatch.setattr(store_mod.tempfile, "mkstemp", read_only)
    store.start()
    assert store.take_problem() == f"the folder {store.config_dir} is read-only"


def test_a_full_disk_is_reported_at_start(store, monkeypatch):
    # An empty probe file is still made on a full disk (an inode left): the title said
    # nothing, and the player heard of it only after a move was lost to it.
    def full(fd, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store_mod.os, "write", full)
    store.start()
    assert "full" in store.take_problem()
    assert not [p for p in store.config_dir.iterdir() if p.name.startswith(".probe.")]


def test_a_missing_profile_is_made(tmp_path):
    store = Store(tmp_path / "new" / "config", tmp_path / "new" / "data")
    store.start()
    assert store.problem is None and store.save_settings(Settings(volume=0.1))
    assert store.load_settings().volume == 0.1


def test_remove_stale_temp_files_of_a_missing_folder(tmp_path):
    assert remove_stale_temp_files(tmp_path / "nowhere") == []
