"""The wall on the table: a square of two-high stacks broken at the dice, the dead wall with its
indicators, worked out from public facts only (the variant's rules, the dice, the View's counts).

Tiles are numbered in drawing order from the break: live tiles from 0, the dead wall at the end
(its replacement tiles taken from the very end, next to the break on the other side). The ring
runs clockwise on screen, as players draw: the bottom wall right to left, then left, top, right.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

WALL_BACK = (206, 134, 52)
WALL_EDGE = (120, 72, 24)
WALL_TOP = (232, 170, 84)
DEAD_BACK = (120, 112, 104)  # the dead wall: grey, told apart from the live wall at a glance
IVORY = (246, 240, 222)


@dataclass
class WallRing:
    """Where each tile of the wall lies inside `rect` (a square)."""

    tiles: int  # every tile of the set
    dead: int  # the dead wall's size
    replenish: bool  # riichi: the dead wall is kept at size from the live wall's tail
    break_stack: int  # the stack the break opens after
    rect: pygame.Rect
    replacements: int = 0  # the dead wall's replacement tiles (the indicators lie after them)
    pairs: int = 0  # indicator pairs the dead wall holds (sanma's row goes on past them)
    rects: list[pygame.Rect] | None = field(default=None, init=False, repr=False, compare=False)

    @classmethod
    def make(cls, tiles: int, dead: int, replenish: bool, break_at: int, dealer_side: int,
             rect: pygame.Rect, replacements: int = 0, pairs: int = 0) -> WallRing:
        stacks = (tiles + 1) // 2
        per = -(-stacks // 4)
        # count `break_at` stacks from the right end of the dealer's wall (clockwise start)
        start = (dealer_side * per + per - break_at) % stacks
        return cls(tiles, dead, replenish, start, rect, replacements, pairs)

    @property
    def stacks(self) -> int:
        return (self.tiles + 1) // 2

    @property
    def per_side(self) -> int:
        return -(-self.stacks // 4)

    @property
    def thickness(self) -> int:
        # a stack lies across the wall as a tile lies: 1.4 times as deep as it is wide; at most
        # 9% of the side, so a short wall (three players) leaves the panel its room
        return max(4, round(min(self.rect.w / self.per_side * 1.5, self.rect.w * 0.09)))

    @property
    def stack_w(self) -> float:
        return (self.rect.w - self.thickness) / self.per_side

    def stack_of(self, pos: int) -> int:
        """The ring stack holding tile `pos` (drawing order)."""
        return (self.break_stack + pos // 2) % self.stacks

    def stack_rect(self, stack: int) -> pygame.Rect:
        """The stack's rect: a pinwheel of four sides, so no two sides overlap."""
        if self.rects is None:
            self.rects = [self._stack_rect(s) for s in range(self.stacks)]
        return self.rects[stack]

    def _stack_rect(self, stack: int) -> pygame.Rect:
        r, th, sw = self.rect, self.thickness, self.stack_w
        side, j = divmod(stack, self.per_side)
        a, b = round(j * sw), round((j + 1) * sw)
        if side == 0:  # bottom, right to left
            return pygame.Rect(r.right - b, r.bottom - th, b - a, th)
        if side == 1:  # left, bottom to top
            return pygame.Rect(r.left, r.bottom - b, th, b - a)
        if side == 2:  # top, left to right
            return pygame.Rect(r.left + a, r.top, b - a, th)
        return pygame.Rect(r.right - th, r.top + a, th, b - a)  # right, top to bottom

    def point(self, pos: int) -> tuple[int, int]:
        """The centre of the stack holding tile `pos`: where a drawn tile leaves from."""
        return self.stack_rect(self.stack_of(pos)).center

    def dead_point(self, taken: int) -> tuple[int, int]:
        """Where the next replacement tile lies (the far end of the dead wall)."""
        return self.point(max(0, self.tiles - 1 - taken))

    def indicator_positions(self, count: int) -> list[int]:
        """Drawing positions of the first `count` indicators (after the replacement tiles;
        sanma's 4th and 5th on the tiles the dead wall took from the live wall's end, which
        lie just before it)."""
        return [self.tiles - 1 - self.replacements - 2 * k for k in range(count)]

    def tail_taken(self, repl: int, indicators: int) -> int:
        """Tiles the replenished dead wall has taken from the live wall's end: one per
        replacement, or the tiles indicators beyond its own pairs were laid on, if more (the
        engine takes those at once and the next replacements take no more)."""
        if not self.replenish:
            return 0
        return max(repl, 2 * max(0, indicators - self.pairs) if self.pairs else 0)

    def dead_start(self, repl: int, indicators: int) -> int:
        """The first drawing position of the dead wall (it moves up as it is replenished)."""
        return self.tiles - self.dead - self.tail_taken(repl, indicators)


def counts_from_view(view) -> tuple[int, int]:
    """(tiles taken from the live wall's front, replacement tiles taken) as a View shows them:
    every kong, bonus tile and North took a replacement."""
    repl = 0
    for s in view.seats:
        repl += sum(1 for g in s.melds if g is None or len(g.tiles) == 4)
        repl += len(s.bonus) + s.north
    return -1, repl  # -1: the front follows `wall_left`


def front_of(ring: WallRing, view) -> tuple[int, int]:
    """(tiles taken from the live wall's front, replacement tiles taken) worked out from a
    View, as `present` follows it: where a timeline built after a new layout starts."""
    _, repl = counts_from_view(view)
    live_end = ring.dead_start(repl, len(view.dora_indicators))
    return max(0, live_end - view.wall_left), repl


def present(ring: WallRing, wall_left: int, front: int, repl: int,
            indicators: int = 0) -> list[int]:
    """How many tiles stand on each stack (0, 1 or 2): the live wall from `front`, then the
    dead wall (kept at its size from the live wall's end when replenished) without the
    replacement tiles taken from its far end. `indicators`: dora indicators turned up."""
    n, dead = ring.tiles, ring.dead
    live_end = ring.dead_start(repl, indicators)
    if front < 0:  # follow the View
        front = max(0, live_end - wall_left)
    on = [0] * ring.stacks
    for pos in range(front, n - min(repl, dead)):
        on[ring.stack_of(pos)] += 1
    return on


def render(ring: WallRing, on: tuple[int, ...], dead_stacks: frozenset[int],
           face_up: frozenset[int]) -> pygame.Surface:
    """The ring as one Surface (cached by the caller): stacks as two-layer blocks, the dead
    wall grey, the stacks of turned indicators showing an ivory face."""
    r = ring.rect
    surf = pygame.Surface(r.size, pygame.SRCALPHA)
    for stack, count in enumerate(on):
        if not count:
            continue
        rect = ring.stack_rect(stack).move(-r.x, -r.y).inflate(-1, -1)
        img = _stack(rect.size, count, stack in dead_stacks, stack in face_up,
                     max(1, ring.thickness // 6))
        surf.blit(img, rect)
    return surf


@lru_cache(maxsize=64)
def _stack(size: tuple[int, int], count: int, dead: bool, face_up: bool,
           lift: int) -> pygame.Surface:
    """One stack of one or two tiles, drawn once per look and size."""
    img = pygame.Surface(size, pygame.SRCALPHA)
    rect = img.get_rect()
    body = DEAD_BACK if dead else WALL_BACK
    pygame.draw.rect(img, WALL_EDGE, rect, border_radius=2)
    top = rect.inflate(-2, -2)
    if count == 2:
        top = top.move(0, -lift)
        pygame.draw.rect(img, body, top, border_radius=2)
        pygame.draw.rect(img, WALL_EDGE, top, width=1, border_radius=2)
    else:
        pygame.draw.rect(img, body, top, border_radius=2)
    if face_up:
        pygame.draw.rect(img, IVORY, top, border_radius=2)
    return img


def _mix(a, b, f: float = 0.35):
    return tuple(round(x + (y - x) * f) for x, y in zip(a, b, strict=True))
