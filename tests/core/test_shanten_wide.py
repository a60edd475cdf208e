"""Ùzje's table path (wide_path, wide_tables) against the reference search it replaces:
the same shanten, ukeire and discard advice on seeded random hands, with and without Zero,
flush-heavy, of every size, declared melds given as a number or as melds."""

import random

import pytest

from game.core import shanten as sh
from game.core.model.melds import Meld, MeldKind
from game.core.shanten import engine_for
from game.core.shanten.suit_tables import all_count_vectors
from game.core.shanten.wide_path import WidePath
from game.core.shanten.wide_tables import wide_table
from game.core.variants import get_variant

OPTIONS = [{"all_tongs": True}, {}, {"compressed_winds": True}]


def grammar(options):
    v = get_variant("uzje")
    return v.grammar(v.resolve(options))


def random_hand(rng, g, size, suit=None, zero=0):
    """A hand of `size` tiles; with `suit`, most of them there; with `zero`, that many Zero."""
    engine = engine_for(g)
    n = len(g.kinds)
    counts = [0] * n
    counts[engine.shared] = min(zero, size)
    wall = [k for k in range(n) for _ in range(4 - counts[k])]
    if suit is not None:
        inside = [k for k in suit for _ in range(4)]
        for k in rng.sample(inside, min(len(inside), rng.randint(size // 2, size))):
            if sum(counts) < size:
                counts[k] += 1
    while sum(counts) < size:
        k = rng.choice(wall)
        if counts[k] < 4:
            counts[k] += 1
    return counts


def hands(seed, count, sizes=(1, 2, 4, 5, 7, 8, 10, 11, 13, 14)):
    """(grammar, counts, declared) triples of every kind the table path takes."""
    rng = random.Random(seed)
    out = []
    for options in OPTIONS:
        g = grammar(options)
        suits = [range(a, z) for a, z, _, _ in engine_for(g).fast.suits]
        for i in range(count):
            size = sizes[i % len(sizes)]
            suit = rng.choice(suits) if i % 3 == 0 else None
            zero = rng.choice([0, 0, 1, 2, 3, 4]) if i % 2 else 0
            counts = random_hand(rng, g, size, suit, zero)
            out.append((g, counts, 4 - (size - 1) // 3))
    return out


def test_the_wide_path_serves_every_uzje_grammar():
    for options in OPTIONS:
        assert isinstance(engine_for(grammar(options)).fast, WidePath)


def test_table_classes_are_the_solvers_vectors():
    g = grammar({"all_tongs": True})
    engine = engine_for(g)
    table = wide_table(engine.blocks[0])
    assert table is not None
    vectors = all_count_vectors(16, table.limit)
    rng = random.Random(7)
    for i in rng.sample(range(len(vectors)), 60):
        counts = vectors[i]
        assert table.rank(counts) == i
        cls = table.class_of(counts)
        assert table.classes[cls] == engine.blocks[0].solve(counts), counts
        assert table.plain[cls] == engine.plain_blocks[0].solve(counts), counts


@pytest.mark.parametrize("seed", [1, 2])
def test_shanten_equals_the_reference(seed):
    for g, counts, declared in hands(seed, 45):
        engine = engine_for(g)
        for melds in sorted({0, declared}):
            if (sum(counts) - 1) // 3 + melds > 4:
                continue
            expected = engine.reference_missing(counts, melds)
            assert engine.missing(counts, melds) == expected, (counts, melds)
            assert sh.shanten(g, counts, melds) == expected - 1


def test_ukeire_equals_the_reference():
    for g, counts, declared in hands(3, 6, sizes=(4, 7, 13)):
        engine = engine_for(g)
        s, tiles = sh.ukeire(g, counts, declared)
        base, kinds = engine.ukeire_kinds(counts, declared, reference=True)
        assert s == base - 1
        assert [k for k, _ in tiles] == kinds, counts


def special_hands(seed, count):
    """Hands near the special forms: pairs (seven pairs, quads as two pairs), orphans kinds,
    a long straight's run, each with a few tiles elsewhere."""
    rng = random.Random(seed)
    out = []
    for options in OPTIONS:
        g = grammar(options)
        engine = engine_for(g)
        pools = [[k for k in range(len(g.kinds))]]
        pools += [list(req) for req, _ in engine.orphans]
        pools += [list(s) for s in engine.straights[:3]]
        for i in range(count):
            counts = [0] * len(g.kinds)
            pool = pools[i % len(pools)]
            size = 13 if i % 2 else 14
            if i % len(pools) == 0:
                for k in rng.sample(pool, 7):
                    counts[k] = 2 if rng.random() < 0.8 else 4
            else:
                for k in rng.sample(pool, min(len(pool), size - 2)):
                    counts[k] += 1
            while sum(counts) > size:
                k = rng.choice([k for k, c in enumerate(counts) if c])
                counts[k] -= 1
            while sum(counts) < size:
                k = rng.randrange(len(counts))
                counts[k] += counts[k] < 4
            out.append((g, counts))
    return out


def test_special_forms_and_their_ukeire_equal_the_reference():
    for g, counts in special_hands(6, 8):
        engine = engine_for(g)
        assert engine.missing(counts, 0) == engine.reference_missing(counts, 0), counts
        if sum(counts) == 13:
            s, tiles = sh.ukeire(g, counts)
            base, kinds = engine.ukeire_kinds(counts, 0, reference=True)
            assert (s, [k for k, _ in tiles]) == (base - 1, kinds), counts


def test_ukeire_of_suits_past_the_table_equals_the_reference():
    """A suit of 7 tiles (a draw takes it past the table) or more (a class by branch and
    bound), with and without Zero."""
    g = grammar({"all_tongs": True})
    engine = engine_for(g)
    rng = random.Random(8)
    for inside, zero in ((7, 0), (8, 0), (10, 0), (7, 1), (9, 2)):
        counts = [0] * len(g.kinds)
        counts[engine.shared] = zero
        suit = rng.choice([range(0, 16), range(16, 32), range(32, 48)])
        while sum(counts) < inside + zero:
            k = rng.choice(suit)
            counts[k] += counts[k] < 4
        while sum(counts) < 13:
            k = rng.randrange(len(counts))
            counts[k] += counts[k] < 4
        s, tiles = sh.ukeire(g, counts)
        base, kinds = engine.ukeire_kinds(counts, 0, reference=True)
        assert (s, [k for k, _ in tiles]) == (base - 1, kinds), counts


def heavy_suit_hand(rng, g, inside, zero, declared):
    """A concealed part of 13 - 3 * declared tiles (14 - 3 * declared with `inside` + 1):
    `inside` tiles in one suit, `zero` Zero, the rest anywhere."""
    engine = engine_for(g)
    n = len(g.kinds)
    size = 13 - 3 * declared
    counts = [0] * n
    counts[engine.shared] = zero
    suit = rng.choice([range(a, z) for a, z, _, _ in engine.fast.suits])
    while sum(counts) < min(size, inside + zero):
        k = rng.choice(suit)
        counts[k] += counts[k] < 4
    while sum(counts) < size:
        k = rng.randrange(n)
        counts[k] += counts[k] < 4
    return counts


@pytest.mark.parametrize("options", [{"all_tongs": True}, {}])
def test_ukeire_of_heavy_suits_equals_the_reference(options):
    """One suit holding 7 to 13 tiles (a draw or the suit itself past the table), with
    and without Zero, with a declared meld or none: every draw's gain from one search."""
    g = grammar(options)
    engine = engine_for(g)
    rng = random.Random(21)
    for inside in range(7, 14):
        for zero, declared in ((0, 0), (1, 0), (0, 1), (2, 1), (3, 0)):
            counts = heavy_suit_hand(rng, g, inside - 3 * declared, zero, declared)
            s, tiles = sh.ukeire(g, counts, declared)
            base, kinds = engine.ukeire_kinds(counts, declared, reference=True)
            assert (s, [k for k, _ in tiles]) == (base - 1, kinds), (counts, declared)


def test_discards_of_heavy_suits_equal_the_reference():
    g = grammar({"all_tongs": True})
    engine = engine_for(g)
    rng = random.Random(22)
    for inside, zero in ((9, 0), (11, 0), (8, 1), (10, 2)):
        counts = heavy_suit_hand(rng, g, inside, zero, 0)
        k = rng.choice([k for k in range(len(counts)) if counts[k] < 4 and k != engine.shared])
        counts[k] += 1
        advice = sh.discards(g, counts)
        expected = reference_discards(engine, counts)
        assert advice == expected, counts


def test_classes_past_the_table_are_the_solvers_vectors():
    g = grammar({"all_tongs": True})
    fast = engine_for(g).fast
    rng = random.Random(9)
    for tiles in (8, 9):
        counts = [0] * 16
        while sum(counts) < tiles:
            k = rng.randrange(16)
            counts[k] += counts[k] < 4
        cid = fast.heavy_class(0, bytes(counts))
        assert fast.pvec[cid] == fast.suits[0][3].solve(tuple(counts))


def reference_discards(engine, counts):
    """discards() by the reference search alone: each discard's ukeire recomputed."""
    expected = []
    for k, c in enumerate(counts):
        if c:
            counts[k] -= 1
            base, kinds = engine.ukeire_kinds(counts, 0, reference=True)
            expected.append((k, base - 1, sum(4 - counts[i] for i in kinds)))
            counts[k] += 1
    expected.sort(key=lambda x: (x[1], -x[2], x[0]))
    return expected


def test_discards_equal_the_reference():
    g = grammar({"all_tongs": True})
    engine = engine_for(g)
    rng = random.Random(4)
    for zero, suit in ((0, None), (1, range(16, 32))):
        counts = random_hand(rng, g, 14, suit, zero)
        advice = sh.discards(g, counts)
        expected = reference_discards(engine, counts)
        assert advice == expected


def test_declared_melds_as_melds_take_the_same_answer():
    g = grammar({"all_tongs": True})
    engine = engine_for(g)
    rng = random.Random(5)
    chow = Meld(MeldKind.CHOW, tuple(g.kinds[i] for i in (1, 2, 3)))
    for _ in range(10):
        counts = random_hand(rng, g, 10, range(0, 16), rng.choice([0, 2]))
        for melds in ([], [chow]):
            if not melds or all(counts[i] < 4 for i in (1, 2, 3)):
                assert sh.shanten(g, counts, melds) == engine.reference_missing(counts, melds) - 1
        s, tiles = sh.ukeire(g, counts, [])
        base, kinds = engine.ukeire_kinds(counts, [], reference=True)
        assert (s, [k for k, _ in tiles]) == (base - 1, kinds), counts


def test_more_than_four_copies_are_refused():
    g = grammar({"all_tongs": True})
    counts = [0] * len(g.kinds)
    counts[3] = 5
    counts[20] = 2
    with pytest.raises(ValueError):
        sh.shanten(g, counts)


@pytest.mark.heavy
def test_many_hands_equal_the_reference():
    for g, counts, declared in hands(11, 700):
        engine = engine_for(g)
        for melds in (0, declared):
            if (sum(counts) - 1) // 3 + melds > 4:
                continue
            assert engine.missing(counts, melds) == engine.reference_missing(counts, melds)
    for g, counts, declared in hands(12, 40, sizes=(1, 4, 7, 10, 13)):
        s, tiles = sh.ukeire(g, counts, declared)
        base, kinds = engine_for(g).ukeire_kinds(counts, declared, reference=True)
        assert (s, [k for k, _ in tiles]) == (base - 1, kinds), counts
