"""Where everything lies on the table for a window size, and drawing it from one seat's View.

Seats are placed relative to the player: 4 players bottom, right, top, left (turn order runs
anticlockwise on screen); 3 players bottom, right, left (the top is left empty). Each place has
an "along" direction (the way its rows run, as that player reads them) and an "across" one
(away from the centre), so one piece of code lays out every seat's discards, hand and melds.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.art.faces import MIN_WIDTH
from game.core.model.tiles import HONOUR_NAMES, WINDS
from game.core.table.state import SeatView, View
from game.ui import theme as t
from game.ui.theme import Metrics

PLACES_4 = ("bottom", "right", "top", "left")
PLACES_3 = ("bottom", "right", "left")
TURNS = {"bottom": 0, "right": 1, "top": 2, "left": 3}  # quarter turns to face that seat
ALONG = {"bottom": (1, 0), "right": (0, -1), "top": (-1, 0), "left": (0, 1)}
ACROSS = {"bottom": (0, 1), "right": (1, 0), "top": (0, -1), "left": (-1, 0)}
SIZE_FACTOR = {"small": 0.85, "medium": 1.0, "large": 1.15}
TILE_RATIO = 78 / 56  # the tile art's height / width


def place_of(seat: int, me: int, players: int) -> str:
    rel = (seat - me) % players
    return (PLACES_4 if players == 4 else PLACES_3)[rel]


@dataclass
class TableLayout:
    """Sizes and anchor points for one window size."""

    m: Metrics
    hand_w: int  # the player's tiles
    pond_w: int  # discards and melds
    back_w: int  # opponents' hidden tiles
    centre: pygame.Rect
    pile: bool = False  # Ùzje: one shared pile, no pond in front of each seat

    @classmethod
    def make(cls, m: Metrics, tile_size: str = "medium", hand_tiles: int = 14,
             pile: bool = False) -> TableLayout:
        f = SIZE_FACTOR.get(tile_size, 1.0)
        hand_w = round(min(m.w * 0.8 / (hand_tiles + 5), m.h * 0.072) * f)
        pond_w = round(hand_w * (0.64 if not pile else 0.54))
        back_w = round(hand_w * 0.5)
        # the tile art has a smallest width: small windows and tiles stop there
        hand_w, pond_w, back_w = (max(MIN_WIDTH, w) for w in (hand_w, pond_w, back_w))
        # the ponds' rows of six run along the centre's edges and meet only at its corners
        side = 6 * pond_w + m.px(1) if not pile else round(min(m.w, m.h) * 0.3)
        centre = pygame.Rect(0, 0, side, side)
        centre.center = (m.w // 2, round(m.h * 0.46))
        return cls(m, hand_w, pond_w, back_w, centre, pile)

    # Ùzje's table (seed 002) goes with its shared pile: melds upright, left of the hand.
    @property
    def upright_melds(self) -> bool:
        return self.pile

    @property
    def melds_left(self) -> bool:
        return self.pile

    def h(self, w: int) -> int:
        return round(w * TILE_RATIO)

    def pond_origin(self, place: str) -> tuple[int, int]:
        """Where a seat's first discard starts: at the centre's edge facing that seat, so that
        six tiles are centred on it."""
        c, g = self.centre, self.m.px(0.8)
        ax, ay = ALONG[place]
        rx, ry = ACROSS[place]
        mid = {"bottom": c.midbottom, "right": c.midright, "top": c.midtop,
               "left": c.midleft}[place]
        half = 3 * self.pond_w
        return (mid[0] - ax * half + rx * g, mid[1] - ay * half + ry * g)

    def cell(self, place: str, origin: tuple[int, int], along: int, across: int, length: int,
             depth: int) -> pygame.Rect:
        """The rect `length` long (along) and `depth` deep (across), starting `along` pixels
        along and `across` pixels out from `origin`."""
        ax, ay = ALONG[place]
        rx, ry = ACROSS[place]
        x0 = origin[0] + ax * along + rx * across
        y0 = origin[1] + ay * along + ry * across
        x1 = x0 + ax * length + rx * depth
        y1 = y0 + ay * length + ry * depth
        return pygame.Rect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))


def seat_name(names: list[str], seat: int) -> str:
    return names[seat] if seat < len(names) else f"Seat {seat + 1}"


def wind_name(wind: int, players: int) -> str:
    return HONOUR_NAMES[WINDS[wind % 4]]


def draw_pond(surf, lay: TableLayout, sprites, place: str, seat: SeatView, hide_last: bool):
    """A seat's discards in rows of six (a fourth row may run long); the riichi tile sideways,
    tsumogiri tiles dimmed, claimed tiles left out. Returns the rect of the newest tile."""
    origin = lay.pond_origin(place)
    turns = TURNS[place]
    w, h = lay.pond_w, lay.h(lay.pond_w)
    row = along = 0
    last_rect = None
    shown = [d for d in seat.discards if not d.claimed]
    for i, d in enumerate(shown):
        if along >= 6 * w and row < 2:
            row, along = row + 1, 0
        length = h if d.riichi else w
        rect = lay.cell(place, origin, along, row * h, length, h if not d.riichi else w)
        along += length
        newest = i == len(shown) - 1
        if newest and hide_last:
            last_rect = rect
            continue
        img = sprites.get(d.tile, "sideways" if d.riichi else None, turns)
        at = img.get_rect(center=rect.center)
        surf.blit(img, at)
        if d.tsumogiri:  # drawn and thrown at once: a light veil (no new sprite per discard)
            surf.blit(_veil(at.size, max(2, lay.pond_w // 8)), at)
        if newest:
            mark_newest(surf, lay, place, rect)
        last_rect = rect
    if last_rect is None:
        last_rect = lay.cell(place, origin, 0, 0, w, h)
    return last_rect


@lru_cache(maxsize=64)
def _veil(size: tuple[int, int], radius: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (40, 50, 45, 70), veil.get_rect(), border_radius=radius)
    return veil


@lru_cache(maxsize=256)
def _turned_text(s: str, size: int, colour, turns: int) -> pygame.Surface:
    img = t.text(s, size, colour, True)
    return pygame.transform.rotate(img, 90 * turns) if turns else img


def mark_newest(surf, lay: TableLayout, place: str, rect: pygame.Rect) -> None:
    """The newest discard: an orange bar on the side away from the centre (shape, not only
    colour)."""
    k = max(3, lay.pond_w // 9)
    rx, ry = ACROSS[place]
    if rx:
        bar = pygame.Rect(rect.right + 2 if rx > 0 else rect.x - k - 2, rect.y + 2, k,
                          rect.h - 4)
    else:
        bar = pygame.Rect(rect.x + 2, rect.bottom + 2 if ry > 0 else rect.y - k - 2,
                          rect.w - 4, k)
    pygame.draw.rect(surf, (236, 84, 24), bar, border_radius=k // 2)


def next_discard_rect(lay: TableLayout, place: str, seat: SeatView) -> pygame.Rect:
    """Where the newest discard lies (for the flight of a discard)."""
    origin = lay.pond_origin(place)
    w, h = lay.pond_w, lay.h(lay.pond_w)
    row = along = 0
    rect = lay.cell(place, origin, 0, 0, w, h)
    for d in (d for d in seat.discards if not d.claimed):
        if along >= 6 * w and row < 2:
            row, along = row + 1, 0
        length = h if d.riichi else w
        rect = lay.cell(place, origin, along, row * h, length, h if not d.riichi else w)
        along += length
    return rect


def hand_anchor(lay: TableLayout, place: str) -> tuple[int, int]:
    """The middle of a seat's hand row on screen (where its discards fly from)."""
    m = lay.m
    bh = lay.h(lay.back_w)
    return {"bottom": (m.w // 2, m.h - m.px(2) - lay.h(lay.hand_w) // 2),
            "right": (m.w - m.px(3) - bh // 2, m.h // 2),
            "top": (m.w // 2, m.px(3) + bh // 2),
            "left": (m.px(3) + bh // 2, m.h // 2)}[place]


def draw_opponent(surf, lay: TableLayout, backs, ponds, place: str, seat: SeatView,
                  reveal: tuple | None = None) -> pygame.Rect:
    """An opponent's hand as backs (or face up at hand end), then its melds and bonus tiles;
    returns the row's rect on screen."""
    m = lay.m
    turns = TURNS[place]
    bw, bh = lay.back_w, lay.h(lay.back_w)
    pw = lay.pond_w
    count = seat.hand_count
    aside = place in ("left", "right")  # a side seat's bonus tiles get a row of their own
    meld_len = sum(len(g.tiles) if g else 4 for g in seat.melds) * pw \
        + (0 if aside else len(seat.bonus) * pw)
    total = count * bw + m.px(2) + meld_len
    ax, ay = ALONG[place]
    cx, cy = hand_anchor(lay, place)
    # rows run along the seat's own left-to-right: start half a row "before" the anchor
    start = (cx - ax * total // 2, cy - ay * total // 2)
    rx, ry = ACROSS[place]
    edge = (start[0] - rx * bh // 2, start[1] - ry * bh // 2)
    along = 0
    if lay.melds_left:  # melds (and bonus tiles) first: on the seat's own left
        along = draw_melds(surf, lay, ponds, place, edge, along, seat, bh, bonus=not aside)
        along += m.px(2)
    tiles = list(reveal) if reveal else [None] * count
    for tile_ in tiles:
        rect = lay.cell(place, edge, along, 0, bw, bh)
        img = backs.back(turns=turns) if tile_ is None else backs.get(tile_, None, turns)
        surf.blit(img, img.get_rect(center=rect.center))
        along += bw
    along += m.px(2)
    if not lay.melds_left:
        along = draw_melds(surf, lay, ponds, place, edge, along, seat, bh, bonus=not aside)
    if aside:
        draw_bonus_aside(surf, lay, ponds, place, edge, total, seat.bonus)
    return lay.cell(place, edge, 0, 0, along, bh)


def draw_bonus_aside(surf, lay: TableLayout, ponds, place: str, edge, total: int,
                     bonus) -> None:
    """A side seat's bonus tiles in a row just inside its hand and melds, from the hand's lower
    end up: clear of the name above the hand and of the ponds."""
    pw, ph = lay.pond_w, lay.h(lay.pond_w)
    across = lay.h(lay.back_w) - 2 * ph - lay.m.px(0.6)  # the melds reach ph in from the edge
    for i, tile_ in enumerate(bonus):
        along = i * pw if place == "right" else total - (i + 1) * pw  # right runs upwards
        rect = lay.cell(place, edge, along, across, pw, ph)
        img = ponds.get(tile_, None, TURNS[place])
        surf.blit(img, img.get_rect(center=rect.center))


def draw_name(surf, lay: TableLayout, place: str, name: str, acting: bool,
              row: pygame.Rect | None = None) -> pygame.Rect:
    """An opponent's name, gold while it is that seat's move: a side seat's above its hand,
    the top seat's beside the left end of its hand `row`, where the hand result leaves it in
    view."""
    m = lay.m
    cx, cy = hand_anchor(lay, place)
    rx, ry = ACROSS[place]
    inward = lay.h(lay.back_w) // 2 + m.px(2.2)
    pos = (cx - rx * inward, cy - ry * inward)
    colour = t.GOLD if acting else t.TEXT_DIM
    img = _turned_text(name, m.small, colour, 0)
    r = img.get_rect(center=pos)
    reach = lay.h(lay.pond_w) - lay.h(lay.back_w) // 2  # the melds' inner edge from cx
    if place == "left":
        r.midleft = (cx + reach + m.px(1), cy - m.px(26))
    elif place == "right":
        r.midright = (cx - reach - m.px(1), cy - m.px(26))
    elif place == "top" and row is not None:
        r.midright = (row.left - m.px(2), row.centery)
    surf.blit(img, r)
    return r


def draw_melds(surf, lay, ponds, place, edge, along, seat: SeatView, row_depth: int,
               bonus: bool = True) -> int:
    """Melds (the claimed tile sideways), then bonus tiles (unless `bonus` is False),
    continuing a hand row."""
    turns = TURNS[place]
    pw, ph = lay.pond_w, lay.h(lay.pond_w)
    depth_off = row_depth - ph
    for meld in seat.melds:
        faces = meld.tiles if meld is not None else (None,) * 4
        claimed_done = False
        for i, face in enumerate(faces):
            sideways = (not lay.upright_melds and meld is not None
                        and meld.claimed is not None and not claimed_done
                        and face == meld.claimed)
            claimed_done = claimed_done or sideways
            hidden = face is None or (meld is not None and not meld.open and i in (0, 3))
            length = ph if sideways else pw
            rect = lay.cell(place, edge, along, depth_off if not sideways else row_depth - pw,
                            length, ph if not sideways else pw)
            if hidden:
                img = ponds.back(turns=turns)
            else:
                img = ponds.get(face, ["sideways"] if sideways else None, turns)
            surf.blit(img, img.get_rect(center=rect.center))
            along += length
        along += lay.m.px(0.6)
    for tile_ in seat.bonus if bonus else ():
        rect = lay.cell(place, edge, along, depth_off, pw, ph)
        img = ponds.get(tile_, None, turns)
        surf.blit(img, img.get_rect(center=rect.center))
        along += pw
    return along


def draw_centre(surf, lay: TableLayout, view: View, names: list[str], actor: int | None,
                variant_title: str, panel: pygame.Rect | None = None,
                band_h: int = 0, sticks: bool = True) -> pygame.Rect:
    """Round and hand, honba and riichi sticks, tiles left; each seat's wind, name and score
    on the side facing it; the dealer's wind in gold; the seat to act marked. `panel`: the
    panel's rect (default: the whole centre); `band_h`: room kept above the round's name for
    the indicators; `sticks`: the honba and riichi sticks count in these rules. Returns that
    band's rect."""
    m, c = lay.m, panel or lay.centre
    t.shadow(surf, c, m.px(1.2), m.px(1))
    pygame.draw.rect(surf, (12, 44, 33), c, border_radius=m.px(1.2))
    pygame.draw.rect(surf, (236, 186, 84, 120), c, width=max(1, m.px(0.2)),
                     border_radius=m.px(1.2))
    size, note, gap = centre_sizes(m, c)
    top, bottom = centre_room(m, c)
    # the band, the round's name, tiles left and the sticks, centred between the seat labels
    stack_h = (band_h + gap if band_h else 0) + centre_text_h(m, c, sticks)
    y = (top + bottom) // 2 - stack_h // 2
    band = pygame.Rect(c.x, y, c.w, band_h)
    y += band_h + gap if band_h else 0
    r = t.blit_text(surf, f"{wind_name(view.round_wind, view.players)} "
                    f"{(view.dealer % view.players) + 1}", size, t.TEXT, True,
                    midtop=(c.centerx, y))
    r = t.blit_text(surf, f"{view.wall_left} tiles left", note, t.TEXT_DIM,
                    midtop=(c.centerx, r.bottom))
    if sticks:
        line = f"honba {view.honba}   riichi {view.pot // 1000 if view.pot else 0}"
        t.blit_text(surf, line, note, t.TEXT_DIM, midtop=(c.centerx, r.bottom))
    small = note
    for sv in view.seats:
        place = place_of(sv.seat, view.seat, view.players)
        colour = t.GOLD if sv.seat == view.dealer else t.TEXT
        label = f"{wind_name(sv.wind, view.players)[0]}  {sv.score:,}".replace("-", "\u2013")
        img = _turned_text(label, small, colour, TURNS[place])
        pad = m.px(1.2)
        anchor = {"bottom": {"midbottom": (c.centerx, c.bottom - pad)},
                  "right": {"midright": (c.right - pad, c.centery)},
                  "top": {"midtop": (c.centerx, c.top + pad)},
                  "left": {"midleft": (c.left + pad, c.centery)}}[place]
        r = img.get_rect(**anchor)
        surf.blit(img, r)
        if sv.seat == actor:  # a bar on the actor's side: shape as well as colour
            bar = r.inflate(m.px(1), m.px(1))
            pygame.draw.rect(surf, t.GOLD, bar, width=max(2, m.px(0.25)),
                             border_radius=m.px(0.5))
    t.blit_text(surf, variant_title, m.small, t.TEXT_DIM, topleft=(m.px(2), m.px(1.5)))
    return band


def centre_sizes(m: Metrics, c: pygame.Rect) -> tuple[int, int, int]:
    """Font sizes of the centre panel (round name; tiles left, sticks and seat labels) and
    the gap under its band."""
    size = max(10, c.h // 9)
    return size, max(round(size * 0.62), round(m.small * 0.7)), m.px(0.6)


def centre_room(m: Metrics, c: pygame.Rect) -> tuple[int, int]:
    """The panel's height between the top and bottom seats' labels."""
    label_h = t.font(centre_sizes(m, c)[1], True).get_height()
    return c.top + m.px(1.2) + label_h, c.bottom - m.px(1.2) - label_h


def centre_text_h(m: Metrics, c: pygame.Rect, sticks: bool) -> int:
    """Height of the round's name, tiles left and (if they count) the sticks."""
    size, note, _ = centre_sizes(m, c)
    return t.font(size, True).get_height() + t.font(note).get_height() * (1 + sticks)


def pile_cells(lay: TableLayout, n: int) -> tuple[list[pygame.Rect], pygame.Rect]:
    """Ùzje's shared pile: `n` sorted tiles in their own band below the wall's square, two rows
    high (more once the rows are full), centred; and the cell of the newest discard, apart to
    the band's right. The band stays clear of the side seats' hands and bonus tiles."""
    m = lay.m
    w, h = lay.pond_w, lay.h(lay.pond_w)
    gap = m.px(1.5)
    side = m.px(3) + 2 * h + m.px(2.6)  # a side seat's melds and its bonus row inside them
    room = m.w - 2 * side - w - gap  # the newest discard's place kept on the right
    per = max(1, min(room // w, -(-n // 2)))
    rows = max(1, -(-n // per))
    top = lay.centre.bottom + m.px(1.2)
    left = m.w // 2 - (per * w + gap + w) // 2
    cells = []
    for i in range(n):
        r, c = divmod(i, per)
        cells.append(pygame.Rect(left + c * w, top + r * h, w, h))
    newest = pygame.Rect(left + per * w + gap, top + (rows * h - h) // 2, w, h)
    return cells, newest


def draw_pile(surf, lay: TableLayout, sprites, view: View, hide_last: bool = False) -> None:
    """Ùzje: the one shared pile of discards, sorted, in its band below the wall; the newest
    discard (until it is claimed or passed) apart on the right, marked."""
    pile = list(view.shared_pile)
    newest = view.last_discard[1] if view.last_discard else None
    if newest is not None and newest in pile:
        pile.remove(newest)
    else:
        newest = None
    cells, apart = pile_cells(lay, len(pile))
    for tile_, rect in zip(pile, cells, strict=True):
        surf.blit(sprites.get(tile_), rect)
    if newest is not None and not hide_last:
        surf.blit(sprites.get(newest), apart)
        mark_newest(surf, lay, "bottom", apart)
