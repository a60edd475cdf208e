"""A winning hand drawn as one row of tiles for the learning screens: the concealed tiles, the
winning tile apart and marked, the melds in groups (a concealed kong with its ends face down),
then bonus tiles and indicators, each group with a small label."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core.model.tiles import Tile, TileSet
from game.ui import theme as t
from game.ui import tile_board as tb

GAP = 0.45  # a gap between groups, in tile widths


def long_ranks(tileset: TileSet) -> bool:
    """Whether a suit runs past 9: ranks too many to tell apart by their pips at a glance."""
    return any(k.is_number and k.rank > 9 for k in tileset.kinds)


def corner_index(colour_blind: bool, tileset: TileSet) -> str | None:
    """The notation tiles carry in a corner: for the colour-blind aid, and always where ranks
    run past 9 (Ùzje's 10-16 are told apart by the number), as at the table."""
    return tileset.notation.name if colour_blind or long_ranks(tileset) else None


@dataclass(frozen=True)
class HandParts:
    """The tiles of an analyze-style hand, grouped as the row shows them."""

    concealed: tuple[Tile, ...]
    win: Tile | None
    melds: tuple[tuple[tuple[Tile, ...], bool], ...]  # (tiles, open)
    bonus: tuple[Tile, ...]
    dora: tuple[Tile, ...]
    ura: tuple[Tile, ...]

    @property
    def units(self) -> float:
        """The row's width in tile widths."""
        n = len(self.concealed) + (1 + GAP if self.win is not None else 0)
        n += sum(len(ts) + GAP for ts, _ in self.melds)
        for extra in (self.bonus, self.dora, self.ura):
            if extra:
                n += 0.75 * len(extra) + 2 * GAP
        return n


def parts(ts: TileSet, request: dict[str, Any]) -> HandParts:
    """The groups of a request's hand (hand, melds, win, bonus, indicators)."""
    hand = ts.parse(request.get("hand", ""))
    win_text = (request.get("win") or {}).get("tile")
    win = ts.parse(win_text)[0] if win_text else None
    if win is not None:
        same = next((x for x in hand if x is win), None) or next(
            (x for x in hand if x.plain is win.plain), None)
        if same is not None:
            hand.remove(same)
            win = same
    melds = tuple((tuple(ts.parse(m["tiles"])), bool(m.get("open", True)))
                  for m in request.get("melds", ()))
    return HandParts(tuple(ts.sort(hand)), win, melds, tuple(ts.parse(request.get("bonus", ""))),
                     tuple(ts.parse(request.get("dora_indicators", ""))),
                     tuple(ts.parse(request.get("ura_indicators", ""))))


def tile_width(p: HandParts, room: int, most: int) -> int:
    """The widest tiles (up to `most` px) with which the row fits in `room` px."""
    return max(14, min(most, int(room / max(1.0, p.units))))


def draw(surf: pygame.Surface, m: t.Metrics, p: HandParts, x: int, y: int, w: int,
         index: str | None = None, label_colour=t.TEXT_DIM) -> pygame.Rect:
    """Draw the row with tiles `w` px wide from (x, y); the rect it covers (labels below)."""
    from game.art.faces import BACK

    sprites = tb.sprite_set(w, index)
    small = tb.sprite_set(max(14, round(w * 0.75)), index)
    h = tb.tile_h(w)
    gap = round(w * GAP)
    left = x
    for tile_ in p.concealed:
        surf.blit(sprites.get(tile_), (x, y))
        x += w
    if p.win is not None:
        x += gap
        r = pygame.Rect(x, y - round(h * 0.12), w, h)
        surf.blit(sprites.get(p.win), r)
        tb.hover_mark(surf, r, m)
        t.blit_text(surf, "win", round(m.small * 0.85), t.GOLD, True,
                    midtop=(r.centerx, y + h + m.px(0.3)))
        x += w
    for tiles, is_open in p.melds:
        x += gap
        start = x
        for i, tile_ in enumerate(tiles):
            face = BACK if not is_open and i in (0, len(tiles) - 1) else tile_
            surf.blit(sprites.get(face), (x, y))
            x += w
        word = "called" if is_open else "concealed"
        t.blit_text(surf, word, round(m.small * 0.85), label_colour,
                    midtop=((start + x) // 2, y + h + m.px(0.3)))
    for label, extra in (("bonus", p.bonus), ("dora ind.", p.dora), ("ura ind.", p.ura)):
        if not extra:
            continue
        x += 2 * gap
        start = x
        sw = small.width
        for tile_ in extra:
            surf.blit(small.get(tile_), (x, y + h - tb.tile_h(sw)))
            x += sw
        t.blit_text(surf, label, round(m.small * 0.85), label_colour,
                    midtop=((start + x) // 2, y + h + m.px(0.3)))
    return pygame.Rect(left, y, x - left, h + m.px(0.3) + round(m.small * 1.1))


def draw_tiles(surf: pygame.Surface, tiles: list[Tile], x: int, y: int, w: int,
               index: str | None = None) -> int:
    """A plain row of tiles; the x after it."""
    sprites = tb.sprite_set(w, index)
    for tile_ in tiles:
        surf.blit(sprites.get(tile_), (x, y))
        x += w
    return x
