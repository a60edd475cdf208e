"""`python -m game options --variant V [--json]`: every rule option of a variant with its
default, the values it takes and what it does (the Superpower rule's too: every variant
takes it), and each preset's values.

With --json: {"options": [{"name", "default", "values", "description", "group"}, ...],
"presets": {NAME: {option: value, ...}}}, each preset's values complete (the seed's where
the preset names none). `--option preset=NAME` takes a preset wherever options are taken.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from game.commands.args import OneLineParser, command_name
from game.commands.export import emit
from game.core.model.options import GROUPS, Option
from game.core.model.powers import POWER_OPTIONS
from game.core.variants import VARIANTS, get_variant
from game.core.variants.base import Variant


def every_option(variant: Variant) -> tuple[Option, ...]:
    """The variant's own options, then the Superpower rule's."""
    return variant.options + POWER_OPTIONS


def listing(variant: Variant) -> dict[str, Any]:
    """The variant's options and presets as plain JSON data."""
    options = [{"name": o.name, "default": o.default, "values": list(o.values),
                "description": o.explain, "group": o.group, "needs": o.needs or None}
               for o in every_option(variant)]
    presets = {p.name: variant.resolve({"preset": p.name}) for p in variant.presets}
    return {"options": options, "presets": presets}


def _text(variant: Variant) -> str:
    lines = [f"{variant.title} ({variant.id}): {len(every_option(variant))} options"]
    for group, title in GROUPS:
        mine = [o for o in every_option(variant) if o.group == group]
        if not mine:
            continue
        lines += ["", f"{title}:"]
        for o in mine:
            values = ", ".join(json.dumps(v) for v in o.values) if o.choices or \
                isinstance(o.default, bool) else f"any {type(o.default).__name__}"
            lines.append(f"  {o.name} = {json.dumps(o.default)}  [{values}]")
            lines.append(f"      {o.explain}" + (f" (only with {o.needs} on)" if o.needs else ""))
    lines += ["", "Presets (--option preset=NAME):"]
    for p in variant.presets:
        changed = {k: v for k, v in variant.resolve({"preset": p.name}).items()
                   if v != variant.resolve()[k]}
        shown = ", ".join(f"{k}={json.dumps(v)}" for k, v in changed.items()) or "the defaults"
        lines.append(f"  {p.name} ({p.title}): {shown}")
        lines.append(f"      {p.summary}")
    return "\n".join(lines)


def run(argv: list[str]) -> int:
    parser = OneLineParser(prog=command_name("options"), description=__doc__,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="riichi", choices=sorted(VARIANTS))
    parser.add_argument("--json", action="store_true", help="one JSON object")
    args = parser.parse_args(argv)
    variant = get_variant(args.variant)
    if args.json:
        return emit(json.dumps(listing(variant), indent=1) + "\n")
    return emit(_text(variant) + "\n")  # (Ùzje: UTF-8 whatever the console's code page)
