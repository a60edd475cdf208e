"""The statistics screen after recorded matches and drills, and the store's best hand and drill
records it reads."""

import pygame
import pytest
from ui_drive import click, drawn_sized, drawn_texts, key, settle, shoot

from game.ui.app import App, make_store, open_screen
from game.ui.practice import Practice
from game.ui.stats import Stats, summary
from game.ui.title import Title


def record(store):
    store.record_match("riichi", 1, 42300, {"points": 12000, "name": "Haneman",
                                            "hand": "234567m234p34555s"})
    store.record_match("riichi", 3, 18700, {"points": 2000, "name": "Tanyao", "hand": ""})
    store.record_match("hkos", 2, 310)


def test_store_keeps_the_best_hand_and_drills(tmp_path):
    store = make_store(tmp_path)
    record(store)
    stats = store.load_stats()
    riichi = stats["variants"]["riichi"]
    assert riichi["matches"] == 2 and riichi["firsts"] == 1 and riichi["rank_sum"] == 4
    assert riichi["best_hand"]["name"] == "Haneman"
    assert "best_hand" not in stats["variants"]["hkos"]
    store.record_drill("waits", True, 1)
    store.record_drill("waits", False, 0)
    stats = store.record_drill("discard", True, 3)
    assert stats["practice"]["waits"] == {"answered": 2, "right": 1, "best_streak": 1}
    assert summary(stats) == {"matches": 3, "wins": 1, "answered": 3, "right": 2}


def stats_after_recorded_matches(tmp_path) -> App:
    store = make_store(tmp_path)
    record(store)
    a = App(store, (1280, 720))
    open_screen(a, "stats")
    settle(a)
    return a


def test_stats_screen_after_recorded_matches(tmp_path):
    a = stats_after_recorded_matches(tmp_path)
    try:
        scene = a.stack.top
        assert isinstance(scene, Stats)
        assert scene.stats["variants"]["riichi"]["matches"] == 2
        click(a, scene.done.rect.center)
        assert isinstance(a.stack.top, Title)
    finally:
        pygame.display.quit()


def test_a_drill_answered_shows_on_the_stats_screen(tmp_path):
    a = App(make_store(tmp_path), (1280, 720))
    try:
        a.push(Title(a))
        a.push(Practice(a, drill="discard", seed=2))
        settle(a)
        practice = a.stack.top
        practice.panel.pick(0)
        practice.worker.run(lambda: None)  # the save runs before this
        practice.worker.submit("done", lambda: None)
        practice.worker.wait()
        key(a, pygame.K_ESCAPE)
        assert isinstance(a.stack.top, Title)
        a.push(Stats(a))
        settle(a)
        assert a.stack.top.stats["practice"]["discard"]["answered"] == 1
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("recorded", [False, True], ids=["empty", "recorded"])
def test_renders_at_both_sizes(tmp_path, size, recorded):
    store = make_store(tmp_path)
    if recorded:
        record(store)
    a = App(store, size)
    try:
        open_screen(a, "stats")
        settle(a)
        shoot(a, tmp_path / f"stats-{size[0]}.png")
    finally:
        pygame.display.quit()


def test_title_opens_practice_analyzer_and_statistics_by_keys_and_mouse(tmp_path):
    from game.ui.analyzer import Analyzer

    a = App(make_store(tmp_path), (1280, 720))
    try:
        open_screen(a, "title")
        settle(a)
        for k, cls in ((pygame.K_p, Practice), (pygame.K_a, Analyzer), (pygame.K_t, Stats)):
            key(a, k)
            assert isinstance(a.stack.top, cls)
            key(a, pygame.K_ESCAPE)
            assert isinstance(a.stack.top, Title)
        for label, cls in (("Practice", Practice), ("Analyzer", Analyzer), ("Statistics", Stats)):
            click(a, next(b for b in a.stack.top.buttons if b.label == label).rect.center)
            assert isinstance(a.stack.top, cls)
            key(a, pygame.K_ESCAPE)
        assert isinstance(a.stack.top, Title)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_empty_level_page_says_so_under_your_row_not_over_it(tmp_path, monkeypatch, size):
    from game.ui import stats_pages

    a = App(make_store(tmp_path), size)
    try:
        open_screen(a, "stats")
        scene = a.stack.top
        scene.set_page("By opponent level")
        drawn = drawn_texts(monkeypatch, stats_pages)
        scene.draw(a.surface)
        note = drawn["No match counted here yet: finish one and its figures appear."]
        assert note.top > drawn["You"].bottom and note.top > drawn["0"].bottom
    finally:
        pygame.display.quit()


def test_points_read_as_at_the_table_and_every_place_a_variant_has_is_charted():
    from game.ui.stats import number
    from game.ui.stats_pages import amount, most_players

    assert number(21600) == "21,600" and number(-3900) == "\u20133,900"  # not "21 600"
    assert amount(-3900) == "\u20133,900"  # the level page's averages too (it wrote "-3,900")
    # a 4-player match without a 4th place still charts four places; Sanma three
    assert most_players("") == 4 and most_players("riichi") == 4 and most_players("sanma") == 3


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_practice_panel_names_drills_alike_and_keeps_its_lines_inside(tmp_path,
                                                                          monkeypatch, size):
    """A tester saw 'Name the elements' smaller than the other drills' names and the 'best
    streak' lines on the panel's bottom edge at 1280x720."""
    from game.ui import stats as stats_mod
    from game.ui.stats import DRILL_NAMES

    store = make_store(tmp_path)
    store.record_drill("waits", True, 1)
    a = App(store, size)
    try:
        open_screen(a, "stats")
        settle(a)
        scene = a.stack.top
        drawn = drawn_sized(monkeypatch, stats_mod)
        scene.draw_practice(a.surface)
        sizes = {size_ for text, size_, _ in drawn if text in DRILL_NAMES.values()}
        assert len(sizes) == 1
        box = scene.practice
        lowest = max(r.bottom for _, _, r in drawn)
        assert lowest <= box.bottom - scene.m.px(0.8)
    finally:
        pygame.display.quit()


def test_riichi_is_a_share_of_the_hands_where_it_can_be_declared(tmp_path, monkeypatch):
    """Classical-only play showed "Riichi 0%", as if the player never chose to; and over
    every variant the share counted Classical's hands, where no one can declare it."""
    from game.records.stats import YOU, new_tally
    from game.ui import stats_pages
    from game.ui.stats_pages import riichi_share, tallies

    def tally(hands, riichi):
        return {**new_tally(), "matches": 1, "hands": hands, "riichi": riichi, "wins": 3,
                "deal_ins": 1, "called_hands": 2}

    stats = {"variants": {
        "riichi": {YOU: tally(8, 2), "levels": {"strong": tally(24, 6)}},
        "classical": {YOU: tally(12, 0), "levels": {"strong": tally(36, 0)}}}}
    assert riichi_share(tallies(stats, "classical")[YOU]) == "—"
    assert riichi_share(tallies(stats, "classical")["strong"]) == "—"
    assert riichi_share(tallies(stats, "riichi")[YOU]) == "25%"
    every = tallies(stats, stats_pages.ALL)
    assert every[YOU]["hands"] == 20 and riichi_share(every[YOU]) == "25%"  # not 10%
    assert riichi_share(every["strong"]) == "25%"
    a = App(make_store(tmp_path), (1280, 720))
    try:
        open_screen(a, "stats")
        scene = a.stack.top
        scene.stats = stats
        scene.variant = "classical"
        scene.set_page("By opponent level")
        drawn = drawn_texts(monkeypatch, stats_pages)
        scene.draw(a.surface)
        assert "0%" not in drawn and "—" in drawn  # (won, dealt in and called are not 0)
    finally:
        pygame.display.quit()


def test_the_variant_table_says_firsts_and_points_in_their_words(tmp_path, monkeypatch):
    """A tester could not tell whether "Wins" meant hands won or first places, and read a
    best hand's bare number; the same figures say "1st" and "points"."""
    from game.ui import stats as stats_mod

    a = stats_after_recorded_matches(tmp_path)
    try:
        drawn = drawn_texts(monkeypatch, stats_mod)
        a.stack.top._bg = None  # the table is drawn once, then kept
        a.stack.top.draw(a.surface)
        assert "1st" in drawn and "1st rate" in drawn and "Wins" not in drawn
        assert "Haneman · 12,000 points" in drawn
    finally:
        pygame.display.quit()


def test_superpower_matches_have_their_own_row_under_the_variants(tmp_path, monkeypatch):
    from game.ui import stats as stats_mod

    a = stats_after_recorded_matches(tmp_path)
    try:
        scene = a.stack.top
        drawn = drawn_texts(monkeypatch, stats_mod)
        scene._bg = None
        scene.draw(a.surface)
        assert "Superpower matches, every rule" not in drawn
        scene.stats["superpowers"] = {"matches": 2, "firsts": 1, "rank_sum": 3,
                                      "points_sum": 52000}
        drawn.clear()
        scene._bg = None
        scene.draw(a.surface)
        assert "Superpower matches, every rule" in drawn and "1.50" in drawn
    finally:
        pygame.display.quit()


def test_the_charts_say_when_the_latest_match_is_not_finished(tmp_path, monkeypatch):
    """The Charts page headed a match in progress "Your last match" while the Summary said
    no match had finished (a tester): a match left unfinished says so."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "records"))
    from records_helpers import record as recorded

    from game.records.shelf import Shelf
    from game.ui import stats_pages

    store = make_store(tmp_path)
    shelf = Shelf(store)
    doc = {**recorded("riichi", 7), "id": "a", "started": "2026-01-05T10:00:00"}
    assert shelf.save({**doc, "status": "left"})
    a = App(store, (1280, 720))
    try:
        open_screen(a, "stats")
        settle(a)
        scene = a.stack.top
        drawn = []
        real = scene.draw_column_title
        monkeypatch.setattr(scene, "draw_column_title",
                            lambda surf, text, *rest: drawn.append(text) or real(surf, text,
                                                                                *rest))
        left, right = pygame.Rect(0, 0, 600, 300), pygame.Rect(620, 0, 600, 300)
        stats_pages.draw_charts(scene, a.surface, left, right, pygame.Rect(0, 320, 1220, 300))
        assert any(x.startswith("Your latest match, not finished") for x in drawn)
        assert shelf.save({**doc, "id": "b", "started": "2026-01-06T10:00:00"})
        scene._last, scene._entries = (False, None), None
        drawn.clear()
        stats_pages.draw_charts(scene, a.surface, left, right, pygame.Rect(0, 320, 1220, 300))
        assert any(x.startswith("Your last match, scores hand by hand") for x in drawn)
    finally:
        pygame.display.quit()
