"""What the table shows: melds as players read them (the claimed tile sideways on the side it
came from, an added kong on it, Space's runs in run order), the tiles each seat set aside, the
newest discard marked once, riichi sticks, name plates, and every hand face up at the end."""

from dataclasses import replace

import pygame
import pytest
import test_table_play as play

from game.core.model.melds import Meld, MeldKind
from game.core.model.tiles import tile
from game.core.table.state import Phase
from game.core.variants import get_variant
from game.ui import table_draw as td
from game.ui import table_hand as th
from game.ui import table_melds as tm
from game.ui import table_result_tiles as trt
from game.ui.table import ME

M = [None] + [tile("m", r) for r in range(1, 10)]
E, S, W, N = (tile("z", r) for r in (1, 2, 3, 4))


def table_for(app, variant, seed=3):
    """The table of a new match, dealt."""
    table = play.table_for(app, variant, seed)
    for _ in range(5):
        app.frame()
    return table


def pung(claimed_from, players=4, added=False):
    t = M[5]
    tiles = (t, t, t, t) if added else (t, t, t)
    return Meld(MeldKind.KONG if added else MeldKind.PUNG, tiles, True, "m", 0, t,
                claimed_from, added)


def sideways_at(faces):
    return [i for i, (_, sideways, stacked) in enumerate(faces) if sideways and not stacked]


@pytest.mark.parametrize("source, players, at", [
    (3, 4, 0), (2, 4, 1), (1, 4, 2),  # from the left, across, the right
    (2, 3, 0), (1, 3, 2),  # three players: the previous seat is on the left
])
def test_the_claimed_tile_lies_on_the_side_it_came_from(source, players, at):
    assert sideways_at(tm.meld_faces(pung(source), None, players)) == [at]


def test_an_added_kong_lies_on_the_claimed_tile_and_a_concealed_kong_shows_its_ends_down():
    faces = tm.meld_faces(pung(2, added=True), None, 4)
    assert [(s, st) for _, s, st in faces] == [(False, False), (True, False), (True, True),
                                              (False, False)]
    closed = Meld(MeldKind.KONG, (M[5],) * 4, False, "m")
    assert [f for f, _, _ in tm.meld_faces(closed, None, 4)] == [None, M[5], M[5], None]


def test_space_runs_are_drawn_in_the_order_they_run():
    v = get_variant("space")
    g = v.grammar(v.resolve(None))
    assert tm.run_order(g, (M[1], M[8], M[9])) == (M[8], M[9], M[1])
    assert tm.run_order(g, (M[1], M[2], M[9])) == (M[9], M[1], M[2])
    assert tm.run_order(g, (W, E, S)) == (E, S, W)
    chow = Meld(MeldKind.CHOW, (M[1], M[8], M[9]), True, "m", 1, M[8], 3)
    faces = tm.meld_faces(chow, g, 4)
    assert [f for f, _, _ in faces] == [M[8], M[9], M[1]] and sideways_at(faces) == [0]


def test_the_players_flowers_and_norths_show_without_a_meld(instant_app, monkeypatch):
    table = table_for(instant_app, "sanma")
    view = table.view
    flower = tile("f", 1)
    me = replace(view.me, melds=(), bonus=(flower,), north=2)
    table.shown = replace(view, seats=tuple(me if s.seat == ME else s for s in view.seats))
    asked = []
    real = table.pond_sprites.get
    monkeypatch.setattr(table.pond_sprites, "get",
                        lambda face, *a, **k: asked.append(face) or real(face, *a, **k))
    th.draw_hand(table, instant_app.surface)
    assert asked.count(flower) == 1 and asked.count(N) == 2


def test_only_the_newest_discard_of_the_table_is_marked(instant_app, monkeypatch):
    table = table_for(instant_app, "riichi")
    for _ in range(400):
        instant_app.frame()
        if ME in table.game.waiting_on() and not table.busy:
            from test_table import act
            act(instant_app, table)
        view = table.view
        if view.last_discard is not None and sum(bool(s.discards) for s in view.seats) >= 3:
            break
    marks = []
    monkeypatch.setattr(td, "mark_newest", lambda surf, lay, place, rect: marks.append(place))
    table.draw_table(instant_app.surface, view, None)
    assert marks == [td.place_of(view.last_discard[0], ME, view.players)]


def test_riichi_sticks_lie_between_the_centre_and_the_discards(instant_app):
    table = table_for(instant_app, "riichi")
    lay = table.lay
    for place in td.PLACES_4:
        stick = lay.stick_rect(place)
        first = lay.cell(place, lay.pond_origin(place), 0, 0, lay.pond_w, lay.h(lay.pond_w))
        assert not stick.colliderect(lay.centre) and not stick.colliderect(first)
        assert max(stick.size) > 2 * lay.pond_w  # a stick, not a dot
    assert not table_for(instant_app, "hkos").lay.sticks  # no riichi, no room kept for a stick


def test_name_plates_say_wind_and_score_and_mark_the_dealer(instant_app, monkeypatch):
    table = table_for(instant_app, "riichi")
    plates = []
    real = td.name_plate
    monkeypatch.setattr(td, "name_plate", lambda *a: plates.append(a) or real(*a))
    view = table.view
    table.draw_table(instant_app.surface, view, None)
    plates = list({p[0]: p for p in plates}.values())  # (some are measured before drawn)
    assert len(plates) == 4
    dealers = [p for p in plates if p[2]]
    assert len(dealers) == 1 and dealers[0][0] == table.seat_label(view.dealer)
    assert all(td.number(view.seats[0].score) in p[1] for p in plates if p[0] == "You")


def test_every_hand_is_face_up_at_the_hand_end(instant_app):
    for variant in ("riichi", "classical", "uzje"):
        table = table_for(instant_app, variant, 5)
        table.autoplay = True  # the AI plays the player's seat too
        for _ in range(20000):
            if table._thinking is not None:
                table._thinking.result()
            table.anim.skip()
            table.update(1 / 60)
            if table.game.phase == Phase.HAND_END:
                break
            assert table.face_up(1) is None
        hands = [len(s.hand) for s in table.game.state.seats]
        won = table.last_win.seat if table.last_win else None
        for seat in range(1, len(hands)):
            shown = table.face_up(seat)
            if seat == won:
                assert shown == table.last_win.hand  # as it won, the winning tile in it
            else:
                assert sorted(shown, key=repr) == sorted(table.game.state.seats[seat].hand,
                                                         key=repr)


@pytest.mark.parametrize("source, at", [(3, 0), (2, 1), (1, 2)])
def test_the_result_hand_lays_the_claimed_tile_sideways_as_the_table_does(instant_app,
                                                                          source, at):
    from test_table_wall import Recorder

    from game.ui import table_result_tiles as trt

    table = table_for(instant_app, "riichi")
    concealed = (M[1], M[2], M[3], M[7], M[7])
    hand = trt.SeatHand(concealed, (pung(source),), ())
    drawn = Recorder()
    trt.draw_win_hand(table, drawn, (hand, M[7]), 640, 100, 1.0, table.pond_sprites)
    wide = [r.w > r.h for r in drawn.rects]
    assert len(wide) == 4 + 3 + 1  # the concealed tiles, the pung, the winning tile apart
    assert wide[4:7] == [i == at for i in range(3)]
    assert not any(wide[:4]) and not wide[-1]
    floor = drawn.rects[0].bottom
    assert all(abs(r.bottom - floor) <= 1 for r in drawn.rects)  # on one floor


# --- the result hands lay melds as the table does: an added kong on its sideways tile -------


class Faces:
    """Real sprites that remember which face and state each image they hand out shows."""

    def __init__(self, real):
        self.real, self.width, self.made = real, real.width, []

    def get(self, face, state=None, turns=0):
        img = self.real.get(face, state, turns).copy()
        states = [state] if isinstance(state, str) else state or ()
        self.made.append((img, face, "sideways" in states))
        return img

    def back(self, state=None, turns=0):
        img = self.real.back(state, turns).copy()
        self.made.append((img, None, state == "sideways"))
        return img


class Blits:
    """A surface that keeps each tile's blit: (face, sideways, rect) for images from
    `sprites` (text is let pass)."""

    def __init__(self, sprites):
        self.sprites, self.faces = sprites, []

    def blit(self, img, at):
        rect = img.get_rect(topleft=at) if isinstance(at, tuple) else pygame.Rect(at)
        for made, face, sideways in self.sprites.made:
            if made is img:
                self.faces.append((face, sideways, rect))
        return rect


def result_row(table, melds, concealed=(), win=M[7]):
    """The faces of a winning hand drawn on the result, and where the row ends below."""
    sprites = Faces(table.pond_sprites)
    drawn = Blits(sprites)
    hand = trt.SeatHand(tuple(concealed), tuple(melds), ())
    bottom = trt.draw_win_hand(table, drawn, (hand, win), 640, 100, 1.0, sprites)
    return drawn.faces, bottom


@pytest.mark.parametrize("source, at", [(3, 0), (2, 1), (1, 2)])
def test_the_result_hand_stacks_an_added_kong_on_its_sideways_tile(instant_app, source, at):
    table = table_for(instant_app, "riichi")
    faces, bottom = result_row(table, [pung(source, added=True)], (M[1], M[2], M[3], M[7]))
    kong = [r for _, _, r in faces[3:7]]
    lying, on = kong[at], kong[at + 1]
    assert [s for _, s, _ in faces[3:7]] == [i in (at, at + 1) for i in range(4)]
    assert lying.w > lying.h and on.w > on.h
    assert abs(on.centerx - lying.centerx) <= 1  # in the sideways tile's column
    assert lying.top - 1 <= on.bottom <= lying.top + 1  # lying on it, above it
    others = [r for i, r in enumerate(kong) if i not in (at, at + 1)]
    # the claimed tile keeps its side: left of the others, between them, or right of them
    assert sum(r.centerx < lying.centerx for r in others) == {0: 0, 1: 1, 2: 2}[at]
    assert all(not r.colliderect(lying.inflate(-2, -2)) and not r.colliderect(on.inflate(-2, -2))
               for r in others)
    upright = [r for _, s, r in faces if not s]
    floor = upright[0].bottom
    assert all(abs(r.bottom - floor) <= 1 for r in [*upright, lying])  # all on one floor
    top = min(r.top for _, _, r in faces)
    assert top >= 100 and floor <= bottom + 1  # the row is as high as the stack
    assert floor - top > table.lay.h(table.pond_sprites.width)


def test_the_result_lays_each_meld_exactly_as_the_table_lays_it(instant_app):
    from types import SimpleNamespace

    table = table_for(instant_app, "riichi")
    lay = table.lay
    chow = Meld(MeldKind.CHOW, (M[2], M[3], M[4]), True, "m", 0, M[3], 3)
    for meld in (pung(3, added=True), pung(2, added=True), pung(1, added=True), pung(2),
                 chow):
        faces, _ = result_row(table, [meld])
        sprites = Faces(table.pond_sprites)
        drawn = Blits(sprites)
        td.draw_melds(drawn, lay, sprites, "bottom", (0, 0), 0,
                      SimpleNamespace(melds=(meld,), bonus=(), north=0), 60)
        at_table = drawn.faces
        assert len(faces) == len(at_table) + 1  # the winning tile after the meld

        def offsets(row):
            first = row[0][2]
            return [(f, s, r.x - first.x, r.y - first.y, r.size) for f, s, r in row]

        assert offsets(faces[:-1]) == offsets(at_table)


def test_the_result_draws_space_runs_in_run_order_with_the_claimed_tile_sideways(instant_app):
    table = table_for(instant_app, "space")
    wrap = Meld(MeldKind.CHOW, (M[1], M[8], M[9]), True, "m", 0, M[1], 1)  # from the right
    honours = Meld(MeldKind.CHOW, (W, E, S), True, "z", 0, S, 2)  # from across
    faces, _ = result_row(table, [wrap, honours])
    melds = faces[:-1]
    assert [f for f, _, _ in melds] == [M[8], M[9], M[1], E, S, W]
    assert [s for _, s, _ in melds] == [False, False, True, False, True, False]
    xs = [r.x for _, _, r in melds]
    assert xs == sorted(xs)  # left to right as they run


def test_a_drawn_games_hands_stack_an_added_kong_and_keep_their_rows_apart(instant_app):
    table = table_for(instant_app, "riichi")
    sprites = Faces(table.pond_sprites)
    drawn = Blits(sprites)
    plain = trt.SeatHand((M[1], M[2], M[3], M[4]), (pung(3),), ())
    kong = trt.SeatHand((M[1], M[2], M[3], M[4]), (pung(2, added=True),), ())
    hands = (plain, kong, plain, plain)
    table.drawn_game = None
    box = pygame.Rect(200, 100, 880, 500)
    bottom = trt.draw_hands(table, drawn, hands, box, 100, 1.0, sprites)
    sizes = [7, 8, 7, 7]  # four concealed tiles and the meld: the added kong's fourth tile
    assert len(drawn.faces) == sum(sizes)
    starts = [sum(sizes[:i]) for i in range(4)]
    rows = [drawn.faces[a:a + n] for a, n in zip(starts, sizes, strict=True)]
    tops = [min(r.top for _, _, r in row) for row in rows]
    bottoms = [max(r.bottom for _, _, r in row) for row in rows]
    assert all(bottoms[i] <= tops[i + 1] for i in range(3)) and bottoms[-1] <= bottom
    lying, on = rows[1][5][2], rows[1][6][2]  # from across: the middle of the kong
    assert rows[1][5][1] and rows[1][6][1]
    assert abs(on.centerx - lying.centerx) <= 1 and on.bottom <= lying.top + 1
    assert rows[1][0][2].bottom == lying.bottom  # on the row's floor
    assert trt.rows_height(table, None, hands, sprites.width) == bottom - 100  # the box's room


def drawn_labels(table, monkeypatch, drawn):
    """The seat labels a drawn game's hands are shown with."""
    from game.core.table.events import DrawnGame

    said = []
    monkeypatch.setattr(trt.t, "blit_text", lambda surf, text, *a, **k: said.append(text))
    table.drawn_game = DrawnGame(*drawn)
    hands = tuple(trt.SeatHand(tuple(h)) for h in drawn[2])
    trt.draw_hands(table, Blits(Faces(table.pond_sprites)), hands, pygame.Rect(200, 100, 880,
                                                                              500), 100, 1.0)
    return said


def test_an_abortive_draw_marks_who_declared_it_not_who_was_ready(instant_app, monkeypatch):
    """Nine terminals showed every seat as noten: readiness means nothing in an abortive
    draw; the seat that declared it (holding its drawn tile) is marked instead."""
    table = table_for(instant_app, "riichi")
    thirteen = [M[r] for r in range(1, 10)] + [M[1]] * 4
    hands = (thirteen + [M[9]], thirteen, thirteen, thirteen)
    names = [table.seat_label(s) for s in range(4)]
    assert drawn_labels(table, monkeypatch, ("nine_terminals", (), hands)) == [
        f"{names[0]}  declared", *names[1:]]
    exhaustive = ("exhaustive", (2,), (thirteen,) * 4)
    assert drawn_labels(table, monkeypatch, exhaustive)[1:3] == [
        f"{names[1]}  noten", f"{names[2]}  tenpai"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_side_seats_flowers_lie_at_its_own_end_of_the_row(size, monkeypatch, tmp_path):
    """The left seat's set-aside tiles start under its own name plate, not beside the
    player's (where a player would take them for their own); the right seat's from its
    own left, the lower end. Eight flowers and four kongs each: the busiest rows."""
    from game.ui.app import App, make_store

    app = App(make_store(tmp_path), size)
    app.settings.speed = "instant"
    table = table_for(app, "hkos")
    view = table.view
    flowers = tuple(tile("f", r) for r in range(1, 5)) + tuple(tile("g", r) for r in range(1, 5))
    kongs = tuple(Meld(MeldKind.KONG, (M[r],) * 4, True, "m", 0, M[r], 2) for r in (1, 3, 5, 7))
    seats = tuple(s if s.seat == ME else replace(s, bonus=flowers, melds=kongs, hand_count=1)
                  for s in view.seats)
    table.shown = replace(view, seats=seats)
    marker = (255, 0, 255)
    real = table.sprites_at

    def sprites_at(width):
        sprites = real(width)

        class Marked:
            def get(self, face, *a, **k):
                img = sprites.get(face, *a, **k)
                if face is not None and face.is_bonus:
                    img = img.copy()
                    img.fill(marker)
                return img

            def __getattr__(self, name):
                return getattr(sprites, name)
        return Marked()

    monkeypatch.setattr(table, "sprites_at", sprites_at)
    plates = {}
    draw_name = td.draw_name
    monkeypatch.setattr(td, "draw_name", lambda surf, lay, place, *a, **k: plates.setdefault(
        place, draw_name(surf, lay, place, *a, **k)))
    surf = app.surface
    surf.fill((0, 0, 0))
    table.draw_table(surf, table.shown, None)
    w, h = surf.get_size()
    for place, x_range in (("left", range(0, w // 8)), ("right", range(w - w // 8, w))):
        ys = [y for x in x_range for y in range(0, h, 2)
              if tuple(surf.get_at((x, y)))[:3] == marker]
        assert ys, place
        if place == "left":  # under its own plate, clear of the player's
            assert plates["left"].bottom <= min(ys) and max(ys) < plates["bottom"].top
            assert max(ys) - plates["left"].bottom < plates["bottom"].top - max(ys)
        else:  # from the lower end up
            assert max(ys) > h // 2


def test_the_centres_sticks_line_keeps_between_the_side_seats_labels(app_small, monkeypatch):
    """With small tiles at 1280x720 'honba 0   riichi 0' ran into the N and S labels on the
    panel's sides (a tester)."""
    from game.ui import table_centre as tc
    from game.ui import table_stage as ts
    from game.ui import theme as t

    table = table_for(app_small, "riichi")
    drawn = []
    real = tc.t.blit_text

    def blit(surf, text, size, *a, **k):
        r = real(surf, text, size, *a, **k)
        drawn.append((text, r))
        return r

    monkeypatch.setattr(tc.t, "blit_text", blit)
    panel = ts.panel_rect(table.ring, table.m)  # inside the wall, as the table draws it
    tc.draw_centre(app_small.surface, table.lay, table.view, table.names, None, "Riichi",
                   panel)
    (line,) = [r for text, r in drawn if text.startswith("honba")]
    note = tc.centre_sizes(table.m, panel)[1]
    side = t.font(note, True).get_height() + table.m.px(1.2)
    assert line.left >= panel.left + side and line.right <= panel.right - side


@pytest.fixture
def app_small(tmp_path):
    from game.ui.app import App, make_store

    a = App(make_store(tmp_path), (1280, 720))
    a.settings.speed = "instant"
    a.settings.tile_size = "small"
    yield a
    pygame.display.quit()
