"""The wall's square of stacks around the centre panel: inside the square the ponds run along,
clear of the panel, for every variant's set (Ùzje's 232 tiles too) at 720p and 1080p."""

from types import SimpleNamespace

import pygame
import pytest

from game.core.engine import Game
from game.core.variants import get_variant
from game.ui import table_draw as td
from game.ui import table_pile as tpile
from game.ui import table_stage as ts
from game.ui import table_wall as tw
from game.ui.theme import Metrics


def fake_table(variant: str, options: dict | None, size: tuple[int, int]):
    game = Game(variant, options, 5)
    v = get_variant(variant)
    m = Metrics(*size)
    rules = v.play_rules(game.options)
    lay = td.TableLayout.make(m, "medium", 17 if variant == "uzje" else 14,
                              pile=variant == "uzje")
    return SimpleNamespace(game=game, variant=v, tileset=v.tileset(game.options), m=m, lay=lay,
                           break_at=5, me=0, rules=rules)


CASES = [("riichi", None), ("sanma", None), ("hkos", None), ("uzje", None),
         ("uzje", {"all_tongs": True})]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("variant,options", CASES)
def test_the_wall_rings_the_panel_inside_the_ponds(variant, options, size):
    table = fake_table(variant, options, size)
    ring = ts.make_ring(table)
    assert ring.tiles == len(table.tileset.physical_tiles())
    if options:
        assert ring.tiles == 232
    lay = table.lay
    assert lay.centre.contains(ring.rect)
    panel = ts.panel_rect(ring, table.m)
    assert panel.w >= lay.centre.w * 0.6  # the panel keeps room for its text
    rects = [ring.stack_rect(s) for s in range(ring.stacks)]
    assert all(ring.rect.contains(r) and not r.colliderect(panel) for r in rects)
    assert min(min(r.size) for r in rects) >= 6  # each stack still reads as a tile
    for place in (td.PLACES_4 if table.game.state.players == 4 else td.PLACES_3):
        first = lay.cell(place, lay.pond_origin(place), 0, 0, lay.pond_w, lay.h(lay.pond_w))
        assert not first.colliderect(ring.rect)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("turned", [0, 3])
def test_the_newest_discard_of_a_shared_pile_lies_in_the_middle_of_the_table(size, turned):
    """At the pile's right end it lay beside the right seat, who seemed to have thrown it
    (the rules show no one): it lies in the centre panel's band, under any turned-up tiles
    and over the round's name, at the pile's size where that fits."""
    from game.ui import table_centre as tc

    pygame.font.init()
    table = fake_table("uzje", None, size)
    table.ring = ts.make_ring(table)
    m, lay = table.m, table.lay
    panel = ts.panel_rect(table.ring, m)
    view = SimpleNamespace(dora_indicators=(), turned_up=(None,) * turned, repeat=0)
    spot = ts.newest_spot(table, view)
    place = tpile.pile_layout(lay, table.tileset.kinds)
    assert panel.contains(spot) and abs(spot.centerx - panel.centerx) <= 1
    assert spot.w >= place.w * 0.8  # near the pile's size: it reads
    assert not any(spot.colliderect(s) for s in place.slots)
    band = tc.band_rect(m, panel, ts.band_height(table, view, panel), False)
    top, bottom = tc.centre_room(m, panel)
    assert top <= band.y and band.contains(spot)  # clear of the top seat's label
    assert band.bottom + tc.centre_text_h(m, panel, False) <= bottom  # and of the name's
    if turned:
        _, rows, w = ts.indicator_size(table, view, panel)
        assert spot.top >= band.y + rows * (lay.h(w) + 2) - 2  # under the turned-up tiles


def test_the_indicators_fit_the_panel():
    pygame.font.init()  # the panel's lines are measured in its font
    table = fake_table("riichi", None, (1280, 720))
    ring = ts.make_ring(table)
    panel = ts.panel_rect(ring, table.m)
    view = SimpleNamespace(dora_indicators=(None,) * 5, turned_up=())
    per, rows, w = ts.indicator_size(table, view, panel)
    assert rows * per >= 5 and per * (w + 1) <= panel.w
    assert rows * table.lay.h(w) < panel.h // 2
    assert pygame.Rect(panel).w > 0


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("options", [None, {"all_tongs": True}, {"compressed_winds": True}])
def test_the_shared_pile_has_a_place_for_every_kind_in_its_own_band(size, options):
    table = fake_table("uzje", options, size)
    lay, kinds = table.lay, table.tileset.kinds
    place = tpile.pile_layout(lay, kinds)
    assert len(place.slots) == len(kinds)
    stacks = [s.move(k * place.w, -lift) for s in place.slots for k in range(tpile.STACKS)
              for lift in (0, place.lift)]
    band = place.band.unionall(stacks)
    assert not band.colliderect(lay.centre)
    firsts = [s.move(k * place.w, 0) for s in place.slots for k in range(tpile.STACKS)]
    assert len({tuple(r) for r in firsts}) == len(firsts)  # no two stacks on one another
    assert not any(a.colliderect(b) for i, a in enumerate(firsts) for b in firsts[i + 1:])
    # clear of the aids over the hand at their tallest: the waits and their legend line (a
    # tester saw the strip drawn over the pile's lowest row)
    m = lay.m
    aids_top = m.h - m.px(2) - lay.h(lay.hand_w) - lay.aids_h(True)
    assert band.bottom <= aids_top and band.left > lay.m.px(3) + lay.h(lay.back_w)
    assert band.right < lay.m.w - lay.m.px(3) - lay.h(lay.back_w)
    assert place.w >= 16  # a tile still reads
    # clear of the player's name plate over the switches in the corner (the honours' row,
    # left-aligned, ran its Zero under it)
    from game.ui import table_toggles as tg

    switches = tg.layout_toggles(table)
    plate = pygame.Rect(switches.x, switches.top - m.px(5), switches.w, m.px(5))
    assert not any(plate.colliderect(s) for s in stacks), plate
    # each suit starts its own row, in the standard order
    rows = sorted({s.y for s in place.slots})
    for suit in {k.suit for k in kinds if k.is_number}:
        first = next(i for i, k in enumerate(kinds) if k.suit == suit)
        same_row = [i for i, s in enumerate(place.slots) if s.y == place.slots[first].y]
        assert first == min(same_row) or kinds[min(same_row)].suit != suit
    assert len(rows) >= 2


def test_the_pile_lies_sorted_and_pushed_together_in_its_suits_rows(monkeypatch):
    """With a place kept for every kind a tester saw a few discards scattered over the table,
    read as loose tiles: the kinds thrown lie side by side in order, centred, each suit in
    its own row, a kind's third copy starting a second stack."""
    table = fake_table("uzje", None, (1280, 720))
    kinds = table.tileset.kinds
    pygame.display.init()
    from game.ui.tile_sprites import TileSprites

    class Sprites(TileSprites):
        def get(self, face, *a, **k):
            return FACES.setdefault(face, pygame.Surface((self.width, 10)))

    FACES = {}
    sprites = Sprites(table.lay.pond_w, None, None, faces=[])
    place = tpile.pile_layout(table.lay, kinds)

    tags: list = []
    monkeypatch.setattr(tpile, "count_tag", lambda surf, m, n, at: tags.append((n, at)))

    def places(pile):
        rec = Recorder()
        tags.clear()
        view = SimpleNamespace(shared_pile=tuple(pile), last_discard=None)
        tpile.draw_pile(rec, table.lay, lambda w: sprites, view, table.tileset)
        return rec.rects

    socks = [i for i, k in enumerate(kinds) if k.is_number and k.suit == kinds[2].suit]
    first, far = socks[0], socks[-1]  # 1 and 16, a row apart
    a, b = places([kinds[far], kinds[first]])  # thrown out of order
    assert a.x > b.x and a.y == b.y  # sorted
    assert 0 <= a.x - b.right < place.w // 4  # side by side, however far apart their ranks
    assert abs((b.x + a.right) / 2 - place.band.centerx) <= 1  # centred
    honour = places([next(k for k in kinds if not k.is_number)])[0]
    assert honour.y > a.y  # the honours keep their own row
    two, three = places([kinds[first]] * 2), places([kinds[first]] * 3)
    assert two[1].y < two[0].y and two[1].x == two[0].x  # the second copy on the first
    assert three[2].x == three[0].x + place.w and three[2].y == three[0].y  # a second stack
    # the copies told by number in the group's corner (three read as two: a tester)
    assert tags == [(3, (three[2].right, three[1].y))]
    places([kinds[first]])
    assert tags == []  # one copy: nothing to tell
    grown = places([kinds[first]] * 3 + [kinds[far]])
    assert 0 <= grown[-1].x - grown[2].right < place.w // 4  # the next kind after both stacks


class Recorder:
    """A surface that keeps the rect of every blit."""

    def __init__(self):
        self.rects = []

    def blit(self, img, at):
        self.rects.append(img.get_rect(topleft=at) if isinstance(at, tuple) else
                          pygame.Rect(at))
        return self.rects[-1]


class FakeSprites:
    def __init__(self, w):
        self.w = w

    def get(self, tile_, states=None, turns=0):
        img = pygame.Surface((self.w, round(self.w * td.TILE_RATIO)))
        return pygame.transform.rotate(img, 90 * turns) if turns else img

    def back(self, turns=0):
        return self.get(None, None, turns)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("place,seat", [("right", 1), ("left", 3)])
def test_side_seats_bonus_tiles_lie_beside_the_hand_clear_of_the_name(size, place, seat):
    from dataclasses import replace

    pygame.font.init()
    table = fake_table("hkos", None, size)
    lay, view = table.lay, table.game.view(0)
    sv = replace(view.seats[seat], hand_count=13,
                 bonus=tuple(table.tileset.physical_tiles()[:8]))
    backs, ponds = FakeSprites(lay.back_w), FakeSprites(lay.pond_w)
    hand, drawn = Recorder(), Recorder()
    td.draw_opponent(hand, lay, backs, ponds, place, replace(sv, bonus=()))
    row = td.draw_opponent(drawn, lay, backs, ponds, place, sv)
    bonus = drawn.rects[13:]
    assert len(bonus) == 8
    name = Recorder()
    td.draw_name(name, lay, place, "Kingfisher", False, row)  # placed as the table places it
    screen = pygame.Rect(0, 0, *size)
    for r in bonus:
        assert screen.contains(r)
        assert not r.colliderect(name.rects[0])
        assert r.collidelist(hand.rects) == -1
        assert not r.colliderect(lay.centre)


# --- sanma's 4th and 5th kan dora lie on the tiles the dead wall took from the live wall -----

SANMA_INDICATORS = "1s1z" + "7s2z" + "8s3z"  # the dead wall's 3 pairs (indicator, ura)
SANMA_TAIL = "4s5z" + "6s6z"  # the live wall's last four tiles, its very last first


def sanma_four_kans(replacements: str, hand: str, draw: str, norths: int) -> Game:
    """The dealer sets `norths` Norths aside and makes four closed kans (1m 9m 1p 9p), so the
    engine turns up five indicators, the last two from the replenished tail; then discards."""
    from game.core.table.actions import Continue, Discard, ExtractNorth, Kong, Pass
    from game.core.table.state import Phase
    from game.core.table.wall import stacked_wall

    def pass_all(game):
        while game.phase in (Phase.CLAIM, Phase.ROB_KONG):
            game.apply(Pass(game.waiting_on()[0]))

    probe = Game("sanma")
    wall = stacked_wall(probe.tileset, probe.rules, [hand], draw,
                        replacements + SANMA_INDICATORS, tail=SANMA_TAIL)
    game = Game("sanma", None, seed=1, stacked=[wall])
    game.apply(Continue(0))
    for _ in range(norths):
        game.apply(next(a for a in game.legal_actions(0) if isinstance(a, ExtractNorth)))
        pass_all(game)
    for kind in ("1m", "9m", "1p", "9p"):
        game.apply(Kong(0, game.tileset.parse(kind)[0], "closed"))
        pass_all(game)
    game.apply(Discard(0, game.state.seats[0].drawn))
    pass_all(game)
    return game


@pytest.mark.parametrize("norths,replacements,hand,draw", [
    (0, "9p9p2p3p4p6p7p8p", "1111m9999m1111p9p", "9p"),
    (2, "9p9p9p9p2p3p4p6p", "1111m9999m1111p4z", "4z")])
def test_sanma_kan_dora_on_the_replenished_tail_stand_face_up_on_the_wall(
        norths, replacements, hand, draw):
    game = sanma_four_kans(replacements, hand, draw, norths)
    view = game.view(0)
    assert len(view.dora_indicators) == 5  # the engine turned up the 4th and 5th kan dora
    table = fake_table("sanma", None, (1280, 720))
    table.game = game
    ring = ts.make_ring(table)
    assert (ring.replacements, ring.pairs) == (8, 3)
    front, repl = tw.counts_from_view(view)
    assert repl == 4 + norths
    on, dead, face = ts.wall_look(ring, view, front, repl)
    # every turned indicator stands on the wall, face up, with its ura under it
    positions = ring.indicator_positions(5)
    assert len({ring.stack_of(p) for p in positions}) == 5
    for p in positions:
        assert on[ring.stack_of(p)] == 2 and ring.stack_of(p) in face and ring.stack_of(p) in dead
    # the live wall as the View counts it, and the dead wall kept at its 14 tiles
    assert sum(on) == view.wall_left + game.state.wall.dead_count == view.wall_left + 14


def test_a_riichi_wall_keeps_its_dead_wall_at_fourteen_while_replenished():
    ring = tw.WallRing.make(136, 14, True, 7, 0, pygame.Rect(0, 0, 200, 200), 4, 5)
    for repl, left in ((0, 70), (1, 69), (4, 40)):
        on = tw.present(ring, left, -1, repl, 1 + repl)
        # the live wall, and the dead wall: its replacement tiles taken from its far end, as
        # many taken into it from the live wall's end
        assert sum(on) == left + 14
        start = ring.dead_start(repl, 1 + repl)
        assert start == 136 - 14 - repl  # the dead wall moved up by one per replacement
        assert all(on[ring.stack_of(p)] for p in ring.indicator_positions(1 + repl))


def test_after_a_new_layout_the_next_draw_leaves_from_where_the_wall_is(instant_app):
    """After a window change (or a pause menu) mid-hand the next draw's flight showed the
    wall whole again, as if no tile had been taken: the timeline started from none."""
    from game.core.table.state import Phase
    from game.ui.table import Table

    app = instant_app
    table = app.push(Table(app, config={"variant": "riichi", "seed": 3, "autoplay": True,
                                        "opponents": [{"name": n} for n in "ABC"]}))
    for _ in range(6000):
        table.anim.skip()
        app.frame()
        if table.view.wall_left < 50 and table.stage.idle and \
                table.game.phase == Phase.ACT:
            break
    assert table.view.wall_left < 50
    table.layout(table.m)
    view, ring = table.view, table.ring
    _, repl = tw.counts_from_view(view)
    front = ring.dead_start(repl, len(view.dora_indicators)) - view.wall_left  # drawn so far
    assert front > 20 and (table.builder.front, table.builder.repl) == (front, repl)
    # the wall shown while the next draw flies is the wall after it, one tile short
    during = tw.present(table.ring, table.view.wall_left, table.builder.front + 1, repl)
    after = tw.present(table.ring, table.view.wall_left - 1, -1, repl)
    assert during == after
