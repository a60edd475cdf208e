"""The table hint: off by default; on (Settings or F5), the player's discard turn gets the
strongest evaluation's suggestion outlined with a line of why, and against a threat every tile
is shaded by its danger; the guided hand never shows it."""

import random
import time
from types import SimpleNamespace

import pygame
import pytest

from game.core.table.state import Phase
from game.learn.pushfold import ME, question
from game.ui import table_hint
from game.ui.table import Table
from game.ui.table_draw import TableLayout
from game.ui.theme import Metrics


def my_discard_turn(app, table, frames=3000):
    for _ in range(frames):
        table.anim.skip()
        app.frame()
        if table.game.phase == Phase.ACT and ME in table.game.waiting_on() \
                and not table.anim.busy:
            return True
    return False


def test_off_by_default_and_f5_turns_it_on(instant_app):
    app = instant_app
    assert app.settings.table_hint is False
    table = app.push(Table(app, config={"variant": "riichi", "seed": 4,
                                        "opponents": [{"name": n} for n in "ABC"]}))
    assert my_discard_turn(app, table)
    assert table.hinter is None  # nothing weighed while it is off
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0))
    app.frame()
    assert app.settings.table_hint is True
    advice = None
    for _ in range(400):
        app.dirty = True
        app.frame()
        advice = table.hinter.for_move(table)
        if advice is not None:
            break
    assert advice is not None and advice.why.startswith("Discard")
    hand = {t.plain for t in table.game.view(ME).hand}
    assert advice.choice in hand


def test_against_a_riichi_the_tiles_are_shaded_and_the_advice_names_the_threat(
        instant_app, monkeypatch):
    q = question("riichi", {}, random.Random(5))  # a real moment of a game, with a threat
    hinter = table_hint.Hinter()
    hinter.move, hinter.advice = (7, False, False), q.advice
    rects = [(pygame.Rect(40 * i, 600, 38, 52), i, t) for i, t in enumerate(q.view.hand)]
    m = Metrics(1280, 720)
    stub = SimpleNamespace(app=instant_app, hinter=hinter, moves=7, riichi_mode=False,
                           call_mode=False, hand_rects=rects,
                           anim=SimpleNamespace(busy=False), m=m, hand_top=lambda: 590,
                           lay=TableLayout.make(m), aids_rect=None, buttons=[],
                           claim_left=None)
    instant_app.settings.table_hint = True
    shaded = []
    monkeypatch.setattr(table_hint, "_shade", lambda surf, m, rect, danger:
                        shaded.append(danger))
    table_hint.draw_hint(stub, pygame.Surface((1280, 720)))
    assert shaded and max(shaded) > 0  # each tile's danger shaded; some tile is a risk
    assert q.advice.why.startswith(("Push", "Fold")) and "risk" in q.advice.why or \
        "threw it" in q.advice.why


def test_the_guided_hand_shows_no_hint(instant_app):
    from game.ui.app import open_screen

    app = instant_app
    app.settings.table_hint = True
    open_screen(app, "tutorial", "riichi")
    scene = app.stack.top
    assert my_discard_turn(app, scene)
    app.frame()
    assert scene.hinter is None


def hint_drawn(table, monkeypatch) -> tuple[list[str], list[tuple]]:
    """The hint drawn once: its lines of why, and the outlines it drew (draw.rect's args)."""
    said: list[str] = []
    monkeypatch.setattr(table_hint, "draw_why", lambda table, surf, words, left:
                        said.append(words))
    outlines: list[tuple] = []
    monkeypatch.setattr(table_hint.pygame.draw, "rect", lambda *a, **k: outlines.append(a))
    table_hint.draw_hint(table, pygame.Surface((1280, 720)))
    return said, outlines


def test_a_drawn_winning_tile_is_advised_as_a_win_not_as_a_discard(instant_app, monkeypatch):
    """In riichi, drawing the winning tile: the hint says to win by the variant's word and
    outlines no tile to throw (it once advised discarding a haneman's winning tile)."""
    from test_table_aids import holding

    from game.core.table.actions import Tsumo

    table = holding(instant_app, "riichi", "234m456p789s234s1z")
    seat = table.game.state.seats[ME]
    win = table.tileset.parse("1z")[0]
    seat.hand = table.tileset.parse("234m456p789s234s1z1z")
    seat.drawn = win
    table.game._legal_cache.clear()
    table.moves += 1
    assert any(isinstance(a, Tsumo) for a in table.game.legal_actions(ME))
    instant_app.settings.table_hint = True
    said, outlines = hint_drawn(table, monkeypatch)
    assert said == ["Win: your hand is complete. Press Tsumo (W)."]
    assert not outlines and table.hinter.job is None  # nothing weighed, no tile outlined


def test_a_sanma_north_is_advised_set_aside_with_its_button_outlined(instant_app,
                                                                       monkeypatch):
    """In Sanma, holding a North that may be set aside: the hint says so (every level sets
    it aside first) and outlines the North button, weighing no discard (it once stayed
    silent about Norths, then advised throwing one)."""
    from test_table_aids import holding

    from game.core.table.actions import ExtractNorth

    table = holding(instant_app, "sanma", "19m19p123s456s77z4z")
    seat = table.game.state.seats[ME]
    seat.drawn = table.tileset.parse("5z")[0]
    seat.hand = [*seat.hand, seat.drawn]
    table.game._legal_cache.clear()
    table.moves += 1
    north = [a for a in table.game.legal_actions(ME) if isinstance(a, ExtractNorth)]
    assert north
    instant_app.settings.table_hint = True
    table.refresh_prompt()  # the buttons of this move
    button = next(b for b in table.buttons if getattr(b, "acts", None) == north[0])
    said, outlines = hint_drawn(table, monkeypatch)
    assert len(said) == 1 and said[0].startswith("North: set it aside")
    assert "Press North (N)" in said[0]
    assert [a[2] for a in outlines] == [button.rect.inflate(table.m.px(1.2), table.m.px(1.2))]
    assert table.hinter.job is None  # no discard weighed


def test_the_hint_line_keeps_clear_of_the_players_discards_and_the_aids(instant_app):
    """On a 1280x720 window with large tiles the player's three rows of discards reach down
    to the hand: the hint's line goes right of them, wrapped, clear of the aids too."""
    from test_table_aids import holding

    instant_app.settings.tile_size = "large"
    table = holding(instant_app, "riichi", "13m456p789s234s11z5m")
    band = table.lay.pond_band("bottom")
    assert band is not None and band.bottom > table.hand_top() - 60  # the rows reach down
    table.hover = table.hand_tiles().index(table.tileset.parse("5m")[0])
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    aids = table.aids_rect
    assert aids is not None and not aids.colliderect(band)
    words = "Push against Wren, Finch: South keeps 3 from ready with 37 tiles to improve."
    box = table_hint.draw_why(table, surf, words, table.hand_rects[0][0].x)
    assert not box.colliderect(band) and not box.colliderect(aids)
    assert box.right <= 1280 and box.top > band.top


def test_the_hint_line_keeps_clear_of_buttons_that_come_with_the_move(instant_app,
                                                                        monkeypatch):
    """The hint was laid out against the last move's buttons and the new Riichi button was
    then drawn over it: the frame makes this move's buttons first."""
    from test_table_aids import holding

    from game.ui import table_prompt as tp

    table = holding(instant_app, "riichi", "13m456p789s234s11z5m")  # ready: Riichi offered
    instant_app.settings.table_hint = True
    boxes = []
    real = tp.draw_badge
    monkeypatch.setattr(tp, "draw_badge", lambda *a, **k: boxes.append(real(*a, **k)) or
                        boxes[-1])
    surf = pygame.Surface((1280, 720))
    for _ in range(400):  # the advice is weighed on a worker thread
        table.draw(surf)
        if table.hinter is not None and table.hinter.advice is not None:
            break
        time.sleep(0.01)
    table.buttons, table.last_seen = [], ()  # the buttons as the move before left them
    boxes.clear()
    table.draw(surf)
    assert boxes and any(b.label == "Riichi" for b in table.buttons)
    assert not any(box.colliderect(b.rect) for box in boxes for b in table.buttons)


def test_a_hint_raised_over_the_buttons_keeps_clear_of_the_right_seats_tiles(instant_app):
    """With a call's buttons filling the right, the hint's line went above them to the
    window's edge and covered the right seat's flowers (Hong Kong, 1280x720)."""
    from test_table_aids import holding

    from game.ui.table_draw import side_reach
    from game.ui.widgets import Button

    table = holding(instant_app, "hkos", "123m456p789s234s1z")
    m = table.m
    band = table.lay.pond_band("bottom")
    x = band.right + m.px(4)
    table.buttons = [Button(w, lambda: None) for w in ("Pung", "Kong", "Skip")]
    for i, b in enumerate(table.buttons):
        b.rect = pygame.Rect(x + i * m.px(20), table.hand_top() - m.px(12), m.px(19), m.px(6))
    table.prompt_left = x
    words = "Skip: the call would not bring the hand nearer to a win that pays enough."
    left = band.x  # where the line would start, over the player's discards
    box = table_hint.draw_why(table, pygame.Surface((m.w, m.h)), words, left)
    assert box.bottom <= table.buttons[0].rect.top  # above the buttons...
    assert box.right <= side_reach(table.lay)  # ...and left of the right seat's tiles


def test_a_discard_offered_to_call_is_advised_with_its_button_outlined(instant_app,
                                                                       monkeypatch):
    """In a claim window the hint gives the strong level's answer, in the buttons' words,
    and outlines that button (it used to say nothing while a call was offered)."""
    from test_table_input import game_at_a_chow_offer

    from game.learn.call_advice import advise_call

    app = instant_app
    app.settings.table_hint = True
    table = app.push(Table(app, config={"variant": "riichi", "seed": 1,
                                        "opponents": [{"name": n} for n in "ABC"]}))
    table.game = game_at_a_chow_offer()
    table.moves += 1
    table.refresh_prompt()
    legal = table.game.legal_actions(ME)
    expected = advise_call("riichi", table.game.options, table.game.view(ME), legal,
                           table.names)
    said: list[str] = []
    monkeypatch.setattr(table_hint, "draw_why", lambda table, surf, words, left:
                        said.append(words))
    outlined = []
    monkeypatch.setattr(table_hint.pygame.draw, "rect", lambda surf, colour, rect, **k:
                        outlined.append(rect))
    surf = pygame.Surface((1280, 720))
    for _ in range(400):
        table_hint.draw_hint(table, surf)
        if said:
            break
        time.sleep(0.005)
    assert said == [expected.why] and said[0].split(":")[0] in ("Chi", "Skip")
    [button] = [b for b in table.buttons if b.acts == expected.action]
    [ring] = outlined
    assert ring.contains(button.rect) and ring.w - button.rect.w < 20  # around that button


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_hint_beside_a_call_keeps_clear_of_the_timer_and_the_right_seats_discards(
        tmp_path, size):
    """Testers saw the hint's line hide the claim timer's seconds and cut its own last line
    (Sanma, 1280x720), and, raised over the waits, cover the right seat's lowest discards
    (Hong Kong, 1920x1080)."""
    from test_table_aids import holding

    from game.ui import table_prompt as tp
    from game.ui.app import App, make_store
    from game.ui.widgets import Button

    app = App(make_store(tmp_path), size)
    app.settings.speed = "instant"
    try:
        table = holding(app, "hkos", "123m456p789s234s1z")  # ready: the waits shown
        m = table.m
        surf = pygame.Surface((m.w, m.h))
        table.draw(surf)
        band = table.lay.pond_band("bottom")
        table.buttons = [Button(w, lambda: None) for w in ("Chow", "Skip")]
        x = m.w - m.px(45)
        for i, b in enumerate(table.buttons):
            b.rect = pygame.Rect(x + i * m.px(22), table.hand_top() - m.px(8), m.px(21),
                                 m.px(6))
        table.prompt_left, table.claim_left, table.claim_seconds = x, 9.0, 10.0
        timer = tp.timer_rect(table)
        assert timer is not None
        words = "Skip: the call would bring the hand nearer, but it gives up too much of " \
                "what it is worth."
        box = table_hint.draw_why(table, surf, words, band.x)
        assert not box.colliderect(timer) and not box.colliderect(table.buttons[0].rect)
        # the waits strip beside the prompt, as the tester had it, raises the line
        table.aids_rect = pygame.Rect(band.right + m.px(2), timer.top - m.px(10), m.px(30),
                                      m.px(9))
        box = table_hint.draw_why(table, surf, words, band.x)
        assert not box.colliderect(timer) and not box.colliderect(table.aids_rect)
        assert not box.colliderect(table.lay.pond_band("right")), (size, box)
        assert table.aids_rect is None or not box.colliderect(table.aids_rect)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_hint_over_one_shared_pile_wraps_inside_the_window_and_clear_of_buttons(
        tmp_path, size):
    """Ùzje has no rows of discards of the player's own: a long line ran past the window's
    right edge, and under a call's buttons (a tester, 1920x1080)."""
    from test_table_aids import drawn_holding

    from game.ui.widgets import Button

    try:
        table, surf = drawn_holding(tmp_path, size, "uzje", "1m2m3m5m7m9m11m13m15m1s2s3s5s")
        m = table.m
        assert table.lay.pond_band("bottom") is None  # one shared pile
        words = "Discard 16 of Mans: the hand is 1 step from ready in shape but 2 steps " \
                "from a win that scores, aiming for a half flush and an honour pung."
        left = table.hand_rects[len(table.hand_rects) // 2][0].x
        box = table_hint.draw_why(table, surf, words, left)
        assert surf.get_rect().contains(box)
        table.buttons = [Button(w, lambda: None) for w in ("Arith", "Skip")]
        x = m.w - m.px(45)
        for i, b in enumerate(table.buttons):
            b.rect = pygame.Rect(x + i * m.px(22), table.hand_top() - m.px(8), m.px(21),
                                 m.px(6))
        table.prompt_left = x
        box = table_hint.draw_why(table, surf, words, left)
        assert surf.get_rect().contains(box)
        assert not any(box.colliderect(b.rect) for b in table.buttons)
    finally:
        pygame.display.quit()


def test_a_notice_over_the_hand_keeps_clear_of_the_hints_line(instant_app, monkeypatch):
    """A match's first notice (the switches left on) lay on the hint's line (a tester)."""
    from game.ui import table_prompt as tp

    app = instant_app
    app.settings.table_hint = True
    table = app.push(Table(app, config={"variant": "riichi", "seed": 4,
                                        "opponents": [{"name": n} for n in "ABC"]}))
    assert my_discard_turn(app, table)
    surf = pygame.Surface((1280, 720))
    for _ in range(400):  # the advice is weighed on a worker thread
        table.draw(surf)
        if table.hint_rect is not None:
            break
        time.sleep(0.01)
    assert table.hint_rect is not None
    said = {}
    real = tp.draw_badge
    monkeypatch.setattr(tp, "draw_badge", lambda s, m, words, *a, **k:
                        said.setdefault(words, real(s, m, words, *a, **k)))
    table.notify("Auto-win (F2) and Auto-discard (F4) are on, as you left them.", 5.0)
    table.draw(surf)
    toast = said[table.toast[0]]
    assert not toast.colliderect(table.hint_rect) and surf.get_rect().contains(toast)


def test_the_hint_label_over_the_advised_tile_does_not_hide_under_a_button(instant_app):
    """Over the drawn tile the advised 'hint' label hid under a power's button (a tester):
    where a button covers its place the outline alone marks the tile."""
    from game.ui import theme as t
    from game.ui.widgets import Button

    instant_app.settings.table_hint = True
    table = instant_app.push(Table(instant_app, config={
        "variant": "riichi", "seed": 5, "opponents": [{"name": n} for n in "ABC"]}))
    assert my_discard_turn(instant_app, table)
    instant_app.draw()
    label = t.text("hint", table.m.small, table_hint.HINT, True)

    class Surf(pygame.Surface):
        def blit(self, img, dest, *a, **k):
            if img is label:
                self.labels.append(pygame.Rect(dest[:2], img.get_size()))
            return super().blit(img, dest, *a, **k)

    def labels() -> list:
        surf = Surf((1280, 720))
        surf.labels = []
        table_hint.draw_hint(table, surf)
        return surf.labels

    for _ in range(300):  # the advice is worked out beside the frames
        found = labels()
        if found:
            break
        instant_app.frame()
    (spot,) = found
    table.buttons = [Button("Undertow", lambda: None)]
    table.buttons[0].rect = spot.inflate(40, 20)
    assert labels() == []


def test_the_plain_copy_is_outlined_where_a_red_five_is_held_too(instant_app, monkeypatch):
    """The hint outlined the red five, first in a sorted hand, where the strongest level
    throws the plain one: a tester followed it and threw a dora."""
    from game.core.variants import get_variant

    ts = get_variant("riichi").tileset({})
    red, plain, other = ts.parse("0s")[0], ts.parse("5s")[0], ts.parse("7m")[0]
    assert red.red and red.plain is plain.plain and not plain.red
    advice = SimpleNamespace(choice=plain.plain, why="Discard 5 of Bamboo",
                             evaluation=SimpleNamespace(threats=()), of=lambda t: None)
    hinter = table_hint.Hinter()
    hinter.move, hinter.advice = (7, False, False), advice
    rects = [(pygame.Rect(40 * i, 600, 38, 52), i, t) for i, t in enumerate([red, plain, other])]
    m = Metrics(1280, 720)
    stub = SimpleNamespace(app=instant_app, hinter=hinter, moves=7, riichi_mode=False,
                           call_mode=False, hand_rects=rects, anim=SimpleNamespace(busy=False),
                           m=m, hand_top=lambda: 590, lay=TableLayout.make(m), aids_rect=None,
                           buttons=[], claim_left=None)
    instant_app.settings.table_hint = True
    _, outlines = hint_drawn(stub, monkeypatch)
    assert [o[2].center for o in outlines] == [rects[1][0].center]  # the plain five's


def test_with_riichi_pressed_the_hint_weighs_only_the_discards_that_declare_it(monkeypatch):
    """In riichi's choice the hint kept advising a tile the mode greys out."""
    from game.core.table.actions import Discard, Pass
    from game.core.variants import get_variant

    ts = get_variant("riichi").tileset({})
    a, b = ts.parse("1m")[0], ts.parse("4p")[0]
    legal = [Discard(ME, a), Discard(ME, a, riichi=True), Discard(ME, b), Pass(ME)]
    asked: list[list] = []
    monkeypatch.setattr(table_hint, "_advise", lambda v, o, view, legal, names: (
        asked.append(legal), "advice")[1])
    game = SimpleNamespace(legal_actions=lambda seat: legal, phase=Phase.ACT,
                           view=lambda seat: None, options={})
    table = SimpleNamespace(moves=3, riichi_mode=False, call_mode=False, game=game,
                            variant=SimpleNamespace(id="riichi"), names=["You"],
                            app=SimpleNamespace(dirty=False))
    monkeypatch.setattr(table_hint, "taken_first", lambda table, legal: None)
    hinter = table_hint.Hinter()
    try:
        hinter.for_move(table)
        table.riichi_mode = True  # the same move: asked again, for that mode's discards
        hinter.for_move(table)
    finally:
        hinter.pool.shutdown(wait=True)
    assert asked[0] == legal
    assert asked[1] == [Discard(ME, a, riichi=True)]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_hints_line_keeps_clear_of_the_shared_piles_tiles(tmp_path, size):
    """Ùzje's hint line lay over the pile's honours row, turn after turn (a tester)."""
    from dataclasses import replace

    from test_table_aids import drawn_holding

    from game.ui import table_pile as tpile

    try:
        table, surf = drawn_holding(tmp_path, size, "uzje", "1m2m3m5m7m9m11m13m15m1s2s3s5s")
        kinds = table.tileset.kinds
        pile = tuple(k for k in kinds if not k.is_number) + tuple(kinds[2:12])
        table._view = (table.moves, replace(table.view, shared_pile=pile, last_discard=None))
        tiles = tpile.occupied(table.lay, table.view, table.tileset)
        assert tiles is not None
        m, top = table.m, table.hand_top()  # the waits and their legend over the hand, as
        table.aids_rect = pygame.Rect(table.hand_rects[0][0].x, top - m.px(10), m.px(60),
                                      m.px(9.5))  # the tester's (their line rose over them)
        words = "Discard Red: the hand stays ready on 10 winning tiles."
        left = table.hand_rects[0][0].x
        box = table_hint.draw_why(table, surf, words, left)
        assert surf.get_rect().contains(box) and not box.colliderect(tiles), (box, tiles)
    finally:
        pygame.display.quit()
