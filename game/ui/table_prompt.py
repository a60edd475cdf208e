"""The table's prompt: the legal calls as large buttons in a fixed order with hotkeys, each chi
shape as a small tile group, the claim timer, a badge saying why a win is refused, and the
learner's aids over the hand (waits, furiten)."""

from __future__ import annotations

import pygame

from game.core.hands.shapes import waiting_kinds
from game.core.model.melds import MeldKind
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
from game.ui.table_draw import TILE_RATIO, side_reach
from game.ui.table_melds import run_order
from game.ui.table_powers import power_buttons
from game.ui.widgets import Button

SHAPE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6,
              pygame.K_7, pygame.K_8, pygame.K_9)


class ShapeButton(Button):
    """A chi / arith choice drawn as its three tiles in the order they run, the claimed one
    marked; the only choice also says its word ("Chi"), beside its hotkey."""

    def __init__(self, tiles, claimed, sprites, action, hotkey, hint, word="", caption=""):
        super().__init__(word or "chi", action, hotkey, hint)
        self.tiles, self.claimed, self.sprites, self.word = tuple(tiles), claimed, sprites, word
        # the first of several choices: the call's word left of it, naming the group
        self.caption, self.caption_shown = caption, False

    def content_width(self, m) -> int:
        word = t.font(m.body, True).size(self.word)[0] + m.px(1.2) if self.word else 0
        hint = t.font(m.small, True).size(self.hint)[0] + m.px(1.2) if self.hint else 0
        return word + len(self.tiles) * self.sprites.width + hint

    def draw(self, surf, m, focused):
        r = self.rect
        fr = t.ivory_block(surf, r, m.px(1.1), t.IVORY_HI if focused else t.IVORY, t.IVORY_EDGE)
        x = fr.centerx - self.content_width(m) // 2
        if self.word:
            x = t.blit_text(surf, self.word, m.body, t.TEXT_DARK, True,
                            midleft=(x, fr.centery)).right + m.px(1.2)
        marked = False
        for face in self.tiles:
            mark = face == self.claimed and not marked
            marked = marked or mark
            img = self.sprites.get(face, "highlighted" if mark else None)
            surf.blit(img, img.get_rect(midleft=(x, fr.centery)))
            x += img.get_width()
        if self.hint:
            t.blit_text(surf, self.hint, m.small, (120, 110, 84), True,
                        midleft=(x + m.px(1.2), fr.centery))
        if self.caption_shown:
            t.blit_text(surf, self.caption, m.body, t.TEXT, True,
                        midright=(r.x - m.px(1.2), r.centery))

    def caption_width(self, m) -> int:
        return t.font(m.body, True).size(self.caption)[0] + m.px(1.2) if self.caption else 0


def prompt(table) -> list[Button]:
    """Buttons for the legal calls and declarations, in a fixed order, with hotkeys."""
    if table.match_over is not None:
        # greyed for the result's first moment, which keys do not carry through
        again = [Button("Play again", table.play_again, pygame.K_a, "A",
                        enabled=table.result_ready)] if table.replayable else []
        return [*again, Button("Back to title", table.leave, pygame.K_RETURN, "Enter",
                               primary=True, enabled=table.result_ready)]
    legal = table.legal()
    me = table.view.seat
    if table.game.phase == Phase.HAND_END and any(isinstance(a, Continue) for a in legal):
        return [Button("Continue", lambda: table.apply(Continue(me)), pygame.K_RETURN,
                       "Enter", primary=True, enabled=table.result_ready)]
    out: list[Button] = []

    def add(label, action, key, hint):
        out.append(Button(label, lambda: table.apply(action), key, hint))
        out[-1].acts = action

    chows = [a for a in legal if isinstance(a, Chow)]
    claimed = table.view.last_discard[1] if table.view.last_discard else None
    words = [shape_word(table, a, claimed) for a in chows]
    caption = " / ".join(dict.fromkeys(words))  # "Arith / Gem" where the kinds differ
    for i, a in enumerate(chows):
        key, hint = ((pygame.K_c, "C") if len(chows) == 1 else
                     (SHAPE_KEYS[i], str(i + 1)) if i < len(SHAPE_KEYS) else (None, ""))
        tiles = run_order(table.grammar, (*a.tiles, claimed) if claimed else a.tiles)
        out.append(ShapeButton(tiles, claimed, table.shape_sprites,
                               lambda a=a: table.apply(a), key, hint,
                               words[i] if len(chows) == 1 else "",
                               caption if i == 0 and len(chows) > 1 else ""))
        out[-1].acts = a
    numbers = iter(enumerate(SHAPE_KEYS[len(chows):], len(chows) + 1))
    order = ((Pung, "pon", pygame.K_p, "P"), (Kong, "kan", pygame.K_k, "K"))
    for cls, kind, key, hint in order:
        mine = [a for a in legal if isinstance(a, cls)]
        word = str(table.variant.call_word(kind)).title()
        if len(mine) == 1:
            add(word, mine[0], key, hint)
            continue
        # Several (a pon with or without the red five, two kans): each shows its tiles, so
        # that two choices never look alike (a tester); the letter takes the first.
        for call in mine:
            tiles, marked = set_tiles(call, claimed)
            out.append(ShapeButton(tiles, marked, table.shape_sprites,
                                   lambda call=call: table.apply(call), key, hint, word))
            out[-1].acts = call
            n, key = next(numbers, (0, None))
            hint = str(n) if key else ""
    if any(isinstance(a, Discard) and a.riichi for a in legal):
        label = "Cancel riichi" if table.riichi_mode else "Riichi"
        out.append(Button(label, table.toggle_riichi, pygame.K_r, "R"))
    if any(isinstance(a, Discard) and a.call for a in legal):
        label = "Cancel Original Call" if table.call_mode else "Original Call"
        out.append(Button(label, lambda: arm_call(table), pygame.K_o, "O"))
    for a in legal:
        if isinstance(a, Tsumo | Ron):
            add(str(table.variant.call_word("tsumo" if isinstance(a, Tsumo) else "ron")).title(), a,
                pygame.K_w, "W")
        elif isinstance(a, ExtractNorth):
            add("North", a, pygame.K_n, "N")
        elif isinstance(a, RevealBonus):
            add("Flower", a, pygame.K_f, "F")
        elif isinstance(a, AbortHand):
            add("Nine terminals", a, pygame.K_t, "T")  # (T: every button has its key)
    out.extend(power_buttons(table, legal))  # Superpowers, before Skip
    for a in legal:
        if isinstance(a, Pass):
            add("Skip", a, pygame.K_s, "S")
    last = table.view.last_discard
    across = bool(chows) and last is not None and last[0] != (me - 1) % table.rules.players
    explain(table, [b.label for b in out] + (["Chi from any seat"] if across else []))
    return out


# What a rarer button does, told the first time it shows in a match (a tester met Nine
# terminals, North and Original Call with nothing saying what they were)
RARE = {
    "Nine terminals": "Nine terminals (T): nine kinds of 1s, 9s and honours. End the hand; "
                      "no one pays.",
    "North": "North (N): set it aside as a dora and draw a replacement.",
    "Flower": "Flower (F): set it aside and draw a replacement; it may score.",
    "Original Call": "Original Call (O): only on a ready hand; it is then fixed, and a win "
                     "scores double.",
    "Chi from any seat": "These rules let you chi a discard from any seat, not only the left.",
}


def arm_call(table) -> None:
    """Arm (or disarm) Original Call, warning when no discard leaves the hand ready: the rules
    do not check the call, and a tester read the button as saying the hand was ready."""
    table.toggle_call()
    if table.call_mode and not ready_after_a_discard(table):
        table.notify("No discard leaves your hand ready: called now, it could never win", 4.0)


def ready_after_a_discard(table) -> bool:
    hand = [x for x in table.view.hand if not x.is_bonus]
    melds = [m for m in table.view.me.melds if m is not None]
    return any(waiting_kinds(table.grammar, hand[:i] + hand[i + 1:], melds)
               for i in range(len(hand)))


def explain(table, labels: list[str]) -> None:
    """Tell of the first rarer button among `labels` not yet told of this match (not in the
    guided hand, whose cards tell, nor in a demo, where the player does not act)."""
    fresh = [label for label in labels if label in RARE and label not in table.explained]
    if fresh and getattr(table, "hints", True) and not table.autoplay:
        table.explained.add(fresh[0])
        table.notify(RARE[fresh[0]], 6.0)


def set_tiles(call, claimed) -> tuple[tuple, object]:
    """The tiles a pon or kan would lay down, and the claimed one to mark (if any)."""
    if isinstance(call, Pung):
        return ((*call.tiles, claimed) if claimed else call.tiles), claimed
    return (call.tile,) * 4, (call.tile if call.kind == "open" else None)


def shape_word(table, call: Chow, claimed) -> str:
    """The call's word for the meld it makes: a chi (Ùzje's arith), or Ùzje's gem or power
    (a gem was offered under "Arith")."""
    made = table.grammar.template_for((*call.tiles, claimed)) if claimed is not None else None
    kind = "chi" if made is None else {MeldKind.GEM: "gem", MeldKind.POWER: "power"}.get(
        made.kind, "chi")
    word = str(table.variant.call_word(kind) or kind)
    # a superpower match says "power" of its powers too: the meld is named as a meld
    return (word + " meld" if kind == "power" else word).title()


def button_width(b: Button, m, least: int) -> int:
    """Wide enough for the label at full size beside its hotkey ("Continue  Enter"); a tile
    choice as wide as its tiles."""
    if isinstance(b, ShapeButton):
        return max(m.px(12), b.content_width(m) + m.px(3))
    label = t.font(m.px(3.0), True).size(b.label)[0]
    hint = t.font(m.small, True).size(b.hint)[0] + m.px(1) if b.hint else 0
    return max(least, label + 2 * hint + m.px(4))


def button_height(b: Button, m) -> int:
    """A tile choice is as tall as its tiles need; other buttons one height."""
    if isinstance(b, ShapeButton):
        return max(m.px(6), round(b.sprites.width * TILE_RATIO) + m.px(2))
    return m.px(6)


def prompt_key(table) -> tuple:
    """What the prompt's buttons depend on: the game's move, the modes, the window."""
    return (table.moves, table.riichi_mode, table.call_mode, table.anim.busy, table.m.w,
            table.m.h, table.match_over is not None, table.power_mode, table.power_skipped)


def layout_prompt(table) -> None:
    """Place the buttons right to left above the hand's right end, bottoms level; a row
    that would reach the table toggles' corner goes on in a row above, ending left of the
    right seat's tiles (five Ùzje ariths once covered its flowers). Choices that wrap are
    shared out so the row above is not a lone first choice: they read in order, left to
    right and top to bottom, with Skip and the other buttons last."""
    m = table.m
    gap, right = m.px(1.5), m.w - m.px(3)
    left = table.toggles_rect.right + m.px(2)
    upper_right = min(right, side_reach(table.lay) - gap)
    sizes = {id(b): (button_width(b, m, m.px(19)), button_height(b, m)) for b in table.buttons}

    def width(row: list) -> int:
        return sum(sizes[id(b)][0] for b in row) + gap * (len(row) - 1)

    rows: list[list] = [[]]  # bottom row first, each in reading order
    for b in reversed(table.buttons):
        limit = right if len(rows) == 1 else upper_right
        if rows[-1] and limit - width([b, *rows[-1]]) < left:
            rows.append([])
        rows[-1].insert(0, b)
    _share_out(rows, lambda row: upper_right - width(row) >= left)
    bottom = m.h - m.px(4) - table.lay.h(table.lay.hand_w)
    for i, row in enumerate(rows):
        x = right if i == 0 else upper_right
        for b in reversed(row):
            w, h = sizes[id(b)]
            b.rect = pygame.Rect(x - w, bottom - h, w, h)
            x -= w + gap
        bottom -= max((sizes[id(b)][1] for b in row), default=0) + gap
    table.prompt_left = min((b.rect.x for b in table.buttons), default=right)
    for b in table.buttons:  # a group's caption, where it fits left of its choice
        if isinstance(b, ShapeButton) and b.caption:
            at = b.rect.x - b.caption_width(m)
            b.caption_shown = at >= left
            if b.caption_shown:
                table.prompt_left = min(table.prompt_left, at)


def _share_out(rows: list[list], fits) -> None:
    """Move choices up from the row below the top one while the top row holds fewer than
    that row's choices and still `fits`: five choices wrap as three over two, not one over
    four (order kept: the row below gives its first)."""
    if len(rows) < 2:
        return
    top, below = rows[-1], rows[-2]
    while True:
        shapes = [b for b in below if isinstance(b, ShapeButton)]
        if len(top) >= len(shapes) or not shapes or below[0] is not shapes[0]:
            return
        if not fits([*top, below[0]]):
            return
        top.append(below.pop(0))


def draw_prompt(table, surf) -> None:
    table.refresh_prompt()
    m = table.m
    chosen = table.prompt_choice()  # the keys' button in a claim window
    for i, b in enumerate(table.buttons):
        b.draw(surf, m, b.primary or i == chosen)
    left = table.claim_left
    if left is not None and table.buttons:
        total = table.claim_seconds
        span = timer_span(table)
        pygame.draw.rect(surf, (10, 36, 27), span, border_radius=span.h // 2)
        part = span.copy()
        part.w = max(span.h, round(span.w * max(0.0, left) / total))
        pygame.draw.rect(surf, t.GOLD, part, border_radius=span.h // 2)
        t.blit_text(surf, f"{max(0, int(left + 0.999))} s", m.small, t.TEXT,
                    midright=(span.x - m.px(1), span.centery))


def timer_span(table) -> pygame.Rect:
    """The claim timer's bar, over the prompt's buttons (its seconds stand left of it)."""
    m = table.m
    y, x = min(b.rect.y for b in table.buttons), table.prompt_left
    return pygame.Rect(x, y - m.px(2.2), m.w - m.px(3) - x, m.px(0.9))


def timer_rect(table) -> pygame.Rect | None:
    """Where the claim timer is drawn, its seconds included; None when none counts."""
    if table.claim_left is None or not table.buttons:
        return None
    m, span = table.m, timer_span(table)
    label_w, label_h = t.font(m.small).size("00 s")
    return pygame.Rect(span.x - m.px(1) - label_w, span.centery - label_h // 2,
                       span.right - span.x + m.px(1) + label_w, label_h)


def badge_rect(m, words: str, width: int | None = None, **anchor) -> pygame.Rect:
    """Where a badge's words go (wrapped to `width` if given), placed by one Rect anchor."""
    lines = badge_lines(m, words, width)
    f = t.font(m.small, True)
    r = pygame.Rect(0, 0, max(f.size(line)[0] for line in lines),
                    f.get_height() + f.get_linesize() * (len(lines) - 1))
    for name, value in anchor.items():
        setattr(r, name, value)
    return r


def badge_lines(m, words: str, width: int | None) -> tuple[str, ...]:
    if width is None or t.font(m.small, True).size(words)[0] <= width:
        return (words,)
    return t.wrap(words, m.small, max(1, width), True)


def draw_badge(surf, m, words: str, width: int | None = None, **anchor) -> pygame.Rect:
    """A learner's badge: dark words on gold, wrapped to `width` if given, placed by one Rect
    anchor; returns the gold box."""
    r = badge_rect(m, words, width, **anchor)
    box = r.inflate(m.px(2), m.px(0.8))
    pygame.draw.rect(surf, t.GOLD, box, border_radius=m.px(0.8))
    line_h = t.font(m.small, True).get_linesize()
    for i, line in enumerate(badge_lines(m, words, width)):
        surf.blit(t.text(line, m.small, t.TEXT_DARK, True), (r.x, r.y + i * line_h))
    return box
