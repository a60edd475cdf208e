"""Kill a running game (SIGKILL, mid-hand), start again, Continue: the same game, tile for tile;
and a second copy of the game on the same files, while the first runs, writes nothing."""

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

ENV = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")


def demo_running(profile) -> subprocess.Popen:
    """A copy of the game playing a demo match on `profile`, in a process of its own."""
    return subprocess.Popen(
        [sys.executable, "-m", "game", "play", "--screen", "table", "--autoplay",
         "--profile", str(profile), "--size", "1024x600"], env=ENV,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_killed_mid_hand_then_continued(tmp_path):
    game = demo_running(tmp_path)
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


@pytest.mark.skipif(sys.platform == "win32", reason="SIGSTOP and SIGKILL are POSIX")
def test_a_second_copy_on_the_same_files_says_so_and_touches_none(tmp_path):
    """Two copies of the game on one saved game would each save over the other's moves (a
    tester opened a second by accident, unwarned). The second says the game is open and
    closes, writing nothing; once the first is gone, even killed, a copy starts as usual."""
    from game import instance_lock

    first = demo_running(tmp_path)
    store = make_store(tmp_path)
    try:
        deadline = time.monotonic() + 60
        while not store.has_autosave() and time.monotonic() < deadline:
            time.sleep(0.2)  # the first is playing, its lock taken
        first.send_signal(signal.SIGSTOP)  # (still running, writing nothing meanwhile)
        files = {p: p.stat().st_mtime_ns for p in tmp_path.rglob("*") if p.is_file()}
        second = subprocess.run([sys.executable, "-m", "game", "play", "--profile",
                                 str(tmp_path), "--frames", "10"], env=ENV,
                                capture_output=True, text=True, timeout=60)
        assert second.returncode == 0
        assert "Sparrow Mahjong is already open" in second.stderr
        now = {p: p.stat().st_mtime_ns for p in tmp_path.rglob("*") if p.is_file()}
        assert now == files  # nothing of the player's written, nothing new
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=10)

    def another_may_open() -> bool:
        probe = subprocess.run([sys.executable, "-c", "import sys; from game import "
                                "instance_lock; print(instance_lock.hold(sys.argv[1]))",
                                str(store.data_dir)], capture_output=True, text=True, env=ENV,
                               check=True)
        return probe.stdout.strip() == "True"

    assert another_may_open()  # the killed copy left no lock behind
    assert instance_lock.hold(store.data_dir) and not another_may_open()
    instance_lock.release(store.data_dir)  # a window closed: the next may open
    assert another_may_open()
