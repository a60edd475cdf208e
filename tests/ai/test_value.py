"""The AI plays for hands that can win: waits the scorer accepts, calls that keep a yaku."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.ai.baseline import BaselineAI
from game.ai.levels import NormalAI, StrongAI
from game.ai.value import HandValue
from game.core.engine import Game
from game.core.model.sheet import WinSituation
from game.core.shanten import shanten
from game.core.table.actions import Chow, Continue, Discard, Pass
from game.core.table.state import DiscardRecord
from game.core.table.wall import stacked_wall
from game.core.variants import get_variant


def stacked(variant, hands, draws=""):
    probe = Game(variant)
    game = Game(variant, seed=1, stacked=[stacked_wall(probe.tileset, probe.rules, hands, draws)])
    game.apply(Continue(0))
    return game


def hkos_ron(hand: str, win: str) -> bool:
    v = get_variant("hkos")
    ts = v.tileset(v.resolve())
    sit = WinSituation(hand=tuple(ts.parse(hand)), melds=(), win_tile=ts.parse(win)[0],
                       by="ron", seat_wind="E", round_wind="E", discarder="S")
    return v.score(sit, v.resolve()).valid


@pytest.mark.parametrize("cls", [BaselineAI, StrongAI])
def test_hkos_ready_hand_keeps_the_wait_that_reaches_the_minimum(cls):
    # East in the East round: 234m 456p 677899s 11z. Dropping 9s waits 5s-8s (7 tiles, but
    # a 1-faan hand below the 3-faan minimum); dropping 7s waits 1z-9s, and East's pung is
    # seat and round wind: 2 faan + no bonus tiles = 3.
    assert hkos_ron("234m456p678s99s111z", "1z")
    assert not hkos_ron("234m456p6778899s11z", "5s") and not hkos_ron(
        "234m456p677889s11z", "8s")
    game = stacked("hkos", ["234m456p67899s11z"], draws="7s")
    action = cls("hkos").choose(game.view(0), game.legal_actions(0))
    assert isinstance(action, Discard) and action.tile == game.tileset.parse("7s")[0]


@pytest.mark.parametrize("pair, calls", [("11s", False), ("22s", True)])
def test_riichi_call_that_leaves_no_yaku_is_refused(pair, calls):
    # Seat 1 may chow 4-5-6s and be ready on 6m-9m. With a pair of 1s that open hand has no
    # yaku at all (no riichi once open, 1s breaks all simples); with 2s, 6m wins all simples.
    game = stacked("riichi", ["1z", f"{pair}234m567p46s78m9p"], draws="5s")
    game.apply(Discard(0, game.tileset.parse("5s")[0]))
    legal = game.legal_actions(1)
    assert any(isinstance(a, Chow) for a in legal)
    action = BaselineAI("riichi").choose(game.view(1), legal)
    assert isinstance(action, Chow if calls else Pass)


def test_plans_that_pay_are_learnt_from_each_scorer():
    # An open hand with one dragon pung pays in Riichi (yakuhai) but not in HKOS (1 faan of
    # 3); an open half flush with a dragon pung pays in both.
    found = {}
    for variant in ("riichi", "hkos"):
        game = stacked(variant, ["1z"])
        ai = BaselineAI(variant)
        found[variant] = set(ai.value.sufficient_plans(game.view(0), closed=False) or ())
    assert frozenset({"honour"}) in found["riichi"]
    assert frozenset({"honour"}) not in found["hkos"]
    assert frozenset({"honour", "flush"}) in found["hkos"] & found["riichi"]


def test_value_model_reads_only_the_view():
    v = get_variant("riichi")
    opts = v.resolve()
    model = HandValue(v, opts, v.grammar(opts), v.tileset(opts), shanten)
    game = stacked("riichi", ["123m456p789s1122z"], draws="9p")
    view = game.view(0)
    ts = game.tileset
    concealed = ts.parse("123m456p789s1122z")
    seen = ts.counts(view.visible_tiles())
    closed_worth, waits = model.wait_worth(view, concealed, [], seen, riichi=True)
    plain_worth, _ = model.wait_worth(view, concealed, [], seen, riichi=False)
    # 1z (East: seat and round wind) wins without riichi; 2z (South) only with it.
    assert waits == 2 and closed_worth > plain_worth > 0


def test_normal_folds_an_open_hand_far_from_a_yaku_against_riichi():
    # Seat 1 chows 4-5-6s anyway and is one discard (9p) from a ready hand with no yaku.
    # Facing a riichi whose only discard is 5p, the normal opponent plays 5p safe; the
    # baseline (1 shanten off, not far) plays on, breaking 1s toward all simples.
    game = stacked("riichi", ["1z", "11s234m567p46s78m9p"], draws="5s")
    game.apply(Discard(0, game.tileset.parse("5s")[0]))
    chow = next(a for a in game.legal_actions(1) if isinstance(a, Chow))
    game.apply(chow)
    view, legal = game.view(1), game.legal_actions(1)
    safe = game.tileset.parse("5p")[0]
    seats = list(view.seats)
    seats[2] = replace(seats[2], riichi=True, discards=(DiscardRecord(safe, riichi=True),))
    threatened = replace(view, seats=tuple(seats))
    assert BaselineAI("riichi").choose(threatened, legal).tile == game.tileset.parse("1s")[0]
    folded = NormalAI("riichi").choose(threatened, legal)
    assert isinstance(folded, Discard) and folded.tile == safe
