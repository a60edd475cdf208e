"""Superpowers at the table and on the new-game screen: the power's prompt button with its
hotkey and Skip, the flash when it is used, each seat's tag, what it showed, the tile pick of
Undertow, the result naming the power, and the rule and choosers on the new-game screen."""

import re

import pygame
import pytest
from ui_drive import drawn_texts

from game.core.table.actions import Discard, UsePower
from game.core.table.state import Phase
from game.ui import table_powers as tpw
from game.ui import table_prompt as tp
from game.ui import theme as t
from game.ui.new_game import NewGame
from game.ui.table import ME, Table


@pytest.fixture
def app(instant_app):
    return instant_app


def table_for(app, powers, variant="riichi", seed=1):
    config = {"variant": variant, "seed": seed, "opponents": [{"name": n} for n in "ABC"],
              "options": {"superpowers": True, "powers": powers}}
    return app.push(Table(app, config=config))


def my_turn(app, table):
    for _ in range(400):
        app.frame()
        if table.game.phase == Phase.ACT and table.game.state.turn == ME and not table.busy:
            return
    raise AssertionError("the player's turn never came")


def calm(app, table):
    """Frames until no animation runs (a key meanwhile only skips it)."""
    while table.anim.busy:
        app.frame()


def press(app, key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))  # (held keys act once)
    app.frame()


def test_the_power_is_a_prompt_button_with_its_hotkey_and_skip(app):
    table = table_for(app, "far_sight,bounty,bounty,bounty")
    my_turn(app, table)
    labels = [(b.label, b.hint) for b in tp.prompt(table)]
    assert ("Far Sight", "Q") in labels and ("Not now", "S") in labels
    assert ("Skip", "S") not in labels  # on your own turn it read as passing the turn
    press(app, pygame.K_q)
    assert table.game.state.seats[ME].power_used
    assert any(f["word"] == "Far Sight" for f in table.stage.flashes)
    assert table.view.insight and table.view.insight[0][0] == "far_sight"
    assert not any(b.label == "Far Sight" for b in tp.prompt(table))
    app.frame()  # the tags and what it showed are drawn without error
    calm(app, table)
    press(app, pygame.K_q)  # again: it did nothing, where every refusal says why
    assert table.toast and "at most one use a hand" in table.toast[0]


def test_the_power_key_off_turn_says_when_the_power_may_be_used(app):
    table = table_for(app, "bounty,bounty,bounty,bounty")
    my_turn(app, table)
    next(b for b in tp.prompt(table) if b.label == "Not now").activate()
    press(app, pygame.K_q)
    assert table.toast and "you chose Not now" in table.toast[0]
    table.apply(next(a for a in table.legal() if isinstance(a, Discard)))
    calm(app, table)
    press(app, pygame.K_q)  # the others' turns
    assert table.toast and table.toast[0] == "Bounty may be used on your turn, before you " \
        "discard."


def test_far_sights_draws_leave_as_they_come_and_a_moved_wall_voids_the_rest(app,
                                                                             monkeypatch):
    """The three tiles stayed on screen all hand, even after another's Second Wind had
    moved the wall: a tester drew other tiles under them."""
    from game.core.table.events import Drew, TileRedrawn

    table = table_for(app, "far_sight,bounty,bounty,bounty")
    my_turn(app, table)
    press(app, pygame.K_q)
    shown = list(table.view.insight[0][1])
    assert table.forecast == shown and len(shown) == 3
    tpw.follow_forecast(table, Drew(ME, shown[0]))
    assert table.forecast == shown[1:]  # drawn as shown: it leaves the list
    drawn = drawn_texts(monkeypatch, tpw)
    tpw.draw_insight(table, app.surface, 1200, 600)
    assert "Next draws" in drawn
    tpw.follow_forecast(table, TileRedrawn(2))  # another seat's Second Wind
    assert table.forecast == tpw.CHANGED
    drawn.clear()
    tpw.draw_insight(table, app.surface, 1200, 600)
    assert "Next draws: changed by a call or a power" in drawn
    table.forecast = list(shown)
    tpw.follow_forecast(table, Drew(ME, next(t for t in table.view.hand if t != shown[0])))
    assert table.forecast == tpw.CHANGED  # a draw other than the one shown


def test_far_sight_stands_after_an_undertow_that_leaves_the_players_draws_alone(app):
    """Undertow swaps only the wall's next tile, which the seat after its user draws: a
    tester saw the list called void after Wren's Undertow, then drew every tile on it."""
    from game.core.engine import power_moves
    from game.core.table.actions import UsePower
    from game.core.table.events import TileTraded

    table = table_for(app, "far_sight,bounty,bounty,bounty")
    my_turn(app, table)
    press(app, pygame.K_q)
    shown = list(table.view.insight[0][1])
    tpw.follow_forecast(table, TileTraded(1))  # Wren's, whose next tile Finch draws
    tpw.follow_forecast(table, TileTraded(2))  # Finch's: Heron draws it
    assert table.forecast == shown
    tpw.follow_forecast(table, TileTraded(3))  # Heron's: the player draws it next
    assert table.forecast == tpw.CHANGED
    # the engine: an Undertow moves no tile of the live wall but its first
    st = table.game.state
    live = list(st.wall.live)
    seat = st.seats[1]
    seat.drawn = seat.hand[0]
    power_moves.undertow(st, table.game.ruleset, UsePower(1, "undertow", seat.hand[1]),
                         None, [])
    assert st.wall.live[1:] == live[1:] and st.wall.live[0] != live[0]


def test_a_resumed_hand_shows_far_sight_and_the_powers_used_as_they_stood(app):
    """After Continue, Far Sight's list showed all three tiles again as if just seen, though
    some had been drawn; and the result forgot the powers used before the resume."""
    table = table_for(app, "far_sight,bounty,bounty,bounty")
    my_turn(app, table)
    press(app, pygame.K_q)
    table.apply(next(a for a in table.legal() if getattr(a, "tile", None) is not None
                     and not isinstance(a, UsePower)))
    my_turn(app, table)  # one draw later: it came as shown, or something moved the wall
    assert table.forecast is not None and table.forecast != list(table.view.insight[0][1])
    app.store.flush()
    resumed = Table(app, saved=app.store.load_autosave())
    assert resumed.game.digest() == table.game.digest()
    assert resumed.forecast == table.forecast
    assert resumed.powers_used == table.powers_used == [(ME, "far_sight")]


def test_skip_puts_the_power_away_until_the_next_move(app):
    table = table_for(app, "bounty,bounty,bounty,bounty")
    my_turn(app, table)
    skip = next(b for b in tp.prompt(table) if b.label == "Not now")
    skip.activate()
    assert not any(b.label == "Bounty" for b in tp.prompt(table))
    assert not table.game.state.seats[ME].power_used


def test_undertow_asks_for_the_tile_then_trades_it(app, monkeypatch):
    table = table_for(app, "undertow,bounty,bounty,bounty")
    my_turn(app, table)
    button = next(b for b in tp.prompt(table) if b.label == "Undertow")
    button.activate()
    assert table.power_mode
    # picking: Cancel is the one way back, and the hint asks for the tile, not a discard
    # (a tester read "Discard West" under the pick prompt, beside an unexplained Not now)
    assert [b.label for b in tp.prompt(table) if b.label in ("Cancel Undertow", "Not now")] \
        == ["Cancel Undertow"]
    assert table.toast is not None and "click the tile to trade" in table.toast[0]
    app.settings.table_hint = True
    from game.ui import table_hint
    words = []
    real = table_hint.draw_why
    monkeypatch.setattr(table_hint, "draw_why",
                        lambda tb, surf, w, left: words.append(w) or real(tb, surf, w, left))
    table_hint.draw_hint(table, app.surface)
    assert words and words[0].startswith("Undertow: click the tile to trade")
    give = table.hand_tiles()[0]
    assert isinstance(table.discard_for(give), UsePower)
    table.pick(0, give)  # one click trades it (it took two: a tester)
    assert table.game.state.seats[ME].power_used and not table.power_mode


def test_an_opponents_use_flashes_by_its_seat_and_the_result_names_powers(app):
    table = table_for(app, "bounty,second_wind,second_wind,second_wind", seed=4)
    for _ in range(3000):
        app.frame()
        if any(f["seat"] != ME for f in table.stage.flashes):
            break
        if ME in table.game.waiting_on() and not table.busy:
            from test_table import act
            act(app, table)
    else:
        raise AssertionError("no opponent used its power")
    assert any(s != ME for s, _ in table.powers_used)
    for _ in range(3000):  # on to the hand's end: its result names the powers used in it
        app.frame()
        if table.game.phase == Phase.HAND_END and not table.busy:
            break
        if ME in table.game.waiting_on() and not table.busy:
            from test_table import act
            act(app, table)
    used = [tpw.title_of(n) for _, n in table.powers_used]
    assert used and all(any(u in line for line in table.result) for u in used)
    from game.core.settlement import Payment, Reason, Settlement
    from game.core.table.events import Scored

    scored = Scored((0, 0, 0, 0), (0, 0, 0, 0), Settlement((Payment(1, 0, 4000, Reason.HAND),
                                                             Payment(1, 0, 2000, Reason.BOUNTY))))
    lines = tpw.result_lines(table, scored)
    assert lines[0].startswith("Bounty (") and "2000" in lines[0]
    assert any("Second Wind" in line for line in lines)


def test_the_new_game_screen_shows_the_rule_and_a_chooser_per_seat(app):
    screen = app.push(NewGame(app))
    screen.choose("riichi")
    screen._set_group("")  # the rule is of no group: the "Other" tab
    labels = [w.label for w in screen.rule_widgets]
    assert "Superpowers" in labels and "Your power" not in labels
    toggle = next(w for w in screen.rule_widgets if w.label == "Superpowers")
    toggle.set(True)
    choosers = [w for w in screen.rule_widgets if w.label.endswith("power")]
    assert len(choosers) == 4
    assert "flower_hunt" not in choosers[0].values and "hidden_star" in choosers[0].values
    choosers[0].set("keen_ear")
    config = screen.config()
    assert config["options"]["superpowers"] is True
    assert config["options"]["powers"].split(",")[0] == "keen_ear"
    screen.choose("hkos")
    screen.options["hkos"]["superpowers"] = True
    screen._set_group("")
    screen.rebuild()
    values = next(w for w in screen.rule_widgets if w.label == "Your power").values
    assert "flower_hunt" in values and "hidden_star" not in values


def test_the_rule_and_a_chooser_change_from_the_keyboard_and_keep_the_focus(app):
    screen = app.push(NewGame(app))
    screen.choose("riichi")
    screen._set_group("")
    toggle = next(w for w in screen.rule_widgets if w.label == "Superpowers")
    screen.form.set_focus(toggle)
    press(app, pygame.K_RETURN)  # on: the form is rebuilt with the choosers
    assert screen.config()["options"]["superpowers"] is True
    assert screen.form.focused.label == "Superpowers"
    press(app, pygame.K_DOWN)
    assert screen.form.focused.label == "Your power"
    press(app, pygame.K_RIGHT)
    assert screen.config()["options"]["powers"].split(",")[0] != "random"
    assert screen.form.focused.label == "Your power"


class Recording(pygame.Surface):
    """A window-sized surface that keeps the rect of every blit."""

    def __init__(self, size):
        super().__init__(size)
        self.rects = []

    def blit(self, img, at, *args, **kwargs):
        self.rects.append(img.get_rect(topleft=at) if isinstance(at, tuple) else
                          pygame.Rect(at))
        return super().blit(img, at, *args, **kwargs)


def long_rows(table, kong_count):
    """Every opponent with `kong_count` claimed kongs (the first from the left and the last
    from the right added to their pungs: a stack two tiles deep at either end of the melds),
    the rest of its hand, every flower and a power."""
    from dataclasses import replace

    from game.core.model.melds import Meld, MeldKind

    kinds = [k for k in table.tileset.kinds if k.is_number][:4]
    sources = (3, 2, 1, 1)[-kong_count:]
    kongs = tuple(Meld(MeldKind.KONG, (k,) * 4, True, k.suit, 0, k, source,
                       i in (0, kong_count - 1))
                  for i, (k, source) in enumerate(zip(kinds, sources, strict=False)))
    bonus = tuple(table.tileset.bonus)[:8]
    view = table.view
    seats = [sv if sv.seat == ME else
             replace(sv, melds=kongs, hand_count=13 - 3 * kong_count,
                     bonus=bonus, charges=3, power_used=False)
             for sv in view.seats]
    return replace(view, seats=tuple(seats))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[1]}p")
@pytest.mark.parametrize("variant", ["classical", "riichi", "hkos"])
@pytest.mark.parametrize("kong_count", [1, 4])
def test_names_and_power_tags_keep_clear_of_every_row_however_long(tmp_path, size, variant,
                                                                   kong_count, monkeypatch):
    """Short names make narrow plates: the tag under a plate still clears that seat's row of
    kongs (an added kong's tile lies two tiles deep), its flowers, and every other row; no
    row, name or tag runs under the variant's title or another seat's name or tag."""
    from game.ui import table_draw as td
    from game.ui.app import App, make_store

    app = App(make_store(tmp_path), size)
    app.settings.speed = "instant"
    try:
        config = {"variant": variant, "seed": 1, "opponents": [{"name": n} for n in "ABC"],
                  "options": {"superpowers": True,
                              "powers": "bounty,second_wind,soft_landing,second_wind"}}
        table = app.push(Table(app, config=config))
        for _ in range(5):
            app.frame()
        view = long_rows(table, kong_count)
        rows, tags = {}, []
        real_row, real_tag = td.draw_opponent, tpw.draw_tag

        def row(surf, lay, backs, ponds, place, seat, *args):
            start = len(surf.rects)
            out = real_row(surf, lay, backs, ponds, place, seat, *args)
            rows[seat.seat] = surf.rects[start:]
            return out

        def tag(surf, m, seat, plate, beside=False, leftwards=False, avoid=(), row=None):
            tags.append((seat.seat, plate, tpw.tag_of(m, seat, plate, beside, leftwards,
                                                      avoid, row).box))
            real_tag(surf, m, seat, plate, beside, leftwards, avoid, row)

        monkeypatch.setattr(td, "draw_opponent", row)
        monkeypatch.setattr(tpw, "draw_tag", tag)
        table.draw_table(Recording(size), view, None)
        assert len(tags) == view.players and set(rows) == set(range(1, view.players))
        assert all(len(rows[s]) >= 13 + kong_count for s in rows)  # every tile drawn
        for seat, rects in rows.items():  # no tile on another (flowers beside the stacks)
            inner = [r.inflate(-2, -2) for r in rects]
            assert all(r.collidelist(inner[i + 1:]) == -1 for i, r in enumerate(inner)), seat
        screen = pygame.Rect(0, 0, *size)
        m = table.m
        title = pygame.Rect((m.px(2), m.px(1.5)), t.font(m.small).size(table.variant.title))
        for seat, plate, box in tags:
            assert screen.contains(box), (seat, box)
            for other, rects in rows.items():
                hit = [r for r in rects if r.colliderect(box) or r.colliderect(plate)]
                assert not hit, (seat, other, box, plate, hit)
        for i, (_, plate, box) in enumerate(tags):  # (a tag may touch its own plate)
            for _, other_plate, other_box in tags[i + 1:]:
                assert plate.union(box).collidelist([other_plate, other_box]) == -1
        labels = [r for _, plate, box in tags for r in (plate, box)]
        everything = labels + [r for rects in rows.values() for r in rects]
        assert title.collidelist(everything) == -1
    finally:
        pygame.display.quit()


def test_the_top_seats_tag_leaves_a_risen_side_plate_in_view(app):
    """Hong Kong at 1280x720: the left seat's plate rose beside the top seat's, and the top
    seat's tag under its plate covered the left seat's score. It goes left of its plate,
    else right of its row, where that covers nothing."""
    from dataclasses import replace

    from game.ui.theme import Metrics

    table = table_for(app, "second_wind,keen_ear,second_wind,bounty")
    m = Metrics(1280, 720)
    seat = replace(table.view.seats[2], power="second_wind", charges=0, power_used=True)
    plate, row = pygame.Rect(205, 33, 145, 22), pygame.Rect(362, 22, 600, 48)
    title, risen = pygame.Rect(14, 14, 165, 20), pygame.Rect(92, 59, 214, 53)
    under = tpw.tag_of(m, seat, plate, leftwards=True).box
    assert under.colliderect(risen)  # the tester's table
    box = tpw.tag_of(m, seat, plate, leftwards=True, avoid=[risen, title], row=row).box
    assert box.collidelist([risen, title, plate, row]) == -1 and box.left > row.right
    assert tpw.tag_of(m, seat, plate, leftwards=True, avoid=[title]).box == under


def test_resting_the_mouse_on_a_power_says_what_it_does(app, monkeypatch):
    """A power's tag (any seat's) or the player's power button, under the mouse: a card
    says what the power does, when it may be used and how often."""
    table = table_for(app, "keen_ear,far_sight,bounty,bounty")
    my_turn(app, table)
    app.draw()
    drawn = drawn_texts(monkeypatch, tpw)
    surf = pygame.Surface((1280, 720))
    for seat, name in ((ME, "keen_ear"), (1, "far_sight")):
        table.mouse_pos = table.power_tags[seat].center
        drawn.clear()
        card = tpw.draw_explainer(table, surf)
        # a side seat's card lies beside its name plate, not over it (it hid Wren's name)
        assert not any(card.colliderect(p) for p in table.side_plates.values())
        power = tpw.BY_NAME[name]
        texts = list(drawn)
        mine = seat == ME
        assert texts[0] == (power.title if mine else
                            f"{power.title} · {table.seat_label(seat)}'s power")
        line = tpw.explanation(name, theirs=not mine)[1]  # Wren's: "they will draw"
        assert any(line.startswith(x) for x in texts[1:])
        assert any(x.startswith("When:") for x in drawn)
    button = next(b for b in tp.prompt(table) if b.label == "Keen Ear")
    table.buttons = [button]
    button.rect = pygame.Rect(900, 600, 150, 40)
    table.mouse_pos = button.rect.center
    drawn.clear()
    tpw.draw_explainer(table, surf)
    assert list(drawn)[0] == "Keen Ear"
    table.mouse_pos = (5, 5)  # nowhere near a power: no card
    drawn.clear()
    tpw.draw_explainer(table, surf)
    assert not drawn


def test_another_seats_power_is_said_of_them_not_of_you():
    """A tester read Wren's Far Sight card as "the next three tiles you will draw"."""
    from game.core.model.powers import POWERS
    from game.ui.table_powers import explanation

    assert explanation("far_sight")[1] == "See the next three tiles you will draw, if no " \
        "one calls."
    assert explanation("far_sight", theirs=True)[1:3] == [
        "See the next three tiles they will draw, if no one calls.",
        "When: their turn, before they discard."]
    assert "costs them half" in explanation("soft_landing", theirs=True)[1]
    for p in POWERS:
        said = " ".join(explanation(p.name, theirs=True)).lower()
        assert not re.search(r"\byou(r|rs)?\b", said), said


def test_auto_discard_throws_at_once_though_a_power_is_offered(app):
    """With Auto-discard on in a Superpower match the table stalled: the drawn tile was never
    thrown while the power could be used; then it waited for Not now on every turn (two
    testers). Auto-discard throws at once, as it says."""
    table = table_for(app, "far_sight,bounty,bounty,bounty")
    game = table.game
    my_turn(app, table)  # Auto-discard still off: the turn waits, the power offered
    assert any(isinstance(a, UsePower) for a in game.legal_actions(ME))
    drawn, moves = table.view.drawn, len(game.state.log)
    app.settings.auto_discard_drawn = True
    for _ in range(20):
        app.frame()
    thrown = [e for e in game.state.log[moves:] if e["type"] == "Discard"]
    assert thrown and thrown[0]["seat"] == ME
    assert thrown[0]["tile"] == table.tileset.format([drawn])
    # but not in silence: a tester's last charge sat unused for six hands, unexplained
    assert table.toast is not None and "F4" in table.toast[0] and "Far Sight" in table.toast[0]


def test_a_match_resumed_at_a_hands_end_still_names_the_powers_used(app):
    """Closed during a result and resumed, the result had lost its 'Powers used' line."""
    config = {"variant": "riichi", "seed": 5, "autoplay": True, "options": {
        "superpowers": True, "powers": "far_sight,undertow,second_wind,keen_ear"},
        "opponents": [{"name": n} for n in "ABC"]}
    table = app.push(Table(app, config=config))
    for _ in range(20000):
        app.frame()
        if table.game.phase == Phase.HAND_END and table.powers_used and table.result:
            break
    said = [line for line in table.result if line.startswith("Powers used: ")]
    assert said, "no power used by the hand's end"
    app.store.flush()
    resumed = Table(app, saved=app.store.load_autosave())
    assert [line for line in resumed.result if line.startswith("Powers used: ")] == said


def test_resting_the_mouse_on_an_opponents_name_says_its_level_and_style(app, monkeypatch):
    """The table named no opponent's level (only the pause menu did): over a name plate a
    card says it, as New Game does."""
    config = {"variant": "riichi", "seed": 3, "opponents": [
        {"name": "Wren", "level": "expert", "personality": "aggressive"},
        {"name": "Finch", "level": "beginner", "personality": "cautious"},
        {"name": "Heron"}]}
    table = app.push(Table(app, config=config))
    for _ in range(5):
        app.frame()
    app.draw()
    drawn = drawn_texts(monkeypatch, tpw)
    surf = pygame.Surface((1280, 720))
    for seat, words in ((1, "Expert"), (2, "Beginner"), (3, "Normal")):
        drawn.clear()
        table.mouse_pos = table.name_plates[seat].center
        card = tpw.draw_explainer(table, surf)
        said = " ".join(drawn)
        assert card is not None and table.seat_label(seat) in drawn and words in said, said
        assert not card.colliderect(table.name_plates[seat])  # beside it, not over it
    table.mouse_pos = (640, 360)
    assert tpw.draw_explainer(table, surf) is None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hints_line_keeps_clear_of_far_sights_tiles(tmp_path, size):
    """The hint's line covered the top of Far Sight's 'Next draws' tiles (a tester)."""
    from game.ui.app import App, make_store

    app = App(make_store(tmp_path), size)
    app.settings.speed = "instant"
    app.settings.table_hint = True
    try:
        config = {"variant": "riichi", "seed": 4242, "opponents": [{"name": n} for n in "ABC"],
                  "options": {"superpowers": True, "powers": "far_sight,bounty,bounty,bounty"}}
        table = app.push(Table(app, config=config))
        my_turn(app, table)
        press(app, pygame.K_q)
        calm(app, table)
        for _ in range(3):
            app.frame()
        app.draw()
        assert table.insight_rect is not None and table.hint_rect is not None
        assert not table.hint_rect.colliderect(table.insight_rect)
    finally:
        pygame.display.quit()


def test_a_power_used_this_hand_says_so_on_its_tag(instant_app, monkeypatch):
    """A tester missed an opponent's Undertow: its tag only dimmed. It says "used" for the
    rest of the hand, and "spent" once no charge is left."""
    from types import SimpleNamespace

    from game.ui import theme as t
    from game.ui.theme import Metrics

    said = []
    real = t.text
    monkeypatch.setattr(t, "text", lambda words, *a, **k: (said.append(words),
                                                           real(words, *a, **k))[1])
    m, plate = Metrics(1280, 720), pygame.Rect(100, 100, 80, 20)
    for charges, used in ((2, False), (1, True), (0, True)):
        seat = SimpleNamespace(power="undertow", charges=charges, power_used=used)
        tpw.tag_of(m, seat, plate)
    assert said == ["Undertow", "Undertow  used", "Undertow  spent"]
