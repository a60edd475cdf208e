"""The name-the-elements drill: a winning hand drawn with its melds and how it was won; tick the
yaku / faan / doubles / fan it scores, then Check; the score sheet is the answer."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pygame

from game.learn.catalogue import caption, summary
from game.learn.elements import ElementsQuestion, question
from game.ui import hand_row
from game.ui import theme as t
from game.ui import tile_board as tb
from game.ui.drill_base import BoardPanel, cross


class ElementsPanel(BoardPanel):
    key, title = "elements", "Name the elements"
    ask = "Tick every element this hand scores, then Check."
    checks = True
    board_label = "Elements"

    def __init__(self, scene):
        super().__init__(scene)
        self.ticked: set[str] = set()

    @staticmethod
    def make(variant_id: str, options: Mapping[str, Any], rng: random.Random) -> Any:
        return question(variant_id, options, rng)

    def start(self, q: ElementsQuestion) -> None:
        super().start(q)
        self.ticked = set()
        self.parts = hand_row.parts(self.scene.tileset, q.request)
        self.place()

    def pick(self, i: int) -> None:
        if self.q is None or self.answered is not None or i >= len(self.q.choices):
            return
        self.ticked ^= {self.q.choices[i]}
        self.scene.app.audio.play("click")

    def check(self) -> None:
        if self.q is not None and self.answered is None:
            self.answer(self.ticked == set(self.q.answer))

    def verdict(self) -> str:
        return "Right!" if self.answered else "Not quite: the elements it scores are outlined."

    def place(self) -> None:
        """The names in two columns under the hand."""
        m = self.scene.m
        inner = self.box.inflate(-m.px(4), -m.px(3))
        self.board.rect = inner
        if self.q is None:
            self.board.cells = []
            return
        top = inner.y + m.px(5.5) + tb.tile_h(self.tile_w()) + m.px(10)
        rows = (len(self.q.choices) + 1) // 2
        h = max(m.px(3.4), min(m.px(4.6), (inner.bottom - top) // max(1, rows)))
        w = (inner.w - m.px(2)) // 2
        self.board.cells = [pygame.Rect(inner.x + (i // rows) * (w + m.px(2)), top + (i % rows) * h,
                                        w, h - m.px(0.5)) for i in range(len(self.q.choices))]
        self.board.cursor = min(self.board.cursor, max(0, len(self.board.cells) - 1))

    def tile_w(self) -> int:
        m = self.scene.m
        return hand_row.tile_width(self.parts, self.box.w - m.px(4), m.px(5.4)) \
            if self.q is not None else m.px(5.4)

    def draw(self, surf, m) -> None:
        t.panel(surf, self.box, m.px(1.2))
        inner = self.box.inflate(-m.px(4), -m.px(3))
        self.scene.draw_column_title(surf, self.title, inner.x, inner.y)
        words = self.ask if self.answered is None else summary(self.q.sheet)
        t.blit_text(surf, words, m.small, t.TEXT_DIM, topright=(inner.right, inner.y))
        row = hand_row.draw(surf, m, self.parts, inner.x, inner.y + m.px(5.5), self.tile_w(),
                            self.scene.index)
        t.blit_text(surf, caption(self.q.request), m.small, t.TEXT, topleft=(inner.x, row.bottom))
        for i, (name, r) in enumerate(zip(self.q.choices, self.board.cells, strict=True)):
            self._choice(surf, m, name, r, i == self.board.cursor)

    def _choice(self, surf, m, name: str, r: pygame.Rect, under_cursor: bool) -> None:
        ticked, right = name in self.ticked, name in self.q.answer
        done = self.answered is not None
        box = pygame.Rect(0, 0, m.px(2.4), m.px(2.4))
        box.midleft = (r.x + m.px(1), r.centery)
        pygame.draw.rect(surf, t.GOLD if ticked else t.TEXT_DIM, box, width=0 if ticked else
                         max(2, m.px(0.3)), border_radius=m.px(0.4))
        colour = t.GOLD if done and right else t.TEXT
        size = t.fit(name, m.small, r.w - m.px(6), done and right)
        t.blit_text(surf, name, size, colour, done and right,
                    midleft=(box.right + m.px(1.2), r.centery))
        if done and right:
            tb.hover_mark(surf, r, m, t.GOLD if ticked else t.TEXT)
            if not ticked:
                t.blit_text(surf, "missed", m.small, t.TEXT, True,
                            midright=(r.right - m.px(1), r.centery))
        elif done and ticked:
            cross(surf, m, box.inflate(m.px(0.8), m.px(0.8)))
