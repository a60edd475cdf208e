"""The game window: start-up, the fixed-step loop over the scene stack, idling, and the guard
that turns any crash into a log file and a friendly message instead of a traceback.

    python -m game play [--screen title|settings|new|table|analyzer|practice|stats|
                                  rules|tutorial|records|replay]
                        [--variant ID] [--size WxH]
                        [--profile DIR]
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path

from game import assets, instance_lock
from game.commands.args import OneLineParser, command_name, excerpt
from game.store import Settings, Store
from game.ui.app_log import log_crash, log_handler
from game.ui.window import (
    HEADLESS_DRIVERS,
    MIN_SIZE,
    display_window,
    fills_desktop,
    fit_window,
    go_fullscreen,
    is_fullscreen_key,
    maximize,
    set_window_icon,
)

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
log = logging.getLogger("game")

FPS = 60
STEP = 1 / FPS
IDLE_WAIT_MS = 500  # asleep in the event queue while nothing moves (a caret blinks at 1 Hz)
SCREENS = ("title", "settings", "new", "table", "analyzer", "practice", "stats",
           "rules", "tutorial", "records", "replay")


class NoDisplay(Exception):
    """There is no display to open the window on (the message says why, in one line)."""


def check_display(pygame) -> None:
    """Open SDL's video, or raise NoDisplay. Without a display SDL falls back to drawing into
    memory, and the game would run invisibly until killed; asking for such a driver by name
    (SDL_VIDEODRIVER=dummy, as tests and the smoke run do) is allowed."""
    from game.ui.audio import quiet_stderr

    try:
        with quiet_stderr():  # SDL prints a line for each display system it finds missing
            pygame.display.init()
    except pygame.error as exc:
        raise NoDisplay(f"no display to open the window on ({exc})") from None
    driver = pygame.display.get_driver()
    asked = os.environ.get("SDL_VIDEODRIVER", "").lower()
    if driver in HEADLESS_DRIVERS and driver not in asked:
        pygame.display.quit()
        raise NoDisplay("no display to open the window on (set DISPLAY or WAYLAND_DISPLAY, "
                        "or run it from a desktop session)")


class App:
    """The window, the scene stack and the services every scene uses (settings, store, audio)."""

    def __init__(self, store: Store, size: tuple[int, int] | None = None):
        import pygame

        from game.ui import theme
        from game.ui.audio import Audio
        from game.ui.scene import SceneStack

        self.pg = pygame
        self.store = store
        store.start()
        self.settings: Settings = store.load_settings()
        self.audio = Audio(self.settings.volume, self.settings.mute)
        if sys.platform == "win32":  # real pixels on scaled displays; layout follows size
            os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        # The window class names the Linux menu entry (its StartupWMClass) and the icons;
        # pygame sets it to the script's name on import, so it is overwritten, not defaulted.
        os.environ["SDL_VIDEO_X11_WMCLASS"] = assets.APP_ID
        os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = assets.APP_ID
        check_display(pygame)
        pygame.font.init()
        theme.reset_caches()  # fonts and surfaces of an earlier window are dead
        pygame.display.set_caption("Sparrow Mahjong")
        set_window_icon(pygame)
        desktops = self._desktops()
        self.size, pos = self._first_place(size, desktops)
        if pos is not None:
            os.environ["SDL_VIDEO_WINDOW_POS"] = f"{pos[0]},{pos[1]}"
        self.surface = pygame.display.set_mode(self.size, pygame.RESIZABLE)
        if fills_desktop(self.size, desktops) and not self.settings.fullscreen:
            maximize(pygame)  # the window manager sizes it to the free area (a resize event)
        self.size = self.windowed = self.surface.get_size()  # windowed: kept while fullscreen
        self.fullscreen = False
        try:
            display_window(pygame).minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            pass
        pygame.key.set_repeat(380, 45)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.running = True
        self.frames = 0
        self._acc = 0.0  # game time not yet stepped (fixed steps of STEP seconds)
        self.dirty = True
        self.on_first_frame: Callable[[], None] | None = None
        # Keys held down (key -> the text its press typed) and those whose press changed the
        # screen: their repeats and typed text never reach the screen they opened.
        self.keys_down: dict[int, str] = {}
        self.swallowed: dict[int, str] = {}
        self._last_key: int | None = None
        self._swallow_release = False  # a click changed the screen: its release goes nowhere
        if self.settings.fullscreen and pygame.display.get_driver() not in HEADLESS_DRIVERS:
            self.set_fullscreen(True)  # as the player left it (not in tests and benches)

    def _desktops(self) -> list[tuple[int, int]]:
        """The displays' sizes; none where nobody sees the window (tests, benches), so that
        any size may be drawn there."""
        if self.pg.display.get_driver() in HEADLESS_DRIVERS:
            return []
        try:
            return list(self.pg.display.get_desktop_sizes())
        except self.pg.error:
            return []

    def _first_place(self, asked: tuple[int, int] | None, desktops: list[tuple[int, int]]
                     ) -> tuple[tuple[int, int], tuple[int, int] | None]:
        """The window's size (asked for, saved or chosen from the screen, within the desktop)
        and the saved position if it is on a display."""
        pos = self.settings.window_pos if asked is None else None
        return fit_window(asked or self.settings.window_size, pos, desktops)

    def set_fullscreen(self, on: bool) -> None:
        """Fill the screen, or go back to the window at the size it had (F11, Alt+Enter or
        Settings); the choice is kept for the next start. A display that refuses is told."""
        if on == self.fullscreen:
            return
        if on:
            self.windowed = self.size
        surface = go_fullscreen(self.pg, on)
        if surface is None:
            self.notify("Fullscreen is not available",
                        ["The display would not fill the screen; the game stays in its window."])
            return
        self.surface, self.fullscreen = surface, on
        if self.settings.fullscreen != on:
            self.settings.fullscreen = on
            self.store.save_settings(self.settings)
        self._resized(surface.get_size())

    def _resized(self, size: tuple[int, int]) -> None:
        self.surface = self.pg.display.get_surface() or self.surface
        if size != self.size:
            self.size = size
            self.stack.resize(size)
        self.dirty = True

    # the stack ---------------------------------------------------------------------------
    def push(self, scene):
        self.dirty = True
        return self.stack.push(scene)

    def pop(self):
        self.dirty = True
        scene = self.stack.pop()
        if self.stack.top is None:
            self.quit()
        return scene

    def replace(self, scene):
        self.dirty = True
        return self.stack.replace(scene)

    def open(self, name: str, **options) -> None:
        """Put a screen the title opens by name (game.ui.screens) on top: how one screen
        opens another without importing it (the rules screen the guided hand, ...)."""
        from game.ui.screens import screen

        self.push(screen(name)(self, **options))

    def notify(self, title: str, lines: list[str]) -> None:
        """Show a modal notice over the current screen; it comes unbidden, so for a moment
        it takes no key meant for the screen under it."""
        from game.ui.notice import Notice

        self.push(Notice(self, title, lines, grace=True))

    def tell_problem(self) -> None:
        """Files found damaged since the last frame; and once, the first time a save fails,
        that the game is not being saved, and why."""
        notices = self.store.take_notices()
        if notices:
            from game.ui.notice import notices_title

            self.notify(notices_title(notices), notices)
        why = self.store.take_problem()
        if why is not None:
            what = {"game record": "game records"}.get(self.store.problem_what,
                                                       self.store.problem_what)
            game = "saved game" in what  # the game itself is not kept: said first
            noun = "game" if what == "saved game" else what  # not "cannot save your saved game"
            self.notify("Your game is not being saved" if game else
                        f"Your {what} are not being kept", [
                            f"Sparrow Mahjong cannot save your {noun}: {why}.",
                            f"Your {noun} {'is not saved' if noun == 'game' else 'are not kept'} "
                            "until that is put right. You can go on playing."])

    def apply_settings(self) -> None:
        """Settings changed on the settings screen: sound now, animation speed on resume."""
        self.audio.set_volume(self.settings.volume)
        self.audio.set_mute(self.settings.mute)

    # the loop ----------------------------------------------------------------------------
    def quit(self) -> None:
        if not self.running:
            return
        self.running = False
        self.stack.close()  # each scene left as when popped: a match's record goes to its end
        self.settings.window_size = list(self.windowed if self.fullscreen else self.size)
        try:
            if not self.fullscreen:  # a fullscreen window's place is the screen's corner
                self.settings.window_pos = list(self.pg.display.get_window_position())
        except (AttributeError, self.pg.error):
            pass
        self.store.save_settings(self.settings)  # (a failed write was told when it began)
        self.store.flush(timeout=5)

    def dispatch(self, event) -> None:
        pg = self.pg
        if event.type == pg.QUIT:
            self.quit()
            return
        if event.type in (pg.VIDEORESIZE, pg.WINDOWSIZECHANGED):
            self._resized(pg.display.get_surface().get_size())
            return
        if event.type == pg.KEYDOWN and is_fullscreen_key(pg, event):
            self.set_fullscreen(not self.fullscreen)
            return
        if event.type in (pg.WINDOWEXPOSED, pg.WINDOWSHOWN, pg.WINDOWRESTORED):
            self.dirty = True
            return
        if event.type == pg.WINDOWFOCUSLOST:
            self.keys_down.clear()
            self.swallowed.clear()
            return
        top = self.stack.top
        if top is None or not self._keep(event):
            return
        if event.type in (pg.KEYDOWN, pg.MOUSEBUTTONDOWN) and not top.acts_at_once(event) \
                and top.skip():
            self.dirty = True  # the click or key only skipped the running animation...
            if not (event.type == pg.KEYDOWN and event.key == pg.K_ESCAPE):
                return  # ...but Escape still asks for the menu (or back) at once
        if event.type in (pg.KEYDOWN, pg.KEYUP, pg.MOUSEBUTTONDOWN, pg.MOUSEBUTTONUP,
                          pg.MOUSEMOTION, pg.MOUSEWHEEL, pg.TEXTINPUT):
            self.dirty = True
            top.handle(event)
            if self.stack.top is not top:  # this press opened or closed a screen
                if event.type == pg.KEYDOWN:
                    self.swallowed[event.key] = getattr(event, "unicode", "")
                elif event.type == pg.MOUSEBUTTONDOWN:
                    self._swallow_release = True

    def _keep(self, event) -> bool:
        """Track held keys; False for input that belongs to a press the previous screen took:
        the repeats and typed text of a key that changed the screen, until it is released, and
        the release of a click that did. A key held down marks its repeats (`event.repeat`)."""
        pg = self.pg
        if event.type == pg.KEYDOWN:
            key = event.key
            event.repeat = key in self.keys_down and key == self._last_key
            if key != self._last_key:
                self.swallowed.clear()  # another key stops the held key's repeat
            self._last_key = key
            self.keys_down[key] = getattr(event, "unicode", "")
            return key not in self.swallowed
        if event.type == pg.KEYUP:
            self.keys_down.pop(event.key, None)
            return self.swallowed.pop(event.key, None) is None
        if event.type == pg.TEXTINPUT:
            return not (self.swallowed and event.text in self.swallowed.values())
        if event.type == pg.MOUSEBUTTONUP and self._swallow_release:
            self._swallow_release = False
            return False
        if event.type == pg.MOUSEBUTTONDOWN:
            self._swallow_release = False
        return True

    def busy(self) -> bool:
        return any(scene.busy for scene in self.stack.scenes)

    def frame(self, wait: bool = False) -> None:
        """One pass: input (sleeping for it when `wait` and nothing moves), steps, drawing."""
        pg = self.pg
        if wait and not self.dirty and not self.busy():
            first = pg.event.wait(IDLE_WAIT_MS)
            events = ([first] if first.type != pg.NOEVENT else []) + pg.event.get()
            top = self.stack.top
            self.dirty = top is not None and top.ticking  # e.g. a caret blinks
            self.clock.tick()  # the sleep is not game time
        else:
            events = pg.event.get()
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        self.tell_problem()
        moving = self.busy()  # an animation that ends in this frame still needs its last draw
        elapsed = min(self.clock.tick(FPS) / 1000, 0.25)
        self._acc += elapsed
        steps = 0
        while self._acc >= STEP and steps < 8:
            for scene in list(self.stack.scenes):
                scene.update(STEP)
            self._acc -= STEP
            steps += 1
        self._acc = min(self._acc, STEP)  # a slow machine drops time rather than spiralling
        if self.dirty or moving or self.busy():
            self.draw()

    def draw(self) -> None:
        for scene in self.stack.visible():
            scene.draw(self.surface)
        self.pg.display.flip()
        self.dirty = False
        self.frames += 1
        if self.frames == 1 and self.on_first_frame is not None:
            self.on_first_frame()

    def run(self, max_frames: int | None = None) -> int:
        while self.running and self.stack.top is not None:
            if max_frames is not None:
                self.dirty = True  # counted frames are drawn frames, also while idle
            self.frame(wait=max_frames is None)
            if self.frames == 1 and not self.audio.enabled and not self.audio.problem:
                self.audio.start()  # after the first frame: start-up stays quick
                _warm_up()
                assets.report_missing()
            if max_frames is not None and self.frames >= max_frames:
                self.quit()
        self.audio.stop()
        return 0


def open_screen(app: App, name: str, variant: str | None = None,
                autoplay: bool = False) -> None:
    """Put the title on the stack, then the screen asked for on top of it.

    The rules (game.core.variants) are imported only when a screen needs them, so the title
    comes up quickly; `App.run` imports them in the background after the first frame.
    """
    from game.ui.title import Title

    app.push(Title(app))
    if name == "settings":
        from game.ui.settings_screen import SettingsScreen

        app.push(SettingsScreen(app))
    elif name in ("analyzer", "practice", "stats", "rules", "tutorial", "records", "replay"):
        from game.ui.screens import screen

        app.push(screen(name)(app, **({"variant": variant} if variant else {})))
    elif name in ("new", "table"):
        from game.ui.new_game import NewGame, start_table

        new_game = app.push(NewGame(app))
        if variant:
            new_game.choose(variant)
        if name == "table":
            start_table(app, config={**new_game.config(), "seed": 1, "autoplay": autoplay})
    app.tell_problem()


def _warm_up() -> None:
    """Import the rules while the player looks at the title (a thread: the loop keeps going)."""
    def work() -> None:
        try:
            import game.ui.new_game  # noqa: F401 - imported for its side effect: loaded
        except Exception:  # the screen that needs it will report the problem itself
            log.warning("warm-up import failed", exc_info=True)

    threading.Thread(target=work, name="warm-up", daemon=True).start()


def _parse(argv: list[str]) -> argparse.Namespace:
    p = OneLineParser(prog=command_name("play"), description="Open the game window.")
    p.add_argument("--screen", choices=SCREENS, default="title", help="open this screen")
    p.add_argument("--variant", help="with --screen new, table, rules ...: this variant")
    p.add_argument("--autoplay", action="store_true",
                   help="with --screen table: the AI plays your seat too (demos, bench)")
    p.add_argument("--size", help="window size WxH, e.g. 1280x720 (kept within the desktop)")
    p.add_argument("--profile", type=Path,
                   help="keep settings, saves and logs in this folder (tests, screenshots)")
    p.add_argument("--frames", type=int, help=argparse.SUPPRESS)  # stop after N drawn frames
    p.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)
    return p.parse_args(argv)


def parse_size(text: str) -> tuple[int, int]:
    """WxH (x, X or ×), each a whole number of pixels; ValueError with a one-line message."""
    parts = text.strip().lower().replace("×", "x").split("x")
    if len(parts) == 2 and all(p.strip().isascii() and p.strip().isdigit()
                               and 0 < len(p.strip()) <= 6 and int(p) > 0 for p in parts):
        return int(parts[0]), int(parts[1])
    raise ValueError(f"--size takes WxH in pixels, like 1280x720, not {excerpt(text, 24)!r}")


def _check_variant(variant: str) -> None:
    from game.core.variants import VARIANTS

    if variant not in VARIANTS:
        raise ValueError(f"--variant is one of {', '.join(VARIANTS)}, not "
                         f"{excerpt(variant, 24)!r}")


def make_store(profile: Path | None) -> Store:
    if profile is None:
        return Store()
    return Store(profile / "config", profile / "data", profile / "log")


def already_open(size: tuple[int, int] | None, frames: int | None = None) -> int:
    """Another copy of the game runs on these files (a second double click): say so in a
    window that touches none of them (a scratch folder), then close. Two copies would each
    save over the other's moves."""
    import tempfile

    from game.ui.notice import Notice
    from game.ui.title import Title

    print("Sparrow Mahjong is already open on these files; this copy closes.", file=sys.stderr)
    with tempfile.TemporaryDirectory() as scratch:
        app = App(make_store(Path(scratch)), size)
        app.push(Title(app))
        app.push(Notice(app, "Sparrow Mahjong is already open", [
            "Another window of the game is playing with your saved game and settings. Go on "
            "in that window: two at once would each save over the other's moves."],
            app.quit))
        return app.run(frames)


def main(argv: list[str] | None = None) -> int:
    args = _parse(list(sys.argv[1:] if argv is None else argv))
    size = None
    try:
        if args.size is not None:
            size = parse_size(args.size)
        if args.variant is not None:
            _check_variant(args.variant)
    except ValueError as exc:
        print(f"python -m game play: {exc}", file=sys.stderr)
        return 2
    store = make_store(args.profile)
    app = None
    try:
        logging.basicConfig(level=logging.WARNING, handlers=[log_handler(store.log_dir)])
        if not instance_lock.hold(store.data_dir):
            return already_open(size, args.frames)
        app = App(store, size)
        if args.startup_probe:
            app.on_first_frame = lambda: print("first-frame", flush=True)
        open_screen(app, args.screen, args.variant, args.autoplay)
        return app.run(args.frames)
    except NoDisplay as exc:
        print(f"Sparrow Mahjong: {exc}. The headless commands still work (--help lists them).",
              file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        return 130
    except Exception:  # the players' guard: never a traceback on their screen
        path = log_crash(store.log_dir)
        from game.ui.crash import show_crash

        show_crash(app, path, store)
        return 1
    finally:
        instance_lock.release(store.data_dir)  # the window is closed: another may open
        try:
            import pygame

            pygame.quit()
        except Exception:  # closing must not raise over the real error
            pass
