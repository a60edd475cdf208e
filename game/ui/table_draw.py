"""Where everything lies on the table for a window size, and drawing it from one seat's View.

Seats are placed relative to the player: 4 players bottom, right, top, left (turn order runs
anticlockwise on screen); 3 players bottom, right, left (the top is left empty). Each place has
an "along" direction (the way its rows run, as that player reads them) and an "across" one
(away from the centre), so one piece of code lays out every seat's discards, hand and melds.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from game.art.faces import MIN_WIDTH
from game.core.model.tiles import HONOUR_NAMES, NORTH_TILE, WINDS
from game.core.table.state import SeatView
from game.ui import theme as t
from game.ui.table_melds import laid_faces, meld_cells, meld_depth
from game.ui.theme import Metrics

ME = 0  # the player's seat: the table is always drawn from it

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
    grammar: Any = None  # the variant's grammar: runs are drawn in the order they run
    sticks: bool = False  # riichi: a stick lies in front of each seat in riichi

    @classmethod
    def make(cls, m: Metrics, tile_size: str = "medium", hand_tiles: int = 14,
             pile: bool = False, grammar: Any = None, sticks: bool = False) -> TableLayout:
        f = SIZE_FACTOR.get(tile_size, 1.0)
        hand_w, pond_w, back_w = _widths(m, hand_tiles, f, pile)
        # larger discards only as far as three rows of them on each side still fit between
        # the across seat's row and the player's hand (large tiles on a short window)
        least = _widths(m, hand_tiles, min(f, 1.0), pile)[1]
        while not pile and pond_w > least and not _ponds_fit(m, hand_w, pond_w, sticks):
            pond_w -= 1
        # the ponds' rows of six run along the centre's edges and meet only at its corners
        side = 6 * pond_w + m.px(1) if not pile else round(min(m.w, m.h) * 0.3)
        centre = pygame.Rect(0, 0, side, side)
        # the shared pile's rows want the room under the wall: its table sits higher
        centre.center = (m.w // 2, round(m.h * (0.4 if pile else 0.46)))
        return cls(m, hand_w, pond_w, back_w, centre, pile, grammar, sticks)

    # Ùzje's table (seed 002) goes with its shared pile: melds upright, left of the hand.
    @property
    def upright_melds(self) -> bool:
        return self.pile

    @property
    def melds_left(self) -> bool:
        return self.pile

    def h(self, w: int) -> int:
        return round(w * TILE_RATIO)

    @property
    def shape_w(self) -> int:
        """The call choices' and the aids' tiles: the discards' size, up to 3/4 of the hand's
        (Ùzje's ranks must read)."""
        return max(self.pond_w, min(round(self.hand_w * 0.75), self.m.px(4.6)))

    def aids_h(self, legend: bool) -> int:
        """How tall the aids over the hand stand: a row of waits in `shape_w` tiles, and a
        legend line above it (`legend`)."""
        m = self.m
        return self.h(self.shape_w) + m.px(2.2) + (m.small + m.px(1.2) if legend else 0)

    def pond_origin(self, place: str) -> tuple[int, int]:
        """Where a seat's first discard starts: at the centre's edge facing that seat (beyond
        the riichi stick's place where there are sticks), so that six tiles are centred on it."""
        c, g = self.centre, self.m.px(2.4 if self.sticks else 0.8)
        ax, ay = ALONG[place]
        rx, ry = ACROSS[place]
        mid = {"bottom": c.midbottom, "right": c.midright, "top": c.midtop,
               "left": c.midleft}[place]
        half = 3 * self.pond_w
        return (mid[0] - ax * half + rx * g, mid[1] - ay * half + ry * g)

    def pond_band(self, place: str) -> pygame.Rect | None:
        """Where a seat's three rows of discards lie, with room for a sideways riichi tile and
        one more tile where the third row runs long (None: one shared pile, no ponds)."""
        if self.pile:
            return None
        depth = self.h(self.pond_w)
        return self.cell(place, self.pond_origin(place), 0, 0, 6 * self.pond_w + depth,
                         3 * depth)

    def stick_rect(self, place: str) -> pygame.Rect:
        """Where a seat's riichi stick lies: across the gap between the centre and its
        discards, centred on its side."""
        m, c = self.m, self.centre
        length, thick = round(3.2 * self.pond_w), max(4, m.px(0.9))
        gap = (m.px(2.4) - thick) // 2
        r = pygame.Rect(0, 0, length, thick) if place in ("bottom", "top") else \
            pygame.Rect(0, 0, thick, length)
        r.center = c.center
        if place == "bottom":
            r.top = c.bottom + gap
        elif place == "top":
            r.bottom = c.top - gap
        elif place == "right":
            r.left = c.right + gap
        else:
            r.right = c.left - gap
        return r

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


def _widths(m: Metrics, hand_tiles: int, f: float, pile: bool) -> tuple[int, int, int]:
    """The hand's, the discards' and the hidden tiles' widths at size factor `f`."""
    hand_w = round(min(m.w * 0.8 / (hand_tiles + 5), m.h * 0.072) * f)
    pond_w = round(hand_w * (0.64 if not pile else 0.54))
    back_w = round(hand_w * 0.5)
    # the tile art has a smallest width: small windows and tiles stop there
    return max(MIN_WIDTH, hand_w), max(MIN_WIDTH, pond_w), max(MIN_WIDTH, back_w)


def _ponds_fit(m: Metrics, hand_w: int, pond_w: int, sticks: bool) -> bool:
    """Whether the centre and three rows of discards above and below it fit between the
    across seat's row (its melds at the discards' size) and the player's hand."""
    rows = 3 * round(pond_w * TILE_RATIO) + m.px(2.4 if sticks else 0.8)
    half = (6 * pond_w + m.px(1)) // 2
    centre_y = round(m.h * 0.46)
    top_row = m.px(3) + round(pond_w * TILE_RATIO)
    hand_top = m.h - m.px(2) - round(hand_w * TILE_RATIO)
    return centre_y - half - rows >= top_row and centre_y + half + rows <= hand_top


def seat_name(names: list[str], seat: int) -> str:
    return names[seat] if seat < len(names) else f"Seat {seat + 1}"


def draw_stick(surf, rect: pygame.Rect) -> None:
    """A 1,000-point stick: white, one red dot in the middle."""
    pygame.draw.rect(surf, (40, 40, 36), rect.move(0, 1), border_radius=min(rect.size) // 2)
    pygame.draw.rect(surf, (244, 240, 230), rect, border_radius=min(rect.size) // 2)
    pygame.draw.circle(surf, (200, 40, 40), rect.center, max(2, min(rect.size) // 3))


def wind_name(wind: int, players: int) -> str:
    return HONOUR_NAMES[WINDS[wind % 4]]


def round_name(view) -> str:
    """The hand's name as the centre panel shows it: "East 2"."""
    return f"{wind_name(view.round_wind, view.players)} {(view.dealer % view.players) + 1}"


def draw_pond(surf, lay: TableLayout, sprites, place: str, seat: SeatView, hide_last: bool,
              mark: bool = False):
    """A seat's discards in rows of six (a fourth row may run long); the riichi tile (or the
    Original Call's) sideways, tsumogiri tiles dimmed, claimed tiles left out; `mark`: its
    newest tile is the table's newest discard (until the next draw). Returns the rect of the
    newest tile."""
    origin = lay.pond_origin(place)
    turns = TURNS[place]
    w, h = lay.pond_w, lay.h(lay.pond_w)
    row = along = 0
    last_rect = None
    shown = [d for d in seat.discards if not d.claimed]
    for i, d in enumerate(shown):
        if along >= 6 * w and row < 2:
            row, along = row + 1, 0
        length = h if turned(d) else w
        rect = lay.cell(place, origin, along, row * h, length, h if not turned(d) else w)
        along += length
        newest = i == len(shown) - 1
        if newest and hide_last:
            last_rect = rect
            continue
        img = sprites.get(d.tile, "sideways" if turned(d) else None, turns)
        at = img.get_rect(center=rect.center)
        surf.blit(img, at)
        if d.tsumogiri:  # drawn and thrown at once: a light veil (no new sprite per discard)
            surf.blit(_veil(at.size, max(2, lay.pond_w // 8)), at)
        if newest and mark:
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


def turned(d) -> bool:
    """Whether a discard lies sideways: it declared riichi, or Classical's Original Call (a
    tester could not tell which discard had declared it)."""
    return d.riichi or d.call


def next_discard_rect(lay: TableLayout, place: str, seat: SeatView) -> pygame.Rect:
    """Where the newest discard lies (for the flight of a discard)."""
    origin = lay.pond_origin(place)
    w, h = lay.pond_w, lay.h(lay.pond_w)
    row = along = 0
    rect = lay.cell(place, origin, 0, 0, w, h)
    for d in (d for d in seat.discards if not d.claimed):
        if along >= 6 * w and row < 2:
            row, along = row + 1, 0
        length = h if turned(d) else w
        rect = lay.cell(place, origin, along, row * h, length, h if not turned(d) else w)
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


def row_length(lay: TableLayout, place: str, seat: SeatView, count: int, players: int) -> int:
    """How long an opponent's row of `count` hand tiles and its melds runs (a side seat's
    set-aside tiles lie in a row of their own beside it)."""
    aside = place in ("left", "right")
    return count * lay.back_w + lay.m.px(2) + melds_length(lay, seat, players, bonus=not aside)


def draw_opponent(surf, lay: TableLayout, backs, ponds, place: str, seat: SeatView,
                  reveal: tuple | None = None, players: int = 4,
                  middle: int | None = None) -> pygame.Rect:
    """An opponent's hand as backs (or face up at hand end), then its melds and the tiles it
    set aside; returns the row's rect on screen. `middle`: the row centred there along its
    edge instead of at its seat's anchor (see table_side)."""
    m = lay.m
    turns = TURNS[place]
    bw, bh = lay.back_w, lay.h(lay.back_w)
    tiles = list(reveal) if reveal else [None] * seat.hand_count
    aside = place in ("left", "right")  # a side seat's set-aside tiles get a row of their own
    total = row_length(lay, place, seat, len(tiles), players)
    ax, ay = ALONG[place]
    cx, cy = hand_anchor(lay, place)
    if middle is not None and aside:
        cy = middle
    elif middle is not None:
        cx = middle
    # rows run along the seat's own left-to-right: start half a row "before" the anchor
    start = (cx - ax * total // 2, cy - ay * total // 2)
    rx, ry = ACROSS[place]
    edge = (start[0] - rx * bh // 2, start[1] - ry * bh // 2)
    along = 0
    if lay.melds_left:  # melds (and bonus tiles) first: on the seat's own left
        along = draw_melds(surf, lay, ponds, place, edge, along, seat, bh, not aside, players)
        along += m.px(2)
    for tile_ in tiles:
        rect = lay.cell(place, edge, along, 0, bw, bh)
        img = backs.back(turns=turns) if tile_ is None else backs.get(tile_, None, turns)
        surf.blit(img, img.get_rect(center=rect.center))
        along += bw
    along += m.px(2)
    if not lay.melds_left:
        along = draw_melds(surf, lay, ponds, place, edge, along, seat, bh, not aside, players)
    if aside:
        # the left seat's row starts under its name plate: a step lower under a power tag
        skip = 1 if place == "left" and seat.power else 0
        draw_bonus_aside(surf, lay, ponds, place, edge, aside_tiles(seat), skip)
    return lay.cell(place, edge, 0, 0, along, bh)


def side_reach(lay: TableLayout) -> int:
    """The x left of which the right seat's hand, melds and set-aside tiles never reach."""
    m, pw, ph = lay.m, lay.pond_w, lay.h(lay.pond_w)
    return m.w - m.px(3) - ph - meld_depth(pw, ph) - m.px(0.6)


def draw_bonus_aside(surf, lay: TableLayout, ponds, place: str, edge, bonus,
                     skip: int = 0) -> None:
    """A side seat's set-aside tiles in a row just inside its hand and melds, clear of the
    ponds: the right seat's from the hand's lower end up, the left seat's from its upper end
    down, under its own name plate (at the lower end they sat on the player's plate)."""
    pw, ph = lay.pond_w, lay.h(lay.pond_w)
    across = lay.h(lay.back_w) - ph - meld_depth(pw, ph) - lay.m.px(0.6)  # inside the melds
    for i, tile_ in enumerate(bonus):
        along = (i + skip) * pw  # from the seat's own left: the right's runs upwards
        rect = lay.cell(place, edge, along, across, pw, ph)
        img = ponds.get(tile_, None, TURNS[place])
        surf.blit(img, img.get_rect(center=rect.center))


def draw_name(surf, lay: TableLayout, place: str, name: str, acting: bool,
              row: pygame.Rect | None = None, seat: SeatView | None = None,
              dealer: bool = False) -> pygame.Rect:
    """A seat's name plate, its name gold while it is that seat's move, then its wind and
    score and a dealer tag: a side seat's above its hand, the top seat's beside the left end
    of its hand `row` (where the hand result leaves it in view), the player's above the
    table toggles (then `row`)."""
    m = lay.m
    img = plate_of(lay, name, acting, seat, dealer)
    cx, cy = hand_anchor(lay, place)
    r = img.get_rect()
    if place == "left":
        r.bottomleft = (plate_edge(lay, place), cy - m.px(24))
    elif place == "right":
        r.bottomright = (plate_edge(lay, place), cy - m.px(24))
    elif place == "top" and row is not None:
        r.midright = (row.left - m.px(2), row.centery)
    elif place == "bottom" and row is not None:  # `row`: the toggles in the corner
        r.bottomleft = (row.left + m.px(0.3), row.top - m.px(0.8))
    else:
        r.center = (cx, cy + lay.h(lay.back_w) // 2 + m.px(2.2))
    if row is not None and place in ("left", "right"):
        r.bottom = min(r.bottom, row.top - m.px(1))  # clear of a long row of melds
    surf.blit(img, r)
    return r


def plate_edge(lay: TableLayout, place: str) -> int:
    """Where a side seat's name plate meets its row: just inside the deepest its melds reach
    (an added kong's tile on its sideways one)."""
    cx = hand_anchor(lay, place)[0]
    reach = meld_depth(lay.pond_w, lay.h(lay.pond_w)) - lay.h(lay.back_w) // 2 + lay.m.px(1)
    return cx + reach if place == "left" else cx - reach


def plate_of(lay: TableLayout, name: str, acting: bool, seat: SeatView | None,
             dealer: bool) -> pygame.Surface:
    """A seat's name plate as drawn (see `draw_name`)."""
    detail = f"{wind_name(seat.wind, 4)}  {number(seat.score)}" if seat is not None else ""
    return name_plate(name, detail, dealer, acting, lay.m.small)


def number(value: int) -> str:
    """A score with thousands separated, a negative one with an en dash."""
    return f"{value:,}".replace("-", "\u2013")


@lru_cache(maxsize=64)
def name_plate(name: str, detail: str, dealer: bool, acting: bool, size: int) -> pygame.Surface:
    """Name (bold; gold while acting), wind and score, and a gold "Dealer" tag."""
    parts = [t.text(name, size, t.GOLD if acting else t.TEXT, True)]
    if detail:
        parts.append(t.text(detail, size, t.TEXT_DIM))
    tag = None
    if dealer:
        words = t.text("Dealer", round(size * 0.85), t.TEXT_DARK, True)
        tag = pygame.Surface((words.get_width() + size, round(size * 1.3)), pygame.SRCALPHA)
        pygame.draw.rect(tag, t.GOLD, tag.get_rect(), border_radius=tag.get_height() // 2)
        tag.blit(words, words.get_rect(center=tag.get_rect().center))
        parts.append(tag)
    gap = round(size * 0.7)
    w = sum(p.get_width() for p in parts) + gap * (len(parts) - 1)
    h = max(p.get_height() for p in parts)
    plate = pygame.Surface((w, h), pygame.SRCALPHA)
    x = 0
    for p in parts:
        plate.blit(p, p.get_rect(midleft=(x, h // 2)))
        x += p.get_width() + gap
    return plate


def aside_tiles(seat: SeatView) -> tuple:
    """The tiles a seat has set aside in view of all: bonus tiles, then extracted Norths."""
    return tuple(seat.bonus) + (NORTH_TILE,) * seat.north


def lay_faces(lay: TableLayout, meld, players: int) -> list[tuple]:
    """A meld's faces as this table lays them (`laid_faces`)."""
    return laid_faces(meld, lay.grammar, players, lay.upright_melds)


def melds_length(lay: TableLayout, seat: SeatView, players: int, bonus: bool = True) -> int:
    """How long a seat's melds and set-aside tiles run along its row (0 when none)."""
    pw, ph = lay.pond_w, lay.h(lay.pond_w)
    along = sum(meld_cells(lay_faces(lay, meld, players), pw, ph)[1] + lay.m.px(0.6)
                for meld in seat.melds)
    return along + (len(aside_tiles(seat)) * pw if bonus else 0)


def draw_melds(surf, lay, ponds, place, edge, along, seat: SeatView, row_depth: int,
               bonus: bool = True, players: int = 4) -> int:
    """Melds (the claimed tile sideways, an added kong's tile on it towards the centre), then
    the tiles set aside (unless `bonus` is False), continuing a hand row; returns how far
    along they end."""
    turns = TURNS[place]
    pw, ph = lay.pond_w, lay.h(lay.pond_w)
    for meld in seat.melds:
        cells, length = meld_cells(lay_faces(lay, meld, players), pw, ph)
        for c in cells:
            rect = lay.cell(place, edge, along + c.along, row_depth - c.lift, c.length, c.depth)
            if c.face is None:
                img = ponds.back(turns=turns)
            else:
                img = ponds.get(c.face, ["sideways"] if c.sideways else None, turns)
            surf.blit(img, img.get_rect(center=rect.center))
        along += length + lay.m.px(0.6)
    for tile_ in aside_tiles(seat) if bonus else ():
        rect = lay.cell(place, edge, along, row_depth - ph, pw, ph)
        img = ponds.get(tile_, None, turns)
        surf.blit(img, img.get_rect(center=rect.center))
        along += pw
    return along


def corner_title(variant_title: str) -> str:
    """The table's top left corner: the variant, and where its keys are (every other screen
    shows its keys; the table showed none: a tester playing by keys alone)."""
    return f"{variant_title}  \u00b7  ? keys"


def title_rect(m: Metrics, variant_title: str) -> pygame.Rect:
    """Where the variant's title sits, in the top left corner."""
    return t.text(variant_title, m.small, t.TEXT_DIM).get_rect(topleft=(m.px(2), m.px(1.5)))
