"""The two tile drills: "What are the waits?" (pick every tile that completes a ready hand) and
"Best discard" (pick the discard; then every discard is shown with the tiles that improve what
is left and how many are unseen, a ready hand's waits below the variant's minimum struck out)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pygame

from game.learn.discards import DiscardOption, best
from game.learn.hands import discard_drill, waits_drill
from game.ui import analyzer_view as av
from game.ui import theme as t
from game.ui import tile_board as tb
from game.ui.drill_base import BoardPanel, cross, lines


class HandPanel(BoardPanel):
    """A drill on one hand shown across the top of the panel."""

    def __init__(self, scene):
        super().__init__(scene)
        self.picked: list[str] = []  # tile texts the player chose
        self.hand_rects: list[pygame.Rect] = []

    def start(self, q: Any) -> None:
        super().start(q)
        self.picked = []
        self.place()

    def layout(self, m, box) -> None:
        super().layout(m, box)
        self.hand_box = pygame.Rect(box.x, box.y, box.w, m.px(17))
        self.low_box = pygame.Rect(box.x, self.hand_box.bottom + m.px(1.5), box.w,
                                   box.bottom - self.hand_box.bottom - m.px(1.5))
        ts = self.scene.tileset
        self.hand_w = min(m.px(6.6), (self.hand_box.w - m.px(6)) * 10 // 150)
        self.sp_hand = tb.sprite_set(self.hand_w, self.scene.index, ts.kinds)
        self.place()

    def place(self) -> None:
        """The hand's cells, centred in its box."""
        if self.q is None or "hand" not in self.q or not hasattr(self, "hand_box"):
            self.hand_rects, self.board.cells = [], []
            return
        m = self.scene.m
        shown = self.scene.tileset.sort(self.q["hand"])
        self.q["hand"] = shown
        rects = tb.row_rects(len(shown), self.hand_w, 0, 0)
        dx = self.hand_box.centerx - rects[-1].right // 2
        # low enough that a chosen tile, lifted, stays clear of the box's title
        self.hand_rects = [r.move(dx, self.hand_box.y + m.px(6)) for r in rects]

    def draw_hand(self, surf, m, chosen: str | None = None,
                  outlined: frozenset = frozenset()) -> None:
        """The question's hand, the `chosen` tile lifted, the `outlined` kinds marked."""
        t.panel(surf, self.hand_box, m.px(1.2))
        t.panel(surf, self.low_box, m.px(1.2))
        self.scene.draw_column_title(surf, self.title, self.hand_box.x + m.px(2),
                                     self.hand_box.y + m.px(1.2))
        words = self.ask if self.answered is None else self.verdict()
        t.blit_text(surf, words, m.small, t.TEXT_DIM, topright=(self.hand_box.right - m.px(2),
                                                                self.hand_box.y + m.px(1.2)))
        ts, marked = self.scene.tileset, False
        for tile_, r in zip(self.q["hand"], self.hand_rects, strict=True):
            lift = 0
            if chosen is not None and not marked and ts.format([tile_]) == chosen:
                lift, marked = m.px(1.2), True
            surf.blit(self.sp_hand.get(tile_), r.move(0, -lift))
            if tile_.plain in outlined:
                tb.hover_mark(surf, r.move(0, -lift), m)


class WaitsPanel(HandPanel):
    key, title = "waits", "What are the waits?"
    ask = "Pick every tile that completes this hand, then Check."
    checks = True

    @staticmethod
    def make(variant_id: str, options: Mapping[str, Any], rng: random.Random) -> Any:
        return waits_drill(variant_id, rng, dict(options))

    def layout(self, m, box) -> None:
        super().layout(m, box)
        ts = self.scene.tileset
        area = pygame.Rect(self.low_box.x + m.px(2), self.low_box.y + m.px(19),
                           self.low_box.w - m.px(4), self.low_box.h - m.px(21))
        self.pal_w, cells = tb.layout_rows(tb.palette_rows(ts.kinds), area, m.px(5.6))
        self.palette = [tile_ for tile_, _ in cells]
        self.palette_rects = [r for _, r in cells]
        self.sp_pal = tb.sprite_set(self.pal_w, self.scene.index, ts.kinds)
        self.sp_res = tb.sprite_set(m.px(5.2), self.scene.index, ts.kinds)
        self.place()

    def place(self) -> None:
        super().place()
        self.board.rect = self.low_box if hasattr(self, "low_box") else self.box
        self.board.cells = getattr(self, "palette_rects", [])

    def pick(self, index: int) -> None:
        if self.q is None or self.answered is not None or index >= len(self.palette):
            return
        text = self.scene.tileset.format([self.palette[index]])
        if text in self.picked:
            self.picked.remove(text)
        else:
            self.picked.append(text)
        self.scene.app.audio.play("click")

    def check(self) -> None:
        if self.q is not None and self.answered is None:
            if not self.picked:  # (a Check with nothing picked was counted wrong)
                self.ask = "Pick at least one tile below first, then Check."
                return
            self.answer(set(self.picked) == {w["tile"] for w in self.q["waits"]})

    def start(self, q: Any) -> None:
        super().start(q)
        self.ask = WaitsPanel.ask

    def verdict(self) -> str:
        return "Right!" if self.answered else "Not quite: the waits are outlined below."

    def draw(self, surf, m) -> None:
        self.draw_hand(surf, m)
        ts = self.scene.tileset
        waits = {w["tile"]: w["left"] for w in self.q["waits"]}
        done = self.answered is not None
        x, y = self.low_box.x + m.px(2), self.low_box.y + m.px(1.2)
        if done:
            y = self.scene.draw_column_title(surf, "The waits", x, y)
            marks = {w: "missed" for w in waits if w not in self.picked}
            av.draw_waits(surf, m, self.sp_res, ts, self.q["waits"], x, y + m.px(0.4),
                          self.low_box.w - m.px(4), marks)
            t.blit_text(surf, "Below: the waits outlined · your wrong picks crossed out",
                        m.small, t.TEXT_DIM, topright=(self.low_box.right - m.px(2),
                                                       self.low_box.y + m.px(1.2)))
        else:
            y = self.scene.draw_column_title(surf, "Your picks", x, y)
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
                cross(surf, m, rr)
            elif picked:
                pygame.draw.rect(surf, t.GOLD, (rr.x, rr.bottom + m.px(0.5), rr.w, m.px(0.5)))


class DiscardPanel(HandPanel):
    key, title = "discard", "Best discard"
    ask = "Which tile would you discard? Click it, or the arrow keys and Enter."

    def __init__(self, scene):
        super().__init__(scene)
        self.scroll = 0  # option rows scrolled past

    @staticmethod
    def make(variant_id: str, options: Mapping[str, Any], rng: random.Random) -> Any:
        return discard_drill(variant_id, rng, dict(options))

    def start(self, q: Any) -> None:
        super().start(q)
        self.scroll = 0

    def place(self) -> None:
        super().place()
        self.board.rect = getattr(self, "hand_box", self.box)
        self.board.cells = self.hand_rects
        self.board.cursor = min(self.board.cursor, max(0, len(self.hand_rects) - 1))

    def pick(self, index: int) -> None:
        if self.q is None or self.answered is not None or index >= len(self.q["hand"]):
            return
        tile_ = self.q["hand"][index]
        self.picked = [self.scene.tileset.format([tile_])]
        good = {o.tile for o in best(self.q["options"])}
        self.answer(tile_.plain in good or tile_ in good)

    def verdict(self) -> str:
        return "Right!" if self.answered else "Not the best: the best discards are outlined."

    def wheel(self, rows: int) -> None:
        if self.answered is not None:
            self.scroll = max(0, min(len(self.q["options"]) - 1, self.scroll + rows))

    def draw(self, surf, m) -> None:
        chosen = self.picked[0] if self.picked else None
        answered = self.answered is not None  # the best discards outlined in the hand too
        best_kinds = frozenset(o.tile.plain for o in best(self.q["options"])) if answered \
            else frozenset()
        self.draw_hand(surf, m, chosen, best_kinds)
        if self.answered is None:
            t.blit_text(surf, f"{av.shanten_words(self.q['shanten'])} before the discard",
                        m.body, t.TEXT_DIM, center=self.low_box.center)
            return
        box = self.low_box.inflate(-m.px(3), -m.px(2.4))
        y = lines(surf, m, ["Each discard, best first: what it leaves, then the tiles that "
                            "improve it and how many are unseen (struck out: a win below the "
                            "minimum)"], box.x, box.y, box.w, m.small, t.TEXT_DIM) + m.px(0.8)
        options: list[DiscardOption] = self.q["options"]
        good = {o.tile for o in best(options)}
        w = m.px(3.6)
        h = tb.tile_h(w)
        sprites = tb.sprite_set(w, self.scene.index)
        label_w = max(t.font(m.small, True).size(self._words(o, chosen))[0] for o in options)
        shown = options[self.scroll:]
        more_h = t.font(m.small, True).get_linesize()  # the "more: scroll" line's room
        for i, o in enumerate(shown):
            room = box.bottom if i == len(shown) - 1 else box.bottom - more_h
            if y + h > room:
                t.blit_text(surf, f"{len(shown) - i} more: scroll", m.small, t.GOLD, True,
                            bottomright=box.bottomright)
                break
            self._option(surf, m, o, o.tile in good, chosen, sprites, (box.x, y),
                         box.x + w + m.px(2.5) + label_w, box.right)
            y += h + m.px(1)

    def _words(self, o: DiscardOption, chosen) -> str:
        words = ("ready" if o.shanten == 0 else f"{o.shanten} away") + f" · {o.useful} tiles"
        mine = chosen == self.scene.tileset.format([o.tile])
        return ("yours · " if mine else "") + words

    def _option(self, surf, m, o: DiscardOption, top: bool, chosen, sprites, at, x, right):
        w, h = sprites.width, tb.tile_h(sprites.width)
        r = pygame.Rect(at[0], at[1], w, h)
        y = r.y
        surf.blit(sprites.get(o.tile, None if top else "dimmed"), r)
        if top:
            tb.hover_mark(surf, r, m)
        t.blit_text(surf, self._words(o, chosen), m.small, t.GOLD if top else t.TEXT, top,
                    midleft=(r.right + m.px(1), r.centery))
        for imp in o.tiles:
            # the count's chip stands beside the tile's foot, not over its face (on small
            # tiles it hid the suit's character)
            chip_w = t.font(m.small, True).size(str(imp.left))[0] + m.px(1.2)
            if x + w + chip_w > right:
                t.blit_text(surf, "…", m.small, t.TEXT_DIM, midleft=(x, r.centery))
                break
            cell = pygame.Rect(x, y, w, h)
            surf.blit(sprites.get(imp.tile, "dimmed" if imp.scores is False else None), cell)
            if imp.scores is False:
                cross(surf, m, cell)
            chip = tb.chip(surf, m, str(imp.left), (cell.right + chip_w // 2 - m.px(0.2),
                                                    cell.bottom - m.px(1.2)),
                           t.GOLD if imp.scores is not False else (150, 150, 140))
            x = chip.right + m.px(1)
