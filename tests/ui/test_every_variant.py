"""Every variant played at the table by keys to its hand result, and each table screen (mid-hand,
the hand result, its fu details, the match result) rendered at two window sizes."""

import pygame
import pytest
from test_render import check_not_blank
from test_table import act, press

from game.core.table.events import MatchEnded
from game.core.table.state import Phase
from game.core.variants import VARIANTS
from game.ui.app import App, make_store, open_screen
from game.ui.table import ME, Table

SIZES = [(1280, 720), (1920, 1080)]


def resize(a, size):
    a.surface = pygame.display.set_mode(size)
    a.size = size
    a.stack.resize(size)


def shoot(a, out, name):
    """Draw the table at both sizes, save each, check it is not blank; its small thumbnail."""
    thumbs = []
    for size in SIZES:
        resize(a, size)
        a.draw()
        check_not_blank(a.surface)
        pygame.image.save(a.surface, out / f"{name}-{size[0]}x{size[1]}.jpg")
        thumbs.append(pygame.image.tobytes(pygame.transform.scale(a.surface, (64, 36)), "RGB"))
    return thumbs[0]


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_hand_in_every_variant_to_its_result_and_every_screen(tmp_path, variant):
    a = App(make_store(tmp_path / "profile"), SIZES[0])
    a.settings.speed = "instant"
    try:
        open_screen(a, "new")
        a.stack.top.choose(variant)
        a.stack.top.seed = "5"
        a.stack.top.start()
        table = a.stack.top
        assert isinstance(table, Table)
        shots = []
        for _ in range(6000):
            a.frame()
            if table.game.phase == Phase.HAND_END:
                break
            if ME in table.game.waiting_on() and not table.busy:
                # the table mid-hand, at a point of the game and not of the clock: the
                # player's first turn after a few moves (a frame count could fall on the
                # hand's end, when the AI answers quickly, and show its result instead)
                if not shots and table.game.phase == Phase.ACT and \
                        len(table.game.state.log) >= 8:
                    shots.append(shoot(a, tmp_path, f"{variant}-table"))
                    resize(a, SIZES[0])
                act(a, table)
        else:
            raise AssertionError("no hand end")
        assert len(shots) == 1, "the table was shown mid-hand"
        a.frame()
        assert table.result and table.buttons[0].label == "Continue"
        shots.append(shoot(a, tmp_path, f"{variant}-result"))
        press(a, pygame.K_f)  # the fu details, on demand
        fu = shoot(a, tmp_path, f"{variant}-result-fu")
        if table.last_win is not None and variant in ("riichi", "sanma", "space"):
            shots.append(fu)
        view = table.view
        scores = tuple(s.score for s in view.seats)
        order = sorted(range(len(scores)), key=lambda s: -scores[s])
        ranks = tuple(order.index(s) + 1 for s in range(len(scores)))
        table.match_over = MatchEnded(scores, ranks)  # the match result, drawn from this hand
        table.buttons = []
        shots.append(shoot(a, tmp_path, f"{variant}-match"))
        assert len(set(shots)) == len(shots)
        assert [b.label for b in table.buttons] == ["Play again", "Back to title"]
        table.buttons[1].activate()
        a.frame()
        assert a.stack.top.name == "title" and len(a.stack.scenes) == 1
        assert a.store.load_autosave() is None  # a match played out leaves nothing to continue
    finally:
        pygame.display.quit()
