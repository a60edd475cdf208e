"""A modal dialog over the current screen: a title, a few lines, and a column of choices (each
with its hotkey); Esc takes the choice marked as the way back."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme as t
from game.ui.form import Form
from game.ui.scene import Scene
from game.ui.widgets import Button


class Dialog(Scene):
    opaque = False
    name = "dialog"

    def __init__(self, app, title: str, lines: list[str], buttons: list[Button],
                 back: Callable[[], object] | None = None):
        super().__init__(app)
        self.title, self.lines, self.buttons, self.back = title, lines, buttons, back
        self.form = Form(buttons)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.wrapped: list[str] = []

    def layout(self, m) -> None:
        w = min(m.w - m.px(8), m.px(84))
        self.wrapped = [ln for line in self.lines for ln in t.wrap_even(line, m.body,
                                                                          w - m.px(8))]
        bh, gap = m.px(6), m.px(1.4)
        text_h = (m.px(5) + t.font(m.heading, True).get_height()
                  + len(self.wrapped) * round(m.body * 1.45))
        above = m.px(2.6)  # the choices stand clear of the text
        h = text_h + above + len(self.buttons) * (bh + gap) + m.px(2)
        self.box = pygame.Rect(0, 0, w, h)
        self.box.center = (m.w // 2, m.h // 2)
        y = self.box.y + text_h + above
        for b in self.buttons:
            b.rect = pygame.Rect(0, 0, min(w - m.px(8), m.px(48)), bh)
            b.rect.midtop = (self.box.centerx, y)
            y += bh + gap

    def handle(self, event) -> None:
        if self.form.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.back:
            self.back()

    def close(self) -> None:
        """Take the dialog away (the scene below is on top again)."""
        self.app.audio.play("click")
        if self.app.stack.top is self:
            self.app.pop()

    def draw(self, surf) -> None:
        self.text_bottom = draw_box(surf, self.m, self.box, self.title, self.wrapped)
        self.form.draw(surf, self.m)


def draw_box(surf, m, box: pygame.Rect, title: str, lines: list[str]) -> int:
    """The screen beneath veiled, and a framed box with a title and lines of text; returns
    where the text ends."""
    surf.blit(t.veil((m.w, m.h), 150), (0, 0))
    t.shadow(surf, box, m.px(1.5), m.px(2))
    pygame.draw.rect(surf, (20, 70, 52), box, border_radius=m.px(1.5))
    pygame.draw.rect(surf, t.GOLD, box, width=max(2, m.px(0.3)), border_radius=m.px(1.5))
    y = box.y + m.px(3)
    r = t.blit_text(surf, title, title_size(m, box, title), t.TEXT, True,
                    midtop=(box.centerx, y))
    y = r.bottom + m.px(2)
    for line in lines:
        r = t.blit_text(surf, line, m.body, t.TEXT_DIM, midtop=(box.centerx, y))
        y += round(m.body * 1.45)
    return r.bottom if lines else y


def title_size(m, box: pygame.Rect, title: str) -> int:
    """The heading size at which the title fits inside the box ("New to Classical Chinese
    (Millington)?" is wider than the box at 1280x720)."""
    return t.fit(title, m.heading, box.w - m.px(4), True)
