"""The tiles of a result: the winning hand with its melds, bonus tiles and Norths, the winning
tile apart and marked; each seat's whole hand at a draw; the indicators a win turns up. Runs
read in the order they run; tiles turn face up one by one as the result is revealed."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.table.events import Won
from game.ui import table_draw as td
from game.ui import theme as t


def tenpai_counts(rules) -> bool:
    """Whether being tenpai at a draw matters in these rules (noten payments, or the dealer
    keeps the deal only when tenpai): then the drawn result marks tenpai and noten."""
    return bool(rules.noten_total) or rules.dealer_keeps_on_draw == "tenpai"


@dataclass(frozen=True)
class SeatHand:
    """One seat's whole hand on a result: concealed tiles, declared melds (None: a quad still
    hidden from this seat), bonus tiles."""

    tiles: tuple
    melds: tuple = ()
    bonus: tuple = ()


def seat_hands(view, hands) -> tuple[SeatHand, ...]:
    """Every seat's hand at a draw: its concealed tiles from the event, melds and bonus tiles as
    the table shows them (bonus tiles still in a hand join those set aside)."""
    out = []
    for seat, tiles in enumerate(hands):
        sv = view.seats[seat]
        bonus = td.aside_tiles(sv) + tuple(x for x in tiles if x.is_bonus and x not in sv.bonus)
        out.append(SeatHand(tuple(x for x in tiles if not x.is_bonus), tuple(sv.melds), bonus))
    return tuple(out)


def indicator_rows(e: Won | None) -> list[tuple[str, tuple]]:
    """The indicators a win turns up: dora, and ura dora for a riichi winner."""
    if e is None:
        return []
    rows = [("Dora", e.dora_indicators), ("Ura dora", e.ura_indicators)]
    return [(name, tiles) for name, tiles in rows if tiles]


def draw_indicators(table, surf, rows, cx: int, y: int, sp=None) -> int:
    """Dora and ura dora indicators as tiles, each row after its name, centred at `cx`."""
    sp = sp or table.pond_sprites
    w, m = sp.width, table.m
    gap = m.px(2)
    widths = [t.font(m.body).size(name)[0] + m.px(1) + len(tiles) * w for name, tiles in rows]
    x = cx - (sum(widths) + gap * (len(rows) - 1)) // 2
    h = table.lay.h(w)
    for (name, tiles), width in zip(rows, widths, strict=True):
        label = t.blit_text(surf, name, m.body, t.TEXT_DIM, midleft=(x, y + h // 2))
        tx = label.right + m.px(1)
        for tile_ in tiles:
            surf.blit(sp.get(tile_), (tx, y))
            tx += w
        x += width + gap
    return y + h


def groups_of(table, sh: SeatHand) -> list[list]:
    """A whole hand as tile groups in table order: concealed tiles sorted, each meld (None
    tiles: a quad still hidden), bonus tiles; Ùzje lays melds and bonus tiles on the left."""
    concealed = table.tileset.sort(list(sh.tiles))
    melds = [list(td.run_order(table.grammar, g.tiles)) if g is not None else [None] * 4
             for g in sh.melds]
    bonus = [list(sh.bonus)] if sh.bonus else []
    groups = melds + bonus + [concealed] if table.lay.melds_left else [concealed, *melds, *bonus]
    return [g for g in groups if g]


def _win_groups(table, hand) -> tuple[list[list], object]:
    sh, win = hand
    rest = list(sh.tiles)
    if win in rest:
        rest.remove(win)
    return groups_of(table, SeatHand(tuple(rest), sh.melds, sh.bonus)), win


def _width(groups, w: int, gap: int) -> int:
    return sum(len(g) for g in groups) * w + len(groups) * gap


def rows_width(table, hand, hands, w: int) -> int:
    """The widest row of tiles the result shows with tiles `w` wide (labels included)."""
    gap = table.m.px(1.2)
    if hand:
        return _width(_win_groups(table, hand)[0], w, gap) + w
    if hands:
        return table.m.px(24) + max(_width(groups_of(table, sh), w, gap) for sh in hands)
    return 0


def _blit_groups(surf, sp, groups, x: int, y: int, gap: int, shown: int) -> int:
    """Tiles group by group from `x`, the first `shown` face up; returns where they end."""
    k = 0
    for g in groups:
        for tile_ in g:
            surf.blit(sp.back() if tile_ is None or k >= shown else sp.get(tile_), (x, y))
            x += sp.width
            k += 1
        x += gap
    return x


def draw_win_hand(table, surf, hand, cx: int, y: int, reveal: float = 1.0,
                  sp=None) -> int:
    """The winning hand: concealed tiles, melds, bonus tiles, and the winning tile apart and
    marked; tiles turn face up one by one while `reveal` runs from 0 to 1."""
    sp = sp or table.pond_sprites
    groups, win = _win_groups(table, hand)
    w, gap = sp.width, table.m.px(1.2)
    count = sum(len(g) for g in groups) + 1
    shown = round(reveal * count)
    x = _blit_groups(surf, sp, groups, cx - (_width(groups, w, gap) + w) // 2, y, gap,
                        shown)
    surf.blit(sp.get(win, "highlighted") if shown >= count else sp.back(), (x, y))
    return y + table.lay.h(w)


def draw_hands(table, surf, hands, box: pygame.Rect, y: int, reveal: float, sp=None) -> int:
    """A drawn game: every seat's whole hand face up, marked tenpai or noten where the rules
    care (the mark is a word and weight, not only a colour)."""
    m = table.m
    sp = sp or table.pond_sprites
    w = sp.width
    h, gap = table.lay.h(w), m.px(1.2)
    marks = tenpai_counts(table.rules)
    ready = set(table.draw_tenpai)
    for seat, sh in enumerate(hands):
        label = table.seat_label(seat)
        if marks:
            label += "  tenpai" if seat in ready else "  noten"
        lit = marks and seat in ready
        t.blit_text(surf, label, t.fit(label, m.small, m.px(20), lit),
                    t.GOLD if lit else t.TEXT_DIM, lit, midleft=(box.x + m.px(3), y + h // 2))
        groups = groups_of(table, sh)
        shown = round(reveal * sum(len(g) for g in groups))
        _blit_groups(surf, sp, groups, box.x + m.px(24), y, gap, shown)
        y += h + m.px(1)
    return y
