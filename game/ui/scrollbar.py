"""A scrollbar for a list of rows of different heights: a gold thumb on a track beside the list
showing which rows are in view, and a press or drag on the track to bring others into view."""

from __future__ import annotations

import pygame

from game.ui import theme as t


def last_scroll(heights: list[int], room: int) -> int:
    """The first row shown when the list is scrolled to its end: the fewest rows from the
    end whose heights fit in `room` (at least the last one)."""
    total, first = 0, len(heights)
    while first > 0 and total + heights[first - 1] <= room:
        first -= 1
        total += heights[first]
    return min(first, max(0, len(heights) - 1))


class ScrollBar:
    """The bar of one list: `place` it after each layout, `draw` it, and give it the mouse
    first (`handle` answers the first row to show, or None when the event is not its)."""

    def __init__(self) -> None:
        self.track = pygame.Rect(0, 0, 0, 0)
        self.zone = pygame.Rect(0, 0, 0, 0)  # where the mouse takes hold of it
        self.thumb = pygame.Rect(0, 0, 0, 0)
        self.heights: list[int] = []
        self.held = False

    @property
    def shown(self) -> bool:
        return self.thumb.h < self.track.h

    def place(self, track: pygame.Rect, zone: pygame.Rect, heights: list[int], first: int,
              fit: int) -> None:
        """The track and the zone around it the mouse takes, every row's height, the first
        row shown and how many are shown."""
        self.track, self.zone, self.heights = track, zone, heights
        total = max(1, sum(heights))
        above, shown = sum(heights[:first]), sum(heights[first:first + fit])
        self.thumb = pygame.Rect(track.x, track.y + track.h * above // total, track.w,
                                 max(track.w * 3, track.h * shown // total))
        if first + fit >= len(heights) or self.thumb.bottom > track.bottom:
            self.thumb.bottom = track.bottom  # at the end: flush with it, whatever the rounding

    def row_at(self, y: int, fit: int) -> int:
        """The first row to show so that the rows in view centre on `y` along the track."""
        total = sum(self.heights)
        at = (y - self.track.y) * total / max(1, self.track.h)
        above, first = 0, 0
        for h in self.heights:
            if above + h / 2 > at:
                break
            above += h
            first += 1
        return max(0, first - fit // 2)

    def handle(self, event: pygame.event.Event, fit: int) -> int | None:
        """A press in the zone, or a drag from one: the first row to show (the event is the
        bar's). None for any other event."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.held = False
        if not self.shown:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.held = self.zone.collidepoint(event.pos)
        elif event.type != pygame.MOUSEMOTION:
            return None
        return self.row_at(event.pos[1], fit) if self.held else None

    def draw(self, surf: pygame.Surface) -> None:
        if not self.shown:
            return
        r = self.track.w // 2 + 1
        pygame.draw.rect(surf, t.SCROLL_TRACK, self.track, border_radius=r)
        pygame.draw.rect(surf, t.GOLD, self.thumb, border_radius=r)


class PageBar(ScrollBar):
    """The bar of a page scrolled by pixels (the rules page): `place_page` after each layout
    and each scroll; `handle` answers the scroll offset to show, the press or drag point
    at the middle of the view."""

    def __init__(self) -> None:
        super().__init__()
        self.height = self.view_h = 0

    def place_page(self, track: pygame.Rect, zone: pygame.Rect, height: int, scroll: int,
                   view_h: int, least: int = 0) -> None:
        """`least`: the thumb's shortest length, so a long page's stays easy to see and grab."""
        self.track, self.zone, self.height, self.view_h = track, zone, height, view_h
        h = min(track.h, max(track.w * 3, least, track.h * view_h // max(1, height)))
        y = track.y + (track.h - h) * scroll // max(1, height - view_h)
        self.thumb = pygame.Rect(track.x, y, track.w, h)

    def row_at(self, y: int, fit: int) -> int:
        """The scroll offset that centres the view on `y` along the track (unclamped: the
        page clamps it)."""
        at = (y - self.track.y) * self.height / max(1, self.track.h)
        return round(at - self.view_h / 2)
