"""Scenario tests of each procedure of play, each from a wall stacked in tile notation."""

from __future__ import annotations

import pytest

from game.core.engine import Game
from game.core.model.melds import MeldKind
from game.core.settlement import Reason
from game.core.table.actions import (
    AbortHand,
    Chow,
    Continue,
    Discard,
    ExtractNorth,
    Kong,
    Pass,
    Pung,
    RevealBonus,
    Ron,
    Tsumo,
)
from game.core.table.events import (
    BonusReplaced,
    Called,
    Dealt,
    DrawnGame,
    Drew,
    HandStarted,
    KongDeclared,
    MatchEnded,
    NorthExtracted,
    Scored,
    TileTurnedUp,
    Won,
    for_seat,
)
from game.core.table.state import HandResult, Phase
from game.core.table.wall import stacked_wall


def setup(variant, hands, draws="", dead="", options=None):
    probe = Game(variant, options)
    wall = stacked_wall(probe.tileset, probe.rules, hands, draws, dead)
    game = Game(variant, options, seed=1, stacked=[wall])
    return game, game.apply(Continue(0))


def one(game, text):
    return game.tileset.parse(text)[0]


def pass_all(game):
    events = []
    while game.phase in (Phase.CLAIM, Phase.ROB_KONG):
        events += game.apply(Pass(game.waiting_on()[0]))
    return events


def tsumogiri(game):
    seat = game.state.turn
    events = game.apply(Discard(seat, game.state.seats[seat].drawn))
    return events + pass_all(game)


# --- deals, dead walls, bonus tiles -------------------------------------------------------


def test_hkos_deals_two_at_a_time_and_replaces_a_flower_from_the_dead_wall():
    game, events = setup("hkos", ["1f123m456p789s11z"], draws="9s", dead="5m")
    assert [e.count for e in events if isinstance(e, Dealt)] == [2] * 24 + [1] * 4
    replaced = [e for e in events if isinstance(e, BonusReplaced)]
    assert replaced[0].bonus == one(game, "1f") and replaced[0].tile == one(game, "5m")
    assert game.state.seats[0].bonus == [one(game, "1f")]
    assert game.state.wall.dead_count == 14  # kept at 14


def test_classical_east_gets_14_and_bonus_tiles_come_from_the_live_wall():
    game, events = setup("classical", ["1g123m456p789s111z"], draws="1z2f9s")
    east = game.state.seats[0]
    assert len(east.hand) == 14 and game.phase == Phase.ACT
    assert game.state.wall.dead_count == 16  # the kong box is not touched by bonus tiles
    assert east.bonus == [one(game, "1g")]
    # Original Call goes with the first discard; then the hand may not change.
    legal = game.legal_actions(0)
    assert any(isinstance(a, Discard) and a.call for a in legal)
    game.apply(Discard(0, east.hand[-1], call=True))
    # every seat sees which discard declared it (a tester could not tell)
    assert [d.call for d in game.view(2).seats[0].discards] == [True]
    pass_all(game)
    # South drew 1z, East's discard passed; South now holds its drawn tile.
    south = game.state.seats[1]
    assert game.state.turn == 1 and south.drawn == one(game, "1z")


def test_classical_flower_drawn_in_play_is_revealed_by_an_action():
    game, _ = setup("classical", ["1m2m3m4p5p6p7s8s9s1z1z1z2z9m"], draws="2f")
    game.apply(Discard(0, one(game, "9m")))
    pass_all(game)
    south = game.state.seats[1]
    assert south.drawn == one(game, "2f")
    legal = game.legal_actions(1)
    assert RevealBonus(1, one(game, "2f")) in legal
    assert not any(isinstance(a, Discard) for a in legal)
    events = game.apply(RevealBonus(1, one(game, "2f")))
    assert any(isinstance(e, BonusReplaced) for e in events)
    assert one(game, "2f") in south.bonus


# --- kongs, North, robbing ----------------------------------------------------------------


def test_uzje_hidden_concealed_quad_and_one_tile_turned_up_per_exposed_quad():
    game, _ = setup("uzje", ["5555s123sE", "999m"], draws="W", dead="1m2m")
    events = game.apply(Kong(0, one(game, "5s"), "closed"))
    kong = next(e for e in events if isinstance(e, KongDeclared))
    assert kong.hidden and for_seat(kong, 1).meld is None and for_seat(kong, 0).meld
    assert game.view(1).seats[0].melds == (None,)
    assert game.view(0).seats[0].melds[0] is not None
    game.apply(Discard(0, one(game, "W")))
    pass_all(game)
    # The shared discard pile stays in the standard sorted order.
    assert game.state.shared_pile == game.tileset.sort(game.state.shared_pile)


def test_uzje_open_quad_turns_a_dead_wall_tile_up():
    game, _ = setup("uzje", ["9m123456s", "999m"], draws="W")
    game.apply(Discard(0, one(game, "9m")))
    for seat in game.waiting_on():
        if seat != 1:
            game.apply(Pass(seat))
    events = game.apply(Kong(1, one(game, "9m"), "open"))
    assert any(isinstance(e, TileTurnedUp) for e in events)
    assert len(game.view(2).turned_up) == 1
    assert one(game, "9m") not in game.state.shared_pile


def test_sanma_north_extraction_draws_a_replacement():
    game, _ = setup("sanma", ["4z1p2p3p"], draws="9s", dead="7p")
    north = one(game, "4z")
    assert ExtractNorth(0, north) in game.legal_actions(0)
    events = game.apply(ExtractNorth(0, north))
    events += pass_all(game)
    assert any(isinstance(e, NorthExtracted) for e in events)
    drew = [e for e in events if isinstance(e, Drew)]
    assert drew[-1].replacement and drew[-1].tile == one(game, "7p")
    assert game.view(1).seats[0].north == 1



def test_a_north_set_aside_is_a_seen_tile_to_every_seat():
    """The AI and the hint count unseen tiles from this: a North set aside was counted as
    still live (a seven-pairs wait on North was said to have 3 tiles where 1 was left)."""
    from game.ai.view_facts import unseen_counts

    game, _ = setup("sanma", ["4z1p2p3p"], draws="9s", dead="7p")
    north = one(game, "4z")
    index = game.tileset.index[north]
    before = unseen_counts(game.view(1), game.tileset)[index]
    game.apply(ExtractNorth(0, north))
    pass_all(game)
    for seat in (0, 1, 2):
        assert game.view(seat).visible_tiles().count(north) == 1
    assert unseen_counts(game.view(1), game.tileset)[index] == before - 1


def test_robbing_an_added_kong():
    hands = ["3p9s9s9s", "33p1z", "12p456m789m123s55z"]
    draws = "2z" + "6z" + "7z" + "1s" + "3p"
    game, _ = setup("riichi", hands, draws=draws)
    game.apply(Discard(0, one(game, "3p")))
    assert not any(isinstance(a, Ron) for a in game.legal_actions(2))  # no yaku on a discard
    for seat in game.waiting_on():
        if seat != 1:
            game.apply(Pass(seat))
    pung = next(a for a in game.legal_actions(1) if isinstance(a, Pung))
    game.apply(pung)
    game.apply(Discard(1, one(game, "1z")))
    pass_all(game)
    for _ in range(3):
        tsumogiri(game)
    assert game.state.turn == 1 and game.state.seats[1].drawn == one(game, "3p")
    game.apply(Kong(1, one(game, "3p"), "added"))
    assert game.phase == Phase.ROB_KONG and Ron(2) in game.legal_actions(2)
    events = game.apply(Ron(2))
    won = next(e for e in events if isinstance(e, Won))
    assert won.seat == 2 and won.from_seat == 1 and won.sheet.valid


def test_closed_kan_after_riichi_only_if_the_waits_stay():
    draws = "9p" + "2z" * 3 + "1m"
    game, _ = setup("riichi", ["111m234p567s789s5z"], draws=draws)
    game.apply(Discard(0, one(game, "9p"), riichi=True))
    pass_all(game)
    for _ in range(3):
        tsumogiri(game)
    assert Kong(0, one(game, "1m"), "closed") in game.legal_actions(0)

    game, _ = setup("riichi", ["11123m456p789s55z"], draws=draws)
    game.apply(Discard(0, one(game, "9p"), riichi=True))
    pass_all(game)
    for _ in range(3):
        tsumogiri(game)
    assert game.state.seats[0].drawn == one(game, "1m")
    assert not any(isinstance(a, Kong) for a in game.legal_actions(0))


# --- several winners, nearest in turn, furiten ---------------------------------------------


def test_double_ron_in_riichi_and_the_dealer_passes():
    hands = ["3m", "12m456p789s555z66z", "12m456s789p11p777z"]
    game, _ = setup("riichi", hands, draws="9s")
    game.apply(Discard(0, one(game, "3m")))
    game.apply(Ron(1))
    events = game.apply(Ron(2))
    assert sorted(e.seat for e in events if isinstance(e, Won)) == [1, 2]
    scored = next(e for e in events if isinstance(e, Scored))
    assert scored.deltas[0] < 0 and scored.deltas[1] > 0 and scored.deltas[2] > 0
    events = game.apply(Continue(3))
    assert next(e for e in events if isinstance(e, HandStarted)).dealer == 1


def test_sticks_and_honba_go_to_the_winner_nearest_the_dealer_and_are_said():
    hands = ["3m", "12m456p789s555z66z", "12m456s789p11p777z"]
    game, _ = setup("riichi", hands, draws="9s")
    game.state.honba, game.state.pot = 2, 2000  # two counters, two sticks on the table
    game.apply(Discard(0, one(game, "3m")))
    game.apply(Ron(1))
    events = game.apply(Ron(2))
    points = {e.seat: e.sheet.points for e in events if isinstance(e, Won)}
    scored = next(e for e in events if isinstance(e, Scored))
    # South sits next to the dealer: both sticks and 2 x 300 honba from the discarder.
    assert scored.deltas[1] == points[1] + 2000 + 600 and scored.deltas[2] == points[2]
    assert scored.deltas[0] == -(points[1] + points[2] + 600)
    paid = scored.settlement
    assert paid.sticks == 2 and paid.honba == 2
    sticks = [p for p in paid.payments if p.reason is Reason.STICKS]
    honba = [p for p in paid.payments if p.reason is Reason.HONBA]
    assert [(p.payer, p.payee, p.amount) for p in sticks] == [(None, 1, 2000)]
    assert [(p.payer, p.payee, p.amount) for p in honba] == [(0, 1, 600)]
    hand = {(p.payer, p.payee, p.amount) for p in paid.payments if p.reason is Reason.HAND}
    assert hand == {(0, 1, points[1]), (0, 2, points[2])}
    assert paid.deltas(4) == scored.deltas


def test_classical_mah_jong_goes_to_the_nearest_in_turn():
    hands = ["3m9s", "", "12m456p789s111z22z", "12m456s789p333z44z"]
    game, _ = setup("classical", hands)
    game.apply(Discard(0, one(game, "3m")))
    for seat in game.waiting_on():
        action = Ron(seat) if Ron(seat) in game.legal_actions(seat) else Pass(seat)
        events = game.apply(action)
    assert [e.seat for e in events if isinstance(e, Won)] == [2]


def test_furiten_on_a_wait_in_your_own_discards():
    game, _ = setup("riichi", ["", "12m456p789s555z66z"], draws="9s" + "3m" + "3m")
    tsumogiri(game)
    assert Tsumo(1) in game.legal_actions(1)
    game.apply(Discard(1, one(game, "3m")))
    pass_all(game)
    assert game.view(1).furiten
    game.apply(Discard(2, one(game, "3m")))
    assert Ron(1) not in game.legal_actions(1)


# --- draws and match flow -------------------------------------------------------------------


def test_nine_terminals_abort_and_the_dealer_stays():
    game, _ = setup("riichi", ["19m19p19s1234z"], draws="5z")
    assert AbortHand(0) in game.legal_actions(0)
    events = game.apply(AbortHand(0))
    assert next(e for e in events if isinstance(e, DrawnGame)).reason == "nine_terminals"
    events = game.apply(Continue(0))
    started = next(e for e in events if isinstance(e, HandStarted))
    assert started.dealer == 0 and started.honba == 1


def test_exhaustive_draw_with_noten_payments():
    game, _ = setup("riichi", ["123m456p789s1122z"])
    events = []
    while game.phase != Phase.HAND_END:
        events += tsumogiri(game)
    drawn = next(e for e in events if isinstance(e, DrawnGame))
    assert drawn.reason == "exhaustive" and 0 in drawn.tenpai
    scored = next(e for e in events if isinstance(e, Scored))
    assert sum(scored.deltas) == 0
    if len(drawn.tenpai) < 4:
        assert scored.deltas[0] == 3000 // len(drawn.tenpai)


def _finish_with_a_non_dealer_win(game):
    game.state.result = HandResult(winners=(1,))
    game.state.phase = Phase.HAND_END


@pytest.mark.parametrize("variant", ["hkos", "uzje"])
def test_a_drawn_hand_is_dealt_again_and_counted_as_a_repeat(variant):
    """Both deal again after any draw (no honba count there): the view counts the repeats,
    and a hand another seat wins passes the deal and starts the count again."""
    game, _ = setup(variant, [""])
    assert game.view(1).repeat == 0
    for repeat in (1, 2):
        while game.phase != Phase.HAND_END:
            tsumogiri(game)
        game.apply(Continue(0))
        assert game.state.dealer == 0 and game.state.honba == 0
        assert game.view(1).repeat == repeat
    _finish_with_a_non_dealer_win(game)
    game.apply(Continue(0))
    assert game.state.dealer == 1 and game.view(0).repeat == 0


def test_riichi_goes_into_the_west_round_when_nobody_reached_30000():
    game, _ = setup("riichi", [""])
    game.state.round_wind, game.state.dealer = 1, 3
    _finish_with_a_non_dealer_win(game)
    events = game.apply(Continue(0))
    assert game.state.extension and game.state.round_wind == 2
    assert any(isinstance(e, HandStarted) for e in events)


def test_riichi_tobi_ends_the_match():
    game, _ = setup("riichi", [""])
    game.state.scores = [-100, 25100, 25000, 25000]
    _finish_with_a_non_dealer_win(game)
    events = game.apply(Continue(0))
    ended = next(e for e in events if isinstance(e, MatchEnded))
    assert "below zero" in ended.reason and game.phase == Phase.MATCH_END
    assert game.legal_actions(0) == []


def test_hkos_bankruptcy_ends_the_match():
    game, _ = setup("hkos", [""])
    game.state.scores = [0, 1000, 500, 500]
    _finish_with_a_non_dealer_win(game)
    assert any(isinstance(e, MatchEnded) for e in game.apply(Continue(0)))


def test_uzje_set_ends_when_every_player_has_dealt():
    game, _ = setup("uzje", [""])
    game.state.dealer = 3
    _finish_with_a_non_dealer_win(game)
    assert any(isinstance(e, MatchEnded) for e in game.apply(Continue(0)))


def test_riichi_uma_and_oka_in_the_final_results():
    game, _ = setup("riichi", [""], options={"uma": True, "length": "east"})
    game.state.scores = [40000, 30000, 20000, 10000]
    game.state.dealer = 3
    _finish_with_a_non_dealer_win(game)
    ended = next(e for e in game.apply(Continue(0)) if isinstance(e, MatchEnded))
    assert ended.extra["final"] == (45.0, 5.0, -15.0, -35.0)


def test_uzje_with_three_players_plays_a_whole_set():
    from game.ai.selfplay import play_match
    from game.core.engine import invariants

    game, record = play_match("uzje", 4, {"players": 3},
                              check=lambda g, e: invariants.check(g))
    assert len(record.scores) == 3 and game.phase == Phase.MATCH_END


def test_hkos_eight_treasures_win_at_once():
    game, _ = setup("hkos", ["1f2f3f4f1g2g3g4g1m5m9p"], draws="9s", dead="2m3m4m5m6m7m7m7m8m")
    assert len(game.state.seats[0].bonus) == 8
    assert Tsumo(0) in game.legal_actions(0)
    won = next(e for e in game.apply(Tsumo(0)) if isinstance(e, Won))
    assert won.sheet.valid and "Eight treasures" in won.sheet.limit_name


def test_classical_easts_thirteenth_consecutive_mah_jong_is_flagged():
    from game.core.engine.wins import win_flags

    game, _ = setup("classical", [""])
    game.state.dealer_wins = 12
    assert "thirteenth_mah_jong" in win_flags(game.state, 0, "tsumo", None, frozenset())
    assert "thirteenth_mah_jong" not in win_flags(game.state, 1, "tsumo", None, frozenset())


def test_pung_offers_name_each_pair_of_tiles_once_plain_five_first():
    # South holds 5p 5p 0p; East discards a 5p. The pungs offered are 5p+5p and 5p+0p, in
    # that order and with the plain five first, whatever memory the tiles sit in (the log
    # records the tiles in this order, so a replay in another process must agree).
    game, _ = setup("riichi", ["5p", "550p19m19s123456z"])
    game.apply(Discard(0, one(game, "5p")))
    pungs = [a for a in game.legal_actions(1) if isinstance(a, Pung)]
    five, red = one(game, "5p"), one(game, "0p")
    assert [a.tiles for a in pungs] == [(five, five), (five, red)]


@pytest.mark.parametrize(("own", "kind"), [("1m3m", MeldKind.GEM), ("1m4m", MeldKind.POWER),
                                           ("5m7m", MeldKind.CHOW)])
def test_uzje_a_claimed_gem_or_power_is_laid_as_itself(own, kind):
    """A 1-3-9 claimed from the left was laid as an arith and its 0.4 fan lost (a tester);
    uzje.md: gems and powers are claimed as ariths are, and each scores as itself."""
    game, _ = setup("uzje", ["9m", own])
    game.apply(Discard(0, one(game, "9m")))
    mine = game.tileset.parse(own)
    (chow,) = [a for a in game.legal_actions(1) if isinstance(a, Chow) and list(a.tiles) == mine]
    events = game.apply(chow)
    called = next(e for e in events if isinstance(e, Called))
    assert called.meld.kind is kind and game.state.seats[1].melds[0].kind is kind


def test_sticks_left_at_the_match_end_go_to_first_place_and_are_said():
    """The points are added to first place's score, and the event says whose and how many
    (a tester saw +1,000 on the final card with no line saying why)."""
    game, _ = setup("riichi", [""], options={"length": "east"})
    game.state.scores = [20000, 30000, 25000, 24000]
    game.state.pot = 1000
    game.state.dealer = 3
    _finish_with_a_non_dealer_win(game)
    ended = next(e for e in game.apply(Continue(0)) if isinstance(e, MatchEnded))
    assert ended.ranks.index(1) == 1
    assert ended.extra["pot"] == (1, 1000) and ended.scores[1] == 31000
