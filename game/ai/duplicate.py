"""Duplicate self-play: every wall sequence is played with the challenger in each seat in turn
against copies of one opponent level, and once with that level in every seat (the
reference), so luck of the deal cancels and the challenger is compared with the level it
replaced on the same walls.

`Game(variant, options, seed)` draws each hand's wall from its own seeded generator before
anyone acts, so one seed is one wall sequence whatever the players do (the tests check it).
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from game.ai.levels import make_ai
from game.ai.selfplay import MatchRecord, Player, play_match
from game.ai.sight import seeing
from game.ai.stats import Estimate, cluster_mean, cluster_ratio
from game.core.variants import get_variant

AI_SEEDS = 16  # an AI's seed is wall seed * AI_SEEDS + its seat


@dataclass
class Seat:
    """One seat's figures in one match."""

    rank: int
    points: int
    hands: int
    wins: int
    deal_ins: int
    calls: int
    riichis: int
    drawn: int  # hands of the match that ended drawn (every seat's)


@dataclass
class WallSet:
    """A wall sequence's matches: the challenger's seat in each rotation, the reference
    level's in each seat of the reference match (one match when both levels are the same)."""

    seed: int
    challenger: list[Seat] = field(default_factory=list)
    reference: list[Seat] = field(default_factory=list)
    same: bool = False


def _seat(rec: MatchRecord, s: int) -> Seat:
    return Seat(rec.ranks[s], rec.scores[s], rec.hands, rec.wins[s], rec.deal_ins[s],
                rec.calls[s], rec.riichis[s], rec.drawn)


def _players(variant: str, options: Mapping[str, Any], seed: int, n: int, level: str,
             against: str, challenger: int | None, personality: str | None,
             sight: str | None = None) -> dict[int, Player]:
    out: dict[int, Player] = {}
    for s in range(n):
        mine = s == challenger
        ai = make_ai(level if mine else against, variant, options, seed * AI_SEEDS + s,
                     personality if mine else None)
        out[s] = seeing(ai, sight) if mine else ai
    return out


Work = tuple[str, dict[str, Any], int, str, str, str | None, str | None]


def play_wall_set(args: Work) -> WallSet:
    """The matches of one wall sequence (a top-level function, for worker processes)."""
    variant, options, seed, level, against, personality, sight = args
    v = get_variant(variant)
    n = v.play_rules(v.resolve(options)).players
    out = WallSet(seed, same=level == against and personality is None and sight is None)
    ref = play_match(variant, seed, options,
                     players=_players(variant, options, seed, n, against, against, None, None))[1]
    out.reference = [_seat(ref, s) for s in range(n)]
    if out.same:
        out.challenger = list(out.reference)
        return out
    for r in range(n):
        rec = play_match(variant, seed, options, players=_players(
            variant, options, seed, n, level, against, r, personality, sight))[1]
        out.challenger.append(_seat(rec, r))
    return out


def duplicate(variant: str, matches: int, seed: int, options: Mapping[str, Any] | None,
              level: str, against: str = "baseline", jobs: int = 1,
              personality: str | None = None, sight: str | None = None) -> dict[str, Any]:
    """Play at least `matches` challenger matches (whole wall sequences, `players` each; one
    each when both levels are the same) and report the challenger's figures with 95%
    intervals clustered by wall sequence. `sight`: the challenger sees what no seat can
    (game.ai.sight; research only)."""
    v = get_variant(variant)
    opts = v.resolve(options)
    n = v.play_rules(opts).players
    same = level == against and personality is None and sight is None
    # One level in every seat plays each wall sequence once: then a match is a sequence.
    sets = max(1, matches if same else -(-matches // n))
    work: list[Work] = [(variant, dict(opts), seed + i, level, against, personality, sight)
                        for i in range(sets)]
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            walls = list(pool.map(play_wall_set, work, chunksize=1))
    else:
        walls = [play_wall_set(w) for w in work]
    elapsed = time.perf_counter() - start
    played = sum(1 if w.same else len(w.challenger) + len(w.reference) for w in walls)
    out: dict[str, Any] = {
        "variant": variant, "options": opts, "seed": seed, "level": level, "against": against,
        "personality": personality, "sight": sight, "players": n, "wall_sequences": sets,
        "matches": sum(1 if w.same else len(w.challenger) for w in walls),
        "matches_played": played,
        "seconds": round(elapsed, 1), "matches_per_s": played / elapsed if elapsed else 0.0,
    }
    out.update(figures([w.challenger for w in walls], n))
    diffs = [[c.rank - r.rank for c, r in zip(w.challenger, w.reference, strict=True)]
             for w in walls]
    _put(out, "paired_rank_difference", cluster_mean(diffs))
    out["reference"] = figures([w.reference for w in walls], n)
    return out


def figures(clusters: Sequence[Sequence[Seat]], players: int) -> dict[str, Any]:
    """Average rank, 1st and last rates, average points (per match) and win, deal-in, call,
    riichi and drawn-hand rates (per hand), each with its clustered 95% interval."""
    out: dict[str, Any] = {"hands": sum(s.hands for c in clusters for s in c)}
    per_match = {
        "average_rank": lambda s: s.rank,
        "first_rate": lambda s: float(s.rank == 1),
        "last_rate": lambda s: float(s.rank == players),
        "average_points": lambda s: s.points,
    }
    for key, get in per_match.items():
        _put(out, key, cluster_mean([[get(s) for s in c] for c in clusters]))
    hands = [sum(s.hands for s in c) for c in clusters]
    per_hand = {"win_rate": "wins", "deal_in_rate": "deal_ins", "call_rate": "calls",
                "riichi_rate": "riichis", "drawn_rate": "drawn"}
    for key, name in per_hand.items():
        _put(out, key, cluster_ratio([sum(getattr(s, name) for s in c) for c in clusters],
                                     hands))
    return out


def _put(out: dict[str, Any], key: str, est: Estimate) -> None:
    """The figure and its interval; null where a sample is too small to give one."""
    out[key] = _number(est.value)
    out[f"{key}_ci"] = [_number(est.low), _number(est.high)]


def _number(x: float) -> float | None:
    return None if math.isnan(x) else x
