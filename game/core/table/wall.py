"""The wall of one hand: shuffle, dice break, live and dead wall, replacements and indicators."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from game.core.model.tiles import Tile, TileSet
from game.core.table.rules import PlayRules


class WallEmpty(Exception):
    """No tile is left where one was to be drawn."""


@dataclass
class Wall:
    """The tiles of one hand in drawing order.

    `live` is drawn from the front. `dead` holds the dead wall: replacement tiles are taken
    from its front; `indicators` (dora, in pairs with their ura) were set apart from it at
    the start. With `replenish` the dead wall is kept at size by moving the last live tile
    into it after each replacement, so the live wall shrinks by one per replacement.

    Sanma's dead wall holds 8 replacement tiles and so only 3 indicator pairs; its row of
    indicators goes on over the tiles it took from the live wall's end (`tail_pairs` more
    pairs, each the next two tiles taken: indicator, then ura). A kan dora needed before
    those tiles were taken takes them from the live wall's end at once (`ahead`), and the
    replacements that follow take no more, so the dead wall keeps its size.
    """

    live: list[Tile]
    dead: list[Tile]
    indicators: list[tuple[Tile, Tile]] = field(default_factory=list)
    revealed: int = 0  # indicators turned up (riichi: 1 + one per kong)
    turned_up: list[Tile] = field(default_factory=list)  # Ùzje: one per exposed quad
    replenish: bool = True
    dice: tuple[int, ...] = ()
    break_at: int = 0  # position of the break in the shuffled wall (for the table)
    tail_pairs: int = 0  # indicator pairs still to be laid on tiles taken from the live wall
    from_tail: int = 0  # the last tiles of `dead` that came from the live wall's end
    ahead: int = 0  # tiles taken from the live wall for indicators before their replacement

    @classmethod
    def build(cls, tiles: list[Tile], rules: PlayRules, rng: random.Random) -> Wall:
        """Shuffle, throw the dice, break the wall and set the dead wall apart."""
        order = list(tiles)
        rng.shuffle(order)
        dice = tuple(rng.randint(1, 6) for _ in range(rules.dice))
        return cls.from_order(order, rules, dice)

    @classmethod
    def from_order(
        cls, order: list[Tile], rules: PlayRules, dice: tuple[int, ...] = ()
    ) -> Wall:
        """A wall whose live part is `order` from the front and whose dead wall is its last
        `rules.dead_wall` tiles (replacements first from the end, then indicators)."""
        n_dead = rules.dead_wall
        if len(order) < n_dead + rules.players * rules.hand_size + 1:
            raise ValueError(f"a wall of {len(order)} tiles is too short for this variant")
        live, dead_part = order[: len(order) - n_dead], order[len(order) - n_dead :]
        # The dead wall in drawing order: replacement tiles from its far end.
        dead_part = dead_part[::-1]
        replacements = dead_part[: rules.replacement_tiles]
        rest = dead_part[rules.replacement_tiles :]
        indicators = [(rest[i], rest[i + 1]) for i in range(0, len(rest) - 1, 2)]
        if not rules.indicators:
            replacements, indicators = dead_part, []
        wall = cls(live, replacements, indicators, replenish=rules.replenish, dice=dice,
                   break_at=sum(dice))
        if rules.indicators:
            wall.revealed = 1
            if rules.replenish:
                wall.tail_pairs = max(0, rules.indicator_pairs - len(indicators))
        return wall

    # ------------------------------------------------------------------------------------

    @property
    def left(self) -> int:
        """Tiles left in the live wall."""
        return len(self.live)

    @property
    def dead_count(self) -> int:
        return len(self.dead) + 2 * len(self.indicators)

    def draw(self) -> Tile:
        if not self.live:
            raise WallEmpty("the live wall is empty")
        return self.live.pop(0)

    def draw_last_live(self) -> Tile:
        """A tile from the far end of the live wall (classical bonus replacement)."""
        if not self.live:
            raise WallEmpty("the live wall is empty")
        return self.live.pop()

    def draw_replacement(self) -> Tile:
        """A replacement ("loose") tile from the dead wall, replenished when the rules say so."""
        if not self.dead:
            if not self.live:
                raise WallEmpty("no replacement tile is left")
            return self.live.pop()
        t = self.dead.pop(0)
        self.from_tail = min(self.from_tail, len(self.dead))
        if self.replenish and self.live:
            if self.ahead:
                self.ahead -= 1  # taken already, as an indicator
            else:
                self.dead.append(self.live.pop())
                self.from_tail += 1
        return t

    def reveal_indicator(self) -> Tile | None:
        """Turn up the next dora indicator (a kan dora); None when none is left."""
        if self.revealed >= len(self.indicators) and not self._lay_tail_pair():
            return None
        self.revealed += 1
        return self.indicators[self.revealed - 1][0]

    def _lay_tail_pair(self) -> bool:
        """One more indicator pair from the tiles the dead wall took from the live wall's end
        (taking from the live wall now the ones it has not taken yet)."""
        if not self.tail_pairs or len(self.live) < 2 - min(2, self.from_tail):
            return False
        pair = []
        for _ in range(2):
            if self.from_tail:
                pair.append(self.dead.pop(len(self.dead) - self.from_tail))
                self.from_tail -= 1
            else:
                pair.append(self.live.pop())
                self.ahead += 1
        self.indicators.append((pair[0], pair[1]))
        self.tail_pairs -= 1
        return True

    def turn_up(self) -> Tile | None:
        """Ùzje: turn one more dead-wall tile face up (an exposed quad)."""
        hidden = len(self.dead) - len(self.turned_up)
        if hidden <= 0:
            return None
        t = self.dead[-1 - len(self.turned_up)]
        self.turned_up.append(t)
        return t

    @property
    def dora_indicators(self) -> tuple[Tile, ...]:
        return tuple(d for d, _ in self.indicators[: self.revealed])

    @property
    def ura_indicators(self) -> tuple[Tile, ...]:
        return tuple(u for _, u in self.indicators[: self.revealed])

    def all_tiles(self) -> list[Tile]:
        return self.live + self.dead + [t for pair in self.indicators for t in pair]

    # ------------------------------------------------------------------------------------

    def to_dict(self, fmt: Callable[[Iterable[Tile]], str]) -> dict[str, Any]:
        return {
            "live": fmt(self.live), "dead": fmt(self.dead),
            "indicators": fmt([t for pair in self.indicators for t in pair]),
            "revealed": self.revealed, "turned_up": len(self.turned_up),
            "dice": list(self.dice),
        }


def stacked_wall(
    tileset: TileSet, rules: PlayRules, hands: list[str], draws: str = "", dead: str = "",
    tail: str = "",
) -> Wall:
    """A stacked wall for scenarios, written in the variant's notation.

    `hands[i]` is what the seat i places after the dealer gets in the deal (13 tiles, or 14
    for the dealer when the rules deal a 14th); a short or missing hand is filled up. `draws`
    are the next live-wall tiles in drawing order; `dead` the dead wall in drawing order:
    replacement tiles first, then the dora/ura indicator pairs; `tail` the live wall's last
    tiles from its end (the last tile first, as a replenished dead wall takes them). Every
    other tile fills the rest in a fixed shuffled order (seed 0), so unnamed tiles rarely form
    melds.
    """
    pool = list(tileset.physical_tiles())
    random.Random(0).shuffle(pool)

    def take(text: str) -> list[Tile]:
        out = []
        for t in tileset.parse(text):
            if t not in pool:
                raise ValueError(f"a stacked wall uses more {t.name} than the set has")
            pool.remove(t)
            out.append(t)
        return out

    seat_tiles = [take(h) for h in hands] + [[] for _ in range(rules.players - len(hands))]
    reserved = take(draws), take(dead), take(tail)
    for i, tiles in enumerate(seat_tiles):
        size = rules.hand_size + (1 if i == 0 and rules.dealer_extra else 0)
        while len(tiles) < size:
            filler = next(t for t in pool if not t.is_bonus)
            pool.remove(filler)
            tiles.append(filler)
    order: list[Tile] = []
    for size in rules.deal:
        for tiles in seat_tiles:
            order.extend(tiles[:size])
            del tiles[:size]
    if rules.dealer_extra and seat_tiles:
        order.extend(seat_tiles[0][:1])
        del seat_tiles[0][:1]
    if any(seat_tiles):
        raise ValueError("a stacked hand has more tiles than the deal gives")
    order.extend(reserved[0])
    dead_tiles = reserved[1]
    filler_dead = rules.dead_wall - len(dead_tiles)
    if filler_dead < 0:
        raise ValueError("the stacked dead wall is larger than the rules' dead wall")
    rest_live = pool[: len(pool) - filler_dead]
    dead_tiles += pool[len(pool) - filler_dead :]
    order.extend(rest_live)
    order.extend(reserved[2][::-1])
    return Wall.from_order(order + dead_tiles[::-1], rules, ())
