"""The drills' questions and grading, without the window: counting the score against the
scorers' own functions, naming the elements against the sheet, the best discard against the
variant's minimum, push-or-fold against the strongest opponent's evaluation."""

from __future__ import annotations

import random

import pytest

from game.core.variants import VARIANTS, get_variant
from game.core.variants.chinese.hkos_scoring import faan_points
from game.core.variants.riichi.points import base_points
from game.learn.catalogue import entries, score
from game.learn.count import question as count_question
from game.learn.discards import best, discard_options
from game.learn.elements import question as elements_question
from game.learn.elements import titles_on
from game.learn.hands import discard_drill
from game.learn.pushfold import question as pushfold_question


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_count_questions_offer_the_answer_among_four_and_show_working(variant):
    rng = random.Random(7)
    for _ in range(60):
        q = count_question(variant, {}, rng)
        assert len(set(q.choices)) == 4 and q.answer in q.choices
        assert q.working and all(q.working)


def test_riichi_counting_matches_the_points_table_by_hand():
    """Published values: 3 han 30 fu non-dealer ron 3,900; dealer 5,800; tsumo 1,000/2,000."""
    assert base_points(3, 30) == (960, "")
    rng = random.Random(1)
    seen = {}
    for _ in range(3000):
        q = count_question("riichi", {}, rng)
        seen.setdefault(q.given, q.answer)
    assert seen[("3 han", "30 fu", "non-dealer", "discard (ron)")] == "3,900"
    assert seen[("3 han", "30 fu", "dealer", "discard (ron)")] == "5,800"
    assert seen[("3 han", "30 fu", "non-dealer", "self-draw (tsumo)")] == "1,000 / 2,000"
    assert seen[("3 han", "30 fu", "dealer", "self-draw (tsumo)")] == "2,000 all"
    assert seen[("5 han", "30 fu", "non-dealer", "discard (ron)")] == "8,000"


def test_hkos_counting_follows_the_faan_table_and_who_pays_double():
    rng = random.Random(2)
    for _ in range(200):
        q = count_question("hkos", {}, rng)
        faan = int(q.given[0].split()[0])
        per = faan_points(faan)
        assert q.answer == f"{per * (6 if q.given[1] == 'self-draw' else 4):,}"


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_named_elements_are_the_sheets_own(variant):
    rng = random.Random(3)
    table = entries(variant)
    for _ in range(8):
        q = elements_question(variant, {}, rng)
        assert q.sheet["valid"] and q.answer <= set(q.choices)
        assert q.answer == titles_on(table, score(variant, q.request))
        assert len(q.choices) >= min(8, len(table))


def test_named_elements_under_options_that_lack_some_examples_tiles():
    """Compressed winds have no E S W N: the examples written with them are passed over."""
    rng = random.Random(6)
    for _ in range(6):
        q = elements_question("uzje", {"compressed_winds": True}, rng)
        assert q.sheet["valid"] and q.answer


def test_a_ready_discard_whose_wins_fall_below_the_minimum_is_not_the_best():
    """HKOS needs 3 faan: throwing East leaves 1p/4p waits on an all-chow hand that scores
    1 faan on a discard and 2 drawn, so a discard that keeps building ranks above it."""
    ts = get_variant("hkos").tileset(get_variant("hkos").resolve({}))
    hand = ts.parse("23p456p789s234m55z1z")
    options = discard_options("hkos", {}, hand)
    ready = [o for o in options if o.shanten == 0]
    assert ready and all(i.scores is False for o in ready for i in o.tiles)
    assert all(o.useful == 0 for o in ready) and best(options)[0].shanten == 1
    free = discard_options("hkos", {"min_faan": 0}, hand)
    assert best(free)[0].shanten == 0 and best(free)[0].useful > 0


def test_riichi_waits_always_score_with_riichi():
    ts = get_variant("riichi").tileset(get_variant("riichi").resolve({}))
    options = discard_options("riichi", {}, ts.parse("123m456p789s1234s9m"))
    ready = [o for o in options if o.shanten == 0]
    assert ready and all(i.scores for o in ready for i in o.tiles)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_best_discard_hands_have_a_best_answer_and_a_worse_one(variant):
    q = discard_drill(variant, random.Random(4))
    options = q["options"]
    assert len(q["hand"]) == 14 and options[0].rank < options[-1].rank
    assert {o.tile for o in best(options)} <= {t.plain for t in q["hand"]} | set(q["hand"])


@pytest.mark.parametrize("variant", ["riichi", "classical"])
def test_push_or_fold_grades_by_the_strongest_evaluation(variant):
    q = pushfold_question(variant, {}, random.Random(5))
    advice = q.advice
    assert advice.evaluation.threats
    assert q.right(advice.choice)
    worst = min(advice.options, key=lambda o: o.score)
    if worst.score < advice.evaluation.best.score - 1:
        assert not q.right(worst.tile)
    assert advice.why
    from game.core.variants import get_variant

    v = get_variant(variant)
    name = v.tileset(v.resolve({})).tile_name(advice.choice)
    assert name in advice.why  # "East", "7 of Circles": not the notation's "1z"
    best = advice.evaluation.best
    if best.ukeire and not advice.folded and best.plan_shanten <= best.shanten:
        words = "winning tiles" if best.shanten == 0 else "tiles improve it"
        assert f"{best.ukeire} {words}" in advice.why


def test_doubles_are_counted_in_words_a_player_reads():
    rng = random.Random(8)
    givens = {count_question("classical", {}, rng).given[1] for _ in range(200)}
    assert "1 double" in givens and "2 doubles" in givens and "1 doubles" not in givens


@pytest.mark.parametrize("variant", ["riichi", "classical"])
def test_the_working_is_written_in_words_not_notation(variant):
    """'40 fu x 2^(5 + 2)' and '4,000 -> 4,000' read as code to a learner."""
    rng = random.Random(11)
    for _ in range(60):
        for line in count_question(variant, {}, rng).working:
            assert "^" not in line and "->" not in line and " x " not in line, line
    line = count_question("riichi", {}, random.Random(3)).working[0]
    assert "doubled" in line and "×" in line


def test_best_discard_counts_the_tile_thrown_as_seen():
    """A tester's 45566677m 888p 6s 44z: the answer said "North 3" against the North thrown,
    where two are unseen: one is held and one lies in the pond."""
    v = get_variant("riichi")
    ts = v.tileset(v.resolve({}))
    by_discard = {ts.format([o.tile]): {ts.format([i.tile]): i.left for i in o.tiles}
                  for o in discard_options("riichi", {}, ts.parse("45566677m888p6s44z"))}
    assert by_discard["4z"]["4z"] == 2  # 4 - 1 held - 1 thrown
    assert by_discard["8p"]["8p"] == 1  # 4 - 2 held - 1 thrown
    assert by_discard["6m"]["6m"] == 1
    assert by_discard["6s"] == {"5m": 2, "8m": 4}  # ready: the waits, none of them thrown
