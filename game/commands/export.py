"""`python -m game export --format tenhou6|mjai|json RECORD [-o FILE]`: a game record in an
outside form. tenhou6 (tenhou.net/6 JSON, as mjai-reviewer and NAGA read it) and mjai (JSON
lines) hold Riichi and Sanma matches; json is the record itself, for every variant
(docs/records.md). RECORD is a record file, or the name of one of your records (its start:
the date, e.g. 20260126-2130, is enough when only one record begins so)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from game.commands.args import OneLineParser, command_name, excerpt
from game.file_errors import in_brief
from game.records.formats import FORMATS


def run(argv: list[str]) -> int:
    parser = OneLineParser(prog=command_name("export"), description=__doc__)
    parser.add_argument("record", help="a record file, or the start of a record's name")
    parser.add_argument("--format", choices=FORMATS, required=True)
    parser.add_argument("-o", "--output", metavar="FILE", help="write here (default: stdout)")
    parser.add_argument("--profile", type=Path, help="the records of this profile folder")
    args = parser.parse_args(argv)
    from game.records.formats import convert
    from game.records.tenhou6 import ExportError
    from game.ui.app import make_store

    store = make_store(args.profile)
    try:
        doc = find(store, args.record)
        text = convert(doc, args.format)
    except (LookupError, ExportError) as exc:
        for line in store.take_notices():
            print(line, file=sys.stderr)
        print(f"export: {exc}", file=sys.stderr)
        return 1
    if args.output:
        from game.store import atomic_write_text, why_not_saved

        try:
            atomic_write_text(Path(args.output), text)
        except OSError as exc:
            print(f"export: cannot write {args.output}: "
                  f"{why_not_saved(exc, Path(args.output))}", file=sys.stderr)
            return 1
        return 0
    return emit(text)


def emit(text: str) -> int:
    """The export on stdout as UTF-8 whatever the console's code page; a reader that goes
    away early (`| head`) ends the command quietly, as analyze does."""
    from game.commands.analyze import _silence_stdout

    out = getattr(sys.stdout, "buffer", None)
    try:
        if out is None:  # a text-only stream (tests, smoke): it takes str
            sys.stdout.write(text)
            sys.stdout.flush()
        else:
            sys.stdout.flush()
            out.write(text.encode("utf-8"))
            out.flush()
    except BrokenPipeError:
        _silence_stdout()
        return 141
    return 0


def find(store, name: str) -> dict[str, Any]:
    """The record a file path or a record name (or its unique start) names."""
    from game.records.shelf import Shelf

    path = Path(name)
    if path.suffix == ".json" or len(path.parts) > 1:
        return read_file(path)
    shelf = Shelf(store)
    names = [e["file"] for e in shelf.listing() if e["id"].startswith(name)]
    if len(names) != 1:
        raise LookupError(f"{len(names) or 'no'} records begin with {excerpt(name)!r}"
                          + (" (give more of the name)" if names else ""))
    doc = shelf.load(names[0])  # one of the profile's: a damaged one is set aside, told
    if doc is None:
        raise LookupError(f"the record {excerpt(names[0])!r} could not be read")
    return doc


def read_file(path: Path) -> dict[str, Any]:
    """A record file given by its path, checked as the records are; a file that does not
    read is left where it is (it may be one sent by someone else: not ours to move)."""
    from game.files import RECORD
    from game.records.record import record_events
    from game.schema import SchemaError
    from game.store import Store, why_not_read

    shown = excerpt(str(path))
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise LookupError(f"there is no file {shown!r}") from None
    except IsADirectoryError:
        raise LookupError(f"{shown!r} is a folder, not a record file") from None
    except OSError as exc:
        raise LookupError(f"{shown!r} could not be read ({why_not_read(exc)})") from None
    try:
        doc: dict[str, Any] = Store.checked(RECORD, raw)
        record_events(doc)
    except SchemaError as exc:
        raise LookupError(f"{shown!r} is not a record this game reads: {exc}") from None
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        raise LookupError(f"{shown!r} is a record whose events do not read: "
                          f"{in_brief(str(exc))}") from None
    return doc
