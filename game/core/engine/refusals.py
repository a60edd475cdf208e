"""Why an action is refused, in words a player understands (the rule it breaks)."""

from __future__ import annotations

from game.core.engine.powers import refusal as power_refusal
from game.core.model.tiles import Tile
from game.core.table.actions import (
    AbortHand,
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
    UsePower,
)
from game.core.table.rules import PlayRules
from game.core.table.state import GameState, Phase


def why_illegal(st: GameState, rules: PlayRules, action: Action) -> str:
    """The rule an illegal action breaks, in words."""
    if not 0 <= action.seat < st.players:
        return f"there is no seat {action.seat}"
    if st.phase == Phase.MATCH_END:
        return "the match is over"
    if st.phase in (Phase.DEAL, Phase.HAND_END):
        return f"between hands ({st.phase.value}) the only action is Continue"
    if isinstance(action, Continue):
        return "the hand is in play: Continue is only between hands"
    if isinstance(action, UsePower):
        return power_refusal(st, rules, action)
    if st.phase == Phase.ACT and action.seat != st.turn:
        return f"it is seat {st.turn}'s turn, not seat {action.seat}'s"
    if st.phase in (Phase.CLAIM, Phase.ROB_KONG):
        if action.seat not in st.pending:
            return "this seat has no claim to make now"
        if action.seat in st.answers:
            return "this seat has already answered"
        if not isinstance(action, Ron | Pass | Chow | Pung | Kong):
            return "in a claim window a seat may only claim the tile (Ron, Pung, Chow, Kong) " \
                   "or Pass"
        if isinstance(action, Ron):
            return "that tile does not complete a winning hand (or furiten / no yaku)"
        if st.phase == Phase.ROB_KONG:
            return "a kong can only be robbed to win: Ron or Pass"
        if isinstance(action, Chow):
            if rules.chow_from == "none":
                return "no chow in this variant"
            return "a chow needs two tiles of yours that make a run with the discard, " \
                   "and (here) a discard from the player on your left"
        if isinstance(action, Pung):
            return "a pung needs two tiles of yours matching the discard"
        if isinstance(action, Kong):
            return "an open kong needs three tiles of yours matching the discard"
        return "not a claim this seat can make on this discard"
    s = st.seats[action.seat]
    if isinstance(action, Pass | Ron | Chow | Pung):
        return "there is no discard to claim: it is your turn to play"
    if isinstance(action, Discard):
        if action.tile not in s.hand:
            return f"{action.tile.name} is not in your hand"
        if action.tile.is_bonus:
            return "a bonus tile is laid aside and replaced, never discarded"
        if any(t.is_bonus for t in s.hand):
            return "lay your bonus tiles aside before discarding"
        if s.riichi:
            return "after riichi the hand may not change: discard the drawn tile"
        if s.original_call:
            return "after an Original Call the hand may not change: discard the drawn tile"
        if action.tile.plain in {k.plain for k in s.kuikae}:
            return "kuikae: you may not discard the called tile or the other end of the run"
        if action.riichi:
            return "riichi needs a closed ready hand after this discard, enough points for " \
                   "the deposit and at least one more draw left"
        if action.call:
            return "an Original Call goes with your first discard only"
        return "that discard is not allowed now"
    if isinstance(action, Tsumo):
        return "the hand is not complete (or it scores no legal win: no yaku / minimum)"
    if isinstance(action, Kong):
        if rules.kong_only_after_wall_draw and not s.from_wall:
            return "a concealed or added kong only right after a draw from the wall"
        if s.riichi:
            return "after riichi a closed kan only with the drawn tile and if the waits stay"
        return "no such kong: four alike in hand, or a drawn tile onto an exposed pung"
    if isinstance(action, ExtractNorth):
        return "only a North in your hand, on your turn after a draw, may be set aside"
    if isinstance(action, RevealBonus):
        return "no such bonus tile in your hand"
    if isinstance(action, AbortHand):
        return "nine terminals needs nine different terminals and honours on the first draw"
    return "not legal now"


def win_asked(st: GameState, action: Action) -> tuple[Tile, str] | None:
    """The tile a Ron or Tsumo asks to win on now, and how ("ron", "tsumo"); None for any
    other action, or where no such win is in question."""
    if not 0 <= action.seat < st.players:
        return None
    s = st.seats[action.seat]
    offered = st.kong_pending if st.phase == Phase.ROB_KONG else \
        st.last_discard if st.phase == Phase.CLAIM else None
    if isinstance(action, Ron) and offered is not None and offered[0] != action.seat:
        return offered[1], "ron"
    if isinstance(action, Tsumo) and st.phase == Phase.ACT and action.seat == st.turn \
            and s.drawn is not None and not s.drawn.is_bonus and s.drawn in s.hand:
        return s.drawn, "tsumo"
    return None


def no_win_words(why: str, tile: Tile, furiten: bool) -> str:
    """Why a win asked for is refused, in the variant's own words (wins.refusal's: "below
    minimum 3 faan", "no yaku"), not generic ones: a tester in Hong Kong was told of furiten
    and yaku, which its rules do not have. "" when the scorer has nothing against it."""
    if why == "not complete":
        return f"{tile.name} does not complete your hand"
    if not why and furiten:
        return "furiten: you may not win on a discard now"
    return why
