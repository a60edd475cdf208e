"""The rules of a variant in the game: its rules in our words, then every scoring element from the
scorer's own table with its value and an example hand, under the options of the game at hand.

Type to search; Up/Down or the wheel scroll; Tab jumps to the next section; Left/Right change
the variant; a click on the contents jumps there; Esc clears the search, then goes back."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from game.core.variants import VARIANTS
from game.learn.catalogue import entries, score
from game.learn.rules_text import sections
from game.ui import hand_row
from game.ui import rules_doc as rd
from game.ui import theme as t
from game.ui import tile_board as tb
from game.ui.drill_base import TilePicker
from game.ui.form import Form
from game.ui.option_text import option_label, option_value
from game.ui.recent import note_variant, recent_variant
from game.ui.scrollbar import PageBar
from game.ui.variant_row import variant_row
from game.ui.widgets import Button, TextField

KEY_HINTS = ((("type",), "search"), (("up", "down"), "scroll"), (("Tab",), "next section"),
             (("left", "right"), "variant"), (("F2",), "guided hand"), (("Esc",), "back"))


def remembered_options(app, variant_id: str) -> dict[str, Any]:
    """The options last chosen for a variant on the new-game screen (defaults if none)."""
    last = app.settings.extra.get("new_game")
    kept = last.get("options") if isinstance(last, dict) else None
    given = kept.get(variant_id) if isinstance(kept, dict) else None
    variant = VARIANTS[variant_id]
    try:
        return variant.resolve(given if isinstance(given, dict) else {})
    except ValueError:
        return variant.resolve()


def _scored(variant_id: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """Every example of the variant scored under the options, by element title."""
    return {e.title: score(variant_id, e.example, options)
            for e in entries(variant_id, options) if e.example is not None}


class SearchField(TextField):
    """The search box: its field takes the row's whole width after the label."""

    def control_width(self, m) -> int:
        return self.rect.w - t.font(m.body, True).size(self.label)[0] - m.px(5)


class Contents(TilePicker):
    """The list of sections: a click, or Enter on the cursor, jumps to one."""

    def __init__(self, jump):
        super().__init__("Contents", lambda i: jump(self.items[i][0]))
        self.items: list[tuple[rd.Block, pygame.Rect]] = []
        self.current: rd.Block | None = None

    def place(self, items: list[tuple[rd.Block, pygame.Rect]]) -> None:
        self.items, self.cells = items, [r for _, r in items]
        self.cursor = min(self.cursor, max(0, len(items) - 1))

    def draw(self, surf, m, focused):
        for i, (block, r) in enumerate(self.items):
            here = block is self.current
            if here:
                t.panel(surf, r, m.px(0.6), (255, 255, 255, 30), (236, 186, 84, 120))
            if focused and i == self.cursor:
                tb.hover_mark(surf, r, m)
            size = t.fit(block.text, m.small, r.w - m.px(2), here)
            t.blit_text(surf, block.text, size, t.GOLD if here else t.TEXT, here,
                        midleft=(r.x + m.px(1), r.centery))


class RulesScreen(tb.WorkerScene):
    name = "rules"
    heading = "Rules"
    subtitle = "How a hand is played, won and scored"

    def __init__(self, app, variant: str | None = None,
                 options: Mapping[str, Any] | None = None):
        super().__init__(app, "rules")
        self.variant_id = variant if variant in VARIANTS else recent_variant(app)
        # The options of the game at hand, for the variant it plays; others as last chosen.
        self.given = (self.variant_id, dict(options)) if options is not None else None
        self.query = ""
        self.scroll = 0
        self.bar = PageBar()
        self.sheets: dict[str, Any] = {}
        self.variant_row = variant_row(lambda: self.variant_id, self.choose)
        self.search = SearchField("Search", "", lambda: self.query, self.set_query,
                                lambda c: c.isprintable(), 40, "type a name…")
        self.contents = Contents(self.jump_to)
        self.back_button = Button("Back", self.back, hint="Esc")
        self.guide_button = Button("Guided hand", self.guided, pygame.K_F2, "F2")
        self.form = Form([self.variant_row, self.search, self.contents, self.guide_button,
                          self.back_button], focus=1)
        self.rebuild()

    # state -----------------------------------------------------------------------------------
    @property
    def options(self) -> dict[str, Any]:
        if self.given is not None and self.given[0] == self.variant_id:
            return VARIANTS[self.variant_id].resolve(self.given[1])
        return remembered_options(self.app, self.variant_id)

    @property
    def tileset(self):
        v = VARIANTS[self.variant_id]
        return v.tileset(self.options)

    def choose(self, variant_id: str) -> None:
        if variant_id != self.variant_id:
            self.variant_id = variant_id
            note_variant(self.app, variant_id)
            self.app.audio.play("click")
            self.rebuild()

    def set_query(self, text: str) -> None:
        self.query = text
        self.scroll = 0
        self.place()

    def guided(self) -> None:
        """The guided first hand of this variant, at the table."""
        self.app.audio.play("click")
        self.app.open("tutorial", variant=self.variant_id)

    def rebuild(self) -> None:
        opts = self.options
        variant = VARIANTS[self.variant_id]
        shown = [(f"{option_label(o.name)}: {_value(opts[o.name])}", o.explain,
                  opts[o.name] != o.default) for o in variant.options]
        self.blocks = rd.build(sections(self.variant_id, opts), entries(self.variant_id, opts),
                               shown)
        self.sheets = {}
        self.scroll = 0
        self.worker.submit((self.variant_id, tuple(sorted(opts.items()))), _scored,
                           self.variant_id, opts)
        self.place()

    def delivered(self, result: Any) -> None:
        self.sheets = result if isinstance(result, dict) and "error" not in result else {}

    # layout ------------------------------------------------------------------------------------
    def layout(self, m) -> None:
        self.split(m, 44)
        x, w = self.left.x + m.px(1), self.left.w - m.px(2)
        self.variant_row.rect = pygame.Rect(x, self.left.y + m.px(1), w, m.px(5.6))
        self.search.rect = pygame.Rect(x, self.variant_row.rect.bottom + m.px(0.6), w, m.px(5.6))
        self.back_button.rect = pygame.Rect(self.left.x, self.left.bottom - m.px(5.6),
                                            self.left.w, m.px(5.6))
        self.guide_button.rect = self.back_button.rect.move(0, -m.px(6.6))
        self.contents.rect = pygame.Rect(x, self.search.rect.bottom + m.px(5.2), w,
                                         self.guide_button.rect.y - self.search.rect.bottom
                                         - m.px(6.2))
        self.view = self.right.inflate(-m.px(4), -m.px(3))
        self.place()

    def place(self) -> None:
        """Lay the (filtered) page out for the view's width and list its contents."""
        if not hasattr(self, "view") or not hasattr(self, "blocks"):
            return
        m = self.m
        shown = rd.matching(self.blocks, self.query)
        index = hand_row.corner_index(self.app.settings.colour_blind, self.tileset)
        self.page = rd.Page(m, shown, self.view.w, self.tileset, index,
                            VARIANTS[self.variant_id].element_label)
        heads = [b for b in shown if b.toc]
        row_h = max(m.px(3.2), min(m.px(4.2), self.contents.rect.h // max(1, len(heads))))
        self.contents.place([
            (b, pygame.Rect(self.contents.rect.x, self.contents.rect.y + i * row_h,
                            self.contents.rect.w, row_h - m.px(0.3)))
            for i, b in enumerate(heads) if (i + 1) * row_h <= self.contents.rect.h])
        self.scroll_by(0)

    def scroll_by(self, pixels: int) -> None:
        most = max(0, self.page.height - self.view.h)
        self.scroll = max(0, min(most, self.scroll + pixels))
        # the section at the top of the view; at the end, the last one that shows
        seen = self.scroll + (self.view.h if self.scroll >= most else self.m.px(2))
        here = [b for b in self.page.blocks if b.toc and b.top <= seen]
        self.contents.current = here[-1] if here else None

    def jump_to(self, block: rd.Block) -> None:
        self.scroll = block.top
        self.scroll_by(0)

    def step_block(self, step: int) -> None:
        """Up/Down: the previous or next block comes to the top."""
        tops = [b.top for b in self.page.blocks]
        if step > 0:
            later = [y for y in tops if y > self.scroll]
            target = later[0] if later else self.scroll
        else:
            earlier = [y for y in tops if y < self.scroll]
            target = earlier[-1] if earlier else 0
        self.scroll_by(target - self.scroll)

    def step_section(self, step: int) -> None:
        heads = [b.top for b in self.page.blocks if b.toc]
        if step > 0:
            target = next((y for y in heads if y > self.scroll), self.scroll)
        else:
            target = next((y for y in reversed(heads) if y < self.scroll), 0)
        self.scroll_by(target - self.scroll)

    # input -------------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.m.px(8))
            return
        self._place_bar()
        offset = self.bar.handle(event, 0)  # a press or drag on the bar
        if offset is not None:
            self.scroll_by(offset - self.scroll)
            return
        if event.type == pygame.TEXTINPUT:
            if self.form.focused is not self.search:
                self.form.set_focus(self.search)
            self.search.text_input(event.text)
            return
        if event.type == pygame.KEYDOWN and self.key(event):
            return
        self.form.handle(event)

    def key(self, event) -> bool:
        """The screen's own keys; False leaves the key to the form."""
        k = event.key
        page = self.view.h - self.m.px(6)
        moves = {pygame.K_UP: lambda: self.step_block(-1), pygame.K_DOWN: lambda:
                 self.step_block(1), pygame.K_PAGEUP: lambda: self.scroll_by(-page),
                 pygame.K_PAGEDOWN: lambda: self.scroll_by(page),
                 pygame.K_HOME: lambda: self.scroll_by(-self.page.height),
                 pygame.K_END: lambda: self.scroll_by(self.page.height)}
        if k in moves:
            moves[k]()
        elif k == pygame.K_TAB:
            self.step_section(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif k in (pygame.K_LEFT, pygame.K_RIGHT) and self.form.focused is not self.contents:
            self.variant_row.adjust(-1 if k == pygame.K_LEFT else 1)
        elif k == pygame.K_BACKSPACE:
            self.set_query(self.query[:-1])
        elif k == pygame.K_ESCAPE:
            if self.query:
                self.set_query("")
            else:
                self.back()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.form.focused is self.search:
            self.step_section(1)
        else:
            return False
        return True

    # drawing -----------------------------------------------------------------------------------
    def background_key(self) -> object:
        return self.variant_id

    def draw_background(self, surf) -> None:
        m = self.m
        self.draw_frame(surf)
        for box in (self.left, self.right):
            t.panel(surf, box, m.px(1.2))
        self.draw_column_title(surf, "Contents", self.contents.rect.x + m.px(0.5),
                               self.contents.rect.y - m.px(3.4))  # clear of the first row

    def draw_frame(self, surf) -> None:
        m = self.m
        surf.blit(t.felt((m.w, m.h)), (0, 0))
        x = m.px(6)
        title = f"Rules · {VARIANTS[self.variant_id].title}"
        r = t.blit_text(surf, title, t.fit(title, m.px(6.2), m.w // 2, True), t.TEXT, True,
                        shadow=True, topleft=(x, m.px(3.2)))
        pygame.draw.rect(surf, t.GOLD, (x, r.bottom + m.px(0.4), m.px(8), max(2, m.px(0.45))),
                         border_radius=m.px(0.2))
        t.blit_text(surf, self.subtitle, m.small, t.TEXT_DIM,
                    bottomright=(m.w - x, r.bottom - m.px(0.6)))
        t.key_hints(surf, m, KEY_HINTS, midleft=(m.px(6), m.h - m.px(2.6)))

    def draw(self, surf) -> None:
        self.blit_background(surf)
        m = self.m
        self.page.draw(surf, self.view, self.scroll, self.sheets)
        if not self.page.blocks:
            t.blit_text(surf, f"Nothing matches “{self.query}”.", m.body, t.TEXT_DIM,
                        center=self.view.center)
        self._scrollbar(surf)
        self.form.draw(surf, m)

    def track(self) -> pygame.Rect:
        """Where the page's scrollbar runs, beside the text."""
        m = self.m
        return pygame.Rect(self.right.right - m.px(1.4), self.view.y, m.px(0.6), self.view.h)

    def _scrollbar(self, surf) -> None:
        self._place_bar()
        self.bar.draw(surf)  # opaque, as the New Game list's bar

    def _place_bar(self) -> None:
        track = self.track()
        zone = track.inflate(self.m.px(1.2), 0)  # a thin bar still takes a loose press
        self.bar.place_page(track, zone, self.page.height, self.scroll, self.view.h,
                            self.m.px(3))


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "On" if value else "Off"
    return option_value(value)


SCREEN = RulesScreen
