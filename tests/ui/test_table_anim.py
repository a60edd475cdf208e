"""Timelines from engine events, stepped without a display: the deal, draws, calls, kongs,
flowers and the win hold back what is in the air, play in order, and end with an idle Stage."""

import pygame
import pytest

from game.core.engine import Game
from game.core.table.actions import Continue
from game.core.table.events import (
    Called,
    Dealt,
    DiceThrown,
    DrawnGame,
    Drew,
    HandStarted,
    KongDeclared,
    Scored,
    Won,
)
from game.ui.table_anim import COUNT, DEAL_STEP, REVEAL, Builder, Geo, Sounds, Stage
from game.ui.table_wall import WallRing, present
from game.ui.tween import Animator


def make(players=4, tiles=136):
    ring = WallRing.make(tiles, 14, True, 7, 0, pygame.Rect(100, 100, 200, 200))
    geo = Geo(ring, lambda s: (400 + 100 * s, 500), lambda s: (600, 300 + 10 * s),
              lambda s: (700, 600), lambda s: (720, 600), (640, 360), lambda s: s % 4)
    heard = []
    sounds = Sounds(heard.append, lambda w: heard.append(f"say:{w}"), lambda k: k)
    stage = Stage()
    return Builder(stage, geo, sounds), stage, heard


def step(anim: Animator, secs: float, dt: float = 1 / 60) -> None:
    for _ in range(round(secs / dt)):
        anim.update(dt)


def real_deal(variant):
    game = Game(variant, None, 3)
    return game, game.apply(Continue(0))


@pytest.mark.parametrize("variant", ["riichi", "hkos", "classical", "uzje", "sanma", "space"])
def test_the_deal_follows_the_variants_ritual(variant):
    game, events = real_deal(variant)
    builder, stage, heard = make(game.state.players)
    anim = Animator("normal")
    anim.add(builder.build(events))
    anim.update(0)
    assert stage.dealt == {s: 0 for s in range(game.state.players)}  # hands start empty
    assert stage.front == 0
    deals = [e for e in events if isinstance(e, Dealt)]
    sizes = [e.count for e in deals]
    step(anim, DEAL_STEP * 1.5 + 0.5)  # the dice, then the first packet lands
    assert 0 < sum(stage.dealt.values()) <= sizes[0] + sizes[1]
    seen_two = False
    while anim.busy:
        anim.update(1 / 60)
        if stage.flyers:
            seen_two = seen_two or len(stage.flyers) == 1
    assert seen_two
    drawn = sum(1 for e in events if isinstance(e, Drew) and not e.replacement)
    assert stage.idle and stage.front == sum(sizes) + drawn  # every tile came from the wall
    assert heard.count("click") >= 2  # the dice


def test_ritual_sizes_riichi_and_uzje():
    _, riichi = real_deal("riichi")
    _, uzje = real_deal("uzje")
    assert [e.count for e in riichi if isinstance(e, Dealt)][:5] == [4, 4, 4, 4, 4]
    assert [e.count for e in uzje if isinstance(e, Dealt)][:2] == [2, 2]


def test_a_draw_hides_the_tile_until_it_lands_and_skip_ends_everything():
    builder, stage, heard = make()
    builder.sync(20, 0)
    anim = Animator("normal")
    anim.add(builder.build([Drew(0, None, False, 60)]))
    anim.update(0)
    assert 0 in stage.hide_drawn and stage.flyers
    start = stage.flyers[0]["pos"]
    assert start == builder.geo.ring.point(20)  # from the front of the live wall
    anim.update(0.05)
    assert stage.flyers[0]["pos"] != start
    anim.skip()
    assert stage.idle and stage.front == 21 and "draw" in heard


def test_a_call_flies_the_discard_to_the_caller_and_turns_it():
    builder, stage, heard = make()
    e = Called(2, _pung(), 1)
    anim = Animator("normal")
    anim.add(builder.build([e]))
    anim.update(0)
    assert stage.hide_melds == {2: 1}
    f = stage.flyers[0]
    assert f["pos"] == builder.geo.pond(1)
    step(anim, 0.28)
    assert not stage.flyers and not stage.hide_melds  # landed: the meld shows
    assert stage.glow["seat"] == 2
    anim.skip()
    assert stage.idle and "say:pon" in heard


def _pung():
    from game.core.table.actions import Pung

    game = Game("riichi", None, 1)
    game.apply(Continue(0))
    for _ in range(400):
        waiting = game.waiting_on()
        if not waiting:
            break
        seat = waiting[0]
        legal = game.legal_actions(seat)
        pungs = [a for a in legal if isinstance(a, Pung)]
        if pungs:
            events = game.apply(pungs[0])
            return next(x for x in events if isinstance(x, Called)).meld
        game.apply(legal[-1] if seat == game.state.turn else legal[0])
    pytest.skip("no pung in this game")


def test_a_kong_then_its_replacement_from_the_dead_wall():
    builder, stage, heard = make()
    builder.sync(40, 0)
    anim = Animator("fast")
    anim.add(builder.build([KongDeclared(0, "concealed", None), Drew(0, None, True, 50)]))
    anim.update(0)
    assert stage.hide_melds == {0: 1}
    while not stage.flyers:
        anim.update(1 / 60)
    (x, y), (dx, dy) = stage.flyers[0]["pos"], builder.geo.ring.dead_point(0)
    assert abs(x - dx) + abs(y - dy) < 30  # leaving the far end of the dead wall
    assert stage.repl == 1
    anim.skip()
    assert stage.idle and "say:kan" in heard


def test_the_win_reveals_the_hand_and_instant_speed_is_at_once():
    builder, stage, heard = make()
    won = Won(0, "tsumo", None, (), (), None)
    anim = Animator("normal")
    anim.add(builder.build([won]))
    anim.update(0)
    assert stage.reveal == 0.0
    step(anim, 0.5)
    assert 0.0 < stage.reveal < 1.0
    step(anim, 1.0)
    assert stage.reveal == 1.0 and "win" in heard
    quick = Animator("instant")
    builder2, stage2, _ = make()
    _, events = real_deal("riichi")
    quick.add(builder2.build(events))
    assert not quick.busy and stage2.idle


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_the_scores_count_after_the_hand_is_shown_at_the_speed_setting(speed):
    builder, stage, _ = make()
    won = Won(0, "tsumo", None, (), (), None)
    scored = Scored((8000, -4000, -2000, -2000), (33000, 21000, 23000, 23000))
    anim = Animator(speed)
    anim.add(builder.build([won, scored]))
    anim.update(0)
    assert stage.count == 0.0  # the old scores while the hand turns face up
    factor = {"slow": 0.6, "normal": 1.0, "fast": 2.0}[speed]
    reveal_ends = (0.35 + REVEAL) / factor
    step(anim, reveal_ends - 0.05)
    assert stage.reveal < 1.0 and stage.count == 0.0
    step(anim, 0.15 / factor + 0.1 + COUNT / factor / 2)
    assert stage.reveal == 1.0 and 0.0 < stage.count < 1.0
    step(anim, COUNT / factor)
    assert stage.count == 1.0 and not anim.busy


def test_a_click_or_instant_speed_shows_the_final_scores_at_once():
    builder, stage, _ = make()
    events = [DrawnGame("exhaustive", (0,), ()), Scored((3000, -1000, -1000, -1000),
                                                       (28000, 24000, 24000, 24000))]
    anim = Animator("normal")
    anim.add(builder.build(events))
    step(anim, 0.5)
    assert stage.count == 0.0
    anim.skip()  # what the app does on a click or key while the table animates
    assert stage.count == 1.0 and stage.reveal == 1.0
    quick, (builder2, stage2, _) = Animator("instant"), make()
    quick.add(builder2.build(events))
    assert stage2.count == 1.0 and not quick.busy


def test_the_wall_ring_counts_stacks():
    ring = WallRing.make(136, 14, True, 7, 0, pygame.Rect(0, 0, 200, 200))
    full = present(ring, 122, 0, 0)
    assert sum(full) == 136 and max(full) == 2
    later = present(ring, 100, -1, 0)
    assert sum(later) == 136 - 22
    assert len({tuple(ring.stack_rect(s)) for s in range(ring.stacks)}) == ring.stacks
    assert HandStarted and DiceThrown


def test_a_call_flashes_its_word_by_the_seat_that_made_it():
    from game.core.model.melds import Meld, MeldKind
    from game.core.model.tiles import tile

    builder, stage, heard = make()
    t5 = tile("p", 5)
    pung = Meld(MeldKind.PUNG, (t5, t5, t5), True, "p", 0, t5, 2)
    gem = Meld(MeldKind.GEM, (tile("s", 1), tile("s", 2), tile("s", 4)), True, "s", 0,
               tile("s", 2), 3)
    anim = Animator("instant")
    anim.add(builder.build([Called(2, pung, 0)]))
    anim.update(0)
    assert [(f["seat"], f["word"]) for f in stage.flashes] == [(2, "Pon")]
    assert "say:pon" in heard
    anim.add(builder.build([Called(3, gem, 2)]))
    anim.update(0)
    assert ("say:gem" in heard) and (3, "Gem") in [(f["seat"], f["word"]) for f in stage.flashes]
    squares = Meld(MeldKind.POWER, (tile("s", 1), tile("s", 4), tile("s", 9)), True, "s", 0,
                   tile("s", 4), 3)
    anim.add(builder.build([Called(1, squares, 0)]))
    anim.update(0)
    assert "say:power" in heard  # the voice says the call; the flash names the meld
    assert (1, "Power Meld") in [(f["seat"], f["word"]) for f in stage.flashes]
    hand = (t5,) * 2
    anim.add(builder.build([Won(1, "ron", t5, 0, hand, ())]))
    anim.update(0)
    assert (1, "Ron") in [(f["seat"], f["word"]) for f in stage.flashes]
    assert stage.idle  # flashes never hold the game back
