"""The window when saving is in trouble (a profile that is a file, a full disk), the crash
screen's word on the autosave, and New game never replacing a saved game unasked."""

import errno
import json

import pygame
import pytest
from test_scenes import key, settle, typed

from game import store as store_mod
from game.core.table.state import Phase
from game.files import AUTOSAVE, RECORD, SETTINGS, STATISTICS
from game.ui import app as app_mod
from game.ui import crash
from game.ui import theme as t
from game.ui.app import App, make_store, open_screen
from game.ui.new_game import NewGame
from game.ui.notice import Ask, Notice
from game.ui.table import Table


@pytest.fixture
def quit_display():
    yield
    pygame.display.quit()


def notices(a):
    return [s for s in a.stack.scenes if isinstance(s, Notice)]


def titled_on_a_file(tmp_path):
    """The title screen of a game whose profile is a file: nothing can be saved."""
    profile = tmp_path / "profile"
    profile.write_text("not a folder")
    a = App(make_store(profile), (1280, 720))
    open_screen(a, "title")
    settle(a)
    return a, profile


def test_a_profile_that_is_a_file_is_told_once_in_the_window(tmp_path, quit_display):
    a, profile = titled_on_a_file(tmp_path)
    [notice] = notices(a)
    assert notice.title == "Your game is not being saved"
    assert f"{profile} is a file, not a folder" in notice.lines[0]
    key(a, pygame.K_RETURN)  # OK
    assert not notices(a)
    a.store.save_settings(a.settings)  # fails again: not told again
    for _ in range(3):
        a.frame()
    assert not notices(a)
    a.quit()  # saving the settings at quit fails quietly, it does not raise
    assert profile.read_text() == "not a folder"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_notice_names_everything_not_saved_and_fits(tmp_path, quit_display, size):
    profile = tmp_path / ("a-long-folder-name-for-a-profile-" * 3) / "profile"
    profile.parent.mkdir()
    profile.write_text("not a folder")
    a = App(make_store(profile), size)
    open_screen(a, "title")
    settle(a)
    [notice] = notices(a)
    said = " ".join(notice.lines).lower()
    for kind in (SETTINGS, AUTOSAVE, STATISTICS, RECORD):  # every file a profile keeps
        assert kind.what in said, kind.what
    m, box = notice.m, notice.box
    assert a.surface.get_rect().contains(box)
    assert all(t.font(m.body).size(line)[0] <= box.w - m.px(4) for line in notice.wrapped)
    assert notice.text_end + m.px(2) <= notice.ok.rect.top  # the button clear of the text
    assert box.contains(notice.ok.rect)


def test_a_disk_filling_up_mid_game_is_told_once(tmp_path, monkeypatch, quit_display):
    a = App(make_store(tmp_path), (1280, 720))
    a.settings.speed = "instant"
    open_screen(a, "table", "riichi")
    table = a.stack.top
    assert isinstance(table, Table)

    def full(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store_mod, "atomic_write_text", full)
    for _ in range(400):
        a.frame()
        if notices(a):
            break
        table.autosave()
        a.store.flush()
    [notice] = notices(a)
    assert notice.title == "Your game is not being saved" and "is full" in notice.lines[0]
    lines = crash.message(None, a.store, playing=True)
    assert not any("autosaved" in line for line in lines)
    assert any("could not be saved" in line and "full" in line for line in lines)
    key(a, pygame.K_RETURN)
    for _ in range(20):
        table.autosave()
        a.store.flush()
        a.frame()
    assert not notices(a)


def test_the_crash_screen_claims_an_autosave_only_when_there_is_one(tmp_path):
    store = make_store(tmp_path)
    assert not any("autosave" in line for line in crash.message(None, store, playing=True))
    from test_store import a_saved_game

    store.save_autosave(a_saved_game())
    assert any("autosaved" in line for line in crash.message(None, store, playing=True))
    store.clear_autosave()
    assert not any("autosave" in line for line in crash.message(None, store, playing=True))


def test_a_crash_with_an_unwritable_profile_does_not_claim_a_save(tmp_path, monkeypatch,
                                                                    capsys):
    profile = tmp_path / "profile"
    profile.write_text("x")
    seen = []

    def boom(self, max_frames=None):
        raise RuntimeError("simulated failure")

    monkeypatch.setattr(app_mod.App, "run", boom)
    monkeypatch.setattr(crash, "_show_in_window", lambda app, lines: seen.extend(lines))
    assert app_mod.main(["--profile", str(profile), "--size", "1280x720"]) == 1
    assert seen and not any("autosaved" in line for line in seen)
    assert "could not be saved" in " ".join(seen)  # nor the crash log
    assert "Traceback" not in capsys.readouterr().err


# -- New game and the saved game ------------------------------------------------------------


def new_game_with(tmp_path, autosave_text):
    store = make_store(tmp_path)
    if autosave_text is not None:
        store.autosave_path.parent.mkdir(parents=True, exist_ok=True)
        store.autosave_path.write_text(autosave_text)
    a = App(store, (1280, 720))
    open_screen(a, "new")
    settle(a)
    return a


def saved_text():
    from test_store import a_saved_game

    return json.dumps({"version": 1, "kind": "autosave", "data": a_saved_game()})


def test_new_game_asks_before_replacing_a_saved_game_and_keeps_it(tmp_path, quit_display):
    a = new_game_with(tmp_path, saved_text())
    ng = a.stack.top
    ng.start()
    settle(a)
    ask = a.stack.top
    assert isinstance(ask, Ask) and "Riichi game in progress" in ask.lines[0]
    key(a, pygame.K_RETURN)  # the focus is on "Keep it"
    assert a.stack.top is ng
    assert a.store.autosave_path.read_text() == saved_text()


def test_a_typed_seed_is_kept_until_its_match_is_dealt(tmp_path, quit_display):
    # The seed was cleared before "Replace your saved game?": keeping the saved game lost it.
    a = new_game_with(tmp_path, saved_text())
    ng = a.stack.top
    ng.seed = "12345"
    ng.start()
    settle(a)
    key(a, pygame.K_RETURN)  # "Keep it"
    assert a.stack.top is ng and ng.seed == "12345"
    assert a.settings.extra["new_game"]["seed"] == "12345"
    ng.start()
    settle(a)
    a.stack.top.yes.activate()  # "Start new game": the seed deals this match, then goes
    settle(a)
    assert isinstance(a.stack.top, Table) and a.stack.top.config["seed"] == 12345
    assert ng.seed == "" and a.store.load_settings().extra["new_game"]["seed"] == ""


def test_new_game_replaces_a_saved_game_when_told_to(tmp_path, quit_display, monkeypatch):
    import game.ui.new_game as new_game

    kept = []  # the replaced match's record is written from its save first
    monkeypatch.setattr(new_game, "keep_saved_record", lambda store, saved: kept.append(saved))
    a = new_game_with(tmp_path, saved_text())
    a.stack.top.start()
    settle(a)
    key(a, pygame.K_ESCAPE)  # Esc keeps it too
    assert isinstance(a.stack.top, NewGame)
    a.stack.top.start()
    settle(a)
    assert not kept
    a.stack.top.yes.activate()
    settle(a)
    assert isinstance(a.stack.top, Table)
    assert [saved["game"] for saved in kept] == [json.loads(saved_text())["data"]["game"]]


def test_new_game_sets_a_damaged_saved_game_aside_first(tmp_path, quit_display):
    damaged = saved_text().replace('"autoplay"', '"x"').replace('"seat": 0', '"seat": "zero"')
    a = new_game_with(tmp_path, damaged)
    a.stack.top.start()
    settle(a)
    notice = a.stack.top
    assert isinstance(notice, Notice) and not isinstance(notice, Ask)
    assert notice.title == "Your saved game was damaged" and "kept as" in notice.lines[0]
    [aside] = a.store.autosave_path.parent.glob("autosave.json.damaged-*")
    assert aside.read_text() == damaged
    key(a, pygame.K_RETURN)
    assert isinstance(a.stack.top, Table)


def test_a_superscript_digit_is_not_a_seed_and_an_old_saved_one_is_dropped(tmp_path,
                                                                            quit_display):
    a = new_game_with(tmp_path, None)
    ng = a.stack.top
    ng.form.set_focus(ng.seed_field)
    typed(a, "4²２7")  # AltGr+2 and a full-width digit: str.isdigit takes both
    assert ng.seed == "47" and ng.config()["seed"] == 47
    # a build before this one saved "²" as the seed: it is not offered again
    a.settings.extra["new_game"] = {"variant": "riichi", "seed": "²"}
    again = NewGame(a)
    assert again.seed == "" and again.config()["seed"] is None


def test_a_seed_too_long_to_type_is_dropped_so_the_save_reads_back(tmp_path, quit_display):
    """A seed in the settings longer than the field takes (32 digits) started a game whose
    autosave the loader then refused (a number past what the game writes): the game was lost
    at the next start."""
    a = new_game_with(tmp_path, None)
    a.settings.extra["new_game"] = {"variant": "riichi", "seed": "9" * 32}
    ng = NewGame(a)
    assert ng.seed == "" and ng.config()["seed"] is None
    a.settings.extra["new_game"] = {"variant": "riichi", "seed": "9" * 12}
    assert NewGame(a).config()["seed"] == 10**12 - 1  # as many as the field takes


def test_continue_with_a_save_that_does_not_replay_sets_it_aside(tmp_path, quit_display):
    data = json.loads(saved_text())
    data["data"]["game"]["actions"][1]["tile"] = "9z"  # no such tile: it cannot replay
    store = make_store(tmp_path)
    store.autosave_path.parent.mkdir(parents=True)
    store.autosave_path.write_text(json.dumps(data))
    a = App(store, (1280, 720))
    open_screen(a, "title")
    settle(a)
    a.stack.top.continue_game()
    settle(a)
    assert isinstance(a.stack.top, Notice) and "could not be resumed" in a.stack.top.title
    said = " ".join(a.stack.top.lines)
    assert "does not replay with this version" in said
    assert "Choose New game" in said  # the player is on the title: where to go from here
    assert "Error" not in said and "Illegal" not in said and "default" not in said  # no internals
    assert not store.has_autosave()
    assert list(store.autosave_path.parent.glob("autosave.json.damaged-*"))


def statistics_opened(store):
    """The game started on `store`, and Statistics opened from the title by its key."""
    a = App(store, (1280, 720))
    open_screen(a, "title")
    settle(a)
    key(a, pygame.K_t)
    settle(a)
    return a


def test_a_file_found_damaged_by_a_later_screen_is_told_there(tmp_path, quit_display):
    store = make_store(tmp_path)
    store.stats_path.parent.mkdir(parents=True)
    store.stats_path.write_text('{"version": 1, "kind": "statistics", "data": {"variants": '
                                '{"riichi": {"matches": "3", "firsts": 1, "rank_sum": 2, '
                                '"points_sum": 1}}}}')
    a = statistics_opened(store)
    [notice] = notices(a)
    assert notice.title == "A file was damaged"  # one file: not "some files"
    assert "statistics file was damaged" in notice.lines[0]
    assert "variants.riichi.matches should be a whole number" in notice.lines[0]
    key(a, pygame.K_RETURN)
    assert a.stack.top.name == "stats" and a.stack.top.stats == {"variants": {}}


def test_a_file_that_could_not_be_read_is_not_called_damaged(tmp_path, quit_display):
    # A folder in the statistics file's place: "A file was damaged" over "could not be read".
    store = make_store(tmp_path)
    store.stats_path.mkdir(parents=True)
    a = statistics_opened(store)
    [notice] = notices(a)
    assert notice.title == "A file could not be read"
    assert "could not be read" in notice.lines[0]


def test_a_file_that_cannot_be_read_is_told_once_and_the_screen_can_be_left(tmp_path,
                                                                           quit_display):
    """A folder in the statistics file's place: each OK on the notice brought it back (the
    screen read the file again on coming back to the top), and the player was stuck."""
    store = make_store(tmp_path)
    store.stats_path.mkdir(parents=True)
    a = statistics_opened(store)
    [notice] = notices(a)
    assert "could not be read (a folder is in its place)" in notice.lines[0]
    key(a, pygame.K_RETURN)
    settle(a)
    assert not notices(a) and a.stack.top.name == "stats"
    key(a, pygame.K_ESCAPE)
    settle(a)
    assert a.stack.top.name == "title"


def test_a_folder_where_the_saved_game_should_be_is_told_when_continue_is_chosen(
        tmp_path, quit_display):
    """An autosave replaced by a folder hid Continue and said nothing: the player's game
    was gone without a word. The title offers Continue; choosing it says why it cannot."""
    store = make_store(tmp_path)
    store.autosave_path.mkdir(parents=True)
    a = App(store, (1280, 720))
    open_screen(a, "title")
    settle(a)
    assert "Continue" in [b.label for b in a.stack.top.buttons]
    a.stack.top.continue_game()
    settle(a)
    said = " ".join(s for n in notices(a) for s in n.lines)
    assert "a folder is in its place" in said


def test_a_resumed_match_still_knows_its_best_hand(tmp_path, quit_display):
    """The match's end named a later, smaller win as the best hand after a Continue: the
    best was kept only while the table was open. It is recalled from the replayed save."""
    from game.ai.baseline import BaselineAI
    from game.core.engine.game import Game, save_game
    from game.core.table.events import HandStarted, Won

    game = Game("riichi", {"length": "east"}, 11)
    ai = BaselineAI("riichi", game.options)
    wins, started = [], 0
    while started < 3 or game.phase != Phase.ACT:  # two hands over, the third under way
        seat = game.waiting_on()[0]
        for e in game.apply(ai.choose(game.view(seat), game.legal_actions(seat))):
            wins += [e] if isinstance(e, Won) else []
            started += isinstance(e, HandStarted)
    assert wins, "no win in the first hands of this seed: pick another"
    best = max(wins, key=lambda w: w.sheet.points)
    config = {"variant": "riichi", "seed": 11, "options": {"length": "east"},
              "opponents": [{"name": n} for n in ("Wren", "Finch", "Heron")]}
    a = App(make_store(tmp_path), (1280, 720))
    table = Table(a, saved={"config": config, "game": save_game(game), "table": {}})
    assert table.best is not None and table.best[0] == best.sheet.points
    assert table.best_win == best
    hand, tile = table.best_hand
    assert hand.tiles == best.hand and tile == best.tile


def test_a_records_folder_that_cannot_be_written_names_only_the_records(tmp_path,
                                                                        quit_display):
    """A tester made the records folder a file: the notice said settings, saved game,
    statistics and records were not kept, while the settings and the autosave were written
    all along. It names what cannot be kept, once."""
    a = App(make_store(tmp_path), (1280, 720))
    open_screen(a, "title")
    settle(a)
    assert not notices(a)
    folder = a.store.data_dir / "records"
    folder.write_text("not a folder")
    assert not a.store.write(RECORD, folder / "match.json", {"events": []})
    settle(a)  # the notice comes
    settle(a)  # and is in place
    [notice] = notices(a)
    assert notice.title == "Your game records are not being kept"
    said = " ".join(notice.lines)
    assert "game records" in said and "settings" not in said and "saved game" not in said
    key(a, pygame.K_RETURN)
    assert a.store.save_settings(a.settings)  # the settings are still kept
    assert not a.store.write(RECORD, folder / "other.json", {"events": []})
    settle(a)
    assert not notices(a)  # told once


def test_a_full_disk_failing_every_file_is_one_notice(tmp_path, quit_display, monkeypatch):
    """A full disk fails the autosave, then the game record: told once, not once a file
    (CI's run met the second notice where a hand's end wrote its record in time)."""
    a = App(make_store(tmp_path), (1280, 720))
    open_screen(a, "title")
    settle(a)

    def full(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store_mod, "atomic_write_text", full)
    assert not a.store.write(AUTOSAVE, a.store.autosave_path, {})
    settle(a)
    settle(a)
    [notice] = notices(a)
    key(a, pygame.K_RETURN)
    assert not a.store.write(RECORD, a.store.data_dir / "records" / "m.json", {})
    settle(a)
    assert not notices(a)


def test_a_failed_background_autosave_names_only_the_saved_game(tmp_path, quit_display):
    """The table autosaves on a background writer, which reported a failure without saying
    what it was writing: the notice then said settings, statistics and records were lost
    too, while they were being kept."""
    a = App(make_store(tmp_path), (1280, 720))
    open_screen(a, "title")
    settle(a)
    a.store.autosave_path.mkdir(parents=True)  # a folder in its place: the write fails
    a.store.save_autosave_soon({"config": {}, "game": {}, "table": {}})
    a.store.flush(5)
    assert a.store.autosave_ok is False
    settle(a)
    settle(a)
    [notice] = notices(a)
    assert notice.title == "Your game is not being saved"
    said = " ".join(notice.lines)
    assert "cannot save your game:" in said  # not "your saved game" (a tester)
    assert "settings" not in said and "statistics" not in said and "records" not in said


def test_an_unbidden_notice_takes_no_key_for_a_moment(tmp_path, quit_display, monkeypatch):
    """Discarding with Enter, a tester closed the notice that the game was not being saved
    before it was read: for its first moments it takes no key (a click still closes it)."""
    import game.ui.notice as notice

    monkeypatch.setattr(notice, "KEY_GRACE", 0.6)
    a, _ = titled_on_a_file(tmp_path)
    [shown] = notices(a)
    key(a, pygame.K_RETURN)  # at once: meant for the screen beneath
    assert notices(a) == [shown]
    shown.update(0.7)
    key(a, pygame.K_RETURN)
    assert not notices(a)
