"""From hand to hand: dealer rotation, round winds, honba, the extra round and the match end,
decided from the state and the last hand's result (pure: the engine applies)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.table.events import MatchEnded
from game.core.table.rules import PlayRules
from game.core.table.state import GameState, HandResult


@dataclass(frozen=True)
class NextHand:
    """The next hand's dealer, prevailing wind, honba and the dealer's run of wins; whether
    the extra round has begun; `repeat`: how many hands in a row this dealer has dealt before
    it in this wind (the table's "repeat N", kept in every variant, honba or not)."""

    dealer: int
    round_wind: int
    honba: int
    dealer_wins: int
    extension: bool
    repeat: int = 0


@dataclass(frozen=True)
class MatchEnd:
    reason: str


def next_hand(st: GameState, rules: PlayRules, result: HandResult) -> NextHand | MatchEnd:
    """After `result`: the next hand, or why the match ends. A match that ends keeps its last
    dealer, round and counters on the table."""
    keep = result.dealer_keeps
    dealer, round_wind, dealer_wins = st.dealer, st.round_wind, st.dealer_wins
    if dealer in result.winners:
        dealer_wins += 1
    elif not result.draw:
        dealer_wins = 0
    honba = st.honba
    if rules.honba:
        honba = st.honba + 1 if (keep or result.draw) else 0
    if not keep:
        dealer_wins = 0
        dealer = (dealer + 1) % st.players
        if dealer == 0:
            round_wind += 1
    if _last_dealer_stops(st, rules, result):
        return MatchEnd("the last dealer finished in first place")
    extension = st.extension
    reason = _end_reason(st, rules, round_wind)
    if reason is None:  # the leader is under the target: one more wind
        extension, reason = True, ""
    if reason:
        return MatchEnd(reason)
    return NextHand(dealer, round_wind, honba, dealer_wins, extension,
                    st.repeat + 1 if keep else 0)


def _end_reason(st: GameState, rules: PlayRules, round_wind: int) -> str | None:
    """Why the match ends before a hand in `round_wind` ("": it goes on; None: it goes on
    into the extra round)."""
    if rules.tobi and min(st.scores) < 0:
        return "a player is below zero"
    if rules.bankrupt_at_zero and min(st.scores) <= 0:
        return "a player has no points left"
    if st.extension and max(st.scores) >= rules.target:
        return "a player reached the target in the extra round"
    if round_wind >= rules.winds + (1 if st.extension else 0):
        if rules.extension and not st.extension and max(st.scores) < rules.target:
            return None
        return "the last round is over"
    return ""


def _last_dealer_stops(st: GameState, rules: PlayRules, result: HandResult) -> bool:
    """Agari-yame: the last dealer of the last wind keeps the deal by a win (or by tenpai
    where the rules say so) in first place at the target, and the match ends."""
    if not rules.agari_yame or st.extension or not result.dealer_keeps:
        return False
    if st.round_wind != rules.winds - 1 or st.dealer != st.players - 1:
        return False
    ready = result.draw and not result.abortive and bool(result.tenpai) and result.tenpai[
        st.dealer]
    if st.dealer not in result.winners and not (rules.agari_yame == "win_or_tenpai"
                                                 and ready):
        return False
    return ranks(st.scores)[st.dealer] == 1 and st.scores[st.dealer] >= rules.target


def ranks(scores: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    """Rank of each seat (1 = first); ties go to the seat closer to the first dealer."""
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
    out = [0] * len(scores)
    for r, s in enumerate(order):
        out[s] = r + 1
    return tuple(out)


def match_end(st: GameState, rules: PlayRules, reason: str) -> MatchEnded:
    """The final scores (sticks left on the table go to the first place), ranks and, where
    the rules play uma, each seat's result in thousands with uma and oka."""
    scores = list(st.scores)
    extra: dict[str, Any] = {}
    if st.pot:
        first = ranks(scores).index(1)
        scores[first] += st.pot
        extra["pot"] = (first, st.pot)  # so the result can say where the points came from
    if rules.uma:
        # With oka the results count from the target and first place takes the difference
        # from everyone; without, they count from the start points.
        back = rules.target if rules.oka else rules.start_points
        oka = (back - rules.start_points) * st.players / 1000
        order = ranks(scores)
        extra["final"] = tuple(
            round((scores[s] - back) / 1000 + rules.uma[order[s] - 1]
                  + (oka if order[s] == 1 else 0), 1) for s in range(st.players))
    return MatchEnded(tuple(scores), ranks(scores), reason, extra)
