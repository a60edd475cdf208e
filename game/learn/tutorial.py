"""The guided first hand of a variant (its `guide`: a fixed deal, the player's moves one prompt
at a time, then a few cards on what is special in it), played by the engine on a stacked wall
with opponents who only pass and throw what they draw. The table plays it; a test plays every
one to its win."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.engine import Game
from game.core.table.actions import (
    Action,
    Chow,
    Continue,
    Discard,
    ExtractNorth,
    Kong,
    Pass,
    Pung,
    RevealBonus,
    Ron,
    Tsumo,
)
from game.core.table.state import Phase, View
from game.core.table.wall import stacked_wall
from game.core.variants import VARIANTS, get_variant
from game.core.variants.lessons import Guide, Step

ME = 0
__all__ = ["ME", "Guided", "Opponent", "Step", "expected", "first_guide", "guide",
           "is_claim_step"]


@dataclass(frozen=True)
class Guided:
    """A variant's guided hand: which variant, and its guide."""

    variant: str
    guide: Guide

    @property
    def options(self) -> dict[str, object]:
        return dict(self.guide.options)

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.guide.steps

    @property
    def features(self) -> tuple[Step, ...]:
        return self.guide.features

    def game(self) -> Game:
        """The hand as the engine plays it, on its fixed wall."""
        g = self.guide
        probe = Game(self.variant, self.options, 1)
        wall = stacked_wall(probe.tileset, probe.rules, list(g.hands), g.draws, g.dead, g.tail)
        return Game(self.variant, self.options, 1, stacked=[wall])


def guide(variant_id: str) -> Guided | None:
    """The guided hand of a variant (None for one without, or an unknown id)."""
    found = get_variant(variant_id).guide if variant_id in VARIANTS else None
    return Guided(variant_id, found) if found is not None else None


def first_guide() -> Guided:
    """The guided hand of the first variant that has one (for a variant without)."""
    return next(g for g in map(guide, VARIANTS) if g is not None)


def matches(do: str, action: Action, fmt) -> bool:
    """Whether `action` is the one a step's `do` asks for (`fmt` writes a tile as text)."""
    word, _, tile = do.partition(" ")
    tile_of = getattr(action, "tile", None)
    same = not tile or (tile_of is not None and fmt([tile_of]) == tile)
    kinds = {"discard": Discard, "riichi": Discard, "call": Discard, "pon": Pung,
             "chow": Chow, "kong": Kong, "tsumo": Tsumo, "ron": Ron, "north": ExtractNorth,
             "bonus": RevealBonus}
    kind = kinds.get(word)
    if kind is None or not isinstance(action, kind) or not same:
        return False
    if isinstance(action, Discard):
        return action.riichi == (word == "riichi") and action.call == (word == "call")
    return True


def expected(do: str, legal: Sequence[Action], fmt) -> Action | None:
    """The legal action a step asks for, or None when it asks for none of them."""
    return next((a for a in legal if matches(do, a, fmt)), None)


def is_claim_step(do: str) -> bool:
    return do.split(" ")[0] in ("pon", "chow", "kong", "ron")


class Opponent:
    """A guided hand's opponent: it never wins and never calls; it throws the tile it drew
    (or, after nothing was drawn, its first tile), and sets bonus tiles and Norths aside as
    the rules ask."""

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        for kind in (Continue, RevealBonus):
            found = next((a for a in legal if isinstance(a, kind)), None)
            if found is not None:
                return found
        passing = next((a for a in legal if isinstance(a, Pass)), None)
        if passing is not None:
            return passing
        plain = [a for a in legal if isinstance(a, Discard) and not a.riichi and not a.call]
        if plain:
            return next((a for a in plain if a.tile == view.drawn), plain[0])
        return legal[0]


def waiting_for_me(game: Game) -> bool:
    """Whether the game waits on the player (not in the deal, which goes by itself)."""
    return game.phase not in (Phase.DEAL, Phase.HAND_END, Phase.MATCH_END) \
        and ME in game.waiting_on()
