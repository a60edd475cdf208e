"""Practice drills on hands of the chosen variant, under the options last chosen for it: the
waits, the best discard, counting the score, naming the elements, pushing or folding. Every
answer is checked by the rules engine (or the strongest opponent's weighing); each drill keeps
its session score here and its progress in the statistics."""

from __future__ import annotations

import random
import time
from typing import Any

import pygame

from game.core.variants import VARIANTS
from game.records.kept_stats import load_stats
from game.ui import hand_row
from game.ui import theme as t
from game.ui import tile_board as tb
from game.ui.drill_base import Panel, TilePicker
from game.ui.drill_count import CountPanel
from game.ui.drill_elements import ElementsPanel
from game.ui.drill_pushfold import PushFoldPanel
from game.ui.drill_tiles import DiscardPanel, WaitsPanel
from game.ui.form import Form
from game.ui.recent import note_variant, recent_variant
from game.ui.rules import remembered_options
from game.ui.variant_row import variant_row
from game.ui.widgets import Button, Choice

PANELS: tuple[type[Panel], ...] = (WaitsPanel, DiscardPanel, CountPanel, ElementsPanel,
                                   PushFoldPanel)
DRILLS = tuple(p.key for p in PANELS)
DRILL_NAMES = {p.key: p.title for p in PANELS}
__all__ = ["DRILLS", "DRILL_NAMES", "Practice", "TilePicker"]


def fresh_score() -> dict[str, int]:
    return {"asked": 0, "right": 0, "streak": 0, "best": 0}


class Practice(tb.WorkerScene):
    name = "practice"
    heading = "Practice"
    subtitle = "Drills on the rules you play · waits, discards, scores and when to fold"

    def __init__(self, app, variant: str | None = None, drill: str | None = None,
                 seed: int | None = None):
        super().__init__(app, "practice")
        last = app.settings.extra.get("practice")  # the variant and drill left last time
        last = last if isinstance(last, dict) else {}
        variant = variant or recent_variant(app)
        drill = drill or last.get("drill")
        self.variant_id = variant if variant in VARIANTS else "riichi"
        self.drill = drill if drill in DRILLS else "waits"
        self.rng = random.Random(seed if seed is not None else time.time_ns())
        self.ahead = tb.Worker("practice-ahead")  # the next question, made while you answer
        self.ahead_key: tuple[str, str] | None = None
        self.waiting_ahead = False
        self.error: str | None = None
        self.panels = {P.key: P(self) for P in PANELS}
        self.scores = {d: fresh_score() for d in DRILLS}
        self.progress = dict(load_stats(app.store).get("practice", {}))
        self.variant_row = variant_row(lambda: self.variant_id, self.choose_variant)
        self.drill_row = Choice("Drill", "", DRILLS, lambda: self.drill, self.choose_drill,
                                DRILL_NAMES.get)
        self.check = Button("Check", self.check_answer, pygame.K_c, "C", primary=True)
        self.next = Button("Next", self.new_question, pygame.K_n, "N", primary=True)
        self.back_button = Button("Back", self.back, hint="Esc")
        panel_widgets = [w for p in self.panels.values() for w in p.widgets()]
        self.form = Form([self.variant_row, self.drill_row, *panel_widgets, self.check,
                          self.next, self.back_button], focus=2)
        self.new_question()

    # what the tests and the drills read ---------------------------------------------------------
    @property
    def panel(self) -> Panel:
        return self.panels[self.drill]

    @property
    def question(self) -> Any:
        return {"error": self.error} if self.error else self.panel.q

    @property
    def answered(self) -> bool | None:
        return self.panel.answered

    @property
    def score(self) -> dict[str, int]:
        return self.scores[self.drill]

    @property
    def board(self) -> TilePicker:
        return self.panel.board  # type: ignore[attr-defined]

    @property
    def options(self) -> dict[str, Any]:
        return remembered_options(self.app, self.variant_id)

    @property
    def tileset(self):
        v = VARIANTS[self.variant_id]
        return v.tileset(self.options)

    @property
    def index(self) -> str | None:
        """Corner marks in the variant's notation: colour-blind aid, or ranks past 9."""
        return hand_row.corner_index(self.app.settings.colour_blind, self.tileset)

    # the drill -------------------------------------------------------------------------------
    def remember(self) -> None:
        """Keep the variant and drill for the next visit (in the settings file)."""
        self.app.settings.extra["practice"] = {"variant": self.variant_id, "drill": self.drill}
        self.app.store.save_settings(self.app.settings)

    def choose_variant(self, variant_id: str) -> None:
        self.variant_id = variant_id
        note_variant(self.app, variant_id)
        self.remember()
        for p in self.panels.values():  # their hands are of the other variant's tiles
            p.q, p.answered = None, None
        self.layout(self.m)
        self.new_question()

    def choose_drill(self, drill: str) -> None:
        self.drill = drill
        self.remember()
        self.layout(self.m)
        self.new_question()

    def new_question(self) -> None:
        """The next question: the one made ahead if it is for this drill and variant."""
        self.error = None
        self.panel.q, self.panel.answered = None, None
        self.panel.start_waiting()
        key = (self.drill, self.variant_id)
        if self.ahead_key == key:
            self.waiting_ahead = True
        else:
            self.waiting_ahead = False
            self.worker.submit(object(), *self._making())
        self.app.audio.play("click")
        self.refresh()

    def _make_ahead(self) -> None:
        self.ahead_key = (self.drill, self.variant_id)
        self.ahead.submit(object(), *self._making())

    def _making(self) -> tuple[Any, ...]:
        """A job that makes a question of this drill and variant, tagged with both."""
        return (_tagged, (self.drill, self.variant_id), self.panel.make, self.variant_id,
                self.options, random.Random(self.rng.randrange(2**63)))

    def delivered(self, result: Any) -> None:
        if isinstance(result, tuple):
            made_for, result = result
            if made_for != (self.drill, self.variant_id):
                return  # asked before a switch of drill or variant: the newer one comes
        if isinstance(result, dict) and "error" in result:
            self.error = result["error"]
        else:
            self.panel.start(result)
            self._make_ahead()
        self.refresh()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.waiting_ahead:
            done, result = self.ahead.poll()
            if done:
                self.waiting_ahead, self.ahead_key = False, None
                self.delivered(result)
                self.app.dirty = True

    @property
    def busy(self) -> bool:
        return super().busy or self.waiting_ahead

    def exit(self) -> None:
        super().exit()
        self.ahead.close()

    def check_answer(self) -> None:
        if self.panel.q is not None and self.panel.answered is None:
            self.panel.check()

    def answered_now(self, right: bool) -> None:
        """A drill was answered: the session's score, and the drill's progress kept."""
        s = self.score
        s["asked"] += 1
        s["right"] += right
        s["streak"] = s["streak"] + 1 if right else 0
        s["best"] = max(s["best"], s["streak"])
        kept = self.progress.setdefault(self.drill, {"answered": 0, "right": 0,
                                                     "best_streak": 0})
        kept["answered"] = kept.get("answered", 0) + 1
        kept["right"] = kept.get("right", 0) + right
        kept["best_streak"] = max(kept.get("best_streak", 0), s["streak"])
        self.worker.run(self.app.store.record_drill, self.drill, right, s["streak"])
        self.app.audio.play("click")
        self.refresh()

    def refresh(self) -> None:
        asking = self.panel.q is not None and self.panel.answered is None
        self.check.visible = asking and self.panel.checks
        # while a hand is being dealt there is nothing to do yet: "Try again" only after
        # the dealing failed (it read as a failure during every ordinary wait)
        self.next.visible = not asking and (self.panel.q is not None or bool(self.error))
        self.next.label = "Next question" if self.panel.q is not None else "Try again"
        for p in self.panels.values():
            for w in p.widgets():
                w.visible = p is self.panel and p.q is not None
        focus = self.panel.focus()
        # the rows that choose the variant and the drill keep the focus while they are used
        # (a tester's second arrow press moved the tile cursor, not the drill)
        choosing = self.form.focused in (self.variant_row, self.drill_row)
        if asking and focus is not None and self.form.focused not in self.panel.widgets() \
                and not choosing:
            self.form.set_focus(focus)
        elif not asking and self.panel.q is not None:
            self.form.set_focus(self.next)

    # layout ------------------------------------------------------------------------------------
    def layout(self, m) -> None:
        self.split(m, 46)
        for i, w in enumerate((self.variant_row, self.drill_row)):
            w.rect = pygame.Rect(self.left.x + m.px(0.4), self.left.y + m.px(1) + i * m.px(6.1),
                                 self.left.w - m.px(0.8), m.px(5.6))
        self.back_button.rect = pygame.Rect(self.left.x, self.left.bottom - m.px(5.6),
                                            self.left.w, m.px(5.6))
        self.next.rect = self.back_button.rect.move(0, -m.px(7.4))
        self.check.rect = self.next.rect.copy()
        for p in self.panels.values():
            p.layout(m, self.right)

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL and hasattr(self.panel, "wheel"):
            self.panel.wheel(-event.y)
            return
        super().handle(event)

    # drawing ---------------------------------------------------------------------------------
    def background_key(self) -> object:
        return self.variant_id

    def draw_background(self, surf) -> None:
        self.draw_frame(surf)
        t.panel(surf, self.left, self.m.px(1.2))

    def draw(self, surf) -> None:
        m = self.m
        self.blit_background(surf)
        self.draw_score(surf)
        if self.panel.q is None:
            t.panel(surf, self.right, m.px(1.2))
            words = f"No hand: {self.error}" if self.error else "Dealing a hand…"
            t.blit_text(surf, words, m.body, t.TEXT_DIM, center=self.right.center)
        else:
            self.panel.draw(surf, m)
        self.form.draw(surf, m)
        if self.panel.q is not None:
            self.panel.draw_over(surf, m)

    def draw_score(self, surf) -> None:
        m, s = self.m, self.score
        x, right = self.left.x + m.px(2), self.left.right - m.px(2)
        y = self.draw_column_title(surf, "This session", x, self.drill_row.rect.bottom + m.px(2.4))
        kept = self.progress.get(self.drill, {})
        rows = (("Right", f"{s['right']} of {s['asked']}"), ("Streak", str(s["streak"])))
        y = self._rows(surf, rows, x, y, right)
        y = self.draw_column_title(surf, "All time", x, y + m.px(1))
        rows = (("Right", f"{kept.get('right', 0)} of {kept.get('answered', 0)}"),
                ("Best streak", str(kept.get("best_streak", 0))))
        y = self._rows(surf, rows, x, y, right)
        if self.panel.answered is not None and y + m.heading < self.next.rect.y:
            word = "Right!" if self.panel.answered else "Not quite"
            r = t.blit_text(surf, word, m.heading, t.GOLD if self.panel.answered else t.TEXT,
                            True, topleft=(x, y + m.px(1)))
            if self.panel.answered and s["streak"] > 1:
                t.blit_text(surf, f"{s['streak']} in a row", m.small, t.TEXT_DIM,
                            midleft=(r.right + m.px(2), r.centery))

    def _rows(self, surf, rows, x: int, y: int, right: int) -> int:
        m = self.m
        for label, value in rows:
            t.blit_text(surf, label, m.body, t.TEXT, topleft=(x, y))
            t.blit_text(surf, value, m.body, t.GOLD, True, topright=(right, y))
            y += round(m.body * 1.4)
        return y


SCREEN = Practice


def _tagged(made_for: tuple[str, str], make: Any, *args: Any) -> tuple[tuple[str, str], Any]:
    return made_for, make(*args)
