"""The hand result and match result drawn over the table: the winning hand, the score sheet with
its fu on demand, drawn games with every seat's hand and tenpai, and the match's ranks."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, pairwise
from typing import Any

import pygame

from game.art.faces import MIN_WIDTH
from game.core.model.sheet import sheet_number, total_words, unit_word
from game.core.table.events import DrawnGame, Won
from game.ui import table_draw as td
from game.ui import theme as t
from game.ui.option_text import rules_summary
from game.ui.sheet_text import fu_rows, limit_text
from game.ui.table_result_scores import (  # noqa: F401 - the result's names, re-exported
    Settlement,
    draw_scores,
    note_h,
    number,
    payment_lines,
    score_text,
    scores_height,
    settlement_notes,
    settlement_of,
    signed,
)
from game.ui.table_result_tiles import (  # noqa: F401 - the result's names, re-exported
    SeatHand,
    draw_hands,
    draw_indicators,
    draw_win_hand,
    indicator_rows,
    reading_groups,
    rows_height,
    rows_width,
    seat_hands,
    tenpai_counts,
)

unit = unit_word  # a sheet's unit as read with its value: "1 double", "2 doubles", "1 point"
RESULT_VEIL = 110  # alpha of the veil over the table while a result is shown


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
    return lines + sheet_lines(table, e)


def sheet_lines(table, e: Won) -> list[str]:
    """Each yaku / faan / double / fan line of a win's sheet with its value (name and value
    apart by a tab: the result sets the name left and the value right)."""
    return element_lines(table, getattr(e.sheet, "elements", None) or ())


def element_lines(table, elements) -> list[str]:
    label = table.game.variant.element_label
    return [f"{label(el.name)}\t{sheet_number(el.value)} {unit(el.value, el.unit)}"
            for el in elements]


def scores_every_hand(table) -> bool:
    """Whether the last win's settlement scored every hand (Classical): F shows the others."""
    settle = table.settle
    return table.last_win is not None and settle is not None and settle.explained is not None


def other_hands(table) -> list[str]:
    """Where every hand scores (Classical), each loser's hand as the settlement scored it:
    its name and total, then its lines ("Nothing scores" for none)."""
    if not scores_every_hand(table):
        return []
    out = []
    for v in table.settle.explained.hand_values:
        if v.seat != table.last_win.seat:
            out.append(f"{table.seat_label(v.seat)}: {score_text(v)}")
            out += element_lines(table, v.lines) or ["Nothing scores\t"]
    return out


def total_text(sheet) -> str:
    """A sheet's total as its variant counts it, and its limit: "3 han 40 fu", "5 faan",
    "40 points, 1 double = 80", "4.8 fan"; "Mangan" after it."""
    if sheet is None:
        return ""
    words = total_words(getattr(sheet, "total", None) or {}, sheet.points)
    parts = [words] if words else []
    if getattr(sheet, "limit_name", ""):
        parts.append(limit_text(sheet.limit_name))
    return "  \u00b7  ".join(parts)


def fu_lines(e: Won | None) -> list[str]:
    """The fu breakdown of a Riichi win (empty when the sheet has none)."""
    if e is None or e.sheet is None:
        return []
    items = (getattr(e.sheet, "detail", {}) or {}).get("fu_items") or []
    if not items:
        return []
    # like items as one, and the rounding up to the hand's fu as its own row (a tester added
    # 20 + 4 + 2 and found 26 where the headline said 30)
    total = int((e.sheet.total or {}).get("fu", 0) or 0)
    return [f"{name}\t{fu} fu" for name, fu in fu_rows(items, len(items) + 1, total)]


DRAW_REASONS = {"exhaustive": "Drawn game: the wall is exhausted",
                "nagashi_mangan": "Drawn game: nagashi mangan is paid",
                "triple_ron": "Abortive draw: three players won on one discard",
                "nine_terminals": "Abortive draw: nine terminals",
                "four_riichi": "Abortive draw: four riichi",
                "four_kans": "Abortive draw: four kans",
                "four_winds": "Abortive draw: four winds"}


def describe_draw(table, e: DrawnGame) -> list[str]:
    """The heading of a drawn game (each seat's hand and tenpai are drawn, not listed)."""
    return [DRAW_REASONS.get(e.reason, f"Drawn game: {e.reason.replace('_', ' ')}")]


def points_of(e: Won | None) -> int:
    sheet = e.sheet if e is not None else None
    return int(getattr(sheet, "points", 0) or 0) if sheet is not None else 0


@dataclass(frozen=True)
class Fit:
    """How a result is laid out to fit between the top seat's row and the player's hand:
    the tiles' sprites, the lines' font and columns, and the box."""

    sprites: Any
    font: int
    columns: list[list[str]]  # the sheet's lines, wrapped to their columns' width
    box: pygame.Rect



def result_columns(table) -> list[list[str]]:
    """The sheet's lines as columns of text (the heading apart): the yaku lines, and beside
    them the fu breakdown while it is shown (F); at the match end the best hand's sheet."""
    if table.match_over is not None:
        return [sheet_lines(table, table.best_win)] if table.best_win is not None else []
    lines = [x for x in table.result[1:] if "\t" in x]
    if table.show_fu and table.last_win is not None:
        others = other_hands(table)
        if others and not fu_lines(table.last_win):  # in place of the winner's lines
            return [others]
        return [lines, ["Fu", *(fu_lines(table.last_win) or ["No fu details for this hand\t"])]]
    return [lines]


def subheadings(table) -> list[str]:
    """The result's lines under its heading that are no sheet lines ("Finch won on it too")."""
    if table.match_over is not None:
        return []
    return [x for x in table.result[1:] if "\t" not in x]


def split(columns: list[list[str]], n: int) -> list[list[str]]:
    """The first column cut into `n` columns in reading order, the others kept whole. A
    heading (a line with no tab: a loser's hand in Classical's F) stays with its lines: a
    tester saw "Wren: 0 pts" end one column and its "Nothing scores" start the next."""
    if not columns:
        return []
    first, rest = columns[0], columns[1:]
    if not first:
        return rest
    blocks: list[list[str]] = []
    for line in first:
        if not blocks or "\t" not in line:
            blocks.append([])
        blocks[-1].append(line)
    if len(blocks) == 1:  # no headings: cut anywhere
        per = max(1, -(-len(first) // max(1, n)))
        return [first[i:i + per] for i in range(0, len(first), per)] + rest
    return _balanced(blocks, n) + rest


def _balanced(blocks: list[list[str]], n: int) -> list[list[str]]:
    """Whole blocks in at most `n` columns, in order, the tallest column as short as it
    can be (then the fewest columns)."""
    best: list[list[str]] = [sum(blocks, [])]
    for k in range(1, min(n, len(blocks))):
        for cuts in combinations(range(1, len(blocks)), k):
            edges = (0, *cuts, len(blocks))
            cols = [sum(blocks[a:b], []) for a, b in pairwise(edges)]
            if max(map(len, cols)) < max(map(len, best)):
                best = cols
    return best


def fitted(table) -> Fit:
    """The largest tiles and lines, in the fewest columns, that fit the room above the hand
    (found once per result and window size)."""
    buttons = [b.rect for b in table.buttons if b.visible]
    key = (table.moves, table.m.w, table.m.h, table.show_fu, table.match_over is not None,
           id(table.settle), id(table.last_win), tuple(map(tuple, buttons)))
    found = table.result_fit
    if found is not None and found[0] == key:
        return found[1]
    m = table.m
    bottom = table.hand_top() - m.px(2.2)
    # Buttons wider than one Continue (Play again, Back to title) reach under the widest box:
    # it then ends above them (they covered the match's total line).
    if buttons and min(r.x for r in buttons) < (m.w + widest(m)) // 2:
        bottom = min(bottom, min(r.y for r in buttons) - m.px(1.5))
    # the top seat's row stays in view unless the longest sheets need that room too
    over = table.match_over is not None
    hand = table.best_hand if over else table.win_hand
    hands = None if over or hand else table.draw_hands
    # tiles as large as the prompt's, the discards, the backs, or as fit the widest box
    sizes = sorted({table.shape_sprites.width, table.lay.pond_w, table.lay.back_w},
                   reverse=True)  # the largest is the prompt's, which reads Ùzje's ranks
    widths = [w for w in sizes if rows_width(table, hand, hands, w) + m.px(8) <= widest(m)]
    w = table.lay.back_w
    while not widths and w > MIN_WIDTH and rows_width(table, hand, hands, w) + m.px(8) > \
            widest(m):
        w -= 1
    sizes = [table.sprites_at(w) for w in widths or [w]]
    options = [(top, sp, f, c) for top in (result_top(table), m.px(1)) for sp in sizes
               for f, c in ((m.body, 1), (m.body, 2), (m.small, 2))]
    for top, sp, font, columns in options:
        fit = _fit(table, sp, font, columns, top)
        if fit.box.bottom <= bottom:
            break
    fit = Fit(fit.sprites, fit.font, fit.columns,
              fit.box.clip(pygame.Rect(0, top, m.w, bottom - top)))
    table.result_fit = (key, fit)
    return fit


def _fit(table, sp, font: int, columns: int, top: int) -> Fit:
    """The box for tiles from `sp` and lines in `font` in `columns`, from `top` down."""
    m = table.m
    over = table.match_over is not None
    hand = table.best_hand if over else table.win_hand
    hands = None if over or hand else table.draw_hands
    tile_h = table.lay.h(sp.width)
    width = max(m.px(100), rows_width(table, hand, hands, sp.width) + m.px(8),
                m.px(104) if not over and table.settle and table.settle.explained else 0)
    width = min(widest(m), width if columns == 1 else widest(m))
    cols = split(result_columns(table), columns)
    col_w = column_width(width, len(cols), m)
    size = min((name_size(c, font, col_w - m.px(2), m) for c in cols), default=font)
    cols = [[row for line in c for row in cell_rows(line, font, col_w - m.px(2), m, size)]
            for c in cols]  # (one size for the names of every column: they read as one list)
    rows = max((len(c) for c in cols), default=0)
    height = m.px(3) + t.font(m.heading, True).get_height() + m.px(0.6)
    height += rows * line_height(font, m) + m.px(2) + len(subheadings(table)) * note_h(m)
    if over:
        height += (len(match_lines(table)) - 1) * round(m.body * 1.45) + m.px(1)
    if hand:
        height += rows_height(table, hand, hands, sp.width)
        shown = indicator_rows(table.last_win, len(table.view.dora_indicators))
        height += (tile_h + m.px(2)) * bool(shown) * (not over)
        height += round(m.body * 1.5)  # the total and the points
    if hands:
        height += rows_height(table, hand, hands, sp.width) + m.px(1)
    if not over and table.settle:
        height += len(table.settle.notes) * note_h(m) + scores_height(m, table.settle)
    height += m.px(1.5)  # below the last line (the deltas sat on the border at 1024x576)
    box = pygame.Rect(0, 0, width, height)
    box.center = (m.w // 2, round(m.h * 0.42))
    box.top = max(top, box.top)
    return Fit(sp, font, cols, box)


def widest(m) -> int:
    """The widest a result box may be: centred, clear of the Continue button on the right."""
    from game.ui.table_prompt import button_width
    from game.ui.widgets import Button

    button = button_width(Button("Continue", lambda: None, None, "Enter"), m, m.px(19))
    return m.w - 2 * (m.px(4) + button)


def draw_result(table, surf) -> pygame.Rect:
    """The box between the top seat's row and the player's hand: the hand(s) turning face up,
    then the heading and the sheet's lines (the fu beside them on demand), the total and the
    points, the engine's notes, each seat's hand score and payments (where every hand scores)
    and each seat's score counting (or the match's ranks and its best hand). Returns the box."""
    m, stage = table.m, table.stage
    fit = fitted(table)
    box, sp = fit.box, fit.sprites
    over = table.match_over is not None
    hand = table.best_hand if over else table.win_hand
    hands = None if over or hand else table.draw_hands
    settle = None if over else table.settle
    # the table beneath steps back: the name plates the box half covers read as background
    surf.blit(t.veil((m.w, m.h), RESULT_VEIL), (0, 0))
    t.shadow(surf, box, m.px(1.5), m.px(1.5))
    pygame.draw.rect(surf, (10, 36, 27), box, border_radius=m.px(1.5))
    pygame.draw.rect(surf, t.GOLD, box, width=max(2, m.px(0.25)), border_radius=m.px(1.5))
    y = box.y + m.px(3)
    reveal = 1.0 if over else stage.reveal
    heading = match_lines(table)[0] if over else (table.result or [""])[0]
    r = t.blit_text(surf, heading, t.fit(heading, m.heading, box.w - m.px(4), True), t.TEXT,
                    True, midtop=(box.centerx, y))
    y = r.bottom + m.px(0.6)
    for line in subheadings(table):
        t.blit_text(surf, line, t.fit(line, m.small, box.w - m.px(4), True), t.TEXT, True,
                    midtop=(box.centerx, y))
        y += note_h(m)
    if over:  # the ranks, then the best hand of the match with its whole sheet
        y = draw_lines(table, surf, [match_lines(table)[1:]], box, y, m.body)
    if hand:
        y = draw_win_hand(table, surf, hand, box.centerx, y, reveal, sp) + m.px(2)
        indicators = [] if over else indicator_rows(table.last_win,
                                                    len(table.view.dora_indicators))
        if indicators and reveal >= 1:
            y = draw_indicators(table, surf, indicators, box.centerx, y, sp) + m.px(2)
    if hands:
        y = draw_hands(table, surf, hands, box, y, reveal, sp) + m.px(1)
    if reveal < 1:
        return box  # the lines follow the tiles
    y = draw_lines(table, surf, fit.columns, box, y, fit.font)
    win = table.best_win if over else table.last_win
    if hand and win is not None:
        y = draw_total(table, surf, win, box, y, not over)
    for note in settle.notes if settle else ():
        t.blit_text(surf, note, t.fit(note, m.small, box.w - m.px(4), True), t.TEXT, True,
                    midtop=(box.centerx, y))
        y += note_h(m)
    if settle:
        draw_scores(table, surf, settle, box, y + m.px(1))
    return box


def draw_total(table, surf, win: Won, box: pygame.Rect, y: int, fu_key: bool = True) -> int:
    """The sheet's total and the points beside it, whole from the first frame (only the seats'
    scores count up: a tester read "1 han 30 fu · 991 points" mid-count); the key for the fu
    breakdown where there is one (`fu_key`)."""
    m = table.m
    points = points_of(win)
    total = total_text(win.sheet)
    shown = f"{points:,} points" if points else ""
    if total.startswith(shown) or total.endswith(f"= {points:,}"):
        shown = ""  # a total counted in points says them (a tester read "26 points · 26 points")
    words = "  \u00b7  ".join(x for x in (total, shown) if x)
    if fu_key and not table.show_fu and "fu" in (getattr(win.sheet, "total", None) or {}):
        words += "   (F: fu details)"  # ("F: fu" alone read as cryptic)
    elif fu_key and scores_every_hand(table):  # a tester could not see why a loser scored 38
        words += "   (F: the winner's lines)" if table.show_fu else "   (F: the other hands)"
    r = t.blit_text(surf, words, t.fit(words, m.body, box.w - m.px(4), True), t.GOLD, True,
                    midtop=(box.centerx, y))
    return r.bottom + m.px(0.6)


def result_top(table) -> int:
    """The highest the result box may start: below the top seat's hand row, so that seat's
    tiles and name stay in view (its name lies beside the row); with no top seat, below the
    side seats' name plates (a tester's Sanma result covered the right seat's name)."""
    m = table.m
    if table.view.players < 4:
        plates = getattr(table, "side_plates", {}).values()
        return max((p.bottom for p in plates), default=0) + m.px(1)
    _, cy = td.hand_anchor(table.lay, "top")
    return cy + table.lay.h(table.lay.back_w) // 2 + m.px(1)


def draw_lines(table, surf, columns: list[list[str]], box: pygame.Rect, y: int,
               font: int) -> int:
    """Columns of lines side by side, each line centred in its column; returns the y below
    the longest."""
    m = table.m
    line_h = line_height(font, m)
    if not columns:
        return y
    col_w = column_width(box.w, len(columns), m)
    start = box.centerx - col_w * len(columns) // 2
    for c, rows in enumerate(columns):
        left = start + col_w * c + m.px(1)
        right = left + col_w - m.px(2)
        for i, row in enumerate(rows):
            ry = y + i * line_h
            if isinstance(row, tuple):  # a sheet line: its name on the left, its value right
                words, value, size = row
                t.blit_text(surf, words, size, t.TEXT_DIM, topleft=(left, ry))
                if value:
                    t.blit_text(surf, value, font, t.TEXT, True, topright=(right, ry))
            elif c > 0 and i == 0 and row == "Fu":  # the fu column's heading
                t.blit_text(surf, row, t.fit(row, font, col_w - m.px(1), True), t.GOLD,
                            True, midtop=((left + right) // 2, ry))
            else:  # a line with no tab heads its lines (Classical's F), aligned with them
                t.blit_text(surf, row, t.fit(row, font, col_w - m.px(1), True), t.TEXT,
                            True, topleft=(left, ry))
    return y + max(len(c) for c in columns) * line_h + m.px(1)


def column_width(box_w: int, n: int, m) -> int:
    """A column of sheet lines: a share of the box, never so wide that a name and its value
    are hard to read across."""
    return min((box_w - m.px(4)) // max(1, n), m.px(66))


def line_height(font: int, m) -> int:
    """Lines of the sheet: spaced at the body size, closer at the small one (long sheets)."""
    return round(font * (1.45 if font >= m.body else 1.3))


def name_size(lines: list[str], font: int, width: int, m) -> int:
    """One size for every name in a column of sheet lines: the largest at which they all fit
    beside their values, but no smaller than four fifths of the lines' (names that still do
    not fit wrap at it; a tester saw some names shrunk and others wrapped at full size)."""
    sizes = [t.fit(name, font, width - t.font(font, True).size(value)[0] - m.px(1.2))
             for name, _, value in (line.partition("\t") for line in lines if "\t" in line)]
    return max(min(sizes, default=font), round(font * 0.8))


def cell_rows(line: str, font: int, width: int, m, size: int | None = None) -> list:
    """A line as the rows it takes in a column `width` wide: a sheet line ("name<tab>value")
    keeps its value on its first row and its name at `size` (the column's, name_size; by
    default as large as fits down to four fifths of `font`), wrapped if it does not fit
    beside it; other lines as they are (made smaller to fit when drawn)."""
    if "\t" not in line:
        return [line]
    name, value = line.split("\t", 1)
    room = width - t.font(font, True).size(value)[0] - m.px(1.2)
    size = size or max(t.fit(name, font, room), round(font * 0.8))
    if t.font(size).size(name)[0] <= room:
        return [(name, value, size)]
    parts = t.wrap(name, size, room) or [name]
    return [(parts[0], value, size)] + [(part, "", size) for part in parts[1:]]


def end_words(table, e) -> str:
    """Why the match ended early, naming the player (a tester's Sanma ended at East 3 with
    only "The match is over"): "" when the last round simply ended."""
    low = [s for s, v in enumerate(e.scores) if v < 0 or (v <= 0 and "no points" in e.reason)]
    who = " and ".join(table.seat_label(s) for s in low)
    who = who[:1].lower() + who[1:] if who.startswith("You") else who
    if low and ("below zero" in e.reason or "no points" in e.reason):
        verb = "went below zero" if "below zero" in e.reason else "ran out of points"
        return f"{who} {verb}"
    return {"the last dealer finished in first place": "the last dealer won in first place",
            "a player reached the target in the extra round":
                "the target was reached in the extra round"}.get(e.reason, "")


def match_lines(table) -> list[str]:
    e = table.match_over
    final = e.extra.get("final")  # with uma (and oka): each seat's result in thousands
    why = end_words(table, e)
    lines = ["The match is over" + (f": {why}" if why else "")] + [
        f"{e.ranks[s]}.  {table.seat_label(s)}  {number(e.scores[s])}"
        + (f"  ({final[s]:+.1f})".replace("-", "\u2013") if final else "")
        for s in sorted(range(len(e.scores)), key=lambda s: e.ranks[s])]
    if "pot" in e.extra:  # the engine adds them to first place (a tester saw +1,000 unsaid)
        first, pot = e.extra["pot"]
        lines.append(f"Sticks left on the table, {number(pot)}, go to {table.seat_label(first)}")
    if table.best is not None:
        points, who, what = table.best  # its total and points first (its name may be one
        lines.append(f"Best hand: {who}, {what}")  # line's: "Three matching chows 2 faan")
    lines.append(f"Played by {rules_summary(table.variant, table.game.options)}")
    return lines


