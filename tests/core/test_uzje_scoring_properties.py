"""Properties of the HKOS and Ùzje scorers over seeded random complete hands built from each
variant's own meld grammar: sheets add up, limits hold, payments balance."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from game.core.hands.shapes import parse_meld
from game.core.model.melds import Meld, MeldKind
from game.core.model.sheet import WinSituation
from game.core.variants.base import Variant
from game.core.variants.chinese.hkos import HKOS
from game.core.variants.chinese.hkos_scoring import faan_points
from game.core.variants.uzje.scoring import fan_points
from game.core.variants.uzje.variant import UZJE_VARIANT as UZJE

FLAGS = ("replacement", "rob_kong", "last_tile", "last_discard", "first_draw")


def random_win(rng: random.Random, variant: Variant, options: dict[str, Any]) -> WinSituation:
    """Four melds of the grammar and a pair (none over four copies), some declared."""
    grammar = variant.grammar(options)
    ts = grammar.tileset
    while True:
        templates = [rng.choice(grammar.templates) for _ in range(4)]
        pair = rng.randrange(len(ts.kinds))
        counts = Counter(i for t in templates for i in t.indices) + Counter({pair: 2})
        if max(counts.values()) <= 4:
            break
    declared: list[Meld] = []
    concealed = [ts.kinds[pair]] * 2
    for t in templates:
        tiles = [ts.kinds[i] for i in t.indices]
        if rng.random() < 0.3:
            kong = t.kind is MeldKind.PUNG and counts[t.indices[0]] == 3 and rng.random() < 0.5
            tiles = tiles + tiles[:1] if kong else tiles
            declared.append(parse_meld(grammar, tiles, rng.random() < 0.7 or not kong))
        else:
            concealed.extend(tiles)
    bonus = [b for b in ts.bonus if rng.random() < 0.2]
    return WinSituation(
        hand=tuple(concealed), melds=tuple(declared), win_tile=rng.choice(concealed),
        by=rng.choice(("ron", "tsumo")), seat_wind=rng.choice("ESWN"),
        round_wind=rng.choice("ESWN"), flags=frozenset(rng.sample(FLAGS, rng.randrange(3))),
        bonus=tuple(bonus),
    )


def check_payments(payments: dict[str, int], points: int, winner: str) -> None:
    assert sum(payments.values()) == 0
    assert payments[winner] > 0 and all(v < 0 for s, v in payments.items() if s != winner)
    assert max(-v for s, v in payments.items() if s != winner) <= 2 * points


@pytest.mark.parametrize("seed", range(200))
def test_hkos_sheets_add_up(seed: int) -> None:
    rng = random.Random(seed)
    options = HKOS.resolve({"min_faan": 0, "max_faan": rng.choice((7, 10, 13))})
    situation = random_win(rng, HKOS, options)
    sheet = HKOS.score(situation, options)
    assert sheet.valid, sheet.reason  # every hand of melds and a pair wins at minimum 0
    faan = sheet.total["faan"]
    assert 0 <= faan <= options["max_faan"]
    values = sum(e.value for e in sheet.elements)
    assert faan == min(values, options["max_faan"]) or sheet.limit_name
    assert sheet.points == faan_points(faan)
    check_payments(sheet.payments, sheet.points, situation.seat_wind)


@pytest.mark.parametrize("seed", range(200))
def test_uzje_sheets_add_up(seed: int) -> None:
    rng = random.Random(seed)
    options = UZJE.resolve({"all_tongs": rng.random() < 0.5})
    situation = random_win(rng, UZJE, options)
    sheet = UZJE.score(situation, options)
    tenths = round(sum(e.value for e in sheet.elements if e.unit == "fan") * 10)
    assert round(sheet.total["fan"] * 10) == tenths and tenths % 2 == 0
    assert sheet.valid == (tenths > 25), sheet.reason
    if sheet.valid:
        assert sheet.points == fan_points(tenths)
        check_payments(sheet.payments, sheet.points, situation.seat_wind)
    else:
        assert sheet.reason == "below minimum 2.5 fan"
