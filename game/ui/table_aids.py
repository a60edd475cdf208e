"""The learner's aids over the hand: while the player is ready, the waits with the copies not yet
seen, a wait that cannot win marked before its tile comes; on the player's turn, the waits
after the tile under the mouse (or selected) is discarded; the furiten badge; and why a tile
that completes the hand may not win. Whether a win would count is the engine's answer
(`Game.win_refusal`), never worked out here; the waits are the core's (`shapes.waits`)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.art.faces import index_text
from game.core.hands.shapes import waits as core_waits
from game.core.model.tiles import Tile
from game.core.table.actions import Pass, Ron, Tsumo
from game.core.table.state import Phase
from game.ui import table_pile as tpile
from game.ui import theme as t
from game.ui.table_draw import ME
from game.ui.table_prompt import badge_rect, draw_badge


@dataclass(frozen=True)
class Chip:
    """One wait: its tile, the copies the player has not seen, and why a win on it by ron or
    by self-draw would not count ("" when it would)."""

    tile: Tile
    left: int
    ron: str = ""
    tsumo: str = ""

    @property
    def dead(self) -> bool:
        """It cannot win at all (no yaku, below the minimum) however it comes."""
        return bool(self.ron and self.tsumo)


def unseen_by_me(view) -> list[Tile]:
    """Tiles face up outside the player's hand and melds (the waits count their own)."""
    seen = list(view.visible_tiles())
    for meld in view.me.melds:
        for tile_ in meld.tiles if meld is not None else ():
            if tile_ in seen:
                seen.remove(tile_)
    return seen


def chips(table, without: Tile | None = None) -> tuple[Chip, ...]:
    """The player's waits (after discarding `without`, on the player's turn), each with its
    count and the engine's word on whether it can win; found once per move and tile."""
    view = table.view
    # a discard that declares riichi (or Original Call) wins as declared: riichi is a yaku
    declaring = frozenset(flag for flag, armed in (("riichi", table.riichi_mode),
                                                   ("original_call", table.call_mode))
                          if armed and without is not None)
    key = (table.moves, view.hand, without, declaring)
    cache = table.chip_memo
    if key in cache:
        return cache[key]
    if len(cache) > 64:  # a move's few tiles; the moves before it are not asked again
        cache.clear()
    hand = [x for x in view.hand if not x.is_bonus]
    if without is not None:
        hand.remove(without)
    found: tuple[Chip, ...] = ()
    if len(hand) % 3 == 1:
        melds = [g for g in view.me.melds if g is not None]
        # the tile thrown is seen too: drawn 5s, "without 5s" waits on 3 more, not 4
        seen = unseen_by_me(view) + ([without] if without is not None else [])
        waits = core_waits(table.grammar, hand, melds, seen)
        game = table.game
        found = tuple(Chip(w.tile, w.left, *(game.win_refusal(ME, w.tile, by, without, declaring)
                                              for by in ("ron", "tsumo"))) for w in waits)
    if len(cache) > 32:
        cache.clear()
    cache[key] = found
    return found


def shown_chips(table) -> tuple[str, tuple[Chip, ...]]:
    """(the row's label, its chips): the waits while ready, or on the player's turn the waits
    after discarding the hovered (else selected) tile; none while a result is shown."""
    if not table.app.settings.show_waits or table.result_shown():
        return "", ()
    view = table.view
    playing = [x for x in view.hand if not x.is_bonus]
    if len(playing) % 3 == 1:
        return "Waits", chips(table)
    if view.me.riichi and view.drawn is not None:
        # the hand is locked: only the drawn tile may go, so its waits are the hand's (a
        # tester read "Without 5s: waits ..." for a tile riichi would not let go)
        found = chips(table, view.drawn)
        return ("Waits", found) if found else ("", ())
    i = table.hover if table.hover is not None else table.selected
    tiles = table.hand_tiles()
    if len(playing) % 3 != 2 or i is None or not 0 <= i < len(tiles) or tiles[i].is_bonus:
        return "", ()
    tile_ = tiles[i]
    found = chips(table, tile_)
    # written as the tile's corner reads (Ùzje's 15m, not its notation's em)
    shown = index_text(tile_.plain, table.tileset.notation.name)
    return (f"Without {shown}", found) if found else ("", ())


def refusal(table) -> str:
    """Why the player may not win although this tile completes the hand ("" when a win is
    offered or the tile does not complete it): furiten, or the engine's reason."""
    view, legal = table.view, table.legal()
    if not legal or any(isinstance(a, Tsumo | Ron) for a in legal):
        return ""
    if view.drawn is not None and table.game.phase == Phase.ACT:
        tile_, by = view.drawn, "tsumo"
    elif view.last_discard is not None and any(isinstance(a, Pass) for a in legal):
        tile_, by = view.last_discard[1], "ron"
    else:
        return ""
    why = table.game.win_refusal(ME, tile_, by)
    if why == "not complete":
        return ""
    return "furiten" if by == "ron" and view.furiten else why


def draw_aids(table, surf, x: int, y: int) -> None:
    """The aids above the hand row starting at `x`, `y`, clear of the player's discards (to
    their right where the rows reach down to them; above the prompt's buttons if they would
    run under them): the waits, then the furiten badge beside them. Where they went is kept
    in `table.aids_rect`, for the hint to keep clear of."""
    m, view = table.m, table.shown
    table.aids_rect = None
    if table.result_shown():
        return
    label, found = shown_chips(table)
    sprites = table.shape_sprites  # as large as the prompt's tiles: Ùzje's ranks read
    gap = m.px(1.4)  # room for each count's tag
    words = legend(found)
    chips_w = m.px(10) + len(found) * (sprites.width + gap)
    words_w = t.font(m.small, True).size(words)[0] if words else 0
    tall = table.lay.aids_h(bool(words))
    x = clear_of_pond(table, pygame.Rect(x, y - tall, max(chips_w, words_w), tall)).x
    # Left of the prompt's buttons the legend may be a little smaller; the aids go up over
    # the buttons only where the waits or a readable legend need it, and never into a
    # shared pile (Ùzje's legend rose over the pile's lowest row and could not be read).
    end = table.prompt_left - m.px(1) if table.buttons else m.w - m.px(2)
    legend_fits = words_w * 0.8 <= end - x or table.lay.pile
    small = table.pile_sprites  # over a shared pile, raised waits hid its lowest row: the
    if table.buttons and x + chips_w > end and small is not None:  # pile's size fits them
        small_w = m.px(10) + len(found) * (small.width + gap)  # left of the prompt instead
        if x + small_w <= end:
            sprites, chips_w = small, small_w
    raised = bool(table.buttons) and (x + chips_w > end or not legend_fits)
    if raised:
        y = min(b.rect.top for b in table.buttons) - m.px(0.6)
        end = m.w - m.px(2)
        if table.lay.pile and pygame.Rect(x, y - tall, chips_w, tall).colliderect(
                tpile.pile_layout(table.lay, table.tileset.kinds).band):
            found = ()  # not over the shared pile: the waits come back with the prompt gone
            # (raised above a wide prompt at 1280x720 they hid its lowest rows: a tester)
    if found:
        left = x
        r = t.blit_text(surf, label, m.small, t.TEXT_DIM, True, bottomleft=(x, y - m.px(1.2)))
        x = r.right + m.px(1)
        top = y
        for chip in found:
            x = draw_chip(table, surf, chip, sprites, (x, y - m.px(0.8))) + gap
            top = y - m.px(0.8) - table.lay.h(sprites.width)
        if words:  # the marks are shapes: said once in words, above the waits
            at = _beside_plate(table, words, left, top - m.px(1.2))
            size = t.fit(words, m.small, end - at, True)
            r = t.blit_text(surf, words, size, t.TEXT, True, bottomleft=(at, top - m.px(1.2)))
            top = r.top
        table.aids_rect = pygame.Rect(left, top, x - left, y - top)
    if view.furiten and table.app.settings.furiten_warning:
        _draw_furiten(table, surf, x, y, bool(found))


def furiten_words(table) -> str:
    """The furiten badge's words, with why: a wait in the player's own discards, else a
    winning tile let pass (a tester could not tell which of the two it was)."""
    view = table.view
    playing = [x for x in view.hand if not x.is_bonus]
    waits = [c.tile.plain for c in chips(table)] if len(playing) % 3 == 1 else []
    mine = {d.tile.plain for d in view.me.discards}
    own = next((w for w in waits if w in mine), None)
    if own is not None:
        named = index_text(own, table.tileset.notation.name)
        return f"Furiten: {named} is in your discards, so no win on a discard"
    return "Furiten: you passed a winning tile, so no win on a discard"


def _draw_furiten(table, surf, x: int, y: int, beside: bool) -> None:
    """The furiten badge: beside the waits, or alone where the waits would be."""
    m, words = table.m, furiten_words(table)
    if beside:
        box = draw_badge(surf, m, words, bottomleft=(x + m.px(2), y - m.px(1.6)))
    else:
        spot = clear_of_pond(table, badge_rect(m, words, bottomleft=(x + m.px(1),
                                                                      y - m.px(1.6))))
        box = draw_badge(surf, m, words, topleft=spot.topleft)
    aids = table.aids_rect
    table.aids_rect = box if aids is None else aids.union(box)


def _beside_plate(table, words: str, x: int, bottom: int) -> int:
    """Where a line of words from `x` starts clear of the player's name plate (large tiles
    bring the hand's left end under it)."""
    m, plate = table.m, table.my_plate
    w, h = t.font(m.small, True).size(words)
    if plate is not None and pygame.Rect(x, bottom - h, w, h).colliderect(plate):
        return plate.right + m.px(1.5)
    return x


def clear_of_pond(table, rect: pygame.Rect) -> pygame.Rect:
    """`rect` as it is where it stays clear of the player's rows of discards, else moved
    right of them (its bottom kept): the rows reach down to the aids on a short window."""
    band = table.lay.pond_band("bottom")
    if band is None or not rect.colliderect(band):
        return rect
    return rect.move(band.right + table.m.px(1.5) - rect.x, 0)


def legend(found: tuple[Chip, ...]) -> str:
    """What the marks on the waits mean: "crossed: no yaku", "underlined: self-draw only"."""
    dead = next((c for c in found if c.dead), None)
    parts = [f"crossed: {dead.ron}"] if dead is not None else []
    if any(c.ron and not c.tsumo for c in found):
        parts.append("underlined: self-draw only")
    return "; ".join(parts)


def draw_chip(table, surf, chip: Chip, sprites, bottomleft) -> int:
    """A wait's tile with its count in the corner; a wait that cannot win dimmed and crossed
    out, one that wins only by self-draw underlined; returns its right edge."""
    m = table.m
    img = sprites.get(chip.tile, "dimmed" if chip.dead or not chip.left else None)
    r = surf.blit(img, img.get_rect(bottomleft=bottomleft))
    if chip.dead:
        k = max(2, m.px(0.35))
        pygame.draw.line(surf, (40, 30, 24), r.topleft, r.bottomright, k)
        pygame.draw.line(surf, (40, 30, 24), r.topright, r.bottomleft, k)
    elif chip.ron:  # by self-draw only: a bar under it
        pygame.draw.rect(surf, t.GOLD, (r.x, r.bottom + 1, r.w, max(2, m.px(0.3))))
    count = t.text(str(chip.left), round(m.small * 0.85), t.TEXT, True)
    tag = count.get_rect(topright=(r.right + m.px(0.4), r.y - m.px(0.4))).inflate(m.px(0.7), 0)
    pygame.draw.rect(surf, (12, 44, 33), tag, border_radius=tag.h // 2)
    surf.blit(count, count.get_rect(center=tag.center))
    return r.right
