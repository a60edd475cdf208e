"""The replay's score sheet: from a win to the end of its hand, the side panel shows each
winner's sheet (its lines, its total and what it paid) where the scores chart stands, as the
table showed it in play (a tester could not read a past win's faan again); where every hand
scores (Classical), each loser's hand after it, as the table's F shows them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.model.sheet import sheet_number, unit_word
from game.core.table.events import Event, Scored, Won
from game.records.record import sheet_of, total_and_points
from game.ui import theme as t
from game.ui.table_result_scores import score_text

Row = tuple[str, str, bool]  # left, right, whether a heading


def win_step(replay: Any, position: int) -> list[Event]:
    """The events of the step that made the wins of the hand `position` is in, once they
    are made (none before)."""
    i = replay.hand_at(position)
    start = replay.hands[i].position if i >= 0 else 0
    for p in range(position, start, -1):
        events = list(replay.step_events(p))
        if any(isinstance(e, Won) for e in events):
            return events
    return []


def wins_in(step: list[Event]) -> list[Won]:
    return [e for e in step if isinstance(e, Won)]


def line(name: str, value: float, unit: str) -> Row:
    """A sheet's line: its name, and its value in its unit ("1 double", "0.4 fan")."""
    return name, f"{sheet_number(value)} {unit_word(value, unit)}", False


def whose(name: str) -> str:
    """A seat's name as a possessive: "Wren's", "Your" (the sheet said "You's win")."""
    return "Your" if name == "You" else f"{name}'s"


def rows(wins: list[Won], name: Callable[[int], str],
         label: Callable[[str], str]) -> list[Row]:
    """(left, right, heading) rows: each winner's caption, its lines, its total."""
    out: list[Row] = []
    for e in wins:
        sheet = sheet_of(e)
        out.append((f"{whose(name(e.seat))} win".upper(), "", True))
        out += [line(label(str(el.get("name", ""))), el.get("value", 0), str(el.get("unit", "")))
                for el in sheet.get("elements") or ()]
        out.append(("", total_and_points(sheet), False))
    return out


def other_hands(events: list[Event], name: Callable[[int], str],
                label: Callable[[str], str]) -> list[list[Row]]:
    """Where the settlement scored every hand (Classical), each loser's rows: its caption
    with its total, then its lines (a replay showed the winner's alone, as the table did
    before F)."""
    winners = {e.seat for e in events if isinstance(e, Won)}
    out: list[list[Row]] = []
    for e in events:
        if not isinstance(e, Scored):
            continue
        for v in e.settlement.hand_values:
            if v.seat in winners:
                continue
            hand: list[Row] = [(f"{whose(name(v.seat))} hand".upper(), score_text(v), True)]
            hand += [line(label(el.name), el.value, el.unit) for el in v.lines] or \
                [("Nothing scores", "", False)]
            out.append(hand)
    return out


def fitted(wins: list[Row], others: list[list[Row]], fit: int) -> list[Row]:
    """The rows that fit `fit` lines: every loser's hand whole, else each loser's caption
    alone (its total beside it), else none; the winners' sheets then lose lines before
    their last row, the total, which stays."""
    whole = [row for hand in others for row in hand]
    captions = [hand[0] for hand in others]
    for tail in (whole, captions):
        if len(wins) + len(tail) <= fit:
            return wins + tail
    if len(wins) <= fit:
        return wins
    left_out = len(wins) - fit + 1
    return [*wins[:fit - 2], (f"… {left_out} more lines", "", False), wins[-1]]


def height(m, shown: list[Row]) -> int:
    return len(shown) * line_height(m) + m.px(1)


def line_height(m) -> int:
    return round(m.small * 1.35)


def draw(surf: pygame.Surface, m, box: pygame.Rect, wins: list[Row],
         others: Sequence[list[Row]] = ()) -> None:
    """The winners' rows, then the losers' hands, from `box`'s top, fitted (`fitted`)."""
    step = line_height(m)
    shown = fitted(wins, list(others), max(1, box.h // step))

    def room(right: str) -> int:
        return box.w - t.font(m.small, True).size(right)[0] - m.px(1)

    # one size for every line's name, as the table's sheet (a long one shrank alone)
    size = max(min((t.fit(left, m.small, room(right)) for left, right, heading in shown
                    if left and not heading), default=m.small), round(m.small * 0.8))
    y = box.y
    for left, right, heading in shown:
        if heading:
            t.blit_text(surf, left, m.small, t.GOLD, True, topleft=(box.x, y))
            if right:  # a loser's total beside its name
                t.blit_text(surf, right, m.small, t.GOLD, True, topright=(box.right, y))
        elif not left:  # the total: what the hand came to
            t.blit_text(surf, right, t.fit(right, m.small, box.w, True), t.TEXT, True,
                        topright=(box.right, y))
        else:
            t.blit_text(surf, right, m.small, t.GOLD, True, topright=(box.right, y))
            t.blit_text(surf, t.clip(left, size, room(right)), size, t.TEXT,
                        topleft=(box.x, y))
        y += step
