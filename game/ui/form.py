"""The Form: the widgets of one screen and the single focus among them, so every screen works
the same with the keyboard and with the mouse.

Keys: Up/Down or Tab move the focus; Left/Right change a value (or move between buttons);
Enter or Space activates; a button's hotkey activates it from anywhere on its screen.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.theme import Metrics
from game.ui.widgets import Button, Widget


class Form:
    """The widgets of one screen and the single focus among them."""

    def __init__(self, widgets: Sequence[Widget] = (), focus: int = 0):
        self.widgets = list(widgets)
        self.focus = focus
        self.dragging: Widget | None = None

    @property
    def focused(self) -> Widget | None:
        live = self._live()
        if not live:
            return None
        if self.focus >= len(self.widgets) or self.widgets[self.focus] not in live:
            self.focus = self.widgets.index(live[0])
        return self.widgets[self.focus]

    def _live(self) -> list[Widget]:
        return [w for w in self.widgets if w.visible and w.focusable]

    def set_focus(self, widget: Widget) -> None:
        self.focus = self.widgets.index(widget)

    def move(self, step: int) -> None:
        live = self._live()
        if live:
            current = self.focused
            i = live.index(current) if current in live else 0
            self.set_focus(live[(i + step) % len(live)])

    def move_out(self, group: Sequence[Widget], step: int) -> None:
        """The focus to the next live widget outside `group` (Tab leaves a radio group whose
        arrows choose within it)."""
        live = self._live()
        current = self.focused
        if current not in live or all(w in group for w in live):
            self.move(step)
            return
        i = live.index(current)
        while live[i] in group:
            i = (i + step) % len(live)
        self.set_focus(live[i])

    def at(self, pos) -> Widget | None:
        return next((w for w in self._live() if not w.offscreen and w.rect.collidepoint(pos)),
                    None)

    def handle(self, event: pygame.event.Event) -> bool:
        """Route one event; True if the form used it."""
        f = self.focused
        if event.type == pygame.KEYDOWN:
            if f is not None and f.key(event):
                return True
            k = event.key
            if k == pygame.K_TAB:
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            elif k == pygame.K_UP:
                self.move(-1)
            elif k == pygame.K_DOWN:
                self.move(1)
            elif k in (pygame.K_LEFT, pygame.K_RIGHT):
                step = -1 if k == pygame.K_LEFT else 1
                if f is None or not f.adjust(step):
                    self.move(step)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if f is not None:
                    f.activate()
            else:
                button = next((w for w in self._live()
                               if isinstance(w, Button) and w.hotkey == k), None)
                if button is None:
                    return False
                self.set_focus(button)
                button.activate()
            return True
        if event.type == pygame.TEXTINPUT:
            return f is not None and f.text_input(event.text)
        if event.type == pygame.MOUSEMOTION:
            if self.dragging is not None:
                self.dragging.drag(event.pos)
                return True
            hit = self.at(event.pos)
            if hit is not None and hit is not f:
                self.set_focus(hit)
            return hit is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.at(event.pos)
            if hit is None:
                return False
            self.set_focus(hit)
            self.dragging = hit if hit.grabs(event.pos) else None
            hit.click(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = None
        return False

    def draw(self, surf: pygame.Surface, m: Metrics) -> None:
        f = self.focused
        for w in self.widgets:
            if w.visible and not w.offscreen:
                w.draw(surf, m, w is f)
