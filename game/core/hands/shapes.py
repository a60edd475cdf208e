"""Hand shapes over a grammar: melds from tiles, every reading of a complete hand, waits with
their shapes, and where a winning tile sits (the search itself is in shape_search)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from game.core.hands.shape_search import RUN_KINDS, Group, Search, search_for
from game.core.hands.special_forms import HAND_SIZE, Decomp
from game.core.model.grammar import Grammar
from game.core.model.melds import Form, Meld, MeldKind, Reading, Wait, WaitShape
from game.core.model.tiles import Tile

MELDS = 4
_SHAPE_ORDER = {s: i for i, s in enumerate(WaitShape)}
_KIND_ORDER = {k: i for i, k in enumerate(MeldKind)}


@dataclass(frozen=True, slots=True)
class ShapeReading(Reading):
    """A reading that remembers the grammar it was read under, so `win_placements` can tell
    an edge wait from a two-sided one (Space wraps, Ùzje runs reach 0 and 16)."""

    grammar: Grammar | None = field(default=None, compare=False, repr=False, hash=False)


# ---------------------------------------------------------------------------------------------
# Public API


def parse_meld(grammar: Grammar, tiles: Sequence[Tile], open: bool) -> Meld:
    """The meld declared tiles make: four alike a kong, three alike a pung, else the run the
    variant's grammar knows, laid out in its order (8-9-1). ValueError says why not."""
    ts = grammar.tileset
    for x in tiles:
        if x not in ts.index:
            raise ValueError(f"{x.name} is not a playing tile of {ts.name}")
    if len(tiles) not in (3, 4):
        raise ValueError(f"a meld has 3 tiles (4 for a kong), not {len(tiles)}")
    kinds = [ts.index[t] for t in tiles]
    if len(set(kinds)) == 1:
        kind = MeldKind.KONG if len(tiles) == 4 else MeldKind.PUNG
        return Meld(kind, tuple(tiles), open, tiles[0].plain.suit)
    if len(tiles) == 4:
        raise ValueError("four tiles make a meld only when all four are alike (a kong)")
    sorted_kinds = sorted(kinds)
    for t in grammar.templates:
        if t.kind in RUN_KINDS and sorted(t.indices) == sorted_kinds:
            pool = list(tiles)
            laid = []
            for i in t.indices:
                j = next(j for j, x in enumerate(pool) if ts.index[x] == i)
                laid.append(pool.pop(j))
            return Meld(t.kind, tuple(laid), open, t.suit, t.step)
    text = ts.format(ts.sort(tiles))
    raise ValueError(f"{text} is not a meld in {ts.name}: not alike and no run of this variant")


def is_complete(grammar: Grammar, concealed: Sequence[Tile], melds: Sequence[Meld] = ()) -> bool:
    """Whether the concealed tiles with the declared melds make a winning shape."""
    sh = search_for(grammar)
    counts = _counts(grammar, concealed)
    return _complete(sh, counts, melds, len(concealed))


def readings(grammar: Grammar, concealed: Sequence[Tile], melds: Sequence[Meld] = ()
             ) -> list[Reading]:
    """Every reading of a complete hand: declared melds first, then the concealed groups.

    The standard form needs the concealed tiles to be melds and one pair (any count ≡ 2 mod 3
    with at most four melds in all, so partial hands read too); seven pairs, orphans and long
    straights need the whole hand of 14. Groups hold the player's own tiles (red fives kept).
    Zero alone in a pair or trip is read once for each role it can play (honour, rank 0).
    """
    sh = search_for(grammar)
    counts = _counts(grammar, concealed)
    melds = tuple(melds)
    n = len(concealed)
    out: list[Reading] = []
    everything = tuple(grammar.tileset.sort([t for m in melds for t in m.tiles] + list(concealed)))
    if n % 3 == 2 and len(melds) + (n - 2) // 3 <= MELDS:
        for d in sh.standard_all(counts):
            built = _build(sh, d, concealed)
            pair = next(m for m in built if m.kind is MeldKind.PAIR)
            groups = melds + tuple(m for m in built if m is not pair)
            out.append(ShapeReading(Form.STANDARD, groups, pair, everything, grammar))
    if not melds:
        for d in sh.seven_pairs(counts):
            built = _build(sh, d, concealed)
            out.append(ShapeReading(Form.SEVEN_PAIRS, tuple(built), None, everything, grammar))
    full = _full_counts(grammar, counts, melds, _orphans_melds_ok(melds))
    if full is not None:
        for name in sh.orphans(full):
            out.append(ShapeReading(Form(name), melds, None, everything, grammar))
    full = _full_counts(grammar, counts, melds, _straight_melds_ok(grammar, melds))
    if full is not None and sh.long_straight(full):
        out.append(ShapeReading(Form.LONG_STRAIGHT, melds, None, everything, grammar))
    return out


def waiting_kinds(grammar: Grammar, concealed: Sequence[Tile], melds: Sequence[Meld] = ()
                  ) -> tuple[Tile, ...]:
    """Every kind that would complete the hand, whether any copy is left or not."""
    return tuple(w.tile for w in waits(grammar, concealed, melds))


def waits(grammar: Grammar, concealed: Sequence[Tile], melds: Sequence[Meld] = (),
          seen: Iterable[Tile] | None = None) -> list[Wait]:
    """The tiles that complete a ready hand, in canonical order, each with the copies left
    (not in the hand, the melds or `seen`) and its wait shapes. A tile whose every copy is
    already held is listed with left 0 (karaten)."""
    sh = search_for(grammar)
    ts = grammar.tileset
    counts = _counts(grammar, concealed)
    n = len(concealed)
    if n % 3 != 1:
        return []
    held = list(counts)
    for m in melds:
        for t in m.tiles:
            held[ts.index[t]] += 1
    for t in seen or ():
        if t in ts.index:
            held[ts.index[t]] += 1
    melds = tuple(melds)
    found: dict[int, set[WaitShape]] = {}
    if len(melds) + (n - 1) // 3 <= MELDS:
        for k in sh.standard_waits(counts):
            counts[k] += 1
            shapes = found.setdefault(k, set())
            for d in sh.standard_all(counts):
                for gid in d:
                    for p, i in enumerate(sh.groups[gid].indices):
                        if i == k:
                            shapes.update(sh.shapes[gid][p])
            counts[k] -= 1
    if len(melds) * 3 + n + 1 == HAND_SIZE:
        full = list(counts)
        for m in melds:
            for t in m.tiles:
                full[ts.index[t]] += 1
        fits = _orphans_melds_ok(melds) or _straight_melds_ok(grammar, melds)
        for k in sh.special_waits(counts, full if fits else None, not melds):
            counts[k] += 1
            if _special_complete(grammar, sh, counts, melds):
                found.setdefault(k, set()).add(WaitShape.SPECIAL)
            counts[k] -= 1
    out = []
    for k in sorted(found):
        left = max(0, sh.copies - held[k])
        order = tuple(sorted(found[k], key=_SHAPE_ORDER.__getitem__))
        out.append(Wait(grammar.kinds[k], left, order))
    return out


def win_placements(reading: Reading, win_tile: Tile, grammar: Grammar | None = None
                   ) -> list[tuple[Meld, WaitShape]]:
    """Where the winning tile can sit among the reading's concealed groups (the pair included),
    and what wait that was. Seven pairs give (the pair, SPECIAL); orphans and the long straight
    have no groups to place it in and give []. The grammar comes from a reading `readings`
    made; pass it for a reading built by hand."""
    grammar = grammar or getattr(reading, "grammar", None)
    if grammar is None:
        raise ValueError("win_placements needs the grammar for a reading not made by readings()")
    if reading.form not in (Form.STANDARD, Form.SEVEN_PAIRS):
        return []
    sh = search_for(grammar)
    idx = grammar.tileset.index
    k = idx[win_tile]
    groups = list(reading.groups) + ([reading.pair] if reading.pair is not None else [])
    out: list[tuple[Meld, WaitShape]] = []
    seen: set[tuple[tuple[int, ...], MeldKind, str, WaitShape]] = set()
    for m in groups:
        if m.open or m.kind is MeldKind.KONG:
            continue
        indices = tuple(idx[t] for t in m.tiles)
        if k not in indices:
            continue
        if reading.form is Form.SEVEN_PAIRS:
            shapes: tuple[WaitShape, ...] = (WaitShape.SPECIAL,)
        else:
            gid = sh.gid.get(Group(m.kind, indices, m.suit, m.step))
            if gid is None:
                gid = _match_group(sh, m.kind, indices)
            shapes = sh.shapes[gid][indices.index(k)] if gid is not None else ()
        for s in shapes:
            key = (indices, m.kind, m.suit, s)
            if key not in seen:
                seen.add(key)
                out.append((m, s))
    return out


# ---------------------------------------------------------------------------------------------
# Helpers


def _counts(grammar: Grammar, tiles: Iterable[Tile]) -> list[int]:
    ts = grammar.tileset
    counts = [0] * len(ts.kinds)
    for t in tiles:
        i = ts.index.get(t)
        if i is None:
            raise ValueError(f"{t.name} is not a playing tile of {ts.name}")
        counts[i] += 1
    return counts


def _orphans_melds_ok(melds: Sequence[Meld]) -> bool:
    """Declared melds may stand in an orphans hand only as runs (Space's called honour
    sequences: open kokushi); no other meld can be all different terminals and honours."""
    return all(m.kind is MeldKind.CHOW for m in melds)


def _straight_melds_ok(grammar: Grammar, melds: Sequence[Meld]) -> bool:
    """A long straight may be partly open: at most three declared melds, each a run of the
    open step (Ùzje: d = 1)."""
    return len(melds) < MELDS and all(
        m.kind is MeldKind.CHOW and m.step == grammar.long_straight_open_step for m in melds
    )


def _full_counts(grammar: Grammar, counts: Sequence[int], melds: Sequence[Meld], ok: bool
                 ) -> list[int] | None:
    if not ok:
        return None
    full = list(counts)
    for m in melds:
        for t in m.tiles:
            full[grammar.tileset.index[t]] += 1
    return full if sum(full) == HAND_SIZE else None


def _special_complete(grammar: Grammar, sh: Search, counts: Sequence[int],
                      melds: Sequence[Meld]) -> bool:
    if not melds and sh.seven_pairs(counts):
        return True
    full = _full_counts(grammar, counts, melds, _orphans_melds_ok(melds))
    if full is not None and sh.orphans(full):
        return True
    full = _full_counts(grammar, counts, melds, _straight_melds_ok(grammar, melds))
    return full is not None and sh.long_straight(full)


def _complete(sh: Search, counts: list[int], melds: Sequence[Meld], n: int) -> bool:
    if n % 3 == 2 and len(melds) + (n - 2) // 3 <= MELDS and sh.standard_ok(counts):
        return True
    return len(melds) * 3 + n == HAND_SIZE and _special_complete(sh.grammar, sh, counts, melds)


def _build(sh: Search, decomp: Decomp, tiles: Sequence[Tile]) -> list[Meld]:
    """Melds of the player's own tiles for a decomposition, in canonical order."""
    idx = sh.grammar.tileset.index
    pools: dict[int, list[Tile]] = {}
    for t in sh.grammar.tileset.sort(tiles):
        pools.setdefault(idx[t], []).append(t)
    order = sorted(decomp, key=lambda gid: (sorted(sh.groups[gid].indices),
                                            _KIND_ORDER[sh.groups[gid].kind]))
    out = []
    for gid in order:
        g = sh.groups[gid]
        laid = tuple(pools[i].pop(0) for i in g.indices)
        out.append(Meld(g.kind, laid, False, g.suit, g.step))
    return out


def _match_group(sh: Search, kind: MeldKind, indices: tuple[int, ...]) -> int | None:
    """The group id of a hand-built meld whose suit or step label differs from ours."""
    for gid, g in enumerate(sh.groups):
        if g.kind is kind and g.indices == indices:
            return gid
    for gid, g in enumerate(sh.groups):
        if g.kind is kind and sorted(g.indices) == sorted(indices):
            return gid
    return None

