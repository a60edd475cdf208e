"""`python -m game selfplay --variant V --games N --seed S [--json]`: AI-only matches, stats."""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from game.ai.selfplay import play_match
from game.core.variants import VARIANTS


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game selfplay", description=__doc__)
    parser.add_argument("--variant", default="riichi", choices=sorted(VARIANTS))
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a rule option (JSON value), repeatable")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    options: dict[str, Any] = {}
    for item in args.option:
        name, _, value = item.partition("=")
        try:
            options[name] = json.loads(value)
        except json.JSONDecodeError:
            options[name] = value
    stats = selfplay(args.variant, args.games, args.seed, options)
    if args.json:
        print(json.dumps(stats, indent=1, sort_keys=True))
        return 0
    print(f"{stats['variant']}: {stats['games']} matches, {stats['hands']} hands, "
          f"{stats['hands_per_s']:.1f} hands/s ({stats['hands_per_cpu_s']:.1f} per CPU second), "
          f"{stats['matches_per_s']:.2f} matches/s")
    print("seat  win%   deal-in%  avg rank  avg points")
    for s in stats["seats"]:
        print(f"{s['seat']:>4}  {100 * s['win_rate']:5.1f}  {100 * s['deal_in_rate']:8.1f}"
              f"  {s['average_rank']:8.2f}  {s['average_points']:10.1f}")
    return 0


def selfplay(variant: str, games: int, seed: int, options: dict[str, Any] | None = None
             ) -> dict[str, Any]:
    start, cpu = time.perf_counter(), time.process_time()
    records = [play_match(variant, seed + i, options)[1] for i in range(games)]
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    n = len(records[0].scores) if records else 0
    hands = sum(r.hands for r in records)
    seats = []
    for s in range(n):
        seats.append({
            "seat": s,
            "win_rate": sum(r.wins[s] for r in records) / max(1, hands),
            "deal_in_rate": sum(r.deal_ins[s] for r in records) / max(1, hands),
            "average_rank": sum(r.ranks[s] for r in records) / max(1, games),
            "average_points": sum(r.scores[s] for r in records) / max(1, games),
        })
    return {"variant": variant, "games": games, "seed": seed, "hands": hands,
            "seconds": elapsed, "cpu_seconds": cpu,
            "hands_per_s": hands / elapsed if elapsed else 0.0,
            "hands_per_cpu_s": hands / cpu if cpu else 0.0,
            "matches_per_s": games / elapsed if elapsed else 0.0, "seats": seats}
