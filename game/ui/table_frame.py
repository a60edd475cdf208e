"""The table's frame: the felt, centre, wall, ponds and opponents drawn once per change and
kept as one surface, then the hand, hints, flights and the result over it each frame."""

from __future__ import annotations

import pygame

from game.ui import table_centre as tc
from game.ui import table_draw as td
from game.ui import table_hand as th
from game.ui import table_hint
from game.ui import table_pile as tpile
from game.ui import table_powers as tpw
from game.ui import table_prompt as tp
from game.ui import table_side as tside
from game.ui import table_stage as ts
from game.ui import table_toggles as tg
from game.ui import theme as t
from game.ui.table_draw import ME


def draw_frame(scene, surf) -> None:
    """One frame of the table scene."""
    stage = scene.stage
    view = scene.shown = ts.shown_view(scene.view, stage, ME, scene.ring)
    waiting = scene.game.waiting_on()
    actor = waiting[0] if len(waiting) == 1 else None
    # everything but the hand and what moves: drawn once per change, then one blit a frame
    key = (scene.moves, scene.m.w, scene.m.h, actor, stage.front, stage.repl,
           tuple(sorted(stage.dealt.items())) if stage.dealt is not None else None,
           tuple(stage.hide_discard), tuple(stage.hide_melds.items()),
           tuple(stage.hide_bonus.items()), tuple(stage.hide_drawn), stage.indicators,
           (stage.stick or {}).get("seat"), id(scene.pond_sprites),
           getattr(scene, "scores_relative", False))
    if scene._base is None or scene._base[0] != key:
        base = scene._base[1] if scene._base and scene._base[1].get_size() == surf.get_size() \
            else pygame.Surface(surf.get_size()).convert()
        draw_table(scene, base, view, actor)
        scene._base = (key, base)
    surf.blit(scene._base[1], (0, 0))
    scene.refresh_prompt()  # this move's buttons: the aids and the hint keep clear of them
    tg.draw_toggles(scene, surf)
    th.draw_hand(scene, surf)
    insight_at = (getattr(scene, "prompt_left", scene.m.w) - scene.m.px(2), scene.hand_top())
    # where the power's insight lies: the hint's line keeps clear of it (it covered Far
    # Sight's tiles: a tester)
    scene.insight_rect = None if scene.result_shown() else tpw.draw_insight(scene, None,
                                                                            *insight_at)
    table_hint.draw_hint(scene, surf)
    tpw.draw_explainer(scene, surf)
    ts.draw_air(surf, scene, stage)
    ts.draw_flashes(surf, scene, stage)
    # the winner's word by its seat first, over the hand it opens; then the result's box
    if scene.result_shown() and not (stage.flashes and scene.match_over is None):
        scene.draw_result(surf)
    scene.draw_prompt(surf)  # over the result: Continue stays in view beside it
    if not scene.result_shown():
        tpw.draw_insight(scene, surf, *insight_at)
    if scene.toast is not None:
        draw_toast(scene, surf, scene.toast[0])


def draw_toast(scene, surf, words: str) -> None:
    """A short notice over the hand, above the hint's line and the aids where it would lie
    on them (a tester saw it cover the hint); where that puts it on the player's own
    discards, above the top seat's discards instead (testers saw it hide a third row)."""
    m = scene.m
    spot = tp.badge_rect(m, words, midbottom=(m.w // 2, scene.hand_top() - m.px(9)))
    for below in (scene.hint_rect, scene.aids_rect):
        if below is not None and spot.inflate(m.px(1), m.px(1)).colliderect(below):
            spot.bottom = below.top - m.px(1)
    tag = scene.power_tags.get(ME)  # the player's power tag beside its name (a tester saw
    if tag is not None and spot.inflate(m.px(1), 0).colliderect(tag):  # its charges hidden)
        spot.left = min(tag.right + m.px(1.5), m.w - spot.w - m.px(1))
    seats = scene.shown.seats
    mine = discards_laid(scene, "bottom", len(seats[ME].discards))
    if mine is not None and spot.colliderect(mine):
        top = next((s for s in seats if td.place_of(s.seat, ME, len(seats)) == "top"), None)
        up = (discards_laid(scene, "top", len(top.discards)) if top is not None else None) \
            or scene.lay.centre
        above = tp.badge_rect(m, words, midbottom=(m.w // 2, up.top - m.px(1)))
        row = scene.side_rows.get("top")
        if above.top >= 0 and (row is None or not above.colliderect(row)):
            spot = above
    tp.draw_badge(surf, m, words, topleft=spot.topleft)


def discards_laid(scene, place: str, count: int) -> pygame.Rect | None:
    """The part of a seat's pond its discards cover, row by row from the centre out (None:
    no pond, or nothing discarded)."""
    band = scene.lay.pond_band(place)
    if band is None or not count:
        return None
    rows = min(3, -(-count // 6))
    if place == "bottom":
        return pygame.Rect(band.x, band.y, band.w, band.h * rows // 3)
    if place == "top":
        return pygame.Rect(band.x, band.bottom - band.h * rows // 3, band.w, band.h * rows // 3)
    return band


def draw_table(scene, surf, view, actor) -> None:
    """Felt, centre, wall, ponds and seats: what changes only with a move."""
    m, lay, stage = scene.m, scene.lay, scene.stage
    scene.power_tags.clear()  # where each seat's power tag lies, for its explanation
    surf.blit(t.felt((m.w, m.h)), (0, 0))
    panel = ts.panel_rect(scene.ring, m)
    band = tc.draw_centre(surf, lay, view, scene.names, actor,
                          td.corner_title(scene.variant.title), panel,
                          ts.band_height(scene, view, panel), sticks=ts.sticks_count(scene),
                          relative=getattr(scene, "scores_relative", False))
    ts.draw_wall(surf, scene, view, stage, band)
    last = view.last_discard
    if lay.pile:
        tpile.draw_pile(surf, lay, scene.sprites_at, view, scene.tileset,
                        last is not None and last[0] in stage.hide_discard,
                        ts.newest_spot(scene, view))
    flying = (stage.stick or {}).get("seat")
    me = view.seats[ME]
    plate = td.draw_name(surf, lay, "bottom", scene.seat_label(ME), actor == ME,
                         scene.toggles_rect, me, ME == view.dealer)
    scene.my_plate = plate  # the aids over the hand keep clear of it
    scene.side_plates.clear()  # draw_opponent fills these anew
    scene.name_plates = {}  # each opponent's, for its level under the mouse
    scene.side_rows.clear()
    # the top seat last: its power tag keeps clear of the side seats' name plates
    for sv in sorted(view.seats, key=lambda s: td.place_of(s.seat, ME, view.players) == "top"):
        place = td.place_of(sv.seat, ME, view.players)
        if sv.riichi and lay.sticks and sv.seat != flying:
            td.draw_stick(surf, lay.stick_rect(place))
        if not lay.pile:
            td.draw_pond(surf, lay, scene.pond_sprites, place, sv,
                         sv.seat in stage.hide_discard,
                         last is not None and last[0] == sv.seat)
        if sv.seat != ME:
            draw_opponent(scene, surf, view, sv, place, actor, plate)
    tag = tpw.draw_tag(surf, m, me, plate, beside=True)
    if tag is not None:
        scene.power_tags[ME] = tag


def draw_opponent(scene, surf, view, sv, place: str, actor, plate) -> None:
    """An opponent's row, name and power; a side seat's row kept clear of the player's
    name `plate`, the top seat's of the variant's title."""
    shown = scene.face_up(sv.seat)
    label, acting, dealer = scene.seat_label(sv.seat), sv.seat == actor, sv.seat == view.dealer
    count = len(shown) if shown else sv.hand_count
    lay, middle = tside.placed(scene.m, scene.lay, view, sv, place, count, plate,
                               td.corner_title(scene.variant.title), scene.seat_label, actor)
    row = td.draw_opponent(surf, lay, scene.sprites_at(lay.back_w),
                           scene.sprites_at(lay.pond_w), place, sv, shown, view.players,
                           middle)
    name = td.draw_name(surf, scene.lay, place, label, acting, row, sv, dealer)
    scene.name_plates[sv.seat] = name
    # away from the row; the top seat's clear of the side seats' plates and the title (under
    # its plate it covered the left seat's score when that plate rose: a tester)
    avoid = [*scene.side_plates.values(),
             td.title_rect(scene.m, td.corner_title(scene.variant.title))] \
        if place == "top" else []
    tag = tpw.draw_tag(surf, scene.m, sv, name, leftwards=place != "left", avoid=avoid,
                       row=row)
    if tag is not None:
        scene.power_tags[sv.seat] = tag
    if place in ("left", "right"):
        scene.side_plates[place] = name.union(tag) if tag is not None else name
        scene.side_rows[place] = row
    else:  # the top seat's row with its name: the toast keeps clear of both
        scene.side_rows[place] = row.union(name)
