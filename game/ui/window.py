"""The window itself: its first size and place (within the desktops, as the player left it),
its icon, and fullscreen (F11 or Alt+Enter, or Settings), which keeps the window's size
for when the player comes back to it."""

from __future__ import annotations

import warnings

from game import assets

MIN_SIZE = (800, 450)
HEADLESS_DRIVERS = ("offscreen", "dummy")  # SDL draws into memory: nobody sees the window


def set_window_icon(pygame) -> None:
    """The sparrow tile as the window's (and taskbar's) icon; a missing file is logged."""
    try:
        pygame.display.set_icon(pygame.image.load(str(assets.WINDOW_ICON)))
    except (pygame.error, OSError):
        assets.report_missing([assets.WINDOW_ICON])


def fit_window(asked: tuple[int, int] | list[int] | None, pos: list[int] | None,
               desktops: list[tuple[int, int]]
               ) -> tuple[tuple[int, int], tuple[int, int] | None]:
    """The window's first size and position. A size asked for (or saved) keeps within the
    first desktop (the largest when a saved position is restored) and above MIN_SIZE where the
    desktop allows; without one, 16:9 at 80% of the desktop. A saved position is kept only if
    the top of the window would be on a display; `desktops` empty: no real screen, any size."""
    if pos is not None and not (desktops and on_display(pos, desktops)):
        pos = None
    if desktops:
        dw, dh = (max(w for w, _ in desktops), max(h for _, h in desktops)) if pos \
            else desktops[0]
    else:
        dw, dh = 1600, 900
    if not asked:
        h = max(MIN_SIZE[1], min(round(dh * 0.8), round(dw * 0.8 * 9 / 16)))
        return (round(h * 16 / 9), h), None if pos is None else (pos[0], pos[1])
    w, h = max(MIN_SIZE[0], asked[0]), max(MIN_SIZE[1], asked[1])
    if desktops:
        w, h = min(w, dw), min(h, dh)
    return (w, h), None if pos is None else (pos[0], pos[1])


TITLE_ROOM = 48  # a title bar's and a taskbar's height, about: what a window needs besides


def fills_desktop(size: tuple[int, int], desktops: list[tuple[int, int]]) -> bool:
    """Whether a window this size leaves its title bar or bottom edge no room on the first
    desktop: such a window opens maximized, and the window manager fits it to what is free
    (below the title bar, above a taskbar) rather than letting its bottom fall off."""
    if not desktops:
        return False
    dw, dh = desktops[0]
    return size[0] >= dw or size[1] > dh - TITLE_ROOM


def maximize(pygame) -> None:
    """Ask the window manager to maximize the window (ignored where it cannot)."""
    try:
        display_window(pygame).maximize()
    except (AttributeError, pygame.error):
        pass


def on_display(pos: list[int] | tuple[int, int], desktops: list[tuple[int, int]],
               grip: tuple[int, int] = (120, 40)) -> bool:
    """Whether a window at `pos` would have a grip of its top-left (title and border, to drag
    it by) on a display. Displays are known only by their sizes: the first lies at the origin,
    the others may lie on any side of it. With one display this is exact; with more it may
    accept a place beside the first where no display is, never one beyond them all."""
    (w0, h0), rest = desktops[0], desktops[1:]
    more_w, more_h = sum(w for w, _ in rest), sum(h for _, h in rest)
    slack = 16  # a maximized window's border may lie just off the screen
    x, y = pos
    return (-more_w - slack <= x and x + grip[0] <= w0 + more_w
            and -more_h - slack <= y and y + grip[1] <= h0 + more_h)


def display_window(pygame):
    """The Window of the display module's window (raises AttributeError or pygame.error
    where this pygame has none)."""
    with warnings.catch_warnings():  # the only way to reach a display-module window
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def go_fullscreen(pygame, on: bool):
    """The display surface once the window fills the screen (`on`) or is a window again at
    the size and place it had; None if the display refused. The window itself is switched,
    not made anew, so the window manager keeps its place."""
    try:
        window = display_window(pygame)
        if on:
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()
    except (AttributeError, pygame.error):
        return None
    return pygame.display.get_surface()


def is_fullscreen_key(pygame, event) -> bool:
    """F11, or Alt+Enter: the keys that switch fullscreen on every screen."""
    return event.key == pygame.K_F11 or (event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                                         and bool(event.mod & pygame.KMOD_ALT))
