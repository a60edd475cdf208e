"""Superpowers from stacked walls: each power's effect, its refusal when it is spent or out of
its time, what it shows reaching only its owner, and its part of a hand's settlement."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.engine import Game, load_game, save_game
from game.core.engine.powers import ON_TURN
from game.core.engine.wins import situation
from game.core.model.options import OptionError
from game.core.model.powers import POWERS
from game.core.settlement import Reason
from game.core.table.actions import (
    Continue,
    Discard,
    IllegalAction,
    Pass,
    Pung,
    Ron,
    Tsumo,
    UsePower,
)
from game.core.table.events import (
    FlowerFound,
    PowerRevealed,
    PowersDealt,
    PowerUsed,
    Scored,
    TileRedrawn,
    TileTraded,
    Won,
    events_for,
)
from game.core.table.state import Phase
from game.core.table.wall import stacked_wall

READY = "123m456p789s1122z"  # 13 tiles: waits on 1z (East) and 2z (South)
HAKU_WAIT = "123m456p789s5566z"  # waits on 5z (White, a yaku) and 6z


def powered(powers: str, hands: list[str], draws: str = "", dead: str = "",
            variant: str = "riichi", options: dict | None = None, walls: int = 1,
            ) -> tuple[Game, list]:
    opts = {"superpowers": True, "powers": powers, **(options or {})}
    probe = Game(variant, opts)
    stacked = [stacked_wall(probe.tileset, probe.rules, hands, draws, dead)
               for _ in range(walls)]
    game = Game(variant, opts, seed=5, stacked=stacked)
    return game, game.apply(Continue(0))


def tiles(game: Game, text: str) -> list:
    return game.tileset.parse(text)


def refused(game: Game, action) -> str:
    assert action not in game.legal_actions(action.seat)
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    return err.value.rule


def test_the_rule_is_off_by_default_and_offers_no_power():
    game = Game("riichi", {}, seed=1)
    game.apply(Continue(0))
    assert game.options["superpowers"] is False and game.state.powers == ()
    assert not any(isinstance(a, UsePower) for a in game.legal_actions(game.state.turn))
    assert "not a Superpower match" in refused(game, UsePower(game.state.turn, "far_sight"))


def test_every_seat_is_told_every_power_and_a_blank_is_dealt_from_the_seed():
    game, events = powered("far_sight,,bounty", [])
    dealt = [e for e in events if isinstance(e, PowersDealt)]
    assert dealt[0].powers[0] == "far_sight" and dealt[0].powers[2] == "bounty"
    again = Game("riichi", {"superpowers": True, "powers": "far_sight,,bounty"}, seed=5)
    assert again.state.powers == game.state.powers  # the same seed deals the same
    assert dealt[0].charges == tuple(p.charges for n in game.state.powers
                                     for p in POWERS if p.name == n)


def test_a_power_the_variant_cannot_play_or_an_unknown_one_is_refused():
    with pytest.raises(OptionError):
        Game("riichi", {"superpowers": True, "powers": "flower_hunt"})
    with pytest.raises(OptionError):
        Game("riichi", {"superpowers": True, "powers": "x_ray"})
    with pytest.raises(OptionError):
        Game("hkos", {"superpowers": True, "powers": "hidden_star"})


def test_far_sight_shows_the_owner_its_next_three_draws_and_no_one_else():
    draws = "1z" + "2m3m4m5m6m7m8m9m1p2p3p4p5p"
    game, _ = powered("far_sight,bounty,bounty,bounty", [READY], draws)
    events = game.apply(UsePower(0, "far_sight"))
    shown = [e for e in events if isinstance(e, PowerRevealed)]
    wall = tiles(game, draws)
    assert shown[0].tiles == (wall[4], wall[8], wall[12])
    assert game.view(0).insight == (("far_sight", (wall[4], wall[8], wall[12])),)
    for seat in (1, 2, 3):
        seen = events_for(events, seat)
        assert not any(isinstance(e, PowerRevealed) for e in seen)
        assert [e for e in seen if isinstance(e, PowerUsed)] == [PowerUsed(0, "far_sight", 2)]
        assert game.view(seat).insight == ()
    assert game.view(1).seats[0].charges == 2 and game.view(1).seats[0].power_used
    assert "one power a hand" in refused(game, UsePower(0, "far_sight"))


def test_keen_ear_hears_the_waits_of_a_ready_opponent():
    game, _ = powered("keen_ear,bounty,bounty,bounty", ["", READY], "9p")
    events = game.apply(UsePower(0, "keen_ear"))
    heard = [e for e in events if isinstance(e, PowerRevealed)][0].tiles
    assert set(tiles(game, "1z2z")) <= set(heard)


def test_second_wind_returns_the_draw_to_the_wall_and_draws_again():
    game, _ = powered("second_wind,bounty,bounty,bounty", ["123m456p789s1134z"], "7z9p")
    first, second = tiles(game, "7z9p")
    before = game.state.wall.left
    events = game.apply(UsePower(0, "second_wind"))
    redrawn = [e for e in events if isinstance(e, TileRedrawn)][0]
    assert (redrawn.returned, redrawn.tile) == (first, second)
    s = game.state.seats[0]
    assert s.drawn is second and first not in s.hand and len(s.hand) == 14
    assert first in game.state.wall.live and game.state.wall.left == before
    hidden = [e for e in events_for(events, 1) if isinstance(e, TileRedrawn)][0]
    assert hidden.returned is None and hidden.tile is None


def test_second_wind_is_out_of_time_after_a_call():
    game, _ = powered("bounty,second_wind,bounty,bounty", ["5z", "5z5z"], "9p")
    game.apply(Discard(0, tiles(game, "5z")[0]))
    assert game.phase == Phase.CLAIM
    assert refused(game, UsePower(1, "second_wind")) == ON_TURN
    pung = next(a for a in game.legal_actions(1) if isinstance(a, Pung))
    for seat in game.waiting_on():
        game.apply(pung if seat == 1 else Pass(seat))
    assert game.state.turn == 1 and game.phase == Phase.ACT
    assert "right after a draw" in refused(game, UsePower(1, "second_wind"))


def test_undertow_trades_a_hand_tile_for_the_next_draw_which_the_next_seat_gets():
    game, _ = powered("undertow,bounty,bounty,bounty", ["123m456p789s1134z"], "7z9p")
    give = tiles(game, "4z")[0]
    events = game.apply(UsePower(0, "undertow", give))
    traded = [e for e in events if isinstance(e, TileTraded)][0]
    assert traded.given is give and traded.taken is tiles(game, "9p")[0]
    assert give not in game.state.seats[0].hand
    game.apply(Discard(0, tiles(game, "3z")[0]))
    while game.phase == Phase.CLAIM:
        game.apply(Pass(game.waiting_on()[0]))
    assert game.state.seats[1].drawn is give


def test_undertow_after_riichi_is_refused():
    game, _ = powered("undertow,bounty,bounty,bounty", ["123m456p789s34p11z"], "7z9p9p9p9p")
    game.apply(Discard(0, tiles(game, "7z")[0], riichi=True))
    while game.state.turn != 0 or game.phase != Phase.ACT:
        seat = game.waiting_on()[0]
        legal = game.legal_actions(seat)
        game.apply(next((a for a in legal if isinstance(a, Pass)), None)
                   or next(a for a in legal if isinstance(a, Discard)))
    assert "after riichi" in refused(game, UsePower(0, "undertow", game.state.seats[0].hand[0]))


def _ron_on_haku(powers: str) -> Scored:
    game, _ = powered(powers, ["1234m456p789s155z", HAKU_WAIT], "9m")
    game.apply(UsePower(0, "soft_landing")) if powers.startswith("soft") else None
    game.apply(Discard(0, tiles(game, "5z")[0]))
    events: list = []
    for seat in game.waiting_on():
        legal = game.legal_actions(seat)
        events += game.apply(Ron(seat) if Ron(seat) in legal else Pass(seat))
    return [e for e in events if isinstance(e, Scored)][0]


def test_soft_landing_gives_the_dealer_in_half_the_hand_back_in_the_settlement():
    plain = _ron_on_haku("bounty,bounty,bounty,bounty")
    soft = _ron_on_haku("soft_landing,bounty,bounty,bounty")
    hand = [p for p in soft.settlement.payments if p.reason is Reason.HAND]
    back = [p for p in soft.settlement.payments if p.reason is Reason.SOFT_LANDING]
    assert hand[0].payer == 0 and hand[0].payee == 1
    half = -(-hand[0].amount // 200) * 100  # half, up to the hundred
    assert back == [type(back[0])(1, 0, half, Reason.SOFT_LANDING)]
    assert soft.deltas[0] == plain.deltas[0] + half
    assert sum(soft.deltas) == 0


def test_bounty_raises_each_payment_by_half_then_it_is_spent():
    game, _ = powered("bounty,far_sight,far_sight,far_sight", ["123m456p789s1122z"], "1z",
                      walls=2)
    game.apply(UsePower(0, "bounty"))
    events = game.apply(Tsumo(0))
    scored = [e for e in events if isinstance(e, Scored)][0]
    hand = {p.payer: p.amount for p in scored.settlement.payments if p.reason is Reason.HAND}
    extra = {p.payer: p.amount for p in scored.settlement.payments
             if p.reason is Reason.BOUNTY and p.payee == 0}
    assert set(extra) == {1, 2, 3}
    assert all(extra[s] == -(-hand[s] // 200) * 100 for s in extra)
    game.apply(Continue(0))
    assert game.state.turn == 0 and game.phase == Phase.ACT  # the dealer kept the deal
    assert "no charges left" in refused(game, UsePower(0, "bounty"))


def test_hidden_star_counts_a_private_dora_for_its_holder_alone():
    # Dead wall: four replacements, then (indicator, ura) pairs; the last indicator is 9m,
    # so 1m is dora for the star's holder.
    dead = "6z6z7z7z" + "3z3z" + "4z4z" + "8p8p" + "8s8s" + "9m9s"

    def sheet(use: bool):
        game, _ = powered("hidden_star,bounty,bounty,bounty", [READY], "1z", dead)
        if use:
            events = game.apply(UsePower(0, "hidden_star"))
            star = [e for e in events if isinstance(e, PowerRevealed)][0].tiles
            assert star == tuple(tiles(game, "9m"))
            assert not any(isinstance(e, PowerRevealed) for e in events_for(events, 2))
        sit = situation(game.state, game.ruleset, 0, tiles(game, "1z")[0], "tsumo", None)
        # Scored as a later turn's tsumo (the first draw would be a limit hand, dora or not).
        return sit, game.variant.score(replace(sit, flags=frozenset({"tsumo"})), game.options)

    (plain_sit, plain), (star_sit, starred) = sheet(False), sheet(True)
    nine = tiles(Game("riichi"), "9m")[0]
    assert nine in star_sit.dora_indicators and nine not in plain_sit.dora_indicators
    assert starred.total["han"] == plain.total["han"] + 1  # one 1m in the hand
    assert starred.points > plain.points


def test_flower_hunt_takes_the_first_flower_left_in_the_wall():
    game, _ = powered("flower_hunt,bounty,bounty,bounty", [], "9p1f", variant="hkos")
    left = game.state.wall.left
    flower = tiles(game, "1f")[0]
    events = game.apply(UsePower(0, "flower_hunt"))
    found = [e for e in events if isinstance(e, FlowerFound)][0]
    assert found.bonus is flower and flower in game.state.seats[0].bonus
    assert game.state.wall.left == left - 1 and flower not in game.state.wall.live


def test_flower_hunt_is_refused_when_no_flower_is_left_in_the_wall():
    hands = ["", "1f2f3f4f", "1g2g3g4g"]
    game, _ = powered("flower_hunt,bounty,bounty,bounty", hands, variant="hkos")
    assert not any(t.is_bonus for t in game.state.wall.live)
    assert "no flower" in refused(game, UsePower(0, "flower_hunt"))


@pytest.mark.parametrize("name", [p.name for p in POWERS])
def test_each_power_is_out_of_time_outside_its_turn_and_refused_when_spent(name):
    variant = "hkos" if name == "flower_hunt" else "riichi"
    game, _ = powered(f"{name},bounty,bounty,bounty", [READY], "9p9p", variant=variant)
    tile = game.state.seats[0].hand[0] if name == "undertow" else None
    assert UsePower(0, name, tile) in game.legal_actions(0)
    assert refused(game, UsePower(1, "bounty")) == ON_TURN
    other = "far_sight" if name != "far_sight" else "bounty"
    assert "your power is" in refused(game, UsePower(0, other))
    game.state.charges[0] = 0  # as if every charge had gone in earlier hands
    game._legal_cache = {}
    assert "no charges left" in refused(game, UsePower(0, name, tile))


def test_a_powered_game_replays_and_reloads_to_the_same_state():
    from game.ai.selfplay import play_match

    game, rec = play_match("riichi", 3, {"superpowers": True, "length": "east"})
    assert sum(rec.power_uses) > 0
    assert Game.from_log(game.to_log()).digest() == game.digest()
    assert load_game(save_game(game)).digest() == game.digest()


def test_a_hunted_flower_counts_for_its_hunter_s_win_in_hong_kong():
    """East hunts its own flower (1f, plum): its win scores the seat's flower, not "no bonus"."""

    def elements(hunt: bool) -> dict[str, float]:
        game, _ = powered("flower_hunt,bounty,bounty,bounty", [READY], "1z9p1f", variant="hkos",
                          options={"min_faan": 0})
        if hunt:
            game.apply(UsePower(0, "flower_hunt"))
        sit = situation(game.state, game.ruleset, 0, tiles(game, "1z")[0], "tsumo", None)
        # Scored as a later turn's self-draw (the first draw would be a limit hand).
        sheet = game.variant.score(replace(sit, flags=frozenset()), game.options)
        assert sheet.valid, sheet.reason
        return {e.name: e.value for e in sheet.elements}

    plain, hunted = elements(False), elements(True)
    assert "No bonus tiles" in plain and "Flower of your seat" not in plain
    assert hunted.get("Flower of your seat") == 1 and "No bonus tiles" not in hunted


def _dealt_win_names(game: Game) -> set[str]:
    tsumo = next(a for a in game.legal_actions(0) if isinstance(a, Tsumo))
    won = next(e for e in game.apply(tsumo) if isinstance(e, Won))
    return {e.name for e in won.sheet.elements}


@pytest.mark.parametrize("power", ["second_wind", "undertow"])
def test_a_tile_a_power_brings_in_makes_no_heavenly_hand(power):
    """The dealer fished a Tenhou (48,000) with Second Wind on the first turn (a tester):
    a heavenly or earthly hand is the dealt tiles or the first draw as they come."""
    game, _ = powered("bounty,bounty,bounty,bounty", [READY], "1z")
    assert "Tenhou" in _dealt_win_names(game)  # the hand as dealt and drawn: a Tenhou
    game, _ = powered(f"{power},bounty,bounty,bounty", [READY], "3z1z")
    give = tiles(game, "3z")[0] if power == "undertow" else None
    game.apply(UsePower(0, power, give))
    assert game.state.seats[0].drawn is tiles(game, "1z")[0]
    assert "Tenhou" not in _dealt_win_names(game)


def _answer_claims(game: Game, pung: bool = False, ron: bool = False) -> list:
    """Every seat asked answers: the dealer pungs when told to, anyone wins when told to."""
    events: list = []
    while game.phase == Phase.CLAIM:
        seat = game.waiting_on()[0]
        legal = game.legal_actions(seat)
        want = next((a for a in legal if (ron and isinstance(a, Ron))
                     or (pung and seat == 0 and isinstance(a, Pung))), None)
        events += game.apply(want or Pass(seat))
    return events


def _pao_win(powers: str, by: str) -> Scored:
    """East pungs South's three dragons (South is liable for daisangen), then wins on 9s:
    by self-draw, or off West's discard (a tester's case, /tmp script)."""
    draws = "4p9m9m9m8m" + ("9s" if by == "ron" else "8m8m9s")
    game, _ = powered(powers, ["55z66z77z123m9s1p2p3p", "5z6z7z"], draws)
    for mine, feed in (("4p", "5z"), ("1p", "6z"), ("2p", "7z"), ("3p", None)):
        if mine == "3p" and powers.startswith("bounty"):
            game.apply(UsePower(0, "bounty"))
        game.apply(Discard(0, tiles(game, mine)[0]))
        _answer_claims(game)
        if feed is None:
            break
        game.apply(Discard(1, tiles(game, feed)[0]))
        _answer_claims(game, pung=True)
    events: list = []
    while game.phase not in (Phase.HAND_END, Phase.MATCH_END):
        if game.phase == Phase.CLAIM:
            events += _answer_claims(game, ron=by == "ron")
            continue
        seat = game.waiting_on()[0]
        legal = game.legal_actions(seat)
        drawn = game.state.seats[seat].drawn
        win = next((a for a in legal if isinstance(a, Tsumo)), None) if seat == 0 else None
        events += game.apply(win or next(a for a in legal if isinstance(a, Discard)
                                         and a.tile is drawn and not a.riichi))
    return next(e for e in events if isinstance(e, Scored))


@pytest.mark.parametrize("by", ["tsumo", "ron"])
def test_bounty_raises_a_liable_players_payment_too(by):
    """Bounty raises 'every player who pays you for the hand': a liable (pao) player's
    share was left as it was, and on a self-draw the charge was spent for nothing (a
    tester)."""
    plain = _pao_win("far_sight,far_sight,far_sight,far_sight", by)
    bounty = _pao_win("bounty,far_sight,far_sight,far_sight", by)
    pao = [p for p in plain.settlement.payments if p.reason is Reason.PAO]
    assert pao and all(p.payer == 1 for p in pao)  # South fed the three dragons
    raised = {p.payer: p.amount for p in bounty.settlement.payments
              if p.reason is Reason.BOUNTY}
    owed: dict[int, int] = {}
    for p in bounty.settlement.payments:
        if p.reason in (Reason.HAND, Reason.PAO) and p.payee == 0:
            owed[p.payer] = owed.get(p.payer, 0) + -(-p.amount // 200) * 100
    assert raised == owed and 1 in raised
    assert bounty.deltas[0] - plain.deltas[0] == sum(raised.values())


def test_half_a_payment_rounds_to_the_variants_unit():
    """Bounty and Soft Landing rounded a Classical 500 to 300 (payments there are in points,
    not hundreds), and would have doubled an Ùzje single point's half to a whole hundred."""
    from game.core.engine.powers import _half

    assert _half(500, 1) == 250 and _half(1300, 100) == 700 and _half(1, 1) == 1


def test_soft_landing_halves_what_the_dealer_in_paid_its_bounty_part_too():
    """The winner's Bounty and the discarder's Soft Landing cancelled out: the discarder paid
    the whole hand (a tester). Soft Landing gives back half of all it paid for the hand."""
    game, _ = powered("soft_landing,bounty,bounty,bounty", ["1234m456p789s155z", HAKU_WAIT],
                      "9m1s2s3s4s")
    game.apply(UsePower(0, "soft_landing"))
    game.apply(Discard(0, tiles(game, "9m")[0]))
    _answer_claims(game)
    game.apply(UsePower(1, "bounty"))
    for seat, tile in ((1, "1s"), (2, "2s"), (3, "3s"), (0, "5z")):
        game.apply(Discard(seat, tiles(game, tile)[0]))
        events = _answer_claims(game, ron=True)
    scored = next(e for e in events if isinstance(e, Scored))
    paid = {r: sum(p.amount for p in scored.settlement.payments if p.reason is r
                   and p.payer == 0) for r in (Reason.HAND, Reason.BOUNTY)}
    assert paid[Reason.BOUNTY] > 0
    back = sum(p.amount for p in scored.settlement.payments if p.reason is Reason.SOFT_LANDING)
    assert back == -(-(paid[Reason.HAND] + paid[Reason.BOUNTY]) // 200) * 100


NINE = "19m19p19s12z2345p"  # eight terminals and honours: a ninth kind drawn makes the draw


@pytest.mark.parametrize("power", ["second_wind", "undertow"])
def test_a_tile_a_power_brings_in_gives_no_nine_terminals_draw_nor_double_riichi(power):
    """Second Wind turned a first draw of 5s into a seventh honour, and the dealer took the
    nine-terminals redeal (keeping the deal); a riichi after it counted double (a tester).
    The first go's privileges go with the tile a power brought in."""
    from game.core.table.actions import AbortHand

    game, _ = powered("bounty,bounty,bounty,bounty", [NINE], "7z")
    assert AbortHand(0) in game.legal_actions(0)  # as dealt and drawn: the draw is offered
    game, _ = powered(f"{power},bounty,bounty,bounty", [NINE], "5s7z")
    game.apply(UsePower(0, power, tiles(game, "5s")[0] if power == "undertow" else None))
    assert game.state.seats[0].drawn is tiles(game, "7z")[0]
    assert AbortHand(0) not in game.legal_actions(0)
    game, _ = powered("bounty,bounty,bounty,bounty", [READY], "3z")
    game.apply(Discard(0, tiles(game, "3z")[0], riichi=True))
    assert game.state.seats[0].double_riichi  # the first go's riichi, as drawn
    game, _ = powered(f"{power},bounty,bounty,bounty", [READY], "3z4z")
    game.apply(UsePower(0, power, tiles(game, "3z")[0] if power == "undertow" else None))
    game.apply(Discard(0, tiles(game, "4z")[0], riichi=True))
    assert game.state.seats[0].riichi and not game.state.seats[0].double_riichi


def test_a_declared_classical_hand_is_refused_in_its_own_words():
    """After an Original Call, Second Wind was refused 'after riichi' (a tester): Classical
    has no riichi."""
    game, _ = powered("second_wind,bounty,bounty,bounty", [READY], "3z4p5p6p7p",
                      variant="classical")
    call = next(a for a in game.legal_actions(0) if isinstance(a, Discard) and a.call)
    game.apply(call)
    while not (game.phase == Phase.ACT and game.state.turn == 0):
        _answer_claims(game)
        seat = game.waiting_on()[0]
        drawn = game.state.seats[seat].drawn
        game.apply(next(a for a in game.legal_actions(seat) if isinstance(a, Discard)
                        and a.tile is drawn and not a.call))
    assert refused(game, UsePower(0, "second_wind")).startswith("after an Original Call")
