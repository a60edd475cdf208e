"""What the result tells a player: classical's every hand scored and each payment between
seats, the engine's settlement notes, flowers and limits by name, and a box that leaves the
seats' names in view."""

import pygame
import pytest
from test_table import act, press

from game.core.model.sheet import SEAT_WINDS, ScoreSheet, WinSituation
from game.core.model.tiles import tile
from game.core.settlement import HandValue, Payment, Reason, Settlement, by_seat
from game.core.table.events import Scored, Won
from game.core.table.state import Phase
from game.core.variants import get_variant
from game.core.variants.chinese import classical_settlement
from game.core.variants.riichi.points import base_points
from game.core.variants.uzje import scoring as uzje_scoring
from game.ui import table_draw as td
from game.ui import table_result as tr
from game.ui import table_result_tiles
from game.ui.app import App, make_store
from game.ui.sheet_text import limit_text
from game.ui.table import ME, Table

SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture
def app(tmp_path):
    a = App(make_store(tmp_path), SIZES[0])
    a.settings.speed = "instant"
    yield a
    pygame.display.quit()


def to_a_win(app, variant, seed, hands=6):
    """Play by keys (the AI at the other seats) to the first hand won; its table."""
    config = {"variant": variant, "seed": seed,
              "opponents": [{"name": n} for n in ("Wren", "Finch", "Heron")]}
    table = app.push(Table(app, config=config))
    played = 0
    for _ in range(40000):
        app.frame()
        if table.game.phase == Phase.HAND_END and not table.busy:
            if table.last_win is not None:
                app.frame()
                return table
            played += 1
            if played >= hands:
                break
            press(app, pygame.K_RETURN)
        elif ME in table.game.waiting_on() and not table.busy:
            act(app, table)
    pytest.skip(f"no win in {hands} hands of {variant} seed {seed}")


def drawn_texts(monkeypatch, table, surf):
    texts = []
    real = tr.t.blit_text

    def text(surf, s, *a, **k):
        texts.append(s)
        return real(surf, s, *a, **k)

    with monkeypatch.context() as patch:
        patch.setattr(tr.t, "blit_text", text)
        box = tr.draw_result(table, surf)
    return texts, box


def test_classical_shows_the_other_hands_lines_on_f(app, monkeypatch):
    """A tester read "38 pts" under a loser's name with no way to see why: F shows each
    loser's hand, its total and the lines that make it, in place of the winner's lines."""
    table = to_a_win(app, "classical", 5)
    values = table.settle.explained.hand_values
    texts, _ = drawn_texts(monkeypatch, table, app.surface)
    assert any(x.endswith("(F: the other hands)") for x in texts)
    # the total, counted in points, is said once (a tester read "26 points · 26 points")
    [total] = [x for x in texts if x.endswith("(F: the other hands)")]
    assert total.count("points") == 1, total
    press(app, pygame.K_f)
    assert table.show_fu
    texts, _ = drawn_texts(monkeypatch, table, app.surface)
    assert any(x.endswith("(F: the winner's lines)") for x in texts)
    label = table.game.variant.element_label
    for v in values:
        heading = f"{table.seat_label(v.seat)}: {tr.score_text(v)}"
        assert (heading in texts) == (v.seat != table.last_win.seat)
        if v.seat != table.last_win.seat:
            assert all(label(el.name) in " ".join(texts) for el in v.lines)
    assert any(v.lines for v in values if v.seat != table.last_win.seat)


def test_classical_other_hands_headings_line_up_with_their_lines(app, monkeypatch):
    """The headings sat centred over left-aligned lines, ragged (a tester)."""
    table = to_a_win(app, "classical", 5)
    press(app, pygame.K_f)
    placed = []
    real = tr.t.blit_text

    def text(surf, s, *a, **k):
        placed.append((s, k.get("topleft")))
        return real(surf, s, *a, **k)

    monkeypatch.setattr(tr.t, "blit_text", text)
    tr.draw_result(table, app.surface)
    loser = next(v for v in table.settle.explained.hand_values
                 if v.seat != table.last_win.seat and v.lines)
    heading = f"{table.seat_label(loser.seat)}: {tr.score_text(loser)}"
    i = next(i for i, (s, _) in enumerate(placed) if s == heading)
    assert placed[i][1] is not None and placed[i + 1][1] is not None
    assert placed[i][1][0] == placed[i + 1][1][0]  # its first line starts where it does


def test_classical_shows_each_seats_hand_score_and_the_payments_that_make_its_change(
        app, monkeypatch):
    table = to_a_win(app, "classical", 5)
    settle, won = table.settle, table.last_win
    ex = settle.explained
    assert ex is not None and len(ex.hand_values) == 4
    assert ex.hand_values[won.seat].value == tr.points_of(won)
    wind = [SEAT_WINDS[sv.wind] for sv in table.view.seats]
    for seat, delta in enumerate(settle.deltas):  # the engine's changes, explained
        paid = sum(p.amount for p in ex.payments if p.payee == seat) - \
            sum(p.amount for p in ex.payments if p.payer == seat)
        assert paid == delta
    cannon = any(p.for_seat is not None for p in ex.payments)
    values = ex.hand_values
    for p in ex.payments:  # the rules: value to the winner, differences, East doubled
        factor = 2 if "E" in (wind[p.payer], wind[p.payee]) else 1
        if p.payee == won.seat and not cannon:
            assert p.amount == values[won.seat].value * factor
        elif not cannon:
            assert p.amount == (values[p.payee].value - values[p.payer].value) * factor
    for seat in range(4):
        sc = values[seat]
        assert sc.value == min(sc.points * 2 ** sc.doubles, 1000) or sc.limit
        if seat != ME:  # every hand is shown face up for scoring
            hand = tuple(x for x in table.game.state.seats[seat].hand if not x.is_bonus)
            assert table.revealed[seat] == hand
    texts, _ = drawn_texts(monkeypatch, table, app.surface)
    for seat in range(4):
        assert tr.score_text(values[seat]) in texts
        assert f"{table.seat_label(seat)}, {td.wind_name(table.view.seats[seat].wind, 4)}" \
            in texts
        for line in tr.payment_lines(ex, seat, table.seat_label):
            assert line in texts
    assert any("East pays double" in x for x in texts)


def test_payment_lines_read_from_each_seat_and_say_whose_debt_a_cannon_paid():
    scores = {"E": 0, "S": 10, "W": 4, "N": 100}
    pays = classical_settlement.payments(scores, "N", cannon="S")
    seat_of = {w: i for i, w in enumerate(SEAT_WINDS)}
    ex = Settlement(by_seat(pays, seat_of),
                    tuple(HandValue(i, v, 0, v) for i, v in enumerate(scores.values())))
    label = {0: "You", 1: "Wren", 2: "Finch", 3: "Heron"}.get
    lines = tr.payment_lines(ex, 1, label)
    # South let off the cannon: it pays East's and West's debts to the winner as its own
    assert "\u2013200 to Heron for You" in lines and "\u2013100 to Heron for Finch" in lines
    assert "\u2013100 to Heron" in lines and "+20 from You" in lines and "+6 from Finch" in lines
    assert tr.payment_lines(ex, 3, label) == ["+200 from Wren for You", "+100 from Wren",
                                              "+100 from Wren for Finch"]
    assert tr.score_text(HandValue(0, 12, 2, 48)) == "12 pts, 2 dbl = 48"
    assert tr.score_text(HandValue(0, 200, 3, 1000)) == "200 pts, 3 dbl = 1,000 limit"
    assert tr.score_text(HandValue(0, 8, 0, 8)) == "8 pts"


def test_the_engines_settlement_lines_show_on_the_result(app, monkeypatch):
    table = app.push(Table(app, config={"variant": "riichi", "seed": 3}))
    app.frame()
    hand = tuple(tile("m", r) for r in (1, 2, 3)) + (tile("p", 5),) * 2
    winds = {SEAT_WINDS[sv.wind]: sv.seat for sv in table.view.seats}
    paid = Settlement((Payment(2, 3, 8000, Reason.HAND), Payment(2, 3, 600, Reason.HONBA),
                       Payment(None, 3, 1000, Reason.STICKS)), sticks=1, honba=2,
                      cannon=winds["S"])
    table.animate([Won(3, "ron", tile("m", 3), 2, hand, (), ScoreSheet(True, points=8000)),
                   Scored((0, 0, -8600, 9600), (25000, 25000, 16400, 34600), paid)])
    label = table.seat_label
    notes = [f"{label(winds['S'])} let off a cannon",
             f"{label(3)} takes 1 riichi stick (+1,000)", f"{label(3)} takes 2 honba (+600)"]
    assert list(table.settle.notes) == notes
    texts, _ = drawn_texts(monkeypatch, table, app.surface)
    assert all(n in texts for n in notes) and not any(x.endswith(" wins") for x in texts)


def test_the_notes_read_from_the_payments_with_you_as_their_subject():
    paid = Settlement((Payment(None, 0, 2000, Reason.STICKS), Payment(1, 0, 300, Reason.HONBA)),
                      sticks=2, honba=1)
    label = {0: "You", 1: "Wren"}.get
    assert tr.settlement_notes(paid, label) == ["You take 2 riichi sticks (+2,000)",
                                                "You take 1 honba (+300)"]
    assert tr.settlement_notes(Settlement(cannon=1), label) == ["Wren let off a cannon"]


def test_uzje_flowers_and_riichi_limits_read_as_players_name_them():
    bonus = [tile(*t) for t in (("f", 3), ("g", 1))]  # q (gentleman 3) and h (season 1)
    label = get_variant("uzje").element_label
    names = [label(name) for name, _ in uzje_scoring.flower_rows(bonus, "E")]
    assert names == ["Flower: Spring", "Flower: Chrysanthemum", "Seat flower: Spring"]
    # Hong Kong's seed speaks to the winner; the sheet is read by all (a tester read "Season
    # of your seat" on an opponent's win)
    hk = get_variant("hkos")
    sheet = hk.score(WinSituation(hand=tuple(hk.tileset({}).parse("234m456p678s11z999s")),
                                  melds=(), win_tile=tile("z", 1), by="tsumo", seat_wind="S",
                                  round_wind="E", bonus=(tile("f", 2), tile("g", 2))), {})
    assert {hk.element_label(e.name) for e in sheet.elements} >= {"Seat flower", "Seat season"}
    limits = [limit_text(base_points(han, 30)[1]) for han in (5, 6, 8, 11, 13)]
    assert limits == ["Mangan", "Haneman", "Baiman", "Sanbaiman", "Kazoe yakuman"]
    assert limit_text(base_points(0, 0, yakuman=1)[1]) == "Yakuman"
    sheet = ScoreSheet(True, points=12000, limit_name=base_points(6, 30)[1])
    won = Won(0, "tsumo", tile("m", 1), None, (), (), sheet)
    from game.records.record import hand_name, sheet_of

    assert hand_name(sheet_of(won)) == "Haneman"


@pytest.mark.parametrize("variant", ["classical", "sanma"])
def test_the_result_leaves_every_opponents_name_in_view(app, monkeypatch, variant):
    table = to_a_win(app, variant, 5)
    names = []
    real = td.draw_name

    def name(*a, **k):
        names.append(real(*a, **k))
        return names[-1]

    monkeypatch.setattr(td, "draw_name", name)
    for size in SIZES:
        app.surface = pygame.display.set_mode(size)
        app.size = size
        app.stack.resize(size)
        names.clear()
        table.draw_table(app.surface, table.view, None)
        _, box = drawn_texts(monkeypatch, table, app.surface)
        assert len(names) == table.view.players  # every seat's plate, the player's too
        screen = app.surface.get_rect()
        for r in names:
            assert screen.contains(r) and not r.colliderect(box), (size, r, box)
        table.draw_prompt(app.surface)
        continue_ = [b for b in table.buttons if b.label == "Continue"]
        assert continue_ and not continue_[0].rect.colliderect(box)


def test_a_losers_hand_is_not_cut_between_two_columns():
    """Classical's F laid "Wren: 0 pts" at the foot of one column and its "Nothing scores"
    at the head of the next: each loser's heading stays with its lines."""
    lines = ["You: 16 pts, 2 dbl = 64", "Pung of East\t8 points", "Season 2\t4 points",
             "Season 3\t4 points", "Own wind\t1 double", "Prevailing wind\t1 double",
             "Wren: 0 pts", "Nothing scores\t", "Finch: 16 pts", "Pung of 5s\t4 points",
             "Flower 2\t4 points", "Season 4\t4 points", "Flower 4\t4 points"]
    cols = tr.split([lines], 2)
    assert len(cols) == 2 and sum(cols, []) == lines
    for col in cols:
        assert "\t" not in col[0]  # each column starts with a heading
    assert cols[0] == lines[:6]  # 6 and 7 lines, not 8 and 5: as even as whole hands allow
    assert tr.split([["a\t1", "b\t2", "c\t3"]], 2) == [["a\t1", "b\t2"], ["c\t3"]]


@pytest.mark.parametrize("seed", [5, 8, 11])
def test_with_no_top_seat_the_result_starts_below_the_side_seats_plates(app, seed):
    """A tester's Sanma result at 1920x1080 covered the right seat's name and score: with
    no top seat the box began at the window's top, where the side seats' plates are."""
    table = to_a_win(app, "sanma", seed)
    size = (1920, 1080)
    app.surface = pygame.display.set_mode(size)
    app.size = size
    app.stack.resize(size)
    table.draw_table(app.surface, table.view, None)
    table.draw_prompt(app.surface)  # the Continue button laid out for this size
    assert len(table.side_plates) == 2
    right = table.side_plates["right"]  # as long as the tester's ("Wren East 35,100 Dealer")
    table.side_plates["right"] = right.union(right.move(-table.m.px(12), 0))
    plates = list(table.side_plates.values())
    table.result_fit = None
    box = tr.fitted(table).box
    assert box.h > 0 and not any(box.colliderect(p) for p in plates), (box, plates)


def test_the_fu_detail_adds_up_to_the_headline_fu():
    """A tester added Base 20, Open pung 4 and Yakuhai pair 2 and found 26 where the headline
    said 30: the rounding is a row of its own, and the rows add up to the hand's fu."""
    from game.analysis import answer
    from game.core.model.sheet import ScoreSheet

    score = answer({"variant": "riichi", "hand": "345s678s22m", "melds": ["777z", "234p"],
                    "win": {"tile": "2m", "by": "ron"}, "seat_wind": "S",
                    "round_wind": "E"})["score"]
    items, fu = score["fu_items"], score["total"]["fu"]
    assert sum(i["fu"] for i in items) < fu  # the case: the items leave a rounding
    sheet = ScoreSheet(valid=True, total=score["total"], detail={"fu_items": items})

    class Win:
        pass

    won = Win()
    won.sheet = sheet
    rows = [line.split("\t") for line in tr.fu_lines(won)]
    assert sum(int(v.removesuffix(" fu")) for _, v in rows) == fu
    assert rows[-1][0] == f"Rounded up to {fu}"


def test_the_hands_points_are_whole_while_the_scores_count_up(app, monkeypatch):
    """Mid-count a tester read "1 han 30 fu · 991 points" for a 1,000-point hand: only the
    seats' scores count up, the hand's value reads whole from the start."""
    table = to_a_win(app, "riichi", 3)
    points = tr.points_of(table.last_win)
    assert points > 0
    table.stage.count = 0.4
    texts, _ = drawn_texts(monkeypatch, table, app.surface)
    assert any(f"{points:,} points" in x for x in texts), texts


@pytest.mark.parametrize("variant", ["riichi", "hkos", "classical", "uzje"])
def test_a_winning_hand_shows_in_the_sets_its_sheet_read(variant):
    """An Ùzje hand laid out flat hid which ariths, gems and powers scored, and Zero's part
    (a tester): the concealed tiles show in the sheet's sets, every tile once, the declared
    melds apart; where the reading does not account for them, sorted as before."""
    from game.ai.selfplay import play_match

    wins = []
    play_match(variant, 2, check=lambda game, events: wins.extend(
        (game.tileset, e) for e in events if isinstance(e, Won)))
    grouped = 0
    for ts, e in wins:
        groups = tr.reading_groups(ts, e)
        if not groups:
            continue
        grouped += 1
        assert ts.sort([x for g in groups for x in g]) == ts.sort(list(e.hand))  # the very tiles
        assert all(any(x is h for h in e.hand) for g in groups for x in g)
    assert grouped, f"no {variant} win was shown in its sets"


def test_the_winning_tile_leaves_its_set_and_stands_apart(app):
    from game.core.model.sheet import ScoreSheet

    table = app.push(Table(app, config={"variant": "hkos", "seed": 3,
                                        "opponents": [{"name": n} for n in "ABC"]}))
    ts = table.tileset
    hand = tuple(ts.parse("222m678m333s444s22z"))
    sheet = ScoreSheet(True, detail={"reading": ["222m", "678m", "333s", "444s", "22z"]})
    won = Won(1, "tsumo", ts.parse("2m")[0], None, hand, (), sheet)
    groups = tr.reading_groups(ts, won)
    assert [ts.format(g) for g in groups] == ["222m", "678m", "333s", "444s", "22z"]
    laid, win = table_result_tiles._win_groups(table, (tr.SeatHand(hand, (), (), groups),
                                                          won.tile))
    assert win is won.tile and [len(g) for g in laid] == [2, 3, 3, 3, 2]
    odd = ScoreSheet(True, detail={"reading": ["222m", "678m", "333s"]})  # not every tile
    assert tr.reading_groups(ts, Won(1, "tsumo", won.tile, None, hand, (), odd)) == ()


def test_a_long_subheading_stays_inside_the_box(app, monkeypatch):
    """"Powers used: ..." of four seats ran onto the box's border (a tester): the line is
    drawn bold, so it is fitted as bold."""
    table = to_a_win(app, "riichi", 3)
    long = "Powers used: " + ", ".join(f"Second Wind ({n})" for n in ("You", "Wren", "Finch",
                                                                    "Heron"))
    table.result = [table.result[0], long, *table.result[1:]]
    rects = {}
    real = tr.t.blit_text

    def spy(surf, s, *a, **k):
        rects[s] = r = real(surf, s, *a, **k)
        return r

    monkeypatch.setattr(tr.t, "blit_text", spy)
    box = tr.draw_result(table, app.surface)
    assert box.left < rects[long].left and rects[long].right < box.right


@pytest.mark.parametrize("size", [(1024, 576), *SIZES])
def test_the_last_line_of_the_result_keeps_clear_of_the_border(tmp_path, size, monkeypatch):
    """At 1024x576, the first window on a 1280x720 screen, the deltas sat on the box's
    border (a tester): the box keeps room under its last line."""
    from game.ui import table_result_scores as trs

    a = App(make_store(tmp_path), size)
    a.settings.speed = "instant"
    try:
        table = to_a_win(a, "riichi", 3)
        bottoms = []
        real = tr.t.blit_text

        def spy(surf, s, *rest, **k):
            r = real(surf, s, *rest, **k)
            bottoms.append(r.bottom)
            return r

        monkeypatch.setattr(tr.t, "blit_text", spy)
        monkeypatch.setattr(trs.t, "blit_text", spy)
        box = tr.draw_result(table, a.surface)
        assert max(bottoms) <= box.bottom - table.m.px(1)
    finally:
        pygame.display.quit()
