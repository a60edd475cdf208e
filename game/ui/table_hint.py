"""The learner's hint at the table (off by default; Settings and the table's F5 switch): on the
player's discard, the strongest opponent's suggestion outlined with one line of why, and while
someone threatens to win, every hand tile shaded by its danger, its chance written on it (not
shown by colour alone); when a discard is offered to call, the strong level's answer (its
button outlined) and why; a win, as a win; a Sanma North or a flower to set aside, as that.
Weighed on a worker thread once per move (game.learn.evaluate, game.learn.call_advice)."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pygame

from game.core.table.actions import (
    Chow,
    Discard,
    ExtractNorth,
    Kong,
    Pung,
    RevealBonus,
    Ron,
    Tsumo,
)
from game.core.table.state import Phase
from game.learn.call_advice import CallAdvice, advise_call
from game.learn.evaluate import SAFE, Advice, advise
from game.ui import table_pile as tpile
from game.ui import table_powers as tpw
from game.ui import table_prompt as tp
from game.ui import theme as t
from game.ui.table_draw import ME, side_reach

HINT = (120, 190, 255)  # the suggestion's outline: blue, beside the gold of the selection
SHADE = (200, 70, 40)
MAX_SHADE = 150  # alpha of the most dangerous tiles
SHOWN_FROM = 0.03  # dangers from this chance on are written on the tile


class Hinter:
    """One table's hint: the advice for the current move, made off the frame loop."""

    def __init__(self) -> None:
        self.pool: ThreadPoolExecutor | None = None
        self.job: Future | None = None
        self.move: tuple = ()  # the move (and the declaring mode) the job or advice is for
        self.advice: Advice | CallAdvice | None = None
        self.take: tuple[str, Any] | None = None  # a move every level takes: (why, action)

    def for_move(self, table) -> Advice | CallAdvice | None:
        """The advice of the table's current move, asked for once (None until ready)."""
        move = (table.moves, table.riichi_mode, table.call_mode)
        if self.move != move:
            self.move, self.advice, self.job = move, None, None
            legal = declarable(table, table.game.legal_actions(ME))
            acting = table.game.phase == Phase.ACT
            self.take = taken_first(table, legal)
            weigh = None
            if any(isinstance(a, Discard) for a in legal) and acting and not self.take:
                weigh = _advise
            elif any(isinstance(a, Chow | Pung | Kong) for a in legal) and not acting \
                    and not self.take:
                weigh = _advise_call
            if weigh is not None:
                if self.pool is None:
                    self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hint")
                self.job = self.pool.submit(weigh, table.variant.id, table.game.options,
                                            table.game.view(ME), legal, list(table.names))
        if self.advice is None and self.job is not None and self.job.done():
            self.advice, self.job = self.job.result(), None
            table.app.dirty = True
        return self.advice

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)


def declarable(table, legal: list) -> list:
    """The moves open in the player's mode: with Riichi (or Original Call) pressed, only the
    discards that declare it (a tester was pointed to a tile that mode greys out)."""
    if not (table.riichi_mode or table.call_mode):
        return legal
    return [a for a in legal if isinstance(a, Discard) and a.riichi == table.riichi_mode
            and a.call == table.call_mode]


def taken_first(table, legal: list) -> tuple[str, Any] | None:
    """A move every level takes before weighing anything, so the strongest advice: a win, a
    Sanma North set aside, a flower laid aside (game.ai's players take them first too)."""
    for a in legal:
        if isinstance(a, Tsumo | Ron):
            word = str(table.variant.call_word("tsumo" if isinstance(a, Tsumo) else "ron"))
            return f"Win: your hand is complete. Press {word.title()} (W).", a
    for a in legal:
        if isinstance(a, ExtractNorth):
            return "North: set it aside for a dora and a fresh draw. Press North (N).", a
        if isinstance(a, RevealBonus):
            return "Flower: set it aside for its bonus and a fresh draw. Press Flower (F).", a
    return None


def _advise(variant_id: str, options: Any, view: Any, legal: list, names: list) -> Any:
    try:
        return advise(variant_id, options, view, legal, names)
    except Exception:  # noqa: BLE001 - a hint that cannot be worked out is simply not shown
        return None


def _advise_call(variant_id: str, options: Any, view: Any, legal: list, names: list) -> Any:
    try:
        return advise_call(variant_id, options, view, legal, names)
    except Exception:  # noqa: BLE001 - as above
        return None


def pending(table) -> bool:
    """The hint is being weighed (the window keeps drawing until it shows)."""
    hinter = table.hinter
    return hinter is not None and hinter.job is not None


def close(table) -> None:
    """The table is leaving: its hint's thread goes too."""
    hinter = table.hinter
    if hinter is not None:
        hinter.close()


def draw_hint(table, surf: pygame.Surface) -> None:
    """The suggestion, its reason and the danger shading, over the player's hand; where the
    reason's line went is kept in `table.hint_rect` (a notice keeps clear of it)."""
    table.hint_rect = None
    if not table.app.settings.table_hint or not getattr(table, "hints", True):
        return
    if table.hinter is None:
        table.hinter = Hinter()
    hinter = table.hinter
    advice = hinter.for_move(table)
    left = table.hand_rects[0][0].x if table.hand_rects else table.m.px(4)
    if getattr(table, "power_mode", False):  # a power asks for a tile: no discard advice
        table.hint_rect = draw_why(table, surf, tpw.picking_words(table), left)
        return
    if hinter.take is not None and not table.anim.busy:
        _outline_button(table, surf, hinter.take[1])
        table.hint_rect = draw_why(table, surf, hinter.take[0], left)
        return
    if advice is None or table.anim.busy:
        return
    if isinstance(advice, CallAdvice):
        _outline_button(table, surf, advice.action)
        table.hint_rect = draw_why(table, surf, advice.why, left)
        return
    m = table.m
    threats = bool(advice.evaluation.threats)
    choice = advice.choice
    # the copy advised: a plain one before a red five (the red came first in a sorted hand,
    # and a tester threw a dora on the hint's word)
    advised = min((tile_ for _, _, tile_ in table.hand_rects if tile_.plain is choice),
                  key=lambda x: x.red, default=None)
    marked = False
    for rect, _, tile_ in table.hand_rects:
        option = advice.of(tile_)
        if threats and option is not None:
            _shade(surf, m, rect, option.danger)
        if not marked and tile_ is advised:
            pygame.draw.rect(surf, HINT, rect.inflate(m.px(0.8), m.px(0.8)),
                             width=max(2, m.px(0.4)), border_radius=m.px(0.6))
            label = t.text("hint", m.small, HINT, True)
            spot = label.get_rect(midbottom=(rect.centerx, rect.y - m.px(0.4)))
            covered = [b.rect for b in table.buttons if b.visible]  # (it hid under them)
            if (table.aids_rect is None or not spot.colliderect(table.aids_rect)) and \
                    spot.collidelist(covered) < 0:
                surf.blit(label, spot)  # else the outline alone: the aids' words stay whole
            marked = True
    table.hint_rect = draw_why(table, surf, advice.why, left)


def _outline_button(table, surf: pygame.Surface, action: Any) -> None:
    """The advised call's button (or Skip's) outlined as the advised tile is."""
    m = table.m
    for b in table.buttons:
        if getattr(b, "acts", None) == action:
            pygame.draw.rect(surf, HINT, b.rect.inflate(m.px(1.2), m.px(1.2)),
                             width=max(2, m.px(0.4)), border_radius=m.px(1.4))
            return


def draw_why(table, surf: pygame.Surface, words: str, left: int) -> pygame.Rect:
    """The hint's line over the hand from `left`, above the aids; where the player's rows
    of discards reach down to it, right of them instead, wrapped to the room there."""
    m = table.m
    bottom = table.hand_top() - m.px(5)
    spot = tp.badge_rect(m, words, bottomleft=(left + m.px(1), bottom))
    aids = table.aids_rect
    if aids is not None and spot.inflate(m.px(2), m.px(2)).colliderect(aids):
        spot.bottom = aids.top - m.px(1.2)
    timer = tp.timer_rect(table)
    if timer is not None and spot.inflate(m.px(2), m.px(2)).colliderect(timer):
        spot.bottom = timer.top - m.px(1)  # (it hid the seconds and cut its own last line)
    insight = getattr(table, "insight_rect", None)  # a power's tiles (Far Sight's draws)
    if insight is not None and spot.inflate(m.px(2), m.px(2)).colliderect(insight):
        spot.bottom = insight.top - m.px(1)
    # the player's discards, or the shared pile's tiles (the line covered its honours)
    band = table.lay.pond_band("bottom") if not table.lay.pile else \
        tpile.occupied(table.lay, table.view, table.tileset)
    over_band = band is not None and spot.inflate(m.px(1), m.px(1)).colliderect(band)
    if not over_band and spot.right <= m.w - m.px(3) and not any(
            spot.colliderect(b.rect) for b in table.buttons):
        return tp.draw_badge(surf, m, words, topleft=spot.topleft)
    # right of the player's discards (or of the shared pile's tiles), else from `left`,
    # wrapped to the room there (a long line ran off the window and under a call's buttons)
    x = band.right + m.px(2.5) if band is not None and over_band else left + m.px(1)
    right = m.w - m.px(3)
    if table.buttons:
        if table.prompt_left - x > m.px(24):
            right = table.prompt_left - m.px(2)
        else:  # the buttons fill the right: above them, left of the right seat's tiles
            bottom = min(bottom, min(b.rect.top for b in table.buttons) - m.px(1.2))
            right = min(right, side_reach(table.lay) - m.px(1.5))
    if aids is not None and aids.right > x and aids.left < right:
        bottom = min(bottom, aids.top - m.px(1.2))
    if timer is not None and timer.right > x and timer.left < right:
        bottom = min(bottom, timer.top - m.px(1))
    if insight is not None and insight.right > x and insight.left < right:
        bottom = min(bottom, insight.top - m.px(1))
    beside = table.lay.pond_band("right")  # the right seat's discards: keep them in view
    if beside is not None and beside.right + m.px(1.5) < right - m.px(24) and \
            tp.badge_rect(m, words, right - x, bottomleft=(x, bottom)).colliderect(beside):
        x = beside.right + m.px(1.5)
    return tp.draw_badge(surf, m, words, right - x, bottomleft=(x, bottom))


def _shade(surf: pygame.Surface, m, rect: pygame.Rect, danger: float) -> None:
    if danger < SAFE:
        return
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill((*SHADE, min(MAX_SHADE, round(danger / 0.25 * MAX_SHADE))))
    surf.blit(veil, rect)
    if danger >= SHOWN_FROM:
        t.blit_text(surf, f"{round(danger * 100)}%", round(m.small * 0.9), t.TEXT, True,
                    shadow=True, midbottom=(rect.centerx, rect.bottom - m.px(0.4)))
