"""The three drills beside waits and best discard, at both window sizes: each asks, takes an
answer by its own keys or clicks, grades it, keeps the drill's progress, and fits the window."""

import random

import pygame
import pytest
from ui_drive import click, key, settle, shoot

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
