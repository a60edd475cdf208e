"""Shanten against the `mahjong` package (MIT) on seeded random Riichi hands: every form
together, and the standard form, seven pairs and thirteen orphans each alone."""

import random

import pytest

from game.core import shanten as sh
from game.core.variants import get_variant

Shanten = pytest.importorskip("mahjong.shanten").Shanten


def riichi():
    v = get_variant("riichi")
    return v.grammar(v.resolve({}))


def random_hands(seed, count):
    """13- and 14-tile hands; a third of them mostly one suit (plus honours), where the
    standard form is hardest."""
    rng = random.Random(seed)
    wall = [k for k in range(34) for _ in range(4)]
    hands = []
    for i in range(count):
        size = 13 if i % 2 else 14
        if i % 3 == 0:
            suit = rng.randrange(3)
            pool = [k for k in wall if suit * 9 <= k < suit * 9 + 9 or k >= 27]
        else:
            pool = wall
        counts = [0] * 34
        for k in rng.sample(pool, size):
            counts[k] += 1
        hands.append(counts)
    return hands


def check(hands):
    g = riichi()
    engine = sh.engine_for(g)
    for counts in hands:
        assert sh.shanten(g, counts) == Shanten.calculate_shanten(counts), counts
        regular = engine.regular_missing(counts, 4) - 1
        assert regular == Shanten.calculate_shanten_for_regular_hand(counts), counts
        seven = engine.seven_pairs_missing(counts) - 1
        assert seven == Shanten.calculate_shanten_for_chiitoitsu_hand(counts), counts
        orphans = engine.special_missing(counts, 0) - 1
        peer = min(Shanten.calculate_shanten_for_chiitoitsu_hand(counts),
                   Shanten.calculate_shanten_for_kokushi_hand(counts))
        assert orphans == peer, counts


def test_agrees_with_mahjong_package_on_10000_hands():
    check(random_hands(20261122, 10000))


def test_agrees_on_short_hands():
    """1 to 11 tiles: the package counts the missing melds as declared."""
    g = riichi()
    rng = random.Random(7)
    wall = [k for k in range(34) for _ in range(4)]
    for _ in range(2000):
        size = rng.choice([1, 2, 4, 5, 7, 8, 10, 11])
        counts = [0] * 34
        for k in rng.sample(wall, size):
            counts[k] += 1
        assert sh.shanten(g, counts, (14 - size) // 3) == Shanten.calculate_shanten(counts)


def test_all_four_copies_held():
    """Hands holding every copy of a tile they would wait on: both count no fifth copy."""
    g = riichi()
    rng = random.Random(3)
    wall = [k for k in range(34) for _ in range(4)]
    for _ in range(2000):
        quad = rng.randrange(34)
        rest = [k for k in wall if k != quad]
        counts = [0] * 34
        counts[quad] = 4
        for k in rng.sample(rest, rng.choice([9, 10])):
            counts[k] += 1
        assert sh.shanten(g, counts) == Shanten.calculate_shanten(counts), counts


@pytest.mark.heavy
def test_agrees_on_200000_hands():
    check(random_hands(1, 200000))
