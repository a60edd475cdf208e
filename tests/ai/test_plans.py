"""Plan-restricted shanten: how far a hand is from winning on one plan alone (a half
flush, a full flush, all pungs, seven pairs, an honour pung), counted by hand here."""

import random

import pytest

from game.ai.plans import FAR, planner_for
from game.core.engine import Game
from game.core.shanten import shanten

GAME = Game("hkos", None, 1)
TS = GAME.tileset
PLANNER = planner_for(GAME.variant, GAME.options)
DRAGONS = frozenset(TS.parse("5z6z7z"))


def counts(text: str) -> list[int]:
    out = [0] * len(TS.kinds)
    for t in TS.parse(text):
        out[TS.index[t.plain]] += 1
    return out


def plan_shanten(text: str, plans: str) -> int:
    wanted = frozenset(plans.split("+")) if plans else frozenset()
    return PLANNER.shanten(counts(text), (), wanted, DRAGONS).shanten


@pytest.mark.parametrize(("hand", "plans", "expected"), [
    # one suit and honours, ready: the flush is ready too; the pure flush must lose the
    # four honours (three melds kept, a meld and a pair from nothing: 5 tiles, shanten 4)
    ("123456789m1155z", "", 0),
    ("123456789m1155z", "flush", 0),
    ("123456789m1155z", "pure", 4),
    ("123456789m1155z", "honour", 0),  # the 5z pair is one tile from a dragon pung
    # two off-suit tiles: each is a tile missing for the flush (three melds, a pair of
    # dragons, a meld from nothing: three missing)
    ("123456789m15p55z", "", 1),
    ("123456789m15p55z", "flush", 2),
    # four triplets and a pair: ready for all pungs; seven pairs has five kinds paired
    # and must find two more kinds (6 - 5 + 2)
    ("111m222p333s4455z", "pungs", 0),
    ("111m222p333s4455z", "pairs", 3),
    ("111m222p333s4455z", "flush", 6),
    # six pairs and a single: seven pairs is ready; all pungs needs one tile for each of
    # four pairs (3 x 4 + 2 - 10 = 4 missing)
    ("113355m2244p66s7z", "pairs", 0),
    ("113355m2244p66s7z", "pungs", 3),
])
def test_plan_restricted_shanten_by_hand(hand, plans, expected):
    assert plan_shanten(hand, plans) == expected


def test_plans_only_restrict_and_the_pruning_floor_holds():
    rng = random.Random(5)
    wall = [k for k in TS.kinds for _ in range(4)]
    for _ in range(60):
        hand = counts(TS.format(rng.sample(wall, 13)))
        plain = PLANNER.shanten(hand, (), frozenset(), DRAGONS).shanten
        # the standard count also knows the special forms (seven pairs, thirteen orphans)
        assert plain >= shanten(GAME.grammar, hand)
        for plans in ("flush", "pure", "pungs", "simples", "honour", "flush+pungs"):
            wanted = frozenset(plans.split("+"))
            exact = PLANNER.shanten(hand, (), wanted, DRAGONS).shanten
            assert exact >= plain, plans
            # the cheap floor the offence prunes with never passes the exact count
            assert PLANNER.lower_bound(hand, wanted) <= exact, plans


def test_seven_pairs_needs_a_closed_hand_of_thirteen():
    hand = counts("113355m2244p66s")
    assert PLANNER.shanten(hand, (), frozenset({"pairs"}), DRAGONS).shanten == FAR
