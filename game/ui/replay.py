"""The replay viewer: a record's table step by step, from one seat's view (what that seat saw)
or with every hand open; step forward and back by action, jump to any hand, play at a chosen
speed, and open the position in the hand analyzer. It draws with the table's own pieces
(game.ui.table_draw) from views folded out of the record's events (game.records.replay)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame

from game.core.table.state import Phase
from game.records.replay import Replay
from game.ui import charts, hand_row, replay_sheet
from game.ui import table_centre as tc
from game.ui import table_draw as td
from game.ui import table_pile as tpile
from game.ui import table_powers as tpw
from game.ui import table_side as tside
from game.ui import theme as t
from game.ui.form import Form
from game.ui.option_text import rules_summary
from game.ui.scene import Scene
from game.ui.theme import Metrics
from game.ui.tile_sprites import TileSprites
from game.ui.widgets import Button, Choice, Toggle

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
STEP_SECONDS = 0.9  # one step at 1x
HINTS = ((("left", "right"), "step"), (("PgUp", "PgDn"), "hand"), (("Space",), "play"),
         (("O",), "hands open"), (("V",), "seat"), (("A",), "analyze"), (("Esc",), "back"))


@lru_cache(maxsize=12)
def sprites(width: int, index: str | None) -> TileSprites:
    """A sprite set drawing each face on first use (as the table's)."""
    from game.art.faces import BACK

    return TileSprites(width, index, None, faces=[BACK])


@lru_cache(maxsize=8)
def faces(variant_id: str) -> tuple:
    from game.art.faces import variant_faces

    return tuple(variant_faces(variant_id))


def paint_soon(sets: tuple[TileSprites, ...], variant_id: str) -> None:
    """Draw every face of the variant on a worker thread, as the table does, so stepping
    never waits on a face seen for the first time."""
    todo = [sp for sp in sets if sp.painting != variant_id]
    for sp in todo:
        sp.painting = variant_id
    if not todo:
        return

    def work() -> None:
        for sp in todo:
            for face in faces(variant_id):
                sp.image(face)

    threading.Thread(target=work, name="tile-faces", daemon=True).start()


def newest_record(app) -> dict[str, Any] | None:
    from game.records.shelf import Shelf

    shelf = Shelf(app.store)
    for entry in shelf.listing():
        doc = shelf.load(entry["file"])
        if doc is not None:
            return doc
    return None


def score_axis(curve: list[list[int]]) -> Callable[[float], str]:
    """How the score chart's axis reads: in thousands ("25k") where scores run to tens of
    thousands (Riichi's, in a narrow chart), else whole ("-15", Ùzje's)."""
    if max(abs(v) for v in curve[0] + curve[-1]) >= 10_000:
        return lambda v: f"{v / 1000:g}k"
    return lambda v: f"{v:,.0f}"


class ReplayScreen(Scene):
    name = "replay"

    def __init__(self, app, doc: dict[str, Any] | None = None, variant: str | None = None):
        super().__init__(app)
        self.doc = doc if doc is not None else newest_record(app)
        self.replay = Replay(self.doc) if self.doc is not None else None
        r = self.replay
        me = self.doc.get("me") if self.doc is not None else None
        self.seat = me if isinstance(me, int) else 0
        self.position = r.hands[0].position if r is not None and r.hands else 0
        self.open = me is None  # a match no one played at this table: every hand open
        self.speed = 1.0
        self.playing = False
        self.clock = 0.0
        self._view: tuple[Any, Any] = (None, None)
        names = r.names if r is not None else []
        self.seat_row = Choice("Seat", "", list(range(r.players if r else 1)),
                               lambda: self.seat, self.set_seat,
                               lambda s: names[s] if s < len(names) else f"Seat {s + 1}")
        hands = r.hands if r is not None else []
        self.hand_row = Choice("Hand", "", list(range(len(hands))) or [0], self.hand_index,
                               self.jump_to_hand, lambda i: hands[i].label(r.players)
                               if r is not None and i < len(hands) else "—")
        self.speed_row = Choice("Speed", "", list(SPEEDS), lambda: self.speed,
                                self.set_speed, lambda s: f"{s:g}×")
        self.open_row = Toggle("All hands open", "", lambda: self.open, self.set_open)
        self.play_button = Button("Play", self.toggle_play, primary=True)
        self.buttons = [Button("« Hand", self.prev_hand), Button("‹ Step", lambda: self.step(-1)),
                        self.play_button, Button("Step ›", lambda: self.step(1)),
                        Button("Hand »", self.next_hand)]
        self.analyze_button = Button("Analyze", self.analyze, hint="A")
        self.back_button = Button("Back", self.back, hint="Esc")
        self.form = Form([*self.buttons, self.hand_row, self.speed_row, self.seat_row,
                          self.open_row, self.analyze_button, self.back_button], focus=2)

    # -- moving -----------------------------------------------------------------------------
    def go(self, position: int) -> None:
        if self.replay is not None:
            self.position = max(0, min(self.replay.last, position))

    def step(self, n: int) -> None:
        self.go(self.position + n)

    def prev_hand(self) -> None:
        r = self.replay
        if r is None:
            return
        starts = [h.position for h in r.hands if h.position < self.position]
        self.go(starts[-1] if starts else 0)

    def next_hand(self) -> None:
        r = self.replay
        if r is None:
            return
        later = [h.position for h in r.hands if h.position > self.position]
        self.go(later[0] if later else r.last)

    def hand_index(self) -> int:
        return max(0, self.replay.hand_at(self.position)) if self.replay is not None else 0

    def jump_to_hand(self, index: int) -> None:
        """Any hand, chosen by name: its deal."""
        if self.replay is not None and 0 <= index < len(self.replay.hands):
            self.go(self.replay.hands[index].position)

    def toggle_play(self) -> None:
        self.playing = not self.playing and self.replay is not None
        if self.playing and self.replay is not None and self.position >= self.replay.last:
            self.go(0)
        self.clock = 0.0
        self.play_button.label = "Pause" if self.playing else "Play"

    def set_seat(self, seat: int) -> None:
        self.seat = seat

    def set_speed(self, speed: float) -> None:
        self.speed = speed

    def set_open(self, value: bool) -> None:
        self.open = value

    def analyze(self) -> None:
        r = self.replay
        if r is None:
            return
        from game.ui.analyzer import Analyzer

        screen = Analyzer(self.app, r.variant.id)
        screen.values.update(r.analyzer_values(self.position, self.seat))
        screen.refresh()
        self.playing = False
        self.play_button.label = "Play"
        self.app.push(screen)

    def back(self) -> None:
        self.app.audio.play("click")
        self.app.pop()

    # -- input and time ---------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: lambda: self.step(-1), pygame.K_RIGHT: lambda: self.step(1),
                    pygame.K_PAGEUP: self.prev_hand, pygame.K_PAGEDOWN: self.next_hand,
                    pygame.K_HOME: lambda: self.go(0),
                    pygame.K_END: lambda: self.go(self.replay.last if self.replay else 0),
                    pygame.K_SPACE: self.toggle_play, pygame.K_o: lambda: self.set_open(
                        not self.open), pygame.K_v: self.next_seat, pygame.K_a: self.analyze,
                    pygame.K_ESCAPE: self.back, pygame.K_PLUS: lambda: self.faster(1),
                    pygame.K_EQUALS: lambda: self.faster(1),
                    pygame.K_MINUS: lambda: self.faster(-1)}
            if event.key in keys:
                keys[event.key]()
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.track.collidepoint(event.pos):
            self.seek(event.pos[0])
            return
        if event.type == pygame.MOUSEMOTION and event.buttons[0] and \
                self.track.collidepoint(event.pos):
            self.seek(event.pos[0])
            return
        self.form.handle(event)

    def seek(self, x: int) -> None:
        if self.replay is not None:
            f = (x - self.track.x) / max(1, self.track.w)
            self.go(round(f * self.replay.last))

    def next_seat(self) -> None:
        if self.replay is not None:
            self.seat = (self.seat + 1) % self.replay.players

    def faster(self, step: int) -> None:
        i = SPEEDS.index(self.speed) + step
        self.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, i))]

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.playing or self.replay is None:
            return
        self.clock += dt * self.speed
        if self.clock >= STEP_SECONDS:
            self.clock = 0.0
            self.step(1)
            if self.position >= self.replay.last:
                self.toggle_play()

    @property
    def busy(self) -> bool:
        return self.playing or super().busy

    # -- layout -----------------------------------------------------------------------------
    def layout(self, m) -> None:
        self.side = m.px(50)
        bar_h = m.px(17)
        self.table_rect = pygame.Rect(0, 0, m.w - self.side, m.h - bar_h)
        self.panel = pygame.Rect(m.w - self.side + m.px(1), m.px(2), self.side - m.px(3),
                                 m.h - bar_h - m.px(1))
        x, w, h = self.panel.x + m.px(1.5), self.panel.w - m.px(3), m.px(5)
        y = self.panel.y + m.px(16)  # under the title, where, the rules and the step
        for row in (self.hand_row, self.speed_row, self.seat_row, self.open_row):
            row.rect = pygame.Rect(x, y, w, h)
            y += h + m.px(0.6)
        self.log_top = y + m.px(1)
        y = m.h - bar_h + m.px(0.5)
        self.track = pygame.Rect(m.px(4), y, m.w - m.px(8), m.px(3))
        y = self.track.bottom + m.px(1.8)
        h = m.px(6)
        x = m.px(4)
        for b in self.buttons:
            w = m.px(15) if b is self.play_button else m.px(13)
            b.rect = pygame.Rect(x, y, w, h)
            x += w + m.px(1.2)
        self.back_button.rect = pygame.Rect(0, 0, m.px(14), h)
        self.back_button.rect.topright = (m.w - m.px(4), y)
        self.analyze_button.rect = pygame.Rect(0, 0, m.px(18), h)
        self.analyze_button.rect.topright = (self.back_button.rect.x - m.px(1.5), y)
        sub = Metrics(self.table_rect.w, self.table_rect.h)
        r = self.replay
        if r is not None:
            pile = r.rules.shared_discards
            self.lay = td.TableLayout.make(sub, self.app.settings.tile_size,
                                           r.rules.hand_with_draw + (3 if pile else 0), pile,
                                           r.grammar, r.rules.riichi)
            index = hand_row.corner_index(self.app.settings.colour_blind, r.tileset)
            self.sprites_at = lambda width: sprites(width, index)  # the pile's smaller tiles
            self.hand_sprites = sprites(self.lay.hand_w, index)
            self.pond_sprites = sprites(self.lay.pond_w, index)
            self.back_sprites = sprites(self.lay.back_w, index)
            shown = [self.hand_sprites, self.pond_sprites, self.back_sprites]
            if pile:  # the shared pile's smaller tiles, painted ahead like the rest
                shown.append(self.sprites_at(tpile.pile_layout(self.lay, r.tileset.kinds).w))
            paint_soon(tuple(shown), r.variant.id)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surf) -> None:
        m = self.m
        surf.blit(t.felt((m.w, m.h)), (0, 0))
        if self.replay is None:
            t.blit_text(surf, "No match kept yet: play one and its replay is here.", m.body,
                        t.TEXT_DIM, center=(m.w // 2, m.h // 2))
            self.back_button.draw(surf, m, True)
            return
        self.draw_table(surf.subsurface(self.table_rect))
        self.draw_panel(surf)
        self.draw_track(surf)
        self.form.draw(surf, m)
        t.key_hints(surf, m, HINTS, midleft=(m.px(4), m.h - m.px(2.4)))

    def current(self):
        key = (self.position, self.seat)
        if self._view[0] != key:
            r = self.replay
            assert r is not None
            self._view = (key, (r.view(self.position, self.seat), r.open_hands(self.position)))
        return self._view[1]

    def draw_table(self, surf) -> None:
        r, lay = self.replay, self.lay
        assert r is not None
        view, hands = self.current()
        ended = view.phase in (Phase.HAND_END, Phase.MATCH_END)
        actor = view.turn if view.phase in (Phase.ACT, Phase.DRAW) else None
        shown = [*view.dora_indicators, *view.turned_up]
        band_h = lay.h(lay.pond_w) + 2 if shown else 0
        # a shared pile's newest discard in the middle of the table, as the table lays it
        pile_w = tpile.pile_layout(lay, r.tileset.kinds).w if lay.pile else 0
        band = tc.draw_centre(surf, lay, view, r.names, actor, r.variant.title,
                              band_h=band_h + (lay.h(pile_w) + 2 if pile_w else 0),
                              sticks=r.rules.riichi or bool(r.rules.honba))
        x = band.centerx - len(shown) * lay.pond_w // 2
        for tile_ in shown:
            surf.blit(self.pond_sprites.get(tile_), (x, band.y))
            x += lay.pond_w
        if lay.pile:
            tpile.draw_pile(surf, lay, self.sprites_at, view, r.tileset,
                            newest_at=tpile.newest_in(band, pile_w, lay.h(pile_w)))
        last = view.last_discard
        plate = self.draw_hand(surf, view)
        for sv in view.seats:
            place = td.place_of(sv.seat, self.seat, view.players)
            if sv.riichi and lay.sticks:
                td.draw_stick(surf, lay.stick_rect(place))
            if not lay.pile:
                td.draw_pond(surf, lay, self.pond_sprites, place, sv, False,
                             last is not None and last[0] == sv.seat)
            if sv.seat != self.seat:
                self.draw_opponent(surf, view, sv, place, hands, ended, actor, plate)

    def draw_opponent(self, surf, view, sv, place: str, hands, ended: bool, actor,
                      plate: pygame.Rect) -> None:
        """An opponent's row and name, fitted as the table fits it: a long row of melds or
        flowers moved along its edge and drawn smaller, clear of the title and names."""
        r = self.replay
        assert r is not None
        reveal = hands[sv.seat] if (self.open or ended) else None
        count = len(reveal) if reveal else sv.hand_count
        lay, middle = tside.placed(self.lay.m, self.lay, view, sv, place, count, plate,
                                   r.variant.title, r.name, actor)
        row = td.draw_opponent(surf, lay, self.sprites_at(lay.back_w),
                               self.sprites_at(lay.pond_w), place, sv, reveal, view.players,
                               middle)
        name = td.draw_name(surf, self.lay, place, r.name(sv.seat), sv.seat == actor, row,
                            sv, sv.seat == view.dealer)
        # a Superpower match's powers, as the table shows them (the replay showed none)
        tpw.draw_tag(surf, self.m, sv, name, leftwards=place != "left")

    def draw_hand(self, surf, view) -> pygame.Rect:
        """The viewed seat's row: its concealed tiles (the drawn one apart), its melds and
        the tiles it set aside, and its name plate above the row's left end (returned)."""
        lay, r = self.lay, self.replay
        assert r is not None  # drawn only with a record open
        m = lay.m
        hand = list(view.hand)
        drawn = view.drawn
        if drawn is not None and drawn in hand:
            hand.remove(drawn)
        tiles = r.tileset.sort(hand) + ([drawn] if drawn is not None else [])
        w, h = lay.hand_w, lay.h(lay.hand_w)
        gap = m.px(1.2) if drawn is not None else 0
        me = view.seats[self.seat]
        aside = td.melds_length(lay, me, view.players)
        total = len(tiles) * w + gap + (aside + m.px(2) if aside else 0)
        x, y = (m.w - total) // 2, m.h - m.px(2) - h
        left = x
        if aside and lay.melds_left:
            td.draw_melds(surf, lay, self.pond_sprites, "bottom", (x, y), 0, me, h,
                          players=view.players)
            x += aside + m.px(2)
        for i, tile_ in enumerate(tiles):
            if i == len(tiles) - 1 and drawn is not None:
                x += gap
            surf.blit(self.hand_sprites.get(tile_), (x, y))
            x += w
        if aside and not lay.melds_left:
            td.draw_melds(surf, lay, self.pond_sprites, "bottom", (x + m.px(2), y), 0, me, h,
                          players=view.players)
        acting = view.phase in (Phase.ACT, Phase.DRAW) and view.turn == self.seat
        row = pygame.Rect(left, y, max(1, total), h)
        plate = td.draw_name(surf, lay, "bottom", r.name(self.seat), acting, row, me,
                             self.seat == view.dealer)
        tpw.draw_tag(surf, m, me, plate, beside=True)
        return plate

    def draw_panel(self, surf) -> None:
        m, box, r, doc = self.m, self.panel, self.replay, self.doc
        assert r is not None and doc is not None
        t.panel(surf, box, m.px(1.2))
        x, w = box.x + m.px(2), box.w - m.px(4)
        y = box.y + m.px(1.5)
        title = f"{r.variant.title} · {doc.get('started', '')[:16].replace('T', ' ')}"
        y = t.blit_text(surf, title, t.fit(title, m.body, w, True), t.TEXT, True,
                        topleft=(x, y)).bottom
        i = r.hand_at(self.position)
        where = (f"{r.hands[i].label(r.players)} · hand {i + 1} of {len(r.hands)}"
                 if i >= 0 else "Before the first deal")
        y = t.blit_text(surf, where, m.small, t.GOLD, True, topleft=(x, y + m.px(0.4))).bottom
        rules = f"Played by {rules_summary(r.variant, doc.get('options') or {})}"
        y = t.blit_text(surf, rules, t.fit(rules, m.small, w), t.TEXT,
                        topleft=(x, y + m.px(0.2))).bottom
        who = r.name(self.seat)
        mode = "every hand open" if self.open else (
            "your view" if who == "You" else f"{who}'s view")
        t.blit_text(surf, f"Step {self.position} of {r.last} · {mode}", m.small, t.TEXT_DIM,
                    topleft=(x, y + m.px(0.2)))
        y = self.log_top
        chart_h = m.px(24)
        line_h = round(m.small * 1.35)
        step = replay_sheet.win_step(r, self.position)
        sheet = replay_sheet.rows(replay_sheet.wins_in(step), r.name, r.variant.element_label)
        others = replay_sheet.other_hands(step, r.name, r.variant.element_label)
        gap = m.px(6)  # room for the chart's title
        if sheet:  # a win made: its sheet where the chart stands, as tall as it needs, under
            # the log's last three lines (the win's payments at least)
            gap = m.px(2)
            every = sheet + [row for hand in others for row in hand]
            chart_h = min(replay_sheet.height(m, every), box.bottom - y - 3 * line_h - gap)
        room = max(1, (box.bottom - chart_h - gap - y) // line_h)
        for p, part in self.log_lines(w, room):
            colour = t.TEXT if p == self.position else t.TEXT_DIM
            t.blit_text(surf, part, m.small, colour, topleft=(x, y))
            y += line_h
        curve = (doc.get("summary") or {}).get("curve") or []
        if sheet:
            replay_sheet.draw(surf, m, pygame.Rect(x, box.bottom - chart_h - m.px(1), w,
                                                   chart_h), sheet, others)
        elif len(curve) > 1:
            chart = pygame.Rect(x, box.bottom - chart_h - m.px(1), w, chart_h)
            t.blit_text(surf, "SCORES HAND BY HAND", m.small, t.GOLD, True,
                        bottomleft=(x, chart.y - m.px(0.2)))
            hand = r.hand_at(self.position)
            series = [[row[s] for row in curve] for s in range(len(curve[0]))]
            charts.line_chart(surf, m, chart, series, labels=[r.name(s)[:8] for s in
                                                              range(len(series))],
                              y_text=score_axis(curve), at=hand if hand >= 0 else None)

    def log_lines(self, width: int, room: int) -> list[tuple[int, str]]:
        """The newest things said up to this step that fit `room` lines, each whole (a
        sentence wrapped over two lines shows both or neither)."""
        r, size = self.replay, self.m.small
        assert r is not None
        out: list[tuple[int, str]] = []
        for p in range(self.position, max(0, self.position - 13), -1):
            for text in reversed(r.said(p)):
                parts = [(p, part) for part in t.wrap(text, size, width)]
                if len(out) + len(parts) > room:
                    return out
                out[:0] = parts
        return out

    def draw_track(self, surf) -> None:
        m, r, track = self.m, self.replay, self.track
        assert r is not None
        t.panel(surf, track, track.h // 2, (0, 0, 0, 90), t.PANEL_LINE)
        f = self.position / max(1, r.last)
        done = pygame.Rect(track.x, track.y, round(track.w * f), track.h)
        if done.w:
            pygame.draw.rect(surf, t.GOLD_DARK, done, border_radius=track.h // 2)
        for h in r.hands:
            hx = track.x + round(track.w * h.position / max(1, r.last))
            pygame.draw.line(surf, t.TEXT_DIM, (hx, track.y + 2), (hx, track.bottom - 3))
        knob = (track.x + round(track.w * f), track.centery)
        pygame.draw.circle(surf, t.GOLD, knob, track.h // 2 + m.px(0.4))


SCREEN = ReplayScreen
