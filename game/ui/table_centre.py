"""The centre panel: the round and hand, tiles left, the sticks or a repeated hand's count,
and each seat's wind, name and score on the side facing it (split from table_draw)."""

from __future__ import annotations

import pygame

from game.core.table.state import View
from game.ui import theme as t
from game.ui.table_draw import (
    TURNS,
    TableLayout,
    _turned_text,
    place_of,
    round_name,
    title_rect,
    wind_name,
)
from game.ui.theme import Metrics


def draw_centre(surf, lay: TableLayout, view: View, names: list[str], actor: int | None,
                variant_title: str, panel: pygame.Rect | None = None,
                band_h: int = 0, sticks: bool = True, relative: bool = False) -> pygame.Rect:
    """Round and hand, honba and riichi sticks, tiles left; each seat's wind, name and score
    on the side facing it; the dealer's wind in gold; the seat to act marked. `panel`: the
    panel's rect (default: the whole centre); `band_h`: room kept above the round's name for
    the indicators; `sticks`: the honba and riichi sticks count in these rules. Returns that
    band's rect. `relative`: the others' scores as differences from the seat's own (the
    mouse over the panel, as Mahjong Soul's players expect: how far ahead or behind)."""
    m, c = lay.m, panel or lay.centre
    t.shadow(surf, c, m.px(1.2), m.px(1))
    pygame.draw.rect(surf, (12, 44, 33), c, border_radius=m.px(1.2))
    pygame.draw.rect(surf, (236, 186, 84, 120), c, width=max(1, m.px(0.2)),
                     border_radius=m.px(1.2))
    size, note, gap = centre_sizes(m, c)
    band = band_rect(m, c, band_h, sticks or view.repeat > 0)
    y = band.bottom + gap if band_h else band.y
    r = t.blit_text(surf, round_name(view), size, t.TEXT, True, midtop=(c.centerx, y))
    left = f"{view.wall_left} tile left" if view.wall_left == 1 else f"{view.wall_left} tiles left"
    r = t.blit_text(surf, left, note, t.TEXT_DIM,
                    midtop=(c.centerx, r.bottom))
    if sticks:
        line = f"honba {view.honba}   riichi {view.pot // 1000 if view.pot else 0}"
        # between the side seats' labels (with small tiles it ran into them: a tester)
        room = c.w - 2 * (m.px(1.2) + t.font(note, True).get_height() + m.px(0.6))
        t.blit_text(surf, line, t.fit(line, note, room), t.TEXT_DIM,
                    midtop=(c.centerx, r.bottom))
    elif view.repeat:  # the dealer's hand again, after its win or a draw ("repeat 1" alone
        # said nothing to a tester)
        t.blit_text(surf, f"dealer again \u00d7{view.repeat}", note, t.TEXT_DIM,
                    midtop=(c.centerx, r.bottom))
    small = note
    for sv in view.seats:
        place = place_of(sv.seat, view.seat, view.players)
        colour = t.GOLD if sv.seat == view.dealer else t.TEXT
        score = f"{sv.score:,}"
        if relative and sv.seat != view.seat:
            diff = sv.score - view.seats[view.seat].score
            score = f"{diff:+,}" if diff else "\u00b10"
        label = f"{wind_name(sv.wind, view.players)[0]}  {score}".replace("-", "\u2013")
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
    surf.blit(t.text(variant_title, m.small, t.TEXT_DIM), title_rect(m, variant_title))
    return band


def band_rect(m: Metrics, c: pygame.Rect, band_h: int, lines: bool) -> pygame.Rect:
    """The band above the round's name: the band, the round's name, tiles left and (`lines`)
    the sticks, centred between the seat labels."""
    gap = centre_sizes(m, c)[2]
    top, bottom = centre_room(m, c)
    stack_h = (band_h + gap if band_h else 0) + centre_text_h(m, c, lines)
    return pygame.Rect(c.x, (top + bottom) // 2 - stack_h // 2, c.w, band_h)


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
    """Height of the round's name, tiles left and (`sticks`) a line under them: the sticks
    where they count, else a repeated hand's count."""
    size, note, _ = centre_sizes(m, c)
    return t.font(size, True).get_height() + t.font(note).get_height() * (1 + sticks)
