"""The shanten engine of one grammar: its blocks, the standard form by max-plus over their
vectors, branch and bound for a block holding most of a hand, and the special forms.

Shanten is the fewest tiles a hand lacks for a complete target, minus one: -1 complete,
0 ready. A target is K meld groups and a pair (K = (tiles - 1) // 3), or a special form
(seven pairs, orphans, the long straight); it never needs a fifth copy of a kind.

The standard form splits into blocks (blocks): each block's vector says how many hand
tiles k meld groups and p pair groups can use there; vectors combine by max-plus, so
shanten = 3K + 2 - best - 1. Groups that use no hand tile cost their full size and can go
anywhere (every variant has kinds to spare), so blocks count only groups touching the hand.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from game.core.model.grammar import Grammar
from game.core.model.melds import Meld, MeldKind
from game.core.shanten.blocks import EXTERNAL, MAX_E, MAX_MELDS, NEG, Block
from game.core.shanten.suit_tables import attach_table
from game.core.shanten.vectors import combine, combine_plain

COPIES = 4
HEAVY = 6  # a block with this many tiles is searched by branch and bound, not tabled


class Discarder(Protocol):
    """Discard advice answered by a path's own tables (the table path's DiscardPath)."""

    def discards(self, counts: Sequence[int], declared: int, seen: Sequence[int] | None,
                 pond: bool = False) -> list[tuple[int, int, int]]: ...


class FastPath(Protocol):
    """What the front door and Engine.missing ask of a path above the kernel."""

    shanten0: Callable[[bytes], int] | None
    discarder: Discarder | None

    def missing(self, b: bytes, melds: Sequence[Meld] | int, declared: int) -> int: ...

    def ukeire(self, b: bytes, melds: Sequence[Meld] | int, declared: int
               ) -> tuple[int, list[int]]: ...

    def memos(self) -> list[dict[Any, Any]]: ...

    def forget(self) -> None: ...

    def kept_entries(self) -> int: ...


class Engine:
    """The blocks, special forms and caches of one grammar."""

    def __init__(self, grammar: Grammar) -> None:
        self.grammar = grammar
        ts = grammar.tileset
        self.n = n = len(ts.kinds)
        runs = [t for t in grammar.templates if t.kind is not MeldKind.PUNG]
        suits: list[set[str]] = [set() for _ in range(n)]
        for t in runs:
            for i in t.indices:
                suits[i].add(t.suit)
        shared = [i for i in range(n) if len(suits[i]) > 1]
        if len(shared) > 1:
            raise ValueError("a grammar may share at most one kind between suits")
        self.shared: int | None = shared[0] if shared else None
        parent = list(range(n))

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for t in grammar.templates:
            own = [i for i in t.indices if i != self.shared]
            for i in own[1:]:
                parent[find(i)] = find(own[0])
        members: dict[int, list[int]] = {}
        for i in range(n):
            if i != self.shared:
                members.setdefault(find(i), []).append(i)
        self.blocks: list[Block] = []
        self.plain_blocks: list[Block] = []
        self.zero_local: dict[int, Block] = {}
        for kinds in sorted(members.values()):
            local = {k: j for j, k in enumerate(kinds)}
            templates = []
            for t in grammar.templates:
                if any(i in local for i in t.indices):
                    templates.append(tuple(sorted(
                        (local[i] if i != self.shared else EXTERNAL for i in t.indices),
                        reverse=False)))
            external = any(EXTERNAL in t for t in templates)
            block = Block(kinds, templates, external)
            attach_table(block)
            self.blocks.append(block)
            # Hands without the shared kind need no count of its demand (each meld group
            # asks at most one copy of it, four groups at most).
            self.plain_blocks.append(Block(kinds, templates, False) if external else block)
        self.slices = [
            (b.kinds[0], b.kinds[-1] + 1) if list(b.kinds) == list(
                range(b.kinds[0], b.kinds[-1] + 1)) else None
            for b in self.blocks
        ]
        # One-kind blocks with the same templates (the honours): combined by sorted counts.
        by_sig: dict[str, list[int]] = {}
        for b, block in enumerate(self.plain_blocks):
            if len(block.kinds) == 1:
                by_sig.setdefault(block.signature, []).append(b)
        group = max(by_sig.values(), key=len, default=[])
        self.singles = [self.plain_blocks[b].kinds[0] for b in group] if len(group) > 1 else []
        self.singles_block = group[0] if self.singles else -1
        self.multi = [b for b in range(len(self.plain_blocks))
                      if not self.singles or b not in group]
        self.singles_memo: dict[tuple[int, ...], tuple[int, ...]] = {}
        self.shared_vector = self._shared_vector(any(
            self.shared in t.indices for t in runs)) if self.shared is not None else None
        self.seven_pairs = grammar.seven_pairs
        self.quads_as_pairs = grammar.seven_pairs_allow_quads
        self.orphans = [(o.required, o.extra) for o in grammar.orphans]
        self.straights = grammar.long_straights
        # A faster path over this same engine, attached by the package's front door
        # (game.core.shanten.engine_for): the table path, or the wide path for Zero.
        self.fast: FastPath | None = None

    def _shared_vector(self, in_runs: bool) -> tuple[int, ...]:
        """Groups of the shared kind alone: its pung (3), its pair (2), or a run with it and
        two missing tiles (1). They use no tile here; min(held, demanded) is added at the end."""
        e1 = MAX_E + 1
        out = [NEG] * ((MAX_MELDS + 1) * 2 * e1)
        for pungs in range(2):
            for singles in range(MAX_MELDS + 1 if in_runs else 1):
                for pair in range(2):
                    e = 3 * pungs + singles + 2 * pair
                    if pungs + singles > MAX_MELDS or e > MAX_E:
                        continue
                    for k in range(pungs + singles, MAX_MELDS + 1):
                        for p in range(pair, 2):
                            out[(k * 2 + p) * e1 + e] = 0
        return tuple(out)

    # -----------------------------------------------------------------------------------------

    def _vector_of(self, block: Block, sl: tuple[int, int] | None, counts: Sequence[int],
                   gone: Sequence[int] | None) -> tuple[int, ...] | None:
        """The block's tiles-used vector for this hand; None when the hand holds none of it.
        Copies in declared melds (`gone`) need the exact search, the rest the memo/table."""
        local = tuple(counts[sl[0]:sl[1]]) if sl else tuple(counts[i] for i in block.kinds)
        if not any(local):
            return None
        near = None if gone is None else [gone[i] for i in block.kinds]
        return block.solve(local, near) if near and any(near) else block.vector(local)

    def block_vectors(self, counts: Sequence[int], gone: Sequence[int] | None,
                      plain: bool = False) -> list[tuple[tuple[int, ...], int]]:
        out = []
        blocks = self.plain_blocks if plain else self.blocks
        for block, sl in zip(blocks, self.slices, strict=True):
            v = self._vector_of(block, sl, counts, gone)
            if v is not None:
                out.append((v, block.e1))
        return out

    def regular_missing(self, counts: Sequence[int], melds_needed: int,
                        gone: Sequence[int] | None = None) -> int:
        """Fewest tiles missing for melds_needed melds and a pair; `gone` counts copies of
        each kind in the owner's declared melds (a target cannot use them again)."""
        vec: tuple[int, ...] = (0,) * ((MAX_MELDS + 1) * 2)
        ev = 1
        shared = self.shared
        plain = shared is None or (counts[shared] == 0 and (gone is None or not gone[shared]))
        if plain:
            heavy = self._heavy(counts, gone)
            if heavy is not None:
                return self._heavy_missing(counts, melds_needed, gone, heavy)
            vectors = self._plain_vectors(counts, gone)
            if not vectors:
                return 3 * melds_needed + 2
            top = 2 * melds_needed + 2
            if len(vectors) == 1:
                return 3 * melds_needed + 2 - vectors[0][top - 1]
            vec = vectors[0]
            for v in vectors[1:-1]:
                vec = combine_plain(vec, v)
            best: int = max(map(operator.add, vec[:top], vectors[-1][top - 1::-1]))
            return 3 * melds_needed + 2 - best
        heavy = self._heavy(counts, gone, self.blocks)
        if heavy is not None and self.blocks[heavy].e1 > 1:
            return self._heavy_shared_missing(counts, melds_needed, gone, heavy)
        for v, e1 in self.block_vectors(counts, gone):
            vec, ev = combine(vec, ev, v, e1)
        z = 0
        top = MAX_E
        if self.shared is not None and self.shared_vector is not None:
            z = counts[self.shared]
            if gone is not None:
                top -= gone[self.shared]
            vec, ev = combine(vec, ev, self.shared_vector, MAX_E + 1)
        base = (melds_needed * 2 + 1) * ev
        best = max(vec[base + e] + min(z, e) for e in range(min(ev, top + 1)))
        return 3 * melds_needed + 2 - best

    def special_missing(self, counts: Sequence[int], melds: Sequence[Meld] | int) -> int:
        """Fewest tiles missing for any special form (a large number when none applies)."""
        best = 99
        declared = melds if isinstance(melds, int) else len(melds)
        if declared == 0 and self.seven_pairs:
            best = min(best, self.seven_pairs_missing(counts))
        if self.orphans:
            full = self._full(counts, melds, MeldKind.CHOW, None)
            if full is not None:
                for required, extra in self.orphans:
                    best = min(best, _orphans_missing(full[0], full[1], required, extra))
        if self.straights and declared < MAX_MELDS:
            full = self._full(counts, melds, MeldKind.CHOW, self.grammar.long_straight_open_step)
            if full is not None:
                for straight in self.straights:
                    best = min(best, _orphans_missing(full[0], full[1], straight, 0))
        return best

    def _full(self, counts: Sequence[int], melds: Sequence[Meld] | int, kind: MeldKind,
              step: int | None) -> tuple[list[int], list[int]] | None:
        """Counts of hand plus declared tiles, and of declared tiles alone, if every declared
        meld may stand in the form (runs, of `step` when given)."""
        if isinstance(melds, int):
            return (list(counts), [0] * self.n) if melds == 0 else None
        if any(m.kind is not kind or (step is not None and m.step != step) for m in melds):
            return None
        full = list(counts)
        fixed = [0] * self.n
        index = self.grammar.tileset.index
        for m in melds:
            for t in m.tiles:
                full[index[t.plain]] += 1
                fixed[index[t.plain]] += 1
        return full, fixed

    def ukeire_kinds(self, counts: Sequence[int], melds: Sequence[Meld] | int,
                     reference: bool = False) -> tuple[int, list[int]]:
        """(tiles missing, kinds whose draw lowers it), by recomputing each draw
        (`reference`: with the reference search alone, no table path)."""
        missing = self.reference_missing if reference else self.missing
        base = missing(counts, melds)
        hand = list(counts)
        # A kind whose four copies are all in the hand and the declared melds cannot be drawn.
        gone = self.gone(melds)
        held = [c + g for c, g in zip(hand, gone, strict=True)] if gone is not None else hand
        out = []
        for k in range(self.n):
            if held[k] >= COPIES:
                continue
            hand[k] += 1
            if missing(hand, melds) < base:
                out.append(k)
            hand[k] -= 1
        return base, out

    def seven_pairs_missing(self, counts: Sequence[int]) -> int:
        twos = ones = 0
        for c in counts:
            if c >= 2:
                twos += 1
                if self.quads_as_pairs and c >= 3:
                    if c == 4:
                        twos += 1
                    else:
                        ones += 1
            elif c == 1:
                ones += 1
        twos = min(twos, 7)
        return 14 - 2 * twos - min(ones, 7 - twos)

    def _plain_vectors(self, counts: Sequence[int], gone: Sequence[int] | None
                       ) -> list[tuple[int, ...]]:
        """Vectors of the blocks the hand touches (plain twins); the one-kind blocks alike
        (honours) come as one vector, memoised by their sorted counts."""
        if gone is not None or not self.singles:
            return [v for v, _ in self.block_vectors(counts, gone, True)]
        out = []
        for b in self.multi:
            block = self.plain_blocks[b]
            sl = self.slices[b]
            local = tuple(counts[sl[0]:sl[1]]) if sl else tuple(counts[i] for i in block.kinds)
            if any(local):
                out.append(block.vector(local))
        key = tuple(sorted(counts[i] for i in self.singles if counts[i]))
        if key:
            out.append(self.singles_vector(key))
        return out

    def singles_vector(self, key: tuple[int, ...]) -> tuple[int, ...]:
        """Plain vector of the one-kind blocks alike holding `key` (sorted, no zeros)."""
        vec = self.singles_memo.get(key)
        if vec is None:
            block = self.plain_blocks[self.singles_block]
            vec = block.vector((key[0],))
            for c in key[1:]:
                vec = combine_plain(vec, block.vector((c,)))
            self.singles_memo[key] = vec
        return vec

    def _heavy_shared_missing(self, counts: Sequence[int], needed: int,
                              gone: Sequence[int] | None, heavy: int) -> int:
        """Tiles missing when one suit holds most of the hand and the shared kind (Zero) is
        held or declared: the other blocks' external vectors joined, then heavy_shared."""
        rest: tuple[int, ...] = (0,) + (NEG,) * MAX_E
        rest = tuple(v for _ in range((MAX_MELDS + 1) * 2) for v in rest)
        er = MAX_E + 1
        for b, (other, sl) in enumerate(zip(self.blocks, self.slices, strict=True)):
            if b == heavy:
                continue
            v = self._vector_of(other, sl, counts, gone)
            if v is not None:
                rest, _ = combine(rest, er, v, other.e1)
        return self.heavy_shared(counts, needed, gone, heavy, rest)

    def zero_block(self, heavy: int) -> Block:
        """Block `heavy` with the shared kind (Zero) as its kind 0, with Zero's own trip."""
        local_block = self.zero_local.get(heavy)
        if local_block is None:
            assert self.shared is not None
            block = self.blocks[heavy]
            templates = [tuple(0 if x == EXTERNAL else x + 1 for x in t) for t in block.templates]
            templates.append((0, 0, 0))
            local_block = self.zero_local[heavy] = Block((self.shared,) + block.kinds, templates,
                                                         False)
        return local_block

    def heavy_shared(self, counts: Sequence[int], needed: int, gone: Sequence[int] | None,
                     heavy: int, rest: Sequence[int], floor: int = 0,
                     bound: Callable[[bytes], Sequence[int] | None] | None = None
                     ) -> int:
        """Tiles missing given `rest`, the external vector of every block but `heavy` (or
        3 * needed + 2 - floor when that is fewer: ukeire only asks if a draw beats it;
        `bound` bounds the heavy suit's plain tiles used, as Block.best_at takes it, and
        the Zero held adds to it).
        Zero becomes a kind of the heavy suit's block (with its trip and pair); the other
        blocks' exact Zero demand e is enumerated: they take min(held, e) copies, the heavy
        suit the rest, and together they ask at most four."""
        shared = self.shared
        assert shared is not None
        block = self.blocks[heavy]
        local_block = self.zero_block(heavy)
        er = MAX_E + 1
        z = counts[shared]
        gone_z = gone[shared] if gone is not None else 0
        sl = self.slices[heavy]
        suit = tuple(counts[sl[0]:sl[1]]) if sl else tuple(counts[i] for i in block.kinds)
        near_suit = [0] * len(block.kinds) if gone is None else [gone[i] for i in block.kinds]
        tiles = z + sum(suit)
        best = floor
        splits = []
        suit_top = bound(bytes(suit)) if bound is not None else None
        for e in range(MAX_E + 1 - gone_z):
            a = z - min(z, e)
            if 4 - a - e - gone_z < 0:
                continue
            for k in range(needed + 1):
                for p in range(2):
                    r = rest[((needed - k) * 2 + 1 - p) * er + e]
                    if r >= 0:
                        r += min(z, e)
                        best = max(best, r)
                        top = min(tiles, 3 * k + 2 * p)
                        if suit_top is not None:
                            top = min(top, a + suit_top[2 * k + p])
                        splits.append((top + r, k, p, r, e, a))
        splits.sort(reverse=True)
        local_bound = None
        if bound is not None:
            suit_bound = bound

            def local_bound(r: bytes) -> Sequence[int] | None:
                vec = suit_bound(r[1:])
                return None if vec is None else [v + r[0] for v in vec]

        for top, k, p, r, e, a in splits:
            if top <= best:
                break
            got = local_block.best_at((a,) + suit, k, p, best - r, [e + gone_z] + near_suit,
                                      local_bound)
            best = max(best, got + r)
        return 3 * needed + 2 - best

    def _heavy(self, counts: Sequence[int], gone: Sequence[int] | None,
               blocks: list[Block] | None = None) -> int | None:
        """The block holding the most tiles, HEAVY or more, with no table, if any."""
        found, most = None, HEAVY - 1
        for b, (block, sl) in enumerate(zip(blocks or self.plain_blocks, self.slices,
                                            strict=True)):
            if block.table is None and len(block.kinds) > 1:
                local = counts[sl[0]:sl[1]] if sl else [counts[i] for i in block.kinds]
                tiles = sum(local)
                if tiles > most:
                    found, most = b, tiles
        return found

    def _heavy_missing(self, counts: Sequence[int], needed: int, gone: Sequence[int] | None,
                       heavy: int) -> int:
        """Tiles missing when one block holds most of the hand: the other blocks' vectors
        combined, then heavy_plain."""
        rest: tuple[int, ...] = (0,) * ((MAX_MELDS + 1) * 2)
        for b, (other, sl) in enumerate(zip(self.plain_blocks, self.slices, strict=True)):
            if b == heavy:
                continue
            v = self._vector_of(other, sl, counts, gone)
            if v is not None:
                rest = combine_plain(rest, v)
        return self.heavy_plain(counts, needed, gone, heavy, rest)

    def heavy_plain(self, counts: Sequence[int], needed: int, gone: Sequence[int] | None,
                    heavy: int, rest: Sequence[int], floor: int = 0,
                    bound: Callable[[bytes], Sequence[int] | None] | None = None
                    ) -> int:
        """Tiles missing given `rest`, the plain vector of every block but `heavy`: the heavy
        block searched by branch and bound for each split, best bound first (or
        3 * needed + 2 - floor when that is fewer; `bound` as Block.best_at takes it)."""
        block = self.plain_blocks[heavy]
        sl = self.slices[heavy]
        local = tuple(counts[sl[0]:sl[1]]) if sl else tuple(counts[i] for i in block.kinds)
        tiles = sum(local)
        near = None if gone is None else [gone[i] for i in block.kinds]
        splits = []
        for k in range(needed + 1):
            for p in range(2):
                r = rest[(needed - k) * 2 + 1 - p]
                splits.append((min(tiles, 3 * k + 2 * p) + r, k, p, r))
        splits.sort(reverse=True)
        best = max(rest[needed * 2 + 1], floor)
        for top, k, p, r in splits:
            if top <= best:
                break
            best = max(best, block.best_at(local, k, p, best - r, near, bound) + r)
        return 3 * needed + 2 - best

    def gone(self, melds: Sequence[Meld] | int) -> list[int] | None:
        """Copies of each kind in declared melds, or None when none are known."""
        if isinstance(melds, int) or not melds:
            return None
        out = [0] * self.n
        # By the plain kind: grammars that differ only in red fives share one engine, and the
        # grammar it was built from may have no red fives in its index.
        index = self.grammar.tileset.index
        for m in melds:
            for t in m.tiles:
                out[index[t.plain]] += 1
        return out

    def missing(self, counts: Sequence[int], melds: Sequence[Meld] | int) -> int:
        declared = melds if isinstance(melds, int) else len(melds)
        if self.fast is not None and not (declared and not isinstance(melds, int)):
            return self.fast.missing(bytes(counts), melds, declared)
        return self.reference_missing(counts, melds)

    def reference_missing(self, counts: Sequence[int], melds: Sequence[Meld] | int) -> int:
        """Tiles missing by the block vectors and the searches alone (no table path): the
        reference the table paths are checked against."""
        declared = melds if isinstance(melds, int) else len(melds)
        if len(counts) != self.n:
            raise ValueError(f"counts must have {self.n} entries, one per kind")
        n = sum(counts)
        needed = melds_needed(n, declared)
        missing = self.regular_missing(counts, needed, self.gone(melds))
        if needed + declared == MAX_MELDS and missing > 0:
            missing = min(missing, self.special_missing(counts, melds))
        return missing


def _orphans_missing(full: Sequence[int], fixed: Sequence[int], required: Sequence[int],
                     extra: int) -> int:
    """Tiles missing for `required` (kinds may repeat) plus `extra` duplicate of one of them;
    declared tiles (`fixed`) must fit in that target."""
    need: dict[int, int] = {}
    for i in required:
        need[i] = need.get(i, 0) + 1
    forced = 0
    for i, f in enumerate(fixed):
        if f and f > need.get(i, 0):
            if extra and f == need.get(i, 0) + 1 and i in need and not forced:
                forced = 1
            else:
                return 99
    missing = sum(max(0, r - full[i]) for i, r in need.items())
    if extra and not forced and not any(full[i] > r for i, r in need.items()):
        missing += extra
    return missing


def melds_needed(n: int, declared: int) -> int:
    if n < 1 or n > 14 or n % 3 == 0:
        raise ValueError(f"a hand has 3k+1 or 3k+2 concealed tiles (1-14), not {n}")
    needed = (n - 1) // 3
    if needed + declared > MAX_MELDS:
        raise ValueError(f"{n} concealed tiles and {declared} declared melds are too many")
    return needed
