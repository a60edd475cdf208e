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
