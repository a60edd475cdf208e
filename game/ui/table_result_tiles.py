"""The tiles of a result: the winning hand with its melds, bonus tiles and Norths, the winning
tile apart and marked; each seat's whole hand at a draw; the indicators a win turns up. Runs
read in the order they run, a claimed tile lies sideways and an added kong's tile on it, laid
by the table's own meld geometry; tiles turn face up one by one as the result is revealed."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.model.tiles import TileTextError
from game.core.table.events import Won
from game.ui import table_draw as td
from game.ui import table_melds as tm
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
    groups: tuple = ()  # a winning hand's concealed tiles in the sets its sheet read (): sorted


def seat_hands(view, hands) -> tuple[SeatHand, ...]:
    """Every seat's hand at a draw: its concealed tiles from the event, melds and bonus tiles as
    the table shows them (bonus tiles still in a hand join those set aside)."""
    out = []
    for seat, tiles in enumerate(hands):
        sv = view.seats[seat]
        bonus = td.aside_tiles(sv) + tuple(x for x in tiles if x.is_bonus and x not in sv.bonus)
        out.append(SeatHand(tuple(x for x in tiles if not x.is_bonus), tuple(sv.melds), bonus))
    return tuple(out)


def indicator_rows(e: Won | None, on_table: int | None = None) -> list[tuple[str, tuple]]:
    """The indicators a win turns up: dora, a Superpower's Hidden Stars (the winner's own
    indicators after the `on_table` ones everyone saw: a tester took one for a dora
    indicator from nowhere), and ura dora for a riichi winner."""
    if e is None:
        return []
    dora = e.dora_indicators
    n = len(dora) if on_table is None else min(on_table, len(dora))
    # named as what they are: the tiles shown point at the dora, they are not the dora
    rows = [("Dora indicators", dora[:n]), ("Hidden Star", dora[n:]),
            ("Ura indicators", e.ura_indicators)]
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


def groups_of(table, sh: SeatHand) -> list[list[tuple]]:
    """A whole hand as groups of faces (tile or None, sideways, stacked) in table order:
    concealed tiles sorted (or in the sets `groups` gives), each meld (None tiles: a quad
    still hidden), bonus tiles; Ùzje lays melds and bonus tiles on the left."""
    concealed = [upright(g) for g in sh.groups] if sh.groups else \
        [upright(table.tileset.sort(list(sh.tiles)))]
    melds = [meld_faces(table, g) for g in sh.melds]
    bonus = [upright(sh.bonus)] if sh.bonus else []
    groups = melds + bonus + concealed if table.lay.melds_left else [*concealed, *melds, *bonus]
    return [g for g in groups if g]


def reading_groups(tileset, e) -> tuple:
    """The winning hand's concealed tiles (the winning tile among them) in the sets its score
    sheet read, in the sheet's order: an Ùzje hand laid out flat hid which ariths, gems and
    powers scored, and Zero's part in them (a tester). Declared melds (the sheet marks them
    "open" or in brackets) are left to the melds; () where the reading does not account for
    exactly the concealed tiles (then they show sorted, as before)."""
    reading = (e.sheet.detail or {}).get("reading") if e.sheet is not None else None
    words = reading if isinstance(reading, list) else str(reading or "").split()
    declared = [sorted(tileset.index[x] for x in m.tiles) for m in e.melds if m is not None]
    groups = []
    try:
        for word in words:
            if " " in word or word.startswith("(") or word.endswith("'"):
                continue  # "139m open", "(567p)", "111z'": a declared meld
            group = tuple(tileset.parse(word))
            kinds = sorted(tileset.index[x] for x in group)
            if kinds in declared:
                declared.remove(kinds)
                continue
            groups.append(group)
    except (TileTextError, KeyError):
        return ()
    held = sorted(tileset.index[x] for x in e.hand)
    if sorted(tileset.index[x] for g in groups for x in g) != held or len(groups) < 2:
        return ()
    return _as_held(groups, list(e.hand))


def _as_held(groups, hand: list) -> tuple:
    """The groups made of the hand's own tiles (a red five where the hand holds one)."""
    out = []
    for group in groups:
        mine = []
        for x in group:
            same = next(h for h in hand if h is x) if x in hand else \
                next(h for h in hand if h.plain is x.plain)
            hand.remove(same)
            mine.append(same)
        out.append(tuple(mine))
    return tuple(out)


def upright(tiles) -> list[tuple]:
    return [(x, False, False) for x in tiles]


def meld_faces(table, meld) -> list[tuple]:
    """A meld as the table lays it (its claimed tile sideways, an added kong's tile lying on
    it), but every tile of a concealed kong face up (the hand is shown)."""
    if meld is None or not meld.open:
        return upright(tm.run_order(table.grammar, meld.tiles) if meld is not None else
                       [None] * 4)
    return td.lay_faces(table.lay, meld, table.view.players)


def _win_groups(table, hand) -> tuple[list[list], object]:
    """The winning hand's groups without its winning tile (drawn apart after them): the
    concealed tiles in the sets the sheet read where it read them, else sorted."""
    sh, win = hand
    sets = [list(g) for g in sh.groups]
    if sets:  # the winning tile leaves its set
        owner = next((g for g in sets if any(x is win for x in g)), None) or \
            next((g for g in sets if win in g), sets[-1])
        owner.remove(next((x for x in owner if x is win), win))
    rest = list(sh.tiles)
    if win in rest:
        rest.remove(win)
    return groups_of(table, SeatHand(tuple(rest), sh.melds, sh.bonus,
                                     tuple(tuple(g) for g in sets if g))), win


def _rows(table, hand, hands, w: int) -> list[tm.Row]:
    """The rows the result shows with tiles `w` wide: the winning hand's (the winning tile
    apart after it), or each seat's at a draw."""
    gap, h = table.m.px(1.2), table.lay.h(w)
    if hand:
        return [tm.lay_row(_win_groups(table, hand)[0], w, h, gap)]
    return [tm.lay_row(groups_of(table, sh), w, h, gap) for sh in hands or ()]


def rows_width(table, hand, hands, w: int) -> int:
    """The widest row of tiles the result shows with tiles `w` wide (labels included)."""
    rows = _rows(table, hand, hands, w)
    if hand:
        return rows[0].width + w
    return table.m.px(24) + max(r.width for r in rows) if rows else 0


def rows_height(table, hand, hands, w: int) -> int:
    """How high the result's rows of tiles stand together with tiles `w` wide, the gaps
    under each row included."""
    rows = _rows(table, hand, hands, w)
    return sum(r.height for r in rows) + (table.m.px(2) if hand else table.m.px(1) * len(rows))


def draw_win_hand(table, surf, hand, cx: int, y: int, reveal: float = 1.0,
                  sp=None) -> int:
    """The winning hand: concealed tiles, melds, bonus tiles, and the winning tile apart and
    marked; tiles turn face up one by one while `reveal` runs from 0 to 1."""
    sp = sp or table.pond_sprites
    groups, win = _win_groups(table, hand)
    w, h = sp.width, table.lay.h(sp.width)
    row = tm.lay_row(groups, w, h, table.m.px(1.2))
    count = len(row.faces) + 1
    shown = round(reveal * count)
    x = cx - (row.width + w) // 2
    tm.blit_row(surf, sp, row, x, y, shown)
    surf.blit(sp.get(win, "highlighted") if shown >= count else sp.back(),
              (x + row.width, y + row.height - h))
    return y + row.height


def draw_hands(table, surf, hands, box: pygame.Rect, y: int, reveal: float, sp=None) -> int:
    """A drawn game: every seat's whole hand face up, marked tenpai or noten where the rules
    care (the mark is a word and weight, not only a colour); an abortive draw marks who
    declared it (the one seat holding a drawn tile: nine terminals), not who was ready."""
    m = table.m
    sp = sp or table.pond_sprites
    w = sp.width
    h = table.lay.h(w)
    drawn = table.drawn_game
    exhaustive = drawn is None or drawn.reason == "exhaustive"
    marks = exhaustive and tenpai_counts(table.rules)
    ready = set(drawn.tenpai) if drawn is not None else set()
    for seat, sh in enumerate(hands):
        label = table.seat_label(seat)
        declared = not exhaustive and sum(not x.is_bonus for x in sh.tiles) % 3 == 2
        if marks:
            label += "  tenpai" if seat in ready else "  noten"
        elif declared:
            label += "  declared"
        lit = (marks and seat in ready) or declared
        row = tm.lay_row(groups_of(table, sh), w, h, m.px(1.2))
        t.blit_text(surf, label, t.fit(label, m.small, m.px(20), lit),
                    t.GOLD if lit else t.TEXT_DIM, lit,
                    midleft=(box.x + m.px(3), y + row.height - h // 2))
        tm.blit_row(surf, sp, row, box.x + m.px(24), y, round(reveal * len(row.faces)))
        y += row.height + m.px(1)
    return y
