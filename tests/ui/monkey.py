"""A seeded monkey for the real scenes: random keys (held and repeated too), text, clicks, drags,
the wheel, resizes and window events, posted to the App as SDL would, across every screen and
variant. Any exception in the frame loop or in a thread fails the run with the seed and the
last events, so a failure can be replayed."""

from __future__ import annotations

import random
import threading
from collections import deque
from pathlib import Path

import pygame

from game.core.variants import VARIANTS
from game.store import SPEEDS, TILE_SIZES
from game.ui.app import MIN_SIZE, SCREENS, App, make_store, open_screen

KEYS = [*(getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz0123456789"),
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
        pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE,
        pygame.K_DELETE, pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
        pygame.K_F1, pygame.K_F5, pygame.K_F11, pygame.K_LSHIFT, pygame.K_LCTRL, pygame.K_RALT,
        pygame.K_KP_2, pygame.K_MINUS, pygame.K_PLUS, pygame.K_QUESTION]
# The keys that do things almost everywhere, drawn more often so the monkey gets somewhere.
BUSY_KEYS = [pygame.K_RETURN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
             pygame.K_d, pygame.K_s, pygame.K_w, pygame.K_n, pygame.K_c, pygame.K_SPACE,
             pygame.K_TAB]
MODS = [0, 0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT,
        pygame.KMOD_RALT | pygame.KMOD_CTRL]  # (AltGr is right Alt with Ctrl on Windows)
TEXTS = ["a", "Z", "7", "²", "２", "٣", "½", "🀄", "\x00", "\t", "é", "Ù", "ß", "漢字", "a\u0301",
         "\u202e", " ", "-", "'", "!", "0" * 40, "x" * 300, "\ud800"[:0] + "🀀🀁", "9"]
WINDOW_EVENTS = [pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWEXPOSED,
                 pygame.WINDOWLEAVE, pygame.WINDOWENTER, pygame.WINDOWMINIMIZED,
                 pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWHIDDEN]


class FixedClock:
    """Each frame is 1/60 s of game time and no wall time: thousands of events in seconds."""

    def tick(self, framerate: float = 0) -> int:
        return 17


def _no_flip() -> None:
    pass


class MonkeyFailed(AssertionError):
    pass


class Monkey:
    """`run(n)` posts n random inputs (each followed by a frame or a few) and raises
    MonkeyFailed on any exception, with the seed and the inputs that led to it."""

    def __init__(self, seed: int, folder: Path):
        self.seed, self.folder = seed, folder
        self.rng = random.Random(seed)
        self.recent: deque[str] = deque(maxlen=40)
        self.thread_errors: list[str] = []
        self.apps = 0
        self.screens: set[str] = set()

    # -- the run --------------------------------------------------------------------------
    def run(self, events: int) -> None:
        old_hook, old_flip = threading.excepthook, pygame.display.flip
        threading.excepthook = self._thread_failed
        pygame.display.flip = _no_flip  # (the dummy driver's copy of each frame: time only)
        app = None
        try:
            for i in range(events):
                if app is None or not app.running or app.stack.top is None:
                    app = self._new_app()
                self._one(app, i)
                if self.thread_errors:
                    raise MonkeyFailed(self._report(f"a thread failed:\n{self.thread_errors[0]}"))
        except MonkeyFailed:
            raise
        except Exception as exc:
            import traceback

            raise MonkeyFailed(self._report(traceback.format_exc())) from exc
        finally:
            threading.excepthook, pygame.display.flip = old_hook, old_flip
            if app is not None:
                app.store.flush(timeout=10)
            pygame.display.quit()

    def _thread_failed(self, args) -> None:
        import traceback

        self.thread_errors.append("".join(traceback.format_exception(
            args.exc_type, args.exc_value, args.exc_traceback)))

    def _report(self, what: str) -> str:
        return (f"monkey seed {self.seed}: {what}\nlast inputs (oldest first):\n  "
                + "\n  ".join(self.recent))

    def _new_app(self) -> App:
        """A fresh window on one profile (so the autosave of the last one can be continued),
        opened on a random screen and variant, with random settings."""
        rng = self.rng
        size = (rng.randint(MIN_SIZE[0], 1920), rng.randint(MIN_SIZE[1], 1200))
        screen, variant = rng.choice(SCREENS), rng.choice([None, *VARIANTS])
        self._log(f"new window {size} on {screen} {variant}")
        app = App(make_store(self.folder / "profile"), size)
        app.clock = FixedClock()
        app.settings.speed = rng.choice(["instant", "fast", *SPEEDS])
        app.settings.tile_size = rng.choice(TILE_SIZES)
        app.settings.auto_sort = rng.random() < 0.8
        app.settings.colour_blind = rng.random() < 0.3
        app.settings.claim_timer = rng.random() < 0.3
        autoplay = screen == "table" and rng.random() < 0.3  # the AI plays this seat too
        open_screen(app, screen, variant, autoplay)
        self.apps += 1
        return app

    def _log(self, line: str) -> None:
        self.recent.append(line)

    # -- one input ------------------------------------------------------------------------
    def _one(self, app: App, i: int) -> None:
        rng = self.rng
        top = app.stack.top
        self.screens.add(top.name)
        game = getattr(top, "game", None)
        if game is not None:  # how far into play the monkey got, for the report
            self.screens.add(f"table {game.phase.name.lower()}")
        roll = rng.random()
        if roll < 0.30:
            self._key(app, rng.choice(BUSY_KEYS if rng.random() < 0.6 else KEYS))
        elif roll < 0.36:
            self._held(app)
        elif roll < 0.42:
            self._text(app, rng.choice(TEXTS))
        elif roll < 0.72:
            self._click(app)
        elif roll < 0.78:
            self._drag(app)
        elif roll < 0.83:
            self._wheel(app)
        elif roll < 0.86:
            self._resize(app)
        elif roll < 0.89:
            self._post(pygame.event.Event(rng.choice(WINDOW_EVENTS)), "window event")
        elif roll < 0.8995:
            self._post(pygame.event.Event(pygame.QUIT), "quit")
        else:
            self._log(f"idle frames on {app.stack.top.name}")
        for _ in range(rng.choice((1, 1, 2, 5, 20))):  # time passes: animations, the AI
            app.frame()
            if not app.running:
                return

    def _post(self, event: pygame.event.Event, what: str) -> None:
        self._log(what if what else str(event))
        pygame.event.post(event)

    def _key(self, app: App, key: int, repeat: int = 0) -> None:
        rng = self.rng
        mod = rng.choice(MODS)
        name = pygame.key.name(key)
        char = name if len(name) == 1 else {"return": "\r", "space": " ", "tab": "\t"}.get(
            name, "")
        if mod & pygame.KMOD_SHIFT:
            char = char.upper()
        self._log(f"key {name} mod {mod}" + (f" held x{repeat + 1}" if repeat else ""))
        for _ in range(repeat + 1):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod,
                                                 unicode=char, scancode=0))
            if char.isprintable() and char and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
            if repeat:
                app.frame()
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="",
                                             scancode=0))

    def _held(self, app: App) -> None:
        self._key(app, self.rng.choice(BUSY_KEYS + KEYS), repeat=self.rng.randint(3, 30))

    def _text(self, app: App, text: str) -> None:
        self._log(f"text {text[:12]!r}{'…' if len(text) > 12 else ''}")
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))

    def _target(self, app: App) -> tuple[int, int]:
        """Mostly a point on something that can be clicked, else anywhere in the window."""
        rng = self.rng
        top = app.stack.top
        rects = []
        form = getattr(top, "form", None)
        if form is not None:
            rects += [w.rect for w in form.widgets if w.visible]
        rects += [b.rect for b in getattr(top, "buttons", []) or []]
        for name in ("hand_rects", "palette_rects", "palette"):  # Rects, or pairs with one
            for item in getattr(top, name, ()) or ():
                found = item if isinstance(item, pygame.Rect) else next(
                    (x for x in item if isinstance(x, pygame.Rect)), None) \
                    if isinstance(item, tuple) else None
                if found is not None:
                    rects.append(found)
        w, h = app.size
        if rects and rng.random() < 0.75:
            r = rng.choice(rects)
            if r.w > 0 and r.h > 0:
                return (r.x + rng.randrange(r.w), r.y + rng.randrange(r.h))
        return (rng.randrange(-5, w + 5), rng.randrange(-5, h + 5))

    def _click(self, app: App) -> None:
        rng = self.rng
        pos = self._target(app)
        button = rng.choice((1, 1, 1, 1, 2, 3, 4, 5))
        self._log(f"click {button} at {pos} on {app.stack.top.name}")
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        if rng.random() < 0.1:  # a double click
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))

    def _drag(self, app: App) -> None:
        rng = self.rng
        start, end = self._target(app), self._target(app)
        self._log(f"drag {start} -> {end} on {app.stack.top.name}")
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        steps = rng.randint(1, 8)
        prev = start
        for k in range(1, steps + 1):
            p = (start[0] + (end[0] - start[0]) * k // steps,
                 start[1] + (end[1] - start[1]) * k // steps)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, buttons=(1, 0, 0),
                                                 rel=(p[0] - prev[0], p[1] - prev[1])))
            prev = p
            if rng.random() < 0.3:
                app.frame()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))

    def _wheel(self, app: App) -> None:
        rng = self.rng
        pos = self._target(app)
        dy = rng.choice((-30, -3, -1, 1, 1, 3, 30))
        self._log(f"wheel {dy} at {pos}")
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        try:
            pygame.mouse.set_pos(pos)
        except pygame.error:
            pass
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=rng.choice((0, 0, 1, -1)),
                                             y=dy, flipped=False, precise_x=0.0,
                                             precise_y=float(dy)))

    def _resize(self, app: App) -> None:
        rng = self.rng
        if rng.random() < 0.3:
            size = rng.choice([MIN_SIZE, (1280, 720), (1920, 1080), (MIN_SIZE[0], 1200),
                               (2560, MIN_SIZE[1])])
        else:
            size = (rng.randint(MIN_SIZE[0], 2560), rng.randint(MIN_SIZE[1], 1440))
        self._log(f"resize to {size}")
        app.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        kind = rng.choice((pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED))
        pygame.event.post(pygame.event.Event(kind, size=size, w=size[0], h=size[1],
                                             x=size[0], y=size[1]))


if __name__ == "__main__":  # replay one run: python tests/ui/monkey.py SEED EVENTS
    import os
    import sys
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    seed, events = int(sys.argv[1]), int(sys.argv[2])
    monkey = Monkey(seed, Path(tempfile.mkdtemp(prefix="monkey-")))
    monkey.run(events)
    print(f"seed {seed}: {events} inputs, {monkey.apps} windows, {sorted(monkey.screens)}")
