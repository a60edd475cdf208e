"""The turn-phase state machine: `legal_actions(seat)` says what may happen, `apply` does it.

All sequencing lives here: who acts next, which window opens, when a hand ends and the next
begins. What may be done, how a window ends, how a hand ends and how the match goes on are
decided by pure functions (claims, hand_end, progress); the game carries their decisions out
on its state and says what happened as events.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from game.core.engine import claims, hand_end, moves, power_moves, powers, progress, wins
from game.core.engine.refusals import no_win_words, why_illegal, win_asked
from game.core.engine.ruleset import Ruleset
from game.core.engine.wins import Scorer
from game.core.model.grammar import Grammar
from game.core.model.melds import MeldKind
from game.core.model.tiles import Tile, TileSet
from game.core.table.actions import (
    AbortHand,
    Action,
    Continue,
    Discard,
    ExtractNorth,
    IllegalAction,
    Kong,
    RevealBonus,
    Tsumo,
    UsePower,
    action_from_dict,
    action_to_dict,
)
from game.core.table.events import (
    Drew,
    Event,
    FuritenMarked,
    HandDealt,
    HandsRevealed,
    NorthExtracted,
    PowersDealt,
    Scored,
)
from game.core.table.rules import PlayRules
from game.core.table.state import (
    GameState,
    HandResult,
    Phase,
    SeatState,
    SeatView,
    View,
)
from game.core.table.wall import Wall, WallEmpty
from game.core.variants.base import Variant


class Game:
    """One match of one variant, from the first deal to the match end.

    Build with `Game(variant_id, options, seed)`; `stacked` walls
    (game.core.table.wall.stacked_wall) replace the shuffled wall of the next hands, for
    scenarios.
    """

    def __init__(self, variant: str, options: Mapping[str, Any] | None = None, seed: int = 0,
                 stacked: list[Wall] | None = None) -> None:
        self.ruleset = rs = Ruleset.of(variant, options)
        self.scorer = Scorer(rs)
        self.rng = random.Random(seed)
        self.stacked = list(stacked or [])
        n = rs.rules.players
        self.state = GameState(variant, dict(rs.options), seed, n, [rs.rules.start_points] * n)
        self.state.seats = [SeatState() for _ in range(n)]
        self.state.powers, self.state.charges = powers.deal_powers(rs, seed)
        self._legal_cache: dict[int, list[Action]] = {}

    @property
    def variant(self) -> Variant:
        return self.ruleset.variant

    @property
    def options(self) -> Mapping[str, Any]:
        return self.ruleset.options

    @property
    def rules(self) -> PlayRules:
        return self.ruleset.rules

    @property
    def tileset(self) -> TileSet:
        return self.ruleset.tileset

    @property
    def grammar(self) -> Grammar:
        return self.ruleset.grammar

    # ----------------------------------------------------------------------- questions

    @property
    def phase(self) -> Phase:
        return self.state.phase

    def legal_actions(self, seat: int) -> list[Action]:
        """Everything `seat` may do now: the single source for the AI, the UI and the tests."""
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
            if seat != st.turn:
                return []
            return claims.act_options(st, self.ruleset, self.scorer, seat) + \
                powers.options(st, self.rules, seat)
        if st.phase in (Phase.CLAIM, Phase.ROB_KONG):
            if seat in st.pending and seat not in st.answers:
                return list(st.pending[seat])
        return []

    def win_refusal(self, seat: int, win_tile: Tile, by: str, without: Tile | None = None,
                    declaring: frozenset[str] = frozenset()) -> str:
        """Why `seat` could not win on `win_tile` by "ron" or "tsumo" now, with its concealed
        tiles less `without` (a discard it weighs): "" if it would win, "not complete", or the
        scorer's reason ("no yaku", below the minimum). For a seat's own aids: it reads only
        that seat's tiles and what is face up. `declaring`: what discarding `without` would
        declare ("riichi", "original_call"), counted as declared."""
        hand = [t for t in self.state.seats[seat].hand if not t.is_bonus]
        drawn = self.state.seats[seat].drawn
        if without is not None:
            hand.remove(without)
        elif len(hand) % 3 == 2 and drawn in hand:
            hand.remove(drawn)  # the tile just drawn is the one asked about
        return wins.refusal(self.state, self.ruleset, seat, win_tile, by, hand, declaring)

    def refusal(self, action: Action) -> str:
        """Why `action` may not be played now, in a player's words ("" when it may)."""
        if action in self.legal_actions(action.seat):
            return ""
        asked = win_asked(self.state, action)
        if asked is not None:  # a win: the scorer's reason, or furiten
            tile, by = asked
            furiten = by == "ron" and claims.furiten(self.state, self.ruleset, action.seat)
            words = no_win_words(self.win_refusal(action.seat, tile, by), tile, furiten)
            if words:
                return words
        return why_illegal(self.state, self.rules, action)

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
        """What `seat` may know: its own hand and everything face up, never the wall."""
        st, rules = self.state, self.rules
        wall = st.wall
        seats = []
        for i, s in enumerate(st.seats):
            hidden = (rules.hide_concealed_kongs and i != seat
                      and st.phase not in (Phase.HAND_END, Phase.MATCH_END))
            melds = tuple(None if hidden and not m.open else m for m in s.melds)
            # Ùzje: one shared pile; who discarded what is not shown on the table.
            discards = () if rules.shared_discards and i != seat else tuple(s.discards)
            power = (st.powers[i], st.charges[i], s.power_used) if st.powers and wall else (
                "", 0, False)
            seats.append(SeatView(i, st.seat_wind(i), st.scores[i], len(s.hand), melds,
                                  tuple(s.bonus), discards, len(s.north), s.riichi, *power))
        me = st.seats[seat]
        return View(
            seat=seat, phase=st.phase, turn=st.turn, hand=tuple(me.hand), drawn=me.drawn,
            seats=tuple(seats), dealer=st.dealer, round_wind=st.round_wind, honba=st.honba,
            pot=st.pot, wall_left=wall.left if wall else 0,
            dora_indicators=wall.dora_indicators if wall else (),
            turned_up=tuple(wall.turned_up) if wall else (),
            shared_pile=tuple(st.shared_pile), last_discard=st.last_discard,
            players=st.players, furiten=claims.furiten(st, self.ruleset, seat),
            repeat=st.repeat, insight=tuple(me.insight),
        )

    def digest(self) -> str:
        return self.state.digest(self.tileset)

    # ----------------------------------------------------------------------- doing

    def apply(self, action: Action) -> list[Event]:
        """Do `action`; returns what happened. An illegal action raises IllegalAction naming
        the rule it breaks, and the state is unchanged."""
        action = self._as_offered(action)
        self.state.log.append(action_to_dict(action, self.tileset))
        self._legal_cache = {}
        events: list[Event] = []
        st = self.state
        if isinstance(action, Continue):
            if st.phase == Phase.DEAL:
                self._deal(events)
            else:
                self._next_hand(events)
        elif st.phase == Phase.ACT:
            self._act(action, events)
        else:
            st.answers[action.seat] = action
            if all(s in st.answers for s in st.pending):
                self._close_window(events)
        self._legal_cache = {}
        return events

    def _as_offered(self, action: object) -> Action:
        """The legal action equal to `action`, as the engine made it, so the log and the state
        hold only its own values (an int seat, interned tiles); IllegalAction otherwise."""
        if not isinstance(action, Action):
            raise IllegalAction(action, "not an action")
        if type(action.seat) is not int:  # True == 1, but a log cannot replay a bool seat
            raise IllegalAction(action, "the seat is not a seat number")
        legal = self.legal_actions(action.seat)
        try:
            return legal[legal.index(action)]
        except ValueError:
            raise IllegalAction(action, self.refusal(action)) from None

    # ----------------------------------------------------------------------- the deal

    def _deal(self, events: list[Event]) -> None:
        """Deal a hand: bonus tiles replaced seat by seat, then the dealer plays first."""
        st, rules = self.state, self.rules
        wall = self.stacked.pop(0) if self.stacked else Wall.build(
            self.tileset.physical_tiles(), rules, self.rng)
        moves.deal(st, rules, wall, events)
        if st.powers:
            events.append(PowersDealt(st.powers, tuple(st.charges)))
        for seat in moves.deal_order(st):
            moves.replace_bonus(st, rules, seat, events)
        for i, other in enumerate(st.seats):
            if i != st.dealer:
                other.drawn = None
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

    # ----------------------------------------------------------------------- draws

    def _draw(self, seat: int, events: list[Event], replacement: bool = False) -> None:
        """`seat` draws (from the dead wall for a replacement); an empty wall ends the hand."""
        st = self.state
        wall = st.wall
        assert wall is not None
        st.phase = Phase.REPLACEMENT if replacement else Phase.DRAW
        s = st.seats[seat]
        try:
            t = wall.draw_replacement() if replacement else wall.draw()
        except WallEmpty:  # the turn stays with the last seat that played
            self._end_hand(hand_end.exhaustive_draw(st, self.ruleset), events)
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
            moves.replace_bonus(st, self.rules, seat, events)
            if s.drawn is not None and s.drawn.is_bonus:
                self._end_hand(hand_end.exhaustive_draw(st, self.ruleset), events)
                return
        if not replacement:
            st.after_kong = 0
        st.phase = Phase.ACT

    def _replacement_draw(self, seat: int, events: list[Event]) -> None:
        self.state.after_kong += 1
        self._draw(seat, events, replacement=True)

    # ----------------------------------------------------------------------- the turn

    def _act(self, action: Action, events: list[Event]) -> None:
        st, rs = self.state, self.ruleset
        s = st.seats[action.seat]
        if isinstance(action, Discard):
            moves.discard(st, rs, action, events)
            self._open_claim_window(action.seat, action.tile, events)
        elif isinstance(action, Tsumo):
            tile = s.drawn or s.hand[-1]
            self._end_hand(hand_end.win(st, rs, self.scorer, (action.seat,), None, tile), events)
        elif isinstance(action, Kong):
            moves.kong(st, rs.rules, action, events)
            self._open_rob_window(action.seat, action.tile, action.kind, events)
        elif isinstance(action, ExtractNorth):
            s.hand.remove(action.tile)
            s.north.append(action.tile)
            s.drawn = None
            events.append(NorthExtracted(action.seat, action.tile))
            self._open_rob_window(action.seat, action.tile, "north", events)
        elif isinstance(action, RevealBonus):
            s.hand.remove(action.tile)
            s.bonus.append(action.tile)
            if not moves.bonus_replaced(st, rs.rules, action.seat, action.tile, events):
                self._end_hand(hand_end.exhaustive_draw(st, rs), events)
        elif isinstance(action, AbortHand):
            self._end_hand(hand_end.abortive_draw(st, "nine_terminals"), events)
        elif isinstance(action, UsePower):
            if not power_moves.use(st, rs, action, self.rng, events):
                self._end_hand(hand_end.exhaustive_draw(st, rs), events)

    def _after_discard(self, events: list[Event]) -> None:
        """Nobody won on or claimed the discard: an abortive draw it brings about, or the next
        seat draws."""
        reason = hand_end.abortive_after_discard(self.state, self.rules)
        if reason:
            self._end_hand(hand_end.abortive_draw(self.state, reason), events)
        else:
            self._draw((self.state.turn + 1) % self.state.players, events)

    def _call(self, seat: int, action: Action, events: list[Event]) -> None:
        """A claim won: its meld is made; a chow or pung plays on, an open kong is robbed
        (classical) or draws its replacement."""
        st = self.state
        meld = moves.call(st, self.ruleset, seat, action, events)
        if meld.kind is not MeldKind.KONG:
            st.phase = Phase.ACT
        elif self.rules.rob_any_kong:
            assert meld.claimed is not None
            self._open_rob_window(seat, meld.claimed, "open", events)
        else:
            self._replacement_draw(seat, events)

    # ----------------------------------------------------------------------- windows

    def _open_claim_window(self, discarder: int, t: Tile, events: list[Event]) -> None:
        """The others may claim the discard; when none can, play goes on."""
        st = self.state
        st.pending, st.answers = {}, {}
        window = claims.claim_window(st, self.ruleset, self.scorer, discarder, t)
        self._mark_furiten(window.furiten, events)
        if window.pending:
            st.pending, st.phase = window.pending, Phase.CLAIM
        else:
            moves.deposit_riichi(st, self.rules, events)
            self._after_discard(events)

    def _open_rob_window(self, seat: int, t: Tile, kind: str, events: list[Event]) -> None:
        """After a kong (or a North set aside) the others may win on its tile, else the
        seat draws its replacement."""
        st = self.state
        st.pending, st.answers = {}, {}
        window = claims.rob_window(st, self.ruleset, self.scorer, seat, t, kind)
        self._mark_furiten(window.furiten, events)
        if window.pending:
            st.pending, st.kong_pending, st.phase = window.pending, (seat, t, kind), Phase.ROB_KONG
        else:
            moves.kong_stands(st, self.rules, kind, events)
            self._replacement_draw(seat, events)

    def _mark_furiten(self, marks: tuple[tuple[int, bool], ...], events: list[Event]) -> None:
        """Seats that let a winning tile go: furiten until their next draw, for the rest of
        the hand after riichi."""
        for seat, permanent in marks:
            s = self.state.seats[seat]
            s.furiten_temp = True
            s.furiten_perm = s.furiten_perm or permanent
            events.append(FuritenMarked(seat, permanent))

    def _close_window(self, events: list[Event]) -> None:
        """Everyone has answered: carry out the window's resolution."""
        st = self.state
        resolution = claims.resolve(st, self.ruleset)
        robbed = st.phase == Phase.ROB_KONG
        kong = st.kong_pending
        st.pending, st.answers, st.kong_pending = {}, {}, None
        self._mark_furiten(resolution.furiten, events)
        win = resolution.win
        if resolution.abortive:
            self._end_hand(hand_end.abortive_draw(st, resolution.abortive), events)
        elif win is not None:
            self._end_hand(hand_end.win(st, self.ruleset, self.scorer, win.winners,
                                        win.discarder, win.tile, win.flags), events)
        elif robbed:
            assert kong is not None
            moves.kong_stands(st, self.rules, kong[2], events)
            self._replacement_draw(kong[0], events)
        else:
            moves.deposit_riichi(st, self.rules, events)
            if resolution.call is not None:
                self._call(*resolution.call, events)
            else:
                self._after_discard(events)

    # ----------------------------------------------------------------------- hand and match

    def _end_hand(self, end: hand_end.HandEnd, events: list[Event]) -> None:
        """Settle a hand: everyone is shown the result and every hand, scores change."""
        st = self.state
        st.phase = Phase.SCORING
        if st.powers:
            end = powers.settle(st, self.rules, end)
        st.pot -= end.settlement.from_pot
        events.extend(end.shown)
        events.append(HandsRevealed(tuple(tuple(s.hand) for s in st.seats),
                                    tuple(tuple(s.melds) for s in st.seats)))
        deltas = end.settlement.deltas(st.players)
        for i, d in enumerate(deltas):
            st.scores[i] += d
        events.append(Scored(deltas, tuple(st.scores), end.settlement))
        st.result = end.result
        st.phase = Phase.HAND_END

    def _next_hand(self, events: list[Event]) -> None:
        """Leave a hand's result: the next hand is dealt, or the match ends."""
        st = self.state
        st.phase = Phase.NEXT_HAND
        st.hands_played += 1
        step = progress.next_hand(st, self.rules, st.result or HandResult())
        if isinstance(step, progress.MatchEnd):
            ended = progress.match_end(st, self.rules, step.reason)
            st.scores, st.pot = list(ended.scores), 0
            st.phase, st.match_over = Phase.MATCH_END, True
            events.append(ended)
            return
        st.dealer, st.round_wind, st.honba = step.dealer, step.round_wind, step.honba
        st.dealer_wins, st.extension, st.repeat = step.dealer_wins, step.extension, step.repeat
        self._deal(events)

    # ----------------------------------------------------------------------- logs

    def to_log(self) -> dict[str, Any]:
        """The game log: variant, options, seed and every action, in JSON-ready form."""
        return {"variant": self.variant.id, "options": dict(self.options),
                "seed": self.state.seed, "actions": list(self.state.log)}

    @classmethod
    def from_log(cls, log: Mapping[str, Any], stacked: list[Wall] | None = None,
                 heard: Callable[[list[Event]], None] | None = None) -> Game:
        """Replay a game log (or a save: the same thing) to the identical state; `heard` is
        given each action's events (a resumed table follows what its screen keeps)."""
        game = cls(log["variant"], log.get("options"), int(log["seed"]), stacked)
        for data in log["actions"]:
            events = game.apply(action_from_dict(data, game.tileset))
            if heard is not None:
                heard(events)
        return game


# The form of Game.digest(); a save made under another form is checked by its replay alone.
DIGEST_VERSION = 2


def save_game(game: Game) -> dict[str, Any]:
    """A game in progress as a plain dict (file I/O belongs to game.store)."""
    out = game.to_log()
    out["digest"] = game.digest()
    out["digest_version"] = DIGEST_VERSION
    return out


def load_game(data: Mapping[str, Any],
              heard: Callable[[list[Event]], None] | None = None) -> Game:
    """Rebuild a saved game by replaying its actions (each must still be legal). A save of
    this digest form must also replay to its saved state: a rule change that alters the
    game shows there. An older form's digest cannot be compared, so its replay decides.
    `heard`: as for Game.from_log."""
    game = Game.from_log(data, heard=heard)
    if data.get("digest_version") == DIGEST_VERSION and data.get("digest") != game.digest():
        raise ValueError("the saved game does not replay to the saved state")
    return game
