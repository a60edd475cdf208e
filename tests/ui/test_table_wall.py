"""The wall's square of stacks around the centre panel: inside the square the ponds run along,
clear of the panel, for every variant's set (Ùzje's 232 tiles too) at 720p and 1080p."""

from types import SimpleNamespace

import pygame
import pytest

from game.core.engine import Game
from game.core.variants import get_variant
from game.ui import table_draw as td
from game.ui import table_stage as ts
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
@pytest.mark.parametrize("n", [1, 7, 30, 80, 155])
def test_the_shared_pile_has_its_own_band(size, n):
    lay = fake_table("uzje", {"all_tongs": True}, size).lay
    cells, newest = td.pile_cells(lay, n)
    assert len(cells) == n
    band = cells[0].unionall(cells) if n > 1 else cells[0]
    assert not band.colliderect(lay.centre) and not newest.colliderect(lay.centre)
    assert not newest.colliderect(band)
    assert n == 1 or len({c.y for c in cells}) >= 2  # two high
    hand_top = lay.m.h - lay.m.px(2) - lay.h(lay.hand_w) - lay.m.px(4)  # the waits line
    assert band.bottom <= hand_top and band.left > lay.m.px(3) + lay.h(lay.back_w)
    assert len({tuple(c) for c in cells}) == n  # no two tiles on one another


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
    td.draw_opponent(drawn, lay, backs, ponds, place, sv)
    bonus = drawn.rects[13:]
    assert len(bonus) == 8
    name = Recorder()
    td.draw_name(name, lay, place, "Kingfisher", False)
    screen = pygame.Rect(0, 0, *size)
    for r in bonus:
        assert screen.contains(r)
        assert not r.colliderect(name.rects[0])
        assert r.collidelist(hand.rects) == -1
        assert not r.colliderect(lay.centre)
