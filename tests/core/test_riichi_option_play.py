"""Each Riichi option of play, payments, draws and game length, on and off, from a stacked
wall (the match-flow ones from a hand's end with the scores set)."""

from __future__ import annotations

import pytest

from game.core.engine.wins import situation
from game.core.settlement import Reason
from game.core.table.actions import AbortHand, Continue, Discard, Kong, Pung, Ron, Tsumo
from game.core.table.events import (
    DrawnGame,
    HandStarted,
    IndicatorRevealed,
    MatchEnded,
    Scored,
    Won,
)
from game.core.table.state import HandResult, Phase
from tests.core.scenario import actions_of, answer, discard, one, pass_all, setup, tsumogiri

# --- calls, riichi and dora --------------------------------------------------------------

# Three seats wait on 3s, each with pinfu and tanyao; the dealer throws it.
THREE_WAIT = ["3s", "234m456p678m4s5s66s", "345m567p234p4s5s77m", "456m678p345p4s5s88m"]


@pytest.mark.parametrize(("rule", "winners", "aborted"), [
    ("triple", [1, 2, 3], ""), ("double", [], "triple_ron"), ("head_bump", [1], "")])
def test_multiple_ron(rule, winners, aborted):
    game, _ = setup("riichi", THREE_WAIT, draws="9m", options={"multiple_ron": rule})
    discard(game, "3s")
    events = []
    for seat in (1, 2, 3):
        events += game.apply(Ron(seat))
    assert sorted(e.seat for e in events if isinstance(e, Won)) == winners
    drawn = [e.reason for e in events if isinstance(e, DrawnGame)]
    assert drawn == ([aborted] if aborted else [])


def _riichi_on_second_turn(options):
    """South throws 3s on its first turn, then draws 6s: riichi throwing 1z waits on 3s and
    6s, and 3s is among its own discards (furiten)."""
    game, _ = setup("riichi", ["", "234m456p678m4s5s3s1z"], draws="9m6s9m9m9m6s",
                    options=options)
    tsumogiri(game)
    discard(game, "3s")
    pass_all(game)
    for _ in range(3):
        tsumogiri(game)
    return game


@pytest.mark.parametrize(("allowed", "offered"), [(True, True), (False, False)])
def test_furiten_riichi(allowed, offered):
    game = _riichi_on_second_turn({"furiten_riichi": allowed})
    assert (Discard(1, one(game, "1z"), riichi=True) in game.legal_actions(1)) == offered
    assert Discard(1, one(game, "1z")) in game.legal_actions(1)


@pytest.mark.parametrize(("allowed", "offered"), [(True, True), (False, False)])
def test_karaten_riichi(allowed, offered):
    # 444m 4m 234p 567s 999s waits only on 4m, and the dealer holds all four.
    game, _ = setup("riichi", ["4444m234p567s999s"], draws="1z",
                    options={"karaten_riichi": allowed})
    assert (Discard(0, one(game, "1z"), riichi=True) in game.legal_actions(0)) == offered


@pytest.mark.parametrize(("allowed", "offered"), [(True, True), (False, False)])
def test_rob_kokushi_on_a_concealed_kan(allowed, offered):
    game, _ = setup("riichi", ["1111m", "9m9m19p19s1234567z"], draws="5s",
                    options={"rob_kokushi": allowed})
    game.apply(Kong(0, one(game, "1m"), "closed"))
    assert (Ron(1) in game.legal_actions(1)) == offered


@pytest.mark.parametrize(("kan_dora", "turned"), [(True, 2), (False, 1)])
def test_kan_dora(kan_dora, turned):
    game, _ = setup("riichi", ["1111m"], draws="5s", options={"kan_dora": kan_dora})
    game.apply(Kong(0, one(game, "1m"), "closed"))
    pass_all(game)
    assert len(game.state.wall.dora_indicators) == turned


@pytest.mark.parametrize(("kan_ura", "ura"), [(True, 2), (False, 1)])
def test_kan_ura(kan_ura, ura):
    game, _ = setup("riichi", ["1111m"], draws="5s", options={"kan_ura": kan_ura})
    game.apply(Kong(0, one(game, "1m"), "closed"))
    pass_all(game)
    game.state.seats[0].riichi = True  # a riichi winner's sheet reads the ura indicators
    drawn = game.state.seats[0].drawn
    assert len(situation(game.state, game.ruleset, 0, drawn, "tsumo", None).ura_indicators) == ura


@pytest.mark.parametrize(("timing", "at_call", "after_discard"), [
    ("closed_now", 0, 1), ("now", 1, 0)])
def test_kan_dora_timing_of_an_open_kan(timing, at_call, after_discard):
    game, _ = setup("riichi", ["2s", "2s2s2s"], draws="5s",
                    options={"kan_dora_timing": timing})
    discard(game, "2s")
    called = answer(game, Kong(1, one(game, "2s"), "open"))
    shown = game.state.seats[1].drawn
    thrown = game.apply(Discard(1, shown))
    assert sum(isinstance(e, IndicatorRevealed) for e in called) == at_call
    assert sum(isinstance(e, IndicatorRevealed) for e in thrown) == after_discard


# --- payments ------------------------------------------------------------------------------


def _daisangen(options=None):
    """South pungs white from the dealer, green from North, red from West (West is liable);
    North then throws 8s and South wins daisangen on it."""
    hands = ["5z", "5z5z6z6z7z7z" + "234m8s" + "9m1p9p", "7z", "6z8s"]
    game, _ = setup("riichi", hands, draws="1s1s1s2s2s2s", options=options)
    discard(game, "5z")
    answer(game, actions_of(game, 1, Pung)[0])
    discard(game, "9m")
    pass_all(game)
    tsumogiri(game)  # West
    discard(game, "6z")  # North
    answer(game, actions_of(game, 1, Pung)[0])
    discard(game, "1p")
    pass_all(game)
    discard(game, "7z")  # West, after its draw
    answer(game, actions_of(game, 1, Pung)[0])
    discard(game, "9p")
    pass_all(game)
    tsumogiri(game)  # West
    discard(game, "8s")  # North
    return next(e for e in answer(game, Ron(1)) if isinstance(e, Scored))


@pytest.mark.parametrize(("options", "west", "north"), [
    ({}, -16000, -16000), ({"pao_ron": "liable"}, -32000, 0), ({"pao": "off"}, 0, -32000)])
def test_pao_and_how_a_ron_is_split(options, west, north):
    scored = _daisangen(options)
    assert scored.deltas[1] == 32000 and (scored.deltas[2], scored.deltas[3]) == (west, north)
    assert any(p.reason is Reason.PAO for p in scored.settlement.payments) == (west != 0)


def _suukantsu_on_the_fourth_kans_replacement(options=None):
    """South makes three concealed kans, then kans North's 4s (North fed the fourth kan) and
    wins suukantsu by tsumo on the replacement tile; its Scored event."""
    game, _ = setup("riichi", ["", "1111m2222m3333p5z", "", "4s"], draws="9m4s",
                    dead="4s4s9p5z", options=options)
    tsumogiri(game)  # the dealer
    for text in ("1m", "2m", "3p"):
        game.apply(Kong(1, one(game, text), "closed"))
        pass_all(game)
    discard(game, "9p")
    pass_all(game)
    tsumogiri(game)  # West
    discard(game, "4s")  # North
    answer(game, Kong(1, one(game, "4s"), "open"))
    return next(e for e in game.apply(Tsumo(1)) if isinstance(e, Scored))


@pytest.mark.parametrize(("pao", "paid"), [
    ("dragons_winds", (-16000, 32000, -8000, -8000)),
    ("dragons_winds_kans", (0, 32000, 0, -32000))])
def test_pao_for_four_kans_makes_the_feeder_of_the_fourth_pay_a_tsumo(pao, paid):
    scored = _suukantsu_on_the_fourth_kans_replacement({"pao": pao})
    assert tuple(scored.deltas) == paid


def _exhaustive(options=None, draws=""):
    """Everyone throws what it draws until the wall is empty; the dealer is tenpai. The
    game, and every event from the deal on."""
    game, events = setup("riichi", ["123m456p789s1122z"], draws=draws, options=options)
    while game.phase != Phase.HAND_END:
        events += tsumogiri(game)
    return game, events


@pytest.mark.parametrize("total", [3000, 0])
def test_noten_total(total):
    _, events = _exhaustive({"noten_total": total})
    drawn = next(e for e in events if isinstance(e, DrawnGame))
    scored = next(e for e in events if isinstance(e, Scored))
    received = sum(scored.deltas[s] for s in drawn.tenpai)
    assert 0 in drawn.tenpai and received == (total if len(drawn.tenpai) < 4 else 0)


@pytest.mark.parametrize(("rule", "dealer_tenpai", "keeps"), [
    ("tenpai", True, True), ("never", True, False), ("always", False, True),
    ("tenpai", False, False)])
def test_renchan_on_draw(rule, dealer_tenpai, keeps):
    hand = "123m456p789s1122z" if dealer_tenpai else "13579m2468p1357s"
    game, _ = setup("riichi", [hand], options={"renchan_on_draw": rule})
    while game.phase != Phase.HAND_END:
        tsumogiri(game)
    started = next(e for e in game.apply(Continue(0)) if isinstance(e, HandStarted))
    assert (started.dealer == 0) == keeps


def _major_draws_for_south() -> str:
    """Every live-wall tile in drawing order: South draws only terminals and honours (and
    so throws only them), the others only simples; the dealer's hand is left out."""
    probe, _ = setup("riichi", [])
    ts = probe.tileset
    pool = ts.physical_tiles()
    for t in ts.parse("123m456p789s1122z"):
        pool.remove(t)
    majors = iter([t for t in pool if ts.is_major(t)])
    simples = iter([t for t in pool if not ts.is_major(t)])
    return ts.format([next(majors) if i % 4 == 1 else next(simples) for i in range(70)])


@pytest.mark.parametrize("nagashi", [True, False])
def test_nagashi_mangan(nagashi):
    _, events = _exhaustive({"nagashi_mangan": nagashi}, draws=_major_draws_for_south())
    drawn = next(e for e in events if isinstance(e, DrawnGame))
    scored = next(e for e in events if isinstance(e, Scored))
    paid = [p for p in scored.settlement.payments if p.reason is Reason.NAGASHI]
    if nagashi:
        assert drawn.reason == "nagashi_mangan" and scored.deltas[1] == 8000
        assert {(p.payer, p.amount) for p in paid} == {(0, 4000), (2, 2000), (3, 2000)}
    else:
        assert drawn.reason == "exhaustive" and not paid


# --- abortive draws --------------------------------------------------------------------------


@pytest.mark.parametrize("allowed", [True, False])
def test_nine_terminals(allowed):
    game, _ = setup("riichi", ["19m19p19s1234z"], draws="5z",
                    options={"nine_terminals": allowed})
    assert (AbortHand(0) in game.legal_actions(0)) == allowed


# Each seat tenpai on a tile no one throws; each draws a wind and declares riichi on it.
READY = ["123m456m789m123p5p", "123s456s789s123p6p", "234m567m234s567s8p", "345m678m345s678s9p"]


@pytest.mark.parametrize("allowed", [True, False])
def test_four_riichi(allowed):
    game, _ = setup("riichi", READY, draws="1z2z3z4z", options={"four_riichi": allowed})
    events = []
    for seat in range(4):
        events += game.apply(Discard(seat, game.state.seats[seat].drawn, riichi=True))
        events += pass_all(game)
    drawn = [e.reason for e in events if isinstance(e, DrawnGame)]
    assert drawn == (["four_riichi"] if allowed else [])


@pytest.mark.parametrize("allowed", [True, False])
def test_four_winds(allowed):
    game, _ = setup("riichi", [], draws="1z1z1z1z", options={"four_winds": allowed})
    events = []
    for _ in range(4):
        events += tsumogiri(game)
    drawn = [e.reason for e in events if isinstance(e, DrawnGame)]
    assert drawn == (["four_winds"] if allowed else [])


# --- game length -----------------------------------------------------------------------------


def _end_of_hand(options, scores, dealer=3, round_wind=1, result=None, extension=False):
    """The last hand ends as `result` (a non-dealer's win by default) with these scores;
    what follows: the next hand's start, or the match end."""
    game, _ = setup("riichi", [""], options=options)
    st = game.state
    st.scores, st.dealer, st.round_wind, st.extension = list(scores), dealer, round_wind, \
        extension
    st.result = result or HandResult(winners=(0,))
    st.phase = Phase.HAND_END
    events = game.apply(Continue(0))
    ended = [e for e in events if isinstance(e, MatchEnded)]
    return game, (ended[0] if ended else None)


@pytest.mark.parametrize(("extension", "goes_on"), [(True, True), (False, False)])
def test_extension_into_the_next_wind(extension, goes_on):
    game, ended = _end_of_hand({"extension": extension}, [26000, 25000, 25000, 24000])
    assert (ended is None) == goes_on and game.state.extension == goes_on


@pytest.mark.parametrize(("target", "goes_on"), [(30000, False), (35000, True)])
def test_target_decides_whether_first_place_is_enough(target, goes_on):
    _, ended = _end_of_hand({"target": target}, [32000, 25000, 23000, 20000])
    assert (ended is None) == goes_on


@pytest.mark.parametrize("start", [25000, 30000])
def test_start_points(start):
    game, _ = setup("riichi", [""], options={"start_points": start})
    assert game.state.scores == [start] * 4


@pytest.mark.parametrize(("tobi", "low", "ends"), [
    ("below_zero", -100, True), ("below_zero", 0, False), ("at_zero", 0, True),
    ("off", -100, False)])
def test_tobi(tobi, low, ends):
    _, ended = _end_of_hand({"tobi": tobi}, [low, 40000, 35000, 25000], dealer=0,
                            round_wind=0)
    assert (ended is not None) == ends


@pytest.mark.parametrize(("rule", "result", "ends"), [
    ("off", HandResult(winners=(3,), dealer_keeps=True), False),
    ("win", HandResult(winners=(3,), dealer_keeps=True), True),
    ("win", HandResult(draw=True, dealer_keeps=True, tenpai=(False,) * 3 + (True,)), False),
    ("win_or_tenpai", HandResult(draw=True, dealer_keeps=True, tenpai=(False,) * 3 + (True,)),
     True)])
def test_agari_yame_ends_the_game_for_the_last_dealer_in_first_place(rule, result, ends):
    _, ended = _end_of_hand({"agari_yame": rule}, [20000, 25000, 20000, 35000],
                            result=result)
    assert (ended is not None) == ends


@pytest.mark.parametrize(("options", "final"), [
    ({"uma": True}, (45.0, 5.0, -15.0, -35.0)),
    ({"uma": True, "uma_spread": "30/10"}, (60.0, 10.0, -20.0, -50.0)),
    ({"uma": True, "oka": False, "start_points": 30000}, (25.0, 5.0, -25.0, -5.0)),
    ({}, None)])
def test_uma_and_oka(options, final):
    scores = {25000: [40000, 30000, 20000, 10000], 30000: [40000, 30000, 20000, 30000]}
    start = options.get("start_points", 25000)
    _, ended = _end_of_hand({"length": "east", **options}, scores[start], round_wind=0)
    assert ended.extra.get("final") == final
