"""The Riichi scorer's suit-by-suit readings against the shape search they stand in for: every
small key listed from a unit's groups decomposes exactly as `unit_all` searches it, and a
hand's readings come out as `standard_all` lists them, in its order."""

from __future__ import annotations

import random

import pytest

from game.benchmarks.riichi_samples import random_win
from game.core.hands.shape_search import search_for
from game.core.model.tiles import MPSZ
from game.core.variants import get_variant
from game.core.variants.riichi.readings import readings_of
from game.core.variants.riichi.tiles import SIZE, packed

VARIANTS = [("riichi", False), ("sanma", True), ("space", False)]


def _readings(variant: str):
    v = get_variant(variant)
    grammar = v.grammar(v.resolve({}))
    r = readings_of(grammar)
    assert r is not None
    return r, search_for(grammar)


@pytest.mark.parametrize("variant", ["riichi", "space"])
def test_listed_keys_decompose_as_the_search_finds(variant: str) -> None:
    r, sh = _readings(variant)
    shapes_seen = set()
    for u, unit in enumerate(sh.units):
        n = len(unit.kinds)
        if n in shapes_seen and n > 1:
            continue  # the number suits share one shape; checking one is enough
        shapes_seen.add(n)
        local, _ = r._table(u)
        keys = list(local)
        if len(keys) > 8000:  # Space's wraps make too many to search each in a quick test
            keys = random.Random(u).sample(keys, 8000)
        listed = 0
        for key in keys:
            total = sum(key)
            if total % 3 == 1 or not total:
                continue
            assert r._unit(u, key, total) == sh.unit_all(u, tuple(key)), (u, tuple(key))
            listed += 1
        assert listed > (1000 if n >= 9 else 1)
        # Keys the listing left out have no decomposition at all.
        rng = random.Random(u)
        for _ in range(3000):
            key = bytes(rng.choice((0, 0, 1, 1, 2, 3, 4)) for _ in range(n))
            total = sum(key)
            if key not in local and total <= 14 and total % 3 != 1 and total:
                assert sh.unit_all(u, tuple(key)) == (), (u, tuple(key))


@pytest.mark.parametrize("variant, sanma", VARIANTS)
def test_hand_readings_follow_the_search_order(variant: str, sanma: bool) -> None:
    r, sh = _readings(variant)
    rng = random.Random(11)
    checked = 0
    for _ in range(600):
        s = random_win(rng, sanma)
        counts = packed(s.hand).to_bytes(SIZE, "little")
        kinds = counts[:34] if r.same_order else [counts[i] for i in r.mine]
        expected = []
        for d in sh.standard_all(kinds):
            groups = [r.groups[g] for g in d]
            expected.append(([g.idx for g in groups if g.kind != 3],
                             [g.idx for g in groups if g.kind == 3]))
        got = [([g.idx for g in (*m.melds, *p.melds, *q.melds, *z.melds)],
                [x.pair.idx for x in (m, p, q, z) if x.pair is not None])
               for m, p, q, z in r.standard(counts)]
        assert got == expected
        checked += len(got) > 1
    assert checked  # some hands read more than one way


def test_space_wraps_and_honour_runs_read() -> None:
    r, _ = _readings("space")
    # 8-9-1m, 9-1-2p, East-South-West, the three dragons, and a pair of 5s.
    counts = packed(MPSZ.parse("891m129p55s123567z")).to_bytes(SIZE, "little")
    (reading,) = r.standard(counts)
    assert [g.text for x in reading for g in x.melds] == ["891m", "912p", "123z", "567z"]
    assert [x.pair.text for x in reading if x.pair is not None] == ["55s"]
