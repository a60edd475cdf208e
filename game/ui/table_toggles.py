"""The table's own switches beside the hand, as the seed's table screen has them: auto-sort,
auto-win, no calls and auto-discard of the drawn tile, then the learner's hint; each with its
hotkey and its state shown by a knob's side and a word (not by colour alone). They are the
same settings as on the settings screen, saved when flipped."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.model.powers import title_of
from game.core.table.actions import Discard, Kong, Pass, RevealBonus, Ron, Tsumo, UsePower
from game.learn.evaluate import listed
from game.ui import theme as t

# (setting, label, hotkey, its name), top to bottom
TOGGLES = (
    ("auto_sort", "Auto-sort", pygame.K_F1, "F1"),
    ("auto_win", "Auto-win", pygame.K_F2, "F2"),
    ("skip_calls", "No calls", pygame.K_F3, "F3"),
    ("auto_discard_drawn", "Auto-discard", pygame.K_F4, "F4"),
    ("table_hint", "Hint", pygame.K_F5, "F5"),
)


def layout_toggles(table) -> pygame.Rect:
    """One row per switch in the bottom-left corner, the last level with the hand's bottom;
    returns the column's rect (the hand row keeps clear of it)."""
    m = table.m
    row_h, gap = m.px(3.6), m.px(0.6)
    width = column_width(m)
    bottom = m.h - m.px(2)
    table.switch_rects = []
    for i, _ in enumerate(TOGGLES):
        y = bottom - (len(TOGGLES) - i) * (row_h + gap) + gap
        table.switch_rects.append(pygame.Rect(m.px(1.5), y, width, row_h))
    column = table.switch_rects[0].unionall(table.switch_rects)
    return column


def column_width(m) -> int:
    """Wide enough for the widest label beside its knob and keycap."""
    label = max(t.font(m.small, True).size(name)[0] for _, name, _, _ in TOGGLES)
    return pill_size(m)[0] + label + round(m.small * 2.2) + m.px(3.4)


def pill_size(m) -> tuple[int, int]:
    h = m.px(2.2)
    return round(h * 1.8), h


def flip(table, name: str) -> None:
    """Switch one setting; turning auto-sort off keeps the hand as it lies now. A switch that
    plays for the player does nothing in a guided hand, and says so."""
    if not acts(table, name):
        table.notify("In a guided hand you make every move: this switch is for your games.",
                     3.0)
        return
    s = table.app.settings
    if name == "auto_sort" and s.auto_sort:
        view = table.view
        table.arranged = table.hand_tiles()[: len(view.hand) - (view.drawn is not None)]
    setattr(s, name, not getattr(s, name))
    table.app.audio.play("click")
    try:
        table.app.store.save_settings(s)
    except OSError:
        pass  # a settings file we cannot write never stops the game
    table.last_seen = ()
    retell(table)


PLAYING_FOR_YOU = ("auto_win", "skip_calls", "auto_discard_drawn")  # they act unasked


def acts(table, name: str) -> bool:
    """Whether a switch acts at this table: a guided hand leaves every move to the player (a
    tester saw No calls on while step 2 asked for a pon)."""
    return table.plays_switches or name not in PLAYING_FOR_YOU


def tell_playing_for_you(table) -> None:
    """At a match's start, which switches play for the player: they are settings, kept from
    match to match, and a tester tried Auto-discard once to find it throwing tiles in the next
    match."""
    if table.autoplay or not table.plays_switches:
        return
    words = playing_for_you_words(table)
    if words:
        table.notify(words, 5.0)
        table.switches_told = words


def playing_for_you_words(table) -> str:
    on = [f"{label} ({key})" for name, label, _, key in TOGGLES
          if name in PLAYING_FOR_YOU and getattr(table.app.settings, name)]
    if not on:
        return ""
    return (f"{listed(on)} {'is' if len(on) == 1 else 'are'} on, as you left "
            f"{'it' if len(on) == 1 else 'them'}.")


def retell(table) -> None:
    """A switch flipped while the match's first notice still names the switches on: the
    notice follows (a tester turned No calls off and read for seconds that it was on)."""
    told = getattr(table, "switches_told", None)
    if told and table.toast is not None and table.toast[0] == told:
        words = playing_for_you_words(table)
        table.toast = [words, table.toast[1]] if words else None
        table.switches_told = words


def is_switch_input(table, event) -> bool:
    """A switch's key or a click on a switch: it flips at once, animation or not (a tester's
    F2 presses during the opponents' turns only hurried their discards along)."""
    if event.type == pygame.KEYDOWN:
        return any(event.key == hotkey for _, _, hotkey, _ in TOGGLES)
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        return any(rect.collidepoint(event.pos) for rect in getattr(table, "switch_rects", ()))
    return False


def toggle_by_key(table, key: int) -> bool:
    for name, _, hotkey, _ in TOGGLES:
        if key == hotkey:
            flip(table, name)
            return True
    return False


def toggle_at(table, pos) -> bool:
    for rect, (name, *_) in zip(table.switch_rects, TOGGLES, strict=True):
        if rect.collidepoint(pos):
            flip(table, name)
            return True
    return False


def draw_toggles(table, surf) -> None:
    """The switches: drawn on the felt once per window size and set of states, then one blit
    a frame (their panels, knobs, words and keycaps cost more than the rest of the hand)."""
    s, column = table.app.settings, table.toggles_rect
    states = tuple(bool(getattr(s, name)) and acts(table, name) for name, *_ in TOGGLES)
    key = (states, tuple(column), table.m.w, table.m.h)
    cached = table.toggles_image
    if cached is None or cached[0] != key:
        img = pygame.Surface(column.size)
        img.blit(t.felt((table.m.w, table.m.h)), (-column.x, -column.y))
        draw_switches(table, img, states, column.topleft)
        cached = table.toggles_image = (key, img)
    surf.blit(cached[1], column)


def draw_switches(table, surf, states: tuple[bool, ...], origin: tuple[int, int]) -> None:
    """Each switch in `states` onto `surf`, whose top left lies at `origin` on the screen."""
    m = table.m
    pw, ph = pill_size(m)
    for screen_rect, (_, label, _, hint), on in zip(table.switch_rects, TOGGLES, states,
                                                   strict=True):
        rect = screen_rect.move(-origin[0], -origin[1])
        t.panel(surf, rect, rect.h // 2, (4, 24, 17, 150 if on else 110),
                t.GOLD if on else (255, 255, 255, 40))
        pill = pygame.Rect(0, 0, pw, ph)
        pill.midleft = (rect.x + m.px(0.8), rect.centery)
        pygame.draw.rect(surf, t.ON if on else t.OFF, pill, border_radius=ph // 2)
        knob = pygame.Rect(0, 0, ph - m.px(0.5), ph - m.px(0.5))
        knob.center = (pill.right - ph // 2 if on else pill.x + ph // 2, pill.centery)
        pygame.draw.ellipse(surf, t.IVORY_HI, knob)
        t.blit_text(surf, label, m.small, t.TEXT if on else t.TEXT_DIM, on,
                    midleft=(pill.right + m.px(1), rect.centery))
        cap = t.font(round(m.small * 0.8), True).size(hint)[0] + round(m.small * 1.3) // 2
        t.keycap(surf, m, hint, (rect.right - m.px(0.8) - cap, rect.centery))


def automatic(table, legal: list) -> Any | None:
    """What the table does for the player without asking: a pass with nothing else to do,
    and what the toggles and settings ask for (a win, no calls, the drawn tile thrown, a
    flower laid aside)."""
    s = table.app.settings
    wins = [a for a in legal if isinstance(a, Tsumo | Ron)]
    if wins and s.auto_win:
        return wins[0]
    others = [a for a in legal if not isinstance(a, Pass)]
    if legal and not others:
        return legal[0]
    if any(isinstance(a, Pass) for a in legal) and s.skip_calls and not wins:
        return next(a for a in legal if isinstance(a, Pass))
    bonus = [a for a in legal if isinstance(a, RevealBonus)]
    if bonus and not s.declare_bonus:
        return bonus[0]  # a flower or season laid aside and replaced without asking
    view = table.view
    discards = [a for a in legal if isinstance(a, Discard) and not a.riichi]
    drawn_only = [a for a in discards if a.tile == view.drawn]
    # a power or (with Auto-discard) a kong offered holds nothing up: it throws at once, as
    # it says (waiting for the answer stalled a Superpower match's every turn, and a Hong
    # Kong hand at a fourth tile drawn: testers); a win or a riichi still waits
    optional = (UsePower, Kong) if s.auto_discard_drawn else (UsePower,)
    asked = [a for a in others if not isinstance(a, optional)]
    if view.drawn is not None and drawn_only and len(asked) == len(discards):
        # Original Call locks the hand as riichi does: only the drawn tile may go
        locked = view.me.riichi or any(d.call for d in view.me.discards)
        if s.auto_discard_drawn or (locked and s.auto_discard_riichi):
            if any(isinstance(a, UsePower) for a in others):
                tell_power_passed(table)
            return drawn_only[0]
    return None


def tell_power_passed(table) -> None:
    """Once a hand: Auto-discard threw the tile while the player's power could have been used
    (a tester's last charge sat unused for six hands, the power never offered, unexplained)."""
    view = table.view  # this hand, as the seat sees it (not the engine's own counter)
    hand = (view.round_wind, view.dealer, view.honba, view.repeat)
    if getattr(table, "power_passed_told", None) != hand:
        table.power_passed_told = hand
        table.notify(f"Auto-discard is on: turn it off (F4) to use {title_of(table.view.me.power)}",
                     3.5)
