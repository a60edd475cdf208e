"""The statistics screen: what the store has recorded of finished matches per variant (played,
wins, average rank and points, best hand) and of practice drills; and on its other pages
charts of your ranks and of your last match, and your play beside each opponent level
(game.ui.stats_pages)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.model.sheet import unit_word
from game.records.kept_stats import load_stats
from game.ui import stats_pages
from game.ui import table_draw as td
from game.ui import theme as t
from game.ui.form import Form
from game.ui.menu import MenuScene
from game.ui.widgets import Button, Choice

if TYPE_CHECKING:
    from game.records.shelf import ListingJob

PAGES = ("Summary", "Charts", "By opponent level")
DRILL_NAMES = {"waits": "Waits", "discard": "Best discard", "count": "Count the score",
               "elements": "Name the elements", "pushfold": "Push or fold"}
COLUMNS = (("Variant", 0.0), ("Played", 0.3), ("1st", 0.38), ("1st rate", 0.46),
           ("Avg rank", 0.55), ("Avg points", 0.64), ("Best hand", 0.78), ("", 1.0))


def variant_titles() -> dict[str, str]:
    """Every variant's title by id (the rules are imported only for this screen)."""
    from game.core.variants import VARIANTS

    return {vid: v.title for vid, v in VARIANTS.items()}


def summary(stats: dict[str, Any]) -> dict[str, Any]:
    """Totals over every variant and drill."""
    per = stats.get("variants", {}).values()
    drills = stats.get("practice", {}).values()
    matches = sum(v.get("matches", 0) for v in per)
    wins = sum(v.get("firsts", 0) for v in per)
    answered = sum(d.get("answered", 0) for d in drills)
    right = sum(d.get("right", 0) for d in drills)
    return {"matches": matches, "wins": wins, "answered": answered, "right": right}


def percent(part: float, whole: float) -> str:
    return f"{round(100 * part / whole)}%" if whole else "—"


def number(value: float) -> str:
    """Points as the table writes them: 21,600 and –3,900."""
    return td.number(round(value))


class Stats(MenuScene):
    name = "stats"
    heading = "Statistics"
    subtitle = ""  # the page and variant choices stand there

    def __init__(self, app, variant: str | None = None):
        super().__init__(app)
        self.stats = load_stats(app.store)
        self.titles = variant_titles()
        self.page = PAGES[0]
        self.variant = variant or ""
        self._last: tuple[bool, dict[str, Any] | None] = (False, None)
        self._entries: list[dict[str, Any]] | None = None  # the records, once listed
        self._reading: ListingJob | None = None  # while a lost index is rebuilt
        self.done = Button("Back", self.back, hint="Esc")
        self.page_row = Choice("Page", "", list(PAGES), lambda: self.page, self.set_page)
        from game.ui.variant_row import variant_row  # (imports the rules: this screen's only)

        self.variant_row = variant_row(lambda: self.variant, self.set_variant, every=True)
        self.form = Form([self.page_row, self.variant_row, self.done])

    def set_page(self, page: str) -> None:
        self.page = page
        self.variant_row.visible = page != PAGES[0]

    def set_variant(self, variant: str) -> None:
        self.variant = variant

    def last_match(self) -> dict[str, Any] | None:
        """Your newest kept match (of the variant chosen): its scores hand by hand."""
        if self._last[0] and self._last[1] is not None and self.variant in (
                "", self._last[1]["variant"]):
            return self._last[1]
        from game.records.shelf import Shelf

        shelf, found = Shelf(self.app.store), None
        entries = self._listed(shelf)
        if entries is None:
            return None  # still reading (`reading` says so)
        for entry in entries:
            if entry.get("me") is None or self.variant not in ("", entry["variant"]):
                continue
            doc = shelf.load(entry["file"])
            curve = (doc or {}).get("summary", {}).get("curve") or []
            if doc is not None and len(curve) > 1:
                names = [p.get("name", "?") for p in doc.get("players", [])]
                found = {"curve": curve, "names": names, "variant": doc["variant"],
                         "title": self.titles.get(doc["variant"], doc["variant"]),
                         "started": str(doc.get("started", ""))[:16].replace("T", " "),
                         "finished": entry.get("status") == "finished"}
                break
        self._last = (True, found)
        return found

    def _listed(self, shelf: Any) -> list[dict[str, Any]] | None:
        """The records, listed at once where few files need reading, else by a worker
        thread (None until `update` sees it done): a lost index never freezes the frame
        loop."""
        from game.records.shelf import listing_or_job

        if self._entries is None and self._reading is None:
            self._entries, self._reading = listing_or_job(shelf)
        return self._entries

    def update(self, dt: float) -> None:
        super().update(dt)
        job = self._reading
        if job is not None and job.done:  # the page is drawn anew (its key holds `reading`)
            self._entries, self._reading = job.entries, None

    @property
    def reading(self) -> bool:
        return self._reading is not None

    @property
    def busy(self) -> bool:
        return super().busy or self.reading  # step on until the records are listed

    def resume(self) -> None:
        super().resume()
        self.stats = load_stats(self.app.store)
        self._last = (False, None)
        if self._reading is None:
            self._entries = None  # a match may have been kept since: list again
        self._bg = None

    def layout(self, m) -> None:
        margin = m.px(6)
        top = self.content_top()
        self.cards = [pygame.Rect(0, 0, 0, 0) for _ in range(4)]
        card_w = (m.w - 2 * margin - 3 * m.px(2.5)) // 4
        for i in range(4):
            self.cards[i] = pygame.Rect(margin + i * (card_w + m.px(2.5)), top - m.px(1),
                                        card_w, m.px(12))
        y = self.cards[0].bottom + m.px(2.5)
        # the rows take what the table leaves them; the practice panel below needs room for
        # a title and two lines under each drill (its last line sat on the edge at 720p)
        self.table = pygame.Rect(margin, y, m.w - 2 * margin, m.px(42))
        self.practice = pygame.Rect(margin, self.table.bottom + m.px(2.5),
                                    m.w - 2 * margin - m.px(30), m.h - m.px(7.5)
                                    - self.table.bottom - m.px(2.5))
        self.done.rect = pygame.Rect(0, 0, m.px(24), m.px(6))
        self.done.rect.bottomright = (m.w - margin, self.practice.bottom)
        self.page_row.rect = pygame.Rect(0, 0, m.px(46), m.px(5))
        self.page_row.rect.bottomright = (m.w - margin, top - m.px(2.5))
        self.variant_row.rect = pygame.Rect(0, 0, m.px(50), m.px(5))
        self.variant_row.rect.bottomright = (self.page_row.rect.x - m.px(2), top - m.px(2.5))
        self.variant_row.visible = self.page != PAGES[0]
        body = pygame.Rect(margin, top - m.px(1), m.w - 2 * margin,
                           self.done.rect.y - m.px(2) - top + m.px(1))
        half = (body.w - m.px(2.5)) // 2
        self.chart_left = pygame.Rect(body.x, body.y, half, body.h * 45 // 100)
        self.chart_right = pygame.Rect(self.chart_left.right + m.px(2.5), body.y,
                                       body.w - half - m.px(2.5), self.chart_left.h)
        self.chart_bottom = pygame.Rect(body.x, self.chart_left.bottom + m.px(2.5), body.w,
                                        body.bottom - self.chart_left.bottom - m.px(2.5))
        self.levels_box = body

    def background_key(self) -> object:
        return (self.page, self.variant, repr(self.stats), self.reading)

    def draw_background(self, surf) -> None:
        self.draw_frame(surf)
        if self.page == "Charts":
            stats_pages.draw_charts(self, surf, self.chart_left, self.chart_right,
                                    self.chart_bottom)
        elif self.page == "By opponent level":
            stats_pages.draw_levels(self, surf, self.levels_box)
        else:
            self.draw_cards(surf)
            self.draw_table(surf)
            self.draw_practice(surf)

    def draw_cards(self, surf) -> None:
        m = self.m
        s = summary(self.stats)
        per = self.stats.get("variants", {}).values()
        rank_sum = sum(v.get("rank_sum", 0) for v in per)
        cards = (("Matches played", str(s["matches"])),
                 ("Matches won", f"{s['wins']}  ·  {percent(s['wins'], s['matches'])}"
                  if s["matches"] else "0"),
                 ("Average rank", f"{rank_sum / s['matches']:.2f}" if s["matches"] else "—"),
                 ("Drills right", f"{s['right']} of {s['answered']}"))
        for box, (label, value) in zip(self.cards, cards, strict=True):
            t.panel(surf, box, m.px(1.2))
            t.blit_text(surf, label.upper(), m.small, t.GOLD, True,
                        topleft=(box.x + m.px(2), box.y + m.px(1.5)))
            size = t.fit(value, m.px(5.2), box.w - m.px(4), True)
            t.blit_text(surf, value, size, t.TEXT, True,
                        bottomleft=(box.x + m.px(2), box.bottom - m.px(1.2)))

    def draw_table(self, surf) -> None:
        m, box = self.m, self.table
        t.panel(surf, box, m.px(1.2))
        x0, w = box.x + m.px(2.5), box.w - m.px(5)
        y = self.draw_column_title(surf, "By variant", x0, box.y + m.px(1.5)) + m.px(0.4)
        xs = [x0 + round(f * w) for _, f in COLUMNS]
        for i, (label, _) in enumerate(COLUMNS[:-1]):
            anchor: dict[str, Any] = ({"topleft": (xs[i], y)} if i in (0, 6)
                                      else {"topright": (xs[i + 1] - m.px(2), y)})
            t.blit_text(surf, label, m.small, t.TEXT_DIM, True, **anchor)
        y += round(m.small * 1.5)
        pygame.draw.line(surf, t.PANEL_LINE, (x0, y), (x0 + w, y))
        per = self.stats.get("variants", {})
        rows = [(title, per.get(vid, {})) for vid, title in self.titles.items()]
        if self.stats.get("superpowers"):  # every rule's Superpower matches again, together
            rows.append(("Superpower matches, every rule", self.stats["superpowers"]))
        row_h = (box.bottom - y - m.px(1.5)) // max(1, len(rows))
        for n, (title, v) in enumerate(rows):
            if n == len(self.titles):  # set apart: those matches are counted above too
                top = y + n * row_h
                pygame.draw.line(surf, t.PANEL_LINE, (x0, top), (x0 + w, top))
            played = v.get("matches", 0)
            ry = y + n * row_h + (row_h - m.body) // 2 - m.px(0.3)
            if n % 2:
                shade = pygame.Rect(box.x + m.px(1), y + n * row_h, box.w - m.px(2), row_h)
                t.panel(surf, shade, m.px(0.5), (255, 255, 255, 10), (255, 255, 255, 0))
            colour = t.TEXT if played else t.TEXT_DIM
            t.blit_text(surf, title, t.fit(title, m.body, xs[2] - xs[0] - m.px(10), True),
                        colour, True, topleft=(xs[0], ry))
            cells = ("—",) * 4
            if played:
                cells = (str(v.get("firsts", 0)), percent(v.get("firsts", 0), played),
                         f"{v.get('rank_sum', 0) / played:.2f}",
                         number(v.get("points_sum", 0) / played))
                if n >= len(self.titles):  # several rules' points do not average
                    cells = (*cells[:3], "—")
            for i, text in enumerate((str(played), *cells)):
                t.blit_text(surf, text, m.body, colour, i == 0,
                            topright=(xs[i + 2] - m.px(2), ry))
            best = v.get("best_hand")
            if best:
                points = best.get("points", 0)
                text = f"{best.get('name') or 'Hand'} · " + (  # (as Records says it)
                    best.get("total") or f"{number(points)} {unit_word(points, 'points')}")
                t.blit_text(surf, text, t.fit(text, m.body, xs[7] - xs[6], True), t.GOLD,
                            True, topleft=(xs[6], ry))
            elif played:
                t.blit_text(surf, "—", m.body, t.TEXT_DIM, topleft=(xs[6], ry))  # as the others
        if not per:
            t.blit_text(surf, "No match of yours finished yet (the computer's demo matches "
                        "are not counted).",
                        m.small, t.TEXT_DIM, topright=(box.right - m.px(2.5), box.y + m.px(1.6)))

    def draw_practice(self, surf) -> None:
        m, box = self.m, self.practice
        t.panel(surf, box, m.px(1.2))
        x = box.x + m.px(2.5)
        y = self.draw_column_title(surf, "Practice", x, box.y + m.px(1.5))
        drills = self.stats.get("practice", {})
        if not drills:
            t.blit_text(surf, "No drills answered yet: try Practice from the title screen.",
                        m.body, t.TEXT_DIM, topleft=(x, y + m.px(0.5)))
            return
        col = (box.w - m.px(5)) // max(1, len(DRILL_NAMES))
        # one size for every drill's name, the longest fitting its column
        size = min(t.fit(title, m.body, col - m.px(2), True) for title in DRILL_NAMES.values())
        for i, (drill, title) in enumerate(DRILL_NAMES.items()):
            d = drills.get(drill, {})
            cx = x + i * col
            t.blit_text(surf, title, size, t.TEXT, True, topleft=(cx, y))
            answered, right = d.get("answered", 0), d.get("right", 0)
            ly = y + t.font(size, True).get_linesize()
            for line in (f"{right} of {answered} right ({percent(right, answered)})",
                         f"best streak {d.get('best_streak', 0)}"):
                t.blit_text(surf, line, t.fit(line, m.small, col - m.px(2)), t.TEXT_DIM,
                            topleft=(cx, ly))
                ly += t.font(m.small).get_linesize()


SCREEN = Stats
