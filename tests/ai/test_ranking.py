"""Discards ranked on the wide grammar's slow path (Ùzje): ukeire is counted only where a
choice reads it, and what is counted agrees with the full ranking of `discards()`."""

from __future__ import annotations

import random

import pytest

from game.ai.baseline import BaselineAI
from game.ai.levels import make_ai
from game.ai.ranking import has_fast_discards, rank_discards
from game.benchmarks.shanten import random_hands
from game.core.engine import Game
from game.core.shanten import discards
from game.core.table.actions import Discard
from game.core.table.state import Phase
from game.core.variants import get_variant


def _uzje_hands(count: int, seed: int) -> tuple[object, list[list[int]]]:
    v = get_variant("uzje")
    options = v.resolve(None)
    grammar = v.grammar(options)
    return grammar, random_hands(len(v.tileset(options).kinds), 14, count, random.Random(seed))


def test_uzje_takes_the_slow_path():
    grammar, _ = _uzje_hands(0, 0)
    assert not has_fast_discards(grammar)


@pytest.mark.parametrize("margin", [1, 0, -1])
def test_counted_entries_agree_with_the_full_ranking(margin):
    grammar, hands = _uzje_hands(12, 7)
    for counts in hands:
        full = discards(grammar, counts, 0)
        cut = rank_discards(grammar, counts, 0, margin=margin)
        assert sorted((k, s) for k, s, _ in cut) == sorted((k, s) for k, s, _ in full)
        best = full[0][1]
        reach = best + margin
        # within reach: the same entries, in the same order, with the same ukeire
        assert [r for r in cut if r[1] <= reach] == [r for r in full if r[1] <= reach]
        assert all(u == 0 for _, s, u in cut if s > reach)


def test_the_best_is_taken_among_the_allowed_kinds():
    grammar, hands = _uzje_hands(12, 11)
    for counts in hands:
        full = discards(grammar, counts, 0)
        banned = {k for k, s, _ in full if s == full[0][1]}
        allowed = {k for k, _, _ in full} - banned
        if not allowed:
            continue
        cut = rank_discards(grammar, counts, 0, margin=0, among=allowed)
        best = min(s for k, s, _ in full if k in allowed)
        counted = [r for r in full if r[1] == best]
        assert [r for r in cut if r[1] == best] == counted


def _discard_turns(variant, ai, seed, moves):
    """(view, discard options) at each discard turn of seeded play by `ai` in every seat."""
    game = Game(variant, seed=seed)
    for _ in range(moves):
        if game.phase == Phase.MATCH_END:
            return
        seat = game.waiting_on()[0]
        view, legal = game.view(seat), game.legal_actions(seat)
        options = [a for a in legal if isinstance(a, Discard) and not a.call]
        if options:
            yield view, options
        game.apply(ai.choose(view, legal))


@pytest.mark.parametrize("level", ["baseline", "beginner", "casual", "normal"])
def test_choices_are_those_of_the_full_ranking(level):
    """Over seeded Ùzje play, the discard chosen from the cut ranking is the one the full
    ranking gives."""
    ai = BaselineAI("uzje") if level == "baseline" else make_ai(level, "uzje", None, 0)
    compared = 0
    for view, options in _discard_turns("uzje", ai, 3, 400):
        cut = ai._pick(options, ai._ranked(view, options))
        full = ai._pick(options, ai._ranked(view, options, full=True))
        assert cut == full
        compared += 1
    assert compared > 50


@pytest.mark.parametrize("variant, full", [("riichi", False), ("hkos", False), ("uzje", True)])
def test_a_full_ranking_orders_the_step_above_a_ready_best_by_plan_then_ukeire(variant, full):
    """Normal's fold reads the whole ranking, ties of danger going by shape: where it is
    full (every table grammar, and Ùzje's fold), the discards one step above a ready best
    carry their own ukeire and stand in order of plan distance, then ukeire."""
    ai = make_ai("normal", variant, None, 0)
    checked = 0
    for view, options in _discard_turns(variant, ai, 5, 600):
        ranked = ai._ranked(view, options, full=full)
        step = [r for r in ranked if r[1] == 1]
        if min(r[1] for r in ranked) != 0 or len(step) < 2:
            continue
        counts = ai._counts(view.hand)
        melds = [m for m in view.me.melds if m is not None]
        closed = not any(m.open for m in melds)
        keys = []
        for i, _, uke in step:
            counts[i] -= 1
            assert uke == ai._ukeire_after(counts, melds, ai._seen(view))
            keys.append((ai.value.plan_distance(view, counts, melds, closed), -uke))
            counts[i] += 1
        assert keys == sorted(keys)
        checked += 1
    assert checked > 5
