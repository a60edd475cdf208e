"""The player's input at the table: keys, clicks and drags on the hand, the prompt's buttons and
the table toggles. Every input acts through the engine's legal actions as they are now: the
prompt is rebuilt before a key or click is read, a tile is picked only if it is the tile that
was drawn where the click landed, and a held key's repeats never act (only arrows repeat)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.table.actions import Action, Discard, Pass, Ron, UsePower
from game.ui import table_prompt as tp
from game.ui import table_toggles as tg
from game.ui.table_pause import show_keys
from game.ui.table_powers import POWER_KEY, action_for, why_not_now
from game.ui.table_stage import panel_rect

if TYPE_CHECKING:
    from game.ui.widgets import Button

REPEATING = (pygame.K_LEFT, pygame.K_RIGHT)  # keys whose repeats move on; the others act once
DRAG_START = 0.35  # of a tile's width: a press that moves further is a drag, not a click
DROP_RISE = 0.6  # of a tile's height: dropped this far above the row, a tile is discarded
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
# Seconds a result's box is in view before Enter or Space leave it, by animation speed: a
# burst of keys for the hand once skipped a whole hand's result unseen (a tester).
RESULT_GRACE = {"slow": 0.8, "normal": 0.6, "fast": 0.4, "instant": 0.0}


class TableInput:
    """Mixed into the table scene: what the player's keys, clicks and drags do."""

    if TYPE_CHECKING:  # what the table scene gives the input it mixes in
        app: Any
        lay: Any
        m: Any
        ring: Any  # the wall's ring of stacks: the centre panel lies inside it
        scores_relative: bool  # the mouse over the centre panel (table_frame)
        buttons: list[Button]
        hand_rects: list[tuple[pygame.Rect, int, Any]]
        press: dict[str, Any] | None
        last_seen: tuple[Any, ...]
        show_fu: bool
        riichi_mode: bool
        call_mode: bool
        power_mode: Any
        prompt_focus: int | None  # the claim window's button chosen by the arrows
        stage: Any
        game: Any  # the engine: its legal actions, and why one is refused

        @property
        def view(self) -> Any: ...
        def apply(self, action: Action) -> bool: ...
        def legal(self) -> list[Action]: ...
        def hand_tiles(self, view: Any = None) -> list[Any]: ...
        def hand_top(self) -> int: ...
        def result_shown(self) -> bool: ...
        def pause_menu(self) -> None: ...
        def notify(self, words: str, seconds: float = 2.0) -> None: ...

    def acts_at_once(self, event) -> bool:
        return tg.is_switch_input(self, event)

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if getattr(event, "repeat", False) and event.key not in REPEATING:
                return  # a held key acts once
            self.key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse_moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse_up(event.pos)

    # -- keys ------------------------------------------------------------------------------
    def key(self, event) -> None:
        k = event.key
        if k == pygame.K_ESCAPE:
            self.pause_menu()
            return
        if getattr(event, "unicode", "") == "?":  # a player's first guess at help
            show_keys(self.app)
            return
        if tg.toggle_by_key(self, k):
            return
        if k in CONFIRM_KEYS and self.result_shown() and not self.result_ready():
            self.stage.flashes.clear()  # as a key skips an animation: the result's box now
            return  # but keys meant for the hand do not carry through it unread
        self.refresh_prompt()
        for b in self.buttons:
            if b.hotkey == k:
                if b.available:  # (a greyed one answers nothing)
                    b.activate()
                return
        if self.prompt_key(k):
            return
        if k == POWER_KEY and not self.result_shown():
            said = why_not_now(self)  # no power button: the key says why
            if said:
                self.notify(said, 3.0)
            return
        if k == pygame.K_f and self.result_shown():
            self.show_fu = not self.show_fu  # the fu breakdown on demand
            return
        tiles = self.hand_tiles()
        if not tiles:
            return
        mod = getattr(event, "mod", 0)
        if k in REPEATING and mod & pygame.KMOD_SHIFT and not self.app.settings.auto_sort:
            self.move_selected(-1 if k == pygame.K_LEFT else 1)
        elif k in REPEATING:
            step = -1 if k == pygame.K_LEFT else 1
            i = len(tiles) - 1 if self.selected is None else (self.selected + step) % len(tiles)
            self.select(i, tiles[i])
            self.app.audio.play("click")
        elif k in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            if self.selected is None:  # nothing chosen yet: the tile the arrows start from
                self.select(len(tiles) - 1, tiles[-1])
                self.app.audio.play("click")
            else:
                self.pick(self.selected, self.selected_tile)
        elif k == pygame.K_d and self.view.drawn is not None:
            # the drawn tile goes at once, as the Keys card says; one that may not go now
            # (a power asks for another) is chosen instead, as a click would
            if not self.discard(tiles[-1]):
                self.pick(len(tiles) - 1, tiles[-1])
        elif k == pygame.K_d and any(isinstance(a, Discard) for a in self.legal()):
            # after a call there is no drawn tile: D said nothing (a tester)
            self.notify("No tile drawn after a call: choose one with the arrow keys, then Enter",
                        3.0)

    def result_ready(self) -> bool:
        """The result's box is in view (the calls' words by the seats have faded) and has
        been long enough to be read before Enter or Space leave it."""
        stage = self.stage
        grace = RESULT_GRACE.get(self.app.settings.speed, 0.6)
        return not stage.flashes and stage.result_age >= grace

    # -- the prompt by keys ----------------------------------------------------------------
    def prompt_choice(self) -> int | None:
        """The button Left, Right and Enter work on in a move with no discard (a claim
        window): a win if one is offered, else Skip, until the arrows move on; None when the
        arrows choose hand tiles."""
        if not self.buttons or any(isinstance(a, Discard) for a in self.legal()):
            return None
        chosen = self.prompt_focus
        if chosen is None or chosen >= len(self.buttons):  # a win if offered, else Skip
            first = [i for i, b in enumerate(self.buttons) if isinstance(b.acts, Ron)] or \
                [i for i, b in enumerate(self.buttons) if isinstance(b.acts, Pass)]
            chosen = first[0] if first else len(self.buttons) - 1
        return chosen

    def prompt_key(self, k: int) -> bool:
        """Left and Right move among a claim window's buttons, Enter or Space presses the one
        chosen (a tester pressed Enter there and nothing happened)."""
        chosen = self.prompt_choice()
        if chosen is None:
            return False
        if k in REPEATING:
            self.prompt_focus = (chosen + (1 if k == pygame.K_RIGHT else -1)) % len(self.buttons)
            self.app.audio.play("click")
            return True
        if k in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self.buttons[chosen].activate()
            return True
        return False

    # -- the hand --------------------------------------------------------------------------
    def select(self, i: int | None, tile_=None) -> None:
        self.selected, self.selected_tile = i, tile_

    def pick(self, i: int, tile_) -> None:
        """Click a tile: select it; click the selected tile again: discard it (one click with
        the one-click setting). `tile_` is the tile the player saw at `i`: if the hand has
        changed under it, nothing happens."""
        tiles = self.hand_tiles()
        if not 0 <= i < len(tiles) or tiles[i] is not tile_:
            return
        if self.not_for_the_declaration(tile_) or self.not_to_be_discarded(tile_):
            return
        if self.selected == i and self.selected_tile is tile_:
            self.discard(tile_)
            return
        if (self.app.settings.one_click_discard or self.power_mode) and self.discard(tile_):
            # the setting's single click, or the tile a power asked for (Undertow's trade
            # took two clicks: a tester); a tile that may not go now is selected
            return
        self.select(i, tile_)
        self.app.audio.play("click")

    def not_for_the_declaration(self, tile_) -> bool:
        """With Riichi (or Original Call) armed, a dimmed tile is not chosen, and the player is
        told why (UI.md: only discards that keep the hand ready are selectable; a tester's
        click lifted one, and the next did nothing, unexplained)."""
        if not (self.riichi_mode or self.call_mode) or self.discard_for(tile_) is not None:
            return False
        if not any(isinstance(a, Discard) for a in self.legal()):
            return False  # not the player's move now: nothing to say
        self.notify("Only the bright tiles keep your hand ready for the declaration", 2.5)
        return True

    def not_to_be_discarded(self, tile_) -> bool:
        """On the player's discard, a tile the rules keep in the hand (kuikae after a call,
        the hand locked by riichi) is not chosen, and the engine's reason is told (a
        tester's click on a dimmed tile after a chi did nothing, unexplained)."""
        if self.power_mode or self.riichi_mode or self.call_mode:
            return False
        legal = self.legal()
        if not any(isinstance(a, Discard) for a in legal) or any(
                isinstance(a, Discard) and a.tile == tile_ for a in legal):
            return False
        why = self.game.refusal(Discard(self.view.seat, tile_))
        self.notify(why[:1].upper() + why[1:] if why else "That tile may not go now", 3)
        return True

    def discard(self, tile_) -> bool:
        """Discard `tile_` if the rules let it go now (in riichi or call mode as chosen)."""
        action = self.discard_for(tile_)
        if action is None:
            return False
        self.apply(action)
        return True

    def discard_for(self, tile_) -> Discard | UsePower | None:
        if self.power_mode:  # a power that takes a tile: this tile is the one
            return action_for(self, tile_)
        for a in self.legal():
            if isinstance(a, Discard) and a.tile == tile_ and a.riichi == self.riichi_mode \
                    and a.call == self.call_mode:
                return a
        return None

    def tile_at(self, pos) -> tuple[int, object] | None:
        return next(((i, tile_) for rect, i, tile_ in self.hand_rects
                     if rect.collidepoint(pos)), None)

    def move_selected(self, step: int) -> None:
        """Shift+arrow with auto-sort off: move the selected tile one place in the hand."""
        if self.selected is not None:
            self.move_tile(self.selected, self.selected + step)

    def move_tile(self, i: int, to: int) -> None:
        """With auto-sort off: put the tile at `i` at place `to` of the hand (the drawn tile
        stays apart)."""
        tiles = self.hand_tiles()
        n = len(tiles) - (1 if self.view.drawn is not None else 0)
        if not (0 <= i < n and 0 <= to < n) or i == to:
            return
        order = tiles[:n]
        order.insert(to, order.pop(i))
        self.arranged = order
        self.select(to, order[to])

    # -- the mouse -------------------------------------------------------------------------
    def mouse_moved(self, pos) -> None:
        self.mouse_pos = pos  # a power's explanation follows the mouse
        # over the centre panel the others' scores read as differences from the player's
        ring = getattr(self, "ring", None)  # (none before the first layout)
        self.scores_relative = ring is not None and panel_rect(ring, self.m).collidepoint(pos)
        hit = self.tile_at(pos)
        self.hover = hit[0] if hit else None
        press = self.press
        if press is None:
            return
        if press["drag"] is None and _distance(pos, press["pos"]) > \
                DRAG_START * self.lay.hand_w:
            press["drag"] = pos  # the tile leaves the row and follows the mouse
        if press["drag"] is not None:
            press["drag"] = pos

    def mouse_down(self, pos) -> None:
        fresh = self.refresh_prompt()  # then not yet drawn: the click was for other buttons
        for b in () if fresh else self.buttons:
            if b.rect.collidepoint(pos):
                if b.available:
                    b.activate()
                return
        if tg.toggle_at(self, pos):
            return
        hit = self.tile_at(pos)
        if hit is not None:
            self.press = {"i": hit[0], "tile": hit[1], "pos": pos, "drag": None}

    def mouse_up(self, pos) -> None:
        """A release ends a press seen here: a click picks the tile, a drag out of the row
        discards it (with auto-sort off a drag along the row moves it there)."""
        press, self.press = self.press, None
        if press is None:
            return
        if press["drag"] is None:
            self.pick(press["i"], press["tile"])
            return
        tiles = self.hand_tiles()
        i = press["i"]
        if not 0 <= i < len(tiles) or tiles[i] is not press["tile"]:
            return  # the hand changed under the drag
        if pos[1] < self.hand_top() - DROP_RISE * self.lay.h(self.lay.hand_w):
            self.discard(press["tile"])
        elif not self.app.settings.auto_sort:
            hit = self.tile_at(pos)
            if hit is not None:
                self.move_tile(i, hit[0])

    def dragged(self) -> tuple[int, tuple[int, int]] | None:
        """(the hand index, the mouse position) of a tile being dragged."""
        press = self.press
        if press is None or press["drag"] is None:
            return None
        return press["i"], press["drag"]

    # -- the prompt ------------------------------------------------------------------------
    def refresh_prompt(self) -> bool:
        """Rebuild the prompt's buttons if the game or the modes moved since they were made
        (a button made for an earlier state never acts); True if they were rebuilt."""
        key = tp.prompt_key(self)
        if key == self.last_seen:
            return False
        self.buttons = tp.prompt(self)
        self.prompt_focus = None  # a win, else Skip, first (see prompt_choice)
        self.last_seen = key
        tp.layout_prompt(self)
        return True


def _distance(a, b) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
