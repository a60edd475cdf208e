"""`python -m game selfplay --variant V --games N --seed S [--level L] [--json]`: AI-only
matches, stats. With --level, one seat (seed modulo the players, so it moves from match to
match) plays that opponent level against baseline seats, and its own figures are added.
`--records DIR` keeps each match's record there; `--seat N=mjai:COMMAND` lets an outside
mjai bot play seat N (Riichi and Sanma), the baseline AI taking over if it fails.

`--duplicate --level L [--against L2] [--jobs J]`: duplicate self-play. Each wall sequence
(one seed) is played with L rotated through every seat against copies of L2 (default: the
baseline), and once with L2 in every seat; N matches means N/players wall sequences. It
reports L's average rank, 1st and last rates, average points, and win, deal-in, call,
riichi and drawn-hand rates per hand, each with a 95% confidence interval clustered by wall
sequence, and the paired rank difference to L2 on the same walls and seats.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from game.ai.duplicate import duplicate
from game.ai.levels import BASELINE, LEVELS, make_ai
from game.ai.personality import PERSONALITIES
from game.ai.power_stats import power_table
from game.ai.selfplay import MatchRecord, play_match
from game.ai.sight import SIGHTS
from game.commands.args import OneLineParser, command_name, count, excerpt, seconds
from game.core.engine import Game
from game.core.variants import VARIANTS, get_variant
from game.records.selfplay_extras import SelfPlayExtras, parse_seat
from game.schema import SchemaError, decode

CHOICES = (*LEVELS, BASELINE)


def run(argv: list[str]) -> int:
    parser = OneLineParser(prog=command_name("selfplay"), description=__doc__,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="riichi", choices=sorted(VARIANTS))
    parser.add_argument("--games", type=count, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a rule option (JSON value), repeatable")
    parser.add_argument("--level", choices=CHOICES, help="the level under test")
    parser.add_argument("--against", choices=CHOICES, default=BASELINE,
                        help="the opponents' level in duplicate play (default: baseline)")
    parser.add_argument("--personality", choices=sorted(PERSONALITIES),
                        help="the tested level's personality")
    parser.add_argument("--sight", choices=SIGHTS,
                        help="research, duplicate only: the tested level (strong or expert) "
                             "sees each threat's true waits, only a riichi's, or only whether "
                             "each threat is ready: what perfect reading would be worth")
    parser.add_argument("--duplicate", action="store_true",
                        help="rotate the level through every seat on the same walls")
    parser.add_argument("--jobs", type=count, default=1, help="worker processes (duplicate)")
    parser.add_argument("--records", metavar="DIR", help="keep each match's record in DIR")
    parser.add_argument("--seat", action="append", default=[], metavar="N=mjai:COMMAND",
                        help="an outside mjai bot plays seat N (repeatable)")
    parser.add_argument("--mjai-timeout", type=seconds, default=5.0, metavar="S",
                        help="seconds a bot may take over one answer (default 5)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    options: dict[str, Any] = {}
    for item in args.option:
        name, equals, value = item.partition("=")
        if not equals:
            parser.error(f"--option takes NAME=VALUE, not {excerpt(item)!r}")
        try:  # strictly: a value may nest past the interpreter's recursion limit
            options[name] = decode(value)
        except SchemaError:  # not JSON (or a number too long for it): the text itself
            options[name] = value
    try:
        get_variant(args.variant).resolve(options)
    except ValueError as exc:  # an option the variant does not have, or a value it refuses
        parser.error(f"--option: {exc}")
    if args.duplicate:
        if args.level is None:
            parser.error("--duplicate needs --level")
        if args.sight and args.level not in ("strong", "expert"):
            parser.error("--sight needs --level strong or expert")
        return _duplicate(args, options)
    if args.sight:
        parser.error("--sight works only with --duplicate")
    try:
        players = Game(args.variant, options).rules.players
        seats = dict(parse_seat(text, players) for text in args.seat)
        extras = SelfPlayExtras(args.variant, options, args.records, seats,
                                max(0.1, args.mjai_timeout),
                                lambda line: print(line, file=sys.stderr, flush=True))
    except ValueError as exc:
        parser.error(str(exc))
    stats = selfplay(args.variant, args.games, args.seed, options, args.level, extras)
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


def _duplicate(args: argparse.Namespace, options: dict[str, Any]) -> int:
    try:
        stats = duplicate(args.variant, args.games, args.seed, options, args.level,
                          args.against, max(1, args.jobs), args.personality, args.sight)
    except ValueError as exc:  # a sight for a player that cannot take one (Superpowers)
        print(f"python -m game selfplay: error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(stats, indent=1, sort_keys=True))
        return 0
    print(f"{stats['variant']}: {stats['level']} against {stats['against']}, "
          f"{stats['matches']} matches on {stats['wall_sequences']} wall sequences, "
          f"{stats['hands']} hands, {stats['matches_per_s']:.2f} matches/s")
    ref = stats["reference"]
    print(f"  {'':<20} {stats['level']:>9}   95% interval       {stats['against']:>9}")
    for key, label, scale in _ROWS:
        low, high = (_shown(x, scale, ".3f") for x in stats[f"{key}_ci"])
        other = _shown(ref.get(key), scale, "9.3f") if key in ref else ""
        print(f"  {label:<20} {_shown(stats[key], scale, '9.3f')}   [{low}, {high}]   {other}")
    return 0


def _shown(x: float | None, scale: float, spec: str) -> str:
    return "n/a" if x is None else format(scale * x, spec)


_ROWS = (("average_rank", "average rank", 1), ("paired_rank_difference", "paired rank diff", 1),
         ("first_rate", "1st %", 100), ("last_rate", "last %", 100),
         ("win_rate", "win % per hand", 100), ("deal_in_rate", "deal-in % per hand", 100),
         ("call_rate", "call % per hand", 100), ("riichi_rate", "riichi % per hand", 100),
         ("drawn_rate", "drawn % of hands", 100), ("average_points", "average points", 1))


def selfplay(variant: str, games: int, seed: int, options: dict[str, Any] | None = None,
             level: str | None = None, extras: SelfPlayExtras | None = None) -> dict[str, Any]:
    start, cpu = time.perf_counter(), time.process_time()
    n = get_variant(variant).play_rules(get_variant(variant).resolve(options)).players
    records = []
    for m in range(seed, seed + games):
        players: dict[int, Any] = {m % n: make_ai(level, variant, options, m)} if level else {}
        match = extras.match(m) if extras is not None else None
        try:
            players.update(match.players if match is not None else {})
            records.append(play_match(variant, m, options, players=players or None,
                                      check=match.check if match is not None else None)[1])
        finally:
            if match is not None:
                match.finish()
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
    if records and records[0].powers:
        out["powers"] = power_table(records)
    if extras is not None and extras.reports:
        out["reports"] = extras.reports
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
