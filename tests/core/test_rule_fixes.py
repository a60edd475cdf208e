"""Three rules the checks found broken, each played out from a stacked wall: kuikae across
Space's wrap, no call that kuikae would leave nothing to discard after, and four kans by
several players drawing the hand when the next discard is not won; and pao answering
only for the yakuman the liable player fed."""

from __future__ import annotations

import pytest

from game.core.table.actions import Chow, Discard, Kong, Pung, Ron, Tsumo
from game.core.table.events import DrawnGame, Scored
from game.core.table.state import Phase
from tests.core.scenario import actions_of, answer, discard, one, pass_all, setup, tsumogiri

# (the two tiles held, the tile called, the tile kuikae then bans)
WRAPS = [("8p9p", "7p", "1p"), ("8p9p", "1p", "7p"), ("1p2p", "3p", "9p"), ("9p1p", "2p", "8p")]


def _chow_and_discards(variant: str, own: str, called: str, banned: str) -> set[str]:
    """Seat 1 chows the dealer's first discard with `own`; the tiles it may then discard."""
    game, _ = setup(variant, [called + "1z2z3z", own + banned + "5s6s7s1m"], draws="4z")
    discard(game, called)
    chow = next(a for a in actions_of(game, 1, Chow)
                if {t.plain for t in a.tiles} == {t.plain for t in game.tileset.parse(own)})
    answer(game, chow)
    assert game.phase == Phase.ACT and game.state.turn == 1
    return {game.tileset.format([a.tile]) for a in actions_of(game, 1, Discard)}


@pytest.mark.parametrize(("own", "called", "banned"), WRAPS)
def test_space_kuikae_bans_the_other_end_of_a_wrapped_run(own, called, banned):
    allowed = _chow_and_discards("space", own, called, banned)
    assert banned not in allowed and called not in allowed
    assert {"5s", "6s", "7s", "1m"} <= allowed


@pytest.mark.parametrize(("own", "called", "banned"), [WRAPS[0], WRAPS[2]])
def test_plain_riichi_has_no_wrap_so_the_tile_past_nine_or_one_stays_allowed(own, called,
                                                                             banned):
    allowed = _chow_and_discards("riichi", own, called, banned)
    assert banned in allowed and called not in allowed


def _two_pungs_then(options=None):
    """Seat 1 pungs East and South from the dealer and is left with 2s2s2s 3s4s 5s0s; the
    dealer then discards 5s. Every other seat only passes."""
    hands = ["1z2z5s" + "9m8m7m", "1z1z2z2z" + "2s2s2s3s4s5s0s" + "9m9m"]
    game, _ = setup("riichi", hands, draws="4z4z4z6z6z6z7z", options=options)
    discard(game, "1z")
    answer(game, next(iter(actions_of(game, 1, Pung))))
    discard(game, "9m")
    pass_all(game)
    for _ in range(2):  # seats 2 and 3 throw what they drew
        game.apply(Discard(game.state.turn, game.state.seats[game.state.turn].drawn))
        pass_all(game)
    discard(game, "2z")
    answer(game, next(iter(actions_of(game, 1, Pung))))
    discard(game, "9m")
    pass_all(game)
    for _ in range(2):
        game.apply(Discard(game.state.turn, game.state.seats[game.state.turn].drawn))
        pass_all(game)
    discard(game, "5s")
    return game


def test_no_chi_is_offered_when_kuikae_would_ban_every_tile_left():
    game = _two_pungs_then()
    held = game.tileset.format(game.state.seats[1].hand)
    assert held == "2223405s"  # 2s 2s 2s 3s 4s 0s 5s
    # Chi 5s with 3s 4s would leave 2s (the other end) and the fives (the called kind).
    assert actions_of(game, 1, Chow) == []
    assert actions_of(game, 1, Pung)  # the pon leaves 2s 3s 4s, which may be discarded


def test_with_kuikae_allowed_the_same_chi_is_offered_and_any_tile_may_go():
    game = _two_pungs_then({"kuikae": True})
    chows = actions_of(game, 1, Chow)
    assert chows
    answer(game, chows[0])
    assert {a.tile.plain for a in actions_of(game, 1, Discard)} >= {one(game, "5s")}


def test_no_ban_is_lifted_after_a_pon_either():
    game = _two_pungs_then()
    answer(game, actions_of(game, 1, Pung)[0])
    allowed = {a.tile.plain for a in actions_of(game, 1, Discard)}
    assert one(game, "5s") not in allowed and allowed == {one(game, t) for t in ("2s", "3s", "4s")}


def _four_kans(options=None, west="9s9s1p1p"):
    """The dealer makes two concealed kans, then South two: four kans by two players."""
    hands = ["1111m2222m" + "5z", "3333m4444m" + "9s", west]
    game, _ = setup("riichi", hands, draws="6z" + "7z", dead="1s2s3s4s", options=options)
    for text in ("1m", "2m"):
        game.apply(Kong(0, one(game, text), "closed"))
        pass_all(game)
    game.apply(Discard(0, game.state.seats[0].drawn))
    pass_all(game)
    for text in ("3m", "4m"):
        game.apply(Kong(1, one(game, text), "closed"))
        pass_all(game)
    return game


def test_four_kans_by_two_players_draw_the_hand_when_the_next_discard_is_not_won():
    game = _four_kans()
    assert game.state.kongs == [0, 0, 1, 1]
    events = discard(game, "9s")
    # West holds 9s 9s, yet no pon is offered: the hand is over unless someone wins.
    assert not actions_of(game, 2, Pung)
    drawn = [e for e in events if isinstance(e, DrawnGame)]
    assert drawn and drawn[0].reason == "four_kans" and game.phase == Phase.HAND_END


def test_without_the_four_kans_draw_play_goes_on_and_the_pon_is_offered():
    game = _four_kans({"four_kans": False})
    discard(game, "9s")
    assert game.phase == Phase.CLAIM and actions_of(game, 2, Pung)


def test_the_discard_after_four_kans_may_still_be_won():
    game = _four_kans(west="123p456p789p111s9s")  # West waits on 9s: ittsuu
    discard(game, "9s")
    assert Ron(2) in game.legal_actions(2) and not actions_of(game, 2, Pung)


@pytest.mark.parametrize("by", ["tsumo", "ron"])
def test_pao_answers_only_for_the_yakuman_fed(by):
    # The dealer throws three dragons and South pongs each: the dealer is liable for
    # South's daisangen. South then wins 222z + 1z: daisangen with tsuuiisou, 64000. Only
    # the daisangen's 32000 is pao; the tsuuiisou is paid as any win is.
    draws = "2s2s2s3s3s3s3s4s" + ("1z4s4s" if by == "ron" else "4s4s1z")
    game, _ = setup("riichi", ["5z6z7z", "55z66z77z222z1z9m9p9s"], draws=draws)
    for dragon, spare in (("5z", "9m"), ("6z", "9p"), ("7z", "9s")):
        discard(game, dragon)
        answer(game, actions_of(game, 1, Pung)[0])
        discard(game, spare)
        pass_all(game)
        if dragon != "7z":
            tsumogiri(game)
            tsumogiri(game)
    assert game.state.liable == {1: 0}
    tsumogiri(game)  # West
    if by == "ron":
        events = game.apply(Discard(3, game.state.seats[3].drawn))
        events = answer(game, Ron(1))
    else:
        tsumogiri(game)  # North
        tsumogiri(game)  # East
        events = game.apply(Tsumo(1))
    scored = next(e for e in events if isinstance(e, Scored))
    # Tsumo: the dealer 32000 pao + 16000, West and North 8000 each.
    # Ron from North: the dealer 16000, North 16000 + 32000.
    expected = (-48000, 64000, -8000, -8000) if by == "tsumo" else (-16000, 64000, 0, -48000)
    assert scored.deltas == expected
