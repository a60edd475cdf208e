"""Ùzje's one shared discard pile, as seed 002 lays it: every kind has its own place in the
standard order, two stacks two tiles high (so a kind shows at most twice from above), and a
tile keeps its place as the pile grows. The places run in rows below the wall's square, each
suit starting a row where the row has no room for it; the newest discard lies apart in the
middle of the table (the caller's place for it), marked, until it is claimed or passed."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.art.faces import MIN_WIDTH
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

    @property
    def band(self) -> pygame.Rect:
        return self.slots[0].unionall(self.slots)


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
    return PileLayout(w, h, lift, tuple(slots))


def newest_in(band: pygame.Rect, w: int, h: int) -> pygame.Rect:
    """The newest discard's place at the foot of the centre panel's band (its last row)."""
    return pygame.Rect(band.centerx - w // 2, band.bottom - h - 2, w, h)


def draw_pile(surf, lay: TableLayout, sprites_at, view, tileset, hide_last: bool = False,
              newest_at: pygame.Rect | None = None) -> None:
    """The pile from the View: each kind's copies on its own two stacks (the first two on the
    first stack, the upper one lifted), the newest discard apart at `newest_at`, marked.
    `sprites_at(w)`: the table's tiles `w` wide."""
    pile = list(view.shared_pile)
    newest = view.last_discard[1] if view.last_discard else None
    if newest is not None and newest in pile:
        pile.remove(newest)
    else:
        newest = None
    place = pile_layout(lay, tileset.kinds)
    sprites = sprites_at(place.w)
    counts: dict[int, list] = {}
    for tile_ in pile:
        counts.setdefault(tileset.index[tile_], []).append(tile_)
    for kind, tiles in counts.items():
        slot = place.slots[kind]
        for n, tile_ in enumerate(tiles[: STACK * STACKS]):
            stack, level = divmod(n, STACK)
            surf.blit(sprites.get(tile_), slot.move(stack * place.w, -level * place.lift))
    if newest is not None and not hide_last and newest_at is not None:
        surf.blit(sprites_at(newest_at.w).get(newest), newest_at)
        mark_newest(surf, lay, "bottom", newest_at)
