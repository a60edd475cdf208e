"""Hands to rounds to a match: wins, draws, settlement, dealer rotation, round winds, match end."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.engine.cannon import let_off_cannon
from game.core.model.sheet import SEAT_WINDS, ScoreSheet, WinSituation
from game.core.model.tiles import Tile
from game.core.settlement import (
    HandOutcome,
    Settlement,
    noten_settlement,
    sheet_settlement,
)
from game.core.table.events import DrawnGame, Event, HandsRevealed, MatchEnded, Scored, Won
from game.core.table.state import Phase

if TYPE_CHECKING:
    from game.core.engine import Game


def win_flags(game: Game, seat: int, by: str, discarder: int | None,
              extra: frozenset[str]) -> frozenset[str]:
    """The ANALYZE.md flags that hold for this win (each scorer ignores the ones it lacks)."""
    st = game.state
    s = st.seats[seat]
    wall = st.wall
    left = wall.left if wall else 0
    f = set(extra)
    if s.riichi:
        f.add("double_riichi" if s.double_riichi else "riichi")
    if s.ippatsu:
        f.add("ippatsu")
    if s.original_call:
        f.add("original_call")
    first = s.turns == 0 and not st.calls_made
    if seat == st.dealer and st.dealer_wins >= 12:
        f.add("thirteenth_mah_jong")
    if by == "tsumo":
        if st.after_kong:
            f |= {"rinshan", "replacement"}
            if st.after_kong > 1:
                f.add("kong_upon_kong")
        elif st.loose:
            f.add("replacement")  # a bonus tile's replacement from the dead wall
        elif left == 0:
            f |= {"haitei", "last_tile"}
        if first:
            f |= {"tenhou", "heavens_blessing", "first_draw"} if seat == st.dealer else {
                "chiihou", "first_draw"}
    else:
        if left == 0 and "chankan" not in f:
            f |= {"houtei", "last_discard"}
        if (discarder == st.dealer and first and st.seats[st.dealer].turns == 1
                and not st.calls_made):
            f.add("earths_blessing")
    return frozenset(f)


def situation(game: Game, seat: int, win_tile: Tile, by: str, discarder: int | None,
              extra: frozenset[str] = frozenset()) -> WinSituation:
    st = game.state
    s = st.seats[seat]
    hand = [t for t in s.hand if not t.is_bonus]
    if by == "ron":
        hand.append(win_tile)
    visible: list[Tile] = []
    for i, other in enumerate(st.seats):
        visible.extend(d.tile for d in other.discards if not d.claimed)
        if i != seat:
            visible.extend(t for m in other.melds if m.open for t in m.tiles)
    wall = st.wall
    return WinSituation(
        hand=tuple(hand), melds=tuple(s.melds), win_tile=win_tile, by=by,
        seat_wind=SEAT_WINDS[st.seat_wind(seat)], round_wind=SEAT_WINDS[st.round_wind % 4],
        flags=win_flags(game, seat, by, discarder, extra),
        dora_indicators=wall.dora_indicators if wall and game.rules.indicators else (),
        ura_indicators=wall.ura_indicators if wall and s.riichi else (),
        bonus=tuple(s.bonus), north_extracted=len(s.north),
        discarder=SEAT_WINDS[st.seat_wind(discarder)] if discarder is not None else None,
        visible=tuple(visible), players=st.players,
    )


def sheet_for(game: Game, seat: int, win_tile: Tile, by: str, discarder: int | None,
              extra: frozenset[str] = frozenset()) -> ScoreSheet:
    key = (seat, win_tile, by, discarder, extra, len(game.state.log))
    cache = game.__dict__.setdefault("_sheets", {})
    sheet = cache.get(key)
    if sheet is None:
        if len(cache) > 64:
            cache.clear()
        sit = situation(game, seat, win_tile, by, discarder, extra)
        sheet = cache[key] = game.variant.score(sit, game.options)
    return sheet


def win(game: Game, winners: list[int], discarder: int | None, win_tile: Tile,
        events: list[Event], extra: frozenset[str] = frozenset()) -> None:
    """One or several players win: sheets, the variant's settlement (payments, honba and the
    riichi pot), hand end."""
    st, rules = game.state, game.rules
    by = "ron" if discarder is not None else "tsumo"
    sheets = {w: sheet_for(game, w, win_tile, by, discarder, extra) for w in winners}
    outcome = _outcome(game, winners, discarder, win_tile, sheets, extra)
    settlement = (rules.settle or sheet_settlement)(outcome)
    st.pot -= settlement.from_pot
    for w in winners:
        s = st.seats[w]
        hand = [t for t in s.hand if not t.is_bonus] + ([win_tile] if by == "ron" else [])
        shown = situation(game, w, win_tile, by, discarder)
        events.append(Won(w, by, win_tile, discarder, tuple(hand), tuple(s.melds), sheets[w],
                          shown.dora_indicators, shown.ura_indicators))
    _settle(game, settlement, events)
    st.result = {"winners": list(winners), "discarder": discarder, "draw": False,
                 "dealer_keeps": st.dealer in winners and rules.dealer_keeps_on_win,
                 "sheets": {w: sheets[w].as_json() for w in winners}}
    if settlement.cannon is not None:
        st.result["cannon"] = settlement.cannon


def _outcome(game: Game, winners: list[int], discarder: int | None, win_tile: Tile,
             sheets: dict[int, ScoreSheet], extra: frozenset[str]) -> HandOutcome:
    st, rules = game.state, game.rules
    wind = lambda seat: SEAT_WINDS[st.seat_wind(seat)]  # noqa: E731
    liable = {wind(w): wind(st.liable[w]) for w in winners if w in st.liable}
    cannon = None
    # Only a discard lets off a cannon (classical.md); robbing a kong takes no discard.
    if discarder is not None and len(winners) == 1 and "rob_kong" not in extra and (
            let_off_cannon(game, winners[0], discarder, win_tile)):
        cannon = wind(discarder)
    hands = {wind(i): (tuple(t for t in s.hand if not t.is_bonus), tuple(s.melds),
                       tuple(s.bonus)) for i, s in enumerate(st.seats)}
    return HandOutcome(
        winners=tuple(wind(w) for w in winners),
        sheets={wind(w): sheet for w, sheet in sheets.items()},
        tsumo=discarder is None, discarder=wind(discarder) if discarder is not None else None,
        players=st.players, round_wind=SEAT_WINDS[st.round_wind % 4], options=game.options,
        seat_of={wind(i): i for i in range(st.players)}, honba=st.honba,
        sticks=st.pot // max(1, rules.riichi_cost), liable=liable, hands=hands, cannon=cannon,
    )


def _settle(game: Game, settlement: Settlement, events: list[Event]) -> None:
    st = game.state
    st.phase = Phase.SCORING
    events.append(HandsRevealed(tuple(tuple(s.hand) for s in st.seats),
                                tuple(tuple(s.melds) for s in st.seats)))
    deltas = settlement.deltas(st.players)
    for i, d in enumerate(deltas):
        st.scores[i] += d
    events.append(Scored(deltas, tuple(st.scores), settlement))
    st.phase = Phase.HAND_END


def exhaustive_draw(game: Game, events: list[Event]) -> None:
    st, rules = game.state, game.rules
    tenpai = [game.tenpai(s) for s in range(st.players)]
    hands = tuple(tuple(s.hand) for s in st.seats)
    events.append(DrawnGame("exhaustive", tuple(i for i, t in enumerate(tenpai) if t), hands))
    _settle(game, noten_settlement(tenpai, rules.noten_total), events)
    keep = rules.dealer_keeps_on_draw == "always" or (
        rules.dealer_keeps_on_draw == "tenpai" and tenpai[st.dealer])
    st.result = {"winners": [], "discarder": None, "draw": True, "dealer_keeps": keep,
                 "tenpai": tenpai}


def abortive_draw(game: Game, reason: str, events: list[Event]) -> None:
    st = game.state
    hands = tuple(tuple(s.hand) for s in st.seats)
    events.append(DrawnGame(reason, (), hands))
    _settle(game, Settlement(), events)
    st.result = {"winners": [], "discarder": None, "draw": True, "dealer_keeps": True,
                 "abortive": reason}


def abortive_after_discard(game: Game) -> str:
    """The abortive draw a passed discard brings about, if any ("" for none)."""
    st, rules = game.state, game.rules
    if "four_riichi" in rules.abortive and st.players == 4 and all(s.riichi for s in st.seats):
        return "four_riichi"
    if ("four_winds" in rules.abortive and st.players == 4 and len(st.first_winds) == 4
            and not st.calls_made and st.first_winds[0].is_wind
            and all(t.plain is st.first_winds[0].plain for t in st.first_winds)):
        return "four_winds"
    if "four_kans" in rules.abortive and len(st.kongs) == 4 and len(set(st.kongs)) > 1:
        return "four_kans"
    return ""


def next_hand(game: Game, events: list[Event]) -> None:
    """Leave a hand's result: rotate the dealer, advance the round, end the match or deal.
    A match that ends keeps the last hand's dealer, round and counters on the table."""
    st, rules = game.state, game.rules
    st.phase = Phase.NEXT_HAND
    result = st.result or {}
    st.hands_played += 1
    keep = bool(result.get("dealer_keeps"))
    dealer, round_wind, dealer_wins = st.dealer, st.round_wind, st.dealer_wins
    if dealer in result.get("winners", ()):
        dealer_wins += 1
    elif not result.get("draw"):
        dealer_wins = 0
    honba = st.honba
    if rules.honba:
        honba = st.honba + 1 if (keep or result.get("draw")) else 0
    if not keep:
        dealer_wins = 0
        dealer = (dealer + 1) % st.players
        if dealer == 0:
            round_wind += 1
    reason = end_reason(game, round_wind)
    if reason:
        end_match(game, reason, events)
        return
    st.dealer, st.round_wind, st.honba, st.dealer_wins = dealer, round_wind, honba, dealer_wins
    game._deal(events)


def end_reason(game: Game, round_wind: int) -> str:
    """Why the match ends before the hand that would be played in `round_wind` ("" : it
    goes on; an extra round may begin)."""
    st, rules = game.state, game.rules
    if rules.tobi and min(st.scores) < 0:
        return "a player is below zero"
    if rules.bankrupt_at_zero and min(st.scores) <= 0:
        return "a player has no points left"
    if st.extension and max(st.scores) >= rules.target:
        return "a player reached the target in the extra round"
    if round_wind >= rules.winds + (1 if st.extension else 0):
        if rules.extension and not st.extension and max(st.scores) < rules.target:
            st.extension = True
            return ""
        return "the last round is over"
    return ""


def ranks(scores: list[int]) -> tuple[int, ...]:
    """Rank of each seat (1 = first); ties go to the seat closer to the first dealer."""
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
    out = [0] * len(scores)
    for r, s in enumerate(order):
        out[s] = r + 1
    return tuple(out)


def end_match(game: Game, reason: str, events: list[Event]) -> None:
    st = game.state
    if st.pot:  # sticks left on the table go to the first place
        st.scores[ranks(st.scores).index(1)] += st.pot
        st.pot = 0
    st.phase = Phase.MATCH_END
    st.match_over = True
    extra = {}
    rules = game.rules
    if rules.uma:
        oka = (rules.target - rules.start_points) * st.players / 1000
        order = ranks(st.scores)
        extra["final"] = tuple(
            round((st.scores[s] - rules.target) / 1000 + rules.uma[order[s] - 1]
                  + (oka if order[s] == 1 else 0), 1) for s in range(st.players))
    events.append(MatchEnded(tuple(st.scores), ranks(st.scores), reason, extra))
