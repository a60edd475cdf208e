"""The practice drills driven by posted input: waits and best discard, right and wrong."""

import threading

import pygame
import pytest
from ui_drive import click, key, settle, shoot

from game.ui.app import App, make_store
from game.ui.practice import Practice
from game.ui.title import Title


def open_practice(tmp_path, drill, size=(1280, 720)):
    a = App(make_store(tmp_path), size)
    a.push(Title(a))
    a.push(Practice(a, drill=drill, seed=5))
    settle(a)
    settle(a)
    return a


@pytest.fixture
def waits_app(tmp_path):
    a = open_practice(tmp_path, "waits")
    yield a
    pygame.display.quit()


@pytest.fixture
def discard_app(tmp_path):
    a = open_practice(tmp_path, "discard")
    yield a
    pygame.display.quit()


def palette_rect(scene, text):
    ts = scene.tileset
    (tile,) = ts.parse(text)
    return scene.panel.palette_rects[scene.panel.palette.index(tile)]


def test_waits_right_by_mouse_then_wrong_by_keys(waits_app):
    a = waits_app
    scene = a.stack.top
    assert len(scene.question["hand"]) == 13
    waits = [w["tile"] for w in scene.question["waits"]]
    for w in waits:
        click(a, palette_rect(scene, w).center)
    assert sorted(scene.panel.picked) == sorted(waits)
    key(a, pygame.K_c)  # Check
    assert scene.answered is True
    assert scene.score == {"asked": 1, "right": 1, "streak": 1, "best": 1}
    key(a, pygame.K_n)  # Next hand
    assert scene.answered is None and scene.question is not None
    # by keys: Enter picks the tile under the cursor (the first tile), which is not every wait
    scene.form.set_focus(scene.board)
    first = scene.tileset.format([scene.panel.palette[scene.board.cursor]])
    key(a, pygame.K_RETURN)
    assert scene.panel.picked == [first]
    key(a, pygame.K_c)
    expected = sorted(w["tile"] for w in scene.question["waits"]) == [first]
    assert scene.answered is expected
    assert scene.score["asked"] == 2 and scene.score["streak"] == (2 if expected else 0)


def test_check_with_nothing_picked_asks_for_a_pick_and_counts_nothing(waits_app):
    """A tester pressed Check with no tile picked and was counted wrong."""
    a = waits_app
    scene = a.stack.top
    key(a, pygame.K_c)
    assert scene.answered is None and scene.score["asked"] == 0
    assert "Pick at least one tile" in scene.panel.ask
    click(a, palette_rect(scene, scene.question["waits"][0]["tile"]).center)
    key(a, pygame.K_c)
    assert scene.answered is not None and scene.score["asked"] == 1
    key(a, pygame.K_n)  # the next hand is asked as ever
    assert scene.panel.ask.startswith("Pick every tile")


def test_best_discard_right_and_wrong(discard_app):
    a = discard_app
    scene = a.stack.top
    q = scene.question
    assert len(q["hand"]) == 14
    best = q["discards"][0]
    assert q["options"][-1].rank > q["options"][0].rank
    texts = [scene.tileset.format([x]) for x in q["hand"]]
    click(a, scene.panel.hand_rects[texts.index(best["tile"])].center)
    assert scene.answered is True and scene.score["right"] == 1
    key(a, pygame.K_n)
    q = scene.question
    texts = [scene.tileset.format([x]) for x in q["hand"]]
    worst = q["discards"][-1]
    scene.form.set_focus(scene.board)
    for _ in range(texts.index(worst["tile"])):
        key(a, pygame.K_RIGHT)
    key(a, pygame.K_RETURN)
    assert scene.answered is False
    assert scene.score == {"asked": 2, "right": 1, "streak": 0, "best": 1}


def test_same_seed_same_hands(tmp_path):
    a = open_practice(tmp_path / "a", "waits")
    first = a.stack.top.question["hand"]
    pygame.display.quit()
    b = open_practice(tmp_path / "b", "waits")
    assert b.stack.top.question["hand"] == first
    key(b, pygame.K_ESCAPE)
    assert isinstance(b.stack.top, Title)
    pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("drill", ["waits", "discard"])
def test_renders_at_both_sizes(tmp_path, size, drill):
    a = open_practice(tmp_path, drill, size)
    try:
        scene = a.stack.top
        pygame.image.save(a.surface, tmp_path / f"practice-{drill}-{size[0]}.png")
        scene.board.activate()
        scene.check_answer()
        settle(a)
        shoot(a, tmp_path / f"practice-{drill}-answer-{size[0]}.png")
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("drill", ["waits", "discard"])
def test_switching_the_variant_while_a_hand_is_shown(tmp_path, drill):
    """Every ordered pair of variants: the shown hand's tiles need not be in the next set
    (Sanma has no 2m-8m, Ùzje has tiles no other variant has)."""
    from game.core.variants import VARIANTS

    a = open_practice(tmp_path, drill)
    try:
        scene = a.stack.top
        for first in VARIANTS:
            for then in VARIANTS:
                if first == then:
                    continue
                scene.choose_variant(first)
                settle(a)
                assert scene.question and "hand" in scene.question, (first, scene.question)
                scene.form.set_focus(scene.variant_row)
                scene.choose_variant(then)  # what ← → on the Variant row call
                settle(a)
                assert scene.variant_id == then and "hand" in scene.question
                assert set(scene.question["hand"]) <= set(scene.tileset.kinds) | set(
                    scene.tileset.physical_tiles())
    finally:
        pygame.display.quit()


def test_a_question_asked_before_switching_back_is_never_shown(tmp_path):
    # Sanma, its next question made ahead; switch to Riichi (a Riichi question is asked) and
    # back before it comes: the Sanma question made ahead is shown, and the Riichi one, with
    # tiles Sanma has not got, is dropped when it arrives (it crashed the sort).
    a = App(make_store(tmp_path), (1280, 720))
    a.push(Title(a))
    scene = a.push(Practice(a, variant="sanma", drill="waits", seed=5))
    settle(a)
    scene.ahead.wait()
    gate = threading.Event()
    scene.worker.run(gate.wait, 10)  # hold the worker: the Riichi question waits behind this
    scene.choose_variant("riichi")
    scene.choose_variant("sanma")
    gate.set()
    scene.worker.wait()
    scene.ahead.wait()
    for _ in range(3):
        a.frame()
    hand = scene.question["hand"]
    kinds = set(scene.tileset.kinds)
    assert scene.variant_id == "sanma" and all(tile.plain in kinds for tile in hand)
    pygame.display.quit()


def test_while_a_hand_is_dealt_no_try_again_is_offered(tmp_path):
    """'Try again' stood beside 'Dealing a hand…' through every ordinary wait and read as a
    failure; it comes only when the dealing failed."""
    a = App(make_store(tmp_path), (1280, 720))
    a.push(Title(a))
    scene = a.push(Practice(a, drill="pushfold", seed=5))
    gate = threading.Event()
    scene.worker.run(gate.wait, 10)  # hold the worker: the question waits behind this
    scene.ahead_key = None
    scene.new_question()
    assert scene.panel.q is None and not scene.next.visible
    scene.delivered({"error": "no hand came"})
    assert scene.next.visible and scene.next.label == "Try again"
    gate.set()
    scene.worker.wait()
    pygame.display.quit()


def test_the_discards_weighed_stop_above_their_more_line(discard_app, monkeypatch):
    """With more discards than fit, 'N more: scroll' once sat on the last row's tiles."""
    from dataclasses import replace

    from game.ui import drill_tiles as dt

    a = discard_app
    scene = a.stack.top
    panel = scene.panel
    q = dict(scene.question)
    q["options"] = [replace(o) for o in q["options"]] * 3  # more than the box holds
    panel.start(q)
    panel.answered = False
    rows, more = [], []
    real_option, real_text = panel._option, dt.t.blit_text
    monkeypatch.setattr(panel, "_option", lambda surf, m, o, top, chosen, sp, at, x, right: (
        rows.append(at[1] + dt.tb.tile_h(sp.width)),
        real_option(surf, m, o, top, chosen, sp, at, x, right)))

    def text(surf, s, *args, **kw):
        r = real_text(surf, s, *args, **kw)
        if s.endswith("more: scroll"):
            more.append(r)
        return r

    monkeypatch.setattr(dt.t, "blit_text", text)
    panel.draw(a.surface, scene.m)
    assert rows and more and max(rows) <= more[0].top



class Recording(pygame.Surface):
    """A surface that keeps where each blit of a `size` source landed."""

    def __init__(self, size, kept):
        super().__init__(size)
        self.kept, self.landed = kept, []

    def blit(self, source, dest, *args, **kwargs):
        r = super().blit(source, dest, *args, **kwargs)
        if source.get_size() == self.kept:
            self.landed.append(r)
        return r


def test_the_counts_of_improving_tiles_stand_beside_them_not_over_them(discard_app,
                                                                       monkeypatch):
    """Each improving tile's count was a chip over the tile's lower corner, which hid the
    suit's character on small tiles; it stands beside the tile's foot now."""
    from game.ui import drill_tiles as dt

    a = discard_app
    scene = a.stack.top
    m = scene.m
    scene.panel.answered = False
    w = m.px(3.6)  # the improving tiles' width in the list
    surf = Recording(a.surface.get_size(), (w, dt.tb.tile_h(w)))
    chips, real_chip = [], dt.tb.chip
    monkeypatch.setattr(dt.tb, "chip", lambda *args: chips.append(real_chip(*args)) or
                        chips[-1])
    scene.panel.draw(surf, m)
    assert chips and len(surf.landed) > len(chips)  # the discarded tiles and the improving
    for chip in chips:
        covered = max(chip.clip(cell).w for cell in surf.landed)
        assert covered <= m.px(0.3), (chip, covered)


def test_a_wrong_discard_shows_the_best_ones_outlined_in_the_hand(discard_app, monkeypatch):
    """'Not the best: the best discards are outlined' — but the hand showed no outline (only
    the list below marked them): the best kinds are outlined in the hand row itself."""
    from game.learn.discards import best
    from game.ui import drill_tiles as dt

    a = discard_app
    scene = a.stack.top
    panel = scene.panel
    good = {o.tile.plain for o in best(panel.q["options"])}
    wrong = next(i for i, t in enumerate(panel.q["hand"]) if t.plain not in good)
    panel.pick(wrong)
    assert scene.answered is False
    marks = []
    monkeypatch.setattr(dt.tb, "hover_mark", lambda surf, rect, m, *a: marks.append(rect))
    panel.draw(a.surface, scene.m)
    in_hand = [t for t, r in zip(panel.q["hand"], panel.hand_rects, strict=True)
               if any(r.centerx == mark.centerx for mark in marks)]
    assert in_hand and {t.plain for t in in_hand} == good
    assert len(in_hand) == sum(t.plain in good for t in panel.q["hand"])


def test_up_and_down_move_between_the_palettes_rows(waits_app):
    """A keyboard player needed up to 33 presses of Right to reach the honours: Up and Down
    move between the palette's rows, and leave it only from its first or last row."""
    a = waits_app
    scene = a.stack.top
    board = scene.board
    scene.form.set_focus(board)
    rows = sorted({r.y for r in board.cells})
    assert len(rows) >= 4  # three suits and the honours
    board.cursor = 2
    for y in rows[1:]:
        key(a, pygame.K_DOWN)
        assert board.cells[board.cursor].y == y and scene.form.focused is board
    key(a, pygame.K_UP)
    assert board.cells[board.cursor].y == rows[-2]
    key(a, pygame.K_DOWN)
    key(a, pygame.K_DOWN)  # from the last row: on to the next widget
    assert scene.form.focused is not board


def test_the_drill_row_keeps_the_focus_while_the_arrows_step_through_drills(waits_app):
    """A tester's first arrow changed the drill, and the question that came with it took
    the focus into its tiles: the second arrow moved a tile cursor, not the drill."""
    scene = waits_app.stack.top
    scene.form.set_focus(scene.drill_row)
    seen = [scene.drill]
    for _ in range(3):
        key(waits_app, pygame.K_RIGHT)
        settle(waits_app)
        assert scene.form.focused is scene.drill_row
        seen.append(scene.drill)
    assert len(set(seen)) == 4  # each press a new drill
    key(waits_app, pygame.K_DOWN)  # and down into the question as before
    assert scene.form.focused is not scene.drill_row
