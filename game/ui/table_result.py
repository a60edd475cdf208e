"""The hand result and match result drawn over the table: the winning hand, the score sheet with
its fu on demand, drawn games with every seat's hand and tenpai, and the match's ranks."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.events import DrawnGame, Scored, Won
from game.ui import theme as t


def _num(value) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def unit(value, name: str) -> str:
    """A sheet's unit as read with its value: "1 double", "2 doubles", "1 point"."""
    return name[:-1] if value == 1 and name in ("points", "doubles") else name


def describe_win(table, e: Won, others: list[Won] | tuple = ()) -> list[str]:
    """The sheet's lines: each yaku / faan / double / fan with its value, the limit name.
    `others`: the other winners on the same discard (their hands are not shown: each named,
    with its points)."""
    label = table.seat_label
    how = "self-draw" if e.by == "tsumo" else f"a discard from {label(e.from_seat)}"
    lines = [f"{label(e.seat)} won on {how}"]
    for other in others:
        points = points_of(other)
        lines.append(f"{label(other.seat)} won on it too" +
                     (f": {points:,} points" if points else ""))
    sheet = e.sheet
    if sheet is not None:
        for el in getattr(sheet, "elements", []):
            lines.append(f"{el.name}  {_num(el.value)} {unit(el.value, el.unit)}")
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


DRAW_REASONS = {"exhaustive": "Drawn game: the wall is exhausted",
                "nine_terminals": "Abortive draw: nine terminals",
                "four_riichi": "Abortive draw: four riichi",
                "four_kans": "Abortive draw: four kans",
                "four_winds": "Abortive draw: four winds"}


def describe_draw(table, e: DrawnGame) -> list[str]:
    """The heading of a drawn game (each seat's hand and tenpai are drawn, not listed)."""
    return [DRAW_REASONS.get(e.reason, f"Drawn game: {e.reason.replace('_', ' ')}")]


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
        bonus = tuple(sv.bonus) + tuple(x for x in tiles if x.is_bonus and x not in sv.bonus)
        out.append(SeatHand(tuple(x for x in tiles if not x.is_bonus), tuple(sv.melds), bonus))
    return tuple(out)


@dataclass(frozen=True)
class Settlement:
    """A hand's payments: each seat's score before and its change; the result counts each
    score from one to the other while the Stage's `count` runs from 0 to 1."""

    before: tuple[int, ...]
    deltas: tuple[int, ...]

    @classmethod
    def of(cls, e: Scored) -> Settlement:
        return cls(tuple(s - d for s, d in zip(e.scores, e.deltas, strict=True)), e.deltas)

    def score(self, seat: int, count: float = 1.0) -> int:
        return self.before[seat] + round(self.deltas[seat] * count)


def number(value: int) -> str:
    """A score with thousands separated, negative ones with the dash `signed` uses."""
    return f"{value:,}".replace("-", "\u2013")


def signed(value: int) -> str:
    """A payment as players read it: +8,000, –8,000 (the en dash: the font has no minus sign
    and a hyphen looks too short beside the plus), ±0."""
    if value > 0:
        return f"+{value:,}"
    return f"\u2013{-value:,}" if value < 0 else "\u00b10"


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
    return f"{top.name} {_num(top.value)} {unit(top.value, top.unit)}"


def points_of(e: Won | None) -> int:
    sheet = e.sheet if e is not None else None
    return int(getattr(sheet, "points", 0) or 0) if sheet is not None else 0


def payment_caption(table) -> str:
    """The heading over the seats' scores: what moved, and why."""
    settle = table.settle
    if settle is None or not any(settle.deltas):
        return "No payments"
    return "Noten payments" if table.last_win is None and table.draw_hands else "Payments"


def result_lines(table) -> list[str]:
    lines = list(table.result)
    if table.show_fu and table.last_win is not None:
        lines = lines[:1] + (fu_lines(table.last_win) or ["No fu details for this hand"])
    return lines


def draw_result(table, surf) -> None:
    """The box over the table: the hand(s) turning face up, then the heading and sheet, the
    points and each seat's payment and score counting (or the match's ranks)."""
    m, stage = table.m, table.stage
    over = table.match_over is not None
    lines = match_lines(table) if over else result_lines(table)
    hand = None if over else table.win_hand
    hands = None if over or hand else table.draw_hands
    settle = None if over else table.settle
    sp, tw = result_sprites(table, hand, hands)
    tile_h = table.lay.h(tw)
    indicators = indicator_rows(table.last_win) if hand else []
    points = points_of(table.last_win) if hand else 0
    line_h = round(m.body * 1.5)
    extra = (tile_h + m.px(2)) * (1 + bool(indicators)) if hand else 0
    if hands:
        extra = len(hands) * (tile_h + m.px(1)) + m.px(1)
    extra += line_h if points else 0
    extra += scores_height(m) if settle else 0
    width = max(m.px(100), min(m.w - m.px(4), rows_width(table, hand, hands, tw) + m.px(8)))
    box = pygame.Rect(0, 0, width, m.px(8) + len(lines) * line_h + extra)
    box.h = min(box.h, m.h - m.px(4))
    box.center = (m.w // 2, round(m.h * 0.42))
    box.top = max(m.px(1), box.top)
    t.shadow(surf, box, m.px(1.5), m.px(1.5))
    pygame.draw.rect(surf, (10, 36, 27), box, border_radius=m.px(1.5))
    pygame.draw.rect(surf, t.GOLD, box, width=max(2, m.px(0.25)), border_radius=m.px(1.5))
    y = box.y + m.px(3)
    reveal = stage.reveal
    if hand:
        y = draw_win_hand(table, surf, hand, box.centerx, y, reveal, sp) + m.px(2)
        if indicators and reveal >= 1:
            y = draw_indicators(table, surf, indicators, box.centerx, y) + m.px(2)
    if hands:
        y = draw_hands(table, surf, hands, box, y, reveal, sp) + m.px(1)
    if reveal < 1:
        return  # the lines follow the tiles
    for i, line in enumerate(lines):
        size = m.heading if i == 0 else m.body
        colour = t.TEXT if i == 0 else t.TEXT_DIM
        r = t.blit_text(surf, line, t.fit(line, size, box.w - m.px(4)), colour, i == 0,
                        midtop=(box.centerx, y))
        y = r.bottom + m.px(0.6)
    if points:
        shown = round(points * stage.count)
        r = t.blit_text(surf, f"{shown:,} points", m.body, t.GOLD, True,
                        midtop=(box.centerx, y))
        y = r.bottom + m.px(0.6)
    if settle:
        draw_scores(table, surf, settle, box, y + m.px(1))
    if over and not table.buttons:
        from game.ui.widgets import Button

        table.buttons = [Button("Back to title", table.leave, pygame.K_RETURN, "Enter",
                                primary=True)]


def scores_height(m) -> int:
    return round(m.small * 1.5) * 3 + round(m.body * 1.5) + m.px(1)


def draw_scores(table, surf, settle: Settlement, box: pygame.Rect, y: int) -> None:
    """A cell per seat: its name, its score counting from the old to the new one while the
    Stage's `count` runs, and its payment signed (+8,000 / –8,000: the sign, not the
    colour alone, tells gain from loss)."""
    m, count = table.m, table.stage.count
    caption = payment_caption(table)
    r = t.blit_text(surf, caption, m.small, t.TEXT_DIM, midtop=(box.centerx, y))
    y = r.bottom + m.px(0.8)
    n = len(settle.deltas)
    cell = (box.w - m.px(6)) // n
    winner = table.last_win.seat if table.last_win is not None else None
    for seat in range(n):
        cx = box.x + m.px(3) + cell * seat + cell // 2
        name = table.seat_label(seat)
        t.blit_text(surf, name, t.fit(name, m.small, cell - m.px(1), seat == winner),
                    t.GOLD if seat == winner else t.TEXT_DIM, seat == winner, midtop=(cx, y))
        score_y = y + round(m.small * 1.5)
        t.blit_text(surf, number(settle.score(seat, count)), m.body, t.TEXT, True,
                    midtop=(cx, score_y))
        delta = settle.deltas[seat]
        t.blit_text(surf, signed(delta), m.small, t.GOLD if delta > 0 else t.TEXT_DIM,
                    delta > 0, midtop=(cx, score_y + round(m.body * 1.5)))


def match_lines(table) -> list[str]:
    e = table.match_over
    lines = ["The match is over"] + [
        f"{e.ranks[s]}.  {table.seat_label(s)}  {number(e.scores[s])}"
        for s in sorted(range(len(e.scores)), key=lambda s: e.ranks[s])]
    if table.best is not None:
        points, who, what = table.best
        lines.append(f"Best hand: {who}, {what}" + (f", {points:,} points" if points else ""))
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


def groups_of(table, sh: SeatHand) -> list[list]:
    """A whole hand as tile groups in table order: concealed tiles sorted, each meld (None
    tiles: a quad still hidden), bonus tiles; Ùzje lays melds and bonus tiles on the left."""
    concealed = table.tileset.sort(list(sh.tiles))
    melds = [list(g.tiles) if g is not None else [None] * 4 for g in sh.melds]
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


def result_sprites(table, hand, hands):
    """Discard-sized tiles, or the smaller backs' size when a hand would not fit the window."""
    room = table.m.w - table.m.px(12)
    if rows_width(table, hand, hands, table.lay.pond_w) <= room:
        return table.pond_sprites, table.lay.pond_w
    return table.back_sprites, table.lay.back_w


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
