"""The push-or-fold drill: the others' discards and melds (the threat marked), the dora, and
your hand; pick your discard, then every discard is shown with its danger and what it keeps,
the strongest opponent's choice outlined with a line of why (game.learn.pushfold)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from game.ai.evaluate import DiscardOption
from game.core.variants import get_variant
from game.learn.evaluate import SAFE
from game.learn.pushfold import PushFoldQuestion, names, question
from game.ui import table_melds as tm
from game.ui import theme as t
from game.ui import tile_board as tb
from game.ui.drill_base import BoardPanel, lines

WIND_WORDS = ("East", "South", "West", "North")
TRACK = (40, 70, 58)  # the danger bar's empty part


def shape_words(e: DiscardOption, options: Sequence[DiscardOption]) -> str:
    """How far from ready a discard leaves the hand and how many tiles improve it; no count
    where ranking skipped it (Ùzje counts only the discards that keep the best shanten)."""
    shape = "ready" if e.shanten == 0 else f"{e.shanten} away"
    counted = e.ukeire or e.shanten <= min(o.shanten for o in options)
    return f"{shape} · {e.ukeire} tiles" if counted else shape


class PushFoldPanel(BoardPanel):
    key, title = "pushfold", "Push or fold"
    ask = "Someone threatens to win: which tile do you discard?"
    board_label = "Your hand"

    def __init__(self, scene):
        super().__init__(scene)
        self.hand: list[Any] = []
        self.chosen: Any = None
        self.picked_at: int | None = None  # the cell picked
        self.grammar: Any = None
        self.upright = False  # melds laid upright, as the variant's table lays them (Ùzje)

    @staticmethod
    def make(variant_id: str, options: Mapping[str, Any], rng: random.Random) -> Any:
        return question(variant_id, options, rng)

    def start(self, q: PushFoldQuestion) -> None:
        super().start(q)
        self.chosen, self.picked_at = None, None
        self.hand = self.scene.tileset.sort([x for x in q.view.hand if not x.is_bonus])
        variant = get_variant(q.variant_id)
        self.grammar = variant.grammar(q.options)  # runs in run order
        self.upright = variant.play_rules(q.options).shared_discards
        self.place()

    def pick(self, i: int) -> None:
        if self.q is None or self.answered is not None or i >= len(self.hand):
            return
        self.chosen, self.picked_at = self.hand[i].plain, i
        self.answer(self.q.right(self.chosen))

    def verdict(self) -> str:
        return "Right!" if self.answered else "Not the strongest choice: it is outlined."

    def place(self) -> None:
        m = self.scene.m
        inner = self.box.inflate(-m.px(4), -m.px(3))
        self.hand_w = min(m.px(5.4), inner.w // 15)
        if not self.hand:
            self.board.cells = []
            return
        rects = tb.row_rects(len(self.hand), self.hand_w, inner.x, 0)
        y = inner.bottom - tb.tile_h(self.hand_w)
        self.board.cells = [r.move(0, y) for r in rects]
        self.board.rect = pygame.Rect(inner.x, y, rects[-1].right - inner.x, rects[0].h)

    # drawing ---------------------------------------------------------------------------------
    def draw(self, surf, m) -> None:
        t.panel(surf, self.box, m.px(1.2))
        inner = self.box.inflate(-m.px(4), -m.px(3))
        self.scene.draw_column_title(surf, self.title, inner.x, inner.y)
        y = inner.y + m.px(4)
        if self.answered is None:
            t.blit_text(surf, self.ask, t.fit(self.ask, m.small, inner.w - m.px(30)),
                        t.TEXT_DIM, topright=(inner.right, inner.y))
            y = self._table(surf, m, inner, y)
        else:  # the answer's why, at reading size under the title (it was squeezed beside it)
            y = lines(surf, m, [self.q.advice.why], inner.x, y, inner.w) + m.px(1)
            self._weighed(surf, m, inner, y)
        self._hand(surf, m)

    def _table(self, surf, m, inner: pygame.Rect, y: int) -> int:
        """Each opponent's discards and melds, the threats marked; the dora indicators."""
        view = self.q.view
        seat_names = names(view.players)
        w = min(m.px(3.6), (inner.w - m.px(22)) // 24)
        sprites = tb.sprite_set(w, self.scene.index)
        threats = {th.seat: th for th in self.q.advice.evaluation.threats}
        line = t.font(m.small).get_linesize()
        for sv in view.seats:
            if sv.seat == view.seat:
                continue
            melds = self._melds(sv, w, m.px(0.8))
            y += melds.height - tb.tile_h(w)  # room for an added kong's tile on its stack
            th = threats.get(sv.seat)
            label = f"{seat_names[sv.seat]} ({WIND_WORDS[sv.wind % 4]})"
            t.blit_text(surf, label, m.small, t.TEXT, True, topleft=(inner.x, y))
            if th is not None:
                tag = "RIICHI" if th.riichi else f"threat ~{round(th.ready * 100)}%"
                chip_w = t.text(tag, m.small, bold=True).get_width() + m.px(1.2)
                tb.chip(surf, m, tag, (inner.x + chip_w // 2, y + line + m.px(1.4)))
            x = inner.x + m.px(18)
            for d in sv.discards:
                if x + w > inner.right:
                    break
                r = pygame.Rect(x, y, w, tb.tile_h(w))
                surf.blit(sprites.get(d.tile, "dimmed" if d.claimed else None), r)
                if d.riichi:
                    pygame.draw.rect(surf, t.GOLD, r.inflate(2, 2), max(2, m.px(0.3)))
                x += w
            tm.blit_row(surf, sprites, melds, x + m.px(2), y + tb.tile_h(w) - melds.height)
            y += max(tb.tile_h(w), 2 * line + m.px(1.6)) + m.px(1.6)
        if view.shared_pile:  # one pile for every seat (Ùzje): what safety is read from
            y = self._pile(surf, m, inner, y, sprites)
        dora = list(view.dora_indicators)
        if dora:
            t.blit_text(surf, "Dora indicator", m.small, t.TEXT_DIM, topleft=(inner.x, y))
            x = inner.x + m.px(18)
            for tile_ in dora:
                surf.blit(sprites.get(tile_), (x, y))
                x += w
        return y

    def _pile(self, surf, m, inner: pygame.Rect, y: int, sprites) -> int:
        """The shared pile's tiles, each kind's copies together as the table stacks them, in
        as many rows as fit above the hand."""
        t.blit_text(surf, "Discards", m.small, t.TEXT, True, topleft=(inner.x, y))
        x0, w, h = inner.x + m.px(18), sprites.width, tb.tile_h(sprites.width)
        per_row = max(1, (inner.right - x0) // w)
        room = max(1, (self.board.rect.y - m.px(8) - y - h) // h)  # a row for the dora
        pile = self.scene.tileset.sort(list(self.q.view.shared_pile))[:per_row * room]
        for i, tile_ in enumerate(pile):
            surf.blit(sprites.get(tile_), (x0 + (i % per_row) * w, y + (i // per_row) * h))
        return y + max(1, -(-len(pile) // per_row)) * h + m.px(1.6)

    def _weighed(self, surf, m, inner: pygame.Rect, y: int) -> None:
        """Every discard: its danger as a bar and a number, and what the hand keeps."""
        advice = self.q.advice
        evals = list(advice.options)  # best first, by expected points
        bottom = self.board.rect.y - m.px(5.5)  # clear of the hand's label
        legend = ["Best first, by the points each is worth on average · the bar: the chance "
                  "of dealing in · outlined: the strongest opponent's choice"]
        rows = len(t.wrap(legend[0], m.small, inner.w))
        legend_top = bottom - rows * t.font(m.small).get_linesize()
        col_w = (inner.w - m.px(3)) // 2
        # the rows stop above the legend: a long list once ran its last row into it
        per_col = max(1, (legend_top - m.px(0.6) - y) // m.px(4.4))
        w = m.px(3)
        sprites = tb.sprite_set(w, self.scene.index)
        for i, e in enumerate(evals[: 2 * per_col]):
            x = inner.x + (i // per_col) * (col_w + m.px(3))
            self._row(surf, m, e, sprites, x, y + (i % per_col) * m.px(4.4), col_w)
        lines(surf, m, legend, inner.x, legend_top, inner.w, m.small, t.TEXT_DIM)

    def _row(self, surf, m, e: DiscardOption, sprites, x: int, y: int, width: int) -> None:
        choice = e.tile.plain is self.q.advice.choice
        r = pygame.Rect(x, y, sprites.width, tb.tile_h(sprites.width))
        surf.blit(sprites.get(e.tile), r)
        if choice:
            tb.hover_mark(surf, r, m)
        bar = pygame.Rect(r.right + m.px(1.5), r.centery - m.px(0.6), m.px(12), m.px(1.2))
        pygame.draw.rect(surf, TRACK, bar, border_radius=bar.h // 2)
        filled = bar.copy()
        filled.w = max(2, round(bar.w * min(1.0, e.danger / 0.3)))
        pygame.draw.rect(surf, t.GOLD if e.danger >= SAFE else t.OFF, filled,
                         border_radius=bar.h // 2)
        risk = "safe" if self.q.advice.genbutsu(e.tile) else f"{round(e.danger * 100)}%"
        t.blit_text(surf, risk, m.small, t.TEXT, True, midleft=(bar.right + m.px(1), r.centery))
        mine = " · yours" if self.chosen is e.tile.plain else ""
        t.blit_text(surf, shape_words(e, self.q.advice.options) + mine, m.small,
                    t.GOLD if choice else t.TEXT_DIM, choice,
                    midleft=(bar.right + m.px(7), r.centery))

    def _hand(self, surf, m) -> None:
        sprites = tb.sprite_set(self.hand_w, self.scene.index)
        you = f"Your hand (you are {WIND_WORDS[self.q.view.me.wind % 4]})"
        # clear of a picked tile's lift
        t.blit_text(surf, you, m.small, t.TEXT_DIM,
                    bottomleft=(self.board.rect.x, self.board.rect.y - m.px(1.8)))
        outlined = False
        for i, (tile_, r) in enumerate(zip(self.hand, self.board.cells, strict=True)):
            lift = m.px(1.2) if i == self.picked_at else 0
            surf.blit(sprites.get(tile_), r.move(0, -lift))
            best = self.answered is not None and tile_.plain is self.q.advice.choice
            if best and not outlined:
                tb.hover_mark(surf, r.move(0, -lift), m)
                outlined = True
        x = self.board.cells[-1].right + m.px(2) if self.board.cells else self.board.rect.x
        small = tb.sprite_set(round(self.hand_w * 0.8), self.scene.index)
        melds = self._melds(self.q.view.me, small.width, m.px(1))  # your calls beside the hand
        tm.blit_row(surf, small, melds, x, self.board.rect.bottom - melds.height)

    def _melds(self, sv, w: int, gap: int) -> tm.Row:
        """A seat's melds laid as the table lays them, with tiles `w` wide."""
        faces = [tm.laid_faces(g, self.grammar, self.q.view.players, self.upright)
                 for g in sv.melds]
        return tm.lay_row(faces, w, tb.tile_h(w), gap)
