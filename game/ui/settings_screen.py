"""The settings screen: sound, animation speed, tile size, fullscreen, colour-blind marks and the
table toggles; changes apply at once and are saved (atomically) as they are made, the volume
slider's when the player leaves the screen."""

from __future__ import annotations

import pygame

from game.store import SPEEDS, TILE_SIZES
from game.ui import theme as t
from game.ui.form import Form
from game.ui.menu import MenuScene
from game.ui.widgets import Button, Choice, Slider, Toggle

SPEED_NAMES = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
SIZE_NAMES = {"small": "Small", "medium": "Medium", "large": "Large"}

# (setting, label, one-line explanation) for the table toggles, in the order players know them
TABLE_TOGGLES = (
    ("auto_sort", "Auto-sort", "Keep your hand sorted after every draw"),
    ("auto_win", "Auto-win", "Declare a win as soon as it is possible"),
    ("skip_calls", "No calls", "Pass on chi, pon and kan without asking"),
    ("auto_discard_drawn", "Auto-discard drawn tile", "Throw the tile you drew at once"),
    ("auto_discard_riichi", "Auto-discard after riichi",
     "After riichi (or Original Call), discard draws for you"),
    ("show_waits", "Show waits", "List the tiles that complete your hand"),
    ("furiten_warning", "Furiten warning", "Warn when you may not win on a discard"),
    ("table_hint", "Hint", "At the table (F5): the strongest level's discard, and danger shading"),
)


class SettingsScreen(MenuScene):
    name = "settings"
    heading = "Settings"
    subtitle = "Changes apply at once and are kept for next time"

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        self.left = [
            Slider("Volume", "Effects and call voices", lambda: s.volume,
                   lambda v: self._set("volume", v)),
            Toggle("Mute", "Silence every sound", lambda: s.mute, lambda v: self._set("mute", v)),
            Choice("Animation speed", "How fast tiles move; a click skips", SPEEDS,
                   lambda: s.speed, lambda v: self._set("speed", v), SPEED_NAMES.get),
            Choice("Tile size", "Size of the tiles on the table", TILE_SIZES,
                   lambda: s.tile_size, lambda v: self._set("tile_size", v), SIZE_NAMES.get),
            Toggle("Fullscreen", "Fill the screen (F11 or Alt+Enter on any screen)",
                   lambda: app.fullscreen, self._fullscreen),
            Toggle("Colour-blind marks", "Suit letters in every tile's corner",
                   lambda: s.colour_blind, lambda v: self._set("colour_blind", v)),
            # Here, not with the table toggles, so the right panel still fits at 720p.
            Toggle("Claim timer", "10 s to call, then it passes (a rule's own time wins)",
                   lambda: s.claim_timer, lambda v: self._set("claim_timer", v)),
            Toggle("Declare flowers yourself", "Lay each flower aside with its key (F)",
                   lambda: s.declare_bonus, lambda v: self._set("declare_bonus", v)),
            Toggle("One-click discard", "A click throws the tile (off: click it twice)",
                   lambda: s.one_click_discard, lambda v: self._set("one_click_discard", v)),
        ]
        self.right = [Toggle(label, explain, lambda n=name: getattr(s, n),
                             lambda v, n=name: self._set(n, v))
                      for name, label, explain in TABLE_TOGGLES]
        self.done = Button("Back", self.back, hint="Esc")
        self.form = Form([*self.left, *self.right, self.done])

    def _set(self, name: str, value) -> None:
        setattr(self.app.settings, name, value)
        self.app.apply_settings()
        self.anim.speed = self.app.settings.speed
        if name != "volume":  # kept at once (a slider's every step is kept when leaving)
            self.app.store.save_settings(self.app.settings)
        if name != "mute":
            self.app.audio.play("click")

    def _fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)  # kept by the app, which F11 also asks
        self.app.audio.play("click")

    def back(self) -> None:
        self.app.store.save_settings(self.app.settings)
        super().back()

    def layout(self, m) -> None:
        margin, gap = m.px(6), m.px(4)
        col_w = (m.w - 2 * margin - gap) // 2
        top = self.content_top() + m.px(5)
        rows = max(len(self.left), len(self.right))  # as tall as fits above Back
        row_h = min(m.px(8.4), (m.h - m.px(13) - top) // rows)
        for col, rows in enumerate((self.left, self.right)):
            x = margin + col * (col_w + gap)
            for i, w in enumerate(rows):
                w.rect = pygame.Rect(x, top + i * row_h, col_w, row_h - m.px(0.6))
        self.cols = [pygame.Rect(margin + c * (col_w + gap), top, col_w, 0) for c in (0, 1)]
        self.done.rect = pygame.Rect(0, 0, m.px(24), m.px(6))
        self.done.rect.bottomright = (m.w - margin, m.h - m.px(5.5))

    def background_key(self) -> object:
        return bool(self.app.audio.problem)

    def draw_background(self, surf) -> None:
        m = self.m
        self.draw_frame(surf)
        titles = ("Sound and display", "At the table")
        bottom = max(r.rect.bottom for r in (*self.left, *self.right))
        for col, label in zip(self.cols, titles, strict=True):
            box = pygame.Rect(col.x - m.px(1.2), col.y - m.px(5.2), col.w + m.px(2.4),
                              bottom - col.y + m.px(6.4))
            t.panel(surf, box, m.px(1.2))
            self.draw_column_title(surf, label, col.x + m.px(1.6), col.y - m.px(3.8))
        if self.app.audio.problem:
            t.blit_text(surf, "No sound device was found: the game plays silently.", m.small,
                        t.TEXT_DIM, midleft=(m.px(6), self.done.rect.centery))
