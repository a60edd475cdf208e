"""`python -m game.ai.calibrate [--matches N] [--variant V]`: measure the tables of
game.ai.chances by self-play of the baseline AI and write game/data/ai_calibration.json.

For every discard a seat makes, the spot it leaves (shanten, live improving tiles, turns
left) is counted, and whether that seat went on to win the hand. Every discard made while
another seat threatened (game.ai.defence) gives a danger estimate and whether it dealt in,
from which the scale that turns danger ways into chances is fitted. Every deal-in gives
what it cost beyond what the others paid, by the kind of hand (riichi, open, closed; the
dealer's apart), and every win what it brought (the typical win). Every riichi that wins
gives what it brought against what its waits scored by ron when it was declared: tsumo, ura
and ippatsu make the first larger (`riichi_extra`, the ratio of the sums). What a win
brings by kind of hand is not written: read into plan values it made the strong level
decline a paying honour pung for a bigger hand it seldom made. An on-demand command: it
takes minutes.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from game.ai.baseline import BaselineAI
from game.ai.chances import CALIBRATION_FILE, cell
from game.ai.defence import DangerTable, find_threats
from game.ai.view_facts import turns_left, unseen_counts
from game.ai.waits import WaitScorer
from game.core.engine import Game
from game.core.model.melds import Meld
from game.core.shanten import ukeire
from game.core.table.actions import Discard
from game.core.table.events import Scored, Won
from game.core.table.state import Phase, View
from game.core.variants import VARIANTS, get_variant

CAP = 0.6  # DangerTable's cap on one threat's chance
MIN_RIICHI_WINS = 20  # riichi wins the ratio needs before it says more than 1
RIICHI_BUDGET = 64  # scorer questions for one riichi's waits (every wait, ron and tsumo)


class Tally:
    """What one variant's matches showed."""

    def __init__(self) -> None:
        self.win: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        self.danger: list[tuple[list[tuple[float, float]], bool]] = []
        self.costs: dict[str, list[float]] = defaultdict(list)
        self.wins: list[float] = []
        self.riichi: list[tuple[float, float]] = []  # (waits' ron points at riichi, won)


def _after(ai: BaselineAI, game: Game, seat: int, action: Discard
           ) -> tuple[View, list[int], list[Meld]]:
    """The seat's view, and its concealed counts and melds once `action` is discarded."""
    view = game.view(seat)
    counts = ai._counts(view.hand)
    counts[ai.tileset.index[action.tile]] -= 1
    return view, counts, [m for m in view.me.melds if m is not None]


def _spot(ai: BaselineAI, game: Game, seat: int, action: Discard) -> str:
    view, counts, melds = _after(ai, game, seat, action)
    s, kinds = ukeire(ai.grammar, counts, melds, ai._seen(view))
    return cell(s, sum(left for _, left in kinds), turns_left(view))


def _danger(ai: BaselineAI, game: Game, seat: int, action: Discard
            ) -> list[tuple[float, float]]:
    view = game.view(seat)
    threats = find_threats(view, game.rules, ai.tileset.size)
    if not threats:
        return []
    table = DangerTable(view, game.rules, ai.tileset.kinds, unseen_counts(view, ai.tileset),
                        threats, ai.grammar)
    return [(th.ready, table.ways(action.tile, th)) for th in threats]


def _declared(scorer: WaitScorer, ai: BaselineAI, game: Game, seat: int,
              action: Discard) -> float:
    """What the waits left by this riichi discard score by ron, with riichi."""
    view, counts, melds = _after(ai, game, seat, action)
    scorer.new_decision()
    return scorer.worth(view, counts, melds, ai._seen(view), True).points


def play(variant: str, seed: int, tally: Tally) -> None:
    game = Game(variant, None, seed)
    ai = BaselineAI(variant, game.options)
    scorer = WaitScorer(get_variant(variant), game.options, ai.grammar, ai.tileset,
                        RIICHI_BUDGET)
    declared: dict[int, float] = {}  # this hand's riichi seats: their waits' ron points
    spots: list[tuple[int, str]] = []
    pending: list[tuple[list[tuple[float, float]], int]] = []
    kinds: dict[int, str] = {}
    fed: list[int] = []  # who dealt in this hand
    while game.phase != Phase.MATCH_END:
        seat = game.waiting_on()[0]
        action = ai.choose(game.view(seat), game.legal_actions(seat))
        if isinstance(action, Discard):
            spots.append((seat, _spot(ai, game, seat, action)))
            tally.danger.extend((d, False) for d, s in pending if s == seat)  # passed
            pending = [(d, s) for d, s in pending if s != seat]
            found = _danger(ai, game, seat, action)
            if found:
                pending.append((found, seat))
            if action.riichi:
                declared[seat] = _declared(scorer, ai, game, seat, action)
        events = game.apply(action)
        for e in events:
            if isinstance(e, Won):
                st = game.state.seats[e.seat]
                kind = "riichi" if st.riichi else "open" if any(
                    m.open for m in st.melds) else "closed"
                kinds[e.seat] = kind + ("+dealer" if e.seat == game.state.dealer else "")
                if declared.get(e.seat, 0.0) > 0 and e.sheet is not None:
                    tally.riichi.append((declared[e.seat], float(e.sheet.points)))
                if e.from_seat is not None:
                    fed.append(e.from_seat)
                    for d, s in pending:
                        if s == e.from_seat:
                            tally.danger.append((d, True))
                    pending = [(d, s) for d, s in pending if s != e.from_seat]
            elif isinstance(e, Scored):
                winners = [s for s, d in enumerate(e.deltas) if d > 0 and s in kinds]
                for s in winners:
                    tally.wins.append(e.deltas[s])
                if len(winners) == 1 and len(set(fed)) == 1:
                    tally.costs[kinds[winners[0]]].append(deal_in_cost(e.deltas, winners[0],
                                                                       fed[0]))
                won = set(kinds)
                for s, key in spots:
                    tally.win[key][0] += s in won
                    tally.win[key][1] += 1
                tally.danger.extend((d, False) for d, _ in pending)
                spots, pending, kinds, fed, declared = [], [], {}, [], {}


def deal_in_cost(deltas: tuple[int, ...], winner: int, feeder: int) -> float:
    """What dealing in cost beyond what the feeder would have paid anyway: its loss less
    the other losers' average (Riichi: all of it; Hong Kong: the double less the single;
    where everyone pays the winner alike, nothing)."""
    others = [-d for s, d in enumerate(deltas) if s not in (winner, feeder)]
    return -deltas[feeder] - (sum(others) / len(others) if others else 0.0)


def fit_scale(samples: list[tuple[list[tuple[float, float]], bool]]) -> float:
    """The scale at which the capped danger estimates add up to the deal-ins seen."""
    seen = sum(1 for _, hit in samples if hit)
    if not samples or not seen:
        return 330.0

    def predicted(scale: float) -> float:
        return sum(sum(r * min(CAP, w / scale) for r, w in d) for d, _ in samples)

    low, high = 1.0, 1e6
    for _ in range(60):
        mid = (low * high) ** 0.5
        if predicted(mid) > seen:
            low = mid
        else:
            high = mid
    return round((low * high) ** 0.5, 1)


def summary(tally: Tally) -> dict[str, Any]:
    costs = {k: round(max(0.0, sum(v) / len(v)), 1) for k, v in tally.costs.items()
             if len(v) >= 5}
    return {
        "win": {k: v for k, v in sorted(tally.win.items())},
        "cost": costs,
        "danger_scale": fit_scale(tally.danger),
        "typical_win": round(sum(tally.wins) / len(tally.wins), 1) if tally.wins else 1000.0,
        "danger_samples": len(tally.danger),
        "deal_ins": sum(1 for _, hit in tally.danger if hit),
        "riichi_extra": riichi_extra(tally.riichi),
        "riichi_wins": len(tally.riichi),
    }


def riichi_extra(samples: list[tuple[float, float]]) -> float:
    """What riichi wins brought over their waits' ron points at the declaration (1 where
    nothing was measured: no riichi, or too few wins to say)."""
    if len(samples) < MIN_RIICHI_WINS:
        return 1.0
    return round(sum(won for _, won in samples) / sum(est for est, _ in samples), 2)


def dump(data: dict[str, Any]) -> str:
    """One line per variant: diffs stay readable, the file small."""
    lines = [f"{json.dumps(k)}: {json.dumps(v, sort_keys=True)}" for k, v in sorted(data.items())]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.calibrate", description=__doc__)
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--variant", action="append", choices=sorted(VARIANTS))
    parser.add_argument("--seed", type=int, default=50_000)
    parser.add_argument("--out", default=str(Path(__file__).parent.parent / "data"
                                             / CALIBRATION_FILE))
    args = parser.parse_args(argv)
    path = Path(args.out)
    data = json.loads(path.read_text("utf-8")) if path.exists() else {}
    for variant in args.variant or list(VARIANTS):
        get_variant(variant)
        tally = Tally()
        for m in range(args.matches):
            play(variant, args.seed + m, tally)
        data[variant] = summary(tally)
        print(variant, {k: v for k, v in data[variant].items() if k != "win"}, file=sys.stderr)
        path.write_text(dump(data), "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
