"""The Records screen: every kept match, newest first, by date, variant, players, the rules
it was played by and its result with its best hand; open one in the replay viewer, or export
it (tenhou.net/6 and mjai for Riichi and Sanma, our JSON for every variant) into the data
folder's exports."""

from __future__ import annotations

import time
from functools import partial
from typing import Any

import pygame

from game.ai.levels import OLD_LEVELS
from game.core.model.sheet import unit_word
from game.core.variants import VARIANTS
from game.records.shelf import Shelf, listing_or_job
from game.store import why_not_saved
from game.ui import theme as t
from game.ui.form import Form
from game.ui.menu import MenuScene
from game.ui.option_text import rules_summary
from game.ui.widgets import Button

COLUMNS = (("Played", 0.0), ("Players", 0.26), ("Result", 0.54), ("Hands", 0.70),
           ("Best hand", 0.77), ("", 1.0))  # (Hands and Best hand touched at 1280x720)
ALL = ""
ORDINAL = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
FORMS = {"tenhou6": "tenhou.net/6", "mjai": "mjai", "json": "JSON"}
EXPORT_FORMS = ("tenhou6", "mjai", "json")  # the export buttons, left to right


def when(started: str) -> str:
    """ "2026-01-26T21:30:12" as "26 Jan 2026 21:30"."""
    try:
        return time.strftime("%d %b %Y %H:%M", time.strptime(started[:16], "%Y-%m-%dT%H:%M"))
    except ValueError:
        return started or "—"


def result_text(entry: dict[str, Any], in_progress: bool = False) -> str:
    """How the match went: the player's place and score, or where it stopped (`in_progress`:
    it is the saved game Continue resumes, not a match given up)."""
    ranks, scores, me = entry.get("ranks") or [], entry.get("scores") or [], entry.get("me")
    if entry.get("status") != "finished":  # (how far it went: the Hands column beside)
        return "In progress" if in_progress else "Left unfinished"
    if me is not None and me < len(ranks):
        return f"{ORDINAL.get(ranks[me], ranks[me])} · {scores[me]:,}".replace("-", "\u2013")
    if 1 in ranks:  # no seat of the player's: a demo the computer played alone (Statistics
        # leaves it out; a tester read "You 1st" here as a match of theirs)
        names = entry.get("players") or []
        first = ranks.index(1)
        return f"Demo · {names[first] if first < len(names) else '?'} 1st"
    return "—"


def players_text(entry: dict[str, Any]) -> str:
    """Who the match was played against, with their levels (named once when they share
    one, so that a row of three opponents fits)."""
    names, levels, me = entry.get("players") or [], entry.get("levels") or [], entry.get("me")
    levels = [OLD_LEVELS.get(lv, lv) for lv in levels]  # as the New Game screen names them
    seats = [(n, lv if lv != "you" else "") for i, (n, lv) in enumerate(
        zip(names, levels + [""] * len(names), strict=False)) if i != me]
    shared = {lv for _, lv in seats}
    if len(shared) == 1 and "" not in shared:
        others = ", ".join(n for n, _ in seats) + f" · {shared.pop()}"
    else:
        others = ", ".join(f"{n} ({lv})" if lv else n for n, lv in seats)
    return ("vs " if me is not None else "") + others


def best_lines(entry: dict[str, Any]) -> tuple[str, str]:
    """The match's best hand in two lines: whose and its name, then its points (on one line
    at 1280x720 the points, the part that counts, were cut: a tester)."""
    best = entry.get("best_hand")
    if not best:
        return "", ""
    names = entry.get("players") or []
    seat = best.get("seat")
    who = names[seat] if isinstance(seat, int) and seat < len(names) else ""
    mine = seat == entry.get("me")
    points = best.get("points", 0)
    # the hand's total under its name, which may be one line's ("Three matching chows 2
    # faan" of a 4-faan hand: a tester); records written before it have the points alone
    return (f"{'' if mine else who + ': '}{best.get('name', '')}",
            best.get("total") or f"{points:,} {unit_word(points, 'points')}")


def rules_text(entry: dict[str, Any]) -> str:
    """The rules the match was played by, briefly: its preset, or the one it differs least
    from and two options changed from it (a Superpower match says so)."""
    variant = VARIANTS.get(entry.get("variant", ""))
    if variant is None:
        return ""
    rules = entry.get("rules") or {}
    return rules_summary(variant, {**variant.filled(rules), "superpowers":
                                   rules.get("superpowers") is True}, most=2)


class Records(MenuScene):
    name = "records"
    heading = "Records"
    subtitle = "Every match kept on this computer, newest first"

    def __init__(self, app, variant: str | None = None):
        super().__init__(app)
        self.shelf = Shelf(app.store)
        # A few new records are read at once; a lost index (seconds for a thousand records)
        # is rebuilt on a worker thread while the screen says so.
        quick, self.reading = listing_or_job(self.shelf)
        self.entries: list[dict[str, Any]] = quick or []
        saved = app.store.peek_autosave()  # its match is in progress, not left
        self.in_progress = str(saved["config"].get("record", "")) if saved else ""
        self.variant = variant or ALL
        self.selected = 0
        self.first = 0  # the first row shown
        self.rows_shown = 1
        self.row_rects: list[tuple[pygame.Rect, int]] = []
        self.message = ""
        from game.ui.variant_row import variant_row

        self.titles = {vid: v.title for vid, v in VARIANTS.items()}
        self.filter = variant_row(lambda: self.variant, self.set_variant, every=True)
        has = self.has_current
        self.replay = Button("Replay", self.open_replay, pygame.K_r, "R", primary=True,
                             enabled=has)
        self.exports = [Button(f"Export {FORMS[f]}", partial(self.export, f), key, hint,
                               enabled=partial(self.can_export, f))
                        for f, key, hint in zip(EXPORT_FORMS, (pygame.K_t, pygame.K_m, pygame.K_j),
                                                "TMJ", strict=True)]
        self.done = Button("Back", self.back, hint="Esc")
        self.form = Form([self.replay, *self.exports, self.filter, self.done])

    def enter(self) -> None:
        self.notices()  # records set aside while listing (a notice over this screen)

    @property
    def busy(self) -> bool:
        return super().busy or self.reading is not None  # step on until the list is read

    def update(self, dt: float) -> None:
        super().update(dt)
        job = self.reading
        if job is not None and job.done:
            self.entries, self.reading = job.entries, None
            self.move(0)
            self.notices()

    # -- the list ---------------------------------------------------------------------------
    @property
    def shown(self) -> list[dict[str, Any]]:
        if self.variant == ALL:
            return self.entries
        return [e for e in self.entries if e.get("variant") == self.variant]

    def set_variant(self, variant: str) -> None:
        self.variant, self.selected, self.first = variant, 0, 0

    def current(self) -> dict[str, Any] | None:
        shown = self.shown
        return shown[self.selected] if 0 <= self.selected < len(shown) else None

    def has_current(self) -> bool:
        return self.current() is not None

    def can_export(self, form: str) -> bool:
        """Whether the chosen match has this form: JSON every variant, the logs Riichi's."""
        entry = self.current()
        variant = VARIANTS.get(entry.get("variant", "")) if entry is not None else None
        return entry is not None and (form == "json" or variant is None
                                      or form in variant.log_formats)  # (unknown: it says why)

    def choose(self, i: int) -> None:
        if i != self.selected:
            self.message = ""  # (what was said of one match stayed beside the next: a tester)
        self.selected = i

    def move(self, step: int) -> None:
        n = len(self.shown)
        if not n:
            return
        self.choose(max(0, min(n - 1, self.selected + step)))
        if self.selected < self.first:
            self.first = self.selected
        elif self.selected >= self.first + self.rows_shown:
            self.first = self.selected - self.rows_shown + 1

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.rows_shown,
                     pygame.K_PAGEDOWN: self.rows_shown, pygame.K_HOME: -10**9,
                     pygame.K_END: 10**9}
            if event.key in steps:
                self.move(steps[event.key])
                return
        if event.type == pygame.MOUSEWHEEL:
            self.move(-event.y * 3)
            return
        if self.explain_greyed(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, i in self.row_rects:
                if rect.collidepoint(event.pos):
                    if i == self.selected and getattr(event, "clicks", 1) >= 2:
                        self.open_replay()
                    self.choose(i)
                    return
        super().handle(event)

    def explain_greyed(self, event) -> bool:
        """A greyed export's key or click says why the match has no such form (the export
        says it), where a greyed button otherwise does nothing."""
        for button, form in zip(self.exports, EXPORT_FORMS, strict=True):
            asked = (event.type == pygame.KEYDOWN and event.key == button.hotkey) or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and button.rect.collidepoint(event.pos))
            if asked and not button.available and self.has_current():
                self.export(form)
                return True
        return False

    # -- actions ----------------------------------------------------------------------------
    def load(self) -> dict[str, Any] | None:
        entry = self.current()
        if entry is None:
            self.message = ("Still reading your records: a moment." if self.reading is not None
                            else "No record to open: play a match and it appears here.")
            return None
        doc = self.shelf.load(entry["file"])
        if doc is None:
            self.entries = self.shelf.listing()
            self.move(0)
            self.notices()
        return doc

    def open_replay(self) -> None:
        doc = self.load()
        if doc is None:
            return
        from game.ui.replay import ReplayScreen

        self.app.audio.play("click")
        self.app.push(ReplayScreen(self.app, doc))

    def export(self, form: str) -> None:
        from game.records.formats import export_path, write
        from game.records.tenhou6 import ExportError

        doc = self.load()
        if doc is None:
            return
        folder = self.app.store.data_dir / "exports"
        try:
            path = write(folder, doc, form)
        except ExportError as exc:
            self.message = f"{exc}. JSON holds every variant."
            return
        except OSError as exc:
            self.message = f"Could not write: {why_not_saved(exc, export_path(folder, doc, form))}"
            return
        self.app.audio.play("click")
        self.message = f"Written: {path.name}, in {path.parent}"  # the file first, whole

    def notices(self) -> None:
        lines = self.app.store.take_notices()
        if lines:
            self.app.notify("Some records were damaged", lines)

    # -- layout and drawing -----------------------------------------------------------------
    def layout(self, m) -> None:
        margin = m.px(6)
        top = self.content_top()
        bar_h = m.px(6)
        self.box = pygame.Rect(margin, top, m.w - 2 * margin, m.h - top - m.px(16))
        y = self.box.bottom + m.px(2)
        widths = [m.px(20), m.px(27), m.px(18), m.px(19)]
        x = margin
        for b, w in zip([self.replay, *self.exports], widths, strict=True):
            b.rect = pygame.Rect(x, y, w, bar_h)
            x += w + m.px(1.5)
        # the three exports in one size: each fitted alone, they read as three kinds
        size = min(t.fit(b.label, m.body, b.rect.w - m.px(6.5), True) for b in self.exports)
        for b in self.exports:
            b.text_size = size
        self.done.rect = pygame.Rect(0, 0, m.px(16), bar_h)
        self.done.rect.topright = (m.w - margin, y)
        self.filter.rect = pygame.Rect(0, 0, m.px(44), m.px(5))
        self.filter.rect.bottomright = (self.box.right, top - m.px(1))
        left = self.exports[-1].rect.right + m.px(2.5)
        self.message_box = pygame.Rect(left, y, self.done.rect.x - m.px(2.5) - left, bar_h)
        self.row_h = round(m.body * 2.45)
        self.rows_shown = max(1, (self.box.h - m.px(6)) // self.row_h)
        self.move(0)

    def background_key(self) -> object:
        return None

    def draw(self, surf) -> None:
        self.blit_background(surf)
        m, box = self.m, self.box
        t.panel(surf, box, m.px(1.2))
        x0, w = box.x + m.px(2.5), box.w - m.px(5)
        xs = [x0 + round(f * w) for _, f in COLUMNS]
        y = box.y + m.px(1.5)
        for i, (label, _) in enumerate(COLUMNS[:-1]):
            t.blit_text(surf, label.upper(), m.small, t.GOLD, True, topleft=(xs[i], y))
        y += round(m.small * 1.6)
        pygame.draw.line(surf, t.PANEL_LINE, (x0, y), (x0 + w, y))
        shown = self.shown
        self.row_rects = []
        if not shown:
            empty = ("Reading your records…" if self.reading is not None
                     else "No match kept yet: play one and it appears here." if not self.entries
                     else "No match of this variant kept yet.")
            t.blit_text(surf, empty, m.body, t.TEXT_DIM, topleft=(x0, y + m.px(1.5)))
        for n, i in enumerate(range(self.first, min(len(shown), self.first + self.rows_shown))):
            self.draw_row(surf, shown[i], i, pygame.Rect(box.x + m.px(1), y + n * self.row_h,
                                                         box.w - m.px(2), self.row_h), xs)
        if len(shown) > self.rows_shown:
            t.blit_text(surf, f"{self.first + 1}–{min(len(shown), self.first + self.rows_shown)}"
                        f" of {len(shown)}", m.small, t.TEXT_DIM,
                        bottomright=(box.right - m.px(2), box.bottom - m.px(0.8)))
        if self.message:
            self.draw_message(surf)
        self.form.draw(surf, m)

    def draw_message(self, surf) -> None:
        """What the last export did, in the bar between the export buttons and Back (two
        lines at most, each made to fit: a written file's path is one long word)."""
        room = self.message_box
        size, lines = self.message_lines()
        line_h = round(size * 1.25)
        y = room.centery - line_h * len(lines) // 2
        for line in lines:
            t.blit_text(surf, line, t.fit(line, size, room.w), t.TEXT_DIM, topleft=(room.x, y))
            y += line_h

    def message_lines(self) -> tuple[int, tuple[str, ...]]:
        """The message's size and lines: the largest size (down to a floor) at which it
        takes two lines at most."""
        m, width = self.m, self.message_box.w
        size = m.small
        while size > m.px(1.7) and len(t.wrap(self.message, size, width)) > 2:
            size -= 1
        return size, t.wrap(self.message, size, width)[:2]

    def draw_row(self, surf, entry: dict[str, Any], i: int, rect: pygame.Rect,
                 xs: list[int]) -> None:
        m = self.m
        self.row_rects.append((rect, i))
        if i == self.selected:
            t.panel(surf, rect, m.px(0.6), (255, 255, 255, 22), t.GOLD)
        elif i % 2:
            t.panel(surf, rect, m.px(0.5), (255, 255, 255, 8), (255, 255, 255, 0))
        top = rect.y + (rect.h - round(m.body * 1.25) - round(m.small * 1.25)) // 2
        under = top + round(m.body * 1.25)
        left = entry.get("status") != "finished"
        colour = t.TEXT_DIM if left else t.TEXT

        def cell(text: str, col: int, size: int, y: int, c=colour, bold=False,
                 span: int = 1) -> None:
            room = xs[col + span] - xs[col] - m.px(2)
            size = max(round(size * 0.85), t.fit(text, size, room, bold))
            t.blit_text(surf, t.clip(text, size, room, bold), size, c, bold, topleft=(xs[col], y))

        cell(when(entry.get("started", "")), 0, m.body, top, bold=True)
        cell(self.titles.get(entry.get("variant", ""), entry.get("variant", "")), 0, m.small,
             under, t.TEXT_DIM)
        cell(players_text(entry), 1, m.small, top + m.px(0.6))
        cell(rules_text(entry), 1, m.small, under, t.TEXT_DIM, span=2)  # under the result too
        cell(result_text(entry, entry.get("id") == self.in_progress), 2, m.body, top,
             t.GOLD if not left else t.TEXT_DIM, True)
        cell(str(entry.get("hands", 0)), 3, m.body, top)
        best, points = best_lines(entry)
        cell(best, 4, m.small, top + m.px(0.6))
        cell(points, 4, m.small, under, t.TEXT_DIM)


SCREEN = Records
