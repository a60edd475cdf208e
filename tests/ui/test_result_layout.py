"""The hand result at 1280x720 with the longest sheet each variant can show: every line, the
total, the whole winning hand (four kongs and every bonus tile), the indicators and each seat's
payments fit on screen, and the box never covers the player's hand and melds, the top seat's
row or the Continue button."""

import pygame
import pytest
from test_table_play import table_for

from game.core.model.melds import Meld, MeldKind
from game.core.model.sheet import Element, ScoreSheet
from game.core.settlement import HandValue, Payment, Reason, Settlement
from game.core.table.events import Scored, Won
from game.core.table.state import Phase
from game.ui import table_hand as th
from game.ui import table_prompt as tp
from game.ui import table_result as tr
from game.ui.widgets import Button

# The longest sheets self-play gave in each variant (the Riichi family 6 lines, HKOS 3,
# classical 10: sets, pair, six flowers, doubles; Ùzje 8: each flower and seat flower), and
# about twice as many: those still fit above the hand, the top seat's row given up if need be.
SEEN = {"riichi": 6, "sanma": 6, "space": 6, "hkos": 3, "classical": 10, "uzje": 8}
LONGEST = {"riichi": 12, "sanma": 12, "space": 12, "hkos": 12, "classical": 20, "uzje": 18}


def long_sheet(variant, options, n: int) -> ScoreSheet:
    rows = variant.scoring_table(options)  # the variant's own names, long and short
    names = [(r.sheet_name or r.title, r.value or 1, r.unit) for r in rows]
    names = (names * (n // max(1, len(names)) + 1))[:n]
    elements = [Element(f"{name} ({i})", value, unit if unit != "limit" else "points")
                for i, (name, value, unit) in enumerate(names)]
    totals = {"han": {"han": 13, "fu": 110}, "faan": {"faan": 13},
              "points": {"points": 148, "doubles": 6}, "doubles": {"points": 148, "doubles": 6},
              "fan": {"fan": 12.8}}
    unit = next(iter({e.unit for e in elements} & set(totals)), "han")
    return ScoreSheet(True, elements=elements, total=totals[unit], points=48000,
                      limit_name="counted yakuman")


def kongs(table):
    """Four exposed kongs of the variant's first number kinds, claimed from each side."""
    kinds = [k for k in table.tileset.kinds if k.is_number][:4]
    return tuple(Meld(MeldKind.KONG, (k,) * 4, True, k.suit, 0, k, 1 + i % 3, i % 2 == 1)
                 for i, k in enumerate(kinds))


@pytest.mark.parametrize("longest", [False, True], ids=["seen", "longest"])
@pytest.mark.parametrize("variant", list(LONGEST))
def test_the_longest_result_fits_above_the_hand(instant_app, variant, longest, monkeypatch):
    app = instant_app
    table = table_for(app, variant)
    for _ in range(5):
        app.frame()
    n = table.view.players
    sheet = long_sheet(table.variant, table.game.options, (LONGEST if longest else SEEN)[variant])
    pair = [k for k in table.tileset.kinds if k.is_number][5]
    bonus = tuple(table.tileset.bonus)[:8]
    seats = list(table.view.seats)
    from dataclasses import replace
    seats[1] = replace(seats[1], bonus=bonus, north=4 if table.rules.north_extraction else 0)
    table._view = (table.moves, replace(table.view, seats=tuple(seats)))
    kinds = table.tileset.kinds
    shown = (kinds[:5], kinds[5:10]) if table.rules.indicators else ((), ())  # dora, ura
    won = Won(1, "ron", pair, 0, (pair, pair), kongs(table), sheet, *shown)
    values = tuple(HandValue(s, 148, 6, 2000, "") for s in range(n))
    payments = tuple(Payment(a, b, 1000, Reason.DIFFERENCE, (a + 2) % n)
                     for a in range(n) for b in range(a + 1, n))  # each pair settles once
    settled = Settlement(payments, values if table.variant.id == "classical" else (), 2, 3, 0)
    deltas = (-3000,) + (1000,) * (n - 1)
    monkeypatch.setattr(table.game.state, "phase", Phase.HAND_END)
    table.animate([won, Scored(deltas, tuple(25000 + d for d in deltas), settled)])
    table.anim.skip()
    table.stage.reveal = table.stage.count = 1.0
    table.draw(app.surface)
    box = tr.draw_result(table, app.surface)
    screen = app.surface.get_rect()
    assert screen.contains(box)
    row = th.hand_row(table, table.shown)
    hand = pygame.Rect(row.x, row.y - app.stack.top.m.px(1.6), row.width, table.lay.h(
        table.lay.hand_w))
    assert box.bottom <= hand.top and not box.colliderect(hand), (box, hand)
    # the top seat's row in view (with no top seat, the side seats' plates where the sheet
    # leaves room: a long one may rise over them)
    assert box.top >= (0 if longest or n < 4 else tr.result_top(table))
    cont = Button("Continue", lambda: None, pygame.K_RETURN, "Enter", primary=True)
    table.buttons = [cont]
    tp.layout_prompt(table)  # where Continue stands at a hand's end
    assert not cont.rect.colliderect(box)
    fit = tr.fitted(table)
    assert table.lay.h(fit.sprites.width) >= 24 and fit.font >= 12  # tiles and lines read
    # one size for the names of every column (some shrank, some wrapped; then the right
    # column's were smaller than the left's)
    assert len({row[2] for column in fit.columns for row in column
                if isinstance(row, tuple)}) <= 1, fit.columns


@pytest.mark.parametrize("over", [False, True], ids=["hand", "match"])
def test_a_results_added_kongs_lie_stacked_inside_the_box(instant_app, over, monkeypatch):
    """The hand's result and the match's best hand draw an added kong's tile on its sideways
    tile, and the box is fitted to that taller row."""
    from game.core.table.events import MatchEnded
    from game.ui import table_melds as tm

    app = instant_app
    table = table_for(app, "riichi")
    for _ in range(5):
        app.frame()
    melds = kongs(table)  # claimed from each side, every second one added to a pung
    pair = [k for k in table.tileset.kinds if k.is_number][5]
    sheet = long_sheet(table.variant, table.game.options, 6)
    won = Won(1, "ron", pair, 0, (pair, pair), melds, sheet)
    deltas = (-3000, 3000, 0, 0)
    settled = Settlement((Payment(0, 1, 3000, Reason.DIFFERENCE, 1),), (), 0, 0, 0)
    monkeypatch.setattr(table.game.state, "phase", Phase.HAND_END)
    table.animate([won, Scored(deltas, tuple(25000 + d for d in deltas), settled)])
    table.anim.skip()
    table.stage.reveal = table.stage.count = 1.0
    if over:
        table.match_over = MatchEnded((22000, 28000, 25000, 25000), (4, 1, 2, 3))
    rows = []
    real = tm.blit_row
    monkeypatch.setattr(tm, "blit_row", lambda surf, sp, row, x, y, shown=None: (
        rows.append([(s, r.move(x, y)) for _, s, r in row.faces]), real(surf, sp, row, x, y,
                                                                        shown)))
    box = tr.draw_result(table, app.surface)
    assert len(rows) == 1
    faces = rows[0]
    assert len(faces) == 1 + 16  # the pair's other tile, then four kongs
    for _, r in faces:
        assert box.contains(r), (r, box)
    lying = [r for s, r in faces if s]
    assert len(lying) == 4 + 2  # a sideways tile each, and two added tiles on theirs
    on = [r for r in lying if any(o.top >= r.bottom - 1 and abs(o.centerx - r.centerx) <= 1
                                  for o in lying if o is not r)]
    assert len(on) == 2


@pytest.mark.parametrize("size", [(1024, 576), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_match_end_box_ends_above_play_again_and_back_to_title(tmp_path, monkeypatch,
                                                                   size):
    """A tester's Classical match ended with 'Play again' over the box's total line: the two
    buttons reach further left than one Continue, under the widest box."""
    from game.core.table.events import MatchEnded
    from game.ui.app import App, make_store

    app = App(make_store(tmp_path), size)
    app.settings.speed = "instant"
    try:
        table = table_for(app, "classical")
        for _ in range(5):
            app.frame()
        pair = [k for k in table.tileset.kinds if k.is_number][5]
        won = Won(1, "ron", pair, 0, (pair, pair), kongs(table),
                  long_sheet(table.variant, table.game.options, SEEN["classical"]))
        settled = Settlement((Payment(0, 1, 300, Reason.DIFFERENCE, 1),), (), 0, 0, 0)
        monkeypatch.setattr(table.game.state, "phase", Phase.MATCH_END)
        table.animate([won, Scored((-300, 300, 0, 0), (200, 800, 500, 500), settled),
                       MatchEnded((200, 800, 500, 500), (4, 1, 2, 3))])
        table.anim.skip()
        table.last_seen = None
        for _ in range(5):
            table.anim.skip()
            app.frame()
        assert [b.label for b in table.buttons] == ["Play again", "Back to title"]
        box = tr.draw_result(table, app.surface)
        for b in table.buttons:
            assert not box.colliderect(b.rect), (b.label, box, b.rect)
    finally:
        pygame.display.quit()
