"""Danger estimates on hand-built views, and push/fold of the defending levels."""

from dataclasses import replace

import pytest

from game.ai.chances import chances_for
from game.ai.defence import DangerTable, find_threats, partials_of
from game.ai.levels import ExpertAI, NormalAI, StrongAI
from game.ai.view_facts import unseen_counts
from game.core.engine import Game
from game.core.model.melds import Meld, MeldKind
from game.core.table.actions import Discard
from game.core.table.state import DiscardRecord, View

GAME = Game("riichi", None, 3)
TS = GAME.tileset
RULES = GAME.rules


def tiles(text: str):
    return TS.parse(text)


def table_view(hand: str, threat_discards: str = "", other_discards: str = "",
               riichi: bool = True, threat_melds: tuple = (), wall_left: int = 60) -> View:
    """Seat 0 to discard from `hand`; seat 1 the threat (riichi on its last discard unless
    riichi=False); seat 2 discarded `other_discards`, all before the riichi."""
    view = GAME.view(0)
    own = tiles(threat_discards)
    records = tuple(DiscardRecord(t, riichi=riichi and i == len(own) - 1)
                    for i, t in enumerate(own))
    seats = list(view.seats)
    seats[0] = replace(seats[0], discards=(), melds=(), riichi=False)
    seats[1] = replace(seats[1], discards=records, riichi=riichi, melds=threat_melds)
    seats[2] = replace(seats[2], discards=tuple(DiscardRecord(t) for t in tiles(other_discards)),
                       melds=(), riichi=False)
    seats[3] = replace(seats[3], discards=(), melds=(), riichi=False)
    return replace(view, hand=tuple(tiles(hand)), seats=tuple(seats), dora_indicators=(),
                   turned_up=(), shared_pile=(), wall_left=wall_left, last_discard=None)


def danger_of(view: View, which: str) -> float:
    threats = find_threats(view, RULES, TS.size)
    table = DangerTable(view, RULES, TS.kinds, unseen_counts(view, TS), threats, GAME.grammar)
    return table.danger(tiles(which)[0])


HAND = "1239m1479p2568s1z"  # holds every tile the cases below ask about


def test_genbutsu_is_safe_and_the_safest():
    view = table_view(HAND, "6s3z")
    assert danger_of(view, "6s") == 0.0
    assert all(danger_of(view, t) > 0 for t in ("1m", "9m", "4p", "5s", "1z"))


def test_a_tile_passed_after_the_riichi_is_safe():
    view = table_view(HAND, "3z1z")
    assert danger_of(view, "5s") > 0
    seats = list(view.seats)  # after the riichi, seat 2 cut 5s and the threat let it go
    seats[1] = replace(seats[1], discards=(*seats[1].discards, DiscardRecord(tiles("9s")[0])))
    seats[2] = replace(seats[2], discards=(DiscardRecord(tiles("5s")[0]),))
    assert danger_of(replace(view, seats=tuple(seats)), "5s") == 0.0


def test_suji_of_a_four_is_safer_than_a_middle_tile():
    view = table_view(HAND, "4p3z")
    assert danger_of(view, "1p") < danger_of(view, "1m")  # suji 1 against a plain 1
    assert danger_of(view, "7p") < danger_of(view, "5s")
    assert danger_of(view, "1p") < danger_of(view, "5s")


def test_a_middle_tile_is_more_dangerous_than_a_terminal():
    view = table_view(HAND, "3z")
    assert danger_of(view, "5s") > danger_of(view, "1m")


def test_honours_by_copies_seen():
    fresh = danger_of(table_view(HAND, "3z"), "1z")
    one_seen = danger_of(table_view(HAND, "3z", "1z"), "1z")
    # Three East seen and the fourth in our hand: nobody can wait on it.
    last = danger_of(table_view(HAND, "3z", "1z1z1z"), "1z")
    assert fresh > one_seen > last == 0.0


def test_kabe_four_eights_seen_make_nine_safer():
    view = table_view(HAND, "3z")
    walled = table_view(HAND, "3z", "8s8s8s")  # with our own 8s: all four seen
    assert danger_of(walled, "9s") < danger_of(view, "9s")


def test_a_flush_threat_cannot_win_on_another_suit():
    pung = Meld(MeldKind.PUNG, tuple(tiles("222s")), True, "s")
    chow = Meld(MeldKind.CHOW, tuple(tiles("345s")), True, "s", 1)
    view = table_view(HAND, "1m9p", riichi=False, threat_melds=(pung, chow), wall_left=40)
    assert [t.flush for t in find_threats(view, RULES, TS.size)] == ["s"]
    assert danger_of(view, "4p") == 0.0
    assert danger_of(view, "5s") > 0


def test_no_threat_without_riichi_or_open_melds():
    assert find_threats(table_view(HAND, "1m9p", riichi=False), RULES, TS.size) == []


@pytest.mark.parametrize("level", [NormalAI, StrongAI])
def test_a_hopeless_hand_folds_against_a_riichi(level):
    hand = "1m5m9m2p6p9p3s7s1z2z4z5z6z7z"  # far from ready: 6 shanten or so
    view = table_view(hand, "3m8s9m")  # 9m is genbutsu
    legal = [Discard(0, t) for t in tiles(hand)]
    calm = table_view(hand, "3m8s9m", riichi=False)
    assert level("riichi").choose(calm, legal).tile != tiles("9m")[0]
    assert level("riichi").choose(view, legal).tile == tiles("9m")[0]


def test_a_ready_hand_with_a_good_wait_pushes():
    hand = "123m456m789p23s55s9m"  # cutting 9m leaves 1-4s: eight live winners
    view = table_view(hand, "5m5p")
    legal = [Discard(0, t) for t in tiles(hand)]
    choice = StrongAI("riichi").choose(view, legal)
    assert choice.tile == tiles("9m")[0]


SPACE = Game("space", None, 3).grammar  # same kinds as Riichi, with wraps and honour runs


def danger_in(grammar, view: View, which: str) -> float:
    threats = find_threats(view, RULES, TS.size)
    table = DangerTable(view, RULES, TS.kinds, unseen_counts(view, TS), threats, grammar)
    return table.danger(tiles(which)[0])


def test_space_wraps_and_honour_runs_make_terminals_and_honours_waits():
    view = table_view(HAND, "3z")
    # a Space hand may wait on 1m with 9m-2m or 8m-9m, and on East with two other winds
    assert danger_in(SPACE, view, "1m") > danger_in(GAME.grammar, view, "1m")
    assert danger_in(SPACE, view, "1z") > danger_in(GAME.grammar, view, "1z")


def test_space_suji_runs_through_the_wrap():
    # a 9m-1m wait takes 8m and 2m: a threat that threw 2m cannot wait on 8m that way
    cut_2m, cut_4z = table_view(HAND, "2m3z"), table_view(HAND, "4z3z")
    assert danger_in(SPACE, cut_2m, "8m") < danger_in(SPACE, cut_4z, "8m")
    assert danger_in(GAME.grammar, cut_2m, "8m") == danger_in(GAME.grammar, cut_4z, "8m")


def test_uzje_waits_come_from_ariths_gems_and_powers():
    game = Game("uzje", None, 1)
    ts, grammar = game.tileset, game.grammar
    kind = {ts.format([k]): i for i, k in enumerate(grammar.kinds)}
    partials = partials_of(grammar)
    # 1s and 9s wait on 5s (the arith 1-5-9), 3s (the gem 1-3-9) and 4s (the power 1-4-9)
    one_nine = {(a, b): others for a, b, others in partials[kind["5s"]]}
    assert {kind["3s"], kind["4s"]} == set(one_nine[(kind["1s"], kind["9s"])])
    # 3s and 7s wait on 5s (3-5-7) and on 11s (3-7-11), nothing else
    waits_of_37 = {w for w in range(len(grammar.kinds))
                   for a, b, _ in partials[w] if (a, b) == (kind["3s"], kind["7s"])}
    assert waits_of_37 == {kind["5s"], kind["as"]}


@pytest.mark.parametrize(("variant", "riichi", "low", "high"), [
    ("riichi", True, 0.7, 1.3),  # the feeder alone pays the whole win
    ("hkos", False, 0.1, 0.4),  # the feeder pays double, the others single: a quarter beyond
    ("classical", False, 0.0, 0.1),  # everyone pays the winner alike
    # The feeder pays the points, the others half: half the points beyond, of a typical win
    # that self-drawn and big hands raise.
    ("uzje", False, 0.05, 0.4),
])
def test_a_deal_in_costs_what_the_feeder_pays_beyond_the_other_losers(variant, riichi, low,
                                                                      high):
    chances = chances_for(variant)
    cost = chances.cost(riichi, not riichi, False)
    assert low * chances.typical_win <= cost <= high * chances.typical_win


EAST_PUNG = Meld(MeldKind.PUNG, tuple(tiles("222z")), True, "z")


def test_a_barely_open_hand_is_a_weak_threat_only_when_asked():
    view = table_view(HAND, "4p3z", riichi=False, threat_melds=(EAST_PUNG,))
    assert find_threats(view, RULES, TS.size) == []
    (weak,) = find_threats(view, RULES, TS.size, weak=True)
    assert weak.seat == 1 and weak.weak and 0 < weak.ready <= 0.2
    (riichi,) = find_threats(table_view(HAND, "4p3z"), RULES, TS.size, weak=True)
    assert not riichi.weak


def test_the_expert_takes_the_safer_of_equal_discards_against_an_open_hand():
    # 1m, 1p and 9s are equal for offence; the open hand discarded 4p, so 1p is suji-safe.
    hand = "456m456p456s77z1m1p9s"
    legal = [Discard(0, t) for t in tiles(hand)]
    closed = table_view(hand, "4p3z", riichi=False)
    opened = table_view(hand, "4p3z", riichi=False, threat_melds=(EAST_PUNG,))
    assert StrongAI("riichi").choose(opened, legal).tile == tiles("1m")[0]
    assert ExpertAI("riichi").choose(closed, legal).tile == tiles("1m")[0]
    assert ExpertAI("riichi").choose(opened, legal).tile == tiles("1p")[0]
    # A weak threat breaks ties; it never makes the hand fold.
    assert not ExpertAI("riichi").evaluate(opened, legal).folding
