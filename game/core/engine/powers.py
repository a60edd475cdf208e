"""Superpower match decisions: which seat holds which power, when a power may be used (and why
not), and what a power changes in a hand's settlement (pure: the engine carries them out)."""

from __future__ import annotations

from dataclasses import replace

from game.core.engine.hand_end import HandEnd
from game.core.engine.ruleset import Ruleset
from game.core.model.powers import available, power, seat_powers
from game.core.model.tiles import Tile
from game.core.settlement import Payment, Reason
from game.core.table.actions import Action, UsePower
from game.core.table.rules import PlayRules
from game.core.table.state import GameState, Phase

ON_TURN = "a power is used on your own turn, before you discard"


def deal_powers(rs: Ruleset, seed: int) -> tuple[tuple[str, ...], list[int]]:
    """Each seat's power and its charges for the match; none when the rule is off."""
    if not rs.options.get("superpowers"):
        return (), []
    flowers = any(t.is_bonus for t in rs.tileset.physical_tiles())
    offered = available(rs.rules.indicators, flowers)
    names = seat_powers(str(rs.options.get("powers", "")), rs.rules.players, offered, seed)
    return names, [power(n).charges for n in names]


def options(st: GameState, rules: PlayRules, seat: int) -> list[Action]:
    """The power `seat` may use now (one action per tile of the hand for a power that
    takes one)."""
    if not st.powers:
        return []
    name = st.powers[seat]
    if not power(name).takes_tile:
        return [UsePower(seat, name)] if not why_not(st, rules, seat, name, None) else []
    s = st.seats[seat]
    tiles = list(dict.fromkeys(t for t in s.hand if not t.is_bonus))
    return [UsePower(seat, name, t) for t in tiles if not why_not(st, rules, seat, name, t)]


def why_not(st: GameState, rules: PlayRules, seat: int, name: str, tile: Tile | None) -> str:
    """Why `seat` may not use power `name` now, in a player's words ("" when it may)."""
    if not st.powers:
        return "this is not a Superpower match"
    own = st.powers[seat]
    if name != own:
        return f"your power is {power(own).title}, not {name}"
    if st.phase != Phase.ACT or st.turn != seat:
        return ON_TURN
    if st.charges[seat] <= 0:
        return f"{power(own).title} has no charges left this match"
    s = st.seats[seat]
    if s.power_used:
        return "one power a hand: you have used yours this hand"
    if any(t.is_bonus for t in s.hand):
        return "lay your bonus tiles aside first"
    wall = st.wall
    assert wall is not None
    locked = s.riichi or s.original_call
    # a declared hand may not change: named as the table names its declaration
    declared = "after an Original Call" if s.original_call else "after riichi"
    if name == "far_sight" and wall.left < st.players:
        return "the wall is too short to see your next draw"
    if name == "second_wind":
        if s.drawn is None or not s.from_wall or st.loose:
            return "Second Wind comes right after a draw from the live wall"
        if locked:
            return f"{declared} the hand may not change"
        if not wall.left:
            return "the wall is empty"
    if name == "undertow":
        if s.drawn is None:
            return "Undertow comes in a turn that began with a draw"
        if locked:
            return f"{declared} the hand may not change"
        if not wall.left:
            return "the wall is empty"
        if tile is None or tile.is_bonus or tile not in s.hand:
            return "name a tile of your hand to trade"
    if name == "hidden_star" and (not rules.indicators or wall.revealed >= len(wall.indicators)):
        return "no hidden dora indicator is left"
    if name == "flower_hunt" and not any(t.is_bonus for t in wall.live):
        return "no flower or season is left in the wall"
    return ""


def refusal(st: GameState, rules: PlayRules, action: UsePower) -> str:
    """The reason an illegal UsePower is refused."""
    return why_not(st, rules, action.seat, action.power, action.tile) or \
        "that power cannot be used that way"


# ------------------------------------------------------------------------------- settlement


def _half(amount: int, unit: int) -> int:
    """Half a payment, rounded up to the variant's unit (hundreds where payments are in
    hundreds, the Riichi family; single points elsewhere)."""
    return -(-amount // (2 * unit)) * unit


FOR_THE_HAND = (Reason.HAND, Reason.PAO)  # what a payer pays for the winner's hand


def settle(st: GameState, rules: PlayRules, end: HandEnd) -> HandEnd:
    """A won hand's settlement with the powers that change it: Bounty raises each payment for
    the winner's hand by half (a liable player's too); Soft Landing gives the seat that dealt
    in half of what it paid for a hand back, its Bounty part too. Each change is a payment
    of its own, named for its power."""
    result = end.result
    if not result.winners:
        return end
    unit = 100 if rules.riichi else 1
    extra: list[Payment] = []
    for p in end.settlement.payments:
        if p.reason not in FOR_THE_HAND or p.payer is None:
            continue
        paid = p.amount
        if st.seats[p.payee].bounty:
            raised = _half(p.amount, unit)
            extra.append(Payment(p.payer, p.payee, raised, Reason.BOUNTY))
            paid += raised
        if p.payer == result.discarder and st.seats[p.payer].cushioned:
            extra.append(Payment(p.payee, p.payer, _half(paid, unit), Reason.SOFT_LANDING))
    extra = [p for p in extra if p.amount]
    if not extra:
        return end
    payments = end.settlement.payments + tuple(extra)
    return replace(end, settlement=replace(end.settlement, payments=payments))
