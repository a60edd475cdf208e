"""Bench section "ui": start-up to the first drawn frame, and frame times of the busiest screen.

Both run in a child process with SDL's dummy video and audio drivers, so they measure the game's
own work (no display server, no vsync) and leave this process's pygame state alone.

- startup_s: from starting `python -m game play` to its first drawn frame (median of runs).
- frame_ms_p50 / frame_ms_p99: one whole frame (input, fixed steps with the engine stepped in
  them, drawing, flip) of the table mid-hand at 1920x1080: all-tongs Ùzje, the AI playing
  every seat (autoplay; it thinks in a worker thread), animations at normal speed. Frame times
  are the loop thread's CPU time, so a busy shared machine does not inflate them;
  `frame_wall_ms_p99` is the wall-clock p99 beside it. `table_draw_ms_p99` is drawing alone.
- frame_anim_ms_p50 / frame_anim_ms_p99: the same, counting only frames in which a timeline
  runs (the deal from the wall, draws, discards in flight, calls, kongs, the result revealed),
  from the first deal on; `frame_anim_count` says how many frames that was. The table's tile
  faces are painted (a background thread, a few seconds after the table opens) before timing.
- menu_frame_ms_p50 / menu_frame_ms_p99: the new-game screen at 1920x1080 with the longest
  option list shown and the focus moving every frame, so every frame redraws.
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import time
from typing import Any, cast

from game.benchmarks.measure import game_command, median, percentile

SECTION = "ui"


def _env() -> dict[str, str]:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PYGAME_HIDE_SUPPORT_PROMPT="1")


def startup_once(profile: str) -> float:
    start = time.perf_counter()
    child = subprocess.Popen(
        [*game_command(), "play", "--startup-probe", "--frames", "1",
         "--profile", profile, "--size", "1280x720"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=_env(), text=True)
    assert child.stdout is not None  # a pipe was asked for
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
    from game.ui.new_game import NewGame

    class NoWaitClock:  # measure work, not the 60 fps cap's sleep
        def tick(self, fps: int = 0) -> int:
            return 16

    with tempfile.TemporaryDirectory() as tmp:
        from pathlib import Path

        app = App(make_store(Path(tmp)), (1920, 1080))
        open_screen(app, "new")
        scene = app.stack.top
        assert isinstance(scene, NewGame)
        scene.choose("classical")
        app.clock = cast(pygame.time.Clock, NoWaitClock())
        live = [w for w in scene.form.widgets if w.visible]
        for _ in range(5):  # warm the caches like a player's first seconds do
            app.frame()
        out = []
        clock = time.thread_time  # this thread's CPU: other processes' load does not count
        for i in range(frames):
            w = live[i % len(live)]
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=w.rect.center,
                                                 rel=(1, 0), buttons=(0, 0, 0)))
            start = clock()
            app.frame()
            out.append(clock() - start)
        pygame.quit()
    return out


def table_probe(frames: int) -> dict[str, list[float]]:
    """Run in the child: per-frame and per-draw seconds of the table mid-hand (module doc)."""
    import pygame

    from game.core.table.state import Phase
    from game.ui.app import App, make_store
    from game.ui.table import Table

    class NoWaitClock:  # a real clock sleeps; a short pause lets the AI's worker thread run
        def tick(self, fps: int = 0) -> int:
            time.sleep(0.001)
            return 16

    with tempfile.TemporaryDirectory() as tmp:
        from pathlib import Path

        app = App(make_store(Path(tmp)), (1920, 1080))
        app.clock = cast(pygame.time.Clock, NoWaitClock())
        config = {"variant": "uzje", "options": {"all_tongs": True}, "seed": 5,
                  "opponents": [{"name": n} for n in ("Wren", "Finch", "Heron")],
                  "autoplay": True}
        table = app.push(Table(app, config=config))
        import threading

        for th in threading.enumerate():  # the faces painted in the background, as they are
            if th.name == "tile-faces":  # a few seconds into a player's first game
                th.join(timeout=120)
        clock = time.thread_time  # this thread's CPU: other processes' load does not count
        anim_s: list[float] = []

        def animating() -> bool:
            return table.anim.busy or not table.stage.idle

        while table.game.view(0).wall_left > 0 and len(table.game.state.log) < 40:
            moving, start = animating(), clock()
            app.frame()  # into the hand (the deal animated): discards on the table
            if moving:
                anim_s.append(clock() - start)
        frame_s: list[float] = []
        draw_s: list[float] = []
        wall_s: list[float] = []
        real_draw = app.draw

        def timed_draw() -> None:
            start = clock()
            real_draw()
            draw_s.append(clock() - start)

        app.draw = timed_draw  # type: ignore[method-assign]  # time each draw in place
        while len(frame_s) < frames and table.game.phase not in (Phase.MATCH_END,):
            moving, start, wall = animating(), clock(), time.perf_counter()
            app.frame()
            frame_s.append(clock() - start)
            if moving:
                anim_s.append(frame_s[-1])
            wall_s.append(time.perf_counter() - wall)
        app.store.flush()
        pygame.quit()
    return {"frame": frame_s, "draw": draw_s, "wall": wall_s, "anim": anim_s}


PROBES = {"frame": frame_probe, "table": table_probe}


def _child(probe: str, frames: int) -> Any:
    """A probe's figures, measured in a child process (the bundle's own program when frozen)."""
    child = subprocess.run([*game_command(), "bench", "--probe", f"ui.{probe}", str(frames)],
                           capture_output=True, text=True, env=_env(), timeout=600)
    if child.returncode != 0:
        raise RuntimeError("probe failed: " + child.stderr.strip().splitlines()[-1])
    return json.loads(child.stdout.strip().splitlines()[-1])


def run(quick: bool = False) -> dict[str, float]:
    runs = 3 if quick else 5
    with tempfile.TemporaryDirectory() as profile:
        startup = [startup_once(profile) for _ in range(runs)]
    frames = 60 if quick else 400
    menu = _child("frame", frames)
    table = _child("table", frames * 2)
    return {
        "startup_s": median(startup),
        "frame_ms_p50": median(table["frame"]) * 1000,
        "frame_ms_p99": percentile(table["frame"], 99) * 1000,
        "frame_wall_ms_p99": percentile(table["wall"], 99) * 1000,
        "table_draw_ms_p99": percentile(table["draw"], 99) * 1000,
        "frame_anim_ms_p50": median(table["anim"]) * 1000,
        "frame_anim_ms_p99": percentile(table["anim"], 99) * 1000,
        "frame_anim_count": len(table["anim"]),
        "menu_frame_ms_p50": median(menu) * 1000,
        "menu_frame_ms_p99": percentile(menu, 99) * 1000,
    }
