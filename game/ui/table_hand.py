"""The player's own row at the bottom: the concealed tiles with the drawn one a little apart, the
melds, then the tiles set aside (bonus tiles, extracted Norths) always in view; Ùzje lays melds
and bonus tiles on the left. The row keeps clear of the table toggles in the corner; a tile
being dragged leaves its place and follows the mouse."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.table.actions import Discard
from game.ui import table_aids as ta
from game.ui import table_draw as td


@dataclass(frozen=True)
class HandRow:
    """Where the row lies: its left end, the top of its tiles, and its parts' lengths."""

    x: int
    y: int
    tiles: int  # the concealed tiles, the drawn tile's gap included
    aside: int  # melds and the tiles set aside (0 when there are none)
    gap: int  # between the tiles and the melds

    @property
    def width(self) -> int:
        return self.tiles + (self.gap + self.aside if self.aside else 0)


def hand_row(table, view) -> HandRow:
    """The row's place: centred, moved right of the toggles when they would overlap it (and
    the window has the room)."""
    m, lay = table.m, table.lay
    count = len(table.hand_tiles(view))
    tiles = count * lay.hand_w + (m.px(1.2) if view.drawn is not None else 0)
    aside = td.melds_length(lay, view.me, view.players)
    gap = m.px(2)
    width = tiles + (gap + aside if aside else 0)
    x = (m.w - width) // 2
    clear = table.toggles_rect.right + m.px(1.5)
    if x < clear and clear + width <= m.w - m.px(1):
        x = clear
    return HandRow(x, m.h - m.px(2) - lay.h(lay.hand_w), tiles, aside, gap)


def draw_hand(table, surf) -> None:
    m, lay, view = table.m, table.lay, table.shown
    tiles = table.hand_tiles(view)
    w, h = lay.hand_w, lay.h(lay.hand_w)
    row = hand_row(table, view)
    x, y = row.x, row.y
    table.hand_rects = []
    if row.aside and lay.melds_left:  # Ùzje: melds on the left of the hand
        td.draw_melds(surf, lay, table.pond_sprites, "bottom", (x, y), 0, view.me, h,
                      players=view.players)
        x += row.aside + row.gap
    legal_tiles = {a.tile for a in table.legal() if isinstance(a, Discard)
                   and a.riichi == table.riichi_mode and a.call == table.call_mode}
    dragged = table.dragged()
    gap = m.px(1.2) if view.drawn is not None else 0
    for i, tile_ in enumerate(tiles):
        if i == len(tiles) - 1 and view.drawn is not None:
            x += gap
        states = []
        lift = 0
        if i == table.selected:
            states.append("selected")
            lift = m.px(1.6)
        elif i == table.hover:
            lift = m.px(0.6)
        if legal_tiles and tile_ not in legal_tiles:
            states.append("dimmed")
        rect = pygame.Rect(x, y - lift, w, h)
        table.hand_rects.append((rect, i, tile_))
        if dragged is None or dragged[0] != i:
            surf.blit(table.hand_sprites.get(tile_, states or None), rect)
        x += w
    if row.aside and not lay.melds_left:
        td.draw_melds(surf, lay, table.pond_sprites, "bottom", (x + row.gap, y), 0, view.me,
                      h, players=view.players)
    ta.draw_aids(table, surf, row.x + (row.aside + row.gap if row.aside and lay.melds_left
                                       else 0), y)
    if dragged is not None and dragged[0] < len(tiles):
        img = table.hand_sprites.get(tiles[dragged[0]], "selected")
        surf.blit(img, img.get_rect(center=dragged[1]))
