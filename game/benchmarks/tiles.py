"""Bench section "tiles": how long drawing every distinct face of one size takes, cold."""

from __future__ import annotations

from typing import Any

from game.art import faces as art
from game.art import font as tile_font
from game.benchmarks.measure import median, percentile, time_each

SECTION = "tiles"
WIDTH = 64
GOAL_MS = 150.0


def _cold_render(faces: list[art.Face]) -> None:
    """Render every face with no cached body or font: what start-up without a cache pays."""
    art._blank.cache_clear()
    tile_font.serif.cache_clear()
    tile_font.sans.cache_clear()
    for face in faces:
        art.render(face, WIDTH)


def run(quick: bool) -> dict[str, Any]:
    faces = art.all_faces()
    _cold_render(faces)  # warm the interpreter and imports once, not measured
    samples = time_each(lambda: _cold_render(faces), 3 if quick else 9)
    ms = [s * 1000 for s in samples]
    result: dict[str, Any] = {
        "tiles_faces": len(faces),
        "tiles_width_px": WIDTH,
        "tiles_render_ms": median(ms),
        "tiles_render_ms_p99": percentile(ms, 99),
        "tiles_render_goal_ms": GOAL_MS,
    }
    try:
        from game.ui.tile_sprites import TileSprites

        convert = time_each(lambda: TileSprites(WIDTH, cache_dir=None, faces=faces), 3)
        result["tiles_sprites_ms"] = median([s * 1000 for s in convert])
    except Exception as exc:  # noqa: BLE001 - the pygame side is reported, never fatal
        result["tiles_sprites_ms"] = f"not measured: {exc}"
    return result
