"""Settings, autosave and statistics files: round trip, atomic writes, damaged files moved aside."""

import json
import os

import pytest

from game import store as store_mod
from game.store import Settings, Store, atomic_write_text


@pytest.fixture
def store(tmp_path):
    return Store(config_dir=tmp_path / "config", data_dir=tmp_path / "data",
                 log_dir=tmp_path / "log")


def aside_files(path):
    return sorted(p.name for p in path.parent.glob(path.name + ".damaged-*"))


def test_defaults_when_nothing_is_stored(store):
    assert store.load_settings() == Settings()
    assert store.load_autosave() is None and not store.has_autosave()
    assert store.load_stats() == {"variants": {}}
    assert store.notices == []


def test_settings_round_trip_and_unknown_keys_survive(store):
    s = Settings(volume=0.3, mute=True, speed="fast", tile_size="large", colour_blind=True,
                 window_size=[1280, 720], window_pos=[10, -20])
    s.extra["future_option"] = 7
    store.save_settings(s)
    back = store.load_settings()
    assert back == s and store.notices == []


def a_saved_game(actions=6):
    """What the table autosaves: its config, the engine's save of a real game, table state."""
    from game.core.engine import Game, save_game

    game = Game("riichi", None, 5)
    for _ in range(actions):
        seat = next(iter(game.waiting_on()))
        game.apply(game.legal_actions(seat)[0])
    config = {"variant": "riichi", "options": dict(game.options), "seed": 5,
              "opponents": [{"name": "Wren", "level": "easy"}, {"name": "Ùna", "level": "normal"},
                            {"name": "Heron", "level": "strong"}]}
    return {"config": config, "game": save_game(game), "table": {"break_at": 5}}


def test_autosave_round_trip_and_clear(store):
    game = a_saved_game()
    store.save_autosave(game)
    assert store.has_autosave() and store.load_autosave() == game
    store.clear_autosave()
    assert not store.has_autosave()


def test_statistics_that_contradict_themselves_are_read_as_agreeing(store):
    """A hand-edited file showed "6 of 1 right": right and the best streak never pass the
    answers."""
    store.save_stats({"variants": {}, "practice": {
        "waits": {"answered": 1, "right": 6, "best_streak": 9},
        "count": {"answered": 4, "right": 3, "best_streak": 2}}})
    practice = store.load_stats()["practice"]
    assert practice["waits"] == {"answered": 1, "right": 1, "best_streak": 1}
    assert practice["count"] == {"answered": 4, "right": 3, "best_streak": 2}


def test_background_autosave_keeps_the_latest(store):
    games = [a_saved_game(i) for i in range(8)]
    for game in games:
        store.save_autosave_soon(game)
    store.flush()
    assert store.load_autosave() == games[-1] and store.autosave_ok is True


def test_statistics_accumulate(store):
    store.record_match("riichi", 1, 35000)
    stats = store.record_match("riichi", 3, 12000)
    assert stats["variants"]["riichi"] == {"matches": 2, "firsts": 1, "rank_sum": 4,
                                           "points_sum": 47000}
    assert store.load_stats() == stats


def damage(path, how):
    path.parent.mkdir(parents=True, exist_ok=True)
    good = json.dumps({"version": 1, "kind": path.stem if path.stem != "autosave" else "autosave",
                       "data": {"volume": 0.5}})
    if how == "truncated":
        path.write_text(good[: len(good) // 2])
    elif how == "not json":
        path.write_bytes(b"\x00\xffPK\x03\x04 this is a zip, not settings")
    elif how == "wrong version":
        path.write_text(good.replace('"version": 1', '"version": 99'))
    elif how == "wrong kind":
        path.write_text(json.dumps({"version": 1, "kind": "other", "data": {}}))
    elif how == "empty":
        path.write_text("")
    return path.read_bytes()


KINDS = ["truncated", "not json", "wrong version", "wrong kind", "empty"]


@pytest.mark.parametrize("how", KINDS)
def test_damaged_settings_are_moved_aside_with_a_notice(store, how):
    original = damage(store.settings_path, how)
    assert store.load_settings() == Settings()
    assert not store.settings_path.exists()
    [aside] = aside_files(store.settings_path)
    assert (store.settings_path.parent / aside).read_bytes() == original  # kept, not lost
    assert len(store.notices) == 1 and "settings" in store.notices[0] and aside in store.notices[0]
    assert "the default settings are used" in store.notices[0]


@pytest.mark.parametrize("text", ["", "  \n"])
def test_an_empty_file_is_said_to_be_empty(store, text):
    """An emptied settings file was 'not complete JSON, at line 1': it is now said plainly."""
    store.settings_path.parent.mkdir(parents=True, exist_ok=True)
    store.settings_path.write_text(text)
    assert store.load_settings() == Settings()
    [notice] = store.notices
    assert "(it is empty)" in notice and "JSON" not in notice


@pytest.mark.parametrize("how", KINDS)
def test_damaged_autosave_is_moved_aside_and_no_continue(store, how):
    original = damage(store.autosave_path, how)
    assert store.load_autosave() is None
    [aside] = aside_files(store.autosave_path)
    assert (store.autosave_path.parent / aside).read_bytes() == original
    assert "saved game" in store.notices[0]
    # what the damage costs the player, in their words: not "defaults" (a game has none)
    assert "cannot be resumed" in store.notices[0] and "default" not in store.notices[0]
    assert not store.has_autosave()


def test_damaged_statistics_are_moved_aside(store):
    damage(store.stats_path, "truncated")
    assert store.load_stats() == {"variants": {}}
    assert aside_files(store.stats_path) and store.notices
    assert "counted again from your game records" in store.notices[0]
    assert "default" not in store.notices[0]


def test_two_damaged_files_in_the_same_second_both_kept(store, monkeypatch):
    monkeypatch.setattr(store_mod.time, "strftime", lambda fmt: "20260101-000000")
    damage(store.settings_path, "truncated")
    store.load_settings()
    damage(store.settings_path, "not json")
    store.load_settings()
    assert len(aside_files(store.settings_path)) == 2


def test_one_invalid_value_sets_the_whole_settings_file_aside(store):
    """Nothing is loaded half-way: a file with one bad value is kept aside whole."""
    store.settings_path.parent.mkdir(parents=True)
    store.settings_path.write_text(json.dumps({"version": 1, "kind": "settings", "data": {
        "volume": 0.2, "speed": "warp", "mute": True}}))
    assert store.load_settings() == Settings()
    assert "speed" in store.notices[0] and aside_files(store.settings_path)


def unreadable(path, monkeypatch):
    """`path` exists but reading it fails (as a file without read permission does; a test
    run as root reads any file, so the refusal is made here)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "kind": "settings", "data": {"volume": 0.1}}')
    real_open = open

    def refusing(file, *args, **kwargs):
        if os.fspath(file) == os.fspath(path):
            raise PermissionError(13, "Permission denied", os.fspath(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr("builtins.open", refusing)
    return path.read_bytes()


def test_an_unreadable_settings_file_is_kept_when_the_game_saves_its_own(store, monkeypatch):
    """It was written over with the defaults at quit: the player's settings were lost."""
    original = unreadable(store.settings_path, monkeypatch)
    assert store.load_settings() == Settings()
    assert "could not be read (the game may not read it)" in store.notices[0]
    assert "It is kept" in store.notices[0]
    assert store.save_settings(Settings(volume=0.5))
    monkeypatch.undo()
    [kept] = store.settings_path.parent.glob("settings.json.unreadable-*")
    assert kept.read_bytes() == original
    assert store.load_settings().volume == 0.5
    assert store.save_settings(Settings(volume=0.6))  # set aside once, then written as usual
    assert len(list(store.settings_path.parent.glob("settings.json.unreadable-*"))) == 1


def test_an_unreadable_file_that_cannot_be_moved_is_not_written_over(store, monkeypatch):
    original = unreadable(store.settings_path, monkeypatch)
    store.load_settings()
    monkeypatch.setattr(store_mod.os, "replace", lambda a, b: (_ for _ in ()).throw(
        PermissionError(13, "Permission denied")))
    assert not store.save_settings(Settings(volume=0.5))
    assert store.problem
    monkeypatch.undo()
    assert store.settings_path.read_bytes() == original


def test_atomic_write_leaves_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "f.json"
    atomic_write_text(path, "old")

    def broken_fsync(fd):
        raise OSError("disk full")

    monkeypatch.setattr(store_mod.os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        atomic_write_text(path, "new" * 1000)
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]  # no temp file left behind


def test_atomic_write_replaces_in_one_step(tmp_path, monkeypatch):
    path = tmp_path / "f.json"
    atomic_write_text(path, "old")
    seen = []
    real_replace = os.replace

    def spy(src, dst):
        seen.append((open(src).read(), open(dst).read()))  # the new file is complete first
        real_replace(src, dst)

    monkeypatch.setattr(store_mod.os, "replace", spy)
    atomic_write_text(path, "new")
    assert seen == [("new", "old")] and path.read_text() == "new"


def test_default_places_come_from_platformdirs(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "c"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "d"))
    s = Store()
    assert "sparrow-mahjong" in str(s.settings_path)
    assert "sparrow-mahjong" in str(s.autosave_path)


def test_a_file_set_aside_is_written_to_the_log(store, caplog):
    """The player's notice goes; the log keeps which file was set aside and why."""
    damage(store.settings_path, "not json")
    with caplog.at_level("WARNING", logger="game.store"):
        store.load_settings()
    [record] = caplog.records
    assert "settings" in record.getMessage() and "settings.json.damaged-" in record.getMessage()


def test_a_folder_in_a_files_place_is_said_in_the_players_words(store):
    store.settings_path.mkdir(parents=True)  # a folder where the settings file should be
    assert store.load_settings() == Settings()
    assert "could not be read (a folder is in its place)" in store.notices[0]
    assert store.save_settings(Settings(volume=0.4))  # the folder is set aside, kept
    assert [p.is_dir() for p in store.settings_path.parent.glob("settings.json.unreadable-*")] \
        == [True]
    assert store.load_settings().volume == 0.4
