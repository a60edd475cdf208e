"""Melds as players read them, wherever a meld is drawn (the table, the replay, the result):
runs in the order they run, the claimed tile sideways on the side of the seat it came from, an
added kong's tile lying on that sideways tile; and where each face lies in its owner's row."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from game.core.model.melds import Meld, MeldKind


def run_order(grammar, tiles) -> tuple:
    """A run's tiles in the order it runs (Space: 8-9-1, E-S-W), by the grammar's template;
    other groups as they are."""
    tiles = tuple(tiles)
    if grammar is None or len(tiles) != 3:
        return tiles
    template = grammar.template_for(tiles)
    if template is None or template.kind is MeldKind.PUNG:
        return tiles
    rest, out = list(tiles), []
    for k in template.indices:
        found = next((x for x in rest if grammar.tileset.index.get(x) == k), None)
        if found is None:
            return tiles
        rest.remove(found)
        out.append(found)
    return tuple(out)


def claimed_side(source: int | None, players: int) -> str | None:
    """Where a claimed tile came from as its owner sees it: "left", "across" or "right"."""
    if source is None:
        return None
    if players == 3:
        return {1: "right", 2: "left"}.get(source)
    return {1: "right", 2: "across", 3: "left"}.get(source)


def meld_faces(meld: Meld | None, grammar, players: int) -> list[tuple]:
    """A meld as laid on the table, its owner's left to right: (tile or None for a back,
    sideways, stacked on the one before). The claimed tile lies sideways on the side of the
    seat it came from (left: first, across: middle, right: last); a kong added to a claimed
    pung lies on that sideways tile; a concealed kong shows backs at its ends."""
    if meld is None:
        return [(None, False, False)] * 4
    tiles = list(run_order(grammar, meld.tiles)) if meld.is_run else list(meld.tiles)
    if not meld.open:
        return [(None if i in (0, 3) and len(tiles) == 4 else x, False, False)
                for i, x in enumerate(tiles)]
    side = claimed_side(meld.source, players)
    if meld.claimed is None or side is None or meld.claimed not in tiles:
        return [(x, False, False) for x in tiles]
    tiles.remove(meld.claimed)
    added = None
    if meld.added and len(tiles) == 3:
        added = tiles.pop()  # the fourth tile lies on the claimed one
    place = {"left": 0, "across": 1, "right": len(tiles)}[side]
    faces = [(x, False, False) for x in tiles]
    faces.insert(place, (meld.claimed, True, False))
    if added is not None:
        faces.insert(place + 1, (added, True, True))
    return faces


def upright(faces: list[tuple]) -> list[tuple]:
    """The same faces standing upright, one beside the other (Ùzje lays its melds so)."""
    return [(x, False, False) for x, _, _ in faces]


def laid_faces(meld, grammar, players: int, upright_melds: bool) -> list[tuple]:
    """A meld's faces as a table lays them: with its claimed tile turned, or (Ùzje, whose
    table goes with its shared pile) all upright, one beside the other, in the order they
    run: upright, the claimed tile's place tells nothing, and 6-2-10 read worse than
    2-6-10."""
    if upright_melds:
        plain = replace(meld, claimed=None) if meld is not None else None
        return upright(meld_faces(plain, grammar, players))
    return meld_faces(meld, grammar, players)


@dataclass(frozen=True)
class Cell:
    """Where one face of a meld lies in its owner's row: `along` the row from the meld's
    start, its far edge `lift` off the row's floor (the seat's outer edge), `length` along and
    `depth` across."""

    face: object
    sideways: bool
    along: int
    lift: int
    length: int
    depth: int


def meld_cells(faces: list[tuple], w: int, h: int) -> tuple[list[Cell], int]:
    """Where each face lies with tiles `w` wide and `h` high, and how long the meld runs: an
    upright tile stands `h` off the floor, a sideways one lies `w` deep and `h` long, and a
    stacked one lies on the sideways tile before it (same place along, one tile further in)."""
    cells: list[Cell] = []
    along = last = 0
    for face, sideways, stacked in faces:
        if stacked and sideways:
            cells.append(Cell(face, True, last, 2 * w, h, w))
            continue
        cells.append(Cell(face, sideways, along, w if sideways else h, h if sideways else w,
                          w if sideways else h))
        last = along
        along += h if sideways else w
    return cells, along


def meld_depth(w: int, h: int) -> int:
    """How far a row of melds may reach off its floor with tiles `w` wide and `h` high: an
    upright tile, or an added kong's tile lying on a sideways one."""
    return max(h, 2 * w)


def row_lift(cells: list[Cell]) -> int:
    """How far a row's faces reach off its floor (an added kong's: two tiles deep)."""
    return max((c.lift for c in cells), default=0)


@dataclass(frozen=True)
class Row:
    """Groups of faces laid in a row read from below (a result's hand, a drill's melds), as
    the table lays a seat's melds: each face's rect from the row's left end and top, and how
    wide and high the row is (higher than a tile where an added kong's tile lies on one)."""

    faces: tuple[tuple[object, bool, pygame.Rect], ...]  # (tile or None, sideways, rect)
    width: int
    height: int


def lay_row(groups: list[list[tuple]], w: int, h: int, gap: int) -> Row:
    """The rects of groups of faces with tiles `w` wide and `h` high, a `gap` after each
    group, every face on the row's floor (a stacked face on the one under it)."""
    laid = [meld_cells(g, w, h) for g in groups]
    height = max([h] + [row_lift(cells) for cells, _ in laid])
    out, x = [], 0
    for cells, length in laid:
        out += [(c.face, c.sideways, pygame.Rect(x + c.along, height - c.lift, c.length,
                                                   c.depth)) for c in cells]
        x += length + gap
    return Row(tuple(out), x, height)


def blit_row(surf, sprites, row: Row, x: int, y: int, shown: int | None = None) -> None:
    """A row's faces from (`x`, `y`), the first `shown` face up (all when None)."""
    for k, (tile_, sideways, rect) in enumerate(row.faces):
        state = "sideways" if sideways else None
        up = tile_ is not None and (shown is None or k < shown)
        img = sprites.get(tile_, state) if up else sprites.back(state)
        surf.blit(img, img.get_rect(center=rect.move(x, y).center))
