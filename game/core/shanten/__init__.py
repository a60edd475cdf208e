"""Shanten, ukeire and discard advice for any grammar: the public functions.

-1 complete, 0 ready, ...: the fewest tiles a hand lacks for a complete target, minus one
(kernel explains the method; table_path is the path Riichi hands take, wide_path Ùzje's).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.model.grammar import Grammar
from game.core.model.melds import Meld
from game.core.shanten.discard_path import DiscardPath
from game.core.shanten.kernel import COPIES, Engine
from game.core.shanten.table_path import TablePath
from game.core.shanten.wide_path import WidePath

__all__ = ["Engine", "clear_caches", "discards", "engine_for", "shanten", "ukeire",
           "with_discard"]

_ENGINES: dict[tuple[object, ...], Engine] = {}


def engine_for(grammar: Grammar) -> Engine:
    """The engine of a grammar, shared by equal grammars and kept on the grammar object."""
    found: Engine | None = grammar.derived.shanten_engine
    if found is not None:
        return found
    key = (grammar.tileset.kinds, grammar.templates, grammar.seven_pairs,
           grammar.seven_pairs_allow_quads, grammar.orphans, grammar.long_straights,
           grammar.long_straight_open_step)
    engine = _ENGINES.get(key)
    if engine is None:
        engine = _ENGINES[key] = _with_path(Engine(grammar))
    grammar.derived.shanten_engine = engine
    if engine.fast is not None:
        grammar.derived.shanten0 = engine.fast.shanten0
    return engine


def _with_path(engine: Engine) -> Engine:
    """Attach the fastest path that serves the engine's grammar: the table path (with its
    discard path where it fits) when no kind is shared between suits, the wide path for
    Ùzje's Zero; grammars neither takes stay on the kernel's reference search."""
    if engine.shared is None:
        table = TablePath(engine)
        if DiscardPath.fits(table):
            table.discarder = DiscardPath(table)
        engine.fast = table
    elif engine.shared_vector is not None:
        try:
            engine.fast = WidePath(engine)
        except ValueError:
            pass  # a layout the wide path does not take: reference only
    return engine


def shanten(grammar: Grammar, counts: Sequence[int], melds: Sequence[Meld] | int = 0) -> int:
    """-1 complete, 0 ready, ...: tiles missing for the nearest complete target, minus one.

    `counts` are the concealed tiles over grammar.kinds; `melds` the declared melds or their
    number. Special forms count when the grammar allows them: seven pairs and orphans with
    nothing declared (Space's orphans also with declared runs), the long straight also with
    declared step-1 runs that fit it (only when the melds themselves are given)."""
    if melds == 0:
        fast = grammar.derived.shanten0  # engine_for() leaves it: most calls end here
        if fast is not None:
            return fast(bytes(counts))
    return engine_for(grammar).missing(counts, melds) - 1


def ukeire(grammar: Grammar, counts: Sequence[int], melds: Sequence[Meld] | int = 0,
           seen: Sequence[int] | None = None) -> tuple[int, list[tuple[int, int]]]:
    """(shanten, [(kind index, copies left)]) of the tiles whose draw lowers the shanten.

    Copies left = 4 - in hand - in declared melds - seen (never below 0). A kind the hand
    already holds four of is never listed."""
    _keep_within_budget()
    engine = engine_for(grammar)
    declared = melds if isinstance(melds, int) else len(melds)
    if sum(counts) % 3 != 1:
        raise ValueError("ukeire takes a hand of 3k+1 concealed tiles; discards() one over")
    if engine.fast is not None and (isinstance(melds, int) or not melds):
        base, kinds = engine.fast.ukeire(bytes(counts), melds, declared)
    else:
        base, kinds = engine.ukeire_kinds(counts, melds)
    out_of_play = _out_of_play(engine, melds, seen)
    return base - 1, [(k, max(0, COPIES - counts[k] - out_of_play[k])) for k in kinds]


def _out_of_play(engine: Engine, melds: Sequence[Meld] | int,
                 seen: Sequence[int] | None) -> list[int]:
    out = list(seen) if seen is not None else [0] * engine.n
    if not isinstance(melds, int):
        index = engine.grammar.tileset.index
        for m in melds:
            for t in m.tiles:
                out[index[t.plain]] += 1  # the engine's grammar may lack red fives
    return out


def discards(grammar: Grammar, counts: Sequence[int], melds: Sequence[Meld] | int = 0,
             seen: Sequence[int] | None = None, pond: bool = False
             ) -> list[tuple[int, int, int]]:
    """For a hand one tile over size: (kind discarded, shanten after, ukeire after) for each
    kind held, best first (lowest shanten, then most ukeire, then canonical order).

    Ukeire counts the copies not in the hand after the discard (nor `seen`); with `pond` the
    discarded copy, face up in the pond, is not counted either: the unseen tiles a player
    counts (the analyzer's and the drills'). The AI ranks without it, as its digests were
    pinned; the two differ only where the discarded kind itself improves the hand."""
    _keep_within_budget()
    fast = engine_for(grammar).fast
    if fast is not None and fast.discarder is not None and (isinstance(melds, int) or not melds):
        return fast.discarder.discards(counts, melds if isinstance(melds, int) else 0, seen,
                                       pond)
    hand = list(counts)
    out = []
    for k, c in enumerate(counts):
        if not c:
            continue
        hand[k] -= 1
        s, tiles = ukeire(grammar, hand, melds, with_discard(seen, k, len(hand)) if pond else seen)
        out.append((k, s, sum(left for _, left in tiles)))
        hand[k] += 1
    out.sort(key=lambda x: (x[1], -x[2], x[0]))
    return out


def with_discard(seen: Sequence[int] | None, kind: int, n: int) -> list[int]:
    """`seen` with one copy of `kind` more: the tile just discarded, face up in the pond."""
    out = list(seen) if seen is not None else [0] * n
    out[kind] += 1
    return out


MEMO_BUDGET = 40_000  # memo entries kept over all engines (~25 MB): AI sessions grew GBs
CHECK_EVERY = 64  # discards() and ukeire() calls between two counts of the memos
TRIM_TO = 3 / 4  # of the budget: what the memos keep after one is passed
_calls = 0


def _keep_within_budget() -> None:
    """Forget memos, largest first, once they pass MEMO_BUDGET entries, until they hold
    TRIM_TO of it (answers stay the same; only work is redone). Every AI discard decision
    passes here: through discards() where a path ranks all discards at once, through
    ukeire() where it cannot (Ùzje's wide path, which never calls discards()). Forgetting
    everything at once freed some 50,000 entries inside one decision (Ùzje's slowest,
    10-20 ms); a part at a time costs a part of that, and keeps the rest warm."""
    global _calls
    _calls += 1
    if _calls % CHECK_EVERY:
        return
    total = memo_entries()
    if total <= MEMO_BUDGET:
        return
    for size, forget in sorted(_forgettable(), key=lambda unit: -unit[0]):
        forget()
        total -= size
        if total <= MEMO_BUDGET * TRIM_TO:
            break


def _forgettable() -> list[tuple[int, Callable[[], None]]]:
    """(entries, how to forget them) for each memo, a path that keeps prefilled entries
    (the table path) as one: its forget() puts them back."""
    out: list[tuple[int, Callable[[], None]]] = []
    for engine in _ENGINES.values():
        for block in engine.blocks + engine.plain_blocks + list(engine.zero_local.values()):
            out.append((len(block.memo), block.memo.clear))
        out.append((len(engine.singles_memo), engine.singles_memo.clear))
        fast = engine.fast
        if fast is None:
            continue
        kept = fast.kept_entries()
        if kept:
            out.append((sum(len(memo) for memo in fast.memos()) - kept, fast.forget))
        else:
            out.extend((len(memo), memo.clear) for memo in fast.memos())
    return out


def memo_entries() -> int:
    """Entries in every memo clear_caches() empties, past what it keeps (the table path's
    prefilled segments)."""
    kept = sum(e.fast.kept_entries() for e in _ENGINES.values() if e.fast is not None)
    return sum(len(memo) for memo in _memos()) - kept


def _memos() -> list[dict]:  # type: ignore[type-arg]
    out: list[dict] = []  # type: ignore[type-arg]
    for engine in _ENGINES.values():
        for block in engine.blocks + engine.plain_blocks + list(engine.zero_local.values()):
            out.append(block.memo)
        out.append(engine.singles_memo)
        if engine.fast is not None:
            out.extend(engine.fast.memos())
    return out


def clear_caches() -> None:
    """Forget every memo keyed by hands or their parts (block searches, segment lookups),
    keeping the packaged tables, the engines, their class registry (class ids, joins of two
    classes) and the table path's prefilled small segments: the state of engines just
    built, which a benchmark with cold caches measures."""
    for engine in _ENGINES.values():
        for block in engine.blocks + engine.plain_blocks + list(engine.zero_local.values()):
            block.memo.clear()
        engine.singles_memo.clear()
        if engine.fast is not None:
            engine.fast.forget()
