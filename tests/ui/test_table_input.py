"""Every input path at the table acts only through the engine's legal actions: held keys, key
repeat, stale buttons, input while a timeline runs, and a key that opened a screen."""

import pygame
import pytest

from game.ai.baseline import BaselineAI
from game.core.engine import Game, save_game
from game.core.table.actions import Chow
from game.ui.app import App, make_store, open_screen
from game.ui.table import ME, Table


def game_at_a_chow_offer() -> Game:
    """Seed 1 of Riichi played by the AI until the player is offered a single chow."""
    game = Game("riichi", None, 1)
    ai = BaselineAI("riichi", game.options)
    for _ in range(400):
        waiting = game.waiting_on()
        if ME in waiting and any(isinstance(a, Chow) for a in game.legal_actions(ME)):
            return game
        seat = waiting[0]
        game.apply(ai.choose(game.view(seat), game.legal_actions(seat)))
    raise AssertionError("no chow offer in seed 1")


@pytest.fixture
def saved_at_chow(tmp_path):
    store = make_store(tmp_path)
    config = {"variant": "riichi", "seed": 1, "opponents": [{"name": n} for n in "ABC"]}
    store.save_autosave({"config": config, "game": save_game(game_at_a_chow_offer()),
                         "table": {"break_at": 5}})
    return tmp_path


def post_key(key, unicode="", up=False):
    pygame.event.post(pygame.event.Event(pygame.KEYUP if up else pygame.KEYDOWN, key=key,
                                         mod=0, unicode=unicode))


def test_holding_c_on_the_title_continues_and_never_calls_at_the_table(saved_at_chow):
    """The reported crash: C held on the title (Continue) repeats into the table."""
    a = App(make_store(saved_at_chow), (1280, 720))
    a.settings.speed = "instant"
    open_screen(a, "title")
    a.stack.top.anim.skip()
    a.frame()
    post_key(pygame.K_c, "c")
    for _ in range(3):  # the key repeats: several presses reach one frame, then more frames
        for _ in range(4):
            post_key(pygame.K_c, "c")
        a.frame()
    table = a.stack.top
    assert isinstance(table, Table)
    assert ME in table.game.waiting_on()
    assert any(isinstance(x, Chow) for x in table.game.legal_actions(ME))  # still offered
    post_key(pygame.K_c, up=True)
    a.frame()
    post_key(pygame.K_c, "c")  # a new press of C does call
    a.frame()
    assert not any(isinstance(x, Chow) for x in table.game.legal_actions(ME))
    pygame.display.quit()


@pytest.fixture
def app(tmp_path):
    a = App(make_store(tmp_path), (1280, 720))
    a.settings.speed = "instant"
    open_screen(a, "title")
    a.stack.top.anim.skip()
    yield a
    pygame.display.quit()


def table_at_chow(a) -> Table:
    config = {"variant": "riichi", "seed": 1, "opponents": [{"name": n} for n in "ABC"]}
    saved = {"config": config, "game": save_game(game_at_a_chow_offer())}
    a.store.save_autosave(saved)  # as Continue finds it
    table = a.push(Table(a, saved=saved))
    a.frame()
    return table


def until_my_draw(a, table):
    """Frames until the player has drawn and may discard (the AI's moves waited for)."""
    for _ in range(2000):
        if table._thinking is not None:
            table._thinking.result()
        a.frame()
        if table.game.waiting_on() == [ME] and table.view.drawn is not None \
                and not table.busy:
            return
    raise AssertionError("the player never came to draw")


def press(a, key, unicode=""):
    post_key(key, unicode)
    post_key(key, up=True)
    a.frame()


def test_a_key_that_opens_a_screen_types_nothing_into_it(app):
    post_key(pygame.K_a, "a")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="a"))
    for _ in range(3):  # held: the key repeats with its text
        post_key(pygame.K_a, "a")
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="a"))
    app.frame()
    analyzer = app.stack.top
    assert analyzer.name != "title"
    before = dict(analyzer.values)
    post_key(pygame.K_a, up=True)
    app.frame()
    assert analyzer.values == before  # nothing typed by the key that opened it
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="1m"))
    app.frame()
    assert analyzer.values != before  # typing there works


def test_a_button_made_for_an_earlier_state_never_acts(app):
    table = table_at_chow(app)
    app.draw()
    chow = next(b for b in table.buttons if b.hotkey == pygame.K_c)
    press(app, pygame.K_s)  # Skip: the game moves on
    assert not any(isinstance(x, Chow) for x in table.game.legal_actions(ME))
    moves = table.moves
    chow.activate()  # a stale button pressed anyway (a click that arrived late)
    assert table.moves == moves and table.toast is not None  # refused, with a notice
    app.frame()
    pos = chow.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame()  # clicks where it was drawn: no error


def test_a_held_key_acts_once(app):
    table = table_at_chow(app)
    press(app, pygame.K_s)  # skip the chow; play on to the player's own turn
    until_my_draw(app, table)
    log = len(table.game.state.log)
    drawn = table.view.drawn
    post_key(pygame.K_d)  # D throws the drawn tile at once
    for _ in range(6):
        post_key(pygame.K_d)  # ... and these are that press held down, not six more
    for _ in range(30):
        app.frame()  # the others play on, perhaps to the player's next draw
    mine = [a for a in table.game.state.log[log:] if a["seat"] == ME]
    assert [a["type"] for a in mine] == ["Discard"]
    assert mine[0]["tile"] == table.tileset.format([drawn])


def test_esc_pauses_the_table_and_leave_keeps_the_game(app):
    table = table_at_chow(app)
    press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert menu.name == "pause" and [b.label for b in menu.buttons] == [
        "Resume", "Settings", "Rules of Riichi", "Keys", "Leave the table"]
    assert menu.lines[-1] == "Opponents: A (normal), B (normal), C (normal)."  # who plays how
    app.draw()
    assert menu.buttons[0].rect.top > menu.text_bottom  # its words clear of its buttons
    assert menu.box.contains(menu.buttons[-1].rect)
    moves, log = table.moves, len(table.game.state.log)
    for _ in range(120):
        app.frame()
    assert (table.moves, len(table.game.state.log)) == (moves, log)  # the table stands still
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table  # Esc again resumes
    press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    press(app, pygame.K_r)
    rules = app.stack.top
    assert rules.name == "rules" and rules.variant_id == "riichi"
    assert rules.given == ("riichi", dict(table.game.options))  # this game's options
    # back to the menu it came from (to the table, the next Esc, meant to resume, opened
    # the menu again: a tester lost a key press)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is menu
    press(app, pygame.K_k)  # the table's keys, for a player without a mouse
    keys = app.stack.top
    assert keys.title == "Keys at the table" and any("Enter" in line for line in keys.lines)
    press(app, pygame.K_RETURN)
    assert app.stack.top is menu
    press(app, pygame.K_s)
    assert app.stack.top.name == "settings"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is menu
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_l)
    assert app.stack.top.name == "title" and app.store.has_autosave()
    assert app.stack.top.form.focused.label == "Continue"


def at_my_discard(app) -> tuple[Table, pygame.Rect, int, int]:
    """A table where the player skipped the chow and drew: (table, the first tile's rect and
    place in the hand, the length of the game's log)."""
    table = table_at_chow(app)
    press(app, pygame.K_s)
    until_my_draw(app, table)
    app.draw()
    rect, i, _ = table.hand_rects[0]
    return table, rect, i, len(table.game.state.log)


def test_clicks_and_drags_on_the_hand(app):
    table, rect, i, log = at_my_discard(app)

    def mouse(kind, pos):
        extra = {"button": 1} if kind != pygame.MOUSEMOTION else {"rel": (0, 0),
                                                                  "buttons": (1, 0, 0)}
        pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))

    # a drag that ends back in the row with auto-sort on: nothing happens
    mouse(pygame.MOUSEBUTTONDOWN, rect.center)
    mouse(pygame.MOUSEMOTION, (rect.centerx + rect.w, rect.centery))
    mouse(pygame.MOUSEBUTTONUP, (rect.centerx + rect.w, rect.centery))
    app.frame()
    assert len(table.game.state.log) == log and table.selected is None
    # with auto-sort off, a drag along the row moves the tile there
    press(app, pygame.K_F1)
    assert not app.settings.auto_sort
    before = table.hand_tiles()
    app.draw()
    rect, _, _ = table.hand_rects[0]
    target = table.hand_rects[2][0].center
    mouse(pygame.MOUSEBUTTONDOWN, rect.center)
    mouse(pygame.MOUSEMOTION, target)
    mouse(pygame.MOUSEBUTTONUP, target)
    app.frame()
    after = table.hand_tiles()
    assert after[2] is before[0] and after[:2] == before[1:3]
    # a drag out of the row, up over the table, discards the tile
    app.draw()
    rect, i, tile_ = table.hand_rects[0]
    up = (rect.centerx, rect.y - 3 * rect.h)
    mouse(pygame.MOUSEBUTTONDOWN, rect.center)
    mouse(pygame.MOUSEMOTION, up)
    assert table.dragged() is None  # not before the motion is read
    app.frame()
    assert table.dragged() == (i, up)
    mouse(pygame.MOUSEBUTTONUP, up)
    app.frame()
    done = table.game.state.log[log]
    assert done["type"] == "Discard" and done["seat"] == ME


def test_the_table_toggles_flip_by_key_and_click_and_are_kept(app):
    from game.ui import table_toggles as tg

    table = table_at_chow(app)
    app.draw()
    names = [name for name, *_ in tg.TOGGLES]
    assert names == ["auto_sort", "auto_win", "skip_calls", "auto_discard_drawn", "table_hint"]
    for (name, _, key, _), rect in zip(tg.TOGGLES, table.switch_rects, strict=True):
        was = getattr(app.settings, name)
        press(app, key)
        assert getattr(app.settings, name) is not was
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center,
                                             button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center,
                                             button=1))
        app.frame()
        assert getattr(app.settings, name) is was
    press(app, tg.TOGGLES[2][2])  # no calls: the chow offer passes by itself
    for _ in range(10):
        app.frame()
    assert app.store.load_settings().skip_calls
    assert not any(isinstance(x, Chow) for x in table.game.legal_actions(ME))
    column = table.switch_rects[0].unionall(table.switch_rects)
    assert all(not column.colliderect(r) for r, _, _ in table.hand_rects)


def test_a_switch_flips_while_something_animates_and_leaves_it_running(app):
    # Any key or click during an animation only skipped it: a tester pressed F2 twenty
    # times during the opponents' turns and Auto-win never changed.
    from game.ui.tween import Wait

    table = table_at_chow(app)
    app.draw()
    table.anim.speed = "normal"
    wait = table.anim.add(Wait(60.0))  # an animation that lasts past the test's frames
    auto_win = app.settings.auto_win
    press(app, pygame.K_F2)
    assert app.settings.auto_win is not auto_win and not wait.done
    rect = table.switch_rects[2]  # no calls, clicked
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
    skip_calls = app.settings.skip_calls
    app.frame()
    assert app.settings.skip_calls is not skip_calls and not wait.done
    press(app, pygame.K_z)  # any other key still hurries the animation to its end
    assert wait.done


def test_a_switch_shows_its_new_state_the_frame_it_flips(app):
    """The switches are drawn once per set of states and then blitted: flipping one redraws
    its knob and word at once, and the others stay as they were."""
    from game.ui import table_toggles as tg

    table = table_at_chow(app)
    app.draw()
    before = [pygame.image.tobytes(app.surface.subsurface(r), "RGB")
              for r in table.switch_rects]
    press(app, tg.TOGGLES[1][2])  # auto-win
    app.draw()
    after = [pygame.image.tobytes(app.surface.subsurface(r), "RGB")
             for r in table.switch_rects]
    assert [b != a for b, a in zip(before, after, strict=True)] == [
        False, True, False, False, False]
    press(app, tg.TOGGLES[1][2])
    app.draw()
    assert pygame.image.tobytes(app.surface.subsurface(table.switch_rects[1]), "RGB") \
        == before[1]


def test_each_switch_is_called_the_same_at_the_table_and_in_the_settings():
    from game.ui import table_toggles as tg
    from game.ui.settings_screen import TABLE_TOGGLES

    in_settings = {name: label.lower() for name, label, _ in TABLE_TOGGLES}
    for name, label, _, _ in tg.TOGGLES:
        assert label.lower() in in_settings[name], (label, in_settings[name])


@pytest.mark.parametrize("one_click", [False, True], ids=["two clicks", "one click"])
def test_a_click_selects_a_tile_or_with_the_setting_throws_it(app, one_click):
    app.settings.one_click_discard = one_click
    table, rect, i, log = at_my_discard(app)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=rect.center, button=1))
    app.frame()
    if one_click:
        done = table.game.state.log[log]
        assert done["type"] == "Discard" and done["seat"] == ME
    else:
        assert len(table.game.state.log) == log and table.selected == i


def test_the_settings_file_checks_every_setting():
    """A hand-edited settings file is checked field by field: every setting has a schema."""
    import dataclasses

    from game.files import SETTINGS_SCHEMA
    from game.store import Settings

    names = {f.name for f in dataclasses.fields(Settings)} - {"extra"}
    assert names <= set(SETTINGS_SCHEMA.optional)


def test_enter_with_nothing_chosen_chooses_the_drawn_tile_and_again_throws_it(app):
    """The guided hand's first card asked for Enter, which did nothing until the arrows had
    chosen a tile: a keyboard player was stuck there."""
    table, _, _, log = at_my_discard(app)
    drawn = table.view.drawn
    assert table.selected is None and drawn is not None
    press(app, pygame.K_RETURN)
    assert len(table.game.state.log) == log and table.selected_tile is drawn
    press(app, pygame.K_RETURN)
    done = table.game.state.log[log]
    assert done["type"] == "Discard" and done["seat"] == ME


def test_a_match_begun_with_switches_that_play_for_you_says_so(app):
    """The switches are settings, kept from match to match: a tester tried Auto-discard in
    one hand and met it throwing tiles in the next match. A match says which are on."""
    from game.ui import tutorial

    config = {"variant": "riichi", "seed": 3, "opponents": [{"name": n} for n in "ABC"]}
    assert Table(app, config=config).toast is None  # none on: nothing said
    app.settings.auto_discard_drawn = app.settings.skip_calls = True
    said = Table(app, config=config).toast
    assert said and said[0] == "No calls (F3) and Auto-discard (F4) are on, as you left them."
    assert Table(app, config={**config, "autoplay": True}).toast is None
    assert tutorial.Tutorial(app, "riichi").toast is None  # the guide plays no switch


def test_the_switches_notice_follows_a_switch_flipped_while_it_shows(app):
    """A tester turned No calls off at once and read for seconds that it was on: the notice
    names the switches still on, and goes when none is."""
    from game.ui import table_toggles

    config = {"variant": "riichi", "seed": 3, "opponents": [{"name": n} for n in "ABC"]}
    app.settings.auto_discard_drawn = app.settings.skip_calls = True
    table = app.push(Table(app, config=config))
    table_toggles.flip(table, "skip_calls")
    assert table.toast is not None
    assert table.toast[0] == "Auto-discard (F4) is on, as you left it."
    table_toggles.flip(table, "auto_discard_drawn")
    assert table.toast is None
    table.notify("Not your turn")
    table_toggles.flip(table, "skip_calls")  # another notice is left alone
    assert table.toast is not None and table.toast[0] == "Not your turn"


def test_question_mark_shows_the_keys_and_enter_after_them_resumes(app):
    """? did nothing at the table (a tester's first guess at help); from the menu, Enter on
    the keys closed them with the focus still on Keys, so the next Enter, meant to go back to
    the game, opened them again."""
    table = table_at_chow(app)
    press(app, pygame.K_SLASH, "?")
    assert app.stack.top.title == "Keys at the table"
    assert any("North" in line or " N," in line for line in app.stack.top.lines)
    press(app, pygame.K_RETURN)
    assert app.stack.top is table
    press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    press(app, pygame.K_k)
    press(app, pygame.K_RETURN)
    assert app.stack.top is menu
    press(app, pygame.K_RETURN)
    assert app.stack.top is table


def test_after_a_call_the_player_is_told_how_to_choose_the_discard(app, monkeypatch):
    """A tester playing by keys alone pressed D after a pon, as the Keys card says for the
    drawn tile, and nothing happened: there is no drawn tile after a call. The first call
    of a table says how to choose, and D says why it does nothing."""
    from types import SimpleNamespace

    from game.core.model.melds import Meld, MeldKind
    from game.core.model.tiles import tile
    from game.core.table.actions import Discard
    from game.core.table.events import Called
    from game.ui import table_draw, table_events

    config = {"variant": "riichi", "seed": 3, "opponents": [{"name": n} for n in "ABC"]}
    table = app.push(Table(app, config=config))
    for _ in range(400):
        if table.hand_tiles():
            break
        app.frame()
    five = tile("p", 5)
    pon = Called(ME, Meld(MeldKind.PUNG, (five,) * 3, True, "p", 0, five, 1), 1)
    table_events.read(table, [pon])
    assert table.toast is not None and table.toast[0].startswith("Your discard: choose")
    table.toast = None
    table_events.read(table, [pon])
    assert table.toast is None  # once a table
    hand = table.hand_tiles()
    monkeypatch.setattr(type(table), "view", property(lambda self: SimpleNamespace(
        drawn=None, hand=hand, seat=ME)))
    monkeypatch.setattr(table, "legal", lambda: [Discard(ME, hand[0])])
    table.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0, unicode="d"))
    assert table.toast is not None and table.toast[0].startswith("No tile drawn after a call")
    assert "? keys" in table_draw.corner_title("Riichi")  # the table says where its keys are
