"""The table's prompt: the legal calls as large buttons in a fixed order with hotkeys, each chi
shape as a small tile group, the claim timer, a badge saying why a win is refused, and the
learner's aids over the hand (waits, furiten)."""

from __future__ import annotations

import pygame

from game.core.table.actions import (
    AbortHand,
    Chow,
    Continue,
    Discard,
    ExtractNorth,
    Kong,
    Pass,
    Pung,
    RevealBonus,
    Ron,
    Tsumo,
)
from game.core.table.state import Phase
from game.ui import theme as t
from game.ui.audio import word_for
from game.ui.widgets import Button

SHAPE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)


class ShapeButton(Button):
    """A chi / arith choice drawn as its tiles: the two from the hand, then the claimed one
    marked."""

    def __init__(self, tiles, claimed, sprites, action, hotkey, hint):
        super().__init__(f"chi {len(tiles)}", action, hotkey, hint)
        self.tiles, self.claimed, self.sprites = tuple(tiles), claimed, sprites

    def draw(self, surf, m, focused):
        r = self.rect
        fr = t.ivory_block(surf, r, m.px(1.1), t.IVORY_HI if focused else t.IVORY, t.IVORY_EDGE)
        faces = [(x, None) for x in self.tiles]
        if self.claimed is not None:
            faces.append((self.claimed, "highlighted"))
        imgs = [self.sprites.get(face, state) for face, state in faces]
        hint = t.text(self.hint, m.small, (120, 110, 84), True) if self.hint else None
        width = sum(i.get_width() for i in imgs) + (hint.get_width() + m.px(1) if hint else 0)
        x = fr.centerx - width // 2
        if hint is not None:
            surf.blit(hint, hint.get_rect(midleft=(x, fr.centery)))
            x += hint.get_width() + m.px(1)
        for img in imgs:
            surf.blit(img, img.get_rect(midleft=(x, fr.centery)))
            x += img.get_width()


def prompt(table) -> list[Button]:
    """Buttons for the legal calls and declarations, in a fixed order, with hotkeys."""
    if table.match_over is not None:
        return [Button("Back to title", table.leave, pygame.K_RETURN, "Enter", primary=True)]
    legal = table.legal()
    me = table.view.seat
    if table.game.phase == Phase.HAND_END and any(isinstance(a, Continue) for a in legal):
        return [Button("Continue", lambda: table.apply(Continue(me)), pygame.K_RETURN,
                       "Enter", primary=True)]
    vid = table.variant.id
    out: list[Button] = []

    def add(label, action, key, hint):
        out.append(Button(label, lambda: table.apply(action), key, hint))

    chows = [a for a in legal if isinstance(a, Chow)]
    claimed = table.view.last_discard[1] if table.view.last_discard else None
    for i, a in enumerate(chows):
        key, hint = ((pygame.K_c, "C") if len(chows) == 1 else
                     (SHAPE_KEYS[i], str(i + 1)) if i < len(SHAPE_KEYS) else (None, ""))
        out.append(ShapeButton(table.tileset.sort(a.tiles), claimed, table.back_sprites,
                               lambda a=a: table.apply(a), key, hint))
    order = ((Pung, "pon", pygame.K_p, "P"), (Kong, "kan", pygame.K_k, "K"))
    for cls, kind, key, hint in order:
        for a in legal:
            if isinstance(a, cls):
                add(word_for(vid, kind).title(), a, key, hint)
                key, hint = None, ""
    if any(isinstance(a, Discard) and a.riichi for a in legal):
        label = "Cancel riichi" if table.riichi_mode else "Riichi"
        out.append(Button(label, table.toggle_riichi, pygame.K_r, "R"))
    if any(isinstance(a, Discard) and a.call for a in legal):
        label = "Cancel Original Call" if table.call_mode else "Original Call"
        out.append(Button(label, table.toggle_call, pygame.K_o, "O"))
    for a in legal:
        if isinstance(a, Tsumo | Ron):
            add(word_for(vid, "tsumo" if isinstance(a, Tsumo) else "ron").title(), a,
                pygame.K_w, "W")
        elif isinstance(a, ExtractNorth):
            add("North", a, pygame.K_n, "N")
        elif isinstance(a, RevealBonus):
            add("Flower", a, pygame.K_f, "F")
        elif isinstance(a, AbortHand):
            add("Nine terminals", a, None, "")
    for a in legal:
        if isinstance(a, Pass):
            add("Skip", a, pygame.K_s, "S")
    return out


def button_width(b: Button, m, least: int) -> int:
    """Wide enough for the label at full size beside its hotkey ("Continue  Enter")."""
    if isinstance(b, ShapeButton):
        return least
    label = t.font(m.px(3.0), True).size(b.label)[0]
    hint = t.font(m.small, True).size(b.hint)[0] + m.px(1) if b.hint else 0
    return max(least, label + 2 * hint + m.px(4))


def prompt_key(table) -> tuple:
    """What the prompt's buttons depend on: the game's move, the modes, the window."""
    return (table.moves, table.riichi_mode, table.call_mode, table.anim.busy, table.m.w,
            table.m.h, table.match_over is not None)


def layout_prompt(table) -> None:
    """Place the buttons right to left above the hand's right end."""
    m = table.m
    bw, bh = m.px(19), m.px(6)
    x = m.w - m.px(3) - bw
    y = m.h - m.px(4) - table.lay.h(table.lay.hand_w) - bh
    for b in reversed(table.buttons):
        w = button_width(b, m, bw)
        x += bw - w
        b.rect = pygame.Rect(x, y, w, bh)
        x -= bw + m.px(1.5)
    table.prompt_left = x + bw + m.px(1.5)


def draw_prompt(table, surf) -> None:
    table.refresh_prompt()
    m = table.m
    for b in table.buttons:
        b.draw(surf, m, b.primary)
    left = table.claim_left
    if left is not None and table.buttons:
        total = table.claim_seconds
        y = table.buttons[0].rect.y
        x = table.prompt_left
        span = pygame.Rect(x, y - m.px(2.2), m.w - m.px(3) - x, m.px(0.9))
        pygame.draw.rect(surf, (10, 36, 27), span, border_radius=span.h // 2)
        part = span.copy()
        part.w = max(span.h, round(span.w * max(0.0, left) / total))
        pygame.draw.rect(surf, t.GOLD, part, border_radius=span.h // 2)
        t.blit_text(surf, f"{max(0, int(left + 0.999))} s", m.small, t.TEXT,
                    midright=(span.x - m.px(1), span.centery))


def refusal(table) -> str:
    """Why the player may not win although the tile completes the hand ("" when a win is
    offered or the tile does not complete it): furiten, no yaku, below the minimum."""
    view, legal = table.view, table.legal()
    if not legal or any(isinstance(a, Tsumo | Ron) for a in legal):
        return ""
    if view.drawn is not None and table.game.phase == Phase.ACT:
        rest = list(view.hand)
        rest.remove(view.drawn)
        tile, by = view.drawn, "tsumo"
    elif view.last_discard is not None and any(isinstance(a, Pass) for a in legal):
        rest, tile, by = list(view.hand), view.last_discard[1], "ron"
    else:
        return ""
    waits = table.waits_of(tuple(rest))
    if not any((w.suit, w.rank) == (tile.suit, tile.rank) for w in waits):
        return ""
    if by == "ron" and view.furiten:
        return "furiten"
    return table.minimum_word()


def draw_aids(table, surf, x: int, y: int) -> None:
    """The learner's aids above the hand row starting at `x`, `y`: the waits, then the furiten
    badge beside them (never over them); none while a result is shown."""
    m, view = table.m, table.shown
    if table.game.phase == Phase.HAND_END or table.match_over is not None:
        return
    waits = table.waits()
    if waits:
        r = t.blit_text(surf, "Waits", m.small, t.TEXT_DIM, True, bottomleft=(x, y - m.px(1.2)))
        x = r.right + m.px(1)
        for tile_ in waits:
            img = table.pond_sprites.get(tile_)
            surf.blit(img, img.get_rect(bottomleft=(x, y - m.px(0.8))))
            x += img.get_width() + m.px(0.3)
    if view.furiten and table.app.settings.furiten_warning:
        words = "Furiten: you may not win on a discard"
        if waits:
            draw_badge(surf, m, words, bottomleft=(x + m.px(2), y - m.px(1.6)))
        else:
            draw_badge(surf, m, words, midbottom=(m.w // 2, y - m.px(3)))


def draw_badge(surf, m, words: str, **anchor) -> None:
    """A learner's badge: dark words on gold, placed by one Rect anchor."""
    img = t.text(words, m.small, t.TEXT_DARK, True)
    r = img.get_rect(**anchor)
    pygame.draw.rect(surf, t.GOLD, r.inflate(m.px(2), m.px(0.8)), border_radius=m.px(0.8))
    surf.blit(img, r)
