"""The rules screen driven by posted input: it opens on every variant, searches, scrolls,
jumps by section, changes variant, shows the game's options, and goes back."""

import pygame
import pytest
from ui_drive import click, key, settle, shoot, typed

from game.core.variants import VARIANTS
from game.ui.app import App, make_store, open_screen
from game.ui.rules import RulesScreen
from game.ui.title import Title


@pytest.fixture
def app(tmp_path):
    a = App(make_store(tmp_path), (1280, 720))
    yield a
    pygame.display.quit()


def open_rules(a, variant="riichi", options=None):
    a.push(Title(a))
    a.push(RulesScreen(a, variant, options))
    settle(a)
    return a.stack.top


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_every_variant_opens_scores_its_examples_and_fits(app, tmp_path, variant):
    scene = open_rules(app, variant)
    assert scene.variant_id == variant
    titles = {b.entry.title for b in scene.page.blocks if b.kind == "entry"}
    assert titles and set(scene.sheets) == titles  # every example scored
    assert all(s["valid"] for s in scene.sheets.values())
    shoot(app, tmp_path / f"rules-{variant}.png")


def test_typing_searches_and_escape_clears_then_leaves(app):
    scene = open_rules(app, "hkos")
    everything = len(scene.page.blocks)
    typed(app, "flush")
    assert scene.query == "flush"
    kept = [b.entry.title for b in scene.page.blocks if b.kind == "entry"]
    assert kept == ["Full flush", "Half flush"]
    key(app, pygame.K_BACKSPACE)
    assert scene.query == "flus"
    key(app, pygame.K_ESCAPE)
    assert scene.query == "" and len(scene.page.blocks) == everything
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Title)


def test_scrolling_by_keys_wheel_and_contents(app):
    scene = open_rules(app, "classical")
    key(app, pygame.K_DOWN)
    assert scene.scroll > 0
    key(app, pygame.K_END)
    assert scene.scroll == scene.page.height - scene.view.h
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    key(app, pygame.K_TAB)
    heads = [b for b in scene.page.blocks if b.toc]
    assert scene.scroll == heads[1].top and scene.contents.current is heads[1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    app.frame()
    assert scene.scroll > heads[1].top
    block, rect = scene.contents.items[-1]
    click(app, rect.center)
    assert scene.contents.current is block


def test_left_right_change_the_variant(app):
    scene = open_rules(app, "riichi")
    key(app, pygame.K_RIGHT)
    assert scene.variant_id == "sanma"
    settle(app)
    assert "Nukidora" in scene.sheets


def test_the_games_options_change_the_page(app):
    scene = open_rules(app, "hkos", {"min_faan": 1, "max_faan": 13})
    lines = [b.line for b in scene.page.blocks if b.kind == "line"]
    assert any(ln.text == "A hand needs at least 1 faan to win." and ln.option == "Min faan: 1"
               for ln in lines)
    orphans = next(b.entry for b in scene.page.blocks
                   if b.kind == "entry" and b.entry.title == "Thirteen orphans")
    assert orphans.row.value == 13
    assert any("changed from the default" == ln.option for ln in lines)


def test_the_page_opens_on_the_rules_the_options_after_them(app):
    """A newcomer opened the rules on 'Options of this game' (Tobi, Agari yame, Uma, Oka)."""
    from game.learn.rules_text import sections

    scene = open_rules(app, "riichi")
    headings = [b.text for b in scene.page.blocks if b.kind == "heading"]
    rules = [s.title for s in sections("riichi")]
    assert headings[0] == rules[0] == "The tiles"
    assert headings.index("Options of this game") == len(rules)  # after every section
    assert headings[len(rules) + 1].startswith("Scoring")


def test_opened_from_the_command_line(app):
    open_screen(app, "rules", "uzje")
    settle(app)
    assert isinstance(app.stack.top, RulesScreen) and app.stack.top.variant_id == "uzje"


def test_the_title_and_new_game_open_it(app):
    from game.ui.new_game import NewGame

    app.push(Title(app))
    settle(app)
    key(app, pygame.K_r)
    assert isinstance(app.stack.top, RulesScreen)
    key(app, pygame.K_ESCAPE)
    app.push(NewGame(app))
    app.stack.top.choose("space")
    app.stack.top.options["space"]["seven_pairs"] = True
    key(app, pygame.K_F1)
    scene = app.stack.top
    assert isinstance(scene, RulesScreen) and scene.variant_id == "space"
    assert "Chiitoitsu" in {b.entry.title for b in scene.page.blocks if b.kind == "entry"}


def test_the_pause_menu_opens_the_rules_under_the_games_options(app):
    from game.ui.table import Table

    app.settings.speed = "instant"
    table = app.push(Table(app, config={"variant": "hkos", "seed": 2, "options": {
        "min_faan": 1}, "opponents": [{"name": n} for n in "ABC"]}))
    for _ in range(60):
        table.anim.skip()
        app.frame()
    table.pause_menu()
    key(app, pygame.K_r)
    scene = app.stack.top
    assert isinstance(scene, RulesScreen) and scene.variant_id == "hkos"
    assert scene.options["min_faan"] == 1
    key(app, pygame.K_ESCAPE)  # back to the menu it came from, then to the table
    assert app.stack.top.name == "pause"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table


def test_the_scrollbar_track_is_a_quiet_green_not_white(app):
    scene = open_rules(app, "classical")
    assert scene.page.height > scene.view.h and scene.scroll == 0
    app.frame()
    track = scene.track()
    below_thumb = app.surface.get_at((track.centerx, track.bottom - 2 * track.w))[:3]
    assert max(below_thumb) < 200, below_thumb


def _mouse(app, kind, pos, **extra):
    pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))
    app.frame()


def test_the_scrollbar_takes_a_press_and_a_drag(app):
    scene = open_rules(app, "classical")
    app.frame()
    track, most = scene.track(), scene.page.height - scene.view.h
    assert most > 0 and scene.scroll == 0
    # A press near the bottom of the track brings the end of the page into view ...
    _mouse(app, pygame.MOUSEBUTTONDOWN, (track.centerx, track.bottom - 1), button=1)
    assert scene.scroll == most
    # ... a drag back to the middle follows the mouse there ...
    _mouse(app, pygame.MOUSEMOTION, (track.centerx, track.centery), rel=(0, 0), buttons=(1, 0, 0))
    middle = scene.scroll
    assert 0 < middle < most
    assert abs(middle + scene.view.h / 2 - scene.page.height / 2) <= scene.page.height / 50
    # ... and once it is let go, the mouse moving over the bar scrolls nothing.
    _mouse(app, pygame.MOUSEBUTTONUP, (track.centerx, track.centery), button=1)
    _mouse(app, pygame.MOUSEMOTION, (track.centerx, track.top), rel=(0, 0), buttons=(0, 0, 0))
    assert scene.scroll == middle
    # The thumb is drawn where the page stands: flush with the bottom at the end.
    key(app, pygame.K_END)
    app.frame()
    assert scene.bar.thumb.bottom == track.bottom


def test_a_press_beside_the_bar_scrolls_nothing(app):
    scene = open_rules(app, "classical")
    app.frame()
    track = scene.track()
    _mouse(app, pygame.MOUSEBUTTONDOWN, (track.x - scene.m.px(4), track.bottom - 1), button=1)
    _mouse(app, pygame.MOUSEBUTTONUP, (track.x - scene.m.px(4), track.bottom - 1), button=1)
    assert scene.scroll == 0


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_cut_score_line_ends_in_a_mark_clear_of_the_value(app, monkeypatch, variant):
    """Where an example's elements do not all fit, the line ends in "…", which must not run
    into the example's value on the right (it did on Classical's long sheets)."""
    from game.ui import rules_doc as rd
    from game.ui import theme as th

    scene = open_rules(app, variant)
    drawn: list[tuple[str, pygame.Rect]] = []
    blit = th.blit_text

    def spy(surf, text, *args, **kw):
        rect = blit(surf, text, *args, **kw)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(rd.t, "blit_text", spy)
    surf = pygame.Surface((scene.view.w + 50, 100))
    cut = 0
    for b in scene.page.blocks:
        if b.kind != "entry":
            continue
        drawn.clear()
        end = scene.page._score_line(surf, b.entry, scene.sheets.get(b.entry.title), 0, 10)
        value = drawn[0][1]  # the value, drawn first at the right
        marks = [r for text, r in drawn if text == "…"]
        cut += bool(marks)
        assert all(r.right <= value.left for r in marks), (b.entry.title, marks, value)
        assert end <= value.left
        if marks:  # the element cut short fills the line: no gap wider than a short one
            small = scene.m.small
            widest = th.text(f"{rd.MIN_NAME} 88  …", small).get_width() + scene.m.px(1)
            assert value.left - end <= widest, (b.entry.title, value.left - end, widest)
    if variant == "classical":
        assert cut  # its long sheets are cut at this size


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_an_element_left_out_of_a_score_line_is_marked(app, monkeypatch, variant):
    """Ùzje's seat-flower example showed four of its five elements, no "…", beside a total
    they did not add up to: a last element with too little room to show any of its name was
    left out unmarked. Wherever an element is left out whole, a "…" now says so."""
    from game.ui import rules_doc as rd

    scene = open_rules(app, variant)
    page = scene.page
    marks: list[str] = []
    blit = rd.t.blit_text
    monkeypatch.setattr(rd.t, "blit_text", lambda surf, text, *a, **k: (
        marks.append(text), blit(surf, text, *a, **k))[1])
    cuts: list[tuple[int, int]] = []
    real_cut = page._cut_short

    def cut_short(surf, name, value, colour, bold, x, y, limit):
        end = real_cut(surf, name, value, colour, bold, x, y, limit)
        cuts.append((x, end))
        return end

    monkeypatch.setattr(page, "_cut_short", cut_short)
    left_out = 0
    for width in (page.width,):  # as the screen lays it out at 1280x720
        surf = pygame.Surface((width + 50, 100))
        for b in page.blocks:
            if b.kind != "entry":
                continue
            marks.clear()
            cuts.clear()
            page._score_line(surf, b.entry, scene.sheets.get(b.entry.title), 0, 10)
            if cuts and cuts[-1][0] == cuts[-1][1]:  # the element was left out whole
                left_out += 1
                assert "…" in marks, (b.entry.title, width)
    if variant == "uzje":
        assert left_out  # its seat-flower line leaves one out at these widths


def test_a_lines_tile_groups_are_drawn_apart(app, monkeypatch):
    """Space's honour partials (East-South, East-West, two dragons) ran together into one
    row that read as a single hand: each group of a line's tiles stands apart."""
    from game.ui import hand_row

    scene = open_rules(app, "space")
    rows = []
    real = hand_row.draw_tiles

    def spy(surf, tiles, x, y, w, index=None):
        rows.append((len(tiles), x, w))
        return real(surf, tiles, x, y, w, index)

    monkeypatch.setattr(hand_row, "draw_tiles", spy)
    block = next(b for b in scene.page.blocks
                 if b.kind == "line" and b.line.text.startswith("Honour waits"))
    scene.page._line(app.surface, block, 0, 0)
    groups = [r for r in rows if r[0] == 2][:3]
    assert len(groups) == 3
    for (n, x, w), (_, nx, _) in zip(groups, groups[1:], strict=False):
        assert nx > x + n * w  # a gap after each group
