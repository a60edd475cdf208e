"""Opponents' use of Superpowers: a power is used when its expected worth now beats the worth
of keeping the charge for later, each level judging that worth in its own way.

The worth of a use is read from the seat's view alone: how near the hand is to ready (its
shanten), whether the tile just drawn helped, how likely an opponent is ready (the threats of
game.ai.defence), and how many charges are left for the wall still to come.

- beginner: uses its power at the first chance it has (protection only once a threat shows);
- casual: weighs only its own hand (shanten, and a redraw only for a draw that did not help:
  a tester watched a Normal opponent throw back a first draw that had improved its hand);
- normal (and the baseline, which redraws any draw: the reference of self-play is kept as
  it was measured): adds the threats on the table;
- strong: keeps a last charge for a hand near ready;
- expert: also spreads its charges over the wall and the match still to come.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from game.ai.defence import find_threats, turn_of
from game.core.model.melds import Meld
from game.core.model.powers import power
from game.core.shanten import shanten
from game.core.table.actions import Action, Discard, Tsumo, UsePower
from game.core.table.state import View
from game.core.variants import get_variant

# Without riichi: how much each turn played adds to the chance an opponent is ready unseen.
HIDDEN_READY = 0.04
# The worth a use must reach, per level, before it beats keeping the charge (0..1 scale).
NEEDED = {"beginner": 0.0, "casual": 0.45, "normal": 0.5, "strong": 0.55, "expert": 0.55,
          "baseline": 0.5}


class Chooser(Protocol):
    def choose(self, view: View, legal: list[Action]) -> Action: ...


class PowerPlayer:
    """An opponent that may use its power, then plays as `inner` does."""

    def __init__(self, inner: Any, level: str, variant: str,
                 options: Mapping[str, Any] | None) -> None:
        v = get_variant(variant)
        opts = v.resolve(options)
        self.inner, self.level = inner, level
        self.rules = v.play_rules(opts)
        self.tileset = v.tileset(opts)
        self.grammar = v.grammar(opts)

    def __getattr__(self, name: str) -> Any:  # the inner player's other questions
        if name == "inner":  # not set yet (a copy being built)
            raise AttributeError(name)
        return getattr(self.inner, name)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        rest = [a for a in legal if not isinstance(a, UsePower)]
        uses = [a for a in legal if isinstance(a, UsePower)]
        if uses and not any(isinstance(a, Tsumo) for a in rest):
            picked = self.pick(view, uses, rest)
            if picked is not None:
                return picked
        return self.inner.choose(view, self._heeded(view, rest))  # type: ignore[no-any-return]

    def _heeded(self, view: View, legal: list[Action]) -> list[Action]:
        """What Keen Ear heard this hand: no discard of a tile that wins for an opponent,
        while any other discard is left (beginners do not listen)."""
        heard = {t.plain for name, tiles in view.insight if name == "keen_ear" for t in tiles}
        if not heard or self.level == "beginner":
            return legal
        safe = [a for a in legal if not (isinstance(a, Discard) and a.tile.plain in heard)]
        return safe if any(isinstance(a, Discard) for a in safe) else legal

    # ------------------------------------------------------------------------------ worth

    def pick(self, view: View, uses: list[UsePower], rest: list[Action]) -> UsePower | None:
        """The use worth making now, or None to keep the charge."""
        name = uses[0].power
        worth = self.worth(view, name, rest)
        if worth < self.needed(view, name):
            return None
        if not power(name).takes_tile:
            return uses[0]
        plan = self.inner.choose(view, rest)  # trade away the tile it would discard
        return next((u for u in uses if isinstance(plan, Discard) and u.tile is plan.tile),
                    None)

    def needed(self, view: View, name: str) -> float:
        need = NEEDED.get(self.level, 0.5)
        me = view.me
        if self.level in ("strong", "expert") and me.charges == 1 and name != "soft_landing":
            need += 0.15  # the last charge waits for a better hand
        if self.level == "expert":
            hand_share = view.wall_left / max(1, self._live_size())
            need -= 0.2 * (1 - hand_share) * min(1.0, me.charges / 2)  # spend before it ends
        return need

    def _live_size(self) -> int:
        return self.tileset.size - self.rules.dead_wall - self.rules.players * self.rules.hand_size

    def worth(self, view: View, name: str, rest: list[Action]) -> float:
        """How much a use is worth now, 0..1, as this level reads the table."""
        if self.level == "beginner":
            return 0.0 if name == "soft_landing" and not self._threat(view) else 1.0
        sh = self._shanten(view)
        near = {-1: 1.0, 0: 1.0, 1: 0.8, 2: 0.5}.get(sh, 0.2)
        threat = self._threat(view) if self.level != "casual" else 0.0
        if name in ("far_sight", "hidden_star", "flower_hunt"):
            return near if name != "far_sight" else 0.6 * near + 0.2
        if name == "bounty":
            return near if sh <= 0 else 0.6 * near
        if name == "keen_ear":
            return max(threat, 0.3 if self.level == "casual" else 0.0) + 0.2 * (sh >= 1)
        if name == "soft_landing":
            return threat * (1.0 if sh >= 0 else 0.0) + (0.4 if self.level == "casual" else 0)
        if name == "second_wind":
            if self.level not in ("beginner", "baseline") and self._draw_helped(view):
                return 0.0
            return 0.9 if sh >= 1 else 0.3
        if name == "undertow":
            return 0.9 if sh >= 1 else 0.2
        return 0.0

    def _threat(self, view: View) -> float:
        """How likely an opponent is ready: what the table shows (a riichi, open melds) and,
        where no one declares ready, the hand's age (a closed hand is ready late unseen)."""
        found = find_threats(view, self.rules, self.tileset.size)
        shown = max((t.ready for t in found), default=0.0)
        if self.rules.riichi:
            return shown
        return max(shown, min(0.6, HIDDEN_READY * turn_of(view, self.rules, self.tileset.size)))

    def _melds(self, view: View) -> list[Meld]:
        return [m for m in view.me.melds if m is not None]

    def _shanten(self, view: View) -> int:
        counts = self.tileset.counts(t for t in view.hand if not t.is_bonus)
        if sum(counts) % 3 == 2:  # a tile over: the best shanten after a discard
            best = 9
            for i, c in enumerate(counts):
                if c:
                    counts[i] -= 1
                    best = min(best, shanten(self.grammar, counts, self._melds(view)))
                    counts[i] += 1
            return best
        return shanten(self.grammar, counts, self._melds(view))

    def _draw_helped(self, view: View) -> bool:
        """Whether the tile just drawn lowered the hand's shanten."""
        if view.drawn is None:
            return False
        hand = list(view.hand)
        hand.remove(view.drawn)
        counts = self.tileset.counts(t for t in hand if not t.is_bonus)
        before = shanten(self.grammar, counts, self._melds(view))
        return self._shanten(view) < before


def with_powers(player: Any, level: str, variant: str,
                options: Mapping[str, Any] | None) -> Any:
    """`player` as it plays a Superpower match (itself when the rule is off)."""
    if not get_variant(variant).resolve(options).get("superpowers"):
        return player
    return PowerPlayer(player, level, variant, options)
