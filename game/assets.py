"""Where the game's own files are (sounds, fonts, tables, icons, licences) in every install
layout, and one log line for any that is missing.

Every asset lives inside the package, so a checkout, an editable install, a wheel in a venv,
`pip install --user`, `pip install --target` and a bundled build all find it beside this
module; nothing depends on where an installer puts data files outside the package.
"""

from __future__ import annotations

import logging
from pathlib import Path

from game.core.variants import VARIANTS

PACKAGE = Path(__file__).resolve().parent
SOUND_DIR = PACKAGE / "sounds"
UI_FONT_DIR = PACKAGE / "ui" / "fonts"
TILE_FONT_DIR = PACKAGE / "art" / "fonts"
DATA_DIR = PACKAGE / "data"
ICON_DIR = PACKAGE / "icons"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
WINDOW_ICON = ICON_DIR / "sparrow-mahjong-64.png"
SOUND_EFFECTS = ("click", "discard", "draw", "call", "win", "turn", "riichi_stick")
APP_ID = "sparrow-mahjong"  # the window class, the menu entry's and the icons' name

log = logging.getLogger(__name__)
_reported: set[Path] = set()


def icon_png(size: int) -> Path:
    return ICON_DIR / f"{APP_ID}-{size}.png"


def voice_file(word: str) -> str:
    """The name of the sound file that says a call word."""
    return "voice_" + word.replace(" ", "_")


def sound_names() -> list[str]:
    """Every sound file's name: the effects and the voice of each variant's call words."""
    words = sorted({w for v in VARIANTS.values() for _, w in v.call_words})
    return [*SOUND_EFFECTS, *(voice_file(w) for w in words)]


def expected() -> list[Path]:
    """Every file the game reads from its install: what a build must carry."""
    sounds = [SOUND_DIR / f"{name}.wav" for name in sound_names()]
    return [
        *sounds, SOUND_DIR / "LICENSE",
        UI_FONT_DIR / "NotoSans-Regular.ttf", UI_FONT_DIR / "NotoSans-Bold.ttf",
        UI_FONT_DIR / "OFL.txt",
        TILE_FONT_DIR / "SparrowTileSerif.otf", TILE_FONT_DIR / "SparrowTileSans.otf",
        TILE_FONT_DIR / "OFL.txt",
        DATA_DIR / "suit_tables.json.z", DATA_DIR / "wide_suit_tables.json.xz",
        *map(icon_png, ICON_SIZES),
    ]


def missing(paths: list[Path] | None = None) -> list[Path]:
    return [p for p in (expected() if paths is None else paths) if not p.is_file()]


def report_missing(paths: list[Path] | None = None) -> list[Path]:
    """The missing files; each is logged once per process (one warning line for all that are
    new), so a broken install is said in the log, never silently and never over and over."""
    gone = missing(paths)
    new = [p for p in gone if p not in _reported]
    if new:
        _reported.update(new)
        log.warning("%d game file(s) missing from %s: %s", len(new), PACKAGE,
                    ", ".join(str(p.relative_to(PACKAGE)) if p.is_relative_to(PACKAGE)
                              else str(p) for p in new))
    return gone
