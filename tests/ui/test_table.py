"""Play at the table by posting input events: a whole hand to its result, then Continue."""

import pygame
import pytest
from ui_drive import click

from game.core.table.actions import Continue
from game.core.table.state import Phase
from game.ui.app import App, make_store, open_screen
from game.ui.table import ME, Table


def press(a, key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))  # a press, released
    a.frame()


def act(a, table):
    """Do what a player would: win when offered, skip calls, Continue, discard the drawn tile
    (or the first tile that may go)."""
    hotkeys = {b.hotkey for b in table.buttons}
    for key in (pygame.K_w, pygame.K_s, pygame.K_RETURN):
        if key in hotkeys:
            press(a, key)
            return
    if table.buttons:  # only other calls offered (a kong, riichi): decline by discarding
        pass
    before = len(table.game.state.log)
    if table.view.drawn is not None:
        press(a, pygame.K_d)
        press(a, pygame.K_d)
    for _ in range(len(table.hand_tiles())):
        if len(table.game.state.log) != before:
            return
        press(a, pygame.K_RIGHT)
        press(a, pygame.K_RETURN)


def play_hand(a, table, limit=4000):
    hands = table.game.state.hands_played
    for _ in range(limit):
        a.frame()
        if table.game.phase == Phase.HAND_END and not table.busy:  # the result in view
            assert table.result, "a hand end shows its result"
            press(a, pygame.K_RETURN)  # Continue
            a.frame()
            return
        if ME in table.game.waiting_on() and not table.busy:
            act(a, table)
    raise AssertionError(f"no hand end after {limit} frames (hands {hands})")


def to_a_result(a, variant):
    """A new game of `variant` (seed 7) played by keys to its first result, in view."""
    a.stack.top.choose(variant)
    a.stack.top.seed = "7"
    a.stack.top.start()
    table = a.stack.top
    for _ in range(4000):
        a.frame()
        if table.game.phase == Phase.HAND_END and not table.busy:
            break
        if ME in table.game.waiting_on() and not table.busy:
            act(a, table)
    return table


@pytest.fixture
def table_app(tmp_path):
    store = make_store(tmp_path)
    a = App(store, (1280, 720))
    a.settings.speed = "instant"
    open_screen(a, "new")
    yield a
    pygame.display.quit()


@pytest.mark.parametrize("variant", ["riichi", "uzje"])
def test_a_whole_hand_by_keys_to_its_result(table_app, variant):
    a = table_app
    a.stack.top.choose(variant)
    a.stack.top.seed = "7"
    a.stack.top.start()
    table = a.stack.top
    assert isinstance(table, Table)
    play_hand(a, table)
    assert table.game.state.hands_played >= 1
    assert a.store.has_autosave()


def continue_in_a_new_window(tmp_path):
    """Close the window, start the game again on the same profile and press Continue."""
    pygame.display.quit()
    b = App(make_store(tmp_path), (1280, 720))
    open_screen(b, "title")
    b.stack.top.anim.skip()
    press(b, pygame.K_c)
    return b


def _play_a_little(a):
    """Start seed 11 and play 40 frames, the autosave written."""
    a.stack.top.seed = "11"
    a.stack.top.start()
    table = a.stack.top
    for _ in range(40):
        a.frame()
        if ME in table.game.waiting_on() and not table.busy:
            act(a, table)
    a.store.flush()
    return table


def test_continue_resumes_the_same_game(table_app, tmp_path):
    a = table_app
    table = _play_a_little(a)
    digest, log = table.game.digest(), list(table.game.state.log)
    assert a.store.load_autosave()["game"]["digest"] == digest  # every action is saved
    pygame.display.quit()
    b = App(make_store(tmp_path), (1280, 720))
    open_screen(b, "title")
    b.stack.top.anim.skip()
    assert b.stack.top.buttons[0].label == "Continue"
    press(b, pygame.K_c)
    resumed = b.stack.top
    assert isinstance(resumed, Table)
    assert resumed.game.state.log[: len(log)] == log  # the same game, going on from there
    pygame.display.quit()


def test_continue_names_the_game_it_resumes(table_app, tmp_path):
    a = table_app
    table = _play_a_little(a)
    assert table.game.state.hands_played == 0
    score = table.game.view(ME).seats[ME].score
    pygame.display.quit()
    b = App(make_store(tmp_path), (1280, 720))
    open_screen(b, "title")
    resume = b.stack.top.buttons[0]
    assert resume.label == "Continue"
    assert resume.detail == f"Riichi · East 1 · {score:,} points"
    b.frame()  # drawn with its second line
    pygame.display.quit()


def test_a_damaged_save_says_it_does_not_read_and_is_left_for_continue_to_report(tmp_path):
    store = make_store(tmp_path)
    store.autosave_path.parent.mkdir(parents=True)
    store.autosave_path.write_text('{"version": 1, "kind": "autosave", "data": {"game": 1}}')
    a = App(store, (1280, 720))
    open_screen(a, "title")
    resume = a.stack.top.buttons[0]
    # said before it is chosen (a tester met the fault only after choosing it)
    assert resume.label == "Continue" and resume.detail == "The saved game does not read"
    assert store.autosave_path.exists() and not store.take_notices()  # told why when chosen
    pygame.display.quit()


def test_a_save_that_no_longer_replays_is_kept_aside_and_reported(table_app, tmp_path):
    a = table_app
    _play_a_little(a)
    saved = a.store.load_autosave()
    saved["game"]["digest"] = "0" * len(saved["game"]["digest"])  # as an older rule would
    a.store.save_autosave(saved)
    b = continue_in_a_new_window(tmp_path)
    notice = b.stack.top
    assert notice.name == "notice" and "could not be resumed" in notice.title
    assert any("kept as autosave.json.damaged-" in line for line in notice.lines)
    assert not b.store.has_autosave()  # the next game's autosave cannot overwrite it
    kept = list(b.store.autosave_path.parent.glob("autosave.json.damaged-*"))
    assert len(kept) == 1 and "0000" in kept[0].read_text(encoding="utf-8")
    pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_face_is_painted_in_the_frame_loop_once_the_faces_are_ready(tmp_path, monkeypatch,
                                                                     size):
    """Painting a face takes milliseconds: the table paints every size it shows (the shared
    pile's smaller tiles too) on a worker, so frames mid-hand never paint one."""
    import threading

    from game.ui import table as table_mod
    from game.ui import tile_sprites

    # fresh sets: a test that stubs the painting thread leaves shared ones marked painted
    table_mod._sprites.cache_clear()
    a = App(make_store(tmp_path), size)
    a.settings.speed = "instant"
    config = {"variant": "uzje", "options": {"all_tongs": True}, "seed": 5, "autoplay": True,
              "opponents": [{"name": n} for n in ("Wren", "Finch", "Heron")]}
    table = a.push(Table(a, config=config))
    for th in threading.enumerate():
        if th.name == "tile-faces":
            th.join(timeout=120)
    painted = []
    real = tile_sprites.art.render
    monkeypatch.setattr(tile_sprites.art, "render",
                        lambda *args, **kw: painted.append(args[0]) or real(*args, **kw))
    for _ in range(300):
        a.frame()
        if table.game.phase == Phase.HAND_END:
            break
    assert table.game.view(ME).shared_pile, "the pile has tiles to draw"
    assert painted == []
    pygame.display.quit()


@pytest.mark.parametrize("variant", ["riichi", "hkos"])
def test_a_match_left_at_a_hands_result_shows_that_result_again(table_app, tmp_path, variant):
    """Left while a hand's result was showing, the match came back to an empty box: the
    result's lines, the winning hand and the payments are read again from the replay."""
    a = table_app
    table = to_a_result(a, variant)
    assert table.game.phase == Phase.HAND_END and table.result
    shown = (list(table.result), table.win_hand, table.draw_hands, table.settle)
    table.autosave()
    a.store.flush()
    b = continue_in_a_new_window(tmp_path)
    resumed = b.stack.top
    assert isinstance(resumed, Table) and resumed.game.phase == Phase.HAND_END
    assert (resumed.result, resumed.win_hand, resumed.draw_hands, resumed.settle) == shown
    b.frame()
    press(b, pygame.K_RETURN)  # Continue deals the next hand, as before
    for _ in range(50):
        b.frame()
    assert resumed.game.phase != Phase.HAND_END
    pygame.display.quit()


def test_keys_pressed_for_the_hand_do_not_carry_through_its_result(table_app):
    """A burst of Enter and Space played through a whole hand and left its result unseen, the
    last hand's "Kan" and "Tsumo" floating over the next (a tester): while the calls' words
    show, Enter only brings the result's box into view, and for a moment after it shows
    Enter does nothing; then it continues, and the new hand starts with no old words."""
    a = table_app
    a.settings.speed = "normal"
    a.stack.top.choose("riichi")
    a.stack.top.seed = "7"
    a.stack.top.start()
    table = a.stack.top
    for _ in range(4000):
        a.frame()
        if table.game.phase == Phase.HAND_END:
            break
        if ME in table.game.waiting_on() and not table.anim.busy:
            act(a, table)
    assert table.game.phase == Phase.HAND_END
    table.anim.skip()
    table.stage.flashes.append({"seat": 1, "word": "Tsumo", "left": 5.0})
    hands = table.game.state.hands_played
    press(a, pygame.K_RETURN)
    assert not table.stage.flashes and table.game.phase == Phase.HAND_END
    press(a, pygame.K_SPACE)
    assert table.game.phase == Phase.HAND_END  # too soon after the box showed
    table.stage.result_age = 0.7  # (as if read for a moment)
    press(a, pygame.K_RETURN)
    assert table.game.state.hands_played == hands + 1


def test_a_new_hand_starts_with_no_words_of_the_last(table_app):
    """Continue is greyed while a call's word still shows; a deal clears any word left."""
    a = table_app
    table = to_a_result(a, "riichi")
    table.refresh_prompt()
    (button,) = [b for b in table.buttons if b.label == "Continue"]
    table.stage.flashes.append({"seat": 2, "word": "Kan", "left": 60.0})
    assert not button.available  # greyed while a word still shows: a click does nothing
    click(a, button.rect.center)
    assert table.game.phase == Phase.HAND_END
    table.apply(Continue(ME))  # as if the words were left: the deal clears them
    for _ in range(400):
        a.frame()
        if table.game.phase != Phase.HAND_END and table.stage.dealt is not None:
            break
    assert table.game.phase != Phase.HAND_END
    assert not any(f["word"] == "Kan" for f in table.stage.flashes)


def test_the_match_end_card_is_not_left_by_the_enter_that_showed_it(table_app):
    """Two quick Enters on the last hand's result went past the final standings to the title
    (a tester): the match's end starts the result's moment of grace again."""
    from game.core.table.events import MatchEnded

    a = table_app
    table = to_a_result(a, "riichi")
    a.settings.speed = "normal"
    table.stage.result_age = 5.0
    table.animate([MatchEnded((30000, 20000, 25000, 25000), (1, 4, 2, 3))])
    table.anim.skip()
    press(a, pygame.K_RETURN)
    assert a.stack.top is table and table.match_over is not None


def test_the_mouse_over_the_centre_shows_the_others_scores_as_differences(table_app,
                                                                          monkeypatch):
    """Mahjong Soul's players read how far ahead or behind each seat is from the centre: over
    the panel the others' scores are differences from the player's; off it, scores again."""
    from game.ui import table_centre, table_stage

    table = to_a_result(table_app, "riichi")
    labels = []
    real = table_centre._turned_text
    monkeypatch.setattr(table_centre, "_turned_text",
                        lambda text, *a: labels.append(text) or real(text, *a))
    view = table.view
    mine = view.seats[view.seat].score
    panel = table_stage.panel_rect(table.ring, table.m)
    for pos, relative in ((panel.center, True), ((2, 2), False)):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        labels.clear()
        table_app.frame()
        want = [(f"{sv.score - mine:+,}" if sv.score != mine else "\u00b10")
                if relative and sv.seat != view.seat else f"{sv.score:,}" for sv in view.seats]
        assert len(labels) == len(want)
        assert all(w.replace("-", "\u2013") in text for w, text in zip(want, labels, strict=True))
