"""A modal notice over the current screen: a title, a few lines and an OK button."""

from __future__ import annotations

import pygame

from game.ui import theme as t
from game.ui.dialog import draw_box, title_size
from game.ui.form import Form
from game.ui.scene import Scene
from game.ui.widgets import Button

KEY_GRACE = 0.6  # seconds a new notice ignores keys: a key meant for the screen under it
# (Enter, a discard) closed a save-failure notice unread (a tester)


class Notice(Scene):
    opaque = False
    name = "notice"

    def __init__(self, app, title: str, lines: list[str], on_close=None, grace: bool = False):
        super().__init__(app)
        self.title, self.lines, self.on_close = title, lines, on_close
        self.grace = KEY_GRACE if grace else 0.0  # a notice that came unbidden
        self.ok = Button("OK", self.close, hint="Enter")
        self.form = Form([self.ok])
        self.fx = {"rise": 1.0}
        self.box = pygame.Rect(0, 0, 0, 0)
        self.wrapped: list[str] = []
        self.text_end = 0  # where the drawn text ends (the buttons sit below it)
        self.age = 0.0

    def enter(self) -> None:
        self.anim.tween(self.fx, 0.22, "out_cubic", rise=0.0)

    def close(self) -> None:
        self.app.audio.play("click")
        self.app.pop()
        if self.on_close is not None:
            self.on_close()

    def layout(self, m) -> None:
        w = min(m.w - m.px(8), m.px(104))
        self.wrapped = [ln for line in self.lines for ln in t.wrap_even(line, m.body,
                                                                          w - m.px(8))]
        self.box = pygame.Rect(0, 0, w, 0)
        title = t.font(title_size(m, self.box, self.title), True).get_height()
        # as draw_box lays it out: margin, title, gap, the lines; then a gap, the button, margin
        self.box.h = (m.px(5) + title + len(self.wrapped) * round(m.body * 1.45)
                      + m.px(3) + m.px(6) + m.px(3))
        self.box.center = (m.w // 2, m.h // 2)
        self.ok.rect = pygame.Rect(0, 0, m.px(26), m.px(6))
        self.place_buttons(self.box, m)

    def place_buttons(self, box, m) -> None:
        self.ok.rect.midbottom = (box.centerx, box.bottom - m.px(3))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.age += dt

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and self.age < self.grace:
            return
        if self.form.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    def draw(self, surf) -> None:
        m = self.m
        box = self.box.move(0, round(self.fx["rise"] * m.px(4)))
        self.text_end = draw_box(surf, m, box, self.title, self.wrapped)
        self.place_buttons(box, m)
        self.form.draw(surf, m)


class Ask(Notice):
    """A question over the current screen: do `on_yes` (the `yes` button) or leave things as
    they are (the `no` button, Esc). The safe answer has the focus."""

    def __init__(self, app, title: str, lines: list[str], yes: str, on_yes, no: str = "Cancel"):
        super().__init__(app, title, lines)
        self.on_yes = on_yes
        self.yes = Button(yes, self.confirm, primary=True)
        self.ok = Button(no, self.close, hint="Esc")
        self.form = Form([self.ok, self.yes])

    def confirm(self) -> None:
        self.app.audio.play("click")
        self.app.pop()
        self.on_yes()

    def layout(self, m) -> None:
        super().layout(m)
        self.box.h += m.px(2)  # a question's two buttons want room above them
        self.box.center = (m.w // 2, m.h // 2)
        self.ok.rect = pygame.Rect(0, 0, m.px(30), m.px(6))
        self.yes.rect = self.ok.rect.copy()
        self.place_buttons(self.box, m)

    def place_buttons(self, box, m) -> None:
        gap = m.px(2)
        self.ok.rect.bottomright = (box.centerx - gap // 2, box.bottom - m.px(3))
        self.yes.rect.bottomleft = (box.centerx + gap // 2, box.bottom - m.px(3))


def notices_title(notices: list[str]) -> str:
    """The title over the store's notices: damaged files, or files that could not be read
    at all (a folder in a file's place said "A file was damaged" over "could not be read")."""
    unread = sum("could not be read" in n for n in notices)
    if unread == len(notices):
        return "A file could not be read" if unread == 1 else "Some files could not be read"
    if not unread:
        return "A file was damaged" if len(notices) == 1 else "Some files were damaged"
    return "Some files could not be used"
