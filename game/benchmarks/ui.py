"""Bench section "ui": start-up to the first drawn frame, and frame times of the busiest screen.

Both run in a child process with SDL's dummy video and audio drivers, so they measure the game's
own work (no display server, no vsync) and leave this process's pygame state alone.

- startup_s: from starting `python -m game play` to its first drawn frame (median of runs).
- frame_ms_p50 / frame_ms_p99: one whole frame (input, fixed steps, drawing, flip) of the
  new-game screen at 1920x1080 with Classical's eight options shown and the focus moving every
  frame, so every frame redraws. The table's frame time is added when the table exists.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time

from game.benchmarks import median, percentile

SECTION = "ui"


def _env() -> dict[str, str]:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PYGAME_HIDE_SUPPORT_PROMPT="1")


def startup_once(profile: str) -> float:
    start = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-m", "game", "play", "--startup-probe", "--frames", "1",
         "--profile", profile, "--size", "1280x720"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=_env(), text=True)
    try:
        for line in child.stdout:
            if line.strip() == "first-frame":
                return time.perf_counter() - start
        raise RuntimeError("the game exited before drawing a frame")
    finally:
        child.wait(timeout=30)


def frame_probe(frames: int) -> list[float]:
    """Run in the child: per-frame seconds of the busiest screen (see the module doc)."""
    import pygame

    from game.ui.app import App, make_store, open_screen

    class NoWaitClock:  # measure work, not the 60 fps cap's sleep
        def tick(self, fps: int = 0) -> int:
            return 16

    with tempfile.TemporaryDirectory() as tmp:
        from pathlib import Path

        app = App(make_store(Path(tmp)), (1920, 1080))
        open_screen(app, "new")
        scene = app.stack.top
        scene.choose("classical")
        app.clock = NoWaitClock()
        live = [w for w in scene.form.widgets if w.visible]
        for _ in range(5):  # warm the caches like a player's first seconds do
            app.frame()
        out = []
        clock = time.perf_counter
        for i in range(frames):
            w = live[i % len(live)]
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=w.rect.center,
                                                 rel=(1, 0), buttons=(0, 0, 0)))
            start = clock()
            app.frame()
            out.append(clock() - start)
        pygame.quit()
    return out


def run(quick: bool = False) -> dict[str, float]:
    runs = 3 if quick else 5
    with tempfile.TemporaryDirectory() as profile:
        startup = [startup_once(profile) for _ in range(runs)]
    frames = 60 if quick else 400
    child = subprocess.run(
        [sys.executable, "-c", f"import json, game.benchmarks.ui as b; "
                               f"print(json.dumps(b.frame_probe({frames})))"],
        capture_output=True, text=True, env=_env(), timeout=300)
    if child.returncode != 0:
        raise RuntimeError("frame probe failed: " + child.stderr.strip().splitlines()[-1])
    samples = json.loads(child.stdout.strip().splitlines()[-1])
    return {
        "startup_s": median(startup),
        "frame_ms_p50": median(samples) * 1000,
        "frame_ms_p99": percentile(samples, 99) * 1000,
    }
