"""The hand result and match result drawn over the table: the winning hand, the score sheet with
its fu on demand, drawn games with every seat's hand and tenpai, and the match's ranks."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.settlement import HandValue, Reason
from game.core.settlement import Settlement as Payments
from game.core.table.events import DrawnGame, Scored, Won
from game.ui import table_draw as td
from game.ui import theme as t
from game.ui.sheet_text import limit_text


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
            name = table.game.variant.element_label(el.name)
            lines.append(f"{name}  {_num(el.value)} {unit(el.value, el.unit)}")
        total = getattr(sheet, "total", {}) or {}
        if "han" in total and "fu" in total:
            lines.append(f"{total['han']} han {total['fu']} fu  (F: fu details)")
        if getattr(sheet, "limit_name", ""):
            lines.append(limit_text(sheet.limit_name))
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
    """A hand's payments as the result shows them: each seat's score before and its change
    (the result counts each score from one to the other while the Stage's `count` runs from
    0 to 1), the notes worth reading ("Wren let off a cannon"), and where every hand scores
    (classical) the engine's settlement with each seat's hand value and payments."""

    before: tuple[int, ...]
    deltas: tuple[int, ...]
    notes: tuple[str, ...] = ()
    explained: Payments | None = None

    @classmethod
    def of(cls, e: Scored, notes=(), explained: Payments | None = None) -> Settlement:
        return cls(tuple(s - d for s, d in zip(e.scores, e.deltas, strict=True)), e.deltas,
                   tuple(notes), explained)

    def score(self, seat: int, count: float = 1.0) -> int:
        return self.before[seat] + round(self.deltas[seat] * count)


def settlement_of(table, e: Scored) -> Settlement:
    """The payments with their notes, and where every hand scores (classical) each seat's
    hand value and payments."""
    paid = e.settlement
    explained = paid if paid.hand_values else None
    return Settlement.of(e, settlement_notes(paid, table.seat_label), explained)


def _says(who: str, verb: str) -> str:
    """A verb agreeing with its subject: "You take", "Heron takes"."""
    return f"{who} {verb}" if who == "You" else f"{who} {verb}s"


def settlement_notes(paid: Payments, label) -> list[str]:
    """What the result says besides the hand: a cannon, the riichi sticks and the honba the
    winner takes (from the payments themselves, never re-derived)."""
    out = []
    if paid.cannon is not None:
        out.append(f"{label(paid.cannon)} let off a cannon")
    sticks = [p for p in paid.payments if p.reason is Reason.STICKS]
    for p in sticks:
        count = paid.sticks
        out.append(f"{_says(label(p.payee), 'take')} {count} riichi "
                   f"stick{'s' if count != 1 else ''} (+{p.amount:,})")
    honba = [p for p in paid.payments if p.reason is Reason.HONBA]
    if honba:
        who = label(honba[0].payee)
        out.append(f"{_says(who, 'take')} {paid.honba} honba (+{sum(p.amount for p in honba):,})")
    return out


def number(value: int) -> str:
    """A score with thousands separated, negative ones with the dash `signed` uses."""
    return f"{value:,}".replace("-", "\u2013")


def signed(value: int) -> str:
    """A payment as players read it: +8,000, –8,000 (the en dash: the font has no minus sign
    and a hyphen looks too short beside the plus), ±0."""
    if value > 0:
        return f"+{value:,}"
    return f"\u2013{-value:,}" if value < 0 else "\u00b10"


def hand_name(e: Won, label=str) -> str:
    """A win's name for the match's best hand: its limit, else its biggest line (its name
    read through `label`, the variant's element_label)."""
    sheet = e.sheet
    if sheet is None:
        return "a win"
    if getattr(sheet, "limit_name", ""):
        return limit_text(sheet.limit_name)
    elements = [el for el in sheet.elements if el.unit not in ("fu", "points")] or \
        list(sheet.elements)
    if not elements:
        return "a win"
    top = max(elements, key=lambda el: el.value)
    return f"{label(top.name)} {_num(top.value)} {unit(top.value, top.unit)}"


def score_text(sc: HandValue) -> str:
    """A hand score as read: "34 pts, 1 dbl = 68", "12 pts" without doubles, "= 1,000 limit"
    when the limit caps it; a limit hand by its name and value."""
    if sc.limit:
        return f"{limit_text(sc.limit)} {sc.value:,}"
    if not sc.doubles and sc.value == sc.points:
        return f"{sc.points:,} pts"
    capped = " limit" if sc.value < sc.points * 2 ** sc.doubles else ""
    return f"{sc.points:,} pts, {sc.doubles} dbl = {sc.value:,}{capped}"


def payment_lines(ex: Payments, seat: int, label) -> list[str]:
    """The payments `seat` made and received, each as it reads from that seat: "–136 to
    Heron", "+8 from Finch", "–20 to Wren for Finch" (a cannon pays another's debt)."""
    out = []
    for p in ex.payments:
        if seat not in (p.payer, p.payee):
            continue
        mine = p.payee == seat
        other = label(p.payer if mine else p.payee) if p.payer is not None else "the table"
        text = f"{signed(p.amount if mine else -p.amount)} {'from' if mine else 'to'} {other}"
        if p.for_seat is not None:
            text += f" for {label(p.for_seat)}"
        out.append(text)
    return out


def points_of(e: Won | None) -> int:
    sheet = e.sheet if e is not None else None
    return int(getattr(sheet, "points", 0) or 0) if sheet is not None else 0


def payment_caption(table) -> str:
    """The heading over the seats' scores: what moved, and why."""
    settle = table.settle
    if settle is None or not any(settle.deltas):
        return "No payments"
    if table.last_win is None and table.draw_hands:
        return "Noten payments"
    if settle.explained is not None:
        return ("Every hand scores. The winner is paid its value by all, the others pay one "
                "another the differences; East pays and is paid double.")
    return "Payments"


def result_lines(table) -> list[str]:
    lines = list(table.result)
    if table.show_fu and table.last_win is not None:
        lines = lines[:1] + (fu_lines(table.last_win) or ["No fu details for this hand"])
    return lines


def draw_result(table, surf) -> pygame.Rect:
    """The box over the table: the hand(s) turning face up, then the heading and sheet, the
    points, the engine's notes, each seat's hand score and payments (where every hand scores)
    and each seat's score counting (or the match's ranks). Returns the box."""
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
    notes = settle.notes if settle else ()
    extra += len(notes) * note_h(m)
    extra += scores_height(m, settle) if settle else 0
    width = max(m.px(100), min(m.w - m.px(4), rows_width(table, hand, hands, tw) + m.px(8)))
    if settle and settle.explained:
        width = max(width, min(m.w - m.px(4), m.px(104)))  # clear of Continue
    top = result_top(table)
    columns = 1
    if len(lines) > 4 and m.px(8) + len(lines) * line_h + extra > m.h - top - m.px(1):
        columns = 2  # a long sheet in two columns, so the payments stay on screen
    rows = 1 + -(-(len(lines) - 1) // columns)
    box = pygame.Rect(0, 0, width, m.px(8) + rows * line_h + extra)
    box.h = min(box.h, m.h - m.px(2))
    box.center = (m.w // 2, round(m.h * 0.42))
    box.top = max(top, box.top)
    box.bottom = min(box.bottom, m.h - m.px(1))
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
        return box  # the lines follow the tiles
    y = draw_lines(table, surf, lines, box, y, columns)
    if points:
        shown = round(points * stage.count)
        r = t.blit_text(surf, f"{shown:,} points", m.body, t.GOLD, True,
                        midtop=(box.centerx, y))
        y = r.bottom + m.px(0.6)
    for note in notes:
        r = t.blit_text(surf, note, t.fit(note, m.small, box.w - m.px(4)), t.TEXT, True,
                        midtop=(box.centerx, y))
        y += note_h(m)
    if settle:
        draw_scores(table, surf, settle, box, y + m.px(1))
    return box


def result_top(table) -> int:
    """The highest the result box may start: below the top seat's hand row, so that seat's
    tiles and name stay in view (its name lies beside the row)."""
    m = table.m
    if table.view.players < 4:
        return m.px(1)
    _, cy = td.hand_anchor(table.lay, "top")
    return cy + table.lay.h(table.lay.back_w) // 2 + m.px(1)


def draw_lines(table, surf, lines: list[str], box: pygame.Rect, y: int, columns: int) -> int:
    """The heading, then the sheet's lines, in two columns when `columns` is 2 (in reading
    order: down the left column, then the right)."""
    m = table.m
    line_h = round(m.body * 1.5)
    if not lines:
        return y
    r = t.blit_text(surf, lines[0], t.fit(lines[0], m.heading, box.w - m.px(4), True), t.TEXT,
                    True, midtop=(box.centerx, y))
    y = r.bottom + m.px(0.6)
    rest = lines[1:]
    per = -(-len(rest) // columns) if rest else 0
    col_w = (box.w - m.px(4)) // columns
    for i, line in enumerate(rest):
        col, row = divmod(i, per)
        cx = box.x + m.px(2) + col_w * col + col_w // 2
        t.blit_text(surf, line, t.fit(line, m.body, col_w - m.px(2)), t.TEXT_DIM,
                    midtop=(cx, y + row * line_h))
    return y + per * line_h


def note_h(m) -> int:
    return round(m.small * 1.5)


def small_h(m) -> int:
    return round(m.small * 1.4)


def caption_lines(table, width: int) -> tuple[str, ...]:
    """The payments' heading, wrapped to `width`."""
    return t.wrap(payment_caption(table), table.m.small, width)


def scores_height(m, settle: Settlement | None = None) -> int:
    height = round(m.small * 1.5) * 3 + round(m.body * 1.5) + m.px(1)
    ex = settle.explained if settle is not None else None
    if ex is not None:
        height += round(m.small * 1.5)  # the caption's second line
        most = max(sum(s in (p.payer, p.payee) for p in ex.payments)
                   for s in range(len(ex.hand_values)))
        height += small_h(m) * (1 + most) + m.px(1)
    return height


def draw_scores(table, surf, settle: Settlement, box: pygame.Rect, y: int) -> None:
    """A cell per seat: its name, its hand score and each payment it made or received (where
    every hand scores), its score counting from the old to the new one while the Stage's
    `count` runs, and its payment signed (+8,000 / –8,000: the sign, not the colour alone,
    tells gain from loss)."""
    m, count = table.m, table.stage.count
    for line in caption_lines(table, box.w - m.px(4)):
        r = t.blit_text(surf, line, m.small, t.TEXT_DIM, midtop=(box.centerx, y))
        y = r.bottom
    y += m.px(0.8)
    n = len(settle.deltas)
    cell = (box.w - m.px(6)) // n
    winner = table.last_win.seat if table.last_win is not None else None
    ex = settle.explained
    for seat in range(n):
        cx = box.x + m.px(3) + cell * seat + cell // 2
        name = table.seat_label(seat)
        if ex is not None:  # East's payments are doubled: say who East is
            name += f", {td.wind_name(table.view.seats[seat].wind, n)}"
        t.blit_text(surf, name, t.fit(name, m.small, cell - m.px(1), seat == winner),
                    t.GOLD if seat == winner else t.TEXT_DIM, seat == winner, midtop=(cx, y))
        score_y = y + round(m.small * 1.5)
        if ex is not None:
            score_y = draw_explained(table, surf, ex, seat, cx, cell, score_y)
        t.blit_text(surf, number(settle.score(seat, count)), m.body, t.TEXT, True,
                    midtop=(cx, score_y))
        delta = settle.deltas[seat]
        t.blit_text(surf, signed(delta), m.small, t.GOLD if delta > 0 else t.TEXT_DIM,
                    delta > 0, midtop=(cx, score_y + round(m.body * 1.5)))


def draw_explained(table, surf, ex: Payments, seat: int, cx: int, cell: int, y: int) -> int:
    """A seat's hand score, then its payments one a line; returns where its score goes."""
    m = table.m
    most = max(sum(s in (p.payer, p.payee) for p in ex.payments)
               for s in range(len(ex.hand_values)))
    text = score_text(ex.hand_values[seat])
    t.blit_text(surf, text, t.fit(text, m.small, cell - m.px(1), True), t.TEXT, True,
                midtop=(cx, y))
    for i, line in enumerate(payment_lines(ex, seat, table.seat_label)):
        t.blit_text(surf, line, t.fit(line, m.small, cell - m.px(1)), t.TEXT_DIM,
                    midtop=(cx, y + small_h(m) * (1 + i)))
    return y + small_h(m) * (1 + most) + m.px(1)


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
