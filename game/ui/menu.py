"""The frame shared by menu screens: felt, a heading, a Form of widgets, key hints, Esc for back."""

from __future__ import annotations

import pygame

from game.ui import theme as t
from game.ui.form import Form
from game.ui.scene import Scene
from game.ui.widgets import TextField

KEY_HINTS = (((("up", "down"), "move"), (("left", "right"), "change"), (("Enter",), "choose"),
             (("Esc",), "back")))


class MenuScene(Scene):
    heading = ""
    subtitle = ""

    def __init__(self, app):
        super().__init__(app)
        self.form = Form()
        self._bg: pygame.Surface | None = None
        self._bg_key: object = None

    def handle(self, event: pygame.event.Event) -> None:
        if self.form.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    @property
    def ticking(self) -> bool:
        return isinstance(self.form.focused, TextField)

    def back(self) -> None:
        self.app.audio.play("click")
        self.app.pop()

    def content_top(self) -> int:
        """Where the screen's own content starts, below the heading."""
        return self.m.px(17)

    def draw_frame(self, surf: pygame.Surface) -> None:
        m = self.m
        surf.blit(t.felt((m.w, m.h)), (0, 0))
        x = m.px(6)
        r = t.blit_text(surf, self.heading, m.px(6.2), t.TEXT, True, shadow=True,
                        topleft=(x, m.px(3.2)))
        pygame.draw.rect(surf, t.GOLD, (x, r.bottom + m.px(0.4), m.px(8), max(2, m.px(0.45))),
                         border_radius=m.px(0.2))
        if self.subtitle:
            t.blit_text(surf, self.subtitle, m.small, t.TEXT_DIM,
                        bottomright=(m.w - x, r.bottom - m.px(0.6)))
        t.key_hints(surf, m, KEY_HINTS, midleft=(m.px(6), m.h - m.px(2.6)))

    def draw_column_title(self, surf: pygame.Surface, label: str, x: int, y: int,
                          width: int | None = None) -> int:
        """A small caps column label (made smaller to fit `width`); returns the y below it."""
        size = self.m.small if width is None else t.fit(label.upper(), self.m.small, width, True)
        r = t.blit_text(surf, label.upper(), size, t.GOLD, True, topleft=(x, y))
        return r.bottom + self.m.px(0.8)

    def background_key(self) -> object:
        """What the static background depends on besides the window size."""
        return None

    def draw_background(self, surf: pygame.Surface) -> None:
        """Everything that does not change from frame to frame (drawn once, then cached)."""
        self.draw_frame(surf)

    def blit_background(self, surf: pygame.Surface) -> None:
        key = (self.m.w, self.m.h, self.background_key())
        if self._bg is None or key != self._bg_key:
            self._bg = pygame.Surface((self.m.w, self.m.h))
            if pygame.display.get_surface() is not None:
                self._bg = self._bg.convert()
            self.draw_background(self._bg)
            self._bg_key = key
        surf.blit(self._bg, (0, 0))

    def draw(self, surf: pygame.Surface) -> None:
        self.blit_background(surf)
        self.form.draw(surf, self.m)
