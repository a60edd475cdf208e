"""Tile sprites for pygame: Pillow faces made once per size, cached in memory and on disk.

`sprites(width)` is the per-size set; `TileSprites.get(face, state)` gives a Surface ready to
blit (converted when a display mode is set). The disk cache under platformdirs' user cache
directory only saves time: any failure to read or write it is ignored.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import tempfile
from collections.abc import Iterable
from functools import cache, lru_cache
from pathlib import Path
from types import ModuleType

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
from PIL import Image  # noqa: E402

from game.art import faces as art  # noqa: E402
from game.art import font as art_font  # noqa: E402
from game.art import pips as art_pips  # noqa: E402
from game.art import states as art_states  # noqa: E402
from game.art.faces import BACK, Face  # noqa: E402
from game.core.model.tiles import Tile  # noqa: E402

APP_NAME = "sparrow-mahjong"
KEEP_SHEETS = 16  # cached sheets kept on disk (sizes come and go as the window is resized)
_ART_DIR = Path(art.__file__).resolve().parent


def to_surface(image: Image.Image) -> pygame.Surface:
    """A pygame Surface of an RGBA Pillow image, converted for fast blitting when possible."""
    rgba = image if image.mode == "RGBA" else image.convert("RGBA")
    surface = pygame.image.frombytes(rgba.tobytes(), rgba.size, "RGBA")
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def default_cache_dir() -> Path | None:
    """Where sprite sheets are kept between runs, or None when it cannot be known."""
    try:
        import platformdirs

        return Path(platformdirs.user_cache_dir(APP_NAME)) / "tiles"
    except Exception:  # noqa: BLE001 - no cache is always acceptable
        return None


@cache
def art_digest() -> str:
    """A digest of the drawing code and fonts: a cached sheet is valid only for the same art.

    The code is read as source, or as compiled code where a frozen build has no .py files."""
    h = hashlib.sha256(str(art.ART_VERSION).encode())
    for module in (art, art_pips, art_states, art_font):
        h.update(module.__name__.encode())
        h.update(_module_bytes(module))
    for path in sorted((_ART_DIR / "fonts").glob("*.otf")):
        h.update(path.name.encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:16]


def _module_bytes(module: ModuleType) -> bytes:
    try:
        return Path(module.__file__ or "").read_bytes()
    except OSError:
        pass
    try:
        code = module.__spec__.loader.get_code(module.__name__)  # type: ignore[union-attr]
        return marshal.dumps(code)  # nested function bodies included
    except Exception:  # noqa: BLE001 - then only ART_VERSION and the fonts tell the art apart
        return b""


class TileSprites:
    """Every face at one width (and index style), plus state variants made on first use."""

    def __init__(
        self, width: int, index: str | None = None, cache_dir: Path | None = None,
        faces: list[Face] | None = None,
    ) -> None:
        self.width = width
        self.index = index
        self.size = art.sprite_size(width)
        self.cache_dir = cache_dir
        self._faces = list(faces) if faces is not None else art.all_faces()
        self._images: dict[Face, Image.Image] = {}
        self._surfaces: dict[tuple[Face, tuple[str, ...], int], pygame.Surface] = {}
        self.loaded_from_disk = False
        self.painting: object = None  # whose faces a background thread paints into this set
        self._load()

    # -- making the faces ------------------------------------------------------------------

    def _cache_file(self) -> Path | None:
        if self.cache_dir is None:
            return None
        faces_key = hashlib.sha256(repr(self._faces).encode()).hexdigest()[:8]
        name = f"tiles-{art_digest()}-{faces_key}-{self.width}-{self.index or 'plain'}.png"
        return self.cache_dir / name

    def _load(self) -> None:
        path = self._cache_file()
        if path is not None and self._read_sheet(path):
            self.loaded_from_disk = True
            return
        for face in self._faces:
            self._images[face] = art.render(face, self.width, index=self.index)
        if path is not None:
            self._write_sheet(path)

    def _read_sheet(self, path: Path) -> bool:
        w, h = self.size
        try:
            with Image.open(path) as sheet:
                sheet.load()
                if sheet.size != (w * len(self._faces), h) or sheet.mode != "RGBA":
                    return False
                for i, face in enumerate(self._faces):
                    self._images[face] = sheet.crop((i * w, 0, (i + 1) * w, h))
            return True
        except Exception:  # noqa: BLE001 - a bad cache file is remade, never fatal
            self._images.clear()
            return False

    def _write_sheet(self, path: Path) -> None:
        w, h = self.size
        tmp: str | None = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            sheet = Image.new("RGBA", (w * len(self._faces), h))
            for i, face in enumerate(self._faces):
                sheet.paste(self._images[face], (i * w, 0))
            fd, tmp = tempfile.mkstemp(suffix=".png", dir=path.parent)
            with os.fdopen(fd, "wb") as out:
                sheet.save(out, format="PNG", compress_level=1)
            os.replace(tmp, path)
            tmp = None
            self._prune(path)
        except Exception:  # noqa: BLE001 - the cache is an optimisation only
            if tmp is not None:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass

    def _prune(self, keep: Path) -> None:
        """Delete sheets of older art and all but the newest KEEP_SHEETS of this art."""
        current = f"tiles-{art_digest()}-"
        sheets = sorted(keep.parent.glob("tiles-*.png"), key=lambda p: p.stat().st_mtime,
                        reverse=True)
        fresh = [p for p in sheets if p.name.startswith(current)]
        for old in [p for p in sheets if not p.name.startswith(current)] + fresh[KEEP_SHEETS:]:
            if old != keep:
                old.unlink(missing_ok=True)

    # -- the sprites ---------------------------------------------------------------------

    def image(self, face: Face) -> Image.Image:
        """The Pillow image of a face (made now if no variant listed it)."""
        found = self._images.get(face)
        if found is None:
            found = self._images[face] = art.render(face, self.width, index=self.index)
        return found

    def get(
        self, face: Face, state: str | Iterable[str] | None = None, turns: int = 0
    ) -> pygame.Surface:
        """The Surface of `face` (a Tile or BACK) showing `state` (None, one of the art STATES
        or several), turned `turns` quarter turns anticlockwise (to face a seat)."""
        states = _state_key(state)
        key = (face, states, turns % 4)
        surface = self._surfaces.get(key)
        if surface is None:
            image = self.image(face)
            if states:
                image = art_states.with_states(image, states)
            for _ in range(turns % 4):
                image = image.transpose(Image.Transpose.ROTATE_90)
            surface = self._surfaces[key] = to_surface(image)
        return surface

    def back(self, state: str | Iterable[str] | None = None, turns: int = 0) -> pygame.Surface:
        return self.get(BACK, state, turns)

    def reconvert(self) -> None:
        """Forget converted Surfaces (call after the display mode changes)."""
        self._surfaces.clear()


def _state_key(state: str | Iterable[str] | None) -> tuple[str, ...]:
    if state is None:
        return ()
    wanted = {state} if isinstance(state, str) else set(state)
    return tuple(s for s in art_states.STATES if s in wanted) + tuple(
        sorted(wanted - set(art_states.STATES)))  # unknown names fail in with_states


@lru_cache(maxsize=8)
def sprites(width: int, index: str | None = None) -> TileSprites:
    """The shared sprite set of this width, made once (from the disk cache when valid); the
    few most recent widths stay in memory."""
    return TileSprites(width, index, default_cache_dir())


def tile_surface(
    t: Tile, width: int, state: str | Iterable[str] | None = None, turns: int = 0
) -> pygame.Surface:
    """A tile's Surface from the shared set of this width."""
    return sprites(width).get(t, state, turns)
