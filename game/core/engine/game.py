"""The turn-phase state machine: `legal_actions(seat)` says what may happen, `apply` does it."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.core.engine import claims
from game.core.hands.shapes import waiting_kinds
from game.core.model.melds import Meld, MeldKind
from game.core.model.tiles import HONOUR, NORTH, Tile, tile
from game.core.table.actions import (
    AbortHand,
    Action,
    Chow,
    Continue,
    Discard,
    ExtractNorth,
    IllegalAction,
    Kong,
    Pung,
    RevealBonus,
    Tsumo,
    action_from_dict,
    action_to_dict,
)
from game.core.table.events import (
    BonusReplaced,
    Called,
    Dealt,
    DiceThrown,
    Discarded,
    Drew,
    Event,
    HandDealt,
    HandStarted,
    IndicatorRevealed,
    KongDeclared,
    NorthExtracted,
    RiichiDeposited,
    TileTurnedUp,
)
from game.core.table.state import DiscardRecord, GameState, Phase, SeatState, SeatView, View
from game.core.table.wall import Wall, WallEmpty
from game.core.variants import get_variant

NORTH_TILE = tile(HONOUR, NORTH)


class Game:
    """One match of one variant, from the first deal to the match end.

    Build with `Game(variant_id, options, seed)`; `stacked` walls
    (game.core.table.wall.stacked_wall) replace the shuffled wall of the next hands, for
    scenarios.
    """

    def __init__(self, variant: str, options: Mapping[str, Any] | None = None, seed: int = 0,
                 stacked: list[Wall] | None = None) -> None:
        self.variant = get_variant(variant)
        self.options = self.variant.resolve(options)
        self.rules = self.variant.play_rules(self.options)
        self.tileset = self.variant.tileset(self.options)
        self.grammar = self.variant.grammar(self.options)
        self.rng = random.Random(seed)
        self.stacked = list(stacked or [])
        n = self.rules.players
        self.state = GameState(variant, dict(self.options), seed, n,
                               [self.rules.start_points] * n)
        self.state.seats = [SeatState() for _ in range(n)]
        self._legal_cache: dict[int, list[Action]] | None = None

    # ----------------------------------------------------------------------- questions

    @property
    def phase(self) -> Phase:
        return self.state.phase

    def legal_actions(self, seat: int) -> list[Action]:
        """Everything `seat` may do now: the single source for the AI, the UI and the tests."""
        if self._legal_cache is None:
            self._legal_cache = {}
        cached = self._legal_cache.get(seat)
        if cached is None:
            cached = self._legal_cache[seat] = self._legal(seat)
        return list(cached)

    def _legal(self, seat: int) -> list[Action]:
        st = self.state
        if not 0 <= seat < st.players:
            return []
        if st.phase in (Phase.DEAL, Phase.HAND_END):
            return [Continue(seat)]
        if st.phase == Phase.ACT:
            return claims.act_options(self, seat) if seat == st.turn else []
        if st.phase in (Phase.CLAIM, Phase.ROB_KONG):
            if seat in st.pending and seat not in st.answers:
                return list(st.pending[seat])
        return []

    def waiting_on(self) -> list[int]:
        """The seats whose answer the game waits for now."""
        st = self.state
        if st.phase == Phase.ACT:
            return [st.turn]
        if st.phase in (Phase.CLAIM, Phase.ROB_KONG):
            return [s for s in sorted(st.pending) if s not in st.answers]
        if st.phase in (Phase.DEAL, Phase.HAND_END):
            return list(range(st.players))
        return []

    def view(self, seat: int) -> View:
        st = self.state
        wall = st.wall
        seats = []
        for i, s in enumerate(st.seats):
            melds: list[Meld | None] = []
            for m in s.melds:
                hidden = (self.rules.hide_concealed_kongs and not m.open and i != seat
                          and st.phase not in (Phase.HAND_END, Phase.MATCH_END))
                melds.append(None if hidden else m)
            # Ùzje: one shared pile; who discarded what is not shown on the table.
            discards = () if self.rules.shared_discards and i != seat else tuple(s.discards)
            seats.append(SeatView(i, st.seat_wind(i), st.scores[i], len(s.hand), tuple(melds),
                                  tuple(s.bonus), discards, len(s.north), s.riichi))
        me = st.seats[seat]
        return View(
            seat=seat, phase=st.phase, turn=st.turn, hand=tuple(me.hand), drawn=me.drawn,
            seats=tuple(seats), dealer=st.dealer, round_wind=st.round_wind, honba=st.honba,
            pot=st.pot, wall_left=wall.left if wall else 0,
            dora_indicators=wall.dora_indicators if wall else (),
            turned_up=tuple(wall.turned_up) if wall else (),
            shared_pile=tuple(st.shared_pile), last_discard=st.last_discard,
            players=st.players, furiten=claims.furiten(self, seat),
        )

    def digest(self) -> str:
        return self.state.digest(self.tileset)

    # ----------------------------------------------------------------------- doing

    def apply(self, action: Action) -> list[Event]:
        """Do `action`; returns what happened. An illegal action raises IllegalAction naming
        the rule it breaks, and the state is unchanged."""
        if action not in self.legal_actions(action.seat):
            raise IllegalAction(action, claims.why_illegal(self, action))
        self.state.log.append(action_to_dict(action, self.tileset))
        self._legal_cache = None
        events: list[Event] = []
        st = self.state
        if isinstance(action, Continue):
            if st.phase == Phase.DEAL:
                self._deal(events)
            else:
                from game.core.engine import match

                match.next_hand(self, events)
        elif st.phase == Phase.ACT:
            self._act(action, events)
        else:
            st.answers[action.seat] = action
            if all(s in st.answers for s in st.pending):
                claims.resolve(self, events)
        self._legal_cache = None
        return events

    # ----------------------------------------------------------------------- the deal

    def _deal(self, events: list[Event]) -> None:
        st, rules = self.state, self.rules
        n = st.players
        wall = self.stacked.pop(0) if self.stacked else Wall.build(
            self.tileset.physical_tiles(), rules, self.rng)
        st.wall = wall
        st.seats = [SeatState() for _ in range(n)]
        st.shared_pile, st.last_discard, st.pending, st.answers = [], None, {}, {}
        st.kong_pending, st.after_kong, st.late_indicator = None, 0, 0
        st.calls_made, st.kongs, st.first_winds, st.result = False, [], [], None
        st.liable = {}
        events.append(HandStarted(st.hands_played, st.round_wind, st.dealer, st.honba, st.pot,
                                  tuple(st.scores)))
        events.append(DiceThrown(st.dealer, wall.dice, wall.break_at))
        order = [(st.dealer + i) % n for i in range(n)]
        for size in rules.deal:
            for s in order:
                got = tuple(wall.draw() for _ in range(size))
                st.seats[s].hand.extend(got)
                events.append(Dealt(s, size, got, wall.left))
        if rules.dealer_extra:
            t = wall.draw()
            st.seats[st.dealer].hand.append(t)
            events.append(Dealt(st.dealer, 1, (t,), wall.left))
        for ind in wall.dora_indicators:
            events.append(IndicatorRevealed(ind, wall.left))
        for s in order:
            self._replace_bonus(s, events)
        for i, seat in enumerate(st.seats):
            seat.drawn = None if i != st.dealer else seat.drawn
        st.turn = st.dealer
        if rules.dealer_extra:
            dealer = st.seats[st.dealer]
            dealer.drawn, dealer.from_wall = dealer.hand[-1], True
            st.phase = Phase.ACT
        else:
            self._draw(st.dealer, events)
        for s in st.seats:
            s.hand[:] = self.tileset.sort(s.hand)
        if st.phase == Phase.ACT:
            events.append(HandDealt(st.dealer))

    def _replace_bonus(self, seat: int, events: list[Event]) -> None:
        """Lay every bonus tile in the hand face up and draw replacements until none is left."""
        s = self.state.seats[seat]
        while True:
            bonus = next((t for t in s.hand if t.is_bonus), None)
            if bonus is None:
                return
            s.hand.remove(bonus)
            s.bonus.append(bonus)
            t = self._bonus_replacement()
            left = self.state.wall.left if self.state.wall else 0
            if t is None:
                events.append(BonusReplaced(seat, bonus, None, False, left))
                return
            s.hand.append(t)
            s.drawn = t
            self.state.loose = not self.rules.bonus_from_live
            events.append(BonusReplaced(seat, bonus, t, True, left))

    def _bonus_replacement(self) -> Tile | None:
        wall = self.state.wall
        assert wall is not None
        try:
            return wall.draw_last_live() if self.rules.bonus_from_live else wall.draw_replacement()
        except WallEmpty:
            return None

    # ----------------------------------------------------------------------- draws

    def _draw(self, seat: int, events: list[Event], replacement: bool = False) -> None:
        """The DRAW (or REPLACEMENT) phase: `seat` draws; an empty wall ends the hand."""
        st = self.state
        wall = st.wall
        assert wall is not None
        st.phase = Phase.REPLACEMENT if replacement else Phase.DRAW
        s = st.seats[seat]
        try:
            t = wall.draw_replacement() if replacement else wall.draw()
        except WallEmpty:  # the turn stays with the last seat that played
            from game.core.engine import match

            match.exhaustive_draw(self, events)
            return
        st.turn = seat
        s.hand.append(t)
        s.drawn = t
        st.loose = replacement
        s.from_wall = True
        s.furiten_temp = False
        st.last_discard = None  # the newest discard is "the discard" until the next draw
        s.kuikae = ()
        events.append(Drew(seat, t, replacement, wall.left))
        if self.rules.bonus_auto and t.is_bonus:
            self._replace_bonus(seat, events)
            if s.drawn is not None and s.drawn.is_bonus:
                from game.core.engine import match

                match.exhaustive_draw(self, events)
                return
        if not replacement:
            st.after_kong = 0
        st.phase = Phase.ACT

    def next_turn(self, events: list[Event]) -> None:
        st = self.state
        self._draw((st.turn + 1) % st.players, events)

    # ----------------------------------------------------------------------- the turn

    def _act(self, action: Action, events: list[Event]) -> None:
        st = self.state
        s = st.seats[action.seat]
        if isinstance(action, Discard):
            self._discard(action, events)
        elif isinstance(action, Tsumo):
            from game.core.engine import match

            match.win(self, [action.seat], None, s.drawn or s.hand[-1], events)
        elif isinstance(action, Kong):
            self._kong(action, events)
        elif isinstance(action, ExtractNorth):
            s.hand.remove(action.tile)
            s.north.append(action.tile)
            s.drawn = None
            events.append(NorthExtracted(action.seat, action.tile))
            claims.open_rob_window(self, action.seat, action.tile, "north", events)
        elif isinstance(action, RevealBonus):
            s.hand.remove(action.tile)
            s.bonus.append(action.tile)
            t = self._bonus_replacement()
            left = st.wall.left if st.wall else 0
            events.append(BonusReplaced(action.seat, action.tile, t, t is not None, left))
            if t is None:
                from game.core.engine import match

                match.exhaustive_draw(self, events)
                return
            s.hand.append(t)
            s.drawn = t
            st.loose = not self.rules.bonus_from_live
        elif isinstance(action, AbortHand):
            from game.core.engine import match

            match.abortive_draw(self, "nine_terminals", events)

    def _discard(self, action: Discard, events: list[Event]) -> None:
        st, rules = self.state, self.rules
        seat = action.seat
        s = st.seats[seat]
        tsumogiri = s.drawn is not None and action.tile is s.drawn
        s.hand.remove(action.tile)
        s.hand[:] = self.tileset.sort(s.hand)
        first_go = s.turns == 0 and not st.calls_made
        if s.riichi:
            s.ippatsu = False
        if action.riichi:
            s.riichi = True
            s.double_riichi = first_go
            s.ippatsu = True
        if action.call:
            s.original_call = True
        s.discards.append(DiscardRecord(action.tile, tsumogiri, action.riichi))
        if rules.shared_discards:
            st.shared_pile.append(action.tile)
            st.shared_pile[:] = self.tileset.sort(st.shared_pile)
        if first_go:
            st.first_winds.append(action.tile)
        s.turns += 1
        s.drawn = None
        s.kuikae = ()
        st.last_discard = (seat, action.tile)
        events.append(Discarded(seat, action.tile, tsumogiri, action.riichi, action.call))
        if st.late_indicator and st.wall is not None:
            for _ in range(st.late_indicator):
                ind = st.wall.reveal_indicator()
                if ind is not None:
                    events.append(IndicatorRevealed(ind, st.wall.left))
            st.late_indicator = 0
        claims.open_claim_window(self, seat, action.tile, events)

    def after_discard_passed(self, events: list[Event]) -> None:
        """Nobody won on the discard: riichi deposit, abortive draws, then the next draw."""
        self.deposit_riichi(events)
        from game.core.engine import match

        reason = match.abortive_after_discard(self)
        if reason:
            match.abortive_draw(self, reason, events)
            return
        self.next_turn(events)

    def deposit_riichi(self, events: list[Event]) -> None:
        """A riichi discard that no one won on: the declarer puts 1,000 in the pot."""
        st = self.state
        if st.last_discard is None:
            return
        seat, t = st.last_discard
        rec = st.seats[seat].discards[-1] if st.seats[seat].discards else None
        if rec is not None and rec.riichi and rec.tile is t:
            st.scores[seat] -= self.rules.riichi_cost
            st.pot += self.rules.riichi_cost
            events.append(RiichiDeposited(seat, self.rules.riichi_cost))

    # ----------------------------------------------------------------------- kongs

    def _kong(self, action: Kong, events: list[Event]) -> None:
        st, rules = self.state, self.rules
        seat = action.seat
        s = st.seats[seat]
        plain = action.tile.plain
        if action.kind == "closed":
            tiles = [t for t in s.hand if t.plain is plain][:4]
            for t in tiles:
                s.hand.remove(t)
            meld = Meld(MeldKind.KONG, tuple(tiles), False, plain.suit)
            s.melds.append(meld)
            events.append(KongDeclared(seat, "closed", meld, rules.hide_concealed_kongs))
            if rules.indicators and st.wall is not None:
                ind = st.wall.reveal_indicator()
                if ind is not None:
                    events.append(IndicatorRevealed(ind, st.wall.left))
        else:  # added
            i = next(i for i, m in enumerate(s.melds)
                     if m.kind is MeldKind.PUNG and m.tiles[0].plain is plain)
            old = s.melds[i]
            s.hand.remove(action.tile)
            meld = Meld(MeldKind.KONG, old.tiles + (action.tile,), True, old.suit, 0,
                        old.claimed, old.source, added=True)
            s.melds[i] = meld
            events.append(KongDeclared(seat, "added", meld))
            if rules.indicators:
                st.late_indicator += 1
            self.turn_up(events)
        s.drawn = None
        st.kongs.append(seat)
        st.calls_made = True  # any kong ends the first go-around (tenhou, double riichi, ...)
        for other in st.seats:
            other.ippatsu = False
        claims.open_rob_window(self, seat, action.tile, action.kind, events)

    def turn_up(self, events: list[Event]) -> None:
        if self.rules.turn_up_per_exposed_kong and self.state.wall is not None:
            t = self.state.wall.turn_up()
            if t is not None:
                events.append(TileTurnedUp(t))

    def replacement_draw(self, seat: int, events: list[Event]) -> None:
        self.state.after_kong += 1
        self._draw(seat, events, replacement=True)

    def claimed(self, seat: int, action: Action, events: list[Event]) -> None:
        """Make the meld of a winning claim (chow, pung, open kong) and give the turn."""
        st, rules = self.state, self.rules
        assert st.last_discard is not None
        src, t = st.last_discard
        s = st.seats[seat]
        if isinstance(action, Kong):
            own = [x for x in s.hand if x.plain is t.plain][:3]
            kind = MeldKind.KONG
        else:
            assert isinstance(action, Chow | Pung)
            own = list(action.tiles)
            kind = MeldKind.CHOW if isinstance(action, Chow) else MeldKind.PUNG
        for x in own:
            s.hand.remove(x)
        template = self.grammar.template_for(own + [t])
        layout = tuple(self.tileset.sort(own + [t]))
        meld = Meld(kind, layout, True, template.suit if template else t.suit,
                    template.step if template else 0, t, (src - seat) % st.players)
        s.melds.append(meld)
        rec = st.seats[src].discards[-1]
        st.seats[src].discards[-1] = DiscardRecord(rec.tile, rec.tsumogiri, rec.riichi, True)
        if rules.shared_discards and t in st.shared_pile:
            st.shared_pile.remove(t)
        st.calls_made = True
        for other in st.seats:
            other.ippatsu = False
        st.last_discard = None
        events.append(Called(seat, meld, src))
        if meld.is_triplet and t.is_honour:
            group = [m for m in s.melds if m.is_triplet and m.tiles[0].is_honour
                     and m.tiles[0].is_dragon == t.is_dragon]
            if len(group) == (3 if t.is_dragon else 4):
                st.liable[seat] = src
        st.turn = seat
        s.drawn = None
        s.from_wall = False
        if rules.kuikae and kind is not MeldKind.KONG:
            s.kuikae = claims.kuikae_tiles(self, meld, t)
        if kind is MeldKind.KONG:
            st.kongs.append(seat)
            if rules.indicators:
                st.late_indicator += 1
            self.turn_up(events)
            if rules.rob_any_kong:
                claims.open_rob_window(self, seat, t, "open", events)
            else:
                self.replacement_draw(seat, events)
        else:
            st.phase = Phase.ACT

    # ----------------------------------------------------------------------- logs

    def tenpai(self, seat: int) -> bool:
        s = self.state.seats[seat]
        hand = [t for t in s.hand if not t.is_bonus]
        return bool(waiting_kinds(self.grammar, hand, s.melds))

    def to_log(self) -> dict[str, Any]:
        """The game log: variant, options, seed and every action, in JSON-ready form."""
        return {"variant": self.variant.id, "options": dict(self.options),
                "seed": self.state.seed, "actions": list(self.state.log)}

    @classmethod
    def from_log(cls, log: Mapping[str, Any], stacked: list[Wall] | None = None) -> Game:
        """Replay a game log (or a save: the same thing) to the identical state."""
        game = cls(log["variant"], log.get("options"), int(log["seed"]), stacked)
        for data in log["actions"]:
            game.apply(action_from_dict(data, game.tileset))
        return game


# The form of Game.digest(); a save made under another form is checked by its replay alone.
DIGEST_VERSION = 2


def save_game(game: Game) -> dict[str, Any]:
    """A game in progress as a plain dict (file I/O belongs to game.store)."""
    out = game.to_log()
    out["digest"] = game.digest()
    out["digest_version"] = DIGEST_VERSION
    return out


def load_game(data: Mapping[str, Any]) -> Game:
    """Rebuild a saved game by replaying its actions (each must still be legal). A save of
    this digest form must also replay to its saved state: a rule change that alters the
    game shows there. An older form's digest cannot be compared, so its replay decides."""
    game = Game.from_log(data)
    if data.get("digest_version") == DIGEST_VERSION and data.get("digest") != game.digest():
        raise ValueError("the saved game does not replay to the saved state")
    return game
