"""The table scene: a match against the AI, drawn from the player's View; each batch of engine
events becomes a short timeline (a discard's flight, calls spoken, pauses), and the engine is
stepped only when that timeline is done. Every action is autosaved.

It reads only what `game.core.engine.Game` offers every client: `view(seat)`,
`legal_actions(seat)`, `waiting_on()`, `apply(action) -> events`, and save/load.
"""

from __future__ import annotations

import logging
import random
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from functools import lru_cache
from typing import Any, Protocol

import pygame

from game.ai.baseline import BaselineAI
from game.ai.levels import make_ai
from game.ai.selfplay import Player
from game.art.faces import MIN_WIDTH
from game.core.engine import Game, load_game, save_game
from game.core.table.actions import (
    Action,
    Chow,
    Continue,
    IllegalAction,
    Kong,
    Pass,
    Pung,
)
from game.core.table.events import Called, DrawnGame, Event, MatchEnded, Won, events_for
from game.core.table.state import Phase
from game.core.variants import get_variant
from game.learn.call_advice import claim_word
from game.records.keeper import MatchKeeper
from game.ui import hand_row, table_events, table_frame, table_hint
from game.ui import table_aids as ta
from game.ui import table_draw as td
from game.ui import table_pile as tpile
from game.ui import table_powers as tpw
from game.ui import table_prompt as tp
from game.ui import table_result as tr
from game.ui import table_stage as ts
from game.ui import table_toggles as tg
from game.ui import table_wall as tw
from game.ui.scene import Scene, back_to_title
from game.ui.table_anim import MELD_WORDS, Builder, Sounds, Stage
from game.ui.table_draw import ME
from game.ui.table_input import TableInput
from game.ui.tile_sprites import TileSprites
from game.ui.tween import Wait
from game.ui.widgets import Button

log = logging.getLogger(__name__)


@lru_cache(maxsize=24)  # the table's sizes, the result's, the side seats' smaller rows
def _sprites(width: int, index: str | None) -> TileSprites:
    """A sprite set that draws each face on first use (the table never waits for a whole set;
    no disk cache: its key cannot name Ùzje tiles yet). `index`: colour-blind corner marks."""
    from game.art.faces import BACK

    return TileSprites(width, index, None, faces=[BACK])


@lru_cache(maxsize=8)
def _faces(variant_id: str) -> tuple:
    from game.art.faces import variant_faces

    return tuple(variant_faces(variant_id))


AI_DEADLINE = 0.15  # seconds an expert opponent may think before it answers
CLAIM_TIMER_SECONDS = 10  # the optional claim timer of variants without their own rule

class Keeper(Protocol):
    """What keeps the match's record as it is played (a guided hand keeps none)."""

    def add(self, events: Any) -> None: ...

    def save(self) -> None: ...

    def flush(self) -> None: ...


class Table(TableInput, Scene):
    name = "table"

    def __init__(self, app, config: dict[str, Any] | None = None,
                 saved: dict[str, Any] | None = None):
        super().__init__(app)
        replayed: list[Event] = []  # a resumed match's events, for what the screen recalls
        if saved is not None:
            self.config = dict(saved["config"])
            self.game = load_game(saved["game"], heard=replayed.extend)
        else:
            self.config = dict(config or {})
            seed = self.config.get("seed")
            if seed is None:
                seed = self.config["seed"] = random.randrange(1, 10**9)
            self.game = Game(self.config["variant"], self.config.get("options"), int(seed))
        self.variant = get_variant(self.game.variant.id)
        self.names = ["You"] + [o.get("name", "?") for o in self.config.get("opponents", [])]
        self.keeper: Keeper = MatchKeeper(app.store, self.game, self.config, self.names,
                                          resumed=saved is not None)
        self.ai = BaselineAI(self.variant.id, self.game.options)
        # Each opponent plays at the level chosen for it on the new-game screen.
        self.ais: dict[int, Player] = {
            seat: make_ai(o.get("level", "normal"), self.variant.id, self.game.options,
                          seed=self.game.state.seed * 10 + seat,
                          personality_name=o.get("personality"), deadline=AI_DEADLINE)
            for seat, o in enumerate(self.config.get("opponents", []), start=1)
        }
        self.rules = self.variant.play_rules(self.game.options)
        self.tileset = self.variant.tileset(self.game.options)
        self.grammar = self.variant.grammar(self.game.options)
        self.selected: int | None = None
        self.prompt_focus: int | None = None  # a claim window's button chosen by keys
        self.selected_tile = None  # the tile at `selected` when the player chose it
        self.hover: int | None = None
        self.press: dict[str, Any] | None = None  # a press on a hand tile (a click or a drag)
        self.toast: list | None = None  # [words, seconds left] of a short notice
        self.explained: set[str] = set()  # the rarer buttons told of this match
        # What the table's drawing modules work out once and keep here: the hint's worker,
        # the result's fitted layout, the waits chips of this move, the wall's picture.
        self.hinter: table_hint.Hinter | None = None
        self.result_fit: tuple[Any, Any] | None = None
        self.chip_memo: dict[Any, Any] = {}
        self.aids_rect: pygame.Rect | None = None  # where the aids over the hand were drawn
        self.hint_rect: pygame.Rect | None = None  # where the hint's line was drawn
        self.my_plate: pygame.Rect | None = None  # the player's name plate
        self.power_tags: dict[int, pygame.Rect] = {}  # each seat's power tag, as drawn
        self.mouse_pos: tuple[int, int] | None = None
        self.wall_image: dict[Any, Any] = {}
        self.toggles_image: tuple[Any, pygame.Surface] | None = None  # (states, picture)
        # The side seats' name plates as last drawn: what a card over the table leaves in view.
        self.side_plates: dict[str, pygame.Rect] = {}
        self.side_rows: dict[str, pygame.Rect] = {}  # each side seat's row, as last drawn
        self.my_claim: Action | None = None  # the player's call, until the claims are settled
        self.riichi_mode = False
        self.call_mode = False  # classical: the next discard declares Original Call
        self.arranged: list = []  # the player's own tile order when auto-sort is off
        self.stage = Stage()  # what the running timeline holds back from the View
        self.builder: Builder | None = None
        self.break_at = int((saved or {}).get("table", {}).get("break_at", 5))
        self.result: list[str] = []  # lines of the last hand's result
        self.win_hand: tuple | None = None  # (SeatHand, winning tile) of the last win
        self.last_win: Won | None = None
        self.show_fu = False  # the fu breakdown, on demand (F)
        self.draw_hands: tuple | None = None  # a drawn game: every seat's SeatHand
        self.settle: tr.Settlement | None = None  # the last hand's payments, counted up
        self.drawn_game: DrawnGame | None = None  # a drawn game: why, and who was ready
        self.best: tuple[int, str, str] | None = None  # (points, who, what) of the match
        self.best_win: Won | None = None  # the best hand's win and tiles, for the match end
        self.best_hand: tuple | None = None
        self.revealed: dict[int, tuple] = {}  # hands shown face up at the hand's end
        self.match_over: MatchEnded | None = None
        self.shown = self.game.view(ME)  # the View as the running timeline shows it
        self.moves = 0  # actions applied (the prompt and the refusal badge follow it)
        self._view: tuple[int, Any] = (-1, None)
        self._base: tuple | None = None  # (key, Surface) of the table under the hand
        self._refusal: tuple[int, str] = (-1, "")
        # the claim timer: the variant's rule for a human (classical: 15 s; 0 or absent: none)
        # A variant with its own claim time (classical) keeps it; elsewhere the setting decides.
        rule = self.game.options.get("claim_seconds")
        timer = CLAIM_TIMER_SECONDS if self.app.settings.claim_timer else 0
        self.claim_seconds = float(timer if rule is None else rule or 0)
        self.claim_left: float | None = None
        self.buttons: list[Button] = []
        self.hand_rects: list[tuple[pygame.Rect, int, Any]] = []  # (rect, index, tile)
        self.last_seen: tuple = ()
        self.autoplay = bool(self.config.get("autoplay"))  # the AI plays the player's seat too
        self._pool: ThreadPoolExecutor | None = None
        self._thinking: Future | None = None
        self._thought_at = 0  # the move the running AI question was asked at
        tpw.attach(self, replayed)  # Superpowers: the tile-pick mode, the hand's uses
        table_events.recall_best(self, replayed)
        table_events.recall_result(self, replayed)
        tg.tell_playing_for_you(self)  # switches kept from an earlier match

    # -- life cycle ----------------------------------------------------------------------
    def layout(self, m) -> None:
        # The shared pile's table (Ùzje) sizes the hand row for three tiles more than a hand
        # and its draw, as it was laid out by eye.
        pile = self.rules.shared_discards
        hand = self.rules.hand_with_draw + (3 if pile else 0)
        self.lay = td.TableLayout.make(m, self.app.settings.tile_size, hand, pile=pile,
                                       grammar=self.grammar, sticks=self.rules.riichi)
        self.toggles_rect = tg.layout_toggles(self)
        index = self.index = hand_row.corner_index(self.app.settings.colour_blind, self.tileset)
        self.hand_sprites = _sprites(self.lay.hand_w, index)
        self.pond_sprites = _sprites(self.lay.pond_w, index)
        self.back_sprites = _sprites(self.lay.back_w, index)
        # tile choices (chi, arith) in the prompt: large enough to read Ùzje's ranks
        lay = self.lay
        self.shape_sprites = _sprites(lay.shape_w, index)
        # the shared pile's tiles, as small as it needs to fit: painted ahead like the rest
        self.pile_sprites = (self.sprites_at(tpile.pile_layout(lay, self.tileset.kinds).w)
                             if lay.pile else None)
        self._paint_faces_soon()
        self.last_seen = ()
        self.ring = ts.make_ring(self)
        self.builder = Builder(self.stage, ts.make_geo(self),
                               Sounds(self.app.audio.play, self.app.audio.say,
                                      self.variant.call_word), ME)
        if self.stage.idle:  # (from "none taken" the wall stood whole while a draw flew)
            self.builder.sync(*tw.front_of(self.ring, self.view))

    def _paint_faces_soon(self) -> None:
        """Draw every face of the variant in a background thread (Pillow only; the Surfaces
        are made on first use in the loop), so a tile seen for the first time costs no frame."""
        sets = [sp for sp in (self.hand_sprites, self.pond_sprites, self.back_sprites,
                              self.shape_sprites, self.pile_sprites)
                if sp is not None and sp.painting is not self.variant]
        for sp in sets:  # sprite sets are shared between window sizes: paint each once
            sp.painting = self.variant
        if not sets:
            return

        vid = self.variant.id

        def work() -> None:
            faces = _faces(vid)  # slow for some variants: never on the loop thread
            for sprites in sets:
                for face in faces:
                    sprites.image(face)

        threading.Thread(target=work, name="tile-faces", daemon=True).start()

    def exit(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
        self.keeper.save()  # a match left is kept as far as it went
        self.keeper.flush()
        table_hint.close(self)
        self.app.store.flush()

    # -- the engine, one step at a time ----------------------------------------------------
    @property
    def view(self):
        """The player's View, asked of the engine once per move."""
        if self._view[0] != self.moves:
            self._view = (self.moves, self.game.view(ME))
        return self._view[1]

    def autosave(self) -> None:
        if self.game.phase == Phase.MATCH_END:
            self.app.store.clear_autosave()
        else:
            view = self.view
            self.app.store.save_autosave_soon({"config": self.config,
                                               "game": save_game(self.game),
                                               "table": {"break_at": self.break_at,
                                                         "summary": self.summary(view)}})

    def summary(self, view) -> str:
        """What the title's Continue says of this game: "Riichi · East 2 · 24,300 points"."""
        return " · ".join((self.variant.short, td.round_name(view),
                           f"{td.number(view.seats[ME].score)} points"))

    def apply(self, action: Action) -> bool:
        """Do `action` if the rules allow it now; an action they refuse (made for a state
        that has passed) is ignored with a short notice for the player's own. True if done."""
        if action not in self.game.legal_actions(action.seat):
            if action.seat == ME and not self.autoplay:
                self.notify("That is no longer possible")
            return False
        claiming = isinstance(action, Chow | Pung | Kong) and self.game.phase == Phase.CLAIM
        try:
            events = self.game.apply(action)
        except IllegalAction as refused:  # the engine's own check, should the two ever differ
            log.warning("refused at the table: %s", refused)
            return False
        self.keeper.add(events)
        if action.seat == ME and claiming:
            self.my_claim = action  # said to have lost if another seat's claim is taken
        self.moves += 1
        self.claim_left = None
        self.select(None)
        self.riichi_mode, self.call_mode = False, False
        self.animate(events)
        self.autosave()
        self.buttons, self.last_seen = [], ()  # no button of the last state may act again
        return True

    def claim_lost(self, e: Called | Won) -> None:
        """The claim window closed: if another seat's call or win took the discard, say that
        the player's claim lost to it."""
        mine, self.my_claim = self.my_claim, None
        if e.seat == ME:
            return
        word = claim_word(self.variant, mine)
        if isinstance(e, Won):
            theirs = self.variant.call_word("ron")
        else:
            theirs = self.variant.call_word(MELD_WORDS.get(e.meld.kind.value, "pon"))
        self.notify(f"Your {word} lost to {self.seat_label(e.seat)}'s {theirs}", 3.0)

    def notify(self, words: str, seconds: float = 2.0) -> None:
        """A short notice over the hand (a refused action, a call that lost)."""
        self.toast = [words, seconds]

    def update(self, dt: float) -> None:
        if self.app.stack.top is not self:
            return  # paused: a menu or a notice is over the table
        super().update(dt)
        if self.toast is not None:
            self.toast[1] -= dt
            if self.toast[1] <= 0:
                self.toast = None
        self.stage.tick(dt, self.result_shown())
        if self.anim.busy or self.match_over is not None or self._collect():
            return
        waiting = self.game.waiting_on()
        if not waiting:
            return
        phase = self.game.phase
        if phase == Phase.DEAL:
            self.apply(Continue(ME))
            return
        if phase == Phase.HAND_END and not self.autoplay:
            return  # the player reads the result and presses Continue
        if ME in waiting and self.autoplay:
            # pacing, so a watcher can follow (and read a hand's result)
            self.anim.add(Wait(3.0 if phase == Phase.HAND_END else 0.25))
            self.think(ME)
            return
        if ME in waiting:
            legal = self.game.legal_actions(ME)
            auto = self.automatic(legal)
            if auto is not None:
                self.apply(auto)
            elif self.claim_seconds and any(isinstance(a, Pass) for a in legal):
                self.tick_claim(dt, next(a for a in legal if isinstance(a, Pass)))
            return
        self.think(waiting[0])

    def tick_claim(self, dt: float, skip: Action) -> None:
        """The claim timer: the call lapses (Skip) when it runs out."""
        if self.claim_left is None:
            self.claim_left = self.claim_seconds
        self.claim_left -= dt
        if self.claim_left <= 0:
            self.apply(skip)

    def think(self, seat: int) -> None:
        """Ask the AI for `seat`'s move in a worker thread; `update` applies it when it is
        ready, so the frame loop keeps its rate while the AI thinks. The game is not changed
        meanwhile: the player has nothing to do while an AI seat is to move."""
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        view, legal = self.game.view(seat), self.game.legal_actions(seat)
        ai = self.ais.get(seat, self.ai)  # the player's own seat (autoplay) plays normal
        self._thinking = self._pool.submit(ai.choose, view, legal)
        self._thought_at = self.moves

    def _collect(self) -> bool:
        """Apply the AI's move if it is ready; True while it is still thinking."""
        if self._thinking is None:
            return False
        if not self._thinking.done():
            return True
        action, self._thinking = self._thinking.result(), None
        if self._thought_at == self.moves:  # else the player moved meanwhile (autoplay): stale
            self.apply(action)
        return False

    def automatic(self, legal: list[Action]) -> Action | None:
        """What the table does for the player without asking (see table_toggles)."""
        return tg.automatic(self, legal)

    # -- events into timelines -----------------------------------------------------------
    def animate(self, events) -> None:
        """Read the batch for the result screens, then play it as one timeline."""
        events = events_for(events, ME)
        table_events.read(self, events)
        tpw.on_events(self, events)  # after the result's lines: it adds the powers' own
        assert self.builder is not None
        timeline = self.builder.build(events)
        if timeline.steps:
            self.anim.add(timeline)
            self.anim.update(0)  # the first holds (the deal's empty hands) before any frame

    def seat_label(self, seat: int) -> str:
        return td.seat_name(self.names, seat)

    # -- input ---------------------------------------------------------------------------
    def legal(self) -> list[Action]:
        if self.anim.busy or self.match_over is not None:
            return []
        return self.game.legal_actions(ME)

    def hand_tiles(self, view=None) -> list:
        view = view or self.view
        hand = list(view.hand)
        drawn = view.drawn
        if drawn is not None and drawn in hand:
            hand.remove(drawn)
        if self.app.settings.auto_sort:
            hand = self.tileset.sort(hand)
        else:
            hand = self._arranged_order(hand)
        return hand + ([drawn] if drawn is not None else [])

    def _arranged_order(self, hand: list) -> list:
        """The player's own order: tiles stay where they were put, new ones go at the end."""
        rest, kept = list(hand), []
        for tile_ in self.arranged:
            if tile_ in rest:
                rest.remove(tile_)
                kept.append(tile_)
        self.arranged = kept + rest
        return list(self.arranged)

    def prompt(self) -> list[Button]:
        return tp.prompt(self)

    def toggle_riichi(self) -> None:
        self.riichi_mode = not self.riichi_mode
        self.last_seen = ()

    def toggle_call(self) -> None:
        """Original Call: the next discard declares it (classical, with the first discard)."""
        self.call_mode = not self.call_mode
        self.last_seen = ()

    @property
    def busy(self) -> bool:
        """Animating, or the engine has a step to take without the player (an AI seat to move,
        a hand to deal, an automatic pass): then the loop keeps turning; else it may sleep."""
        if self.app.stack.top is not self:
            return False  # paused under a menu
        if self.anim.busy or not self.stage.idle or self._thinking is not None \
                or self.stage.flashes or self.toast is not None:
            return True
        if table_hint.pending(self):
            return True
        if self.result_shown() and not self.result_ready():
            return True  # its buttons grey until it has been in view a moment
        if self.match_over is not None or self.game.phase == Phase.HAND_END:
            return False
        waiting = self.game.waiting_on()
        if not waiting:
            return False
        if self.game.phase == Phase.DEAL or ME not in waiting or self.claim_left is not None:
            return True
        return self.automatic(self.game.legal_actions(ME)) is not None

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surf) -> None:
        table_frame.draw_frame(self, surf)

    def draw_table(self, surf, view, actor) -> None:
        """Everything but the hand and what moves (table_frame)."""
        table_frame.draw_table(self, surf, view, actor)

    def face_up(self, seat: int) -> tuple | None:
        """A seat's hand shown face up at the hand's end (a winner's with its winning tile),
        else None (backs)."""
        return self.revealed.get(seat) if self.game.phase == Phase.HAND_END else None

    def sprites_at(self, width: int) -> TileSprites:
        """Tiles `width` wide, with the table's corner marks (the pile and the result made
        smaller to fit)."""
        return _sprites(max(MIN_WIDTH, width), self.index)

    def hand_top(self) -> int:
        """The top of the player's hand row."""
        return self.m.h - self.m.px(2) - self.lay.h(self.lay.hand_w)

    def result_shown(self) -> bool:
        return self.game.phase == Phase.HAND_END or self.match_over is not None

    def draw_prompt(self, surf) -> None:
        tp.draw_prompt(self, surf)
        why = self.refused()
        if why and self.app.settings.furiten_warning:  # a learner's aid, over the buttons
            m = self.m
            top = min((b.rect.top for b in self.buttons), default=self.hand_top())
            right = self.m.w - m.px(3)
            tp.draw_badge(surf, m, f"No win: {why}", bottomright=(right, top - m.px(1.6)))

    def refused(self) -> str:
        """Why a complete hand may not win now, found once per move."""
        if self._refusal[0] != self.moves:
            self._refusal = (self.moves, ta.refusal(self) if not self.anim.busy else "")
        return self._refusal[1]

    def draw_result(self, surf) -> None:
        tr.draw_result(self, surf)

    def pause_menu(self) -> None:
        """Esc: the pause menu over the table (the game is saved after every action)."""
        from game.ui.table_pause import PauseMenu

        self.app.store.flush()
        self.app.push(PauseMenu(self.app, self))

    def resume(self) -> None:
        """Back from the pause menu or the settings: tile size, marks or speed may differ."""
        super().resume()
        self.press = None
        self.layout(self.m)
        self._base = None

    def leave(self) -> None:
        """The match is over: back to the title."""
        self.app.store.clear_autosave()
        back_to_title(self.app)

    replayable = True  # the match over offers another like it (not the guided hand)
    plays_switches = True  # the switches beside the hand act for the player (not the guide)

    def play_again(self) -> None:
        """The match is over: another with the same rules and opponents, on new walls."""
        self.app.store.clear_autosave()
        self.app.audio.play("click")
        # a new match: its own seed, record and start time (it took the last one's start)
        config = {k: v for k, v in self.config.items() if k not in ("seed", "started", "record")}
        self.app.pop()
        self.app.push(Table(self.app, config=config))
