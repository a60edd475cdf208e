"""`python -m game selfplay --variant V --games N --seed S [--level L] [--json]`: AI-only
matches, stats. With --level, one seat (seed modulo the players, so it moves from match to
match) plays that opponent level against baseline seats, and its own figures are added."""

from __future__ import annotations

import json
import time
from typing import Any

from game.ai.levels import LEVELS, make_ai
from game.ai.selfplay import MatchRecord, play_match
from game.commands.args import OneLineParser, count, excerpt
from game.core.variants import VARIANTS, get_variant


def run(argv: list[str]) -> int:
    parser = OneLineParser(prog="python -m game selfplay", description=__doc__)
    parser.add_argument("--variant", default="riichi", choices=sorted(VARIANTS))
    parser.add_argument("--games", type=count, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a rule option (JSON value), repeatable")
    parser.add_argument("--level", choices=LEVELS, help="one seat plays this level")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    options: dict[str, Any] = {}
    for item in args.option:
        name, equals, value = item.partition("=")
        if not equals:
            parser.error(f"--option takes NAME=VALUE, not {excerpt(item)!r}")
        try:
            options[name] = json.loads(value)
        except ValueError:  # not JSON (or a number too long for it): the text itself
            options[name] = value
    try:
        get_variant(args.variant).resolve(options)
    except ValueError as exc:  # an option the variant does not have, or a value it refuses
        parser.error(f"--option: {exc}")
    stats = selfplay(args.variant, args.games, args.seed, options, args.level)
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
    if "level" in stats:
        s = stats["level"]
        print(f"{s['level']} seat: win {100 * s['win_rate']:.1f}%, deal-in"
              f" {100 * s['deal_in_rate']:.1f}%, avg rank {s['average_rank']:.3f},"
              f" avg points {s['average_points']:.1f}")
    return 0


def selfplay(variant: str, games: int, seed: int, options: dict[str, Any] | None = None,
             level: str | None = None) -> dict[str, Any]:
    start, cpu = time.perf_counter(), time.process_time()
    n = get_variant(variant).play_rules(get_variant(variant).resolve(options)).players
    records = []
    for m in range(seed, seed + games):
        players = {m % n: make_ai(level, variant, options, m)} if level else None
        records.append(play_match(variant, m, options, players=players)[1])
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
    out = {"variant": variant, "games": games, "seed": seed, "hands": hands,
           "seconds": elapsed, "cpu_seconds": cpu,
           "hands_per_s": hands / elapsed if elapsed else 0.0,
           "hands_per_cpu_s": hands / cpu if cpu else 0.0,
           "matches_per_s": games / elapsed if elapsed else 0.0, "seats": seats}
    if level:
        out["level"] = _level_seat(level, records, seed)
    return out


def _level_seat(level: str, records: list[MatchRecord], seed: int) -> dict[str, Any]:
    """The figures of the seat that played `level` (seat seed % players in each match)."""
    at = [(r, (seed + i) % len(r.scores)) for i, r in enumerate(records)]
    hands = max(1, sum(r.hands for r in records))
    games = max(1, len(records))
    return {"level": level,
            "win_rate": sum(r.wins[s] for r, s in at) / hands,
            "deal_in_rate": sum(r.deal_ins[s] for r, s in at) / hands,
            "average_rank": sum(r.ranks[s] for r, s in at) / games,
            "average_points": sum(r.scores[s] for r, s in at) / games}
