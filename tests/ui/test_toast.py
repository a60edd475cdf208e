"""A short notice at the table (a toast) keeps off the player's own discards: two testers saw
"Auto-win (F2), No calls (F3)... as you left them" cover a third row for five seconds."""

from __future__ import annotations

import pygame
import pytest

from game.ui import table_frame
from game.ui.app import App, make_store
from game.ui.table import ME, Table

WORDS = "Auto-win (F2), No calls (F3) and Auto-discard (F4) are on, as you left them."


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_toast_keeps_off_a_third_row_of_the_players_discards(tmp_path, size, monkeypatch):
    app = App(make_store(tmp_path), size)
    app.settings.speed = "instant"
    config = {"variant": "riichi", "seed": 3, "autoplay": True,
              "opponents": [{"name": n} for n in ("Wren", "Finch", "Heron")]}
    table = app.push(Table(app, config=config))
    for _ in range(20000):
        if table._thinking is not None:
            table._thinking.result()
        app.frame()
        if len(table.view.seats[ME].discards) >= 13:
            break
    else:
        raise AssertionError("the player never threw a thirteenth tile")
    drawn = []
    real = table_frame.tp.draw_badge
    monkeypatch.setattr(table_frame.tp, "draw_badge", lambda surf, m, words, **at: (
        drawn.append(table_frame.tp.badge_rect(m, words, **at)) if words == WORDS else None,
        real(surf, m, words, **at))[1])
    table.notify(WORDS, 5.0)
    app.draw()
    assert drawn
    mine = table_frame.discards_laid(table, "bottom", len(table.shown.seats[ME].discards))
    assert mine is not None and not drawn[-1].colliderect(mine)
    assert all(not drawn[-1].colliderect(row) for row in table.side_rows.values())
    pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_toast_keeps_off_the_players_power_tag(tmp_path, size, monkeypatch):
    """'Second Wind was used this hand' covered the charges on the player's own tag (a
    tester)."""
    app = App(make_store(tmp_path), size)
    app.settings.speed = "instant"
    config = {"variant": "riichi", "seed": 3, "options": {"superpowers": True,
                                                          "powers": "second_wind"},
              "opponents": [{"name": n} for n in ("Wren", "Finch", "Heron")]}
    table = app.push(Table(app, config=config))
    for _ in range(30):
        app.frame()
    table.game.state.seats[ME].power_used = True  # its tag says "used", the longest it is
    table.moves += 1
    app.draw()
    tag = table.power_tags.get(ME)
    assert tag is not None
    drawn = []
    real = table_frame.tp.draw_badge
    words = "Second Wind was used this hand: at most one use a hand."
    monkeypatch.setattr(table_frame.tp, "draw_badge", lambda surf, m, w, **at: (
        drawn.append(table_frame.tp.badge_rect(m, w, **at)) if w == words else None,
        real(surf, m, w, **at))[1])
    table.notify(words, 5.0)
    app.draw()
    assert drawn and not drawn[-1].colliderect(tag)
    assert app.surface.get_rect().contains(drawn[-1])
    pygame.display.quit()
