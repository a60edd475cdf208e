"""The table's animated layer: the wall ring and its indicators, tiles in the air, the riichi
stick, a forming meld's glow, and the View as the running timeline lets it be seen."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

import pygame

from game.ui import table_centre as tc
from game.ui import table_draw as td
from game.ui import table_pile as tpile
from game.ui import table_wall as tw
from game.ui import theme as t
from game.ui.table_anim import FLASH, Geo, Stage

RING_SIDES = {"bottom": 0, "left": 1, "top": 2, "right": 3}  # clockwise on screen


def ring_rect(table) -> pygame.Rect:
    """The wall's square: just inside the square the ponds run along, around the centre panel
    (so it lies between the panel and the discard rows and fits wherever the ponds fit)."""
    return table.lay.centre.inflate(-2 * table.m.px(0.3), -2 * table.m.px(0.3))


def panel_rect(ring: tw.WallRing, m) -> pygame.Rect:
    """The centre panel inside the wall's ring of stacks."""
    inset = 2 * (ring.thickness + m.px(0.5))
    return ring.rect.inflate(-inset, -inset)


def band_free(table, view, panel: pygame.Rect) -> int:
    """The panel's height left for its band beside the round's name and its lines."""
    m = table.m
    top, bottom = tc.centre_room(m, panel)
    lines = bool(sticks_count(table)) or view.repeat > 0
    return bottom - top - tc.centre_text_h(m, panel, lines) - m.px(0.6)


def newest_width(table, view, panel: pygame.Rect) -> int:
    """A shared pile's newest discard lies in the panel's band, at the pile's size where it
    fits (0: no shared pile)."""
    lay = table.lay
    if not lay.pile:
        return 0
    w = tpile.pile_layout(lay, table.tileset.kinds).w
    while w > 8 and lay.h(w) + 2 > band_free(table, view, panel):
        w -= 1
    return w


def band_height(table, view, panel: pygame.Rect) -> int:
    """The panel's band: the indicators' rows, and a shared pile's newest discard."""
    _, rows, w = indicator_size(table, view, panel)
    newest = newest_width(table, view, panel)
    return rows * (table.lay.h(w) + 2) + (table.lay.h(newest) + 2 if newest else 0)


def newest_spot(table, view) -> pygame.Rect:
    """Where a shared pile's newest discard lies: in the middle of the table, at the foot of
    the panel's band (at the pile's right end it lay beside the right seat, who seemed to
    have thrown it; the rules show no one)."""
    panel = panel_rect(table.ring, table.m)
    band = tc.band_rect(table.m, panel, band_height(table, view, panel),
                        bool(sticks_count(table)) or view.repeat > 0)
    w = newest_width(table, view, panel)
    return tpile.newest_in(band, w, table.lay.h(w))


def indicator_size(table, view, panel: pygame.Rect) -> tuple[int, int, int]:
    """(tiles per row, rows, tile width) of the indicators in the panel's band."""
    n = len(view.dora_indicators) + len(view.turned_up)
    if not n:
        return 0, 0, 0
    m, w = table.m, table.lay.back_w
    room = panel.w - 2 * m.small - m.px(4)  # clear of the side seats' labels
    per = max(1, room // (w + 1))
    rows = -(-n // per)
    # smaller tiles when the band would push the panel's lines onto the seats' labels
    newest = newest_width(table, view, panel)
    free = band_free(table, view, panel) - (table.lay.h(newest) + 2 if newest else 0)
    while w > 8 and rows * (table.lay.h(w) + 2) > free:
        w -= 1
        per = max(1, room // (w + 1))
        rows = -(-n // per)
    return per, rows, w


def sticks_count(table) -> bool:
    """Whether the honba and riichi sticks are part of these rules (the panel shows them)."""
    return table.rules.riichi or bool(table.rules.honba)


def make_ring(table) -> tw.WallRing:
    view = table.game.view(table_me(table))
    rules = table.variant.play_rules(table.game.options)
    tiles = len(table.tileset.physical_tiles())
    dealer = td.place_of(view.dealer, view.seat, view.players)
    pairs = (rules.dead_wall - rules.replacement_tiles) // 2 if rules.indicators else 0
    return tw.WallRing.make(tiles, rules.dead_wall, rules.replenish, table.break_at,
                            RING_SIDES[dealer], ring_rect(table), rules.replacement_tiles, pairs)


def table_me(table) -> int:
    return getattr(table, "me", 0)


def make_geo(table) -> Geo:
    lay, m = table.lay, table.m

    def place(seat: int) -> str:
        v = table.game.view(table_me(table))
        return td.place_of(seat, v.seat, v.players)

    def hand(seat: int):
        return td.hand_anchor(lay, place(seat))

    def pond(seat: int):
        v = table.game.view(table_me(table))
        if lay.pile:
            return newest_spot(table, v).center
        return td.next_discard_rect(lay, place(seat), v.seats[seat]).center

    def meld(seat: int):
        if place(seat) == "bottom":
            x = m.w * (0.18 if lay.melds_left else 0.82)
            return (round(x), m.h - m.px(2) - lay.h(lay.hand_w) // 2)
        return hand(seat)

    geo = Geo(table.ring, hand, pond, meld, meld, lay.centre.center,
              lambda seat: td.TURNS[place(seat)])
    geo.upright = lay.upright_melds
    if lay.sticks:
        geo.stick = lambda seat: lay.stick_rect(place(seat)).center
    return geo


def shown_view(view, stage: Stage, me: int, ring: tw.WallRing | None = None):
    """The View less what is still in the air or not yet dealt."""
    if stage.idle:
        return view
    seats = []
    for sv in view.seats:
        count = sv.hand_count
        if stage.dealt is not None:
            count = min(count, stage.dealt.get(sv.seat, 0))
        if sv.seat in stage.hide_drawn:
            count = max(0, count - 1)
        melds = sv.melds[: len(sv.melds) - stage.hide_melds.get(sv.seat, 0)]
        bonus = sv.bonus[: len(sv.bonus) - stage.hide_bonus.get(sv.seat, 0)]
        seats.append(replace(sv, hand_count=count, melds=melds, bonus=bonus))
    hand, drawn = view.hand, view.drawn
    if stage.dealt is not None:
        hand, drawn = hand[: stage.dealt.get(me, 0)], None
    elif me in stage.hide_drawn and drawn is not None:
        rest = list(hand)
        rest.remove(drawn)
        hand, drawn = tuple(rest), None
    indicators = view.dora_indicators
    turned = view.turned_up
    if stage.indicators >= 0:
        indicators = indicators[: stage.indicators]
        turned = turned[: max(0, stage.indicators - len(view.dora_indicators))]
    wall_left = view.wall_left
    if stage.dealt is not None and ring is not None:  # the count follows the deal
        wall_left = max(view.wall_left, ring.tiles - ring.dead - stage.front)
    return replace(view, seats=tuple(seats), hand=hand, drawn=drawn, wall_left=wall_left,
                   dora_indicators=indicators, turned_up=turned)


def draw_wall(surf, table, view, stage: Stage, band: pygame.Rect | None = None) -> None:
    """The ring of stacks (one cached Surface per state) around the centre panel, and the
    indicators face up in the panel's `band`."""
    ring = table.ring
    front, repl = stage.front, stage.repl
    if stage.idle or front < 0:
        front, repl = tw.counts_from_view(view)
    if view.phase.name == "DEAL":
        front, repl = 0, 0
    shown = len(view.dora_indicators) + len(view.turned_up)
    key = (ring.tiles, ring.break_stack, tuple(ring.rect), view.wall_left, front, repl, shown)
    cache = table.wall_image
    img = cache.get(key)
    if img is None:
        img = tw.render(ring, *wall_look(ring, view, front, repl))
        cache.clear()
        cache[key] = img
    surf.blit(img, ring.rect)
    tiles = list(view.dora_indicators) + list(view.turned_up)
    if band is None or not tiles:
        return
    per, _, w = indicator_size(table, view, panel_rect(ring, table.m))
    h = table.lay.h(w)
    for i, tile_ in enumerate(tiles):
        row, col = divmod(i, per)
        n_row = min(per, len(tiles) - row * per)
        x = band.centerx - n_row * (w + 1) // 2 + col * (w + 1)
        img = table.back_sprites.get(tile_)
        if w != table.back_sprites.width:  # the band's tiles made smaller to fit
            img = _scaled(img, w / table.back_sprites.width)
        surf.blit(img, (x, band.y + row * (h + 2)))


def wall_look(ring: tw.WallRing, view, front: int, repl: int):
    """(tiles on each stack, the dead wall's stacks, the stacks of turned indicators)."""
    count = len(view.dora_indicators)
    on = tw.present(ring, view.wall_left, front, repl, count)
    dead = frozenset(ring.stack_of(p) for p in range(ring.dead_start(repl, count), ring.tiles))
    face = frozenset(ring.stack_of(p) for p in ring.indicator_positions(count))
    return tuple(on), dead, face


@lru_cache(maxsize=32)
def _scaled(img: pygame.Surface, factor: float) -> pygame.Surface:
    w, h = img.get_size()
    return pygame.transform.smoothscale(img, (round(w * factor), round(h * factor)))


def draw_flashes(surf, table, stage: Stage) -> None:
    """Each call's word by the seat that made it: large, outlined, growing in, then fading."""
    m, lay = table.m, table.lay
    for f in stage.flashes:
        place = td.place_of(f["seat"], table_me(table), table.view.players)
        hx, hy = td.hand_anchor(lay, place)
        if place == "bottom":
            at = (m.w // 2, table.hand_top() - m.px(7))
        else:
            cx, cy = lay.centre.center
            at = (round(hx + (cx - hx) * 0.42), round(hy + (cy - hy) * 0.42))
        age = FLASH - f["left"]
        grow = min(1.0, age / 0.12)
        fade = min(1.0, f["left"] / 0.35)
        img = _flash_word(f["word"], m.px(7.5))
        if grow < 1:
            scale = 1.35 - 0.35 * grow
            img = pygame.transform.smoothscale(img, (round(img.get_width() * scale),
                                                     round(img.get_height() * scale)))
        if fade < 1:
            img = img.copy()
            img.set_alpha(round(255 * fade))
        surf.blit(img, img.get_rect(center=at))


@lru_cache(maxsize=32)
def _flash_word(word: str, size: int) -> pygame.Surface:
    """A call's word in gold with a dark outline, drawn once per word and size."""
    face = t.text(word, size, t.GOLD, True)
    edge = t.text(word, size, (16, 30, 22), True)
    k = max(2, size // 14)
    img = pygame.Surface((face.get_width() + 2 * k, face.get_height() + 2 * k), pygame.SRCALPHA)
    for dx in (-k, 0, k):
        for dy in (-k, 0, k):
            if dx or dy:
                img.blit(edge, (k + dx, k + dy))
    img.blit(face, (k, k))
    return img


def draw_air(surf, table, stage: Stage) -> None:
    """Flyers, the riichi stick, and a glow where a meld just formed."""
    for f in stage.flyers:
        sprites = table.back_sprites if f["size"] == "back" else table.pond_sprites
        img = sprites.back(turns=f["turns"]) if f["tile"] is None else sprites.get(
            f["tile"], None, f["turns"])
        if abs(f["angle"]) > 0.5:
            img = pygame.transform.rotate(img, f["angle"])
        surf.blit(img, img.get_rect(center=(round(f["pos"][0]), round(f["pos"][1]))))
    m = table.m
    if stage.stick is not None:
        place = td.place_of(stage.stick["seat"], table_me(table), table.view.players)
        r = table.lay.stick_rect(place)
        r.center = (round(stage.stick["pos"][0]), round(stage.stick["pos"][1]))
        td.draw_stick(surf, r)
    g = stage.glow
    if g["seat"] is not None and g["a"] > 0.02:
        x, y = table.builder.geo.meld(g["seat"])
        radius = round(m.px(4) + m.px(4) * (1 - g["a"]))
        pygame.draw.circle(surf, t.GOLD, (round(x), round(y)), radius, max(2, m.px(0.4)))
