"""The window's first size and place: within the desktop, on a display, from --size text that
is checked with a one-line answer."""

import os
import subprocess
import sys

import pytest

from game.ui import app as app_mod
from game.ui.app import parse_size
from game.ui.window import MIN_SIZE, fills_desktop, fit_window, on_display

ONE = [(1920, 1080)]
TWO = [(1920, 1080), (2560, 1440)]


def test_a_huge_size_is_clamped_to_the_desktop():
    assert fit_window((20000, 20000), None, ONE) == ((1920, 1080), None)
    assert fit_window([20000, 20000], [100, 100], TWO) == ((2560, 1440), (100, 100))


def test_a_tiny_size_grows_to_the_minimum_unless_the_desktop_is_smaller():
    assert fit_window((10, 10), None, ONE) == (MIN_SIZE, None)
    assert fit_window((10, 10), None, [(640, 400)]) == ((640, 400), None)


def test_no_size_is_16_by_9_at_80_percent_of_the_desktop():
    assert fit_window(None, None, ONE) == ((1536, 864), None)


def test_a_saved_position_off_every_display_is_ignored():
    assert fit_window((1280, 720), [30000, 30000], ONE)[1] is None
    assert fit_window((1280, 720), [-2000, 10], ONE)[1] is None  # a screen since unplugged
    assert fit_window((1280, 720), [1900, 10], ONE)[1] is None  # its grip off the right edge
    assert fit_window((1280, 720), [-2000, 10], TWO)[1] == (-2000, 10)  # a second display
    assert fit_window((1280, 720), [200, 100], ONE)[1] == (200, 100)
    assert fit_window((1280, 720), [-8, -8], ONE)[1] == (-8, -8)  # maximized: borders off
    assert not on_display((0, 1070), ONE) and on_display((0, 1000), ONE)


def test_a_window_as_large_as_the_desktop_opens_maximized():
    """A window the whole desktop's height has no room for its title bar or the taskbar: it
    would open with its bottom off the screen, so the window manager is asked to fit it."""
    assert fills_desktop((1920, 1080), ONE)
    assert fills_desktop((1920, 1040), ONE)  # a saved maximized size, title bar and all
    assert fills_desktop((1920, 900), ONE)  # the whole width
    assert not fills_desktop((1536, 864), ONE)  # the first start's size
    assert not fills_desktop((1280, 1000), ONE)
    assert not fills_desktop((3840, 2160), [])  # no real screen: nothing to fit


@pytest.mark.parametrize("whole", [True, False])
def test_the_app_asks_to_maximize_only_a_window_that_fills_the_desktop(tmp_path, monkeypatch,
                                                                      whole):
    import pygame

    from game.store import Settings
    from game.ui.app import App, make_store

    asked = []
    monkeypatch.setattr(app_mod, "maximize", lambda pg: asked.append(True))
    monkeypatch.setattr(app_mod, "HEADLESS_DRIVERS", ())  # as on a real display
    pygame.display.init()
    screen = pygame.display.get_desktop_sizes()[0]
    size = list(screen) if whole else [screen[0] // 2, screen[1] // 2]
    store = make_store(tmp_path)
    store.save_settings(Settings(window_size=size))
    store.flush()
    try:
        App(make_store(tmp_path))
        assert asked == ([True] if whole else [])
    finally:
        pygame.display.quit()


def test_no_real_screen_no_limit():
    assert fit_window((3840, 2160), [5, 5], []) == ((3840, 2160), None)


@pytest.mark.parametrize("text,size", [("1280x720", (1280, 720)), (" 1024X600 ", (1024, 600)),
                                       ("1600×900", (1600, 900))])
def test_size_text(text, size):
    assert parse_size(text) == size


@pytest.mark.parametrize("text", ["abc", "1280x720x3", "0x0", "1e3x720", "x720", "-1x-1",
                                  "9" * 5000 + "x1", "１２８０x720", "1280x", ""])
def test_bad_size_text_is_one_line(text, capsys):
    with pytest.raises(ValueError) as err:
        parse_size(text)
    assert "\n" not in str(err.value) and len(str(err.value)) < 100
    assert app_mod.main(["--size=" + text, "--frames", "1"]) == 2
    out = capsys.readouterr()
    assert out.err.count("\n") == 1 and "Traceback" not in out.err and len(out.err) < 150


def test_bad_arguments_are_one_line_too():
    for args in (["--size", "-1x-1"], ["--screen", "nowhere"], ["--variant", "chess"]):
        done = subprocess.run([sys.executable, "-m", "game", "play", *args, "--frames", "1"],
                              capture_output=True, text=True, timeout=60,
                              env=dict(os.environ, SDL_VIDEODRIVER="dummy",
                                       SDL_AUDIODRIVER="dummy"))
        assert done.returncode == 2, args
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr


def test_f11_fills_the_screen_and_brings_the_window_back_at_its_size(tmp_path):
    """Fullscreen (F11, Alt+Enter or Settings): every screen is laid out again for the
    screen's size, the choice is kept, and the window's own size is what the next start
    gets (not the screen's)."""
    import pygame

    from game.ui.app import App, make_store, open_screen

    store = make_store(tmp_path)
    a = App(store, (1280, 720))
    try:
        open_screen(a, "settings")
        a.frame()
        screen = pygame.display.get_desktop_sizes()[0]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
        a.frame()
        assert a.fullscreen and a.size == screen == a.surface.get_size()
        assert a.stack.top.m.w == screen[0]  # laid out again for the screen
        assert store.load_settings().fullscreen is True
        toggle = next(w for w in a.stack.top.left if w.label == "Fullscreen")
        assert toggle.get() is True
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN,
                                             mod=pygame.KMOD_LALT))
        a.frame()
        assert not a.fullscreen and a.size == (1280, 720)
        assert a.stack.top.m.w == 1280
        a.set_fullscreen(True)
        a.quit()
        kept = store.load_settings()
        assert kept.fullscreen is True and kept.window_size == [1280, 720]
    finally:
        pygame.display.quit()


def test_a_fullscreen_the_display_refuses_is_told_and_the_window_stays(tmp_path,
                                                                       monkeypatch):
    import pygame

    from game.ui import app as app_mod
    from game.ui.app import App, make_store, open_screen

    a = App(make_store(tmp_path), (1280, 720))
    try:
        open_screen(a, "title")
        monkeypatch.setattr(app_mod, "go_fullscreen", lambda pg, on: None)
        a.set_fullscreen(True)
        assert not a.fullscreen and a.size == (1280, 720)
        assert a.stack.top.title == "Fullscreen is not available"
        assert a.settings.fullscreen is False
    finally:
        pygame.display.quit()


def test_a_game_left_in_fullscreen_starts_in_fullscreen(tmp_path, monkeypatch):
    """Quitting while fullscreen, then starting again, crashed on every start (the window
    was switched before the screens existed): the game could not be opened again."""
    import pygame

    from game.store import Settings
    from game.ui import app as app_mod
    from game.ui.app import App, make_store, open_screen

    store = make_store(tmp_path)
    store.save_settings(Settings(fullscreen=True, window_size=[1280, 720]))
    store.flush()
    monkeypatch.setattr(app_mod, "HEADLESS_DRIVERS", ())  # as on a real display
    a = App(make_store(tmp_path))
    try:
        open_screen(a, "title")
        a.frame()
        screen = pygame.display.get_desktop_sizes()[0]
        assert a.fullscreen and a.size == screen and a.stack.top.m.w == screen[0]
        a.set_fullscreen(False)
        assert a.size == (min(1280, screen[0]), 720)  # the saved window, within the screen
    finally:
        pygame.display.quit()
