"""What every practice drill is on the practice screen: it makes a question on the screen's
worker (pure, seeded), shows it in the right-hand panel with the widgets it needs, is answered
by a pick or the Check button, and says how it went."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import theme as t
from game.ui import tile_board as tb
from game.ui.widgets import Widget

if TYPE_CHECKING:
    from game.ui.practice import Practice

WRONG = (150, 30, 30)


class TilePicker(Widget):
    """A row or grid of cells (tiles, names) as one focusable widget: Left/Right move its
    cursor, Enter or a click picks the cell under it (`pick(index)`)."""

    def __init__(self, label: str, pick: Callable[[int], Any]):
        super().__init__(label)
        self.pick = pick
        self.cells: list[pygame.Rect] = []
        self.cursor = 0

    def adjust(self, step: int) -> bool:
        if self.cells:
            self.cursor = (self.cursor + step) % len(self.cells)
        return True

    def activate(self) -> None:
        if self.cells:
            self.pick(self.cursor)

    def key(self, event) -> bool:
        """Up and Down move the cursor between rows of cells (to the nearest cell above or
        below), and the focus on only from the first or last row (a keyboard player needed
        up to 33 presses of Right to reach the honours)."""
        if event.key not in (pygame.K_UP, pygame.K_DOWN) or not self.cells:
            return False
        here = self.cells[self.cursor % len(self.cells)]
        down = event.key == pygame.K_DOWN
        ahead = [r.y for r in self.cells if (r.y > here.y if down else r.y < here.y)]
        if not ahead:
            return False
        row = min(ahead) if down else max(ahead)
        self.cursor = min((i for i, r in enumerate(self.cells) if r.y == row),
                          key=lambda i: abs(self.cells[i].centerx - here.centerx))
        return True

    def at(self, pos) -> int | None:
        return next((i for i, r in enumerate(self.cells) if r.collidepoint(pos)), None)

    def click(self, pos) -> None:
        i = self.at(pos)
        if i is not None:
            self.cursor = i
            self.pick(i)

    def draw(self, surf, m, focused):
        if focused and self.cells:
            tb.hover_mark(surf, self.cells[self.cursor % len(self.cells)], m)


class Panel:
    """One drill. Subclasses give `make` (run on the worker) and the drawing."""

    key = ""
    title = ""
    ask = ""
    checks = False  # answered with the Check button (else by a pick)

    def __init__(self, scene: Practice):
        self.scene = scene
        self.q: Any = None
        self.answered: bool | None = None  # None: asking; True or False: how it went
        self.box = pygame.Rect(0, 0, 0, 0)

    @staticmethod
    def make(variant_id: str, options: Mapping[str, Any], rng: random.Random) -> Any:
        raise NotImplementedError

    def start(self, q: Any) -> None:
        """A question arrived."""
        self.q, self.answered = q, None

    def start_waiting(self) -> None:
        """A new question is being made: nothing of the last one is picked."""

    def layout(self, m: t.Metrics, box: pygame.Rect) -> None:
        self.box = box
        self.place()

    def place(self) -> None:
        """Lay the question out in `box` (after the layout, and when a question arrives)."""

    def widgets(self) -> list[Widget]:
        """The panel's own widgets, shown while it is the drill."""
        return []

    def focus(self) -> Widget | None:
        """The widget to focus while asking."""
        return None

    def check(self) -> None:
        """The Check button."""

    def answer(self, right: bool) -> None:
        if self.answered is None:
            self.answered = right
            self.scene.answered_now(right)

    def verdict(self) -> str:
        return "Right!" if self.answered else "Not quite."

    def draw(self, surf: pygame.Surface, m: t.Metrics) -> None: ...

    def draw_over(self, surf: pygame.Surface, m: t.Metrics) -> None:
        """Marks over the panel's own widgets (drawn after them)."""


class BoardPanel(Panel):
    """A drill answered by picking cells of one board (tiles of a hand, names)."""

    board_label = "Tiles"

    def __init__(self, scene: Practice):
        super().__init__(scene)
        self.board = TilePicker(self.board_label, self.pick)

    def pick(self, index: int) -> None: ...

    def widgets(self) -> list[Widget]:
        return [self.board]

    def focus(self) -> Widget | None:
        return self.board


def cross(surf: pygame.Surface, m: t.Metrics, r: pygame.Rect) -> None:
    """A wrong pick, crossed out (a shape as well as a colour)."""
    inner = r.inflate(-r.w // 4, -r.h // 4)
    for a, b in ((inner.topleft, inner.bottomright), (inner.topright, inner.bottomleft)):
        pygame.draw.line(surf, WRONG, a, b, max(3, m.px(0.6)))


def lines(surf: pygame.Surface, m: t.Metrics, texts, x: int, y: int, width: int,
          size: int | None = None, colour=t.TEXT) -> int:
    """Wrapped lines of text from (x, y); the y below them."""
    size = size or m.body
    step = t.font(size).get_linesize()
    for text in texts:
        for line in t.wrap(text, size, width):
            t.blit_text(surf, line, size, colour, topleft=(x, y))
            y += step
    return y
