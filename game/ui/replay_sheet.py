"""The replay's score sheet: from a win to the end of its hand, the side panel shows each
winner's sheet (its lines, its total and what it paid) where the scores chart stands, as the
table showed it in play (a tester could not read a past win's faan again)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.model.sheet import sheet_number, unit_word
from game.core.table.events import Won
from game.records.record import sheet_of, total_and_points
from game.ui import theme as t


def wins_shown(replay: Any, position: int) -> list[Won]:
    """The wins of the hand `position` is in, once they are made (none before)."""
    i = replay.hand_at(position)
    start = replay.hands[i].position if i >= 0 else 0
    for p in range(position, start, -1):
        wins = [e for e in replay.step_events(p) if isinstance(e, Won)]
        if wins:
            return wins
    return []


def rows(wins: list[Won], name: Callable[[int], str],
         label: Callable[[str], str]) -> list[tuple[str, str, bool]]:
    """(left, right, heading) rows: each winner's caption, its lines, its total."""
    out: list[tuple[str, str, bool]] = []
    for e in wins:
        sheet = sheet_of(e)
        out.append((f"{name(e.seat)}'s win".upper(), "", True))
        for el in sheet.get("elements") or ():
            value = el.get("value", 0)
            out.append((label(str(el.get("name", ""))),
                        f"{sheet_number(value)} {unit_word(value, str(el.get('unit', '')))}",
                        False))
        out.append(("", total_and_points(sheet), False))
    return out


def height(m, shown: list[tuple[str, str, bool]]) -> int:
    return len(shown) * line_height(m) + m.px(1)


def line_height(m) -> int:
    return round(m.small * 1.35)


def draw(surf: pygame.Surface, m, box: pygame.Rect, shown: list[tuple[str, str, bool]]) -> None:
    """The rows from `box`'s top; those that do not fit are a line saying how many, before
    the total."""
    step = line_height(m)
    fit = max(1, box.h // step)
    if len(shown) > fit:  # the last row, the total, stays
        cut = len(shown) - fit + 1
        shown = [*shown[:fit - 2], (f"… {cut} more lines", "", False), shown[-1]]

    def room(right: str) -> int:
        return box.w - t.font(m.small, True).size(right)[0] - m.px(1)

    # one size for every line's name, as the table's sheet (a long one shrank alone)
    size = max(min((t.fit(left, m.small, room(right)) for left, right, heading in shown
                    if left and not heading), default=m.small), round(m.small * 0.8))
    y = box.y
    for left, right, heading in shown:
        if heading:
            t.blit_text(surf, left, m.small, t.GOLD, True, topleft=(box.x, y))
        elif not left:  # the total: what the hand came to
            t.blit_text(surf, right, t.fit(right, m.small, box.w, True), t.TEXT, True,
                        topright=(box.right, y))
        else:
            t.blit_text(surf, right, m.small, t.GOLD, True, topright=(box.right, y))
            t.blit_text(surf, t.clip(left, size, room(right)), size, t.TEXT,
                        topleft=(box.x, y))
        y += step
