"""Drawing an analysis answer: the shanten headline, waits with tiles left, discards with their
ukeire, and the score sheet; shared by the analyzer and the practice drills."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.model.sheet import unit_word
from game.core.model.tiles import TileTextError
from game.core.variants import VARIANTS
from game.ui import theme as t
from game.ui import tile_board as tb
from game.ui.sheet_text import fu_rows
from game.ui.widgets import TextField

UNITS = {"han": "han", "fu": "fu", "faan": "faan", "points": "points", "doubles": "doubles",
         "fan": "fan", "limit": "limit"}


class WideField(TextField):
    """A text field whose box takes the row's width after a short label; long text is clipped
    at the box, showing its end (where the typing is)."""

    def control_rect(self, m) -> pygame.Rect:
        h = m.px(3.9)
        x = self.rect.x + m.px(17)
        return pygame.Rect(x, self.rect.centery - h // 2, self.rect.right - m.px(1.2) - x, h)

    def draw_control(self, surf, m, r, focused):
        value = self.get()
        width = t.font(m.body, True).size(value)[0]
        room = r.w - m.px(3.2)
        if width <= room:
            super().draw_control(surf, m, r, focused)
            return
        shifted = r.move(room - width, 0)
        shifted.w = width + m.px(3.2)
        clip = surf.get_clip()
        surf.set_clip(r.inflate(0, -m.px(0.4)))
        t.panel(surf, r.inflate(0, -m.px(0.4)), m.px(0.6), (0, 0, 0, 90),
                t.GOLD if focused else (255, 255, 255, 60))
        super().draw_control(surf, m, shifted, focused)
        surf.set_clip(clip)



# The wins in Riichi's words, and in the words of the games that say neither Ron nor Tsumo
# (a tester met them in Hong Kong's analyzer).
WIN_NAMES = {"none": "Not yet (analyse)", "ron": "Ron (on a discard)",
             "tsumo": "Tsumo (self-drawn)"}
PLAIN_WIN_NAMES = {**WIN_NAMES, "ron": "On a discard", "tsumo": "Self-drawn"}


def says_ron(variant) -> bool:
    return bool(variant.call_word("ron") == "ron")


def win_name(variant, kind: str) -> str:
    """A win's name on the Win row, in the variant's words."""
    return (WIN_NAMES if says_ron(variant) else PLAIN_WIN_NAMES)[kind]


def win_choice(variant) -> str:
    """The two wins as a sentence names them: "Ron or Tsumo", or "a win on a discard or
    self-drawn"."""
    return "Ron or Tsumo" if says_ron(variant) else "a win on a discard or self-drawn"


def shanten_words(n: int) -> str:
    return {-1: "Complete hand", 0: "Ready (tenpai)"}.get(n, f"{n}-shanten")


def fmt(value: Any, sign: bool = False) -> str:
    """A number as the table writes it: thousands separated (240,000), a float's fraction
    only where it has one (2.8 fan); `sign`: with its + or –, the minus as the table's."""
    if isinstance(value, float) and not value.is_integer():
        text = f"{value:+g}" if sign else f"{value:g}"
    elif isinstance(value, int | float):
        text = f"{int(value):+,}" if sign else f"{int(value):,}"
    else:
        return str(value)
    return text.replace("-", "\u2013")


def count_word(left: int, short: bool) -> str:
    """The copies left under a wait: "3 left", or "3" where room is short."""
    return f"{left}" if short else f"{left} left"


def _waits_grid(m, w: int, width: int, short: bool, marks=()) -> tuple[int, int]:
    """(gap between tiles, tiles a row): a tile's word under it must not touch the next
    (the widest count, 4, sets it, so the rows do not change with the counts)."""
    widest = max(t.text(x, m.small, bold=True).get_width()
                 for x in (count_word(4, short), *marks))
    gap = max(m.px(1.4), widest + m.px(2) - w)
    return gap, max(1, (width + gap) // (w + gap))


def waits_height(m, waits: list[dict], w: int, width: int, short: bool = False) -> int:
    """How tall `draw_waits` lays these waits with tiles `w` wide."""
    per_row = _waits_grid(m, w, width, short)[1]
    rows = -(-len(waits) // per_row)
    return rows * (tb.tile_h(w) + m.px(5)) - m.px(5) + m.px(4.5)


def draw_waits(surf, m, sprites, ts, waits: list[dict], x: int, y: int, width: int,
               marks: dict[str, str] | None = None, short: bool = False) -> int:
    """Each waiting tile with the copies left under it ("3 left", or "3" when `short`);
    `marks` adds a word under a tile (a drill's "missed"). Returns the y below."""
    w = sprites.width
    gap, per_row = _waits_grid(m, w, width, short, (marks or {}).values())
    bottom = y
    for i, wait in enumerate(waits):
        r = pygame.Rect(x + (i % per_row) * (w + gap), y + (i // per_row) * (tb.tile_h(w)
                                                                          + m.px(5)),
                        w, tb.tile_h(w))
        tile_ = _tile(ts, wait["tile"])
        if tile_ is not None:
            surf.blit(sprites.get(tile_), r)
        left = wait.get("left", 0)
        tb.chip(surf, m, count_word(left, short), (r.centerx, r.bottom + m.px(1.6)),
                t.GOLD if left else (150, 150, 140))
        if marks and wait["tile"] in marks:
            t.blit_text(surf, marks[wait["tile"]], m.small, t.TEXT, True,
                        midtop=(r.centerx, r.bottom + m.px(3)))
        bottom = r.bottom + m.px(4.5)
    return bottom


def fit_waits(m, waits: list[dict], w: int, width: int, room: int) -> tuple[int, bool]:
    """(tile width, short counts) that lay the waits within `room` high: as they are, else
    with bare counts under the tiles (more to a row), else smaller tiles (a 13-sided wait
    ran into the palette below)."""
    if waits_height(m, waits, w, width) <= room:
        return w, False
    while w > m.px(3.6) and waits_height(m, waits, w, width, True) > room:
        w -= 1
    return w, True


GROUP_GAP = 3  # units between two groups of discards on one band


def _flow(m, discards: list[dict], w: int, x: int, y: int, width: int
          ) -> tuple[list[tuple[str, pygame.Rect, Any]], int]:
    """Discards grouped by the shanten they leave, best group first, laid left to right in
    bands: each group's name over its tiles, a group that does not fit the band's rest on a
    new band, a group wider than a band wrapping its tiles. Returns the places (("label",
    rect, text) or ("tile", rect, discard)) and the y below them."""
    groups: dict[int, list[dict]] = {}
    for d in discards:
        groups.setdefault(d["shanten"], []).append(d)
    gap, label_h = m.px(1.0), t.font(m.small).get_linesize()
    band_h = label_h + tb.tile_h(w) + m.px(4.5)
    places: list[tuple[str, pygame.Rect, Any]] = []
    cx, cy = x, y
    for n, items in sorted(groups.items()):
        words = f"Leaves {shanten_words(n).lower()}"
        label_w = t.font(m.small).size(words)[0]
        need = max(label_w, len(items) * (w + gap) - gap)
        if cx > x and cx + min(need, width) > x + width:
            cx, cy = x, cy + band_h
        places.append(("label", pygame.Rect(cx, cy, label_w, label_h), words))
        tx = cx
        for d in items:
            if tx + w > x + width:
                tx, cy = x, cy + band_h
            places.append(("tile", pygame.Rect(tx, cy + label_h, w, tb.tile_h(w)), d))
            tx += w + gap
        cx = max(tx - gap, cx + label_w) + m.px(GROUP_GAP)
    return places, cy + band_h


def discards_height(m, discards: list[dict], w: int, width: int) -> int:
    """How high draw_discards lays these discards out with tiles `w` wide."""
    return _flow(m, discards, w, 0, 0, width)[1]


def draw_discards(surf, m, sprites, ts, discards: list[dict], x: int, y: int,
                  width: int) -> int:
    """Discards grouped by the shanten they leave (_flow): each tile with its ukeire under
    it; the best of all outlined. Returns the y below."""
    best = discards[0] if discards else None
    places, bottom = _flow(m, discards, sprites.width, x, y, width)
    for kind, r, what in places:
        if kind == "label":
            t.blit_text(surf, what, m.small, t.TEXT_DIM, topleft=r.topleft)
            continue
        d = what
        tile_ = _tile(ts, d["tile"])
        top = best is not None and (d["shanten"], d["ukeire"]) == (best["shanten"],
                                                                     best["ukeire"])
        if tile_ is not None:
            surf.blit(sprites.get(tile_, "dimmed" if not top else None), r)
        if top:
            tb.hover_mark(surf, r, m)
        tb.chip(surf, m, str(d["ukeire"]), (r.centerx, r.bottom + m.px(1.6)),
                t.GOLD if top else (170, 186, 176))
    return bottom


def _tile(ts, text: str):
    try:
        found = ts.parse(text)
    except TileTextError:
        return None
    return found[0] if found else None


def draw_sheet(surf, m, score: dict, box: pygame.Rect, name_of=str) -> None:
    """The score sheet: verdict and value on top, every element with value and unit on the
    left, the fu detail on the right, the payments along the bottom."""
    x, y = box.x, box.y
    valid = score.get("valid", False)
    head = "Winning hand" if valid else "Not a legal win"
    if not valid and score.get("reason"):
        head += f": {score['reason']}"
    # a refused win pays nothing: its reason gets the whole line ("0 points" ran into it)
    shown = valid and "points" in score
    pts_w = t.font(m.heading, True).size(f"{fmt(score.get('points', 0))} points")[0]
    room = box.w - (pts_w + m.px(2.5) if shown else 0)
    r = t.blit_text(surf, head, t.fit(head, m.heading, room, True), t.TEXT if valid else t.GOLD,
                    True, topleft=(x, y))
    chip_right = r.right
    if score.get("limit"):
        label = str(score["limit"]).upper()
        half = t.text(label, m.small, bold=True).get_width() // 2 + m.px(0.6)
        tb.chip(surf, m, label, (r.right + m.px(1.5) + half, r.centery))
        chip_right = r.right + m.px(1.5) + 2 * half
    total = score.get("total") or {}
    value = " · ".join(f"{fmt(v)} {unit_word(v, UNITS.get(k, k))}" for k, v in total.items())
    if shown:
        pts = t.blit_text(surf, f"{fmt(score['points'])} points", m.heading, t.GOLD, True,
                          bottomright=(box.right, r.bottom))
        right = pts.x - m.px(2.5)
        # the value beside the points, unless it would run under the limit's chip (which
        # names the value already: "5 yakuman" beside QUINTUPLE YAKUMAN)
        if right - t.font(m.body, True).size(value)[0] > chip_right + m.px(1.5):
            t.blit_text(surf, value, m.body, t.TEXT, True,
                        bottomright=(right, pts.bottom - m.px(0.4)))
    elif value and box.right - t.font(m.body, True).size(value)[0] > chip_right + m.px(2.5):
        # a refused win's total, beside its reason ("1.8 fan" under a 2.5 minimum)
        t.blit_text(surf, value, m.body, t.TEXT, True, bottomright=(box.right, r.bottom))
    y = r.bottom + m.px(1.2)
    pays = score.get("payments") or {}
    bottom = box.bottom - (round(m.small * 1.4) + m.px(0.5) if pays else 0)
    elements = score.get("elements") or []
    fu = score.get("fu_items") or []
    size, line, left_rows = sheet_rows(m.small, bottom - y, len(elements), bool(fu))
    col_w = box.w // 2 - m.px(2)
    for i, e in enumerate(elements):
        # past the left column's rows, the right one (the fu detail goes under them)
        ex = x if i < left_rows else x + box.w // 2 + m.px(2)
        ey = y + (i if i < left_rows else i - left_rows) * line
        name = name_of(str(e["name"]))
        t.blit_text(surf, name, t.fit(name, size, col_w - m.px(10)), t.TEXT, topleft=(ex, ey))
        worth = f"{fmt(e['value'])} {unit_word(e['value'], UNITS.get(e['unit'], e['unit']))}"
        t.blit_text(surf, worth, size, t.GOLD, True, topright=(ex + col_w, ey))
    if fu:
        rx, ry = x + box.w // 2 + m.px(2), y + max(0, len(elements) - left_rows) * line
        rows = fu_rows(fu, max(1, (bottom - ry) // line), int(total.get("fu", 0) or 0))
        for name, fu_worth in rows:
            fitted = t.fit(name, size, box.right - rx - m.px(7))
            if fitted < round(size * 0.8):  # too many names for the row: how many
                name, fitted = f"{name.count(', ') + 1} more", size
            t.blit_text(surf, name, fitted, t.TEXT_DIM, topleft=(rx, ry))
            t.blit_text(surf, f"{fu_worth} fu", size, t.TEXT, True, topright=(box.right, ry))
            ry += line
    if pays:
        pygame.draw.line(surf, t.PANEL_LINE, (x, bottom), (box.right, bottom))
        text = "Payments   " + "     ".join(f"{WIND.get(k, k)} {fmt(v, sign=True)}"
                                            for k, v in pays.items())
        t.blit_text(surf, text, t.fit(text, m.small, box.w, True), t.TEXT, True,
                    bottomleft=(x, box.bottom))


def sheet_rows(size: int, room: int, elements: int, fu: bool) -> tuple[int, int, int]:
    """(text size, line height, rows of the left column) that show every element: the left
    column first, then the right, above a fu detail of at least one row; a smaller text where
    even that does not fit (a tester's ten-han hand showed four of its seven elements)."""
    line = round(size * 1.4)
    rows = max(room // line, 1)
    spare = 1 if fu else 0  # the fu detail keeps a row of the right column
    if elements + spare > 2 * rows:
        rows = -(-(elements + spare) // 2)
        line = max(room // rows, 1)
        size = max(round(line / 1.4), 1)
    return size, line, min(elements, rows)


WIND = {"E": "East", "S": "South", "W": "West", "N": "North"}


def _caption(surf, m, label: str, x: int, y: int) -> int:
    r = t.blit_text(surf, label.upper(), round(m.small * 0.85), t.GOLD, True, topleft=(x, y))
    return r.bottom + m.px(0.3)


def draw_result(scene, surf) -> None:
    """The analyzer's result panel from its latest answer."""
    m, box = scene.m, scene.res_box
    inner = box.inflate(-m.px(4), -m.px(3))
    res = scene.result
    sprites = scene.sp_res
    ts = scene.tileset
    if scene.problem:
        t.blit_text(surf, "Fix the text above to see the analysis.", m.body, t.TEXT_DIM,
                    center=box.center)
        return
    if scene.worker.pending or res is None:
        t.blit_text(surf, "Analysing…", m.body, t.TEXT_DIM, center=box.center)
        return
    if res.get("empty"):
        t.blit_text(surf, "The analysis appears here.", m.body, t.TEXT_DIM, center=box.center)
        return
    if "error" in res:
        scene.warning(surf, _friendly(res["error"]), inner.x, inner.y + m.px(1), inner.w)
        return
    if "score" in res:
        box = inner
        if res.get("notes"):  # a win no table could see (a robbed kong's tile held twice)
            line = round(m.small * 1.4)
            box = inner.inflate(0, 0)
            box.h -= line + m.px(0.5)
            t.blit_text(surf, t.clip(_friendly(res["notes"][0]), m.small, inner.w), m.small,
                        t.GOLD, topleft=(inner.x, box.bottom + m.px(0.5)))
        draw_sheet(surf, m, res["score"], box, VARIANTS[scene.variant_id].element_label)
        return
    x, y = inner.x, inner.y
    n = res.get("shanten", 0)
    r = t.blit_text(surf, shanten_words(n), m.heading, t.TEXT, True, topleft=(x, y))
    note = ""
    if "waits" in res and n > 0:
        note = "Not ready yet: add a tile to see which discard is best"
    elif res.get("complete"):
        note = f"Choose {win_choice(VARIANTS[scene.variant_id])} to score it"
    elif "discards" in res:
        note = "Discards, best first · number under a tile: tiles that improve the hand"
    elif n == 0:
        note = "Waiting on · copies not in your hand"
    y = r.bottom + m.px(1.5)
    if note:  # beside the heading where it fits, else under it (it ran off the panel)
        beside = r.right + m.px(2.5)
        if beside + t.font(m.small).size(note)[0] <= inner.right:
            t.blit_text(surf, note, m.small, t.TEXT_DIM, midleft=(beside, r.centery))
        else:
            t.blit_text(surf, t.clip(note, m.small, inner.w), m.small, t.TEXT_DIM,
                        topleft=(x, r.bottom))
            y = r.bottom + t.font(m.small).get_linesize() + m.px(0.8)
    if res.get("waits"):
        w, short = fit_waits(m, res["waits"], sprites.width, inner.w, inner.bottom - y)
        if w != sprites.width:
            sprites = tb.sprite_set(w, scene.res_index)
        draw_waits(surf, m, sprites, ts, res["waits"], x, y, inner.w, short=short)
    elif res.get("discards"):
        discards, y = res["discards"], y + m.px(0.6)
        w = sprites.width  # smaller tiles where the groups would run out of the panel
        while w > m.px(3.6) and y + discards_height(m, discards, w, inner.w) > inner.bottom:
            w -= 1
        if w != sprites.width:
            sprites = tb.sprite_set(w, scene.res_index)
        draw_discards(surf, m, sprites, ts, discards, x, y, inner.w)


def _friendly(error: str) -> str:
    """The core's message, its first word turned into the field's name on this screen."""
    for key, label in (("hand:", "Hand:"), ("melds", "Melds"), ("win.tile:", "Winning tile:"),
                       ("dora_indicators:", "Dora indicators:"), ("bonus:", "Bonus tiles:"),
                       ("win.flags:", "Note:")):
        if error.startswith(key):
            return label + error[len(key):]
    return error[:1].upper() + error[1:]
