"""The rules page as a document of blocks: the rules section by section, the game's options, then
every scoring element with its value, what it asks and its example hand, each block measured for
a width and drawn at a scroll offset (the rules screen scrolls, filters and jumps through it)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.model.sheet import Element
from game.core.model.tiles import TileSet
from game.learn.catalogue import Entry, caption, summary, value_text
from game.learn.rules_text import Line, Section
from game.ui import hand_row
from game.ui import theme as t
from game.ui import tile_board as tb


@dataclass
class Block:
    """One piece of the page: a heading, a line of rules or a scoring element."""

    kind: str  # "heading", "line", "entry"
    text: str = ""
    line: Line | None = None
    entry: Entry | None = None
    toc: bool = False  # a heading listed in the contents
    top: int = 0  # its y in the document
    height: int = 0
    search: str = field(default="", repr=False)  # what a query is matched against


def build(sections: Sequence[Section], entries: Sequence[Entry],
          options: Sequence[tuple[str, str, bool]]) -> list[Block]:
    """The page's blocks in order. `options`: (label, explanation, changed from default)."""
    blocks: list[Block] = []
    for s in sections:  # the rules first: the page opens on the tiles, not on options
        blocks.append(Block("heading", s.title, toc=True))  # (a newcomer met Tobi and Oka)
        blocks += [Block("line", line=ln, search=ln.text.lower()) for ln in s.lines]
    if options:
        blocks.append(Block("heading", "Options of this game", toc=True))
        for label, explain, changed in options:
            tag = "changed from the default" if changed else ""
            blocks.append(Block("line", line=Line(f"{label} — {explain}", tag),
                                search=f"{label} {explain}".lower()))
    groups: dict[str, list[Entry]] = {}  # in the order the table first names each group
    for e in entries:
        groups.setdefault(e.row.group, []).append(e)
    for group, members in groups.items():
        blocks.append(Block("heading", f"Scoring: {group}", toc=True))
        blocks += [Block("entry", entry=e, search=" ".join(
            (e.title, e.about, e.row.group, e.row.name)).lower()) for e in members]
    return blocks


def matching(blocks: Sequence[Block], query: str) -> list[Block]:
    """The blocks a search keeps: matching lines and elements, under their headings."""
    words = query.lower().split()
    if not words:
        return list(blocks)
    out: list[Block] = []
    heading: Block | None = None
    for b in blocks:
        if b.kind == "heading":
            heading = b
            continue
        if all(w in b.search for w in words):
            if heading is not None and (not out or heading not in out):
                out.append(heading)
            out.append(b)
    return out


MIN_NAME = "Abcdef…"  # the least of a cut element's name worth showing


class Page:
    """The blocks laid out for a width, and how to draw them."""

    def __init__(self, m: t.Metrics, blocks: list[Block], width: int, ts: TileSet,
                 index: str | None, label: Callable[[str], str] = str) -> None:
        self.m, self.blocks, self.width, self.ts, self.index = m, blocks, width, ts, index
        self.label = label  # a sheet element's name as players read it
        self.tile_w = m.px(4.3)
        self.parts: dict[int, hand_row.HandParts | None] = {}
        y = 0
        for b in blocks:
            b.top = y
            b.height = self.measure(b)
            y += b.height
        self.height = y

    def measure(self, b: Block) -> int:
        m = self.m
        if b.kind == "heading":
            return round(m.heading * 1.6) + (m.px(1.5) if b.top else 0)
        if b.kind == "line":
            assert b.line is not None
            h = len(self._wrap(b.line.text, m.body)) * t.font(m.body).get_linesize()
            if b.line.option:
                h += t.font(m.small).get_linesize()
            if b.line.tiles:
                h += tb.tile_h(round(self.tile_w * 0.8)) + m.px(0.8)
            return h + m.px(1)
        assert b.entry is not None
        about = len(self._wrap(b.entry.about, m.small)) if b.entry.about else 0
        small = t.font(m.small).get_linesize()
        h = t.font(m.body, True).get_linesize() + about * small + m.px(1)
        if b.entry.example is not None:
            h += tb.tile_h(self.tile_w) + m.px(1) + round(m.small * 1.1) + 2 * small
        return h + m.px(2.2)

    def _wrap(self, text: str, size: int) -> tuple[str, ...]:
        return t.wrap(text, size, self.width - self.m.px(3))

    def example_parts(self, e: Entry) -> hand_row.HandParts | None:
        """The example's tiles, or None where these options have no such tiles (Ùzje's
        compressed winds have no East or South)."""
        key = id(e)
        if key not in self.parts:
            try:
                self.parts[key] = hand_row.parts(self.ts, e.example or {})
            except ValueError:
                self.parts[key] = None
        return self.parts[key]

    # drawing ---------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, view: pygame.Rect, scroll: int,
             sheets: Mapping[str, Any]) -> None:
        clip = surf.get_clip()
        surf.set_clip(view)
        for b in self.blocks:
            y = view.y + b.top - scroll
            if y + b.height < view.y or y > view.bottom:
                continue
            if b.kind == "heading":
                self._heading(surf, b, view.x, y)
            elif b.kind == "line":
                self._line(surf, b, view.x, y)
            else:
                self._entry(surf, b, view.x, y, sheets)
        surf.set_clip(clip)

    def _heading(self, surf, b: Block, x: int, y: int) -> None:
        m = self.m
        y += m.px(1.5) if b.top else 0
        r = t.blit_text(surf, b.text, m.heading, t.TEXT, True, topleft=(x, y + m.px(0.6)))
        pygame.draw.rect(surf, t.GOLD, (x, r.bottom + m.px(0.3), m.px(6), max(2, m.px(0.3))))

    def _line(self, surf, b: Block, x: int, y: int) -> None:
        m = self.m
        assert b.line is not None
        step = t.font(m.body).get_linesize()
        for i, text in enumerate(self._wrap(b.line.text, m.body)):
            t.blit_text(surf, text, m.body, t.TEXT, topleft=(x + m.px(1.5), y + i * step))
        pygame.draw.circle(surf, t.GOLD, (x + m.px(0.4), y + step // 2), max(2, m.px(0.35)))
        y += len(self._wrap(b.line.text, m.body)) * step
        if b.line.option:
            t.blit_text(surf, f"Option · {b.line.option}", m.small, t.GOLD, True,
                        topleft=(x + m.px(1.5), y))
            y += t.font(m.small).get_linesize()
        if b.line.tiles:
            w, at = round(self.tile_w * 0.8), x + m.px(1.5)
            for group in b.line.tiles.split():  # groups apart: "12z 13z" is two partials
                at = hand_row.draw_tiles(surf, self.ts.parse(group), at, y + m.px(0.4), w,
                                         self.index) + w // 3

    def _entry(self, surf, b: Block, x: int, y: int, sheets: Mapping[str, Any]) -> None:
        m, e = self.m, b.entry
        assert e is not None
        pygame.draw.line(surf, t.PANEL_LINE, (x, y), (x + self.width, y))
        y += m.px(0.8)
        r = t.blit_text(surf, e.title, m.body, t.TEXT, True, topleft=(x, y))
        value = value_text(e.row)
        t.blit_text(surf, value, m.body, t.GOLD, True,
                    topright=(x + self.width - m.px(1), y))
        y = r.bottom
        small = t.font(m.small).get_linesize()
        for line in self._wrap(e.about, m.small) if e.about else ():
            t.blit_text(surf, line, m.small, t.TEXT_DIM, topleft=(x, y))
            y += small
        if e.example is None:
            return
        y += m.px(1)
        p = self.example_parts(e)
        if p is None:
            t.blit_text(surf, "No example with these rule options.", m.small, t.TEXT_DIM,
                        topleft=(x, y))
            return
        w = hand_row.tile_width(p, self.width - m.px(2), self.tile_w)
        row = hand_row.draw(surf, m, p, x, y, w, self.index)
        y = row.bottom
        t.blit_text(surf, caption(e.example), m.small, t.TEXT_DIM, topleft=(x, y))
        sheet = sheets.get(e.title)
        self._score_line(surf, e, sheet, x, y + small)

    def _score_line(self, surf, e: Entry, sheet: Mapping[str, Any] | None, x: int,
                    y: int) -> int:
        """The example's elements, the one it shows in gold, then its value; where they do
        not all fit, the first that does not is cut short by its name (its value kept) and
        a "…" says more follow. Returns where the elements end on the left."""
        m = self.m
        if sheet is None:
            return t.blit_text(surf, "Scoring…", m.small, t.TEXT_DIM, topleft=(x, y)).right
        right = x + self.width - m.px(1)
        end = t.blit_text(surf, summary(sheet), m.small, t.TEXT, True, topright=(right, y))
        lines = [(el, e.row.matches(Element(str(el["name"]), float(el["value"]),
                                            str(el["unit"])))) for el in sheet.get("elements", ())]
        lines.sort(key=lambda pair: not pair[1])  # the element shown first: never cut off
        # An element that is not the last leaves room for the "…" that may follow it, so
        # the mark never runs into the value on the right and a total whose elements do not
        # all show always says so (the first, the one the example shows, too: its name is
        # cut short rather than the line ending on it with elements missing).
        more, room = t.text("…", m.small, t.TEXT_DIM).get_width(), end.x - m.px(1)
        for n, (el, shown) in enumerate(lines):
            name, value = self.label(str(el["name"])), f" {el['value']:g}  "
            colour = t.GOLD if shown else t.TEXT_DIM
            last = n == len(lines) - 1
            img = t.text(name + value, m.small, colour, shown)
            spare = 0 if last else more  # room for the mark that says more follow
            if x + img.get_width() > room - spare:
                cut = self._cut_short(surf, name, value, colour, shown, x, y,
                                      room - (0 if last else more))
                # more follow, or this one was left out whole (too little of it would show)
                if (cut == x or not last) and cut + more <= room:
                    cut = t.blit_text(surf, "…", m.small, t.TEXT_DIM, topleft=(cut, y)).right
                return cut
            surf.blit(img, (x, y))
            x += img.get_width()
        return x

    def _cut_short(self, surf, name: str, value: str, colour, bold: bool, x: int, y: int,
                   limit: int) -> int:
        """An element whose name is cut to end by `limit`, its value kept, where enough of
        the name is left to read (else nothing); where the line goes on from."""
        m = self.m
        room = limit - x - t.font(m.small, bold).size(value)[0]
        if room < t.font(m.small, bold).size(MIN_NAME)[0]:
            return x
        img = t.text(t.clip(name, m.small, room, bold) + value, m.small, colour, bold)
        surf.blit(img, (x, y))
        return x + img.get_width()
