"""The Records screen, the replay viewer and the statistics pages, driven as a player would:
records listed newest first and opened, exported from the screen, a match stepped through as
the player saw it (the engine's own view at each step) or with every hand open, a hand
jumped to, played at a speed, and the position opened in the analyzer."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pygame
import pytest
from ui_drive import click, key, settle, shoot

from game.ai.baseline import BaselineAI
from game.core.engine import Game
from game.core.table.actions import action_from_dict
from game.core.table.state import Phase
from game.records.record import Recorder
from game.records.shelf import Shelf
from game.records.stats import add_match
from game.ui import theme as t
from game.ui.analyzer import Analyzer
from game.ui.app import App, make_store, open_screen
from game.ui.records import Records
from game.ui.replay import ReplayScreen, score_axis
from game.ui.stats import Stats
from game.ui.title import Title

sys.path.insert(0, str(Path(__file__).parents[1] / "records"))
from records_helpers import players, record  # noqa: E402


def profile(tmp_path) -> Path:
    store = make_store(tmp_path)
    shelf = Shelf(store)
    stats = store.load_stats()
    for day, (variant, seed) in enumerate((("riichi", 7), ("hkos", 1), ("sanma", 2)), 1):
        doc = {**record(variant, seed), "id": f"r{day}", "started": f"2026-01-0{day}T20:00:00"}
        shelf.save(doc)
        stats = add_match(stats, doc)
    store.save_stats(stats)
    return tmp_path


@pytest.fixture
def app(tmp_path):
    a = App(make_store(profile(tmp_path)), (1280, 720))
    yield a
    pygame.display.quit()


def test_the_title_opens_the_records_newest_first(app):
    open_screen(app, "title")
    settle(app)
    key(app, pygame.K_e)
    scene = app.stack.top
    assert isinstance(scene, Records)
    assert [e["id"] for e in scene.shown] == ["r3", "r2", "r1"]
    key(app, pygame.K_DOWN)
    assert scene.current()["variant"] == "hkos"
    scene.set_variant("riichi")
    assert [e["id"] for e in scene.shown] == ["r1"]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Title)


def test_records_export_from_the_screen(app):
    open_screen(app, "records")
    settle(app)
    scene = app.stack.top
    key(app, pygame.K_t)  # sanma, newest: tenhou.net/6
    written = app.store.data_dir / "exports" / "r3.tenhou6.json"
    assert written.is_file() and "Written" in scene.message
    assert json.loads(written.read_text(encoding="utf-8"))["rule"]["disp"].startswith("三")
    assert all(b.available for b in scene.exports)
    key(app, pygame.K_DOWN)
    # Hong Kong: the log forms greyed (a tester pressed them), JSON not
    assert [b.available for b in scene.exports] == [False, False, True]
    key(app, pygame.K_m)  # Hong Kong has no mjai form: said, nothing written
    assert "no mjai form" in scene.message
    key(app, pygame.K_UP)
    assert scene.message == ""  # said of that match, not of the next (a tester)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_m)
    assert "no mjai form" in scene.message
    assert not (app.store.data_dir / "exports" / "r2.mjai.jsonl").exists()
    key(app, pygame.K_j)
    assert (app.store.data_dir / "exports" / "r2.json").is_file()


def test_an_exports_folder_that_is_a_file_is_said_plainly(app):
    open_screen(app, "records")
    settle(app)
    scene = app.stack.top
    (app.store.data_dir / "exports").write_text("not a folder", encoding="utf-8")
    key(app, pygame.K_j)
    assert "exports is a file, not a folder" in scene.message, scene.message


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_what_an_export_did_is_said_beside_the_buttons(tmp_path, size):
    a = App(make_store(profile(tmp_path)), size)
    try:
        open_screen(a, "records")
        settle(a)
        scene = a.stack.top
        key(a, pygame.K_DOWN)
        key(a, pygame.K_t)  # Hong Kong: no tenhou.net/6 form, the longest thing said
        box, m = scene.message_box, scene.m
        assert "no tenhou.net/6 form" in scene.message
        assert a.surface.get_rect().contains(box) and box.w > m.px(30)
        assert not any(box.colliderect(w.rect) for w in scene.form.widgets if w.visible)
        size, lines = scene.message_lines()
        assert size >= m.px(1.7) and " ".join(lines) == scene.message  # all of it, two lines
        assert all(t.font(size).size(line)[0] <= box.w for line in lines)
        shoot(a, tmp_path / "export-said.png")
    finally:
        pygame.display.quit()


def test_a_written_exports_file_name_is_said_whole_before_its_folder(tmp_path):
    """The path came first and the name was cut: '...-riichi-860718535.' with no form."""
    a = App(make_store(profile(tmp_path / "a-long-profile-folder-name" / "deeper")), (1280, 720))
    try:
        open_screen(a, "records")
        settle(a)
        key(a, pygame.K_j)  # JSON: every variant has it
        scene = a.stack.top
        [written] = list((a.store.data_dir / "exports").iterdir())
        size, lines = scene.message_lines()
        assert lines[0].startswith("Written: ") and written.name in lines[0]
    finally:
        pygame.display.quit()


def test_the_replays_score_axis_reads_in_the_variants_scale():
    riichi = record("riichi", 7)["summary"]["curve"]
    uzje = record("uzje", 3)["summary"]["curve"]
    assert score_axis(riichi)(25_000) == "25k" and score_axis(riichi)(-2_500) == "-2.5k"
    assert max(abs(v) for row in uzje for v in row) < 1_000
    assert score_axis(uzje)(-15) == "-15" and score_axis(uzje)(0) == "0"


def test_a_replay_steps_through_what_the_player_saw(app):
    open_screen(app, "records")
    settle(app)
    key(app, pygame.K_END)  # the riichi match
    key(app, pygame.K_r)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScreen) and viewer.seat == 0 and not viewer.open
    doc = viewer.doc
    game = Game(doc["variant"], doc["options"], doc["seed"])
    steps = [n for n in doc["steps"]]
    start = viewer.position
    for _ in range(25):
        key(app, pygame.K_RIGHT)
    assert viewer.position == start + 25
    # the same moment in the engine: the actions up to the 25th step shown after the deal
    shown = 0
    for action, n in zip(doc["actions"], steps, strict=True):
        game.apply(action_from_dict(action, game.tileset))
        shown += bool(n)
        if shown == viewer.position:
            break
    view, hands = viewer.current()
    assert view == game.view(0)
    assert list(hands[2]) == list(game.view(2).hand)
    key(app, pygame.K_LEFT)
    assert viewer.position == start + 24


def test_the_step_log_shows_whole_sentences_newest_last(app):
    open_screen(app, "replay")
    settle(app)
    viewer = app.stack.top
    r, narrow, wrapped = viewer.replay, viewer.m.px(22), 0
    for p in range(r.last + 1):
        viewer.go(p)
        lines = viewer.log_lines(narrow, 3)
        said = [text for q in range(max(1, p - 12), p + 1) for text in r.said(q)]
        joined = " ".join(part for _, part in lines)
        assert len(lines) <= 3
        assert any(joined == " ".join(said[i:]) for i in range(len(said) + 1)), p
        wrapped += any(len(t.wrap(x, viewer.m.small, narrow)) > 1 for x in said[-2:])
    assert wrapped  # some sentences took two lines


def test_hands_are_jumped_to_played_and_opened(app):
    open_screen(app, "replay")  # the newest record
    settle(app)
    viewer = app.stack.top
    r = viewer.replay
    assert viewer.position == r.hands[0].position
    key(app, pygame.K_PAGEDOWN)
    assert viewer.position == r.hands[1].position and r.hand_at(viewer.position) == 1
    key(app, pygame.K_PAGEUP)
    assert viewer.position == r.hands[0].position
    key(app, pygame.K_o)
    assert viewer.open
    key(app, pygame.K_v)
    assert viewer.seat == 1
    at = viewer.position
    viewer.set_speed(8.0)
    key(app, pygame.K_SPACE)
    assert viewer.playing
    for _ in range(30):
        viewer.update(1 / 60)
    assert viewer.position > at
    key(app, pygame.K_SPACE)
    assert not viewer.playing
    click(app, (viewer.track.right - 2, viewer.track.centery))
    assert viewer.position >= r.last - 2
    shoot(app, Path(app.store.data_dir) / "replay.png")


def test_any_hand_is_chosen_by_name(app):
    open_screen(app, "replay")
    settle(app)
    viewer = app.stack.top
    r, row = viewer.replay, viewer.hand_row
    assert len(r.hands) > 3 and row.values == list(range(len(r.hands)))
    assert [row.show(i) for i in row.values] == [h.label(r.players) for h in r.hands]
    assert row.show(0) == "East 1" and row.get() == 0
    last = len(r.hands) - 1
    row.set(last)
    assert viewer.position == r.hands[last].position and row.get() == last
    click(app, (row.rect.right - 4, row.rect.centery))  # the arrow on the right: on, round
    assert viewer.position == r.hands[0].position
    viewer.step(5)
    assert row.show(row.get()) == r.hands[0].label(r.players)  # still in the first hand
    shoot(app, Path(app.store.data_dir) / "hands.png")


def test_the_position_opens_in_the_analyzer(app):
    open_screen(app, "replay")
    settle(app)
    viewer = app.stack.top
    for _ in range(10):
        key(app, pygame.K_RIGHT)
    view, _ = viewer.current()
    key(app, pygame.K_a)
    analyzer = app.stack.top
    assert isinstance(analyzer, Analyzer) and analyzer.variant_id == "sanma"
    hand = viewer.replay.tileset.parse(analyzer.values["hand"])
    assert sorted(map(repr, hand)) == sorted(repr(x) for x in view.hand if not x.is_bonus)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is viewer


def test_the_statistics_pages_show_charts_and_levels(app):
    open_screen(app, "stats")
    settle(app)
    scene = app.stack.top
    assert isinstance(scene, Stats)
    for page in ("Charts", "By opponent level"):
        scene.set_page(page)
        settle(app)
        shoot(app, Path(app.store.data_dir) / f"{page}.png")
    last = scene.last_match()
    assert last is not None and last["variant"] == "sanma" and len(last["curve"]) > 2
    scene.set_variant("riichi")
    assert scene.last_match()["variant"] == "riichi"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_new_screens_fit_both_sizes(tmp_path, size):
    a = App(make_store(profile(tmp_path)), size)
    try:
        for name in ("records", "replay"):
            open_screen(a, name)
            settle(a)
            shoot(a, tmp_path / f"{name}-{size[0]}.png")
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("variant", ["uzje", "classical", "space"])
def test_every_table_replays(tmp_path, variant):
    store = make_store(tmp_path)
    Shelf(store).save({**record(variant, 3), "id": "x"})
    a = App(store, (1280, 720))
    try:
        open_screen(a, "replay")
        settle(a)
        viewer = a.stack.top
        for k in (pygame.K_PAGEDOWN, pygame.K_RIGHT, pygame.K_o, pygame.K_END):
            key(a, k)
        assert viewer.position == viewer.replay.last and viewer.open
        assert (viewer.hand_sprites.index is not None) == (variant == "uzje")  # 10-16 told apart
        shoot(a, tmp_path / f"{variant}.png")
    finally:
        pygame.display.quit()


def test_no_record_yet_says_so(tmp_path):
    a = App(make_store(tmp_path), (1280, 720))
    try:
        open_screen(a, "replay")
        settle(a)
        assert a.stack.top.replay is None
        open_screen(a, "records")
        settle(a)
        scene = a.stack.top
        assert scene.shown == []
        # Replay and the exports are greyed while there is nothing to act on.
        buttons = [scene.replay, *scene.exports]
        assert not any(b.available for b in buttons)
        r = scene.replay.rect
        face = a.surface.get_at((r.x + r.w // 8, r.centery))[:3]
        assert scene.form.focused not in buttons  # the focus rests on what can act
        key(a, pygame.K_r)
        click(a, scene.exports[0].rect.center)
        assert a.stack.top is scene and not scene.message
        assert scene.load() is None and "No record" in scene.message
    finally:
        pygame.display.quit()
    assert face != t.GOLD


def test_replay_and_export_are_live_once_a_record_is_chosen(app):
    open_screen(app, "records")
    settle(app)
    scene = app.stack.top
    assert all(b.available for b in [scene.replay, *scene.exports])
    r = scene.replay.rect
    assert app.surface.get_at((r.x + r.w // 8, r.centery))[:3] == t.GOLD
    scene.set_variant("space")  # no Space match kept: nothing to replay
    assert not scene.replay.available


def autoplayed(a, actions: int = 12):
    """A Riichi table the AI plays for every seat, once `actions` actions are done."""
    a.settings.speed = "instant"
    open_screen(a, "table", "riichi", autoplay=True)
    table = a.stack.top
    deadline = time.monotonic() + 120
    while len(table.game.state.log) < actions and time.monotonic() < deadline:
        a.frame()
        time.sleep(0.002)  # the AI moves on its worker thread
    return table


def test_closing_the_window_mid_hand_keeps_the_record_to_its_last_action(tmp_path):
    a = App(make_store(tmp_path), (1280, 720))
    try:
        table = autoplayed(a)
        played = [json.loads(json.dumps(x)) for x in table.game.state.log]
        assert len(played) >= 12 and table.game.phase != Phase.HAND_END
        a.quit()  # the window closed mid-hand: no hand end, no leaving by the menu
        shelf = Shelf(make_store(tmp_path))
        [entry] = shelf.listing()
        doc = shelf.load(entry["file"])
        assert doc["status"] == "left" and len(doc["actions"]) == len(played)
    finally:
        pygame.display.quit()


def test_a_replay_names_the_rules_its_match_was_played_by(app, monkeypatch):
    game = Game("riichi", {"preset": "tenhou", "length": "east"}, 3)
    ai, rec = BaselineAI("riichi", game.options), Recorder(game, players(4), 0)
    for _ in range(120):
        seat = game.waiting_on()[0]
        rec.add(game.apply(ai.choose(game.view(seat), game.legal_actions(seat))))
    app.push(ReplayScreen(app, rec.document()))
    drawn, real = [], t.blit_text
    monkeypatch.setattr(t, "blit_text", lambda surf, s, *a, **k: drawn.append(s) or real(
        surf, s, *a, **k))
    app.frame()
    assert "Played by Tenhou rules with Length: East only" in drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_record_names_its_rules_in_its_row(tmp_path, size, monkeypatch):
    store = make_store(profile(tmp_path))
    game = Game("riichi", {"preset": "tenhou", "length": "east", "kuitan": False}, 3)
    ai, rec = BaselineAI("riichi", game.options), Recorder(game, players(4), 0)
    for _ in range(60):
        seat = game.waiting_on()[0]
        rec.add(game.apply(ai.choose(game.view(seat), game.legal_actions(seat))))
    Shelf(store).save({**rec.document(), "id": "r4", "started": "2026-01-04T20:00:00"})
    a = App(store, size)
    try:
        open_screen(a, "records")
        settle(a)
        scene = a.stack.top
        said, real = [], t.blit_text

        def text(surf, s, *args, **kw):
            said.append((s, real(surf, s, *args, **kw)))
            return said[-1][1]

        monkeypatch.setattr(t, "blit_text", text)
        a.draw()
        wanted = {"r4": "Tenhou rules with Length: East only, Kuitan: off",
                  "r3": "Sparrow's standard rules"}
        hands_x = scene.box.x + scene.m.px(2.5) + round(0.73 * (scene.box.w - scene.m.px(5)))
        for row, i in scene.row_rects:
            entry = scene.shown[i]
            if entry["id"] in wanted:
                # whole, not cut short, in its row and clear of the hands column
                assert any(s == wanted[entry["id"]] and row.contains(where)
                           and where.right < hands_x for s, where in said), entry["id"]
        shoot(a, tmp_path / "records-rules.png")
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_replays_side_and_top_rows_are_fitted_as_the_tables(tmp_path, size, monkeypatch):
    # Four claimed kongs on every opponent (Classical) ran past the player's name and the
    # title in the replay, where the table draws them smaller and moves them along the edge.
    from dataclasses import replace

    from game.core.model.melds import Meld, MeldKind
    from game.core.model.tiles import tile
    from game.ui import table_draw as td

    store = make_store(tmp_path)
    Shelf(store).save({**record("classical", 1), "id": "c1"})
    a = App(store, size)
    try:
        open_screen(a, "replay")
        settle(a)
        viewer = a.stack.top
        viewer.go(viewer.replay.last // 2)
        view, hands = viewer.current()
        kongs = tuple(Meld(MeldKind.KONG, (tile("p", r),) * 4, True, "p", 0, tile("p", r), 3)
                      for r in (1, 2, 3, 4))
        seats = tuple(sv if sv.seat == viewer.seat else replace(sv, melds=kongs, hand_count=2)
                      for sv in view.seats)
        viewer._view = ((viewer.position, viewer.seat), (replace(view, seats=seats), hands))
        rows, plates, real_row, real_name = {}, [], td.draw_opponent, td.draw_name

        def row(surf, lay, backs, ponds, place, *args, **kw):
            rows[place] = (real_row(surf, lay, backs, ponds, place, *args, **kw), lay)
            return rows[place][0]

        def name(surf, lay, place, *args, **kw):
            plates.append((place, real_name(surf, lay, place, *args, **kw)))
            return plates[-1][1]

        monkeypatch.setattr(td, "draw_opponent", row)
        monkeypatch.setattr(td, "draw_name", name)
        a.draw()
        m, table = viewer.lay.m, viewer.table_rect
        mine = dict(plates)["bottom"]
        assert set(rows) == {"left", "right", "top"}
        for place, (drawn, lay) in rows.items():
            assert table.move(-table.x, -table.y).contains(drawn), place  # on the table
            assert not drawn.colliderect(mine) and lay.pond_w < viewer.lay.pond_w, place
            if place != "top":
                assert drawn.top >= m.px(3.5) + 2 * mine.h  # under the title and its name
        shoot(a, tmp_path / "replay-fitted.png")
    finally:
        pygame.display.quit()


@pytest.fixture
def lost_index(tmp_path, monkeypatch):
    """A window on three records with no index, where more than two files to read means a
    worker thread, and that thread's listing waits until the test sets `release`."""
    import threading

    import game.records.shelf as shelf_module

    a = App(make_store(profile(tmp_path)), (1280, 720))
    release, whole = threading.Event(), Shelf.listing

    def slow_listing(self):
        release.wait(10)
        return whole(self)

    monkeypatch.setattr(shelf_module, "QUICK_READS", 2)
    monkeypatch.setattr(Shelf, "listing", slow_listing)
    yield a, release
    release.set()
    pygame.display.quit()


def read_on(a, scene) -> None:
    """Frames until the scene has its records listed (a worker thread is done)."""
    for _ in range(200):
        a.frame()
        if not scene.reading:
            return
        time.sleep(0.01)


def test_a_lost_index_is_rebuilt_on_a_worker_thread_while_the_screen_says_so(lost_index):
    """Rebuilding the index reads every record file (seconds for a thousand): beyond a few
    files the screen opens at once, says it is reading, and lists them when done."""
    a, release = lost_index
    shelf = Shelf(a.store)
    assert shelf.quick_listing(2) is None  # three files to read: more than two
    open_screen(a, "records")
    settle(a)
    scene = a.stack.top
    assert isinstance(scene, Records) and scene.reading is not None and scene.busy
    key(a, pygame.K_r)  # nothing to open yet: Replay is greyed, and the screen stays
    assert a.stack.top is scene and not scene.replay.available
    assert scene.load() is None and "Still reading" in scene.message
    release.set()
    read_on(a, scene)
    assert [e["id"] for e in scene.shown] == ["r3", "r2", "r1"]
    assert scene.replay.available
    assert shelf.quick_listing(0) is not None  # the index is whole again: nothing to read


def test_the_last_match_chart_waits_for_a_lost_index_without_freezing(lost_index):
    """The statistics' last-match chart lists the records too: with a lost index it says it
    is reading, and shows the match once a worker thread has listed them."""
    a, release = lost_index
    open_screen(a, "stats")
    scene = a.stack.top
    scene.set_page("Charts")
    settle(a)
    assert scene.last_match() is None and scene.reading and scene.busy
    chart = scene.chart_bottom
    before = a.surface.subsurface(chart).copy()
    release.set()
    read_on(a, scene)
    last = scene.last_match()
    assert last is not None and last["variant"] == "sanma" and not scene.busy
    a.frame()  # the page is drawn anew: the chart where "Reading" stood
    after = a.surface.subsurface(chart)
    assert any(before.get_at((x, y)) != after.get_at((x, y))
               for x in range(0, chart.w, 7) for y in range(0, chart.h, 7))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_three_export_buttons_speak_in_one_size(tmp_path, size):
    a = App(make_store(tmp_path), size)
    try:
        open_screen(a, "records")
        settle(a)
        scene = a.stack.top
        sizes = {b.text_size for b in scene.exports}
        assert len(sizes) == 1 and None not in sizes
        for b in scene.exports:  # and every label fits its button at that size
            assert t.font(b.text_size, True).size(b.label)[0] < b.rect.w
    finally:
        pygame.display.quit()


def test_the_saved_games_match_is_listed_in_progress_not_left(tmp_path):
    """A match Continue can still resume was listed as 'Left after 5 hands'; the words
    leave the count to the Hands column ('In progress: 3 han…' was cut at 1280x720)."""
    from game.ui.records import result_text

    a = App(make_store(tmp_path), (1280, 720))
    try:
        table = autoplayed(a)
        table.keeper.save()
        table.keeper.flush()
        a.store.flush()
        [entry] = Shelf(a.store).listing()
        scene = Records(a)
        assert scene.in_progress == entry["id"]
        assert result_text(entry, True) == "In progress"
        a.store.clear_autosave()  # given up: now it was left
        assert Records(a).in_progress == "" and result_text(entry) == "Left unfinished"
    finally:
        pygame.display.quit()


def replay_at_first_win(tmp_path, size, variant: str) -> tuple[App, ReplayScreen]:
    """A seeded match's replay open at its first win."""
    from game.core.table.events import Won

    a = App(make_store(profile(tmp_path)), size)
    scene = a.push(ReplayScreen(a, record(variant, 11)))
    settle(a)
    r = scene.replay
    scene.go(next(p for p in range(1, r.last + 1)
                  if any(isinstance(e, Won) for e in r.step_events(p))))
    return a, scene


def sheet_texts(monkeypatch) -> dict[str, pygame.Rect]:
    """Where the replay's sheet draws each of its own texts (the theme draws every
    screen's), filled as it draws."""
    from game.ui import replay_sheet

    drawn: dict[str, pygame.Rect] = {}

    class Spy:
        def __getattr__(self, name):
            return getattr(t, name)

        def blit_text(self, surf, text, *args, **kw):
            return drawn.setdefault(text, t.blit_text(surf, text, *args, **kw))

    monkeypatch.setattr(replay_sheet, "t", Spy())
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_replay_shows_a_wins_sheet_from_the_win_to_the_hands_end(tmp_path, monkeypatch,
                                                                     size):
    """A tester could not read a past win's faan again: the replay said one line. From the
    win to the next deal, the side panel shows the winner's sheet, its total kept last."""
    from game.core.table.events import Won
    from game.records.record import sheet_of, total_and_points
    from game.ui import replay_sheet

    a, scene = replay_at_first_win(tmp_path, size, "hkos")
    try:
        r = scene.replay
        won = scene.position
        win = next(e for e in r.step_events(won) if isinstance(e, Won))
        sheet = sheet_of(win)
        drawn = sheet_texts(monkeypatch)
        for p, shown in ((won - 1, False), (won, True)):
            drawn.clear()
            scene.go(p)
            scene.draw(a.surface)
            assert (f"{replay_sheet.whose(r.name(win.seat))} win".upper() in drawn) is shown
        total = drawn[total_and_points(sheet)]
        assert scene.panel.contains(total)
        assert all(rect.centery < total.top for text, rect in drawn.items()
                   if rect is not total)  # the total last, whole
        assert all(r.variant.element_label(el["name"]) in drawn for el in sheet["elements"])
        nxt = next((h.position for h in r.hands if h.position > won), None)
        if nxt is not None:
            drawn.clear()
            scene.go(nxt)
            scene.draw(a.surface)
            assert not drawn  # the next deal: the chart again
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_classical_replay_shows_every_losers_hand_after_the_winners(tmp_path, monkeypatch,
                                                                      size):
    """The table's F shows each loser's scored hand in Classical; the replay showed the
    winner's sheet alone, so a past settlement between losers could not be read again."""
    from game.core.table.events import Scored, Won
    from game.ui.table_result_scores import score_text

    a, scene = replay_at_first_win(tmp_path, size, "classical")
    try:
        r = scene.replay
        won = scene.position
        events = r.step_events(won)
        winner = next(e.seat for e in events if isinstance(e, Won))
        scored = next(e for e in events if isinstance(e, Scored))
        drawn = sheet_texts(monkeypatch)
        scene.go(won)
        scene.draw(a.surface)
        losers = [v for v in scored.settlement.hand_values if v.seat != winner]
        assert len(losers) == 3
        assert r.name(losers[0].seat) == "You"
        caption = drawn["YOUR HAND"]  # not "YOU'S"
        assert drawn[score_text(losers[0])].centery == caption.centery
        assert scene.panel.contains(caption)
        assert caption.top > drawn[f"{r.name(winner)}'s win".upper()].top
        assert all(f"{r.name(v.seat)}'s hand".upper() in drawn for v in losers[1:])
    finally:
        pygame.display.quit()


def test_the_replay_sheet_shortens_the_losers_hands_before_the_winners_lines():
    from game.ui.replay_sheet import fitted

    wins = [("W", "", True), ("a", "1", False), ("b", "2", False), ("", "total", False)]
    others = [[("L", "8 pts", True), ("c", "4", False), ("d", "4", False)],
              [("M", "2 pts", True), ("e", "2", False)]]
    assert fitted(wins, others, 9) == wins + others[0] + others[1]
    assert fitted(wins, others, 8) == [*wins, ("L", "8 pts", True), ("M", "2 pts", True)]
    assert fitted(wins, others, 5) == wins
    assert fitted(wins, others, 3) == [("W", "", True), ("… 2 more lines", "", False),
                                       ("", "total", False)]


def test_a_demo_match_says_it_is_one():
    """Records listed a match the computer played alone as "You 1st"; Statistics, rightly,
    left it out, and a tester saw the two disagree."""
    from game.ui.records import result_text

    entry = {"status": "finished", "players": ["You", "Wren", "Finch", "Heron"],
             "ranks": [1, 3, 2, 4], "scores": [40000, 20000, 30000, 10000], "me": None}
    assert result_text(entry) == "Demo · You 1st"
    entry["me"] = 0
    assert result_text(entry) == "1st · 40,000"


def test_a_best_hands_points_have_a_line_of_their_own():
    """At 1280x720 one line cut the points ("Haneman · 18,000 poi…"), the part that counts."""
    from game.ui.records import best_lines

    entry = {"players": ["You", "Wren"], "me": 0,
             "best_hand": {"seat": 1, "name": "Three ariths of the same difference 1.4 fan",
                           "points": 18000}}
    assert best_lines(entry) == ("Wren: Three ariths of the same difference 1.4 fan",
                                 "18,000 points")
    entry["best_hand"]["seat"], entry["best_hand"]["points"] = 0, 1
    assert best_lines(entry)[1] == "1 point"
    assert best_lines({"players": []}) == ("", "")
    # a tester read a 4-faan hand's biggest line as its value: the total is said under it
    entry["best_hand"].update(name="Three matching chows 2 faan", total="4 faan, 16 points")
    assert best_lines(entry) == ("Three matching chows 2 faan", "4 faan, 16 points")
