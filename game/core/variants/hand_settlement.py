"""Settlement hooks the engine calls through PlayRules.settle, built on each scorer's helpers."""

from __future__ import annotations

from game.core.melds import Meld
from game.core.scoring import SEAT_WINDS
from game.core.settle import HandOutcome
from game.core.tiles import Tile
from game.core.variants import classical_scoring, classical_settlement, riichi_settlement


def riichi_settle(outcome: HandOutcome) -> dict[str, int]:
    """Each winner's payments (pao for daisangen/daisuushii), honba and riichi sticks to the
    winner nearest the dealer (riichi_settlement)."""
    wins = []
    for w in outcome.winners:
        sheet = outcome.sheets[w]
        names = [e.name for e in sheet.elements]
        liable = outcome.liable.get(w) if riichi_settlement.is_pao_hand(names) else None
        if liable == w:
            liable = None
        wins.append(riichi_settlement.Win(w, dict(sheet.payments), liable))
    return riichi_settlement.settle(wins, outcome.tsumo, outcome.honba, outcome.sticks,
                                    outcome.discarder, outcome.players)


def classical_settle(outcome: HandOutcome) -> dict[str, int]:
    """Every hand scored: the winner is paid by all, losers pay one another the differences,
    East doubled, a cannon pays the others' debts (classical_settlement)."""
    winner = outcome.winners[0]
    scores = {winner: int(outcome.sheets[winner].points)}
    for wind, (tiles, melds, bonus) in outcome.hands.items():
        if wind == winner:
            continue
        sheet = classical_scoring.score_loser(tiles, melds, wind, outcome.round_wind, bonus,
                                              outcome.options)
        scores[wind] = int(sheet.points)
    cannon_pays = str(outcome.options.get("cannon_pays", "winner"))
    out = classical_settlement.settle(scores, winner, outcome.cannon, cannon_pays)
    return {w: v for w, v in out.items() if w in SEAT_WINDS[: outcome.players]}


def classical_dangerous(melds: tuple[Meld, ...], t: Tile) -> bool:
    """Letting off a cannon: whether `t` is a dangerous discard against these exposed melds."""
    return classical_settlement.dangerous_discard(melds, t)
