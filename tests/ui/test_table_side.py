"""A side seat's row stays on screen between the title and the player's name plate however
many melds it lays (Classical's claimed kongs at 720p), its tiles made smaller only when the
room asks for it."""

from dataclasses import replace
from types import SimpleNamespace

import pygame
import pytest
from test_table_wall import FakeSprites, Recorder, fake_table

from game.art.faces import MIN_WIDTH
from game.core.model.melds import Meld, MeldKind
from game.core.model.tiles import tile
from game.ui import table_draw as td
from game.ui import table_side as tside
from game.ui import table_toggles as tg


def claimed(kind: MeldKind, rank: int, n: int) -> Meld:
    t = tile("p", rank)
    return Meld(kind, (t,) * n, True, "p", 0, t, 3)


PUNGS = tuple(claimed(MeldKind.PUNG, r, 3) for r in (1, 2, 3))
KONGS = tuple(claimed(MeldKind.KONG, r, 4) for r in (1, 2, 3, 4))


def player_plate(table) -> pygame.Rect:
    """Where the player's name plate lies, above the table toggles."""
    holder = SimpleNamespace(m=table.m)
    toggles = tg.layout_toggles(holder)
    view = table.game.view(0)
    return td.draw_name(Recorder(), table.lay, "bottom", "You", False, toggles, view.seats[0],
                        True)


def row_of(table, place, seat, melds, count):
    """The rects of a side seat's drawn row, fitted as the table fits it, and its layout."""
    view = table.game.view(0)
    sv = replace(view.seats[seat], melds=melds, hand_count=count)
    room = tside.span(table.m, player_plate(table))
    lay, middle = tside.fit(table.lay, place, sv, count, 4, room)
    drawn = Recorder()
    td.draw_opponent(drawn, lay, FakeSprites(lay.back_w), FakeSprites(lay.pond_w), place, sv,
                     None, 4, middle)
    return drawn.rects, lay, room


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("place,seat", [("left", 3), ("right", 1)])
@pytest.mark.parametrize("melds,count", [((), 13), (PUNGS, 5), (KONGS, 2)])
def test_a_side_row_lies_between_the_title_and_the_players_name(size, place, seat, melds,
                                                                count):
    pygame.font.init()
    table = fake_table("classical", None, size)
    rects, lay, (top, bottom) = row_of(table, place, seat, melds, count)
    row = rects[0].unionall(rects)
    plate = player_plate(table)
    assert top <= row.top and row.bottom <= bottom
    assert not row.colliderect(plate)
    name = td.draw_name(Recorder(), table.lay, place, "Kingfisher", False, row)
    assert name.top > table.m.px(1.5) + plate.h  # under the variant's title
    assert lay.back_w >= MIN_WIDTH


def test_tiles_shrink_only_when_the_row_would_not_fit():
    pygame.font.init()
    table = fake_table("classical", None, (1280, 720))
    _, plain, _ = row_of(table, "left", 3, (), 13)
    assert plain is table.lay  # a hand without melds keeps the table's tiles
    _, small, _ = row_of(table, "left", 3, KONGS, 2)
    assert small.pond_w < table.lay.pond_w  # four claimed kongs at 720p need smaller tiles
