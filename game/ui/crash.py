"""What a player sees when the game fails: one calm message and where the details were saved."""

from __future__ import annotations

import sys
from pathlib import Path


def message(log_path: Path | None, store=None, playing: bool = False) -> list[str]:
    """What the crash screen says. It speaks of the autosave only as the store knows it: saved,
    not saved (and why), or nothing when it cannot say."""
    where = (f"The details were saved to {log_path}." if log_path
             else "The details could not be saved.")
    lines = ["Sparrow Mahjong has stopped because of an unexpected problem.", where]
    saved = saved_line(store, playing)
    if saved:
        lines.append(saved)
    return [*lines, "Press any key or close the window."]


def saved_line(store, playing: bool) -> str | None:
    """`playing`: a game was open at the table when it stopped."""
    if store is None:
        return None
    try:
        store.flush(timeout=3)  # a write still under way counts once it has landed
        if store.autosave_ok is False or (playing and store.problem):
            return f"Your game could not be saved: {store.problem or 'the write failed'}."
        if (store.autosave_ok or not playing) and store.has_autosave():
            return "Your game is autosaved after every move, so Continue will take you back."
    except Exception:  # the crash screen must not fail on the store's account
        return None
    return None


def show_crash(app, log_path: Path | None, store=None) -> None:
    """Tell the player, in the window if it still works, and on stderr; never raise."""
    try:
        playing = any(scene.name == "table" for scene in app.stack.scenes)
    except Exception:
        playing = False
    lines = message(log_path, store, playing)
    try:
        print(" ".join(lines[:2]), file=sys.stderr)
    except Exception:
        pass
    try:
        _show_in_window(app, lines)
    except Exception:
        pass


def _show_in_window(app, lines: list[str]) -> None:
    import pygame

    from game.ui import theme as t
    from game.ui.theme import Metrics

    surf = pygame.display.get_surface()
    if surf is None:
        return
    m = Metrics(*surf.get_size())
    surf.fill(t.FELT_EDGE)
    y = m.h // 2 - m.px(10)
    t.blit_text(surf, "Sorry — something went wrong", m.heading, t.TEXT, True,
                midtop=(m.w // 2, y))
    y += m.px(9)
    for line in lines:
        for part in t.wrap(line, m.body, m.w - m.px(12)):
            t.blit_text(surf, part, m.body, t.TEXT_DIM, midtop=(m.w // 2, y))
            y += round(m.body * 1.5)
    pygame.display.flip()
    if pygame.display.get_driver() == "dummy":
        return  # tests and benches: nobody to press a key
    while True:
        event = pygame.event.wait()
        if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return
