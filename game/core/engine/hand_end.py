"""How a hand ends, decided from the state: a win's sheets and settlement, an exhaustive draw's
noten payments, the abortive draws a passed discard brings about (pure: the engine applies)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.engine.cannon import let_off_cannon
from game.core.engine.ruleset import Ruleset
from game.core.engine.wins import Scorer, situation, tenpai
from game.core.model.sheet import SEAT_WINDS, ScoreSheet
from game.core.model.tiles import Tile
from game.core.settlement import HandOutcome, Settlement, noten_settlement, sheet_settlement
from game.core.table.events import DrawnGame, Won
from game.core.table.rules import PlayRules
from game.core.table.state import GameState, HandResult


@dataclass(frozen=True)
class HandEnd:
    """A hand's end: what everyone is shown (Won or DrawnGame events), the settlement and
    the result."""

    shown: tuple[Won | DrawnGame, ...]
    settlement: Settlement
    result: HandResult


def win(st: GameState, rs: Ruleset, scorer: Scorer, winners: tuple[int, ...],
        discarder: int | None, win_tile: Tile, extra: frozenset[str] = frozenset()) -> HandEnd:
    """One or several players win: their sheets and the variant's settlement (payments,
    honba and the riichi pot)."""
    by = "ron" if discarder is not None else "tsumo"
    sheets = {w: scorer.sheet(st, w, win_tile, by, discarder, extra) for w in winners}
    outcome = _outcome(st, rs, winners, discarder, win_tile, sheets, extra)
    settlement = (rs.rules.settle or sheet_settlement)(outcome)
    shown = []
    for w in winners:
        s = st.seats[w]
        hand = [t for t in s.hand if not t.is_bonus] + ([win_tile] if by == "ron" else [])
        sit = situation(st, rs, w, win_tile, by, discarder)
        shown.append(Won(w, by, win_tile, discarder, tuple(hand), tuple(s.melds), sheets[w],
                         sit.dora_indicators, sit.ura_indicators))
    keeps = st.dealer in winners and rs.rules.dealer_keeps_on_win
    result = HandResult(winners, discarder, dealer_keeps=keeps, cannon=settlement.cannon)
    return HandEnd(tuple(shown), settlement, result)


def _outcome(st: GameState, rs: Ruleset, winners: tuple[int, ...], discarder: int | None,
             win_tile: Tile, sheets: dict[int, ScoreSheet], extra: frozenset[str]
             ) -> HandOutcome:
    def wind(seat: int) -> str:
        return SEAT_WINDS[st.seat_wind(seat)]

    liable = {wind(w): wind(st.liable[w]) for w in winners if w in st.liable}
    cannon = None
    # Only a discard lets off a cannon (classical.md); robbing a kong takes no discard.
    if discarder is not None and len(winners) == 1 and "rob_kong" not in extra and (
            let_off_cannon(st, rs.rules, winners[0], discarder, win_tile)):
        cannon = wind(discarder)
    hands = {wind(i): (tuple(t for t in s.hand if not t.is_bonus), tuple(s.melds),
                       tuple(s.bonus)) for i, s in enumerate(st.seats)}
    return HandOutcome(
        winners=tuple(wind(w) for w in winners),
        sheets={wind(w): sheet for w, sheet in sheets.items()},
        tsumo=discarder is None, discarder=wind(discarder) if discarder is not None else None,
        players=st.players, round_wind=SEAT_WINDS[st.round_wind % 4], options=rs.options,
        seat_of={wind(i): i for i in range(st.players)}, honba=st.honba,
        sticks=st.pot // max(1, rs.rules.riichi_cost), liable=liable, hands=hands,
        cannon=cannon,
    )


def exhaustive_draw(st: GameState, rs: Ruleset) -> HandEnd:
    """The wall is empty: who is ready, the noten payments (or nagashi mangan where the
    rules pay it), whether the dealer keeps."""
    rules = rs.rules
    ready = tuple(tenpai(st, rs, s) for s in range(st.players))
    hands = tuple(tuple(s.hand) for s in st.seats)
    nagashi = tuple(i for i, s in enumerate(st.seats) if s.discards and all(
        rs.tileset.is_major(d.tile) and not d.claimed for d in s.discards)
    ) if rules.settle_nagashi else ()
    reason = "nagashi_mangan" if nagashi else "exhaustive"
    shown = DrawnGame(reason, tuple(i for i, t in enumerate(ready) if t), hands)
    keep = rules.dealer_keeps_on_draw == "always" or (
        rules.dealer_keeps_on_draw == "tenpai" and ready[st.dealer])
    result = HandResult(draw=True, dealer_keeps=keep, tenpai=ready)
    if rules.settle_nagashi and nagashi:
        paid = rules.settle_nagashi(nagashi, st.dealer, st.players)
    else:
        paid = noten_settlement(ready, rules.noten_total)
    return HandEnd((shown,), paid, result)


def abortive_draw(st: GameState, reason: str) -> HandEnd:
    """A hand abandoned (nine terminals, four riichi, four kans, four winds, three rons):
    the dealer keeps the deal and nothing is paid."""
    shown = DrawnGame(reason, (), tuple(tuple(s.hand) for s in st.seats))
    return HandEnd((shown,), Settlement(), HandResult(draw=True, dealer_keeps=True,
                                                      abortive=reason))


def abortive_after_discard(st: GameState, rules: PlayRules) -> str:
    """The abortive draw a passed discard brings about, if any ("" for none)."""
    if "four_riichi" in rules.abortive and st.players == 4 and all(s.riichi for s in st.seats):
        return "four_riichi"
    if ("four_winds" in rules.abortive and st.players == 4 and len(st.first_winds) == 4
            and not st.calls_made and st.first_winds[0].is_wind
            and all(t.plain is st.first_winds[0].plain for t in st.first_winds)):
        return "four_winds"
    if four_kans_pending(st, rules):
        return "four_kans"
    return ""


def four_kans_pending(st: GameState, rules: PlayRules) -> bool:
    """Four kans by more than one player: the next discard may only be won, else the hand
    is drawn."""
    return "four_kans" in rules.abortive and len(st.kongs) == 4 and len(set(st.kongs)) > 1
