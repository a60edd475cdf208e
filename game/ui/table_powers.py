"""Superpowers at the table: the power's prompt button (with its hotkey, beside the calls and
Skip), the tile pick of a power that takes one, each seat's power and charges by its name,
what the player's power showed this hand, the flash and voice when any seat uses one, and the
result's line naming the powers that changed the hand."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.core.model.powers import BY_NAME, title_of
from game.core.settlement import Reason
from game.core.table.actions import Action, UsePower
from game.core.table.events import (
    Called,
    Drew,
    Event,
    HandStarted,
    PowerRevealed,
    PowerUsed,
    Scored,
    TileRedrawn,
    TileTraded,
)
from game.core.table.state import SeatView
from game.ui import table_draw as td
from game.ui import theme as t
from game.ui.opponent_text import opponent_words
from game.ui.table_anim import FLASH
from game.ui.widgets import Button

POWER_KEY, POWER_HINT = pygame.K_q, "Q"
POWER_REASONS = {Reason.BOUNTY: "bounty", Reason.SOFT_LANDING: "soft_landing"}


def attach(table, replayed: list[Event]) -> None:
    """The table's power state: the tile-pick mode, the powers used this hand (`replayed`: a
    resumed match's events, the hand's as if seen, so the screen says what it said before)."""
    table.power_mode = False
    table.power_skipped = -1  # the move at which the player skipped its power
    table.powers_used = []  # (seat, power) this hand, in order
    # Far Sight's draws still ahead (None: no Far Sight this hand), or CHANGED once a call
    # or a power has moved who draws which tile.
    table.forecast = None
    for e in this_hand(replayed):
        follow_forecast(table, e)
        if isinstance(e, PowerUsed):
            table.powers_used.append((e.seat, e.power))


def this_hand(events: list[Event]) -> list[Event]:
    """The events since the last hand began."""
    starts = [i for i, e in enumerate(events) if isinstance(e, HandStarted)]
    return events[starts[-1]:] if starts else events


# -- the prompt --------------------------------------------------------------------------


def power_buttons(table, legal: list[Action]) -> list[Button]:
    """The power's button when it may be used now: it acts at once, or (a power that takes a
    tile) asks for the tile, the next hand tile clicked."""
    uses = [a for a in legal if isinstance(a, UsePower)]
    if not uses or table.power_skipped == table.moves:
        return []
    name = uses[0].power
    if uses[0].tile is None:
        use = Button(title_of(name), lambda: table.apply(uses[0]), POWER_KEY, POWER_HINT)
    else:
        label = "Cancel " + title_of(name) if table.power_mode else title_of(name)
        use = Button(label, lambda: toggle(table), POWER_KEY, POWER_HINT)
    if table.power_mode:  # picking the tile: Cancel is the one way back (a tester)
        return [use]
    # "Not now", not "Skip": on your own turn "Skip" read as passing the turn
    return [use, Button("Not now", lambda: skip(table), pygame.K_s, "S")]


def why_not_now(table) -> str | None:
    """Why the power's key does nothing now, in words (None: no power held), for Q pressed
    while no power button shows (it did nothing, where every refusal should say why)."""
    me = table.view.me
    found = BY_NAME.get(me.power or "")
    if found is None:
        return None
    if not me.charges:
        return f"{found.title} is spent: it has no use left this match."
    if (table.view.seat, me.power) in table.powers_used:
        return f"{found.title} was used this hand: at most one use a hand."
    mine = table.view.seat in table.game.waiting_on()
    if mine and table.power_skipped == table.moves:
        return f"{found.title} waits for your next move (you chose Not now)."
    return f"{found.title} may be used on {found.when}."


def skip(table) -> None:
    """Not now: the power's button goes until the next move."""
    table.power_skipped, table.power_mode = table.moves, False
    table.last_seen = ()


def toggle(table) -> None:
    table.power_mode = not table.power_mode
    table.last_seen = ()
    if table.power_mode:
        table.notify(picking_words(table), 2.5)


def picking_words(table) -> str:
    """What the tile-pick mode asks: one click trades (a tester's second click, from the
    discard habit, picked another tile)."""
    return (f"{title_of(table.view.me.power)}: click the tile to trade; "
            f"{POWER_HINT} cancels")


def action_for(table, tile_) -> UsePower | None:
    """In the tile-pick mode, the power used on `tile_` (None if it may not be)."""
    for a in table.legal():
        if isinstance(a, UsePower) and a.tile == tile_:
            return a
    return None


# -- events ------------------------------------------------------------------------------


def on_events(table, events: list[Event]) -> None:
    """Every use flashes its power's name by the seat and says "power"; the hand's uses are
    kept for the result; the result names the powers that changed the payments."""
    table.power_mode = False
    for e in events:
        follow_forecast(table, e)
        if isinstance(e, HandStarted):
            table.powers_used = []
        elif isinstance(e, PowerUsed):
            table.powers_used.append((e.seat, e.power))
            flashes = table.stage.flashes
            flashes[:] = [f for f in flashes if f["seat"] != e.seat]
            flashes.append({"seat": e.seat, "word": title_of(e.power), "left": FLASH * 1.4})
            table.app.audio.play("riichi_stick", 0.7)
            table.app.audio.say("power")
        elif isinstance(e, Scored):
            table.result = list(table.result) + result_lines(table, e)


CHANGED = "changed"


def follow_forecast(table, e: Event) -> None:
    """Far Sight showed the player's next draws if no one calls: each draw that comes as
    shown leaves the list; a call, another's Second Wind (the wall moves up a tile), an
    Undertow that leaves its tile where the player draws next, or a draw that differs makes
    the rest void (it was shown as if nothing moved). Undertow changes only the wall's next
    tile, which the seat after its user draws (a tester saw the list called void and then
    drew every tile on it)."""
    me = table.view.seat
    if isinstance(e, HandStarted):
        table.forecast = None
    elif isinstance(e, PowerRevealed) and e.seat == me and e.power == "far_sight":
        table.forecast = list(e.tiles)
    elif not isinstance(table.forecast, list) or not table.forecast:
        return
    elif isinstance(e, Called | TileRedrawn):
        table.forecast = CHANGED
    elif isinstance(e, TileTraded) and (e.seat + 1) % table.rules.players == me:
        table.forecast = CHANGED
    elif isinstance(e, Drew) and e.seat == me and not e.replacement and e.tile is not None:
        if e.tile == table.forecast[0]:
            table.forecast.pop(0)
        else:
            table.forecast = CHANGED


def result_lines(table, scored: Scored) -> list[str]:
    """The powers that changed the hand: each payment a power made, then the other uses."""
    out = []
    named = set()
    for p in scored.settlement.payments:
        name = POWER_REASONS.get(p.reason)
        if name is None:
            continue
        owner = p.payee if p.reason is Reason.BOUNTY else p.payer
        named.add((owner, name))
        assert p.payer is not None
        out.append(f"{title_of(name)} ({table.seat_label(owner)}): {table.seat_label(p.payer)} "
                   f"paid {p.amount} to {table.seat_label(p.payee)}")
    others = [f"{title_of(n)} ({table.seat_label(s)})" for s, n in table.powers_used
              if (s, n) not in named]
    if others:
        out.append("Powers used: " + ", ".join(others))
    return out


# -- drawing -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Tag:
    """A seat's power tag laid out: its box, its words and where they lie, its pips."""

    box: pygame.Rect
    words: pygame.Surface
    at: pygame.Rect
    radius: int
    gap: int
    colour: tuple


def tag_of(m, seat: SeatView, plate: pygame.Rect, beside: bool = False,
           leftwards: bool = False, avoid: Sequence[pygame.Rect] = (),
           row: pygame.Rect | None = None) -> Tag | None:
    """Where a seat's power tag lies (None without a power): under its name plate (the
    player's: beside it), from the plate's left end, or its right end `leftwards` (a seat
    whose row lies right of its name: the tag grows away from the row). Where that covers
    one of `avoid`: left of the plate, else right of the seat's `row`, where it covers none."""
    if not seat.power:
        return None
    size = m.small
    colour = t.TEXT_DIM if seat.power_used else t.GOLD
    # "used" this hand: the dimming alone went unseen, a tester missing an opponent's use
    state = "  spent" if not seat.charges else "  used" if seat.power_used else ""
    img = t.text(title_of(seat.power) + state, size, colour, True)
    r = img.get_rect()
    radius, gap = max(3, size // 4), max(3, size // 4)
    if beside:
        r.midleft = (plate.right + m.px(2), plate.centery)
    else:
        r.topleft = (plate.left, plate.bottom + m.px(0.4))
    box = r.inflate(m.px(1.4), m.px(0.5))
    box.w += seat.charges * (2 * radius + gap) + gap
    if leftwards and not beside:
        shift = plate.right - box.right
        box, r = box.move(shift, 0), r.move(shift, 0)
    if box.collidelist(list(avoid)) >= 0:
        ends = [plate.left - m.px(1.5) - box.right]
        if row is not None:
            ends.append(row.right + m.px(1.5) - box.left)
        places = [box.move(dx, plate.centery - box.centery) for dx in ends]
        moved = next((p for p in places if p.left >= 0 and p.right <= m.w
                      and p.collidelist(list(avoid)) < 0), box)
        r, box = r.move(moved.x - box.x, moved.y - box.y), moved
    return Tag(box, img, r, radius, gap, colour)


def draw_tag(surf, m, seat: SeatView, plate: pygame.Rect, beside: bool = False,
             leftwards: bool = False, avoid: Sequence[pygame.Rect] = (),
             row: pygame.Rect | None = None) -> pygame.Rect | None:
    """A seat's power and charges as a small tag under its name plate (see `tag_of`): the
    name, then a pip per charge (drawn: the fonts have no dot glyph), dimmed once used this
    hand. Returns where the tag lies (None without a power)."""
    tag = tag_of(m, seat, plate, beside, leftwards, avoid, row)
    if tag is None:
        return None
    t.panel(surf, tag.box, m.px(0.8))
    surf.blit(tag.words, tag.at)
    x = tag.at.right + 2 * tag.gap + tag.radius
    for _ in range(seat.charges):
        pygame.draw.circle(surf, tag.colour, (x, tag.at.centery), tag.radius)
        x += 2 * tag.radius + tag.gap
    return tag.box


def draw_insight(table, surf, x: int, y: int) -> pygame.Rect | None:
    """What the player's own power showed this hand, as small tiles above the hand's right
    side (bottom-right at `x`, `y`); where it lies (`surf` None: only that, drawing nothing,
    so that the hint's line keeps clear of it)."""
    m = table.m
    box: pygame.Rect | None = None
    for name, tiles in reversed(table.view.insight):
        label = {"keen_ear": "Heard waits", "far_sight": "Next draws",
                 "hidden_star": "Hidden star"}.get(name, title_of(name))
        words = label if tiles else f"{label}: none"
        if name == "far_sight" and table.forecast is not None:
            if table.forecast == CHANGED:
                words, tiles = f"{label}: changed by a call or a power", ()
            elif not table.forecast:
                continue  # all three drawn as shown
            else:
                tiles = tuple(table.forecast)
        imgs = [table.pond_sprites.get(tile_) for tile_ in tiles]
        width = sum(i.get_width() + m.px(0.3) for i in imgs)
        left = x - width
        r = pygame.Rect((0, 0), t.font(m.small, True).size(words))
        r.bottomright = (left - m.px(1), y - m.px(0.8))
        if surf is not None:
            r = t.blit_text(surf, words, m.small, t.GOLD, True, bottomright=r.bottomright)
        box = r if box is None else box.union(r)
        for img in imgs:
            spot = img.get_rect(bottomleft=(left, y - m.px(0.4)))
            if surf is not None:
                surf.blit(img, spot)
            box = box.union(spot)
            left += img.get_width() + m.px(0.3)
        y = r.top - m.px(1.2) - max((i.get_height() for i in imgs), default=0) // 2
    return box


# -- what a power does, under the mouse ----------------------------------------------------


def explained(table) -> tuple[int, str, pygame.Rect] | None:
    """The power under the mouse (a seat's tag, or the player's power button): its seat,
    its name and where it lies."""
    pos = table.mouse_pos
    if pos is None:
        return None
    view = table.view
    for seat, box in table.power_tags.items():
        if box.collidepoint(pos) and seat < len(view.seats) and view.seats[seat].power:
            return seat, view.seats[seat].power, box
    mine = view.me.power
    names = (title_of(mine), "Cancel " + title_of(mine)) if mine else ()
    for b in table.buttons:
        if b.label in names and b.rect.collidepoint(pos):
            return view.seat, mine, b.rect
    return None


THIRD_PERSON = ((r"\bcosts you\b", "costs them"), (r"\byours\b", "theirs"),
                (r"\byour\b", "their"), (r"\byou\b", "they"), (r"\bYou\b", "They"))


def explanation(name: str, theirs: bool = False) -> list[str]:
    """What a power does, when, and how often; `theirs`: said of another seat, whose power
    it is ("the next three tiles they will draw": a tester read "you" on Wren's)."""
    found = BY_NAME.get(name)
    if found is None:
        return [title_of(name)]
    uses = "one use" if found.charges == 1 else f"{found.charges} uses"
    lines = [found.line, f"When: {found.when}."]
    for mine, other in THIRD_PERSON if theirs else ():
        lines = [re.sub(mine, other, line) for line in lines]
    return [found.title, *lines, f"{uses.capitalize()} a match, at most one a hand."]


def opponent_at(table) -> tuple[int, pygame.Rect] | None:
    """The opponent whose name plate the mouse rests on, and the plate (not in the guided
    hand, whose opponents only pass)."""
    pos, opponents = table.mouse_pos, table.config.get("opponents", [])
    if pos is None or not getattr(table, "hints", True):
        return None
    for seat, plate in getattr(table, "name_plates", {}).items():
        if plate.collidepoint(pos) and 0 < seat <= len(opponents):
            return seat, plate
    return None


def draw_explainer(table, surf) -> pygame.Rect | None:
    """While the mouse rests on a power's tag or button: what the power does, when it may
    be used and how often; on an opponent's name plate: its level and style (the table
    named neither: a tester). In a card beside it, kept on the screen; the card's rect."""
    found = explained(table)
    m = table.m
    width = m.px(46)
    if found is not None:
        seat, name, near = found
        first, *rest = explanation(name, theirs=seat != table.view.seat)
        if seat != table.view.seat:  # say whose it is
            first = f"{first} · {table.seat_label(seat)}'s power"
    else:
        who = opponent_at(table)
        if who is None:
            return None
        seat, near = who
        opponent = table.config.get("opponents", [])[seat - 1]
        first, rest = table.seat_label(seat), [opponent_words(opponent)]
    lines = [(first, True)] + [(line, False) for text in rest
                               for line in t.wrap(text, m.small, width)]
    line_h = t.font(m.small, True).get_linesize()
    card = pygame.Rect(0, 0, width + m.px(3), line_h * len(lines) + m.px(2.4))
    place = td.place_of(seat, table.view.seat, table.view.players)
    plate, gap = table.side_plates.get(place, near).union(near), m.px(0.8)
    if place == "right":  # beside a side seat's name plate, clear of it (a tester: the
        card.topright = (plate.left - gap, plate.top)  # card hid Wren's name and score)
    elif place == "left":
        card.topleft = (plate.right + gap, plate.top)
    else:
        card.midbottom = (near.centerx, near.top - gap)
        if card.top < m.px(1):  # no room above: below it
            card.midtop = (near.centerx, near.bottom + gap)
    card.clamp_ip(surf.get_rect().inflate(-m.px(2), -m.px(2)))
    t.shadow(surf, card, m.px(1), m.px(0.6))
    t.panel(surf, card, m.px(1), (8, 36, 26, 245), t.GOLD)
    y = card.y + m.px(1.2)
    for text, bold in lines:
        t.blit_text(surf, text, m.small, t.GOLD if bold else t.TEXT, bold,
                    topleft=(card.x + m.px(1.5), y))
        y += line_h
    return card
