"""Properties of shanten and ukeire in all six variants, and the fast engine against a slow
brute-force enumeration of every target on small hands."""

from itertools import combinations_with_replacement

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.shanten import engine_for, shanten, ukeire
from game.core.variants import get_variant

GRAMMARS = [
    ("riichi", {}), ("sanma", {}), ("space", {}), ("space", {"seven_pairs": True}),
    ("hkos", {}), ("classical", {}), ("uzje", {}), ("uzje", {"all_tongs": True}),
    ("uzje", {"compressed_winds": True}),
]
_CACHE: dict[int, object] = {}


def grammar(i):
    if i not in _CACHE:
        variant, options = GRAMMARS[i]
        v = get_variant(variant)
        _CACHE[i] = v.grammar(v.resolve(options))
    return _CACHE[i]


@st.composite
def hands(draw, sizes, variants=None, suit_bias=True):
    """(grammar index, counts): a hand of one of `sizes` tiles, often crowded into one block
    (and Ùzje's Zero) where the search is hardest."""
    gi = draw(st.sampled_from(list(variants or range(len(GRAMMARS)))))
    g = grammar(gi)
    n = len(g.kinds)
    size = draw(st.sampled_from(sizes))
    engine = engine_for(g)
    pool = list(range(n))
    if suit_bias and draw(st.booleans()):
        block = draw(st.sampled_from([b for b in engine.blocks if len(b.kinds) > 1]))
        pool = list(block.kinds) + ([engine.shared] if engine.shared is not None else [])
    counts = [0] * n
    picks = draw(st.lists(st.sampled_from(pool), min_size=size * 3, max_size=size * 3))
    for k in picks:
        if sum(counts) == size:
            break
        if counts[k] < 4:
            counts[k] += 1
    k = 0
    while sum(counts) < size:  # the pool ran short: top up anywhere
        if counts[k] < 4:
            counts[k] += 1
        k += 1
    return gi, counts


def brute_regular(g, counts, melds):
    """Fewest tiles missing over every target of `melds` templates and a pair."""
    n = len(counts)
    templates = sorted({tuple(sorted({i: t.indices.count(i) for i in t.indices}.items()))
                        for t in g.templates})
    best = 99
    for combo in combinations_with_replacement(templates, melds):
        demand = [0] * n
        for t in combo:
            for i, c in t:
                demand[i] += c
        if max(demand) > 4:
            continue
        base = sum(max(0, d - c) for d, c in zip(demand, counts, strict=True))
        for pair in range(n):
            d, c = demand[pair], counts[pair]
            if d <= 2:
                best = min(best, base + max(0, d + 2 - c) - max(0, d - c))
    return best


SLOW = settings(max_examples=50, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SLOW
@given(hands([4, 5]))
def test_one_meld_hands_match_brute_force(hand):
    gi, counts = hand
    g = grammar(gi)
    assert shanten(g, counts, 3) == brute_regular(g, counts, 1) - 1


@SLOW
@given(hands([7, 8], variants=[i for i, (v, _) in enumerate(GRAMMARS) if v != "uzje"]))
def test_two_meld_hands_match_brute_force(hand):
    gi, counts = hand
    g = grammar(gi)
    assert shanten(g, counts, 2) == brute_regular(g, counts, 2) - 1


@SLOW
@given(hands([4, 7, 13]))
def test_ukeire_tiles_lower_shanten_and_no_others_do(hand):
    gi, counts = hand
    g = grammar(gi)
    melds = 4 - (sum(counts) - 1) // 3
    s, tiles = ukeire(g, counts, melds)
    assert s == shanten(g, counts, melds)
    listed = {k for k, _ in tiles}
    for k in range(len(counts)):
        if counts[k] == 4:
            assert k not in listed
            continue
        counts[k] += 1
        after = shanten(g, counts, melds)
        counts[k] -= 1
        assert after >= s - 1
        assert (after < s) == (k in listed), (g.kinds[k], s, after)


@SLOW
@given(hands([13, 14]))
def test_full_hands_are_consistent(hand):
    gi, counts = hand
    g = grammar(gi)
    s = shanten(g, counts)
    assert -1 <= s <= 8 + (1 if sum(counts) == 13 else 0)
    engine = engine_for(g)
    assert s <= engine.regular_missing(counts, 4) - 1


@settings(max_examples=15, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_branch_and_bound_matches_full_vectors(data):
    """A suit holding most of an Ùzje hand (with or without Zero) is searched by branch and
    bound; the full per-block vectors must give the same answer."""
    import game.core.shanten.kernel as engine_module

    g = grammar(7)
    n = len(g.kinds)
    suit = data.draw(st.sampled_from([range(0, 16), range(16, 32), range(32, 48)]))
    inside = data.draw(st.lists(st.sampled_from(list(suit) + [48]), min_size=7, max_size=7))
    outside = data.draw(st.lists(st.sampled_from(range(n)), min_size=20, max_size=20))
    counts = [0] * n
    for k in inside + outside:
        if sum(counts) < 13 and counts[k] < 4:
            counts[k] += 1
    engine = engine_for(g)
    fast = engine.regular_missing(counts, 4)
    saved = engine_module.HEAVY
    engine_module.HEAVY = 99
    try:
        assert fast == engine.regular_missing(counts, 4)
    finally:
        engine_module.HEAVY = saved
