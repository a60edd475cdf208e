"""The hand result and match result drawn over the table: the winning hand, the score sheet with
its fu on demand, drawn games with every seat's hand and tenpai, and the match's ranks."""

from __future__ import annotations

import pygame

from game.core.events import DrawnGame, Won
from game.ui import theme as t


def _num(value) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def describe_win(table, e: Won) -> list[str]:
    """The sheet's lines: each yaku / faan / double / fan with its value, the limit name."""
    label = table.seat_label
    how = "self-draw" if e.by == "tsumo" else f"a discard from {label(e.from_seat)}"
    lines = [f"{label(e.seat)} won on {how}"]
    sheet = e.sheet
    if sheet is not None:
        for el in getattr(sheet, "elements", []):
            lines.append(f"{el.name}  {_num(el.value)} {el.unit}")
        total = getattr(sheet, "total", {}) or {}
        if "han" in total and "fu" in total:
            lines.append(f"{total['han']} han {total['fu']} fu  (F: fu details)")
        if getattr(sheet, "limit_name", ""):
            lines.append(sheet.limit_name)
    return lines


def fu_lines(e: Won | None) -> list[str]:
    """The fu breakdown of a Riichi win (empty when the sheet has none)."""
    if e is None or e.sheet is None:
        return []
    items = (getattr(e.sheet, "detail", {}) or {}).get("fu_items") or []
    return [f"{it['name']}  {it['fu']} fu" for it in items]


def describe_draw(table, e: DrawnGame) -> list[str]:
    ready = set(e.tenpai)
    lines = [f"Drawn game ({e.reason.replace('_', ' ')})"]
    if e.reason == "exhaustive":
        lines.append("  ".join(f"{table.seat_label(s)}: {'tenpai' if s in ready else 'noten'}"
                               for s in range(table.view.players)))
    return lines


def hand_name(e: Won) -> str:
    """A win's name for the match's best hand: its limit, else its biggest line."""
    sheet = e.sheet
    if sheet is None:
        return "a win"
    if getattr(sheet, "limit_name", ""):
        return sheet.limit_name
    elements = [el for el in sheet.elements if el.unit not in ("fu", "points")] or \
        list(sheet.elements)
    if not elements:
        return "a win"
    top = max(elements, key=lambda el: el.value)
    return f"{top.name} {_num(top.value)} {top.unit}"


def payments(table, e) -> list[str]:
    """The settlement's own lines, then each seat's change (a draw's are noten payments)."""
    moved = "  ".join(f"{table.seat_label(i)} {d:+d}" for i, d in enumerate(e.deltas) if d)
    # After a win the heading already names the winner; the engine's "N wins" would repeat it.
    lines = list(e.lines) if table.last_win is None else []
    if not moved:
        return [*lines, "No payments"]
    label = "Noten payments: " if table.last_win is None and table.draw_hands else ""
    scores = "  ".join(f"{table.seat_label(i)} {s}" for i, s in enumerate(e.scores))
    return [*lines, label + moved, f"Scores: {scores}"]


def points_of(e: Won) -> int:
    sheet = e.sheet
    return int(getattr(sheet, "points", 0) or 0) if sheet is not None else 0


def draw_result(table, surf) -> None:
    m, stage = table.m, table.stage
    lines = list(table.result)
    if table.match_over is not None:
        lines = match_lines(table)
    elif table.show_fu and table.last_win is not None:
        lines = lines[:1] + (fu_lines(table.last_win) or ["No fu details for this hand"])
    hand = table.win_hand if table.match_over is None else None
    hands = table.draw_hands if table.match_over is None and hand is None else None
    tile_h = table.lay.h(table.lay.pond_w)
    indicators = indicator_rows(table.last_win) if hand else []
    extra = (tile_h + m.px(2)) * (1 + bool(indicators)) if hand else 0
    if hands:
        extra = len(hands) * (tile_h + m.px(1)) + m.px(1)
    line_h = round(m.body * 1.5)
    box = pygame.Rect(0, 0, m.px(100), m.px(8) + len(lines) * line_h + extra)
    box.h = min(box.h, m.h - m.px(4))
    box.center = (m.w // 2, round(m.h * 0.42))
    box.top = max(m.px(1), box.top)
    t.shadow(surf, box, m.px(1.5), m.px(1.5))
    pygame.draw.rect(surf, (10, 36, 27), box, border_radius=m.px(1.5))
    pygame.draw.rect(surf, t.GOLD, box, width=max(2, m.px(0.25)), border_radius=m.px(1.5))
    y = box.y + m.px(3)
    reveal = stage.reveal
    if hand:
        y = draw_win_hand(table, surf, hand, box.centerx, y, reveal) + m.px(2)
        if indicators and reveal >= 1:
            y = draw_indicators(table, surf, indicators, box.centerx, y) + m.px(2)
    if hands:
        y = draw_hands(table, surf, hands, box, y, reveal) + m.px(1)
    if reveal < 1:
        return  # the lines follow the tiles
    for i, line in enumerate(lines):
        size = m.heading if i == 0 else m.body
        colour = t.TEXT if i == 0 else t.TEXT_DIM
        r = t.blit_text(surf, line, t.fit(line, size, box.w - m.px(4)), colour, i == 0,
                        midtop=(box.centerx, y))
        y = r.bottom + m.px(0.6)
    if table.match_over is not None and not table.buttons:
        from game.ui.widgets import Button

        table.buttons = [Button("Back to title", table.leave, pygame.K_RETURN, "Enter",
                                primary=True)]


def match_lines(table) -> list[str]:
    e = table.match_over
    lines = ["The match is over"] + [
        f"{e.ranks[s]}.  {table.seat_label(s)}  {e.scores[s]}"
        for s in sorted(range(len(e.scores)), key=lambda s: e.ranks[s])]
    if table.best is not None:
        points, who, what = table.best
        lines.append(f"Best hand: {who}, {what}" + (f", {points} points" if points else ""))
    return lines


def indicator_rows(e: Won | None) -> list[tuple[str, tuple]]:
    """The indicators a win turns up: dora, and ura dora for a riichi winner."""
    if e is None:
        return []
    rows = [("Dora", e.dora_indicators), ("Ura dora", e.ura_indicators)]
    return [(name, tiles) for name, tiles in rows if tiles]


def draw_indicators(table, surf, rows, cx: int, y: int) -> int:
    """Dora and ura dora indicators as tiles, each row after its name, centred at `cx`."""
    sp, w, m = table.pond_sprites, table.lay.pond_w, table.m
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


def draw_win_hand(table, surf, hand, cx: int, y: int, reveal: float = 1.0) -> int:
    """The winning hand, its melds, and the winning tile apart and marked; tiles turn face up
    one by one while `reveal` runs from 0 to 1."""
    tiles, melds, win = hand
    sp, w, m = table.pond_sprites, table.lay.pond_w, table.m
    rest = list(tiles)
    if win in rest:
        rest.remove(win)
    rest = table.tileset.sort(rest)
    groups = [rest] + [list(g.tiles) for g in melds]
    count = sum(len(g) for g in groups) + 1
    shown = round(reveal * count)
    total = (count - 1) * w + len(groups) * m.px(1.2) + w
    x = cx - total // 2
    k = 0
    for g in groups:
        for tile_ in g:
            surf.blit(sp.get(tile_) if k < shown else sp.back(), (x, y))
            x += w
            k += 1
        x += m.px(1.2)
    surf.blit(sp.get(win, "highlighted") if shown >= count else sp.back(), (x, y))
    return y + table.lay.h(w)


def draw_hands(table, surf, hands, box: pygame.Rect, y: int, reveal: float) -> int:
    """A drawn game: every seat's hand face up, marked tenpai or noten."""
    m, sp, w = table.m, table.pond_sprites, table.lay.pond_w
    h = table.lay.h(w)
    ready = set(table.draw_tenpai)
    for seat, tiles in enumerate(hands):
        label = f"{table.seat_label(seat)}  {'tenpai' if seat in ready else 'noten'}"
        colour = t.GOLD if seat in ready else t.TEXT_DIM
        t.blit_text(surf, label, m.small, colour, seat in ready,
                    midleft=(box.x + m.px(3), y + h // 2))
        x = box.x + m.px(24)
        shown = round(reveal * len(tiles))
        for i, tile_ in enumerate(table.tileset.sort(list(tiles))):
            surf.blit(sp.get(tile_) if i < shown else sp.back(), (x, y))
            x += w
        y += h + m.px(1)
    return y
