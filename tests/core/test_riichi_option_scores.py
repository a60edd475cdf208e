"""Each Riichi option of yaku and scoring, on and off, from a stacked wall: South wins on one
of the dealer's discards (or a later one after a call) and the sheet shows the rule."""

from __future__ import annotations

import pytest

from game.core.table.actions import Pung, Ron
from game.core.table.events import Won
from tests.core.scenario import actions_of, answer, discard, pass_all, setup, tsumogiri

JUNK = "9m9m9m9m"  # the dealer's first draws: no one waits on them


def ron_first_discard(hand: str, tile: str, options=None, dead: str = ""):
    """South (seat 1) holds `hand`; the dealer draws and throws `tile`. The game, and the
    Won event if South may ron (None if it may not)."""
    game, _ = setup("riichi", [tile, hand], draws=JUNK[:2], dead=dead, options=options)
    discard(game, tile)
    if Ron(1) not in game.legal_actions(1):
        return game, None
    won = [e for e in answer(game, Ron(1)) if isinstance(e, Won)]
    return game, won[0]


def names(won: Won) -> dict[str, float]:
    return {e.name: e.value for e in won.sheet.elements}


# 22 345 345 678 678 in circles, won on 8p: chinitsu, ryanpeikou, pinfu, tanyao (11 han)
# and 2p twice as dora under a 1p indicator: 13 han.
KAZOE = ("2233445566778p", "8p", "9s9s9s9s1p")


@pytest.mark.parametrize(("kazoe", "points", "limit"), [(True, 32000, "kazoe yakuman"),
                                                        (False, 24000, "sanbaiman")])
def test_kazoe_makes_13_han_a_yakuman(kazoe, points, limit):
    hand, tile, dead = KAZOE
    _, won = ron_first_discard(hand, tile, {"kazoe": kazoe}, dead)
    assert won.sheet.total["han"] == 13
    assert won.sheet.points == points and won.sheet.limit_name == limit


@pytest.mark.parametrize(("multiple", "yakuman"), [(True, 2), (False, 1)])
def test_multiple_yakuman_add_up_or_the_best_counts(multiple, yakuman):
    # Three dragon pungs and South as the pair's pung: daisangen and tsuuiisou.
    _, won = ron_first_discard("555z666z777z11z22z", "2z", {"multiple_yakuman": multiple})
    assert won.sheet.total["yakuman"] == yakuman and won.sheet.points == 32000 * yakuman


@pytest.mark.parametrize(("double", "yakuman"), [(True, 2), (False, 1)])
def test_double_yakuman_counts_the_13_sided_kokushi_twice(double, yakuman):
    _, won = ron_first_discard("19m19p19s1234567z", "1m", {"double_kokushi_13": double})
    assert names(won) == {"Kokushi 13-sided": yakuman}
    assert won.sheet.points == 32000 * yakuman


# Each double hand on its own: the hand, the tile it wins on, the limit it scores.
DOUBLE_HANDS = [("double_suuankou_tanki", "111m333p555s777s9p", "9p", "Suuankou tanki"),
                ("double_junsei_chuuren", "1112345678999m", "5m", "Junsei chuuren"),
                ("double_daisuushii", "111z222z333z44z99p", "4z", "Daisuushii")]


@pytest.mark.parametrize(("option", "hand", "win", "limit"), DOUBLE_HANDS)
@pytest.mark.parametrize("double", [True, False])
def test_each_double_yakuman_counts_twice_only_while_its_option_is_on(option, hand, win,
                                                                      limit, double):
    # (the kokushi option stays off: turning one hand off leaves the others as they were)
    _, won = ron_first_discard(hand, win, {option: double, "double_kokushi_13": False})
    yakuman = 2 if double else 1
    assert names(won).get(limit) == yakuman and won.sheet.total["yakuman"] == yakuman


@pytest.mark.parametrize(("kiriage", "points"), [(False, 7700), (True, 8000)])
def test_kiriage_rounds_4_han_30_fu_up_to_mangan(kiriage, points):
    # 223344m 567p 678s 55s won on 2m: pinfu, tanyao, iipeikou and one dora (7p).
    _, won = ron_first_discard("23344m567p678s55s", "2m", {"kiriage": kiriage},
                               dead="9s9s9s9s6p")
    assert (won.sheet.total["han"], won.sheet.total["fu"]) == (4, 30)
    assert won.sheet.points == points


@pytest.mark.parametrize(("min_han", "may_win"), [(1, True), (2, False)])
def test_min_han_refuses_a_hand_with_too_few_han_of_yaku(min_han, may_win):
    game, won = ron_first_discard("234m456p678s22s44s", "4s", {"min_han": min_han})
    assert (won is not None) == may_win
    if won is not None:
        assert names(won)["Tanyao"] == 1
    else:  # the same tile still completes the shape: the rule refused it
        sheet = game.scorer.sheet(game.state, 1, game.state.last_discard[1], "ron", 0)
        assert not sheet.valid and "2 han" in sheet.reason


def test_red_fives_two_per_suit_are_each_a_dora():
    _, won = ron_first_discard("234m678m406p0p5p88s", "8s", {"red_fives": 2})
    assert names(won)["Red fives"] == 2


def test_no_red_fives_means_no_red_dora_and_no_red_tile():
    game, won = ron_first_discard("234m678m456p55p88s", "8s", {"red_fives": 0})
    assert "Red fives" not in names(won)
    assert not [t for t in game.tileset.physical_tiles() if t.red]


@pytest.mark.parametrize(("suits", "reds"), [("mps", {"m", "p", "s"}), ("p", {"p"})])
def test_red_suits_choose_which_fives_are_red(suits, reds):
    game, _ = setup("riichi", [""], options={"red_suits": suits})
    assert {t.suit for t in game.tileset.physical_tiles() if t.red} == reds


def _open_then_ron(south: str, feed: str, later: str, options=None):
    """South pungs the dealer's first discard `feed`, throws 1z; West and North throw what
    they draw; the dealer throws `later`. The game at that discard."""
    game, _ = setup("riichi", [feed + later, south + "1z"], draws="7z7z7z7z", options=options)
    discard(game, feed)
    answer(game, actions_of(game, 1, Pung)[0])
    discard(game, "1z")
    pass_all(game)
    for _ in range(2):
        tsumogiri(game)
    discard(game, later)
    return game


@pytest.mark.parametrize(("kuitan", "may_win"), [(True, True), (False, False)])
def test_kuitan_lets_an_open_hand_win_on_tanyao(kuitan, may_win):
    game = _open_then_ron("5p5p234m678m3s4s66s", "5p", "2s", {"kuitan": kuitan})
    assert (Ron(1) in game.legal_actions(1)) == may_win


@pytest.mark.parametrize(("atozuke", "may_win"), [(True, True), (False, False)])
def test_atozuke_lets_a_hand_win_on_the_one_wait_that_gives_it_a_yaku(atozuke, may_win):
    # Open, waiting on white dragon (yakuhai) or 1s (no yaku): ron on the dragon.
    game = _open_then_ron("5p5p234m678m5z5z1s1s", "5p", "5z", {"atozuke": atozuke})
    assert (Ron(1) in game.legal_actions(1)) == may_win


def test_without_atozuke_a_hand_whose_every_wait_gives_a_yaku_still_wins():
    game = _open_then_ron("5p5p234m678m3s4s66s", "5p", "2s", {"atozuke": False})
    assert Ron(1) in game.legal_actions(1)  # 2s and 5s both make kuitan
