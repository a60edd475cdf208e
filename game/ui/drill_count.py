"""The count-the-score drill: a hand's value in the variant's units, four amounts to choose
from (1-4 or a click), then the working step by step (game.learn.count)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pygame

from game.learn.count import CountQuestion, question
from game.ui import theme as t
from game.ui import tile_board as tb
from game.ui.drill_base import Panel, cross, lines
from game.ui.widgets import Button

KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)


class CountPanel(Panel):
    key, title = "count", "Count the score"
    ask = "Choose the amount (1-4)."

    def __init__(self, scene):
        super().__init__(scene)
        self.buttons = [Button("", lambda i=i: self.pick(i), KEYS[i], str(i + 1))
                        for i in range(4)]
        self.chosen: int | None = None

    @staticmethod
    def make(variant_id: str, options: Mapping[str, Any], rng: random.Random) -> Any:
        return question(variant_id, options, rng)

    def start(self, q: CountQuestion) -> None:
        super().start(q)
        self.chosen = None
        for b, text in zip(self.buttons, q.choices, strict=True):
            b.label = text
        self.place()

    def widgets(self):
        return list(self.buttons)

    def focus(self):
        return self.buttons[0]

    def pick(self, i: int) -> None:
        if self.q is None or self.answered is not None:
            return
        self.chosen = i
        self.answer(self.q.choices[i] == self.q.answer)

    def verdict(self) -> str:
        return "Right!" if self.answered else f"Not quite: it is {self.q.answer}."

    def place(self) -> None:
        """The answers in two rows under the question (as many lines as it takes)."""
        m = self.scene.m
        inner = self.box.inflate(-m.px(4), -m.px(3))
        asked = len(t.wrap(self.q.ask, m.heading, inner.w)) if self.q is not None else 1
        top = inner.y + m.px(3.5) + asked * t.font(m.heading).get_linesize() + m.px(6)
        bw, bh, gap = (inner.w - m.px(2)) // 2, m.px(6.4), m.px(2)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(inner.x + (i % 2) * (bw + gap), top + (i // 2) * (bh + m.px(1.4)),
                                 bw, bh)

    def draw(self, surf, m) -> None:
        t.panel(surf, self.box, m.px(1.2))
        inner = self.box.inflate(-m.px(4), -m.px(3))
        y = self.scene.draw_column_title(surf, self.title, inner.x, inner.y)
        y = lines(surf, m, [self.q.ask], inner.x, y + m.px(0.6), inner.w, m.heading)
        x = inner.x
        for given in self.q.given:
            img = t.text(given, m.small, bold=True)
            w, h = img.get_width() + m.px(1.2), img.get_height() + m.px(0.3)
            # below the question's last line, clear of its descenders (at 1024x576 the
            # chips were drawn into "pays)?": a tester)
            r = tb.chip(surf, m, given, (x + w // 2, y + m.px(0.5) + h // 2))
            x = r.right + m.px(1)
        if self.answered is None:
            t.blit_text(surf, self.ask, m.small, t.TEXT_DIM, topright=(inner.right, inner.y))
            return
        t.blit_text(surf, self.verdict(), m.small, t.GOLD if self.answered else t.TEXT, True,
                    topright=(inner.right, inner.y))
        y = self.buttons[-1].rect.bottom + m.px(2.5)
        y = self.scene.draw_column_title(surf, "The working", inner.x, y)
        lines(surf, m, self.q.working, inner.x, y, inner.w)

    def draw_over(self, surf, m) -> None:
        """After an answer: the right amount outlined, a wrong pick crossed out."""
        if self.answered is None:
            return
        for i, b in enumerate(self.buttons):
            if b.label == self.q.answer:
                tb.hover_mark(surf, b.rect.inflate(m.px(0.8), m.px(0.8)), m)
            elif i == self.chosen:
                cross(surf, m, b.rect)
