"""Kill a running game (SIGKILL, mid-hand), start again, Continue: the same game, tile for tile."""

import os
import signal
import subprocess
import sys
import time

import pygame
import pytest

from game.core.engine import load_game
from game.ui.app import App, make_store, open_screen
from game.ui.table import Table


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_killed_mid_hand_then_continued(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    game = subprocess.Popen(
        [sys.executable, "-m", "game", "play", "--screen", "table", "--autoplay",
         "--profile", str(tmp_path), "--size", "1024x600"], env=env,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    store = make_store(tmp_path)
    deadline = time.monotonic() + 60
    try:
        while time.monotonic() < deadline:  # until a few actions of the hand are saved
            time.sleep(0.3)
            saved = store.load_autosave() if store.has_autosave() else None
            if saved and len(saved["game"]["actions"]) >= 12:
                break
        else:
            pytest.fail("the game saved nothing")
        time.sleep(0.5)
    finally:
        game.send_signal(signal.SIGKILL)
        game.wait(timeout=10)
    saved = store.load_autosave()
    assert saved is not None and store.notices == []  # the file is whole: old or new, never half
    expected = load_game(saved["game"]).digest()  # load_game itself checks the saved digest
    a = App(make_store(tmp_path), (1024, 600))
    try:
        open_screen(a, "title")
        assert a.stack.top.buttons[0].label == "Continue"
        a.stack.top.continue_game()
        table = a.stack.top
        assert isinstance(table, Table) and table.game.digest() == expected
    finally:
        pygame.display.quit()
