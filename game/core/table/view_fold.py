"""A seat's view rebuilt from the events that seat was shown: no hidden tile needed, ever.

`ViewFold` takes the events of one seat (`events_for`) in order and answers `view()`. It is
how a client, a record or a bot that only hears events knows the table, and the property
tests hold it equal to the engine's own `Game.view` after every action.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.core.hands.shapes import waiting_kinds
from game.core.model.grammar import Grammar
from game.core.model.melds import Meld, MeldKind
from game.core.model.tiles import Tile, TileSet
from game.core.table.events import (
    BonusReplaced,
    Called,
    Dealt,
    Discarded,
    Drew,
    Event,
    FlowerFound,
    FuritenMarked,
    HandDealt,
    HandsRevealed,
    HandStarted,
    IndicatorRevealed,
    KongDeclared,
    MatchEnded,
    NorthExtracted,
    PowerRevealed,
    PowersDealt,
    PowerUsed,
    RiichiDeposited,
    Scored,
    TileRedrawn,
    TileTraded,
    TileTurnedUp,
)
from game.core.table.rules import PlayRules
from game.core.table.state import DiscardRecord, Phase, SeatView, View


@dataclass
class _Seat:
    score: int
    hand_count: int = 0
    melds: list[Meld | None] = field(default_factory=list)
    hidden: dict[int, Meld] = field(default_factory=dict)  # meld index -> revealed at hand end
    bonus: list[Tile] = field(default_factory=list)
    discards: list[DiscardRecord] = field(default_factory=list)
    north: int = 0
    riichi: bool = False
    power: str = ""
    charges: int = 0
    power_used: bool = False


class ViewFold:
    """One seat's knowledge of the match, advanced event by event."""

    def __init__(self, seat: int, players: int, start_points: int, rules: PlayRules,
                 tileset: TileSet, grammar: Grammar) -> None:
        self.seat, self.players = seat, players
        self.rules, self.tileset, self.grammar = rules, tileset, grammar
        self.seats = [_Seat(start_points) for _ in range(players)]
        self.phase, self.turn = Phase.DEAL, 0
        self.hand: list[Tile] = []
        self.drawn: Tile | None = None
        self.dealer = self.round_wind = self.honba = self.pot = self.wall_left = 0
        self.dora: list[Tile] = []
        self.turned_up: list[Tile] = []
        self.pile: list[Tile] = []
        self.last_discard: tuple[int, Tile] | None = None
        self.furiten_marked = self.furiten_kept = False
        self.insight: list[tuple[str, tuple[Tile, ...]]] = []
        self.repeat, self.hands = 0, 0  # the dealer's hands in a row before this; hands seen

    def seen_before(self, dealer: int, round_wind: int, repeat: int) -> None:
        """Fold from a later hand's start: the hand before it was `dealer`'s in `round_wind`,
        after `repeat` of theirs in a row (so the next hand knows whether it repeats)."""
        self.hands, self.dealer, self.round_wind, self.repeat = 1, dealer, round_wind, repeat

    # ------------------------------------------------------------------------------ folding

    def apply(self, event: Event) -> None:
        handler = getattr(self, "_" + type(event).__name__, None)
        if handler is not None:
            handler(event)

    def _HandStarted(self, e: HandStarted) -> None:
        again = self.hands > 0 and (e.dealer, e.round_wind) == (self.dealer, self.round_wind)
        self.repeat, self.hands = self.repeat + 1 if again else 0, self.hands + 1
        self.seats = [_Seat(score) for score in e.scores]
        self.dealer, self.round_wind, self.honba, self.pot = e.dealer, e.round_wind, e.honba, e.pot
        self.hand, self.drawn, self.dora, self.turned_up, self.pile = [], None, [], [], []
        self.last_discard = None
        self.furiten_marked = self.furiten_kept = False
        self.insight = []
        self.phase, self.turn = Phase.DEAL, e.dealer

    def _Dealt(self, e: Dealt) -> None:
        self.seats[e.seat].hand_count += e.count
        if e.seat == self.seat and e.tiles is not None:
            self.hand.extend(e.tiles)
        self.wall_left = e.left

    def _HandDealt(self, e: HandDealt) -> None:
        # The dealer's 14th tile, dealt (classical) or drawn, is its drawn tile; the deal
        # ends with every hand sorted, the dealer's drawn tile among the rest.
        if self.seat != self.dealer:
            self.drawn = None
        elif self.rules.dealer_extra:
            self.drawn = self.hand[-1] if self.hand else None
        self.hand = self.tileset.sort(self.hand)
        self.phase, self.turn = Phase.ACT, self.dealer

    def _IndicatorRevealed(self, e: IndicatorRevealed) -> None:
        self.dora.append(e.tile)
        self.wall_left = e.left

    def _TileTurnedUp(self, e: TileTurnedUp) -> None:
        self.turned_up.append(e.tile)

    def _BonusReplaced(self, e: BonusReplaced) -> None:
        s = self.seats[e.seat]
        s.bonus.append(e.bonus)
        if e.seat == self.seat:
            self.hand.remove(e.bonus)
            if e.tile is not None:
                self.hand.append(e.tile)
                self.drawn = e.tile
        if not e.replaced:
            s.hand_count -= 1
        self.wall_left = e.left

    def _Drew(self, e: Drew) -> None:
        self.seats[e.seat].hand_count += 1
        if e.seat == self.seat:
            assert e.tile is not None
            self.hand.append(e.tile)
            self.drawn = e.tile
            self.furiten_marked = False
        self.wall_left, self.last_discard = e.left, None
        self.phase, self.turn = Phase.ACT, e.seat

    def _Discarded(self, e: Discarded) -> None:
        s = self.seats[e.seat]
        s.hand_count -= 1
        if e.seat == self.seat:
            self.hand.remove(e.tile)
            self.hand = self.tileset.sort(self.hand)
            self.drawn = None
        s.riichi = s.riichi or e.riichi
        s.discards.append(DiscardRecord(e.tile, e.tsumogiri, e.riichi, call=e.call))
        if self.rules.shared_discards:
            self.pile = self.tileset.sort([*self.pile, e.tile])
        self.last_discard = (e.seat, e.tile)
        self.phase, self.turn = Phase.CLAIM, e.seat

    def _RiichiDeposited(self, e: RiichiDeposited) -> None:
        self.seats[e.seat].score -= e.points
        self.pot += e.points

    def _Called(self, e: Called) -> None:
        s = self.seats[e.seat]
        claimed = e.meld.claimed
        own = list(e.meld.tiles)
        own.remove(claimed)  # type: ignore[arg-type]
        s.hand_count -= len(own)
        if e.seat == self.seat:
            for t in own:
                self.hand.remove(t)
            self.drawn = None
        s.melds.append(e.meld)
        source = self.seats[e.from_seat]
        rec = source.discards[-1]
        source.discards[-1] = replace(rec, claimed=True)
        if self.rules.shared_discards and claimed in self.pile:
            self.pile.remove(claimed)
        self.last_discard = None
        self.turn = e.seat
        self.phase = Phase.ROB_KONG if e.meld.kind is MeldKind.KONG else Phase.ACT

    def _KongDeclared(self, e: KongDeclared) -> None:
        s = self.seats[e.seat]
        if e.kind == "closed":
            s.hand_count -= 4
            if e.seat == self.seat and e.meld is not None:
                for t in e.meld.tiles:
                    self.hand.remove(t)
            s.melds.append(e.meld)
        else:
            assert e.meld is not None
            s.hand_count -= 1
            if e.seat == self.seat:
                self.hand.remove(e.meld.tiles[-1])
            plain = e.meld.tiles[0].plain
            i = next(i for i, m in enumerate(s.melds) if m is not None
                     and m.kind is MeldKind.PUNG and m.tiles[0].plain is plain)
            s.melds[i] = e.meld
        if e.seat == self.seat:
            self.drawn = None
        self.phase, self.turn = Phase.ROB_KONG, e.seat

    def _NorthExtracted(self, e: NorthExtracted) -> None:
        s = self.seats[e.seat]
        s.hand_count -= 1
        s.north += 1
        if e.seat == self.seat:
            self.hand.remove(e.tile)
            self.drawn = None
        self.phase, self.turn = Phase.ROB_KONG, e.seat

    def _PowersDealt(self, e: PowersDealt) -> None:
        for s, name, charges in zip(self.seats, e.powers, e.charges, strict=True):
            s.power, s.charges, s.power_used = name, charges, False

    def _PowerUsed(self, e: PowerUsed) -> None:
        s = self.seats[e.seat]
        s.charges, s.power_used = e.charges, True

    def _PowerRevealed(self, e: PowerRevealed) -> None:
        self.insight.append((e.power, e.tiles))

    def _TileRedrawn(self, e: TileRedrawn) -> None:
        self._swap(e.seat, e.returned, e.tile, e.left)

    def _TileTraded(self, e: TileTraded) -> None:
        self._swap(e.seat, e.given, e.taken, e.left)

    def _swap(self, seat: int, out: Tile | None, into: Tile | None, left: int) -> None:
        """A power changed one tile of `seat`'s hand for one of the wall's."""
        if seat == self.seat and out is not None and into is not None:
            self.hand.remove(out)
            self.hand.append(into)
            self.drawn = into
        self.wall_left = left

    def _FlowerFound(self, e: FlowerFound) -> None:
        self.seats[e.seat].bonus.append(e.bonus)
        self.wall_left = e.left

    def _FuritenMarked(self, e: FuritenMarked) -> None:
        self.furiten_marked = True
        self.furiten_kept = self.furiten_kept or e.permanent

    def _HandsRevealed(self, e: HandsRevealed) -> None:
        for s, melds in zip(self.seats, e.melds, strict=True):
            s.melds = list(melds)

    def _Scored(self, e: Scored) -> None:
        for s, score in zip(self.seats, e.scores, strict=True):
            s.score = score
        self.pot -= sum(e.deltas)
        self.phase = Phase.HAND_END

    def _MatchEnded(self, e: MatchEnded) -> None:
        for s, score in zip(self.seats, e.scores, strict=True):
            s.score = score
        self.pot = 0
        self.phase = Phase.MATCH_END

    # ------------------------------------------------------------------------------ the view

    def _furiten(self) -> bool:
        if not self.rules.furiten:
            return False
        if self.furiten_marked or self.furiten_kept:
            return True
        hand = [t for t in self.hand if not t.is_bonus]
        if len(hand) % 3 != 1:
            return False
        melds = [m for m in self.seats[self.seat].melds if m is not None]
        waits = set(waiting_kinds(self.grammar, hand, melds))
        return any(d.tile.plain in waits for d in self.seats[self.seat].discards)

    def view(self) -> View:
        seats = []
        for i, s in enumerate(self.seats):
            wind = (i - self.dealer) % self.players
            discards = () if self.rules.shared_discards and i != self.seat else tuple(s.discards)
            seats.append(SeatView(i, wind, s.score, s.hand_count, tuple(s.melds),
                                  tuple(s.bonus), discards, s.north, s.riichi, s.power,
                                  s.charges, s.power_used))
        return View(
            seat=self.seat, phase=self.phase, turn=self.turn, hand=tuple(self.hand),
            drawn=self.drawn, seats=tuple(seats), dealer=self.dealer,
            round_wind=self.round_wind, honba=self.honba, pot=self.pot,
            wall_left=self.wall_left, dora_indicators=tuple(self.dora),
            turned_up=tuple(self.turned_up), shared_pile=tuple(self.pile),
            last_discard=self.last_discard, players=self.players, furiten=self._furiten(),
            repeat=self.repeat, insight=tuple(self.insight),
        )
