"""Long sessions: shanten's memos are forgotten past their budget, and answers stay the same.

An engine soak of Ùzje matches grew one process to 15 GB before this budget existed."""

from __future__ import annotations

import random

from game.benchmarks.shanten import random_hands
from game.core import shanten as sh
from game.core.variants import get_variant


def test_memos_stay_within_the_budget_and_answers_do_not_change(monkeypatch):
    uzje = get_variant("uzje")
    grammar = uzje.grammar(uzje.resolve({"all_tongs": True}))
    hands = random_hands(len(grammar.kinds), 14, 300, random.Random(7))
    sh.clear_caches()
    unbounded, step = [], 0
    for h in hands:
        before = sh.memo_entries()
        unbounded.append(sh.discards(grammar, h))
        step = max(step, sh.memo_entries() - before)
    grown = sh.memo_entries()
    assert grown > 2000  # the hands do fill the memos, so the budget below is exceeded

    budget = grown // 10
    monkeypatch.setattr(sh, "MEMO_BUDGET", budget)
    monkeypatch.setattr(sh, "CHECK_EVERY", 4)
    sh.clear_caches()
    peak = 0
    for h, expected in zip(hands, unbounded, strict=True):
        assert sh.discards(grammar, h) == expected
        peak = max(peak, sh.memo_entries())
    # Counted every 4 calls: never more than the budget plus 4 calls' growth, and far
    # fewer than the unbounded run kept.
    assert peak <= budget + 4 * step
    assert peak < grown / 2


def test_forgetting_keeps_the_prefilled_small_segments():
    # The table path looks up every segment of at most five tiles when built; forgetting
    # the memos past the budget must not throw that away, or every hand after it pays for
    # lookups again (an AI session ran shanten some 10% slower after its first trim).
    riichi = get_variant("riichi")
    grammar = riichi.grammar(riichi.resolve({}))
    fast = sh.engine_for(grammar).fast
    for h in random_hands(34, 14, 200, random.Random(3)):
        sh.discards(grammar, h)
    assert sh.memo_entries() > 0
    sh.clear_caches()
    assert sh.memo_entries() == 0
    caches, packed = fast.prefilled
    assert all(memo == kept for memo, kept in zip(fast.packed, packed, strict=True))
    assert all(memo == kept for memo, kept in zip(fast.caches, caches, strict=True))
    assert sum(map(len, packed)) > 5000


def test_reading_the_wide_tables_takes_little_memory(monkeypatch):
    # The xz file was packed with preset 9's 64 MiB dictionary, which every reader allocates:
    # the first Ùzje hand of a session briefly took 70 MB for a 1 MB text.
    import tracemalloc

    from game.core.shanten import wide_tables

    monkeypatch.setattr(wide_tables, "_LOADED", None)
    uzje = get_variant("uzje")
    block = next(b for b in sh.engine_for(uzje.grammar(uzje.resolve({}))).blocks
                 if len(b.kinds) == wide_tables.WIDE_KINDS and b.e1 > 1)
    tracemalloc.start()
    try:
        assert wide_tables.wide_table(block) is not None
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 16 * 2**20


def test_the_wide_paths_joins_are_counted_and_forgotten_with_the_hands():
    # Ùzje's joins of classes grew by thousands of entries a match and no budget saw them.
    uzje = get_variant("uzje")
    grammar = uzje.grammar(uzje.resolve({}))
    hands = random_hands(len(grammar.kinds), 14, 40, random.Random(5))
    sh.clear_caches()
    first = [sh.discards(grammar, h) for h in hands]
    fast = sh.engine_for(grammar).fast
    joins = sum(len(m) for m in fast.join_memos())
    assert joins > 0 and sh.memo_entries() >= joins
    sh.clear_caches()
    assert all(not m for m in fast.join_memos())
    assert [sh.discards(grammar, h) for h in hands] == first


def test_passing_the_budget_forgets_the_largest_memos_and_keeps_the_rest(monkeypatch):
    # Forgetting every memo at once freed ~50,000 entries inside one decision (Ùzje's
    # slowest, 10-20 ms); past the budget the largest go first, down to TRIM_TO of it.
    uzje = get_variant("uzje")
    grammar = uzje.grammar(uzje.resolve({}))
    hands = random_hands(len(grammar.kinds), 14, 60, random.Random(11))
    sh.clear_caches()
    for h in hands:
        sh.discards(grammar, h)
    grown = sh.memo_entries()
    sizes = sorted((size for size, _ in sh._forgettable()), reverse=True)
    assert sizes[0] < grown * sh.TRIM_TO  # the largest memo alone does not bring it under
    budget = grown - 1
    monkeypatch.setattr(sh, "MEMO_BUDGET", budget)
    monkeypatch.setattr(sh, "CHECK_EVERY", 1)
    sh._keep_within_budget()  # what each discards() call does first
    left = sh.memo_entries()
    assert 0 < left <= budget * sh.TRIM_TO
    gone = grown - left
    # the fewest of the largest memos that bring it under
    taken = next(n for n in range(1, len(sizes) + 1)
                 if grown - sum(sizes[:n]) <= budget * sh.TRIM_TO)
    assert gone == sum(sizes[:taken])


def test_uzje_self_play_stays_within_the_budget_and_plays_the_same(monkeypatch):
    # Ùzje's AI ranks discards through ukeire() and never calls discards(), where alone the
    # budget was counted: 200 matches grew one process to 1.4 GB of memos.
    from game.ai.selfplay import play_match

    def played(game):
        return list(game.state.scores), game.state.log  # every action the match took

    monkeypatch.setattr(sh, "MEMO_BUDGET", 10**9)
    sh.clear_caches()
    unbounded = [played(play_match("uzje", seed, None)[0]) for seed in range(3)]
    assert sh.memo_entries() > 20_000  # three matches do fill the memos past the budget below

    budget = 5_000
    monkeypatch.setattr(sh, "MEMO_BUDGET", budget)
    monkeypatch.setattr(sh, "CHECK_EVERY", 8)
    sh.clear_caches()
    for seed, expected in enumerate(unbounded):
        assert played(play_match("uzje", seed, None)[0]) == expected
        assert sh.memo_entries() <= 2 * budget  # counted every 8 calls: a little growth past it
