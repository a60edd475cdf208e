"""Ùzje's discard advice (the wide path's ukeire of every discard, its searches on bytes
states, its memos forgotten part by part) against the straightforward computation: for each
discard, the reference search's shanten and the live copies of every draw that lowers it."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import shanten as sh
from game.core.shanten import engine_for
from game.core.variants import get_variant

COPIES = 4
OPTIONS = [{}, {"all_tongs": True}, {"compressed_winds": True}]
_GRAMMARS: dict[int, object] = {}


def grammar(i):
    if i not in _GRAMMARS:
        v = get_variant("uzje")
        _GRAMMARS[i] = v.grammar(v.resolve(OPTIONS[i]))
    return _GRAMMARS[i]


@st.composite
def uzje_hands(draw, size):
    """(grammar, counts, seen): `size` tiles, often most of them in one suit (past the
    wide table's seven) and with Zero, and some copies seen elsewhere."""
    g = grammar(draw(st.sampled_from(range(len(OPTIONS)))))
    engine = engine_for(g)
    n = len(g.kinds)
    counts = [0] * n
    counts[engine.shared] = draw(st.integers(1, 3)) if draw(st.booleans()) else 0
    a, z, _, _ = draw(st.sampled_from(engine.fast.suits))
    crowd = draw(st.sampled_from([0, 0, 4, 7, 9, 11]))
    for k in draw(st.lists(st.integers(a, z - 1), min_size=crowd, max_size=crowd)):
        if sum(counts) < size and counts[k] < COPIES:
            counts[k] += 1
    zero = counts[engine.shared]
    for k in draw(st.lists(st.integers(0, n - 1), min_size=3 * size, max_size=3 * size)):
        if sum(counts) < size and counts[k] < COPIES and (zero or k != engine.shared):
            counts[k] += 1
    k = 0
    while sum(counts) < size:
        counts[k] += counts[k] < COPIES and (zero > 0 or k != engine.shared)
        k += 1
    seen = [draw(st.integers(0, COPIES - c)) if draw(st.booleans()) else 0 for c in counts]
    return g, counts, seen


def reference_discards(g, counts, seen):
    engine = engine_for(g)
    hand = list(counts)
    out = []
    for d, c in enumerate(counts):
        if not c:
            continue
        hand[d] -= 1
        base, kinds = engine.ukeire_kinds(hand, 0, reference=True)
        left = sum(max(0, COPIES - hand[k] - seen[k]) for k in kinds)
        out.append((d, base - 1, left))
        hand[d] += 1
    out.sort(key=lambda x: (x[1], -x[2], x[0]))
    return out


CASES = settings(max_examples=30, deadline=None, derandomize=True,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
COLD = settings(CASES, max_examples=12)  # every memo forgotten before each call: slow


@CASES
@given(uzje_hands(14))
def test_discards_equal_the_reference_search(case):
    g, counts, seen = case
    assert sh.discards(g, counts, 0, seen) == reference_discards(g, counts, seen), counts


@COLD
@given(uzje_hands(14))
def test_discards_stay_the_same_while_memos_are_forgotten_part_by_part(case):
    g, counts, seen = case
    budget, every = sh.MEMO_BUDGET, sh.CHECK_EVERY
    sh.MEMO_BUDGET, sh.CHECK_EVERY = 50, 1  # a trim before every call, mid-search state gone
    try:
        first = sh.discards(g, counts, 0, seen)
        assert sh.discards(g, counts, 0, seen) == first
    finally:
        sh.MEMO_BUDGET, sh.CHECK_EVERY = budget, every
    assert first == reference_discards(g, counts, seen), counts


@CASES
@given(uzje_hands(13), st.sampled_from([0, 1]))
def test_ukeire_equals_the_reference_search(case, declared):
    g, counts, seen = case
    if declared:  # a declared meld takes three of the hand's tiles
        for _ in range(3):
            counts[max(range(len(counts)), key=counts.__getitem__)] -= 1
    s, tiles = sh.ukeire(g, counts, declared, seen)
    base, kinds = engine_for(g).ukeire_kinds(counts, declared, reference=True)
    assert s == base - 1
    assert tiles == [(k, max(0, COPIES - counts[k] - seen[k])) for k in kinds], counts
