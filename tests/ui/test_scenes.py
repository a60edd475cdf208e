"""Drive the real scenes by posting input events (dummy video and audio drivers)."""

import threading
import time

import pygame
import pytest

from game.store import Store
from game.ui import app as app_mod
from game.ui.app import App, make_store, open_screen
from game.ui.new_game import NewGame
from game.ui.notice import Notice
from game.ui.settings_screen import SettingsScreen
from game.ui.title import Title


@pytest.fixture
def app(tmp_path):
    a = App(make_store(tmp_path), (1280, 720))
    open_screen(a, "title")
    settle(a)
    yield a
    pygame.display.quit()


def settle(a):
    """Let entrance animations finish and draw a frame."""
    for scene in a.stack.scenes:
        scene.anim.skip()
    a.frame()


def key(a, k, mod=0, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod))
    a.frame()
    settle(a)


def click(a, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    a.frame()
    settle(a)


def typed(a, s):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=s))
    a.frame()


def button(scene, label):
    return next(w for w in scene.form.widgets if getattr(w, "label", None) == label)


def test_title_settings_and_back_by_keys(app):
    assert isinstance(app.stack.top, Title)
    assert [b.label for b in app.stack.top.buttons] == [
        "New game", "Practice", "Rules", "Analyzer", "Records", "Statistics", "How to play",
        "Settings", "Quit"]
    key(app, pygame.K_s)
    assert isinstance(app.stack.top, SettingsScreen)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Title)
    assert app.store.settings_path.is_file()  # leaving settings saves them


def test_title_settings_and_back_by_mouse(app):
    click(app, button(app.stack.top, "Settings").rect.center)
    assert isinstance(app.stack.top, SettingsScreen)
    click(app, app.stack.top.done.rect.center)
    assert isinstance(app.stack.top, Title)


def test_a_click_during_the_entrance_animation_only_skips_it(tmp_path):
    a = App(make_store(tmp_path), (1280, 720))
    open_screen(a, "title")
    assert a.stack.top.busy
    pos = a.stack.top.buttons[1].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    a.frame()
    assert isinstance(a.stack.top, Title) and not a.stack.top.busy
    pygame.display.quit()


def test_settings_change_by_keys_and_are_kept(app, tmp_path):
    key(app, pygame.K_s)
    key(app, pygame.K_LEFT)  # volume 0.8 -> 0.7
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # mute on
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)  # speed normal -> fast
    key(app, pygame.K_ESCAPE)
    kept = Store(tmp_path / "config", tmp_path / "data").load_settings()
    assert (kept.volume, kept.mute, kept.speed) == (0.7, True, "fast")
    assert app.audio.mute is True


def test_a_setting_is_kept_as_it_is_changed_not_only_on_leaving(app, tmp_path):
    """A game killed while the settings screen was open lost the change (the screen says
    changes are kept)."""
    key(app, pygame.K_s)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # mute on, still on the screen
    assert app.stack.top.name == "settings"
    assert Store(tmp_path / "config", tmp_path / "data").load_settings().mute is True


def test_slider_follows_the_mouse(app):
    key(app, pygame.K_s)
    volume = app.stack.top.left[0]
    click(app, (volume.track.x, volume.track.centery))
    assert app.settings.volume == 0.0


def test_new_game_pick_variant_options_opponents_and_seed(app):
    key(app, pygame.K_n)
    ng = app.stack.top
    assert isinstance(ng, NewGame) and ng.variant_id == "riichi"
    assert sum(w.visible for w in ng.opp_widgets) == 9  # three opponents: name, level, style
    sanma = next(c for c in ng.cards if c.label.startswith("Sanma"))
    click(app, sanma.rect.center)
    assert ng.variant_id == "sanma" and sum(w.visible for w in ng.opp_widgets) == 6
    # keyboard: down to Ùzje and choose it
    for _ in range(4):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert ng.variant_id == "uzje"
    names = [w.option for w in ng.rule_widgets]
    mine = [o.name for o in ng.variant.options if o.group == ng.group]
    assert names == mine + (["superpowers"] if ng.group == "" else [])  # every variant's
    ng._set_group("")  # the players are among the options of no group
    players = next(w for w in ng.rule_widgets if w.option == "players")
    ng.form.set_focus(players)
    key(app, pygame.K_LEFT)  # 4 -> 3 players
    assert ng.config()["options"]["players"] == 3 and len(ng.config()["opponents"]) == 2
    ng.form.set_focus(ng.opp_widgets[0])
    key(app, pygame.K_BACKSPACE)
    typed(app, "s9!")
    assert ng.opponents[0]["name"] == "Wres9"  # "!" is not allowed in a name
    ng.form.set_focus(ng.seed_field)
    typed(app, "42x")
    key(app, pygame.K_n, unicode="n")  # a letter typed into a field is not the N hotkey
    assert ng.config()["seed"] == 42
    assert ng.config()["variant"] == "uzje"
    key(app, pygame.K_ESCAPE)  # back: the seed typed is kept while nothing started
    key(app, pygame.K_n)
    ng = app.stack.top
    assert ng.seed == "42"
    ng.start()  # the match dealt from it, the next New Game deals at random again
    assert app.stack.top.config["seed"] == 42
    assert app.settings.extra["new_game"]["seed"] == ""


def test_new_game_loads_old_level_names_and_gives_each_opponent_a_personality(app):
    app.settings.extra["new_game"] = {"opponents": [
        {"name": "Ann", "level": "easy"}, {"level": "strong"}, {"level": "bogus"}]}
    key(app, pygame.K_n)
    ng = app.stack.top
    assert [o["level"] for o in ng.opponents] == ["beginner", "strong", "normal"]
    opponents = ng.config()["opponents"]
    assert opponents[0]["name"] == "Ann"
    assert [o["personality"] for o in opponents] == ["aggressive", "cautious", "call-happy"]
    assert [w.label for w in ng.opp_widgets[::3]] == ["Right", "Across", "Left"]


def test_arrows_among_the_variants_choose_as_they_go(app):
    # A tester moved down to Sanma, pressed Ctrl+Enter and started Riichi: the arrows moved
    # the focus only, and the rules shown were still Riichi's.
    key(app, pygame.K_n)
    ng = app.stack.top
    assert ng.variant_id == "riichi" and ng.form.focused is ng.cards[0]
    key(app, pygame.K_DOWN)
    assert ng.variant_id == "sanma" and ng.form.focused is ng.cards[1]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_UP)
    assert ng.variant_id == "sanma"
    key(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    assert app.stack.top.config["variant"] == "sanma"


def test_new_game_lets_each_opponents_style_be_chosen_and_keeps_it(app):
    # Each seat's style was fixed (Wren aggressive, Finch cautious, Heron call-happy):
    # steady and greedy could never be met, and the style read as the name field's label.
    key(app, pygame.K_n)
    ng = app.stack.top
    style = ng.opp_widgets[5]  # Finch's
    assert style.label == "Style"
    ng.form.set_focus(style)
    seen = []
    for _ in range(5):
        key(app, pygame.K_RIGHT)
        seen.append(ng.config()["opponents"][1]["personality"])
    assert sorted(seen) == sorted(["steady", "aggressive", "cautious", "call-happy", "greedy"])
    key(app, pygame.K_RIGHT)  # greedy, say, whichever comes after the last
    chosen = ng.config()["opponents"][1]["personality"]
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_n)
    assert app.stack.top.config()["opponents"][1]["personality"] == chosen  # remembered
    sanma = next(c for c in app.stack.top.cards if c.label.startswith("Sanma"))
    click(app, sanma.rect.center)
    shown = [w.label for w in app.stack.top.opp_widgets[::3] if w.visible]
    assert shown == ["Right", "Left"]  # where each sits at a table of three


def test_continue_only_with_an_autosave(tmp_path):
    store = make_store(tmp_path)
    store.save_autosave({"game": 1})
    a = App(store, (1280, 720))
    open_screen(a, "title")
    assert a.stack.top.buttons[0].label == "Continue"
    pygame.display.quit()


def test_damaged_settings_show_a_notice_at_start(tmp_path):
    store = make_store(tmp_path)
    store.settings_path.parent.mkdir(parents=True)
    store.settings_path.write_text('{"version": 1, "kind": "sett')
    a = App(store, (1280, 720))
    open_screen(a, "title")
    assert isinstance(a.stack.top, Notice) and "damaged" in a.stack.top.lines[0]
    pygame.display.quit()


def test_resize_lays_screens_out_again(app):
    key(app, pygame.K_n)
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    app.frame()
    assert app.size == (1920, 1080)
    assert app.stack.top.start_button.rect.right > 1280


def test_idle_waits_for_input_without_spinning(app):
    app.frame()
    # The title imports the rules in a thread; its CPU would count as this process's.
    for thread in threading.enumerate():
        if thread.name in ("warm-up", "tile-faces"):
            thread.join(timeout=60)
    cpu, wall = time.process_time(), time.perf_counter()
    app.frame(wait=True)
    app.frame(wait=True)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    assert wall > 0.5 and cpu < 0.25 * wall


def test_quit_event_ends_the_loop_and_keeps_the_window_size(app, tmp_path):
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert Store(tmp_path / "config").load_settings().window_size == [1280, 720]


def test_a_crash_is_logged_and_the_player_sees_no_traceback(tmp_path, monkeypatch, capsys):
    def boom(self, max_frames=None):
        raise RuntimeError("simulated failure")

    monkeypatch.setattr(app_mod.App, "run", boom)
    code = app_mod.main(["--profile", str(tmp_path), "--size", "1280x720"])
    err = capsys.readouterr().err
    assert code == 1
    assert "Traceback" not in err and "stopped" in err
    log = (tmp_path / "log" / "sparrow-mahjong.log").read_text()
    assert "simulated failure" in log and "Traceback" in log


def test_main_opens_each_screen_and_stops(tmp_path):
    for screen in app_mod.SCREENS:
        assert app_mod.main(["--profile", str(tmp_path), "--screen", screen, "--frames", "2",
                             "--size", "1024x600"]) == 0


def test_long_rule_lists_scroll_with_the_focus_and_the_wheel(app):
    key(app, pygame.K_n)
    ng = app.stack.top
    ng.choose("classical")
    rules = ng.rule_widgets
    if len(rules) <= ng.rules_fit:
        pytest.skip("every classical option fits at this size")
    ng.form.set_focus(rules[0])
    for _ in range(len(rules) - 1):
        key(app, pygame.K_DOWN)
    assert ng.form.focused is rules[-1] and not rules[-1].offscreen and rules[0].offscreen
    pygame.mouse.set_pos(ng.rules_box.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=10, flipped=False))
    app.frame()
    assert ng.rule_scroll == 0 and not rules[0].offscreen
    assert ng.form.at(rules[-1].rect.center) is not rules[-1]  # scrolled out: no clicks


def test_the_frame_that_ends_an_animation_is_drawn(tmp_path):
    a = App(make_store(tmp_path), (1280, 720))
    open_screen(a, "title")
    a.frame()
    while a.busy():
        before = a.frames
        a.frame()
        assert a.frames == before + 1  # every frame of a running animation is drawn, the last too
    assert a.stack.top.fx["b0"] == 1.0
    pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_rule_option_reads_in_full_at_both_sizes(tmp_path, monkeypatch, size):
    """Each option's label and value at full size, its whole explanation, in every variant
    (scrolled through its list)."""
    from game.core.variants import VARIANTS
    from game.ui import theme as t
    from game.ui.widgets import Choice

    a = App(make_store(tmp_path), size)
    open_screen(a, "new")
    ng = a.stack.top
    m = ng.m
    drawn = []
    real = t.blit_text

    def text(surf, s, size, *args, **kw):
        drawn.append((s, size))
        return real(surf, s, size, *args, **kw)

    monkeypatch.setattr(t, "blit_text", text)
    try:
        for vid in VARIANTS:
            ng.options[vid]["superpowers"] = True  # its choosers read in full too
            ng.choose(vid)
            ng.rebuild()
            seen = set()
            for group in ng.groups():  # each tab of options, scrolled through
                ng._set_group(group)
                for first in range(len(ng.rule_widgets)):
                    ng.rule_scroll = first
                    ng.layout(m)
                    drawn.clear()
                    ng.draw(a.surface)
                    texts = dict(drawn)
                    for w in ng.rule_widgets:
                        if w.offscreen:
                            continue
                        seen.add(w.option)
                        assert texts.get(w.label) == m.body, (vid, w.label)
                        shown = " ".join(s for s, _ in drawn if s in w.explain_lines(m))
                        assert shown == " ".join(w.explain.split()), (vid, w.label, shown)
                        if isinstance(w, Choice):
                            box = w.control_rect(m).inflate(0, -m.px(0.4))
                            for v in w.values:
                                size = t.fit(w.show(v), m.body, box.w - m.px(6.4), True)
                                assert size == m.body, (vid, w.label, v)
            assert seen == {o.name for o in VARIANTS[vid].options} | {"superpowers", "powers"}
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (1920, 1080)])
def test_the_titles_smaller_buttons_share_one_text_size_and_stay_on_screen(tmp_path, size):
    # Practice ... Statistics were drawn smaller than How to play, Settings and Quit under
    # them (a tester); every label still fits beside its key.
    from game.ui import theme as t

    a = App(make_store(tmp_path), size)
    open_screen(a, "title")
    title = a.stack.top
    small = [b for row in title.rows[-2:] for b in row]
    assert len({b.text_size for b in small}) == 1
    for b in small:
        assert 0 <= b.rect.left and b.rect.right <= size[0]
        assert t.font(b.text_size, True).size(b.label)[0] < b.rect.w
    pygame.display.quit()


def test_the_screens_open_on_the_variant_chosen_last_anywhere(app):
    """Learning Hong Kong, a tester found How to play, Practice and the Analyzer each back on
    Riichi."""
    from game.ui.analyzer import Analyzer
    from game.ui.practice import Practice
    from game.ui.rules import RulesScreen
    from game.ui.tutorial import Tutorial

    guided = app.push(Tutorial(app, "hkos"))
    settle(app)
    app.pop()
    assert guided.guide.variant == "hkos"
    practice = Practice(app)
    analyzer = Analyzer(app)
    assert practice.variant_id == analyzer.variant_id == "hkos"
    assert RulesScreen(app).variant_id == "hkos"
    analyzer.choose("classical")  # the newest choice wins, wherever it was made
    assert Practice(app).variant_id == "classical"
    for scene in (practice, analyzer):
        scene.exit()
