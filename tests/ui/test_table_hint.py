"""The table hint: off by default; on (Settings or F5), the player's discard turn gets the
strongest evaluation's suggestion outlined with a line of why, and against a threat every tile
is shaded by its danger; the guided hand never shows it."""

import random
from types import SimpleNamespace

import pygame

from game.core.table.state import Phase
from game.learn.pushfold import ME, question
from game.ui import table_hint
from game.ui.table import Table
from game.ui.theme import Metrics


def my_discard_turn(app, table, frames=3000):
    for _ in range(frames):
        table.anim.skip()
        app.frame()
        if table.game.phase == Phase.ACT and ME in table.game.waiting_on() \
                and not table.anim.busy:
            return True
    return False


def test_off_by_default_and_f5_turns_it_on(instant_app):
    app = instant_app
    assert app.settings.table_hint is False
    table = app.push(Table(app, config={"variant": "riichi", "seed": 4,
                                        "opponents": [{"name": n} for n in "ABC"]}))
    assert my_discard_turn(app, table)
    assert table.hinter is None  # nothing weighed while it is off
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0))
    app.frame()
    assert app.settings.table_hint is True
    advice = None
    for _ in range(400):
        app.dirty = True
        app.frame()
        advice = table.hinter.for_move(table)
        if advice is not None:
            break
    assert advice is not None and advice.why.startswith("Discard")
    hand = {t.plain for t in table.game.view(ME).hand}
    assert advice.choice in hand


def test_against_a_riichi_the_tiles_are_shaded_and_the_advice_names_the_threat(
        instant_app, monkeypatch):
    q = question("riichi", {}, random.Random(5))  # a real moment of a game, with a threat
    hinter = table_hint.Hinter()
    hinter.move, hinter.advice = 7, q.advice
    rects = [(pygame.Rect(40 * i, 600, 38, 52), i, t) for i, t in enumerate(q.view.hand)]
    stub = SimpleNamespace(app=instant_app, hinter=hinter, moves=7, hand_rects=rects,
                           anim=SimpleNamespace(busy=False), m=Metrics(1280, 720),
                           hand_top=lambda: 590)
    instant_app.settings.table_hint = True
    shaded = []
    monkeypatch.setattr(table_hint, "_shade", lambda surf, m, rect, danger:
                        shaded.append(danger))
    table_hint.draw_hint(stub, pygame.Surface((1280, 720)))
    assert shaded and max(shaded) > 0  # each tile's danger shaded; some tile is a risk
    assert q.advice.why.startswith(("Push", "Fold")) and "risk" in q.advice.why or \
        "threw it" in q.advice.why


def test_the_guided_hand_shows_no_hint(instant_app):
    from game.ui.app import open_screen

    app = instant_app
    app.settings.table_hint = True
    open_screen(app, "tutorial", "riichi")
    scene = app.stack.top
    assert my_discard_turn(app, scene)
    app.frame()
    assert scene.hinter is None
