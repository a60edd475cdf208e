"""Ùzje's one shared discard pile, as seed 002 lays it: kept sorted in the standard order,
each kind's copies in stacks two tiles high (so four copies show as two tiles from above).
Each suit has its row (or rows) below the wall's square, room for every kind laid out ahead
so that the rows never move; within a row the kinds thrown lie side by side, centred, as a
sorted pile is pushed together (with a place kept for every kind, a few discards lay
scattered over the table and read as loose tiles). The newest discard lies apart in the
middle of the table (the caller's place for it), marked, until it is claimed or passed."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.art.faces import MIN_WIDTH
from game.ui import theme as t
from game.ui.table_draw import TableLayout, mark_newest

STACK = 2  # tiles in a stack
STACKS = 2  # stacks per kind: four copies


@dataclass(frozen=True)
class PileLayout:
    """Where each kind's stacks stand (by kind index: its first stack; the second lies right of
    it), the tiles' size and the lift of a stack's upper tile."""

    w: int
    h: int
    lift: int
    slots: tuple[pygame.Rect, ...]
    rows: tuple[tuple[int, ...], ...] = ()  # kind indices, row by row
    gap: int = 0  # between two kinds

    def placed(self, counts: dict[int, int], centre_x: int) -> dict[int, pygame.Rect]:
        """Where each kind thrown (kind index: copies) has its first stack: side by side in
        its row, in order, the row's kinds centred on `centre_x`; a kind takes a stack for
        every two copies."""
        out: dict[int, pygame.Rect] = {}
        for row in self.rows:
            shown = [k for k in row if counts.get(k)]
            if not shown:
                continue
            widths = [stacks(counts[k]) * self.w for k in shown]
            x = centre_x - (sum(widths) + self.gap * (len(shown) - 1)) // 2
            y = self.slots[row[0]].y
            for k, width in zip(shown, widths, strict=True):
                out[k] = pygame.Rect(x, y, self.w, self.h)
                x += width + self.gap
        return out

    @property
    def band(self) -> pygame.Rect:
        return self.slots[0].unionall(self.slots)


def stacks(copies: int) -> int:
    return min(STACKS, -(-copies // STACK))


def rows_of(kinds, per: int) -> list[list[int]]:
    """Kind indices in rows of at most `per`: a suit goes on the row it starts if it fits,
    else it starts the next row (a suit longer than a row is split)."""
    groups: list[tuple[str, list[int]]] = []
    for i, k in enumerate(kinds):
        suit = k.suit if k.is_number else "honours"
        if groups and groups[-1][0] == suit:
            groups[-1][1].append(i)
        else:
            groups.append((suit, [i]))
    rows: list[list[int]] = [[]]
    for _, members in groups:
        if rows[-1] and len(rows[-1]) + len(members) > per:
            rows.append([])
        for i in members:
            if len(rows[-1]) == per:
                rows.append([])
            rows[-1].append(i)
    return rows


def pile_layout(lay: TableLayout, kinds: tuple) -> PileLayout:
    """The pile's places for this window: the largest tiles (up to the discards' size) whose
    rows fit between the wall's square and the line of aids above the hand, clear of the side
    seats."""
    m = lay.m
    # clear of the aids over the hand at their tallest (with the legend line)
    bottom = m.h - m.px(2) - lay.h(lay.hand_w) - lay.aids_h(True) - m.px(1)
    return _layout(m.w, m.u, lay.pond_w, bottom, lay.back_w, tuple(lay.centre), kinds)


@lru_cache(maxsize=8)
def _layout(mw: int, u: float, pond_w: int, bottom: int, back_w: int,
            centre: tuple[int, int, int, int], kinds: tuple) -> PileLayout:
    def px(units: float) -> int:
        return max(1, round(units * u))

    ratio = 78 / 56
    top = centre[1] + centre[3] + px(1.2)
    back_h = round(back_w * ratio)
    row_gap = px(0.5)
    w = pond_w
    while True:
        h, lift = round(w * ratio), max(2, round(w * 0.22))
        side = px(3) + 2 * back_h + px(2.6)  # a side seat's melds and its bonus row
        room = mw - 2 * side
        kind_w = STACKS * w + px(0.4)
        rows = rows_of(kinds, max(1, room // kind_w))
        height = len(rows) * (h + lift) + (len(rows) - 1) * row_gap
        if top + height <= bottom or w <= MIN_WIDTH:
            break
        w -= 1
    width = max(len(r) for r in rows) * kind_w
    left = mw // 2 - width // 2
    slots = [pygame.Rect(0, 0, 0, 0)] * len(kinds)
    for r, row in enumerate(rows):
        y = top + r * (h + lift + row_gap) + lift
        # a short row (the honours) centred: left-aligned, its end ran under the player's
        # name plate in the corner
        x = left + (width - len(row) * kind_w) // 2
        for c, i in enumerate(row):
            slots[i] = pygame.Rect(x + c * kind_w, y, w, h)
    return PileLayout(w, h, lift, tuple(slots), tuple(tuple(r) for r in rows), px(0.4))


def kinds_thrown(view, tileset) -> dict[int, list]:
    """The pile's tiles by kind index, the newest discard apart while it is (it lies in the
    middle of the table)."""
    pile = list(view.shared_pile)
    newest = view.last_discard[1] if view.last_discard else None
    if newest is not None and newest in pile:
        pile.remove(newest)
    counts: dict[int, list] = {}
    for tile_ in pile:
        counts.setdefault(tileset.index[tile_], []).append(tile_)
    return counts


def occupied(lay: TableLayout, view, tileset) -> pygame.Rect | None:
    """Where the pile's tiles lie (None: none yet), for what must keep clear of them."""
    place = pile_layout(lay, tileset.kinds)
    counts = kinds_thrown(view, tileset)
    spots = place.placed({k: len(v) for k, v in counts.items()}, place.band.centerx)
    rects = [r.move(0, -place.lift).union(r.move((stacks(len(counts[k])) - 1) * place.w, 0))
             for k, r in spots.items()]
    return rects[0].unionall(rects) if rects else None


def count_tag(surf, m, n: int, topright: tuple[int, int]) -> pygame.Rect:
    """A kind's copies as a number in its group's corner, as the waits show theirs."""
    count = t.text(str(n), round(m.small * 0.8), t.TEXT, True)
    tag = count.get_rect(topright=(topright[0] + m.px(0.4), topright[1] - m.px(0.4)))
    tag = tag.inflate(m.px(0.7), 0)
    pygame.draw.rect(surf, (12, 44, 33), tag, border_radius=tag.h // 2)
    surf.blit(count, count.get_rect(center=tag.center))
    return tag


def newest_in(band: pygame.Rect, w: int, h: int) -> pygame.Rect:
    """The newest discard's place at the foot of the centre panel's band (its last row)."""
    return pygame.Rect(band.centerx - w // 2, band.bottom - h - 2, w, h)


def draw_pile(surf, lay: TableLayout, sprites_at, view, tileset, hide_last: bool = False,
              newest_at: pygame.Rect | None = None) -> None:
    """The pile from the View: each kind's copies on its own two stacks (the first two on the
    first stack, the upper one lifted), the newest discard apart at `newest_at`, marked.
    `sprites_at(w)`: the table's tiles `w` wide."""
    newest = view.last_discard[1] if view.last_discard else None
    if newest is not None and newest not in view.shared_pile:
        newest = None
    place = pile_layout(lay, tileset.kinds)
    sprites = sprites_at(place.w)
    counts = kinds_thrown(view, tileset)
    spots = place.placed({k: len(v) for k, v in counts.items()}, place.band.centerx)
    for kind, tiles in counts.items():
        slot = spots[kind]
        for n, tile_ in enumerate(tiles[: STACK * STACKS]):
            stack, level = divmod(n, STACK)
            surf.blit(sprites.get(tile_), slot.move(stack * place.w, -level * place.lift))
    for kind, tiles in counts.items():  # over every tile: a tag may reach the next kind
        if len(tiles) > 1:  # a stack's lift alone read as one tile (three as two: a tester)
            right = spots[kind].x + stacks(len(tiles)) * place.w
            count_tag(surf, lay.m, len(tiles), (right, spots[kind].y - place.lift))
    if newest is not None and not hide_last and newest_at is not None:
        surf.blit(sprites_at(newest_at.w).get(newest), newest_at)
        mark_newest(surf, lay, "bottom", newest_at)
