"""Pieces the analyzer and the practice drills share: a worker that asks the core off the frame
loop, tile sprite sets painted in the background, a palette of a variant's tiles and tile rows."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pygame

from game.core.model.tiles import Tile
from game.ui import theme as t
from game.ui.menu import MenuScene
from game.ui.tile_sprites import TileSprites

SUIT_ORDER = {"m": 0, "p": 1, "s": 2, "z": 3, "f": 4, "g": 4}


class Worker:
    """One background thread for the core's answers: the newest job wins, older results are
    dropped, so typing fast never queues up work and the frame loop never waits."""

    def __init__(self, name: str = "analysis"):
        self._pool: ThreadPoolExecutor | None = None
        self._name = name
        self._job: Future | None = None
        self._key: Any = None
        self.key: Any = None  # the key of the last result delivered

    def submit(self, key: Any, fn: Callable[..., Any], *args: Any) -> None:
        if key == self._key and self._job is not None:
            self.key = None  # the same question again: hand the same answer over again
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self._name)
        self._key = key
        self._job = self._pool.submit(_guarded, fn, *args)

    def drop(self) -> None:
        """No answer is wanted now (the question was emptied): the newest job's result is
        not delivered when it comes (a replay's empty hand showed the example's analysis)."""
        self.key = self._key

    def run(self, fn: Callable[..., Any], *args: Any) -> None:
        """Do `fn` on the worker's thread, in order with its other jobs (a save), no answer."""
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self._name)
        self._pool.submit(_guarded, fn, *args)

    @property
    def pending(self) -> bool:
        return self._job is not None and not self._job.done()

    def poll(self) -> tuple[bool, Any]:
        """(True, result) once when the newest job has finished, else (False, None)."""
        job = self._job
        if job is None or not job.done() or self.key == self._key:
            return False, None
        self.key = self._key
        return True, job.result()

    def wait(self, timeout: float = 10.0) -> None:
        """Block until the newest job is done (tests only)."""
        if self._job is not None:
            self._job.exception(timeout)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


class WorkerScene(MenuScene):
    """A menu screen with a control panel on the left, a wide one on the right and a Worker
    whose answers arrive in `delivered` during `update`."""

    def __init__(self, app, worker_name: str = "analysis"):
        super().__init__(app)
        self.worker = Worker(worker_name)

    def delivered(self, result: Any) -> None: ...

    def update(self, dt: float) -> None:
        super().update(dt)
        done, result = self.worker.poll()
        if done:
            self.delivered(result)
            self.app.dirty = True

    @property
    def busy(self) -> bool:
        return self.anim.busy or self.worker.pending

    def exit(self) -> None:
        self.worker.close()

    def split(self, m, left_units: float) -> None:
        """`left` and `right`: the two panels between the heading and the key hints."""
        margin, top = m.px(6), self.content_top()
        self.left = pygame.Rect(margin - m.px(1.2), top - m.px(1), m.px(left_units),
                                m.h - top - m.px(6.5))
        x = self.left.right + m.px(2.5)
        self.right = pygame.Rect(x, self.left.y, m.w - margin + m.px(1.2) - x, self.left.h)


def _guarded(fn: Callable[..., Any], *args: Any) -> Any:
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - shown on the screen, never a crash
        return {"error": str(exc) or exc.__class__.__name__}


_SETS: dict[tuple[int, str | None], TileSprites] = {}


def sprite_set(width: int, index: str | None = None,
               warm: Sequence[Tile] = ()) -> TileSprites:
    """A sprite set of this width that draws each face on first use (no disk cache: its key
    cannot name every variant's tiles); `warm` faces are painted now in a background thread."""
    from game.art.faces import BACK, MAX_WIDTH, MIN_WIDTH

    width = max(MIN_WIDTH, min(MAX_WIDTH, width))
    key = (width, index)
    sprites = _SETS.get(key)
    if sprites is None:
        if len(_SETS) > 12:
            _SETS.clear()
        sprites = _SETS[key] = TileSprites(width, index, None, faces=[BACK])
    if warm:
        faces = list(warm)

        def work() -> None:
            for face in faces:
                sprites.image(face)

        threading.Thread(target=work, name="tile-faces", daemon=True).start()
    return sprites


def tile_h(width: int) -> int:
    from game.art.faces import sprite_size

    return sprite_size(width)[1]


def palette_rows(kinds: Sequence[Tile], reds: Sequence[Tile] = ()) -> list[list[Tile]]:
    """The kinds in rows by suit (honours last), each red five after its plain five."""
    rows: dict[int, list[Tile]] = {}
    for k in kinds:
        row = rows.setdefault(SUIT_ORDER.get(k.suit, 5), [])
        row.append(k)
        row.extend(r for r in reds if r.plain is k)
    return [rows[i] for i in sorted(rows)]


GROUP_GAP = 0.6  # tile widths between two rows laid side by side in one line


def layout_rows(rows: Sequence[Sequence[Tile]], area: pygame.Rect, max_w: int,
                gap_ratio: float = 0.12) -> tuple[int, list[tuple[Tile, pygame.Rect]]]:
    """Tile width and rects of rows of tiles fitted into `area`, centred, row under row;
    short rows share a line, in order, where that makes the tiles larger (Ùzje's five rows
    made 21-pixel tiles in a panel with room to spare: a tester)."""
    best: tuple[int, list[list[Sequence[Tile]]]] | None = None
    longest = max((len(r) for r in rows), default=1)
    for cap in range(longest, sum(len(r) for r in rows) + 1):
        lines = _packed(rows, cap)
        w = _fitted_width(lines, area, max_w, gap_ratio)
        if best is None or w > best[0]:
            best = (w, lines)
        if len(lines) == 1:
            break
    if best is None:
        return max_w, []
    w, lines = best
    h, row_gap, gap = tile_h(w), round(w * 0.22), round(w * gap_ratio)
    out = []
    total_h = len(lines) * h + (len(lines) - 1) * row_gap
    y = area.y + (area.h - total_h) // 2
    for line in lines:
        x = area.x + (area.w - round(_line_units(line, gap_ratio) * w)) // 2
        for row in line:
            for tile_ in row:
                out.append((tile_, pygame.Rect(x, y, w, h)))
                x += w + gap
            x += round(w * GROUP_GAP) - gap
        y += h + row_gap
    return w, out


def _packed(rows: Sequence[Sequence[Tile]], cap: int) -> list[list[Sequence[Tile]]]:
    """The rows in order, as many to a line as fit in `cap` tiles."""
    lines: list[list[Sequence[Tile]]] = []
    for row in rows:
        if lines and sum(len(r) for r in lines[-1]) + len(row) <= cap:
            lines[-1].append(row)
        else:
            lines.append([row])
    return lines


def _line_units(line: Sequence[Sequence[Tile]], gap_ratio: float) -> float:
    """A line's width in tile widths: its tiles, the gaps between them and between rows."""
    n = sum(len(r) for r in line)
    return n + (n - len(line)) * gap_ratio + (len(line) - 1) * GROUP_GAP


def _fitted_width(lines: list[list[Sequence[Tile]]], area: pygame.Rect, max_w: int,
                  gap_ratio: float) -> int:
    widest = max(_line_units(line, gap_ratio) for line in lines)
    w = min(max_w, int(area.w / widest))
    while w > 16 and len(lines) * tile_h(w) + (len(lines) - 1) * round(w * 0.22) > area.h:
        w -= 1
    return w


def row_rects(n: int, w: int, left: int, top: int, gap: int = 0,
              breaks: Sequence[int] = ()) -> list[pygame.Rect]:
    """Rects of `n` tiles side by side from (left, top), with a wider gap before each index in
    `breaks` (a meld, the drawn tile)."""
    h, out, x = tile_h(w), [], left
    for i in range(n):
        if i in breaks:
            x += round(w * 0.45)
        out.append(pygame.Rect(x, top, w, h))
        x += w + gap
    return out


def hover_mark(surf: pygame.Surface, rect: pygame.Rect, m, colour=t.GOLD) -> None:
    """A gold outline around a tile under the pointer or the keyboard's cursor."""
    pygame.draw.rect(surf, colour, rect.inflate(m.px(0.6), m.px(0.6)), width=max(2, m.px(0.3)),
                     border_radius=m.px(0.6))


def chip(surf: pygame.Surface, m, label: str, center: tuple[int, int], fill=t.GOLD,
         fg=t.TEXT_DARK) -> pygame.Rect:
    """A small rounded label (a count under a wait, a shanten figure)."""
    img = t.text(label, m.small, fg, True)
    r = img.get_rect().inflate(m.px(1.2), m.px(0.3))
    r.center = center
    pygame.draw.rect(surf, fill, r, border_radius=r.h // 2)
    surf.blit(img, img.get_rect(center=r.center))
    return r
