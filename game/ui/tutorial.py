"""The guided first hand at the real table: a fixed deal (game.learn.tutorial), a card at the top
saying what to do next, the tile or button to use outlined, opponents who only throw what they
draw; after the win the score sheet, then a few cards on what is special in the variant.
Only the move the card asks for is taken; Esc leaves at any time. Nothing is autosaved or
recorded."""

from __future__ import annotations

import pygame

from game.core.table.actions import Action, Continue, Discard, Pass
from game.core.table.state import Phase
from game.learn.tutorial import ME, Opponent, Step, expected, first_guide, guide, is_claim_step
from game.ui import hand_row
from game.ui import table_draw as td
from game.ui import table_prompt as tp
from game.ui import table_result as tr
from game.ui import theme as t
from game.ui import tile_board as tb
from game.ui.recent import note_variant
from game.ui.table import Table
from game.ui.widgets import Button

OPPONENTS = ("Wren", "Finch", "Heron")


def offered(app, variant_id: str) -> bool:
    """Whether the guided hand of this variant has been offered to this player already."""
    return variant_id in app.settings.tutorials_offered


def mark_offered(app, variant_id: str) -> None:
    if not offered(app, variant_id):
        app.settings.tutorials_offered.append(variant_id)
        app.store.save_settings(app.settings)


class NoRecord:
    """Stands in for the table's match keeper: a guided hand keeps no record."""

    def add(self, events) -> None: ...

    def save(self) -> None: ...

    def flush(self) -> None: ...


def opponent_names(app, n: int) -> list[str]:
    """The names the player gave the opponents on the New Game screen (a tester renamed one
    and met the old name in the guided hand), else the usual ones."""
    chosen = app.settings.extra.get("new_game", {}).get("opponents") or []
    names = [o.get("name") for o in chosen if isinstance(o, dict)]
    return [name if isinstance(name, str) and name.strip() else default
            for name, default in zip([*names, *[None] * n][:n], OPPONENTS[:n], strict=True)]


class Tutorial(Table):
    replayable = False  # its end leads to the cards after it, never another deal
    name = "tutorial"
    hints = False  # the card guides this hand; the table hint stays off
    plays_switches = False  # nor do the switches act (automatic passes only)

    def __init__(self, app, variant: str = "riichi"):
        self.guide = guide(variant) or first_guide()
        note_variant(app, self.guide.variant)
        players = self.guide.game().rules.players
        config = {"variant": self.guide.variant, "options": dict(self.guide.options),
                  "opponents": [{"name": n} for n in opponent_names(app, players - 1)],
                  "seed": 1}
        super().__init__(app, config=config)
        self.game = self.guide.game()
        self.keeper = NoRecord()  # a guided hand is no match of the player's: never recorded
        self.shown = self.game.view(ME)
        self.ais = {seat: Opponent() for seat in range(1, players)}
        self.claim_seconds = 0.0  # the card waits for the player: no call lapses here
        self.step = 0  # the prompt shown: steps in play, then the feature cards
        self.card_rect: pygame.Rect | None = None  # where the card was last drawn
        self.next_button = Button("Next", self.read_on, pygame.K_RETURN, "Enter", primary=True)
        self.leave_button = Button("Leave", self.quit_guide, hint="Esc")
        mark_offered(app, self.guide.variant)

    # the script ------------------------------------------------------------------------------
    @property
    def steps(self) -> tuple[Step, ...]:
        return self.guide.steps + self.guide.features

    @property
    def current(self) -> Step | None:
        return self.steps[self.step] if self.step < len(self.steps) else None

    @property
    def reading(self) -> bool:
        """The card asks only to read on (Enter or Next)."""
        c = self.current
        return c is not None and not c.do and (self.game.phase == Phase.HAND_END
                                                or self.step >= len(self.guide.steps))

    def read_on(self) -> None:
        if not self.reading:
            return
        self.app.audio.play("click")
        self.step += 1
        if self.current is None:
            self.finish()

    def finish(self) -> None:
        """The last card read: what to do next (a tester was dropped back where the guide
        began, with no word of it), a match of this variant first where the screen beneath
        can start one (the title, New game; not the rules over a match in play)."""
        from game.ui.dialog import Dialog

        app, variant = self.app, self.guide.variant
        app.pop()
        start = getattr(app.stack.top, "play_variant", None)

        def play() -> None:
            app.pop()
            if start is not None:
                start(variant)

        buttons = [Button("Play a match", play, pygame.K_p, "P", primary=True),
                   Button("Not now", app.pop, pygame.K_n, "N")] if start is not None else \
            [Button("OK", app.pop, pygame.K_RETURN, "Enter", primary=True)]
        others = {1: "one", 2: "two", 3: "three"}.get(self.game.rules.players - 1, "the")
        # (not "your first": a tester read it at the end of a third variant's guided hand)
        # opened where no match may start (the rules over a match in play), the next match
        # is one to start from the title: the words promised one the only button could not
        where = "" if start is not None else ", from New Game on the title once you are ready"
        app.push(Dialog(app, f"Your guided {self.variant.title} hand is won", [
            f"Next, a match of {self.variant.title} against {others} computer opponents"
            f"{where}, or the drills on Practice. This guided hand stays on the title (How to "
            "play) and the rules screen."], buttons, back=app.pop))

    def quit_guide(self) -> None:
        self.app.audio.play("click")
        self.app.pop()

    def autosave(self) -> None:
        """A guided hand is never saved: the player's own saved game stays as it was."""

    def pause_menu(self) -> None:
        self.quit_guide()

    def apply(self, action: Action) -> bool:
        """Only the move the card asks for, for the player; the others' as they come. The
        guided hand is one hand: it never continues to the next."""
        if action.seat == ME and self.game.phase == Phase.HAND_END:
            return False
        c = self.current
        asks_call = c is not None and is_claim_step(c.do)
        if action.seat == ME and (not isinstance(action, Continue | Pass)
                                  or isinstance(action, Pass) and asks_call):
            # (a Skip of the call the card asks for left the card asking for a call gone)
            fmt = self.tileset.format
            if c is None or not c.do or expected(c.do, [action], fmt) is None:
                self.notify("Follow the card at the top: " + self.hint_words())
                return False
        done = super().apply(action)
        if done and action.seat == ME and not isinstance(action, Continue | Pass):
            self.step += 1
        return done

    def automatic(self, legal: list[Action]) -> Action | None:
        """Calls the card does not ask for are passed; nothing else is done for the player."""
        c = self.current
        passing = next((a for a in legal if isinstance(a, Pass)), None)
        if passing is not None and not (c is not None and is_claim_step(c.do)):
            return passing
        others = [a for a in legal if not isinstance(a, Pass)]
        return legal[0] if legal and not others else None

    def refresh_prompt(self) -> bool:
        """The table's buttons, without Continue: after the win the cards go on instead."""
        rebuilt = super().refresh_prompt()
        if self.game.phase == Phase.HAND_END:
            self.buttons = []
        return rebuilt

    @property
    def asked(self) -> tuple[str, str]:
        """What the card asks for: its word ("discard", "pon" ...) and its tile's text."""
        c = self.current
        word, _, code = (c.do if c else "").partition(" ")
        return word, code

    def is_asked(self, button) -> bool:
        """Whether `button` is one the card asks for (any chi shape where it asks a chi)."""
        word = self.asked[0]
        if word == "chow":
            return isinstance(button, tp.ShapeButton)
        label = self.button_asked(word)
        return label is not None and button.label == label

    def hint_words(self) -> str:
        word, code = self.asked
        tile_ = f"the {self.tileset.tile_name(self.tileset.parse(code)[0])}" if code else ""
        button = self.button_asked(word) or (
            str(self.variant.call_word("chi")).title() if word == "chow" else word.title())
        return {"discard": f"discard {tile_}", "riichi": f"riichi with {tile_}"}.get(
            word, f"press {button}")  # as the button says it ("Pung" in Hong Kong)

    def toggle_riichi(self) -> None:
        self._mode_asked("riichi", super().toggle_riichi)

    def toggle_call(self) -> None:
        self._mode_asked("call", super().toggle_call)

    def _mode_asked(self, word: str, toggle) -> None:
        """Riichi or Original Call armed only where the card asks for it (a tester armed
        Original Call on a card asking for a discard, which was then refused unexplained)."""
        if self.asked[0] == word:
            toggle()
        else:
            self.notify("Follow the card at the top: " + self.hint_words())

    def prompt_choice(self) -> int | None:
        """In a claim window the keys start on the button the card asks for (its gold
        outline), not on Skip."""
        chosen = super().prompt_choice()
        asked = self.asked_button()
        if chosen is not None and self.prompt_focus is None and asked is not None:
            return self.buttons.index(asked)
        return chosen

    def asked_button(self):
        """The button the card asks for, if it shows (None: a tile, or nothing)."""
        return next((b for b in self.buttons if b.visible and self.is_asked(b)), None)

    def press_asked_button(self, event) -> bool:
        """Enter presses the button the card asks for (Tsumo with a discard also legal:
        Enter chose the drawn tile, and again did nothing)."""
        asked = self.asked_button()
        if asked is None or not (event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)):
            return False
        asked.activate()
        return True

    def start_keys_on_asked_tile(self, event) -> bool:
        """The first arrow of a move chooses the tile the card asks for, and the first Enter
        plays it (the table starts from the drawn tile, and a tester pressed Enter on it)."""
        word, code = self.asked
        if self.selected is not None or word not in ("discard", "riichi") or not (
                event.type == pygame.KEYDOWN and event.key in (
                    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER,
                    pygame.K_SPACE)):
            return False
        if not any(isinstance(a, Discard) for a in self.game.legal_actions(ME)):
            return False  # (not the player's move)
        tiles = self.hand_tiles()
        i = next((i for i in range(len(tiles) - 1, -1, -1)
                  if self.tileset.format([tiles[i]]) == code), None)
        if i is None:
            return False
        self.select(i, tiles[i])
        self.app.audio.play("click")
        if word == "discard" and event.key not in (pygame.K_LEFT, pygame.K_RIGHT):
            self.pick(i, tiles[i])  # Enter: the asked tile goes at once (a tester pressed twice)
        return True

    # input -----------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.quit_guide()
            return
        if self.reading and event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.read_on()
            return
        if self.press_asked_button(event) or self.start_keys_on_asked_tile(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in (self.next_button, self.leave_button):
                if b.visible and b.rect.collidepoint(event.pos):
                    b.activate()
                    return
        super().handle(event)

    # drawing ---------------------------------------------------------------------------------
    def draw(self, surf) -> None:
        super().draw(surf)
        if not self.anim.busy:
            self.draw_pointer(surf)
        if self.stage.dealt is None:  # not while the deal runs: "Discard the 3 of bamboo"
            self.draw_card(surf)  # showed over a hand of eight tiles without it (a tester)

    def draw_pointer(self, surf) -> None:
        """Outline the tile or the button the card asks for."""
        c = self.current
        if c is None or not c.do or ME not in self.game.waiting_on():
            return
        m = self.m
        word, _, text = c.do.partition(" ")
        if word in ("discard", "riichi", "call"):
            for rect, _, tile_ in self.hand_rects:
                if self.tileset.format([tile_]) == text:
                    pygame.draw.rect(surf, t.GOLD, rect.inflate(m.px(1), m.px(1)),
                                     width=max(3, m.px(0.5)), border_radius=m.px(0.8))
                    tip = (rect.centerx, rect.y - m.px(1.2))
                    arrow = pygame.Rect(tip[0] - m.px(1.2), tip[1] - m.px(2), m.px(2.4),
                                        m.px(2))
                    if self.aids_rect is None or not arrow.colliderect(self.aids_rect):
                        # (over the waits' "Without 9m" it hid the words; the outline stays)
                        pygame.draw.polygon(surf, t.GOLD, (tip, arrow.topleft, arrow.topright))
                    break
            return
        for b in self.buttons:
            if self.is_asked(b):
                pygame.draw.rect(surf, t.GOLD, b.rect.inflate(m.px(1.4), m.px(1.4)),
                                 width=max(3, m.px(0.5)), border_radius=m.px(1.4))

    def button_asked(self, word: str) -> str | None:
        """The label of the button a card's `do` word asks for (None: a tile, or a chow's
        shape button): the variant's own call word, as the buttons say it."""
        said = self.variant.call_word
        return {"pon": str(said("pon")).title(), "kong": str(said("kan")).title(),
                "tsumo": str(said("tsumo")).title(), "ron": str(said("ron")).title(),
                "north": "North", "bonus": "Flower"}.get(word)

    def draw_card(self, surf) -> None:
        """The card: across the top in play; after the win down the left side, beside the
        result; the prompt, its tiles, Next while reading and Leave."""
        m, c = self.m, self.current
        if c is None:
            return
        beside = self.result_shown()
        if beside:
            card, size, lines, text_w, rows, bw, bh, side_by_side = self._beside_card(c)
        else:
            w = min(min(m.w - m.px(8), m.px(118)), self._between_plates())
            bw, bh, side_by_side = m.px(18), m.px(5), False
            size, lines, text_w, rows, h = self._measure(c, w, w - bw - m.px(6), 0)
            card = pygame.Rect((m.w - w) // 2, m.px(1.5), w, h)
        tile_w = m.px(3.2 if beside else 4.2)
        step = t.font(size).get_linesize()
        self.card_rect = card
        t.shadow(surf, card, m.px(1.2), m.px(0.8))
        # opaque: across the top it lies over the across seat's plate and hand, which
        # showed through as ghost text
        t.panel(surf, card, m.px(1.2), (6, 30, 22, 255), t.GOLD)
        total = len(self.steps)
        heading = f"Guided hand · {self.step + 1} of {total}"
        t.blit_text(surf, heading, t.fit(heading, m.small, card.w - m.px(4), True), t.GOLD,
                    True, topleft=(card.x + m.px(2), card.y + m.px(1)))
        y = card.y + m.px(4)
        for line in lines:
            t.blit_text(surf, line, size, t.TEXT, topleft=(card.x + m.px(2), y))
            y += step
        index = hand_row.corner_index(self.app.settings.colour_blind, self.tileset)
        for row in rows:
            x = card.x + m.px(2)
            for group in row:
                hand_row.draw_tiles(surf, group, x, y + m.px(0.5), tile_w, index)
                x += len(group) * tile_w + self.group_gap
            y += tb.tile_h(tile_w) + m.px(0.5)
        self._place_buttons(card, bw, bh, side_by_side)
        self.next_button.visible = self.reading
        if self.reading:
            self.next_button.label = "Finish" if self.step == total - 1 else "Next"
            self.next_button.draw(surf, m, True)
        self.leave_button.draw(surf, m, False)

    def _measure(self, c: Step, w: int, text_w: int, buttons_h: int):
        """The card's words at width `w`: their size, lines, text width, rows of tiles and
        the card's height."""
        m, beside = self.m, buttons_h > 0
        size = m.small if beside else m.body
        full = m.px(35) if beside else min(m.w - m.px(8), m.px(118))
        lines = t.wrap(c.say, size, text_w)
        if not beside and len(lines) > len(t.wrap(c.say, size, text_w + full - w)):
            # Narrowed to clear the side plates: smaller words, so the card reaches no
            # lower than it would have (over the across seat's discards)
            size = m.small
            lines = t.wrap(c.say, size, text_w)
        tile_w = m.px(3.2 if beside else 4.2)
        rows = self.tile_rows(c, tile_w, text_w)
        h = m.px(6) + len(lines) * t.font(size).get_linesize() \
            + len(rows) * (tb.tile_h(tile_w) + m.px(0.5)) + buttons_h
        return size, lines, text_w, rows, h

    @property
    def group_gap(self) -> int:
        return self.m.px(1)

    def tile_rows(self, c: Step, tile_w: int, width: int) -> list[list[list]]:
        """The card's example tiles in rows `width` wide, each row a list of groups: a group
        (a meld the words name, apart at spaces in the step's tiles) is never cut between
        two rows where a row can hold it (a tester saw 1-4-9 cut after the 1)."""
        rows: list[list[list]] = []
        used = width
        for text in c.tiles.split():
            group = self.tileset.parse(text)
            need = len(group) * tile_w
            if rows and used + self.group_gap + need <= width:
                rows[-1].append(group)
                used += self.group_gap + need
                continue
            per_row = max(1, width // tile_w)
            for i in range(0, len(group), per_row):  # longer than a row: cut, as before
                rows.append([group[i:i + per_row]])
                used = len(rows[-1][0]) * tile_w
        return rows

    def _beside_card(self, c: Step):
        """The card down the left side beside the result: under the left seat's name plate
        where it fits, its buttons one above the other or, shorter, side by side; wider over
        the left seat's row when only that fits (1280x720: it covered Heron's name)."""
        m = self.m
        bh = m.px(4.6)
        left, room = self._beside_room()
        box = tr.fitted(self).box
        places = [(left, min(m.px(35), room))]
        if left > m.px(1) and box.left - m.px(2) > places[0][1] + m.px(1):
            places.append((m.px(1), box.left - m.px(2)))
        tried = []
        for x, w in places:
            for side_by_side in (False, True):
                bw = (w - m.px(5)) // 2 if side_by_side else w - m.px(4)
                buttons_h = bh + m.px(1) if side_by_side else 2 * bh + m.px(2)
                size, lines, text_w, rows, h = self._measure(c, w, w - m.px(4), buttons_h)
                card = pygame.Rect(x, m.px(7), w, h)
                laid = (card, size, lines, text_w, rows, bw, bh, side_by_side)
                if self._below_left_plate(card):
                    return laid
                tried.append(laid)
        return tried[0]

    def _between_plates(self) -> int:
        """The widest centred card that leaves the side seats' name plates and the variant's
        title in view (a card across the top otherwise hides names and scores on a large
        window, and a long title on a small one)."""
        m, plates = self.m, self.side_plates
        half = m.w // 2
        for left in (plates.get("left"), td.title_rect(m, td.corner_title(self.variant.title))):
            if left is not None:
                half = min(half, m.w // 2 - left.right - m.px(1.5))
        if "right" in plates:
            half = min(half, plates["right"].left - m.px(1.5) - m.w // 2)
        return max(m.px(70), 2 * half)  # never so narrow the card grows past the table

    def _beside_room(self) -> tuple[int, int]:
        """Where the card beside the result starts and how wide it may be: between the left
        seat's row (its hand face up) and the result's box, where that leaves room enough;
        else from the screen's edge, over the row."""
        m, row = self.m, self.side_rows.get("left")
        if row is None:
            return m.px(1), m.px(35)
        box = tr.fitted(self).box  # where the result's box is (or shows once the word has)
        left = row.right + m.px(1)
        room = box.left - m.px(1) - left
        return (left, room) if room >= m.px(24) else (m.px(1), m.px(35))

    def _below_left_plate(self, card: pygame.Rect) -> bool:
        """Beside the result, the card down the left side starts under the left seat's name
        plate where it still clears the player's (over it, the plate peeked out behind);
        False when it covers the plate, too tall to go under it."""
        plate = self.side_plates.get("left")
        if plate is None or not card.colliderect(plate):
            return True
        moved = card.move(0, plate.bottom + self.m.px(1) - card.top)
        if moved.bottom <= self.toggles_rect.top - self.m.px(5):  # the player's plate
            card.top = moved.top
            return True
        return False

    def _place_buttons(self, card: pygame.Rect, bw: int, bh: int, side_by_side: bool) -> None:
        m = self.m
        self.leave_button.rect = pygame.Rect(card.right - bw - m.px(2), card.bottom - bh
                                             - m.px(1.5), bw, bh)
        self.next_button.rect = self.leave_button.rect.move(-bw - m.px(1), 0) if side_by_side \
            else self.leave_button.rect.move(0, -bh - m.px(1))
        # side by side there is no room for the keys beside the words (Enter and Esc still act)
        self.next_button.hint, self.leave_button.hint = ("", "") if side_by_side else \
            ("Enter", "Esc")


SCREEN = Tutorial
