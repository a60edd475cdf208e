"""`python -m game analyze [FILE]`: one JSON request (or an array of them) in, answers out."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from game.commands.args import command_name, excerpt

MAX_REQUEST_BYTES = 1 << 20  # a request (or batch) larger than 1 MiB is refused unread
MAX_BATCH = 10_000  # requests in one array: each answer costs far more than its request
MAX_DIGITS = 40  # no number in a request needs more
EXCERPT = 60  # characters of a bad input shown back in an error
USAGE = ("%(prog)s [FILE]  (a JSON request, or an array of up to 10,000; at most "
         "1 MiB; stdin without FILE)")


def run(argv: list[str]) -> int:
    """Exit 0 when every request was answered, 2 when one could not be read (its answer is
    {"error": ...}), 1 on an internal failure (reported as {"error": ...}, no traceback).
    The answer is UTF-8 whatever the console's encoding; a reader that goes away early (a
    closed pipe) ends the command quietly."""
    parser = argparse.ArgumentParser(prog=command_name("analyze"), usage=USAGE,
                                     description="Analyze a hand as ANALYZE.md describes.")
    parser.add_argument("file", nargs="?", help="request file (default: stdin)")
    try:
        args, extra = parser.parse_known_args(argv)
    except SystemExit as exc:  # --help (0), or arguments argparse cannot read
        return 0 if exc.code == 0 else _emit({"error": f"usage: {USAGE}"}, 2)
    if extra:  # stdout stays JSON for whoever reads it, as for a bad request
        shown = excerpt(" ".join(extra))
        return _emit({"error": f"unexpected arguments {shown}; usage: {USAGE}"}, 2)
    try:
        raw = _read(args.file)
    except OSError as exc:
        return _emit({"error": f"cannot read the request: {exc.strerror or exc}"}, 2)
    if len(raw) > MAX_REQUEST_BYTES:
        return _emit({"error": f"the request is larger than {MAX_REQUEST_BYTES:,} bytes "
                               "(1 MiB); send it in smaller batches"}, 2)
    try:
        # UTF-8 whatever the console's code page, a byte-order mark (Windows editors) skipped.
        payload = _loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        return _emit({"error": f"cannot read the request: not UTF-8 text (byte {exc.start})"}, 2)
    except ValueError as exc:
        return _emit({"error": str(exc)}, 2)
    if isinstance(payload, list) and len(payload) > MAX_BATCH:
        return _emit({"error": f"the batch holds {len(payload):,} requests, more than "
                               f"{MAX_BATCH:,}; send it in smaller batches"}, 2)
    try:
        from game.analysis import answer_batch

        answer, status = answer_batch(payload)
    except Exception as exc:  # never a traceback on the console
        return _emit({"error": excerpt(f"internal error: {type(exc).__name__}: {exc}",
                                               4 * EXCERPT)}, 1)
    return _emit(_shorten(answer), status)


def _read(name: str | None) -> bytes:
    """At most one byte past the limit: a larger request is never held in memory whole."""
    if name and name != "-":
        with open(name, "rb") as f:
            return f.read(MAX_REQUEST_BYTES + 1)
    return sys.stdin.buffer.read(MAX_REQUEST_BYTES + 1)


def _loads(text: str) -> Any:
    """Strict JSON: no NaN or Infinity, no number past MAX_DIGITS digits; ValueError saying
    what is wrong and where."""
    try:
        return json.loads(text, parse_constant=_not_json, parse_int=_int, parse_float=_float)
    except json.JSONDecodeError as exc:
        raise ValueError(f"bad JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    except RecursionError:  # the decoder recurses once per level of nesting
        raise ValueError("bad JSON: arrays or objects nested too deeply") from None


def _not_json(word: str) -> Any:
    raise ValueError(f"bad JSON: {word} is not a JSON number")


def _int(digits: str) -> int:
    if len(digits) > MAX_DIGITS:
        raise ValueError(f"bad JSON: a number {len(digits):,} digits long (at most {MAX_DIGITS})")
    return int(digits)


def _float(text: str) -> float:
    value = float(text) if len(text) <= 2 * MAX_DIGITS else float("inf")
    if value in (float("inf"), float("-inf")):
        raise ValueError(f"bad JSON: the number {excerpt(text, 24)} is too large")
    return value


def _shorten(answer: Any) -> Any:
    """Answers with long error messages (they quote the request) shortened around the middle,
    keeping their start and their end (which says where and why)."""
    if isinstance(answer, list):
        return [_shorten(a) for a in answer]
    if isinstance(answer, dict) and isinstance(answer.get("error"), str):
        return {**answer, "error": excerpt(answer["error"], 4 * EXCERPT)}
    return answer


def _emit(answer: Any, status: int) -> int:
    data = (json.dumps(answer, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    out = getattr(sys.stdout, "buffer", None)
    try:
        if out is None:  # a text-only stream (tests): it takes str
            sys.stdout.write(data.decode("utf-8"))
            sys.stdout.flush()
        else:
            sys.stdout.flush()
            out.write(data)
            out.flush()
    except BrokenPipeError:  # the reader went away (`| head`): nothing to say, no traceback
        _silence_stdout()
        return 141 if status == 0 else status
    return status


def _silence_stdout() -> None:
    """Point stdout at the null device, so the interpreter's own flush at exit finds no
    broken pipe to complain about."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass
