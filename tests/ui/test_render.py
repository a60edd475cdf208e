"""Render every screen at two window sizes (and 4:3 and ultrawide ones) into image files, and check
that the layout fits: every widget inside the window, none overlapping another."""

import itertools

import pygame
import pytest

from game.core.variants import VARIANTS
from game.ui.app import App, make_store, open_screen

SIZES = [(1280, 720), (1920, 1080)]
EXTRA_SIZES = [(800, 600), (2560, 1080)]  # 4:3 and ultrawide; 4K is 1080p doubled


def shoot(a, tmp_path, name):
    """Draw the top screen, save it (JPEG at the two main sizes), check it; its pixels."""
    for scene in a.stack.scenes:
        scene.anim.skip()
    a.draw()
    if a.size in SIZES:
        pygame.image.save(a.surface, tmp_path / f"{name}-{a.size[0]}x{a.size[1]}.jpg")
    check_layout(a)
    check_not_blank(a.surface)
    return pygame.image.tobytes(pygame.transform.scale(a.surface, (160, 90)), "RGB")


def check_layout(a):
    window = a.surface.get_rect()
    form = getattr(a.stack.top, "form", None)
    widgets = [w for w in form.widgets if w.visible and not w.offscreen] if form else []
    for w in widgets:
        assert window.contains(w.rect), (w.label, w.rect, window)
    for w1, w2 in itertools.combinations(widgets, 2):
        assert not w1.rect.colliderect(w2.rect), (w1.label, w2.label)


def check_not_blank(img):
    w, h = img.get_size()
    colours = {tuple(img.get_at((x * w // 16, y * h // 9))) for x in range(16) for y in range(9)}
    assert len(colours) > 10


@pytest.mark.parametrize("size", SIZES + EXTRA_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_renders_and_fits(tmp_path, size):
    """Title (with Continue), settings, new game in every variant, the notice, the table and
    its pause menu."""
    store = make_store(tmp_path / "profile")
    store.save_autosave({"game": 1})
    a = App(store, size)
    try:
        open_screen(a, "title")
        shots = [shoot(a, tmp_path, "title")]
        a.stack.top.settings()
        shots.append(shoot(a, tmp_path, "settings"))
        a.pop()
        a.stack.top.new_game()
        for variant in VARIANTS:
            a.stack.top.choose(variant)
            shots.append(shoot(a, tmp_path, f"new-{variant}"))
        a.notify("The saved game could not be resumed", ["It is kept as autosave.json.damaged."])
        assert a.stack.top.name == "notice"
        shots.append(shoot(a, tmp_path, "notice"))
        a.pop()
        a.stack.top.choose("riichi")
        a.stack.top.start()
        assert a.stack.top.name == "notice"  # the stand-in autosave is no game: set aside first
        a.stack.top.close()
        assert a.stack.top.name == "table"
        a.stack.top.pause_menu()
        assert a.stack.top.name == "pause"
        shots.append(shoot(a, tmp_path, "pause"))
        a.stack.top.close()
        for _ in range(3):
            a.frame()  # the first deal
        shots.append(shoot(a, tmp_path, "table"))
        assert len(set(shots)) == len(shots)  # each one different
        if a.size in SIZES:
            assert len(list(tmp_path.glob("*.jpg"))) == len(shots)
    finally:
        pygame.display.quit()


def test_a_focused_row_in_a_tight_column_frames_its_explanation(tmp_path, monkeypatch):
    """Settings at 1280x720 has nine rows in its left column, each shorter than a row with
    its explanation wants: the focus frame's edge ran through the explanation's words."""
    from game.ui import widgets
    from game.ui.theme import Metrics

    a = App(make_store(tmp_path), (1280, 720))
    try:
        m = Metrics(1280, 720)
        row = widgets.Toggle("Mute", "Silence every sound", lambda: False, lambda v: None)
        row.rect = pygame.Rect(40, 200, 580, widgets._Row.height(m, 1) - m.px(2))  # tight
        frames, words = [], {}
        real_text = widgets.t.blit_text
        monkeypatch.setattr(widgets.t, "panel", lambda surf, rect, *a, **k: frames.append(
            pygame.Rect(rect)))
        monkeypatch.setattr(widgets.t, "blit_text", lambda surf, s, *a, **k: words.setdefault(
            s, real_text(surf, s, *a, **k)))
        row.draw(a.surface, m, True)
        [frame] = frames
        assert frame.contains(words["Silence every sound"])
    finally:
        pygame.display.quit()
