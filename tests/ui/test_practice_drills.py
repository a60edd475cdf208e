"""The three drills beside waits and best discard, at both window sizes: each asks, takes an
answer by its own keys or clicks, grades it, keeps the drill's progress, and fits the window."""

import random

import pygame
import pytest
from ui_drive import click, drawn_sized, key, settle, shoot

from game.learn.pushfold import question as pushfold_question
from game.ui.app import App, make_store
from game.ui.drill_base import WRONG
from game.ui.drill_pushfold import shape_words
from game.ui.practice import Practice
from game.ui.title import Title


def open_drill(tmp_path, drill, size):
    a = App(make_store(tmp_path), size)
    a.push(Title(a))
    a.push(Practice(a, drill=drill, seed=3))
    settle(a)
    return a


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("drill", ["count", "elements", "pushfold"])
def test_a_drill_asks_grades_keeps_its_progress_and_fits(tmp_path, drill, size):
    a = open_drill(tmp_path, drill, size)
    try:
        scene = a.stack.top
        q = scene.question
        assert q is not None and scene.answered is None
        shoot(a, tmp_path / f"{drill}-ask.png")
        panel = scene.panel
        if drill == "count":  # the right amount by its number key
            key(a, (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)[q.choices.index(q.answer)])
            assert scene.answered is True
        elif drill == "elements":  # tick exactly the sheet's elements by clicks, then Check
            for i, name in enumerate(q.choices):
                if name in q.answer:
                    click(a, panel.board.cells[i].center)
            key(a, pygame.K_c)
            assert scene.answered is True
        else:  # the strongest level's own discard
            i = next(i for i, t in enumerate(panel.hand) if t.plain is q.advice.choice)
            click(a, panel.board.cells[i].center)
            assert scene.answered is True
        assert scene.score["right"] == 1
        assert scene.progress[drill]["answered"] == 1
        shoot(a, tmp_path / f"{drill}-answer.png")
        key(a, pygame.K_n)
        assert scene.question is not None and scene.answered is None
    finally:
        pygame.display.quit()


def test_a_wrong_count_says_the_right_amount_and_crosses_out_the_pick(tmp_path):
    a = open_drill(tmp_path, "count", (1280, 720))
    try:
        scene = a.stack.top
        q = scene.question
        wrong = next(i for i, c in enumerate(q.choices) if c != q.answer)
        scene.panel.pick(wrong)
        assert scene.answered is False and q.answer in scene.panel.verdict()
        settle(a)
        picked = scene.panel.buttons[wrong].rect  # the cross lies over its button's label
        assert a.surface.get_at(picked.center)[:3] == WRONG
    finally:
        pygame.display.quit()


@pytest.mark.parametrize(("variant", "marked"), [("uzje", True), ("riichi", False)])
def test_ranks_past_nine_carry_their_number_without_the_colour_blind_aid(tmp_path, variant,
                                                                          marked):
    a = App(make_store(tmp_path), (1280, 720))
    try:
        assert a.settings.colour_blind is False
        scene = Practice(a, variant=variant, drill="discard", seed=3)
        assert (scene.index is not None) is marked
    finally:
        pygame.display.quit()


def test_push_or_fold_rows_claim_no_count_that_ranking_skipped():
    """Ùzje ranks discards behind the best shanten by shanten alone (ukeire left at 0)."""
    q = pushfold_question("uzje", {}, random.Random(5))
    options = q.advice.options
    best = min(o.shanten for o in options)
    behind = [o for o in options if o.shanten > best and o.ukeire == 0]
    assert behind and all("tiles" not in shape_words(o, options) for o in behind)
    kept = [o for o in options if o.shanten == best]
    assert all(shape_words(o, options).endswith(f"{o.ukeire} tiles") for o in kept)


def test_push_or_fold_lays_the_others_melds_as_the_table_does(tmp_path, monkeypatch):
    """Each opponent's claimed tile sideways on its side, an added kong's tile on it, with room
    above for that stack (not over the seat before)."""
    from dataclasses import replace

    from game.core.model.melds import Meld, MeldKind
    from game.core.model.tiles import tile
    from game.ui import table_melds as tm

    a = open_drill(tmp_path, "pushfold", (1280, 720))
    try:
        scene = a.stack.top
        panel = scene.panel
        q = scene.question
        t5, t6 = tile("p", 5), tile("p", 6)
        added = Meld(MeldKind.KONG, (t5,) * 4, True, "p", 0, t5, 2, True)  # from across
        pung = Meld(MeldKind.PUNG, (t6,) * 3, True, "p", 0, t6, 3)  # from the left
        seats = [replace(sv, melds=(added, pung)) if sv.seat != q.view.seat else sv
                 for sv in q.view.seats]
        q = replace(q, view=replace(q.view, seats=tuple(seats)))
        panel.start(q)
        rows = []
        real = tm.blit_row
        monkeypatch.setattr(tm, "blit_row", lambda surf, sp, row, x, y, shown=None: (
            rows.append([(s, r.move(x, y)) for _, s, r in row.faces]), real(surf, sp, row, x, y)))
        panel.draw(a.surface, scene.m)
        others = rows[:-1]  # the player's own (none) last
        assert len(others) == q.view.players - 1 and not rows[-1]
        for faces in others:
            assert [s for s, _ in faces] == [False, True, True, False, True, False, False]
            lying, on = faces[1][1], faces[2][1]
            assert abs(on.centerx - lying.centerx) <= 1 and on.bottom <= lying.top + 1
        for above, below in zip(others, others[1:], strict=False):
            assert max(r.bottom for _, r in above) < min(r.top for _, r in below)
        assert all(panel.box.contains(r) for faces in others for _, r in faces)
    finally:
        pygame.display.quit()


def test_push_or_fold_answer_rows_stop_above_their_legend(tmp_path, monkeypatch):
    """A Classical hand has many discards to weigh: the last row once ran into the legend
    under the list at 1280x720."""
    from dataclasses import replace

    from game.ui import drill_pushfold as dp

    a = open_drill(tmp_path, "pushfold", (1280, 720))
    try:
        scene = a.stack.top
        panel = scene.panel
        q = scene.question
        many = q.advice.options * 3  # a long list, as a wide hand gives
        q = replace(q, advice=replace(q.advice, evaluation=replace(q.advice.evaluation,
                                                                   options=many)))
        panel.start(q)
        panel.answered = False
        rows, legend = [], []
        real_row, real_lines = panel._row, dp.lines
        monkeypatch.setattr(panel, "_row", lambda surf, m, e, sp, x, y, w: (
            rows.append(pygame.Rect(x, y, sp.width, dp.tb.tile_h(sp.width))),
            real_row(surf, m, e, sp, x, y, w)))
        monkeypatch.setattr(dp, "lines", lambda surf, m, texts, x, y, *rest: (
            legend.append(y), real_lines(surf, m, texts, x, y, *rest))[1])
        panel.draw(a.surface, scene.m)
        assert rows and legend and max(r.bottom for r in rows) <= legend[-1]  # why, legend
    finally:
        pygame.display.quit()


def test_practice_opens_on_the_variant_and_drill_left_last_time(tmp_path):
    """Practice always opened on Riichi's waits drill; it keeps the player's last choice
    (in the checked settings file), and a drill it does not know falls back to the first."""
    from game.ui.app import open_screen

    a = App(make_store(tmp_path), (1280, 720))
    try:
        open_screen(a, "practice")
        scene = a.stack.top
        assert (scene.variant_id, scene.drill) == ("riichi", "waits")
        scene.choose_variant("hkos")
        scene.choose_drill("count")
        kept = make_store(tmp_path).load_settings().extra["practice"]
        assert kept == {"variant": "hkos", "drill": "count"}
        a.stack.pop()
        a.push(Practice(a))
        assert (a.stack.top.variant_id, a.stack.top.drill) == ("hkos", "count")
        a.settings.extra["practice"] = {"variant": "no-such", "drill": "nor-this"}
        fallback = Practice(a)  # on the variant chosen last anywhere (game.ui.recent)
        assert (fallback.variant_id, fallback.drill) == ("hkos", "waits")
    finally:
        pygame.display.quit()


def test_push_or_fold_answer_reads_at_body_size_and_the_hand_label_clears_a_lift(
        tmp_path, monkeypatch):
    """A tester found the answer's why squeezed beside the title in type smaller than the
    rest, and the picked tile's lift over the 'Your hand' label."""
    from game.ui import drill_pushfold as dp

    a = open_drill(tmp_path, "pushfold", (1280, 720))
    try:
        scene = a.stack.top
        panel = scene.panel
        drawn = drawn_sized(monkeypatch, dp)
        monkeypatch.setattr(dp, "lines", lambda surf, m, texts, x, y, width, size=None,
                            colour=None: (drawn.extend((x_, size or m.body, None)
                                                       for x_ in texts), y + m.px(6))[1])
        panel.pick(0)
        panel.draw(a.surface, scene.m)
        why = panel.q.advice.why
        assert (why, scene.m.body, None) in drawn  # wrapped at reading size
        label = next(r for text, _, r in drawn if text.startswith("Your hand"))
        lifted = panel.board.cells[0].move(0, -scene.m.px(1.2))
        assert label.bottom <= lifted.top
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("variant, upright", [("uzje", True), ("riichi", False)])
def test_push_or_fold_lays_melds_as_the_variants_table_does(tmp_path, variant, upright):
    """The drill turned an Ùzje meld's claimed tile sideways, where Ùzje's table (and its
    rules) lay every exposed tile upright; Riichi's table turns the claimed one."""
    a = App(make_store(tmp_path), (1280, 720))
    a.push(Title(a))
    try:
        for seed in range(1, 40):
            a.push(Practice(a, variant, "pushfold", seed=seed))
            settle(a)
            scene = a.stack.top
            seats = [sv for sv in scene.question.view.seats if sv.melds]
            if seats:
                break
            a.pop()
        assert seats, "no drill question with a meld shown"
        row = scene.panel._melds(seats[0], 20, 2)
        assert row.faces
        assert any(sideways for _, sideways, _ in row.faces) is not upright
    finally:
        pygame.display.quit()


def test_push_or_fold_in_uzje_shows_the_shared_pile(tmp_path, monkeypatch):
    """Ùzje's discards lie in one pile, not before each seat: the drill showed no discard at
    all to judge safety from. It shows the pile, each kind's copies together."""
    a = App(make_store(tmp_path), (1280, 720))
    a.push(Title(a))
    a.push(Practice(a, "uzje", "pushfold", seed=3))
    settle(a)
    try:
        scene = a.stack.top
        panel = scene.panel
        view = scene.question.view
        assert view.shared_pile
        asked = []
        monkeypatch.setattr(panel, "_pile", lambda surf, m, inner, y, sprites: (
            asked.append(y), y)[1])
        panel.draw(a.surface, scene.m)
        assert asked, "the pile is drawn while the question is asked"
        monkeypatch.undo()
        faces: list = []

        class Noting:
            width = 20

            def get(self, face, *rest):
                faces.append(face)
                return pygame.Surface((20, 27))

        inner = panel.box.inflate(-scene.m.px(4), -scene.m.px(3))
        panel._pile(a.surface, scene.m, inner, inner.y, Noting())
        assert faces == scene.tileset.sort(list(view.shared_pile))
    finally:
        pygame.display.quit()
