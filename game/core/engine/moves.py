"""The moves that change the table: dealing, laying bonus tiles aside, discards, kongs, calls
and riichi deposits. Each does one move on the state and says what happened; what comes next
(a draw, a window, the hand's end) is the game's to decide (game.py)."""

from __future__ import annotations

from dataclasses import replace

from game.core.engine import claims
from game.core.engine.ruleset import Ruleset
from game.core.model.melds import Meld, MeldKind
from game.core.model.tiles import Tile
from game.core.table.actions import Action, Chow, Discard, Kong, Pung
from game.core.table.events import (
    BonusReplaced,
    Called,
    Dealt,
    DiceThrown,
    Discarded,
    Event,
    HandStarted,
    IndicatorRevealed,
    KongDeclared,
    RiichiDeposited,
    TileTurnedUp,
)
from game.core.table.rules import PlayRules
from game.core.table.state import DiscardRecord, GameState, SeatState
from game.core.table.wall import Wall, WallEmpty


def deal(st: GameState, rules: PlayRules, wall: Wall, events: list[Event]) -> None:
    """A new hand on `wall`: the table cleared, the dice, every seat's tiles dealt from the
    dealer on, the first indicators turned up."""
    n = st.players
    st.wall = wall
    st.seats = [SeatState() for _ in range(n)]
    st.shared_pile, st.last_discard, st.pending, st.answers = [], None, {}, {}
    st.kong_pending, st.after_kong, st.late_indicator = None, 0, 0
    st.calls_made, st.kongs, st.first_winds, st.result = False, [], [], None
    st.liable = {}
    events.append(HandStarted(st.hands_played, st.round_wind, st.dealer, st.honba, st.pot,
                              tuple(st.scores)))
    events.append(DiceThrown(st.dealer, wall.dice, wall.break_at))
    for size in rules.deal:
        for s in deal_order(st):
            got = tuple(wall.draw() for _ in range(size))
            st.seats[s].hand.extend(got)
            events.append(Dealt(s, size, got, wall.left))
    if rules.dealer_extra:
        t = wall.draw()
        st.seats[st.dealer].hand.append(t)
        events.append(Dealt(st.dealer, 1, (t,), wall.left))
    events.extend(IndicatorRevealed(ind, wall.left) for ind in wall.dora_indicators)


def deal_order(st: GameState) -> list[int]:
    """The seats from the dealer on."""
    return [(st.dealer + i) % st.players for i in range(st.players)]


def replace_bonus(st: GameState, rules: PlayRules, seat: int, events: list[Event]) -> None:
    """Lay every bonus tile in the hand face up and draw replacements until none is left."""
    s = st.seats[seat]
    while True:
        bonus = next((t for t in s.hand if t.is_bonus), None)
        if bonus is None:
            return
        s.hand.remove(bonus)
        s.bonus.append(bonus)
        if not bonus_replaced(st, rules, seat, bonus, events):
            return


def bonus_replaced(st: GameState, rules: PlayRules, seat: int, bonus: Tile,
                   events: list[Event]) -> bool:
    """Draw a bonus tile's replacement (False: none is left, the event says so)."""
    wall = st.wall
    assert wall is not None
    try:
        t = wall.draw_last_live() if rules.bonus_from_live else wall.draw_replacement()
    except WallEmpty:
        events.append(BonusReplaced(seat, bonus, None, False, wall.left))
        return False
    s = st.seats[seat]
    s.hand.append(t)
    s.drawn = t
    st.loose = not rules.bonus_from_live
    events.append(BonusReplaced(seat, bonus, t, True, wall.left))
    return True


def discard(st: GameState, rs: Ruleset, action: Discard, events: list[Event]) -> None:
    """The turn seat discards (with riichi or an Original Call); a kong's late indicator is
    turned up after it."""
    seat = action.seat
    s = st.seats[seat]
    tsumogiri = s.drawn is not None and action.tile is s.drawn
    s.hand.remove(action.tile)
    s.hand[:] = rs.tileset.sort(s.hand)
    first_go = s.turns == 0 and not st.calls_made
    if s.riichi:
        s.ippatsu = False
    if action.riichi:
        # a tile a power brought in (Second Wind, Undertow) ends the first go's privileges
        s.riichi, s.double_riichi, s.ippatsu = True, first_go and not s.traded, True
    if action.call:
        s.original_call = True
    s.discards.append(DiscardRecord(action.tile, tsumogiri, action.riichi, call=action.call))
    if rs.rules.shared_discards:
        st.shared_pile.append(action.tile)
        st.shared_pile[:] = rs.tileset.sort(st.shared_pile)
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


def deposit_riichi(st: GameState, rules: PlayRules, events: list[Event]) -> None:
    """A riichi discard that no one won on: the declarer puts its deposit in the pot."""
    if st.last_discard is None:
        return
    seat, t = st.last_discard
    rec = st.seats[seat].discards[-1] if st.seats[seat].discards else None
    if rec is not None and rec.riichi and rec.tile is t:
        st.scores[seat] -= rules.riichi_cost
        st.pot += rules.riichi_cost
        events.append(RiichiDeposited(seat, rules.riichi_cost))


def kong(st: GameState, rules: PlayRules, action: Kong, events: list[Event]) -> None:
    """A concealed kong from the hand, or a drawn tile added to an exposed pung."""
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
        if rules.indicators and rules.kan_dora:
            reveal_indicator(st, events)
    else:  # added
        i = next(i for i, m in enumerate(s.melds)
                 if m.kind is MeldKind.PUNG and m.tiles[0].plain is plain)
        old = s.melds[i]
        s.hand.remove(action.tile)
        meld = Meld(MeldKind.KONG, old.tiles + (action.tile,), True, old.suit, 0,
                    old.claimed, old.source, added=True)
        s.melds[i] = meld
        events.append(KongDeclared(seat, "added", meld))
        if rules.indicators and rules.kan_dora == "late_open":
            st.late_indicator += 1  # "now": once no one robs it (kong_stands)
        turn_up(st, rules, events)
    s.drawn = None
    st.kongs.append(seat)
    st.calls_made = True  # any kong ends the first go-around (tenhou, double riichi, ...)
    for other in st.seats:
        other.ippatsu = False


def reveal_indicator(st: GameState, events: list[Event]) -> None:
    """Turn up the next kan dora indicator, if one is left."""
    ind = st.wall.reveal_indicator() if st.wall is not None else None
    if ind is not None:
        assert st.wall is not None
        events.append(IndicatorRevealed(ind, st.wall.left))


def kong_stands(st: GameState, rules: PlayRules, kind: str, events: list[Event]) -> None:
    """An added kong no one robbed: where every kan's dora is turned up at once, it is now."""
    if kind == "added" and rules.indicators and rules.kan_dora == "now":
        reveal_indicator(st, events)


def turn_up(st: GameState, rules: PlayRules, events: list[Event]) -> None:
    """Ùzje: each exposed quad turns one dead-wall tile face up."""
    if rules.turn_up_per_exposed_kong and st.wall is not None:
        t = st.wall.turn_up()
        if t is not None:
            events.append(TileTurnedUp(t))


def call(st: GameState, rs: Ruleset, seat: int, action: Action, events: list[Event]) -> Meld:
    """Make the meld of a winning claim (chow, pung, open kong); the turn passes to `seat`."""
    rules = rs.rules
    assert st.last_discard is not None
    src, t = st.last_discard
    s = st.seats[seat]
    if isinstance(action, Kong):
        own = [x for x in s.hand if x.plain is t.plain][:3]
    else:
        assert isinstance(action, Chow | Pung)
        own = list(action.tiles)
    for x in own:
        s.hand.remove(x)
    meld = rs.grammar.claimed_meld(own, t, (src - seat) % st.players)
    kind = meld.kind
    s.melds.append(meld)
    rec = st.seats[src].discards[-1]
    st.seats[src].discards[-1] = replace(rec, claimed=True)
    if rules.shared_discards and t in st.shared_pile:
        st.shared_pile.remove(t)
    st.calls_made = True
    for other in st.seats:
        other.ippatsu = False
    st.last_discard = None
    events.append(Called(seat, meld, src))
    _mark_liable(st, rules, seat, src, t)
    st.turn = seat
    s.drawn = None
    s.from_wall = False
    if rules.kuikae and kind is not MeldKind.KONG:
        s.kuikae = claims.kuikae_tiles(rs, kind, tuple(own), t)
    if kind is MeldKind.KONG:
        st.kongs.append(seat)
        if rules.indicators and rules.kan_dora == "late_open":
            st.late_indicator += 1
        elif rules.indicators and rules.kan_dora == "now":
            reveal_indicator(st, events)
        turn_up(st, rules, events)
    return meld


def _mark_liable(st: GameState, rules: PlayRules, seat: int, src: int, t: Tile) -> None:
    """Pao: the seat that fed the last set of three dragons or four winds (or, where the
    rules say so, the fourth kong) is liable."""
    s = st.seats[seat]
    meld = s.melds[-1]
    if "kans" in rules.pao and meld.kind is MeldKind.KONG and sum(
            m.kind is MeldKind.KONG for m in s.melds) == 4:
        st.liable[seat] = src
    group_name = "dragons" if t.is_dragon else "winds"
    if not (meld.is_triplet and t.is_honour and group_name in rules.pao):
        return
    group = [m for m in s.melds if m.is_triplet and m.tiles[0].is_honour
             and m.tiles[0].is_dragon == t.is_dragon]
    if len(group) == (3 if t.is_dragon else 4):
        st.liable[seat] = src
