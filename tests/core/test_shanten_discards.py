"""discards() against a plain reference built from shanten() calls alone: for each discard,
the shanten after it, and the copies left of every draw that lowers it."""

import random

import pytest

from game.core.shanten import discards, engine_for, shanten
from game.core.variants import get_variant

COPIES = 4


def grammar(variant):
    v = get_variant(variant)
    return v.grammar(v.resolve({}))


def reference(g, counts, declared=0, seen=None, pond=False):
    seen = seen or [0] * len(counts)
    hand = list(counts)
    out = []
    for d, c in enumerate(counts):
        if not c:
            continue
        hand[d] -= 1
        s = shanten(g, hand, declared)
        left = 0
        for k in range(len(hand)):
            if hand[k] < COPIES:
                hand[k] += 1
                if shanten(g, hand, declared) < s:
                    # with `pond` the discarded copy, face up, is seen too
                    left += max(0, COPIES - (hand[k] - 1) - seen[k] - (pond and k == d))
                hand[k] -= 1
        hand[d] += 1
        out.append((d, s, left))
    out.sort(key=lambda x: (x[1], -x[2], x[0]))
    return out


def deal(rng, n, size, weights=None):
    wall = [k for k in range(n) for _ in range(COPIES)]
    counts = [0] * n
    if weights is None:
        picked = rng.sample(wall, size)
    else:  # draw without replacement, kinds favoured by weight
        picked = []
        while len(picked) < size:
            k = rng.choices(range(n), weights)[0]
            if picked.count(k) < COPIES:
                picked.append(k)
    for k in picked:
        counts[k] += 1
    return counts


def with_quad(rng, n, size):
    counts = [0] * n
    quad = rng.randrange(n)
    counts[quad] = min(COPIES, size)
    rest = [k for k in range(n) if k != quad for _ in range(COPIES)]
    for k in rng.sample(rest, size - counts[quad]):
        counts[k] += 1
    return counts


def pairs_heavy(rng, n, size):
    """Mostly pairs (and the odd triple or quad): seven pairs near or in reach."""
    counts = [0] * n
    while sum(counts) < size:
        k = rng.randrange(n)
        add = min(rng.choice((1, 2, 2, 2, 3, 4)), COPIES - counts[k], size - sum(counts))
        counts[k] += add
    return counts


def hands(variant, count, seed):
    """(counts, declared, seen) of several kinds, seeded."""
    g = grammar(variant)
    n = len(g.kinds)
    honours = set(range(n - 7, n))
    orphans = {k for k in range(n) if k in honours or g.kinds[k].rank in (1, 9)}
    rng = random.Random(seed)
    out = []
    for i in range(count):
        declared = rng.choice((0, 0, 0, 0, 1, 2, 3, 4)) if i % 3 == 2 else 0
        size = 14 - 3 * declared
        shape = i % 5
        if shape == 0:
            counts = deal(rng, n, size)
        elif shape == 1:
            counts = with_quad(rng, n, size)
        elif shape == 2:
            counts = deal(rng, n, size, [8 if k in honours else 1 for k in range(n)])
        elif shape == 3:
            counts = deal(rng, n, size, [6 if k in orphans else 1 for k in range(n)])
        else:
            counts = pairs_heavy(rng, n, size)
        seen = None
        if i % 4 == 3:
            seen = [rng.randint(0, COPIES - c) if rng.random() < 0.4 else 0 for c in counts]
        out.append((counts, declared, seen))
    return g, out


@pytest.mark.parametrize("variant, count", [
    ("riichi", 2500), ("sanma", 300), ("space", 300), ("hkos", 300), ("classical", 300)])
def test_discards_match_the_shanten_reference(variant, count):
    g, cases = hands(variant, count, seed=20261122 + count)
    assert engine_for(g).fast.discarder is not None  # the path under test is taken
    for counts, declared, seen in cases:
        assert discards(g, counts, declared, seen) == reference(g, counts, declared, seen), (
            counts, declared, seen)


@pytest.mark.parametrize("variant, count", [
    ("riichi", 600), ("sanma", 150), ("hkos", 150), ("classical", 150), ("uzje", 40)])
def test_discards_counting_the_pond_match_the_reference(variant, count):
    """The analyzer's and the drills' count: unseen tiles, the one just discarded not among
    them (a tester's 11112345678999m read 23 after the 1m, where 22 copies are unseen)."""
    g, cases = hands(variant, count, seed=20261128 + count)
    for counts, declared, seen in cases:
        got = discards(g, counts, declared, seen, pond=True)
        assert got == reference(g, counts, declared, seen, pond=True), (counts, declared, seen)


def test_the_discarded_copy_is_not_counted_unseen():
    g = grammar("riichi")
    ts = g.tileset

    def ukeire_of(text, tile):
        found = discards(g, ts.counts(ts.parse(text)), 0, None, pond=True)
        return next(u for k, _, u in found if g.kinds[k] == ts.parse(tile)[0])

    # nine gates after a 1m: 2m to 8m three left each, 9m one, 1m none (three held, one
    # thrown)
    assert ukeire_of("11112345678999m", "1m") == 7 * 3 + 1
    # thirteen orphans, thirteen-sided after the second 7z: 12 kinds x 3 and 7z x 2 = 38
    assert ukeire_of("19m19p19s12345677z", "7z") == 12 * 3 + 2


def test_discards_of_worked_hands():
    g = grammar("riichi")
    ts = g.tileset
    for text in ("1122m3344p5566s77z", "19m19p19s12345677z", "1111m2222p3333s44z",
                 "123m456p789s11122z", "11112222333344m"):
        counts = ts.counts(ts.parse(text))
        assert discards(g, counts) == reference(g, counts), text


def test_bad_hands_are_refused():
    g = grammar("riichi")
    ts = g.tileset
    with pytest.raises(ValueError):
        discards(g, ts.counts(ts.parse("123m456p789s1112z")))  # 13 tiles: ukeire's size
    with pytest.raises(ValueError):
        discards(g, ts.counts(ts.parse("123m456p789s11122z")), 1)  # a meld too many
    with pytest.raises(ValueError):
        discards(g, [5] + [0] * 33)  # a fifth copy
    with pytest.raises(ValueError):
        discards(g, [0] * 33 + [2, 0])


def test_cold_caches_give_the_same_discards():
    from game.core.shanten import clear_caches

    g, cases = hands("riichi", 40, seed=7)
    before = [discards(g, *case) for case in cases]
    clear_caches()
    assert all(not memo for memo in engine_for(g).fast.records)
    assert [discards(g, *case) for case in cases] == before
