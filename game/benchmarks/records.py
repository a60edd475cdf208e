"""Bench section "records": the game records' speed goals, measured in a child process with
SDL's dummy drivers on a hanchan of Riichi played by the AI.

- records_open_ms (p50, p99): opening the Records screen with 1,000 records kept (the folder
  read against its index, the screen built and its first frame drawn at 1280x720); goal 300.
  `records_index_build_s` (wall clock) and `records_index_build_cpu_s`: the one-off rebuild
  of that index from the 1,000 files (after it was lost or damaged), beside it.
- replay_step_ms (p50, p99): one step of the replay viewer forward, drawn (1280x720, every
  hand open), over the whole match; `replay_jump_ms`: a jump to a random position, drawn;
  goal one frame (16.7 ms). The tile faces are painted first, as a player's few seconds do.
- export_tenhou6_ms / export_mjai_ms (p50, p99): a hanchan's record read from its file (the
  checked loader) and written as tenhou.net/6 or mjai text; goal 200.

Times are the measuring thread's CPU time, so a busy shared machine does not inflate them
(as in the "ui" section); each figure's wall-clock p99 is given beside it (`_wall_p99`).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from game.benchmarks.measure import game_command, median, percentile

SECTION = "records"
RECORDS = 1000
OPEN_GOAL_MS = 300.0
STEP_GOAL_MS = 1000 / 60
EXPORT_GOAL_MS = 200.0
SEED = 11  # a Riichi hanchan of the AI that runs to South


def hanchan() -> dict[str, Any]:
    """The record of a whole East-South Riichi match among AI opponents."""
    from game.ai.selfplay import play_match
    from game.records.record import Player, Recorder

    box: list[Recorder] = []

    def check(game, events) -> None:
        if not box:
            box.append(Recorder(game, [Player("You", "you")] + [
                Player(n, "ai", "normal") for n in ("Wren", "Finch", "Heron")], 0))
        box[0].add(events)

    play_match("riichi", SEED, check=check)
    return box[0].document()


def shelf_of(folder: Path, doc: dict[str, Any], count: int):
    """A profile holding `count` records (copies of `doc` under their own names and dates)."""
    from game.records.shelf import Shelf
    from game.ui.app import make_store

    store = make_store(folder)
    shelf = Shelf(store)
    shelf.save(doc)
    text = shelf.path(shelf.file_of(doc)).read_text(encoding="utf-8")
    for i in range(1, count):
        name = f"2025{i:06d}-riichi-{i}"
        started = time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(1.7e9 + 3600 * i))
        shelf.path(f"{name}.json").write_text(
            text.replace(doc["id"], name).replace(doc["started"], started), encoding="utf-8")
    return store, shelf


class Timer:
    """Samples of one figure: this thread's CPU time and the wall clock of each."""

    def __init__(self) -> None:
        self.cpu: list[float] = []
        self.wall: list[float] = []

    def __enter__(self) -> Timer:
        self._cpu, self._wall = time.thread_time(), time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        self.cpu.append(time.thread_time() - self._cpu)
        self.wall.append(time.perf_counter() - self._wall)

    def figures(self) -> dict[str, list[float]]:
        return {"cpu": self.cpu, "wall": self.wall}


def probe(samples: int) -> dict[str, Any]:
    """Run in the child: every figure's samples."""
    import pygame

    from game.commands.export import find
    from game.records.formats import convert
    from game.ui.app import App
    from game.ui.records import Records
    from game.ui.replay import ReplayScreen

    out: dict[str, Any] = {}
    doc = hanchan()
    with tempfile.TemporaryDirectory(prefix="sparrow-bench-") as tmp:
        store, shelf = shelf_of(Path(tmp), doc, RECORDS)
        start, cpu = time.perf_counter(), time.thread_time()
        out["listed"] = len(shelf.listing())
        out["index_build_s"] = time.perf_counter() - start
        out["index_build_cpu_s"] = time.thread_time() - cpu
        app = App(store, (1280, 720))
        opened = Timer()
        for _ in range(samples):
            with opened:
                scene = Records(app)
                scene.layout(scene.m)
                scene.draw(app.surface)
        out["open"] = opened.figures()
        viewer = ReplayScreen(app, doc)
        viewer.layout(viewer.m)
        for th in threading.enumerate():
            if th.name == "tile-faces":
                th.join(timeout=120)
        viewer.set_open(True)
        viewer.go(0)
        viewer.draw(app.surface)
        steps = Timer()
        replay = viewer.replay
        assert replay is not None  # the viewer has opened the record
        while viewer.position < replay.last:
            with steps:
                viewer.step(1)
                viewer.draw(app.surface)
        out["step"] = steps.figures()
        jumps, rng = Timer(), random.Random(1)
        for _ in range(200):
            with jumps:
                viewer.go(rng.randrange(replay.last + 1))
                viewer.draw(app.surface)
        out["jump"] = jumps.figures()
        out["positions"], out["hands"] = replay.last, len(replay.hands)
        path = str(shelf.path(shelf.file_of(doc)))
        for form in ("tenhou6", "mjai"):
            exported = Timer()
            for _ in range(samples):
                with exported:
                    convert(find(store, path), form)
            out[form] = exported.figures()
        pygame.quit()
    return out


PROBES = {"all": probe}


def run(quick: bool = False) -> dict[str, Any]:
    samples = 5 if quick else 25
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    child = subprocess.run([*game_command(), "bench", "--probe", "records.all", str(samples)],
                           capture_output=True, text=True, env=env, timeout=1800)
    if child.returncode != 0:
        raise RuntimeError("probe failed: " + (child.stderr.strip().splitlines() or ["?"])[-1])
    got = json.loads(child.stdout.strip().splitlines()[-1])

    def ms(key: str, q: float, clock: str = "cpu") -> float:
        values = [s * 1000 for s in got[key][clock]]
        return median(values) if q == 50 else percentile(values, q)

    out: dict[str, Any] = {"records_kept": got["listed"],
                           "records_index_build_s": got["index_build_s"],
                           "records_index_build_cpu_s": got["index_build_cpu_s"],
                           "replay_positions": got["positions"], "replay_hands": got["hands"]}
    for key, name, goal in (("open", "records_open", OPEN_GOAL_MS),
                            ("step", "replay_step", STEP_GOAL_MS),
                            ("jump", "replay_jump", STEP_GOAL_MS),
                            ("tenhou6", "export_tenhou6", EXPORT_GOAL_MS),
                            ("mjai", "export_mjai", EXPORT_GOAL_MS)):
        out[f"{name}_ms"] = ms(key, 50)
        out[f"{name}_ms_p99"] = ms(key, 99)
        out[f"{name}_wall_ms_p99"] = ms(key, 99, "wall")
        out[f"{name}_goal_ms"] = goal
    return out
