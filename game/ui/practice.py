"""Practice drills: "What are the waits?" and "Best discard" on random hands of the chosen variant,
checked against the core's analysis, with the session's score and streak."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import pygame

from game.core.variants import VARIANTS
from game.ui import analyzer_view as av
from game.ui import theme as t
from game.ui import tile_board as tb
from game.ui.practice_hands import discard_drill, waits_drill
from game.ui.widgets import Button, Choice, Form, Widget

DRILLS = ("waits", "discard")
DRILL_NAMES = {"waits": "What are the waits?", "discard": "Best discard"}
ASK = {"waits": "Pick every tile that completes this hand, then Check.",
       "discard": "Which tile would you discard? Click it, or use the arrow keys and Enter."}


class TilePicker(Widget):
    """A row or grid of tiles as one focusable widget: ← → move its cursor, Enter or a click
    picks the tile under it (`pick(index)`)."""

    def __init__(self, label: str, pick: Callable[[int], Any]):
        super().__init__(label)
        self.pick = pick
        self.cells: list[pygame.Rect] = []
        self.cursor = 0
        self.hover: int | None = None

    def adjust(self, step: int) -> bool:
        if self.cells:
            self.cursor = (self.cursor + step) % len(self.cells)
        return True

    def activate(self) -> None:
        if self.cells:
            self.pick(self.cursor)

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


class Practice(tb.WorkerScene):
    name = "practice"
    heading = "Practice"
    subtitle = "Drills on random hands · every answer checked by the rules engine"

    def __init__(self, app, variant: str = "riichi", drill: str = "waits",
                 seed: int | None = None):
        super().__init__(app, "practice")
        self.variant_id, self.drill = variant, drill
        self.rng = random.Random(seed if seed is not None else time.time_ns())
        self.question: dict[str, Any] | None = None
        self.picked: list[str] = []  # tile texts the player chose
        self.answered: bool | None = None  # None: still asking; True/False: right or wrong
        self.score = {"asked": 0, "right": 0, "streak": 0, "best": 0}
        self.variant_row = Choice("Variant", "", list(VARIANTS), lambda: self.variant_id,
                                  self.choose_variant, lambda i: VARIANTS[i].title)
        self.drill_row = Choice("Drill", "", DRILLS, lambda: self.drill, self.choose_drill,
                                DRILL_NAMES.get)
        self.board = TilePicker("Tiles", self.pick)
        self.check = Button("Check", self.check_answer, pygame.K_c, "C", primary=True)
        self.next = Button("Next hand", self.new_question, pygame.K_n, "N", primary=True)
        self.back_button = Button("Back", self.back, hint="Esc")
        self.form = Form([self.variant_row, self.drill_row, self.board, self.check, self.next,
                          self.back_button], focus=2)
        self.new_question()

    # the drill ------------------------------------------------------------------------------
    @property
    def tileset(self):
        v = VARIANTS[self.variant_id]
        return v.tileset(v.resolve({}))

    def choose_variant(self, variant_id: str) -> None:
        self.variant_id = variant_id
        self.question = None  # its tiles may not be in the new variant's set
        self.layout(self.m)
        self.new_question()

    def choose_drill(self, drill: str) -> None:
        self.drill = drill
        self.new_question()

    def new_question(self) -> None:
        make = waits_drill if self.drill == "waits" else discard_drill
        self.question, self.picked, self.answered = None, [], None
        self.worker.submit(object(), make, self.variant_id, self.rng)
        self.app.audio.play("click")
        self.refresh()

    @property
    def asking(self) -> bool:
        """A hand is shown and not yet answered."""
        return self.question is not None and "error" not in self.question \
            and self.answered is None

    def refresh(self) -> None:
        asking = self.asking
        self.check.visible = asking and self.drill == "waits"
        self.next.visible = not asking
        if hasattr(self, "hand_box"):
            self.place()
        if self.form.focused is not self.board and asking:
            self.form.set_focus(self.board)
        elif not asking and self.question is not None:
            self.form.set_focus(self.next)

    def pick(self, index: int) -> None:
        if not self.asking:
            return
        ts = self.tileset
        if self.drill == "waits":
            text = ts.format([self.palette[index]])
            if text in self.picked:
                self.picked.remove(text)
            else:
                self.picked.append(text)
            self.app.audio.play("click")
        else:
            self.picked = [ts.format([self.question["hand"][index]])]
            self.check_answer()

    def check_answer(self) -> None:
        q = self.question
        if q is None or not self.asking:
            return
        if self.drill == "waits":
            right = set(self.picked) == {w["tile"] for w in q["waits"]}
        else:
            best = q["discards"][0]
            mine = next((d for d in q["discards"] if d["tile"] in self.picked), None)
            right = mine is not None and (mine["shanten"], mine["ukeire"]) == (
                best["shanten"], best["ukeire"])
        self.answered = right
        s = self.score
        s["asked"] += 1
        s["right"] += right
        s["streak"] = s["streak"] + 1 if right else 0
        s["best"] = max(s["best"], s["streak"])
        self.worker.run(self.app.store.record_drill, self.drill, right, s["streak"])
        self.app.audio.play("click")
        self.refresh()

    def delivered(self, result: Any) -> None:
        self.question = {"error": result["error"]} if "error" in result else result
        self.refresh()

    # layout ---------------------------------------------------------------------------------
    def layout(self, m) -> None:
        self.split(m, 50)
        for i, w in enumerate((self.variant_row, self.drill_row)):
            w.rect = pygame.Rect(self.left.x + m.px(0.4), self.left.y + m.px(1) + i * m.px(6.1),
                                 self.left.w - m.px(0.8), m.px(5.6))
        bw = self.left.w
        self.back_button.rect = pygame.Rect(self.left.x, self.left.bottom - m.px(5.6), bw,
                                            m.px(5.6))
        self.next.rect = self.back_button.rect.move(0, -m.px(7.4))
        self.check.rect = self.next.rect.copy()
        self.hand_box = pygame.Rect(self.right.x, self.right.y, self.right.w, m.px(17))
        self.low_box = pygame.Rect(self.right.x, self.hand_box.bottom + m.px(1.5), self.right.w,
                                   self.right.bottom - self.hand_box.bottom - m.px(1.5))
        ts = self.tileset
        self.hand_w = min(m.px(6.6), (self.hand_box.w - m.px(6)) * 10 // 150)
        index = ts.notation.name if self.app.settings.colour_blind else None
        self.index = index
        self.sp_hand = tb.sprite_set(self.hand_w, index, ts.kinds)
        self.sp_res = tb.sprite_set(m.px(5.2), index, ts.kinds)
        area = pygame.Rect(self.low_box.x + m.px(2), self.low_box.y + m.px(19),
                           self.low_box.w - m.px(4), self.low_box.h - m.px(21))
        self.pal_w, cells = tb.layout_rows(tb.palette_rows(ts.kinds), area, m.px(5.6))
        self.palette = [tile_ for tile_, _ in cells]
        self.palette_rects = [r for _, r in cells]
        self.sp_pal = tb.sprite_set(self.pal_w, index, ts.kinds)
        self.place()

    def place(self) -> None:
        """The picker's cells: the palette (waits) or the hand's tiles (discard)."""
        m = self.m
        self.board.rect = self.right.copy()
        if self.question is None or "hand" not in self.question:
            self.board.cells = []
            return
        hand = self.question["hand"]
        shown = self.tileset.sort(hand)
        self.question["hand"] = shown
        self.hand_rects = tb.row_rects(len(shown), self.hand_w, 0, 0)
        width = self.hand_rects[-1].right
        dx = self.hand_box.centerx - width // 2
        dy = self.hand_box.y + m.px(5)
        self.hand_rects = [r.move(dx, dy) for r in self.hand_rects]
        self.board.rect = self.hand_box if self.drill == "discard" else self.low_box
        self.board.cells = self.hand_rects if self.drill == "discard" else self.palette_rects
        self.board.cursor = min(self.board.cursor, len(self.board.cells) - 1)

    # drawing --------------------------------------------------------------------------------
    def background_key(self) -> object:
        return self.variant_id

    def draw_background(self, surf) -> None:
        m = self.m
        self.draw_frame(surf)
        for box in (self.left, self.hand_box, self.low_box):
            t.panel(surf, box, m.px(1.2))

    def draw(self, surf) -> None:
        m = self.m
        self.blit_background(surf)
        self.draw_score(surf)
        q = self.question
        title = DRILL_NAMES[self.drill]
        self.draw_column_title(surf, title, self.hand_box.x + m.px(2),
                               self.hand_box.y + m.px(1.2))
        if q is None or "error" in q:
            words = "Dealing a hand…" if q is None else f"No hand: {q['error']}"
            t.blit_text(surf, words, m.body, t.TEXT_DIM, center=self.hand_box.center)
            self.form.draw(surf, m)
            return
        t.blit_text(surf, ASK[self.drill] if self.answered is None else self.verdict(),
                    m.small, t.TEXT_DIM, topright=(self.hand_box.right - m.px(2),
                                                   self.hand_box.y + m.px(1.2)))
        chosen = self.picked[0] if self.drill == "discard" and self.picked else None
        ts = self.tileset
        marked = False
        for tile_, r in zip(q["hand"], self.hand_rects, strict=True):
            lift = 0
            if chosen is not None and not marked and ts.format([tile_]) == chosen:
                lift, marked = m.px(1.2), True
            surf.blit(self.sp_hand.get(tile_), r.move(0, -lift))
        if self.drill == "waits":
            self.draw_palette(surf)
        elif self.answered is not None:
            box = self.low_box.inflate(-m.px(4), -m.px(3))
            t.blit_text(surf, "Every discard: the shanten it leaves, and under each tile the "
                        "tiles that would improve the hand", m.small, t.TEXT_DIM,
                        topleft=box.topleft)
            av.draw_discards(surf, m, self.sp_res, ts, q["discards"], box.x,
                             box.y + m.px(5), box.w, chosen)
        else:
            t.blit_text(surf, f"{av.shanten_words(q['shanten'])} before the discard", m.body,
                        t.TEXT_DIM, center=self.low_box.center)
        self.form.draw(surf, m)

    def verdict(self) -> str:
        if self.answered:
            return "Right!"
        if self.drill == "waits":
            return "Not quite: the waits are outlined below."
        return "Not the best: the best discards are outlined."

    def draw_palette(self, surf) -> None:
        m = self.m
        ts = self.tileset
        waits = {w["tile"]: w["left"] for w in self.question["waits"]}
        done = self.answered is not None
        x, y = self.low_box.x + m.px(2), self.low_box.y + m.px(1.2)
        if done:
            y = self.draw_column_title(surf, "The waits", x, y)
            marks = {w: "missed" for w in waits if w not in self.picked}
            av.draw_waits(surf, m, self.sp_res, ts, self.question["waits"], x, y + m.px(0.4),
                          self.low_box.w - m.px(4), marks)
            t.blit_text(surf, "Below: the waits outlined · your wrong picks crossed out",
                        m.small, t.TEXT_DIM, topright=(self.low_box.right - m.px(2),
                                                       self.low_box.y + m.px(1.2)))
        else:
            y = self.draw_column_title(surf, "Your picks", x, y)
            picks = ", ".join(self.picked) if self.picked else "none yet — click tiles below"
            t.blit_text(surf, picks, m.body, t.TEXT, topleft=(x, y + m.px(0.5)))
        for tile_, r in zip(self.palette, self.palette_rects, strict=True):
            text = ts.format([tile_])
            picked = text in self.picked
            state = "dimmed" if done and text not in waits and not picked else None
            rr = r.move(0, -m.px(1) if picked else 0)
            surf.blit(self.sp_pal.get(tile_, state), rr)
            if done and text in waits:
                tb.hover_mark(surf, rr, m, t.GOLD if picked else t.TEXT)
            elif done and picked:
                inner = rr.inflate(-rr.w // 4, -rr.h // 4)
                for a, b in ((inner.topleft, inner.bottomright), (inner.topright,
                                                                  inner.bottomleft)):
                    pygame.draw.line(surf, (150, 30, 30), a, b, max(3, m.px(0.6)))
            elif picked:
                pygame.draw.rect(surf, t.GOLD, (rr.x, rr.bottom + m.px(0.5), rr.w, m.px(0.5)))

    def draw_score(self, surf) -> None:
        m, s = self.m, self.score
        x = self.left.x + m.px(2)
        y = self.draw_column_title(surf, "This session", x, self.drill_row.rect.bottom + m.px(3))
        rows = (("Right", f"{s['right']} of {s['asked']}"), ("Streak", str(s["streak"])),
                ("Best streak", str(s["best"])))
        for label, value in rows:
            t.blit_text(surf, label, m.body, t.TEXT, topleft=(x, y))
            t.blit_text(surf, value, m.body, t.GOLD, True,
                        topright=(self.left.right - m.px(2), y))
            y += round(m.body * 1.5)
        if self.answered is not None:
            word = "Right!" if self.answered else "Not quite"
            r = t.blit_text(surf, word, m.heading, t.GOLD if self.answered else t.TEXT, True,
                            topleft=(x, y + m.px(2)))
            if self.answered and s["streak"] > 1:
                t.blit_text(surf, f"{s['streak']} in a row", m.small, t.TEXT_DIM,
                            midleft=(r.right + m.px(2), r.centery))


SCREEN = Practice
