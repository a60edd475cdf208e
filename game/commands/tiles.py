"""`python -m game tiles --sheet FILE.png [--variant V] [--size PX]`: a contact sheet of faces."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game.art import faces as art
from game.core.variants import UnknownVariant, get_variant
from game.store import why_not_saved


class _BadArguments(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise _BadArguments(message)


def _parser() -> _Parser:
    parser = _Parser(
        prog="python -m game tiles",
        description="Write a contact sheet of every tile face, the back and the states.",
    )
    parser.add_argument("--sheet", required=True, metavar="FILE.png",
                        help="where to write the sheet (PNG)")
    parser.add_argument("--variant", metavar="V",
                        help="only this variant's faces (all options); default every variant")
    parser.add_argument("--size", type=int, default=64, metavar="PX",
                        help=f"tile width in pixels ({art.MIN_WIDTH}-{art.MAX_WIDTH}, default 64)")
    parser.add_argument("--index", action="store_true",
                        help="add the colour-blind corner index (rank + suit letter)")
    return parser


def run(argv: list[str]) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except _BadArguments as exc:
        print(f"{parser.prog}: {exc}", file=sys.stderr)
        print(parser.format_usage().rstrip(), file=sys.stderr)
        return 2
    if not art.MIN_WIDTH <= args.size <= art.MAX_WIDTH:
        print(f"{parser.prog}: --size must be {art.MIN_WIDTH}-{art.MAX_WIDTH} pixels, "
              f"not {args.size}", file=sys.stderr)
        return 2
    if not args.sheet.lower().endswith(".png"):
        print(f"{parser.prog}: --sheet must name a .png file, not {args.sheet!r}",
              file=sys.stderr)
        return 2
    style = "mpsz" if args.index else None
    if args.variant:
        try:
            variant = get_variant(args.variant)
        except UnknownVariant as exc:
            print(f"{parser.prog}: {exc}", file=sys.stderr)
            return 2
        faces: list[art.Face] = [*art.variant_faces(args.variant), art.BACK]
        if args.index:  # corner marks in the notation the variant's tiles are written in
            style = variant.tileset(variant.resolve({})).notation.name
    else:
        faces = art.all_faces()
    sheet = art.contact_sheet(faces, args.size, index=style)
    try:
        sheet.save(args.sheet, format="PNG")
    except OSError as exc:
        print(f"{parser.prog}: cannot write {args.sheet!r}: "
              f"{why_not_saved(exc, Path(args.sheet))}", file=sys.stderr)
        return 2
    tiles = len(faces) - 1
    print(f"wrote {args.sheet}: {tiles} faces and the back at {args.size} px, "
          f"{sheet.width}x{sheet.height}")
    return 0
