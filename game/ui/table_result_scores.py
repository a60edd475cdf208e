"""The payments of a hand's result: each seat's score counting from the old to the new one and
its change signed; the notes worth reading (a cannon, the riichi sticks and honba taken); and
where every hand scores (classical) each seat's hand value and every payment it made or got.
All read from the Scored event's settlement, never worked out again."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.settlement import HandValue
from game.core.settlement import Settlement as Payments
from game.core.settlement.notes import settlement_notes
from game.core.table.events import Scored
from game.ui import table_draw as td
from game.ui import theme as t
from game.ui.sheet_text import limit_text


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


def number(value: int) -> str:
    """A score with thousands separated, negative ones with the dash `signed` uses."""
    return f"{value:,}".replace("-", "\u2013")


def signed(value: int) -> str:
    """A payment as players read it: +8,000, –8,000 (the en dash: the font has no minus sign
    and a hyphen looks too short beside the plus), ±0."""
    if value > 0:
        return f"+{value:,}"
    return f"\u2013{-value:,}" if value < 0 else "\u00b10"


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


def payment_caption(table) -> str:
    """The heading over the seats' scores: what moved, and why."""
    settle = table.settle
    if settle is None or not any(settle.deltas):
        return "No payments"
    if table.last_win is None and table.draw_hands:
        return "Noten payments"
    if settle.explained is not None:
        return "All pay the winner; the others settle their differences; East pays double"
    return "Payments"


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
        height -= round(m.small * 1.5)  # each seat's change beside its score
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
        score, delta = number(settle.score(seat, count)), settle.deltas[seat]
        change = (signed(delta), m.small, t.GOLD if delta > 0 else t.TEXT_DIM, delta > 0)
        if ex is not None:  # side by side: every hand's cell is tall already
            width = t.font(m.body, True).size(score)[0]
            x = cx - (width + m.px(1) + t.font(m.small, delta > 0).size(change[0])[0]) // 2
            r = t.blit_text(surf, score, m.body, t.TEXT, True, topleft=(x, score_y))
            t.blit_text(surf, *change, bottomleft=(r.right + m.px(1), r.bottom - 2))
        else:
            t.blit_text(surf, score, m.body, t.TEXT, True, midtop=(cx, score_y))
            t.blit_text(surf, *change, midtop=(cx, score_y + round(m.body * 1.5)))


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
