"""Fixtures the table's tests share."""

import pygame
import pytest

from game.ui.app import App, make_store


@pytest.fixture
def instant_app(tmp_path):
    """A 1280x720 window whose animations take no time."""
    a = App(make_store(tmp_path), (1280, 720))
    a.settings.speed = "instant"
    yield a
    pygame.display.quit()


@pytest.fixture(autouse=True)
def guide_offered(monkeypatch):
    """Starting a variant for the first time offers its guided hand (a dialog before the
    table); the tests that start games want the table, and test_tutorial asks for the offer."""
    import game.ui.new_game as new_game

    monkeypatch.setattr(new_game, "offer_guide", lambda app, variant_id, play: False)


@pytest.fixture(autouse=True)
def notices_take_keys_at_once(monkeypatch):
    """An unbidden notice takes no key for its first moments (a key meant for the screen
    under it closed one unread); the tests press keys at once, and test_saving asks for it."""
    import game.ui.notice as notice

    monkeypatch.setattr(notice, "KEY_GRACE", 0.0)
