"""Strong and expert know furiten: a wait among their own discards wins only by self-draw."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.ai.levels import ExpertAI, StrongAI
from game.ai.view_facts import playing_counts, seen_counts
from game.ai.waits import TSUMO_ONLY
from game.core.engine import Game
from game.core.table.actions import Continue, Discard
from game.core.table.state import DiscardRecord, View
from game.core.table.wall import stacked_wall


def dealt(hand: str, draw: str) -> Game:
    probe = Game("riichi")
    game = Game("riichi", seed=1, stacked=[stacked_wall(probe.tileset, probe.rules, [hand],
                                                         draw)])
    game.apply(Continue(0))
    return game


def with_pond(view: View, tiles: str, ts, other: str = "") -> View:
    """The view with `tiles` in the seat's own pond and `other` in the next seat's."""
    seats = list(view.seats)
    for seat, pond in ((view.seat, tiles), ((view.seat + 1) % 4, other)):
        seats[seat] = replace(seats[seat],
                              discards=tuple(DiscardRecord(t) for t in ts.parse(pond)))
    return replace(view, seats=tuple(seats))


def worth_after(ai: StrongAI, view: View, discard: str):
    ts = ai.evaluator.tileset
    counts = playing_counts(ts, view.hand)
    counts[ts.kinds.index(ts.parse(discard)[0])] -= 1
    return ai.evaluator.waits.worth(view, counts, list(view.me.melds),
                                    seen_counts(view, ts), False)


def test_a_wait_in_the_pond_wins_only_by_self_draw():
    # 234m 567p 345s 88s 46m after dropping East: ready on 5m, a closed wait.
    game = dealt("234m567p345s88s46m", "1z")
    ai = StrongAI("riichi")
    view = game.view(0)
    fresh = worth_after(ai, view, "1z")
    assert fresh.ron_live > 0 and fresh.live == fresh.ron_live
    barred = worth_after(ai, with_pond(view, "5m", game.tileset), "1z")
    assert barred.ron_live == 0
    # One 5m fewer is live (it lies in the pond), and each wins a self-draw's share.
    assert barred.live == pytest.approx((fresh.live - 1) * TSUMO_ONLY)


def test_the_tile_being_discarded_counts_as_in_the_pond():
    # 234m 567p 888s with 33456s: dropping a 3s waits on 3s-6s, the thrown 3s among them.
    # 234m 567p 111z with 34567s: dropping the 3s waits on 4s-7s, and the 3s is no wait.
    ai = StrongAI("riichi")
    assert worth_after(ai, dealt("234m567p888s3345s", "6s").view(0), "3s").ron_live == 0
    assert worth_after(ai, dealt("234m567p111z3456s", "7s").view(0), "3s").ron_live > 0


@pytest.mark.parametrize("cls", [StrongAI, ExpertAI])
def test_strong_levels_choose_the_wait_that_may_ron(cls):
    # 234m 567p 345s 88s with 4m 6m 8m: dropping 4m waits on 7m, which they choose;
    # dropping 8m waits on 5m. With 7m in its pond (and a 5m in another, so that each wait
    # has as many copies left), the 7m wait could never ron.
    game = dealt("234m567p345s88s46m", "8m")
    ts = game.tileset
    legal = game.legal_actions(0)
    plain = cls("riichi").choose(game.view(0), legal)
    assert isinstance(plain, Discard) and plain.tile.plain == ts.parse("4m")[0]
    furiten = cls("riichi").choose(with_pond(game.view(0), "7m", ts, "5m"), legal)
    assert isinstance(furiten, Discard) and furiten.tile.plain == ts.parse("8m")[0]
