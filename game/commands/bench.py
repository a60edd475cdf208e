"""`python -m game bench [--only SECTION] [--json]`: every performance goal, measured."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.benchmarks import sections as _sections
from game.commands.args import command_name


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog=command_name("bench"), description=__doc__)
    parser.add_argument("--only", action="append", help="run only this section (repeatable)")
    parser.add_argument("--json", action="store_true", help="print one JSON object of figures")
    parser.add_argument("--quick", action="store_true", help="fewer samples (a smoke run)")
    parser.add_argument("--probe", nargs=2, metavar=("SECTION.PROBE", "N"),
                        help=argparse.SUPPRESS)  # a section's measurement in a child process
    args = parser.parse_args(argv)
    sections = _sections()
    if args.probe:
        section, _, probe = args.probe[0].partition(".")
        print(json.dumps(sections[section].PROBES[probe](int(args.probe[1]))))
        return 0
    chosen = args.only or list(sections)
    unknown = [s for s in chosen if s not in sections]
    if unknown:
        print(f"unknown section(s) {unknown}; sections: {', '.join(sections)}", file=sys.stderr)
        return 2
    figures: dict[str, Any] = {}
    for name in chosen:
        result = sections[name].run(quick=args.quick)
        figures.update(result)
        if not args.json:
            print(f"[{name}]")
            for key, value in result.items():
                shown = f"{value:.4g}" if isinstance(value, float) else value
                print(f"  {key}: {shown}")
    if args.json:
        print(json.dumps(figures, indent=1, sort_keys=True))
    return 0
