"""`python -m game analyze [FILE]`: one JSON request (or an array of them) in, answers out."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

USAGE = "python -m game analyze [FILE]  (a JSON request or array of requests; stdin without FILE)"


def run(argv: list[str]) -> int:
    """Exit 0 when every request was answered, 2 when one could not be read (its answer is
    {"error": ...}), 1 on an internal failure (reported as {"error": ...}, no traceback)."""
    parser = argparse.ArgumentParser(prog="python -m game analyze", usage=USAGE,
                                     description="Analyze a hand as ANALYZE.md describes.")
    parser.add_argument("file", nargs="?", help="request file (default: stdin)")
    try:
        args, extra = parser.parse_known_args(argv)
    except SystemExit as exc:  # --help (0), or arguments argparse cannot read
        return 0 if exc.code == 0 else _emit({"error": f"usage: {USAGE}"}, 2)
    if extra:  # stdout stays JSON for whoever reads it, as for a bad request
        return _emit({"error": f"unexpected arguments {' '.join(extra)}; usage: {USAGE}"}, 2)
    try:
        # UTF-8 whatever the console's code page, a byte-order mark (Windows editors) skipped.
        if args.file and args.file != "-":
            with open(args.file, encoding="utf-8-sig") as f:
                text = f.read()
        else:
            text = sys.stdin.buffer.read().decode("utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        return _emit({"error": f"cannot read the request: {exc}"}, 2)
    try:
        payload = json.loads(text)
    except json.JSONDecodeError as exc:
        return _emit({"error": f"bad JSON at line {exc.lineno} column {exc.colno}: {exc.msg}"}, 2)
    except RecursionError:  # the decoder recurses once per level of nesting
        return _emit({"error": "bad JSON: arrays or objects nested too deeply"}, 2)
    try:
        from game.analysis import answer_batch

        answer, status = answer_batch(payload)
    except Exception as exc:  # never a traceback on the console
        return _emit({"error": f"internal error: {type(exc).__name__}: {exc}"}, 1)
    return _emit(answer, status)


def _emit(answer: Any, status: int) -> int:
    json.dump(answer, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
    return status
