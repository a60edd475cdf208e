"""The New Game screen's rules: a preset first, the options in groups, every one reachable by
keyboard; the game starts under what was chosen, and its results name those rules."""

from __future__ import annotations

import pygame
import pytest

from game.core.variants import VARIANTS, get_variant
from game.ui.app import App, make_store
from game.ui.new_game import NewGame
from game.ui.new_game_rules import GroupTabs, PresetChoice
from game.ui.option_text import EXPLAIN, rules_summary
from tests.ui.ui_drive import click, drawn_texts, key


@pytest.fixture
def app(tmp_path):
    a = App(make_store(tmp_path), (1280, 720))
    yield a
    pygame.display.quit()


def _open(app, variant="riichi") -> NewGame:
    app.settings.extra["new_game"] = {"variant": variant}
    ng = app.push(NewGame(app))
    app.frame()
    return ng


def test_the_preset_comes_first_and_sets_every_grouped_option(app):
    ng = _open(app)
    rules = ng.form.widgets[len(ng.cards):]
    assert isinstance(rules[0], PresetChoice) and isinstance(rules[1], GroupTabs)
    assert ng.preset_name() == "sparrow"
    ng.form.set_focus(ng.preset_widget)
    for _ in range(4):  # sparrow -> tenhou -> mahjong_soul -> m_league -> wrc
        key(app, pygame.K_RIGHT)
    assert ng.preset_name() == "wrc"
    options = ng.config()["options"]
    assert options["start_points"] == 30000 and options["red_fives"] == 0
    assert "WRC" in ng.preset_widget.show(ng.preset_widget.get())
    assert "World Riichi Championship" in ng.preset_widget.explain


def test_changing_an_option_makes_the_rules_custom_and_a_preset_brings_them_back(app):
    ng = _open(app)
    ng.form.set_focus(ng.tabs)
    key(app, pygame.K_RIGHT)  # Length -> Scoring
    assert ng.group == "yaku" and {w.option for w in ng.rule_widgets} == {
        o.name for o in ng.variant.options if o.group == "yaku"}
    kuitan = next(w for w in ng.rule_widgets if w.option == "kuitan")
    ng.form.set_focus(kuitan)
    key(app, pygame.K_RETURN)
    assert ng.config()["options"]["kuitan"] is False and ng.preset_name() == "custom"
    assert ng.preset_widget.show(ng.preset_widget.get()) == "Custom"
    ng.form.set_focus(ng.preset_widget)
    key(app, pygame.K_RIGHT)  # from Custom to the first preset
    assert ng.preset_name() == "sparrow" and ng.config()["options"]["kuitan"] is True


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_option_of_every_variant_sits_in_one_tab(app, variant):
    ng = _open(app, variant)
    seen = []
    for group in ng.groups():
        click(app, ng.tabs.boxes[ng.groups().index(group)].center)
        assert ng.group == group
        seen += [w.option for w in ng.rule_widgets]
        for w in ng.rule_widgets[:ng.rules_fit]:  # the rows shown lie inside the rules column
            assert ng.cols[1].x <= w.rect.x and w.rect.right <= ng.cols[1].right
    # and the Superpower rule, every variant's, in the tab of no group
    assert sorted(seen) == sorted([o.name for o in ng.variant.options] + ["superpowers"])


def test_the_game_starts_under_the_preset_and_its_result_names_it(app):
    ng = _open(app)
    ng.form.set_focus(ng.preset_widget)
    key(app, pygame.K_RIGHT)  # Tenhou
    config = ng.config()
    assert config["options"] == VARIANTS["riichi"].resolve({"preset": "tenhou"})
    assert rules_summary(VARIANTS["riichi"], config["options"]) == "Tenhou rules"
    changed = dict(config["options"], kuitan=False)
    assert rules_summary(VARIANTS["riichi"], changed) == "Tenhou rules with Kuitan: off"
    many = VARIANTS["riichi"].resolve({"kuitan": False, "min_han": 2, "red_fives": 0,
                                       "uma": True})
    assert rules_summary(VARIANTS["riichi"], many) == "Sparrow's rules with Uma: on, Kuitan: " \
        "off, Red fives: 0 and 1 more"


def test_the_tab_shown_is_kept_per_variant_through_the_checked_settings_file(app):
    ng = _open(app)
    click(app, ng.tabs.boxes[ng.groups().index("draws")].center)
    ng.remember()
    app.store.save_settings(app.settings)
    app.settings = app.store.load_settings()
    assert app.store.notices == []
    again = app.push(NewGame(app))
    app.frame()
    assert again.group == "draws" and {w.option for w in again.rule_widgets} == {
        o.name for o in again.variant.options if o.group == "draws"}


def test_a_settings_file_with_a_tab_that_is_not_text_is_set_aside_whole(app):
    app.settings.extra["new_game"] = {"variant": "riichi", "groups": {"riichi": 7}}
    app.store.save_settings(app.settings)
    loaded = app.store.load_settings()
    assert "new_game" not in loaded.extra
    assert any("groups" in n for n in app.store.notices)


def test_the_tabs_stay_put_while_presets_change_and_a_click_on_the_description_does_nothing(
        app):
    ng = _open(app)
    tabs_at = ng.tabs.rect.copy()
    ng.form.set_focus(ng.preset_widget)
    for _ in range(len(ng.variant.presets)):
        key(app, pygame.K_RIGHT)
        app.frame()
        assert ng.tabs.rect == tabs_at  # one-line and three-line descriptions alike
    chosen = ng.preset_name()
    pw = ng.preset_widget
    click(app, (pw.rect.x + pw.rect.w // 4, pw.rect.bottom - 4))  # on its description
    assert ng.preset_name() == chosen
    click(app, pw.box.center)  # on the control itself
    assert ng.preset_name() != chosen


def test_saved_options_this_build_no_longer_takes_fall_back_alone(app):
    app.settings.extra["new_game"] = {"variant": "riichi", "options": {"riichi": {
        "kuitan": False, "double_yakuman": False, "red_fives": 9, "preset": "gone"}}}
    ng = app.push(NewGame(app))
    options = ng.config()["options"]
    assert options["kuitan"] is False  # kept
    assert options["red_fives"] == 1 and "double_yakuman" not in options  # at the default


def _rows_read_and_clicked(app, rows):
    """Each row: a click on its explanation leaves its value; one on its control changes it."""
    from game.ui.widgets import Choice, Slider, Toggle

    m = app.stack.top.m
    checked = 0
    for row in rows:
        if not row.explain or row.offscreen or not isinstance(row, Toggle | Choice | Slider):
            continue
        app.frame()
        before = row.get()
        ctl = row.control_rect(m)
        at = (row.rect.x + m.px(4), ctl.bottom + m.small // 2)  # on the explanation's first line
        assert row.rect.collidepoint(at)
        click(app, at)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(row.rect.right - 4, at[1]),
                                             rel=(0, 0), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
        app.frame()
        assert row.get() == before, (row.label, "changed by a click on its explanation")
        assert app.stack.top.form.focused is row  # the click still gives the row the focus
        click(app, (ctl.right - m.px(1), ctl.centery))
        assert row.get() != before, (row.label, "not changed by a click on its control")
        checked += 1
    return checked


def test_a_click_on_an_options_explanation_does_not_change_it(app):
    ng = _open(app)
    checked = 0
    for group in ng.groups():
        ng._set_group(group)
        checked += _rows_read_and_clicked(app, ng.rule_widgets)
    assert checked > 10


def test_a_click_on_a_settings_explanation_does_not_change_it(app):
    from game.ui.settings_screen import SettingsScreen

    screen = app.push(SettingsScreen(app))
    assert _rows_read_and_clicked(app, screen.form.widgets) >= 8


def test_a_switch_follows_a_click_on_its_label(app):
    from game.ui.widgets import Toggle

    ng = _open(app)
    ng.form.set_focus(ng.tabs)
    key(app, pygame.K_RIGHT)  # the Scoring tab: kuitan, a switch
    row = next(w for w in ng.rule_widgets if isinstance(w, Toggle) and not w.offscreen)
    before = row.get()
    click(app, (row.rect.x + ng.m.px(3), row.control_rect(ng.m).centery))
    assert row.get() != before


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_option_list_fills_its_panel_and_scrolls_by_a_bar_in_view(tmp_path, size):
    a = App(make_store(tmp_path), size)
    try:
        ng = _open(a)
        m = ng.m
        assert ng.group == "length" and len(ng.rule_widgets) == 9
        assert ng.rules_fit >= 4  # three rows and a third of the panel left empty before
        assert ng.rules_box.bottom >= ng.panel_bottom - m.px(1.5)  # down to the panel's edge
        bar = ng.rules_bar
        shown = [w for w in ng.rule_widgets if not w.offscreen]
        assert all(ng.rules_box.contains(w.rect) for w in shown)
        # the bar: beside the rows, inside the panel and the window, its thumb a part of it
        assert bar.shown and a.surface.get_rect().contains(bar.track)
        assert not any(bar.zone.colliderect(w.rect) for w in shown)
        assert bar.track.contains(bar.thumb) and bar.thumb.h < bar.track.h
        assert ng.hidden_rules() == f"{9 - ng.rules_fit} more below"
        top = bar.thumb.y
        click(a, (bar.track.centerx, bar.track.bottom - 2))  # a click low on the bar: the end
        assert ng.rule_widgets[-1] in [w for w in ng.rule_widgets if not w.offscreen]
        assert bar.thumb.y > top and bar.thumb.bottom == bar.track.bottom
        assert ng.hidden_rules().endswith("more above")
        # a drag along the bar back to its top
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                             pos=(bar.track.centerx, bar.thumb.centery)))
        for y in range(bar.thumb.centery, bar.track.y - 20, -15):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.track.centerx, y),
                                                 rel=(0, -15), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1,
                                             pos=(bar.track.centerx, bar.track.y - 20)))
        a.frame()
        assert ng.rule_scroll == 0 and bar.thumb.y == bar.track.y
    finally:
        pygame.display.quit()


def _other_value(option):
    """A value of the option other than its default (None: it has no other)."""
    if isinstance(option.default, bool) and not option.choices:
        return not option.default
    return next((v for v in reversed(option.choices) if v != option.default), None)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_option_says_whether_it_is_at_its_default(tmp_path, size):
    # A long label left no room for the tag ("Moon on last discard" showed none): the tag
    # is drawn on every row, beside its label and clear of the control, changed or not.
    a = App(make_store(tmp_path), size)
    missing = []
    try:
        for variant in sorted(VARIANTS):
            ng = _open(a, variant)
            options = {o.name: o for o in ng.variant.options}
            for group in ng.groups():
                ng._set_group(group)
                for i, row in enumerate(ng.rule_widgets):
                    option = options.get(row.option)
                    if option is None:  # the Superpower rule's rows
                        continue
                    for value in (option.default, _other_value(option)):
                        if value is None:
                            continue
                        ng.options[variant][option.name] = value
                        ng.rule_scroll = i  # its row in view
                        ng.layout(ng.m)
                        row.draw(a.surface, ng.m, False)
                        tag = row.tag_rect
                        if tag is None or not (row.rect.contains(tag)
                                               and tag.right < row.control.x):
                            missing.append((variant, option.name, value))
                    ng.options[variant][option.name] = option.default
            a.pop()
    finally:
        pygame.display.quit()
    assert missing == []


def test_the_wheel_scrolls_the_options_to_their_end_under_a_hovered_row(app, monkeypatch):
    # pygame sends a wheel notch also as a press of button 4 or 5: that press brought the
    # row hovered before the scroll back into view, so the wheel never reached the end.
    ng = _open(app, "classical")
    ng._set_group("yaku")
    pointer = ng.rule_widgets[2].rect.center
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame()
    for _ in range(len(ng.rule_widgets)):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=5, pos=pointer))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=5, pos=pointer))
        app.frame()
    assert not ng.rule_widgets[-1].offscreen and ng.hidden_rules().endswith("more above")


def test_a_superpower_match_chosen_is_kept_through_the_checked_settings_file(app):
    """The Superpower options are not among a variant's own: they were dropped on reading."""
    ng = _open(app)
    ng.choose("classical")
    ng.options["classical"] = VARIANTS["classical"].resolve(
        {"superpowers": True, "powers": "bounty,second_wind,soft_landing,second_wind"})
    ng.remember()
    app.store.save_settings(app.settings)
    app.settings = app.store.load_settings()
    again = app.push(NewGame(app))
    options = again.config()["options"]
    assert again.variant_id == "classical" and options["superpowers"] is True
    assert options["powers"] == "bounty,second_wind,soft_landing,second_wind"


def test_the_preset_line_says_when_the_match_is_played_with_superpowers(app):
    """Presets cover the grouped rules only; with Superpowers on, the preset's line must not
    read as if the whole match were at its defaults."""
    ng = _open(app, "classical")
    assert ng.preset_name() == "sparrow" and "Superpowers" not in ng.preset_widget.explain
    ng._set_group("")
    toggle = next(w for w in ng.rule_widgets if w.option == "superpowers")
    ng.form.set_focus(toggle)
    key(app, pygame.K_RETURN)
    assert ng.config()["options"]["superpowers"] is True
    assert ng.preset_name() == "sparrow"  # still the same rules
    assert ng.preset_widget.explain.startswith("With Superpowers (Other tab). Sparrow's")
    ng.form.set_focus(ng.preset_widget)
    key(app, pygame.K_RIGHT)  # a preset with a long description: the mode is still said
    assert ng.preset_name() != "sparrow" and ng.preset_widget.explain.startswith("With Superpowers")
    shown = ng.preset_widget.explain_lines(ng.m)[:ng.preset_widget.MAX_EXPLAIN_LINES]
    assert len(ng.preset_widget.explain_lines(ng.m)) > len(shown)  # the text is cut short ...
    assert "With Superpowers (Other tab)." in " ".join(shown)  # ... but the mode is shown
    ng._set_option("superpowers", False)
    assert "Superpowers" not in ng.preset_widget.explain


@pytest.mark.parametrize("variant", ["riichi", "hkos", "uzje"])
def test_the_focus_starts_on_the_variant_last_chosen(app, variant):
    ng = _open(app, variant)
    assert ng.form.focused is ng.cards[list(VARIANTS).index(variant)]
    key(app, pygame.K_RETURN)  # Enter on the focused card keeps the variant
    assert ng.variant_id == variant


def test_choosing_a_variant_from_another_card_moves_the_focus_with_it(app):
    ng = _open(app, "riichi")
    ng.choose("classical")  # as the command line's --variant does
    assert ng.form.focused is ng.cards[list(VARIANTS).index("classical")]
    ng.form.set_focus(ng.seed_field)
    ng.choose("hkos")  # from elsewhere the focus stays where it is
    assert ng.form.focused is ng.seed_field


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_what_new_game_shows_of_a_preset_or_option_names_no_rule_seed(variant):
    """Presets' summaries and options' explanations are the player's text on New Game: the
    rule documents' "seed 004" means nothing there (the DMJL and Hong Kong table presets
    said it)."""
    v = get_variant(variant)
    shown = [p.summary for p in v.presets]
    shown += [EXPLAIN.get(o.name, o.explain) for o in v.options]
    assert not [text for text in shown if "seed" in text.lower()]


def test_the_focused_preset_shows_its_whole_text_over_the_tabs(app, monkeypatch):
    """A published rule set's text runs past the preset's row (M-League's five lines at
    1280x720): with the focus it shows whole, in an opaque card over the tabs; without,
    the row keeps it cut, so the tabs stay put."""
    from game.ui import widgets

    ng = _open(app, "riichi")
    ng.form.set_focus(ng.preset_widget)
    while ng.preset_name() != "m_league":
        key(app, pygame.K_RIGHT)
    pw = ng.preset_widget
    lines = pw.explain_lines(ng.m)
    drawn = drawn_texts(monkeypatch, widgets)
    surf = pygame.Surface(pygame.display.get_surface().get_size())
    ng.draw(surf)
    assert all(line in drawn for line in lines)
    assert pw.rect.bottom < ng.tabs.rect.top  # the row itself is unchanged
    x = pw.rect.x + ng.m.px(1)  # left of the text, right of the focus bar
    card = tuple(surf.get_at((x, pw.rect.bottom - ng.m.px(0.3))))
    assert tuple(surf.get_at((x, ng.tabs.rect.centery))) == card  # the first tab is covered
    drawn.clear()
    ng.form.set_focus(ng.rule_widgets[0])
    ng.draw(surf)
    assert lines[-1] not in drawn and any(text.endswith(" …") for text in drawn)


def test_a_preset_text_that_overflows_covers_the_whole_tab_row(app):
    """However few lines a preset's text runs past its row (Tenhou's four at 1280x720), the
    card reaches below the tabs: none shows half covered under it."""
    ng = _open(app, "riichi")
    ng.form.set_focus(ng.preset_widget)
    pw, surf = ng.preset_widget, pygame.Surface(pygame.display.get_surface().get_size())
    overflowing = []
    for _ in ng.variant.presets:
        key(app, pygame.K_RIGHT)
        if len(pw.explain_lines(ng.m)) <= pw.explain_room(ng.m):
            continue
        overflowing.append(ng.preset_name())
        ng.draw(surf)
        x = pw.rect.x + ng.m.px(1)
        card = tuple(surf.get_at((x, pw.rect.bottom - ng.m.px(0.3))))
        assert tuple(surf.get_at((x, ng.tabs.rect.bottom - 1))) == card, ng.preset_name()
    assert "tenhou" in overflowing


def test_the_mouse_on_a_cut_preset_text_shows_it_whole(app):
    """A tester could not read a preset's text past its '…' with the focus elsewhere."""
    ng = _open(app, "riichi")
    ng.form.set_focus(ng.preset_widget)
    key(app, pygame.K_RIGHT)  # Tenhou: its text runs past the row at 1280x720
    assert ng.preset_name() == "tenhou"
    pw = ng.preset_widget
    ng.form.set_focus(ng.tabs)
    whole = []
    pw.draw_whole = lambda surf, m: whole.append(1)
    surf = pygame.Surface(pygame.display.get_surface().get_size())
    ng.draw(surf)
    assert not whole  # with the focus on the tabs and the mouse away
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pw.rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame()
    ng.draw(surf)
    assert whole


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_rules_column_keeps_one_title_on_every_tab(app, variant):
    """It named Classical in full on some tabs and short on others."""
    ng = _open(app, variant)
    titles = set()
    ng.draw_column_title = lambda surf, title, *a, **k: (titles.add(title), 0)[1]
    for group in ng.groups():
        ng._set_group(group)
        ng.draw_rules_title(app.surface)
    assert titles == {f"{get_variant(variant).short} rules"}


def test_ctrl_enter_starts_the_game_from_any_row(app, monkeypatch):
    """Reaching Start game by keyboard took some twenty presses through every rule and
    opponent; Ctrl+Enter starts from wherever the focus is (Enter alone acts on the row)."""
    ng = _open(app)
    ng.form.set_focus(ng.seed_field)
    started = []
    monkeypatch.setattr(ng, "start", lambda: started.append(True))
    key(app, pygame.K_RETURN)
    assert not started
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN,
                                         mod=pygame.KMOD_LCTRL, unicode="\r"))
    app.frame()
    assert started == [True]
    assert ng.start_button.hint == "Ctrl+Enter"


def test_an_opponents_row_says_what_its_level_and_style_mean(app, monkeypatch):
    """Levels and styles were names only; the row with the focus (or the mouse) is told in
    words under the columns, and it follows a change of level."""
    import game.ui.new_game as ng_mod

    ng = _open(app)
    level_row = ng.opp_widgets[4]  # Finch's level
    ng.form.set_focus(level_row)
    drawn = drawn_texts(monkeypatch, ng_mod)
    ng.draw(app.surface)
    said = " ".join(drawn)
    assert "Finch: Normal (also reads danger" in said and "cautious (folds sooner" in said
    key(app, pygame.K_RIGHT)  # Strong
    drawn.clear()
    ng.draw(app.surface)
    assert "Finch: Strong (weighs each discard" in " ".join(drawn)
    ng.form.set_focus(ng.seed_field)
    drawn.clear()
    ng.draw(app.surface)
    assert "4 players: you and 3 computer opponents" in drawn


def test_an_option_that_needs_another_says_it_is_unused_while_that_one_is_off(app):
    # Red suits could be changed with no red fives, and uma's spread and oka with uma off,
    # and nothing said they did nothing.
    ng = _open(app)

    def tag(name):
        for group in ng.groups():
            ng._set_group(group)
            for w in ng.rule_widgets:
                if getattr(w, "option", "") == name:
                    return w.tag()[0]
        raise AssertionError(name)

    assert tag("oka") == tag("uma_spread") == "unused: Uma off"
    ng._set_option("uma", True)
    assert tag("oka") == tag("uma_spread") == "default"
    assert tag("red_suits") == "default"
    ng._set_option("red_fives", 0)
    assert tag("red_suits") == "unused: Red fives off"
    assert ng.config()["options"]["red_suits"] == "mps"  # kept for when they come back


def test_the_tabs_stay_put_from_variant_to_variant(app):
    # The preset's height followed the variant's longest description: the tabs jumped.
    ng = _open(app)
    tops = set()
    for card in ng.cards:
        click_at = card.rect.center
        app.stack.top.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=click_at, button=1))
        app.stack.top.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=click_at, button=1))
        tops.add(ng.tabs.rect.top)
    assert ng.variant_id == "uzje" and len(tops) == 1


def tab(app, shift=False):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, unicode="\t",
                                         mod=pygame.KMOD_LSHIFT if shift else 0))
    app.frame()


def test_tab_leaves_the_variants_without_choosing_another(app):
    """Tab from the Riichi card chose Sanma, then Space ...: the rules of the variant the
    player was on could be reached only backwards, through every row (a tester). Tab leaves
    the variants for their rules; the arrows still choose; Tab back lands on the chosen one."""
    ng = _open(app)
    assert ng.form.focused is ng.cards[0] and ng.variant_id == "riichi"
    tab(app)
    assert ng.variant_id == "riichi" and ng.form.focused is ng.preset_widget
    tab(app, shift=True)
    assert ng.form.focused is ng.cards[0] and ng.variant_id == "riichi"
    key(app, pygame.K_DOWN)
    assert ng.variant_id == "sanma" and ng.form.focused is ng.cards[1]
    tab(app, shift=True)  # backwards out of the group: to the last row, Start game
    assert ng.form.focused is ng.start_button and ng.variant_id == "sanma"
    tab(app)
    assert ng.form.focused is ng.cards[1]


def test_a_long_note_under_the_columns_shrinks_or_ends_in_an_ellipsis():
    """At 1024x576 an opponent's description stopped mid-sentence with no sign of the rest
    (a tester)."""
    from game.ui import theme as t
    from game.ui.new_game import note_lines

    pygame.font.init()
    note = ("Wren: Normal (also reads danger, folds when far from ready); aggressive (pushes "
            "on through danger, and riichi sooner where there is one to declare)")
    for room in (300, 420, 560, 900, 2000):
        size, lines = note_lines(note, 16, room)
        assert len(lines) <= 2 and size >= round(16 * 0.8)
        assert all(t.font(size).size(line)[0] <= room for line in lines)
        shown = " ".join(lines)
        assert shown == note or shown.endswith("…"), (room, lines)
