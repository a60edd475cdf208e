"""The look shared by every screen: colours, the shipped font at sizes from the window, cached
text, the felt background, panels and shadows — all scaled from the window size, never fixed."""

from __future__ import annotations

import random
import re
from functools import lru_cache

import pygame

from game import assets

FONT_DIR = assets.UI_FONT_DIR
FONT_FILES = {False: FONT_DIR / "NotoSans-Regular.ttf", True: FONT_DIR / "NotoSans-Bold.ttf"}

# Calm felt, ivory like tile faces, one warm accent; text contrast >= 7:1 on the felt.
FELT = (26, 92, 68)
FELT_EDGE = (9, 40, 30)
TEXT = (246, 242, 228)
TEXT_DIM = (196, 214, 202)
TEXT_DARK = (18, 48, 36)
IVORY = (242, 236, 218)
IVORY_HI = (252, 249, 238)
IVORY_EDGE = (196, 182, 146)
GOLD = (236, 186, 84)
GOLD_DARK = (150, 104, 30)
PANEL = (4, 24, 17, 150)
PANEL_LINE = (255, 255, 255, 34)
SHADOW = (0, 0, 0, 90)
ON = (236, 186, 84)
OFF = (88, 118, 104)
SCROLL_TRACK = (58, 92, 76)  # a scrollbar's track, under its gold thumb


class Metrics:
    """Sizes for one window size: `u` is 1% of the 16:9 height that fits, so 720p and 4K match."""

    def __init__(self, width: int, height: int):
        self.w, self.h = width, height
        self.u = max(3.0, min(height, width * 9 / 16) / 100)

    def px(self, units: float) -> int:
        return max(1, round(units * self.u))

    @property
    def body(self) -> int:
        return self.px(3.1)

    @property
    def small(self) -> int:
        return self.px(2.35)

    @property
    def heading(self) -> int:
        return self.px(4.6)

    @property
    def title(self) -> int:
        return self.px(12.5)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    return pygame.font.Font(str(FONT_FILES[bold]), max(6, size))


_TEXT_CACHE: dict[tuple, pygame.Surface] = {}


def text(s: str, size: int, colour=TEXT, bold: bool = False) -> pygame.Surface:
    """Rendered text, cached (a frame draws the same labels again and again)."""
    key = (s, size, colour, bold)
    surf = _TEXT_CACHE.get(key)
    if surf is None:
        if len(_TEXT_CACHE) > 2000:
            _TEXT_CACHE.clear()
        surf = font(size, bold).render(s, True, colour)
        _TEXT_CACHE[key] = surf
    return surf


@lru_cache(maxsize=4096)
def fit(s: str, size: int, width: int, bold: bool = False) -> int:
    """The largest size up to `size` at which `s` fits in `width` pixels."""
    while size > 8 and font(size, bold).size(s)[0] > width:
        size -= 1
    return size


def reset_caches() -> None:
    """Forget fonts and surfaces (after pygame.quit they are invalid)."""
    font.cache_clear()
    felt.cache_clear()
    _shadow_image.cache_clear()
    _panel_image.cache_clear()
    fit.cache_clear()
    wrap.cache_clear()
    _TEXT_CACHE.clear()


def clip(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text`, cut with an ellipsis to fit `width` at this size."""
    f = font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


_BREAKS = re.compile(r"[ \t\r\n]+")  # str.split() would break at a no-break space too


@lru_cache(maxsize=4096)
def wrap(s: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """Break `s` into lines that fit `width` pixels; a word wider than the line (a folder's
    path) is broken too, after a separator where it can be. A no-break space (U+00A0) holds
    its words on one line ("1 to 5")."""
    f = font(size, bold)
    lines, line = [], ""
    for word in _BREAKS.split(s.strip()):
        trial = f"{line} {word}".strip()
        if line and f.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
        if f.size(line)[0] > width:  # one word alone is too wide
            *whole, line = _broken(line, f, width)
            lines += whole
    if line:
        lines.append(line)
    return tuple(lines)


def wrap_even(s: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """As `wrap`, in as many lines but as narrow as they go, so that the last line is not one
    word left alone ("time.") under full ones: for centred text in a box."""
    lines = wrap(s, size, width, bold)
    lo, hi = width // 2, width
    while lo < hi:  # the narrowest width that keeps the same count of lines
        mid = (lo + hi) // 2
        if len(wrap(s, size, mid, bold)) == len(lines):
            hi = mid
        else:
            lo = mid + 1
    return wrap(s, size, hi, bold)


def _broken(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """`word` in pieces that each fit `width` pixels (at least one character each)."""
    pieces = []
    while f.size(word)[0] > width and len(word) > 1:
        fits = 1
        while f.size(word[:fits + 1])[0] <= width:
            fits += 1
        cut = max((word.rfind(sep, 0, fits) + 1 for sep in "/\\-_."), default=0)
        cut = cut if cut > fits // 2 else fits  # a separator, unless it leaves a short line
        pieces.append(word[:cut])
        word = word[cut:]
    return [*pieces, word]


def blit_text(surf: pygame.Surface, s: str, size: int, colour=TEXT, bold: bool = False, *,
              shadow: bool = False, **anchor) -> pygame.Rect:
    """Draw text placed by a Rect anchor, e.g. center=(x, y) or midleft=(x, y)."""
    img = text(s, size, colour, bold)
    rect = img.get_rect(**anchor)
    if shadow:
        surf.blit(text(s, size, (0, 0, 0), bold), rect.move(0, max(1, size // 18)))
    surf.blit(img, rect)
    return rect


@lru_cache(maxsize=4)
def _noise_tile(seed: int = 7) -> pygame.Surface:
    """A tile of fine speckle that makes flat colour read as cloth (384 px, built from flips of
    a small random patch so the repeat is hard to see)."""
    rng = random.Random(seed)
    light, dark = bytes((255, 255, 255)), bytes((0, 0, 0))
    pixels = bytearray()
    for v in rng.randbytes(96 * 96):  # one byte per pixel: which speck, and how strong
        if v < 46:
            pixels += light + bytes((4 + v % 9,))
        elif v < 92:
            pixels += dark + bytes((6 + v % 11,))
        else:
            pixels += b"\0\0\0\0"
    patch = pygame.image.frombytes(bytes(pixels), (96, 96), "RGBA")
    tile = pygame.Surface((384, 384), pygame.SRCALPHA)
    for j in range(4):
        for i in range(4):
            flipped = pygame.transform.flip(patch, (i + j) % 2 == 1, (i * 3 + j) % 3 == 1)
            tile.blit(pygame.transform.rotate(flipped, 90 * ((i * j) % 4)), (i * 96, j * 96))
    return tile


@lru_cache(maxsize=4)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table felt: a soft radial light in the middle, darker edges, cloth speckle."""
    w, h = size
    small = pygame.Surface((64, 36))
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 15) / 22
            d = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.25)
            f = d * d * (3 - 2 * d)
            small.set_at((x, y), tuple(round(a + (b - a) * f) for a, b in zip(FELT, FELT_EDGE,
                                                                           strict=True)))
    # smooth at a quarter of the size, then plain scaling: the gradient is too gentle to step
    quarter = pygame.transform.smoothscale(small, (max(1, w // 4), max(1, h // 4)))
    surf = pygame.transform.scale(quarter, (w, h))
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    tile = _noise_tile()
    tw, th = tile.get_size()
    for y in range(0, h, th):
        for x in range(0, w, tw):
            surf.blit(tile, (x, y))
    return surf


@lru_cache(maxsize=256)
def _panel_image(w: int, h: int, radius: int, fill, line) -> pygame.Surface:
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, line, layer.get_rect(), width=1, border_radius=radius)
    return layer


def panel(surf: pygame.Surface, rect: pygame.Rect, radius: int, fill=PANEL, line=PANEL_LINE):
    """A translucent dark panel with a hairline border (cached per size)."""
    surf.blit(_panel_image(rect.w, rect.h, radius, tuple(fill), tuple(line)), rect)


@lru_cache(maxsize=128)
def _shadow_image(w: int, h: int, radius: int, blur: int, alpha: int) -> pygame.Surface:
    pad = blur * 2
    layer = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(layer, (0, 0, 0, alpha), (pad, pad, w, h), border_radius=radius)
    return pygame.transform.gaussian_blur(layer, max(1, blur // 2))


def shadow(surf: pygame.Surface, rect: pygame.Rect, radius: int, offset: int, alpha: int = 90):
    """A soft drop shadow under `rect`, `offset` pixels down (cached per size)."""
    blur = max(2, offset)
    img = _shadow_image(rect.w, rect.h, radius, blur, alpha)
    surf.blit(img, (rect.x - blur * 2, rect.y - blur * 2 + offset))


def keycap(surf: pygame.Surface, m: Metrics, label: str, midleft: tuple[int, int]) -> int:
    """A small key drawn as a key: text, or an arrow for up/down/left/right; returns its right."""
    h = round(m.small * 1.3)
    img = None if label in _ARROWS else text(label, round(m.small * 0.8), TEXT_DARK, True)
    w = max(h, (img.get_width() + h // 2) if img else h)
    r = pygame.Rect(0, 0, w, h)
    r.midleft = midleft
    pygame.draw.rect(surf, (120, 150, 134), r.move(0, max(1, h // 10)), border_radius=h // 5)
    pygame.draw.rect(surf, (214, 226, 218), r, border_radius=h // 5)
    if img is not None:
        surf.blit(img, img.get_rect(center=r.center))
    else:
        a = h * 0.22
        dx, dy = _ARROWS[label]
        cx, cy = r.center
        tip = (cx + dx * a, cy + dy * a)
        base = ((cx - dx * a - dy * a, cy - dy * a - dx * a), (cx - dx * a + dy * a,
                                                             cy - dy * a + dx * a))
        pygame.draw.polygon(surf, TEXT_DARK, (tip, *base))
    return r.right


_ARROWS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


def key_hints(surf: pygame.Surface, m: Metrics, items, midleft: tuple[int, int] | None = None,
              midright: tuple[int, int] | None = None, colour=(170, 194, 180)) -> None:
    """A row of key hints like [up][down] move   [Enter] choose, anchored left or right."""
    gap, space = m.px(0.5), m.px(2.6)

    def draw(x: int, y: int, target) -> int:
        for keys, what in items:
            for k in keys:
                x = keycap(target, m, k, (x, y)) + gap
            x += gap
            img = text(what, m.small, colour)
            if target is not None:
                target.blit(img, img.get_rect(midleft=(x, y)))
            x += img.get_width() + space
        return x - space

    scratch = pygame.Surface((1, 1), pygame.SRCALPHA)
    if midleft is not None:
        draw(midleft[0], midleft[1], surf)
    elif midright is not None:
        width = draw(0, 0, scratch)
        draw(midright[0] - width, midright[1], surf)


def ivory_block(surf: pygame.Surface, rect: pygame.Rect, radius: int, face=IVORY,
                edge=IVORY_EDGE, depth: int = 0) -> pygame.Rect:
    """A raised ivory slab (buttons, decorative tiles): the edge shows below the face."""
    depth = depth or max(2, rect.h // 12)
    pygame.draw.rect(surf, edge, rect, border_radius=radius)
    face_rect = pygame.Rect(rect.x, rect.y, rect.w, rect.h - depth)
    pygame.draw.rect(surf, face, face_rect, border_radius=radius)
    return face_rect


@lru_cache(maxsize=4)
def veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A dark veil over the whole screen beneath a dialog or a result, made once per size."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((0, 12, 8, alpha))
    return surf
