"""Every discard of a hand one tile over size, with the tiles that would improve what is left and
how many of each are unseen; a ready hand's waits are scored, so that a wait whose win falls
below the variant's minimum (no yaku, under 3 faan ...) does not count as a good one."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core import shanten as sh
from game.core.hands import shapes
from game.core.model.sheet import WinSituation
from game.core.model.tiles import Tile
from game.core.variants import get_variant


@dataclass(frozen=True)
class Improver:
    """A tile that lowers the shanten of what is left: `left` copies unseen. For a ready hand
    it wins; `scores` says whether that win reaches the minimum (None: not a win yet)."""

    tile: Tile
    left: int
    scores: bool | None = None


@dataclass(frozen=True)
class DiscardOption:
    tile: Tile
    shanten: int  # of the hand after the discard
    tiles: tuple[Improver, ...]

    @property
    def total(self) -> int:
        """Unseen tiles that improve the hand (ukeire)."""
        return sum(i.left for i in self.tiles)

    @property
    def useful(self) -> int:
        """Those that are worth drawing: for a ready hand only wins that score enough."""
        return sum(i.left for i in self.tiles if i.scores is not False)

    @property
    def rank(self) -> tuple[int, int]:
        """Lower is better: a ready hand none of whose wins scores is no nearer than one step
        away; then the more useful tiles the better."""
        dead = self.shanten == 0 and self.useful == 0
        return (self.shanten + dead, -self.useful)


@dataclass(frozen=True)
class Seat:
    """Whose hand it is, for scoring its wins."""

    seat_wind: str = "S"
    round_wind: str = "E"


def discard_options(variant_id: str, options: Mapping[str, Any] | None, hand: Sequence[Tile],
                    seat: Seat = Seat()) -> list[DiscardOption]:
    """Each different discard of a concealed hand of 3k+2 tiles, best first."""
    variant = get_variant(variant_id)
    opts = variant.resolve(dict(options or {}))
    grammar = variant.grammar(opts)
    ts = grammar.tileset
    # Where a ready closed hand may declare riichi, that is a yaku every wait can have.
    flags = frozenset({"riichi"}) if variant.play_rules(opts).riichi else frozenset()
    out: list[DiscardOption] = []
    done: set[Tile] = set()
    for t in hand:
        if t in done:
            continue
        done.add(t)
        rest = list(hand)
        rest.remove(t)
        counts = ts.counts(rest)
        # the tile thrown lies in the pond, seen: a tester's "North 3" with two Norths left
        pond = sh.with_discard(None, ts.index[t.plain], len(counts))
        value, kinds = sh.ukeire(grammar, counts, 0, pond)
        tiles: tuple[Improver, ...]
        if value == 0:
            tiles = tuple(Improver(w.tile, w.left, _scores(variant, opts, rest, w.tile, seat,
                                                            flags))
                          for w in shapes.waits(grammar, rest, (), seen=[t]))
        else:
            tiles = tuple(Improver(grammar.kinds[k], left) for k, left in kinds)
        out.append(DiscardOption(t, value, tiles))
    out.sort(key=lambda o: (o.rank, ts.index.get(o.tile.plain, 0)))
    return out


def _scores(variant: Any, options: Mapping[str, Any], rest: Sequence[Tile], win: Tile,
            seat: Seat, flags: frozenset[str]) -> bool:
    """Whether winning on `win`, by a discard or by self-draw, reaches the minimum."""
    for by in ("ron", "tsumo"):
        situation = WinSituation(hand=(*rest, win), melds=(), win_tile=win, by=by,
                                 seat_wind=seat.seat_wind, round_wind=seat.round_wind,
                                 flags=flags, players=variant.players_for(options))
        if variant.score(situation, options).valid:
            return True
    return False


def best(options: Sequence[DiscardOption]) -> list[DiscardOption]:
    """The options as good as the best one."""
    return [o for o in options if options and o.rank == options[0].rank]
