"""Every screen lays out and draws at every window size from the advertised minimum up, in
every variant and (at the table) every tile-size setting, opened at a size and resized live."""

import threading

import pygame
import pytest
from ui_drive import settle

from game.core.variants import VARIANTS
from game.store import TILE_SIZES
from game.ui import table as table_mod
from game.ui import tile_board
from game.ui.app import MIN_SIZE, SCREENS, App, make_store, open_screen

# From the minimum up: common sizes, odd aspects (tall, very wide), and one pixel over the
# minimum (rounding).
SIZES = [MIN_SIZE, (MIN_SIZE[0] + 1, MIN_SIZE[1] + 1), (960, 540), (800, 600), (1024, 768),
         (1280, 720), (1366, 768), (1920, 1080), (800, 1200), (2560, 800)]


class _NoWarmUp:
    """Stands in for threading while the sweep runs: the faces a frame needs are painted when
    drawn; painting every face of every size ahead in threads would only slow the sweep."""

    class Thread(threading.Thread):
        def start(self):
            pass


@pytest.fixture(autouse=True)
def no_warm_up(monkeypatch):
    monkeypatch.setattr(tile_board, "threading", _NoWarmUp)
    monkeypatch.setattr(table_mod, "threading", _NoWarmUp)


def resize(a, size):
    """What a live resize does: a new surface, then the window's event."""
    a.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    a.frame()
    a.draw()
    assert a.size == size


def check_inside(a, where):
    """Every widget the top screen shows lies inside the window."""
    window = a.surface.get_rect()
    form = getattr(a.stack.top, "form", None)
    for w in form.widgets if form else ():
        if w.visible and not getattr(w, "offscreen", False):
            assert window.contains(w.rect), (where, w.label, w.rect)


def sweep(a, where):
    for size in [*SIZES, *reversed(SIZES[:-1])]:  # up, then down again
        resize(a, size)
        check_inside(a, (*where, size))


def open_at(tmp_path, screen, variant, size, tile_size="medium"):
    a = App(make_store(tmp_path), size)
    a.settings.tile_size = tile_size
    a.settings.speed = "instant"
    open_screen(a, screen, variant)
    settle(a)
    return a


@pytest.mark.parametrize("screen", [s for s in SCREENS if s != "table"])
def test_every_screen_at_every_size(tmp_path, screen):
    variants = list(VARIANTS) if screen in ("new", "analyzer", "practice") else [None]
    for variant in variants:
        a = open_at(tmp_path, screen, variant, MIN_SIZE)
        try:
            sweep(a, (screen, variant))
        finally:
            pygame.display.quit()


@pytest.mark.parametrize("tile_size", TILE_SIZES)
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_table_at_every_size_and_tile_size(tmp_path, variant, tile_size):
    a = open_at(tmp_path, "table", variant, MIN_SIZE, tile_size)
    try:
        table = a.stack.top
        for _ in range(40):  # into the hand: the deal, a few discards
            a.frame()
        sweep(a, ("table", variant, tile_size))
        hand = [r for r, *_ in table.hand_rects]
        assert hand and all(a.surface.get_rect().contains(r) for r in hand)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("screen", ["analyzer", "practice", "rules", "records", "stats"])
def test_every_variant_reads_at_full_size_in_each_chooser(tmp_path, monkeypatch, screen, size):
    """A long title ("Classical Chinese (Millington)") is not shrunk to a smudge in a chooser:
    the title, or the variant's short name, at the row's full text size."""
    from game.ui import theme as t
    from game.ui.widgets import Choice

    a = App(make_store(tmp_path), size)
    try:
        open_screen(a, screen)
        settle(a)
        scene = a.stack.top
        if screen == "stats":  # a page by variant (the summary has no variant to choose)
            scene.set_page(scene.page_row.values[-1])
            settle(a)
        [row] = [w for w in scene.form.widgets if isinstance(w, Choice) and w.label == "Variant"]
        assert row.visible
        m, drawn = scene.m, []
        real = t.blit_text
        monkeypatch.setattr(t, "blit_text", lambda surf, s, size, *args, **kw: (
            drawn.append((s, size)), real(surf, s, size, *args, **kw))[1])
        for vid, variant in VARIANTS.items():
            monkeypatch.setattr(row, "get", lambda vid=vid: vid)
            drawn.clear()
            row.draw(a.surface, m, False)
            [(text, at)] = [(s, z) for s, z in drawn if s in (variant.title, variant.short)]
            assert at == m.body, (vid, text, at, m.body)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1600, 900), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("sticks", [False, True], ids=["no sticks", "riichi sticks"])
def test_three_rows_of_discards_fit_between_the_rows_at_every_tile_size(size, sticks):
    """Large tiles on a 1280x720 window once put the across seat's third row of discards
    under its hand and the player's under the hint: the discards stay as large as three rows
    on each side allow, and the player's hand keeps the size chosen."""
    from game.ui.table_draw import TILE_RATIO, TableLayout
    from game.ui.theme import Metrics

    m = Metrics(*size)
    lays = {s: TableLayout.make(m, s, 14, sticks=sticks) for s in TILE_SIZES}
    for lay in lays.values():
        rows = 3 * lay.h(lay.pond_w)
        top_row = m.px(3) + round(lay.pond_w * TILE_RATIO)  # the across row, melds included
        hand_top = m.h - m.px(2) - lay.h(lay.hand_w)
        band = lay.pond_band("bottom")
        assert lay.centre.top - rows - m.px(2.4 if sticks else 0.8) >= top_row
        assert band is not None and band.top + rows <= hand_top
    assert lays["large"].hand_w > lays["medium"].hand_w > lays["small"].hand_w
    assert lays["large"].pond_w >= lays["medium"].pond_w
