"""A record as text in each outside form: tenhou.net/6 JSON, mjai lines, or our own JSON one
field a line (docs/records.md); and an export written into a folder beside the records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.store import atomic_write_text

FORMATS = ("tenhou6", "mjai", "json")
SUFFIX = {"tenhou6": ".tenhou6.json", "mjai": ".mjai.jsonl", "json": ".json"}


def convert(doc: dict[str, Any], form: str) -> str:
    """The record in the form asked for, as text."""
    if form == "tenhou6":
        from game.records.tenhou6 import export

        return json.dumps(export(doc), ensure_ascii=False, separators=(",", ":")) + "\n"
    if form == "mjai":
        from game.records.mjai import export_events

        return "".join(json.dumps(m, ensure_ascii=False, separators=(",", ":")) + "\n"
                       for m in export_events(doc))
    return readable(doc)


FIRST = ("schema", "id", "app", "variant", "options", "seed", "players", "me", "status",
         "started", "saved", "summary")
LISTS = ("actions", "steps", "events")


def readable(doc: dict[str, Any]) -> str:
    """The record as JSON a person can read: one field a line, then the actions and events
    one a line."""
    def dump(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))

    keys = [k for k in FIRST if k in doc] + sorted(k for k in doc if k not in FIRST
                                                   and k not in LISTS)
    parts = [f'"format": {dump(FORMAT_NAME)}'] + [f"{dump(k)}: {dump(doc[k])}" for k in keys]
    for k in LISTS:
        if k in doc:
            items = ",\n  ".join(dump(v) for v in doc[k])
            parts.append(f"{dump(k)}: [\n  {items}\n]" if items else f"{dump(k)}: []")
    return "{\n" + ",\n".join(parts) + "\n}\n"


FORMAT_NAME = "sparrow-mahjong-record"


def write(folder: Path, doc: dict[str, Any], form: str) -> Path:
    """Write a record's export into `folder` (ExportError if the form cannot hold it,
    OSError if the folder cannot be written); the file written."""
    path = export_path(folder, doc, form)
    atomic_write_text(path, convert(doc, form))
    return path


def export_path(folder: Path, doc: dict[str, Any], form: str) -> Path:
    """The file `write` writes a record's export to."""
    return Path(folder) / f"{doc['id']}{SUFFIX[form]}"
